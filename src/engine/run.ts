import type { Phase, PhaseTimer } from '../core/timing.js';
import type { CheckProgress } from '../core/progress.js';
import { UsageError } from '../core/errors.js';
import path from 'node:path';
import { loadRc, PRESET_PREFIX } from '../load/rc.js';
import { ruleLevels } from './presets.js';
import { displayPath } from '../core/paths.js';
import type { RuleLevel } from '../core/types.js';
import { findDocsRoot, unreadable } from '../load/docs-root.js';
import { isDefaultIgnored } from '../load/files.js';
import { ContentCache } from '../content/cache.js';
import { completeContent, loadContent, type ContentLoadOptions, type LoadedContent } from '../content/load.js';
import { contentKind } from '../content/kind.js';
import { loadParser } from '../content/pool.js';
import { ContentModel, docsVariables } from '../model/content.js';
import { linkCheckOf, siteUrlsOf } from '../model/links.js';
import { pageRefs } from '../model/pages.js';
import { buildSiteModel, type SiteModel } from '../model/site.js';
import type { SpecDoc } from '../openapi/spec.js';
import { fetchRemoteSpecs } from '../openapi/remote.js';
import { SpecLinter, validated as isValidated, validateSpecs } from '../openapi/validate.js';
import { validateAsyncApiDocs } from '../openapi/asyncapi-validate.js';
import { VERSION } from '../version.js';
import { conclude, runRules } from './rules.js';
import type { Renames } from './renames.js';
import { baseSnapshot, refuseBroken } from './sides.js';
import type { CheckOptions, CheckResult, RunOptions } from './types.js';

/** Where `--config` (the action's `config`) may lead: the working directory (the action's workspace) or the docs root. */
const CONFIG_AREA = (cwd: string, root: string) => ({
  folders: [cwd, root],
  name: 'the working directory and the docs root',
});

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
    const rc = loadRc(root, rcPath, rcFs, CONFIG_AREA(cwd, root));
    if (options.presets?.length) rc.extends = [...(rc.extends ?? []), ...options.presets];
    return buildSiteModel(root, fs, rc, options.remote, { timing: options.timing, onSpec: options.onSpec, onFiles });
  } catch (e) {
    throw unreadable(e, cwd) ?? e;
  }
}

/** What `check --print-config` prints: the presets in force and the level of every rule. */
export function effectiveConfig(options: Pick<CheckOptions, 'dir' | 'cwd' | 'fs' | 'configPath' | 'presets'>): {
  configFile?: string;
  extends: string[];
  rules: Record<string, RuleLevel>;
} {
  const { fs, cwd } = options;
  const root = findDocsRoot(options.dir, cwd, fs);
  const rcPath = options.configPath !== undefined ? path.resolve(cwd, options.configPath) : undefined;
  if (rcPath !== undefined && !fs.existsSync(rcPath))
    throw new UsageError(`--config ${options.configPath}: no such file`);
  const rc = loadRc(root, rcPath, fs, CONFIG_AREA(cwd, root));
  const presets = [...(rc.extends ?? []), ...(options.presets ?? [])];
  return {
    ...(rc.file ? { configFile: displayPath(rc.file, cwd) } : {}),
    extends: ['recommended', ...presets].map((p) => `${PRESET_PREFIX}${p}`),
    rules: Object.fromEntries(ruleLevels({ extends: presets, rules: rc.rules })),
  };
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
export function contentOptions(
  model: SiteModel,
  options: Pick<RunOptions, 'contentCache' | 'contentWorker' | 'parallelism'> & {
    signal?: AbortSignal;
    deadline?: number;
  },
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
    ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
  };
}

/** Gives the model the content loaded; `listedPages` are those of `listedButIgnored`. */
export function attachContent(model: SiteModel, loaded: LoadedContent, listedPages: string[]): ContentModel {
  return (model.content = new ContentModel(
    model.root,
    model.files,
    model.fs,
    loaded,
    docsVariables(model.docs),
    model.rc?.components ?? [],
    listedPages,
  ));
}

