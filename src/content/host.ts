import fs from 'node:fs';
import path from 'node:path';
import type { CacheStore } from './cache.js';

// What the entry points (the CLI and the action) hand the content layer: they own the threads and the disk.

/**
 * Options for a parsing worker's thread. The parser makes many short-lived objects: with V8's default young
 * generation a fifth of the time goes to collecting them; a larger one (as `--max-semi-space-size=64`) cuts that.
 * The old generation is bounded: a page whose tree outgrows it (100,000 links grew past 1.5 GiB) stops its worker,
 * and the page is reported as too complex (the largest real page, 726 KB, needs a fraction of it).
 */
export const CONTENT_WORKER_OPTIONS = {
  workerData: { navlint: 'content' },
  resourceLimits: { maxYoungGenerationSizeMb: 192, maxOldGenerationSizeMb: 384 },
} as const;

/** The `--cache` file on disk; written beside and renamed into place, so that a run stopped half-way leaves no broken cache. */
export function fileCacheStore(file: string): CacheStore {
  return {
    read() {
      try {
        return fs.readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    },
    write(text) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, text);
      fs.renameSync(temp, file);
    },
  };
}
