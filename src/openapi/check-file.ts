import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import { spanEndingAt } from '../core/source.js';
import { capitalize } from '../core/suggest.js';
import type { Diagnostic } from '../core/types.js';
import { readHead } from '../load/frontmatter.js';
import { sortDiagnostics, summarize, UsageError, type ReportInput } from '../engine.js';
import { RULES } from '../rules/index.js';
import { analyze, looksLikeSpec } from './spec.js';
import { validateSpecs } from './validate.js';

/** Validates one OpenAPI document, as the platform's `openapi-check` command does. */
export async function checkSpecFile(file: string, cwd: string, fs: FileSystem): Promise<ReportInput> {
  let text: string;
  let folder = false;
  try {
    const stat = fs.statSync(file);
    folder = stat.isDirectory();
    if (!stat.isFile()) throw new Error();
    text = fs.readFileSync(file, 'utf8');
  } catch {
    const rel = path.relative(cwd, file) || '.';
    throw new UsageError(folder ? folderMessage(file, rel, fs) : `${rel}: no such file`);
  }
  const spec = analyze(file, path.basename(file), text);
  const diagnostics: Diagnostic[] = [];
  const add = (rule: string, message: string, span: Diagnostic['span'], suggestion?: string) => diagnostics.push({ rule, severity: 'error', message, span, ...(suggestion ? { suggestion } : {}) });
  for (const e of spec.errors) add('openapi-invalid', `${capitalize(e.message)}.`, e.span);
  if (spec.kind === 'swagger2') add('openapi-version-2', 'This is a Swagger 2.0 document; the platform supports OpenAPI 3.x only.', spec.versionSpan!, 'Convert it to OpenAPI 3 (for example with swagger2openapi).');
  else if (spec.root && spec.kind === 'unknown') add('openapi-invalid', 'The document has no `openapi` version field; it is not an OpenAPI 3 document.', spanEndingAt(spec.root.span, spec.root.span.start));
  for (const x of spec.externalRefs) add('openapi-invalid', `External $ref ${JSON.stringify(x.ref)}: the platform rejects references into other files.`, x.span, 'Bundle the document into one file.');
  for (const p of (await validateSpecs([spec])).get(spec.file) ?? []) add('openapi-invalid', capitalize(p.message), p.span);
  sortDiagnostics(diagnostics, cwd);
  const sources = new Map();
  if (spec.source) sources.set(file, spec.source);
  const ops = spec.operations.length;
  return { cwd, diagnostics, summary: summarize(diagnostics), sources, checked: `${path.relative(cwd, file) || file} (${ops} operation${ops === 1 ? '' : 's'})`, rules: RULES };
}

/** Most OpenAPI documents named when a folder is given instead of one. */
const MAX_NAMED = 3;

/** What to pass instead of a folder: the OpenAPI documents directly in it, and `check` when it is a docs root. */
function folderMessage(dir: string, rel: string, fs: FileSystem): string {
  const specs: string[] = [];
  let docsRoot = false;
  try {
    for (const d of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (!d.isFile()) continue;
      if (d.name === 'docs.json') docsRoot = true;
      // Only plain names are echoed: the message is one line of the terminal.
      else if (/^[\w.-]+\.(ya?ml|json)$/i.test(d.name) && specs.length < MAX_NAMED && isSpec(fs, path.join(dir, d.name))) specs.push(path.join(rel, d.name));
    }
  } catch {
    // An unreadable folder still gets the plain message.
  }
  const which = specs.length > 0 ? `: ${specs.join(', ')}` : ' (a .yaml, .yml or .json file)';
  const site = docsRoot ? `; to check the whole docs site in it, run navlint check ${rel}` : '';
  return `${rel} is a folder; openapi-check takes the path of one OpenAPI document${which}${site}`;
}

function isSpec(fs: FileSystem, file: string): boolean {
  try {
    return looksLikeSpec(readHead(fs, file));
  } catch {
    return false;
  }
}
