import { getProp, type JNode, type JObject, type JProp, type JScalar } from '../core/jnode.js';
import { normalizePagePath } from '../load/files.js';
import { CHILD_KEYS, KIND_OF_CHILD_KEY, LABEL_KEY, SHAPES, type ChildKey, type ElementKind } from './shapes.js';

/** The product, version and language an element belongs to. */
export interface Scope {
  product?: string;
  version?: string;
  language?: string;
}

/** One OpenAPI source named by an `openapi` field. */
export interface OpenApiSource {
  source: string;
  directory?: string;
  node: JScalar;
}

/** An `openapi` field and the sources it names (only the first is used by the platform). */
interface OpenApiSetting {
  prop: JProp;
  owner: NavElement;
  sources: OpenApiSource[];
}

/** A navigation element: root, tab, menu item, anchor, dropdown, product, version, language, group, global. */
export interface NavElement {
  kind: ElementKind;
  node: JObject;
  parent?: NavElement;
  /** The key of the parent that holds this element (`tabs`, `pages`, `menu`, `global`, …). */
  containerKey?: string;
  label?: string;
  labelProp?: JProp;
  /** Children in source order: elements and page entries of the kept child key. */
  items: NavItem[];
  /** The child key the platform keeps when several are present. */
  childKey?: ChildKey;
  /** Every child-key property present, kept or not. */
  childProps: JProp[];
  scope: Scope;
  /** The `openapi` in force here: this element's own or the nearest ancestor's. */
  openapi?: OpenApiSetting;
  /** The element whose `graphql` is in force here: this one, or the nearest ancestor with one. */
  graphqlOwner?: NavElement;
  /** True for a group object inside another group's `pages`. */
  nested: boolean;
  /** True when the platform drops this element: it sits under a child key that is not kept. */
  dropped: boolean;
  /** Global entries (`global.anchors` etc.) hold links only. */
  isGlobalEntry: boolean;
  /** Depth below the navigation root. */
  depth: number;
}

/** A string entry of a `pages` array: a page path or an operation reference. */
export interface PageEntry {
  kind: 'entry';
  node: JScalar;
  raw: string;
  parent: NavElement;
  /** The entry normalised as a page path (leading `/` and `./` dropped). */
  path: string;
  /** Parsed when the entry has the form `[spec] METHOD /path` or `[spec] webhook name`. */
  operation?: OperationRef;
  /** Parsed when the entry is a GraphQL selector (`QUERY users`) under an element's `graphql`. */
  graphql?: GraphqlSelector;
  dropped: boolean;
}

/** A page of a GraphQL schema named in navigation: a query or mutation field (dotted names nest), or a type. */
export interface GraphqlSelector {
  kind: 'query' | 'mutation' | 'type';
  name: string;
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * Parses `QUERY name`, `MUTATION name` or `TYPE Name` as the platform does: the kind in capitals, one GraphQL name, or
 * for queries and mutations a dotted path of names (`QUERY admin.users`); undefined for anything else.
 */
export function parseGraphqlSelector(text: string): GraphqlSelector | undefined {
  const [rawKind, name, ...extra] = text.trim().split(/\s+/);
  if (!rawKind || !name || extra.length > 0) return undefined;
  const kind = (['query', 'mutation', 'type'] as const).find((k) => k.toUpperCase() === rawKind);
  if (!kind || (kind === 'type' && name.includes('.'))) return undefined;
  return name.split('.').every((s) => GRAPHQL_NAME.test(s)) ? { kind, name } : undefined;
}

/** An operation reference written in navigation or page metadata. */
export interface OperationRef {
  spec?: string;
  method: string;
  path: string;
  webhook: boolean;
}

/** An element or an entry. */
export type NavItem = NavElement | PageEntry;

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'QUERY'];
const OPERATION_RE = new RegExp(`^(?:(\\S+)\\s+)?(${HTTP_METHODS.join('|')})\\s+(/\\S*)$`, 'i');
/**
 * An OpenAPI 3.2 method of `additionalOperations` (`PURGE /cache`): the platform takes any other method name written
 * exactly as the document has it, before a path; navlint takes one in capitals, as HTTP writes methods.
 */
