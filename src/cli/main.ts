import { parseArgs } from 'node:util';
import type { FileSystem } from '../core/fs.js';
import { check, UsageError } from '../engine.js';
import { formatJson } from '../report/json.js';
import { formatStylish } from '../report/stylish.js';
import { safeTerminalText } from '../report/text.js';
import { VERSION } from '../version.js';

/** What the CLI needs from the process, passed in by the entry point. */
export interface CliIO {
  cwd: string;
  fs: FileSystem;
  stdout(s: string): void;
  stderr(s: string): void;
  isTTY: boolean;
  env: Record<string, string | undefined>;
}

const HELP = `navlint ${VERSION}: checks a Mintlify docs.json, its pages and its OpenAPI references.

Usage:
  navlint check [DIR] [options]    check the docs root DIR (default: .)

Options:
  --format stylish|json            output format (default: stylish)
  --config FILE                    configuration file (default: DIR/.navlintrc.json)
  --max-warnings N                 exit 1 when there are more than N warnings
  --quiet                          report errors only
  --no-color                       never colour the output
  -h, --help                       show this help
  -v, --version                    show the version

Exit codes: 0 no errors, 1 errors (or too many warnings), 2 usage or fatal error.
`;

const FORMATS = ['stylish', 'json'] as const;

/** Runs the CLI and returns its exit code. */
export function main(argv: string[], io: CliIO): number {
  try {
    return run(argv, io);
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

function run(argv: string[], io: CliIO): number {
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
        color: { type: 'boolean' },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (e) {
    throw new UsageError(`${(e as Error).message.split('\n')[0]} (see navlint --help)`);
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
  if (command !== 'check') throw new UsageError(`unknown command "${command}" (see navlint --help)`);
  if (rest.length > 1) throw new UsageError(`check takes one folder, got ${rest.length}`);
  const format = values.format ?? 'stylish';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${format}"`);
  let maxWarnings = -1;
  if (values['max-warnings'] !== undefined) {
    if (!/^\d+$/.test(values['max-warnings'])) throw new UsageError(`--max-warnings must be a whole number, not "${values['max-warnings']}"`);
    maxWarnings = Number(values['max-warnings']);
  }

  const result = check({ dir: rest[0] ?? '.', cwd: io.cwd, fs: io.fs, configPath: values.config });
  const warnings = result.summary.warnings;
  if (values.quiet) {
    result.diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
    result.summary = { errors: result.summary.errors, warnings: 0, notices: 0 };
  }
  if (format === 'json') io.stdout(formatJson(result));
  else io.stdout(formatStylish(result, { color: values['no-color'] ? false : (values.color ?? io.isTTY) }));
  if (result.summary.errors > 0) return 1;
  if (maxWarnings >= 0 && warnings > maxWarnings) {
    io.stderr(`navlint: ${warnings} warnings exceed --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return 0;
}
