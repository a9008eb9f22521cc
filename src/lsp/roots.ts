import path from 'node:path';
import type { Diagnostic } from '../core/types.js';
import { unfoldCauses } from '../engine/causes.js';
import { checkFew, Engine, type Update } from '../engine/engine.js';
import type { CheckResult, RunOptions } from '../engine/types.js';
import type { SiteModel } from '../model/site.js';
import { RULES } from '../rules/index.js';

/**
 * The rules whose findings are right only once every page and document is read, left out of the open files' check
 * (which parses those files alone and validates no document): a suppression or directive is unused only if no
 * finding of the whole site is one it silences, a page unreachable only if no page links to it.
 */
const WHOLE_SITE = new Set([...RULES.filter((r) => r.readsFiltering).map((r) => r.meta.id), 'page-unreachable']);

/** What a docs root's check needs from the server: the options every root's check shares, and the editor. */
export type RootHost = Pick<
  RunOptions,
  'cwd' | 'fs' | 'configPath' | 'fetchRemote' | 'contentWorker' | 'lintWorker' | 'parallelism'
> & {
  /** The paths of the open documents (their findings are wanted first). */
  openFiles(): string[];
  /**
   * Told of every new result: the findings of the root, and the files that changed (published whatever their
   * findings). Until the root is `ready`, they are those of the open files' check, which is not the last word on a
   * file without findings.
   */
  publish(root: DocsRoot, diagnostics: Diagnostic[], changed: string[]): void;
  /** Told when the site cannot be checked (docs.json gone, say), once per distinct message. */
  problem(root: DocsRoot, message: string): void;
};

/**
 * One docs root of the workspace and its check. The full check starts in the background; until it is done, the open
 * documents are checked alone (the site resolved, only they parsed), so that the editor has their findings at once:
 * those that the full check will make too, not those of the rules that judge the whole site. Changes are gathered
 * and applied one batch at a time.
 */
export class DocsRoot {
  private check?: Engine;
  private starting?: Promise<void>;
  private few?: CheckResult;
  /** Checks of the open files asked for so far: only the latest runs and publishes. */
  private fewTurn = 0;
  /** The check of the open files running, and those queued after it. */
  private fewRunning?: Promise<void>;
  /** The findings of the open files' check that the full check will make too. */
  private fewDiagnostics: Diagnostic[] = [];
  private readonly pending = new Set<string>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private waiters: (() => void)[] = [];
  private lastProblem?: string;
  private closed = false;

  constructor(
    /** The absolute docs root. */
    readonly root: string,
    private readonly host: RootHost,
  ) {}

  /** Whether a file lies in this root. */
  holds(file: string): boolean {
    return file === this.root || file.startsWith(this.root + path.sep);
  }

  /** Whether the full check is done (then it stays up to date). */
  get ready(): boolean {
    return this.check !== undefined;
  }

  /** The model to answer requests from: the full check's, else the few open files', else none yet. */
  get model(): SiteModel | undefined {
    return this.check?.site ?? this.few?.model;
  }

  /** The latest findings. */
  get diagnostics(): Diagnostic[] {
    // An editor shows each finding in its own file: the findings a root cause lists are put back on their own.
    return unfoldCauses(this.check?.result.diagnostics ?? this.fewDiagnostics);
  }

  /** Starts the full check in the background (once). */
  start(): void {
    if (this.starting || this.closed) return;
    const host = this.host;
    this.starting = Engine.start({
      dir: this.root,
      cwd: host.cwd,
      fs: host.fs,
      configPath: host.configPath,
      fetchRemote: host.fetchRemote,
      contentWorker: host.contentWorker,
      lintWorker: host.lintWorker,
      parallelism: host.parallelism,
    }).then(
      (check) => {
        if (this.closed) return void check.close();
        this.check = check;
        this.few = undefined;
        this.fewDiagnostics = [];
        this.lastProblem = undefined;
        host.publish(this, unfoldCauses(check.result.diagnostics), []);
        // What changed while the check started is applied now.
        if (this.pending.size > 0) this.schedule(0);
        else this.wake();
      },
      (e: unknown) => {
        this.starting = undefined;
        this.report(e);
        this.wake();
      },
    );
  }

  /**
   * Checks the open files of this root alone, for their findings before the full check is done; does nothing once
   * it is. One such check runs at a time (each may hold a page worker), the next after it: only the latest publishes.
   */
  checkOpenFiles(): Promise<void> {
    const turn = ++this.fewTurn;
    this.fewRunning = (this.fewRunning ?? Promise.resolve()).then(() => this.checkFewNow(turn));
    return this.fewRunning;
  }

  private async checkFewNow(turn: number): Promise<void> {
    if (turn !== this.fewTurn || this.check || this.closed) return;
    const rels = this.host
      .openFiles()
      .filter((f) => this.holds(f))
      .map((f) => path.relative(this.root, f).split(path.sep).join('/'));
    const { cwd, fs, configPath, contentWorker, parallelism } = this.host;
    try {
      const few = await checkFew({ dir: this.root, cwd, fs, configPath, contentWorker, parallelism }, rels);
      if (turn !== this.fewTurn || this.check || this.closed) return;
      this.few = few;
      this.fewDiagnostics = unfoldCauses(few.diagnostics).filter((d) => !WHOLE_SITE.has(d.rule));
      this.host.publish(this, this.fewDiagnostics, []);
    } catch (e) {
      if (turn === this.fewTurn) this.report(e);
    }
  }

  /** Notes a changed file; the check runs after `delay` ms without another change. */
  changed(file: string, delay: number): void {
    this.pending.add(file);
    this.schedule(delay);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  /** Applies the changes gathered so far (after the one running, if any). */
  private async flush(): Promise<void> {
    this.timer = undefined;
    if (this.closed) return;
    if (!this.check) {
      // Until the full check is done, the open files are checked alone; the changes are applied to it after.
      // The full check starts once the open files are checked: the two do not parse the same pages at once.
      await this.checkOpenFiles();
      this.start();
      return;
    }
    if (this.running) {
      await this.running;
      return this.flush();
    }
    const files = [...this.pending];
    this.pending.clear();
    if (files.length === 0) return this.wake();
    let done!: () => void;
    this.running = new Promise<void>((resolve) => (done = resolve));
    try {
      const u: Update = await this.check.update(files);
      this.lastProblem = undefined;
      this.host.publish(this, unfoldCauses(u.result.diagnostics), files);
    } catch (e) {
      this.report(e);
    } finally {
      this.running = undefined;
      done();
    }
    if (this.pending.size > 0 && this.timer === undefined) return this.flush();
    if (this.pending.size === 0) this.wake();
  }

  /** Resolves once no change waits to be applied (and the full check has started or failed). */
  async settled(): Promise<void> {
    if (this.check && this.pending.size === 0 && !this.running && this.timer === undefined) return;
    if (!this.check && !this.starting) return;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  private report(e: unknown): void {
    const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
    if (message === this.lastProblem) return;
    this.lastProblem = message;
    this.host.problem(this, message);
  }

  /** Stops the check's workers. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.wake();
    await this.check?.close();
  }
}
