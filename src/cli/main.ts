import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Worker } from 'node:worker_threads';
import type { FileSystem } from '../core/fs.js';
import { createPhaseClock, formatTiming } from '../core/timing.js';
import type { Git } from '../core/git.js';
import { UsageError } from '../core/errors.js';
// The commands' code is imported where a command runs: `--version` and `--help` load none of it.
import type { CheckResult, ReportInput, SideSource } from '../engine.js';
import { safeJson, safeTerminalText } from '../report/text.js';
import { VERSION } from '../version.js';

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
  /** Starts the worker thread that validates OpenAPI documents (the check validates in this thread without it). */
  lintWorker?: () => Worker;
  /** Runs git, to read revisions (`diff`, `--base`). */
  git?: Git;
}

const HELP = `navlint ${VERSION}: checks a Mintlify docs.json, its pages and its OpenAPI references.

Usage:
  navlint check [DIR] [options]        check the docs root DIR (default: .)
  navlint nav [DIR] [--format F]       print the resolved navigation (F: text or json)
  navlint openapi-check FILE           validate one OpenAPI document
  navlint preview [DIR] [--out FILE]   write the navigation preview (--format html or md; FILE - for stdout)
  navlint diff BASE [HEAD] [--root DIR]  what a change does to the site (--format text, json or md); BASE and
                                       HEAD are git revisions of the docs root DIR (HEAD: the working tree)
                                       or two docs-root folders

Options:
  --format stylish|json|sarif|github   output format of check and openapi-check (default: stylish)
  --config FILE                        configuration file (default: DIR/.navlintrc.json)
  --max-warnings N                     exit 1 when there are more than N warnings
  --quiet                              report errors only
  --fetch-remote                       fetch remote OpenAPI documents (10 s, 16 MiB at most)
  --out FILE                           where preview writes (default: navlint-preview.html, or .md)
  --base REF                           check and preview: compare with REF (a git revision or a docs-root
                                       folder): URLs removed without a redirect, and the changes view
  --root DIR                           diff: the docs root in the working tree (default: .)
  --timing                             print the time of each phase of check on stderr
  --color, --no-color                  force colour on or off (default: on for a terminal)
  -h, --help                           show this help
  -v, --version                        show the version

Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage or fatal error.
`;

const FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
const NAV_FORMATS = ['text', 'json'] as const;
const DIFF_FORMATS = ['text', 'json', 'md'] as const;

