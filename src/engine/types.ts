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
import type { LinkChecker } from './external.js';
import type { SpecLinter } from '../openapi/validate.js';

// The types of a check's options and outcome, without the code that runs it: what reporters need to read a result.

/**
 * What to check: the site, its configuration, what is compared with it, and which findings are reported. These are
 * the choices a person makes; they decide the findings.
 */
export interface CheckTarget {
  /** The docs root, a folder holding docs.json, or docs.json itself. */
  dir: string;
  /** `--config FILE`, relative to `cwd`. */
  configPath?: string;
  /** `--preset`: presets applied after the configuration's `extends`. */
  presets?: readonly PresetName[];
  /** Parse the content of pages and snippets: on unless false (`--no-content`). */
  content?: boolean;
  /** Fetch remote OpenAPI documents (with a timeout and a size limit). */
  fetchRemote?: boolean;
  /** With `fetchRemote`: fetch from loopback, link-local and private addresses too. */
  allowPrivateHosts?: boolean;
  /** Fetch every external link once (`--external`), as `.navlintrc.json` `external` says. */
  external?: boolean;
  /** The base of a change (`--base`): its served URLs are compared with this site's (the `url-removed` rule). */
  base?: SideSource;
  /**
   * The published site's base URL (`--published`, else `published` of `.navlintrc.json`): the URLs of its sitemap are
   * mapped to this checkout's paths against it (its origin kept, its path stripped).
   */
  published?: string;
  /** Where the published site's URLs come from (`--published`, `--published-urls`): `url-removed` checks each. */
  publishedUrls?: PublishedSource;
  /** Report only the findings in these files (absolute paths): `navlint check FILE…`. */
  only?: readonly string[];
  /** Update `navlint-suppressions.json` before it is applied (`--suppress-all`, `--suppress-rule`, `--prune-suppressions`). */
  suppress?: SuppressionRequest;
}

/**
 * How to run the check: the cache, the time it may take, the threads it may use, and who is told of its progress.
 * These never change a finding of a check that finishes.
 */
interface RunSettings {
  /** Keeps each file's extract between runs (`--cache`). */
  contentCache?: CacheStore;
  /**
   * Keeps what the network answered between runs, for `external.maxAge`: external links' status codes, the published
   * site's sitemap (`--cache` with `--external` or `--published`).
   */
  fetchCache?: CacheStore;
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
  /** How many threads may parse pages at once (the machine's available parallelism). */
  parallelism?: number;
  /** Starts a worker thread running the entry point, to parse pages beside the main thread. */
  contentWorker?: () => Worker;
  /**
   * The pages are to be parsed in worker threads (a parsing worker was started ahead, for a large site): this thread
   * loads the page parser only if it comes to parse a page itself, not before the check.
   */
  pagesInWorkers?: boolean;
  /** Starts a worker thread running the entry point, to validate OpenAPI documents beside the main thread. */
  lintWorker?: () => Worker;
  /**
   * The validator, when it was started before the check (and sent the documents docs.json names while the check's
   * code loaded): the check uses it instead of its own, and whoever started it closes it.
   */
  specLinter?: SpecLinter;
  /** Told which phase runs when (`--timing`). */
  timing?: PhaseTimer;
  /** Kept up to date with the files parsed and the documents validated, for a progress display. */
  progress?: CheckProgress;
  /** Told of each OpenAPI document as soon as it is parsed. */
  onSpec?: (spec: SpecDoc) => void;
}

/** The outside world, passed in: the working directory, the file systems, the network. Tests pass their own. */
export interface Seams {
  cwd: string;
  fs: FileSystem;
  /** Where `configPath` is read from, when not from `fs` (the working tree's configuration for a git revision). */
  configFs?: FileSystem;
  /** Remote OpenAPI documents fetched beforehand, by URL. */
  remote?: Map<string, string>;
  fetchImpl?: typeof fetch;
  /** Fetches external links (`--external`); by default over the network (`core/link-check.ts`). */
  checkLinks?: LinkChecker;
  /** Runs git, to date each file by its last commit (`translation-stale`); without it, files have no history. */
  git?: Git;
}

/**
 * The options of a check, in three parts, each field declared once in its part. A caller writes them as one object;
 * a caller holding more (a command's parsed arguments) passes it whole, and the engine reads only these.
 */
export type RunOptions = CheckTarget & RunSettings & Seams;

/** One side of a comparison: the docs root being checked, another docs-root folder, or a git revision of the checked one. */
export type SideSource =
  { kind: 'worktree' } | { kind: 'folder'; dir: string } | { kind: 'git'; rev: string; git: Git };

/** The URLs of the published site: its sitemap fetched (`--published URL`), or a file the user saved (`--published-urls`). */
export type PublishedSource = { kind: 'fetch'; url: string } | { kind: 'file'; path: string };

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
  /** With `--published` or `--published-urls`: how many published URLs were checked, and those nothing serves now. */
  published?: PublishedFacts;
}

/** The published URLs checked against this checkout (`url-removed`). */
export interface PublishedFacts {
  /** Where they came from: the sitemap's URL or the file's name. */
  source: string;
  /** The URLs read, each counted once. */
  urls: number;
  /** URLs of another origin than the published site's, left out. */
  otherOrigin: number;
  /** The URLs (as published) that nothing in this checkout serves and no redirect covers. */
  notServed: string[];
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
