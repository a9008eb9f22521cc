import { describeSide, type SideInfo } from '../model/side.js';
import {
  countChanges,
  type ChangeReason,
  type LabelChange,
  type MoveChange,
  type NavDiff,
  type PageChange,
  type PageChanges,
  type RedirectView,
  type RenameChange,
  type SectionChange,
} from '../model/diff.js';
import type { Crumb } from '../model/snapshot.js';
import type { ElementKind } from '../model/shapes.js';
import { escapeMarkdown } from './summary.js';
import { plural, safeJson, safeTerminalText } from './text.js';
import { kindName, kindTitle } from '../model/kind-names.js';

/** A page in the diff's JSON: breadcrumbs as lists of labels. */
type JsonPageChange = Omit<PageChange, 'breadcrumbs'> & { breadcrumbs: string[][] };
/** A moved page in the diff's JSON. */
type JsonMoveChange = Omit<MoveChange, 'from' | 'to'> & { from: string[][]; to: string[][] };
/** A renamed page in the diff's JSON. */
type JsonRenameChange = Omit<RenameChange, 'breadcrumbs'> & {
  breadcrumbs: { from: string[][]; to: string[][] };
};

/** Page changes of one kind in the diff's JSON. */
interface JsonPageChanges {
  added: JsonPageChange[];
  removed: JsonPageChange[];
  moved: JsonMoveChange[];
  renamed: JsonRenameChange[];
}

/** The `navlint diff --format json` document, contract version 1 (documented in the README). */
export interface JsonDiff {
  version: 1;
  base: SideInfo;
  head: SideInfo;
  summary: {
    changes: number;
    pages: { added: number; removed: number; moved: number; renamed: number };
    apiPages: { added: number; removed: number; moved: number; renamed: number };
    sections: { added: number; removed: number };
    labels: number;
    redirects: { added: number; removed: number; changed: number };
    urlsRemoved: number;
  };
  pages: JsonPageChanges;
  apiPages: JsonPageChanges;
  sections: { added: JsonSectionChange[]; removed: JsonSectionChange[] };
  labels: (Omit<LabelChange, 'breadcrumb' | 'order'> & { breadcrumb: string[] })[];
  redirects: NavDiff['redirects'];
  urlsRemoved: {
    url: string;
    was: 'page' | 'operation' | 'redirect';
    title?: string;
    movedTo?: string;
    suggestion: RedirectView;
  }[];
}

/** A section in the diff's JSON. */
type JsonSectionChange = Omit<SectionChange, 'breadcrumb' | 'order'> & { breadcrumb: string[] };

const labels = (c: Crumb[]) => c.map((x) => x.label);
const many = (c: Crumb[][]) => c.map(labels);

function jsonPages(c: PageChanges): JsonPageChanges {
  return {
    added: c.added.map((p) => ({ ...p, breadcrumbs: many(p.breadcrumbs) })),
    removed: c.removed.map((p) => ({ ...p, breadcrumbs: many(p.breadcrumbs) })),
    moved: c.moved.map((p) => ({ ...p, from: many(p.from), to: many(p.to) })),
    renamed: c.renamed.map((p) => ({
      ...p,
      breadcrumbs: { from: many(p.breadcrumbs.from), to: many(p.breadcrumbs.to) },
    })),
  };
}

const jsonSection = ({ order: _order, ...s }: SectionChange): JsonSectionChange => ({
  ...s,
  breadcrumb: labels(s.breadcrumb),
});

const counts = (c: PageChanges) => ({
  added: c.added.length,
  removed: c.removed.length,
  moved: c.moved.length,
  renamed: c.renamed.length,
});

/** The diff as its JSON contract (version 1). */
export function toJsonDiff(diff: NavDiff, base: SideInfo, head: SideInfo): JsonDiff {
  return {
    version: 1,
    base,
    head,
    summary: {
      changes: countChanges(diff),
      pages: counts(diff.pages),
      apiPages: counts(diff.apiPages),
      sections: { added: diff.sections.added.length, removed: diff.sections.removed.length },
      labels: diff.labels.length,
      redirects: {
        added: diff.redirects.added.length,
        removed: diff.redirects.removed.length,
        changed: diff.redirects.changed.length,
      },
      urlsRemoved: diff.urlsRemoved.length,
    },
    pages: jsonPages(diff.pages),
    apiPages: jsonPages(diff.apiPages),
    sections: { added: diff.sections.added.map(jsonSection), removed: diff.sections.removed.map(jsonSection) },
    labels: diff.labels.map(({ order: _order, ...l }) => ({ ...l, breadcrumb: labels(l.breadcrumb) })),
    redirects: diff.redirects,
    urlsRemoved: diff.urlsRemoved.map(({ span: _span, ...u }) => u),
  };
}

