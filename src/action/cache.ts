import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import { FileIndex } from '../load/files.js';

/**
 * The runner's cache service (`@actions/cache`), which keeps the page cache file from one run to the next. The
 * restored file is read like any other cache file: every entry is checked against the extract's schema before use.
 */
export interface CacheService {
  /** Whether the runner offers the service (it sets its URL in the environment). */
  available(): boolean;
  /** Restores `paths` from the entry `key`, else from the newest entry whose key starts with a restore key; the key restored. */
  restore(paths: string[], key: string, restoreKeys: string[]): Promise<string | undefined>;
  /** Saves `paths` under `key`. */
  save(paths: string[], key: string): Promise<void>;
}

/** The cache service's keys for a docs root's page cache. */
export interface CacheKeys {
  /**
   * navlint's version, the docs root, and a hash of the root's page list and contents (and docs.json, whose
   * `variables` change what a page holds): the same pages restore the very same entry, and nothing is saved.
   */
  key: string;
  /**
   * The key without its hash: the newest entry of the same version and root. The service looks among the entries of
   * the branch first, then among those of the pull request's base (and the default branch).
   */
  restoreKey: string;
}

/** The keys for the docs root `root` (absolute), checked from `workspace`. */
export function cacheKeys(fs: FileSystem, root: string, workspace: string, version: string): CacheKeys {
  const rootId = createHash('sha256')
    .update(path.relative(workspace, root).split(path.sep).join('/') || '.')
    .digest('hex')
    .slice(0, 12);
  const restoreKey = `navlint-${version}-${rootId}-`;
  const hash = createHash('sha256');
  for (const rel of ['docs.json', ...new FileIndex(root, fs).contentFiles]) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(root, rel), 'utf8');
    } catch {
      continue;
    }
    hash.update(rel).update('\0').update(String(text.length)).update('\0').update(text);
  }
  return { key: restoreKey + hash.digest('hex').slice(0, 32), restoreKey };
}

/** The sentence of the job summary on what the cache saved: `12 pages parsed, 1,204 reused from the cache.` */
export function reuseLine(parsed: number, reused: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return `${count(parsed)} ${parsed === 1 ? 'page' : 'pages'} parsed, ${count(reused)} reused from the cache.`;
}
