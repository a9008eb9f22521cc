// `check --external`: the site's external links fetched once each, with the results of earlier runs kept for a while.
import type { CacheStore } from '../content/cache.js';
import { checkLinks, type LinkCheckOptions } from '../core/link-check.js';
import type { CheckProgress } from '../core/progress.js';
import { accepted, excluder, EXTERNAL_DEFAULTS, type ExternalConfig } from '../load/external-config.js';
import { externalLinksOf } from '../model/external-links.js';
import type { ExternalCheck, ExternalResult } from '../model/external-types.js';
import type { SiteModel } from '../model/site.js';
import { fresh, readFetchCache, writeFetchCache, type CachedLink } from './fetch-cache.js';
import { VERSION } from '../version.js';

/** The user agent of every request: it names navlint and where to read about it, as a well-behaved checker does. */
const USER_AGENT = `navlint/${VERSION} (+https://github.com/navlint/navlint)`;

/** How the links are fetched: `checkLinks`, or a stand-in of the same shape. */
export type LinkChecker = (
  urls: string[],
  options: LinkCheckOptions,
) => Promise<{ results: Map<string, ExternalResult> }>;

/** What checking the external links needs from the run. */
export interface ExternalRun {
  checkLinks?: LinkChecker;
  allowPrivateHosts?: boolean;
  /** Results of earlier runs (`--cache`; the action's cache). */
  cache?: CacheStore;
  progress?: CheckProgress;
  /** Fires when the check's time is up (`--max-time`, the action's `timeout`). */
  signal?: AbortSignal;
  /** The clock of the cache's maximum age (tests pass their own). */
  now?: () => number;
}

/**
 * Checks every external URL of the site once: those the cache holds a fresh answer for are not fetched, and those
 * `exclude` names, of the reader's own machine (unless private hosts are allowed) or of the site itself, never are.
 * Answers with a status code are kept in the cache; failures to get one (a timeout, a refused connection) are not,
 * so that the next run tries again.
 */
export async function checkExternal(model: SiteModel, run: ExternalRun): Promise<ExternalCheck> {
  const config: ExternalConfig = model.rc?.external ?? EXTERNAL_DEFAULTS;
  const now = run.now ?? Date.now;
  const links = externalLinksOf(model);
  const excluded = excluder(config);
  const cache = readFetchCache(run.cache);
  const cached = cache.links;
  const results = new Map<string, ExternalResult>();
  const todo: string[] = [];
  let skipped = 0;
  let fromCache = 0;
  const start = now();
  for (const entry of links.urls.values()) {
    if (excluded(entry.url)) {
      skipped++;
      continue;
    }
    if (entry.privateHost !== undefined && !run.allowPrivateHosts) continue;
    const hit = cached.get(entry.url);
    if (hit && fresh(hit.at, start, config.maxAgeMs)) {
      results.set(entry.url, resultOf(config, hit));
      fromCache++;
    } else todo.push(entry.url);
  }
  const progress = run.progress
    ? (run.progress.links = { total: todo.length, done: 0, since: performance.now() })
    : undefined;
  if (todo.length > 0) {
    const partial = new Map<string, ExternalResult>();
    const fetching = (run.checkLinks ?? checkLinks)(todo, {
      allowPrivateHosts: run.allowPrivateHosts === true,
      userAgent: USER_AGENT,
      timeoutMs: config.timeoutMs,
      perHost: config.perHost,
      maxConcurrency: config.concurrency,
      accept: (status) => accepted(config, status),
      onProgress: (done) => {
        if (progress) progress.done = done;
      },
      onResult: (url, r) => void partial.set(url, r),
      ...(run.signal ? { signal: run.signal } : {}),
    });
    // Past the check's time limit, what was found is kept, and the rest is said to be unchecked.
    const fetched = await fetching.then(
      (r) => r.results,
      (e: unknown) => {
        if (!run.signal?.aborted) throw e;
        return partial;
      },
    );
    for (const url of todo)
      if (!fetched.has(url))
        fetched.set(url, { status: 'unreachable', why: 'timeout', detail: "the check's time limit ran out first" });
    const at = now();
    for (const url of todo) {
      const r = fetched.get(url);
      if (!r) continue;
      results.set(url, r);
      if (r.status !== 'unreachable')
        cached.set(url, {
          at,
          code: r.code,
          ...(r.status === 'ok' && r.redirected ? { redirected: r.redirected } : {}),
        });
    }
  }
  writeFetchCache(run.cache, cache, now(), config.maxAgeMs);
  return { results, fetched: todo.length, cached: fromCache, excluded: skipped };
}

/** A cached answer judged again under today's `accept`. */
function resultOf(config: ExternalConfig, hit: CachedLink): ExternalResult {
  if (!accepted(config, hit.code)) return { status: 'broken', code: hit.code };
  return { status: 'ok', code: hit.code, ...(hit.redirected ? { redirected: hit.redirected } : {}) };
}
