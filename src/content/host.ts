import crypto from 'node:crypto';
import fs from 'node:fs';
import { readFileConfined, writeFileConfined, type WriteArea } from '../core/confined.js';
import type { CacheStore } from './cache.js';

// What the entry points (the CLI and the action) hand the content layer: they own the threads and the disk.

/**
 * Options for a parsing worker's thread. The parser makes many short-lived objects: with V8's default young
 * generation a fifth of the time goes to collecting them; a larger one (as `--max-semi-space-size=64`) cuts that.
 * A page whose tree outgrows the memory a page may take (as one of 100,000 links does) has its worker stopped by
 * the pool (PAGE_MEMORY_BYTES in pool.ts), and the page is reported as too complex. The old generation's bound is a
 * last resort above that: V8 may end the whole process, not the worker alone, when a worker reaches it.
 */
export const CONTENT_WORKER_OPTIONS = {
  workerData: { navlint: 'content' },
  resourceLimits: { maxYoungGenerationSizeMb: 192, maxOldGenerationSizeMb: 640 },
} as const;

/** Largest cache file read back: a bigger one is dropped and rebuilt. */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * The `--cache` file on disk, inside `area` only and through no symbolic link; written beside and renamed into place,
 * so that a run stopped half-way leaves no broken cache. A cache that cannot be read is no cache.
 */
export function fileCacheStore(file: string, area: WriteArea): CacheStore {
  return {
    read() {
      try {
        return readFileConfined(fs, area, file, MAX_CACHE_BYTES)?.toString('utf8');
      } catch {
        return undefined;
      }
    },
    readFirstLine() {
      try {
        return readFileConfined(fs, area, file, MAX_CACHE_BYTES, true)?.toString('utf8');
      } catch {
        return undefined;
      }
    },
    write(text) {
      writeFileConfined(fs, area, file, text, {
        createFolders: true,
        replace: true,
        unique: () => crypto.randomBytes(6).toString('hex'),
      });
    },
  };
}
