import type { Span } from '../core/types.js';
import { normalizePagePath } from '../load/files.js';
import { getProp } from '../core/jnode.js';
import type { NavElement, Scope } from './nav.js';
import type { SiteModel } from './site.js';

/** A place in docs.json that names a page file: a page entry, a group `root`, a global link's path. */
export interface PageRef {
  via: 'entry' | 'root' | 'href';
  raw: string;
  /** Normalised page path (no leading `/` or `./`, no `#fragment` for links). */
  path: string;
  span: Span;
  scope: Scope;
  element: NavElement;
}

/** Every page reference of the navigation that the platform keeps, in source order. */
export function pageRefs(model: SiteModel): PageRef[] {
  const refs: PageRef[] = [];
  for (const entry of model.entries) {
    if (entry.operation || entry.graphql || entry.dropped) continue;
    refs.push({
      via: 'entry',
      raw: entry.raw,
      path: entry.path,
      span: entry.node.span,
      scope: entry.parent.scope,
      element: entry.parent,
    });
  }
  for (const el of model.elements) {
    if (el.dropped) continue;
    if (el.kind === 'group') {
      const root = getProp(el.node, 'root')?.value;
      if (root?.type === 'string')
        refs.push({
          via: 'root',
          raw: root.value as string,
          path: normalizePagePath(root.value as string),
          span: root.span,
          scope: el.scope,
          element: el,
        });
    }
    if (el.isGlobalEntry) {
      const href = getProp(el.node, 'href')?.value;
      if (href?.type === 'string') {
        const raw = href.value as string;
        if (raw.startsWith('/') && !raw.startsWith('//')) {
          const path = normalizePagePath(raw.replace(/[?#].*$/, ''));
          if (path !== '') refs.push({ via: 'href', raw, path, span: href.span, scope: el.scope, element: el });
        }
      }
    }
  }
  return refs;
}

/** Whether a page reference carries a page-file extension. */
export function hasPageExtension(raw: string): boolean {
  return /\.mdx?$/i.test(raw.replace(/[?#].*$/, ''));
}

/**
 * The label the sidebar shows for a page file, as the platform chooses it: `sidebarTitle`, then `title`,
 * then, for a page bound to an operation by `openapi:` metadata, the operation's summary, then the path.
 */
export function sidebarLabel(
  meta: { title?: string; sidebarTitle?: string } | undefined,
  operationSummary: string | undefined,
  pagePath: string,
): string {
  for (const candidate of [meta?.sidebarTitle, meta?.title, operationSummary])
    if (candidate !== undefined && candidate.trim() !== '') return candidate;
  return pagePath;
}
