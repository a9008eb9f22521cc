// What `navlint check --fix` and `--fix-dry-run` say they did.
import { displayPath } from '../core/paths.js';
import type { CheckResult } from '../engine/index.js';
import type { FixRun } from '../fix/passes.js';
import { safeTerminalText } from '../report/text.js';

/** Files listed by name in the note; the rest are counted. */
const MAX_FILES_NAMED = 20;

/**
 * The lines that say what `--fix` did (or, dry, would do): how many problems in how many files, each file with its
 * count, and what is left when the passes ran out.
 */
export function formatFixNote(run: FixRun<CheckResult>, options: { cwd: string; dryRun: boolean }): string {
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
