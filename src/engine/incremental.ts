import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { CacheStore } from '../content/cache.js';
import { contentKind } from '../content/kind.js';
import { completeContent, loadContent, type ContentLoadOptions, type LoadedContent } from '../content/load.js';
import { loadParser } from '../content/pool.js';
import type { FileSystem } from '../core/fs.js';
import { toPosix } from '../core/paths.js';
import type { PhaseTimer } from '../core/timing.js';
import type { Diagnostic, Span } from '../core/types.js';
import { conclude, runRules, summarize } from './rules.js';
import { analyze, attachContent, contentOptions, listedButIgnored } from './run.js';
import type { CheckResult } from './types.js';
import type { ContentExtract } from '../content/types.js';
import { ContentModel, docsVariables, type ContentFile } from '../model/content.js';
import { readPageHead } from '../model/frontmatter.js';
import { linkCheckOf, relinkContent, shareLinkCheck, shownFiles, type LinkCheck } from '../model/links.js';
import type { SiteModel } from '../model/site.js';
import { validateAsyncApiDocs, type AsyncApiProblem } from '../openapi/asyncapi-validate.js';
import { fetchRemoteSpecs } from '../openapi/remote.js';
import { SpecLinter, validateSpecs } from '../openapi/validate.js';
import type { Rule } from '../rules/rule.js';

/** What an incremental check needs: the docs root, the outside world, and how to parse the first time. */
export interface IncrementalOptions {
  /** The docs root, a folder holding docs.json, or docs.json itself. */
  dir: string;
  cwd: string;
  /** Read on every update: an editor passes its open documents laid over the disk. */
  fs: FileSystem;
  configPath?: string;
  /** Fetch remote OpenAPI documents once, when the check starts. */
  fetchRemote?: boolean;
  /** Reach loopback and private addresses too when fetching (`--allow-private-hosts`). */
  allowPrivateHosts?: boolean;
  fetchImpl?: typeof fetch;
  /** Extracts kept between runs (`--cache`): read when the check starts, and written then. */
  contentCache?: CacheStore;
  contentWorker?: () => Worker;
  parallelism?: number;
  lintWorker?: () => Worker;
  timing?: PhaseTimer;
}

/**
 * What an update did: nothing (no file of the site changed), the content rules only (a file that is not parsed
 * changed), the pages that changed and what depends on them, or the whole site again (docs.json, the set of
 * files, a page's metadata or an API document changed) with every page extract that did not change.
 */
export type UpdateKind = 'none' | 'rules' | 'content' | 'site';

/** The outcome of an update. */
export interface Update {
  result: CheckResult;
  kind: UpdateKind;
  /** Root-relative paths of the files parsed again. */
  parsed: string[];
}

/** One OpenAPI or AsyncAPI document's validation, kept while its text stays the same. */
interface Validated<P> {
  text: string;
  problems: P[] | undefined;
}

/**
 * A check that stays up to date: after the first, full run it is told which files changed and does only what they
 * affect. A changed page or snippet is parsed again; the links resolved again are those of the files whose findings
 * may change (the file itself, the pages that show it, the snippets it shows, and the files whose `#fragment` links
 * look into any of them); the rules that read content run again over that, the others keep their findings. A change
 * to docs.json (or to the set of files, a page's metadata, an API document) resolves the site again, reusing every
 * page extract and every validation of an unchanged document.
 */
export class IncrementalCheck {
  private model!: SiteModel;
  private findings = new Map<Rule, Diagnostic[]>();
  private extracts = new Map<string, ContentExtract>();
  private variables = '';
  private remote?: Map<string, string>;
  private readonly specs = new Map<string, Validated<{ message: string; span: Span }>>();
  private readonly asyncs = new Map<string, Validated<AsyncApiProblem>>();
  private readonly linter: SpecLinter;
  /** The snippets each file shows (found files only), by root-relative path. */
  private edges = new Map<string, string[]>();
  /** The files that show each snippet, before and after the last change of content. */
  private shownBy = new Map<string, Set<string>>();
  /** The latest result. */
  result!: CheckResult;

  private constructor(private readonly options: IncrementalOptions) {
    this.linter = new SpecLinter(options.lintWorker);
  }

  /** Runs the first, full check (pages parsed in worker threads when there are many). */
  static async start(options: IncrementalOptions): Promise<IncrementalCheck> {
    const check = new IncrementalCheck(options);
    try {
      if (options.fetchRemote) check.remote = await fetchAll(options);
      // Changed pages are parsed on this thread, whoever parses the first time.
      await loadParser();
      await check.rebuild(undefined);
    } catch (e) {
      await check.close();
      throw e;
    }
    return check;
  }

