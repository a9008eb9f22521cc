import type { PresetName } from '../load/rc.js';
import type { FileSystem } from '../core/fs.js';
import type { Git } from '../core/git.js';
import type { SourceText } from '../core/source.js';
import type { PhaseTimer } from '../core/timing.js';
import type { CheckProgress } from '../core/progress.js';
import type { Diagnostic } from '../core/types.js';
import type { CacheStore } from '../content/cache.js';
import type { SiteModel } from '../model/site.js';
import type { SpecDoc } from '../openapi/spec.js';
import type { Rule } from '../rules/rule.js';
import type { Renames } from './renames.js';
import type { SuppressionOutcome, SuppressionRequest } from './suppressions.js';
import type { Worker } from 'node:worker_threads';
import type { SpecLinter } from '../openapi/validate.js';

// The types of a check's options and outcome, without the code that runs it: what reporters need to read a result.

/** What `check` needs: where to look, and the outside world passed in. */
export interface CheckOptions {
  /** The docs root, a folder holding docs.json, or docs.json itself. */
  dir: string;
  cwd: string;
  fs: FileSystem;
  /** `--config FILE`, relative to `cwd`. */
  configPath?: string;
  /** `--preset`: presets applied after the configuration's `extends`. */
  presets?: readonly PresetName[];
  /** Remote OpenAPI documents fetched beforehand, by URL. */
  remote?: Map<string, string>;
  /** Told which phase runs when (`--timing`). */
  timing?: PhaseTimer;
  /** Kept up to date with the files parsed and the documents validated, for a progress display. */
  progress?: CheckProgress;
  /** Told of each OpenAPI document as soon as it is parsed. */
  onSpec?: (spec: SpecDoc) => void;
  /** Parse the content of pages and snippets: on unless false (`--no-content`). */
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

/** Options of `runCheck`. */
export interface RunOptions extends CheckOptions {
  /** Fetch remote OpenAPI documents (with a timeout and a size limit). */
  fetchRemote?: boolean;
  /** With `fetchRemote`: fetch from loopback, link-local and private addresses too. */
  allowPrivateHosts?: boolean;
  fetchImpl?: typeof fetch;
  /** Starts a worker thread running the entry point, to validate OpenAPI documents beside the main thread. */
  lintWorker?: () => Worker;
  /**
   * The validator, when the caller started it before the check (the CLI sends it the documents docs.json names while
   * the check's code loads): the check uses it instead of its own, and the caller closes it.
   */
  specLinter?: SpecLinter;
  /** Starts a worker thread running the entry point, to parse pages beside the main thread. */
  contentWorker?: () => Worker;
  /** How many threads may parse pages at once (the machine's available parallelism). */
  parallelism?: number;
  /**
   * The pages are to be parsed in worker threads (the caller started one ahead, for a large site): this thread loads
   * the page parser only if it comes to parse a page itself, not before the check.
   */
  pagesInWorkers?: boolean;
  /**
   * Time the check may take (`--max-time`), in milliseconds: past it, pages not parsed yet and
   * OpenAPI documents not validated yet are left out, and `check-timeout` says what was not done.
   */
  maxTimeMs?: number;
  /**
   * When the time of `maxTimeMs` started counting (`Date.now()`), for a caller whose limit covers more than the check:
   * the command that started earlier. By default, when the check starts.
   */
  startedAt?: number;
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
  /** Of the check of a git revision (`runCheckOf`): the files git finds moved from it to the working tree. */
  renames?: Renames;
}
