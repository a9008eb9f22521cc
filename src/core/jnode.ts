// A parsed JSON or YAML value that keeps its position: what every layer reads.
import type { Span } from './types.js';

/** Deepest nesting of arrays and objects accepted in one JSON file. */
export const MAX_JSON_DEPTH = 256;

interface JBase {
  span: Span;
  /** Set on a `$ref` object whose target could not be loaded: checks skip it. */
  broken?: true;
}
/** A JSON object with its properties in source order (duplicates kept). */
export interface JObject extends JBase {
  type: 'object';
  props: JProp[];
}
/** A JSON array. */
export interface JArray extends JBase {
  type: 'array';
  items: JNode[];
}
/** A JSON string, number, boolean or null. */
export interface JScalar extends JBase {
  type: 'string' | 'number' | 'boolean' | 'null';
  value: string | number | boolean | null;
}
/** One key and its value, each with its own span. */
export interface JProp {
  key: string;
  keySpan: Span;
  value: JNode;
}
/** Any parsed JSON value, carrying its position. */
export type JNode = JObject | JArray | JScalar;

/** The value of the last property named `key` (as JSON.parse keeps), if `node` is an object. */
export function getProp(node: JNode | undefined, key: string): JProp | undefined {
  if (!node || node.type !== 'object') return undefined;
  for (let i = node.props.length - 1; i >= 0; i--) if (node.props[i].key === key) return node.props[i];
  return undefined;
}

/** The string value of `node`, or undefined. */
export function str(node: JNode | undefined): string | undefined {
  return node?.type === 'string' ? (node.value as string) : undefined;
}

/** Converts a node into a plain JavaScript value (for schema validation and output). */
export function toPlain(node: JNode): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const p of node.props) out[p.key] = toPlain(p.value);
      return out;
    }
    case 'array':
      return node.items.map(toPlain);
    default:
      return node.value;
  }
}

/** A short description of a node's type for messages: `a string`, `an array`, … */
export function describeType(node: JNode): string {
  switch (node.type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'null':
      return 'null';
    case 'string':
      return `the string ${JSON.stringify(node.value)}`;
    default:
      return `the ${node.type} ${String(node.value)}`;
  }
}

/** The value at a JSON pointer (RFC 6901, `~0`/`~1` escapes) below `root`, with the key it stands under. */
export function nodeAtPointer(root: JNode, pointer: string): { node: JNode; keySpan?: Span } | undefined {
  let cur: JNode | undefined = root;
  let keySpan: Span | undefined;
  for (const raw of pointer.split('/').slice(1)) {
    const tok = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!cur) return undefined;
    if (cur.type === 'object') {
      const p = getProp(cur, tok);
      keySpan = p?.keySpan;
      cur = p?.value;
    } else if (cur.type === 'array') {
      cur = cur.items[Number(tok)];
      keySpan = undefined;
    } else return undefined;
  }
  return cur ? { node: cur, keySpan } : undefined;
}
