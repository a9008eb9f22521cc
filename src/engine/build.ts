import { historyOf } from './history.js';
import type { CheckProgress } from '../core/progress.js';
import type { Diagnostic, Span } from '../core/types.js';
import type { ContentExtract } from '../content/types.js';
import { completeContent, loadContent, type ContentLoadOptions, type LoadedContent } from '../content/load.js';
import { contentKind } from '../content/kind.js';
import { loadParser } from '../content/pool.js';
import { docsVariables } from '../model/content.js';
import { linkCheckOf, siteUrlsOf } from '../model/links.js';
import type { PublishedList, SiteModel } from '../model/site.js';
import type { SpecDoc } from '../openapi/spec.js';
import { fetchRemoteSpecs } from '../openapi/remote.js';
import { validateAsyncApiDocs, type AsyncApiProblem } from '../openapi/asyncapi-validate.js';
import { validated as isValidated, validateSpecs, type SpecLinter } from '../openapi/validate.js';
import type { Rule } from '../rules/rule.js';
import { runRules } from './rules.js';
import { checkExternal } from './external.js';
import type { Renames } from './renames.js';
import { analyze, attachContent, contentOptions, inPhase, listedButIgnored } from './site.js';
import { baseSnapshot, refuseBroken } from './sides.js';
import { loadPublished, publishedBaseOf, sitemapUrlOf } from './published.js';
import { fresh, readFetchCache, writeFetchCache } from './fetch-cache.js';
import { EXTERNAL_DEFAULTS } from '../load/external-config.js';
import type { PublishedSource, RunOptions } from './types.js';

// The one pipeline of a check: load the site, parse its pages while the navigation is resolved and the rules that
// need no page run, validate its API documents, then run the rules that read them. A cold check runs it from
// nothing; after a change the engine runs it again with what did not change (page extracts, validations) kept.

/** One API document's validation, kept while its text stays the same. */
interface Validated<P> {
  text: string;
  problems: P[] | undefined;
}

/** What a build keeps for the next: page extracts, validations by document text, the remote documents fetched. */
export interface BuildMemory {
  extracts: Map<string, ContentExtract>;
  /** docs.json's variables, as text: when they change, every page is parsed again. */
  variables?: string;
  /** The published site's URLs, read by the first build (`--published`, `--published-urls`). */
  published?: PublishedList;
  /** The remote documents fetched by the first build; undefined until then. */
  remote?: Map<string, string>;
  fetched: boolean;
  readonly specs: Map<string, Validated<{ message: string; span: Span }>>;
  readonly asyncs: Map<string, Validated<AsyncApiProblem>>;
}

export function emptyMemory(): BuildMemory {
  return { extracts: new Map(), fetched: false, specs: new Map(), asyncs: new Map() };
}

/** What a build gives: the model (its content attached), the findings of every rule, the base's renames. */
export interface Built {
  model: SiteModel;
  findings: Map<Rule, Diagnostic[]>;
  renames?: Renames;
  /** Root-relative paths of the files parsed (not taken from the memory or the cache). */
  parsed: string[];
}

/**
 * What this build is: the first (`changed` undefined: every page parsed, the cache read, the time limit in force), or
 * a rebuild after `changed` files (the memory's other extracts kept). `pages` parses only those pages, with neither
 * the rules that read validation nor the whole-site ones: the check of a few open files in an editor.
 */
export interface BuildRequest {
  changed?: Set<string>;
  pages?: string[];
  /** The rules to run (all by default). */
  rules?: (rule: Rule) => boolean;
}

/** The build's options with its time limit. */
type Timed = RunOptions & { signal?: AbortSignal; deadline?: number };

