import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describeType, nodeAtPointer, toPlain, type JNode } from './jnode.js';
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

/** A value that failed its schema, with a message built from the expected shape. */
export interface ShapeError {
  node: JNode;
  /** Where to report: the value, or for a missing field the key of the object that lacks it. */
  span: Span;
  /** Path of keys from the validated value to the failing one, for messages: `banner.content`. */
  path: string;
  message: string;
}

const cache = new Map<Schema, ValidateFunction>();

/** Validates a parsed node against a schema; errors point at the failing value. */
export function validateShape(node: JNode, schema: Schema): ShapeError[] {
  let validate = cache.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.set(schema, validate);
  }
  if (validate(toPlain(node))) return [];
  const errors = validate.errors ?? [];
  // A failed anyOf/oneOf explains its branches: keep it, drop what its branches said below it.
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath);
  const kept = errors.filter((e) => {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') return !unions.some((u) => u !== e.instancePath && e.instancePath.startsWith(u + '/'));
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
    const path = e.instancePath.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
    out.push({ node: target, span, path, message: messageFor(e, target, schemaAt(schema, e.schemaPath)) });
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

const ARTICLE: Record<string, string> = { string: 'a string', boolean: 'a boolean (`true` or `false`)', number: 'a number', integer: 'an integer', object: 'an object', array: 'an array', null: 'null' };

function messageFor(e: ErrorObject, node: JNode, at: Schema | undefined): string {
  const expected = typeof at?.['x-expected'] === 'string' ? (at['x-expected'] as string) : undefined;
  const found = describeType(node);
  switch (e.keyword) {
    case 'type': {
      const t = (e.params as { type: string | string[] }).type;
      const want = expected ?? (Array.isArray(t) ? t : [t]).map((x) => ARTICLE[x] ?? x).join(' or ');
      return `must be ${want}, not ${found}`;
    }
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ');
      return `must be one of ${allowed}, not ${found}`;
    }
    case 'const':
      return `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}, not ${found}`;
    case 'minItems':
      return 'must not be empty';
    case 'minLength':
      return 'must not be empty';
    case 'pattern':
    case 'format':
      return `must be ${expected ?? 'well formed'}; ${found} is not`;
    case 'required':
      return `is missing the required field \`${(e.params as { missingProperty: string }).missingProperty}\``;
    default:
      return `must be ${expected ?? 'of another shape'}, not ${found}`;
  }
}
