// The address the site is published at, and the URLs of it that links write out in full.
import type { SiteModel } from './site.js';

/** The site's published address as `published` in `.navlintrc.json` (or `--published`) gives it. */
export interface PublishedSite {
  origin: string;
  /** The path the site is served under, without a trailing slash (`/docs`), or ''. */
  basePath: string;
}

/** The site's published address, when it is known and a valid http(s) URL. */
export function publishedSiteOf(model: Pick<SiteModel, 'rc'>): PublishedSite | undefined {
  const raw = model.rc?.published;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}

/**
 * The path of the site a URL of its own published address leads to (`https://docs.x.com/guides/a#b` → `/guides/a#b`),
 * or undefined for any other URL. `http` and `https` count as the same site.
 */
export function ownSitePath(written: string, site: PublishedSite | undefined): string | undefined {
  if (!site || !/^https?:\/\//i.test(written)) return undefined;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return undefined;
  }
  if (url.host !== new URL(site.origin).host) return undefined;
  const p = url.pathname;
  if (site.basePath !== '' && p !== site.basePath && !p.startsWith(site.basePath + '/')) return undefined;
  const rest = p.slice(site.basePath.length) || '/';
  return rest + url.search + url.hash;
}
