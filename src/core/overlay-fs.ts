import type { Stats } from 'node:fs';
import type { FileSystem } from './fs.js';

/** File descriptors handed out for texts held in memory: far above any the system gives. */
const FIRST_FD = 1 << 30;

/**
 * A file system whose files may be replaced by texts held in memory (an editor's open documents, unsaved). Only the
 * content of a file is replaced: whether it exists, and what a folder holds, is what the disk says.
 */
export class OverlayFileSystem implements FileSystem {
  private readonly texts = new Map<string, { text: string; bytes?: Buffer }>();
  private readonly open = new Map<number, { bytes: Buffer; position: number }>();
  private nextFd = FIRST_FD;

  constructor(private readonly disk: FileSystem) {}

  /** Lays a text over the file at an absolute path. */
  set(file: string, text: string): void {
    this.texts.set(file, { text });
  }

  /** Goes back to the file on disk. */
  delete(file: string): void {
    this.texts.delete(file);
  }

  /** The text laid over a file, if any. */
  get(file: string): string | undefined {
    return this.texts.get(file)?.text;
  }

  private over(file: string): { text: string; bytes?: Buffer } | undefined {
    const o = this.texts.get(file);
    if (!o) return undefined;
    // A file deleted from the disk is gone, whatever the editor still shows of it.
    return this.disk.existsSync(file) ? o : undefined;
  }

  readFileSync(file: string, encoding: 'utf8'): string {
    return this.over(file)?.text ?? this.disk.readFileSync(file, encoding);
  }

  readdirSync(dir: string, options: { withFileTypes: true }) {
    return this.disk.readdirSync(dir, options);
  }

  lstatSync(file: string): Stats {
    return this.sized(file, this.disk.lstatSync(file));
  }

  statSync(file: string): Stats {
    return this.sized(file, this.disk.statSync(file));
  }

  realpathSync(file: string): string {
    return this.disk.realpathSync(file);
  }

  existsSync(file: string): boolean {
    return this.disk.existsSync(file);
  }

  openSync(file: string, flags: 'r'): number {
    const o = this.over(file);
    if (!o) return this.disk.openSync(file, flags);
    o.bytes ??= Buffer.from(o.text, 'utf8');
    const fd = this.nextFd++;
    this.open.set(fd, { bytes: o.bytes, position: 0 });
    return fd;
  }

  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number {
    const o = this.open.get(fd);
    if (!o) return this.disk.readSync(fd, buffer, offset, length, position);
    const from = position ?? o.position;
    const n = Math.max(0, Math.min(length, o.bytes.length - from));
    o.bytes.copy(buffer, offset, from, from + n);
    if (position === null) o.position += n;
    return n;
  }

  closeSync(fd: number): void {
    if (!this.open.delete(fd)) this.disk.closeSync(fd);
  }

  /** A file's status, with the size of the text laid over it. */
  private sized(file: string, st: Stats): Stats {
    const o = st.isFile() ? this.over(file) : undefined;
    if (!o) return st;
    o.bytes ??= Buffer.from(o.text, 'utf8');
    return Object.assign(Object.create(Object.getPrototypeOf(st) as object) as Stats, st, { size: o.bytes.length });
  }
}
