import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { SourceText, pointerToken } from '../core/source.js';
import type { Span } from '../core/types.js';
import { parseJson, type JNode, type JProp } from '../load/json.js';

/** Most YAML aliases expanded in one document: a guard against alias bombs. */
export const MAX_YAML_ALIASES = 10000;

/** A parsed JSON or YAML document as a positioned tree, with its syntax errors. */
export interface ParsedDoc {
  source: SourceText;
  root?: JNode;
  errors: { message: string; span: Span }[];
}

/** Parses an OpenAPI document (JSON or YAML, by extension and content) into the positioned tree. */
export function parseSpecText(file: string, text: string): ParsedDoc {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (/\.json$/i.test(file) || trimmed.startsWith('{')) {
    const parsed = parseJson(file, text);
    return { source: parsed.source, root: parsed.root, errors: parsed.errors };
  }
  return parseYamlDoc(file, text);
}

/** Parses YAML keeping positions; aliases point at their anchor's node (shared, never copied). */
export function parseYamlDoc(file: string, text: string, offsetBase = 0, source?: SourceText): ParsedDoc {
  const src = source ?? new SourceText(file, text);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const errors = doc.errors.map((e) => ({ message: e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''), span: src.span(offsetBase + e.pos[0], Math.max(1, e.pos[1] - e.pos[0]), '') }));
  if (errors.length > 0) return { source: src, errors };
  let aliases = 0;
  const memo = new Map<YamlNode, JNode>();
  const convert = (node: YamlNode | null | undefined, pointer: string): JNode => {
    if (!node) return { type: 'null', value: null, span: src.span(offsetBase, 0, pointer) };
    if (isAlias(node)) {
      if (++aliases > MAX_YAML_ALIASES) throw new AliasLimit();
      const target = node.resolve(doc);
      return target ? (memo.get(target as YamlNode) ?? convert(target as YamlNode, pointer)) : { type: 'null', value: null, span: rangeSpan(node.range, pointer) };
    }
    const cached = memo.get(node);
    if (cached) return cached;
    let out: JNode;
    if (isMap(node)) {
      const props: JProp[] = [];
      out = { type: 'object', props, span: rangeSpan(node.range, pointer) };
      memo.set(node, out);
      for (const pair of node.items) {
        const keyNode = pair.key as YamlNode | null;
        const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
        const p = pointer + '/' + pointerToken(key);
        props.push({ key, keySpan: rangeSpan(keyNode?.range ?? node.range, p), value: convert(pair.value as YamlNode | null, p) });
      }
    } else if (isSeq(node)) {
      const items: JNode[] = [];
      out = { type: 'array', items, span: rangeSpan(node.range, pointer) };
      memo.set(node, out);
      node.items.forEach((item, i) => items.push(convert(item as YamlNode, pointer + '/' + i)));
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
    return { source: src, root: convert(doc.contents as YamlNode, ''), errors };
  } catch (e) {
    if (e instanceof AliasLimit) return { source: src, errors: [{ message: `more than ${MAX_YAML_ALIASES} YAML aliases; navlint stops reading this document`, span: src.span(offsetBase, 1, '') }] };
    throw e;
  }
}

class AliasLimit extends Error {}
