// `navlint check --fix` and `--fix-dry-run`: check, apply the safe fixes that fit together, check again, until none
// is left or the passes run out; then write every changed file (or show the diff).
import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { Diagnostic, Fix } from '../core/types.js';
import { displayPath } from '../core/paths.js';
import { unifiedDiff } from '../core/unidiff.js';
import type { CheckResult } from '../engine/types.js';
import { FixSession, type FileWriter, type Refusal } from '../load/fixfs.js';
import { safeTerminalText } from '../report/text.js';

/** Most passes of check-and-fix, as ESLint runs them. */
const MAX_FIX_PASSES = 10;

/** What `--fix` did: the check of what remains, and what was fixed where. */
export interface FixRun {
  /** The check after the last pass: what remains. */
  result: CheckResult;
  /** Passes that applied fixes. */
  passes: number;
  /** Fixes applied, by absolute file path. */
  fixed: Map<string, number>;
  /** Files whose fixes were not applied, with why. */
  refused: Refusal[];
  /** Safe fixes still reported at the end (not counting refused files). */
  pending: number;
  /** Whether the passes ran out while fixes were still being applied. */
  exhausted: boolean;
  /** With a writer: the files written. */
  written?: string[];
  /** Without a writer: the unified diff of every change, paths relative to the working directory. */
  diff?: string;
}

/** Options of a fix run: where paths are shown from, how to write (none: a dry run), how many passes. */
export interface FixOptions {
  cwd: string;
  writer?: FileWriter;
  maxPasses?: number;
}

/**
 * Runs `check` on the site through an editing view of `disk`, applies the safe fixes pass after pass, then writes the
 * changed files (only with a writer). The result is the check of the site as written.
 */
export async function fixSite(
  check: (fs: FileSystem) => Promise<CheckResult>,
  disk: FileSystem,
  options: FixOptions,
): Promise<FixRun> {
  const max = options.maxPasses ?? MAX_FIX_PASSES;
  const session = new FixSession(disk);
  const fixed = new Map<string, number>();
  let passes = 0;
  let result: CheckResult;
  for (;;) {
    session.beginPass();
    result = await check(session.fs);
    const byFile = new Map<string, (Diagnostic & { fix: Fix })[]>();
    // What navlint-suppressions.json hides is fixed too: a suppression keeps a finding out of the report, not its fix.
    for (const d of [...result.diagnostics, ...result.suppressedFindings]) {
      if (!d.fix) continue;
      const file = path.resolve(d.fix.file);
      const list = byFile.get(file);
      if (list) list.push(d as Diagnostic & { fix: Fix });
      else byFile.set(file, [d as Diagnostic & { fix: Fix }]);
    }
    if (passes >= max || byFile.size === 0) break;
    let applied = 0;
    for (const [file, list] of byFile) {
      const n = session.apply(result.root, file, list).applied.length;
      if (n === 0) continue;
      applied += n;
      fixed.set(file, (fixed.get(file) ?? 0) + n);
    }
    if (applied === 0) break;
    passes++;
  }
  const refused = [...session.refused].map(([file, reason]) => ({ file, reason }));
  const pending = result.diagnostics.filter((d) => d.fix && !session.refused.has(path.resolve(d.fix.file))).length;
  const run: FixRun = { result, passes, fixed, refused, pending, exhausted: passes >= max };
  if (!options.writer) {
    run.diff = session
      .changedFiles()
      .map((f) => {
        const v = session.versions(f)!;
        return unifiedDiff(displayPath(f, options.cwd), v.before, v.after);
      })
      .join('');
    return run;
  }
  const commit = session.commit(result.root, options.writer);
  run.written = commit.written;
  if (commit.refused.length > 0) {
    // What was checked last is not what is on disk now: check the disk itself.
    for (const r of commit.refused) fixed.delete(r.file);
    refused.push(...commit.refused);
    run.result = await check(disk);
    const gone = new Set(refused.map((r) => r.file));
    run.pending = run.result.diagnostics.filter((d) => d.fix && !gone.has(path.resolve(d.fix.file))).length;
  }
  return run;
}

/** Files listed by name in the note; the rest are counted. */
const MAX_FILES_NAMED = 20;

/**
 * The lines that say what `--fix` did (or, dry, would do): how many problems in how many files, each file with its
 * count, and what is left when the passes ran out.
 */
export function formatFixNote(run: FixRun, options: { cwd: string; dryRun: boolean }): string {
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
