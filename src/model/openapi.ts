import path from 'node:path';
import { fileStart } from '../core/source.js';
import { distance } from 'fastest-levenshtein';
import { maxTypoDistance, NameIndex, typoReach } from '../core/suggest.js';
import type { Span } from '../core/types.js';
import { parseFrontmatter, readHead, readPageHead, type PageMeta } from './frontmatter.js';
import { getProp, type JNode } from '../core/jnode.js';
import { parseOperationRef, type NavElement, type OpenApiSource, type OperationRef, type PageEntry } from './nav.js';
import type { NavNode } from './navjson.js';
import type { FileSystem } from '../core/fs.js';
import type { JObject } from '../core/jnode.js';
import type { FileIndex } from '../load/files.js';
import { slugify } from '../openapi/slug.js';
import {
  looksLikeSpec,
  SpecStore,
  type ModelHooks,
  type Operation,
  type SpecDoc,
  type SpecResolution,
} from '../openapi/spec.js';

/** A place that names an OpenAPI document, and how it resolved. */
export interface SpecReference {
  source: string;
  span: Span;
  /** Where it was named: navigation, page metadata, `api.openapi`, or the command line (`openapi-check`). */
  via: 'navigation' | 'metadata' | 'api' | 'command';
  resolution: SpecResolution;
}

/** An element with its own `openapi`, and the pages that spec puts under it. */
export interface ElementSpec {
  element: NavElement;
  source: OpenApiSource;
  /** Sources after the first, which the platform ignores. */
  ignored: OpenApiSource[];
  resolution: SpecResolution;
  spec?: SpecDoc;
  directory: string;
  /** True when no operation is listed under the element: every operation is generated. */
  bulk: boolean;
  /** Operations generated under the element (bulk): hidden ones included, excluded ones not. */
  generated: Operation[];
  /** Page entries (not operations) that stand under the element beside the generated pages. */
  pageEntries: PageEntry[];
}

/** How an operation entry of the navigation resolved. */
export interface EntryResult {
  entry: PageEntry;
  ref: OperationRef;
  status: 'matched' | 'method-case' | 'excluded' | 'not-found' | 'no-spec' | 'spec-unavailable' | 'file';
  op?: Operation;
  spec?: SpecDoc;
  /** The element whose `openapi` was in scope. */
  scope?: ElementSpec;
  closest?: Operation;
}

/** A page whose metadata binds it to an operation. */
export interface PageBinding {
  file: string;
  meta: PageMeta;
  value: string;
  span: Span;
  ref?: OperationRef;
  status: 'matched' | 'unresolved' | 'spec-missing' | 'spec-unavailable' | 'malformed';
  op?: Operation;
  /** Other documents holding the same operation when no spec file was named. */
  alternatives: Operation[];
  closest?: Operation;
  specResolution?: SpecResolution;
}

/** What the OpenAPI model reads of the site: the root, its files and the resolved navigation. */
export interface OpenApiInput {
  root: string;
  fs: FileSystem;
  files: FileIndex;
  docs?: JObject;
  elements: NavElement[];
  entries: PageEntry[];
}

/** Everything the OpenAPI rules and outputs need: specs, generation, bindings and URLs. */
export class OpenApiModel {
  readonly store: SpecStore;
  readonly references: SpecReference[] = [];
  readonly elementSpecs: ElementSpec[] = [];
  readonly entryResults: EntryResult[] = [];
  readonly entryTargets = new Map<PageEntry, Operation>();
  readonly bindings: PageBinding[] = [];
  readonly pageMeta = new Map<string, PageMeta>();
  private readonly urlsByDir = new Map<string, Map<Operation, string>>();
  private readonly byElement = new Map<NavElement, ElementSpec>();
  /** Structural validation findings per document file, filled by `validateSpecs`. */
  readonly validation = new Map<string, { message: string; span: Span }[]>();
  /** URL paths of every generated or listed operation page. */
  readonly operationUrls = new Set<string>();

  constructor(
    private readonly model: OpenApiInput,
    remote: Map<string, string> = new Map(),
    private readonly hooks: ModelHooks = {},
  ) {
    this.store = new SpecStore(model.root, model.fs, model.files, remote, hooks);
  }

