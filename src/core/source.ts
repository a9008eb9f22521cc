import type { Position, Span } from './types.js';

/** A loaded text file with a line table for turning offsets into positions. */
export class SourceText {
  private readonly lineStarts: number[];

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    const starts = [0];
    // Without carriage returns, the native search finds line ends far faster than a loop over every character.
    if (!text.includes('\r')) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.lineStarts = starts;
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
  }

  /** Converts a 0-based UTF-16 offset into a 1-based position. */
  position(offset: number): Position {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }

  /** The span of `length` units starting at `offset`. */
  span(offset: number, length: number, pointer: string): Span {
    return { file: this.file, pointer, start: this.position(offset), end: this.position(offset + length) };
  }

  /** The text of a 1-based line, without its line ending. */
  line(line: number): string {
    const start = this.lineStarts[line - 1];
    if (start === undefined) return '';
    const next = this.lineStarts[line];
    const raw = this.text.slice(start, next === undefined ? this.text.length : next);
    return raw.replace(/\r?\n$|\r$/, '');
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }
}

/** Escapes a JSON pointer token (RFC 6901). */
export function pointerToken(key: string | number): string {
  const s = String(key);
  return s.includes('~') || s.includes('/') ? s.replace(/~/g, '~0').replace(/\//g, '~1') : s;
}