/** Runs the pipeline: the site loaded and judged, with `linter` validating OpenAPI documents. */
export async function build(
  linter: SpecLinter,
  options: RunOptions,
  memory: BuildMemory,
  request: BuildRequest = {},
): Promise<Built> {
  const first = !memory.fetched;
  // The page parser is loaded before the check begins: the pages this thread parses are then parsed as soon as
  // they are read, as the check's steps expect (a navigation-only check never loads it). Where workers parse them, this
  // thread loads it only to parse what they leave: its megabyte of code is not compiled while they start.
  if (options.content !== false && (!options.pagesInWorkers || !first)) await loadParser();
  const deadline = first ? timeLimit(options) : undefined;
  try {
    return await buildBefore(
      linter,
      {
        ...options,
        ...(deadline ? { signal: deadline.signal, deadline: deadline.end } : {}),
      },
      memory,
      request,
    );
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
  /** Files to parse once the model is known (a rebuild's changed and missing files, or the pages asked for). */
  more?: (model: SiteModel) => string[];
  /** Only those: not the pages the navigation lists in ignored folders either (the check of a few pages). */
  onlyMore?: true;
  /** The files that count as parsed again, of those loaded (all of them by default). */
  fresh?: (loaded: LoadedContent) => string[];
}

/** Starts parsing pages as soon as the files are listed: all of them the first time, else what the memory lacks. */
function contentStarter(
  options: Timed,
  memory: BuildMemory,
  request: BuildRequest,
): { onFiles?: (m: SiteModel) => void; content: () => ContentInFlight | undefined } {
  let content: ContentInFlight | undefined;
  if (options.content === false) return { content: () => undefined };
  const onFiles = (m: SiteModel) => {
    if (content) return;
    const variables = variablesOf(m);
    const again = memory.fetched && request.changed !== undefined && variables === memory.variables;
    memory.variables = variables;
    // The cache is read by the first build only; after it, the memory holds every extract.
    const opts = contentOptions(m, again || request.pages ? { ...options, contentCache: undefined } : options);
    const partial: LoadedContent = { extracts: new Map(), parsed: 0, reused: 0 };
    if (request.pages) {
      content = { opts, partial, loaded: Promise.resolve(partial), more: () => request.pages!, onlyMore: true };
      return;
    }
    if (again) {
      for (const [rel, extract] of memory.extracts) if (!request.changed!.has(rel)) partial.extracts.set(rel, extract);
      const fresh = (l: LoadedContent) => [...request.changed!].filter((rel) => l.extracts.has(rel));
      content = { opts, partial, loaded: Promise.resolve(partial), more: (model) => model.files.contentFiles, fresh };
      return;
    }
    if (options.progress) {
      const total = m.files.contentFiles.filter((rel) => contentKind(rel)).length;
      options.progress.files = { total, done: () => Math.min(total, partial.extracts.size) };
    }
    content = { opts, partial, loaded: inPhase(options.timing, () => loadContent(opts, partial)) };
    // Awaited below; should the check stop before that, the failure is not an unhandled one.
    content.loaded.catch(() => undefined);
  };
  return { onFiles, content: () => content };
}

/** docs.json's variables as text, in a stable order. */
function variablesOf(model: SiteModel): string {
  return JSON.stringify([...docsVariables(model.docs)].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Checks the site with `linter` validating OpenAPI documents, stopping short where `options.signal` fires. */
async function buildBefore(
  linter: SpecLinter,
  options: Timed,
  memory: BuildMemory,
  request: BuildRequest,
): Promise<Built> {
  // The check of a few pages validates no document.
  const onSpec = request.pages ? () => undefined : (spec: SpecDoc) => linter.submit(spec);
  // Pages are parsed (in worker threads on a large site) from the moment the files are listed, while the
  // navigation is resolved and OpenAPI documents are read.
  const starter = contentStarter(options, memory, request);
  const { model, renames } = await siteOf(options, memory, onSpec, starter.onFiles);
  // `--published URL` names the site's address for this run, over `published` of `.navlintrc.json`: links written
  // with it are internal links.
  if (options.published !== undefined)
    model.rc = {
      ...(model.rc ?? { rules: new Map(), ignore: [], issues: [], ruleKeys: [] }),
      published: publishedBaseOf(options.published),
    };
  resolveLinks(model, options);
  // Which file changed last, for the rules that compare a translation with its source; one git run for the site.
  if (options.git && !request.pages) model.history = historyOf(options.git, model.root);
  const chosen = request.rules ?? (() => true);
  const run = (which: (rule: Rule) => boolean) => runRules(model, (r) => chosen(r) && which(r), options.timing);
  // The rules that read neither the validator's findings nor the content run while those are still at work.
  const findings = run((rule) => !rule.readsValidation && !rule.readsContent);
  const specsNotValidated = request.pages ? 0 : await validateApiDocuments(model, linter, memory, options);
  for (const [rule, list] of run((r) => r.readsValidation === true && !r.readsContent)) findings.set(rule, list);
  const content = starter.content();
  const parsed = content ? await parsedContent(model, content, options) : undefined;
  withContent(model, parsed, options, specsNotValidated);
  if (options.external && !request.pages) {
    const was = options.timing?.enter('external');
    model.external = await checkExternal(model, {
      allowPrivateHosts: options.allowPrivateHosts === true,
      ...(options.fetchCache ? { cache: options.fetchCache } : {}),
      ...(options.checkLinks ? { checkLinks: options.checkLinks } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.progress ? { progress: options.progress } : {}),
    });
    options.timing?.enter(was);
  }
  for (const [rule, list] of run((r) => r.readsContent === true)) findings.set(rule, list);
  if (parsed) memory.extracts = parsed.loaded.extracts;
  return { model, findings, ...(renames ? { renames } : {}), parsed: parsed?.fresh ?? [] };
}

/** The site's model, with the remote documents fetched the first time, and the base's snapshot with `--base`. */
async function siteOf(
  options: Timed,
  memory: BuildMemory,
  onSpec: (spec: SpecDoc) => void,
  onFiles: ((m: SiteModel) => void) | undefined,
): Promise<{ model: SiteModel; renames?: Renames }> {
  let model: SiteModel;
  if (memory.fetched)
    model = analyze({ ...options, onSpec, ...(memory.remote ? { remote: memory.remote } : {}) }, onFiles);
  else {
    ({ model, remote: memory.remote } = await analyzeWithRemote(options, onSpec, onFiles));
    memory.fetched = true;
  }
  await attachPublished(model, options, memory);
  if (!options.base) return { model };
  // The base gets the documents fetched for this side: the same URL is the same document on both.
  refuseBroken(model, 'head', options.cwd);
  const { snapshot, renames } = baseSnapshot(options.base, { ...options, remote: memory.remote });
  model.base = snapshot;
  return { model, ...(renames ? { renames } : {}) };
}

/**
 * The published site's URLs, from the cache when it fetched the same sitemap less than `maxAgeMs` ago (`external.maxAge`,
 * a day by default); a file the user saved is read each time.
 */
async function cachedPublished(
  source: PublishedSource,
  options: RunOptions,
  maxAgeMs = EXTERNAL_DEFAULTS.maxAgeMs,
): Promise<PublishedList> {
  if (source.kind !== 'fetch' || !options.fetchCache) return loadPublished(source, options);
  const cache = readFetchCache(options.fetchCache);
  const now = Date.now();
  const hit = cache.sitemaps.get(source.url);
  if (hit && fresh(hit.at, now, maxAgeMs)) return { source: sitemapUrlOf(source.url), urls: hit.urls };
  const list = await loadPublished(source, options);
  cache.sitemaps.set(source.url, { at: now, urls: list.urls });
  writeFetchCache(options.fetchCache, cache, now, maxAgeMs);
  return list;
}

/**
 * The published site's URLs, read by the first build (`loadPublished`) and kept for the next, with the base URL they
 * are mapped against: `--published`, else `published` of `.navlintrc.json`.
 */
async function attachPublished(model: SiteModel, options: RunOptions, memory: BuildMemory): Promise<void> {
  if (!options.publishedUrls) return;
  memory.published ??= await cachedPublished(options.publishedUrls, options, model.rc?.external?.maxAgeMs);
  const base = options.published !== undefined ? publishedBaseOf(options.published) : model.rc?.published;
  model.published = { ...memory.published, ...(base !== undefined ? { base } : {}) };
}

/** Builds the site's URL index and, when pages are parsed, resolves every link: the links phase of `--timing`. */
function resolveLinks(model: SiteModel, options: RunOptions): void {
  inPhase(options.timing, () => (model.content ? linkCheckOf(model) : siteUrlsOf(model)), 'links');
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

/**
 * Records the validators' findings on OpenAPI and AsyncAPI documents, validating only those whose text the memory
 * has not seen; returns how many OpenAPI documents time left unvalidated.
 */
async function validateApiDocuments(
  model: SiteModel,
  linter: SpecLinter,
  memory: BuildMemory,
  options: Timed,
): Promise<number> {
  const oa = model.openapi;
  let specsNotValidated = 0;
  if (oa) {
    options.timing?.enter('parse specs');
    const specs = oa.specs();
    const todo = specs.filter((s) => s.source === undefined || memory.specs.get(s.file)?.text !== s.source.text);
    if (options.progress) countValidated(options.progress, todo, linter);
    const fresh = todo.length > 0 ? await unlessStopped(validateSpecs(todo, linter), options.signal) : new Map();
    if (fresh) {
      for (const s of todo)
        if (s.source) memory.specs.set(s.file, { text: s.source.text, problems: fresh.get(s.file) });
      for (const s of specs) {
        const problems = s.source ? memory.specs.get(s.file)?.problems : fresh.get(s.file);
        if (problems) oa.validation.set(s.file, problems);
      }
    } else specsNotValidated = specs.filter((s) => s.kind === 'openapi3' && s.errors.length === 0).length;
  }
  const refs = model.references;
  if (refs) {
    options.timing?.enter('parse specs');
    const docs = refs.asyncApiDocuments();
    const todo = docs.filter((d) => d.source === undefined || memory.asyncs.get(d.file)?.text !== d.source.text);
    const fresh = todo.length > 0 ? await validateAsyncApiDocs(todo) : new Map<string, AsyncApiProblem[]>();
    for (const d of todo) if (d.source) memory.asyncs.set(d.file, { text: d.source.text, problems: fresh.get(d.file) });
    for (const d of docs) {
      const problems = d.source ? memory.asyncs.get(d.file)?.problems : fresh.get(d.file);
      if (problems) refs.validation.set(d.file, problems);
    }
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

/** The pages parsed: every extract, those parsed afresh, those time left unparsed, and the listed-but-ignored. */
interface ParsedContent {
  loaded: LoadedContent;
  fresh: string[];
  filesNotParsed: number;
  extra: string[];
}

/** Waits for the pages, parses what is left (files the first pass did not list); counts what time left unparsed. */
async function parsedContent(model: SiteModel, content: ContentInFlight, options: Timed): Promise<ParsedContent> {
  const signal = options.signal;
  let filesNotParsed = 0;
  options.timing?.enter('content');
  const extra = content.onlyMore ? [] : listedButIgnored(model);
  let loaded = (await unlessStopped(content.loaded, signal)) ?? content.partial;
  const more = content.more ? content.more(model) : [];
  // Parsing on this thread stops at the deadline too (`deadline` in the content options).
  if (!expired(signal)) loaded = await completeContent(content.opts, loaded, [...more, ...extra]);
  if (expired(signal))
    // What was not parsed in time has no extract: it is recorded as such, and nothing more is parsed.
    for (const rel of [...model.files.contentFiles, ...extra]) {
      if (loaded.extracts.has(rel) || !contentKind(rel)) continue;
      loaded.extracts.set(rel, { kind: 'skipped', reason: 'the check reached its time limit first', stopped: true });
      filesNotParsed++;
    }
  const fresh = content.fresh ? content.fresh(loaded) : [...loaded.extracts.keys()];
  return { loaded, fresh, filesNotParsed, extra };
}

/**
 * Gives the model its content, resolves its links again, and records what time left undone. The model is the same
 * object the other rules judged: the site's URL index, built before the pages were parsed, reads them from it.
 */
function withContent(
  model: SiteModel,
  parsed: ParsedContent | undefined,
  options: Timed,
  specsNotValidated: number,
): SiteModel {
  if (parsed) {
    attachContent(model, parsed.loaded, parsed.extra);
    resolveLinks(model, options);
  }
  const filesNotParsed = parsed?.filesNotParsed ?? 0;
  // A check that ran past its time with nothing left undone is whole: the time limit cut none of its findings.
  if (options.maxTimeMs !== undefined && filesNotParsed + specsNotValidated > 0)
    model.stopped = {
      limitMs: options.maxTimeMs,
      filesNotParsed,
      files: model.files.contentFiles.length,
      specsNotValidated,
    };
  return model;
}
