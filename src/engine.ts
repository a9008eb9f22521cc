import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import picomatch from 'picomatch';
import type { FileSystem } from './core/fs.js';
import type { SourceText } from './core/source.js';
import type { Phase, PhaseTimer } from './core/timing.js';
import type { Diagnostic, RuleLevel, Severity } from './core/types.js';
import { loadRc } from './load/rc.js';
import { ContentCache, type CacheStore } from './content/cache.js';
import {
  finishContent,
  loadContent,
  loadContentSync,
  type ContentLoadOptions,
  type LoadedContent,
} from './content/load.js';
import { ContentModel, docsVariables } from './model/content.js';
import { contentKind } from './content/extract.js';
import { linkCheckOf, siteUrlsOf } from './model/links.js';
import { pageRefs } from './model/pages.js';
import { isDefaultIgnored } from './load/files.js';
import { buildSiteModel, type SiteModel } from './model/site.js';
import { navigationEntryCount, openapiDocumentCount } from './model/counts.js';
import { RULES } from './rules/index.js';
import { runRule, type Rule } from './rules/rule.js';
import { OpenApiModel } from './model/openapi.js';
import { FileIndex } from './load/files.js';
import type { LoadedConfig } from './load/docs.js';
import { analyze as analyzeSpec, looksLikeSpec, type SpecDoc } from './openapi/spec.js';
import { readHead } from './model/frontmatter.js';
import { fetchRemoteSpecs } from './openapi/remote.js';
import { SpecLinter, validateSpecs } from './openapi/validate.js';
import { validateAsyncApiDocs } from './openapi/asyncapi-validate.js';
import { BrokenSideError, DocsRootBelowError, UsageError } from './core/errors.js';
import { displayPath, toPosix } from './core/paths.js';
import { VERSION } from './version.js';

import type { Git } from './core/git.js';
import { openRevision } from './load/gitfs.js';
import { diffSnapshots, type NavDiff } from './model/diff.js';
import { snapshotOf, type SiteSnapshot } from './model/snapshot.js';
import { applyDirectives } from './engine/directives.js';
import { findingKey, sourceLookup, unmatched, type FindingKey } from './engine/identity.js';
import {
  applySuppressions,
  SUPPRESSIONS_FILE,
  type SuppressionOutcome,
  type SuppressionRequest,
} from './engine/suppressions.js';

export { SUPPRESSIONS_FILE, type SuppressionRequest } from './engine/suppressions.js';

const RULE_IDS = RULES.map((r) => r.meta.id);

/** Most findings listed per rule; one more finding says how many were left out (keeps every report of hostile input finite). */
export const MAX_FINDINGS_PER_RULE = 10_000;

// Kept in its own module so that the CLI can throw it without loading the engine.
export { BrokenSideError, UsageError };

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
  /** Told which phase runs when (`--timing`). */
  timing?: PhaseTimer;
  /** Told of each OpenAPI document as soon as it is parsed. */
  onSpec?: (spec: SpecDoc) => void;
  /** Parse the content of pages and snippets: on unless false in `runCheck`; `check` parses it only when true. */
  content?: boolean;
  /** Keeps each file's extract between runs (`--cache`). */
  contentCache?: CacheStore;
  /** The base of a change (`--base`): its served URLs are compared with this site's (the `url-removed` rule). */
  base?: SideSource;
  /** Where `configPath` is read from, when not from `fs` (the working tree's configuration for a git revision). */
  configFs?: FileSystem;
  /** Update `navlint-suppressions.json` before it is applied (`--suppress-all`, `--suppress-rule`, `--prune-suppressions`). */
  suppress?: SuppressionRequest;
  /** Report only the findings in these files (absolute paths): `navlint check FILE…`. */
  only?: readonly string[];
}

/** One side of a comparison: the docs root being checked, another docs-root folder, or a git revision of the checked one. */
export type SideSource =
  { kind: 'worktree' } | { kind: 'folder'; dir: string } | { kind: 'git'; rev: string; git: Git };

/** What one side of a comparison was, as the diff's JSON names it. */
export interface SideInfo {
  source: 'worktree' | 'folder' | 'git';
  /** The docs root, relative to the working directory. */
  root: string;
  /** The revision as given. */
  ref?: string;
  /** The full commit id it names. */
  commit?: string;
}

