import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { SourceText } from '../core/source.js';
import { UsageError } from '../core/errors.js';
import { displayPath } from '../core/paths.js';
import type { LoadedConfig } from '../load/docs.js';
import { FileIndex } from '../load/files.js';
import { readHead } from '../model/frontmatter.js';
import { OpenApiModel } from '../model/openapi.js';
import type { SiteModel } from '../model/site.js';
import { analyze as analyzeSpec, looksLikeSpec } from '../openapi/spec.js';
import { validateSpecs } from '../openapi/validate.js';
import { RULES } from '../rules/index.js';
import { cmp, runRules, sortDiagnostics, summarize } from './rules.js';
import type { ReportInput } from './types.js';

/**
 * Validates one OpenAPI document with the rules `check` runs, as the platform's `openapi-check` command does. A file
 * that cannot be checked is named as `given` (the path as the user typed it), else relative to `cwd`.
 */
export async function checkSpecFile(file: string, cwd: string, fs: FileSystem, given?: string): Promise<ReportInput> {
  let text: string;
  let folder = false;
  const rel = given ?? (path.relative(cwd, file) || '.');
  try {
    const stat = fs.statSync(file);
    folder = stat.isDirectory();
    if (!stat.isFile()) throw new Error();
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(folder ? folderMessage(file, rel, fs) : `${rel}: no such file`);
  }
  const spec = analyzeSpec(file, path.basename(file), text);
  const root = path.dirname(file);
  const files = new FileIndex(root, fs, false);
  const config: LoadedConfig = { file, sources: new Map(), syntaxErrors: [], refIssues: [], duplicateKeys: [] };
  const openapi = OpenApiModel.forDocument({ root, fs, files, elements: [], entries: [] }, spec);
  for (const [f, problems] of await validateSpecs([spec])) openapi.validation.set(f, problems);
  const model: SiteModel = {
    root,
    configFile: file,
    config,
    elements: [],
    entries: [],
    files,
    fs,
    sources: new Map(),
    openapi,
  };
  const diagnostics = [...runRules(model, () => true).values()].flat();
  sortDiagnostics(diagnostics, cwd);
  const sources = new Map<string, SourceText>();
  if (spec.source) sources.set(file, spec.source);
  const ops = spec.operations.length;
  return {
    cwd,
    diagnostics,
    summary: summarize(diagnostics),
    sources,
    checked: `${displayPath(file, cwd)} (${ops} operation${ops === 1 ? '' : 's'})`,
    rules: RULES,
  };
}

/** Most OpenAPI documents named when a folder is given instead of one. */
const MAX_NAMED = 3;

/** What to pass instead of a folder: the OpenAPI documents directly in it, and `check` when it is a docs root. */
function folderMessage(dir: string, rel: string, fs: FileSystem): string {
  const specs: string[] = [];
  let docsRoot = false;
  try {
    for (const d of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => cmp(a.name, b.name))) {
      if (!d.isFile()) continue;
      if (d.name === 'docs.json') docsRoot = true;
      // Only plain names are echoed: the message is one line of the terminal.
      else if (
        /^[\w.-]+\.(ya?ml|json)$/i.test(d.name) &&
        specs.length < MAX_NAMED &&
        isSpec(fs, path.join(dir, d.name))
      )
        specs.push(path.join(rel, d.name));
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
