import { validateShape, type ShapeError } from '../core/schema.js';
import type { AsyncApiDoc } from './asyncapi.js';

/**
 * Validates AsyncAPI 3.0 documents against the AsyncAPI project's JSON schema (@asyncapi/specs), compiled ahead of
 * time: the validator's code is loaded on the first call only, so sites without AsyncAPI never pay for it.
 * Documents of another version, and those that do not parse, are left out (other findings cover them).
 */
export async function validateAsyncApiDocs(docs: readonly AsyncApiDoc[]): Promise<Map<string, ShapeError[]>> {
  const out = new Map<string, ShapeError[]>();
  const todo = docs.filter((d) => d.root?.type === 'object' && d.version === '3.0.0');
  if (todo.length === 0) return out;
  const { default: validate } = await import('./asyncapi-validator.generated.js');
  for (const doc of todo) out.set(doc.file, validateShape(doc.root!, { schema: {}, validate }));
  return out;
}