/** Options of the full, asynchronous check. */
export interface RunOptions extends CheckOptions {
  /** Fetch remote OpenAPI documents (with a timeout and a size limit). */
  fetchRemote?: boolean;
  /** With `fetchRemote`: fetch from loopback, link-local and private addresses too. */
  allowPrivateHosts?: boolean;
  fetchImpl?: typeof fetch;
  /** Starts a worker thread running the entry point, to validate OpenAPI documents beside the main thread. */
  lintWorker?: () => Worker;
  /** Starts a worker thread running the entry point, to parse pages beside the main thread. */
  contentWorker?: () => Worker;
  /** How many threads may parse pages at once (the machine's available parallelism). */
  parallelism?: number;
  /**
   * Time the check may take (`--max-time`), in milliseconds: past it, pages not parsed yet and
   * OpenAPI documents not validated yet are left out, and `check-timeout` says what was not done.
   */
  maxTimeMs?: number;
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
  /** Findings that `navlint-suppressions.json` hides. */
  suppressed?: number;
  /** With `--new-since`: the findings left out because they were there already. */
  preexisting?: { since: string; count: number };
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
  /** What `navlint-suppressions.json` did, and its new text when it was updated. */
  suppressions: SuppressionOutcome;
  /** The findings it hid: `--fix` fixes them all the same, as ESLint fixes suppressed violations. */
  suppressedFindings: Diagnostic[];
}

/**
 * Finds the docs root for a user-given path: the folder itself when it holds docs.json, else the nearest folder above
 * it that does, up to the repository root (a folder holding `.git`). Nothing is found: a usage error that names a
 * docs.json one or two levels below, or a legacy mint.json, when there is one.
 */
export function findDocsRoot(dir: string, cwd: string, fs: FileSystem): string {
  const abs = path.resolve(cwd, dir);
  let st;
  try {
    st = fs.statSync(abs);
  } catch {
    throw new UsageError(`${dir}: no such file or folder`);
  }
  if (st.isFile()) {
    if (path.basename(abs) !== 'docs.json')
      throw new UsageError(`${dir}: expected a docs root folder or its docs.json`);
    return path.dirname(abs);
  }
  if (fs.existsSync(path.join(abs, 'docs.json'))) {
    if (!isFile(fs, path.join(abs, 'docs.json')))
      throw new UsageError(`${dir}: docs.json in this folder is not a file`);
    return abs;
  }
  let legacy = isFile(fs, path.join(abs, 'mint.json')) ? abs : undefined;
  for (let d = abs; !fs.existsSync(path.join(d, '.git')) && path.dirname(d) !== d;) {
    d = path.dirname(d);
    if (isFile(fs, path.join(d, 'docs.json'))) return d;
    if (legacy === undefined && isFile(fs, path.join(d, 'mint.json'))) legacy = d;
  }
  const here = dir === '.' ? '' : `${dir}: `;
  const below = docsRootsBelow(abs, fs).map((d) => displayPath(d, cwd));
  if (below.length > 0) {
    const shown = below.slice(0, 3).map((d) => `${d}/docs.json`);
    const list =
      shown.length === 1
        ? shown[0]
        : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}${below.length > 3 ? ` (and ${below.length - 3} more)` : ''}`;
    throw new DocsRootBelowError(`${here}no docs.json here; found ${list}`, below);
  }
  if (legacy !== undefined) {
    const where = displayPath(legacy, cwd);
    throw new UsageError(
      `${here}no docs.json, only the legacy ${legacy === abs ? 'mint.json' : `${where}/mint.json`}, which the platform replaced with docs.json: run \`mint upgrade\` in ${legacy === abs ? (dir === '.' ? 'this folder' : dir) : where} to convert it`,
    );
  }
  throw new UsageError(
    `${here}no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)`,
  );
}

function isFile(fs: FileSystem, file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

// Enough to find `docs/` or `apps/docs/` in a repository without walking a large tree.
const MAX_FOLDERS_LOOKED_AT = 2000;

/** Folders one or two levels below `dir` that hold docs.json, shallowest first, then by name (hidden folders and node_modules skipped). */
function docsRootsBelow(dir: string, fs: FileSystem): string[] {
  let budget = MAX_FOLDERS_LOOKED_AT;
  const subfolders = (d: string): string[] => {
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return [];
    }
    const names = entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
      .map((e) => e.name);
    return names
      .sort()
      .slice(0, Math.max(0, budget))
      .map((n) => path.join(d, n));
  };
  const found: string[] = [];
  const level1 = subfolders(dir);
  budget -= level1.length;
  for (const d of level1) if (isFile(fs, path.join(d, 'docs.json'))) found.push(d);
  const deeper: string[] = [];
  for (const d of level1) {
    if (budget <= 0) break;
    if (found.includes(d)) continue;
    const level2 = subfolders(d);
    budget -= level2.length;
    for (const e of level2) if (isFile(fs, path.join(e, 'docs.json'))) deeper.push(e);
  }
  return [...found, ...deeper];
}

