import path from 'node:path';
import type { Span } from '../core/types.js';
import { normalizeUrl, RedirectIndex, stripQuery, type Redirect } from './redirects.js';
import { snapshotOf, type Crumb, type SiteSnapshot, type SnapshotElement, type SnapshotPage } from './snapshot.js';
import type { ElementKind } from './shapes.js';
import type { SiteModel } from './site.js';

/** Why an API page appeared or disappeared: its document changed, `x-hidden` changed, or the navigation's listing changed. */
export type ChangeReason = 'spec-changed' | 'x-hidden' | 'listing-changed';

/** The operation behind an API page, as the diff names it. */
interface OperationRefView {
  method: string;
  path: string;
  spec: string;
}

/** A page (or API page) that one side serves and the other does not. */
export interface PageChange {
  url: string;
  title: string;
  file?: string;
  operation?: OperationRefView;
  /** Every place the navigation shows it (HEAD for an added page, BASE for a removed one); none for a hidden page. */
  breadcrumbs: Crumb[][];
  reason?: ChangeReason;
  /** The reason in words. */
  detail?: string;
  /** For a removed page: the HEAD redirect that covers its URL, or null when none does. */
  redirect?: RedirectView | null;
  /** The entry names a page that has no file on its side (`title` is the entry): nothing is served at `url`. */
  missing?: true;
}

/** A page served at the same URL on both sides, shown somewhere else in the navigation. */
export interface MoveChange {
  url: string;
  title: string;
  file?: string;
  operation?: OperationRefView;
  from: Crumb[][];
  to: Crumb[][];
  reason?: ChangeReason;
  detail?: string;
}

/** A page whose URL changed: same content, same title, or (API pages) same operation. */
export interface RenameChange {
  from: string;
  to: string;
  title: string;
  file?: { from?: string; to?: string };
  operation?: OperationRefView;
  by: 'content' | 'title' | 'operation';
  breadcrumbs: { from: Crumb[][]; to: Crumb[][] };
  /** The HEAD redirect that covers the old URL, or null when none does. */
  redirect: RedirectView | null;
}

/** A section (product, language, version, tab, anchor, dropdown, menu item, group) that only one side has. */
export interface SectionChange {
  kind: ElementKind;
  label: string;
  /** The sections above it. */
  breadcrumb: Crumb[];
  /** Pages below it. */
  pages: number;
  generated: boolean;
  /** Its place in its side's navigation (not part of the JSON). */
  order?: number;
}

/** A section or page shown under another label (a section with mostly the same pages; a page with another title). */
export interface LabelChange {
  kind: ElementKind | 'page' | 'operation';
  from: string;
  to: string;
  /** The sections above it at HEAD. */
  breadcrumb: Crumb[];
  /** The page's URL, for pages. */
  url?: string;
  /** A section's place in the HEAD navigation (not part of the JSON). */
  order?: number;
}

/** A redirect, as docs.json writes it. */
export interface RedirectView {
  source: string;
  destination: string;
}

/** A URL served at BASE that nothing serves at HEAD and no redirect covers. */
interface RemovedUrl {
  url: string;
  /** What served it at BASE. */
  was: 'page' | 'operation' | 'redirect';
  title?: string;
  /** Where the page went, when it was renamed. */
  movedTo?: string;
  /** The `redirects` entry that would keep the URL working. */
  suggestion: RedirectView;
  /** Where at HEAD to report it: the entry of the page it moved to, else `redirects`, else `navigation`. */
  span: Span;
}

/** Changes of one kind of page. */
export interface PageChanges {
  added: PageChange[];
  removed: PageChange[];
  moved: MoveChange[];
  renamed: RenameChange[];
}

/** Everything that changes in the published site between two resolved navigations. */
export interface NavDiff {
  pages: PageChanges;
  apiPages: PageChanges;
  sections: { added: SectionChange[]; removed: SectionChange[] };
  labels: LabelChange[];
  redirects: {
    added: RedirectView[];
    removed: RedirectView[];
    changed: { source: string; from: string; to: string }[];
  };
  urlsRemoved: RemovedUrl[];
}

