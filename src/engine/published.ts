import path from 'node:path';
import { UsageError } from '../core/errors.js';
import type { FileSystem } from '../core/fs.js';
import { MAX_SITEMAP_BYTES, parseSitemap, SitemapError, type SitemapContent } from '../load/sitemap.js';
import type { PublishedList } from '../model/site.js';
import { fetchRemoteText } from '../openapi/remote.js';
import type { PublishedSource } from './types.js';

// The one place the published site's URLs are read: its sitemap fetched (and the sitemaps of a sitemap index), or the
// file the user saved. Whatever wraps it (a cache) sees the source in and the list out.

/** Most sitemaps of a sitemap index that are fetched; an index inside an index is not followed. */
const MAX_CHILD_SITEMAPS = 10;

/** What reading the published URLs may use: the working directory and file system, the network's guard. */
export interface PublishedInputs {
  cwd: string;
  fs: FileSystem;
  /** Fetch from loopback, link-local and private addresses too (`--allow-private-hosts`). */
  allowPrivateHosts?: boolean;
  fetchImpl?: typeof fetch;
}

/**
 * The published site's URLs: `URL/sitemap.xml` (or the URL itself when it ends in `.xml`) with the sitemaps of a
 * sitemap index, under the guard and limits of `--fetch-remote`; or a sitemap or list saved in a file, read relative
 * to the working directory. Anything that cannot be read is a `UsageError` that says why.
 */
export async function loadPublished(source: PublishedSource, inputs: PublishedInputs): Promise<PublishedList> {
  if (source.kind === 'file') return readPublishedFile(source.path, inputs);
  const url = sitemapUrlOf(source.url);
  const top = await fetchSitemap(url, inputs, '--published');
  if (top.kind !== 'index') return { source: url, urls: top.urls };
  if (top.urls.length > MAX_CHILD_SITEMAPS)
    throw new UsageError(
      `--published: ${url} is a sitemap index of ${top.urls.length} sitemaps; navlint reads at most ` +
        `${MAX_CHILD_SITEMAPS}: save the URLs in one file and pass it with --published-urls`,
    );
  const children = await Promise.all(top.urls.map((u) => fetchSitemap(resolveUrl(u, url), inputs, url)));
  const urls: string[] = [];
  children.forEach((c, i) => {
    if (c.kind === 'index')
      throw new UsageError(
        `--published: ${top.urls[i]}, listed by ${url}, is a sitemap index too; navlint reads one level`,
      );
    for (const u of c.urls) urls.push(u);
  });
  return { source: url, urls };
}

/** The sitemap of a published site: the URL itself when it names an `.xml` file, else its `sitemap.xml`. */
export function sitemapUrlOf(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new UsageError(`--published needs the URL of the published site (https://…), not ${JSON.stringify(url)}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new UsageError(`--published needs an http:// or https:// URL, not ${JSON.stringify(url)}`);
  if (/\.xml$/i.test(u.pathname)) return u.href;
  u.pathname = u.pathname.replace(/\/+$/, '') + '/sitemap.xml';
  u.search = '';
  u.hash = '';
  return u.href;
}

/** The base URL of the published site that `--published` names: without the sitemap's file name when it names one. */
export function publishedBaseOf(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\/[^/]*\.xml$/i, '');
}

function resolveUrl(u: string, from: string): string {
  try {
    return new URL(u, from).href;
  } catch {
    throw new UsageError(`--published: ${from} lists ${JSON.stringify(u)}, which is not a URL`);
  }
}

async function fetchSitemap(url: string, inputs: PublishedInputs, by: string): Promise<SitemapContent> {
  const text = await fetchRemoteText(
    url,
    {
      allowPrivateHosts: inputs.allowPrivateHosts === true,
      ...(inputs.fetchImpl ? { fetchImpl: inputs.fetchImpl } : {}),
    },
    MAX_SITEMAP_BYTES,
  );
  if (typeof text !== 'string') {
    const hint = /private address/.test(text.reason) ? ' (--allow-private-hosts fetches from it)' : '';
    throw new UsageError(`${by}: ${url} was not fetched: ${text.reason}${hint}`);
  }
  return parsed(text, url, by);
}

function parsed(text: string, name: string, by: string): SitemapContent {
  try {
    return parseSitemap(text, name);
  } catch (e) {
    if (e instanceof SitemapError) throw new UsageError(`${by}: ${e.message}`);
    throw e;
  }
}

function readPublishedFile(file: string, { cwd, fs }: PublishedInputs): PublishedList {
  const abs = path.resolve(cwd, file);
  let text: string;
  try {
    if (!fs.statSync(abs).isFile()) throw new UsageError(`--published-urls: ${file} is not a file`);
    if (fs.statSync(abs).size > MAX_SITEMAP_BYTES)
      throw new UsageError(`--published-urls: ${file} is larger than ${MAX_SITEMAP_BYTES / 1024 / 1024} MiB`);
    text = fs.readFileSync(abs, 'utf8');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`--published-urls: ${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const content = parsed(text, file, '--published-urls');
  if (content.kind === 'index')
    throw new UsageError(
      `--published-urls: ${file} is a sitemap index: pass one of the sitemaps it lists, or the site with --published`,
    );
  return { source: file, urls: content.urls };
}
