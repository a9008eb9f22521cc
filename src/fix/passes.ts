// `navlint check --fix` and `--fix-dry-run`: check (the caller's check, given as a function), apply the safe fixes
// that fit together, check again, until none is left or the passes run out; then write every changed file (or show
// the diff).
import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { Diagnostic, Fix } from '../core/types.js';
import { displayPath } from '../core/paths.js';
import { unifiedDiff } from './unidiff.js';
import { FixSession, type FileWriter, type Refusal } from './session.js';

/** Most passes of check-and-fix, as ESLint runs them. */
const MAX_FIX_PASSES = 10;

/** What the passes read of a check's result: the docs root and the findings, with their fixes. */
export interface FixableResult {
  root: string;
  diagnostics: Diagnostic[];
  suppressedFindings: Diagnostic[];
}

/** What `--fix` did: the check of what remains, and what was fixed where. */
export interface FixRun<R extends FixableResult> {
  /** The check after the last pass: what remains. */
  result: R;
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
export async function fixSite<R extends FixableResult>(
  check: (fs: FileSystem) => Promise<R>,
  disk: FileSystem,
  options: FixOptions,
): Promise<FixRun<R>> {
  const max = options.maxPasses ?? MAX_FIX_PASSES;
  const session = new FixSession(disk);
  const fixed = new Map<string, number>();
  let passes = 0;
  let result: R;
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
  const run: FixRun<R> = { result, passes, fixed, refused, pending, exhausted: passes >= max };
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
