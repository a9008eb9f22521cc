// The edits rules attach to their findings, made from the text the model read: they change only the characters that
// must change, so that a fixed file keeps its formatting. Those the model itself attaches to its values (links,
// icons) live in src/model/fixes.ts, below this layer, and are exported from here too.
import type { SourceText } from '../core/source.js';
import type { Fix, Position, Span } from '../core/types.js';
import { getProp, type JNode, type JObject } from '../core/jnode.js';
import { sourceOf } from '../model/fixes.js';
import type { SiteModel } from '../model/site.js';

export { contentEdit, replaceInContent, replaceString } from '../model/fixes.js';

/** A fix that puts `text` in place of a span, whatever it holds. */
export function replaceSpan(span: Span, text: string): Fix {
  return { file: span.file, edits: [{ range: { start: span.start, end: span.end }, text }] };
}

/** A redirect as docs.json `redirects` holds it. */
export interface RedirectEntry {
  source: string;
  destination: string;
  /** Written only when the entries beside it agree on it. */
  permanent?: boolean;
}

/**
 * A fix that adds a redirect to docs.json: after the last entry of `redirects` (in the file that holds the array,
 * which may be a `$ref` file), or as a new `redirects` array at the end of the top-level object. The new text follows
 * the file's indentation, line breaks and the layout of the entry before it. Undefined when `redirects` is not an
 * array or the text is not at hand.
 */
export function addRedirect(model: SiteModel, entry: RedirectEntry): Fix | undefined {
  const docs = model.docs;
  if (!docs || docs.broken) return undefined;
  const prop = getProp(docs, 'redirects');
  if (prop) return prop.value.type === 'array' && !prop.value.broken ? appendTo(model, prop.value, entry) : undefined;
  const source = sourceOf(model, docs.span.file);
  if (!source) return undefined;
  const layout = layoutOf(source);
  const own = docs.props.filter((p) => p.keySpan.file === docs.span.file && p.value.span.file === docs.span.file);
  const last = own.reduce<(typeof own)[number] | undefined>(
    (a, p) => (a === undefined || offset(source, p.value.span.end) > offset(source, a.value.span.end) ? p : a),
    undefined,
  );
  if (!last) return undefined;
  const keyLine = last.keySpan.start.line;
  const oneLine = keyLine === docs.span.start.line;
  const at = last.value.span.end;
  if (oneLine) {
    const text = `,"redirects":[${entryText(entry, { spaced: false, colon: '', comma: '' })}]`;
    return { file: docs.span.file, edits: [{ range: { start: at, end: at }, text }] };
  }
  const indent = indentOf(source.line(keyLine));
  const inner = indent + layout.unit;
  const colon = /"\s*:(\s*)/.exec(source.line(keyLine))?.[1] ?? ' ';
  const text =
    `,${layout.eol}${indent}"redirects":${colon}[${layout.eol}${inner}` +
    `${entryText(entry, { spaced: true, colon, comma: ' ' })}${layout.eol}${indent}]`;
  return { file: docs.span.file, edits: [{ range: { start: at, end: at }, text }] };
}

/**
 * A fix that takes the redirect at `span` out of docs.json's `redirects`, with the comma and the space that set it
 * apart from the entry before it (or after it, for the first); the last one leaves `[]`. Undefined when it is not an
 * entry of that array in the file that holds it.
 */
export function removeRedirect(model: SiteModel, span: Span): Fix | undefined {
  const array = getProp(model.docs, 'redirects')?.value;
  if (array?.type !== 'array' || array.broken) return undefined;
  const same = (a: Position, b: Position) => a.line === b.line && a.column === b.column;
  const i = array.items.findIndex(
    (item) => item.span.file === span.file && same(item.span.start, span.start) && same(item.span.end, span.end),
  );
  if (i < 0) return undefined;
  const before = array.items[i - 1];
  const after = array.items[i + 1];
  const file = span.file;
  let range: { start: Position; end: Position };
  if (before && before.span.file === file) range = { start: before.span.end, end: span.end };
  else if (after && after.span.file === file) range = { start: span.start, end: after.span.start };
  else if (array.span.file === file && array.items.length === 1)
    range = {
      start: { line: array.span.start.line, column: array.span.start.column + 1 },
      end: { line: array.span.end.line, column: array.span.end.column - 1 },
    };
  else return undefined;
  return { file, edits: [{ range, text: '' }] };
}

