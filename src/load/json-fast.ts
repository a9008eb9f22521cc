import { pointerToken, type SourceText } from '../core/source.js';
import type { Span } from '../core/types.js';
import { MAX_JSON_DEPTH, type JArray, type JNode, type JObject, type JProp } from '../core/jnode.js';

// The fast path of JSON loading: a strict RFC 8259 parser that builds the positioned tree in one pass and
// may leave collections unread until first used. Anything else is left to the explaining parser in json.ts.

/**
 * Which collections a parse may leave unread until first used, by key and depth (1 for the root's own values).
 * A deferred part costs one quick scan; it is parsed, with its positions, the first time anything looks inside.
 */
export type DeferPart = (key: string, depth: number) => boolean;

/** Thrown inside the strict parser on anything that is not plain JSON. */
class NotStrictJson extends Error {}

/**
 * Parses text that is valid JSON (RFC 8259) into the positioned tree (spans keep offsets until asked);
 * undefined as soon as the text is anything else, for the slower parser to explain. `defer` must only be
 * given for text known to be valid JSON, so that what is skipped holds no error.
 */
export function parseStrictJson(
  text: string,
  source: SourceText,
  defer?: DeferPart,
): { root: JNode; duplicateKeys: JProp[]; deferred: boolean } | undefined {
  let deferring = defer !== undefined;
  let deferred = false;
  const dups: JProp[] = [];
  const n = text.length;
  let i = 0;
  let depth = 0;
  const fail = (): never => {
    throw new NotStrictJson();
  };
  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  const span = (start: number, end: number, pointer: string): Span => source.span(start, end - start, pointer);
  const readString = (): string => {
    // At the opening quote.
    let out = '';
    let chunk = ++i;
    for (;;) {
      if (i >= n) fail();
      const c = text.charCodeAt(i);
      if (c === 34) {
        out += text.slice(chunk, i);
        i++;
        return out;
      }
      if (c < 32) fail();
      if (c !== 92) {
        i++;
        continue;
      }
      out += text.slice(chunk, i);
      const e = text.charCodeAt(i + 1);
      if (e === 34) out += '"';
      else if (e === 92) out += '\\';
      else if (e === 47) out += '/';
      else if (e === 98) out += '\b';
      else if (e === 102) out += '\f';
      else if (e === 110) out += '\n';
      else if (e === 114) out += '\r';
      else if (e === 116) out += '\t';
      else if (e === 117) {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail();
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
      } else fail();
      i += 2;
      chunk = i;
    }
  };
  // Past a collection of valid JSON (at its bracket), counting its nesting against the limit.
  const skipCollection = (): void => {
    let nested = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        let q = text.indexOf('"', i + 1);
        while (q > 0 && escapedAt(text, q)) q = text.indexOf('"', q + 1);
        if (q < 0) fail();
        i = q + 1;
        continue;
      }
      i++;
      if (c === 123 || c === 91) {
        if (depth + ++nested > MAX_JSON_DEPTH) fail();
      } else if ((c === 125 || c === 93) && --nested === 0) return;
    }
    fail();
  };
  // A collection left for later: skipped now, read whole (nothing deferred inside) when first looked into.
  const later = (pointer: string): JNode => {
    const start = i;
    const at = depth;
    const object = text.charCodeAt(i) === 123;
    skipCollection();
    deferred = true;
    const read = (): JNode => {
      const saved = [i, depth] as const;
      i = start;
      depth = at;
      deferring = false;
      try {
        return value(pointer);
      } finally {
        [i, depth] = saved;
      }
    };
    const where = span(start, i, pointer);
    const raw = { text, from: start, to: i };
    return object ? new DeferredObject(where, read, raw) : new DeferredArray(where, read, raw);
  };
  const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  const value = (pointer: string): JNode => {
    const start = i;
    const c = text.charCodeAt(i);
    if (c === 123) {
      if (++depth > MAX_JSON_DEPTH) fail();
      i++;
      const props: JProp[] = [];
      const seen: { keys?: Set<string> } = {};
      const prefix = pointer + '/';
      skipSpace();
      if (text.charCodeAt(i) === 125) i++;
      else {
        for (;;) {
          if (text.charCodeAt(i) !== 34) fail();
          const kStart = i;
          const key = readString();
          const p = prefix + pointerToken(key);
          const keySpan = span(kStart, i, p);
          skipSpace();
          if (text.charCodeAt(i) !== 58) fail();
          i++;
          skipSpace();
          const c2 = text.charCodeAt(i);
          const v = deferring && (c2 === 123 || c2 === 91) && defer!(key, depth) ? later(p) : value(p);
          const prop: JProp = { key, keySpan, value: v };
          if (repeats(props, seen, key)) dups.push(prop);
          props.push(prop);
          skipSpace();
          const d = text.charCodeAt(i);
          i++;
          if (d === 125) break;
          if (d !== 44) fail();
          skipSpace();
        }
      }
      depth--;
      return { type: 'object', props, span: span(start, i, pointer) };
    }
    if (c === 91) {
      if (++depth > MAX_JSON_DEPTH) fail();
      i++;
      const items: JNode[] = [];
      const prefix = pointer + '/';
      skipSpace();
      if (text.charCodeAt(i) === 93) i++;
      else {
        for (;;) {
          items.push(value(prefix + items.length));
          skipSpace();
          const d = text.charCodeAt(i);
          i++;
          if (d === 93) break;
          if (d !== 44) fail();
          skipSpace();
        }
      }
      depth--;
      return { type: 'array', items, span: span(start, i, pointer) };
    }
    if (c === 34) {
      const v = readString();
      return { type: 'string', value: v, span: span(start, i, pointer) };
    }
    if (c === 116 && text.startsWith('true', i)) {
      i += 4;
      return { type: 'boolean', value: true, span: span(start, i, pointer) };
    }
    if (c === 102 && text.startsWith('false', i)) {
      i += 5;
      return { type: 'boolean', value: false, span: span(start, i, pointer) };
    }
    if (c === 110 && text.startsWith('null', i)) {
      i += 4;
      return { type: 'null', value: null, span: span(start, i, pointer) };
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m || m[0].length === 0) fail();
    i += m![0].length;
    return { type: 'number', value: Number(m![0]), span: span(start, i, pointer) };
  };
  try {
    skipSpace();
    if (i >= n) return undefined;
    const root = value('');
    skipSpace();
    return i === n ? { root, duplicateKeys: dups, deferred } : undefined;
  } catch (e) {
    if (e instanceof NotStrictJson) return undefined;
    throw e;
  }
}

