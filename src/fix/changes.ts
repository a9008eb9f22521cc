// What a finding's fix and suggestions change, in words that every output format shows the same way.
import path from 'node:path';
import { fixOffsets, spliceEdits } from './edits.js';
import type { SourceText } from '../core/source.js';
import type { Diagnostic, Fix } from '../core/types.js';

/** Longest replacement text shown; longer ones are cut with `…`. */
const MAX_SHOWN = 200;

/** What a change makes of a finding: the text its span reads afterwards, or the text it adds elsewhere. */
export interface ChangeView {
  /** `write "x"`, `add {…} to docs.json`, … */
  phrase: string;
  /** The new text of the finding's span, or the text added, as the file will hold it (cut when long). */
  value: string;
}

/** Describes a change: what the finding's span reads after it, when every edit falls inside the span. */
function describeChange(d: Diagnostic, fix: Fix, sources?: Map<string, SourceText>): ChangeView {
  const source = sources?.get(fix.file);
  if (source && fix.file === d.span.file) {
    const from = source.offsetAt(d.span.start);
    const to = source.offsetAt(d.span.end);
    const edits = fixOffsets(source, fix.edits);
    if (from !== undefined && to !== undefined && edits && edits.every((e) => e.start >= from && e.end <= to)) {
      const local = edits.map((e) => ({ ...e, start: e.start - from, end: e.end - from }));
      const after = oneLine(spliceEdits(source.text.slice(from, to), local));
      const value = /^["'`]/.test(after) ? after : JSON.stringify(after);
      return { phrase: `write ${value}`, value };
    }
  }
  const added = fix.edits
    .map((e) => oneLine(e.text).replace(/^[,\s]+|[,\s]+$/g, ''))
    .filter(Boolean)
    .join(' … ');
  const where = path.basename(fix.file);
  if (added === '') return { phrase: `delete text in ${where}`, value: '' };
  const inserts = fix.edits.every(
    (e) => e.range.start.line === e.range.end.line && e.range.start.column === e.range.end.column,
  );
  const line = fix.edits[0].range.start.line;
  return { phrase: `${inserts ? 'add' : 'write'} ${added} in ${where} (line ${line})`, value: added };
}

/** Lines joined by single spaces, cut when long. */
function oneLine(s: string): string {
  const flat = s.replace(/\s*[\r\n]+\s*/g, ' ');
  return flat.length > MAX_SHOWN ? flat.slice(0, MAX_SHOWN - 1) + '…' : flat;
}

/** The fix and each suggestion of a finding, described. */
export function changesOf(
  d: Diagnostic,
  sources?: Map<string, SourceText>,
): { fix?: ChangeView; suggestions: (ChangeView & { description?: string })[] } {
  return {
    ...(d.fix ? { fix: describeChange(d, d.fix, sources) } : {}),
    suggestions: (d.suggestions ?? []).map((s) => ({
      ...describeChange(d, s.fix, sources),
      ...(s.description !== undefined ? { description: s.description } : {}),
    })),
  };
}

/**
 * The finding's message followed by its help and what its changes write, as one text (annotations, SARIF, summary
 * tables): `… Fix: write "x".`, `… Suggested: write "y".` A suggestion the message already quotes is not repeated.
 */
export function messageWithHelp(d: Diagnostic, sources?: Map<string, SourceText>): string {
  let out = d.message;
  if (d.help !== undefined && !d.message.includes(d.help)) out += ` ${sentence(d.help)}`;
  const { fix, suggestions } = changesOf(d, sources);
  if (fix) out += ` Fix: ${fix.phrase}.`;
  const offered = suggestions
    .filter((s) => s.value === '' || !d.message.includes(s.value))
    .map((s) => (s.description !== undefined ? `${s.description}: ${s.phrase}` : s.phrase));
  if (offered.length > 0) out += ` Suggested: ${offered.join('; or ')}.`;
  return out;
}

/** The help and the changes of a finding as their own sentences (without the message), or undefined. */
export function helpText(d: Diagnostic, sources?: Map<string, SourceText>): string | undefined {
  const full = messageWithHelp(d, sources);
  return full === d.message ? undefined : full.slice(d.message.length + 1);
}

function sentence(s: string): string {
  return /[.?!]$/.test(s) ? s : `${s}.`;
}

/**
 * The `suggestion` field of the version-1 JSON contract: the value a change writes (as the file holds it, quotes
 * included), else the help.
 */
export function legacySuggestion(d: Diagnostic, sources?: Map<string, SourceText>): string | undefined {
  const first = d.fix ?? d.suggestions?.[0]?.fix;
  if (first) {
    const { value } = describeChange(d, first, sources);
    if (value !== '') return value;
  }
  return d.help;
}
