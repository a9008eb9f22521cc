import type { Dirent, Stats } from 'node:fs';

/** The file-system calls navlint makes; entry points pass `node:fs`, tests may pass another. */
export interface FileSystem {
  readFileSync(path: string, encoding: 'utf8'): string;
  readdirSync(path: string, options: { withFileTypes: true }): Dirent[];
  lstatSync(path: string): Stats;
  statSync(path: string): Stats;
  realpathSync(path: string): string;
  existsSync(path: string): boolean;
  openSync(path: string, flags: 'r'): number;
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
  closeSync(fd: number): void;
}
