// `navlint check --fix` and `--fix-dry-run`: the passes of src/fix run on the CLI's check, and what they did.
import { displayPath } from '../../core/paths.js';
import type { CheckResult } from '../../engine/index.js';
import type { FixRun } from '../../fix/passes.js';
import { safeTerminalText, withCommandsStopped } from '../../report/text.js';
import { type CommandContext, contentChoiceOf } from '../context.js';
import type { CheckExtras } from './check-args.js';
import { checkSite } from './check-site.js';
import { externalLine } from '../../report/external.js';

/**
 * Fixes the site pass by pass (`--fix`, `--fix-dry-run`). After a dry run, prints the diff and returns the exit code;
 * else returns the last pass's result and the note on what was written.
 */
export async function fixAndCheck(
  cx: CommandContext,
  fixing: 'write' | 'dry-run',
  dir: string,
  extra: CheckExtras,
  maxWarnings: number,
): Promise<number | { result: CheckResult; fixNote: string }> {
  const { io, str, remote, clock, base } = cx;
  const { fixSite } = await import('../../fix/passes.js');
  // Without --cache, the passes still share what pages hold: a later pass parses only the files a fix changed.
  let kept: string | undefined;
  const content = { ...contentChoiceOf(cx), memory: { read: () => kept, write: (text: string) => void (kept = text) } };
  // Nor do they fetch an external link twice: what the links answered is kept from pass to pass.
  let links: string | undefined;
  const passes: CheckExtras =
    extra.external || extra.publishedUrls?.kind === 'fetch'
      ? { ...extra, linkMemory: { read: () => links, write: (text: string) => void (links = text) } }
      : extra;
  const run = await fixSite(
    (fs) => checkSite({ ...io, fs }, dir, str('config'), remote, clock, content, base, passes),
    io.fs,
    { cwd: io.cwd, ...(fixing === 'write' ? { writer: io.fileWriter! } : {}) },
  );
  if (run.result.model.external) io.stderr(`navlint: ${externalLine(run.result.model.external)}\n`);
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

/** Files listed by name in the note; the rest are counted. */
const MAX_FILES_NAMED = 20;

/**
 * The lines that say what `--fix` did (or, dry, would do): how many problems in how many files, each file with its
 * count, and what is left when the passes ran out.
 */
function formatFixNote(run: FixRun<CheckResult>, options: { cwd: string; dryRun: boolean }): string {
  const files = [...run.fixed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const total = files.reduce((n, [, k]) => n + k, 0);
  const s = run.result.summary;
  const remain = s.errors + s.warnings + s.notices;
  const remaining = `${plural(remain, 'problem')} ${options.dryRun ? 'would remain' : 'remain'} (${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notices, 'notice')})`;
  const lines: string[] = [];
  if (total === 0) lines.push(`navlint: ${run.refused.length > 0 ? 'fixed nothing' : 'nothing to fix'}; ${remaining}.`);
  else {
    const did = options.dryRun ? 'would fix' : 'fixed';
    lines.push(
      `navlint: ${did} ${plural(total, 'problem')} in ${plural(files.length, 'file')} (${plural(run.passes, 'pass', 'passes')}); ${remaining}.`,
    );
    for (const [file, n] of files.slice(0, MAX_FILES_NAMED))
      lines.push(`  ${safeTerminalText(displayPath(file, options.cwd))}: ${n}`);
    if (files.length > MAX_FILES_NAMED) lines.push(`  … and ${files.length - MAX_FILES_NAMED} more files`);
  }
  if (run.pending > 0)
    lines.push(
      run.exhausted
        ? `navlint: ${plural(run.pending, 'fixable problem')} ${run.pending === 1 ? 'is' : 'are'} left after ${plural(run.passes, 'pass', 'passes')} (their fixes overlap): run --fix again.`
        : `navlint: ${plural(run.pending, 'fixable problem')} could not be fixed (the text is not what the fix expects).`,
    );
  return lines.join('\n') + '\n';
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
