// The files of a site while `--fix` edits them: the check reads them through here (edited text in memory, every read
// recorded), edits apply only to text the check read as it is now, and writing goes only to regular files inside the
// docs root, never through a symbolic link, and only when the file on disk is still what was first edited.
import { createHash, type Hash } from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import path from 'node:path';
import { applyFixes, fixOffsets } from './edits.js';
import { ConfinedPathError, writeFileConfined, type ConfinedFs } from '../core/confined.js';
import type { FileSystem } from '../core/fs.js';
import { SourceText } from '../core/source.js';
import type { Fix } from '../core/types.js';
import { isInside } from '../load/files.js';

/** What writing a fixed file needs besides reading: node:fs has it. */
export type FileWriter = ConfinedFs;

/** What the check read of a file: all of it, or its first bytes, as a hash. */
interface ReadRecord {
  /** `text`: the decoded text of a whole file; `bytes`: the first `length` bytes (all of them when `whole`). */
  kind: 'text' | 'bytes';
  whole: boolean;
  length: number;
  hash: string;
}

/** An open file being read through the session. */
interface OpenFile {
  file: string;
  /** The edited text's bytes, for a file edited in memory; the disk's descriptor otherwise. */
  memory?: Buffer;
  fd?: number;
  position: number;
  hash?: Hash;
  length: number;
  /** False once a read was not the next one from the start: nothing can be said of what was read. */
  sequential: boolean;
  ended: boolean;
}

/** A file the session edited: its bytes on disk when first edited, and its text now. */
interface Edited {
  original: Buffer;
  text: string;
}

/** Why a file's fixes were not applied, in words for the user. */
export interface Refusal {
  file: string;
  reason: string;
}

/** Virtual descriptors for files edited in memory start here, far above any the system gives. */
const MEMORY_FD = 1 << 30;

/** The files of a site as `--fix` sees them: a file system for the check, edits in memory, and writing at the end. */
export class FixSession {
  private readonly records = new Map<string, ReadRecord[]>();
  private readonly edited = new Map<string, Edited>();
  private readonly open = new Map<number, OpenFile>();
  private nextFd = MEMORY_FD;
  /** Files refused once, with why: they are not tried again. */
  readonly refused = new Map<string, string>();
  /** The file system the check reads through. */
  readonly fs: FileSystem;

  constructor(private readonly disk: FileSystem) {
    this.fs = this.view();
  }

  /** Forgets what was read: call before each check, which reads everything again. */
  beginPass(): void {
    this.records.clear();
  }

  /** Files whose text differs from the disk's, sorted. */
  changedFiles(): string[] {
    return [...this.edited]
      .filter(([, e]) => e.text !== e.original.toString('utf8'))
      .map(([f]) => f)
      .sort();
  }

  /** A file's text before the first edit, and now. */
  versions(file: string): { before: string; after: string } | undefined {
    const e = this.edited.get(file);
    return e ? { before: e.original.toString('utf8'), after: e.text } : undefined;
  }

  /**
   * Applies to one file the fixes that fit together (the others wait for the next pass), provided that the file is a
   * regular file inside `root` reached through no symbolic link, and that the check read it as it is now.
   */
  apply<T extends { fix: Fix }>(root: string, target: string, items: readonly T[]): { applied: T[]; refused?: string } {
    const file = path.resolve(target);
    const known = this.refused.get(file);
    if (known !== undefined) return { applied: [], refused: known };
    const refuse = (reason: string) => {
      this.refused.set(file, reason);
      return { applied: [], refused: reason };
    };
    const unsafe = this.unsafePath(root, file);
    if (unsafe) return refuse(unsafe);
    let bytes: Buffer;
    let text: string;
    const edited = this.edited.get(file);
    if (edited) {
      text = edited.text;
      bytes = Buffer.from(text, 'utf8');
    } else {
      try {
        bytes = readBytes(this.disk, file);
      } catch {
        return refuse('it cannot be read');
      }
      text = bytes.toString('utf8');
      if (!Buffer.from(text, 'utf8').equals(bytes))
        return refuse('it is not valid UTF-8, and writing it back would change its bytes');
    }
    const records = this.records.get(file) ?? [];
    if (records.length === 0 || !records.every((r) => matches(r, text, bytes)))
      return refuse('it changed after navlint read it');
    // Edits must fall in what was read: a page's frontmatter may have been read alone.
    const whole = records.some((r) => r.whole);
    if (!whole) {
      const read = Math.max(...records.map((r) => r.length));
      const source = new SourceText(file, text);
      const within = items.filter((i) => {
        const offsets = fixOffsets(source, i.fix.edits);
        return offsets !== undefined && offsets.every((o) => Buffer.byteLength(text.slice(0, o.end)) <= read);
      });
      if (within.length < items.length) items = within;
    }
    const pass = applyFixes(text, items);
    // A fix that leaves the text as it was changes nothing, and is not counted as applied.
    if (pass.text === text) return { applied: [] };
    if (pass.applied.length > 0) this.edited.set(file, { original: edited?.original ?? bytes, text: pass.text });
    return { applied: pass.applied };
  }

