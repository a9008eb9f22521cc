import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import { spanEndingAt } from '../core/source.js';
import type { Diagnostic } from '../core/types.js';
import { sortDiagnostics, summarize, UsageError, type ReportInput } from '../engine.js';
import { RULES } from '../rules/index.js';
import { analyze } from './spec.js';
import { validateSpecs } from './validate.js';

/** Validates one OpenAPI document, as the platform's `openapi-check` command does. */
export async function checkSpecFile(file: string, cwd: string, fs: FileSystem): Promise<ReportInput> {
  let text: string;
  try {
    if (!fs.statSync(file).isFile()) throw new Error();
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`${path.relative(cwd, file) || file}: no such file`);
  }
  const spec = analyze(file, path.basename(file), text);
  const diagnostics: Diagnostic[] = [];
  const add = (rule: string, message: string, span: Diagnostic['span'], suggestion?: string) => diagnostics.push({ rule, severity: 'error', message, span, ...(suggestion ? { suggestion } : {}) });
  for (const e of spec.errors) add('openapi-invalid', `${e.message}.`, e.span);
  if (spec.kind === 'swagger2') add('openapi-version-2', 'This is a Swagger 2.0 document; the platform supports OpenAPI 3.x only.', spec.versionSpan!, 'Convert it to OpenAPI 3 (for example with swagger2openapi).');
  else if (spec.root && spec.kind === 'unknown') add('openapi-invalid', 'The document has no `openapi` version field; it is not an OpenAPI 3 document.', spanEndingAt(spec.root.span, spec.root.span.start));
  for (const x of spec.externalRefs) add('openapi-invalid', `External $ref ${JSON.stringify(x.ref)}: the platform rejects references into other files.`, x.span, 'Bundle the document into one file.');
  for (const p of (await validateSpecs([spec])).get(spec.file) ?? []) add('openapi-invalid', p.message, p.span);
  sortDiagnostics(diagnostics, cwd);
  const sources = new Map();
  if (spec.source) sources.set(file, spec.source);
  const ops = spec.operations.length;
  return { cwd, diagnostics, summary: summarize(diagnostics), sources, checked: `${path.relative(cwd, file) || file} (${ops} operation${ops === 1 ? '' : 's'})`, rules: RULES };
}
