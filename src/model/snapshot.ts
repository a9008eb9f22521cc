import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Span } from '../core/types.js';
import { pagePathOf, pageUrl } from '../load/files.js';
import { getProp } from '../core/jnode.js';
import type { Operation } from '../openapi/spec.js';
import { generatedFor } from './generated.js';
import { isElement, type NavElement } from './nav.js';
import type { NavNode } from './navjson.js';
import { readRedirects } from './redirects.js';
import type { ElementKind } from './shapes.js';
import type { SiteModel } from './site.js';
import type { Crumb, SnapshotElement, Placement, OperationInfo, SnapshotPage, SiteSnapshot } from './snapshot-types.js';

export type { Crumb, SnapshotElement, SnapshotPage, SiteSnapshot };

/** Takes what a diff needs from a built model; reads no file but the pages whose content is compared later. */
export function snapshotOf(model: SiteModel): SiteSnapshot {
  return new SnapshotBuilder(model).build();
}

class SnapshotBuilder {
  private readonly pages = new Map<string, SnapshotPage>();
  private readonly missing = new Map<string, SnapshotPage>();
  private readonly elements: SnapshotElement[] = [];
  private readonly top: number[] = [];
  private byKey?: Map<string, Operation>;
  private readonly operationUrls = new Map<string, Set<string>>();

  constructor(private readonly model: SiteModel) {}

  build(): SiteSnapshot {
    const m = this.model;
    if (m.nav) this.walk(m.nav, -1, []);
    for (const file of m.files.pageFiles) this.page(file, undefined);
    for (const { op, url } of m.openapi?.hiddenOperations() ?? []) this.operation(op, url, undefined);
    const operations = new Map<string, { hidden: boolean; excluded: boolean }>();
    const specs = new Set<string>();
    for (const spec of m.openapi?.store.all() ?? []) {
      specs.add(spec.rel);
      for (const o of spec.operations) operations.set(operationKey(o), { hidden: o.hidden, excluded: o.excluded });
    }
    const { prop, redirects } = readRedirects(m);
    const hashes = new Map<string, string | undefined>();
    const hashOf = (file: string) => {
      if (!hashes.has(file)) {
        let h: string | undefined;
        try {
          h = createHash('sha1')
            .update(m.fs.readFileSync(path.join(m.root, file), 'utf8'))
            .digest('hex');
        } catch {
          h = undefined;
        }
        hashes.set(file, h);
      }
      return hashes.get(file);
    };
    return {
      root: m.root,
      pages: this.pages,
      missing: this.missing,
      elements: this.elements,
      top: this.top,
      redirects,
      redirectsProp: prop,
      navigationProp: m.navigationProp,
      configFile: m.configFile,
      operationUrls: this.operationUrls,
      operations,
      specs,
      hashOf,
    };
  }

  private element(
    kind: ElementKind,
    label: string,
    parent: number,
    crumbs: Crumb[],
    generated: boolean,
    span?: Span,
  ): SnapshotElement {
    const el: SnapshotElement = {
      id: this.elements.length,
      kind,
      label,
      parent,
      crumbs: [...crumbs, { kind, label, order: this.elements.length }],
      generated,
      urls: new Set(),
      children: [],
      ...(span ? { span } : {}),
    };
    this.elements.push(el);
    if (parent < 0) this.top.push(el.id);
    else this.elements[parent].children.push(el.id);
    return el;
  }

