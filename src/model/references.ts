import { readTextInside } from '../core/confined.js';
import path from 'node:path';
import { closest } from '../core/suggest.js';
import type { FileSystem } from '../core/fs.js';
import { getProp, type JNode, type JObject, type JProp, type JScalar } from '../core/jnode.js';
import type { Span } from '../core/types.js';
import type { FileIndex } from '../load/files.js';
import type { AsyncApiProblem } from '../openapi/asyncapi-validate.js';
import {
  isAsyncApi,
  looksLikeAsyncApi,
  readAsyncApi,
  type AsyncApiChannel,
  type AsyncApiDoc,
} from '../openapi/asyncapi.js';
import { MAX_SPEC_BYTES } from '../openapi/spec.js';
import { MAX_GRAPHQL_BYTES, readGraphqlSchema, type GraphqlItem, type GraphqlSchemaDoc } from '../openapi/graphql.js';
import { readHead, type PageMeta } from './frontmatter.js';
import type { GraphqlSelector, NavElement, PageEntry } from './nav.js';
import type { NavNode } from './navjson.js';

/** Where the platform puts a GraphQL reference's pages when no `directory` is given. */
const GRAPHQL_DIRECTORY = 'graphql-reference';
/** Where the platform puts an AsyncAPI reference's pages when no `directory` is given. */
const ASYNCAPI_DIRECTORY = 'api-reference';
/** Where the platform puts an SDK reference's pages when no `directory` is given. */
const SDK_DIRECTORY = 'sdk-reference';
/** The group of a channel without tags. */
const ASYNCAPI_DEFAULT_GROUP = 'Websockets';
/** Largest AsyncAPI document navlint reads, in bytes. */
const MAX_ASYNCAPI_BYTES = 32 * 1024 * 1024;

/** How a reference's `source` resolved. */
export type SourceResolution =
  | { status: 'found'; rel: string }
  | { status: 'remote'; url: string }
  | { status: 'missing'; rel: string }
  | { status: 'outside' }
  /** A URL of a scheme the platform does not fetch (GraphQL and SDK sources: HTTPS only). */
  | { status: 'scheme'; url: string }
  | { status: 'too-large'; rel: string; limit: number }
  /** The file exists but `.mintignore` removes it, so the platform's build does not see it (AsyncAPI). */
  | { status: 'ignored'; rel: string }
  /** The file exists but is not a document of the kind named (an AsyncAPI reference to another YAML file). */
  | { status: 'not-a-document'; rel: string };

/** A page the platform generates from a GraphQL or AsyncAPI document. */
interface GeneratedPage {
  reference: 'graphql' | 'asyncapi';
  /** URL path, from the site root. */
  url: string;
  /** What the sidebar shows. */
  label: string;
  /** The generated group the page stands in (`Queries`, `Mutations`, `Types`, a channel tag). */
  group: string;
  /** The document's path or URL as written. */
  source: string;
  /** Where the field, type or channel is defined. */
  definition?: Span;
}

/** A `graphql`, `asyncapi` or `sdk` source named by a navigation element. */
interface ReferenceSource {
  source: string;
  node: JScalar;
  resolution: SourceResolution;
}

/** An element's `graphql`: its schema and the pages the platform generates from it. */
export interface GraphqlReference {
  element: NavElement;
  prop: JProp;
  /** Undefined when the value has no usable shape (the settings rules report that). */
  source?: ReferenceSource;
  directory: string;
  doc?: GraphqlSchemaDoc;
  /**
   * Pages generated: one per selector entry (`QUERY users`) under the element, or, when it has none, every query,
   * mutation and type of the schema, in groups. None on a global entry, which is a link.
   */
  pages: GeneratedPage[];
  /** The selector entries under the element, each with the page it generates (none when it names nothing). */
  selected: { entry: PageEntry; selector: GraphqlSelector; page?: GeneratedPage }[];
}

/** One AsyncAPI document named by an element's `asyncapi`. */
interface AsyncApiSource extends ReferenceSource {
  doc?: AsyncApiDoc;
}

