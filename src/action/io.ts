// What the action takes from the runner, what one run of it carries from step to step, and a part of the report
// that may fail alone.
import type { Worker } from 'node:worker_threads';
import type { getOctokit } from '@actions/github';
import type { CacheStore } from '../content/cache.js';
import { ConfinedPathError } from '../core/confined.js';
import type { FileSystem } from '../core/fs.js';
import type { Severity } from '../core/types.js';
import type { CheckResult } from '../engine/index.js';
import type { AnnotationProperties } from '../report/github.js';
import { inertText } from '../report/text.js';
import type { UploadArtifact } from './preview.js';
import type { Git } from '../core/git.js';
import type { BaseChoice } from './base.js';
import type { CacheService } from './cache.js';
import type { ActionInputs } from './inputs.js';

/** What the action needs from the runner, passed in by the entry point (`@actions/core` there). */
export interface ActionIO {
  env: Record<string, string | undefined>;
  cwd: string;
  fs: FileSystem;
  /** Writes a file inside the workspace or the runner's temporary folder; text may come in parts (the preview). */
  writeFile(file: string, text: string | Iterable<string>): void;
  /** One log line; the caller has made it safe. */
  info(line: string): void;
  annotate(kind: Severity, message: string, properties?: AnnotationProperties): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  setSecret(secret: string): void;
  writeSummary(markdown: string): Promise<void>;
  getOctokit(token: string, baseUrl: string): Octokit;
  /** Uploads the preview artifact; without it the preview is written but not uploaded. */
  uploadArtifact?: UploadArtifact;
  /** Starts a worker thread that parses pages (without it they are parsed on this thread). */
  contentWorker?: () => Worker;
  /** How many threads may parse pages at once. */
  parallelism?: number;
  /** The cache file at an absolute path (input `cache`), in the runner's temporary folder. */
  cacheStore?(file: string): CacheStore;
  /** Restores and saves the cache file with the runner's cache service (input `cache`). */
  cacheService?: CacheService;
  /** The temporary folder when RUNNER_TEMP is not set (the cache goes there). */
  tempDir?: string;
  /** Runs git, to read (and fetch) the base of a pull request. */
  git?: Git;
  /** Ends the process with `message` if it still runs after `ms`, however busy (see the CLI's `watchdog`). */
  watchdog?(ms: number, message: string): void;
}

/** The REST client the pull-request comment uses. */
type Octokit = ReturnType<typeof getOctokit>;

/** What every part of one action run shares: the runner, the validated inputs, the workspace and the log. */
export interface ActionRun {
  io: ActionIO;
  inputs: ActionInputs;
  workspace: string;
  log(line: string): void;
}

/** The check's result, the base it was compared with, and the page cache it used. */
export interface CheckedRun {
  result: CheckResult;
  base?: BaseChoice;
  /** A docs.json that does not parse: the summary leads with it, and no comparison is made with it. */
  broken?: string;
  cacheFile?: string;
  shared?: SharedCache;
  /** With `external-links`: the links' cache, saved after the check. */
  links?: LinkCache;
}

/** The links' cache of this run: its file, the entry it saves as, and the store the check reads and writes. */
export interface LinkCache {
  file: string;
  key: string;
  store: CacheStore;
}

/** The keys of the Actions cache entry for this run, the key restored (none when nothing was) and whether it may be read. */
export interface SharedCache {
  key: string;
  restored?: string;
  /** The restored entry was saved by a trusted ref alone (see `trustedRefs`). */
  trusted?: boolean;
}

/**
 * Runs a part of the report that the check's result does not depend on (the preview, the summary, the comment): when
 * it fails, a warning says so and the rest of the report, the outputs and the step's result are still written.
 */
export async function alongside<T>(io: ActionIO, what: string, part: () => Promise<T>): Promise<T | undefined> {
  try {
    return await part();
  } catch (e) {
    io.annotate(
      'warning',
      inertText(
        `navlint could not write ${what} (${whyNot(e)}). The check itself is not affected: its findings are in the log.`,
      ),
    );
    return undefined;
  }
}

/** Why a write failed, in one line. */
export function whyNot(e: unknown): string {
  if (e instanceof ConfinedPathError) return e.reason;
  const err = e as NodeJS.ErrnoException;
  return String(err?.code ?? err?.message ?? e).split('\n')[0];
}
