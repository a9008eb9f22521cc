// `navlint mv OLD NEW`: moves a page, a snippet, a file or a folder, and rewrites what names it.
import path from 'node:path';
import { ConfinedPathError, makeFoldersConfined, writeFileConfined, type WriteArea } from '../../core/confined.js';
import { UsageError } from '../../core/errors.js';
import { GitError } from '../../core/git.js';
import { displayPath, toPosix } from '../../core/paths.js';
import { isInside } from '../../load/files.js';
import { safeTerminalText, withCommandsStopped } from '../../report/text.js';
import type { MovePlan } from '../../fix/move.js';
import type { CheckResult } from '../../engine/index.js';
import type { CliIO } from '../io.js';
import { checkSite } from './check-site.js';

export interface MoveOptions {
  root?: string;
  config?: string;
  dryRun: boolean;
  /** Whether the site is checked again after the move (not for a dry run): by default. */
  check?: boolean;
}

/** Moves OLD to NEW (paths read from the current folder, inside the docs root); 0 when done, 2 when refused. */
export async function runMove(io: CliIO, args: string[], options: MoveOptions): Promise<number> {
  if (args.length !== 2)
    throw new UsageError(`mv takes the path to move and its new path, got ${args.length} (see navlint help mv)`);
  const [{ planMove, editedTexts, MoveRefused, takenOn }, { unifiedDiff }] = await Promise.all([
    import('../../fix/move.js'),
    import('../../fix/unidiff.js'),
  ]);
  const result = await checkSite(io, options.root ?? '.', options.config, {
    fetchRemote: false,
    allowPrivateHosts: false,
  });
  const { model } = result;
  const root = model.root;
  const relOf = (p: string, what: string, rootToo: boolean) => {
    const abs = path.resolve(io.cwd, p);
    if (!isInside(root, abs) || (abs === root && !rootToo))
      throw new UsageError(`${what} "${p}" is not inside the docs root ${displayPath(root, io.cwd)}`);
    return toPosix(path.relative(root, abs));
  };
  const from = relOf(args[0], 'the path to move', false);
  // A folder (the root too) or a trailing `/` says "into this folder", as for git mv.
  const into = /[\\/]$/.test(args[1]) || path.resolve(io.cwd, args[1]) === root;
  const to = relOf(args[1], 'the new path', true) + (into ? '/' : '');
  let plan;
  let edits;
  try {
    plan = planMove(model, from, to, takenOn(io.fs, root));
    edits = editedTexts(plan, (file) => io.fs.readFileSync(file, 'utf8'));
  } catch (e) {
    if (e instanceof MoveRefused) throw new UsageError(`mv refused: ${e.message}`);
    throw e;
  }
  const shown = (rel: string) => toPosix(displayPath(path.join(root, rel), io.cwd));
  const movedTo = new Map(plan.moves.map((m) => [path.join(root, m.from), m.to]));
  // Named where the file is after the move.
  for (const l of plan.leftAlone) {
    const at = movedTo.get(l.file);
    const file = displayPath(at === undefined ? l.file : path.join(root, at), io.cwd);
    io.stderr(`navlint: ${safeTerminalText(`${file}:${l.line}: left as it is (${l.why}): rewrite it by hand`)}\n`);
  }
  if (options.dryRun) {
    const out: string[] = [];
    for (const m of plan.moves) {
      const abs = path.join(root, m.from);
      out.push(
        `diff --git a/${shown(m.from)} b/${shown(m.to)}\nrename from ${shown(m.from)}\nrename to ${shown(m.to)}\n`,
      );
      const e = edits.get(abs);
      if (e) out.push(unifiedDiff(shown(m.from), e.before, e.after, shown(m.to)));
    }
    // Each file's diff has its own `diff --git` line: without it, git apply reads the lines of a file that stays as
    // more of the rename before it.
    for (const [file, e] of edits) {
      if (movedTo.has(file)) continue;
      const shownFile = toPosix(displayPath(file, io.cwd));
      out.push(`diff --git a/${shownFile} b/${shownFile}\n`, unifiedDiff(shownFile, e.before, e.after));
    }
    io.stdout(withCommandsStopped(out.join('')));
    io.stderr(summaryLine(plan, edits.size, true));
    return 0;
  }
  if (options.check !== false) (await import('../../engine/index.js')).holdSources(result);
  performMove(io, root, plan, edits);
  io.stderr(summaryLine(plan, edits.size, false));
  return options.check === false ? 0 : checkAfter(io, result, plan, options.config);
}