/** The full check: fetches remote documents when asked, validates OpenAPI documents, then judges. */
export async function runCheck(options: RunOptions): Promise<CheckResult> {
  // Documents go to the validator as soon as they are parsed, so that (in a worker) it runs beside the rest of the
  // check. The worker starts with the first of them (the CLI starts it earlier when docs.json names OpenAPI).
  const linter = options.specLinter ?? new SpecLinter(options.lintWorker);
  try {
    return await checkWith(linter, options);
  } finally {
    if (!options.specLinter) await linter.close();
  }
}

async function checkWith(linter: SpecLinter, options: RunOptions): Promise<CheckResult> {
  // The page parser is loaded before the check begins: the pages this thread parses are then parsed as soon as
  // they are read, as the check's steps expect (a navigation-only check never loads it). Where workers parse them, this
  // thread loads it only to parse what they leave: its megabyte of code is not compiled while they start.
  if (options.content !== false && !options.pagesInWorkers) await loadParser();
  const deadline = timeLimit(options);
  try {
    return await checkBefore(linter, {
      ...options,
      ...(deadline ? { signal: deadline.signal, deadline: deadline.end } : {}),
    });
  } finally {
    deadline?.clear();
  }
}

/**
 * A signal that fires when the check's time is up (none without `maxTimeMs`). Work that runs without a break
 * (the timer cannot fire then) is caught up with where the check waits: `expired` reads the clock.
 */
