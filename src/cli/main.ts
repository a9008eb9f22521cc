import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { CacheStore } from '../content/cache.js';
import type { CacheSecret } from '../core/cache-secret.js';
import { areaFolderOf, ConfinedPathError, readTextInside, type WriteArea } from '../core/confined.js';
import type { FileSystem } from '../core/fs.js';
import { ObservedFs } from '../core/observed-fs.js';
import { createPhaseClock, formatTiming, type PhaseClock } from '../core/timing.js';
import { DocsRootBelowError, UsageError } from '../core/errors.js';
import { displayPath, rootPathOf } from '../core/paths.js';
import type { Span } from '../core/types.js';
import type { CheckProgress } from '../core/progress.js';
import type { Git } from '../core/git.js';
import type { FileWriter } from '../fix/session.js';
import type { PresetName } from '../load/rc.js';
// The commands' code is imported where a command runs: `--version` and `--help` load none of it.
import type { CheckResult, ReportInput, RunOptions, SideSource, SuppressionRequest } from '../engine/index.js';
import type { NavNode } from '../model/navjson.js';
import type { SpecLinter } from '../openapi/validate.js';
import type { Hidden } from '../report/stylish.js';
import { safeJson, safeTerminalText, withCommandsStopped } from '../report/text.js';
import { VERSION } from '../version.js';
import {
  commandHelp,
  globalHelp,
  isCommand,
  parseCommandLine,
  unknownCommand,
  type CommandName,
  type ParsedArgs,
} from './args.js';
import { CacheFile, keepable, memoKey, type ResultMemo } from './memo.js';
import { isFileSelection, selectFiles } from './select.js';
import { progressWanted, startProgress } from './progress.js';

type ParsedValues = ParsedArgs['values'];

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

/** Time past `--max-time` allowed for reporting, before the watchdog ends the process. */
export const MAX_TIME_MARGIN_MS = 30_000;

/** Runs the CLI and returns its exit code. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  const called = { command: 'check' };
  try {
    return await run(argv, io, called);
  } catch (e) {
    if (e instanceof DocsRootBelowError) {
      io.stderr(
        `navlint: ${safeTerminalText(`${e.message} — run \`navlint ${called.command} ${shellWord(e.roots[0])}\``)}\n`,
      );
      return 2;
    }
    if (e instanceof UsageError) {
      io.stderr(`navlint: ${safeTerminalText(e.message)}\n`);
      return 2;
    }
    const err = e as NodeJS.ErrnoException;
    const detail = err?.code && err.path ? `${err.code}: ${err.path}` : err instanceof Error ? err.message : String(e);
    io.stderr(`navlint: internal error: ${safeTerminalText(detail.split('\n')[0])}\n`);
    if (io.env.NAVLINT_DEBUG && err instanceof Error && err.stack) io.stderr(err.stack + '\n');
    return 2;
  }
}

/** Reads the command line and hands it to the command's runner. */
async function run(argv: string[], io: CliIO, called: { command: string }): Promise<number> {
  const { command, operands: rest, values } = parseCommandLine(argv);
  if (values.version) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (command === 'help') return runHelp(io, rest);
  if (command === undefined || !isCommand(command)) {
    io.stdout(globalHelp());
    return values.help ? 0 : 2;
  }
  if (values.help) {
    io.stdout(commandHelp(command));
    return 0;
  }
  called.command = command;
  const str = (name: string) => values[name] as string | undefined;
  if (command === 'diff') return runDiff(rest, str('format') ?? 'text', str('root'), io);
  const cx = commandContext(io, command, rest, values);
  if (command === 'lsp') return runLsp(cx);
  if (command === 'proxy-check') return runProxyCheck(cx);
  if (command === 'preview' && values.watch === true) return runPreviewWatch(cx);
  if (str('port') !== undefined) throw new UsageError('--port applies to preview --watch only');
  if (command === 'preview') return runPreview(cx);
  if (command === 'nav')
    return runNav(io, rest[0], str('format') ?? 'text', str('config'), cx.remote, contentChoiceOf(cx));
  return runCheckCommand(cx);
}

/** `navlint help [COMMAND]`: prints the list of commands or one command's help. */
function runHelp(io: CliIO, rest: string[]): number {
  if (rest.length > 1) throw new UsageError(`help takes one command name, got ${rest.length}`);
  if (rest[0] === 'help') {
    io.stdout(HELP_HELP);
    return 0;
  }
  if (rest.length > 0 && !isCommand(rest[0])) throw unknownCommand(rest[0]);
  io.stdout(rest.length === 1 ? commandHelp(rest[0] as CommandName) : globalHelp());
  return 0;
}