/** Whether the quote at `q` is escaped (an odd run of backslashes before it). */
function escapedAt(text: string, q: number): boolean {
  let b = 0;
  while (text.charCodeAt(q - 1 - b) === 92) b++;
  return (b & 1) === 1;
}

/** Whether a key is already among an object's properties: a scan for small objects, a set once they grow. */
function repeats(props: JProp[], seen: { keys?: Set<string> }, key: string): boolean {
  if (seen.keys) {
    if (seen.keys.has(key)) return true;
    seen.keys.add(key);
    return false;
  }
  for (const p of props) if (p.key === key) return true;
  if (props.length >= 8) seen.keys = new Set([...props.map((p) => p.key), key]);
  return false;
}

/** Where a deferred collection's text lies. */
interface RawRange {
  text: string;
  from: number;
  to: number;
}

/** An object whose properties are parsed the first time they are asked for. */
class DeferredObject implements JObject {
  readonly type = 'object' as const;
  private read?: JProp[];

  constructor(
    readonly span: Span,
    private readonly parse: () => JNode,
    readonly raw: RawRange,
  ) {}

  get props(): JProp[] {
    return (this.read ??= (this.parse() as JObject).props);
  }

  get unread(): boolean {
    return this.read === undefined;
  }
}

/** An array whose items are parsed the first time they are asked for. */
class DeferredArray implements JArray {
  readonly type = 'array' as const;
  private read?: JNode[];

  constructor(
    readonly span: Span,
    private readonly parse: () => JNode,
    readonly raw: RawRange,
  ) {}

  get items(): JNode[] {
    return (this.read ??= (this.parse() as JArray).items);
  }

  get unread(): boolean {
    return this.read === undefined;
  }
}

/** The JSON text of a collection that was deferred and has not been read yet (a search of it can spare the reading). */
export function unreadText(node: JNode): string | undefined {
  if (!(node instanceof DeferredObject || node instanceof DeferredArray) || !node.unread) return undefined;
  return node.raw.text.slice(node.raw.from, node.raw.to);
}
