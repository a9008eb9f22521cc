import crypto from 'node:crypto';
import path from 'node:path';
import type { Dirent, Stats } from 'node:fs';
import type { FileSystem } from './fs.js';

/**
 * One thing a run learnt from the file system, as a string that a later look gives again unless the file system
 * changed: `[call, path, what it gave]`. A file read is known by its size and modification time (as ESLint's cache
 * knows its files), a folder by the names and kinds of its entries, anything else by its kind or its answer.
 * A file modified shortly before the run is known by a hash of its text instead: a second change within the file
 * system's timestamp granularity could keep both its size and its time (what git calls "racily clean").
 */
export type Observation = [call: 'read' | 'dir' | 'stat' | 'lstat' | 'exists' | 'real', file: string, seen: string];

type Call = Observation[0];

/** Files modified less than this long before a run began are known by their text's hash. */
const RACY_MS = 2000;

function textMark(text: string): string {
  return `h${crypto.createHash('sha1').update(text).digest('base64url')}`;
}

function statMark(st: Stats): string {
  if (st.isFile()) return `f${st.size}:${st.mtimeMs}`;
  if (st.isDirectory()) return 'd';
  if (st.isSymbolicLink()) return 'l';
  return 'o';
}

function errorMark(e: unknown): string {
  return `!${(e as NodeJS.ErrnoException | undefined)?.code ?? 'error'}`;
}

function entriesMark(entries: Dirent[], skip: ReadonlySet<string>): string {
  const hash = crypto.createHash('sha1');
  const kind = (e: Dirent) => (e.isFile() ? 'f' : e.isDirectory() ? 'd' : e.isSymbolicLink() ? 'l' : 'o');
  const names = entries
    .filter((e) => !skip.has(e.name))
    .map((e) => `${kind(e)}${e.name}`)
    .sort();
  for (const n of names) hash.update(n).update('\0');
  return hash.digest('base64url');
}

/** What one call gives now, as an observation's string; never throws. */
/** Files left out of folder listings, by folder. */
type Ignored = ReadonlyMap<string, ReadonlySet<string>>;

function ignoredByFolder(files: readonly string[]): Ignored {
  const byFolder = new Map<string, Set<string>>();
  for (const f of files) {
    const abs = path.resolve(f);
    const set = byFolder.get(path.dirname(abs)) ?? new Set<string>();
    byFolder.set(path.dirname(abs), set.add(path.basename(abs)));
  }
  return byFolder;
}

const NONE: ReadonlySet<string> = new Set();

function skipIn(ignored: Ignored, folder: string): ReadonlySet<string> {
  return ignored.get(path.resolve(folder)) ?? NONE;
}

function look(fs: FileSystem, [call, file, seen]: Observation, ignored: Ignored): string {
  try {
    switch (call) {
      case 'read':
        return seen.startsWith('h') ? textMark(fs.readFileSync(file, 'utf8')) : statMark(fs.statSync(file));
      case 'stat':
        return statMark(fs.statSync(file));
      case 'lstat':
        return statMark(fs.lstatSync(file));
      case 'dir':
        return entriesMark(fs.readdirSync(file, { withFileTypes: true }), skipIn(ignored, file));
      case 'exists':
        return fs.existsSync(file) ? '1' : '0';
      case 'real':
        return fs.realpathSync(file);
    }
  } catch (e) {
    return errorMark(e);
  }
}

/**
 * A file system that notes what each call learnt, so that a later run can tell whether a result built on these
 * calls still holds (`stillHolds`). `ignored` files (the cache file itself) are left out of folder listings; `since`
 * is when the run began (milliseconds since the epoch). A path seen to change during the run makes the run
 * `unsettled`: its result describes no one state of the files.
 */
export class ObservedFs implements FileSystem {
  private readonly seen = new Map<string, Observation>();
  private readonly ignored: Ignored;
  unsettled = false;

  constructor(
    private readonly fs: FileSystem,
    ignored: readonly string[] = [],
    private readonly since = Date.now(),
  ) {
    this.ignored = ignoredByFolder(ignored);
  }

  /** Every call's answer, once per call and path. */
  observations(): Observation[] {
    return [...this.seen.values()];
  }

  private note(call: Call, file: string, seen: string): void {
    const key = `${call}\0${file}`;
    const before = this.seen.get(key);
    if (before === undefined) this.seen.set(key, [call, file, seen]);
    else if (before[2] !== seen) this.unsettled = true;
  }

  readFileSync(file: string, encoding: 'utf8'): string {
    // Looked at before the read: a file changed after the look is seen as changed by the next run.
    const mark = this.readMark(file);
    let text: string;
    try {
      text = this.fs.readFileSync(file, encoding);
    } catch (e) {
      this.note('read', file, mark ?? errorMark(e));
      throw e;
    }
    this.note('read', file, mark ?? textMark(text));
    return text;
  }

  /** A file's size and time, or its error; undefined when it changed too recently to be known by them. */
  private readMark(file: string): string | undefined {
    try {
      const st = this.fs.statSync(file);
      return st.isFile() && st.mtimeMs > this.since - RACY_MS ? undefined : statMark(st);
    } catch (e) {
      return errorMark(e);
    }
  }

  readdirSync(folder: string, options: { withFileTypes: true }): Dirent[] {
    try {
      const entries = this.fs.readdirSync(folder, options);
      this.note('dir', folder, entriesMark(entries, skipIn(this.ignored, folder)));
      return entries;
    } catch (e) {
      this.note('dir', folder, errorMark(e));
      throw e;
    }
  }

  lstatSync(file: string): Stats {
    return this.stat('lstat', file, () => this.fs.lstatSync(file));
  }

  statSync(file: string): Stats {
    return this.stat('stat', file, () => this.fs.statSync(file));
  }

  private stat(call: 'stat' | 'lstat', file: string, run: () => Stats): Stats {
    try {
      const st = run();
      this.note(call, file, statMark(st));
      return st;
    } catch (e) {
      this.note(call, file, errorMark(e));
      throw e;
    }
  }

  realpathSync(file: string): string {
    try {
      const real = this.fs.realpathSync(file);
      this.note('real', file, real);
      return real;
    } catch (e) {
      this.note('real', file, errorMark(e));
      throw e;
    }
  }

  existsSync(file: string): boolean {
    const exists = this.fs.existsSync(file);
    this.note('exists', file, exists ? '1' : '0');
    return exists;
  }

  openSync(file: string, flags: 'r'): number {
    const mark = this.readMark(file);
    this.note('read', file, mark ?? look(this.fs, ['read', file, 'h'], this.ignored));
    return this.fs.openSync(file, flags);
  }

  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number {
    return this.fs.readSync(fd, buffer, offset, length, position);
  }

  closeSync(fd: number): void {
    this.fs.closeSync(fd);
  }

  /** Whether every observation gives the same answer now; `ignored` as given to the run that made them. */
  static stillHolds(fs: FileSystem, observations: readonly Observation[], ignored: readonly string[] = []): boolean {
    const byFolder = ignoredByFolder(ignored);
    return observations.every((o) => look(fs, o, byFolder) === o[2]);
  }
}
