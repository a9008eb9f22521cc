// Moving pages from the editor: renaming a page path of docs.json (`textDocument/rename`), and the edits that follow
// a file or folder the editor moves (`workspace/willRenameFiles`). Both are `navlint mv`'s plan as a workspace edit.
import path from 'node:path';
import type { Range as LspRange, TextEdit, WorkspaceEdit } from 'vscode-languageserver';
import type { FileSystem } from '../core/fs.js';
import { toPosix } from '../core/paths.js';
import type { Position } from '../core/types.js';
import { isInside, normalizePagePath } from '../load/files.js';
import { MoveRefused, planMove, type MovePlan } from '../fix/move.js';
import { pageRefs, type PageRef } from '../model/pages.js';
import type { SiteModel } from '../model/site.js';
import { toLspRange, uriOf, within } from './convert.js';

/** The page entry or group root of docs.json (or a file it includes) at a position: what a rename renames. */
function pageEntryAt(model: SiteModel, file: string, at: Position): PageRef | undefined {
  return pageRefs(model).find((r) => r.via !== 'href' && r.span.file === file && within(at, r.span));
}

/** The range of a page entry's text, inside its quotes, and the text: what the editor offers to change. */
export function prepareRename(
  model: SiteModel,
  file: string,
  at: Position,
): { range: LspRange; placeholder: string } | null {
  const ref = pageEntryAt(model, file, at);
  if (!ref) return null;
  const range = toLspRange(ref.span);
  // A JSON string's span holds its quotes.
  return {
    range: {
      start: { line: range.start.line, character: range.start.character + 1 },
      end: { line: range.end.line, character: range.end.character - 1 },
    },
    placeholder: ref.raw,
  };
}

/** Whether a root-relative path is taken on the file system the root is read through. */
function takenIn(fs: FileSystem, root: string): (rel: string) => boolean {
  return (rel) => {
    try {
      fs.statSync(path.join(root, rel));
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * The workspace edit that renames the page at a position to `newName` (a page path, as docs.json writes it): every
 * reference rewritten, a redirect added, and the file moved. Throws `MoveRefused` when the move cannot be made.
 */
export function renamePage(model: SiteModel, file: string, at: Position, newName: string): WorkspaceEdit | null {
  const ref = pageEntryAt(model, file, at);
  if (!ref) return null;
  const to = normalizePagePath(newName.replace(/\.mdx?$/i, ''));
  const plan = planMove(model, ref.path, to, takenIn(model.fs, model.root));
  return workspaceEdit(model.root, plan, true);
}

/**
 * The edits that follow moving a file or folder from `from` to `to` (absolute paths): undefined when navlint has
 * nothing to say of it (outside the root, not part of the site); throws `MoveRefused` for a move it would refuse.
 */
export function editsForMove(model: SiteModel, from: string, to: string): WorkspaceEdit | undefined {
  if (!isInside(model.root, from) || !isInside(model.root, to)) return undefined;
  const rel = (p: string) => toPosix(path.relative(model.root, p));
  let plan: MovePlan;
  try {
    plan = planMove(model, rel(from), rel(to), takenIn(model.fs, model.root));
  } catch (e) {
    if (e instanceof MoveRefused && /is not (a page|part of the site)/.test(e.message)) return undefined;
    throw e;
  }
  return workspaceEdit(model.root, plan, false);
}

/** A plan as a workspace edit: the text edits by file, then (when asked) the move itself. */
function workspaceEdit(root: string, plan: MovePlan, move: boolean): WorkspaceEdit {
  const byFile = new Map<string, TextEdit[]>();
  for (const fix of plan.fixes) {
    const list = byFile.get(fix.file) ?? [];
    for (const e of fix.edits) list.push({ range: toLspRange(e.range), newText: e.text });
    byFile.set(fix.file, list);
  }
  if (!move) return { changes: Object.fromEntries([...byFile].map(([f, edits]) => [uriOf(f), edits])) };
  return {
    documentChanges: [
      ...[...byFile].map(([f, edits]) => ({ textDocument: { uri: uriOf(f), version: null }, edits })),
      { kind: 'rename' as const, oldUri: uriOf(path.join(root, plan.from)), newUri: uriOf(path.join(root, plan.to)) },
    ],
  };
}
