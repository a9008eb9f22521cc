import path from 'node:path';
import { UsageError } from '../core/errors.js';
import type { FileSystem } from '../core/fs.js';
import { displayPath } from '../core/paths.js';

/** Files given to `check` (`navlint check a.mdx b.mdx`): the docs root they share, and the files themselves. */
export interface Selection {
  /** The docs root, absolute; undefined when no file belongs to one. */
  root?: string;
  /** The files (absolute) to report on. */
  files: string[];
  /** Files that belong to no docs root (a pre-commit hook passes every staged file), as given. */
  outside: string[];
}

/** Whether the operands of `check` name files rather than one docs root (a folder, or docs.json alone). */
export function isFileSelection(operands: string[], cwd: string, fs: FileSystem): boolean {
  if (operands.length > 1) return true;
  if (operands.length === 0) return false;
  const abs = path.resolve(cwd, operands[0]);
  try {
    return fs.statSync(abs).isFile() && path.basename(abs) !== 'docs.json';
  } catch {
    return false;
  }
}

/**
 * The docs root of each file (the nearest folder above it that holds docs.json, up to the repository root): all the
 * files must share one. Files in no docs root are set aside; a folder among them, a missing file or a second docs root
 * is a usage error.
 */
export function selectFiles(
  operands: string[],
  cwd: string,
  fs: FileSystem,
  findRoot: (dir: string) => string,
): Selection {
  const roots = new Map<string, string[]>();
  const outside: string[] = [];
  for (const op of operands) {
    const abs = path.resolve(cwd, op);
    let isFile: boolean;
    try {
      isFile = fs.statSync(abs).isFile();
    } catch {
      throw new UsageError(`${op}: no such file`);
    }
    if (!isFile) throw new UsageError(`${op} is a folder; check takes one docs root, or files of one docs root`);
    let root: string;
    try {
      root = findRoot(path.dirname(abs));
    } catch (e) {
      // No docs.json above it (a `docs.json` below is no docs root of this file either): not a file of the docs.
      if (!(e instanceof UsageError)) throw e;
      outside.push(op);
      continue;
    }
    (roots.get(root) ?? roots.set(root, []).get(root)!).push(abs);
  }
  if (roots.size > 1) {
    const [a, b] = [...roots.keys()].map((r) => displayPath(r, cwd) || '.');
    throw new UsageError(
      `the files belong to ${roots.size} docs roots (${a} and ${b}${roots.size > 2 ? ', …' : ''}); check the files of one at a time`,
    );
  }
  const [entry] = roots;
  return entry ? { root: entry[0], files: [...new Set(entry[1])], outside } : { files: [], outside };
}
