import type { Diagnostic } from '../core/types.js';
import { openRevision } from '../load/gitfs.js';
import { findingKey, sourceLookup, unmatched, type FindingKey } from './identity.js';
import { summarize } from './rules.js';
import { runCheck } from './run.js';
import { refuseBroken } from './sides.js';
import type { CheckResult, RunOptions, SideSource } from './types.js';

/**
 * The full check of one side of a comparison, as `navlint check` would report it there (its own pages, documents,
 * directives and suppressions): a git revision of the docs root `options.dir`, read from git's objects, or a docs-root
 * folder. `--config` is read from the working tree for both sides. A side whose docs.json does not parse is refused.
 */
export async function runCheckOf(side: SideSource, options: RunOptions): Promise<CheckResult> {
  // Neither the base of a change, suppression updates nor a file selection apply here; the cache of the checked side
  // is read (most pages are the same on both sides) but not written, so that it stays the checked side's.
  const rest: RunOptions = { ...options };
  delete rest.base;
  delete rest.suppress;
  delete rest.only;
  const cache = options.contentCache;
  if (cache) rest.contentCache = { read: () => cache.read(), write: () => undefined };
  let result: CheckResult;
  let label: string;
  if (side.kind === 'git') {
    const tree = openRevision(side.git, {
      cwd: options.cwd,
      dir: options.dir,
      rev: side.rev,
      exists: (p) => options.fs.existsSync(p),
    });
    label = `${side.rev} (${tree.commit.slice(0, 12)})`;
    result = await runCheck({ ...rest, dir: tree.root, fs: tree.fs, configFs: options.configFs ?? options.fs });
  } else {
    label = side.kind === 'folder' ? side.dir : 'the working tree';
    result = await runCheck({ ...rest, dir: side.kind === 'folder' ? side.dir : options.dir });
  }
  refuseBroken(result.model, 'base', options.cwd, label);
  return result;
}

/** The findings of a check that the check of its base does not have (`--new-since`); the others are only counted. */
export function newFindingsOnly(head: CheckResult, base: CheckResult, since: string): CheckResult {
  const keys = new Map<Diagnostic, FindingKey>();
  for (const side of [head, base]) {
    const lookup = sourceLookup(side.model);
    for (const d of side.diagnostics) keys.set(d, findingKey(d, side.root, lookup(d.span.file)));
  }
  const fresh = unmatched(head.diagnostics, base.diagnostics, (d) => keys.get(d)!);
  return {
    ...head,
    diagnostics: fresh,
    summary: summarize(fresh),
    preexisting: { since, count: head.diagnostics.length - fresh.length },
  };
}