const cache = new WeakMap<SiteModel, NavDiff>();

/** The diff between a model's base (when it has one) and the model itself, worked out once. */
export function navDiffOf(model: SiteModel): NavDiff | undefined {
  if (!model.base) return undefined;
  let d = cache.get(model);
  if (!d) cache.set(model, (d = diffSnapshots(model.base, snapshotOf(model))));
  return d;
}

/** Compares two snapshots: pages added, removed, moved and renamed, sections, labels, redirects, and URLs left without a redirect. */
export function diffSnapshots(base: SiteSnapshot, head: SiteSnapshot): NavDiff {
  return new Differ(base, head).run();
}

/** How many changes a diff holds (URLs removed without a redirect are counted among the pages already). */
export function countChanges(d: NavDiff): number {
  const p = (c: PageChanges) => c.added.length + c.removed.length + c.moved.length + c.renamed.length;
  return (
    p(d.pages) +
    p(d.apiPages) +
    d.sections.added.length +
    d.sections.removed.length +
    d.labels.length +
    d.redirects.added.length +
    d.redirects.removed.length +
    d.redirects.changed.length
  );
}

class Differ {
  /** BASE element id → HEAD element id (-1 is the root on both sides). */
  private readonly map = new Map<number, number>([[-1, -1]]);
  private readonly mapped = new Set<number>([-1]);
  private readonly relabeled: [SnapshotElement, SnapshotElement][] = [];
  /** BASE URL → HEAD URL of renamed pages. */
  private readonly renames = new Map<string, { to: string; by: RenameChange['by'] }>();
  /** HEAD's redirects, indexed for lookups (a change may remove thousands of URLs against thousands of redirects). */
  private headIndex?: { index: RedirectIndex; sources: Set<string> };

  constructor(
    private readonly base: SiteSnapshot,
    private readonly head: SiteSnapshot,
  ) {}

  run(): NavDiff {
    const { base, head } = this;
    const removed = [...base.pages.values()].filter((p) => !head.pages.has(p.url));
    const added = [...head.pages.values()].filter((p) => !base.pages.has(p.url));
    this.findRenames(removed, added);
    this.matchElements(base.top, head.top);

    const diff: NavDiff = {
      pages: { added: [], removed: [], moved: [], renamed: [] },
      apiPages: { added: [], removed: [], moved: [], renamed: [] },
      sections: { added: [], removed: [] },
      labels: [],
      redirects: { added: [], removed: [], changed: [] },
      urlsRemoved: [],
    };
    this.recordAdded(diff, added);
    this.recordRemoved(diff, removed);
    this.recordMissing(diff);
    this.recordLabelsAndMoves(diff);
    this.sections(diff);
    this.redirects(diff);
    this.removedUrls(diff, removed);
    sortDiff(diff);
    return diff;
  }

  /** Records the pages HEAD adds, each with where it is and, for an operation, why; renamed pages are not among them. */
  private recordAdded(diff: NavDiff, added: SnapshotPage[]): void {
    const { head } = this;
    const renamedTo = new Set([...this.renames.values()].map((r) => r.to));
    for (const p of added) {
      if (renamedTo.has(p.url)) continue;
      const change: PageChange = { ...this.describe(p), breadcrumbs: this.crumbsOf(head, p) };
      if (p.operation) Object.assign(change, this.reasonAdded(p));
      (p.kind === 'operation' ? diff.apiPages : diff.pages).added.push(change);
    }
  }