  /** A model of one document named on the command line (`openapi-check`): no navigation, no pages. */
  static forDocument(input: OpenApiInput, spec: SpecDoc): OpenApiModel {
    const m = new OpenApiModel(input);
    const span = fileStart(spec.file);
    m.references.push({ source: spec.rel, span, via: 'command', resolution: { status: 'found', spec } });
    return m;
  }

  /** Every document that a reference resolved to, once each, in the order they were first named. */
  specs(): SpecDoc[] {
    const out = new Map<string, SpecDoc>();
    for (const r of this.references) {
      const s = specOf(r.resolution);
      if (s && !out.has(s.file)) out.set(s.file, s);
    }
    return [...out.values()];
  }

  /** Resolves everything; called once by the model builder. */
  build(): void {
    const m = this.model;
    for (const el of m.elements) {
      if (el.dropped || !el.openapi || el.openapi.owner !== el || el.openapi.sources.length === 0) continue;
      const [source, ...ignored] = el.openapi.sources;
      const resolution = this.store.resolve(source.source);
      this.references.push({ source: source.source, span: source.node.span, via: 'navigation', resolution });
      const spec = specOf(resolution);
      const es: ElementSpec = {
        element: el,
        source,
        ignored,
        resolution,
        spec,
        directory: (source.directory ?? 'api-reference').replace(/^\/+|\/+$/g, ''),
        bulk: true,
        generated: [],
        pageEntries: [],
      };
      this.elementSpecs.push(es);
      this.byElement.set(el, es);
    }
    const api = getProp(getProp(m.docs, 'api')?.value, 'openapi')?.value;
    const apiSources = api ? openapiStrings(api) : [];
    for (const s of apiSources)
      this.references.push({ source: s.value, span: s.span, via: 'api', resolution: this.store.resolve(s.value) });

    for (const entry of m.entries) {
      if (entry.dropped) continue;
      const owner = this.scopeOf(entry.parent);
      if (!entry.operation) {
        if (owner) owner.pageEntries.push(entry);
        continue;
      }
      this.entryResults.push(this.resolveEntry(entry, owner));
    }
    for (const es of this.elementSpecs) {
      if (!es.spec) continue;
      if (es.bulk) es.generated = es.spec.operations.filter((o) => !o.excluded);
      // Hidden operations are generated too (only left out of the sidebar), so links to them work.
      for (const op of es.generated) this.operationUrls.add(this.urlOf(op, es.directory));
    }
    for (const r of this.entryResults)
      if (r.op && r.status !== 'excluded')
        this.operationUrls.add(this.urlOf(r.op, r.scope?.directory ?? 'api-reference'));
    this.readPages();
  }

  /** The element spec in force at an element: its own `openapi` or its nearest ancestor's. */
  scopeOf(el: NavElement): ElementSpec | undefined {
    const owner = el.openapi?.owner;
    return owner ? this.byElement.get(owner) : undefined;
  }

  private resolveEntry(entry: PageEntry, owner: ElementSpec | undefined): EntryResult {
    const ref = entry.operation!;
    let spec: SpecDoc | undefined;
    if (ref.spec !== undefined) {
      const res = this.store.resolve(ref.spec);
      this.references.push({ source: ref.spec, span: entry.node.span, via: 'navigation', resolution: res });
      spec = specOf(res);
      // A document that does not parse has no known operations: its entries cannot be judged.
      if (!spec?.root) return { entry, ref, status: 'spec-unavailable' };
    } else {
      if (!owner) {
        if (this.model.files.resolvePage(entry.path).status === 'found') return { entry, ref, status: 'file' };
        return { entry, ref, status: 'no-spec' };
      }
      // Any operation listed without a file prefix stops bulk generation for the spec in scope.
      owner.bulk = false;
      spec = owner.spec;
      if (!spec?.root) return { entry, ref, status: 'spec-unavailable', scope: owner };
    }
    const result = matchOperation(spec, ref, false);
    const base = { entry, ref, spec, scope: owner };
    if (result.op) {
      if (result.op.excluded) return { ...base, status: 'excluded', op: result.op };
      this.entryTargets.set(entry, result.op);
      return { ...base, status: 'matched', op: result.op };
    }
    if (result.caseOnly) return { ...base, status: 'method-case', op: result.caseOnly };
    if (this.model.files.resolvePage(entry.path).status === 'found') return { ...base, status: 'file' };
    return { ...base, status: 'not-found', closest: closestOperation(spec.operations, ref) };
  }

