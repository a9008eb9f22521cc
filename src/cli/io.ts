// What the CLI takes from the process, and the helpers every command writes with.
import type { Worker } from 'node:worker_threads';
import type { CacheStore } from '../content/cache.js';
import type { CacheSecret } from '../core/cache-secret.js';
import type { WriteArea } from '../core/confined.js';
import type { FileSystem } from '../core/fs.js';
import { DocsRootBelowError, UsageError } from '../core/errors.js';
import type { Git } from '../core/git.js';
import type { FileWriter } from '../fix/session.js';
import { safeTerminalText } from '../report/text.js';

/** What the CLI needs from the process, passed in by the entry point. */
export interface CliIO {
  cwd: string;
  fs: FileSystem;
  stdout(s: string): void;
  stderr(s: string): void;
  isTTY: boolean;
  /** Standard error's terminal, when it is one (a long check draws its progress there), and its width. */
  stderrTerminal?: { columns(): number | undefined };
  env: Record<string, string | undefined>;
  /** A monotonic clock in milliseconds, for `--timing` (default: `performance.now`). */
  now?: () => number;
  /** Writes a file (`navlint preview`) inside `writeArea` only; a `ConfinedPathError` says why not. */
  writeFile?(file: string, text: string | Iterable<string>): void;
  /** Where the CLI may write (the working directory and the temporary folder); the cache location must lie there. */
  writeArea?: WriteArea;
  /**
   * Calls `handler` once on Ctrl-C or SIGTERM (`preview --watch`, which runs until then); the function returned
   * gives the signals back their default, which ends the process at once.
   */
  onInterrupt?(handler: () => void): () => void;
  /** Starts the worker thread that validates OpenAPI documents (the check validates in this thread without it). */
  lintWorker?: () => Worker;
  /** Starts a worker thread that parses pages (the check parses them in this thread without it). */
  contentWorker?: () => Worker;
  /** How many threads may parse pages at once (default 1). */
  parallelism?: number;
  /** The cache file at an absolute path (`--cache`); without it, `--cache` is a usage error. */
  cacheStore?(file: string): CacheStore;
  /** The key that signs the cache of the docs root `root` (`cacheSecret`); without it, `--cache` is not used. */
  cacheSecret?(root: string): CacheSecret;
  /** Runs git, to read revisions (`diff`, `--base`). */
  git?: Git;
  /** Writes fixed files (`check --fix`); without it, `--fix` is a usage error. */
  fileWriter?: FileWriter;
  /** The raw standard streams, for `lsp --stdio`, which speaks a protocol over them. */
  stdio?: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream };
  /**
   * Ends the process with `message` on standard error if it is still running after `ms` (`--max-time` and a
   * margin), even while this thread is busy: the last resort should a step not stop at the time limit.
   */
  watchdog?(ms: number, message: string): void;
}

/** Writes the report to `--out`; a file it may not write is a usage error that names it as given. */
export async function writeReport(io: CliIO, out: string, text: string): Promise<void> {
  if (!io.writeFile) throw new UsageError('--out is not available here');
  // Loaded here: only a report written to a file needs it, after the check has loaded what it imports.
  const { writeOut } = await import('../preview/command.js');
  writeOut(io.writeFile.bind(io), io.cwd, out, text);
}

/** A word as it would be typed in a POSIX shell: bare when it needs no quotes. */
export function shellWord(s: string): string {
  return /^[\w./@%+:,=-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * What the CLI says of an error that ended a command, on one line of standard error, and its exit code: a usage error
 * as it is, a docs root found below the folder given with the command to run instead, anything else as an internal
 * error (with its stack under `NAVLINT_DEBUG`).
 */
export function reportFailure(e: unknown, io: CliIO, command: string): number {
  if (e instanceof DocsRootBelowError) {
    io.stderr(`navlint: ${safeTerminalText(`${e.message} — run \`navlint ${command} ${shellWord(e.roots[0])}\``)}\n`);
    return EXIT_USAGE;
  }
  if (e instanceof UsageError) {
    io.stderr(`navlint: ${safeTerminalText(e.message)}\n`);
    return EXIT_USAGE;
  }
  const err = e as NodeJS.ErrnoException;
  const detail = err?.code && err.path ? `${err.code}: ${err.path}` : err instanceof Error ? err.message : String(e);
  io.stderr(`navlint: internal error: ${safeTerminalText(detail.split('\n')[0])}\n`);
  if (io.env.NAVLINT_DEBUG && err instanceof Error && err.stack) io.stderr(err.stack + '\n');
  return EXIT_USAGE;
}

/** The exit code of a command that could not run: a usage error, or an error of navlint's own. */
export const EXIT_USAGE = 2;