/**
 * Checks the site again after the move and reports only the findings the check before it did not have, a moved
 * file's findings compared under its new path: 1 when any of them is an error, else 0.
 */
async function checkAfter(io: CliIO, before: CheckResult, plan: MovePlan, config: string | undefined): Promise<number> {
  const [{ newFindingsOnly }, { formatStylish }] = await Promise.all([
    import('../../engine/index.js'),
    import('../../report/stylish.js'),
  ]);
  const after = await checkSite(io, before.root, config, { fetchRemote: false, allowPrivateHosts: false });
  // A folder's paths too, for what names a page under it that was never there (a broken redirect it repointed).
  const renames = new Map(plan.moves.map((m) => [m.from, m.to]));
  if (plan.kind === 'folder') renames.set(`${plan.from}/`, `${plan.to}/`);
  const fresh = newFindingsOnly(after, { ...before, renames }, 'the site before the move');
  if (fresh.diagnostics.length === 0) {
    io.stderr('navlint: the check after the move finds nothing new.\n');
    return 0;
  }
  io.stderr('navlint: the check after the move finds what the check before it did not:\n');
  io.stdout(formatStylish(fresh, { color: io.isTTY, maxWarnings: -1 }));
  return fresh.summary.errors > 0 ? 1 : 0;
}

/** The line that says what the move did (or would do). */
function summaryLine(
  plan: { moves: unknown[]; redirect?: { source: string; destination: string } },
  edited: number,
  dry: boolean,
): string {
  const files = `${plan.moves.length} ${plan.moves.length === 1 ? 'file' : 'files'}`;
  const redirect = plan.redirect ? `; redirect ${plan.redirect.source} → ${plan.redirect.destination} added` : '';
  return `navlint: ${dry ? 'would move' : 'moved'} ${files}, ${dry ? 'would edit' : 'edited'} ${edited} ${edited === 1 ? 'file' : 'files'}${safeTerminalText(redirect)}.\n`;
}
/** Writes the edits at the old paths, then moves: with `git mv` in a repository (git then sees a rename), else by renaming. */
function performMove(io: CliIO, root: string, plan: MovePlan, edits: ReadonlyMap<string, { after: string }>): void {
  const writer = io.fileWriter;
  if (!writer) throw new UsageError('mv cannot write files here');
  const area: WriteArea = { folders: [root], name: 'the docs root' };
  // The edits go in first, at the old paths: git then moves each file with its edits.
  for (const [file, e] of edits) writeFileConfined(writer, area, file, e.after, { existing: true });
  const git = io.git;
  let inRepository = false;
  if (git) {
    try {
      inRepository = git(['rev-parse', '--is-inside-work-tree'], { cwd: root }).toString('utf8').trim() === 'true';
    } catch (e) {
      if (!(e instanceof GitError)) throw e;
    }
  }
  // One move: a folder goes with everything in it, files the site does not list too.
  const a = path.join(root, plan.from);
  const b = path.join(root, plan.to);
  try {
    makeFoldersConfined(writer, area, b);
  } catch (e) {
    if (e instanceof ConfinedPathError) throw new UsageError(`mv refused: ${e.message}`);
    throw e;
  }
  let moved = false;
  if (git && inRepository) {
    try {
      git(['mv', '--', a, b], { cwd: root });
      moved = true;
    } catch (e) {
      // What git does not track is moved as any file is.
      if (!(e instanceof GitError)) throw e;
    }
  }
  if (!moved) writer.renameSync(a, b);
}
