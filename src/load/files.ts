import path from 'node:path';
import { ConfinedPathError, readTextInside } from '../core/confined.js';
import ignoreFactory from 'ignore';
import type { FileSystem } from '../core/fs.js';

/** Folders never searched for pages. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Largest `.mintignore` read, in bytes. */
const MAX_IGNORE_BYTES = 1024 * 1024;
/** Folders the platform never builds from, at any depth (its default ignores, besides `.mintignore`). */
const DEFAULT_IGNORED_DIRS = new Set([
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  'node_modules',
  'build',
  'dist',
  'coverage',
  '.cache',
  'tmp',
  'temp',
]);
/** Files the platform never builds as pages, at any depth. */
const DEFAULT_IGNORED_FILES = new Set(['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md']);

/** How a page entry resolved against the files of the docs root. */
export type PageResolution =
  | { status: 'found'; file: string }
  | { status: 'missing' }
  | { status: 'ignored'; file: string }
  | { status: 'outside' }
  | { status: 'directory' };

/** The files of a docs root: every page file, every other file, and the `.mintignore` rules. */
export class FileIndex {
  /** Root-relative paths (with `/`) of every readable file, ignored ones included. */
  readonly files = new Set<string>();
  /** Root-relative paths of folders. */
  readonly dirs = new Set<string>();
  /** Root-relative paths of links that point outside the root (never read). */
  readonly outsideLinks = new Set<string>();
  /** Page files (`.md`/`.mdx`) the site publishes, root-relative, `.mintignore` applied. */
  readonly pageFiles: string[] = [];
  /**
   * Files whose content the platform builds, root-relative and sorted: every `.md`/`.mdx` (pages, listed or
   * hidden, and snippets) and the script snippets under `snippets/`, without `.mintignore`d and default-ignored ones.
   */
  readonly contentFiles: string[] = [];
  private readonly ignorer = ignoreFactory();
  /** Whether the root has a `.mintignore`. */
  hasMintignore = false;

  constructor(
    readonly root: string,
    private readonly fs: FileSystem,
    /** False for a model of one file (`openapi-check`): the folder is not listed. */
    walk = true,
  ) {
    if (!walk) return;
    const realRoot = fs.realpathSync(root);
    try {
      // A `.mintignore` larger than MAX_IGNORE_BYTES is no list of patterns, and one that leads out of the root is
      // not the site's: neither is read.
      const text = readTextInside(
        fs,
        { folders: [root], name: 'the docs root' },
        path.join(root, '.mintignore'),
        MAX_IGNORE_BYTES,
      );
      this.ignorer.add(text);
      this.hasMintignore = true;
    } catch (e) {
      // None, a dangling link, or not one navlint reads; one it may not read (EACCES) is an error, as before.
      const code = (e as NodeJS.ErrnoException).code;
      if (!(e instanceof ConfinedPathError) && code !== 'ENOENT' && code !== 'ELOOP') throw e;
    }
    this.walk(root, '', realRoot, new Set([realRoot]));
    this.pageFiles.sort();
    this.contentFiles.sort();
  }

  private walk(dir: string, rel: string, realRoot: string, visited: Set<string>): void {
    let entries;
    try {
      entries = this.fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const name = entry.name;
      const relPath = rel ? `${rel}/${name}` : name;
      // `dir` is already normalised and a name holds no separator: joining by hand skips re-normalising 50,000 paths.
      const abs = dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        let real: string;
        try {
          real = this.fs.realpathSync(abs);
        } catch {
          continue; // dangling link or loop
        }
        if (!isInside(realRoot, real)) {
          this.outsideLinks.add(relPath);
          continue;
        }
        try {
          const st = this.fs.statSync(real);
          isDir = st.isDirectory();
          isFile = st.isFile();
        } catch {
          continue;
        }
        if (isDir) {
          if (visited.has(real)) continue;
          visited.add(real);
        }
      }
      if (isDir) {
        if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
        this.dirs.add(relPath);
        this.walk(abs, relPath, realRoot, visited);
      } else if (isFile) {
        this.files.add(relPath);
        // Files under the top-level snippets/ folder (or the legacy _snippets/) are shown in pages, never published
        // as pages.
        if (
          isPageFile(relPath) &&
          !this.isIgnored(relPath) &&
          !relPath.startsWith('snippets/') &&
          !relPath.startsWith('_snippets/')
        )
          this.pageFiles.push(relPath);
        if (
          (isPageFile(relPath) || (relPath.startsWith('snippets/') && /\.[jt]sx?$/.test(relPath))) &&
          !this.isIgnored(relPath) &&
          !isDefaultIgnored(relPath)
        )
          this.contentFiles.push(relPath);
      }
    }
  }

  /** Whether `.mintignore` removes this root-relative path from the site. */
  isIgnored(relPath: string): boolean {
    return this.hasMintignore && this.ignorer.ignores(relPath);
  }

  /** Resolves a page entry (already normalised) to its file: `<p>.mdx`, `<p>.md`, `<p>/index.mdx`. */
  resolvePage(pagePath: string): PageResolution {
    if (pagePath === '' || pagePath === '..' || pagePath.startsWith('../') || path.posix.isAbsolute(pagePath)) {
      return { status: 'outside' };
    }
    const candidates = [`${pagePath}.mdx`, `${pagePath}.md`, `${pagePath}/index.mdx`, `${pagePath}/index.md`];
    for (const c of candidates) {
      if (this.outsideLinks.has(c)) return { status: 'outside' };
      if (this.files.has(c)) return this.isIgnored(c) ? { status: 'ignored', file: c } : { status: 'found', file: c };
    }
    // A page below a linked folder that leads outside the root is outside too, not missing.
    const parts = pagePath.split('/');
    for (let i = 1; i <= parts.length; i++)
      if (this.outsideLinks.has(parts.slice(0, i).join('/'))) return { status: 'outside' };
    return { status: 'missing' };
  }

  /** Page paths (without extension, `index` folded into its folder) for suggestions. */
  pagePaths(): string[] {
    return this.pageFiles.map(pagePathOf);
  }
}

/** Whether the platform's default ignores remove a root-relative path (a folder of the list on its way, or a file of the list). */
export function isDefaultIgnored(relPath: string): boolean {
  const parts = relPath.split('/');
  if (DEFAULT_IGNORED_FILES.has(parts[parts.length - 1])) return true;
  for (let i = 0; i < parts.length - 1; i++) if (DEFAULT_IGNORED_DIRS.has(parts[i])) return true;
  return false;
}

/** Whether a root-relative path names a page file. */
export function isPageFile(relPath: string): boolean {
  return relPath.endsWith('.mdx') || relPath.endsWith('.md');
}

/** The page path of a page file: its path without extension. */
export function pagePathOf(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

/** Whether `child` is `parent` or below it (both absolute). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Normalises a page entry as the platform does: drops a leading `/` or `./`, collapses `a/../b`. */
export function normalizePagePath(entry: string): string {
  let p = entry.trim().replace(/\\/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  p = p.replace(/^\/+/, '');
  if (p === '') return '';
  const norm = path.posix.normalize(p);
  return norm === '.' ? '' : norm.replace(/\/+$/, '');
}

/** The URL path of a page on the published site: `/` + its path, a folder `index` folded into the folder. */
export function pageUrl(pagePath: string): string {
  return '/' + pagePathOf(pagePath).replace(/(^|\/)index$/, '');
}