/** Runs the CLI and returns its exit code. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
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

async function run(argv: string[], io: CliIO): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        config: { type: 'string', short: 'c' },
        'max-warnings': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        'fetch-remote': { type: 'boolean' },
        out: { type: 'string', short: 'o' },
        timing: { type: 'boolean' },
        base: { type: 'string' },
        root: { type: 'string' },
        color: { type: 'boolean' },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (e) {
    // Node's own message for an unknown option goes on about positionals; name the option and stop.
    const unknown = /^Unknown option '(.*?)'\./.exec((e as Error).message);
    throw new UsageError(`${unknown ? `unknown option "${unknown[1]}"` : (e as Error).message.split('\n')[0]} (see navlint --help)`);
  }
  const { values, positionals } = parsed;
  if (values.version) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (values.help || positionals.length === 0) {
    io.stdout(HELP);
    return values.help ? 0 : 2;
  }
  const [command, ...rest] = positionals;
  if (values.root !== undefined && command !== 'diff') throw new UsageError(`--root applies to diff only, not to ${command}`);
  if (values.base !== undefined && command !== 'check' && command !== 'preview') throw new UsageError(`--base applies to check and preview only, not to ${command}`);
  if (command === 'diff') return runDiff(rest, values, io);
  if (rest.length > 1) throw new UsageError(`${command} takes one path, got ${rest.length}`);
  const base = values.base !== undefined ? sideOf(values.base, io) : undefined;
  const color = values['no-color'] ? false : (values.color ?? io.isTTY);
  if (values.timing && command !== 'check') throw new UsageError(`--timing applies to check only, not to ${command}`);
  const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;

  if (values.out !== undefined && command !== 'preview') throw new UsageError(`--out applies to preview only, not to ${command}`);
  if (command === 'preview') {
    const { runPreviewCommand } = await import('../preview/command.js');
    return runPreviewCommand({ dir: rest[0] ?? '.', out: values.out, format: values.format, configPath: values.config, fetchRemote: values['fetch-remote'], cwd: io.cwd, fs: io.fs, writeFile: io.writeFile?.bind(io), stdout: (s) => io.stdout(s), ...(base ? { base } : {}) });
  }

  if (command === 'nav') {
    const format = values.format ?? 'text';
    if (!(NAV_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format of nav must be one of ${NAV_FORMATS.join(', ')}, not "${format}"`);
    const [{ analyze }, { buildNavDocument }, { formatNavText }] = await Promise.all([import('../engine.js'), import('../model/navtree.js'), import('../report/navtext.js')]);
    const model = analyze({ dir: rest[0] ?? '.', cwd: io.cwd, fs: io.fs, configPath: values.config });
    const doc = buildNavDocument(model);
    io.stdout(format === 'json' ? safeJson(doc) + '\n' : formatNavText(doc));
    return 0;
  }

  if (command !== 'check' && command !== 'openapi-check') throw new UsageError(`unknown command "${command}" (see navlint --help)`);
  const format = values.format ?? 'stylish';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${format}"`);
  let maxWarnings = -1;
  if (values['max-warnings'] !== undefined) {
    if (!/^\d+$/.test(values['max-warnings'])) throw new UsageError(`--max-warnings must be a whole number, not "${values['max-warnings']}"`);
    maxWarnings = Number(values['max-warnings']);
  }

  let result: ReportInput;
  if (command === 'openapi-check') {
    if (rest.length === 0) throw new UsageError('openapi-check needs the path of an OpenAPI document');
    const { checkSpecFile } = await import('../openapi/check-file.js');
    result = await checkSpecFile(path.resolve(io.cwd, rest[0]), io.cwd, io.fs);
  } else {
    // Started before the check's code loads, so that the validator is ready when the first document is parsed.
    const worker = namesOpenApi(io, rest[0] ?? '.') ? startWorker(io) : undefined;
    try {
      const { runCheck } = await import('../engine.js');
      result = await runCheck({ dir: rest[0] ?? '.', cwd: io.cwd, fs: io.fs, configPath: values.config, fetchRemote: values['fetch-remote'], timing: clock, lintWorker: worker ? () => worker : io.lintWorker, ...(base ? { base } : {}) });
    } finally {
      void worker?.terminate();
    }
  }
  clock?.enter('report');
  const warnings = result.summary.warnings;
  if (values.quiet) {
    result.diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
    result.summary = { errors: result.summary.errors, warnings: 0, notices: 0 };
  }
  if (format === 'json') io.stdout((await import('../report/json.js')).formatJson(result));
  else if (format === 'sarif') io.stdout((await import('../report/sarif.js')).formatSarif(result as CheckResult));
  else if (format === 'github') io.stdout((await import('../report/github.js')).formatGithub(result as CheckResult));
  else io.stdout((await import('../report/stylish.js')).formatStylish(result, { color }));
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

/** A side named on the command line: a folder that holds docs.json (or docs.json itself), else a git revision. */
function sideOf(arg: string, io: CliIO): SideSource {
  if (arg === '') throw new UsageError('--base needs a git revision or a docs-root folder');
  const abs = path.resolve(io.cwd, arg);
  const isDocsRoot = (p: string) => {
    try {
      return io.fs.statSync(p).isDirectory() ? io.fs.existsSync(path.join(p, 'docs.json')) : path.basename(p) === 'docs.json';
    } catch {
      return false;
    }
  };
  if (isDocsRoot(abs)) return { kind: 'folder', dir: arg };
  if (!io.git) throw new UsageError(`${arg}: no docs root there, and git revisions cannot be read here`);
  return { kind: 'git', rev: arg, git: io.git };
}

/** `navlint diff BASE [HEAD]`: resolves both sides and prints what changes. */
async function runDiff(args: string[], values: { format?: string; root?: string; config?: string; 'fetch-remote'?: boolean; quiet?: boolean; 'max-warnings'?: string; out?: string; timing?: boolean }, io: CliIO): Promise<number> {
  if (args.length === 0) throw new UsageError('diff needs a base: a git revision or a docs-root folder (see navlint --help)');
  if (args.length > 2) throw new UsageError(`diff takes a base and a head, got ${args.length} arguments`);
  for (const option of ['config', 'fetch-remote', 'quiet', 'max-warnings', 'out', 'timing'] as const) if (values[option] !== undefined) throw new UsageError(`--${option} does not apply to diff`);
  const format = values.format ?? 'text';
  if (!(DIFF_FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format of diff must be one of ${DIFF_FORMATS.join(', ')}, not "${format}"`);
  const dir = values.root ?? '.';
  const [{ diffSides }, report] = await Promise.all([import('../engine.js'), import('../report/diff.js')]);
  const base = sideOf(args[0], io);
  const head: SideSource = args[1] !== undefined ? sideOf(args[1], io) : { kind: 'worktree' };
  const { diff, base: b, head: h } = diffSides(base, head, { dir, cwd: io.cwd, fs: io.fs });
  io.stdout(format === 'json' ? report.formatDiffJson(diff, b, h) : format === 'md' ? report.formatDiffMarkdown(diff, b, h) : report.formatDiffText(diff, b, h));
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