/** A file the check cannot do without (docs.json, .navlintrc.json, .mintignore) that cannot be read, as a usage error naming it. */
function unreadable(e: unknown, cwd: string): UsageError | undefined {
  const err = e as NodeJS.ErrnoException | undefined;
  if (typeof err?.code !== 'string' || typeof err.path !== 'string') return undefined;
  const why =
    err.code === 'EACCES' || err.code === 'EPERM'
      ? 'permission denied'
      : err.code === 'EISDIR'
        ? 'it is a folder'
        : err.code;
  return new UsageError(`${displayPath(err.path, cwd)}: cannot be read (${why})`);
}

/** Loads a docs root and builds its model (no judgement yet); `onFiles` is told once docs.json and the files are read. */
export function analyze(options: CheckOptions, onFiles?: (model: SiteModel) => void): SiteModel {
  const { fs, cwd } = options;
  options.timing?.enter('load');
  const root = findDocsRoot(options.dir, cwd, fs);
  const rcPath = options.configPath !== undefined ? path.resolve(cwd, options.configPath) : undefined;
  const rcFs = rcPath !== undefined ? (options.configFs ?? fs) : fs;
  if (rcPath !== undefined && !rcFs.existsSync(rcPath))
    throw new UsageError(`--config ${options.configPath}: no such file`);
  try {
    const rc = loadRc(root, rcPath, rcFs);
    return buildSiteModel(root, fs, rc, options.remote, { timing: options.timing, onSpec: options.onSpec, onFiles });
  } catch (e) {
    throw unreadable(e, cwd) ?? e;
  }
}

/** Loads a docs root, runs every rule, and applies the configuration (without structural OpenAPI validation; content only when asked). */
export function check(options: CheckOptions): CheckResult {
  let loading: { opts: ContentLoadOptions; loaded: LoadedContent } | undefined;
  const onFiles =
    options.content === true
      ? (m: SiteModel) => {
          const opts = contentOptions(m, options);
          loading = { opts, loaded: inPhase(options.timing, () => loadContentSync(opts)) };
        }
      : undefined;
  const model = analyze(options, onFiles);
  if (loading) {
    const { opts, loaded } = loading;
    const extra = listedButIgnored(model);
    attachContent(
      model,
      inPhase(options.timing, () => finishContent(opts, loaded, extra)),
      extra,
    );
  }
  if (options.base) {
    refuseBroken(model, 'head', options.cwd);
    model.base = baseSnapshot(options.base, options);
  }
  resolveLinks(model, options.timing);
  return conclude(
    model,
    runRules(model, () => true, options.timing),
    options,
  );
}

/** Builds the site's URL index and, when pages are parsed, resolves every link: the links phase of `--timing`. */
function resolveLinks(model: SiteModel, timing: PhaseTimer | undefined): void {
  inPhase(timing, () => (model.content ? linkCheckOf(model) : siteUrlsOf(model)), 'links');
}

/**
 * Pages the navigation lists in a folder that the platform's default ignores would remove (`coverage/`,
 * say): the vendor's build accepts them, so they are built, and parsed.
 */
export function listedButIgnored(model: SiteModel): string[] {
  const listed = new Set(model.files.contentFiles);
  const out = new Set<string>();
  for (const ref of pageRefs(model)) {
    const res = model.files.resolvePage(ref.path.replace(/\.mdx?$/i, ''));
    if (res.status === 'found' && !listed.has(res.file) && isDefaultIgnored(res.file)) out.add(res.file);
  }
  return [...out].sort();
}

/** Runs `work` as one phase (the content phase unless told), then goes back to the phase that was running. */
function inPhase<T>(timing: PhaseTimer | undefined, work: () => T, phase: Phase = 'content'): T {
  const previous = timing?.enter(phase);
  try {
    return work();
  } finally {
    timing?.enter(previous);
  }
}

