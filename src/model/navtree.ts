import type { Span } from '../core/types.js';
import { getProp } from '../core/jnode.js';
import { pagePathOf, pageUrl } from '../load/files.js';
import { isElement, type NavElement, type NavItem } from './nav.js';
import { generatedFor } from './generated.js';
import type { NavDocument, NavNode, NavNodeKind } from './navjson.js';
import type { SiteModel } from './site.js';

const KIND: Record<string, NavNodeKind> = {
  root: 'root',
  product: 'product',
  language: 'language',
  version: 'version',
  tab: 'tab',
  'menu-item': 'menu-item',
  anchor: 'anchor',
  dropdown: 'dropdown',
  group: 'group',
};

/** Where each node of a navigation document was written (elements and entries of docs.json; generated pages have none). */
export type NavOrigins = Map<NavNode, Span>;

/** The resolved navigation as readers get it: dropped parts left out, generated pages added. `origins` is filled when given. */
export function buildNavDocument(model: SiteModel, origins?: NavOrigins): NavDocument {
  const root: NavNode = { kind: 'root', children: [] };
  if (model.nav) root.children = [...convertItems(model, model.nav.items, origins), ...globalLinks(model, origins)];
  return { version: 1, root };
}

function convertItems(model: SiteModel, items: NavItem[], origins: NavOrigins | undefined): NavNode[] {
  const out: NavNode[] = [];
  for (const item of items) {
    if (!isElement(item)) {
      const op = model.openapi?.entryNode(item) ?? (item.graphql ? model.references?.selectedNode(item) : undefined);
      if (op) {
        origins?.set(op, item.node.span);
        out.push(op);
        continue;
      }
      // A GraphQL selector that names nothing fails the build (graphql-selector-unresolved): it is no page.
      if (item.graphql) continue;
      // An operation entry that matches no operation is a file path: shown when that page exists.
      if (item.operation && model.files.resolvePage(item.path).status !== 'found') continue;
      const page: NavNode = { kind: 'page', path: pagePathOf(item.path), url: pageUrl(item.path) };
      origins?.set(page, item.node.span);
      out.push(page);
      continue;
    }
    if (item.kind === 'global' || item.dropped) continue;
    out.push(convertElement(model, item, origins));
  }
  return out;
}

function convertElement(model: SiteModel, el: NavElement, origins: NavOrigins | undefined): NavNode {
  const href = getProp(el.node, 'href')?.value;
  const hidden = getProp(el.node, 'hidden')?.value;
  const node: NavNode = { kind: KIND[el.kind] ?? 'group' };
  origins?.set(node, el.node.span);
  if (el.label !== undefined) node.label = el.label;
  if (el.kind === 'group') {
    const root = getProp(el.node, 'root')?.value;
    if (root?.type === 'string') node.path = pagePathOf(root.value as string).replace(/^\/+/, '');
  }
  if (href?.type === 'string') {
    node.href = href.value as string;
    if (el.items.length === 0) node.kind = el.isGlobalEntry || el.kind !== 'group' ? node.kind : 'link';
  }
  if (hidden?.type === 'boolean' && hidden.value) node.hidden = true;
  const children = convertItems(model, el.items, origins);
  const generated = generatedFor(model, el);
  children.push(...generated);
  if (children.length > 0) node.children = children;
  return node;
}

/** The global links (`navigation.global`) of the site, in order. */
function globalLinks(model: SiteModel, origins?: NavOrigins): NavNode[] {
  const out: NavNode[] = [];
  for (const el of model.elements) {
    if (!el.isGlobalEntry || el.dropped) continue;
    const href = getProp(el.node, 'href')?.value;
    const link: NavNode = {
      kind: 'link',
      label: el.label,
      ...(href?.type === 'string' ? { href: href.value as string } : {}),
    };
    origins?.set(link, el.node.span);
    out.push(link);
  }
  return out;
}
