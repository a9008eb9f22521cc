// Edits that rules attach to their findings, made from the text the model read: they change only the characters
// that must change, so that a fixed file keeps its formatting.
import path from 'node:path';
import type { SourceText } from '../core/source.js';
import type { Fix, Position, Span } from '../core/types.js';
import { getProp, type JNode, type JObject } from '../core/jnode.js';
import { toPosix } from '../core/paths.js';
import type { SiteModel } from './site.js';

/** The text of a file as the model read it: docs.json and its `$ref` files, `.navlintrc.json`, a page's frontmatter. */
function sourceOf(model: SiteModel, file: string): SourceText | undefined {
  const known = model.sources.get(file);
  if (known) return known;
  if (model.rc?.file === file && model.rc.source) return model.rc.source;
  return model.openapi?.pageMeta.get(toPosix(path.relative(model.root, file)))?.source;
}

/** A fix that puts `text` in place of a span, whatever it holds. */
export function replaceSpan(span: Span, text: string): Fix {
  return { file: span.file, edits: [{ range: { start: span.start, end: span.end }, text }] };
}

/**
 * A fix that turns the string written at `span` (a JSON string or a YAML scalar, quotes included) from `from` into
 * `to`, editing only the characters between their common start and end. Undefined when the value is not written
 * plainly (escapes, a YAML scalar over several lines) or the new characters would need quoting or escaping there.
 */
export function replaceString(model: SiteModel, span: Span, from: string, to: string): Fix | undefined {
  const source = sourceOf(model, span.file);
  if (!source || from === to) return undefined;
  const start = source.offsetAt(span.start);
  const end = source.offsetAt(span.end);
  if (start === undefined || end === undefined) return undefined;
  const raw = source.text.slice(start, end);
  let quote: '"' | "'" | '' | undefined;
  if (raw === from) quote = '';
  else if (raw.length === from.length + 2 && raw.slice(1, -1) === from && raw[0] === raw[raw.length - 1])
    quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : undefined;
  if (quote === undefined) return undefined;
  const inner = start + (quote ? 1 : 0);
  const [p, s] = commonEnds(from, to);
  const middle = to.slice(p, to.length - s);
  if (!fitsQuoting(middle, quote, to)) return undefined;
  return {
    file: span.file,
    edits: [
      {
        range: { start: source.position(inner + p), end: source.position(inner + from.length - s) },
        text: middle,
      },
    ],
  };
}

/** Whether new characters can be written as they are inside a value of this quoting, giving the value `whole`. */
function fitsQuoting(text: string, quote: '"' | "'" | '', whole: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(text)) return false;
  if (quote === '"') return !/["\\]/.test(text);
  if (quote === "'") return !text.includes("'");
  // A plain YAML scalar must still read as the same string: no indicator first, no `: ` or ` #`, no blank at either
  // end, and nothing YAML reads as another type.
  return (
    whole !== '' &&
    !/^[-?:,[\]{}#&*!|>'"%@`\s]/.test(whole) &&
    !/\s$/.test(whole) &&
    !/: |:$| #/.test(whole) &&
    !/^(true|false|yes|no|on|off|null|~|[-+]?(\d[\d_]*)?\.?\d+([eE][-+]?\d+)?|0x[\da-fA-F]+|0o[0-7]+|[-+]?\.(inf|nan))$/i.test(
      whole,
    )
  );
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/**
 * A fix in a page or snippet at a position of its content (whose columns do not count a byte-order mark): moved to
 * count it, as fixes do.
 */
export function contentEdit(model: SiteModel, file: string, start: Position, end: Position, text: string): Fix {
  const shift = (p: Position): Position =>
    p.line === 1 && startsWithBom(model, file) ? { ...p, column: p.column + 1 } : p;
  return { file, edits: [{ range: { start: shift(start), end: shift(end) }, text }] };
}

/**
 * A fix in a page or snippet that turns `from`, written exactly once within `range` (a content range: a link, an
 * import, a tag), into `to`, editing only the characters between their common start and end. For content rules:
 * `replaceInContent(model, f.file, link.range, link.url, withoutExtension)`. Undefined when `from` is not there once.
 */
export function replaceInContent(
  model: SiteModel,
  file: string,
  range: readonly [number, number, number, number],
  from: string,
  to: string,
): Fix | undefined {
  const source = model.content?.source(file);
  if (!source || from === to || from === '') return undefined;
  const start = source.offsetAt({ line: range[0], column: range[1] });
  const end = source.offsetAt({ line: range[2], column: range[3] });
  if (start === undefined || end === undefined) return undefined;
  const within = source.text.slice(start, end);
  const at = within.indexOf(from);
  if (at < 0 || within.indexOf(from, at + 1) >= 0) return undefined;
  const [p, s] = commonEnds(from, to);
  const a = source.position(start + at + p);
  const b = source.position(start + at + from.length - s);
  return contentEdit(model, file, a, b, to.slice(p, to.length - s));
}

/** The lengths of the common start and the common end of two strings (never overlapping, never inside a pair). */
function commonEnds(from: string, to: string): [number, number] {
  let p = 0;
  while (p < from.length && p < to.length && from[p] === to[p]) p++;
  let s = 0;
  while (s < from.length - p && s < to.length - p && from[from.length - 1 - s] === to[to.length - 1 - s]) s++;
  if (p > 0 && isHighSurrogate(from.charCodeAt(p - 1))) p--;
  if (s > 0 && isLowSurrogate(from.charCodeAt(from.length - s))) s--;
  return [p, s];
}

function startsWithBom(model: SiteModel, file: string): boolean {
  try {
    const fd = model.fs.openSync(file, 'r');
    try {
      const b = new Uint8Array(3);
      const n = model.fs.readSync(fd, b, 0, 3, 0);
      return n === 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
    } finally {
      model.fs.closeSync(fd);
    }
  } catch {
    return false;
  }
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