/** What every command but `diff` reads from the command line, checked once. */
interface CommandContext {
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
function commandContext(io: CliIO, command: CommandName, rest: string[], values: ParsedValues): CommandContext {
  const str = (name: string) => values[name] as string | undefined;
  const selecting = command === 'check' && isFileSelection(rest, io.cwd, io.fs);
  if (rest.length > 1 && !selecting) throw new UsageError(`${command} takes one path, got ${rest.length}`);
  const newSince = str('new-since') !== undefined ? sideOf(str('new-since')!, io, '--new-since') : undefined;
  // What a change broke includes the URLs it removed: --new-since compares with its revision unless --base says otherwise.
  const base = str('base') !== undefined ? sideOf(str('base')!, io) : newSince;
  const color = values['no-color'] ? false : ((values.color as boolean | undefined) ?? io.isTTY);
  const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;
  // proxy-check sends requests to the servers of the repository's documents: the flag opens those too.
  if (values['allow-private-hosts'] === true && values['fetch-remote'] !== true && command !== 'proxy-check')
    throw new UsageError('--allow-private-hosts applies only with --fetch-remote');
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

/** `navlint lsp --stdio`: serves the language server over standard input and output until the client leaves. */
async function runLsp({ io, rest, values }: CommandContext): Promise<number> {
  if (values.stdio !== true) throw new UsageError('lsp talks over standard input and output: run navlint lsp --stdio');
  if (!io.stdio) throw new UsageError('lsp is not available here');
  // Loaded only here: no other command pays for the language server's code.
  const { runLanguageServer } = await import('../lsp/server.js');
  return runLanguageServer({
    ...io.stdio,
    cwd: io.cwd,
    fs: io.fs,
    dirs: rest.length > 0 ? rest : ['.'],
    ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
    ...(io.lintWorker ? { lintWorker: io.lintWorker } : {}),
    ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
  });
}

/** `navlint proxy-check SITE`: checks the deployed site's API playground path. */
async function runProxyCheck({ io, rest, str, remote, color }: CommandContext): Promise<number> {
  const { runProxyCheckCommand } = await import('../playground/command.js');
  return runProxyCheckCommand({
    site: rest[0],
    dir: str('dir'),
    format: str('format'),
    timeout: str('timeout'),
    configPath: str('config'),
    ...remote,
    cwd: io.cwd,
    fs: io.fs,
    color,
    stdout: (s) => io.stdout(s),
  });
}

/** `navlint preview --watch`: serves the live preview until Ctrl-C. */
async function runPreviewWatch({ io, rest, values, str, remote }: CommandContext): Promise<number> {
  if (str('out') !== undefined)
    throw new UsageError('--out and --watch do not go together: --watch serves the preview instead of writing it');
  if (str('format') !== undefined && str('format') !== 'html')
    throw new UsageError(`--watch serves the HTML preview; --format ${str('format')} does not apply`);
  if (str('base') !== undefined)
    throw new UsageError(
      '--base and --watch do not go together: the live preview shows the site as it changes; `preview --base` writes the comparison',
    );
  if (!io.onInterrupt) throw new Error('this entry point cannot serve the preview');
  const { runPreviewServer } = await import('../preview/serve.js');
  const contentCache = contentCacheOf(io, rest[0] ?? '.', values);
  return runPreviewServer({
    dir: rest[0] ?? '.',
    ...(contentCache ? { contentCache } : {}),
    ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
    ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
    port: str('port'),
    configPath: str('config'),
    ...remote,
    cwd: io.cwd,
    fs: io.fs,
    stdout: (s) => io.stdout(s),
    stderr: (s) => io.stderr(s),
    onInterrupt: io.onInterrupt.bind(io),
  });
}

/** `navlint preview`: writes the navigation preview (HTML, Markdown or JSON). */
async function runPreview({
  io,
  rest,
  values,
  str,
  remote,
  base,
  maxTimeMs,
  startedAt,
}: CommandContext): Promise<number> {
  const { runPreviewCommand } = await import('../preview/command.js');
  const contentCache = contentCacheOf(io, rest[0] ?? '.', values);
  return runPreviewCommand({
    dir: rest[0] ?? '.',
    ...(contentCache ? { contentCache } : {}),
    out: str('out'),
    format: str('format'),
    configPath: str('config'),
    ...remote,
    cwd: io.cwd,
    fs: io.fs,
    writeFile: io.writeFile?.bind(io),
    stdout: (s) => io.stdout(s),
    contentWorker: io.contentWorker,
    parallelism: io.parallelism,
    content: values['no-content'] !== true,
    ...(base ? { base } : {}),
    ...(maxTimeMs !== undefined ? { maxTimeMs, startedAt } : {}),
  });
}

/** `navlint check` and `navlint openapi-check`: checks, fixes if asked, reports, and returns the exit code. */
async function runCheckCommand(cx: CommandContext): Promise<number> {
  const { io, values, str, clock } = cx;
  const format = str('format') ?? 'stylish';
  const maxWarnings = maxWarningsOf(str('max-warnings'));
  const minSeverity = minimumSeverity(values.quiet === true, str('min-severity'));
  const suppress = await suppressionsAsked(values, str('suppress-rule'));
  const target = await checkTarget(cx);
  if (!target) return 0;
  const presets = presetsOf(str('preset'));
  if (values['print-config'] === true) return printConfig(cx, target.dir, presets);
  const extra: CheckExtras = {
    ...(suppress ? { suppress } : {}),
    ...(target.only ? { only: target.only } : {}),
    ...(presets.length ? { presets } : {}),
  };
  const jsonVersion = str('json-version');
  if (jsonVersion !== undefined && format !== 'json')
    throw new UsageError('--json-version applies only with --format json');
  const fixing = fixModeOf(cx);
  const terminal = io.stderrTerminal !== undefined;
  if (fixing !== 'dry-run' && progressWanted({ terminal, env: io.env, format, quiet: minSeverity === 'error' }))
    extra.progress = {};
  const out = str('out');
  const render = (result: ReportInput) =>
    formatReport(result, format, {
      jsonVersion: jsonVersion === '1' ? 1 : 2,
      color: out === undefined && cx.color,
      hidden: hideBelow(result, minSeverity),
      maxWarnings,
    });
  const memo = fixing || suppress ? undefined : await memoOf(cx, target);
  let shown: Shown;
  if (fixing) {
    const fixed = await fixAndCheck(cx, fixing, target.dir, extra, maxWarnings);
    if (typeof fixed === 'number') return fixed;
    shown = await show(cx, fixed.result, render, fixed.fixNote, suppress);
  } else if (memo) shown = await runMemo(memo, (c) => checkOnce(c, target.dir, extra), render);
  else shown = await show(cx, await checkOnce(cx, target.dir, extra), render, undefined, suppress);
  if (out !== undefined) writeOut(io, out, shown.report);
  else io.stdout(shown.report);
  if (clock) {
    clock.enter(undefined);
    io.stderr(formatTiming(clock.totals(), clock.ruleTotals()));
  }
  if (shown.errors > 0) return 1;
  if (maxWarnings >= 0 && shown.warnings > maxWarnings) {
    io.stderr(`navlint: ${shown.warnings} warnings exceed --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/** Writes the report to `--out`; a file it may not write is a usage error that names it as given. */
function writeOut(io: CliIO, out: string, text: string): void {
  if (!io.writeFile) throw new UsageError('--out is not available here');
  try {
    io.writeFile(path.resolve(io.cwd, out), text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (e instanceof ConfinedPathError || code !== undefined)
      throw new UsageError(`${out} was not written: ${e instanceof ConfinedPathError ? e.reason : code}`);
    throw e;
  }
}

/** What `check` prints on its standard output (or `--out`), and the counts that decide its exit code. */
type Shown = Pick<ResultMemo, 'report' | 'errors' | 'warnings'>;
type Render = (result: ReportInput) => Promise<string>;
type CheckRun = (cx: CommandContext) => Promise<ReportInput>;

/** The report of a check: the suppressions file updated, older findings left out (`--new-since`), and formatted. */
async function show(
  cx: CommandContext,
  checked: ReportInput,
  render: Render,
  fixNote?: string,
  suppress?: SuppressionRequest,
): Promise<Shown> {
  const { io, clock } = cx;
  // The suppressions file is written as this side left it, whatever the base had.
  const written = writeSuppressions(io, checked as CheckResult, suppress);
  const result = cx.newSince ? await keepNewSince(cx, checked as CheckResult, cx.newSince) : checked;
  clock?.enter('report');
  // What --fix did comes first: on standard output before the stylish report, on standard error beside the others.
  if (fixNote !== undefined && (cx.str('format') ?? 'stylish') === 'stylish') io.stdout(fixNote);
  else if (fixNote !== undefined) io.stderr(fixNote);
  if (written) io.stderr(written);
  // Counted before rendering, which drops the findings below --min-severity: --max-warnings counts them all.
  const { errors, warnings } = result.summary;
  return { report: await render(result), errors, warnings };
}

/**
 * The result memo of `check --cache` (see `memo.ts`), where one may be kept: not for a check that compares with
 * another side, fetches documents, fixes files, updates suppressions or is timed (`--timing` must time a check).
 */
async function memoOf(cx: CommandContext, target: { dir: string; only?: string[] }): Promise<MemoChoice | undefined> {
  const { io, values, str } = cx;
  if (cx.command !== 'check' || values.cache !== true || cx.base || cx.remote.fetchRemote || cx.clock) return undefined;
  const location = str('cache-location');
  if (location === '' || !io.cacheStore) return undefined;
  const { findDocsRoot } = await import('../load/docs-root.js');
  let root: string;
  try {
    root = findDocsRoot(target.dir, io.cwd, io.fs);
  } catch {
    return undefined; // the check says what is wrong with the folder
  }
  const found = cacheFileOf(io, root, location);
  const key = memoKey({ cwd: io.cwd, root, target, values, color: cx.color }, VERSION);
  return { key, root, found, cx };
}

/** What `check --cache` keeps its report under, and in which cache file (none where git tracks it). */
interface MemoChoice {
  key: string;
  root: string;
  found: CacheFileFound | undefined;
  cx: CommandContext;
}

/** Replays the memo when it holds; else checks (noting what is read), shows, and keeps the memo for the next run. */
async function runMemo({ key, root, found, cx }: MemoChoice, check: CheckRun, render: Render): Promise<Shown> {
  const { io } = cx;
  const ignored = found ? [found.file] : [];
  const file = found && new CacheFile(found.raw, found.secret);
  const kept = file?.memo(key, root, io.fs, ignored);
  if (kept) return kept;
  const fs = new ObservedFs(io.fs, ignored);
  const c: CommandContext = { ...cx, io: { ...io, fs }, memory: file?.extracts ?? null };
  const result = await check(c);
  const shown = await show(cx, result, render);
  file?.save(keepable(fs, result.diagnostics) ? { key, inputs: fs.observations(), ...shown } : undefined);
  return shown;
}

/** `--max-warnings N` as a number; -1 when not given. */
function maxWarningsOf(max: string | undefined): number {
  if (max === undefined) return -1;
  if (!/^\d+$/.test(max)) throw new UsageError(`--max-warnings must be a whole number, not "${max}"`);
  return Number(max);
}

/** The suppressions to write, with every rule named by `--suppress-rule` checked to exist. */
async function suppressionsAsked(
  values: ParsedValues,
  rules: string | undefined,
): Promise<SuppressionRequest | undefined> {
  const suppress = suppressRequest(values, rules);
  if (suppress?.rules) {
    const [{ RULES }, { closest }] = await Promise.all([import('../rules/index.js'), import('../core/suggest.js')]);
    const ids = RULES.map((r) => r.meta.id);
    for (const id of suppress.rules)
      if (!ids.includes(id)) {
        const near = closest(id, ids);
        throw new UsageError(`--suppress-rule: no rule is named "${id}"${near ? `; did you mean "${near}"?` : ''}`);
      }
  }
  if (suppress && fixingDryRun(values))
    throw new UsageError('--fix-dry-run changes nothing: it does not write suppressions either');
  return suppress;
}

/**
 * The docs root to check, and with `check FILE…` the files to report on; undefined when none of those files is in a
 * docs root. Files in no docs root are named on standard error (a pre-commit hook passes every staged file: the
 * check goes on without them); a file that does not exist is a usage error (`selectFiles`).
 */
async function checkTarget({
  io,
  rest,
  selecting,
}: CommandContext): Promise<{ dir: string; only?: string[] } | undefined> {
  if (!selecting) return { dir: rest[0] ?? '.' };
  const { findDocsRoot } = await import('../load/docs-root.js');
  const chosen = selectFiles(rest, io.cwd, io.fs, (d) => findDocsRoot(d, io.cwd, io.fs));
  if (chosen.outside.length > 0) io.stderr(`navlint: ${safeTerminalText(notInDocsRoot(chosen.outside))}\n`);
  return chosen.root ? { dir: chosen.root, only: chosen.files } : undefined;
}

/** Files named on the command line that no docs root holds, as given: the first few by name. */
function notInDocsRoot(files: string[]): string {
  if (files.length === 1) return `${files[0]} is in no docs root (no docs.json in its folder or above it): not checked`;
  const shown = files.slice(0, 3).join(', ');
  const more = files.length > 3 ? ` and ${files.length - 3} more` : '';
  return `${files.length} files are in no docs root (no docs.json in their folders or above them): not checked: ${shown}${more}`;
}

/** Whether `--fix` writes the fixes or `--fix-dry-run` shows them; undefined when neither is asked. */
function fixModeOf({ io, values, str }: CommandContext): 'write' | 'dry-run' | undefined {
  const fixing = values.fix === true ? 'write' : values['fix-dry-run'] === true ? 'dry-run' : undefined;
  if (values.fix === true && values['fix-dry-run'] === true)
    throw new UsageError('--fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write');
  if (fixing === 'dry-run' && str('format') !== undefined)
    throw new UsageError(`--fix-dry-run prints a unified diff; --format ${str('format')} does not apply`);
  if (fixing === 'write' && !io.fileWriter) throw new UsageError('--fix is not available here');
  return fixing;
}

/** How pages are treated, from `--no-content`, `--cache` and `--cache-location`. */
function contentChoiceOf({ values, str, memory, maxTimeMs, startedAt }: CommandContext): ContentChoice {
  const content = values['no-content'] !== true;
  if (memory !== undefined) return { content, ...(memory ? { memory } : {}), maxTimeMs, startedAt };
  return { content, cache: values.cache === true, cacheLocation: str('cache-location'), maxTimeMs, startedAt };
}

/**
 * Fixes the site pass by pass (`--fix`, `--fix-dry-run`). After a dry run, prints the diff and returns the exit code;
 * else returns the last pass's result and the note on what was written.
 */
async function fixAndCheck(
  cx: CommandContext,
  fixing: 'write' | 'dry-run',
  dir: string,
  extra: CheckExtras,
  maxWarnings: number,
): Promise<number | { result: CheckResult; fixNote: string }> {
  const { io, str, remote, clock, base } = cx;
  const [{ fixSite }, { formatFixNote }] = await Promise.all([import('../fix/passes.js'), import('./fix-note.js')]);
  // Without --cache, the passes still share what pages hold: a later pass parses only the files a fix changed.
  let kept: string | undefined;
  const content = { ...contentChoiceOf(cx), memory: { read: () => kept, write: (text: string) => void (kept = text) } };
  const run = await fixSite(
    (fs) => checkSite({ ...io, fs }, dir, str('config'), remote, clock, content, base, extra),
    io.fs,
    { cwd: io.cwd, ...(fixing === 'write' ? { writer: io.fileWriter! } : {}) },
  );
  const note = formatFixNote(run, { cwd: io.cwd, dryRun: fixing === 'dry-run' });
  for (const r of run.refused)
    io.stderr(`navlint: ${safeTerminalText(`${displayPath(r.file, io.cwd)} was not fixed: ${r.reason}`)}\n`);
  if (fixing === 'dry-run') {
    io.stdout(withCommandsStopped(run.diff ?? ''));
    io.stderr(note);
    return run.result.summary.errors > 0 || (maxWarnings >= 0 && run.result.summary.warnings > maxWarnings) ? 1 : 0;
  }
  return { result: run.result, fixNote: note };
}

/** One check: of an OpenAPI document (`openapi-check`) or of the docs root. */
async function checkOnce(cx: CommandContext, dir: string, extra: CheckExtras): Promise<ReportInput> {
  const { io, command, rest, str, remote, clock, base } = cx;
  if (command === 'openapi-check') {
    if (rest.length === 0) throw new UsageError('openapi-check needs the path of an OpenAPI document');
    const { checkSpecFile } = await import('../engine/index.js');
    return checkSpecFile(path.resolve(io.cwd, rest[0]), io.cwd, io.fs, rest[0]);
  }
  return checkSite(io, dir, str('config'), remote, clock, contentChoiceOf(cx), base, extra);
}

/** The result without the findings the `--new-since` side has too. */
async function keepNewSince(cx: CommandContext, head: CheckResult, newSince: SideSource): Promise<CheckResult> {
  const { io, values, str, remote } = cx;
  const { checkOptions, runCheckOf, newFindingsOnly } = await import('../engine/index.js');
  const choice = { content: values['no-content'] !== true };
  const store = values.cache === true ? cacheStore(io, head.root, str('cache-location')) : undefined;
  const earlier = await runCheckOf(
    newSince,
    checkOptions({
      ...siteInputs(io, head.root, str('config'), remote),
      content: choice.content,
      contentCache: store,
    }),
  );
  return newFindingsOnly(head, earlier, describeRef(newSince));
}

/** Drops the findings below the lowest severity reported from `result`; returns how many were hidden, for the report. */
function hideBelow(result: ReportInput, minSeverity: 'notice' | 'warning' | 'error'): Hidden | undefined {
  if (minSeverity === 'notice') return undefined;
  const warnings = result.summary.warnings;
  const keep = (sev: string) => sev === 'error' || (minSeverity === 'warning' && sev === 'warning');
  const hidden = {
    warnings: keep('warning') ? 0 : result.summary.warnings,
    notices: result.summary.notices,
    errorsOnly: minSeverity === 'error',
  };
  result.diagnostics = result.diagnostics.filter((d) => keep(d.severity));
  result.summary = { errors: result.summary.errors, warnings: keep('warning') ? warnings : 0, notices: 0 };
  return hidden;
}

/** The report in `--format` (stylish, json, sarif or github), each formatter loaded only when used. */
async function formatReport(
  result: ReportInput,
  format: string,
  {
    jsonVersion,
    color,
    hidden,
    maxWarnings,
  }: { jsonVersion: 1 | 2; color: boolean; hidden?: Hidden; maxWarnings: number },
): Promise<string> {
  if (format === 'json') return (await import('../report/json.js')).formatJson(result, jsonVersion);
  if (format === 'sarif') return (await import('../report/sarif.js')).formatSarif(result as CheckResult);
  if (format === 'github') return (await import('../report/github.js')).formatGithub(result as CheckResult);
  return (await import('../report/stylish.js')).formatStylish(result, { color, hidden, maxWarnings });
}

/** The cache `--cache` and `--cache-location` ask for, if any (preview and nav: check reads them in `checkSite`). */
function contentCacheOf(io: CliIO, dir: string, values: ParsedValues): CacheStore | undefined {
  const location = values['cache-location'] as string | undefined;
  if (location !== undefined && values.cache !== true)
    throw new UsageError('--cache-location applies only with --cache');
  if (location === '') throw new UsageError('--cache-location needs a path');
  return values.cache === true ? cacheStore(io, dir, location) : undefined;
}

/** Whether remote OpenAPI documents are fetched (`--fetch-remote`), and from private addresses too. */
interface RemoteChoice {
  fetchRemote: boolean;
  allowPrivateHosts: boolean;
}

/** What `check` does besides checking: update the suppressions file, report only some files. */
interface CheckExtras {
  suppress?: SuppressionRequest;
  only?: string[];
  presets?: PresetName[];
  /** Filled in as the check runs, and drawn on standard error's terminal. */
  progress?: CheckProgress;
}

/** The presets `--preset` names, in order (the parser has checked each name). */
function presetsOf(value: string | undefined): PresetName[] {
  return (value?.split(',') ?? []) as PresetName[];
}

/** `check --print-config`: the level of every rule under the docs root's configuration, as JSON. */
async function printConfig(cx: CommandContext, dir: string, presets: PresetName[]): Promise<number> {
  const { effectiveConfig } = await import('../engine/index.js');
  const config = effectiveConfig({ dir, cwd: cx.io.cwd, fs: cx.io.fs, configPath: cx.str('config'), presets });
  cx.io.stdout(`${JSON.stringify(config, null, 2)}\n`);
  return 0;
}

const HELP_HELP = `navlint help: show the options and examples of a command, or the list of commands.

Usage: navlint help [COMMAND]

Commands: ${['check', 'nav', 'openapi-check', 'preview', 'diff', 'proxy-check', 'lsp'].join(', ')}.
\`navlint COMMAND --help\` shows the same.
`;

/** The lowest severity reported: `--min-severity`, or error with `--quiet`. */
function minimumSeverity(quiet: boolean, given: string | undefined): 'notice' | 'warning' | 'error' {
  if (quiet && given !== undefined && given !== 'error')
    throw new UsageError(`--quiet reports errors only; --min-severity ${given} does not go with it`);
  return quiet ? 'error' : ((given as 'notice' | 'warning' | 'error' | undefined) ?? 'notice');
}

function fixingDryRun(values: Record<string, string | boolean | undefined>): boolean {
  return values['fix-dry-run'] === true;
}

/** What to do to navlint-suppressions.json, from `--suppress-all`, `--suppress-rule` and `--prune-suppressions`. */
function suppressRequest(
  values: Record<string, string | boolean | undefined>,
  rules: string | undefined,
): SuppressionRequest | undefined {
  const all = values['suppress-all'] === true;
  const prune = values['prune-suppressions'] === true;
  if (all && rules !== undefined)
    throw new UsageError('--suppress-all and --suppress-rule do not go together: --suppress-all takes every rule');
  if (!all && rules === undefined && !prune) return undefined;
  return {
    ...(all ? { all } : {}),
    ...(rules !== undefined ? { rules: rules.split(',') } : {}),
    ...(prune ? { prune } : {}),
  };
}

/** Writes navlint-suppressions.json when the check changed it, and says so (the line for standard error). */
function writeSuppressions(io: CliIO, result: CheckResult, request: SuppressionRequest | undefined): string {
  if (!request) return '';
  const outcome = result.suppressions;
  const name = displayPath(outcome.file, io.cwd);
  if (outcome.update === undefined) return `navlint: ${safeTerminalText(name)} is up to date\n`;
  if (!io.writeFile) throw new UsageError('suppressions cannot be written here');
  io.writeFile(outcome.file, outcome.update);
  return `navlint: wrote ${safeTerminalText(name)}: ${outcome.suppressed} finding${outcome.suppressed === 1 ? '' : 's'} suppressed\n`;
}

/** A revision or folder as the report names it. */
function describeRef(side: SideSource): string {
  return side.kind === 'git' ? side.rev : side.kind === 'folder' ? side.dir : 'the working tree';
}

/** How `check` treats pages: parse them or not (`--no-content`), and keep their extracts between runs (`--cache`). */
interface ContentChoice {
  content: boolean;
  cache?: boolean;
  cacheLocation?: string;
  /** Where extracts are kept when there is no `--cache`: in memory, between the passes of `--fix`. */
  memory?: CacheStore;
  /** `--max-time`, in milliseconds, and when it started counting. */
  maxTimeMs?: number;
  startedAt?: number;
}

/** The full check of a docs root, with the OpenAPI validator and the page parsers in worker threads when they can be started. */
async function checkSite(
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
  // Started before the check's code loads, so that the validator is ready when the first document is parsed; the
  // JSON documents docs.json names are sent to it at once (the check is given their answers when it reads them).
  const docsJson = readDocsJson(io, dir);
  const worker = docsJson === undefined || docsJson.text.includes('openapi') ? startWorker(io) : undefined;
  const docs = docsJson && docsValue(docsJson.text);
  const linter = worker
    ? await primedLinter(worker, io, docsJson && docs !== undefined ? { ...docsJson, docs } : undefined)
    : undefined;
  // On a large site checked without a cache (with one, parsers start for the pages it lacks), the first page parser
  // starts now too, and loads its code while the check's loads: the check takes it as the first worker it asks for.
  const cold = !choice.cache && !choice.memory;
  const parser =
    choice.content && cold && docsJson && largeSite(docs, docsJson.root, io.fs) ? startParser(io) : undefined;
  const contentWorker = parser && io.contentWorker ? () => parser.take() ?? io.contentWorker!() : io.contentWorker;
  const drawing = extra.progress && io.stderrTerminal && progressOn(io, io.stderrTerminal, extra.progress);
  try {
    const { checkOptions, runCheck, findDocsRoot } = await import('../engine/index.js');
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
        lintWorker: worker ? () => worker : io.lintWorker,
        specLinter: linter,
        contentWorker,
        // The first worker was started for the pages: this thread need not load the parser before the check.
        pagesInWorkers: parser !== undefined,
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
    await linter?.close();
    void worker?.terminate();
    parser?.stopUnused();
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

/**
 * Navigation entries from which a site's pages are parsed in worker threads (as `loadContent` guesses from the files:
 * 262 pages of a typical 2 KB); entries are counted as the strings of docs.json's `navigation`.
 */
const EARLY_PARSER_ENTRIES = 262;
/**
 * Bytes of the pages fewer entries name from which they are parsed in worker threads: `MAIN_THREAD_CHARS` of the
 * content layer, below which the main thread parses (cline's 227 entries name 600 KB of pages).
 */
const EARLY_PARSER_BYTES = 256 * 1024;

/**
 * The value of docs.json's text for what the CLI starts ahead of the check (the validator's documents, the first page
 * parser): undefined when it is not plain JSON, or too large to be worth reading twice (the check reads it again).
 */
function docsValue(text: string): unknown {
  if (text.length > 4 * 1024 * 1024) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether docs.json (its value) lists pages enough to be parsed in worker threads (a guess, before the files are
 * listed): as many entries as pages of a typical size would need, or fewer whose page files are that large. The
 * sizes come from the file system's entries in the docs root (no file is read); what is not a page is not counted.
 */
function largeSite(docs: unknown, root: string, fs: FileSystem): boolean {
  if (typeof docs !== 'object' || docs === null) return false;
  const entries: string[] = [];
  const stack = [(docs as { navigation?: unknown }).navigation];
  while (stack.length > 0 && entries.length < EARLY_PARSER_ENTRIES) {
    const v = stack.pop();
    if (typeof v === 'string') entries.push(v);
    else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) stack.push(x);
  }
  if (entries.length >= EARLY_PARSER_ENTRIES) return true;
  let bytes = 0;
  for (const entry of entries) {
    const file = rootPathOf(root, entry);
    if (file === undefined) continue;
    for (const ext of ['.mdx', '.md']) {
      try {
        const st = fs.lstatSync(file + ext);
        if (!st.isFile()) continue;
        bytes += st.size;
        if (bytes >= EARLY_PARSER_BYTES) return true;
        break;
      } catch {
        // Not this extension (or not a page at all).
      }
    }
  }
  return false;
}

/** A page-parsing worker started ahead of the check: taken once, or stopped at the end if the check needed none. */
function startParser(io: CliIO): { take(): Worker | undefined; stopUnused(): void } | undefined {
  let worker: Worker | undefined;
  try {
    worker = io.contentWorker?.();
  } catch {
    return undefined;
  }
  if (!worker) return undefined;
  let taken = false;
  return {
    take() {
      if (taken) return undefined;
      taken = true;
      return worker;
    },
    stopUnused() {
      if (!taken) void worker.terminate();
    },
  };
}

/** What every check of the CLI takes from its world (the file system, the threads) and from its arguments. */
function siteInputs(io: CliIO, dir: string, configPath: string | undefined, remote: RemoteChoice): RunOptions {
  return {
    dir,
    cwd: io.cwd,
    fs: io.fs,
    configPath,
    ...remote,
    lintWorker: io.lintWorker,
    contentWorker: io.contentWorker,
    parallelism: io.parallelism,
  };
}

// At most this many lines name what `nav` cannot read; the check lists every one.
const MAX_UNREADABLE_LINES = 10;

/**
 * `navlint nav`: the resolved navigation with the check's findings marked on the nodes they concern. What cannot be
 * read (docs.json or a file it includes) is named on stderr, and then the exit code is 1.
 */
async function runNav(
  io: CliIO,
  dir: string | undefined,
  format: string,
  configPath: string | undefined,
  remote: RemoteChoice,
  choice: ContentChoice,
): Promise<number> {
  const result = await checkSite(io, dir ?? '.', configPath, remote, undefined, choice);
  const [{ displayPath }, { buildNavDocument }, { markNavDocument }, { formatNavText }] = await Promise.all([
    import('../core/paths.js'),
    import('../model/navtree.js'),
    import('../report/navmarks.js'),
    import('../report/navtext.js'),
  ]);
  const origins = new Map<NavNode, Span>();
  const doc = buildNavDocument(result.model, origins);
  const marked = markNavDocument(doc, origins, result, (page) => {
    const found = result.model.files.resolvePage(page);
    return found.status === 'found' ? path.join(result.model.root, found.file) : undefined;
  });
  const checkCommand = [
    'navlint check',
    ...(dir !== undefined ? [shellWord(dir)] : []),
    ...(configPath !== undefined ? ['--config', shellWord(configPath)] : []),
  ].join(' ');
  io.stdout(format === 'json' ? safeJson(doc) + '\n' : formatNavText(doc, { marked, checkCommand }));
  const unreadable = result.diagnostics.filter(
    (d) => d.rule === 'config-invalid-json' || d.rule === 'config-ref-unresolved',
  );
  for (const d of unreadable.slice(0, MAX_UNREADABLE_LINES)) {
    io.stderr(
      `navlint: ${safeTerminalText(`${displayPath(d.span.file, io.cwd)}:${d.span.start.line}:${d.span.start.column}: cannot be read: ${d.message}`)}\n`,
    );
  }
  if (unreadable.length > MAX_UNREADABLE_LINES)
    io.stderr(
      `navlint: and ${unreadable.length - MAX_UNREADABLE_LINES} more (${safeTerminalText(checkCommand)} lists them)\n`,
    );
  return unreadable.length > 0 ? 1 : 0;
}

/** `--max-time S` in milliseconds: S is a number of seconds above 0. */
function maxTimeOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const s = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(s > 0))
    throw new UsageError(`--max-time must be a number of seconds above 0, not "${value}"`);
  return Math.round(s * 1000);
}

/** A word as it would be typed in a POSIX shell: bare when it needs no quotes. */
function shellWord(s: string): string {
  return /^[\w./@%+:,=-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The cache file in the docs root when `--cache-location` is not given, as `.eslintcache` is ESLint's. */
export const CACHE_FILE = '.navlintcache';

/**
 * The cache of a docs root, as ESLint places its own: `.navlintcache` in the docs root, or `--cache-location`,
 * which names the file, or a folder (an existing one, or a path ending with a slash) that holds one file per docs root.
 * A cache file that git tracks is left alone: its entries would be the repository's word, and a commit could hide
 * findings with them.
 */
function cacheStore(io: CliIO, dir: string, location: string | undefined): CacheStore | undefined {
  const found = cacheFileOf(io, dir, location);
  return found && CacheFile.extractsOf(found.raw, found.secret);
}

/** A docs root's cache file, its whole text's store, and the key that signs it. */
interface CacheFileFound {
  file: string;
  raw: CacheStore;
  secret: Buffer;
}

/**
 * The cache file of a docs root (see `cacheStore`) and its whole text's store; undefined when git tracks it, or
 * when there is no key to sign it with (`cacheSecret`): then one line on standard error says why.
 */
function cacheFileOf(io: CliIO, dir: string, location: string | undefined): CacheFileFound | undefined {
  if (!io.cacheStore) throw new UsageError('--cache is not available here');
  const target =
    location === undefined ? path.join(path.resolve(io.cwd, dir), CACHE_FILE) : path.resolve(io.cwd, location);
  let isDir = location !== undefined && /[\\/]$/.test(location);
  if (!isDir && location !== undefined) {
    try {
      isDir = io.fs.statSync(target).isDirectory();
    } catch {
      isDir = false;
    }
  }
  const docs = path.resolve(io.cwd, dir);
  const root = path.basename(docs) === 'docs.json' ? path.dirname(docs) : docs;
  const file = isDir
    ? path.join(target, `content-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.json`)
    : target;
  if (io.writeArea) {
    try {
      areaFolderOf(io.fs, io.writeArea, file);
    } catch (e) {
      if (e instanceof ConfinedPathError)
        throw new UsageError(`--cache-location ${location ?? file}: the cache file ${e.reason}`);
      throw e;
    }
  }
  if (io.git && isTracked(io.git, file)) {
    io.stderr(
      `navlint: ${safeTerminalText(displayPath(file, io.cwd))} is tracked by git, so --cache neither reads nor writes it; give --cache-location a path that is not committed\n`,
    );
    return undefined;
  }
  const key = io.cacheSecret?.(root) ?? { problem: 'there is no cache key here' };
  if ('problem' in key) {
    io.stderr(`navlint: --cache is not used: ${safeTerminalText(key.problem)}\n`);
    return undefined;
  }
  return { file, raw: io.cacheStore(file), secret: key.secret };
}

/** Whether git tracks a file (false where git cannot tell: no repository, no git, no such folder). */
function isTracked(git: Git, file: string): boolean {
  try {
    return git(['ls-files', '-z', '--', path.basename(file)], { cwd: path.dirname(file) }).length > 0;
  } catch {
    return false;
  }
}

/** A side named on the command line: a folder that holds docs.json (or docs.json itself), else a git revision. */
function sideOf(arg: string, io: CliIO, option = '--base'): SideSource {
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

/** `navlint diff BASE [HEAD]`: resolves both sides and prints what changes. */
async function runDiff(args: string[], format: string, root: string | undefined, io: CliIO): Promise<number> {
  if (args.length === 0)
    throw new UsageError('diff needs a base: a git revision or a docs-root folder (see navlint help diff)');
  if (args.length > 2) throw new UsageError(`diff takes a base and a head, got ${args.length} arguments`);
  const dir = root ?? '.';
  const [{ diffSides }, report] = await Promise.all([import('../engine/index.js'), import('../report/diff.js')]);
  const base = sideOf(args[0], io);
  const head: SideSource = args[1] !== undefined ? sideOf(args[1], io) : { kind: 'worktree' };
  const { diff, base: b, head: h } = diffSides(base, head, { dir, cwd: io.cwd, fs: io.fs });
  io.stdout(
    format === 'json'
      ? report.formatDiffJson(diff, b, h)
      : format === 'md'
        ? report.formatDiffMarkdown(diff, b, h)
        : report.formatDiffText(diff, b, h),
  );
  return 0;
}

function startWorker(io: CliIO): Worker | undefined {
  try {
    return io.lintWorker?.();
  } catch {
    return undefined; // the check validates in this thread instead
  }
}

/**
 * The docs.json that a check of `dir` reads, with its folder (the docs root), when `dir` is a docs root or its
 * docs.json; undefined when it is neither, or the file is unusual (too large, not a file): the check reports that.
 * The validation worker is started ahead of the check only where docs.json mentions OpenAPI (elsewhere it would only
 * take time from the machine; a document named by a page still starts it when it is parsed).
 */
function readDocsJson(io: CliIO, dir: string): { root: string; text: string } | undefined {
  const target = path.resolve(io.cwd, dir);
  const file = path.basename(target) === 'docs.json' ? target : path.join(target, 'docs.json');
  const root = path.dirname(file);
  try {
    // A docs.json linked out of the root is not read here either: the check reports it.
    return { root, text: readTextInside(io.fs, { folders: [root], name: 'the docs root' }, file, 64 * 1024 * 1024) };
  } catch {
    return undefined;
  }
}

/** The validator on `worker`, sent the JSON documents that docs.json names (see `SpecLinter.prime`). */
async function primedLinter(
  worker: Worker,
  io: CliIO,
  docsJson: { root: string; docs: unknown } | undefined,
): Promise<SpecLinter> {
  const { SpecLinter } = await import('../openapi/validate.js');
  const linter = new SpecLinter(() => worker);
  if (docsJson) linter.prime(docsJson.root, docsJson.docs, io.fs);
  return linter;
}
