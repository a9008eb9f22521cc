// What every command but `diff` reads from the command line, checked once, and the choices it makes from it.
import path from 'node:path';
import type { CacheStore } from '../content/cache.js';
import { createPhaseClock, type PhaseClock } from '../core/timing.js';
import { UsageError } from '../core/errors.js';
import type { RunOptions, SideSource } from '../engine/index.js';
import type { CommandName, ParsedArgs } from './args.js';
import { isFileSelection } from './select.js';
import type { CliIO } from './io.js';
import { cacheStore } from './cache-file.js';

export type ParsedValues = ParsedArgs['values'];

/** Time past `--max-time` allowed for reporting, before the watchdog ends the process. */
export const MAX_TIME_MARGIN_MS = 30_000;

/** What every command but `diff` reads from the command line, checked once. */
export interface CommandContext {
  io: CliIO;
  command: CommandName;
  rest: string[];
  values: ParsedValues;
  /** A string option's value. */
  str(name: string): string | undefined;
  /** `check FILE…`: the operands are files to report on, not a docs root. */
  selecting: boolean;
  /** `--new-since`. */
  newSince?: SideSource;
  /** `--base`, else `--new-since`. */
  base?: SideSource;
  color: boolean;
  clock?: PhaseClock;
  remote: RemoteChoice;
  maxTimeMs?: number;
  /** When `--max-time` started counting (`Date.now()`): when the command read it, as the watchdog does. */
  startedAt: number;
  /** The extracts' store that `--cache` uses, chosen beforehand (null: none, as for a cache file git tracks). */
  memory?: CacheStore | null;
}

/** Reads the options every command shares, and arms the watchdog of `--max-time`. */
export function commandContext(io: CliIO, command: CommandName, rest: string[], values: ParsedValues): CommandContext {
  const str = (name: string) => values[name] as string | undefined;
  const selecting = command === 'check' && isFileSelection(rest, io.cwd, io.fs);
  if (rest.length > 1 && !selecting) throw new UsageError(`${command} takes one path, got ${rest.length}`);
  const newSince = str('new-since') !== undefined ? sideOf(str('new-since')!, io, '--new-since') : undefined;
  // What a change broke includes the URLs it removed: --new-since compares with its revision unless --base says otherwise.
  const base = str('base') !== undefined ? sideOf(str('base')!, io) : newSince;
  const color = values['no-color'] ? false : ((values.color as boolean | undefined) ?? io.isTTY);
  const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;
  // proxy-check sends requests to the servers of the repository's documents: the flag opens those too.
  const fetching = values['fetch-remote'] === true || values.external === true || values.published !== undefined;
  if (values['allow-private-hosts'] === true && !fetching && command !== 'proxy-check')
    throw new UsageError('--allow-private-hosts applies only with --fetch-remote, --external or --published');
  const remote: RemoteChoice = {
    fetchRemote: values['fetch-remote'] === true,
    allowPrivateHosts: values['allow-private-hosts'] === true,
  };
  const maxTimeMs = maxTimeOf(str('max-time'));
  const startedAt = Date.now();
  if (maxTimeMs !== undefined)
    io.watchdog?.(
      maxTimeMs + MAX_TIME_MARGIN_MS,
      `navlint: stopped: still running ${MAX_TIME_MARGIN_MS / 1000} s after --max-time ${maxTimeMs / 1000}, in a step that could not be cut short\n`,
    );
  return { io, command, rest, values, str, selecting, newSince, base, color, clock, remote, maxTimeMs, startedAt };
}

/** How pages are treated, from `--no-content`, `--cache` and `--cache-location`. */
export function contentChoiceOf({ values, str, memory, maxTimeMs, startedAt }: CommandContext): ContentChoice {
  const content = values['no-content'] !== true;
  if (memory !== undefined) return { content, ...(memory ? { memory } : {}), maxTimeMs, startedAt };
  return { content, cache: values.cache === true, cacheLocation: str('cache-location'), maxTimeMs, startedAt };
}

/** The cache `--cache` and `--cache-location` ask for, if any (preview and nav: check reads them in `checkSite`). */
export function contentCacheOf(io: CliIO, dir: string, values: ParsedValues): CacheStore | undefined {
  const location = values['cache-location'] as string | undefined;
  if (location !== undefined && values.cache !== true)
    throw new UsageError('--cache-location applies only with --cache');
  if (location === '') throw new UsageError('--cache-location needs a path');
  return values.cache === true ? cacheStore(io, dir, location) : undefined;
}

/** Whether remote OpenAPI documents are fetched (`--fetch-remote`), and from private addresses too. */
export interface RemoteChoice {
  fetchRemote: boolean;
  allowPrivateHosts: boolean;
}

/** A revision or folder as the report names it. */
export function describeRef(side: SideSource): string {
  return side.kind === 'git' ? side.rev : side.kind === 'folder' ? side.dir : 'the working tree';
}

/** How `check` treats pages: parse them or not (`--no-content`), and keep their extracts between runs (`--cache`). */
export interface ContentChoice {
  content: boolean;
  cache?: boolean;
  cacheLocation?: string;
  /** Where extracts are kept when there is no `--cache`: in memory, between the passes of `--fix`. */
  memory?: CacheStore;
  /** `--max-time`, in milliseconds, and when it started counting. */
  maxTimeMs?: number;
  startedAt?: number;
}

/** What every check of the CLI takes from its world (the file system, the threads) and from its arguments. */
export function siteInputs(io: CliIO, dir: string, configPath: string | undefined, remote: RemoteChoice): RunOptions {
  return {
    dir,
    cwd: io.cwd,
    fs: io.fs,
    configPath,
    ...remote,
    lintWorker: io.lintWorker,
    contentWorker: io.contentWorker,
    parallelism: io.parallelism,
    ...(io.git ? { git: io.git } : {}),
  };
}

/** `--max-time S` in milliseconds: S is a number of seconds above 0. */
function maxTimeOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const s = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(s > 0))
    throw new UsageError(`--max-time must be a number of seconds above 0, not "${value}"`);
  return Math.round(s * 1000);
}

/** A side named on the command line: a folder that holds docs.json (or docs.json itself), else a git revision. */
export function sideOf(arg: string, io: CliIO, option = '--base'): SideSource {
  if (arg === '') throw new UsageError(`${option} needs a git revision or a docs-root folder`);
  const abs = path.resolve(io.cwd, arg);
  const isDocsRoot = (p: string) => {
    try {
      return io.fs.statSync(p).isDirectory()
        ? io.fs.existsSync(path.join(p, 'docs.json'))
        : path.basename(p) === 'docs.json';
    } catch {
      return false;
    }
  };
  if (isDocsRoot(abs)) return { kind: 'folder', dir: arg };
  if (!io.git) throw new UsageError(`${arg}: no docs root there, and git revisions cannot be read here`);
  return { kind: 'git', rev: arg, git: io.git };
}
