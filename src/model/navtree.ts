import { getProp } from '../core/jnode.js';
import { pagePathOf, pageUrl } from '../load/files.js';
import { isElement, type NavElement, type NavItem } from './nav.js';
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

/** The resolved navigation as readers get it: dropped parts left out, generated pages added. */
export function buildNavDocument(model: SiteModel): NavDocument {
  const root: NavNode = { kind: 'root', children: [] };
  if (model.nav) root.children = [...convertItems(model, model.nav.items), ...globalLinks(model)];
  return { version: 1, root };
}

function convertItems(model: SiteModel, items: NavItem[]): NavNode[] {
  const out: NavNode[] = [];
  for (const item of items) {
    if (!isElement(item)) {
      const op = model.openapi?.entryNode(item);
      if (op) {
        out.push(op);
        continue;
      }
      // An operation entry that matches no operation is a file path: shown when that page exists.
      if (item.operation && model.files.resolvePage(item.path).status !== 'found') continue;
      out.push({ kind: 'page', path: pagePathOf(item.path), url: pageUrl(item.path) });
      continue;
    }
    if (item.kind === 'global' || item.dropped) continue;
    out.push(convertElement(model, item));
  }
  return out;
}

function convertElement(model: SiteModel, el: NavElement): NavNode {
  const href = getProp(el.node, 'href')?.value;
  const hidden = getProp(el.node, 'hidden')?.value;
  const node: NavNode = { kind: KIND[el.kind] ?? 'group' };
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
  const children = convertItems(model, el.items);
  const generated = model.openapi?.generatedFor(el) ?? [];
  children.push(...generated);
  if (children.length > 0) node.children = children;
  return node;
}

/** The global links (`navigation.global`) of the site, in order. */
export function globalLinks(model: SiteModel): NavNode[] {
  const out: NavNode[] = [];
  for (const el of model.elements) {
    if (!el.isGlobalEntry || el.dropped) continue;
    const href = getProp(el.node, 'href')?.value;
    out.push({ kind: 'link', label: el.label, ...(href?.type === 'string' ? { href: href.value as string } : {}) });
  }
  return out;
}