/** How to load the content of a site: its files, its variables, the cache and the threads. */
function contentOptions(
  model: SiteModel,
  options: CheckOptions & Partial<RunOptions> & { signal?: AbortSignal },
): ContentLoadOptions {
  const extract = { variables: Object.fromEntries(docsVariables(model.docs)) };
  return {
    root: model.root,
    fs: model.fs,
    files: model.files,
    options: extract,
    ...(options.contentCache ? { cache: new ContentCache(options.contentCache, VERSION, extract) } : {}),
    ...(options.contentWorker ? { startWorker: options.contentWorker } : {}),
    ...(options.parallelism !== undefined ? { parallelism: options.parallelism } : {}),
    ...(model.rc?.pageTimeout !== undefined ? { pageTimeoutMs: model.rc.pageTimeout * 1000 } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

function attachContent(model: SiteModel, loaded: LoadedContent, listedPages: string[]): void {
  model.content = new ContentModel(
    model.root,
    model.files,
    model.fs,
    loaded,
    docsVariables(model.docs),
    model.rc?.components ?? [],
    listedPages,
  );
}

/**
 * Resolves one side of a comparison with the same engine as a check (`$ref`, specs, generated pages, redirects),
 * but runs no rule: a git revision is read from git's objects, for the docs root `options.dir` of the working tree.
 */
export function resolveSide(
  side: SideSource,
  options: { dir: string; cwd: string; fs: FileSystem; remote?: Map<string, string>; timing?: PhaseTimer },
): { model: SiteModel; info: SideInfo } {
  const { cwd } = options;
  const hooks = { timing: options.timing };
  try {
    if (side.kind === 'git') {
      const tree = openRevision(side.git, {
        cwd,
        dir: options.dir,
        rev: side.rev,
        exists: (p) => options.fs.existsSync(p),
      });
      return {
        model: buildSiteModel(tree.root, tree.fs, undefined, options.remote, hooks),
        info: { source: 'git', root: displayPath(tree.root, cwd), ref: side.rev, commit: tree.commit },
      };
    }
    const root = findDocsRoot(side.kind === 'folder' ? side.dir : options.dir, cwd, options.fs);
    return {
      model: buildSiteModel(root, options.fs, undefined, options.remote, hooks),
      info: { source: side.kind, root: displayPath(root, cwd) },
    };
  } catch (e) {
    throw unreadable(e, cwd) ?? e;
  }
}

/**
 * Where a side's docs.json (or a file it includes) does not parse, as `file:line:col: message` (and how many more
 * errors there are); undefined when it parses. A comparison with such a side would only list false changes.
 */
export function configSyntaxError(model: SiteModel, cwd: string): string | undefined {
  const errors = model.config.syntaxErrors;
  if (errors.length === 0) return undefined;
  const e = errors[0];
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${displayPath(e.file, cwd)}:${e.span.start.line}:${e.span.start.column}: ${e.limit ? e.message : `Invalid JSON: ${e.message}`}${more}`;
}

/** Refuses a side of a comparison whose docs.json does not parse, with the parse error. */
function refuseBroken(model: SiteModel, side: 'base' | 'head', cwd: string, label?: string): void {
  const error = configSyntaxError(model, cwd);
  if (error === undefined) return;
  const which = side === 'head' ? 'the checked side' : `the base${label ? ` ${label}` : ''}`;
  throw new BrokenSideError(`${error}; ${which} does not parse, so it cannot be compared`, side);
}

/** The base of a check, resolved and reduced to what the comparison needs. */
function baseSnapshot(
  base: SideSource,
  options: { dir: string; cwd: string; fs: FileSystem; remote?: Map<string, string>; timing?: PhaseTimer },
): SiteSnapshot {
  const { model, info } = resolveSide(base, options);
  refuseBroken(model, 'base', options.cwd, describeSide(info));
  return { ...snapshotOf(model), label: describeSide(info) };
}

/** A side as a phrase: `main (1a2b3c4d5e6f)`, `the working tree`, or the folder. */
export function describeSide(info: SideInfo): string {
  if (info.source === 'git') return `${info.ref} (${(info.commit ?? '').slice(0, 12)})`;
  if (info.source === 'worktree') return 'the working tree';
  return info.root;
}

/** The navigation diff between two sides, each resolved once (navigation only: no rule runs on either). */
export function diffSides(
  base: SideSource,
  head: SideSource,
  options: { dir: string; cwd: string; fs: FileSystem },
): { diff: NavDiff; base: SideInfo; head: SideInfo } {
  const b = resolveSide(base, options);
  refuseBroken(b.model, 'base', options.cwd, describeSide(b.info));
  const h = resolveSide(head, options);
  refuseBroken(h.model, 'head', options.cwd, describeSide(h.info));
  return { diff: diffSnapshots(snapshotOf(b.model), snapshotOf(h.model)), base: b.info, head: h.info };
}

/** The full check: fetches remote documents when asked, validates OpenAPI documents, then judges. */
export async function runCheck(options: RunOptions): Promise<CheckResult> {
  // Documents go to the validator as soon as they are parsed, so that (in a worker) it runs beside the rest of the
  // check. The worker starts with the first of them (the CLI starts it earlier when docs.json names OpenAPI).
  const linter = new SpecLinter(options.lintWorker);
  try {
    return await checkWith(linter, options);
  } finally {
    await linter.close();
  }
}

async function checkWith(linter: SpecLinter, options: RunOptions): Promise<CheckResult> {
  const deadline = timeLimit(options);
  try {
    return await checkBefore(linter, { ...options, ...(deadline ? { signal: deadline.signal } : {}) });
  } finally {
    deadline?.clear();
  }
}

/**
 * A signal that fires when the check's time is up (none without `maxTimeMs`). Work that runs without a break
 * (the timer cannot fire then) is caught up with where the check waits: `expired` reads the clock.
 */
function timeLimit(options: RunOptions): { signal: AbortSignal; clear(): void } | undefined {
  if (options.maxTimeMs === undefined) return undefined;
  const controller = new AbortController();
  const end = Date.now() + options.maxTimeMs;
  const timer = setTimeout(() => controller.abort(), options.maxTimeMs);
  timer.unref?.();
  const signal = controller.signal;
  expiries.set(signal, () => {
    if (!signal.aborted && Date.now() >= end) controller.abort();
    return signal.aborted;
  });
  return { signal, clear: () => clearTimeout(timer) };
}

const expiries = new WeakMap<AbortSignal, () => boolean>();

/** Whether the check's time is up (reading the clock, in case the timer had no chance to fire). */
function expired(signal: AbortSignal | undefined): boolean {
  return signal !== undefined && (expiries.get(signal)?.() ?? signal.aborted);
}

/** Resolves as `work` does, or with `undefined` as soon as `signal` fires. */
function unlessStopped<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (!signal) return work;
  if (expired(signal)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const stop = () => resolve(undefined);
    signal.addEventListener('abort', stop, { once: true });
    work.then(
      (v) => (signal.removeEventListener('abort', stop), resolve(v)),
      (e: unknown) => (signal.removeEventListener('abort', stop), reject(e)),
    );
  });
}

async function checkBefore(linter: SpecLinter, options: RunOptions & { signal?: AbortSignal }): Promise<CheckResult> {
  const signal = options.signal;
  const onSpec = (spec: SpecDoc) => linter.submit(spec);
  // Pages are parsed (in worker threads on a large site) from the moment the files are listed, while the
  // navigation is resolved and OpenAPI documents are read.
  let content: { opts: ContentLoadOptions; loaded: Promise<LoadedContent>; partial: LoadedContent } | undefined;
  const onFiles =
    options.content === false
      ? undefined
      : (m: SiteModel) => {
          if (content) return;
          const opts = contentOptions(m, options);
          const partial: LoadedContent = { extracts: new Map(), parsed: 0, reused: 0 };
          content = { opts, partial, loaded: inPhase(options.timing, () => loadContent(opts, partial)) };
          // Awaited below; should the check stop before that, the failure is not an unhandled one.
          content.loaded.catch(() => undefined);
        };
  let model = analyze({ ...options, onSpec }, onFiles);
  let remote = options.remote;
  if (options.fetchRemote) {
    const urls = [
      ...(model.openapi?.references ?? []).flatMap((r) => (r.resolution.status === 'remote' ? [r.resolution.url] : [])),
      ...(model.references?.remoteUrls() ?? []),
    ];
    if (urls.length > 0) {
      options.timing?.enter('load');
      remote = await fetchRemoteSpecs(urls, {
        allowPrivateHosts: options.allowPrivateHosts === true,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      });
      model = analyze({ ...options, onSpec, remote }, onFiles);
    }
  }
  // The base gets the documents fetched for this side: the same URL is the same document on both.
  if (options.base) {
    refuseBroken(model, 'head', options.cwd);
    model.base = baseSnapshot(options.base, { ...options, remote });
  }
  resolveLinks(model, options.timing);
  // The rules that read neither the validator's findings nor the content run while those are still at work.
  const findings = runRules(model, (rule) => !rule.readsValidation && !rule.readsContent, options.timing);
  const oa = model.openapi;
  let specsNotValidated = 0;
  if (oa) {
    options.timing?.enter('parse specs');
    const validated = await unlessStopped(validateSpecs(oa.specs(), linter), signal);
    if (validated) for (const [file, problems] of validated) oa.validation.set(file, problems);
    else specsNotValidated = oa.specs().filter((s) => s.kind === 'openapi3' && s.errors.length === 0).length;
  }
  const refs = model.references;
  if (refs) {
    options.timing?.enter('parse specs');
    for (const [file, problems] of await validateAsyncApiDocs(refs.asyncApiDocuments()))
      refs.validation.set(file, problems);
  }
  for (const [rule, list] of runRules(
    model,
    (rule) => rule.readsValidation === true && !rule.readsContent,
    options.timing,
  ))
    findings.set(rule, list);
  let filesNotParsed = 0;
  if (content) {
    options.timing?.enter('content');
    const extra = listedButIgnored(model);
    const loaded = (await unlessStopped(content.loaded, signal)) ?? content.partial;
    if (expired(signal)) {
      // What the workers did not parse in time has no extract: it is recorded as such, and nothing more is parsed.
      for (const rel of [...model.files.contentFiles, ...extra]) {
        if (loaded.extracts.has(rel) || !contentKind(rel)) continue;
        loaded.extracts.set(rel, { kind: 'skipped', reason: 'the check reached its time limit first', stopped: true });
        filesNotParsed++;
      }
      attachContent(model, loaded, extra);
    } else attachContent(model, finishContent(content.opts, loaded, extra), extra);
    resolveLinks(model, options.timing);
  }
  if (expired(signal) && options.maxTimeMs !== undefined)
    model.stopped = {
      limitMs: options.maxTimeMs,
      filesNotParsed,
      files: model.files.contentFiles.length,
      specsNotValidated,
    };
  for (const [rule, list] of runRules(model, (rule) => rule.readsContent === true, options.timing))
    findings.set(rule, list);
  return conclude(model, findings, options);
}

/**
 * The full check of one side of a comparison, as `navlint check` would report it there (its own pages, documents,
 * directives and suppressions): a git revision of the docs root `options.dir`, read from git's objects, or a docs-root
 * folder. `--config` is read from the working tree for both sides. A side whose docs.json does not parse is refused.
 */
export async function runCheckOf(side: SideSource, options: RunOptions): Promise<CheckResult> {
  // Neither the base of a change, suppression updates nor a file selection apply here; the cache of the checked side
  // is read (most pages are the same on both sides) but not written, so that it stays the checked side's.
  const rest: RunOptions = { ...options };
  delete rest.base;
  delete rest.suppress;
  delete rest.only;
  const cache = options.contentCache;
  if (cache) rest.contentCache = { read: () => cache.read(), write: () => undefined };
  let result: CheckResult;
  let label: string;
  if (side.kind === 'git') {
    const tree = openRevision(side.git, {
      cwd: options.cwd,
      dir: options.dir,
      rev: side.rev,
      exists: (p) => options.fs.existsSync(p),
    });
    label = `${side.rev} (${tree.commit.slice(0, 12)})`;
    result = await runCheck({ ...rest, dir: tree.root, fs: tree.fs, configFs: options.configFs ?? options.fs });
  } else {
    label = side.kind === 'folder' ? side.dir : 'the working tree';
    result = await runCheck({ ...rest, dir: side.kind === 'folder' ? side.dir : options.dir });
  }
  refuseBroken(result.model, 'base', options.cwd, label);
  return result;
}

/** The findings of a check that the check of its base does not have (`--new-since`); the others are only counted. */
export function newFindingsOnly(head: CheckResult, base: CheckResult, since: string): CheckResult {
  const keys = new Map<Diagnostic, FindingKey>();
  for (const side of [head, base]) {
    const lookup = sourceLookup(side.model);
    for (const d of side.diagnostics) keys.set(d, findingKey(d, side.root, lookup(d.span.file)));
  }
  const fresh = unmatched(head.diagnostics, base.diagnostics, (d) => keys.get(d)!);
  return {
    ...head,
    diagnostics: fresh,
    summary: summarize(fresh),
    preexisting: { since, count: head.diagnostics.length - fresh.length },
  };
}

/** Runs every rule on a model and applies the configuration. */
export function judge(model: SiteModel, cwd: string, timing?: PhaseTimer): CheckResult {
  return conclude(
    model,
    runRules(model, () => true, timing),
    { cwd },
  );
}

/**
 * Runs the enabled rules that `which` selects, each at its configured level: the rules that read what the filters
 * left unused only when `filtering` is set, once the others' findings are filtered.
 */
export function runRules(
  model: SiteModel,
  which: (rule: Rule) => boolean,
  timing?: PhaseTimer,
  filtering = false,
): Map<Rule, Diagnostic[]> {
  timing?.enter('rules');
  const levels = model.rc?.rules;
  const out = new Map<Rule, Diagnostic[]>();
  for (const rule of RULES) {
    const level: RuleLevel | undefined = levels?.get(rule.meta.id);
    if (level === 'off' || !which(rule) || (rule.readsFiltering === true) !== filtering) continue;
    const found = runRule(rule, model, RULE_IDS);
    out.set(rule, level ? found.map((d) => ({ ...d, severity: configuredSeverity(d.severity, rule, level) })) : found);
  }
  return out;
}

const RANK: Record<Severity, number> = { notice: 0, warning: 1, error: 2 };

/**
 * The severity of a finding under a rule's configured level. The level replaces the rule's default; a finding that
 * carries a severity of its own (link-broken's "links were not checked" notice, operation-method-case in page
 * metadata) keeps it, lowered to the level when the level is lower: turning a rule down turns all of it down, and
 * restating or raising a rule's level never makes a notice an error.
 */
export function configuredSeverity(found: Severity, rule: Rule, level: Severity): Severity {
  if (found === rule.meta.defaultSeverity) return level;
  return RANK[level] < RANK[found] ? level : found;
}

/** What concluding a check needs besides the model and the findings. */
export interface ConcludeOptions {
  cwd: string;
  suppress?: SuppressionRequest;
  only?: readonly string[];
}

/**
 * Applies the configuration's `ignore`, inline directives, bulk suppressions, the per-rule cap and the order to every
 * rule's findings (the rules that report unused directives and suppressions run in between), and says what was checked.
 */
export function conclude(model: SiteModel, findings: Map<Rule, Diagnostic[]>, options: ConcludeOptions): CheckResult {
  const { cwd } = options;
  const rc = model.rc ?? { rules: new Map(), ignore: [], issues: [], ruleKeys: [] };
  const root = model.root;
  // In the registry's order, whichever order the rules ran in.
  const raw = RULES.flatMap((rule) => findings.get(rule) ?? []);
  const ignored = rc.ignore.length ? picomatch(rc.ignore, { dot: true }) : undefined;
  const notIgnored = raw.filter((d) => {
    if (!ignored || d.rule === 'navlintrc-invalid') return true;
    if (d.page !== undefined && (ignored(d.page) || ignored(d.page + '.mdx') || ignored(d.page + '.md'))) return false;
    return !ignored(toPosix(path.relative(root, d.span.file)));
  });
  const directed = applyDirectives(model, notIgnored, RULE_IDS);
  const only = options.only ? new Set(options.only) : undefined;
  const scope = only ? new Set([...only].map((f) => toPosix(path.relative(root, f)))) : undefined;
  const lookup = sourceLookup(model);
  model.filtering = { unusedDirectives: directed.unused, unusedSuppressions: [], suppressionsFile: SUPPRESSIONS_FILE };
  const unusedDirectives = [
    ...runRules(model, (r) => r.meta.id === 'directive-unused', undefined, true).values(),
  ].flat();
  const supp = applySuppressions(model, [...directed.kept, ...unusedDirectives], {
    cwd,
    sourceOf: lookup,
    ...(options.suppress ? { request: options.suppress } : {}),
    ...(scope ? { scope } : {}),
  });
  model.filtering.unusedSuppressions = supp.unused;
  const unusedSuppressions = [
    ...runRules(model, (r) => r.meta.id === 'suppression-unused', undefined, true).values(),
  ].flat();
  // A stale suppression is about the file its entry names, which is in scope: it is kept with the selected files' findings.
  const selected = [...supp.kept, ...unusedSuppressions].filter(
    (d) => !only || only.has(d.span.file) || d.rule === 'suppression-unused',
  );
  const diagnostics = capPerRule(selected);
  sortDiagnostics(diagnostics, cwd);
  const sources = new Map(model.sources);
  if (model.rc?.file && model.rc.source) sources.set(model.rc.file, model.rc.source);
  if (supp.source) sources.set(supp.outcome.file, supp.source);
  // A fetched document's text is the server's, not the repository's: no code frame quotes it.
  for (const spec of model.openapi?.store.all() ?? [])
    if (spec.source && !/^https?:\/\//i.test(spec.file)) sources.set(spec.file, spec.source);
  for (const [, meta] of model.openapi?.pageMeta ?? [])
    if (meta.errors.length || meta.openapi) sources.set(meta.file, meta.source);
  const refs = model.references;
  for (const d of refs?.graphqlDocuments() ?? []) sources.set(d.file, d.source);
  for (const d of refs?.asyncApiDocuments() ?? []) if (d.source) sources.set(d.file, d.source);
  for (const b of refs?.bindings ?? []) {
    const meta = model.openapi?.pageMeta.get(b.file);
    if (meta) sources.set(meta.file, meta.source);
  }
  // A page's frontmatter source holds only its head: findings in its body need the whole text.
  const content = model.content;
  if (content) {
    const contentRules = new Set(RULES.filter((r) => r.readsContent).map((r) => r.meta.id));
    contentRules.add('directive-unused');
    for (const d of diagnostics) {
      if (!contentRules.has(d.rule)) continue;
      const s = content.source(d.span.file);
      if (s) sources.set(d.span.file, s);
    }
  }
  const entries = navigationEntryCount(model);
  const specs = openapiDocumentCount(model);
  // GraphQL schemas and AsyncAPI documents are counted only on the sites that have them.
  const graphql = model.references?.graphqlDocuments().length ?? 0;
  const asyncapi = model.references?.asyncApiDocuments().length ?? 0;
  const others = `${graphql > 0 ? `, ${graphql} GraphQL schema${graphql === 1 ? '' : 's'}` : ''}${asyncapi > 0 ? `, ${asyncapi} AsyncAPI document${asyncapi === 1 ? '' : 's'}` : ''}`;
  const files = only ? `${only.size} file${only.size === 1 ? '' : 's'} of ` : '';
  let checked = `${files}${displayPath(model.configFile, cwd)} (${entries} navigation ${entries === 1 ? 'entry' : 'entries'}, ${model.files.pageFiles.length} page file${model.files.pageFiles.length === 1 ? '' : 's'}, ${specs} OpenAPI document${specs === 1 ? '' : 's'}${others})`;
  const stopped = model.stopped;
  if (stopped)
    checked += `, in part: the check reached its time limit of ${stopped.limitMs / 1000} s (${stopped.filesNotParsed} of ${stopped.files} pages and snippets not parsed, ${stopped.specsNotValidated} OpenAPI document${stopped.specsNotValidated === 1 ? '' : 's'} not validated)`;
  return {
    root,
    cwd,
    configFile: model.configFile,
    diagnostics,
    summary: summarize(diagnostics),
    sources,
    checked,
    model,
    rules: RULES,
    suppressions: supp.outcome,
    suppressedFindings: supp.hidden,
    ...(supp.outcome.suppressed > 0 ? { suppressed: supp.outcome.suppressed } : {}),
  };
}

/** Keeps the first MAX_FINDINGS_PER_RULE findings of each rule, in the order the rule made them, and notes the rest. */
export function capPerRule(list: Diagnostic[]): Diagnostic[] {
  const count = new Map<string, number>();
  const last = new Map<string, Diagnostic>();
  const kept: Diagnostic[] = [];
  for (const d of list) {
    const n = (count.get(d.rule) ?? 0) + 1;
    count.set(d.rule, n);
    if (n > MAX_FINDINGS_PER_RULE) continue;
    kept.push(d);
    last.set(d.rule, d);
  }
  for (const [rule, n] of count) {
    if (n <= MAX_FINDINGS_PER_RULE) continue;
    const d = last.get(rule)!;
    kept.push({
      rule,
      severity: d.severity,
      span: d.span,
      message: `${n - MAX_FINDINGS_PER_RULE} more findings of ${rule} are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.`,
    });
  }
  return kept;
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
    return (
      a.span.start.line - b.span.start.line ||
      a.span.start.column - b.span.start.column ||
      cmp(a.rule, b.rule) ||
      cmp(a.message, b.message)
    );
  });
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Validates one OpenAPI document with the rules `check` runs, as the platform's `openapi-check` command does. */
export async function checkSpecFile(file: string, cwd: string, fs: FileSystem): Promise<ReportInput> {
  let text: string;
  let folder = false;
  const rel = path.relative(cwd, file) || '.';
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
