// The links of a site that leave it: every http(s) URL of its pages, snippets, docs.json and OpenAPI descriptions.
import { getProp, type JNode } from '../core/jnode.js';
import type { Span } from '../core/types.js';
import { displayPath } from '../core/paths.js';
import { fileSettings, renderedLinks } from './links.js';
import { ownSitePath, publishedSiteOf } from './published-site.js';
import { readRedirects } from './redirects.js';
import type { SiteModel } from './site.js';

/** One place that links to an external URL. */
interface ExternalUse {
  span: Span;
  /** The file that holds it, relative to the docs root (`docs.json`, a page, a snippet, an OpenAPI document). */
  file: string;
  /** What holds it, for messages: `Link`, `Image`, `` `<Card href>` ``, `` `navbar.links[0].href` ``, a description. */
  what: string;
  /** The URL as written. */
  written: string;
}

/** An external URL as the site writes it, and every place that uses it. */
export interface ExternalUrl {
  /** The URL fetched: the written URL parsed, without its `#fragment`. */
  url: string;
  uses: ExternalUse[];
  /** A URL of the reader's own machine or network (`localhost`, `127.0.0.1`, `10.0.0.5`): not fetched. */
  privateHost?: string;
}

/** The external URLs of a site, by the URL fetched, in the order first met. */
export interface ExternalLinks {
  urls: Map<string, ExternalUrl>;
  /** Links to the site's own published address (`published`), checked as the internal links they are instead. */
  ownSite: number;
}

/** Host names of the reader's own machine, and names reserved for examples and tests (RFC 2606, RFC 6761). */
const LOCAL_NAME = /(^|\.)localhost$/i;
const EXAMPLE_NAME = /(^|\.)(example\.(com|net|org)|example|test|invalid|local)$/i;
const PRIVATE_V4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** `localhost` or the private address a URL's host is, else undefined. */
function privateHostOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (LOCAL_NAME.test(host)) return host;
  if (PRIVATE_V4.some((r) => r.test(host)) && /^\d+\.\d+\.\d+\.\d+$/.test(host)) return host;
  if (/^(::1?|f[cd][0-9a-f]{2}:.*|fe[89ab][0-9a-f]:.*)$/i.test(host)) return host;
  return undefined;
}

/**
 * The URL fetched for a written link: parsed, without its fragment; undefined when it is not an http(s) URL, names a
 * host reserved for examples, or holds a placeholder (`{id}`, `<token>`, `YOUR_KEY`) that readers fill in.
 */