  /** The absolute docs root. */
  get root(): string {
    return this.model.root;
  }

  /** The current model (its content parsed). */
  get site(): SiteModel {
    return this.model;
  }

  /** Stops the validation worker, if one was started. */
  async close(): Promise<void> {
    await this.linter.close();
  }

  /** Brings the check up to date after changes to the given files (absolute paths; deleted and new ones too). */
  async update(changed: Iterable<string>): Promise<Update> {
    const model = this.model;
    const content = new Set<string>();
    let kind: UpdateKind = 'none';
    for (const abs of new Set(changed)) {
      const k = this.classify(path.resolve(this.options.cwd, abs), content);
      if (k === 'site') kind = 'site';
      else if (k === 'content' && kind !== 'site') kind = 'content';
      else if (k === 'rules' && kind === 'none') kind = 'rules';
    }
    if (kind === 'site') {
      const parsed = await this.rebuild(new Set([...content]));
      return { result: this.result, kind, parsed };
    }
    if (kind === 'none') return { result: this.result, kind, parsed: [] };
    const timing = this.options.timing;
    const parsed = [...content].filter((rel) => this.extracts.has(rel));
    timing?.enter('content');
    const next = await this.withContent(model, parsed);
    timing?.enter('links');
    const before = linkCheckOf(model);
    const affected =
      kind === 'content' ? this.affected(model.content!, next.content!, parsed, before) : new Set<string>();
    const findings = new Map(this.findings);
    if (affected === undefined) {
      linkCheckOf(next);
      for (const [rule, list] of runRules(next, (r) => r.readsContent === true, timing)) findings.set(rule, list);
    } else {
      const links = relinkContent(next, before, affected);
      this.judgeFew(next, links, affected, findings);
    }
    timing?.enter('report');
    this.commit(next, findings);
    timing?.enter(undefined);
    return { result: this.result, kind, parsed };
  }

  /**
   * Runs the rules that read content on the `affected` files only (and on the pages that show them, for the
   * snippets they show), and merges what they find with the earlier findings of the other files; the rule that
   * judges the whole site (a page nothing reaches) runs on all of it.
   */
  private judgeFew(model: SiteModel, links: LinkCheck, affected: Set<string>, findings: Map<Rule, Diagnostic[]>): void {
    const content = model.content!;
    const few = new Set([...affected, ...closure(affected, this.shownBy)]);
    const view: SiteModel = { ...model, content: content.only(few) };
    shareLinkCheck(view, links, few);
    const timing = this.options.timing;
    const local = runRules(view, (r) => r.readsContent === true && !WHOLE_SITE.has(r.meta.id), timing);
    const fresh = (file: string) => {
      const rel = toPosix(path.relative(model.root, file));
      return few.has(rel) || !content.get(rel);
    };
    for (const [rule, list] of local)
      findings.set(rule, [
        ...(findings.get(rule) ?? []).filter((d) => !fresh(d.span.file)),
        ...list.filter((d) => fresh(d.span.file)),
      ]);
    for (const [rule, list] of runRules(model, (r) => WHOLE_SITE.has(r.meta.id), timing)) findings.set(rule, list);
  }

  /** Files whose links may resolve differently after `changed` were parsed again; undefined when every file's may. */
  private affected(
    before: ContentModel,
    after: ContentModel,
    changed: string[],
    links: LinkCheck,
  ): Set<string> | undefined {
    // A page that starts or stops showing `<Update>` entries gains or loses its RSS feed, a URL of the site.
    for (const rel of changed) if ([before, after].some((c) => hasUpdates(c.get(rel)))) return undefined;
    const edges = new Map(this.edges);
    for (const rel of changed) {
      const f = after.get(rel);
      if (f)
        edges.set(
          rel,
          shownFiles(after, f).map((s) => s.rel),
        );
      else edges.delete(rel);
    }
    const shows = new Map<string, Set<string>>();
    const shownBy = (this.shownBy = new Map<string, Set<string>>());
    for (const graph of [this.edges, edges])
      for (const [from, list] of graph)
        for (const to of list) {
          add(shows, from, to);
          add(shownBy, to, from);
        }
    this.edges = edges;
    const seen = new Set<string>(changed);
    // The pages that show a changed file have other IDs now; the snippets it shows are read against its URL.
    const showing = closure(changed, shownBy);
    const shown = closure(changed, shows);
    for (const rel of [...showing, ...shown]) seen.add(rel);
    for (const l of links.links)
      if (l.from && l.anchorsIn !== undefined && (showing.has(l.anchorsIn) || seen.has(l.anchorsIn)))
        seen.add(l.from.rel);
    return seen;
  }