/** The JSON document as text, ending with a newline. */
export function formatDiffJson(diff: NavDiff, base: SideInfo, head: SideInfo): string {
  return safeJson(toJsonDiff(diff, base, head)) + '\n';
}

/** The counts of a diff in one line: `2 pages added, 1 removed · 1 tab removed · …`, or `no changes`. */
export function changeCounts(diff: NavDiff): string {
  const parts: string[] = [];
  const pageParts = (c: PageChanges, noun: string) => {
    const list = (['added', 'removed', 'moved', 'renamed'] as const).filter((k) => c[k].length > 0);
    // Entries for pages that have no file are counted among the pages, and said apart.
    const missing = (k: (typeof list)[number]) => {
      const n = k === 'added' || k === 'removed' ? c[k].filter((p) => p.missing).length : 0;
      return n > 0 ? ` (${n} missing)` : '';
    };
    if (list.length > 0)
      parts.push(
        list
          .map((k, i) => `${i === 0 ? `${plural(c[k].length, noun)} ${k}` : `${c[k].length} ${k}`}${missing(k)}`)
          .join(', '),
      );
  };
  pageParts(diff.pages, 'page');
  pageParts(diff.apiPages, 'API page');
  for (const [list, verb] of [
    [diff.sections.added, 'added'],
    [diff.sections.removed, 'removed'],
  ] as const) {
    const byKind = new Map<string, number>();
    for (const s of list) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
    if (byKind.size > 0) parts.push([...byKind].map(([k, n]) => plural(n, kindName(k) ?? k)).join(', ') + ` ${verb}`);
  }
  if (diff.labels.length > 0) parts.push(`${plural(diff.labels.length, 'label')} changed`);
  const r = diff.redirects;
  const rParts = (['added', 'removed', 'changed'] as const).filter((k) => r[k].length > 0);
  if (rParts.length > 0)
    parts.push(
      rParts.map((k, i) => (i === 0 ? `${plural(r[k].length, 'redirect')} ${k}` : `${r[k].length} ${k}`)).join(', '),
    );
  if (diff.urlsRemoved.length > 0) parts.push(`${plural(diff.urlsRemoved.length, 'URL')} removed without a redirect`);
  return parts.length > 0 ? parts.join(' · ') : 'no changes';
}

/** The mark of a change. */
export type Mark = 'added' | 'removed' | 'moved' | 'renamed' | 'relabeled';

/** A line of the change tree: a section (with its mark when the section itself changed) or a changed page. */
export interface ChangeLine {
  depth: number;
  mark?: Mark;
  /** A section's kind, or `page` / `operation`, or `hidden` for the pseudo-section of pages not in the navigation. */
  kind: ElementKind | 'page' | 'operation' | 'hidden';
  label: string;
  url?: string;
  method?: string;
  /** What else to say, in words (`from …`, `was "…"`, a reason). */
  note?: string;
}

interface TreeNode {
  crumb?: Crumb;
  mark?: Mark;
  note?: string;
  children: Map<string, TreeNode>;
  leaves: ChangeLine[];
}

/** The changes as a tree of the navigation: only the sections that changed or hold a change, each change at its place. */
export function changeTree(diff: NavDiff): ChangeLine[] {
  const tree = new ChangeTree(diff.labels);
  tree.placeSections(diff);
  for (const c of [diff.pages, diff.apiPages]) tree.placePages(c);
  tree.placePageLabels(diff.labels);
  return tree.lines();
}

/** The note of an entry whose page has no file. */
const MISSING = 'missing: no page file';

/** A breadcrumb in words. */
function crumbText(c: Crumb[]): string {
  return c.length === 0 ? 'the navigation root' : c.map((x) => x.label).join(' › ');
}

/** Where a page stands, in words: each of its breadcrumbs, or that it is in no navigation. */
function where(c: Crumb[][]): string {
  return c.length === 0 ? 'not in navigation' : c.map(crumbText).join('; ');
}

