import type { Span } from '../core/types.js';
import { getProp, nodeAtPointer, type JNode } from '../load/json.js';
import type { SpecDoc } from './spec.js';

/** Most structural problems reported per document; the rest are counted in one closing finding. */
export const MAX_PROBLEMS_PER_SPEC = 20;

/** Structural findings of one document, positioned in it. */
export interface SpecProblem {
  message: string;
  span: Span;
}

type Redocly = typeof import('@redocly/openapi-core');
let redocly: Promise<Redocly> | undefined;
let config: Promise<Awaited<ReturnType<Redocly['createConfig']>>> | undefined;

/** Validates OpenAPI 3 documents with Redocly's structural rule; loaded only when a site has specs. */
export async function validateSpecs(specs: SpecDoc[]): Promise<Map<string, SpecProblem[]>> {
  const out = new Map<string, SpecProblem[]>();
  const todo = specs.filter((s) => s.kind === 'openapi3' && s.source && s.root && s.errors.length === 0);
  if (todo.length === 0) return out;
  redocly ??= import('@redocly/openapi-core');
  const r = await redocly;
  config ??= r.createConfig({ extends: [], rules: { struct: 'error' } });
  const cfg = await config;
  // External references are reported by navlint itself and never read: this resolver refuses them.
  class LocalOnly extends r.BaseResolver {
    override async resolveDocument(): Promise<never> {
      throw new Error('external references are not resolved');
    }
  }
  for (const spec of todo) {
    let problems;
    let message = '';
    try {
      const document = r.makeDocumentFromString(spec.source!.text, spec.file);
      problems = await r.lintDocument({ document, config: cfg, externalRefResolver: new LocalOnly() });
    } catch (e) {
      message = (e as Error).message.split('\n')[0].replace(/ in "[^"]*"/, '');
      // The validator's YAML reader is stricter than the platform's (an unindented closing bracket of a
      // flow collection, for one): validate the tree that gave positions instead. Duplicate keys stay
      // an error, since the platform's reader rejects them too.
      if (!/duplicate/i.test(message)) {
        const document = { source: new r.Source(spec.file, spec.source!.text), parsed: plainValue(spec.root!, new Map()) };
        problems = await r.lintDocument({ document, config: cfg, externalRefResolver: new LocalOnly() }).catch(() => undefined);
      }
    }
    if (!problems) {
      // The validator's YAML reader stopped: report where.
      const at = /\((\d+):(\d+)\)/.exec(message);
      const pos = at ? { line: Number(at[1]), column: Number(at[2]) } : spec.root!.span.start;
      out.set(spec.file, [{ message: `the document does not parse: ${message.replace(/\s*\(\d+:\d+\)$/, '')}.`, span: { file: spec.file, pointer: '', start: pos, end: pos } }]);
      continue;
    }
    const list: SpecProblem[] = [];
    const is31 = /^3\.1/.test(String(spec.root && spec.root.type === 'object' ? (getProp(spec.root, 'openapi')?.value as { value?: unknown } | undefined)?.value ?? '' : ''));
    let extra = 0;
    for (const p of problems) {
      const loc = p.location[0];
      if (!loc) continue;
      const pointer = loc.pointer?.replace(/^#/, '') ?? '';
      // OpenAPI 3.1 schemas are JSON Schema 2020-12, where unknown keywords are allowed annotations.
      if (is31 && /is not expected here/.test(p.message) && /\/(schema|schemas|properties|items|allOf|anyOf|oneOf|additionalProperties)\//.test(pointer)) continue;
      if (list.length >= MAX_PROBLEMS_PER_SPEC) {
        extra++;
        continue;
      }
      const found = nodeAtPointer(spec.root!, pointer.split('/').map(decodeToken).join('/'));
      if (!found) continue;
      const span = loc.reportOnKey && found.keySpan ? found.keySpan : found.node.span;
      // Minified documents put everything on one line: the pointer says where.
      list.push({ message: `${p.message.replace(/\s+/g, ' ').trim()} (at ${pointer || '/'})`, span });
    }
    if (extra > 0) list.push({ message: `${extra} more structural problem${extra === 1 ? '' : 's'} in this document (only the first ${MAX_PROBLEMS_PER_SPEC} are listed).`, span: list[list.length - 1].span });
    out.set(spec.file, list);
  }
  return out;
}

/** A document tree as plain values; nodes that YAML aliases share stay shared, so it never grows. */
function plainValue(node: JNode, memo: Map<JNode, unknown>): unknown {
  if (node.type !== 'object' && node.type !== 'array') return node.value;
  const done = memo.get(node);
  if (done !== undefined) return done;
  if (node.type === 'array') {
    const items: unknown[] = [];
    memo.set(node, items);
    for (const i of node.items) items.push(plainValue(i, memo));
    return items;
  }
  // An ordinary object (the validator calls its methods), with `__proto__` kept as a plain key.
  const out: Record<string, unknown> = {};
  memo.set(node, out);
  for (const p of node.props) Object.defineProperty(out, p.key, { value: plainValue(p.value, memo), enumerable: true, writable: true, configurable: true });
  return out;
}

/** A pointer token with its percent-escapes decoded; a key holding a lone `%` (`/100%`) stays as written. */
function decodeToken(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