/** An element's `asyncapi`: its documents and the channel pages generated from them. */
export interface AsyncApiReference {
  element: NavElement;
  prop: JProp;
  sources: AsyncApiSource[];
  directory: string;
  /** True when the platform ignores the field (a group that also has `openapi`). */
  ignored: boolean;
  pages: GeneratedPage[];
}

/** An element's `sdk`: the artifact a documentation generator produced. */
export interface SdkReference {
  element: NavElement;
  prop: JProp;
  format?: string;
  source?: ReferenceSource;
  directory: string;
}

/** A page whose `asyncapi:` metadata binds it to a channel. */
export interface ChannelBinding {
  file: string;
  value: string;
  span: Span;
  /** The document part as written, when there is one. */
  document?: string;
  channel?: string;
  status: 'matched' | 'no-channel' | 'document-missing' | 'unavailable' | 'malformed';
  doc?: AsyncApiDoc;
  /** The documents searched for the channel (the named one, or every AsyncAPI document of the site). */
  searched: AsyncApiDoc[];
  closest?: { doc: AsyncApiDoc; channel: AsyncApiChannel };
}

/** A URL prefix under which a reference generates pages navlint cannot list (remote or SDK documents). */
export interface ReferenceArea {
  source: string;
  span: Span;
  /** `/directory/`, with slashes at both ends. */
  prefix: string;
  /** What generates the pages, for messages: `the remote GraphQL schema`. */
  what: string;
  /** True when navlint never reads it (SDK artifacts); false for remote documents that were not fetched. */
  unread: boolean;
}

/** What the reference model reads of the site. */
export interface ReferenceInput {
  root: string;
  fs: FileSystem;
  files: FileIndex;
  docs?: JObject;
  elements: NavElement[];
  /** The page entries of the navigation (GraphQL selectors among them). */
  entries?: PageEntry[];
  /** Every page file's metadata, when read. */
  pageMeta?: Map<string, PageMeta>;
  /** Remote documents fetched beforehand (`--fetch-remote`), by URL. */
  remote?: Map<string, string>;
}

/** Two generated pages at one route (letter case and Unicode form aside): the platform's build fails. */
export interface RouteCollision {
  first: GeneratedPage;
  second: GeneratedPage;
  /** The source of the second page's reference, where the finding stands. */
  span: Span;
}

/** The GraphQL, AsyncAPI and SDK references of a site: documents, generated pages and page bindings. */
export class ReferenceModel {
  readonly graphql: GraphqlReference[] = [];
  readonly asyncapi: AsyncApiReference[] = [];
  readonly sdk: SdkReference[] = [];
  readonly bindings: ChannelBinding[] = [];
  readonly collisions: RouteCollision[] = [];
  /** URL paths of every generated page. */
  readonly urls = new Set<string>();
  readonly areas: ReferenceArea[] = [];
  /** Structural validation of AsyncAPI documents against the AsyncAPI schema, by file (filled by the full check). */
  readonly validation = new Map<string, AsyncApiProblem[]>();
  private readonly graphqlDocs = new Map<string, GraphqlSchemaDoc>();
  private readonly asyncDocs = new Map<string, AsyncApiDoc>();
  /** The AsyncAPI documents navigation names or page metadata binds to, by file. */
  private readonly usedAsync = new Map<string, AsyncApiDoc>();
  private readonly byElement = new Map<NavElement, { graphql?: GraphqlReference; asyncapi?: AsyncApiReference }>();
  private allAsync?: AsyncApiDoc[];

  constructor(private readonly input: ReferenceInput) {}

