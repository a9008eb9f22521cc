import { lineStarts } from '../core/source.js';
import type { Range } from './types.js';

/** A `{{name}}` (spaces allowed inside the braces) as the platform's variable substitution reads it. */
const VARIABLE = /\{\{[ \t]*([\w-]+)[ \t]*\}\}/g;
/** A trailing `{#custom-id}` on an ATX heading line (inside containers and components too). */
const HEADING_ID = /^([ \t>]*#{1,6}[ \t][^\r\n]*?)([ \t]*\{#([^\s{}]+)\})[ \t]*$/gm;
/** Words that cannot stand as a shorthand property (`{{default}}`): MDX would not parse them. */
const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

/** One replacement: `[from, to)` of the original text became `[at, at + length)` of the parsed text. */
interface Edit {
  from: number;
  to: number;
  at: number;
  length: number;
}

/** An unknown `{{name}}`: kept in the text (made parseable), judged once the parser says whether it is code. */
interface VariableCandidate {
  name: string;
  /** Offsets in the original text. */
  from: number;
  to: number;
}

/** The text the parser reads, and the way back from its offsets to the original file. */
export interface Prepared {
  text: string;
  /** Unknown `{{name}}`s, by their offset in the parsed text. */
  candidates: Map<number, VariableCandidate>;
  /** `{#custom-id}`s of heading lines, by their 1-based line in the original text. */
  headingIds: Map<number, string>;
  /** Maps an offset of the parsed text to the original text. */
  toOriginal(offset: number): number;
  /** The range of parsed offsets `[from, to)`, in the original file. */
  range(from: number, to: number): Range;
  /** The range of original offsets `[from, to)`. */
  originalRange(from: number, to: number): Range;
  /** The offset in the parsed text of one of its 1-based points. */
  parsedOffset(line: number, column: number): number;
  /** The original text. */
  original: string;
}

/**
 * Prepares a page as the platform does before MDX reads it: known `{{variables}}` are replaced by their values
 * and a trailing `{#custom-id}` is taken off heading lines. Unknown `{{name}}`s stay, with any character that
 * would stop the parser (a hyphen, a leading digit) replaced in place, so that the one finding they deserve is
 * not doubled by a syntax error.
 */
export function prepare(file: string, variables: Record<string, string>): Prepared {
  // The parser skips a byte-order mark; so do positions, as in every other file navlint reads.
  const original = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
  const { text: blanked, headingIds } = blankHeadingIds(original);
  const { text, edits, candidates } = replaceVariables(blanked, variables);
  let origLines: number[] | undefined;
  let parsedLines: number[] | undefined;
  const toOriginal = (offset: number): number => originalOffset(edits, offset);
  const point = (offset: number): [number, number] => {
    origLines ??= lineStarts(original);
    const line = lineOf(origLines, offset);
    return [line, offset - origLines[line - 1] + 1];
  };
  const originalRange = (from: number, to: number): Range => {
    const a = point(from);
    const b = point(Math.max(from, to));
    return [a[0], a[1], b[0], b[1]];
  };
  return {
    text,
    candidates,
    headingIds,
    toOriginal,
    range(from, to) {
      return originalRange(toOriginal(from), toOriginal(to));
    },
    originalRange,
    parsedOffset(line, column) {
      parsedLines ??= lineStarts(text);
      const start = parsedLines[Math.min(Math.max(line, 1), parsedLines.length) - 1];
      return Math.min(start + Math.max(column, 1) - 1, text.length);
    },
    original,
  };
}

/** The text with each heading's trailing `{#custom-id}` blanked out, and the ids by 1-based line. */
function blankHeadingIds(original: string): { text: string; headingIds: Map<number, string> } {
  const headingIds = new Map<number, string>();
  if (!original.includes('{#')) return { text: original, headingIds };
  // Heading IDs become spaces: a heading's trailing spaces are not part of it, and no offset moves.
  const lines = lineStarts(original);
  const text = original.replace(HEADING_ID, (all: string, head: string, tail: string, id: string, offset: number) => {
    headingIds.set(lineOf(lines, offset), id);
    return head + ' '.repeat(all.length - head.length);
  });
  return { text, headingIds };
}

/**
 * The text with each known `{{variable}}` replaced by its value, the edits that map offsets back, and the unknown
 * `{{name}}`s by their offset in the new text (each made parseable in place).
 */
function replaceVariables(
  text: string,
  variables: Record<string, string>,
): { text: string; edits: Edit[]; candidates: Map<number, VariableCandidate> } {
  const edits: Edit[] = [];
  const candidates = new Map<number, VariableCandidate>();
  if (!text.includes('{{')) return { text, edits, candidates };
  let out = '';
  let last = 0;
  let shift = 0;
  for (const m of text.matchAll(VARIABLE)) {
    const from = m.index;
    const to = from + m[0].length;
    const name = m[1];
    const value = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
    out += text.slice(last, from);
    last = to;
    if (value !== undefined) {
      edits.push({ from, to, at: from + shift, length: value.length });
      out += value;
      shift += value.length - (to - from);
      continue;
    }
    candidates.set(from + shift, { name, from, to });
    out += m[0].replace(name, parseable(name));
  }
  return { text: out + text.slice(last), edits, candidates };
}

/** The offset in the original text of an offset in the text with variables replaced. */
function originalOffset(edits: Edit[], offset: number): number {
  if (edits.length === 0) return offset;
  let lo = 0;
  let hi = edits.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (edits[mid].at <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return offset;
  const e = edits[found];
  // Inside a replacement value: the whole `{{name}}` is where it came from.
  if (offset < e.at + e.length) return offset === e.at ? e.from : Math.min(e.to, e.from + (offset - e.at));
  return e.to + (offset - e.at - e.length);
}

/** The length of a page once its known `{{variables}}` are replaced, worked out without building the text. */
export function expandedLength(file: string, variables: Record<string, string>): number {
  let length = file.length;
  if (!file.includes('{{')) return length;
  for (const m of file.matchAll(VARIABLE))
    if (Object.prototype.hasOwnProperty.call(variables, m[1])) length += variables[m[1]].length - m[0].length;
  return length;
}

/** The name with every character that would stop MDX's expression parser replaced, at the same length. */
function parseable(name: string): string {
  let n = name.replace(/-/g, '_');
  if (/^[0-9]/.test(n) || RESERVED.has(n)) n = '_' + n.slice(1);
  return n;
}

/** The 1-based line holding an offset. */
export function lineOf(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
