// The full check of a docs root as the CLI runs it: the cache and the progress line around the engine's launch.
import type { PhaseClock } from '../../core/timing.js';
import { UsageError } from '../../core/errors.js';
import type { CheckProgress } from '../../core/progress.js';
import type { CheckResult, SideSource } from '../../engine/index.js';
import { externalLine } from '../../report/external.js';
import { startProgress } from '../progress.js';
import type { CliIO } from '../io.js';
import { type RemoteChoice, type ContentChoice, siteInputs } from '../context.js';
import type { CheckExtras } from './check-args.js';
import { launchCheck } from '../../engine/launch.js';
import { cacheStore, linkCacheStore } from '../cache-file.js';

/** The full check of a docs root (`launchCheck` starts the validator and the first page parser ahead of it). */
export async function checkSite(
  io: CliIO,
  dir: string,
  configPath: string | undefined,
  remote: RemoteChoice,
  clock?: PhaseClock,
  choice: ContentChoice = { content: true },
  base?: SideSource,
  extra: CheckExtras = {},
): Promise<CheckResult> {
  if (choice.cacheLocation !== undefined && !choice.cache)
    throw new UsageError('--cache-location applies only with --cache');
  if (choice.cacheLocation === '') throw new UsageError('--cache-location needs a path');
  const drawing = extra.progress && io.stderrTerminal && progressOn(io, io.stderrTerminal, extra.progress);
  try {
    const root = choice.cache ? await rootOf(io, dir) : dir;
    const contentCache = choice.cache ? cacheStore(io, root, choice.cacheLocation) : choice.memory;
    const { linkMemory, ...rest } = extra;
    // What the network answers (external links, the published sitemap) is kept with --cache, and between --fix passes.
    const fetching = extra.external === true || extra.publishedUrls?.kind === 'fetch';
    const fetchCache =
      (choice.cache && fetching ? linkCacheStore(io, root, choice.cacheLocation) : undefined) ?? linkMemory;
    const result = await launchCheck({
      ...siteInputs(io, dir, configPath, remote),
      timing: clock,
      content: choice.content,
      contentCache,
      ...(fetchCache ? { fetchCache } : {}),
      base,
      maxTimeMs: choice.maxTimeMs,
      startedAt: choice.startedAt,
      ...rest,
    });
    drawing?.stop();
    // The passes of `--fix` say it once, after the last.
    if (result.model.external && !linkMemory) io.stderr(`navlint: ${externalLine(result.model.external)}\n`);
    return result;
  } finally {
    // Erased before anything else is written.
    drawing?.stop();
  }
}

/** The docs root, found upward as the check finds it; the check itself reports a folder without one. */
async function rootOf(io: CliIO, dir: string): Promise<string> {
  const { findDocsRoot } = await import('../../load/docs-root.js');
  try {
    return findDocsRoot(dir, io.cwd, io.fs);
  } catch {
    return dir;
  }
}

/** The progress of a check, drawn on standard error's terminal until `stop`. */
function progressOn(io: CliIO, terminal: { columns(): number | undefined }, progress: CheckProgress): { stop(): void } {
  const line = {
    write: (s: string) => io.stderr(s),
    get columns() {
      return terminal.columns();
    },
  };
  return startProgress(line, io.now ?? (() => performance.now()), progress);
}