  /**
   * Writes every changed file, each only if it is still as it was when first edited and still safe to write; returns
   * the files written and those refused.
   */
  commit(root: string, writer: FileWriter): { written: string[]; refused: Refusal[] } {
    const written: string[] = [];
    const refused: Refusal[] = [];
    for (const file of this.changedFiles()) {
      const e = this.edited.get(file)!;
      const unsafe = this.unsafePath(root, file);
      if (unsafe) {
        refused.push({ file, reason: unsafe });
        continue;
      }
      let now: Buffer;
      try {
        now = readBytes(this.disk, file);
      } catch {
        refused.push({ file, reason: 'it cannot be read' });
        continue;
      }
      if (!now.equals(e.original)) {
        refused.push({ file, reason: 'it changed on disk while navlint fixed it' });
        continue;
      }
      try {
        // Opened without following a link, and refused when it is no longer a regular file with one name: a link
        // or a hard link put in the file's place since the checks above is not written through.
        writeFileConfined(writer, { folders: [root], name: 'the docs root' }, file, Buffer.from(e.text, 'utf8'), {
          existing: true,
        });
      } catch (err) {
        refused.push({
          file,
          reason:
            err instanceof ConfinedPathError
              ? err.reason
              : `it cannot be written (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
        });
        continue;
      }
      written.push(file);
    }
    return { written, refused };
  }

  /**
   * Why a file may not be written, or undefined: outside the root, through a symbolic link, not a regular file, or
   * one of several names of the same file (a hard link: writing it would change a file elsewhere too).
   */
  private unsafePath(root: string, file: string): string | undefined {
    const abs = path.resolve(file);
    const rootAbs = path.resolve(root);
    if (!isInside(rootAbs, abs) || abs === rootAbs) return 'it is outside the docs root';
    try {
      // Every folder below the root, and the file itself, must be what it says: no link anywhere on the way.
      const parts = path.relative(rootAbs, abs).split(path.sep);
      for (let i = 1; i <= parts.length; i++)
        if (this.disk.lstatSync(path.join(rootAbs, ...parts.slice(0, i))).isSymbolicLink())
          return 'it is reached through a symbolic link';
      const st = this.disk.lstatSync(abs);
      if (!st.isFile()) return 'it is not a regular file';
      if (st.nlink > 1) return 'it has other hard links, and writing it would change them too';
      if (this.disk.realpathSync(abs) !== path.join(this.disk.realpathSync(rootAbs), ...parts))
        return 'it is reached through a symbolic link';
    } catch {
      return 'it cannot be read';
    }
    return undefined;
  }

  private record(file: string, r: ReadRecord): void {
    const list = this.records.get(file);
    if (list) list.push(r);
    else this.records.set(file, [r]);
  }

  /** The file system the check reads through: edited text from memory, the rest from disk, every read recorded. */
  private view(): FileSystem {
    const disk = this.disk;
    return {
      readFileSync: (p: string, encoding: 'utf8'): string => {
        const file = path.resolve(p);
        const e = this.edited.get(file);
        const text = e ? e.text : disk.readFileSync(p, encoding);
        this.record(file, { kind: 'text', whole: true, length: text.length, hash: hashText(text) });
        return text;
      },
      readdirSync: (p: string, options: { withFileTypes: true }): Dirent[] => {
        return disk.readdirSync(p, options);
      },
      lstatSync: (p: string): Stats => {
        return this.sized(p, disk.lstatSync(p));
      },
      statSync: (p: string): Stats => {
        return this.sized(p, disk.statSync(p));
      },
      realpathSync: (p: string): string => {
        return disk.realpathSync(p);
      },
      existsSync: (p: string): boolean => {
        return disk.existsSync(p);
      },
      openSync: (p: string, flags: 'r'): number => {
        const file = path.resolve(p);
        const e = this.edited.get(file);
        const fd = e ? this.nextFd++ : disk.openSync(p, flags);
        this.open.set(fd, {
          file,
          ...(e ? { memory: Buffer.from(e.text, 'utf8') } : { fd }),
          position: 0,
          hash: createHash('sha1'),
          length: 0,
          sequential: true,
          ended: false,
        });
        return fd;
      },
      readSync: (fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number => {
        const f = this.open.get(fd);
        if (!f) return disk.readSync(fd, buffer, offset, length, position);
        const at = position ?? f.position;
        let n: number;
        if (f.memory) {
          const chunk = f.memory.subarray(at, at + length);
          buffer.set(chunk, offset);
          n = chunk.length;
        } else n = disk.readSync(fd, buffer, offset, length, position);
        if (at !== f.length) f.sequential = false;
        if (f.sequential) {
          f.hash!.update(buffer.subarray(offset, offset + n));
          f.length += n;
          if (n === 0) f.ended = true;
        }
        if (position === null) f.position = at + n;
        return n;
      },
      closeSync: (fd: number): void => {
        const f = this.open.get(fd);
        if (f) {
          this.open.delete(fd);
          if (f.sequential)
            this.record(f.file, { kind: 'bytes', whole: f.ended, length: f.length, hash: f.hash!.digest('hex') });
          if (f.memory) return;
        }
        disk.closeSync(fd);
      },
    };
  }

  /** A file's stats with the size of its edited text, when it was edited. */
  private sized(p: string, st: Stats): Stats {
    const e = this.edited.get(path.resolve(p));
    if (!e || !st.isFile()) return st;
    return Object.assign(Object.create(Object.getPrototypeOf(st) as object) as Stats, st, {
      size: Buffer.byteLength(e.text, 'utf8'),
    });
  }
}

/** Whether what was read is what the file holds now. */
function matches(r: ReadRecord, text: string, bytes: Buffer): boolean {
  if (r.kind === 'text') return r.length === text.length && r.hash === hashText(text);
  if (r.whole ? bytes.length !== r.length : bytes.length < r.length) return false;
  return createHash('sha1').update(bytes.subarray(0, r.length)).digest('hex') === r.hash;
}

function hashText(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** Every byte of a file. */
function readBytes(fs: FileSystem, file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(1024 * 1024);
    for (let n; (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;)
      chunks.push(Buffer.from(chunk.subarray(0, n)));
    return Buffer.concat(chunks);
  } finally {
    fs.closeSync(fd);
  }
}
