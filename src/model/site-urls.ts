import path from 'node:path';
import { closest, NameGroups, NameIndex, pickClosest } from '../core/suggest.js';
import type { Span } from '../core/types.js';
import { getProp } from '../core/jnode.js';
import { isDefaultIgnored, isPageFile, pagePathOf, pageUrl } from '../load/files.js';
import { anchorsOf, type AnchorSet } from './anchors.js';
import { decodeSafe, extensionOf } from './link-paths.js';
import { inSnippetFolder, type ContentFile, type ContentModel } from './content.js';
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

// The URLs a site serves and what each leads to: pages, generated API pages, static files, redirects, the files the
// platform generates; the links of src/model/links.ts are resolved against them.

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

/** Adds every folder above a URL path (`/a/b/c` → `/a/b/`, `/a/`) to a set. */
function addFolders(set: Set<string>, url: string): void {
  for (let i = url.lastIndexOf('/'); i > 0; i = url.lastIndexOf('/', i - 1)) {
    const p = url.slice(0, i + 1);
    if (set.has(p)) break;
    set.add(p);
  }
}

/** Appends a value to the list a key holds, making the list on first use. */
export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
