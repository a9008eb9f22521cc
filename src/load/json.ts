import { parseTree, printParseErrorCode, type Node as TreeNode, type ParseError } from 'jsonc-parser';
import { SourceText, pointerToken } from '../core/source.js';
import type { Span } from '../core/types.js';
import { MAX_JSON_DEPTH, type JArray, type JNode, type JObject, type JProp, type JScalar } from '../core/jnode.js';

/** A syntax error found while parsing a JSON file. */
export interface JsonSyntaxError {
  message: string;
  span: Span;
  /** Set when the file was not read past a navlint bound, rather than being malformed. */
  limit?: true;
}

/** The result of parsing one JSON file. */
export interface ParsedJson {
  source: SourceText;
  root?: JNode;
  errors: JsonSyntaxError[];
  /** Keys that appear twice in one object: the later one wins, as in JSON.parse. */
  duplicateKeys: JProp[];
  /** Set when parts were left to be read on first use (their repeated keys are not in `duplicateKeys`). */
  deferred?: true;
}

/**
 * Which collections a parse may leave unread until first used, by key and depth (1 for the root's own values).
 * A deferred part costs one quick scan; it is parsed, with its positions, the first time anything looks inside.
 */
export type DeferPart = (key: string, depth: number) => boolean;

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected `:` after the property name',
  CommaExpected: 'expected `,` between values',
  CloseBraceExpected: 'expected `}` to close the object',
  CloseBracketExpected: 'expected `]` to close the array',
  EndOfFileExpected: 'unexpected content after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unexpected end of number',
  InvalidUnicode: 'invalid unicode escape sequence',
  InvalidEscapeCharacter: 'invalid escape character in string',
  InvalidCharacter: 'control character in string must be escaped',
};

/** Finds the deepest bracket nesting outside strings, stopping early past `limit`. */
function nestingDepth(text: string, limit: number): { depth: number; offset: number } {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return { depth, offset: i };
    } else if (c === 125 || c === 93) depth--;
  }
  return { depth, offset: -1 };
}

/** Parses JSON text, keeping the position of every key and value. */
export function parseJson(file: string, rawText: string, defer?: DeferPart): ParsedJson {
  // A byte-order mark is replaced by a space so that every offset still matches the file.
  const text = rawText.charCodeAt(0) === 0xfeff ? ' ' + rawText.slice(1) : rawText;
  const source = new SourceText(file, text);
  const errors: JsonSyntaxError[] = [];
  const duplicateKeys: JProp[] = [];

  // Most files are valid JSON, nested less than the limit: one strict pass builds the same tree; anything else
  // takes the path that explains errors.
  // Parts are deferred only in text known to be valid JSON, so that what is skipped holds no error.
  const fast = parseStrictJson(text, source, defer && isJson(text) ? defer : undefined);
  if (fast) {
    duplicateKeys.push(...fast.duplicateKeys);
    return { source, root: fast.root, errors, duplicateKeys, ...(fast.deferred ? { deferred: true as const } : {}) };
  }

  const deep = nestingDepth(text, MAX_JSON_DEPTH);
  if (deep.offset >= 0) {
    errors.push({
      message: `JSON nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this file here`,
      span: source.span(deep.offset, 1, ''),
      limit: true,
    });
    return { source, errors, duplicateKeys };
  }

  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  let lastOffset = -1;
  let reachedEnd = false;
  for (const e of parseErrors) {
    // The parser often reports one mistake twice at the same place, and again at the end of the file.
    if (e.offset === lastOffset || (reachedEnd && e.offset >= text.length)) continue;
    lastOffset = e.offset;
    reachedEnd ||= e.offset + e.length >= text.length;
    const name = printParseErrorCode(e.error);
    let message = SYNTAX_MESSAGES[name] ?? name;
    let offset = e.offset;
    let length = Math.max(e.length, 1);
    if (name === 'PropertyNameExpected' || name === 'ValueExpected') {
      const next = text.charAt(e.offset);
      const comma = text.slice(0, e.offset).trimEnd().length - 1;
      if ((next === '}' || next === ']') && text.charAt(comma) === ',') {
        message = `trailing comma before \`${next}\` is not allowed in JSON`;
        offset = comma;
        length = 1;
      } else if (text.trim() === '') {
        message = 'the file is empty';
        offset = 0;
      } else if (e.offset >= text.length) message = 'unexpected end of file: the JSON is truncated';
    }
    errors.push({ message, span: source.span(offset, length, '') });
  }
  if (errors.length > 0 || !tree) {
    if (errors.length === 0) errors.push({ message: 'the file is empty', span: source.span(0, 0, '') });
    return { source, errors, duplicateKeys };
  }
  const root = convert(tree, source, '', duplicateKeys);
  return { source, root, errors, duplicateKeys };
}

/** Thrown inside the strict parser on anything that is not plain JSON. */
class NotStrictJson extends Error {}

/**
 * Parses text that is valid JSON (RFC 8259) into the positioned tree (spans keep offsets until asked);
 * undefined as soon as the text is anything else, for the slower parser to explain.
 */
function parseStrictJson(text: string, source: SourceText, defer?: DeferPart): { root: JNode; duplicateKeys: JProp[]; deferred: boolean } | undefined {
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

/** Whether text is valid JSON (the engine's own parser is by far the fastest judge). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
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

function convert(node: TreeNode, source: SourceText, pointer: string, dups: JProp[]): JNode {
  const span = source.span(node.offset, node.length, pointer);
  switch (node.type) {
    case 'object': {
      const props: JProp[] = [];
      const seen = new Set<string>();
      for (const p of node.children ?? []) {
        const [k, v] = p.children ?? [];
        if (!k || !v) continue;
        const key = String(k.value);
        const prop: JProp = {
          key,
          keySpan: source.span(k.offset, k.length, pointer + '/' + pointerToken(key)),
          value: convert(v, source, pointer + '/' + pointerToken(key), dups),
        };
        if (seen.has(key)) dups.push(prop);
        seen.add(key);
        props.push(prop);
      }
      return { type: 'object', props, span };
    }
    case 'array':
      return {
        type: 'array',
        items: (node.children ?? []).map((c, i) => convert(c, source, pointer + '/' + i, dups)),
        span,
      };
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return { type: node.type, value: node.value as JScalar['value'], span };
    default:
      return { type: 'null', value: null, span };
  }
}