  /** Reads every page's frontmatter, and binds the pages whose `openapi` names an operation to it. */
  private readPages(): void {
    const m = this.model;
    const known = new Map(this.specs().map((s) => [s.file, s]));
    let discovered = false;
    let sorted: SpecDoc[] = [];
    const allSpecs = (): SpecDoc[] => {
      if (!discovered) {
        discovered = true;
        this.discoverSpecs(known);
      }
      // A file always maps to the same document, so the list only changes when one is added.
      if (sorted.length !== known.size)
        sorted = [...known.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
      return sorted;
    };
    // Bindings that name no document are judged last, once every document named by a page is known.
    const unnamed: [PageBinding, OperationRef][] = [];
    for (const file of m.files.pageFiles) {
      const meta = this.readPageMeta(file);
      if (!meta) continue;
      this.pageMeta.set(file, meta);
      if (!meta.openapi) continue;
      const { value, span } = meta.openapi;
      const ref = parseOperationRef(value);
      const binding: PageBinding = { file, meta, value, span, ref, status: 'malformed', alternatives: [] };
      this.bindings.push(binding);
      if (!ref) continue;
      if (ref.spec !== undefined) this.bindInNamedSpec(binding, ref, known);
      else unnamed.push([binding, ref]);
    }
    if (unnamed.length > 0) this.bindInAnySpec(unnamed, allSpecs);
  }

  /** Adds to `known` every JSON or YAML file of the site that looks like an OpenAPI document. */
  private discoverSpecs(known: Map<string, SpecDoc>): void {
    const m = this.model;
    for (const f of m.files.files) {
      if (!/\.(json|ya?ml)$/i.test(f) || f === 'docs.json' || m.files.isIgnored(f)) continue;
      let head: string;
      try {
        head = readHead(m.fs, path.join(m.root, f));
      } catch {
        continue;
      }
      if (looksLikeSpec(head)) {
        const s = this.store.load(f, false);
        known.set(s.file, s);
      }
    }
  }

  /** A page's frontmatter; undefined when the page cannot be read. */
  private readPageMeta(file: string): PageMeta | undefined {
    const m = this.model;
    const phase = this.hooks.timing?.enter('load');
    try {
      const abs = path.join(m.root, file);
      return parseFrontmatter(abs, readPageHead(m.fs, abs));
    } catch {
      return undefined;
    } finally {
      this.hooks.timing?.enter(phase);
    }
  }

  /** Binds a page to the operation in the document its `openapi` names (`spec.yaml GET /path`), or says why not. */
  private bindInNamedSpec(binding: PageBinding, ref: OperationRef, known: Map<string, SpecDoc>): void {
    const specName = ref.spec!;
    const res = this.store.resolve(specName, path.posix.dirname(binding.file));
    binding.specResolution = res;
    this.references.push({ source: specName, span: binding.span, via: 'metadata', resolution: res });
    const spec = specOf(res);
    if (!spec) {
      binding.status = res.status === 'missing' || res.status === 'outside' ? 'spec-missing' : 'spec-unavailable';
      return;
    }
    known.set(spec.file, spec);
    if (!spec.root) {
      binding.status = 'spec-unavailable';
      return;
    }
    const r = matchOperation(spec, ref, true);
    if (r.op) Object.assign(binding, { status: 'matched', op: r.op });
    else Object.assign(binding, { status: 'unresolved', closest: closestOperation(spec.operations, ref) });
  }

  /** Binds each page whose `openapi` names no document to the operation in any document of the site that has it. */
  private bindInAnySpec(unnamed: [PageBinding, OperationRef][], allSpecs: () => SpecDoc[]): void {
    const unfetchedRemote = this.references.some((r) => r.resolution.status === 'remote' && !r.resolution.spec);
    for (const [binding, ref] of unnamed) {
      const specs = allSpecs();
      const hits = specs.map((s) => matchOperation(s, ref, true).op).filter((o): o is Operation => o !== undefined);
      // The platform's loop over its documents overwrites its match with each later one: the last document wins
      // (`getOpenApiOperationMethodAndEndpoint` in `@mintlify/common`).
      if (hits.length > 0)
        Object.assign(binding, { status: 'matched', op: hits[hits.length - 1], alternatives: hits.slice(0, -1) });
      // A remote document that was not fetched, or one that does not parse, may hold the operation: nothing can be said.
      else if (unfetchedRemote || specs.some((s) => !s.root)) binding.status = 'spec-unavailable';
      else
        Object.assign(binding, {
          status: 'unresolved',
          closest: closestOperation(operationsOf(specs), ref),
        });
    }
  }

  /** The URL path of an operation's generated page under a directory. */
  urlOf(op: Operation, directory: string): string {
    if (op.href) return op.href.startsWith('/') ? op.href : '/' + op.href;
    const key = `${op.spec.file}\0${directory}`;
    let urls = this.urlsByDir.get(key);
    if (!urls) {
      urls = new Map();
      const used = new Map<string, number>();
      for (const o of op.spec.operations) {
        if (o.excluded) continue;
        const slug = o.summary ? slugify(o.summary) : `${o.method.toLowerCase()}-${slugify(o.path)}`;
        const base = ['', directory, o.tags[0] !== undefined ? slugify(o.tags[0]) : '', slug]
          .filter((x, i) => i === 0 || x !== '')
          .join('/');
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        urls.set(o, n === 0 ? base : `${base}-${n}`);
      }
      this.urlsByDir.set(key, urls);
    }
    return urls.get(op) ?? `/${directory}/${slugify(op.summary ?? op.path)}`;
  }

  /** A node of the resolved navigation for an operation page. */
  operationNode(op: Operation, generated: boolean, directory?: string): NavNode {
    const node: NavNode = {
      kind: 'operation',
      label: op.summary ?? `${op.method} ${op.path}`,
      method: op.method,
      operationPath: op.path,
      spec: op.spec.rel,
      url: this.urlOf(op, directory ?? 'api-reference'),
    };
    if (generated) node.generated = true;
    if (op.hidden) node.hidden = true;
    return node;
  }

  /** The operation page listed by a navigation entry, as a node. */
  entryNode(entry: PageEntry): NavNode | undefined {
    const op = this.entryTargets.get(entry);
    if (!op) return undefined;
    return this.operationNode(op, false, this.scopeOf(entry.parent)?.directory);
  }

  /** Pages generated under an element (bulk generation), grouped by tag for elements other than groups. */
  generatedFor(el: NavElement): NavNode[] {
    const es = this.byElement.get(el);
    if (!es || !es.bulk || es.generated.length === 0) return [];
    const visible = es.generated.filter((o) => !o.hidden);
    const nodes = visible.map((o) => this.operationNode(o, true, es.directory));
    if (el.kind === 'group') return nodes;
    const groups = new Map<string, NavNode[]>();
    const loose: NavNode[] = [];
    visible.forEach((o, i) => {
      if (o.tags[0] === undefined) loose.push(nodes[i]);
      else (groups.get(o.tags[0]) ?? groups.set(o.tags[0], []).get(o.tags[0])!).push(nodes[i]);
    });
    return [
      ...loose,
      ...[...groups].map(([tag, children]): NavNode => ({ kind: 'group', label: tag, generated: true, children })),
    ];
  }

  /** Hidden operations that are generated but not in the navigation, for the preview. */
  hiddenOperations(): { op: Operation; url: string }[] {
    const listed = new Set(this.entryTargets.values());
    const out: { op: Operation; url: string }[] = [];
    for (const es of this.elementSpecs)
      for (const o of es.generated)
        if (o.hidden && !listed.has(o)) out.push({ op: o, url: this.urlOf(o, es.directory) });
    return out;
  }
}

/** The loaded document of a resolution, when it is an OpenAPI document at all. */
export function specOf(res: SpecResolution): SpecDoc | undefined {
  return res.status === 'found' ? res.spec : res.status === 'remote' ? res.spec : undefined;
}

function openapiStrings(node: JNode): { value: string; span: Span }[] {
  if (node.type === 'string') return [{ value: node.value as string, span: node.span }];
  if (node.type === 'array') return node.items.flatMap(openapiStrings);
  if (node.type === 'object') {
    const s = getProp(node, 'source')?.value;
    return s ? openapiStrings(s) : [];
  }
  return [];
}

/** Finds an operation: exact (navigation), or with the method in any case (page metadata). */
function matchOperation(spec: SpecDoc, ref: OperationRef, anyCase: boolean): { op?: Operation; caseOnly?: Operation } {
  const method = ref.webhook ? 'WEBHOOK' : ref.method;
  const atPath = operationsAtRef(spec, ref.path);
  for (const o of atPath) if (o.method === method) return { op: o };
  const upper = method.toUpperCase();
  const loose = atPath.find((o) => o.method === upper);
  if (loose) return anyCase ? { op: loose } : { caseOnly: loose };
  return {};
}

const byPath = new WeakMap<SpecDoc, Map<string, Operation[]>>();
const byBarePath = new WeakMap<SpecDoc, PathIndex>();

/** A document's paths, for finding the one a reference names as the platform does (`findPath`). */
export interface PathIndex {
  exact: ReadonlySet<string>;
  /** Each path without its trailing slash (the root `/` kept), to the first path of the document that gives it. */
  bare: ReadonlyMap<string, string>;
}

/** The index of a document's paths, in document order. */
export function pathIndexOf(paths: Iterable<string>): PathIndex {
  const exact = new Set<string>();
  const bare = new Map<string, string>();
  for (const p of paths) {
    exact.add(p);
    const b = p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
    if (!bare.has(b)) bare.set(b, p);
  }
  return { exact, bare };
}

/**
 * The path of a document that a reference's path names, as the platform finds it: the path as written when the
 * document has it, else the first path that differs from it only by a trailing slash (`/users/` for `/users`).
 */
export function findPath(index: PathIndex, p: string): string | undefined {
  if (index.exact.has(p)) return p;
  return index.bare.get(p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
}

/** The operations at the path a reference names (`findPath`), in document order. */
function operationsAtRef(spec: SpecDoc, p: string): Operation[] {
  let index = byBarePath.get(spec);
  if (!index) byBarePath.set(spec, (index = pathIndexOf(spec.operations.map((o) => o.path))));
  const found = findPath(index, p);
  return found === undefined ? [] : operationsAt(spec, found);
}

/** The operations of a document at one path, in document order (indexed once per document). */
function operationsAt(spec: SpecDoc, p: string): Operation[] {
  let index = byPath.get(spec);
  if (!index) {
    index = new Map();
    for (const o of spec.operations) {
      const list = index.get(o.path);
      if (list) list.push(o);
      else index.set(o.path, [o]);
    }
    byPath.set(spec, index);
  }
  return index.get(p) ?? [];
}

/**
 * The operation closest to a reference: the same path with a slash added or removed, else the one whose
 * path is most like the reference's (the method only breaks ties), if the paths are alike enough.
 */
export function closestOperation(ops: Operation[], ref: OperationRef): Operation | undefined {
  const method = ref.webhook ? 'WEBHOOK' : ref.method.toUpperCase();
  const alt = ref.path.endsWith('/') ? ref.path.replace(/\/+$/, '') : ref.path + '/';
  const atAlt = opsByPath(ops).get(alt) ?? [];
  const slash = atAlt.find((o) => o.method === method) ?? atAlt[0];
  if (slash) return slash;
  const target = paramsUnnamed(ref.path);
  const { index, byText, order } = operationIndex(ops, ref.webhook);
  // The nearest paths that are alike enough (within the typo distance of their length), through the index.
  const found = index.nearest(
    target,
    typoReach(target.length),
    (text, d) => d <= maxTypoDistance(text.length, target.length),
  );
  if (!found) return undefined;
  // Then the method, then the path as written (parameter names included); the first in document order wins a tie.
  const near = found.names.flatMap((text) => byText.get(text) ?? []).sort((a, b) => order.get(a)! - order.get(b)!);
  let best: Operation | undefined;
  let bestKey: [number, number] = [Infinity, Infinity];
  for (const o of near) {
    const key: [number, number] = [o.method === method ? 0 : 1, distance(o.path, ref.path)];
    if (best === undefined || ranksBefore(key, bestKey)) {
      best = o;
      bestKey = key;
    }
  }
  return best;
}

const byPathOfList = new WeakMap<readonly Operation[], Map<string, Operation[]>>();

/** The operations of a list by path, in list order (indexed once per list: a lookup per reference, not a scan). */
function opsByPath(ops: readonly Operation[]): Map<string, Operation[]> {
  let index = byPathOfList.get(ops);
  if (!index) {
    index = new Map();
    for (const o of ops) {
      const list = index.get(o.path);
      if (list) list.push(o);
      else index.set(o.path, [o]);
    }
    byPathOfList.set(ops, index);
  }
  return index;
}

const operationLists = new WeakMap<SpecDoc, { specs: readonly SpecDoc[]; ops: Operation[] }[]>();

/**
 * The operations of several documents as one list: the same list for the same documents, so that the index of its
 * paths for suggestions (kept per list) is built once.
 */
export function operationsOf(specs: readonly SpecDoc[]): Operation[] {
  if (specs.length === 0) return [];
  if (specs.length === 1) return specs[0].operations;
  const kept = operationLists.get(specs[0]) ?? [];
  const hit = kept.find((k) => k.specs.length === specs.length && k.specs.every((s, i) => s === specs[i]));
  if (hit) return hit.ops;
  const ops = specs.flatMap((s) => s.operations);
  kept.push({ specs: [...specs], ops });
  operationLists.set(specs[0], kept);
  return ops;
}

const operationIndexes = new WeakMap<Operation[], Map<boolean, OperationIndex>>();

/** The operations of a list (webhooks or the others), their paths indexed for suggestions, once per list. */
interface OperationIndex {
  index: NameIndex;
  byText: Map<string, Operation[]>;
  order: Map<Operation, number>;
}

function operationIndex(ops: Operation[], webhooks: boolean): OperationIndex {
  let both = operationIndexes.get(ops);
  if (!both) operationIndexes.set(ops, (both = new Map()));
  let built = both.get(webhooks);
  if (!built) {
    const byText = new Map<string, Operation[]>();
    const order = new Map<Operation, number>();
    ops.forEach((o, i) => {
      // A webhook is never the suggestion for an operation, nor the other way round.
      if ((o.method === 'WEBHOOK') !== webhooks) return;
      order.set(o, i);
      const text = paramsUnnamed(o.path);
      const list = byText.get(text);
      if (list) list.push(o);
      else byText.set(text, [o]);
    });
    built = { index: new NameIndex(byText.keys(), (s) => s), byText, order };
    both.set(webhooks, built);
  }
  return built;
}

/** Whether one ranking key comes before another, element by element. */
function ranksBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** A path with its parameters' names left out: `/pets/{petId}` and `/pets/{id}` are the same route. */
function paramsUnnamed(p: string): string {
  return p.replace(/\{[^}]*\}/g, '{}');
}

/**
 * The one operation a trailing slash away from a reference (`/users/` for `/users`, or the other way round) with the
 * same method, among `ops`; undefined when there is none or more than one (several documents), or it is excluded.
 */
export function slashTwin(ops: readonly Operation[], ref: OperationRef): Operation | undefined {
  if (ref.webhook) return undefined;
  const alt = ref.path.endsWith('/') ? ref.path.replace(/\/+$/, '') : ref.path + '/';
  if (alt === '') return undefined;
  const method = ref.method.toUpperCase();
  const hits = (opsByPath(ops).get(alt) ?? []).filter((o) => o.method === method);
  return hits.length === 1 && !hits[0].excluded ? hits[0] : undefined;
}

/** A reference as written with its path replaced (the path is its last word). */
export function withPath(raw: string, ref: OperationRef, newPath: string): string | undefined {
  const at = raw.lastIndexOf(ref.path);
  return at < 0 ? undefined : raw.slice(0, at) + newPath + raw.slice(at + ref.path.length);
}
