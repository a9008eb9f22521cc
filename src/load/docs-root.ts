import { ConfinedPathError } from '../core/confined.js';
import path from 'node:path';
import { DocsRootBelowError, UsageError } from '../core/errors.js';
import type { FileSystem } from '../core/fs.js';
import { displayPath } from '../core/paths.js';

/**
 * Finds the docs root for a user-given path: the folder itself when it holds docs.json, else the nearest folder above
 * it that does, up to the repository root (a folder holding `.git`). Nothing is found: a usage error that names a
 * docs.json one or two levels below, or a legacy mint.json, when there is one.
 */
export function findDocsRoot(dir: string, cwd: string, fs: FileSystem): string {
  const abs = path.resolve(cwd, dir);
  let st;
  try {
    st = fs.statSync(abs);
  } catch {
    throw new UsageError(`${dir}: no such file or folder`);
  }
  if (st.isFile()) {
    if (path.basename(abs) !== 'docs.json')
      throw new UsageError(`${dir}: expected a docs root folder or its docs.json`);
    return path.dirname(abs);
  }
  if (fs.existsSync(path.join(abs, 'docs.json'))) {
    if (!isFile(fs, path.join(abs, 'docs.json')))
      throw new UsageError(`${dir}: docs.json in this folder is not a file`);
    return abs;
  }
  let legacy = isFile(fs, path.join(abs, 'mint.json')) ? abs : undefined;
  for (let d = abs; !fs.existsSync(path.join(d, '.git')) && path.dirname(d) !== d;) {
    d = path.dirname(d);
    if (isFile(fs, path.join(d, 'docs.json'))) return d;
    if (legacy === undefined && isFile(fs, path.join(d, 'mint.json'))) legacy = d;
  }
  const here = dir === '.' ? '' : `${dir}: `;
  const below = docsRootsBelow(abs, fs).map((d) => displayPath(d, cwd));
  if (below.length > 0) {
    const shown = below.slice(0, 3).map((d) => `${d}/docs.json`);
    const list =
      shown.length === 1
        ? shown[0]
        : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}${below.length > 3 ? ` (and ${below.length - 3} more)` : ''}`;
    throw new DocsRootBelowError(`${here}no docs.json here; found ${list}`, below);
  }
  if (legacy !== undefined) {
    const where = displayPath(legacy, cwd);
    throw new UsageError(
      `${here}no docs.json, only the legacy ${legacy === abs ? 'mint.json' : `${where}/mint.json`}, which the platform replaced with docs.json: run \`mint upgrade\` in ${legacy === abs ? (dir === '.' ? 'this folder' : dir) : where} to convert it`,
    );
  }
  throw new UsageError(
    `${here}no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)`,
  );
}

function isFile(fs: FileSystem, file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

// Enough to find `docs/` or `apps/docs/` in a repository without walking a large tree.
const MAX_FOLDERS_LOOKED_AT = 2000;

/** Folders one or two levels below `dir` that hold docs.json, shallowest first, then by name (hidden folders and node_modules skipped). */
function docsRootsBelow(dir: string, fs: FileSystem): string[] {
  let budget = MAX_FOLDERS_LOOKED_AT;
  const subfolders = (d: string): string[] => {
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return [];
    }
    const names = entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
      .map((e) => e.name);
    return names
      .sort()
      .slice(0, Math.max(0, budget))
      .map((n) => path.join(d, n));
  };
  const found: string[] = [];
  const level1 = subfolders(dir);
  budget -= level1.length;
  for (const d of level1) if (isFile(fs, path.join(d, 'docs.json'))) found.push(d);
  const deeper: string[] = [];
  for (const d of level1) {
    if (budget <= 0) break;
    if (found.includes(d)) continue;
    const level2 = subfolders(d);
    budget -= level2.length;
    for (const e of level2) if (isFile(fs, path.join(e, 'docs.json'))) deeper.push(e);
  }
  return [...found, ...deeper];
}

/** A file the check cannot do without (docs.json, .navlintrc.json, .mintignore) that cannot be read, as a usage error naming it. */
export function unreadable(e: unknown, cwd: string): UsageError | undefined {
  if (e instanceof ConfinedPathError) return new UsageError(`${displayPath(e.file, cwd)}: not read: ${e.reason}`);
  const err = e as NodeJS.ErrnoException | undefined;
  if (typeof err?.code !== 'string' || typeof err.path !== 'string') return undefined;
  const why =
    err.code === 'EACCES' || err.code === 'EPERM'
      ? 'permission denied'
      : err.code === 'EISDIR'
        ? 'it is a folder'
        : err.code;
  return new UsageError(`${displayPath(err.path, cwd)}: cannot be read (${why})`);
}
