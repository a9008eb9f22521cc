import path from 'node:path';
import picomatch from 'picomatch';
import type { FileSystem } from './core/fs.js';
import type { SourceText } from './core/source.js';
import type { Diagnostic, RuleLevel } from './core/types.js';
import { loadRc } from './load/rc.js';
import { buildSiteModel, type SiteModel } from './model/site.js';
import { RULES } from './rules/index.js';
import { runRule, type Rule } from './rules/rule.js';
import { specOf } from './openapi/model.js';
import { fetchRemoteSpecs } from './openapi/remote.js';
import type { SpecDoc } from './openapi/spec.js';
import { validateSpecs } from './openapi/validate.js';

/** An error in how navlint was called (bad arguments, missing docs root): exit code 2. */
export class UsageError extends Error {}

/** What `check` needs: where to look, and the outside world passed in. */
export interface CheckOptions {
  /** The docs root, a folder holding docs.json, or docs.json itself. */
  dir: string;
  cwd: string;
  fs: FileSystem;
  /** `--config FILE`, relative to `cwd`. */
  configPath?: string;
  /** Remote OpenAPI documents fetched beforehand, by URL. */
  remote?: Map<string, string>;
}

/** Options of the full, asynchronous check. */
export interface RunOptions extends CheckOptions {
  /** Fetch remote OpenAPI documents (with a timeout and a size limit). */
  fetchRemote?: boolean;
  fetchImpl?: typeof fetch;
}

/** What every output format needs: the findings, where they are, and what was checked. */
export interface ReportInput {
  cwd: string;
  diagnostics: Diagnostic[];
  summary: Summary;
  /** Every text file a finding may point into, for code frames. */
  sources: Map<string, SourceText>;
  /** One phrase saying what was checked, for closing lines. */
  checked: string;
  /** The rules that ran, for formats that describe them (SARIF). */
  rules: readonly Rule[];
}

/** Counts of findings by severity. */
export interface Summary {
  errors: number;
  warnings: number;
  notices: number;
}

/** The outcome of a check: sorted findings after configuration, and the model they came from. */
export interface CheckResult extends ReportInput {
  root: string;
  configFile: string;
  model: SiteModel;
  rules: readonly Rule[];
}

/** Finds the docs root for a user-given path. */
export function findDocsRoot(dir: string, cwd: string, fs: FileSystem): string {
  const abs = path.resolve(cwd, dir);
  let st;
  try {
    st = fs.statSync(abs);
  } catch {
    throw new UsageError(`${dir}: no such file or folder`);
  }
  if (st.isFile()) {
    if (path.basename(abs) !== 'docs.json') throw new UsageError(`${dir}: expected a docs root folder or its docs.json`);
    return path.dirname(abs);
  }
  if (!fs.existsSync(path.join(abs, 'docs.json'))) throw new UsageError(`${dir}: no docs.json in this folder (give the docs root, the folder that holds docs.json)`);
  return abs;
}

/** Loads a docs root and builds its model (no judgement yet). */
export function analyze(options: CheckOptions): SiteModel {
  const { fs, cwd } = options;
  const root = findDocsRoot(options.dir, cwd, fs);
  const rcPath = options.configPath !== undefined ? path.resolve(cwd, options.configPath) : undefined;
  if (rcPath !== undefined && !fs.existsSync(rcPath)) throw new UsageError(`--config ${options.configPath}: no such file`);
  const rc = loadRc(root, rcPath, fs);
  return buildSiteModel(root, fs, rc, options.remote);
}

/** Loads a docs root, runs every rule, and applies the configuration (without structural OpenAPI validation). */
export function check(options: CheckOptions): CheckResult {
  return judge(analyze(options), options.cwd);
}

