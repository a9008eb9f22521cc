import path from 'node:path';
import { GitError, gitRenames, type Git } from '../core/git.js';
import type { RevisionTree } from '../load/gitfs.js';
import type { Moved } from './identity.js';

/** Files moved between a base and the checked side: old path → new path, both relative to the docs root. */
export type Renames = ReadonlyMap<string, string>;

/**
 * The files git finds moved from the revision `tree` to the working tree (see `gitRenames`); undefined when git cannot
 * tell (no git, a repository it refuses, a listing too large), and the files are then paired by their findings.
 */
export function renamesSince(git: Git, tree: RevisionTree): Renames | undefined {
  const up = tree.prefix === '' ? [] : tree.prefix.split('/').map(() => '..');
  try {
    return gitRenames(git, { top: path.join(tree.root, ...up), commit: tree.commit, prefix: tree.prefix });
  } catch (e) {
    if (e instanceof GitError) return undefined;
    throw e;
  }
}

/** How well an old file and a new one agree: findings they share, and the findings of the larger of the two. */
export interface Likeness {
  from: string;
  to: string;
  same: number;
  of: number;
}

/**
 * The files taken for moved where git cannot tell, from their findings (the rule and the text each is about, the
 * same wherever the file is): an old file (gone from the checked side) and a new one (not at the base) are one file
 * moved when at least half of the findings of the larger of the two are the same in the other (git's 50 % similarity,
 * counted in findings instead of lines), and each is the other's only best match; a tie pairs nothing. A file
 * without findings cannot be paired, and needs no pairing: nothing of it is to be matched.
 */
export function pairByFindings(likeness: Iterable<Likeness>): Map<string, string> {
  const best = new Map<string, { to: string; score: number; tied: boolean }>();
  const bestFrom = new Map<string, { from: string; score: number; tied: boolean }>();
  for (const l of likeness) {
    if (l.same === 0 || l.same * 2 < l.of) continue;
    const score = l.same / l.of;
    const a = best.get(l.from);
    if (!a || score > a.score) best.set(l.from, { to: l.to, score, tied: false });
    else if (score === a.score) a.tied = true;
    const b = bestFrom.get(l.to);
    if (!b || score > b.score) bestFrom.set(l.to, { from: l.from, score, tied: false });
    else if (score === b.score) b.tied = true;
  }
  const pairs = new Map<string, string>();
  for (const [from, a] of best) {
    const b = bestFrom.get(a.to)!;
    if (!a.tied && !b.tied && b.from === from) pairs.set(from, a.to);
  }
  return pairs;
}

/** Most moved files whose paths are rewritten in the text of findings (beyond, only the files' own paths change). */
const MAX_REWRITTEN = 2000;

/**
 * The findings of a base as seen after `renames`: each under its file's new path, and the moved files' paths that
 * its text and message quote rewritten (a page `guides/faqs` moved to `guides/faq` is `/guides/faq` in a link and
 * `"guides/faq"` in docs.json). A path is rewritten only where it stands whole: not inside a longer path or name.
 * An entry whose paths end with `/` is a folder: whatever path it starts is rewritten (`guides/old/` → `guides/new/`
 * makes `/guides/old/any/page` `/guides/new/any/page`), even of a page that was never there.
 */
export function movedView(renames: Renames): Moved {
  const tokens = new Map<string, string>();
  for (const [from, to] of [...renames].slice(0, MAX_REWRITTEN)) {
    tokens.set(from, to);
    const page = /\.mdx?$/i;
    if (page.test(from) && page.test(to)) tokens.set(from.replace(page, ''), to.replace(page, ''));
  }
  const longestFirst = (keys: string[]) =>
    keys
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
  const files = longestFirst([...tokens.keys()].filter((k) => !k.endsWith('/')));
  const folders = longestFirst([...tokens.keys()].filter((k) => k.endsWith('/')));
  // Not after a name's character, nor after a slash that follows one (a leading slash is an absolute path's); a file's
  // not before one, nor before a slash and one (`/guides/faq/` is the page, `/guides/faq/more` another path).
  const alternatives = [
    ...(files ? [`(?:${files})(?![\\w\\-]|/[\\w.\\-])`] : []),
    ...(folders ? [`(?:${folders})`] : []),
  ];
  const pattern =
    alternatives.length > 0 ? new RegExp(`(?<![\\w.\\-])(?<![\\w.\\-]/)(?:${alternatives.join('|')})`, 'g') : undefined;
  return {
    path: (rel) => renames.get(rel) ?? rel,
    text: (s) => (pattern ? s.replace(pattern, (m) => tokens.get(m) ?? m) : s),
  };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