  /** Resolves every reference; called once by the model builder. */
  build(): this {
    for (const el of this.input.elements) {
      if (el.dropped || el.kind === 'global') continue;
      if (el.isGlobalEntry) {
        // A global tab is a link: its `graphql` is misplaced, and nothing is read from it.
        const g = getProp(el.node, 'graphql');
        if (g) this.graphql.push({ element: el, prop: g, directory: GRAPHQL_DIRECTORY, pages: [], selected: [] });
        continue;
      }
      const g = getProp(el.node, 'graphql');
      if (g) this.addGraphql(el, g);
      const a = getProp(el.node, 'asyncapi');
      if (a) this.addAsyncApi(el, a);
      const s = getProp(el.node, 'sdk');
      if (s) this.addSdk(el, s);
    }
    this.findCollisions();
    this.bindPages();
    return this;
  }

  /** Every AsyncAPI document that navigation names or page metadata binds to, once each, by path. */
  asyncApiDocuments(): AsyncApiDoc[] {
    return [...this.usedAsync.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  }

  /** Every GraphQL schema that was read, by path. */
  graphqlDocuments(): GraphqlSchemaDoc[] {
    return [...this.graphqlDocs.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  }

  /** The page a GraphQL selector entry (`QUERY users`) generates where it stands; undefined when it names nothing. */
  selectedNode(entry: PageEntry): NavNode | undefined {
    const owner = entry.parent.graphqlOwner;
    const p = owner ? this.byElement.get(owner)?.graphql?.selected.find((s) => s.entry === entry)?.page : undefined;
    return p
      ? { kind: 'page', label: p.label, url: p.url, generated: true, reference: { kind: 'graphql', source: p.source } }
      : undefined;
  }

  /** The pages a GraphQL or AsyncAPI reference generates under an element, as groups of navigation nodes. */
  generatedFor(el: NavElement, kind: 'graphql' | 'asyncapi'): NavNode[] {
    // Each document makes its own groups, in the order their first page comes.
    const groups = new Map<string, NavNode>();
    for (const p of this.byElement.get(el)?.[kind]?.pages ?? []) {
      // A selector's page stands where its entry does, in no generated group.
      if (p.group === '') continue;
      const key = `${p.source}\0${p.group}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { kind: 'group', label: p.group, generated: true, children: [] }));
      group.children!.push({
        kind: 'page',
        label: p.label,
        url: p.url,
        generated: true,
        reference: { kind: p.reference, source: p.source },
      });
    }
    return [...groups.values()];
  }

  private addGraphql(el: NavElement, prop: JProp): void {
    const { node, directory } = sourceOf(prop.value);
    const ref: GraphqlReference = {
      element: el,
      prop,
      directory: normalizeDirectory(directory ?? GRAPHQL_DIRECTORY),
      pages: [],
      selected: (this.input.entries ?? [])
        .filter((e) => e.graphql && !e.dropped && e.parent.graphqlOwner === el)
        .map((entry) => ({ entry, selector: entry.graphql! })),
    };
    this.graphql.push(ref);
    (this.byElement.get(el) ?? this.byElement.set(el, {}).get(el)!).graphql = ref;
    if (!node) return;
    const resolution = this.resolveSource(node.value as string, { listed: false, max: MAX_GRAPHQL_BYTES });
    ref.source = { source: node.value as string, node, resolution };
    const fetched = resolution.status === 'remote' ? this.input.remote?.get(resolution.url) : undefined;
    if (resolution.status === 'remote' && fetched === undefined) {
      this.area(resolution.url, node.span, ref.directory, 'the remote GraphQL schema', false);
      return;
    }
    const doc =
      resolution.status === 'found'
        ? this.graphqlDoc(resolution.rel)
        : resolution.status === 'remote'
          ? this.remoteGraphql(resolution.url, fetched!)
          : undefined;
    ref.doc = doc;
    if (!doc) return;
    const page = (item: GraphqlItem, section: string, group: string): GeneratedPage => ({
      reference: 'graphql',
      url: `/${path.posix.join(ref.directory, section, ...item.name.split('.'))}`,
      label: item.name.slice(item.name.lastIndexOf('.') + 1),
      group,
      source: ref.source!.source,
      ...(item.span ? { definition: item.span } : {}),
    });
    if (ref.selected.length > 0) {
      // Selectors stop the whole schema from being generated there: each names its one page, in place.
      for (const s of ref.selected) {
        const { kind, name } = s.selector;
        const item = kind === 'type' ? doc.types.find((t) => t.name === name) : doc.field?.(kind, name);
        if (!item) continue;
        const section = kind === 'query' ? 'queries' : kind === 'mutation' ? 'mutations' : 'types';
        s.page = page(item, section, '');
        ref.pages.push(s.page);
      }
    } else
      ref.pages = [
        ...doc.queries.map((q) => page(q, 'queries', 'Queries')),
        ...doc.mutations.map((m) => page(m, 'mutations', 'Mutations')),
        ...doc.types.map((t) => page(t, 'types', 'Types')),
      ];
    for (const p of ref.pages) this.urls.add(p.url);
  }

  private addAsyncApi(el: NavElement, prop: JProp): void {
    const value = prop.value;
    const nodes: JScalar[] = [];
    let directory: string | undefined;
    if (value.type === 'string') nodes.push(value);
    else if (value.type === 'array') {
      for (const i of value.items) if (i.type === 'string') nodes.push(i);
    } else if (value.type === 'object') {
      const s = sourceOf(value);
      if (s.node) nodes.push(s.node);
      directory = s.directory;
    }
    // A group's `asyncapi` beside its `openapi` is dropped by the platform's schema.
    const ignored = el.kind === 'group' && getProp(el.node, 'openapi') !== undefined;
    const ref: AsyncApiReference = {
      element: el,
      prop,
      sources: [],
      directory: normalizeDirectory(directory ?? ASYNCAPI_DIRECTORY),
      ignored,
      pages: [],
    };
    this.asyncapi.push(ref);
    (this.byElement.get(el) ?? this.byElement.set(el, {}).get(el)!).asyncapi = ref;
    for (const node of nodes) {
      const text = (node.value as string).trim();
      const resolution = this.resolveSource(text, { listed: true, max: MAX_ASYNCAPI_BYTES });
      const src: AsyncApiSource = { source: node.value as string, node, resolution };
      ref.sources.push(src);
      const fetched = resolution.status === 'remote' ? this.input.remote?.get(resolution.url) : undefined;
      if (resolution.status === 'remote' && fetched === undefined) {
        if (!ignored) this.area(resolution.url, node.span, ref.directory, 'the remote AsyncAPI document', false);
        continue;
      }
      if (resolution.status !== 'found' && resolution.status !== 'remote') continue;
      const doc =
        resolution.status === 'found' ? this.asyncDoc(resolution.rel) : this.remoteAsync(resolution.url, fetched!);
      if (!doc) {
        src.resolution = {
          status: 'not-a-document',
          rel: resolution.status === 'found' ? resolution.rel : resolution.url,
        };
        continue;
      }
      src.doc = doc;
      this.usedAsync.set(doc.file, doc);
      if (ignored) continue;
      // Within one document a second page at the same path of the same group gets `-1`, `-2`, … (the platform's rule).
      const used = new Map<string, number>();
      for (const c of doc.channels) {
        const group = c.tag ?? ASYNCAPI_DEFAULT_GROUP;
        const title = c.title ?? c.id;
        const base = path.posix.join(ref.directory, fileName(group), fileName(title)).toLowerCase();
        const key = `${group}\0${base}`;
        const n = used.get(key) ?? 0;
        used.set(key, n + 1);
        const url = '/' + (n === 0 ? base : `${base}-${n}`);
        ref.pages.push({
          reference: 'asyncapi',
          url,
          label: title === c.id ? sentenceCase(title) : title,
          group,
          source: src.source,
          definition: c.span,
        });
        this.urls.add(url);
      }
    }
  }

  private addSdk(el: NavElement, prop: JProp): void {
    if (prop.value.type !== 'object') return;
    const format = getProp(prop.value, 'format')?.value;
    const { node, directory } = sourceOf(prop.value);
    const ref: SdkReference = {
      element: el,
      prop,
      ...(format?.type === 'string' ? { format: format.value as string } : {}),
      directory: normalizeDirectory(directory ?? SDK_DIRECTORY),
    };
    this.sdk.push(ref);
    // Only tabs and groups generate SDK pages; elsewhere the platform's schema rejects the field.
    if (!node || (el.kind !== 'tab' && el.kind !== 'group')) return;
    const resolution = this.resolveSource(node.value as string, { listed: false, folders: true });
    ref.source = { source: node.value as string, node, resolution };
    // The pages come from the artifact's converter (TypeDoc, DocFX, Javadoc, Sphinx, phpDocumentor), which navlint
    // does not run: every URL under the directory may be one of them.
    if (resolution.status === 'found' || resolution.status === 'remote')
      this.area(node.value as string, node.span, ref.directory, `the ${ref.format ?? 'SDK'} reference`, true);
  }

  private area(source: string, span: Span, directory: string, what: string, unread: boolean): void {
    const prefix = `/${directory}/`.replace(/\/+/g, '/');
    if (this.areas.some((a) => a.prefix === prefix && a.source === source)) return;
    this.areas.push({ source, span, prefix, what, unread });
  }

  /** The HTTPS documents that navigation names, for `--fetch-remote` to fetch before the model is built again. */
  remoteUrls(): string[] {
    const out = new Set<string>();
    for (const g of this.graphql)
      if (g.source?.resolution.status === 'remote' && g.element.kind === 'tab') out.add(g.source.resolution.url);
    for (const a of this.asyncapi)
      if (!a.ignored) for (const s of a.sources) if (s.resolution.status === 'remote') out.add(s.resolution.url);
    return [...out];
  }

  private remoteGraphql(url: string, text: string): GraphqlSchemaDoc {
    let doc = this.graphqlDocs.get(url);
    if (!doc) this.graphqlDocs.set(url, (doc = readGraphqlSchema(url, url, text)));
    return doc;
  }

  private remoteAsync(url: string, text: string): AsyncApiDoc | undefined {
    const doc = this.asyncDocs.get(url);
    if (doc) return doc;
    // Named by navigation: read whatever it holds, and take it if its top level has `asyncapi`.
    const read = readAsyncApi(url, url, text);
    if (!looksLikeAsyncApi(text) && !isAsyncApi(read)) return undefined;
    this.asyncDocs.set(url, read);
    return read;
  }

  /**
   * Resolves a source as the platform does: an HTTPS URL (its build fetches no other scheme), or a path from the docs
   * root with or without a leading `/`, which must stay inside the root. AsyncAPI documents are looked up among the
   * files of the build, which `.mintignore` leaves out (`listed`); GraphQL and SDK sources are read from the disk.
   */
  private resolveSource(raw: string, opts: { listed: boolean; max?: number; folders?: boolean }): SourceResolution {
    const text = raw.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(text))
      return /^https:\/\//i.test(text) ? { status: 'remote', url: text } : { status: 'scheme', url: text };
    const rel = path.posix.normalize(text.replace(/\\/g, '/').replace(/^\/+/, '')).replace(/\/+$/, '');
    if (rel === '..' || rel.startsWith('../') || rel === '.' || rel === '') return { status: 'outside' };
    const files = this.input.files;
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++)
      if (files.outsideLinks.has(parts.slice(0, i).join('/'))) return { status: 'outside' };
    if (opts.folders && files.dirs.has(rel)) return { status: 'found', rel };
    if (!files.files.has(rel)) return { status: 'missing', rel };
    if (opts.listed && files.isIgnored(rel)) return { status: 'ignored', rel };
    if (opts.max !== undefined) {
      try {
        const size = this.input.fs.statSync(path.join(this.input.root, rel)).size;
        if (size > opts.max) return { status: 'too-large', rel, limit: opts.max };
      } catch {
        return { status: 'missing', rel };
      }
    }
    return { status: 'found', rel };
  }

  private read(rel: string): string | undefined {
    const { fs, root } = this.input;
    try {
      return readTextInside(fs, { folders: [root], name: 'the docs root' }, path.join(root, rel), MAX_SPEC_BYTES);
    } catch {
      return undefined;
    }
  }

  private graphqlDoc(rel: string): GraphqlSchemaDoc | undefined {
    const abs = path.join(this.input.root, rel);
    const known = this.graphqlDocs.get(abs);
    if (known) return known;
    const text = this.read(rel);
    if (text === undefined) return undefined;
    const doc = readGraphqlSchema(abs, rel, text);
    this.graphqlDocs.set(abs, doc);
    return doc;
  }

  /** An AsyncAPI document by root-relative path (cached); undefined when the file is not one. */
  private asyncDoc(rel: string): AsyncApiDoc | undefined {
    const abs = path.join(this.input.root, rel);
    const known = this.asyncDocs.get(abs);
    if (known) return known;
    const text = this.read(rel);
    if (text === undefined) return undefined;
    // Minified JSON may hold `asyncapi` anywhere in its one line: a named file is parsed, and judged by its top level.
    const doc = readAsyncApi(abs, rel, text);
    if (!looksLikeAsyncApi(text) && !isAsyncApi(doc)) return undefined;
    this.asyncDocs.set(abs, doc);
    return doc;
  }

  /** Every AsyncAPI document of the site (files `.mintignore` keeps out of the build left out), by path. */
  private allAsyncApi(): AsyncApiDoc[] {
    if (!this.allAsync) {
      const { files, fs, root } = this.input;
      const out: AsyncApiDoc[] = [];
      for (const f of [...files.files].sort()) {
        if (!/\.(json|ya?ml)$/i.test(f) || f === 'docs.json' || files.isIgnored(f)) continue;
        let head: string;
        try {
          head = readHead(fs, path.join(root, f));
        } catch {
          continue;
        }
        if (!looksLikeAsyncApi(head)) continue;
        const doc = this.asyncDoc(f);
        if (doc) out.push(doc);
      }
      this.allAsync = out;
    }
    return this.allAsync;
  }

  /** Routes two generated pages share, compared as the platform does (letter case and Unicode form aside). */
  private findCollisions(): void {
    const seen = new Map<string, GeneratedPage>();
    const key = (url: string) => url.normalize('NFC').toLowerCase();
    const check = (p: GeneratedPage, span: Span) => {
      const k = key(p.url);
      const first = seen.get(k);
      if (!first) seen.set(k, p);
      // The same document generating the same page twice (one schema on two tabs) is one page.
      else if (!(first.reference === p.reference && first.source === p.source && first.url === p.url))
        this.collisions.push({ first, second: p, span });
    };
    for (const g of this.graphql) for (const p of g.pages) check(p, g.source!.node.span);
    // AsyncAPI pages collide with GraphQL pages only (the platform checks that pair; among themselves they overwrite).
    const graphqlOnly = new Map(seen);
    for (const a of this.asyncapi)
      for (const p of a.pages) {
        const first = graphqlOnly.get(key(p.url));
        const src = a.sources.find((s) => s.source === p.source);
        if (first && src) this.collisions.push({ first, second: p, span: src.node.span });
      }
  }

  /** Resolves each page's `asyncapi:` metadata to a channel. */
  private bindPages(): void {
    for (const [file, meta] of this.input.pageMeta ?? []) {
      const field = getProp(meta.data, 'asyncapi')?.value;
      if (field?.type !== 'string') continue;
      const value = field.value as string;
      const words = value.trim().split(/\s+/).filter(Boolean);
      const binding: ChannelBinding = { file, value, span: field.span, status: 'malformed', searched: [] };
      this.bindings.push(binding);
      if (words.length === 0 || words.length > 2) continue;
      const [document, channel] = words.length === 2 ? words : [undefined, words[0]];
      binding.channel = channel;
      if (document !== undefined) binding.document = document;
      let docs: AsyncApiDoc[];
      if (document === undefined) docs = this.allAsyncApi();
      else if (/^https?:\/\//i.test(document)) {
        binding.status = 'unavailable';
        continue;
      } else if (/\.(json|ya?ml)$/i.test(document)) {
        // A file named with its extension is relative to the page (a leading `/` starts at the root).
        const rel = path.posix.normalize(
          document.startsWith('/') ? document.slice(1) : path.posix.join(path.posix.dirname(file), document),
        );
        const res = this.resolveSource(rel, { listed: true, max: MAX_ASYNCAPI_BYTES });
        const doc = res.status === 'found' ? this.asyncDoc(res.rel) : undefined;
        if (!doc) {
          binding.status = 'document-missing';
          continue;
        }
        docs = [doc];
        this.usedAsync.set(doc.file, doc);
      } else {
        // A name without extension is a document's file name.
        docs = this.allAsyncApi().filter((d) => path.posix.parse(d.rel).name === document);
        if (docs.length === 0) {
          binding.status = 'document-missing';
          continue;
        }
      }
      binding.searched = docs;
      const hit = docs.find((d) => d.channels.some((c) => c.id === channel));
      if (hit) {
        binding.status = 'matched';
        binding.doc = hit;
        this.usedAsync.set(hit.file, hit);
        continue;
      }
      // A document that does not parse may hold the channel: nothing can be said.
      if (docs.some((d) => !d.root)) {
        binding.status = 'unavailable';
        continue;
      }
      binding.status = 'no-channel';
      const all = docs.flatMap((doc) => doc.channels.map((c) => ({ doc, channel: c })));
      const near = closest(
        channel,
        all.map((x) => x.channel.id),
      );
      const found = all.find((x) => x.channel.id === near);
      if (found) binding.closest = found;
    }
  }
}

/** Why a source did not resolve, as a predicate: `has no file (looked for schema.graphql)`. */
export function describeSource(res: SourceResolution, schemes: string): string {
  switch (res.status) {
    case 'missing':
      return `has no file (looked for ${res.rel})`;
    case 'outside':
      return 'is outside the docs root, where the platform reads nothing';
    case 'scheme':
      return `is neither a path in the docs root nor an ${schemes} URL`;
    case 'too-large':
      return `is larger than the ${res.limit / 1024 / 1024} MiB the platform reads`;
    case 'ignored':
      return 'is excluded by .mintignore, so the platform does not see it';
    case 'not-a-document':
      return 'is not an AsyncAPI document (it has no top-level `asyncapi` field)';
    default:
      return 'resolves';
  }
}

/** The source node and directory of a `"path"` or `{source, directory}` value. */
function sourceOf(value: JNode): { node?: JScalar; directory?: string } {
  if (value.type === 'string') return (value.value as string).trim() !== '' ? { node: value } : {};
  if (value.type !== 'object') return {};
  const s = getProp(value, 'source')?.value;
  const d = getProp(value, 'directory')?.value;
  return {
    ...(s?.type === 'string' && (s.value as string).trim() !== '' ? { node: s } : {}),
    ...(d?.type === 'string' && (d.value as string).trim() !== '' ? { directory: d.value as string } : {}),
  };
}

/** A `directory` as the platform normalises it: relative to the site root, without leading or trailing slashes. */
function normalizeDirectory(dir: string): string {
  const p = path.posix.normalize('/' + dir.trim()).replace(/^\/+|\/+$/g, '');
  return p;
}

/**
 * A channel title or tag as a file name, as the platform makes one: spaces to `-`, a `{parameter}` to `-`, one
 * leading and one trailing `-` dropped, `{}(),.'/` and line breaks removed, `--` to `-`, lower case.
 */
export function fileName(text: string): string {
  return text
    .replace(/ /g, '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}

/** `orderEvents` → `Order events`: the label the platform shows for a channel without a title. */
export function sentenceCase(id: string): string {
  const words = id.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}