const CUSTOM_OPERATION_RE = /^(?:(\S+)\s+)?([A-Z][A-Z0-9_-]*)\s+(\/\S*)$/;
const WEBHOOK_RE = /^(?:(\S+)\s+)?(webhook)\s+(\S+)$/i;

/** Parses `[spec] METHOD /path` or `[spec] webhook name`; undefined for anything else. */
export function parseOperationRef(text: string): OperationRef | undefined {
  const t = text.trim();
  const m = OPERATION_RE.exec(t);
  if (m) return { spec: m[1], method: m[2], path: m[3], webhook: false };
  const w = WEBHOOK_RE.exec(t);
  if (w) return { spec: w[1], method: w[2], path: w[3], webhook: true };
  const c = CUSTOM_OPERATION_RE.exec(t);
  if (c) return { spec: c[1], method: c[2], path: c[3], webhook: false };
  return undefined;
}

/** Builds the navigation tree from the `navigation` object. Lenient: rules judge what is wrong. */
export function buildNavigation(nav: JObject): { root: NavElement; elements: NavElement[]; entries: PageEntry[] } {
  const built: NavBuild = { elements: [], entries: [] };
  const root = makeElement(built, 'root', nav, undefined, undefined, false, false, false);
  return { root, elements: built.elements, entries: built.entries };
}

/** Every element and page entry of the tree, in the order they are made. */
interface NavBuild {
  elements: NavElement[];
  entries: PageEntry[];
}

/** One element of the tree with its children, recorded in `built` (a child dropped by the platform is recorded, not kept). */
function makeElement(
  built: NavBuild,
  kind: ElementKind,
  node: JObject,
  parent: NavElement | undefined,
  containerKey: string | undefined,
  dropped: boolean,
  nested: boolean,
  isGlobalEntry: boolean,
): NavElement {
  const labelKey = LABEL_KEY[kind];
  const labelProp = labelKey ? getProp(node, labelKey) : undefined;
  const label = labelProp?.value.type === 'string' ? (labelProp.value.value as string) : undefined;
  const scope: Scope = { ...parent?.scope };
  if (kind === 'product' && label !== undefined) scope.product = label;
  if (kind === 'version' && label !== undefined) scope.version = label;
  if (kind === 'language' && label !== undefined) scope.language = label;
  const el: NavElement = {
    kind,
    node,
    parent,
    containerKey,
    label,
    labelProp,
    items: [],
    childProps: [],
    scope,
    openapi: parent?.openapi,
    graphqlOwner: parent?.graphqlOwner,
    nested,
    dropped,
    isGlobalEntry,
    depth: parent ? parent.depth + 1 : 0,
  };
  const own = getProp(node, 'openapi');
  if (own && kind !== 'global' && !isGlobalEntry)
    el.openapi = { prop: own, owner: el, sources: openapiSources(own.value) };
  if (getProp(node, 'graphql') && kind !== 'global') el.graphqlOwner = el;
  built.elements.push(el);
  if (isGlobalEntry) return el;
  if (kind === 'global') {
    addGlobalEntries(built, el, dropped);
    return el;
  }
  const globalProp = getProp(node, 'global');
  if (globalProp?.value.type === 'object')
    el.items.push(makeElement(built, 'global', globalProp.value, el, 'global', dropped, false, false));
  addChildren(built, el, dropped);
  return el;
}