/** The line of a changed page or operation, with what else to say and the reason it changed. */
function leaf(
  p: { url: string; title: string; operation?: { method: string } },
  mark: Mark,
  note?: string,
  reason?: { reason?: ChangeReason; detail?: string },
): Omit<ChangeLine, 'depth'> {
  const why = reason?.detail;
  const text = [note, why].filter(Boolean).join('; ');
  return {
    mark,
    kind: p.operation ? 'operation' : 'page',
    label: p.title,
    url: p.url,
    ...(p.operation ? { method: p.operation.method } : {}),
    ...(text ? { note: text } : {}),
  };
}

/** The tree of changed sections being built, each change placed under its breadcrumb, and the changes in no navigation. */
class ChangeTree {
  private readonly root: TreeNode = { children: new Map(), leaves: [] };
  private readonly hidden: ChangeLine[] = [];
  // What the base shows under a section that only got a new label is shown under the new label.
  private readonly relabel = new Map<string, LabelChange>();

  constructor(labels: LabelChange[]) {
    for (const l of labels)
      if (l.kind !== 'page' && l.kind !== 'operation')
        this.relabel.set(`${pathKey(l.breadcrumb)}\u0002${l.kind}\0${l.from}`, l);
  }

  /** Marks the sections added, removed and relabeled. */
  placeSections(diff: NavDiff): void {
    for (const s of diff.sections.added)
      Object.assign(this.nodeAt([...s.breadcrumb, { kind: s.kind, label: s.label, order: s.order }]), {
        mark: 'added',
        note: plural(s.pages, 'page'),
      });
    for (const s of diff.sections.removed)
      Object.assign(this.nodeAt([...this.translate(s.breadcrumb), { kind: s.kind, label: s.label, order: s.order }]), {
        mark: 'removed',
        note: plural(s.pages, 'page'),
      });
    for (const l of diff.labels) {
      if (l.kind === 'page' || l.kind === 'operation') continue;
      Object.assign(this.nodeAt([...l.breadcrumb, { kind: l.kind, label: l.to, order: l.order }]), {
        mark: 'relabeled',
        note: `was ${JSON.stringify(l.from)}`,
      });
    }
  }

  /** Places the pages (or operations) added, removed, moved and renamed. */
  placePages(c: NavDiff['pages']): void {
    for (const p of c.added) this.place(p.breadcrumbs, leaf(p, 'added', p.missing ? MISSING : undefined, p));
    for (const p of c.removed)
      this.place(
        p.breadcrumbs.map((x) => this.translate(x)),
        leaf(p, 'removed', p.redirect ? `redirected to ${p.redirect.destination}` : p.missing ? MISSING : undefined, p),
      );
    for (const p of c.moved) this.placeMoved(p);
    for (const p of c.renamed)
      this.place(p.breadcrumbs.to, {
        ...leaf(
          { url: p.to, title: p.title, ...(p.operation ? { operation: p.operation } : {}) },
          'renamed',
          `was ${p.from}${p.redirect ? ', redirected' : ', no redirect'}`,
        ),
      });
  }

  /** Places a moved page where it is new (a page may stand in several versions), saying where it left. */
  private placeMoved(p: NavDiff['pages']['moved'][number]): void {
    const key = (x: Crumb[]) => x.map((y) => `${y.kind}\0${y.label}`).join('\0');
    const before = new Set(p.from.map((x) => key(this.translate(x))));
    const after = new Set(p.to.map(key));
    const gone = p.from.filter((x) => !after.has(key(this.translate(x))));
    const fresh = p.to.filter((x) => !before.has(key(x)));
    const note =
      gone.length > 0
        ? `from ${where(gone)}`
        : p.from.length > 0
          ? `also still in ${where(p.from)}`
          : 'from not in navigation';
    if (fresh.length > 0 || p.to.length === 0) this.place(fresh, leaf(p, 'moved', note, p));
    else if (gone.length > 0)
      this.place(
        gone.map((x) => this.translate(x)),
        leaf(p, 'moved', `no longer here; still in ${where(p.to)}`, p),
      );
    else this.place(p.to, leaf(p, 'moved', 'listed a different number of times', p));
  }

  /** Places the pages and operations whose label changed. */
  placePageLabels(labels: LabelChange[]): void {
    for (const l of labels) {
      if (l.kind !== 'page' && l.kind !== 'operation') continue;
      const at = this.nodeAt(l.breadcrumb);
      at.leaves.push({
        depth: 0,
        mark: 'relabeled',
        kind: l.kind,
        label: l.to,
        ...(l.url ? { url: l.url } : {}),
        note: `was ${JSON.stringify(l.from)}`,
      });
    }
  }

