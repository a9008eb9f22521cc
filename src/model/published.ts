import { getProp } from '../core/jnode.js';
import type { Span } from '../core/types.js';
import { nearestServed, type RedirectView } from './diff.js';
import { decodeSafe } from './link-paths.js';
import { siteUrlsOf } from './links.js';
import { normalizeUrl } from './redirects.js';
import type { UrlTarget } from './site-urls.js';
import type { SiteModel } from './site.js';

// The URLs the published site serves (its sitemap, or a list saved from it) checked against this checkout: each must
// still lead somewhere, as `url-removed` judges.

/** A published URL mapped to a path of this checkout. */
interface PublishedPath {
  /** As published. */
  url: string;
  /** The path from the site's root in this checkout (decoded, normalized). */
  path: string;
}

/** The published URLs as paths of this checkout, and how many were left out as another site's. */
export function publishedPaths(
  urls: readonly string[],
  base: string | undefined,
): { paths: PublishedPath[]; otherOrigin: number } {
  const root = base !== undefined ? baseOf(base) : undefined;
  const seen = new Set<string>();
  const paths: PublishedPath[] = [];
  let otherOrigin = 0;
  for (const url of urls) {
    let pathname: string;
    if (url.startsWith('/') && !url.startsWith('//')) pathname = url.replace(/[?#].*$/, '');
    else {
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        otherOrigin++;
        continue;
      }
      if (root && u.origin !== root.origin) {
        otherOrigin++;
        continue;
      }
      pathname = u.pathname;
    }
    const decoded = normalizeUrl(decodeSafe(pathname));
    let path = decoded;
    if (root && root.path !== '') {
      if (decoded === root.path) path = '/';
      else if (decoded.startsWith(root.path + '/')) path = decoded.slice(root.path.length);
      else {
        // Outside the path the docs are published under: another part of the same domain.
        otherOrigin++;
        continue;
      }
    }
    if (seen.has(path)) continue;
    seen.add(path);
    paths.push({ url, path });
  }
  return { paths, otherOrigin };
}

/** A base URL's origin and path (decoded, without a trailing slash; empty for the root). */
function baseOf(base: string): { origin: string; path: string } | undefined {
  try {
    const u = new URL(base);
    const path = normalizeUrl(decodeSafe(u.pathname));
    return { origin: u.origin, path: path === '/' ? '' : path };
  } catch {
    return undefined;
  }
}

/** A published URL that nothing in this checkout serves. */
interface UnservedUrl extends PublishedPath {
  /** What this checkout has there: nothing, or a page `ignore` leaves out. */
  found: 'missing' | 'ignored';
  /** The redirect that would keep it alive: to the nearest page above it the site still serves, else the home page. */
  suggestion: RedirectView;
  /** Where to report it: `redirects` of docs.json, else `navigation`. */
  span: Span;
}

/** What the published URLs come to in this checkout. */
export interface PublishedCheck {
  source: string;
  /** Published URLs read, each path counted once. */
  urls: number;
  otherOrigin: number;
  unserved: UnservedUrl[];
}

const cache = new WeakMap<SiteModel, PublishedCheck>();

/**
 * Each URL of the published site resolved in this checkout, worked out once per model: a page, the home page, an API
 * page, a static or generated file, a redirect, a remote API area or a folder of pages (the platform leads readers to
 * a page in it, as link-broken accepts) serves it; a URL that serves nothing, or only a page `ignore` leaves out, is
 * unserved.
 */
export function publishedCheckOf(model: SiteModel): PublishedCheck | undefined {
  const list = model.published;
  if (!list) return undefined;
  let done = cache.get(model);
  if (done) return done;
  const urls = siteUrlsOf(model);
  const { paths, otherOrigin } = publishedPaths(list.urls, list.base);
  const span = spanOf(model);
  const serves = (u: string) => PAGE_KINDS.has(urls.resolve(u).kind);
  const unserved: UnservedUrl[] = [];
  for (const p of paths) {
    const target: UrlTarget = urls.resolve(p.path);
    if (target.kind !== 'missing' && target.kind !== 'ignored') continue;
    unserved.push({
      ...p,
      found: target.kind,
      suggestion: { source: p.path, destination: nearestServed(p.path, serves) },
      span,
    });
  }
  unserved.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  cache.set(model, (done = { source: list.source, urls: paths.length, otherOrigin, unserved }));
  return done;
}

/** What a redirect's destination may be: a page, an API page. */
const PAGE_KINDS: ReadonlySet<UrlTarget['kind']> = new Set(['page', 'operation']);

/** `redirects` of docs.json, else `navigation`, else the start of docs.json. */
function spanOf(model: SiteModel): Span {
  const prop = (model.docs && getProp(model.docs, 'redirects')) ?? model.navigationProp;
  return (
    prop?.keySpan ?? {
      file: model.configFile,
      pointer: '',
      start: { line: 1, column: 1 },
      end: { line: 1, column: 2 },
    }
  );
}
