import { parseTree, printParseErrorCode, type Node as TreeNode, type ParseError } from 'jsonc-parser';
import { SourceText, pointerToken } from '../core/source.js';
import type { Span } from '../core/types.js';
import { MAX_JSON_DEPTH, type JNode, type JProp, type JScalar } from '../core/jnode.js';
import { parseStrictJson, type DeferPart } from './json-fast.js';

export { unreadText, type DeferPart } from './json-fast.js';

/** A syntax error found while parsing a JSON file. */
interface JsonSyntaxError {
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
  const text = withoutBom(rawText);
  const source = new SourceText(file, text);

  // Most files are valid JSON, nested less than the limit: one strict pass builds the same tree; anything else
  // takes the path that explains errors (measured by scripts/bench-readers.mjs).
  // Parts are deferred only in text known to be valid JSON, so that what is skipped holds no error.
  const fast = parseStrictJson(text, source, defer && isJson(text) ? defer : undefined);
  if (fast)
    return {
      source,
      root: fast.root,
      errors: [],
      duplicateKeys: fast.duplicateKeys,
      ...(fast.deferred ? { deferred: true as const } : {}),
    };
  return explainJson(source, text);
}

/**
 * Parses JSON text with jsonc-parser alone: the path that explains syntax errors, which parseJson takes when
 * the strict parser declines. Its tree is the reference the strict parser must match.
 */
export function parseJsonTree(file: string, rawText: string): ParsedJson {
  const text = withoutBom(rawText);
  return explainJson(new SourceText(file, text), text);
}

/** The text with a byte-order mark replaced by a space, so that every offset still matches the file. */
function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
}

function explainJson(source: SourceText, text: string): ParsedJson {
  const errors: JsonSyntaxError[] = [];
  const duplicateKeys: JProp[] = [];
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
  const tree = parseTree(text, parseErrors, {
    allowTrailingComma: false,
    disallowComments: true,
    allowEmptyContent: false,
  });
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

/** Whether text is valid JSON (the engine's own parser is by far the fastest judge). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
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
