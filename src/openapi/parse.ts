import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { SourceText, pointerToken } from '../core/source.js';
import type { Span } from '../core/types.js';
import { parseJson, type DeferPart } from '../load/json.js';
import { MAX_JSON_DEPTH, type JNode, type JProp } from '../core/jnode.js';
import { parseSimpleYaml } from '../load/simple-yaml.js';

/** Most YAML aliases expanded in one document: a guard against alias bombs. */
export const MAX_YAML_ALIASES = 10000;

/** A parsed JSON or YAML document as a positioned tree, with its syntax errors. */
export interface ParsedDoc {
  source: SourceText;
  root?: JNode;
  errors: { message: string; span: Span }[];
  /** JSON that repeats no key within an object: read as JSON.parse reads it, it loses nothing. */
  uniqueKeys?: true;
  /** Set when YAML aliases made nodes appear in more than one place (walks must then remember what they saw). */
  sharedNodes?: true;
}

/** Parses an OpenAPI document (JSON or YAML, by extension and content) into the positioned tree; `defer` may leave JSON parts for later. */
export function parseSpecText(file: string, text: string, defer?: DeferPart): ParsedDoc {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (/\.json$/i.test(file) || trimmed.startsWith('{')) {
    const parsed = parseJson(file, text, defer);
    const unique = parsed.root && !parsed.deferred && parsed.duplicateKeys.length === 0;
    return { source: parsed.source, root: parsed.root, errors: parsed.errors, ...(unique ? { uniqueKeys: true as const } : {}) };
  }
  return parseYamlDoc(file, text);
}

/** Parses YAML keeping positions; aliases point at their anchor's node (shared, never copied). */
export function parseYamlDoc(file: string, text: string, offsetBase = 0, source?: SourceText): ParsedDoc {
  const src = source ?? new SourceText(file, text);
  // Flow collections (`[[[…`) nest without indentation: refused before the parser recurses into them.
  const deep = bracketDepthExceeded(text);
  if (deep >= 0) return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, '') }] };
  // Most frontmatter and documents are plain YAML: a fast reader builds the same tree; the rest goes to the full parser.
  const simple = parseSimpleYaml(text, offsetBase, src);
  if (simple) return { source: src, root: simple, errors: [] };
  return fullYaml(text, offsetBase, src);
}

/** Parses YAML with the yaml library alone: parseYamlDoc's path for what the fast reader declines, and the tree it must match. */
export function parseYamlTree(file: string, text: string, offsetBase = 0, source?: SourceText): ParsedDoc {
  const src = source ?? new SourceText(file, text);
  const deep = bracketDepthExceeded(text);
  if (deep >= 0) return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, '') }] };
  return fullYaml(text, offsetBase, src);
}

function fullYaml(text: string, offsetBase: number, src: SourceText): ParsedDoc {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const errors = doc.errors.map((e) => ({
    // The parser turns a stack overflow on deeply nested input into this error: say what it means.
    message: e.code === 'RESOURCE_EXHAUSTION' ? TOO_DEEP : e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
    span: src.span(offsetBase + e.pos[0], Math.max(1, e.pos[1] - e.pos[0]), ''),
  }));
  const exhausted = errors.find((e) => e.message === TOO_DEEP);
  if (exhausted) return { source: src, errors: [exhausted] };
  if (errors.length > 0) return { source: src, errors };
  let aliases = 0;
  const memo = new Map<YamlNode, JNode>();
  // Anchors seen so far in document order: the parser's own alias lookup scans the whole document each time.
  const anchors = new Map<string, YamlNode>();
  const convert = (node: YamlNode | null | undefined, pointer: string, depth: number): JNode => {
    if (!node) return { type: 'null', value: null, span: src.span(offsetBase, 0, pointer) };
    if (isAlias(node)) {
      if (++aliases > MAX_YAML_ALIASES) throw new YamlLimit(`more than ${MAX_YAML_ALIASES} YAML aliases; navlint stops reading this document`, node.range);
      const target = (anchors.get(node.source) ?? node.resolve(doc)) as YamlNode | undefined;
      return target ? (memo.get(target) ?? convert(target, pointer, depth)) : { type: 'null', value: null, span: rangeSpan(node.range, pointer) };
    }
    const cached = memo.get(node);
    if (cached) return cached;
    if (node.anchor) anchors.set(node.anchor, node);
    if (depth > MAX_JSON_DEPTH && (isMap(node) || isSeq(node))) throw new YamlLimit(TOO_DEEP, node.range);
    let out: JNode;
    if (isMap(node)) {
      const props: JProp[] = [];
      out = { type: 'object', props, span: rangeSpan(node.range, pointer) };
      memo.set(node, out);
      for (const pair of node.items) {
        const keyNode = pair.key as YamlNode | null;
        const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
        const p = pointer + '/' + pointerToken(key);
        props.push({ key, keySpan: rangeSpan(keyNode?.range ?? node.range, p), value: convert(pair.value as YamlNode | null, p, depth + 1) });
      }
    } else if (isSeq(node)) {
      const items: JNode[] = [];
      out = { type: 'array', items, span: rangeSpan(node.range, pointer) };
      memo.set(node, out);
      node.items.forEach((item, i) => items.push(convert(item as YamlNode, pointer + '/' + i, depth + 1)));
    } else if (isScalar(node)) {
      const v = node.value;
      const type = v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';
      out = { type, value: type === 'string' ? String(v) : (v as number | boolean | null), span: rangeSpan(node.range, pointer) };
      memo.set(node, out);
    } else out = { type: 'null', value: null, span: src.span(offsetBase, 0, pointer) };
    return out;
  };
  const rangeSpan = (range: [number, number, number] | null | undefined, pointer: string): Span =>
    range ? src.span(offsetBase + range[0], range[1] - range[0], pointer) : src.span(offsetBase, 0, pointer);
  try {
    const root = convert(doc.contents as YamlNode, '', 1);
    return { source: src, root, errors, ...(aliases > 0 ? { sharedNodes: true as const } : {}) };
  } catch (e) {
    if (e instanceof YamlLimit) return { source: src, errors: [{ message: e.message, span: src.span(offsetBase + (e.range?.[0] ?? 0), 1, '') }] };
    throw e;
  }
}

const TOO_DEEP = `YAML nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this document`;

/** The offset of the first `[` or `{` that opens more than MAX_JSON_DEPTH brackets at once, or -1. */
function bracketDepthExceeded(text: string): number {
  // Most frontmatter has no bracket at all: the native search settles it without a loop.
  if (!text.includes('[') && !text.includes('{')) return -1;
  // Brackets in quoted text count too: no real document holds hundreds of unclosed ones.
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return -1;
}

class YamlLimit extends Error {
  constructor(
    message: string,
    readonly range: [number, number, number] | null | undefined,
  ) {
    super(message);
  }
}