export function fetchableUrl(written: string): { url: URL; key: string } | undefined {
  const s = written.trim();
  if (!/^https?:\/\/[^/?#\s]/i.test(s) || /[{}<>\s]|\$\{|%7B|%7D/i.test(s)) return undefined;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return undefined;
  }
  if (EXAMPLE_NAME.test(url.hostname) || /^(your|my)[-_]/i.test(url.hostname)) return undefined;
  url.hash = '';
  return { url, key: url.href };
}

/** The files that link to a URL, for messages: `a.mdx`, or `3 files: a.mdx, b.mdx, docs.json`. */
export function usesWords(entry: ExternalUrl): string {
  const files = [...new Set(entry.uses.map((u) => u.file))];
  return files.length === 1 ? files[0] : `${files.length} files: ${files.join(', ')}`;
}

const cache = new WeakMap<SiteModel, ExternalLinks>();

/** The site's external links, collected once per model (the pages' links need content). */
export function externalLinksOf(model: SiteModel): ExternalLinks {
  let done = cache.get(model);
  if (!done) cache.set(model, (done = collect(model)));
  return done;
}

function collect(model: SiteModel): ExternalLinks {
  const out: ExternalLinks = { urls: new Map(), ownSite: 0 };
  const site = publishedSiteOf(model);
  const add = (written: string, use: Omit<ExternalUse, 'written'>) => {
    if (ownSitePath(written, site) !== undefined) {
      out.ownSite++;
      return;
    }
    const f = fetchableUrl(written);
    if (!f) return;
    let entry = out.urls.get(f.key);
    if (!entry) {
      const privateHost = privateHostOf(f.url);
      out.urls.set(f.key, (entry = { url: f.key, uses: [], ...(privateHost ? { privateHost } : {}) }));
    }
    entry.uses.push({ ...use, written });
  };
  docsLinks(model, add);
  const content = model.content;
  for (const f of content?.files ?? []) {
    const x = f.extract;
    if (x.kind !== 'mdx') continue;
    for (const link of renderedLinks(x, content!.extraComponents)) {
      const what =
        link.kind === 'jsx'
          ? `\`<${link.element} ${link.attribute}>\``
          : link.kind === 'image' || link.usedAs === 'image'
            ? 'Image'
            : 'Link';
      add(link.raw ?? link.url, { span: content!.span(f, link.range), file: f.rel, what });
    }
  }
  specLinks(model, add);
  return out;
}

type Add = (written: string, use: Omit<ExternalUse, 'written'>) => void;

/** The URLs docs.json shows readers: every `href`, the footer's social links, the banner, file settings, redirects. */
function docsLinks(model: SiteModel, add: Add): void {
  const docs = model.docs;
  if (!docs) return;
  const file = displayPath(model.configFile, model.root);
  // Neither the API's servers nor the documents and integrations are links for readers.
  const skipTop = new Set(['$schema', 'redirects', 'api', 'openapi', 'asyncapi', 'integrations', 'contextual']);
  const walk = (node: JNode, where: string) => {
    if (node.type === 'array') node.items.forEach((item, i) => walk(item, `${where}[${i}]`));
    if (node.type !== 'object') return;
    for (const p of node.props) {
      if (where === '' && skipTop.has(p.key)) continue;
      const at = where === '' ? p.key : `${where}.${p.key}`;
      const v = p.value;
      if ((p.key === 'href' || where === 'footer.socials') && v.type === 'string')
        add(v.value as string, { span: v.span, file, what: `\`${at}\`` });
      else if (p.key !== 'openapi' && p.key !== 'asyncapi') walk(v, at);
    }
  };
  walk(docs, '');
  const banner = getProp(getProp(docs, 'banner')?.value, 'content')?.value;
  if (banner?.type === 'string')
    for (const written of markdownUrls(banner.value as string))
      add(written, { span: banner.span, file, what: 'Link in `banner.content`' });
  for (const [at, node] of fileSettings(docs)) add(node.value as string, { span: node.span, file, what: `\`${at}\`` });
  for (const r of readRedirects(model).redirects)
    add(r.destination, { span: r.destinationSpan ?? r.span, file, what: 'Redirect destination' });
}

/** The links of the OpenAPI documents' descriptions (their Markdown links, autolinks and bare URLs) and `externalDocs`. */
function specLinks(model: SiteModel, add: Add): void {
  for (const spec of model.openapi?.specs() ?? []) {
    if (!spec.root || /^https?:/i.test(spec.rel)) continue;
    const walk = (node: JNode, key: string, parent: string) => {
      if (node.type === 'array') for (const item of node.items) walk(item, '', parent);
      else if (node.type === 'object') for (const p of node.props) walk(p.value, p.key, key);
      else if (node.type === 'string') {
        if (key === 'description')
          for (const written of markdownUrls(node.value as string))
            add(written, { span: node.span, file: spec.rel, what: 'Link in a description' });
        else if (key === 'url' && parent === 'externalDocs')
          add(node.value as string, { span: node.span, file: spec.rel, what: '`externalDocs.url`' });
      }
    };
    walk(spec.root, '', '');
  }
}

/**
 * The URLs a Markdown text links to: `[text](url)`, `<url>` and bare URLs (GitHub's autolinks), outside code spans and
 * fenced code, where URLs are examples rather than links.
 */
export function markdownUrls(text: string): string[] {
  const prose = text.replace(/^ {0,3}(```|~~~)[^]*?^ {0,3}\1/gm, ' ').replace(/(`+)[^`]*?\1/g, ' ');
  const out: string[] = [];
  const taken = new Set<number>();
  for (const m of prose.matchAll(/\]\(\s*<?(https?:\/\/[^)\s>]+)>?(?:\s+["'(][^)]*)?\)/gi)) {
    out.push(m[1]);
    taken.add(m.index + m[0].indexOf(m[1]));
  }
  for (const m of prose.matchAll(/<(https?:\/\/[^>\s]+)>/gi)) {
    out.push(m[1]);
    taken.add(m.index + 1);
  }
  for (const m of prose.matchAll(/(?<![\w(<"'=/])https?:\/\/[^\s<>()[\]"'`]+/gi)) {
    if (taken.has(m.index)) continue;
    out.push(m[0].replace(/[.,;:!?*_~]+$/, ''));
  }
  return out;
}
