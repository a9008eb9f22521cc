// Applying fixes to text: positions into offsets, the choice of fixes that fit together, and the edited text.
import { SourceText } from '../core/source.js';
import type { Fix, TextEdit } from '../core/types.js';

/** An edit as offsets into the text it was made for. */
export interface OffsetEdit {
  start: number;
  end: number;
  text: string;
}

/** The edits of a fix as offsets into `source`, sorted; undefined when one falls outside the text or two overlap. */
export function fixOffsets(source: SourceText, edits: readonly TextEdit[]): OffsetEdit[] | undefined {
  const out: OffsetEdit[] = [];
  for (const e of edits) {
    const start = source.offsetAt(e.range.start);
    const end = source.offsetAt(e.range.end);
    if (start === undefined || end === undefined || end < start) return undefined;
    out.push({ start, end, text: e.text });
  }
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < out.length; i++) if (out[i].start < out[i - 1].end) return undefined;
  return out;
}

/** What one pass does to one file: the fixes applied, those left for the next pass, those that do not fit the text. */
export interface FilePass<T> {
  text: string;
  applied: T[];
  deferred: T[];
  invalid: T[];
}

/**
 * Applies to `text` the fixes that fit together, as ESLint does: in the order of where they start, a fix whose
 * extent overlaps or touches one already taken waits for the next pass (after which its positions are found afresh).
 */
export function applyFixes<T extends { fix: Fix }>(text: string, items: readonly T[]): FilePass<T> {
  const source = new SourceText('', text);
  const planned: { item: T; edits: OffsetEdit[]; from: number; to: number; order: number }[] = [];
  const invalid: T[] = [];
  items.forEach((item, order) => {
    const edits = fixOffsets(source, item.fix.edits);
    if (!edits || edits.length === 0) invalid.push(item);
    else planned.push({ item, edits, from: edits[0].start, to: Math.max(...edits.map((e) => e.end)), order });
  });
  planned.sort((a, b) => a.from - b.from || a.to - b.to || a.order - b.order);
  const applied: T[] = [];
  const deferred: T[] = [];
  const taken: OffsetEdit[] = [];
  let last = -1;
  for (const p of planned) {
    if (p.from <= last) {
      deferred.push(p.item);
      continue;
    }
    applied.push(p.item);
    taken.push(...p.edits);
    last = p.to;
  }
  return { text: spliceEdits(text, taken), applied, deferred, invalid };
}

/** The text with sorted, non-overlapping offset edits applied. */
export function spliceEdits(text: string, edits: readonly OffsetEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}