  /** The tree's lines, in the order of the navigation, then the changes in no navigation. */
  lines(): ChangeLine[] {
    const out: ChangeLine[] = [];
    const walk = (n: TreeNode, depth: number) => {
      for (const l of n.leaves) out.push({ ...l, depth });
      // In the order of the navigation (stable: sections of a base-only part keep their place among the rest).
      const children = [...n.children.values()].sort((a, b) => (a.crumb!.order ?? 0) - (b.crumb!.order ?? 0));
      for (const child of children) {
        const c = child.crumb!;
        out.push({
          depth,
          kind: c.kind,
          label: c.label,
          ...(child.mark ? { mark: child.mark } : {}),
          ...(child.note ? { note: child.note } : {}),
        });
        walk(child, depth + 1);
      }
    };
    walk(this.root, 0);
    if (this.hidden.length > 0) out.push({ depth: 0, kind: 'hidden', label: 'Not in navigation' }, ...this.hidden);
    return out;
  }

  /** The node of a breadcrumb, made on the way. */
  private nodeAt(crumbs: Crumb[]): TreeNode {
    let n = this.root;
    for (const c of crumbs) {
      const k = `${c.kind}\0${c.label}`;
      let next = n.children.get(k);
      if (!next) n.children.set(k, (next = { crumb: c, children: new Map(), leaves: [] }));
      else if (next.crumb!.order === undefined && c.order !== undefined) next.crumb = c;
      n = next;
    }
    return n;
  }

  /** A base breadcrumb with the sections that got a new label under their new label. */
  private translate(c: Crumb[]): Crumb[] {
    const out: Crumb[] = [];
    for (const x of c) {
      const l = this.relabel.get(`${pathKey(out)}\u0002${x.kind}\0${x.label}`);
      out.push(l ? { kind: x.kind, label: l.to, ...(l.order !== undefined ? { order: l.order } : {}) } : x);
    }
    return out;
  }

  /** Puts a change under each of its breadcrumbs, or among the changes in no navigation. */
  private place(at: Crumb[][], line: Omit<ChangeLine, 'depth'>): void {
    if (at.length === 0) this.hidden.push({ ...line, depth: 1 });
    for (const c of at) this.nodeAt(c).leaves.push({ ...line, depth: 0 });
  }
}

/** A breadcrumb as a key. */
function pathKey(c: Crumb[]): string {
  return c.map((x) => `${x.kind}\0${x.label}`).join('\u0001');
}

const TEXT_MARK: Record<Mark, string> = { added: '+', removed: '-', moved: '~', renamed: '>', relabeled: '*' };

/** The diff for a terminal: a heading, the counts, the change tree, redirects, and the URLs left without a redirect. */
export function formatDiffText(diff: NavDiff, base: SideInfo, head: SideInfo): string {
  const t = safeTerminalText;
  const out: string[] = [
    t(`Navigation changes from ${describeSide(base)} to ${describeSide(head)}: ${changeCounts(diff)}.`),
  ];
  const tree = changeTree(diff);
  if (tree.length > 0) {
    out.push('', t('+ added  - removed  ~ moved  > renamed  * label changed'), '');
    for (const l of tree) out.push(t(`${l.mark ? TEXT_MARK[l.mark] : ' '} ${'  '.repeat(l.depth)}${lineText(l)}`));
  }
  out.push(...redirectLines(diff).map((l) => t(l)));
  if (diff.urlsRemoved.length > 0) {
    out.push('', `URLs removed without a redirect (${diff.urlsRemoved.length}); add these to \`redirects\`:`);
    for (const u of diff.urlsRemoved) out.push(t(`  ${redirectEntry(u.suggestion)}`));
  }
  return out.join('\n') + '\n';
}

function lineText(l: ChangeLine): string {
  const note = l.note ? ` (${l.note})` : '';
  if (l.kind === 'page' || l.kind === 'operation')
    return `${l.method ? `${l.method} ` : ''}${l.label}  ${l.url ?? ''}${note}`;
  if (l.kind === 'hidden') return l.label;
  return `${kindName(l.kind) ?? l.kind} ${JSON.stringify(l.label)}${note}`;
}

function redirectLines(diff: NavDiff): string[] {
  const r = diff.redirects;
  if (r.added.length + r.removed.length + r.changed.length === 0) return [];
  return [
    '',
    'Redirects:',
    ...r.added.map((x) => `  + ${x.source} → ${x.destination}`),
    ...r.removed.map((x) => `  - ${x.source} → ${x.destination}`),
    ...r.changed.map((x) => `  * ${x.source} → ${x.to} (was ${x.from})`),
  ];
}

