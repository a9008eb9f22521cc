import { closest, NameIndex } from '../core/suggest.js';
import type { Fix, Span } from '../core/types.js';
import { getProp, type JNode, type JScalar } from '../core/jnode.js';
import type { LinkInfo, MdxExtract, Range } from '../content/types.js';
import { pagePathOf, pageUrl } from '../load/files.js';
import { hasAnchor, headingId, type AnchorSet } from './anchors.js';
import { renderedTitle } from './page-title.js';
import { decodeSafe, extensionOf, fileFolder, platformPath, resolvePath, rewrittenByPlatform } from './link-paths.js';
import { push, shownFiles, SiteUrls, type RemoteArea, type UrlTarget } from './site-urls.js';
import type { ContentFile } from './content.js';
import { normalizeUrl, type RedirectMatch } from './redirects.js';
import { isBuiltinComponent } from '../content/components.js';
import { replaceInContent, replaceString } from './fixes.js';
import type { SiteModel } from './site.js';
import { ownSitePath, publishedSiteOf, type PublishedSite } from './published-site.js';

// Links of pages, snippets and docs.json resolved against the URLs the site serves (site-urls.ts), and what the link
// rules judge them with. SiteUrls needs these names too, so they are defined with it and are this module's API as well.
export { decodeSafe } from './link-paths.js';
export { openapiCause, pageCause, shownFiles, type RemoteArea, type UrlTarget } from './site-urls.js';

/** Extensions of files the platform serves as they are (not pages). */
const STATIC_EXTENSIONS = new Set(
  (
    'png jpg jpeg jfif gif webp avif svg svgz ico bmp tif tiff apng mp4 webm mov m4v ogg ogv mp3 wav m4a json yaml ' +
    'yml css js mjs woff woff2 ttf otf eot pdf txt xml csv zip gz tgz html'
  ).split(' '),
);

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
  /**
   * The site's `basePath` the link is written with (`/docs/guides` for `/guides`, which `url` holds), or the site's
   * published address (`https://docs.example.com`) for a link written with it.
   */
  basePath?: string;
  /** The link without its extension leads to the very file it names (so taking the extension off is a safe fix). */
  sameFile?: true;
  /** A link written with the site's published address (`https://docs.example.com/guides`), resolved as its path. */
  ownSite?: true;
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
  private readonly site: PublishedSite | undefined;
  /** Pages that import each snippet, directly or through other snippets. */
  private importers?: Map<string, string[]>;

  constructor(
    private readonly model: SiteModel,
    private readonly urls: SiteUrls,
  ) {
    this.out = { urls, links: [], unchecked: new Map(), linkedPages: new Set() };
    this.site = publishedSiteOf(model);
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
      for (const link of renderedLinks(x, content!.extraComponents)) this.content(f, link);
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
    let s = url.trim();
    // A link to the site's own published address is a link to one of its pages, written out in full.
    const own = ownSitePath(s, this.site);
    if (own !== undefined) {
      // The address it is written with is kept in what is suggested, as a base path is.
      if (s.endsWith(own) && own !== '/') c.basePath = s.slice(0, s.length - own.length);
      s = own;
      c.ownSite = true;
    }
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
          if ((raw.startsWith('/') && !raw.startsWith('//')) || ownSitePath(raw, this.site) !== undefined)
            this.judge({ span: v.span, written: raw, asset: false, what: `\`${at}\`` }, raw);
        } else walk(v, at);
      }
    };
    walk(docs, '');
    const banner = getProp(getProp(docs, 'banner')?.value, 'content')?.value;
    if (banner?.type === 'string')
      for (const m of (banner.value as string).matchAll(/\]\(\s*<?([^)\s>]+)/g))
        if (m[1].startsWith('/') || ownSitePath(m[1], this.site) !== undefined)
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
 * The links of a page or snippet that reach readers: reference definitions that something uses, and the URL props of
 * HTML elements and of the platform's components (those of a component the file imports or defines are the author's
 * own).
 */
export function* renderedLinks(x: MdxExtract, extraComponents: readonly string[]): Generator<LinkInfo> {
  const local = new Set<string>(x.exports);
  for (const imp of x.imports) for (const sp of imp.specifiers) local.add(sp.local);
  for (const link of x.links) {
    if (link.kind === 'definition' && link.usedAs === undefined) continue;
    if (link.kind === 'jsx' && !linksOf(link.element ?? '', local, extraComponents)) continue;
    yield link;
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

/** The docs.json settings that name a file: `logo`, `favicon`, `background.image`, `thumbnails.background`, fonts. */
export function fileSettings(docs: JNode): [string, JScalar][] {
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

/** The words that say what a relative link was resolved against: `the page's URL /a/b`, `its file's folder /a/`. */
export function baseWords(l: CheckedLink): string {
  if (!l.base) return '';
  if (l.rewritten)
    return `${l.from?.page ? "its file's folder" : 'the folder of a page that shows this snippet,'} ${l.base}`;
  return `${l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,'} ${l.base}`;
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

/** A character reference as Markdown and MDX read it: `&#115;`, `&#x73;`, `&amp;`. */
const CHARACTER_REFERENCE = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

/**
 * The `?query#fragment` of a link as written (empty when it has neither). The `#` of a character reference (`&#115;`)
 * starts no fragment.
 */
export function writtenSuffix(written: string): string {
  const at = written.replace(CHARACTER_REFERENCE, (m) => '&'.repeat(m.length)).search(/[?#]/);
  return at < 0 ? '' : written.slice(at);
}

/** Whether a link is written with a character reference or a backslash escape: the path read is not the one written. */
export function writtenWithEscapes(written: string): boolean {
  return written.includes('\\') || written.replace(CHARACTER_REFERENCE, '') !== written;
}

/** The edit that writes a link as `to` where it stands: in its page or snippet, or as a docs.json string. */
export function linkFix(model: SiteModel, link: CheckedLink, to: string): Fix | undefined {
  if (link.from && link.range) return replaceInContent(model, link.from.file, link.range, link.written, to);
  return replaceString(model, link.span, link.written, to);
}
