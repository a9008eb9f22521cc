import path from 'node:path';

/** A path in the `/`-separated form that output, globs and URLs use. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** A file path as shown to the user: relative to the working directory, `/`-separated. */
export function displayPath(file: string, cwd: string): string {
  return toPosix(path.relative(cwd, file)) || path.basename(file);
}

/**
 * Where a local reference read from the docs root (a page in the navigation, `openapi` in docs.json: a path from the
 * root, with or without a leading `/` or `./`) lies inside it; undefined for a URL or a path that leaves the root.
 */
export function rootPathOf(root: string, ref: string): string | undefined {
  const r = ref.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(r)) return undefined;
  const rel = fromRoot(r);
  return leavesRoot(rel) ? undefined : path.join(root, rel);
}

/** A reference read from the docs root: a leading `/` or `./` dropped, `a/../b` collapsed. */
export function fromRoot(ref: string): string {
  return path.posix.normalize(ref.replace(/^\/+/, '').replace(/^\.\//, ''));
}

/** Whether a normalised path leaves the docs root. */
export function leavesRoot(rel: string): boolean {
  return rel === '..' || rel.startsWith('../') || path.isAbsolute(rel);
}
