import { ConfinedPathError, readTextInside } from '../core/confined.js';
import path from 'node:path';
import { fileStart } from '../core/source.js';
import type { FileSystem } from '../core/fs.js';
import type { SourceText } from '../core/source.js';
import type { PhaseTimer } from '../core/timing.js';
import { fromRoot, leavesRoot } from '../core/paths.js';
import type { Span } from '../core/types.js';
import type { FileIndex } from '../load/files.js';
import { unreadText } from '../load/json.js';
import { getProp, type JNode, type JObject, type JProp, type JScalar } from '../core/jnode.js';
import { parseSpecText } from './parse.js';

/** Largest OpenAPI document navlint reads, in bytes. */
export const MAX_SPEC_BYTES = 32 * 1024 * 1024;
/** The HTTP methods of an OpenAPI path item, in document order of the specification. */
/** The fixed methods of a path item (`query` since OpenAPI 3.2); others are listed under `additionalOperations`. */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** One operation (or webhook) of an OpenAPI document. */
export interface Operation {
  spec: SpecDoc;
  /** Upper-case HTTP method, or `WEBHOOK`. */
  method: string;
  /** The path (or the webhook's name). */
  path: string;
  webhook: boolean;
  summary?: string;
  operationId?: string;
  tags: string[];
  hidden: boolean;
  excluded: boolean;
  /** `x-mint.href` (or `x-mintlify.href`): where the generated page moves. */
  href?: string;
  /** The method key of the operation in the spec file. */
  span: Span;
}

/** A loaded OpenAPI document. */
export interface SpecDoc {
  /** Absolute path, or the URL of a remote document. */
  file: string;
  /** Docs-root-relative path with `/`, or the URL. */
  rel: string;
  source?: SourceText;
  root?: JNode;
  /** `openapi3`, `swagger2`, or `unknown` (neither field present). */
  kind: 'openapi3' | 'swagger2' | 'unknown';
  versionSpan?: Span;
  operations: Operation[];
  errors: { message: string; span: Span }[];
  /** `$ref` values that point into other files (the platform rejects them). */
  externalRefs: { ref: string; span: Span }[];
  /** JSON that repeats no key within an object (the validator can skip looking for repeated keys). */
  uniqueKeys?: true;
  /** Read as YAML; `tagged` when an explicit tag appears in it (see `ParsedDoc`). */
  yaml?: { tagged: boolean };
}

/** How a spec reference resolved. */
export type SpecResolution =
  | { status: 'found'; spec: SpecDoc }
  | { status: 'remote'; url: string; spec?: SpecDoc }
  | { status: 'missing'; tried: string[] }
  | { status: 'outside' };

const SPEC_EXTENSIONS = ['.json', '.yaml', '.yml'];

/** Observers of a model build: which phase runs (`--timing`), and each OpenAPI document as soon as it is parsed. */
export interface ModelHooks {
  timing?: PhaseTimer;
  onSpec?(spec: SpecDoc): void;
}

/** Loads OpenAPI documents of a docs root on demand, each parsed once. */
export class SpecStore {
  private readonly cache = new Map<string, SpecDoc>();

  constructor(
    readonly root: string,
    private readonly fs: FileSystem,
    private readonly files: FileIndex,
    /** Remote documents fetched beforehand (`--fetch-remote`), by URL. */
    private readonly remote: Map<string, string> = new Map(),
    private readonly hooks: ModelHooks = {},
  ) {}