/** The entries of a `global` object (its tabs, anchors, …), each an element of its own. */
function addGlobalEntries(built: NavBuild, el: NavElement, dropped: boolean): void {
  for (const prop of el.node.props) {
    const childKind = (CHILD_KEYS as readonly string[]).includes(prop.key)
      ? KIND_OF_CHILD_KEY[prop.key as ChildKey]
      : undefined;
    if (!childKind || prop.value.type !== 'array') continue;
    for (const item of prop.value.items) {
      if (item.type === 'object' && !item.broken)
        el.items.push(makeElement(built, childKind, item, el, prop.key, dropped, false, true));
    }
  }
}

/**
 * The children of an element under the keys its kind allows: elements, and page entries under `pages`. Of several
 * such keys the platform keeps one; the others' children are made as dropped.
 */
function addChildren(built: NavBuild, el: NavElement, dropped: boolean): void {
  const { kind, node } = el;
  const allowed: readonly string[] = SHAPES[kind].children;
  // A key written twice counts once, as JSON.parse keeps only the last one.
  for (const prop of node.props)
    if (allowed.includes(prop.key) && getProp(node, prop.key) === prop) el.childProps.push(prop);
  const kept = CHILD_KEYS.find((k) => el.childProps.some((p) => p.key === k));
  el.childKey = kept;
  for (const prop of el.childProps) {
    const childDropped = dropped || prop.key !== kept;
    if (prop.value.type !== 'array') continue;
    const childKind = KIND_OF_CHILD_KEY[prop.key as ChildKey];
    for (const item of prop.value.items) {
      if (item.type === 'object') {
        if (item.broken) continue;
        const nested = kind === 'group' && prop.key === 'pages';
        const child = makeElement(built, childKind, item, el, prop.key, childDropped, nested, false);
        if (!childDropped) el.items.push(child);
      } else if (item.type === 'string' && prop.key === 'pages') {
        const raw = item.value as string;
        const entry: PageEntry = {
          kind: 'entry',
          node: item,
          raw,
          parent: el,
          path: normalizePagePath(raw),
          operation: parseOperationRef(raw),
          dropped: childDropped,
        };
        // Under a `graphql`, `QUERY name`, `MUTATION name` and `TYPE Name` select the pages to generate.
        const selector = el.graphqlOwner ? parseGraphqlSelector(raw) : undefined;
        if (selector) entry.graphql = selector;
        built.entries.push(entry);
        if (!childDropped) el.items.push(entry);
      }
    }
  }
}

/** Reads the sources of an `openapi` value: a string, `{source, directory}`, or an array of these. */
function openapiSources(value: JNode): OpenApiSource[] {
  const one = (v: JNode): OpenApiSource | undefined => {
    if (v.type === 'string') return { source: v.value as string, node: v };
    if (v.type === 'object') {
      const s = getProp(v, 'source')?.value;
      const d = getProp(v, 'directory')?.value;
      if (s?.type === 'string')
        return {
          source: s.value as string,
          node: s,
          directory: d?.type === 'string' ? (d.value as string) : undefined,
        };
    }
    return undefined;
  };
  if (value.type === 'array') return value.items.map(one).filter((s): s is OpenApiSource => s !== undefined);
  const s = one(value);
  return s ? [s] : [];
}

/** Whether an item is an element (not a page entry). */
export function isElement(item: NavItem): item is NavElement {
  return item.kind !== 'entry';
}

/** A short human name for an element: `group "Intro"`, `tab "API"`, `the navigation root`. */
export function describeElement(el: NavElement): string {
  if (el.kind === 'root') return 'the navigation root';
  if (el.kind === 'global') return '`global`';
  const name = el.kind === 'menu-item' ? 'menu item' : el.isGlobalEntry ? `global ${el.kind}` : el.kind;
  return el.label !== undefined && el.label !== '' ? `${name} ${JSON.stringify(el.label)}` : name;
}

/** A key of the scope a page belongs to, for detecting duplicates within one version and language. */
export function scopeKey(scope: Scope): string {
  return JSON.stringify([scope.product ?? null, scope.version ?? null, scope.language ?? null]);
}
