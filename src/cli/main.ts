import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { CacheStore } from '../content/cache.js';
import type { FileSystem } from '../core/fs.js';
import { createPhaseClock, formatTiming, type PhaseClock } from '../core/timing.js';
import { DocsRootBelowError, UsageError } from '../core/errors.js';
import { displayPath } from '../core/paths.js';
import type { Span } from '../core/types.js';
import type { Git } from '../core/git.js';
import type { FileWriter } from '../load/fixfs.js';
// The commands' code is imported where a command runs: `--version` and `--help` load none of it.
import type { CheckResult, ReportInput, SideSource } from '../engine.js';
import type { NavNode } from '../model/navjson.js';
import type { Hidden } from '../report/stylish.js';
import { safeJson, safeTerminalText } from '../report/text.js';
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

type ParsedValues = ParsedArgs['values'];

/** What the CLI needs from the process, passed in by the entry point. */
export interface CliIO {
  cwd: string;
  fs: FileSystem;
  stdout(s: string): void;
  stderr(s: string): void;
  isTTY: boolean;
  env: Record<string, string | undefined>;
  /** A monotonic clock in milliseconds, for `--timing` (default: `performance.now`). */
  now?: () => number;
  /** Writes a file (`navlint preview`). */
  writeFile?(file: string, text: string): void;
  /** Calls `handler` once on Ctrl-C or SIGTERM (`preview --watch`, which runs until then). */
  onInterrupt?(handler: () => void): void;
  /** Starts the worker thread that validates OpenAPI documents (the check validates in this thread without it). */
  lintWorker?: () => Worker;
  /** Starts a worker thread that parses pages (the check parses them in this thread without it). */
  contentWorker?: () => Worker;
  /** How many threads may parse pages at once (default 1). */
  parallelism?: number;
  /** The cache file at an absolute path (`--cache`); without it, `--cache` is a usage error. */
  cacheStore?(file: string): CacheStore;
  /** Runs git, to read revisions (`diff`, `--base`). */
  git?: Git;
  /** Writes fixed files (`check --fix`); without it, `--fix` is a usage error. */
  fileWriter?: FileWriter;
  /** The raw standard streams, for `lsp --stdio`, which speaks a protocol over them. */
  stdio?: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream };
}

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