  /** What kind of update a changed file asks for; content files to parse again are added to `content`. */
  private classify(abs: string, content: Set<string>): UpdateKind {
    const model = this.model;
    const { fs } = this.options;
    if (abs === model.configFile || model.config.sources.has(abs) || abs === model.rc?.file) return 'site';
    const rel = toPosix(path.relative(model.root, abs));
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return 'none';
    if (rel.split('/').some((part) => part === '.git' || part === 'node_modules')) return 'none';
    if (rel === '.mintignore' || rel === '.navlintrc.json') return 'site';
    let kind: 'file' | 'dir' | 'none' = 'none';
    try {
      const st = fs.statSync(abs);
      kind = st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'none';
    } catch {
      kind = 'none';
    }
    const files = model.files;
    const known = files.files.has(rel);
    // A file or folder that comes or goes changes what the site holds.
    if (kind === 'dir') return files.dirs.has(rel) ? 'none' : 'site';
    if (kind === 'none') return known || files.dirs.has(rel) ? 'site' : 'none';
    if (!known) return 'site';
    if (/\.(json|ya?ml)$/i.test(rel)) return 'site';
    if (!contentKind(rel) || !this.extracts.has(rel)) return 'rules';
    content.add(rel);
    const meta = model.openapi?.pageMeta.get(rel);
    if (meta || files.pageFiles.includes(rel)) {
      let head: string | undefined;
      try {
        head = readPageHead(fs, abs);
      } catch {
        head = undefined;
      }
      // A page's metadata takes part in the navigation model (titles, `openapi:`): the site is resolved again.
      if (!meta || head === undefined || frontmatterOf(head) !== frontmatterOf(meta.source.text)) return 'site';
    }
    return 'content';
  }

  /** The model with the given files parsed again (the other extracts kept). */
  private async withContent(model: SiteModel, changed: string[]): Promise<SiteModel> {
    const loaded: LoadedContent = { extracts: new Map(this.extracts), parsed: 0, reused: 0 };
    for (const rel of changed) loaded.extracts.delete(rel);
    const listed = listedButIgnored(model);
    await completeContent(this.contentOptions(model, false), loaded, [...changed, ...listed]);
    this.extracts = loaded.extracts;
    const next: SiteModel = { ...model };
    attachContent(next, loaded, listed);
    return next;
  }

  /**
   * How to load content: with the cache the first time; with the page workers always (after the first time, a page
   * goes to one only when it is large enough once expanded to need a worker's bounds).
   */
  private contentOptions(model: SiteModel, first: boolean): ContentLoadOptions {
    const { contentCache, contentWorker, parallelism } = this.options;
    return contentOptions(model, first ? { contentCache, contentWorker, parallelism } : { contentWorker, parallelism });
  }

  /**
   * Resolves the site again and runs every rule: page extracts are kept but for `changed` files (and all of them
   * when docs.json's variables changed), validations of documents whose text did not change are kept.
   */
  private async rebuild(changed: Set<string> | undefined): Promise<string[]> {
    const options = this.options;
    const model = analyze({ ...options, ...(this.remote ? { remote: this.remote } : {}) });
    const variables = JSON.stringify([...docsVariables(model.docs)].sort(([a], [b]) => (a < b ? -1 : 1)));
    const first = changed === undefined || variables !== this.variables;
    this.variables = variables;
    const listed = listedButIgnored(model);
    let loaded: LoadedContent;
    const opts = this.contentOptions(model, first);
    options.timing?.enter('content');
    if (first) loaded = await completeContent(opts, await loadContent(opts), listed);
    else {
      loaded = { extracts: new Map(), parsed: 0, reused: 0 };
      for (const rel of [...model.files.contentFiles, ...listed]) {
        const kept = this.extracts.get(rel);
        if (kept && !changed.has(rel)) loaded.extracts.set(rel, kept);
      }
      const missing = [...model.files.contentFiles, ...listed].filter((rel) => !loaded.extracts.has(rel));
      await completeContent(opts, loaded, missing);
    }
    this.extracts = loaded.extracts;
    const content = attachContent(model, loaded, listed);
    this.edges = new Map();
    for (const f of content.files) {
      const shown = shownFiles(content, f);
      if (shown.length > 0)
        this.edges.set(
          f.rel,
          shown.map((s) => s.rel),
        );
    }
    options.timing?.enter('links');
    linkCheckOf(model);
    const findings = runRules(model, (r) => !r.readsValidation, options.timing);
    await this.validate(model);
    for (const [rule, list] of runRules(model, (r) => r.readsValidation === true, options.timing))
      findings.set(rule, list);
    this.commit(model, findings);
    return first ? [...loaded.extracts.keys()] : [...(changed ?? [])].filter((rel) => loaded.extracts.has(rel));
  }

