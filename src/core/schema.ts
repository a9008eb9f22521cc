import type { ErrorObject, ValidateFunction } from 'ajv';
import { getProp, nodeAtPointer, toPlain, type JNode } from './jnode.js';
import type { Span } from './types.js';

/** A JSON schema with an optional `x-expected` phrase used in messages (`a boolean`). */
export type Schema = Record<string, unknown>;

/** How a value misses its schema; rules put it into words (`describeShape` in the rules layer). */
export type ShapeProblem =
  | { code: 'type'; types: string[]; expected?: string }
  | { code: 'enum'; allowed: unknown[] }
  | { code: 'const'; allowed: unknown }
  | { code: 'empty' }
  | { code: 'malformed'; expected?: string }
  | { code: 'required'; field: string; when?: string }
  | { code: 'unknown'; key: string; allowed?: string[] }
  | { code: 'forbidden'; reason: string }
  | { code: 'too-many'; max: number; expected?: string }
  | { code: 'other'; expected?: string };

/** A value that failed its schema, with what its schema expected. */
export interface ShapeError {
  node: JNode;
  /**
   * Where to report: the value; for a missing field, the key of the object that lacks it; for an unknown or a
   * forbidden field, its own key.
   */
  span: Span;
  /** Path of keys from the validated value to the failing one, for messages: `banner.content`, `tabs[0]`. */
  path: string;
  problem: ShapeProblem;
}

/**
 * A schema with the shared definitions its `$ref`s name (a document with an `$id` and `definitions`), and the
 * validator compiled from them ahead of time (ajv's standalone code, by scripts/gen-validators.mjs), so that a run
 * neither compiles them nor loads ajv's compiler; the schemas are still what messages read.
 */
export interface CompiledSchema {
  schema: Schema;
  defs?: Schema;
  validate: (data: unknown) => boolean;
}

/** Validates a parsed node against a compiled schema; errors point at the failing value. */
export function validateShape(node: JNode, shape: CompiledSchema): ShapeError[] {
  const validate = shape.validate as ValidateFunction;
  if (validate(toPlain(node))) return [];
  // The schema that holds the failing keyword: ajv's verbose errors carry it (their schemaPath, inside a shared
  // definition, starts again at that definition's root and cannot be read from the schema validated).
  const resolve = (e: ErrorObject) => e.parentSchema as Schema | undefined;
  const errors = (validate.errors ?? []).filter(
    // `if` only says which branch failed, and a key refused by `propertyNames` is told once, by that keyword.
    (e) => e.keyword !== 'if' && !(e.propertyName !== undefined && e.keyword !== 'propertyNames'),
  );
  // A failed anyOf/oneOf explains its branches: keep it, drop what its branches said below it.
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath);
  const kept = errors.filter((e) => {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
      return !unions.some((u) => u !== e.instancePath && e.instancePath.startsWith(u + '/'));
    return !unions.some((u) => e.instancePath === u || e.instancePath.startsWith(u + '/'));
  });
  const seen = new Set<string>();
  const out: ShapeError[] = [];
  for (const e of kept) {
    const p = e.params as Record<string, unknown>;
    // A field named by the error (unknown, refused or missing) stands below the value that failed.
    const named = (p.additionalProperty ?? p.propertyName) as string | undefined;
    const pointer =
      named !== undefined ? `${e.instancePath}/${named.replace(/~/g, '~0').replace(/\//g, '~1')}` : e.instancePath;
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const found = nodeAtPointer(node, pointer);
    if (!found) continue;
    const target = found.node;
    const onKey =
      named !== undefined ||
      e.keyword === 'required' ||
      e.keyword === 'dependencies' ||
      (e.keyword === 'not' && resolve(e)?.['x-forbidden'] !== undefined);
    const span = onKey && found.keySpan ? found.keySpan : target.span;
    const path = pathOf(node, pointer);
    out.push({ node: target, span, path, problem: problemOf(e, resolve(e)) });
  }
  return out;
}

/** The words for a JSON pointer below `root`: `api.playground.proxy`, `tabs[0]`, `errors.404`. */
function pathOf(root: JNode, pointer: string): string {
  let cur: JNode | undefined = root;
  let out = '';
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur?.type === 'array') {
      out += `[${key}]`;
      cur = cur.items[Number(key)];
    } else {
      out += out ? `.${key}` : key;
      cur = cur?.type === 'object' ? getProp(cur, key)?.value : undefined;
    }
  }
  return out;
}

function problemOf(e: ErrorObject, at: Schema | undefined): ShapeProblem {
  const expected = typeof at?.['x-expected'] === 'string' ? (at['x-expected'] as string) : undefined;
  const withExpected = expected !== undefined ? { expected } : {};
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type': {
      const t = p.type as string | string[];
      return { code: 'type', types: Array.isArray(t) ? t : [t], ...withExpected };
    }
    case 'enum':
      return { code: 'enum', allowed: p.allowedValues as unknown[] };
    case 'const':
      return { code: 'const', allowed: p.allowedValue };
    case 'minItems':
    case 'minLength':
      return (p.limit as number) <= 1 ? { code: 'empty' } : { code: 'malformed', ...withExpected };
    case 'maxItems':
    case 'maxLength':
      return { code: 'too-many', max: p.limit as number, ...withExpected };
    case 'pattern':
    case 'format':
      return { code: 'malformed', ...withExpected };
    case 'required':
      return { code: 'required', field: p.missingProperty as string };
    case 'dependencies':
      return { code: 'required', field: p.missingProperty as string, when: p.property as string };
    case 'additionalProperties':
      return { code: 'unknown', key: p.additionalProperty as string, ...allowedKeys(at) };
    case 'propertyNames': {
      const names = at?.propertyNames as Schema | undefined;
      const allowed = Array.isArray(names?.enum) ? { allowed: names.enum as string[] } : {};
      return { code: 'unknown', key: p.propertyName as string, ...allowed };
    }
    case 'not':
      if (typeof at?.['x-forbidden'] === 'string') return { code: 'forbidden', reason: at['x-forbidden'] };
      return { code: 'malformed', ...withExpected };
    default:
      return { code: 'other', ...withExpected };
  }
}

function allowedKeys(at: Schema | undefined): { allowed?: string[] } {
  const props = at?.properties;
  return props && typeof props === 'object' ? { allowed: Object.keys(props) } : {};
}
