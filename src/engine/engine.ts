import path from 'node:path';
import { loadParser } from '../content/pool.js';
import type { LoadedContent } from '../content/load.js';
import { completeContent } from '../content/load.js';
import { toPosix } from '../core/paths.js';
import type { Diagnostic } from '../core/types.js';
import { linkCheckOf, relinkContent, shareLinkCheck, type LinkCheck } from '../model/links.js';
import type { SiteModel } from '../model/site.js';
import { SpecLinter } from '../openapi/validate.js';
import type { Rule } from '../rules/rule.js';
import { build, emptyMemory, type BuildMemory } from './build.js';
import { classifyAll, closure, ShowGraph, WHOLE_SITE, type UpdateKind } from './invalidate.js';
import { conclude, runRules, summarize } from './rules.js';
import { attachContent, contentOptions, listedButIgnored } from './site.js';
import type { CheckResult, RunOptions } from './types.js';

/** The outcome of an update. */
export interface Update {
  result: CheckResult;
  kind: UpdateKind;
  /** Root-relative paths of the files parsed again. */
  parsed: string[];
}

/**
 * The check, as one engine with invalidation: a cold check is a build from nothing; after it, the engine is told which
 * files changed and does only what they affect. A changed page or snippet is parsed again; the links resolved again
 * are those of the files whose findings may change (the file itself, the pages that show it, the snippets it shows,
 * and the files whose `#fragment` links look into any of them); the rules that read content run again over that, the
 * others keep their findings. A change to docs.json (or to the set of files, a page's metadata, an API document)
 * builds the site again, reusing every page extract and every validation of an unchanged document.
 */
export class Engine {
  private model!: SiteModel;
  private findings = new Map<Rule, Diagnostic[]>();
  private readonly memory: BuildMemory = emptyMemory();
  private readonly linter: SpecLinter;
  /** The snippet graph of the current content, made when an update first needs it. */
  private graph?: ShowGraph;
  /** The latest result. */
  result!: CheckResult;

  private constructor(private readonly options: RunOptions) {
    // Documents go to the validator as soon as they are parsed, so that (in a worker) it runs beside the rest of the
    // check. The worker starts with the first of them (the CLI starts it earlier when docs.json names OpenAPI).
    this.linter = options.specLinter ?? new SpecLinter(options.lintWorker);
  }

  /** Runs the first, full check. */
  static async start(options: RunOptions): Promise<Engine> {
    const engine = new Engine(options);
    try {
      const built = await build(engine.linter, options, engine.memory);
      engine.commit(built.model, built.findings, built.renames ? { renames: built.renames } : {});
    } catch (e) {
      await engine.close();
      throw e;
    }
    return engine;
  }

  /** The absolute docs root. */
  get root(): string {
    return this.model.root;
  }

  /** The current model (its content parsed). */
  get site(): SiteModel {
    return this.model;
  }

  /** Stops the validation worker, if the engine started one. */
  async close(): Promise<void> {
    if (!this.options.specLinter) await this.linter.close();
  }

  /** Brings the check up to date after changes to the given files (absolute paths; deleted and new ones too). */
  async update(changed: Iterable<string>): Promise<Update> {
    const model = this.model;
    const content = new Set<string>();
    const abs = [...changed].map((f) => path.resolve(this.options.cwd, f));
    const kind = classifyAll(model, this.options.fs, this.memory.extracts, abs, content);
    if (kind === 'none') return { result: this.result, kind, parsed: [] };
    // Changed pages are parsed on this thread, whoever parsed them the first time.
    await loadParser();
    if (kind === 'site') {
      const built = await build(this.linter, this.again(), this.memory, { changed: content });
      this.graph = undefined;
      this.commit(built.model, built.findings);
      return { result: this.result, kind, parsed: built.parsed };
    }
    const timing = this.options.timing;
    const parsed = [...content].filter((rel) => this.memory.extracts.has(rel));
    const graph = (this.graph ??= ShowGraph.of(model.content!));
    timing?.enter('content');
    const next = await this.withContent(model, parsed);
    timing?.enter('links');
    const before = linkCheckOf(model);
    const affected =
      kind === 'content' ? graph.affected(model.content!, next.content!, parsed, before) : new Set<string>();
    const findings = new Map(this.findings);
    if (affected === undefined) {
      linkCheckOf(next);
      for (const [rule, list] of runRules(next, (r) => r.readsContent === true, timing)) findings.set(rule, list);
    } else this.judgeFew(next, relinkContent(next, before, affected), affected, findings);
    timing?.enter('report');
    this.commit(next, findings);
    timing?.enter(undefined);
    return { result: this.result, kind, parsed };
  }