/** Adds an entry after the last one of an array of redirects, or into an empty array. */
function appendTo(model: SiteModel, array: JNode & { type: 'array' }, entry: RedirectEntry): Fix | undefined {
  const file = array.span.file;
  const source = sourceOf(model, file);
  if (!source) return undefined;
  const layout = layoutOf(source);
  const last = array.items[array.items.length - 1];
  entry = { ...entry, ...sharedPermanent(array.items) };
  if (!last || last.span.file !== file) {
    // `[]`: the entry goes on a line of its own, one level in from the line that holds the bracket.
    const indent = indentOf(source.line(array.span.start.line));
    const start = { line: array.span.start.line, column: array.span.start.column + 1 };
    const end = { line: array.span.end.line, column: array.span.end.column - 1 };
    const text = `${layout.eol}${indent}${layout.unit}${entryText(entry, SPACED)}${layout.eol}${indent}`;
    return { file, edits: [{ range: { start, end }, text }] };
  }
  const at = last.span.end;
  const ownLine = last.span.start.line > array.span.start.line;
  const lastText = spanText(source, last.span);
  const multiLine = last.type === 'object' && last.span.end.line > last.span.start.line;
  const indent = indentOf(source.line(last.span.start.line));
  const sep = ownLine ? layout.eol + indent : ' ';
  let text: string;
  if (multiLine && last.type === 'object' && last.props.length > 0) {
    const keyIndent = indentOf(source.line((last as JObject).props[0].keySpan.start.line));
    const closeIndent = indentOf(source.line(last.span.end.line));
    const colon = /"\s*:(\s*)/.exec(lastText)?.[1] ?? ' ';
    const permanent =
      entry.permanent !== undefined ? `,${layout.eol}${keyIndent}"permanent":${colon}${entry.permanent}` : '';
    text =
      `,${sep}{${layout.eol}${keyIndent}"source":${colon}${JSON.stringify(entry.source)},${layout.eol}` +
      `${keyIndent}"destination":${colon}${JSON.stringify(entry.destination)}${permanent}${layout.eol}${closeIndent}}`;
  } else {
    const style =
      last.type === 'object'
        ? {
            spaced: /^\{\s/.test(lastText),
            colon: /"\s*:(\s*)/.exec(lastText)?.[1] ?? ' ',
            comma: /,(\s*)"/.exec(lastText)?.[1] ?? ' ',
          }
        : SPACED;
    text = `,${sep}${entryText(entry, style)}`;
  }
  return { file, edits: [{ range: { start: at, end: at }, text }] };
}

const SPACED = { spaced: true, colon: ' ', comma: ' ' };

/**
 * `permanent` as the other redirects have it, when they all say the same (`true` on every entry, say): a new entry
 * that left it out would be the one temporary redirect among permanent ones.
 */
function sharedPermanent(items: JNode[]): { permanent?: boolean } {
  const values = new Set<unknown>();
  for (const item of items) {
    if (item.type !== 'object') return {};
    const v = getProp(item, 'permanent')?.value;
    values.add(v?.type === 'boolean' ? (v as { value: unknown }).value : undefined);
  }
  const [only] = values;
  return values.size === 1 && typeof only === 'boolean' ? { permanent: only } : {};
}

/** `{ "source": "/a", "destination": "/b" }` in the given spacing. */
function entryText(e: RedirectEntry, style: { spaced: boolean; colon: string; comma: string }): string {
  const pad = style.spaced ? ' ' : '';
  const permanent = e.permanent !== undefined ? `,${style.comma}"permanent":${style.colon}${e.permanent}` : '';
  return (
    `{${pad}"source":${style.colon}${JSON.stringify(e.source)},${style.comma}` +
    `"destination":${style.colon}${JSON.stringify(e.destination)}${permanent}${pad}}`
  );
}

/** How a file breaks lines and indents one level. */
function layoutOf(source: SourceText): { eol: string; unit: string } {
  const text = source.text;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let unit = '  ';
  const indents = text.match(/\n([ \t]+)\S/g);
  if (indents) {
    const first = indents[0].slice(1).match(/^[ \t]+/)![0];
    if (first.startsWith('\t')) unit = '\t';
    else {
      const widths = indents.map((m) => m.slice(1).match(/^ */)![0].length).filter((n) => n > 0);
      if (widths.length > 0) unit = ' '.repeat(Math.min(...widths));
    }
  }
  return { eol, unit };
}

function indentOf(line: string): string {
  return /^[ \t]*/.exec(line)![0];
}

function offset(source: SourceText, p: Position): number {
  return source.offsetAt(p) ?? -1;
}

function spanText(source: SourceText, span: Span): string {
  const a = source.offsetAt(span.start);
  const b = source.offsetAt(span.end);
  return a === undefined || b === undefined ? '' : source.text.slice(a, b);
}
