// What the network answered in earlier runs (`--cache`; the action's cache): external links' status codes, and the
// published site's sitemaps. One sealed file, one JSON text; each part kept for its maximum age.
import type { CacheStore } from '../content/cache.js';

/** The version of the text: a text of another version is not read. */
const CACHE_VERSION = 1;

/** What one external URL answered. */
export interface CachedLink {
  /** When it was fetched (ms since the epoch). */
  at: number;
  /** The status code it answered (after redirects), and where it ended when redirected. */
  code: number;
  redirected?: string;
}

/** A published site's URLs as its sitemap listed them. */
interface CachedSitemap {
  at: number;
  urls: string[];
}

/** The cache's parts, read once and written back whole. */
export interface FetchCache {
  links: Map<string, CachedLink>;
  sitemaps: Map<string, CachedSitemap>;
}

/** The cache as stored; empty when there is none, it does not read, or it is of another version. */
export function readFetchCache(store: CacheStore | undefined): FetchCache {
  const out: FetchCache = { links: new Map(), sitemaps: new Map() };
  let text: string | undefined;
  try {
    text = store?.read();
  } catch {
    text = undefined;
  }
  if (!text) return out;
  try {
    const data = JSON.parse(text) as { v?: unknown; links?: unknown; sitemaps?: unknown };
    if (data.v !== CACHE_VERSION) return out;
    for (const [url, e] of entries(data.links)) {
      const c = e as Partial<CachedLink>;
      if (typeof c?.at === 'number' && typeof c.code === 'number' && Number.isInteger(c.code))
        out.links.set(url, {
          at: c.at,
          code: c.code,
          ...(typeof c.redirected === 'string' ? { redirected: c.redirected } : {}),
        });
    }
    for (const [url, e] of entries(data.sitemaps)) {
      const c = e as Partial<CachedSitemap>;
      if (typeof c?.at === 'number' && Array.isArray(c.urls) && c.urls.every((u) => typeof u === 'string'))
        out.sitemaps.set(url, { at: c.at, urls: c.urls });
    }
  } catch {
    // A cache that does not read is no cache: everything is fetched, and the file written anew.
  }
  return out;
}

function entries(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/** Whether an answer of `at` may still be used at `now`. */
export function fresh(at: number, now: number, maxAgeMs: number): boolean {
  return now - at >= 0 && now - at < maxAgeMs;
}

/** Writes the parts still fresh enough to be used (older answers are dropped, so the file does not grow forever). */
export function writeFetchCache(store: CacheStore | undefined, cache: FetchCache, now: number, maxAgeMs: number): void {
  if (!store) return;
  const sorted = <T>(m: Map<string, T>) =>
    Object.fromEntries(
      [...m]
        .filter(([, c]) => fresh((c as { at: number }).at, now, maxAgeMs))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  try {
    store.write(JSON.stringify({ v: CACHE_VERSION, links: sorted(cache.links), sitemaps: sorted(cache.sitemaps) }));
  } catch {
    // The cache only saves time: a folder that cannot be written must not fail the check.
  }
}
