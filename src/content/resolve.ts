import path from 'node:path';

/** Extensions tried, in order, for an import written without one. */
const SNIPPET_EXTENSIONS = ['.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'] as const;

/** Where an import's specifier points: a root-relative path, outside the root, or a package (not a file). */
export type ImportTarget = { kind: 'path'; rel: string } | { kind: 'outside' } | { kind: 'package' };

/** Reads an import specifier as the platform does: absolute from the docs root (`/snippets/x.mdx`) or relative to the importing file. */
export function importTarget(fromRel: string, source: string): ImportTarget {
  let joined: string;
  if (source.startsWith('/')) joined = source.replace(/^\/+/, '');
  else if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../'))
    joined = path.posix.join(path.posix.dirname(fromRel), source);
  else return { kind: 'package' };
  const rel = path.posix.normalize(joined);
  if (rel === '..' || rel.startsWith('../')) return { kind: 'outside' };
  return { kind: 'path', rel: rel === '.' ? '' : rel.replace(/\/+$/, '') };
}

/** The file an import names, among the files of the root: the path itself, or the path with a snippet extension. */
export function resolveImportFile(rel: string, exists: (rel: string) => boolean): string | undefined {
  if (rel === '') return undefined;
  if (exists(rel)) return rel;
  if (/\.[A-Za-z0-9]+$/.test(path.posix.basename(rel)) && SNIPPET_EXTENSIONS.some((e) => rel.toLowerCase().endsWith(e)))
    return undefined;
  for (const ext of SNIPPET_EXTENSIONS) if (exists(rel + ext)) return rel + ext;
  return undefined;
}