  /** Records the pages HEAD removes or renames, each with the redirect that covers its URL, if any. */
  private recordRemoved(diff: NavDiff, removed: SnapshotPage[]): void {
    const { base, head } = this;
    for (const p of removed) {
      const rename = this.renames.get(p.url);
      const cover = this.redirectFor(p.url);
      if (rename) {
        const q = head.pages.get(rename.to)!;
        const change: RenameChange = {
          from: p.url,
          to: q.url,
          title: q.title,
          ...(p.file || q.file
            ? { file: { ...(p.file ? { from: p.file } : {}), ...(q.file ? { to: q.file } : {}) } }
            : {}),
          ...(q.operation ? { operation: opView(q) } : {}),
          by: rename.by,
          breadcrumbs: { from: this.crumbsOf(base, p), to: this.crumbsOf(head, q, p.operation?.key) },
          redirect: cover ? redirectView(cover) : null,
        };
        (p.kind === 'operation' ? diff.apiPages : diff.pages).renamed.push(change);
        continue;
      }
      const change: PageChange = { ...this.describe(p), breadcrumbs: this.crumbsOf(base, p) };
      if (p.operation) Object.assign(change, this.reasonRemoved(p));
      change.redirect = cover ? redirectView(cover) : null;
      (p.kind === 'operation' ? diff.apiPages : diff.pages).removed.push(change);
    }
  }

  /**
   * Records the entries for missing pages that only one side's navigation has (an entry whose page the other side
   * serves is the page added or removed, recorded already).
   */
  private recordMissing(diff: NavDiff): void {
    const { base, head } = this;
    for (const [url, p] of head.missing)
      if (!base.missing.has(url) && !base.pages.has(url))
        diff.pages.added.push({ url, title: p.title, breadcrumbs: this.crumbsOf(head, p), missing: true });
    for (const [url, p] of base.missing)
      if (!head.missing.has(url) && !head.pages.has(url))
        diff.pages.removed.push({ url, title: p.title, breadcrumbs: this.crumbsOf(base, p), missing: true });
  }

  /** Records the pages on both sides whose label changed, and those whose place in the navigation changed. */
  private recordLabelsAndMoves(diff: NavDiff): void {
    const { base, head } = this;
    const renamedOps = new Map<string, Set<string>>();
    for (const [from, r] of this.renames) {
      const key = base.pages.get(from)?.operation?.key;
      if (key !== undefined) (renamedOps.get(r.to) ?? renamedOps.set(r.to, new Set()).get(r.to)!).add(key);
    }
    for (const p of base.pages.values()) {
      const q = head.pages.get(p.url);
      if (!q) continue;
      if (p.title !== q.title)
        diff.labels.push({
          kind: q.kind,
          from: p.title,
          to: q.title,
          breadcrumb: this.crumbsOf(head, q)[0] ?? [],
          url: q.url,
        });
      // An operation renamed onto a URL that another operation already had is a rename, not a move of that page.
      const incoming = renamedOps.get(q.url);
      const before = p.placements
        .map((pl) => (this.map.has(pl.element) ? `h${this.map.get(pl.element)}` : `b${pl.element}`))
        .sort();
      const after = q.placements
        .filter((pl) => !(pl.operation !== undefined && incoming?.has(pl.operation)))
        .map((pl) => `h${pl.element}`)
        .sort();
      if (before.join() === after.join()) continue;
      const change: MoveChange = { ...this.describe(q), from: this.crumbsOf(base, p), to: this.crumbsOf(head, q) };
      if (q.operation && p.operation) Object.assign(change, moveReason(p, q));
      (q.kind === 'operation' ? diff.apiPages : diff.pages).moved.push(change);
    }
  }

  private describe(p: SnapshotPage): { url: string; title: string; file?: string; operation?: OperationRefView } {
    return {
      url: p.url,
      title: p.title,
      ...(p.file ? { file: p.file } : {}),
      ...(p.operation ? { operation: opView(p) } : {}),
    };
  }

  /** Where the navigation shows a page; for an operation's page at a shared URL, where it shows that operation. */
  private crumbsOf(side: SiteSnapshot, p: SnapshotPage, operation?: string): Crumb[][] {
    const own = operation !== undefined ? p.placements.filter((pl) => pl.operation === operation) : [];
    return (own.length > 0 ? own : p.placements).map((pl) => (pl.element < 0 ? [] : side.elements[pl.element].crumbs));
  }