async function run(argv: string[], io: CliIO, called: { command: string }): Promise<number> {
  const { command, operands: rest, values } = parseCommandLine(argv);
  if (values.version) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (command === 'help') {
    if (rest.length > 0 && !isCommand(rest[0])) throw unknownCommand(rest[0]);
    if (rest.length > 1) throw new UsageError(`help takes one command name, got ${rest.length}`);
    io.stdout(rest.length === 1 ? commandHelp(rest[0] as CommandName) : globalHelp());
    return 0;
  }
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
  if (rest.length > 1) throw new UsageError(`${command} takes one path, got ${rest.length}`);
  const base = str('base') !== undefined ? sideOf(str('base')!, io) : undefined;
  const color = values['no-color'] ? false : ((values.color as boolean | undefined) ?? io.isTTY);
  const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;

  if (command === 'lsp') {
    if (values.stdio !== true)
      throw new UsageError('lsp talks over standard input and output: run navlint lsp --stdio');
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
  if (command === 'proxy-check') {
    const { runProxyCheckCommand } = await import('../playground/command.js');
    return runProxyCheckCommand({
      site: rest[0],
      dir: str('dir'),
      format: str('format'),
      timeout: str('timeout'),
      configPath: str('config'),
      fetchRemote: values['fetch-remote'] === true,
      cwd: io.cwd,
      fs: io.fs,
      color,
      stdout: (s) => io.stdout(s),
    });
  }
  if (command === 'preview' && values.watch === true) {
    if (str('out') !== undefined)
      throw new UsageError('--out and --watch do not go together: --watch serves the preview instead of writing it');
    if (str('format') !== undefined && str('format') !== 'html')
      throw new UsageError(`--watch serves the HTML preview; --format ${str('format')} does not apply`);
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
      fetchRemote: values['fetch-remote'] === true,
      cwd: io.cwd,
      fs: io.fs,
      stdout: (s) => io.stdout(s),
      stderr: (s) => io.stderr(s),
      onInterrupt: io.onInterrupt.bind(io),
    });
  }
  if (str('port') !== undefined) throw new UsageError('--port applies to preview --watch only');
  if (command === 'preview') {
    const { runPreviewCommand } = await import('../preview/command.js');
    const contentCache = contentCacheOf(io, rest[0] ?? '.', values);
    return runPreviewCommand({
      dir: rest[0] ?? '.',
      ...(contentCache ? { contentCache } : {}),
      out: str('out'),
      format: str('format'),
      configPath: str('config'),
      fetchRemote: values['fetch-remote'] === true,
      cwd: io.cwd,
      fs: io.fs,
      writeFile: io.writeFile?.bind(io),
      stdout: (s) => io.stdout(s),
      contentWorker: io.contentWorker,
      parallelism: io.parallelism,
      content: values['no-content'] !== true,
      ...(base ? { base } : {}),
    });
  }

  if (command === 'nav')
    return runNav(
      io,
      rest[0],
      str('format') ?? 'text',
      str('config'),
      values['fetch-remote'] === true,
      values['no-content'] !== true,
      { cache: values.cache === true, cacheLocation: str('cache-location') },
    );

  const format = str('format') ?? 'stylish';
  let maxWarnings = -1;
  const max = str('max-warnings');
  if (max !== undefined) {
    if (!/^\d+$/.test(max)) throw new UsageError(`--max-warnings must be a whole number, not "${max}"`);
    maxWarnings = Number(max);
  }

  const jsonVersion = str('json-version');
  if (jsonVersion !== undefined && format !== 'json')
    throw new UsageError('--json-version applies only with --format json');
  const fixing = values.fix === true ? 'write' : values['fix-dry-run'] === true ? 'dry-run' : undefined;
  if (values.fix === true && values['fix-dry-run'] === true)
    throw new UsageError('--fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write');
  if (fixing === 'dry-run' && str('format') !== undefined)
    throw new UsageError(`--fix-dry-run prints a unified diff; --format ${str('format')} does not apply`);
  if (fixing === 'write' && !io.fileWriter) throw new UsageError('--fix is not available here');

  let result: ReportInput;
  let fixNote: string | undefined;
  if (fixing) {
    const { fixSite, formatFixNote } = await import('./fix.js');
    // Without --cache, the passes still share what pages hold: a later pass parses only the files a fix changed.
    let kept: string | undefined;
    const content = {
      content: values['no-content'] !== true,
      cache: values.cache === true,
      cacheLocation: str('cache-location'),
      memory: { read: () => kept, write: (text: string) => void (kept = text) },
    };
    const run = await fixSite(
      (fs) =>
        checkSite({ ...io, fs }, rest[0] ?? '.', str('config'), values['fetch-remote'] === true, clock, content, base),
      io.fs,
      { cwd: io.cwd, ...(fixing === 'write' ? { writer: io.fileWriter! } : {}) },
    );
    const note = formatFixNote(run, { cwd: io.cwd, dryRun: fixing === 'dry-run' });
    for (const r of run.refused)
      io.stderr(`navlint: ${safeTerminalText(`${displayPath(r.file, io.cwd)} was not fixed: ${r.reason}`)}\n`);
    if (fixing === 'dry-run') {
      io.stdout(run.diff ?? '');
      io.stderr(note);
      return run.result.summary.errors > 0 || (maxWarnings >= 0 && run.result.summary.warnings > maxWarnings) ? 1 : 0;
    }
    result = run.result;
    fixNote = note;
  } else if (command === 'openapi-check') {
    if (rest.length === 0) throw new UsageError('openapi-check needs the path of an OpenAPI document');
    const { checkSpecFile } = await import('../engine.js');
    result = await checkSpecFile(path.resolve(io.cwd, rest[0]), io.cwd, io.fs);
  } else {
    result = await checkSite(
      io,
      rest[0] ?? '.',
      str('config'),
      values['fetch-remote'] === true,
      clock,
      { content: values['no-content'] !== true, cache: values.cache === true, cacheLocation: str('cache-location') },
      base,
    );
  }
  clock?.enter('report');
  const warnings = result.summary.warnings;
  let hidden: Hidden | undefined;
  if (values.quiet) {
    hidden = { warnings: result.summary.warnings, notices: result.summary.notices };
    result.diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
    result.summary = { errors: result.summary.errors, warnings: 0, notices: 0 };
  }
  // What --fix did comes first: on standard output before the stylish report, on standard error beside the others.
  if (fixNote !== undefined && format === 'stylish') io.stdout(fixNote);
  else if (fixNote !== undefined) io.stderr(fixNote);
  if (format === 'json') io.stdout((await import('../report/json.js')).formatJson(result, jsonVersion === '1' ? 1 : 2));
  else if (format === 'sarif') io.stdout((await import('../report/sarif.js')).formatSarif(result as CheckResult));
  else if (format === 'github') io.stdout((await import('../report/github.js')).formatGithub(result as CheckResult));
  else io.stdout((await import('../report/stylish.js')).formatStylish(result, { color, hidden }));
  if (clock) {
    clock.enter(undefined);
    io.stderr(formatTiming(clock.totals()));
  }
  if (result.summary.errors > 0) return 1;
  if (maxWarnings >= 0 && warnings > maxWarnings) {
    io.stderr(`navlint: ${warnings} warnings exceed --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/** The cache `--cache` and `--cache-location` ask for, if any (preview and nav: check reads them in `checkSite`). */
function contentCacheOf(io: CliIO, dir: string, values: ParsedValues): CacheStore | undefined {
  const location = values['cache-location'] as string | undefined;
  if (location !== undefined && values.cache !== true)
    throw new UsageError('--cache-location applies only with --cache');
  if (location === '') throw new UsageError('--cache-location needs a path');
  return values.cache === true ? cacheStore(io, dir, location) : undefined;
}

/** How `check` treats pages: parse them or not (`--no-content`), and keep their extracts between runs (`--cache`). */
interface ContentChoice {
  content: boolean;
  cache?: boolean;
  cacheLocation?: string;
  /** Where extracts are kept when there is no `--cache`: in memory, between the passes of `--fix`. */
  memory?: CacheStore;
}

/** The full check of a docs root, with the OpenAPI validator and the page parsers in worker threads when they can be started. */
async function checkSite(
  io: CliIO,
  dir: string,
  configPath: string | undefined,
  fetchRemote: boolean,
  clock?: PhaseClock,
  choice: ContentChoice = { content: true },
  base?: SideSource,
): Promise<CheckResult> {
  if (choice.cacheLocation !== undefined && !choice.cache)
    throw new UsageError('--cache-location applies only with --cache');
  if (choice.cacheLocation === '') throw new UsageError('--cache-location needs a path');
  // Started before the check's code loads, so that the validator is ready when the first document is parsed.
  const worker = namesOpenApi(io, dir) ? startWorker(io) : undefined;
  try {
    const { runCheck } = await import('../engine.js');
    const contentCache = choice.cache ? cacheStore(io, dir, choice.cacheLocation) : choice.memory;
    return await runCheck({
      dir,
      cwd: io.cwd,
      fs: io.fs,
      configPath,
      fetchRemote,
      timing: clock,
      lintWorker: worker ? () => worker : io.lintWorker,
      content: choice.content,
      ...(contentCache ? { contentCache } : {}),
      ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
      ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
      ...(base ? { base } : {}),
    });
  } finally {
    void worker?.terminate();
  }
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
  fetchRemote: boolean,
  content: boolean,
  cache: { cache: boolean; cacheLocation?: string },
): Promise<number> {
  const result = await checkSite(io, dir ?? '.', configPath, fetchRemote, undefined, { content, ...cache });
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

/** A word as it would be typed in a POSIX shell: bare when it needs no quotes. */
function shellWord(s: string): string {
  return /^[\w./@%+:,=-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * The cache of a docs root, as ESLint places its own: `--cache-location` names the file, or a folder (an
 * existing one, or a path ending with a slash) that holds one file per docs root.
 */
function cacheStore(io: CliIO, dir: string, location: string | undefined): CacheStore {
  if (!io.cacheStore) throw new UsageError('--cache is not available here');
  const target = path.resolve(io.cwd, location ?? 'node_modules/.cache/navlint/');
  let isDir = location === undefined || /[\\/]$/.test(location);
  if (!isDir) {
    try {
      isDir = io.fs.statSync(target).isDirectory();
    } catch {
      isDir = false;
    }
  }
  if (!isDir) return io.cacheStore(target);
  const docs = path.resolve(io.cwd, dir);
  const root = path.basename(docs) === 'docs.json' ? path.dirname(docs) : docs;
  return io.cacheStore(path.join(target, `content-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.json`));
}

/** A side named on the command line: a folder that holds docs.json (or docs.json itself), else a git revision. */
function sideOf(arg: string, io: CliIO): SideSource {
  if (arg === '') throw new UsageError('--base needs a git revision or a docs-root folder');
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
  const [{ diffSides }, report] = await Promise.all([import('../engine.js'), import('../report/diff.js')]);
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
 * Whether docs.json mentions OpenAPI: only then is the validation worker started ahead of the check (elsewhere
 * it would only take time from the machine; a document named by a page still starts it when it is parsed).
 */
function namesOpenApi(io: CliIO, dir: string): boolean {
  const target = path.resolve(io.cwd, dir);
  const file = path.basename(target) === 'docs.json' ? target : path.join(target, 'docs.json');
  try {
    const st = io.fs.statSync(file);
    // Anything unusual is left for the check to report; starting the worker early is harmless then.
    if (!st.isFile() || st.size > 64 * 1024 * 1024) return true;
    return io.fs.readFileSync(file, 'utf8').includes('openapi');
  } catch {
    return true;
  }
}