function timeLimit(options: RunOptions): { signal: AbortSignal; end: number; clear(): void } | undefined {
  if (options.maxTimeMs === undefined) return undefined;
  const controller = new AbortController();
  const end = (options.startedAt ?? Date.now()) + options.maxTimeMs;
  const timer = setTimeout(() => controller.abort(), Math.max(0, end - Date.now()));
  timer.unref?.();
  const signal = controller.signal;
  expiries.set(signal, () => {
    if (!signal.aborted && Date.now() >= end) controller.abort();
    return signal.aborted;
  });
  return { signal, end, clear: () => clearTimeout(timer) };
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

/** Pages being parsed while the rest of the check runs: the options, the promise of all, and what is parsed so far. */
interface ContentInFlight {
  opts: ContentLoadOptions;
  loaded: Promise<LoadedContent>;
  partial: LoadedContent;
}

/** Checks the site with `linter` validating OpenAPI documents, stopping short where `options.signal` fires. */
async function checkBefore(
  linter: SpecLinter,
  options: RunOptions & { signal?: AbortSignal; deadline?: number },
): Promise<CheckResult> {
  const onSpec = (spec: SpecDoc) => linter.submit(spec);
  // Pages are parsed (in worker threads on a large site) from the moment the files are listed, while the
  // navigation is resolved and OpenAPI documents are read.
  let content: ContentInFlight | undefined;
  const onFiles =
    options.content === false
      ? undefined
      : (m: SiteModel) => {
          if (content) return;
          const opts = contentOptions(m, options);
          const partial: LoadedContent = { extracts: new Map(), parsed: 0, reused: 0 };
          if (options.progress) {
            const total = m.files.contentFiles.filter((rel) => contentKind(rel)).length;
            options.progress.files = { total, done: () => Math.min(total, partial.extracts.size) };
          }
          content = { opts, partial, loaded: inPhase(options.timing, () => loadContent(opts, partial)) };
          // Awaited below; should the check stop before that, the failure is not an unhandled one.
          content.loaded.catch(() => undefined);
        };
  const { model, remote } = await analyzeWithRemote(options, onSpec, onFiles);
  // The base gets the documents fetched for this side: the same URL is the same document on both.
  let renames: Renames | undefined;
  if (options.base) {
    refuseBroken(model, 'head', options.cwd);
    ({ snapshot: model.base, renames } = baseSnapshot(options.base, { ...options, remote }));
  }
  resolveLinks(model, options.timing);
  // The rules that read neither the validator's findings nor the content run while those are still at work.
  const findings = runRules(model, (rule) => !rule.readsValidation && !rule.readsContent, options.timing);
  const specsNotValidated = await validateApiDocuments(model, linter, options);
  for (const [rule, list] of runRules(
    model,
    (rule) => rule.readsValidation === true && !rule.readsContent,
    options.timing,
  ))
    findings.set(rule, list);
  const filesNotParsed = content ? await attachParsedContent(model, content, options) : 0;
  // A check that ran past its time with nothing left undone is whole: the time limit cut none of its findings.
  if (options.maxTimeMs !== undefined && filesNotParsed + specsNotValidated > 0)
    model.stopped = {
      limitMs: options.maxTimeMs,
      filesNotParsed,
      files: model.files.contentFiles.length,
      specsNotValidated,
    };
  for (const [rule, list] of runRules(model, (rule) => rule.readsContent === true, options.timing))
    findings.set(rule, list);
  return conclude(model, findings, { ...options, ...(renames ? { renames } : {}) });
}

/** The site's model, analysed again with the remote documents it names when `--fetch-remote` fetched any. */
async function analyzeWithRemote(
  options: RunOptions,
  onSpec: (spec: SpecDoc) => void,
  onFiles: ((m: SiteModel) => void) | undefined,
): Promise<{ model: SiteModel; remote: RunOptions['remote'] }> {
  const model = analyze({ ...options, onSpec }, onFiles);
  if (!options.fetchRemote) return { model, remote: options.remote };
  const urls = [
    ...(model.openapi?.references ?? []).flatMap((r) => (r.resolution.status === 'remote' ? [r.resolution.url] : [])),
    ...(model.references?.remoteUrls() ?? []),
  ];
  if (urls.length === 0) return { model, remote: options.remote };
  options.timing?.enter('load');
  const notFetched = new Map<string, string>();
  const remote = await fetchRemoteSpecs(urls, {
    allowPrivateHosts: options.allowPrivateHosts === true,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    notFetched,
  });
  const again = analyze({ ...options, onSpec, remote }, onFiles);
  if (notFetched.size > 0) again.remoteNotFetched = notFetched;
  return { model: again, remote };
}

/** Records the validators' findings on OpenAPI and AsyncAPI documents; returns how many OpenAPI documents time left unvalidated. */
async function validateApiDocuments(
  model: SiteModel,
  linter: SpecLinter,
  options: RunOptions & { signal?: AbortSignal },
): Promise<number> {
  const oa = model.openapi;
  let specsNotValidated = 0;
  if (oa) {
    options.timing?.enter('parse specs');
    if (options.progress) countValidated(options.progress, oa.specs(), linter);
    const validated = await unlessStopped(validateSpecs(oa.specs(), linter), options.signal);
    if (validated) for (const [file, problems] of validated) oa.validation.set(file, problems);
    else specsNotValidated = oa.specs().filter((s) => s.kind === 'openapi3' && s.errors.length === 0).length;
  }
  const refs = model.references;
  if (refs) {
    options.timing?.enter('parse specs');
    for (const [file, problems] of await validateAsyncApiDocs(refs.asyncApiDocuments()))
      refs.validation.set(file, problems);
  }
  return specsNotValidated;
}

/** Counts the OpenAPI documents validated in `progress`, as the validator answers for each. */
function countValidated(progress: CheckProgress, specs: SpecDoc[], linter: SpecLinter): void {
  const todo = specs.filter(isValidated);
  const documents = (progress.documents = { total: todo.length, done: 0 });
  for (const spec of todo)
    void linter.outcome(spec).then(
      () => documents.done++,
      () => undefined,
    );
}

/** Attaches the parsed pages to the model and resolves links again; returns how many files time left unparsed. */
async function attachParsedContent(
  model: SiteModel,
  content: ContentInFlight,
  options: RunOptions & { signal?: AbortSignal },
): Promise<number> {
  const signal = options.signal;
  let filesNotParsed = 0;
  options.timing?.enter('content');
  const extra = listedButIgnored(model);
  let loaded = (await unlessStopped(content.loaded, signal)) ?? content.partial;
  // Parsing on this thread stops at the deadline too (`deadline` in the content options).
  if (!expired(signal)) loaded = await completeContent(content.opts, loaded, extra);
  if (expired(signal))
    // What was not parsed in time has no extract: it is recorded as such, and nothing more is parsed.
    for (const rel of [...model.files.contentFiles, ...extra]) {
      if (loaded.extracts.has(rel) || !contentKind(rel)) continue;
      loaded.extracts.set(rel, { kind: 'skipped', reason: 'the check reached its time limit first', stopped: true });
      filesNotParsed++;
    }
  attachContent(model, loaded, extra);
  resolveLinks(model, options.timing);
  return filesNotParsed;
}
