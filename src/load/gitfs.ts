import type { Dirent, Stats } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/errors.js';
import type { FileSystem } from '../core/fs.js';
import { GitError, type Git } from '../core/git.js';

/** Blobs larger than this are never read (navlint refuses documents this large anyway). */
export const MAX_BLOB_BYTES = 64 * 1024 * 1024;
/** Files the model may read: read ahead in one batch, so that a site costs two git commands, not one per file. */
const PRELOAD = /\.(mdx?|json|ya?ml)$/i;
/** Symbolic links followed in a row before giving up, as the kernel does. */
const MAX_LINK_HOPS = 40;

interface TreeFile {
  mode: string;
  oid: string;
  size: number;
}

type Found = { kind: 'file'; rel: string; file: TreeFile } | { kind: 'dir'; rel: string };

/** A docs root as it stands in one commit: its file system, its absolute path, and the commit. */
export interface RevisionTree {
  fs: FileSystem;
  /** The docs root, at the same absolute path as in the working tree. */
  root: string;
  /** The full commit id the revision names. */
  commit: string;
  /** The docs root's path inside the repository (`''` for the top). */
  prefix: string;
}

/**
 * The docs root of a commit, read from git's objects (`git ls-tree`, `git cat-file --batch`) and never from the work tree.
 * It is mounted at `root`, so that paths look exactly like the working tree's; nothing outside it can be read.
 */
class GitTreeFs implements FileSystem {
  private readonly files = new Map<string, TreeFile>();
  private readonly dirs = new Map<string, string[]>([['', []]]);
  private readonly blobs = new Map<string, Buffer>();
  private readonly fds = new Map<number, { data: Buffer; pos: number }>();
  private nextFd = 3;

  constructor(
    /** Absolute path of the docs root. */
    readonly root: string,
    private readonly git: Git,
    private readonly repoDir: string,
    /** `git ls-tree -r -z --long` output of the docs root's tree. */
    listing: Buffer,
  ) {
    for (const record of listing.toString('utf8').split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      const [mode, type, oid, size] = record.slice(0, tab).split(/ +/);
      const rel = record.slice(tab + 1);
      // Submodules (commits) are not part of the tree's files.
      if (type !== 'blob' || rel === '' || rel.split('/').some((s) => s === '' || s === '.' || s === '..')) continue;
      this.files.set(rel, { mode, oid, size: Number(size) || 0 });
      let child = rel;
      for (let dir = parentOf(rel); ; dir = parentOf(dir)) {
        const known = this.dirs.get(dir);
        if (known) {
          known.push(baseOf(child));
          break;
        }
        this.dirs.set(dir, [baseOf(child)]);
        child = dir;
      }
    }
    this.preload();
  }

  private preload(): void {
    const wanted = new Set<string>();
    for (const [rel, f] of this.files) {
      if (f.size > MAX_BLOB_BYTES) continue;
      if (f.mode === '120000' || PRELOAD.test(rel) || baseOf(rel) === '.mintignore') wanted.add(f.oid);
    }
    if (wanted.size === 0) return;
    const out = this.git(['cat-file', '--batch'], { cwd: this.repoDir, input: [...wanted].join('\n') + '\n' });
    let at = 0;
    while (at < out.length) {
      const eol = out.indexOf(10, at);
      if (eol < 0) break;
      const [oid, type, size] = out.toString('utf8', at, eol).split(' ');
      at = eol + 1;
      if (type === 'missing' || size === undefined) continue;
      const n = Number(size);
      this.blobs.set(oid, out.subarray(at, at + n));
      at += n + 1;
    }
  }

  private blob(file: TreeFile, p: string, syscall: string): Buffer {
    let data = this.blobs.get(file.oid);
    if (!data) {
      // Such a file is no page, docs.json or OpenAPI document navlint would read; its bytes are not worth the memory.
      if (file.size > MAX_BLOB_BYTES) throw fsError('EFBIG', syscall, p);
      data = this.git(['cat-file', 'blob', file.oid], { cwd: this.repoDir });
      this.blobs.set(file.oid, data);
    }
    return data;
  }

