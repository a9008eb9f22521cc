// `navlint help`.
import { UsageError } from '../../core/errors.js';
import { commandHelp, globalHelp, isCommand, unknownCommand, type CommandName } from '../args.js';
import type { CliIO } from '../io.js';

/** `navlint help [COMMAND]`: prints the list of commands or one command's help. */
export function runHelp(io: CliIO, rest: string[]): number {
  if (rest.length > 1) throw new UsageError(`help takes one command name, got ${rest.length}`);
  if (rest[0] === 'help') {
    io.stdout(HELP_HELP);
    return 0;
  }
  if (rest.length > 0 && !isCommand(rest[0])) throw unknownCommand(rest[0]);
  io.stdout(rest.length === 1 ? commandHelp(rest[0] as CommandName) : globalHelp());
  return 0;
}

const HELP_HELP = `navlint help: show the options and examples of a command, or the list of commands.

Usage: navlint help [COMMAND]

Commands: ${['check', 'nav', 'openapi-check', 'preview', 'diff', 'proxy-check', 'lsp'].join(', ')}.
\`navlint COMMAND --help\` shows the same.
`;