/** A `redirects` entry exactly as docs.json would hold it. */
export function redirectEntry(r: RedirectView): string {
  return `{"source": ${JSON.stringify(r.source)}, "destination": ${JSON.stringify(r.destination)}}`;
}

const MD_MARK: Record<Mark, string> = { added: '➕', removed: '➖', moved: '↪️', renamed: '✏️', relabeled: '🏷️' };
/** Options of the Markdown diff. */
export interface DiffMarkdownOptions {
  /** Most lines of the tree; a note says how many more there are. */
  maxLines?: number;
  /** Heading level of the title (default 3). */
  level?: number;
  /** Where the full list is, for the note when the tree is cut. */
  fullListHint?: string;
  /** Most bytes of the tree and the list of URLs together (notes aside). */
  maxBytes?: number;
  /** Names the base alone (`Since main (…)`), instead of both sides. */
  since?: string;
}

/** The diff in GitHub Markdown: the title, the counts, the change tree (capped with a note), and the URLs left without a redirect; user text escaped. */
export function formatDiffMarkdown(
  diff: NavDiff,
  base: SideInfo,
  head: SideInfo,
  options: DiffMarkdownOptions = {},
): string {
  const e = escapeMarkdown;
  const code = (s: string) => `<code>${e(s)}</code>`;
  const out: string[] = [
    `${'#'.repeat(options.level ?? 3)} Navigation changes`,
    '',
    `${options.since !== undefined ? `Since ${e(options.since)}` : `From ${e(describeSide(base))} to ${e(describeSide(head))}`}: **${e(changeCounts(diff))}**.`,
    '',
  ];
  const tree = changeTree(diff);
  const max = options.maxLines ?? Infinity;
  const budget = options.maxBytes ?? Infinity;
  let used = 0;
  if (tree.length > 0) {
    out.push('➕ added · ➖ removed · ↪️ moved · ✏️ renamed · 🏷️ label changed', '');
    let shown = 0;
    for (const l of tree.slice(0, max)) {
      const mark = l.mark ? `${MD_MARK[l.mark]} ` : '';
      const note = l.note ? ` (${e(l.note)})` : '';
      let text: string;
      if (l.kind === 'page' || l.kind === 'operation')
        text = `${l.method ? `${code(l.method)} ` : ''}${e(l.label)} ${code(l.url ?? '')}${note}`;
      else if (l.kind === 'hidden') text = `*${e(l.label)}*`;
      else text = `${kindTitle(l.kind) ?? e(l.kind)} **${e(l.label)}**${note}`;
      const line = `${'  '.repeat(l.depth)}- ${mark}${text}`;
      used += Buffer.byteLength(line) + 1;
      if (used > budget) break;
      out.push(line);
      shown++;
    }
    if (shown < tree.length)
      out.push(
        '',
        `…and ${plural(tree.length - shown, 'more line')}${options.fullListHint ? `: ${options.fullListHint}` : ''}.`,
      );
    out.push('');
  }
  const r = diff.redirects;
  if (r.added.length + r.removed.length + r.changed.length > 0) {
    out.push('Redirects:', '');
    for (const x of r.added) out.push(`- ➕ ${code(x.source)} → ${code(x.destination)}`);
    for (const x of r.removed) out.push(`- ➖ ${code(x.source)} → ${code(x.destination)}`);
    for (const x of r.changed) out.push(`- ✏️ ${code(x.source)} → ${code(x.to)} (was ${code(x.from)})`);
    out.push('');
  }
  if (diff.urlsRemoved.length > 0) {
    out.push(
      `**${plural(diff.urlsRemoved.length, 'URL')} removed without a redirect.** Add to \`redirects\` in docs.json:`,
      '',
      '```json',
    );
    // Inside a code block nothing is markup; only a fence in the text could end it, and JSON escapes no backtick, so they are spelled out.
    let listed = 0;
    for (const u of diff.urlsRemoved.slice(0, max)) {
      const line = redirectEntry(u.suggestion).replace(/`/g, '\\u0060') + ',';
      used += Buffer.byteLength(line) + 1;
      if (used > budget) break;
      out.push(line);
      listed++;
    }
    out.push('```', '');
    if (listed < diff.urlsRemoved.length) out.push(`…and ${plural(diff.urlsRemoved.length - listed, 'more URL')}.`, '');
  }
  return out.join('\n');
}
