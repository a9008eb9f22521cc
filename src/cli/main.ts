import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Worker } from 'node:worker_threads';
import type { CacheStore } from '../content/cache.js';
import type { FileSystem } from '../core/fs.js';
import { createPhaseClock, formatTiming } from '../core/timing.js';
import { UsageError } from '../core/errors.js';
// The commands' code is imported where a command runs: `--version` and `--help` load none of it.
import type { CheckResult, ReportInput } from '../engine.js';
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
  /** Starts a worker thread that parses pages (the check parses them in this thread without it). */
  contentWorker?: () => Worker;
  /** How many threads may parse pages at once (default 1). */
  parallelism?: number;
  /** The cache file at an absolute path (`--cache`); without it, `--cache` is a usage error. */
  cacheStore?(file: string): CacheStore;
}

const HELP = `navlint ${VERSION}: checks a Mintlify docs.json, its pages and its OpenAPI references.

Usage:
  navlint check [DIR] [options]        check the docs root DIR (default: .)
  navlint nav [DIR] [--format F]       print the resolved navigation (F: text or json)
  navlint openapi-check FILE           validate one OpenAPI document
  navlint preview [DIR] [--out FILE]   write the navigation preview (--format html or md; FILE - for stdout)

Options:
  --format stylish|json|sarif|github   output format of check and openapi-check (default: stylish)
  --config FILE                        configuration file (default: DIR/.navlintrc.json)
  --max-warnings N                     exit 1 when there are more than N warnings
  --quiet                              report errors only
  --fetch-remote                       fetch remote OpenAPI documents (10 s, 16 MiB at most)
  --no-content                         check the navigation only: do not parse pages and snippets
  --cache                              keep what pages hold between runs; only changed files are parsed again
  --cache-location PATH                the cache file, or a folder for it (default: node_modules/.cache/navlint/)
  --out FILE                           where preview writes (default: navlint-preview.html, or .md)
  --timing                             print the time of each phase of check on stderr
  --color, --no-color                  force colour on or off (default: on for a terminal)
  -h, --help                           show this help
  -v, --version                        show the version

Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage or fatal error.
`;

const FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
const NAV_FORMATS = ['text', 'json'] as const;

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
        'no-content': { type: 'boolean' },
        cache: { type: 'boolean' },
        'cache-location': { type: 'string' },
        out: { type: 'string', short: 'o' },
        timing: { type: 'boolean' },
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
  if (rest.length > 1) throw new UsageError(`${command} takes one path, got ${rest.length}`);
  const color = values['no-color'] ? false : (values.color ?? io.isTTY);
  if (values.timing && command !== 'check') throw new UsageError(`--timing applies to check only, not to ${command}`);
  const clock = values.timing ? createPhaseClock(io.now ?? (() => performance.now())) : undefined;

  if (values.out !== undefined && command !== 'preview') throw new UsageError(`--out applies to preview only, not to ${command}`);
  if ((values.cache || values['cache-location'] !== undefined) && command !== 'check') throw new UsageError(`--cache applies to check only, not to ${command}`);
  if (values['cache-location'] !== undefined && !values.cache) throw new UsageError('--cache-location applies only with --cache');
  if (values['cache-location'] === '') throw new UsageError('--cache-location needs a path');
  if (command === 'preview') {
    const { runPreviewCommand } = await import('../preview/command.js');
    return runPreviewCommand({ dir: rest[0] ?? '.', out: values.out, format: values.format, configPath: values.config, fetchRemote: values['fetch-remote'], cwd: io.cwd, fs: io.fs, writeFile: io.writeFile?.bind(io), stdout: (s) => io.stdout(s), contentWorker: io.contentWorker, parallelism: io.parallelism, content: !values['no-content'] });
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
      const contentCache = values.cache ? cacheStore(io, rest[0] ?? '.', values['cache-location']) : undefined;
      result = await runCheck({
        dir: rest[0] ?? '.',
        cwd: io.cwd,
        fs: io.fs,
        configPath: values.config,
        fetchRemote: values['fetch-remote'],
        timing: clock,
        lintWorker: worker ? () => worker : io.lintWorker,
        content: !values['no-content'],
        ...(contentCache ? { contentCache } : {}),
        ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
        ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
      });
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