  /** The options of a build after the first: no time limit, no request to write suppressions, workers as they come. */
  private again(): RunOptions {
    const rest = { ...this.options };
    delete rest.maxTimeMs;
    delete rest.suppress;
    delete rest.pagesInWorkers;
    return rest;
  }

  /**
   * Runs the rules that read content on the `affected` files only (and on the pages that show them, for the
   * snippets they show), and merges what they find with the earlier findings of the other files; the rule that
   * judges the whole site (a page nothing reaches) runs on all of it.
   */
  private judgeFew(model: SiteModel, links: LinkCheck, affected: Set<string>, findings: Map<Rule, Diagnostic[]>): void {
    const content = model.content!;
    const few = new Set([...affected, ...closure(affected, this.graph!.shownBy)]);
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

  /** The model with the given files parsed again (the other extracts kept). */
  private async withContent(model: SiteModel, changed: string[]): Promise<SiteModel> {
    const loaded: LoadedContent = { extracts: new Map(this.memory.extracts), parsed: 0, reused: 0 };
    for (const rel of changed) loaded.extracts.delete(rel);
    const listed = listedButIgnored(model);
    const { contentWorker, parallelism } = this.options;
    await completeContent(contentOptions(model, { contentWorker, parallelism }), loaded, [...changed, ...listed]);
    this.memory.extracts = loaded.extracts;
    const next: SiteModel = { ...model };
    attachContent(next, loaded, listed);
    return next;
  }

  private commit(model: SiteModel, findings: Map<Rule, Diagnostic[]>, more: { renames?: CheckResult['renames'] } = {}) {
    this.model = model;
    this.findings = findings;
    const { suppress, only, cwd } = this.options;
    this.result = conclude(model, findings, {
      cwd,
      ...(suppress && this.result === undefined ? { suppress } : {}),
      ...(only ? { only } : {}),
      ...more,
    });
  }
}

/** The full check, once: an engine started and closed. */
export async function runCheck(options: RunOptions): Promise<CheckResult> {
  const engine = await Engine.start(options);
  await engine.close();
  return engine.result;
}

/**
 * A check of a few files only, for an editor that opens a large site: the site is resolved, but only `rels` (and
 * the snippets they import) are parsed. Findings about those files are those of a full check, but for the ones that
 * need every page (a page no other page links to, a fragment into a page not parsed).
 */
export async function checkFew(options: RunOptions, rels: string[]): Promise<CheckResult> {
  const linter = new SpecLinter();
  const built = await build(linter, options, emptyMemory(), {
    pages: rels,
    rules: (r) => !r.readsValidation && !WHOLE_SITE.has(r.meta.id),
  });
  await linter.close();
  const model = built.model;
  const few = new Set(rels.map((rel) => path.join(model.root, ...rel.split('/'))));
  const result = conclude(model, built.findings, { cwd: options.cwd });
  // What the content rules found in other files depends on pages that were not parsed.
  const reads = new Set(result.rules.filter((r) => r.readsContent).map((r) => r.meta.id));
  result.diagnostics = result.diagnostics.filter((d) => few.has(d.span.file) || !reads.has(d.rule));
  result.summary = summarize(result.diagnostics);
  return result;
}
