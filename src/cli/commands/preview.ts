// `navlint preview`, written once or served live (`--watch`).
import { UsageError } from '../../core/errors.js';
import { type CommandContext, contentCacheOf } from '../context.js';

/** `navlint preview --watch`: serves the live preview until Ctrl-C. */
export async function runPreviewWatch({ io, rest, values, str, remote }: CommandContext): Promise<number> {
  if (str('out') !== undefined)
    throw new UsageError('--out and --watch do not go together: --watch serves the preview instead of writing it');
  if (str('format') !== undefined && str('format') !== 'html')
    throw new UsageError(`--watch serves the HTML preview; --format ${str('format')} does not apply`);
  if (str('base') !== undefined)
    throw new UsageError(
      '--base and --watch do not go together: the live preview shows the site as it changes; `preview --base` writes the comparison',
    );
  if (!io.onInterrupt) throw new Error('this entry point cannot serve the preview');
  const { runPreviewServer } = await import('../../preview/serve.js');
  const contentCache = contentCacheOf(io, rest[0] ?? '.', values);
  return runPreviewServer({
    dir: rest[0] ?? '.',
    ...(contentCache ? { contentCache } : {}),
    ...(io.contentWorker ? { contentWorker: io.contentWorker } : {}),
    ...(io.parallelism !== undefined ? { parallelism: io.parallelism } : {}),
    ...(io.git ? { git: io.git } : {}),
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
export async function runPreview({
  io,
  rest,
  values,
  str,
  remote,
  base,
  maxTimeMs,
  startedAt,
}: CommandContext): Promise<number> {
  const { runPreviewCommand } = await import('../../preview/command.js');
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
    ...(io.git ? { git: io.git } : {}),
    content: values['no-content'] !== true,
    ...(base ? { base } : {}),
    ...(maxTimeMs !== undefined ? { maxTimeMs, startedAt } : {}),
  });
}
