import path from 'node:path';
import { closest, NameGroups, NameIndex, pickClosest } from '../core/suggest.js';
import type { Fix, Span } from '../core/types.js';
import { getProp, type JNode, type JScalar } from '../core/jnode.js';
import type { LinkInfo, Range } from '../content/types.js';
import { isDefaultIgnored, isPageFile, pagePathOf, pageUrl } from '../load/files.js';
import { anchorsOf, hasAnchor, headingId, type AnchorSet } from './anchors.js';
import { renderedTitle } from './page-title.js';
import { inSnippetFolder, type ContentFile, type ContentModel } from './content.js';
import { isBuiltinComponent } from '../content/components.js';
import { replaceInContent, replaceString } from './fixes.js';
import { pageRefs } from './pages.js';
import {
  applyRedirect,
  normalizeUrl,
  readRedirects,
  RedirectIndex,
  stripQuery,
  type RedirectMatch,
} from './redirects.js';
import type { SiteModel } from './site.js';

/** What a URL path of the site serves. */
export type UrlTarget =
  | { kind: 'page'; file: string }
  | { kind: 'home' }
  | { kind: 'operation' }
  | { kind: 'static'; file: string }
  /** A folder that holds pages: the platform leads readers to a page in it (its checker accepts such links too). */
  | { kind: 'folder' }
  | { kind: 'redirect'; match: RedirectMatch; end: RedirectEnd }
  | { kind: 'remote'; area: RemoteArea }
  /** A file the platform generates: its indexes for search engines and AI tools, a page's Markdown export or feed. */
  | { kind: 'generated'; what: GeneratedKind }
  | { kind: 'ignored'; file: string }
  | { kind: 'missing' };

/** What the platform generates at a URL: a file of every site, a page's Markdown export (`/page.md`), a page's RSS feed. */
export type GeneratedKind = 'platform' | 'markdown' | 'rss';

/**
 * URLs the platform serves on every site without a file in the repository (a file at the same path is served
 * instead). Read off its packages: the generated static files and `skill.md` of `getFileCategory`, and `/mcp`, its
 * MCP server, among the reserved paths of `validateCustomDomainBasePath` (both in `@mintlify/common`); its docs
 * describe each.
 */
export const PLATFORM_URLS: ReadonlySet<string> = new Set([
  '/llms.txt',
  '/llms-full.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/skill.md',
  '/mcp',
]);

/** Where readers who follow a redirect end up. */
export type RedirectEnd =
  { kind: 'url'; url: string; target: UrlTarget; fragment: boolean } | { kind: 'external' } | { kind: 'loop' };

/** The URLs under which a remote OpenAPI document that was not fetched generates its pages. */
export interface RemoteArea {
  source: string;
  span: Span;
  /** `/api-reference/` or the element's `directory`, with slashes at both ends. */
  prefix: string;
  /** What generates the pages when it is not a remote OpenAPI document: `the remote GraphQL schema`. */
  what?: string;
  /** True when navlint never reads what generates the pages (an SDK artifact), fetched or not. */
  unread?: boolean;
}

/**
 * A finding that explains why URLs serve nothing: an OpenAPI document with no file, whose pages would be generated
 * under a folder, or a page the navigation lists that has no file. Links and redirects to those URLs are its
 * consequences, reported with it (`Diagnostic.causedBy`).
 */
export type UrlCause =
  { key: string; kind: 'openapi'; source: string; prefix: string } | { key: string; kind: 'page'; page: string };

/** The key that ties a missing OpenAPI document's finding to the findings it explains. */
export const openapiCause = (source: string): string => `openapi:${source}`;
/** The key that ties a missing listed page's finding to the findings it explains. */
export const pageCause = (page: string): string => `page:${page}`;

/** Extensions of files the platform serves as they are (not pages). */
const STATIC_EXTENSIONS = new Set(
  (
    'png jpg jpeg jfif gif webp avif svg svgz ico bmp tif tiff apng mp4 webm mov m4v ogg ogv mp3 wav m4a json yaml ' +
    'yml css js mjs woff woff2 ttf otf eot pdf txt xml csv zip gz tgz html'
  ).split(' '),
);

/** Most redirects followed from one URL before the chain counts as endless. */
export const MAX_REDIRECT_HOPS = 20;

/**
 * Every URL the site serves, in hash tables built once: page files (listed or hidden, not ignored), generated
 * OpenAPI pages, static files and redirect sources; and the anchors of each page, worked out when first asked for.
 */
export class SiteUrls {
  private readonly pages = new Map<string, string>();
  private readonly ignoredPages = new Map<string, string>();
  private readonly operations = new Set<string>();
  readonly redirects: RedirectIndex;
  readonly remote: RemoteArea[] = [];
  /** URLs that serve nothing because of a missing OpenAPI document (by folder) or a missing listed page. */
  private readonly causes: { folders: Extract<UrlCause, { kind: 'openapi' }>[]; pages: Map<string, UrlCause> } = {
    folders: [],
    pages: new Map(),
  };
  private readonly anchorCache = new Map<string, AnchorSet>();
  private prefixes?: Set<string>;
  private folders?: Set<string>;
  private byDir?: NameGroups;
  private byBase?: NameGroups;
  private urls?: NameIndex;
  private urlCount = 0;
  private filesByDir?: Map<string, string[]>;
  private filesByBase?: Map<string, string[]>;