  private walk(el: NavElement, id: number, crumbs: Crumb[]): void {
    for (const item of el.items) {
      if (!isElement(item)) {
        const node = this.model.openapi?.entryNode(item);
        if (node) {
          const op = this.model.openapi!.entryTargets.get(item)!;
          this.operation(op, node.url!, { element: id, span: item.node.span });
          continue;
        }
        // A GraphQL selector stands for the page it generates in its place.
        const selected = item.graphql ? this.model.references?.selectedNode(item) : undefined;
        if (selected) {
          this.generated(selected, id, crumbs);
          continue;
        }
        this.entry(item.path, { element: id, span: item.node.span });
        continue;
      }
      if (item.kind === 'global' || item.dropped) continue;
      const child = this.element(item.kind, item.label ?? '', id, crumbs, false, item.node.span);
      if (item.kind === 'group') {
        const root = getProp(item.node, 'root')?.value;
        if (root?.type === 'string')
          this.entry(pagePathOf((root.value as string).replace(/^\/+/, '')), { element: child.id, span: root.span });
      }
      this.walk(item, child.id, child.crumbs);
      for (const node of generatedFor(this.model, item)) this.generated(node, child.id, child.crumbs);
    }
  }

  private generated(node: NavNode, id: number, crumbs: Crumb[]): void {
    if (node.kind === 'group') {
      const group = this.element('group', node.label ?? '', id, crumbs, true);
      for (const c of node.children ?? []) this.generated(c, group.id, group.crumbs);
      return;
    }
    // A page generated from a GraphQL schema or an AsyncAPI document: no file, no operation.
    if (node.kind === 'page' && node.reference && node.url !== undefined) {
      this.add({ url: node.url, kind: 'page', title: node.label ?? node.url, placements: [] }, { element: id });
      return;
    }
    if (node.kind !== 'operation' || node.url === undefined) return;
    if (!this.byKey) {
      this.byKey = new Map();
      for (const s of this.model.openapi?.store.all() ?? [])
        for (const o of s.operations) this.byKey.set(operationKey(o), o);
    }
    const op = this.byKey.get(`${node.spec} ${node.method} ${node.operationPath}`);
    if (op) this.operation(op, node.url, { element: id });
  }

  private add(page: SnapshotPage, at: Placement | undefined): void {
    const known = this.pages.get(page.url);
    // A page file at an operation's URL replaces the operation page.
    const kept = known && !(known.kind === 'operation' && page.kind === 'page') ? known : page;
    if (kept !== known) {
      if (known) page.placements.push(...known.placements);
      this.pages.set(page.url, page);
    }
    if (at) {
      kept.placements.push(at);
      for (let e = at.element; e >= 0; e = this.elements[e].parent) this.elements[e].urls.add(page.url);
    }
  }

  /** A page entry of the navigation: its page, or (no file serves it) an entry for a missing page. */
  private entry(pagePath: string, at: Placement): void {
    const res = this.model.files.resolvePage(pagePath);
    if (res.status === 'found') return this.page(res.file, at);
    // A path that leaves the docs root names no URL of the site.
    if (res.status === 'outside') return;
    const url = pageUrl(pagePath);
    const known = this.missing.get(url);
    if (known) known.placements.push(at);
    else this.missing.set(url, { url, kind: 'page', title: pagePath, placements: [at] });
  }

  private page(file: string, at: Placement | undefined): void {
    const title = this.model.openapi?.pageMeta.get(file)?.title?.trim();
    this.add({ url: pageUrl(file), kind: 'page', title: title || pagePathOf(file), file, placements: [] }, at);
  }

  private operation(op: Operation, url: string, placement: Placement | undefined): void {
    const info: OperationInfo = {
      key: operationKey(op),
      spec: op.spec.rel,
      method: op.method,
      path: op.path,
      hidden: op.hidden,
    };
    const at = url.startsWith('/') ? url : '/' + url;
    (this.operationUrls.get(info.key) ?? this.operationUrls.set(info.key, new Set()).get(info.key)!).add(at);
    this.add(
      { url: at, kind: 'operation', title: op.summary ?? `${op.method} ${op.path}`, operation: info, placements: [] },
      placement && { ...placement, operation: info.key },
    );
  }
}

/** The same operation on both sides of a diff: document, method and path. */
function operationKey(op: Operation): string {
  return `${op.spec.rel} ${op.method} ${op.path}`;
}