  /** Pairs removed and added pages that are the same page at another URL: same operation, same bytes, or same title. */
  private findRenames(removed: SnapshotPage[], added: SnapshotPage[]): void {
    const taken = new Set<string>();
    const pair = (from: SnapshotPage, candidates: SnapshotPage[], by: RenameChange['by']): void => {
      const open = candidates.filter((c) => !taken.has(c.url));
      let pick = open.length === 1 ? open[0] : undefined;
      // Several candidates: the one with the same file name, if only one has it.
      if (!pick && open.length > 1 && from.file) {
        const same = open.filter((c) => c.file && path.posix.basename(c.file) === path.posix.basename(from.file!));
        if (same.length === 1) pick = same[0];
      }
      if (!pick) return;
      taken.add(pick.url);
      this.renames.set(from.url, { to: pick.url, by });
    };
    const index = (pages: SnapshotPage[], key: (p: SnapshotPage) => string | undefined) => {
      const m = new Map<string, SnapshotPage[]>();
      for (const p of pages) {
        const k = key(p);
        if (k !== undefined) (m.get(k) ?? m.set(k, []).get(k)!).push(p);
      }
      return m;
    };
    // The operation's page at a URL it did not have before, even one another operation had (two can share a URL).
    for (const r of removed) {
      if (!r.operation) continue;
      const key = r.operation.key;
      const before = this.base.operationUrls.get(key);
      const urls = [...(this.head.operationUrls.get(key) ?? [])].filter((u) => !before?.has(u));
      pair(
        r,
        urls.map((u) => this.head.pages.get(u)!),
        'operation',
      );
    }
    const addedFiles = added.filter((p) => p.kind === 'page' && p.file);
    const removedFiles = removed.filter((p) => p.kind === 'page' && p.file);
    if (addedFiles.length === 0 || removedFiles.length === 0) return;
    const byHash = index(addedFiles, (p) => this.head.hashOf(p.file!));
    for (const r of removedFiles) {
      const h = this.base.hashOf(r.file!);
      if (h !== undefined) pair(r, byHash.get(h) ?? [], 'content');
    }
    const byTitle = index(addedFiles, (p) => p.title);
    for (const r of removedFiles) if (!this.renames.has(r.url)) pair(r, byTitle.get(r.title) ?? [], 'title');
  }

  /** Matches the sections of both sides, parent by parent: same kind and label first, then same kind and mostly the same pages (a new label). */
  private matchElements(baseIds: number[], headIds: number[]): void {
    const { base, head } = this;
    const queue = new Map<string, number[]>();
    for (const h of headIds) {
      const k = `${head.elements[h].kind}\0${head.elements[h].label}`;
      (queue.get(k) ?? queue.set(k, []).get(k)!).push(h);
    }
    const pairs: [number, number][] = [];
    const left: number[] = [];
    for (const b of baseIds) {
      const h = queue.get(`${base.elements[b].kind}\0${base.elements[b].label}`)?.shift();
      if (h === undefined) left.push(b);
      else pairs.push([b, h]);
    }
    const open = headIds.filter((h) => !pairs.some(([, x]) => x === h));
    for (const b of left) {
      const be = base.elements[b];
      const urls = new Set([...be.urls].map((u) => this.renames.get(u)?.to ?? u));
      let best: number | undefined;
      let bestScore = 0.5;
      for (const h of open) {
        const he = head.elements[h];
        if (he.kind !== be.kind || urls.size === 0 || he.urls.size === 0) continue;
        let common = 0;
        for (const u of urls) if (he.urls.has(u)) common++;
        const score = common / Math.max(urls.size, he.urls.size);
        if (score >= bestScore && (best === undefined || score > bestScore)) {
          best = h;
          bestScore = score;
        }
      }
      if (best === undefined) continue;
      open.splice(open.indexOf(best), 1);
      pairs.push([b, best]);
      this.relabeled.push([be, head.elements[best]]);
    }
    for (const [b, h] of pairs) {
      this.map.set(b, h);
      this.mapped.add(h);
    }
    for (const [b, h] of pairs) this.matchElements(base.elements[b].children, head.elements[h].children);
  }