  /** Validates the OpenAPI and AsyncAPI documents whose text changed since they were last validated. */
  private async validate(model: SiteModel): Promise<void> {
    this.options.timing?.enter('parse specs');
    const oa = model.openapi;
    if (oa) {
      const specs = oa.specs();
      const todo = specs.filter((s) => s.source === undefined || this.specs.get(s.file)?.text !== s.source.text);
      const fresh = todo.length > 0 ? await validateSpecs(todo, this.linter) : new Map();
      for (const s of todo) if (s.source) this.specs.set(s.file, { text: s.source.text, problems: fresh.get(s.file) });
      for (const s of specs) {
        const problems = s.source ? this.specs.get(s.file)?.problems : fresh.get(s.file);
        if (problems) oa.validation.set(s.file, problems);
      }
    }
    const refs = model.references;
    if (refs) {
      const docs = refs.asyncApiDocuments();
      const todo = docs.filter((d) => d.source === undefined || this.asyncs.get(d.file)?.text !== d.source.text);
      const fresh = todo.length > 0 ? await validateAsyncApiDocs(todo) : new Map();
      for (const d of todo) if (d.source) this.asyncs.set(d.file, { text: d.source.text, problems: fresh.get(d.file) });
      for (const d of docs) {
        const problems = d.source ? this.asyncs.get(d.file)?.problems : fresh.get(d.file);
        if (problems) refs.validation.set(d.file, problems);
      }
    }
  }

  private commit(model: SiteModel, findings: Map<Rule, Diagnostic[]>): void {
    this.model = model;
    this.findings = findings;
    this.result = conclude(model, findings, { cwd: this.options.cwd });
  }
}

/**
 * A check of a few files only, for an editor that opens a large site: the site is resolved, but only `rels` (and
 * the snippets they import) are parsed. Findings about those files are those of a full check, but for the ones that
 * need every page (a page no other page links to, a fragment into a page not parsed).
 */
export async function checkFew(options: IncrementalOptions, rels: string[]): Promise<CheckResult> {
  const model = analyze(options);
  const { contentWorker, parallelism } = options;
  const loaded = await completeContent(
    contentOptions(model, { contentWorker, parallelism }),
    { extracts: new Map(), parsed: 0, reused: 0 },
    rels.filter((rel) => contentKind(rel) !== undefined),
  );
  attachContent(model, loaded, []);
  linkCheckOf(model);
  const findings = runRules(model, (r) => !r.readsValidation && r.meta.id !== 'page-unreachable');
  const few = new Set(rels.map((rel) => path.join(model.root, ...rel.split('/'))));
  const result = conclude(model, findings, { cwd: options.cwd });
  // What the content rules found in other files depends on pages that were not parsed.
  const reads = new Set(result.rules.filter((r) => r.readsContent).map((r) => r.meta.id));
  result.diagnostics = result.diagnostics.filter((d) => few.has(d.span.file) || !reads.has(d.rule));
  result.summary = summarize(result.diagnostics);
  return result;
}

/** The frontmatter block at the start of a page's text, or nothing. */
function frontmatterOf(head: string): string {
  if (!/^\uFEFF?---[ \t]*\r?\n/.test(head)) return '';
  const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(head.slice(3));
  return close ? head.slice(0, 3 + close.index + close[0].length) : head;
}

/** The rules that judge every page together: they run on the whole site after any change. */
const WHOLE_SITE = new Set(['page-unreachable']);

function hasUpdates(f: ContentFile | undefined): boolean {
  return f?.extract.kind === 'mdx' && f.extract.jsx.some((j) => j.name === 'Update');
}

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** Everything reachable from `start` along `edges` (start itself left out unless reached again). */
function closure(start: Iterable<string>, edges: Map<string, Set<string>>): Set<string> {
  const out = new Set<string>();
  const todo = [...start];
  while (todo.length > 0) {
    for (const next of edges.get(todo.pop()!) ?? [])
      if (!out.has(next)) {
        out.add(next);
        todo.push(next);
      }
  }
  return out;
}

/** Fetches the remote documents the site names, once. */
async function fetchAll(options: IncrementalOptions): Promise<Map<string, string> | undefined> {
  const model = analyze(options);
  const urls = [
    ...(model.openapi?.references ?? []).flatMap((r) => (r.resolution.status === 'remote' ? [r.resolution.url] : [])),
    ...(model.references?.remoteUrls() ?? []),
  ];
  return urls.length > 0
    ? fetchRemoteSpecs(urls, {
        ...(options.allowPrivateHosts ? { allowPrivateHosts: true } : {}),
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      })
    : undefined;
}
