// The URLs a published site serves, as its sitemap (or a plain list) gives them: `check --published` and
// `--published-urls`. Sitemaps hold nothing but `<loc>` elements worth reading, so this reads those (with XML's
// entities, character references, CDATA sections, comments and namespace prefixes) rather than building a tree.

/** Most URLs read from one sitemap or list: the sitemap protocol's own bound. */
export const MAX_SITEMAP_URLS = 50_000;
/** Largest sitemap or list read, in bytes: the sitemap protocol's own bound (uncompressed). */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

/** What a sitemap or list holds: page URLs (`urlset` or a plain list), or the sitemaps of a sitemap index. */
export interface SitemapContent {
  kind: 'urlset' | 'index' | 'list';
  urls: string[];
}

/** A sitemap or list that cannot be read: its message says where and why. */
export class SitemapError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes XML's five named entities and its character references; anything else is left as written. */
function decodeXmlText(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? all;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}

/**
 * Reads a sitemap (`<urlset>`), a sitemap index (`<sitemapindex>`) or a plain list of URLs and paths, one a line
 * (`#` starts a comment line); `name` says where it came from in errors. Throws a `SitemapError` on anything else.
 */
export function parseSitemap(text: string, name: string): SitemapContent {
  const body = text.replace(/^\uFEFF/, '');
  const start = body.trimStart();
  if (start.startsWith('<')) return parseXml(start, name);
  return parseList(body, name);
}

/** The root element's local name and the `<loc>` values of an XML sitemap or sitemap index. */
function parseXml(text: string, name: string): SitemapContent {
  const root = rootElement(text);
  if (root === undefined) throw new SitemapError(`${name} is XML without an element: not a sitemap`);
  if (root !== 'urlset' && root !== 'sitemapindex')
    throw new SitemapError(`${name} is not a sitemap: its root element is <${root}>, not <urlset> or <sitemapindex>`);
  const urls: string[] = [];
  // Comments and CDATA sections are skipped, or read, as wholes: a `<loc>` inside a comment is no URL.
  const token = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<([\w.-]+:)?loc(\s[^>]*)?>([\s\S]*?)<\/([\w.-]+:)?loc\s*>/g;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    if (m[3] === undefined) continue;
    const value = locText(m[3]).trim();
    if (value === '') continue;
    if (urls.length >= MAX_SITEMAP_URLS)
      throw new SitemapError(`${name} lists more than ${MAX_SITEMAP_URLS} URLs, the most a sitemap may hold`);
    urls.push(value);
  }
  return { kind: root === 'urlset' ? 'urlset' : 'index', urls };
}

/** A `<loc>`'s text: CDATA sections as written, the rest with its entities decoded. */
function locText(inner: string): string {
  let out = '';
  let at = 0;
  for (let i = inner.indexOf('<![CDATA['); i >= 0; i = inner.indexOf('<![CDATA[', at)) {
    const end = inner.indexOf(']]>', i);
    if (end < 0) break;
    out += decodeXmlText(inner.slice(at, i)) + inner.slice(i + 9, end);
    at = end + 3;
  }
  return out + decodeXmlText(inner.slice(at));
}

/** The local name of the first element, past the XML declaration, comments, processing instructions and a DOCTYPE. */
function rootElement(text: string): string | undefined {
  const skip = /^\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i;
  let rest = text;
  for (let m = skip.exec(rest); m; m = skip.exec(rest)) rest = rest.slice(m[0].length);
  const el = /^\s*<([\w.-]+:)?([\w.-]+)/.exec(rest);
  return el?.[2];
}

/** A plain list: each line a URL (`http(s)://…`) or a path from the site's root (`/guides/setup`). */
function parseList(text: string, name: string): SitemapContent {
  const urls: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^https?:\/\/[^\s/]+/i.test(line) && !line.startsWith('/'))
      throw new SitemapError(
        `${name}, line ${i + 1}: ${JSON.stringify(line.slice(0, 80))} is neither a URL (http:// or https://) nor a ` +
          'path from the site root (/…); a list holds one of either a line, and a sitemap starts with <',
      );
    if (/\s/.test(line))
      throw new SitemapError(`${name}, line ${i + 1}: ${JSON.stringify(line.slice(0, 80))} holds a space`);
    if (urls.length >= MAX_SITEMAP_URLS)
      throw new SitemapError(`${name} lists more than ${MAX_SITEMAP_URLS} URLs, the most a sitemap may hold`);
    urls.push(line);
  }
  return { kind: 'list', urls };
}
