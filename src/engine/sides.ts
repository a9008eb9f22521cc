import type { FileSystem } from '../core/fs.js';
import { BrokenSideError } from '../core/errors.js';
import { displayPath } from '../core/paths.js';
import type { PhaseTimer } from '../core/timing.js';
import { findDocsRoot, unreadable } from '../load/docs-root.js';
import { openRevision, type RevisionTree } from '../load/gitfs.js';
import { diffSnapshots, type NavDiff } from '../model/diff.js';
import { describeSide, type SideInfo } from '../model/side.js';
import { buildSiteModel, type SiteModel } from '../model/site.js';
import { snapshotOf, type SiteSnapshot } from '../model/snapshot.js';
import { renamesSince, type Renames } from './renames.js';
import type { SideSource } from './types.js';

/**
 * Resolves one side of a comparison with the same engine as a check (`$ref`, specs, generated pages, redirects),
 * but runs no rule: a git revision is read from git's objects, for the docs root `options.dir` of the working tree.
 */
function resolveSide(
  side: SideSource,
  options: { dir: string; cwd: string; fs: FileSystem; remote?: Map<string, string>; timing?: PhaseTimer },
): { model: SiteModel; info: SideInfo; tree?: RevisionTree } {
  const { cwd } = options;
  const hooks = { timing: options.timing };
  try {
    if (side.kind === 'git') {
      const tree = openRevision(side.git, {
        cwd,
        dir: options.dir,
        rev: side.rev,
        exists: (p) => options.fs.existsSync(p),
      });
      return {
        model: buildSiteModel(tree.root, tree.fs, undefined, options.remote, hooks),
        info: { source: 'git', root: displayPath(tree.root, cwd), ref: side.rev, commit: tree.commit },
        tree,
      };
    }
    const root = findDocsRoot(side.kind === 'folder' ? side.dir : options.dir, cwd, options.fs);
    return {
      model: buildSiteModel(root, options.fs, undefined, options.remote, hooks),
      info: { source: side.kind, root: displayPath(root, cwd) },
    };
  } catch (e) {
    throw unreadable(e, cwd) ?? e;
  }
}

/**
 * Where a side's docs.json (or a file it includes) does not parse, as `file:line:col: message` (and how many more
 * errors there are); undefined when it parses. A comparison with such a side would only list false changes.
 */
function configSyntaxError(model: SiteModel, cwd: string): string | undefined {
  const errors = model.config.syntaxErrors;
  if (errors.length === 0) return undefined;
  const e = errors[0];
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${displayPath(e.file, cwd)}:${e.span.start.line}:${e.span.start.column}: ${e.limit ? e.message : `Invalid JSON: ${e.message}`}${more}`;
}

/** Refuses a side of a comparison whose docs.json does not parse, with the parse error. */
export function refuseBroken(model: SiteModel, side: 'base' | 'head', cwd: string, label?: string): void {
  const error = configSyntaxError(model, cwd);
  if (error === undefined) return;
  const which = side === 'head' ? 'the checked side' : `the base${label ? ` ${label}` : ''}`;
  throw new BrokenSideError(`${error}; ${which} does not parse, so it cannot be compared`, side);
}

/**
 * The base of a check, resolved and reduced to what the comparison needs, and the files git finds moved since (for a
 * git revision, where git can tell).
 */
export function baseSnapshot(
  base: SideSource,
  options: { dir: string; cwd: string; fs: FileSystem; remote?: Map<string, string>; timing?: PhaseTimer },
): { snapshot: SiteSnapshot; renames?: Renames } {
  const { model, info, tree } = resolveSide(base, options);
  refuseBroken(model, 'base', options.cwd, describeSide(info));
  const renames = tree && base.kind === 'git' ? renamesSince(base.git, tree) : undefined;
  return { snapshot: { ...snapshotOf(model), label: describeSide(info) }, ...(renames ? { renames } : {}) };
}

/** The navigation diff between two sides, each resolved once (navigation only: no rule runs on either). */
export function diffSides(
  base: SideSource,
  head: SideSource,
  options: { dir: string; cwd: string; fs: FileSystem },
): { diff: NavDiff; base: SideInfo; head: SideInfo } {
  const b = resolveSide(base, options);
  refuseBroken(b.model, 'base', options.cwd, describeSide(b.info));
  const h = resolveSide(head, options);
  refuseBroken(h.model, 'head', options.cwd, describeSide(h.info));
  return { diff: diffSnapshots(snapshotOf(b.model), snapshotOf(h.model)), base: b.info, head: h.info };
}
