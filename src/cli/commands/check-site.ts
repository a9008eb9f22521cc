// The full check of a docs root as the CLI runs it: what was started ahead of it, the cache, the progress line.
import type { PhaseClock } from '../../core/timing.js';
import { UsageError } from '../../core/errors.js';
import type { CheckProgress } from '../../core/progress.js';
import type { CheckResult, SideSource } from '../../engine/index.js';
import { startProgress } from '../progress.js';
import type { CliIO } from '../io.js';
import { type RemoteChoice, type ContentChoice, siteInputs } from '../context.js';
import type { CheckExtras } from './check-args.js';
import { startEarly } from './check-start.js';
import { cacheStore } from '../cache-file.js';

/** The full check of a docs root, with the OpenAPI validator and the page parsers in worker threads when they can be started. */
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
  const early = await startEarly({
    dir,
    cwd: io.cwd,
    fs: io.fs,
    lintWorker: io.lintWorker,
    contentWorker: io.contentWorker,
    content: choice.content,
    cold: !choice.cache && !choice.memory,
  });
  const drawing = extra.progress && io.stderrTerminal && progressOn(io, io.stderrTerminal, extra.progress);
  try {
    const { checkOptions, runCheck, findDocsRoot } = await import('../../engine/index.js');
    // The docs root, found upward as the check finds it; the check itself reports a folder without one.
    const root = () => {
      try {
        return findDocsRoot(dir, io.cwd, io.fs);
      } catch {
        return dir;
      }
    };
    const contentCache = choice.cache ? cacheStore(io, root(), choice.cacheLocation) : choice.memory;
    return await runCheck(
      checkOptions({
        ...siteInputs(io, dir, configPath, remote),
        timing: clock,
        content: choice.content,
        lintWorker: early.lintWorker,
        specLinter: early.specLinter,
        contentWorker: early.contentWorker,
        pagesInWorkers: early.pagesInWorkers,
        contentCache,
        base,
        maxTimeMs: choice.maxTimeMs,
        startedAt: choice.startedAt,
        ...extra,
      }),
    );
  } finally {
    // Erased before anything else is written.
    drawing?.stop();
    await early.stop();
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