/** The full check: fetches remote documents when asked, validates OpenAPI documents, then judges. */
export async function runCheck(options: RunOptions): Promise<CheckResult> {
  let model = analyze(options);
  if (options.fetchRemote) {
    const urls = (model.openapi?.references ?? []).flatMap((r) => (r.resolution.status === 'remote' ? [r.resolution.url] : []));
    if (urls.length > 0) model = analyze({ ...options, remote: await fetchRemoteSpecs(urls, options.fetchImpl) });
  }
  const oa = model.openapi;
  if (oa) {
    const specs = new Map<string, SpecDoc>();
    for (const r of oa.references) {
      const s = specOf(r.resolution);
      if (s) specs.set(s.file, s);
    }
    for (const [file, problems] of await validateSpecs([...specs.values()])) oa.validation.set(file, problems);
  }
  return judge(model, options.cwd);
}

/** Runs every rule on a model and applies the configuration. */
export function judge(model: SiteModel, cwd: string): CheckResult {
  const rc = model.rc ?? { rules: new Map(), ignore: [], issues: [], ruleKeys: [] };
  const root = model.root;
  const raw: Diagnostic[] = [];
  for (const rule of RULES) {
    const level: RuleLevel | undefined = rc.rules.get(rule.meta.id);
    if (level === 'off') continue;
    for (const d of runRule(rule, model)) raw.push(level ? { ...d, severity: level } : d);
  }
  const ignored = rc.ignore.length ? picomatch(rc.ignore, { dot: true }) : undefined;
  const diagnostics = raw.filter((d) => {
    if (!ignored || d.rule === 'navlintrc-invalid') return true;
    if (d.page !== undefined && (ignored(d.page) || ignored(d.page + '.mdx') || ignored(d.page + '.md'))) return false;
    return !ignored(toPosix(path.relative(root, d.span.file)));
  });
  sortDiagnostics(diagnostics, cwd);
  const sources = new Map(model.sources);
  if (model.rc?.file && model.rc.source) sources.set(model.rc.file, model.rc.source);
  for (const spec of model.openapi?.store.all() ?? []) if (spec.source) sources.set(spec.file, spec.source);
  for (const [, meta] of model.openapi?.pageMeta ?? []) if (meta.errors.length || meta.openapi) sources.set(meta.file, meta.source);
  const entries = model.entries.filter((e) => !e.dropped).length;
  const specs = model.openapi?.store.all().length ?? 0;
  const checked = `${displayPath(model.configFile, cwd)} (${entries} navigation ${entries === 1 ? 'entry' : 'entries'}, ${model.files.pageFiles.length} page file${model.files.pageFiles.length === 1 ? '' : 's'}, ${specs} OpenAPI document${specs === 1 ? '' : 's'})`;
  return { root, cwd, configFile: model.configFile, diagnostics, summary: summarize(diagnostics), sources, checked, model, rules: RULES };
}

/** Counts findings by severity. */
export function summarize(diagnostics: readonly Diagnostic[]): Summary {
  const s: Summary = { errors: 0, warnings: 0, notices: 0 };
  for (const d of diagnostics) {
    if (d.severity === 'error') s.errors++;
    else if (d.severity === 'warning') s.warnings++;
    else s.notices++;
  }
  return s;
}

/** Sorts in place by file (as shown), line, column, rule, then message. */
export function sortDiagnostics(list: Diagnostic[], cwd: string): void {
  const key = new Map<Diagnostic, string>();
  for (const d of list) key.set(d, displayPath(d.span.file, cwd));
  list.sort((a, b) => {
    const fa = key.get(a)!;
    const fb = key.get(b)!;
    if (fa !== fb) return fa < fb ? -1 : 1;
    return a.span.start.line - b.span.start.line || a.span.start.column - b.span.start.column || cmp(a.rule, b.rule) || cmp(a.message, b.message);
  });
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A file path as shown to users: relative to `cwd`, with `/` separators. */
export function displayPath(file: string, cwd: string): string {
  return toPosix(path.relative(cwd, file)) || path.basename(file);
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
