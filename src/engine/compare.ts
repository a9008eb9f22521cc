import path from 'node:path';
import { toPosix } from '../core/paths.js';
import type { SourceText } from '../core/source.js';
import type { Diagnostic } from '../core/types.js';
import { openRevision } from '../load/gitfs.js';
import { findingKey, findingText, sourceLookup, unmatched, type FindingKey } from './identity.js';
import { movedView, pairByFindings, renamesSince, type Likeness, type Renames } from './renames.js';
import { foldCauses, unfoldCauses } from './causes.js';
import { summarize } from './rules.js';
import { runCheck } from './engine.js';
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
    const renames = renamesSince(side.git, tree);
    if (renames) result.renames = renames;
  } else {
    label = side.kind === 'folder' ? side.dir : 'the working tree';
    result = await runCheck({ ...rest, dir: side.kind === 'folder' ? side.dir : options.dir });
  }
  refuseBroken(result.model, 'base', options.cwd, label);
  return result;
}

/**
 * The findings of a check that the check of its base does not have (`--new-since`); the others are only counted. The
 * findings of a file moved since the base are compared under its new path, and a moved file's path that a finding
 * quotes is read as the new one: the files git finds moved (`base.renames`), then those `movedByFindings` pairs.
 */
export function newFindingsOnly(head: CheckResult, base: CheckResult, since: string): CheckResult {
  // Finding by finding: a root cause and the findings folded into it are compared one by one, then folded again.
  const sides = [unfoldCauses(head.diagnostics), unfoldCauses(base.diagnostics)];
  const lookups = [sourceLookup(head.model), sourceLookup(base.model)];
  const renames = movedByFindings(head, base, lookups, base.renames);
  const moved = renames.size > 0 ? movedView(renames) : undefined;
  const keys = new Map<Diagnostic, FindingKey>();
  [head, base].forEach((side, i) => {
    for (const d of sides[i])
      keys.set(d, findingKey(d, side.root, lookups[i](d.span.file), i === 1 ? moved : undefined));
  });
  const fresh = foldCauses(unmatched(sides[0], sides[1], (d) => keys.get(d)!));
  return {
    ...head,
    diagnostics: fresh,
    summary: summarize(fresh),
    preexisting: { since, count: sides[0].length - unfoldCauses(fresh).length },
  };
}

/**
 * Reads now the text of every file a finding of `result` points into, for `newFindingsOnly` to compare it after the
 * files changed on disk (`navlint mv` checks, moves, then checks again): pages and snippets are otherwise read again
 * when their text is first asked for.
 */
export function holdSources(result: CheckResult): void {
  const lookup = sourceLookup(result.model);
  for (const d of unfoldCauses([...result.diagnostics, ...result.suppressedFindings])) lookup(d.span.file);
}

/**
 * The files moved since the base: those git found (`known`), and those `pairByFindings` pairs among the rest, by
 * all their findings (reported and suppressed) on both sides: a file with findings at the base that is gone from the
 * checked side, and one with findings on the checked side that the base does not have.
 */
function movedByFindings(
  head: CheckResult,
  base: CheckResult,
  lookups: ((file: string) => SourceText | undefined)[],
  known: Renames | undefined,
): Map<string, string> {
  const renames = new Map(known);
  const targets = new Set(renames.values());
  const byFile = (side: CheckResult, lookup: (file: string) => SourceText | undefined, other: CheckResult) => {
    const files = new Map<string, Map<string, number>>();
    const onlyHere = new Map<string, boolean>();
    // A file of this side only (a document fetched from a URL is no file of either).
    const alone = (rel: string) =>
      side.model.fs.existsSync(path.join(side.root, rel)) && !other.model.fs.existsSync(path.join(other.root, rel));
    for (const d of unfoldCauses([...side.diagnostics, ...side.suppressedFindings])) {
      const rel = toPosix(path.relative(side.root, d.span.file));
      if (rel.startsWith('..') || renames.has(rel) || targets.has(rel)) continue;
      if (!(onlyHere.get(rel) ?? onlyHere.set(rel, alone(rel)).get(rel))) continue;
      const keys = files.get(rel) ?? files.set(rel, new Map()).get(rel)!;
      const key = `${d.rule}\u0000${findingText(d, lookup(d.span.file))}`;
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    return files;
  };
  const gone = byFile(base, lookups[1], head);
  const added = byFile(head, lookups[0], base);
  if (gone.size === 0 || added.size === 0) return renames;
  // Which new files hold each finding, so that only files with a finding in common are compared.
  const holders = new Map<string, string[]>();
  for (const [rel, keys] of added)
    for (const key of keys.keys()) (holders.get(key) ?? holders.set(key, []).get(key)!).push(rel);
  const likeness: Likeness[] = [];
  const size = (keys: Map<string, number>) => [...keys.values()].reduce((a, b) => a + b, 0);
  for (const [from, keys] of gone) {
    const same = new Map<string, number>();
    for (const [key, n] of keys)
      for (const to of holders.get(key) ?? [])
        same.set(to, (same.get(to) ?? 0) + Math.min(n, added.get(to)!.get(key)!));
    for (const [to, n] of same) likeness.push({ from, to, same: n, of: Math.max(size(keys), size(added.get(to)!)) });
  }
  for (const [from, to] of pairByFindings(likeness)) renames.set(from, to);
  return renames;
}