  /** Where an absolute path leads inside the tree, following links (the last one only when `follow`); `outside` past the root. */
  private lookup(abs: string, follow: boolean, syscall: string, hops = 0): Found | { kind: 'outside'; path: string } {
    // Paths are normalised by hand: the bundler reads `path.resolve` of an unknown value as the build folder.
    const full = path.normalize(path.isAbsolute(abs) ? abs : path.join(this.root, abs));
    const rel = path.relative(this.root, full);
    if (rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return { kind: 'outside', path: full };
    const parts = rel === '' ? [] : rel.split(path.sep);
    let cur = '';
    for (let i = 0; i < parts.length; i++) {
      const next = cur === '' ? parts[i] : `${cur}/${parts[i]}`;
      const file = this.files.get(next);
      if (file && file.mode === '120000' && (follow || i < parts.length - 1)) {
        if (hops >= MAX_LINK_HOPS) throw fsError('ELOOP', syscall, abs);
        const target = this.blob(file, abs, syscall).toString('utf8');
        const dest = path.isAbsolute(target) ? target : path.join(this.root, cur, target);
        return this.lookup(path.join(dest, ...parts.slice(i + 1)), follow, syscall, hops + 1);
      }
      if (file) {
        if (i < parts.length - 1) throw fsError('ENOTDIR', syscall, abs);
        return { kind: 'file', rel: next, file };
      }
      if (!this.dirs.has(next)) throw fsError('ENOENT', syscall, abs);
      cur = next;
    }
    return { kind: 'dir', rel: cur };
  }

  private found(abs: string, follow: boolean, syscall: string): Found {
    const f = this.lookup(abs, follow, syscall);
    if (f.kind === 'outside') throw fsError('ENOENT', syscall, abs);
    return f;
  }

  readFileSync(p: string, _encoding: 'utf8'): string {
    const f = this.found(p, true, 'open');
    if (f.kind === 'dir') throw fsError('EISDIR', 'read', p);
    return this.blob(f.file, p, 'read').toString('utf8');
  }

  readdirSync(p: string, _options: { withFileTypes: true }): Dirent[] {
    const f = this.found(p, true, 'scandir');
    if (f.kind !== 'dir') throw fsError('ENOTDIR', 'scandir', p);
    return (this.dirs.get(f.rel) ?? []).map((name) => {
      const rel = f.rel === '' ? name : `${f.rel}/${name}`;
      const file = this.files.get(rel);
      return entry(name, file ? (file.mode === '120000' ? 'link' : 'file') : 'dir') as unknown as Dirent;
    });
  }

  lstatSync(p: string): Stats {
    return this.stat(this.found(p, false, 'lstat'));
  }

  statSync(p: string): Stats {
    return this.stat(this.found(p, true, 'stat'));
  }

  private stat(f: Found): Stats {
    if (f.kind === 'dir') return stats('dir', 0);
    return stats(f.file.mode === '120000' ? 'link' : 'file', f.file.size) as Stats;
  }

  realpathSync(p: string): string {
    const f = this.lookup(p, true, 'realpath');
    if (f.kind === 'outside') return f.path;
    return f.rel === '' ? this.root : path.join(this.root, ...f.rel.split('/'));
  }

  existsSync(p: string): boolean {
    try {
      return this.lookup(p, true, 'access').kind !== 'outside';
    } catch {
      return false;
    }
  }

  openSync(p: string, _flags: 'r'): number {
    const f = this.found(p, true, 'open');
    if (f.kind === 'dir') throw fsError('EISDIR', 'open', p);
    const fd = this.nextFd++;
    this.fds.set(fd, { data: this.blob(f.file, p, 'open'), pos: 0 });
    return fd;
  }

  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number {
    const open = this.fds.get(fd);
    if (!open) throw fsError('EBADF', 'read', String(fd));
    const from = position ?? open.pos;
    const n = Math.max(0, Math.min(length, open.data.length - from));
    buffer.set(open.data.subarray(from, from + n), offset);
    if (position === null) open.pos += n;
    return n;
  }

  closeSync(fd: number): void {
    if (!this.fds.delete(fd)) throw fsError('EBADF', 'close', String(fd));
  }
}

/**
 * Opens the docs root `dir` (relative to `cwd`, as in the working tree) as it stands at revision `rev`.
 * The folder's place in the repository is found from the working tree; nothing in the work tree is read or changed.
 */
export function openRevision(
  git: Git,
  options: { cwd: string; dir: string; rev: string; exists(p: string): boolean },
): RevisionTree {
  const { rev } = options;
  if (rev === '' || rev.startsWith('-') || /[\0\n]/.test(rev))
    throw new UsageError(`${JSON.stringify(rev)} is not a git revision`);
  let dirAbs = path.resolve(options.cwd, options.dir);
  if (path.basename(dirAbs) === 'docs.json') dirAbs = path.dirname(dirAbs);
  // git runs in the nearest folder that exists: the docs root may be gone from the working tree.
  let runDir = dirAbs;
  while (!options.exists(runDir) && path.dirname(runDir) !== runDir) runDir = path.dirname(runDir);
  let cwdPrefix: string;
  try {
    cwdPrefix = git(['rev-parse', '--show-prefix'], { cwd: runDir }).toString('utf8').trim();
  } catch (e) {
    throw new UsageError(`${options.dir}: not inside a git repository, so "${rev}" cannot be read (${gitMessage(e)})`);
  }
  let top = runDir;
  for (let n = cwdPrefix.split('/').filter(Boolean).length; n > 0; n--) top = path.dirname(top);
  const prefix = path.relative(top, dirAbs).split(path.sep).join('/');
  if (prefix.startsWith('..')) throw new UsageError(`${options.dir}: not inside the git repository at ${top}`);
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], { cwd: top })
      .toString('utf8')
      .trim();
  } catch {
    throw new UsageError(`"${rev}" names no commit of this repository (a shallow clone may lack it: fetch it first)`);
  }
  let listing: Buffer;
  try {
    // `commit:path` names the folder's tree; ls-tree refuses anything that is not a tree.
    const tree = git(
      [
        'rev-parse',
        '--verify',
        '--quiet',
        '--end-of-options',
        prefix === '' ? `${commit}^{tree}` : `${commit}:${prefix}`,
      ],
      { cwd: top },
    )
      .toString('utf8')
      .trim();
    listing = git(['ls-tree', '-r', '-z', '--long', tree], { cwd: top });
  } catch {
    throw new UsageError(`${prefix}: no such folder at ${rev} (${commit.slice(0, 12)})`);
  }
  const tree = new GitTreeFs(dirAbs, git, top, listing);
  if (!tree.existsSync(path.join(dirAbs, 'docs.json')))
    throw new UsageError(
      `${prefix === '' ? '' : prefix + '/'}docs.json: no such file at ${rev} (${commit.slice(0, 12)})`,
    );
  return { fs: tree, root: dirAbs, commit, prefix };
}

function gitMessage(e: unknown): string {
  return e instanceof GitError ? e.message : String((e as Error)?.message ?? e);
}

function parentOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
}

function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

function entry(name: string, kind: 'file' | 'dir' | 'link') {
  return {
    name,
    isFile: () => kind === 'file',
    isDirectory: () => kind === 'dir',
    isSymbolicLink: () => kind === 'link',
  };
}

function stats(kind: 'file' | 'dir' | 'link', size: number): Stats {
  return { ...entry('', kind), size } as unknown as Stats;
}

function fsError(code: string, syscall: string, p: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} '${p}'`), { code, syscall, path: p });
}
