// The CLI: reads the command line (`args.ts`), picks the command (`commands/`) and runs it.
import { UsageError } from '../core/errors.js';
import { VERSION } from '../version.js';
import { commandHelp, globalHelp, isCommand, parseCommandLine } from './args.js';
import { commandContext, contentChoiceOf } from './context.js';
import { EXIT_USAGE, reportFailure, type CliIO } from './io.js';
// The commands import the engine and the reporters where they run: `--version` and `--help` load none of it.
import { runHelp } from './commands/help.js';
import { runLsp } from './commands/lsp.js';
import { runProxyCheck } from './commands/proxy-check.js';
import { runPreviewWatch, runPreview } from './commands/preview.js';
import { runCheckCommand } from './commands/check.js';
import { runNav } from './commands/nav.js';
import { runDiff } from './commands/diff.js';
import { runMove } from './commands/mv.js';

/** Runs the CLI and returns its exit code. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  const called = { command: 'check' };
  try {
    return await run(argv, io, called);
  } catch (e) {
    return reportFailure(e, io, called.command);
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
    return values.help ? 0 : EXIT_USAGE;
  }
  if (values.help) {
    io.stdout(commandHelp(command));
    return 0;
  }
  called.command = command;
  const str = (name: string) => values[name] as string | undefined;
  if (command === 'diff') return runDiff(rest, str('format') ?? 'text', str('root'), io);
  if (command === 'mv')
    return runMove(io, rest, {
      root: str('root'),
      config: str('config'),
      dryRun: values['dry-run'] === true,
      check: values['no-check'] !== true,
    });
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