  /** Every document loaded so far, sorted by path. */
  all(): SpecDoc[] {
    return [...this.cache.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  }

  /**
   * Resolves a spec reference: a URL, a path from the docs root (with or without a leading `/`),
   * a name without extension, or (with `fromDir`) a path relative to a page's folder.
   */
  resolve(ref: string, fromDir?: string): SpecResolution {
    const r = ref.trim();
    if (/^https?:\/\//i.test(r)) {
      const text = this.remote.get(r);
      return { status: 'remote', url: r, ...(text !== undefined ? { spec: this.loadText(r, r, text) } : {}) };
    }
    const bases: string[] = [];
    if (fromDir !== undefined && !r.startsWith('/')) bases.push(path.posix.normalize(path.posix.join(fromDir, r)));
    bases.push(fromRoot(r));
    const tried: string[] = [];
    let outside = false;
    for (const base of bases) {
      if (leavesRoot(base)) {
        outside = true;
        continue;
      }
      const candidates = SPEC_EXTENSIONS.some((e) => base.toLowerCase().endsWith(e))
        ? [base]
        : [base, ...SPEC_EXTENSIONS.map((e) => base + e)];
      for (const c of candidates) {
        tried.push(c);
        if (this.files.outsideLinks.has(c)) {
          outside = true;
          continue;
        }
        if (this.files.files.has(c)) return { status: 'found', spec: this.load(c) };
      }
    }
    return outside && tried.every((t) => !this.files.files.has(t)) && bases.every((b) => b.startsWith('..'))
      ? { status: 'outside' }
      : { status: 'missing', tried };
  }

  /**
   * Loads a docs-root-relative file as an OpenAPI document (cached). `announce: false` keeps a document that is
   * only searched (for an operation a page names without its file) from `onSpec`: it is validated only if a
   * reference names it.
   */
  load(rel: string, announce = true): SpecDoc {
    const phase = this.hooks.timing?.enter('parse specs');
    try {
      return this.loadFile(rel, announce);
    } finally {
      this.hooks.timing?.enter(phase);
    }
  }

  private loadFile(rel: string, announce = true): SpecDoc {
    const abs = path.join(this.root, rel);
    let doc = this.cache.get(abs);
    if (doc) return doc;
    const text = readSpecFile(this.fs, this.root, abs);
    if (typeof text !== 'string') {
      doc = emptyDoc(abs, rel);
      doc.errors.push({
        message:
          text === 'too large'
            ? `the document is larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB; navlint does not read it`
            : 'the document could not be read',
        span: fileStart(abs),
      });
      this.cache.set(abs, doc);
      return doc;
    }
    doc = this.loadText(abs, rel, text, announce);
    return doc;
  }

  private loadText(file: string, rel: string, text: string, announce = true): SpecDoc {
    const cached = this.cache.get(file);
    if (cached) return cached;
    const phase = this.hooks.timing?.enter('parse specs');
    try {
      const doc = analyze(file, rel, text);
      this.cache.set(file, doc);
      if (announce) this.hooks.onSpec?.(doc);
      return doc;
    } finally {
      this.hooks.timing?.enter(phase);
    }
  }
}

/**
 * The text of a document of the docs root `root` at `abs`: 'too large' past MAX_SPEC_BYTES, undefined when it cannot
 * be read or leads (through a link) outside the root.
 */
export function readSpecFile(fs: FileSystem, root: string, abs: string): string | 'too large' | undefined {
  try {
    return readTextInside(fs, { folders: [root], name: 'the docs root' }, abs, MAX_SPEC_BYTES);
  } catch (e) {
    return e instanceof ConfinedPathError && e.reason.startsWith('it is larger') ? 'too large' : undefined;
  }
}

function emptyDoc(file: string, rel: string): SpecDoc {
  return { file, rel, kind: 'unknown', operations: [], errors: [], externalRefs: [] };
}

/** Parses a document and reads its version, operations and external references. */
export function analyze(file: string, rel: string, text: string): SpecDoc {
  const doc = emptyDoc(file, rel);
  const parsed = parseSpecText(file, text, unreadByModel);
  doc.source = parsed.source;
  doc.errors.push(...parsed.errors);
  doc.root = parsed.root;
  if (parsed.uniqueKeys) doc.uniqueKeys = true;
  if (parsed.yaml) doc.yaml = { tagged: parsed.tagged === true };
  const root = parsed.root;
  if (!root) return doc;
  if (root.type !== 'object') {
    doc.errors.push({ message: 'an OpenAPI document must be an object', span: root.span });
    return doc;
  }
  const swagger = getProp(root, 'swagger');
  const openapi = getProp(root, 'openapi');
  if (swagger) {
    doc.kind = 'swagger2';
    doc.versionSpan = swagger.value.span;
  } else if (openapi) {
    doc.kind = 'openapi3';
    doc.versionSpan = openapi.value.span;
  }
  collectOperations(doc, root);
  collectExternalRefs(root, doc.externalRefs, parsed.sharedNodes ? new Set() : undefined);
  return doc;
}

/**
 * The operations of a path item, with the method each is named by: the fixed ones (`get`, …, `query`) upper-cased,
 * and those of OpenAPI 3.2's `additionalOperations` (`PURGE`) as written, since their names are case-sensitive.
 */
function methodsOf(pathItem: JObject): { method: string; prop: JProp }[] {
  const out: { method: string; prop: JProp }[] = [];
  for (const prop of pathItem.props) {
    if (OPERATION_METHODS.includes(prop.key) && prop.value.type === 'object')
      out.push({ method: prop.key.toUpperCase(), prop });
    else if (prop.key === 'additionalOperations' && prop.value.type === 'object')
      for (const extra of prop.value.props) {
        if (extra.value.type !== 'object') continue;
        // `QUERY` listed here (as documents written before 3.2 made it a fixed field do) is the fixed method.
        const fixed = OPERATION_METHODS.includes(extra.key.toLowerCase());
        out.push({ method: fixed ? extra.key.toUpperCase() : extra.key, prop: extra });
      }
  }
  return out;
}

/**
 * A path item as the platform reads it: one given as a `$ref` to `#/components/pathItems/<name>` (OpenAPI 3.1 and
 * 3.2) is the item it names; anything else is itself.
 */
function pathItemOf(root: JObject, item: JNode | undefined): JNode | undefined {
  if (item?.type !== 'object') return item;
  const ref = getProp(item, '$ref')?.value;
  if (ref?.type !== 'string') return item;
  const m = /^#\/components\/pathItems\/([^/]+)$/.exec(ref.value as string);
  if (!m) return item;
  const name = m[1].replace(/~1/g, '/').replace(/~0/g, '~');
  const target = getProp(getProp(getProp(root, 'components')?.value, 'pathItems')?.value, name)?.value;
  return target?.type === 'object' ? target : item;
}

function collectOperations(doc: SpecDoc, root: JObject): void {
  const add = (item: JNode | undefined, p: string, webhook: boolean) => {
    const pathItem = pathItemOf(root, item);
    if (pathItem?.type !== 'object') return;
    for (const { method, prop } of methodsOf(pathItem)) {
      if (prop.value.type !== 'object') continue;
      const op = prop.value;
      const str = (k: string) => {
        const v = getProp(op, k)?.value;
        return v?.type === 'string' ? (v.value as string) : undefined;
      };
      const tagsNode = getProp(op, 'tags')?.value;
      const tags =
        tagsNode?.type === 'array'
          ? tagsNode.items.flatMap((t) => (t.type === 'string' ? [t.value as string] : []))
          : [];
      const flag = (k: string) => {
        const v = getProp(op, k)?.value;
        return v?.type === 'boolean' && v.value === true;
      };
      const mint = getProp(op, 'x-mint')?.value ?? getProp(op, 'x-mintlify')?.value;
      const hrefNode: JNode | undefined = mint?.type === 'object' ? getProp(mint, 'href')?.value : undefined;
      doc.operations.push({
        spec: doc,
        method: webhook ? 'WEBHOOK' : method,
        path: p,
        webhook,
        summary: str('summary'),
        operationId: str('operationId'),
        tags,
        hidden: flag('x-hidden'),
        excluded: flag('x-excluded'),
        ...(hrefNode && hrefNode.type === 'string' ? { href: hrefNode.value as string } : {}),
        span: prop.keySpan,
      });
      if (webhook) break;
    }
  };
  const paths = getProp(root, 'paths')?.value;
  if (paths?.type === 'object') for (const p of paths.props) add(p.value, p.key, false);
  const hooks = getProp(root, 'webhooks')?.value;
  if (hooks?.type === 'object') for (const h of hooks.props) add(h.value, h.key, true);
}

/** A `"$ref"` key whose string value is not a fragment, or an escape that could spell one. */
const MAY_HOLD_EXTERNAL_REF = /"\$ref"\s*:\s*"(?!#)|\\u/;
const METHODS = new Set(OPERATION_METHODS);
const OPERATION_FIELDS_READ = new Set(['tags', 'x-mint', 'x-mintlify']);

/**
 * The parts of a document that the model never reads (components, and the parameters, request bodies and
 * responses of operations): they are parsed only if a finding or a reference points inside them.
 */
function unreadByModel(key: string, depth: number): boolean {
  if (depth === 1) return key !== 'paths' && key !== 'webhooks';
  if (depth === 3) return !METHODS.has(key);
  if (depth === 4) return !OPERATION_FIELDS_READ.has(key);
  return false;
}

/** Collects `$ref`s into other files; `seen` is needed only where nodes are shared (a tree is walked once without it). */
function collectExternalRefs(root: JNode, out: { ref: string; span: Span }[], seen: Set<JNode> | undefined): void {
  // A loop over a stack, in document order: YAML aliases can chain nodes deeper than the call stack goes.
  const todo: (JNode | JProp)[] = [root];
  while (todo.length > 0) {
    const item = todo.pop()!;
    if ('key' in item) {
      out.push({ ref: (item.value as JScalar).value as string, span: item.value.span });
      continue;
    }
    if (seen) {
      if (seen.has(item)) continue;
      seen.add(item);
    }
    // A part not parsed yet is searched as text first: most hold no reference into another file.
    const raw = unreadText(item);
    if (raw !== undefined && !MAY_HOLD_EXTERNAL_REF.test(raw)) continue;
    // Scalars hold no references: only collections (and the references themselves) go on the stack.
    if (item.type === 'array') {
      for (let i = item.items.length - 1; i >= 0; i--) {
        const v = item.items[i];
        if (v.type === 'object' || v.type === 'array') todo.push(v);
      }
    } else if (item.type === 'object') {
      for (let i = item.props.length - 1; i >= 0; i--) {
        const p = item.props[i];
        const v = p.value;
        if (p.key === '$ref' && v.type === 'string' && !(v.value as string).startsWith('#')) todo.push(p);
        else if (v.type === 'object' || v.type === 'array') todo.push(v);
      }
    }
  }
}

/** Whether a file's text looks like an OpenAPI or Swagger document (a top-level version field). */
export function looksLikeSpec(text: string): boolean {
  return /^\s*\{?\s*["']?(openapi|swagger)["']?\s*:/m.test(text.slice(0, 4096));
}
