// `navlint lsp --stdio`.
import { UsageError } from '../../core/errors.js';
import type { CommandContext } from '../context.js';

/** `navlint lsp --stdio`: serves the language server over standard input and output until the client leaves. */
export async function runLsp({ io, rest, values }: CommandContext): Promise<number> {
  if (values.stdio !== true) throw new UsageError('lsp talks over standard input and output: run navlint lsp --stdio');
  if (!io.stdio) throw new UsageError('lsp is not available here');
  // Loaded only here: no other command pays for the language server's code.
  const { runLanguageServer } = await import('../../lsp/server.js');
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
