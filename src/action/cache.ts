import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import { FileIndex } from '../load/files.js';

/**
 * The runner's cache service (`@actions/cache`), which keeps the page cache file from one run to the next. A file is
 * read only when restored from an entry that trusted refs alone saved (`trustedKey`, `savedOnlyBy`); then every entry
 * is checked against the extract's schema before use.
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
   * The key without its hash: the entries of the same version and root, listed to find the newest that trusted refs
   * alone saved (the service itself would look among the run's own scope first: a pull request's).
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

/** One entry of the Actions cache as the REST API lists it: its key, and the ref of the run that saved it. */
interface ListedEntry {
  key: string;
  ref: string;
  createdAt: string;
}

/** One page (100 entries at most) of the entries whose key starts with `key`, newest first, and how many there are. */
export type CacheListing = (key: string, page: number) => Promise<{ total: number; entries: ListedEntry[] }>;

/** Pages of a listing read at most: past them, what is not listed cannot be vouched for. */
const MAX_LIST_PAGES = 5;

/** Events whose runs save the page cache: pushes and runs that a writer of the repository starts. */
const SAVING_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch']);

/** Whether this run saves its page cache: a run of a branch that no pull request started. */
export function savesCache(env: Record<string, string | undefined>): boolean {
  return SAVING_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') && (env.GITHUB_REF ?? '').startsWith('refs/heads/');
}

/**
 * The refs whose entries this run may use: the default branch, the base of a pull request, and the branch of a run
 * that saves (its own entries, which only its pushes write). Never `refs/pull/…`: a pull request's runs write there,
 * and its later runs restore from there first.
 */
export function trustedRefs(env: Record<string, string | undefined>, defaultBranch: string | undefined): string[] {
  const refs = new Set<string>();
  if (defaultBranch) refs.add(`refs/heads/${defaultBranch}`);
  if (env.GITHUB_BASE_REF) refs.add(`refs/heads/${env.GITHUB_BASE_REF}`);
  if (savesCache(env)) refs.add(env.GITHUB_REF!);
  return [...refs].filter((r) => r.startsWith('refs/heads/'));
}

/** Every entry whose key starts with `key`, or undefined when there are more than the pages read. */
async function listAll(list: CacheListing, key: string): Promise<ListedEntry[] | undefined> {
  const all: ListedEntry[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    const { total, entries } = await list(key, page);
    all.push(...entries);
    if (all.length >= total || entries.length === 0) return all.length >= total ? all : undefined;
  }
  return undefined;
}

/**
 * Whether every entry saved under exactly `key` was saved by a trusted ref (and there is one): the service restores
 * an entry of the run's own scope before one of the base's, so one untrusted entry of the key makes it unusable.
 */
export async function savedOnlyBy(list: CacheListing, key: string, trusted: readonly string[]): Promise<boolean> {
  const entries = (await listAll(list, key))?.filter((e) => e.key === key);
  return entries !== undefined && entries.length > 0 && entries.every((e) => trusted.includes(e.ref));
}

/**
 * The key to restore: `keys.key` if only trusted refs saved it, else the newest such key of the same version and
 * root; undefined when there is none. `others` counts the entries that other refs saved (none of their keys is used).
 */
export async function trustedKey(
  list: CacheListing,
  keys: CacheKeys,
  trusted: readonly string[],
): Promise<{ key?: string; ref?: string; others: number }> {
  const entries = (await listAll(list, keys.restoreKey)) ?? [];
  const untrusted = new Set(entries.filter((e) => !trusted.includes(e.ref)).map((e) => e.key));
  const usable = entries
    .filter((e) => e.key.startsWith(keys.restoreKey) && !untrusted.has(e.key))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const chosen = usable.find((e) => e.key === keys.key) ?? usable[0];
  const others = entries.filter((e) => !trusted.includes(e.ref)).length;
  return chosen ? { key: chosen.key, ref: chosen.ref, others } : { others };
}
