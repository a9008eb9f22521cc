import path from 'node:path';
import { ConfinedPathError } from '../core/confined.js';
import { runCheck, UsageError, type RunOptions } from '../engine/index.js';
import { plural, safeTerminalText } from '../report/text.js';
import { previewHtmlChunks } from './html.js';
import { formatPreviewMarkdown } from './markdown.js';
import { buildPreview } from './view.js';

/** Output formats of `navlint preview`. */
const PREVIEW_FORMATS = ['html', 'md'] as const;

/** What `navlint preview` needs: its arguments and the outside world. */
/** `navlint preview`: the check's options, where the preview goes, and the output to write it to. */
export type PreviewCommand = RunOptions & {
  /** `--out FILE`; `-` writes to stdout. */
  out?: string;
  format?: string;
  writeFile?(file: string, text: string | Iterable<string>): void;
  stdout(s: string): void;
};

/** Runs `navlint preview`: checks the site and writes its navigation preview; the exit code is 0 whatever the findings. */
export async function runPreviewCommand(cmd: PreviewCommand): Promise<number> {
  const format = cmd.format ?? 'html';
  if (!(PREVIEW_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format of preview must be one of ${PREVIEW_FORMATS.join(', ')}, not "${format}"`);
  const out = cmd.out ?? (format === 'md' ? 'navlint-preview.md' : 'navlint-preview.html');
  if (out === '') throw new UsageError('--out needs a file name (or - for stdout)');
  const result = await runCheck(cmd);
  // The HTML comes a part at a time, written one by one: the preview of a large site is never held whole.
  const text =
    format === 'md'
      ? formatPreviewMarkdown(buildPreview(result, { baseDir: cmd.cwd }))
      : previewHtmlChunks(result, { baseDir: cmd.cwd });
  if (out === '-') {
    cmd.stdout(typeof text === 'string' ? text : [...text].join(''));
    return 0;
  }
  if (!cmd.writeFile) throw new Error('this entry point cannot write files');
  writeOut(cmd.writeFile, cmd.cwd, out, text);
  const s = result.summary;
  cmd.stdout(
    `Preview written to ${safeTerminalText(out)} (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notices, 'notice')}).\n`,
  );
  return 0;
}

/**
 * Writes `text` to `out` (`--out`), a path from `cwd`. A file it may not write (a link, a hard link, a path outside
 * the working directory, a folder that may not be written) is a usage error that names it as given: the user's command
 * names it.
 */
export function writeOut(
  writeFile: (file: string, text: string | Iterable<string>) => void,
  cwd: string,
  out: string,
  text: string | Iterable<string>,
): void {
  try {
    writeFile(path.resolve(cwd, out), text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (e instanceof ConfinedPathError || code !== undefined)
      throw new UsageError(`${out} was not written: ${e instanceof ConfinedPathError ? e.reason : code}`);
    throw e;
  }
}
