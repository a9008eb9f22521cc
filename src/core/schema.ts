import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { nodeAtPointer, toPlain, type JNode } from './jnode.js';
import type { Span } from './types.js';

// ajv and ajv-formats are CommonJS: their default export sits on `.default` under NodeNext.
const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;

// The schemas are navlint's own and fixed: checking them against the meta-schema, or optimising the code compiled
// from them, on every run only costs start-up time (validation gives the same results either way).
const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false, code: { optimize: false } });
addFormats(ajv);

/** A JSON schema with an optional `x-expected` phrase used in messages (`a boolean`). */
export type Schema = Record<string, unknown>;

/** How a value misses its schema; rules put it into words (`describeShape` in the rules layer). */
export type ShapeProblem =
  | { code: 'type'; types: string[]; expected?: string }
  | { code: 'enum'; allowed: unknown[] }
  | { code: 'const'; allowed: unknown }
  | { code: 'empty' }
  | { code: 'malformed'; expected?: string }
  | { code: 'required'; field: string }
  | { code: 'other'; expected?: string };

/** A value that failed its schema, with what its schema expected. */
export interface ShapeError {
  node: JNode;
  /** Where to report: the value, or for a missing field the key of the object that lacks it. */
  span: Span;
  /** Path of keys from the validated value to the failing one, for messages: `banner.content`. */
  path: string;
  problem: ShapeProblem;
}

/**
 * A schema with the validator compiled from it ahead of time (ajv's standalone code, with the options above), so
 * that a run does not compile it; the schema is still what messages read.
 */
export interface CompiledSchema {
  schema: Schema;
  validate: (data: unknown) => boolean;
}

const cache = new Map<Schema, ValidateFunction>();

/** Validates a parsed node against a schema; errors point at the failing value. */
export function validateShape(node: JNode, shape: Schema | CompiledSchema): ShapeError[] {
  const compiled = isCompiled(shape) ? shape : undefined;
  const schema = compiled ? compiled.schema : (shape as Schema);
  let validate = compiled?.validate as ValidateFunction | undefined;
  validate ??= cache.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(schema, validate);
  }
  if (validate(toPlain(node))) return [];
  const errors = validate.errors ?? [];
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
    if (seen.has(e.instancePath)) continue;
    seen.add(e.instancePath);
    const found = nodeAtPointer(node, e.instancePath);
    if (!found) continue;
    const target = found.node;
    const span = e.keyword === 'required' && found.keySpan ? found.keySpan : target.span;
    const path = e.instancePath
      .split('/')
      .slice(1)
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.');
    out.push({ node: target, span, path, problem: problemOf(e, schemaAt(schema, e.schemaPath)) });
  }
  return out;
}

function schemaAt(schema: Schema, schemaPath: string): Schema | undefined {
  let cur: unknown = schema;
  const parts = schemaPath.replace(/^#/, '').split('/').slice(1);
  // The last part is the failing keyword; the schema that holds it is one level up.
  for (const p of parts.slice(0, -1)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur && typeof cur === 'object' ? (cur as Schema) : undefined;
}

function problemOf(e: ErrorObject, at: Schema | undefined): ShapeProblem {
  const expected = typeof at?.['x-expected'] === 'string' ? (at['x-expected'] as string) : undefined;
  const withExpected = expected !== undefined ? { expected } : {};
  switch (e.keyword) {
    case 'type': {
      const t = (e.params as { type: string | string[] }).type;
      return { code: 'type', types: Array.isArray(t) ? t : [t], ...withExpected };
    }
    case 'enum':
      return { code: 'enum', allowed: (e.params as { allowedValues: unknown[] }).allowedValues };
    case 'const':
      return { code: 'const', allowed: (e.params as { allowedValue: unknown }).allowedValue };
    case 'minItems':
    case 'minLength':
      return { code: 'empty' };
    case 'pattern':
    case 'format':
      return { code: 'malformed', ...withExpected };
    case 'required':
      return { code: 'required', field: (e.params as { missingProperty: string }).missingProperty };
    default:
      return { code: 'other', ...withExpected };
  }
}

function isCompiled(shape: Schema | CompiledSchema): shape is CompiledSchema {
  return typeof shape.validate === 'function' && typeof shape.schema === 'object';
}