  constructor(private readonly model: SiteModel) {
    const files = model.files;
    const listed = new Set<string>();
    for (const ref of pageRefs(model)) {
      const page = ref.path.replace(/\.mdx?$/i, '');
      const res = files.resolvePage(page);
      if (res.status === 'found') listed.add(res.file);
      else if (res.status === 'missing' && !(ref.via === 'href' && model.openapi?.operationUrls.has('/' + page)))
        this.causes.pages.set(normalizeUrl(decodeSafe('/' + page)), { key: pageCause(page), kind: 'page', page });
    }
    // Two files may claim one URL: the platform takes `x.mdx`, then `x.md`, then `x/index.mdx`, then `x/index.md`.
    const rank = (rel: string) => (/(^|\/)index\.mdx?$/.test(rel) ? 2 : 0) + (rel.endsWith('.md') ? 1 : 0);
    const claim = (url: string, rel: string) => {
      const known = this.pages.get(url);
      if (known === undefined || rank(rel) < rank(known)) this.pages.set(url, rel);
    };
    for (const rel of files.pageFiles) {
      if (isDefaultIgnored(rel) && !listed.has(rel)) continue;
      claim(pageUrl(rel), rel);
      if (/(^|\/)index\.mdx?$/.test(rel)) claim('/' + pagePathOf(rel), rel);
    }
    for (const rel of files.files)
      if (isPageFile(rel) && files.isIgnored(rel) && !inSnippetFolder(rel)) {
        const url = pageUrl(rel);
        if (!this.pages.has(url) && !this.ignoredPages.has(url)) this.ignoredPages.set(url, rel);
      }
    for (const u of model.openapi?.operationUrls ?? []) this.operations.add(normalizeUrl(decodeSafe(u)));
    // Pages generated from GraphQL schemas and AsyncAPI documents; SDK references and remote documents generate
    // pages navlint cannot list, under their directory.
    for (const u of model.references?.urls ?? []) this.operations.add(normalizeUrl(decodeSafe(u)));
    for (const a of model.references?.areas ?? []) this.remote.push({ ...a, prefix: decodeSafe(a.prefix) });
    // A source with a `#fragment` or a `?query` never matches a URL path (redirect-invalid reports it).
    this.redirects = new RedirectIndex(
      readRedirects(model).redirects.filter((r) => !/[#]/.test(r.source) && stripQuery(r.source) === r.source),
    );
    const oa = model.openapi;
    if (oa) {
      const seen = new Set<string>();
      const area = (source: string, span: Span, directory: string | undefined) => {
        const prefix = `/${(directory ?? 'api-reference').replace(/^\/+|\/+$/g, '')}/`;
        if (seen.has(source + '\0' + prefix)) return;
        seen.add(source + '\0' + prefix);
        this.remote.push({ source, span, prefix: decodeSafe(prefix) });
      };
      for (const es of oa.elementSpecs)
        if (es.resolution.status === 'remote' && !es.spec) area(es.source.source, es.source.node.span, es.directory);
        else if (es.resolution.status === 'missing')
          this.causes.folders.push({
            key: openapiCause(es.resolution.tried[0] ?? es.source.source),
            kind: 'openapi',
            source: es.source.source,
            prefix: decodeSafe(`/${es.directory}/`),
          });
      for (const r of oa.entryResults)
        if (r.status === 'spec-unavailable' && r.ref.spec !== undefined && /^https?:/i.test(r.ref.spec))
          area(r.ref.spec, r.entry.node.span, r.scope?.directory);
    }
  }

  /**
   * Why a URL path that serves nothing serves nothing, when a finding of its own explains it: a page the navigation
   * lists that has no file, or a folder where a missing OpenAPI document's pages would be generated.
   */
  causeOf(url: string): UrlCause | undefined {
    const u = normalizeUrl(url);
    return this.causes.pages.get(u) ?? this.causes.folders.find((c) => (u + '/').startsWith(c.prefix));
  }

  /** What serves a URL path (decoded, from the site root). */
  resolve(url: string): UrlTarget {
    const u = normalizeUrl(url);
    const page = this.pages.get(u);
    if (page !== undefined) return { kind: 'page', file: page };
    if (u === '/') return { kind: 'home' };
    if (this.operations.has(u)) return { kind: 'operation' };
    const rel = u.slice(1);
    if (!isPageFile(rel) && this.model.files.files.has(rel) && !this.model.files.isIgnored(rel))
      return { kind: 'static', file: rel };
    const generated = this.generated(u);
    if (generated) return { kind: 'generated', what: generated };
    const match = this.redirects.match(u);
    if (match) return { kind: 'redirect', match, end: this.follow(match) };
    if (this.pageFolders().has(u + '/')) return { kind: 'folder' };
    const area = this.remote.find((a) => (u + '/').startsWith(a.prefix));
    if (area) return { kind: 'remote', area };
    const ignored = this.ignoredPages.get(u);
    if (ignored !== undefined) return { kind: 'ignored', file: ignored };
    return { kind: 'missing' };
  }

  /**
   * What the platform generates at a URL, if anything: a file of every site; a page's Markdown export, at the page's
   * URL with `.md` added (for the home page, `/index.md`); a page's RSS feed, at its file's path with `/rss.xml` for
   * `.mdx` pages whose metadata sets `rss: true` or that show `<Update>` entries (what the platform's build writes).
   */
  private generated(u: string): GeneratedKind | undefined {
    if (PLATFORM_URLS.has(u)) return 'platform';
    if (u.endsWith('.md') && u.length > 4) {
      const t = this.resolve(u.slice(0, -3));
      if (t.kind === 'page' || t.kind === 'home' || t.kind === 'operation') return 'markdown';
    }
    if (u.endsWith('/rss.xml')) {
      const rel = u.slice(1, -'/rss.xml'.length) + '.mdx';
      if (this.pages.get(pageUrl(rel)) === rel && this.hasFeed(rel)) return 'rss';
    }
    return undefined;
  }

  /** Whether the platform writes an RSS feed for a page (unknown without content: then it is taken to). */
  private hasFeed(rel: string): boolean {
    const rss = getProp(this.model.openapi?.pageMeta.get(rel)?.data, 'rss')?.value;
    if (rss?.type === 'boolean' && rss.value === true) return true;
    const content = this.model.content;
    if (!content) return true;
    const seen = new Set<string>();
    const queue = [rel];
    while (queue.length > 0) {
      const f = content.get(queue.shift()!);
      if (!f || seen.has(f.rel) || f.extract.kind !== 'mdx') continue;
      seen.add(f.rel);
      if (f.extract.jsx.some((j) => j.name === 'Update')) return true;
      for (const shown of shownFiles(content, f)) queue.push(shown.rel);
    }
    return false;
  }

  /** Follows a redirect, and those that cover its destination, to where readers end up. */
  private follow(first: RedirectMatch): RedirectEnd {
    const seen = new Set<string>();
    let m = first;
    for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
      const dest = applyRedirect(m);
      // A destination that grows past its bound at each hop never ends: as a loop, readers get nowhere.
      if (dest === undefined) return { kind: 'loop' };
      if (/^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('//')) return { kind: 'external' };
      const p = normalizeUrl(decodeSafe(dest.replace(/[?#].*$/, '')));
      if (seen.has(p)) return { kind: 'loop' };
      seen.add(p);
      const next = this.redirects.match(p);
      if (!next) return { kind: 'url', url: p, target: this.resolve(p), fragment: dest.includes('#') };
      m = next;
    }
    return { kind: 'loop' };
  }

  /** Folder URLs (`/guides/`) that hold a page or an API page, at any depth. */
  private pageFolders(): Set<string> {
    if (!this.folders) {
      this.folders = new Set();
      for (const u of [...this.pages.keys(), ...this.operations]) addFolders(this.folders, u);
    }
    return this.folders;
  }

  /** Whether anything is served below a folder URL (`/v2/`): a page, an API page, a static file or a redirect source. */
  servesBelow(folder: string): boolean {
    if (!this.prefixes) {
      const all = new Set(this.pageFolders());
      for (const f of this.model.files.files) if (!this.model.files.isIgnored(f)) addFolders(all, '/' + f);
      for (const r of this.redirects.redirects)
        addFolders(all, normalizeUrl(decodeSafe(r.source.replace(/[:*].*$/, ''))) + '/');
      this.prefixes = all;
    }
    return folder === '/' || this.prefixes.has(folder) || this.remote.some((a) => folder.startsWith(a.prefix));
  }

  /** The anchors of a page or snippet file: its own and those of the snippets it imports (transitively). */
  anchors(rel: string): AnchorSet | undefined {
    const known = this.anchorCache.get(rel);
    if (known) return known;
    const content = this.model.content;
    const start = content?.get(rel);
    // A page that does not parse has IDs nobody can know (mdx-syntax reports it).
    if (!content || !start || start.extract.kind !== 'mdx' || start.extract.error) return undefined;
    const ids = new Set<string>();
    const shown: string[] = [];
    const seen = new Set<string>([rel]);
    const queue: ContentFile[] = [start];
    while (queue.length > 0) {
      const f = queue.shift()!;
      if (f.extract.kind !== 'mdx') continue;
      const own = anchorsOf(f.extract);
      for (const id of own.ids) ids.add(id);
      for (const id of own.shown) shown.push(id);
      for (const next of shownFiles(content, f))
        if (!seen.has(next.rel)) {
          seen.add(next.rel);
          queue.push(next);
        }
    }
    const set = { ids, shown: [...new Set(shown)] };
    this.anchorCache.set(rel, set);
    return set;
  }

  /** The page or API page URL most like a URL that serves nothing, if one is close enough. */
  closestPage(url: string): string | undefined {
    if (!this.urls) {
      const urls = [...new Set([...this.pages.keys()].filter((u) => !/(^|\/)index$/.test(u)))];
      for (const u of this.operations) if (!this.pages.has(u)) urls.push(u);
      this.byDir = new NameGroups();
      this.byBase = new NameGroups();
      for (const u of urls) {
        this.byDir.add(path.posix.dirname(u), u);
        this.byBase.add(path.posix.basename(u), u);
      }
      this.urlCount = urls.length;
      this.urls = new NameIndex(urls.length <= FULL_SEARCH_LIMIT ? urls : []);
    }
    const local = [this.byDir!.near(path.posix.dirname(url), url), this.byBase!.near(path.posix.basename(url), url)];
    return pickClosest(url, local) ?? (this.urlCount <= FULL_SEARCH_LIMIT ? this.urls.closest(url) : undefined);
  }

  /** The file most like a missing static file: a near name in the same folder, or the same name elsewhere. */
  closestFile(url: string): string | undefined {
    if (!this.filesByDir) {
      this.filesByDir = new Map();
      this.filesByBase = new Map();
      for (const f of this.model.files.files) {
        if (isPageFile(f) || this.model.files.isIgnored(f)) continue;
        push(this.filesByDir, path.posix.dirname(f), path.posix.basename(f));
        push(this.filesByBase, path.posix.basename(f), f);
      }
    }
    const rel = url.slice(1);
    const dir = path.posix.dirname(rel);
    const name = path.posix.basename(rel);
    const here = this.filesByDir.get(dir) ?? [];
    // The same name in another format, else a near name in the same format.
    const ext = extensionOf(name);
    const stem = (f: string) => f.slice(0, f.length - (extensionOf(f).length > 0 ? extensionOf(f).length + 1 : 0));
    const stems = new Map(here.filter((f) => extensionOf(f) === ext).map((f) => [stem(f), f]));
    const near =
      here.find((f) => stem(f) === stem(name) && f !== name) ?? stems.get(closest(stem(name), stems.keys()) ?? '');
    if (near !== undefined) return '/' + (dir === '.' ? near : `${dir}/${near}`);
    const same = this.filesByBase!.get(path.posix.basename(rel)) ?? [];
    return same.length > 0 ? '/' + (closest(rel, same, 1) ?? [...same].sort()[0]) : undefined;
  }
}

/** Above this many URLs, suggestions look only in the same folder and at the same last segment. */
const FULL_SEARCH_LIMIT = 5000;

const shownIndexes = new WeakMap<AnchorSet, NameIndex>();

/** The IDs a page shows, indexed for suggestions (once per page). */
function shownIndex(set: AnchorSet): NameIndex {
  let index = shownIndexes.get(set);
  if (!index) shownIndexes.set(set, (index = new NameIndex(set.shown)));
  return index;
}

/** One link of a page, a snippet or docs.json, resolved. */
export interface CheckedLink {
  /** The page or snippet that holds it; none for docs.json. */
  from?: ContentFile;
  span: Span;
  /** The link exactly as written. */
  written: string;
  /** A file the page shows or offers (an image, a video, a download, a docs.json file setting), not a page. */
  asset: boolean;
  /** What holds it, for messages: `link`, `image`, `<Card href>`, `` `logo.light` ``. */
  what: string;
  /** The URL path it leads to, decoded (none for a link to a fragment of the same file). */
  url?: string;
  target?: UrlTarget;
  /** For a relative link: the URL it was resolved against (the folder of its page's file when `rewritten`). */
  base?: string;
  /**
   * A `./` or `../` link the platform's build rewrites from the folder of its page's file (Markdown links and images,
   * `<a href>`, `<Card href>`, `<img src>`, `<source src>`), dropping a page link's `.md`/`.mdx` and `/index`; other
   * relative links reach the browser as written, which reads them against the page's URL.
   */
  rewritten?: true;
  /** The redirect a link goes through to the page it ends on. */
  via?: RedirectMatch;
  /** For a relative link that leads nowhere: the URL it would lead to read from the root or from its file's folder. */
  elsewhere?: { url: string; from: 'root' | 'folder' };
  /** For a relative link that resolves from one URL of its page but not from another: that URL, and where it leads. */
  brokenFrom?: { base: string; url: string };
  /** For a link written with `.md`/`.mdx`: the link as it should be written. */
  withoutExtension?: string;
  /** A link written with `.md` that leads to the page's Markdown export, the page as text for AI tools. */
  markdownExport?: true;
  /** A protocol-relative link (`//docs/guides`): the host it leads to, and the URL a browser opens. */
  protocolRelative?: { host: string; href: string; path: string };
  /** The site's `basePath` the link is written with (`/docs/guides` for `/guides`, which `url` holds). */
  basePath?: string;
  /** The link without its extension leads to the very file it names (so taking the extension off is a safe fix). */
  sameFile?: true;
  /** Where a link of a page or snippet stands in its file (a content range, for edits). */
  range?: Range;
  /** The fragment, as written, when it names no ID of the page it leads to; and the closest ID there. */
  anchorMissing?: { fragment: string; page: string; closest?: string };
  /** The file whose IDs the fragment was looked up in (a change to it can change this link's finding). */
  anchorsIn?: string;
}

/** Every link of the site, resolved, and what the rules read of them. */
export interface LinkCheck {
  urls: SiteUrls;
  links: CheckedLink[];
  /** How many links were left unchecked because they may lead to pages of a remote document that was not fetched. */
  unchecked: Map<RemoteArea, number>;
  /** Page files that some link of another file, or of docs.json, leads to. */
  linkedPages: Set<string>;
}

const cache = new WeakMap<SiteModel, LinkCheck>();

/** The site's URLs, built once per model (the redirect rules use them without content). */
export function siteUrlsOf(model: SiteModel): SiteUrls {
  const done = cache.get(model);
  if (done) return done.urls;
  let urls = urlCache.get(model);
  if (!urls) urlCache.set(model, (urls = new SiteUrls(model)));
  return urls;
}
const urlCache = new WeakMap<SiteModel, SiteUrls>();

/** Every link of the pages, snippets and docs.json, resolved once per model (content must be parsed for pages). */
export function linkCheckOf(model: SiteModel): LinkCheck {
  let done = cache.get(model);
  if (!done) cache.set(model, (done = new LinkChecker(model, siteUrlsOf(model)).run()));
  return done;
}

/**
 * The links of a model whose content changed in `changed` (root-relative paths) only, beside an earlier check of
 * the same site (same files, navigation and documents): the links of the other files are taken from `previous`,
 * those of the changed files and of docs.json are resolved again. The caller names every file whose links may
 * resolve differently (those with a fragment into a changed page, snippets shown by a changed page).
 */
export function relinkContent(model: SiteModel, previous: LinkCheck, changed: ReadonlySet<string>): LinkCheck {
  let done = cache.get(model);
  if (!done) cache.set(model, (done = new LinkChecker(model, siteUrlsOf(model)).run({ previous, changed })));
  return done;
}

/**
 * Makes `view` (a model of the same site whose content lists only some files) see the links of those files and of
 * docs.json out of `full`, the link check of the whole site, with its counts.
 */
export function shareLinkCheck(view: SiteModel, full: LinkCheck, files: ReadonlySet<string>): void {
  cache.set(view, { ...full, links: full.links.filter((l) => !l.from || files.has(l.from.rel)) });
}

class LinkChecker {
  private readonly out: LinkCheck;
  /** Pages that import each snippet, directly or through other snippets. */
  private importers?: Map<string, string[]>;

  constructor(
    private readonly model: SiteModel,
    private readonly urls: SiteUrls,
  ) {
    this.out = { urls, links: [], unchecked: new Map(), linkedPages: new Set() };
  }

  run(reuse?: { previous: LinkCheck; changed: ReadonlySet<string> }): LinkCheck {
    const content = this.model.content;
    const kept = reuse ? linksByFile(reuse.previous) : undefined;
    // The areas of remote documents are rebuilt with the URLs, in the same order: a kept link counts in the new one.
    const areas = reuse ? new Map(reuse.previous.urls.remote.map((a, i) => [a, this.urls.remote[i]])) : undefined;
    for (const f of content?.files ?? []) {
      const x = f.extract;
      if (x.kind !== 'mdx') continue;
      const old = reuse && !reuse.changed.has(f.rel) ? kept!.get(f.rel) : undefined;
      if (old) {
        // Kept as they were: the file they hold (its path, extract and role) is the same.
        for (const l of old) {
          this.out.links.push(l);
          this.tally(l, areas);
        }
        continue;
      }
      // The props of a component the file imports or defines are the author's own: only HTML elements' and the
      // platform's components' props are links.
      const local = new Set<string>(x.exports);
      for (const imp of x.imports) for (const sp of imp.specifiers) local.add(sp.local);
      for (const link of x.links) {
        if (link.kind === 'definition' && link.usedAs === undefined) continue;
        if (link.kind === 'jsx' && !linksOf(link.element ?? '', local, content!.extraComponents)) continue;
        this.content(f, link);
      }
    }
    this.docs();
    return this.out;
  }

  private content(f: ContentFile, link: LinkInfo): void {
    const written = link.raw ?? link.url;
    const asset =
      link.kind === 'image' ||
      link.usedAs === 'image' ||
      (link.kind === 'jsx' && link.attribute !== 'href' && link.element !== 'iframe');
    const what =
      link.kind === 'jsx'
        ? `\`<${link.element} ${link.attribute}>\``
        : link.kind === 'image' || link.usedAs === 'image'
          ? 'Image'
          : 'Link';
    const c: CheckedLink = {
      from: f,
      span: this.model.content!.span(f, link.range),
      range: link.range,
      written,
      asset,
      what,
    };
    if (rewrittenByPlatform(link)) c.rewritten = true;
    this.judge(c, link.url);
  }

  /** Resolves one link and records it. */
  private judge(c: CheckedLink, url: string, bases?: string[]): void {
    const s = url.trim();
    if (s === '' || /^[a-z][a-z0-9+.-]*:/i.test(s)) return;
    if (s.startsWith('//')) return this.judgeProtocolRelative(c, s);
    const hash = s.indexOf('#');
    const fragment = hash >= 0 ? s.slice(hash + 1) : undefined;
    const beforeHash = hash >= 0 ? s.slice(0, hash) : s;
    const pathPart = beforeHash.replace(/\?.*$/, '');
    if (pathPart === '') {
      // `#fragment` (or `?query`) alone: the same page.
      if (fragment && c.from) this.anchor(c, fragment, c.from.rel, true);
      if (fragment && c.from) this.out.links.push(c);
      return;
    }
    const relative = !pathPart.startsWith('/');
    const found = !relative
      ? this.firstResolving(pathPart, ['/'])
      : c.rewritten
        ? this.firstResolving(pathPart, this.foldersOf(c.from), (b) => platformPath(pathPart, b, !c.asset))
        : this.firstResolving(pathPart, bases ?? this.basesOf(c.from));
    if (!found) return;
    let { first } = found;
    // What the platform serves under `/.well-known/` (skills, domain checks) is not known here.
    if (first.url === '/.well-known' || first.url.startsWith('/.well-known/')) return;
    // A site served under a path (`basePath` `/docs`) has its pages there too: `/docs/guides` is `/guides`.
    const basePath = this.model.rc?.basePath;
    if (basePath !== undefined && !resolves(first.target) && underBase(first.url, basePath)) {
      const url = normalizeUrl(first.url.slice(basePath.length));
      first = { ...first, url, target: this.urls.resolve(url) };
      c.basePath = basePath;
    }
    if (found.failed && resolves(first.target)) c.brokenFrom = found.failed;
    c.url = first.url;
    c.target = first.target;
    if (relative) {
      c.base = first.base;
      if (!resolves(first.target)) c.elsewhere = this.elsewhere(c.from, pathPart);
    }
    if (/\.mdx?$/i.test(first.url)) this.preferWithoutExtension(c, first);
    if (!c.asset && c.target.kind === 'missing' && STATIC_EXTENSIONS.has(extensionOf(c.url!))) c.asset = true;
    this.tallyAndAnchor(c, fragment);
    this.out.links.push(c);
  }

  /** Records a `//host/path` link, which a browser reads as a link to another host, whatever the author meant. */
  private judgeProtocolRelative(c: CheckedLink, s: string): void {
    let target: URL | undefined;
    try {
      target = new URL('https:' + s);
    } catch {
      target = undefined;
    }
    if (target && target.host !== '') {
      c.protocolRelative = { host: target.host, href: target.href, path: s.slice(2 + target.host.length) };
      this.out.links.push(c);
    }
  }

  /**
   * A path resolved against each base in turn: the first that resolves to something, else the first at all; and
   * the first that did not resolve, if any did. Undefined when no base gives a path.
   */
  private firstResolving(
    pathPart: string,
    candidates: string[],
    resolve: (base: string) => string | undefined = (base) => resolvePath(pathPart, base),
  ): { first: { url: string; target: UrlTarget; base: string }; failed?: { url: string; base: string } } | undefined {
    let first: { url: string; target: UrlTarget; base: string } | undefined;
    let failed: { url: string; base: string } | undefined;
    for (const base of candidates) {
      const resolved = resolve(base);
      if (resolved === undefined) continue;
      const r = { url: resolved, target: this.urls.resolve(resolved), base };
      first ??= r;
      if (resolves(r.target)) {
        if (!resolves(first.target) || first === r) first = r;
        // One base that leads somewhere and one that does not: nothing more to learn.
        if (failed) break;
      } else failed ??= { url: resolved, base };
    }
    return first ? { first, ...(failed ? { failed } : {}) } : undefined;
  }

  /** A link written with `.md` or `.mdx` that resolves without it: it is taken as the page, and the spelling noted. */
  private preferWithoutExtension(c: CheckedLink, first: { url: string; target: UrlTarget }): void {
    const bare = first.url.replace(/\.mdx?$/i, '');
    const t = this.urls.resolve(bare);
    if (!resolves(t)) return;
    c.withoutExtension = c.written.replace(/\.mdx?(?=[?#]|$)/i, '');
    if (first.target.kind === 'generated' && first.target.what === 'markdown') c.markdownExport = true;
    if (t.kind === 'page' && t.file === first.url.slice(1)) c.sameFile = true;
    c.url = bare;
    c.target = t;
  }

  /** Counts a resolved link, and checks its fragment on the page readers end up on (through redirects). */
  private tallyAndAnchor(c: CheckedLink, fragment: string | undefined): void {
    // Through redirects, the page readers end up on (a fragment of the link is kept unless the redirect sets one).
    let t: UrlTarget = c.target!;
    let keepsFragment = true;
    if (t.kind === 'redirect' && t.end.kind === 'url') {
      keepsFragment = !t.end.fragment;
      c.via = t.match;
      t = t.end.target;
    }
    this.tally(c);
    if (fragment && keepsFragment) {
      if (t.kind === 'page') this.anchor(c, fragment, t.file, false);
      else if (t.kind === 'home') {
        const index = this.urls.resolve('/index');
        if (index.kind === 'page') this.anchor(c, fragment, index.file, false);
      }
    }
  }

  /** Counts a resolved link where it ends (through a redirect): a page it links to, a remote area it cannot check. */
  private tally(c: CheckedLink, areas?: Map<RemoteArea, RemoteArea>): void {
    let t = c.target;
    if (!t) return;
    if (t.kind === 'redirect' && t.end.kind === 'url') t = t.end.target;
    if (t.kind === 'remote') {
      const area = areas?.get(t.area) ?? t.area;
      this.out.unchecked.set(area, (this.out.unchecked.get(area) ?? 0) + 1);
    }
    if (t.kind === 'page' && t.file !== c.from?.rel) this.out.linkedPages.add(t.file);
  }

  /** Notes a fragment that names no ID of the file it leads to (and, for a snippet's own fragment, of its pages). */
  private anchor(c: CheckedLink, fragment: string, rel: string, samePage: boolean): void {
    if (fragment !== '') c.anchorsIn = rel;
    if (fragment === '' || this.generatedContent(rel)) return;
    const sets: AnchorSet[] = [];
    const own = this.urls.anchors(rel);
    if (own) sets.push(own);
    // A snippet's `#fragment` names an ID of the page that shows it.
    if (samePage && c.from?.snippet)
      for (const page of this.importersOf(rel)) {
        const a = this.urls.anchors(page);
        if (a) sets.push(a);
      }
    if (sets.length === 0 || sets.some((a) => hasAnchor(a, fragment))) return;
    // The slug of the page's title names its top, where the browser opens it anyway.
    const title = renderedTitle(this.model, rel);
    if (title !== undefined && headingId(title) === decodeSafe(fragment).toLowerCase()) return;
    // A page's own IDs are indexed once for all the links to it.
    const near =
      sets.length === 1
        ? shownIndex(sets[0]).closest(decodeSafe(fragment))
        : closest(decodeSafe(fragment), [...new Set(sets.flatMap((a) => a.shown))]);
    c.anchorMissing = { fragment, page: rel, ...(near !== undefined ? { closest: near } : {}) };
  }

  /**
   * Where a relative link that leads nowhere would lead if it were read as some authors mean it: from the root
   * (`guides/a`), or from the file's folder (`./a` in `guides/index.mdx`, whose URL is `/guides`). None when that
   * leads nowhere either.
   */
  private elsewhere(f: ContentFile | undefined, pathPart: string): CheckedLink['elsewhere'] {
    const bases: ['root' | 'folder', string][] = [];
    if (!pathPart.startsWith('.')) bases.push(['root', '/']);
    if (f) bases.push(['folder', '/' + f.rel.replace(/[^/]*$/, '')]);
    for (const [from, base] of bases) {
      const url = resolvePath(pathPart, base);
      if (url !== undefined && resolves(this.urls.resolve(url))) return { url, from };
    }
    return undefined;
  }

  /** Whether a page shows content generated from an OpenAPI or AsyncAPI operation, whose IDs are not known here. */
  private generatedContent(rel: string): boolean {
    const meta = this.model.openapi?.pageMeta.get(rel);
    return meta?.openapi !== undefined || getProp(meta?.data, 'asyncapi') !== undefined;
  }

  /** The URLs a relative link of a file is read against: the page's own, or those of the pages that show a snippet. */
  private basesOf(f: ContentFile | undefined): string[] {
    if (!f) return ['/'];
    const pages = f.page ? [f.rel] : this.importersOf(f.rel);
    // A folder's `index` page is served at the folder's URL and at its own (`/guides` and `/guides/index`), which
    // a relative link reads differently.
    return (pages.length > 0 ? pages : [f.rel]).flatMap((rel) =>
      /(^|\/)index\.mdx?$/i.test(rel) ? [pageUrl(rel), '/' + pagePathOf(rel)] : [pageUrl(rel)],
    );
  }

  /**
   * The folders a `./`/`../` link of a file is resolved from by the platform: that of its page's file, or those of
   * the pages that show a snippet (the snippet's text becomes part of theirs before links are resolved).
   */
  private foldersOf(f: ContentFile | undefined): string[] {
    if (!f) return ['/'];
    const pages = f.page ? [f.rel] : this.importersOf(f.rel);
    return [...new Set((pages.length > 0 ? pages : [f.rel]).map(fileFolder))];
  }

  /** The pages that show a snippet, through any number of snippets between. */
  private importersOf(rel: string): string[] {
    if (!this.importers) {
      const direct = new Map<string, string[]>();
      const content = this.model.content;
      for (const f of content?.files ?? [])
        for (const s of shownFiles(content!, f)) if (s.rel !== f.rel) push(direct, s.rel, f.rel);
      this.importers = new Map();
      for (const snippet of direct.keys()) {
        const pages = new Set<string>();
        const seen = new Set([snippet]);
        const queue = [...direct.get(snippet)!];
        while (queue.length > 0) {
          const r = queue.shift()!;
          if (seen.has(r)) continue;
          seen.add(r);
          if (content!.get(r)?.page) pages.add(r);
          queue.push(...(direct.get(r) ?? []));
        }
        this.importers.set(snippet, [...pages].sort());
      }
    }
    return this.importers.get(rel) ?? [];
  }

  /** Links of docs.json: paths in `href`s (global anchors are page references, judged as such) and file settings. */
  private docs(): void {
    const docs = this.model.docs;
    if (!docs) return;
    const skip = new Set<JNode>();
    for (const el of this.model.elements) {
      const href = getProp(el.node, 'href')?.value;
      if (href && (el.isGlobalEntry || el.dropped)) skip.add(href);
    }
    const walk = (node: JNode, where: string) => {
      if (node.type === 'array') node.items.forEach((item, i) => walk(item, `${where}[${i}]`));
      if (node.type !== 'object') return;
      for (const p of node.props) {
        const at = where === '' ? p.key : `${where}.${p.key}`;
        if (p.key === 'redirects' && where === '') continue;
        const v = p.value;
        if (p.key === 'href' && v.type === 'string' && !skip.has(v)) {
          const raw = v.value as string;
          // A protocol-relative `href` is the shape checks' (docs.json accepts a path or a URL there).
          if (raw.startsWith('/') && !raw.startsWith('//'))
            this.judge({ span: v.span, written: raw, asset: false, what: `\`${at}\`` }, raw);
        } else walk(v, at);
      }
    };
    walk(docs, '');
    const banner = getProp(getProp(docs, 'banner')?.value, 'content')?.value;
    if (banner?.type === 'string')
      for (const m of (banner.value as string).matchAll(/\]\(\s*<?([^)\s>]+)/g))
        if (m[1].startsWith('/'))
          this.judge({ span: banner.span, written: m[1], asset: false, what: 'Link in `banner.content`' }, m[1]);
    for (const [at, node] of fileSettings(docs)) {
      const raw = node.value as string;
      if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//') || raw.trim() === '') continue;
      // A file setting names a file from the docs root, with or without `/` or `./` in front.
      const rel =
        '/' +
        raw
          .trim()
          .replace(/^(\.\/)+/, '')
          .replace(/^\/+/, '');
      this.judge({ span: node.span, written: raw, asset: true, what: `\`${at}\`` }, rel);
    }
  }
}

/**
 * Whether the URL props of a JSX element are links: an HTML element's, or a platform component's (built in, or named
 * in `.navlintrc.json` `components`) that the file does not replace with its own.
 */
function linksOf(element: string, local: ReadonlySet<string>, extra: readonly string[]): boolean {
  if (!/^[A-Z]/.test(element)) return true;
  return (isBuiltinComponent(element) || extra.includes(element)) && !local.has(element.split('.')[0]);
}

/** The snippets a file shows, each found: what it imports, and the legacy `<Snippet file>` elements it holds. */
export function shownFiles(content: ContentModel, f: ContentFile): ContentFile[] {
  if (f.extract.kind !== 'mdx') return [];
  const out: ContentFile[] = [];
  for (const imp of f.extract.imports) {
    const res = content.resolveImport(f, imp);
    if (res.status === 'found' && res.file) out.push(res.file);
  }
  for (const ref of f.extract.snippetFiles ?? []) {
    const res = content.resolveSnippetFile(ref);
    if (res.status === 'found' && res.file) out.push(res.file);
  }
  return out;
}

/** The docs.json settings that name a file: `logo`, `favicon`, `background.image`, `thumbnails.background`, fonts. */
function fileSettings(docs: JNode): [string, JScalar][] {
  const out: [string, JScalar][] = [];
  const one = (at: string, node: JNode | undefined) => {
    if (node?.type === 'string') out.push([at, node]);
    else if (node?.type === 'object')
      for (const mode of ['light', 'dark']) {
        const v = getProp(node, mode)?.value;
        if (v?.type === 'string') out.push([`${at}.${mode}`, v]);
      }
  };
  one('logo', getProp(docs, 'logo')?.value);
  one('favicon', getProp(docs, 'favicon')?.value);
  one('background.image', getProp(getProp(docs, 'background')?.value, 'image')?.value);
  one('thumbnails.background', getProp(getProp(docs, 'thumbnails')?.value, 'background')?.value);
  const fonts = getProp(docs, 'fonts')?.value;
  for (const [at, node] of [
    ['fonts.source', getProp(fonts, 'source')?.value],
    ['fonts.heading.source', getProp(getProp(fonts, 'heading')?.value, 'source')?.value],
    ['fonts.body.source', getProp(getProp(fonts, 'body')?.value, 'source')?.value],
  ] as const)
    if (node?.type === 'string') out.push([at, node]);
  return out;
}

/** The elements and attributes whose `./`/`../` values the platform's build resolves (besides Markdown links and images). */
const REWRITTEN_ATTRIBUTES: Readonly<Record<string, string>> = { a: 'href', Card: 'href', img: 'src', source: 'src' };

/**
 * Whether the platform's build rewrites a link of a page from its file's folder: one that starts with `./` or `../`,
 * in a Markdown link or image, or in one of the attributes above. A reference definition (`[id]: ./x`) is not a link
 * node there, and is left as written.
 */
export function rewrittenByPlatform(link: Pick<LinkInfo, 'kind' | 'url' | 'element' | 'attribute'>): boolean {
  if (!link.url.startsWith('./') && !link.url.startsWith('../')) return false;
  if (link.kind === 'link' || link.kind === 'image') return true;
  return link.kind === 'jsx' && link.element !== undefined && REWRITTEN_ATTRIBUTES[link.element] === link.attribute;
}

/** The folder of a page's or snippet's file, as a URL folder (`guides/setup/index.mdx` → `/guides/setup/`). */
export function fileFolder(rel: string): string {
  const dir = path.posix.dirname(rel.replace(/^\/+/, ''));
  return dir === '.' || dir === '' ? '/' : `/${dir}/`;
}

/**
 * The URL path the platform's build gives a `./`/`../` link written in a file of `folder` (from `fileFolder`):
 * joined to the folder and normalized; for a page link (not an image or a file), a `.md`/`.mdx` extension is dropped,
 * and then a trailing `/index`. Decoded, without a trailing slash, as `resolvePath` gives it.
 */
export function platformPath(pathPart: string, folder: string, pageLink: boolean): string | undefined {
  const resolved = resolvePath(pathPart, folder);
  if (resolved === undefined || !pageLink) return resolved;
  const bare = resolved.replace(/\.mdx?$/i, '');
  if (bare === resolved) return resolved;
  const page = bare.endsWith('/index') ? bare.slice(0, -'/index'.length) || '/' : bare;
  // What is left may end in a `.` or `..` segment (`./...md`), which the browser then reads as a folder.
  return /\/\.\.?$/.test(page) ? (resolvePath(page, '/') ?? page) : page;
}

/** The words that say what a relative link was resolved against: `the page's URL /a/b`, `its file's folder /a/`. */
export function baseWords(l: CheckedLink): string {
  if (!l.base) return '';
  if (l.rewritten)
    return `${l.from?.page ? "its file's folder" : 'the folder of a page that shows this snippet,'} ${l.base}`;
  return `${l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,'} ${l.base}`;
}

/** A link's path resolved against a page URL as a browser does (`.` and `..` segments too), decoded; a trailing slash dropped. */
export function resolvePath(pathPart: string, base: string): string | undefined {
  let u: URL;
  try {
    u = new URL(pathPart, 'http://site.invalid' + base.split('/').map(encodeURIComponent).join('/'));
  } catch {
    return undefined;
  }
  return normalizeUrl(decodeSafe(u.pathname));
}

function extensionOf(url: string): string {
  const base = url.slice(url.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The links of pages and snippets by the file that holds them. */
function linksByFile(check: LinkCheck): Map<string, CheckedLink[]> {
  const out = new Map<string, CheckedLink[]>();
  for (const l of check.links) if (l.from) push(out, l.from.rel, l);
  return out;
}

/** Whether a URL path is a site's base path or below it. */
function underBase(url: string, basePath: string): boolean {
  return url === basePath || url.startsWith(basePath + '/');
}

/**
 * Whether a link leads readers nowhere: to no page or file, to one .mintignore excludes, or (a link to a page)
 * through redirects that end nowhere or never end. link-broken or asset-not-found reports it, and no other rule
 * reports the same link: one finding for one problem.
 */
export function leadsNowhere(l: CheckedLink): boolean {
  const t = l.target;
  if (!t) return false;
  if (t.kind !== 'redirect') return !resolves(t);
  // asset-not-found judges the file a link names, not the redirects it goes through.
  if (l.asset) return false;
  return t.end.kind === 'loop' || (t.end.kind === 'url' && !resolves(t.end.target));
}

/** Whether a URL serves something (a redirect counts, wherever it leads). */
export function resolves(t: UrlTarget): boolean {
  return t.kind !== 'missing' && t.kind !== 'ignored';
}

/** Adds every folder above a URL path (`/a/b/c` → `/a/b/`, `/a/`) to a set. */
function addFolders(set: Set<string>, url: string): void {
  for (let i = url.lastIndexOf('/'); i > 0; i = url.lastIndexOf('/', i - 1)) {
    const p = url.slice(0, i + 1);
    if (set.has(p)) break;
    set.add(p);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A percent-decoded URL path, or the path as it is when it does not decode. */
export function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The `?query#fragment` of a link as written (empty when it has neither). */
export function writtenSuffix(written: string): string {
  const at = written.search(/[?#]/);
  return at < 0 ? '' : written.slice(at);
}

/** The edit that writes a link as `to` where it stands: in its page or snippet, or as a docs.json string. */
export function linkFix(model: SiteModel, link: CheckedLink, to: string): Fix | undefined {
  if (link.from && link.range) return replaceInContent(model, link.from.file, link.range, link.written, to);
  return replaceString(model, link.span, link.written, to);
}
