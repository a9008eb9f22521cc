// The extracts' cache shared between runs through the Actions cache, restored only from runs that may be trusted.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CacheStore } from '../content/cache.js';
import { findDocsRoot } from '../engine/index.js';
import { VERSION } from '../version.js';
import { cacheKeys, savedOnlyBy, savesCache, trustedKey, trustedRefs, type CacheListing } from './cache.js';
import { describeApiError } from './api-error.js';
import { type ActionIO, type ActionRun, type SharedCache, whyNot } from './io.js';
import { readEvent } from './comment.js';

/** The folder of the cache in the runner's temporary folder. */
export const CACHE_FOLDER = 'navlint-cache';

/**
 * Restores the cache file from the Actions cache before the check: the entry of these very pages, else the newest of
 * the same root, among those that only a trusted ref saved (the REST API lists each entry with its ref), checked
 * again once restored. No service: the check runs as it would without it; no way to tell who saved the entries (no
 * token, an API error): one line says so, and the cache is neither restored nor saved.
 */
export async function restoreShared(run: ActionRun, cacheFile: string): Promise<SharedCache | undefined> {
  const { io, inputs, workspace, log } = run;
  if (!io.cacheService?.available()) return undefined;
  let keys;
  try {
    keys = cacheKeys(io.fs, findDocsRoot(inputs.path, workspace, io.fs), workspace, VERSION);
  } catch {
    // No docs root: the check says why.
    return undefined;
  }
  const list = cacheListing(run);
  if (!list) {
    log(
      'The Actions cache is not used: without a token (input github-token) navlint cannot tell who saved its entries.',
    );
    return undefined;
  }
  const payload = readEvent(io)?.repository as { default_branch?: unknown } | undefined;
  const trusted = trustedRefs(io.env, typeof payload?.default_branch === 'string' ? payload.default_branch : undefined);
  let step = 'list';
  try {
    const chosen = await trustedKey(list, keys, trusted);
    if (!chosen.key && !chosen.others) {
      log('No page cache in the Actions cache: every page is parsed.');
      return { key: keys.key };
    }
    if (!chosen.key) {
      const aside = `${chosen.others} ${chosen.others === 1 ? 'entry' : 'entries'} saved by other refs left aside`;
      log(
        `No page cache in the Actions cache saved by ${trusted.join(' or ') || 'a branch'} (${aside}): every page is parsed.`,
      );
      return { key: keys.key };
    }
    step = 'restore';
    const restored = await io.cacheService.restore([cacheFile], chosen.key, []);
    if (restored === undefined) {
      log('No page cache in the Actions cache: every page is parsed.');
      return { key: keys.key };
    }
    step = 'list';
    // Looked up again: an entry of the same key saved meanwhile in the run's own scope would have been restored first.
    if (restored !== chosen.key || !(await savedOnlyBy(list, restored, trusted))) {
      log(`The page cache restored (${restored}) is not used: a ref other than ${trusted.join(' or ')} saved it too.`);
      return { key: keys.key, restored };
    }
    const which = restored === keys.key ? 'these very pages' : restored;
    log(`Page cache restored from the Actions cache (${which}, saved by ${chosen.ref}).`);
    return { key: keys.key, restored, trusted: true };
  } catch (e) {
    if (step === 'restore') {
      log(`The Actions cache could not be restored (${whyNot(e)}): every page is parsed.`);
      return { key: keys.key };
    }
    log(`The Actions cache is not used: navlint could not tell who saved its entries (${describeApiError(e).why}).`);
    return undefined;
  }
}

/**
 * The store of a cache file that this run did not restore from an entry trusted refs alone saved (an earlier step's,
 * or a restored entry that failed the second look): never read, and emptied at once, so that none of it is saved.
 */
export function unvouched(store: CacheStore): CacheStore {
  try {
    store.write('');
  } catch {
    // A file that cannot be written: the check cannot write its own there either, and reads nothing from it.
  }
  return { read: () => undefined, write: (text) => store.write(text) };
}

/** The REST API's listing of the repository's Actions cache entries; undefined without a token or a repository. */
export function cacheListing({ io, inputs }: ActionRun): CacheListing | undefined {
  const [owner, repo] = (io.env.GITHUB_REPOSITORY ?? '').split('/');
  if (!inputs.token || !owner || !repo) return undefined;
  const octokit = io.getOctokit(inputs.token, io.env.GITHUB_API_URL || 'https://api.github.com');
  return async (key, page) => {
    const { data } = await octokit.rest.actions.getActionsCacheList({
      owner,
      repo,
      key,
      page,
      per_page: 100,
      sort: 'created_at',
      direction: 'desc',
      request: { signal: AbortSignal.timeout(30_000) },
    });
    return {
      total: data.total_count,
      entries: data.actions_caches.map((c) => ({ key: c.key ?? '', ref: c.ref ?? '', createdAt: c.created_at ?? '' })),
    };
  };
}

/**
 * Saves the cache file under this run's key, unless it was restored from that very key (entries never change), or
 * this run may not save: a pull request's runs only restore (see `savesCache`).
 */
export async function saveShared(
  io: ActionIO,
  shared: SharedCache,
  cacheFile: string,
  log: (line: string) => void,
): Promise<void> {
  if ((shared.restored === shared.key && shared.trusted) || !io.fs.existsSync(cacheFile)) return;
  if (!savesCache(io.env)) {
    log(
      `The page cache is not saved to the Actions cache: only pushes to a branch save it, not ${io.env.GITHUB_EVENT_NAME ?? 'this event'} runs.`,
    );
    return;
  }
  try {
    await io.cacheService!.save([cacheFile], shared.key);
    log(`Page cache saved to the Actions cache as ${shared.key}.`);
  } catch (e) {
    log(`The page cache was not saved to the Actions cache (${whyNot(e)}).`);
  }
}

/** The cache file's name for a docs root, as the CLI names it (one file per root in the folder). */
export function cacheName(root: string): string {
  return createHash('sha1')
    .update(path.basename(root) === 'docs.json' ? path.dirname(root) : root)
    .digest('hex')
    .slice(0, 12);
}
