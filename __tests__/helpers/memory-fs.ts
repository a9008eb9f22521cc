import type { Dirent, Stats } from 'node:fs';
import path from 'node:path';
import type { FileSystem } from '../../src/core/fs.js';

/**
 * A site held in memory, mounted at an absolute folder: the FileSystem the check reads through, without a disk.
 * Paths are files relative to the root (`guides/intro.mdx`); their folders exist by implication. Nothing outside
 * the root exists.
 */
export class MemoryFs implements FileSystem {
  private readonly files = new Map<string, Buffer>();
  private readonly dirs = new Map<string, Set<string>>([['', new Set()]]);
  private readonly fds = new Map<number, { data: Buffer; pos: number }>();
  private nextFd = 3;

  constructor(
    readonly root: string,
    files: Readonly<Record<string, string>>,
  ) {
    for (const [rel, text] of Object.entries(files)) {
      const clean = rel.split('/').filter(Boolean).join('/');
      this.files.set(clean, Buffer.from(text, 'utf8'));
      let child = clean;
      for (let dir = parentOf(clean); ; dir = parentOf(dir)) {
        const known = this.dirs.get(dir);
        if (known) {
          known.add(baseOf(child));
          break;
        }
        this.dirs.set(dir, new Set([baseOf(child)]));
        child = dir;
      }
    }
  }

  /** The root-relative path of an absolute or root-relative path, or undefined outside the root. */
  private rel(p: string): string | undefined {
    const rel = path.relative(this.root, path.resolve(this.root, p));
    if (rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return undefined;
    return rel.split(path.sep).join('/');
  }

  private kind(p: string, syscall: string): { rel: string; kind: 'file' | 'dir' } {
    const rel = this.rel(p);
    if (rel !== undefined && this.files.has(rel)) return { rel, kind: 'file' };
    if (rel !== undefined && this.dirs.has(rel)) return { rel, kind: 'dir' };
    throw fsError('ENOENT', syscall, p);
  }

  readFileSync(p: string, _encoding: 'utf8'): string {
    const f = this.kind(p, 'open');
    if (f.kind === 'dir') throw fsError('EISDIR', 'read', p);
    return this.files.get(f.rel)!.toString('utf8');
  }

  readdirSync(p: string, _options: { withFileTypes: true }): Dirent[] {
    const f = this.kind(p, 'scandir');
    if (f.kind !== 'dir') throw fsError('ENOTDIR', 'scandir', p);
    return [...this.dirs.get(f.rel)!].sort().map((name) => {
      const rel = f.rel === '' ? name : `${f.rel}/${name}`;
      return entry(name, this.files.has(rel) ? 'file' : 'dir') as unknown as Dirent;
    });
  }

  lstatSync(p: string): Stats {
    return this.statSync(p);
  }

  statSync(p: string): Stats {
    const f = this.kind(p, 'stat');
    return { ...entry('', f.kind), size: f.kind === 'file' ? this.files.get(f.rel)!.length : 0 } as unknown as Stats;
  }

  /** As `fs.realpathSync`: the path, if something is there; ENOENT otherwise. */
  realpathSync(p: string): string {
    const rel = this.rel(p);
    if (rel !== undefined && !this.existsSync(p)) throw fsError('ENOENT', 'realpath', p);
    return rel === undefined ? path.resolve(this.root, p) : path.join(this.root, ...rel.split('/').filter(Boolean));
  }

  existsSync(p: string): boolean {
    const rel = this.rel(p);
    return rel !== undefined && (this.files.has(rel) || this.dirs.has(rel));
  }

  openSync(p: string, _flags: 'r'): number {
    const f = this.kind(p, 'open');
    if (f.kind === 'dir') throw fsError('EISDIR', 'open', p);
    const fd = this.nextFd++;
    this.fds.set(fd, { data: this.files.get(f.rel)!, pos: 0 });
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

function parentOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
}

function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

function entry(name: string, kind: 'file' | 'dir') {
  return { name, isFile: () => kind === 'file', isDirectory: () => kind === 'dir', isSymbolicLink: () => false };
}

function fsError(code: string, syscall: string, p: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} '${p}'`), { code, syscall, path: p });
}
