// Edits of strings the model read, which the model attaches to its own values (links, icons) and rules attach to
// their findings through src/fix/builders.ts: they change only the characters that must change, so that a fixed
// file keeps its formatting.
import path from 'node:path';
import type { SourceText } from '../core/source.js';
import type { Fix, Position, Span } from '../core/types.js';
import { toPosix } from '../core/paths.js';
import type { SiteModel } from './site.js';

/** The text of a file as the model read it: docs.json and its `$ref` files, `.navlintrc.json`, a page's frontmatter. */
export function sourceOf(model: SiteModel, file: string): SourceText | undefined {
  const known = model.sources.get(file);
  if (known) return known;
  if (model.rc?.file === file && model.rc.source) return model.rc.source;
  return model.openapi?.pageMeta.get(toPosix(path.relative(model.root, file)))?.source;
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