  private sections(diff: NavDiff): void {
    const view = (e: SnapshotElement): SectionChange => ({
      kind: e.kind,
      label: e.label,
      breadcrumb: e.crumbs.slice(0, -1),
      pages: e.urls.size,
      generated: e.generated,
      order: e.id,
    });
    for (const e of this.head.elements)
      if (!this.mapped.has(e.id) && this.mapped.has(e.parent)) diff.sections.added.push(view(e));
    for (const e of this.base.elements)
      if (!this.map.has(e.id) && this.map.has(e.parent)) diff.sections.removed.push(view(e));
    for (const [b, h] of this.relabeled)
      diff.labels.push({ kind: h.kind, from: b.label, to: h.label, breadcrumb: h.crumbs.slice(0, -1), order: h.id });
  }

  private redirects(diff: NavDiff): void {
    const before = new Map(this.base.redirects.map((r) => [r.source, r.destination]));
    const after = new Map(this.head.redirects.map((r) => [r.source, r.destination]));
    for (const [source, destination] of after) {
      const old = before.get(source);
      if (old === undefined) diff.redirects.added.push({ source, destination });
      else if (old !== destination) diff.redirects.changed.push({ source, from: old, to: destination });
    }
    for (const [source, destination] of before)
      if (!after.has(source)) diff.redirects.removed.push({ source, destination });
  }

  private reasonAdded(p: SnapshotPage): { reason: ChangeReason; detail: string } {
    const op = p.operation!;
    const before = this.base.operations.get(op.key);
    if (before?.excluded) return { reason: 'spec-changed', detail: `no longer x-excluded in ${op.spec}` };
    if (before)
      return { reason: 'listing-changed', detail: `already in ${op.spec}; the navigation now lists or generates it` };
    if (this.base.specs.has(op.spec)) return { reason: 'spec-changed', detail: `new in ${op.spec}` };
    return { reason: 'spec-changed', detail: `${op.spec} is new to the navigation` };
  }

  private reasonRemoved(p: SnapshotPage): { reason: ChangeReason; detail: string } {
    const op = p.operation!;
    const after = this.head.operations.get(op.key);
    if (after?.excluded) return { reason: 'spec-changed', detail: `marked x-excluded in ${op.spec}` };
    if (after)
      return {
        reason: 'listing-changed',
        detail: `still in ${op.spec}, but no navigation element lists or generates it any more`,
      };
    if (this.head.specs.has(op.spec)) return { reason: 'spec-changed', detail: `no longer in ${op.spec}` };
    return { reason: 'spec-changed', detail: `${op.spec} is no longer used by the navigation` };
  }

  /** URLs served at BASE that HEAD neither serves nor redirects, each with the redirect that would keep it. */
  private removedUrls(diff: NavDiff, removed: SnapshotPage[]): void {
    const { head } = this;
    const fallback = head.redirectsProp?.keySpan ??
      head.navigationProp?.keySpan ?? {
        file: head.configFile,
        pointer: '',
        start: { line: 1, column: 1 },
        end: { line: 1, column: 2 },
      };
    const destinationFor = (url: string): string => nearestServed(url, (u) => head.pages.has(u));
    for (const p of removed) {
      if (this.redirectFor(p.url)) continue;
      const rename = this.renames.get(p.url);
      const to = rename ? head.pages.get(rename.to) : undefined;
      diff.urlsRemoved.push({
        url: p.url,
        was: p.kind,
        title: p.title,
        ...(to ? { movedTo: to.url } : {}),
        suggestion: { source: p.url, destination: to?.url ?? destinationFor(p.url) },
        span: to?.placements[0]?.span ?? fallback,
      });
    }
    for (const r of this.base.redirects) {
      if (this.covered(r)) continue;
      diff.urlsRemoved.push({ url: r.source, was: 'redirect', suggestion: redirectView(r), span: fallback });
    }
  }

