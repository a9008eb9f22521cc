import path from 'node:path';

/** A path in the `/`-separated form that output, globs and URLs use. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** A file path as shown to the user: relative to the working directory, `/`-separated. */
export function displayPath(file: string, cwd: string): string {
  return toPosix(path.relative(cwd, file)) || path.basename(file);
}
