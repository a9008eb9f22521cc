import { describeType, nodeAtPointer, toPlain, type JNode } from '../core/jnode.js';
import type { Span } from '../core/types.js';
import type { AsyncApiDoc } from './asyncapi.js';

/** Most schema findings kept per document: past them, one more says how many were left out. */
const MAX_ASYNCAPI_PROBLEMS = 50;

/** One place where a document misses the AsyncAPI schema. */
export interface AsyncApiProblem {
  message: string;
  span: Span;
}

/** What ajv reports of one failure (the fields read here). */
interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * Validates AsyncAPI 3.0 documents against the AsyncAPI project's JSON schema (@asyncapi/specs), compiled ahead of
 * time: the validator's code is loaded on the first call only, so sites without AsyncAPI never pay for it.
 * Documents of another version, and those that do not parse, are left out (other findings cover them).
 */
export async function validateAsyncApiDocs(docs: readonly AsyncApiDoc[]): Promise<Map<string, AsyncApiProblem[]>> {
  const out = new Map<string, AsyncApiProblem[]>();
  const todo = docs.filter((d) => d.root?.type === 'object' && d.version === '3.0.0');
  if (todo.length === 0) return out;
  const { default: validate } = await import('../generated/asyncapi-validator.generated.js');
  for (const doc of todo) {
    const root = doc.root!;
    if (validate(toPlain(root))) continue;
    out.set(doc.file, problemsOf(root, (validate.errors ?? []) as AjvError[]));
  }
  return out;
}

/**
 * The schema's errors as findings. Most values of an AsyncAPI document may be a Reference Object or the object
 * itself (`oneOf`): when a value is neither, ajv explains both branches. The branch that asks for `$ref` and the
 * union's summary are dropped where the other branch says more, and each remaining failure is reported once.
 */
function problemsOf(root: JNode, errors: AjvError[]): AsyncApiProblem[] {
  const detailed = (at: string) =>
    errors.some(
      (e) =>
        !isUnion(e) &&
        !isRefBranch(e) &&
        (e.instancePath === at || e.instancePath.startsWith(at + '/')) &&
        !(e.instancePath === at && e.keyword === 'type'),
    );
  const kept = errors.filter((e) => {
    if (isUnion(e) || isRefBranch(e)) return !detailed(e.instancePath);
    // A value of the wrong type in one branch, where the other branch explains what is wrong inside it.
    if (e.keyword === 'type') return !errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath + '/'));
    return true;
  });
  const seen = new Set<string>();
  const out: AsyncApiProblem[] = [];
  for (const e of kept) {
    const key = `${e.instancePath}\0${e.keyword}\0${JSON.stringify(e.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const problem = describe(root, e);
    if (problem) out.push(problem);
  }
  if (out.length > MAX_ASYNCAPI_PROBLEMS) {
    const rest = out.length - MAX_ASYNCAPI_PROBLEMS;
    out.length = MAX_ASYNCAPI_PROBLEMS;
    out.push({ span: out[0].span, message: `${rest} more schema problem${rest === 1 ? '' : 's'} left out` });
  }
  return out;
}

function isUnion(e: AjvError): boolean {
  return e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if' || e.keyword === 'not';
}

function isRefBranch(e: AjvError): boolean {
  return e.keyword === 'required' && e.params.missingProperty === '$ref';
}

/** `channels.orderShipped` for `/channels/orderShipped`; `the document` for the root. */
function pathOf(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.length === 0 ? 'the document' : `\`${parts.join('.')}\``;
}

function describe(root: JNode, e: AjvError): AsyncApiProblem | undefined {
  const found = nodeAtPointer(root, e.instancePath);
  if (!found) return undefined;
  const { node } = found;
  const where = pathOf(e.instancePath);
  const p = e.params;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const prop = node.type === 'object' ? node.props.find((x) => x.key === key) : undefined;
      return {
        span: prop?.keySpan ?? node.span,
        message: `\`${key}\` is not a field of ${where}`,
      };
    }
    case 'required':
      return {
        span: found.keySpan ?? node.span,
        message: `${cap(where)} is missing the required field \`${String(p.missingProperty)}\``,
      };
    case 'type':
      return {
        span: node.span,
        message: `${cap(where)} must be ${article(String(p.type))}, not ${describeType(node)}`,
      };
    case 'const':
      return {
        span: node.span,
        message: `${cap(where)} must be ${JSON.stringify(p.allowedValue)}, not ${describeType(node)}`,
      };
    case 'enum':
      return {
        span: node.span,
        message: `${cap(where)} must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}, not ${describeType(node)}`,
      };
    case 'format':
      return {
        span: node.span,
        message: `${cap(where)} must be a valid ${String(p.format)}, not ${describeType(node)}`,
      };
    default:
      return { span: node.span, message: `${cap(where)} ${e.message ?? 'does not match the AsyncAPI 3.0 schema'}` };
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** `a string`, `an object`, `a string or null` for ajv's type names (`string,null`). */
function article(types: string): string {
  return types
    .split(',')
    .map((t) => (t === 'null' ? 'null' : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`))
    .join(' or ');
}