  /** Whether HEAD still answers a BASE redirect's source: the same source, a page at that URL, or a redirect that covers it. */
  private covered(r: Redirect): boolean {
    const { head } = this;
    if (this.headRedirects().sources.has(r.source)) return true;
    const url = normalizeUrl(stripQuery(r.source));
    if (!r.pattern && head.pages.has(url)) return true;
    return this.headRedirects().index.match(url) !== undefined;
  }

  /** The first HEAD redirect whose source covers a URL path (percent-decoded first). */
  private redirectFor(url: string): Redirect | undefined {
    return this.headRedirects().index.match(decodeSafe(url))?.redirect;
  }

  private headRedirects(): { index: RedirectIndex; sources: Set<string> } {
    return (this.headIndex ??= {
      index: new RedirectIndex(this.head.redirects),
      sources: new Set(this.head.redirects.map((x) => x.source)),
    });
  }
}

/**
 * Where to redirect a URL that nothing serves: the page that replaces it is not known, so the nearest folder above it
 * that the site still serves as a page, else the home page.
 */
export function nearestServed(url: string, serves: (url: string) => boolean): string {
  for (let u = path.posix.dirname(url); u !== '/' && u !== '.'; u = path.posix.dirname(u)) if (serves(u)) return u;
  return '/';
}

function opView(p: SnapshotPage): OperationRefView {
  const o = p.operation!;
  return { method: o.method, path: o.path, spec: o.spec };
}

function redirectView(r: Redirect): RedirectView {
  return { source: r.source, destination: r.destination };
}

function crumbKey(c: Crumb[]): string {
  return c.map((x) => x.label).join('\u0000');
}

function sortDiff(d: NavDiff): void {
  const byUrl = (a: { url: string }, b: { url: string }) => cmp(a.url, b.url);
  for (const c of [d.pages, d.apiPages]) {
    c.added.sort(byUrl);
    c.removed.sort(byUrl);
    c.moved.sort(byUrl);
    c.renamed.sort((a, b) => cmp(a.from, b.from));
  }
  const bySection = (a: SectionChange, b: SectionChange) =>
    cmp(
      crumbKey([...a.breadcrumb, { kind: a.kind, label: a.label }]),
      crumbKey([...b.breadcrumb, { kind: b.kind, label: b.label }]),
    );
  d.sections.added.sort(bySection);
  d.sections.removed.sort(bySection);
  d.labels.sort(
    (a, b) =>
      cmp(crumbKey(a.breadcrumb), crumbKey(b.breadcrumb)) || cmp(a.url ?? '', b.url ?? '') || cmp(a.from, b.from),
  );
  d.redirects.added.sort((a, b) => cmp(a.source, b.source));
  d.redirects.removed.sort((a, b) => cmp(a.source, b.source));
  d.redirects.changed.sort((a, b) => cmp(a.source, b.source));
  d.urlsRemoved.sort(byUrl);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Why an operation's page moved: it was hidden with `x-hidden` (or shown again), or the navigation lists it elsewhere. */
function moveReason(p: SnapshotPage, q: SnapshotPage): Pick<MoveChange, 'reason' | 'detail'> {
  const [from, to] = [p.operation!, q.operation!];
  const hidden = from.hidden !== to.hidden && (p.placements.length === 0 || q.placements.length === 0);
  return hidden
    ? {
        reason: 'x-hidden',
        detail: to.hidden
          ? `marked x-hidden in ${to.spec}: still served, no longer in the navigation`
          : `no longer x-hidden in ${to.spec}`,
      }
    : { reason: 'listing-changed', detail: 'the navigation lists or generates it elsewhere' };
}
