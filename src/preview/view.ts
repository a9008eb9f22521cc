import path from 'node:path';
import { SEVERITY_RANK, type Diagnostic, type Position, type Severity, type Span } from '../core/types.js';
import { type CheckResult, type Summary } from '../engine/types.js';
import { displayPath } from '../core/paths.js';
import { pageUrl } from '../load/files.js';
import { getProp, type JNode, type JObject } from '../core/jnode.js';
import { describeElement, isElement, type NavElement, type PageEntry } from '../model/nav.js';
import { siteCounts, type SiteCounts } from '../model/counts.js';
import { coverageOf, type CoverageRow } from '../model/translations.js';
import type { NavNode } from '../model/navjson.js';
import { sidebarLabel } from '../model/pages.js';
import type { ElementKind } from '../model/shapes.js';
import type { SiteModel } from '../model/site.js';
import type { EntryResult } from '../model/openapi.js';
import type { Operation } from '../openapi/spec.js';
import { classifyHref } from './escape.js';
import { navDiffOf } from '../model/diff.js';
import { generatedFor } from '../model/generated.js';
import { buildChangesView, type ChangesView } from './changes.js';
import { helpText } from '../fix/changes.js';

/** One finding as the preview lists it, with the element it is shown at. */
interface PreviewFinding {
  severity: Severity;
  rule: string;
  message: string;
  /** What to do about it (help, the fix, suggestions), when the message does not already say it. */
  help?: string;
  /** `file:line:column`, the file relative to the base folder. */
  location: string;
  /** Id of the element or page the finding is shown at; none for findings about the site as a whole. */
  targetId?: string;
  /** What that element is: `group "SDKs"`, `page "Quickstart"`. */
  targetLabel?: string;
}

/** A link as the preview shows it: a safe target, or none when the written one was refused. */
export interface LinkView {
  id: string;
  label: string;
  raw: string;
  /** The href to use: a safe absolute URL, a relative path, or `#page-…` for a page of the preview. */
  href?: string;
  external: boolean;
  icon?: string;
  findings: number[];
}

/** A page of the sidebar: a page file, an operation page, or an entry that leads nowhere. */
export interface PageView {
  type: 'page';
  /** Anchor id of the page's card: `page-…`. */
  id: string;
  /** The label the sidebar shows. */
  title: string;
  /** The page's own title, when the sidebar shows another label (`sidebarTitle`). */
  heading?: string;
  /** The navigation entry as written, when the page comes from one. */
  entry?: string;
  /** Root-relative page file, when one was found. */
  file?: string;
  url?: string;
  /** How the page resolved. */
  status: 'found' | 'missing' | 'ignored' | 'outside' | 'directory' | 'operation' | 'unresolved' | 'generated';
  /** For a page generated from a GraphQL schema or an AsyncAPI document: which, and the document as written. */
  reference?: { kind: 'graphql' | 'asyncapi'; source: string };
  operation?: { method: string; path: string; spec?: string; generated: boolean; hidden: boolean; bound: boolean };
  /** Where the entry stands (`docs.json:12:9`), when it comes from one. */
  position?: string;
  /** Labels of the sections and groups above the page. */
  crumbs: string[];
  hidden: boolean;
  /** True for a group's `root` page. */
  isRoot: boolean;
  findings: number[];
}

/** A sidebar group, written or generated from an OpenAPI tag. */
export interface GroupView {
  type: 'group';
  id: string;
  label: string;
  icon?: string;
  tag?: string;
  /** True for a group inside another group: collapsible, open only with `expanded: true`. */
  nested: boolean;
  expanded: boolean;
  root?: PageView;
  generated: boolean;
  hidden: boolean;
  items: SidebarItem[];
  findings: number[];
}

/** An item of the sidebar. */
export type SidebarItem = GroupView | PageView;

/** A selectable part of the site (product, language, version, tab, anchor, dropdown, menu item) or the root. */
export interface SectionView {
  id: string;
  kind: ElementKind;
  label: string;
  icon?: string;
  tag?: string;
  description?: string;
  /** Set when the section is only a link (an `href` and no content). */
  link?: LinkView;
  /** A language's banner: its Markdown as written. */
  banner?: { markdown: string; dismissible: boolean };
  isDefault: boolean;
  hidden: boolean;
  /** Kind of the child sections, when there are any. */
  choiceKind?: ElementKind;
  choices: SectionView[];
  /** The child section selected by default. */
  selected?: string;
  /** The sidebar of a section without selectable children. */
  sidebar?: SidebarItem[];
  globals: LinkView[];
  /** Ids of the sections from the root down to this one. */
  path: string[];
  crumbs: string[];
  findings: number[];
}

/** Operations generated from a document but left out of the navigation (`x-hidden`). */
interface HiddenOperationView {
  /** Labels of the sections and groups of the element whose `openapi` generates the page. */
  crumbs: string[];
  method: string;
  path: string;
  title: string;
  url: string;
  spec: string;
  position: string;
}

/** Everything the HTML and Markdown previews show. */
export interface PreviewView {
  siteName: string;
  description?: string;
  /** `colors.primary`, when it is a plain hex colour. */
  primary?: string;
  /** `interaction.drilldown`, when it is a boolean. */
  drilldown?: boolean;
  root: SectionView;
  findings: PreviewFinding[];
  /** Findings about the site as a whole (outside every shown element). */
  siteFindings: number[];
  hiddenOperations: HiddenOperationView[];
  summary: Summary;
  /** The site's counts, as the model defines them. */
  counts: SiteCounts;
  /** The checked docs.json, relative to the base folder. */
  configFile: string;
  /** What changed since the base of the change, when the check had one (`--base`). */
  changes?: ChangesView;
  /** Each language's coverage of the default language, for a site with `languages`. */
  coverage?: CoverageRow[];
}

/** Options of the preview: the folder paths are shown relative to. */
export interface PreviewOptions {
  baseDir: string;
}

const SECTION_KINDS = new Set<ElementKind>([
  'product',
  'language',
  'version',
  'tab',
  'anchor',
  'dropdown',
  'menu-item',
]);

interface Candidate {
  id: string;
  span: Span;
  findings: number[];
  label: string;
}

/** Builds what the preview shows from a check's result: the navigation as readers get it, with every finding placed. */
export function buildPreview(result: CheckResult, options: PreviewOptions): PreviewView {
  return new Builder(result, options).build();
}

class Builder {
  private readonly model: SiteModel;
  private readonly ids = new Set<string>();
  private readonly nextNumber = new Map<string, number>();
  private readonly candidates: Candidate[] = [];
  private readonly pagesByFile = new Map<string, PageView[]>();
  private readonly entryResults = new Map<PageEntry, EntryResult>();
  private readonly pageTargets = new Map<string, string>();
  private sectionCount = 0;
  private readonly bindings = new Map<string, Operation>();
  private readonly allPages: PageView[] = [];
  private readonly links: { link: LinkView; path?: string }[] = [];
  private readonly crumbsOf = new Map<NavElement, string[]>();

  constructor(
    private readonly result: CheckResult,
    private readonly options: PreviewOptions,
  ) {
    this.model = result.model;
    for (const r of this.model.openapi?.entryResults ?? []) this.entryResults.set(r.entry, r);
    for (const b of this.model.openapi?.bindings ?? [])
      if (b.status === 'matched' && b.op && !this.bindings.has(b.file)) this.bindings.set(b.file, b.op);
  }

  build(): PreviewView {
    const m = this.model;
    const docs = m.docs;
    const name = stringAt(docs, 'name');
    const primary = stringAt(getProp(docs, 'colors')?.value, 'primary');
    const drilldown = getProp(getProp(docs, 'interaction')?.value, 'drilldown')?.value;
    const root: SectionView = m.nav
      ? this.section(m.nav, [], [])
      : {
          id: this.sectionId(),
          kind: 'root',
          label: name ?? 'Documentation',
          isDefault: true,
          hidden: false,
          choices: [],
          sidebar: [],
          globals: [],
          path: ['s0'],
          crumbs: [],
          findings: [],
        };
    // Relative links that name a page of the preview lead to its card.
    for (const { link, path: p } of this.links)
      if (p !== undefined && this.pageTargets.has(p)) link.href = '#' + this.pageTargets.get(p);
    const view: PreviewView = {
      siteName: name ?? path.basename(m.root),
      ...(stringAt(docs, 'description') !== undefined ? { description: stringAt(docs, 'description') } : {}),
      ...(primary !== undefined && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(primary) ? { primary } : {}),
      ...(drilldown?.type === 'boolean' ? { drilldown: drilldown.value as boolean } : {}),
      root,
      findings: [],
      siteFindings: [],
      hiddenOperations: this.hiddenOperations().map(({ op, url, element }) => ({
        crumbs: this.crumbsOf.get(element) ?? [],
        method: op.method,
        path: op.path,
        title: op.summary ?? `${op.method} ${op.path}`,
        url,
        spec: op.spec.rel,
        position: this.where(op.span.file, op.span.start),
      })),
      summary: this.result.summary,
      counts: siteCounts(m),
      configFile: displayPath(m.configFile, this.options.baseDir),
    };
    const coverage = coverageOf(m);
    if (coverage.length > 0) view.coverage = coverage;
    const diff = navDiffOf(m);
    if (diff) view.changes = buildChangesView(diff, m.base?.label ?? 'the base');
    this.placeFindings(view);
    return view;
  }

  /** The operations `hiddenOperations()` lists, each with the element that generates it. */
  private hiddenOperations(): { op: Operation; url: string; element: NavElement }[] {
    const oa = this.model.openapi;
    if (!oa) return [];
    const byOp = new Map<Operation, NavElement[]>();
    for (const es of oa.elementSpecs)
      for (const o of es.generated) (byOp.get(o) ?? byOp.set(o, []).get(o)!).push(es.element);
    const seen = new Map<Operation, number>();
    return oa.hiddenOperations().map(({ op, url }) => {
      const n = seen.get(op) ?? 0;
      seen.set(op, n + 1);
      return { op, url, element: byOp.get(op)![n] };
    });
  }

  private sectionId(): string {
    return `s${this.sectionCount++}`;
  }

  private uniqueId(base: string): string {
    const clean =
      base
        .toLowerCase()
        .replace(/[^a-z0-9_]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || 'item';
    let id = clean;
    // Numbers below the one last given for this base are taken: thousands of one label cost no search each.
    let n = this.nextNumber.get(clean) ?? 2;
    for (; this.ids.has(id); n++) id = `${clean}-${n}`;
    this.nextNumber.set(clean, n);
    this.ids.add(id);
    return id;
  }

  private where(file: string, pos: Position): string {
    return `${displayPath(file, this.options.baseDir)}:${pos.line}:${pos.column}`;
  }

  private section(el: NavElement, parentPath: string[], parentCrumbs: string[]): SectionView {
    const id = this.sectionId();
    const label = el.kind === 'root' ? (stringAt(this.model.docs, 'name') ?? 'Documentation') : (el.label ?? '');
    const crumbs = el.kind === 'root' ? [] : [...parentCrumbs, label];
    this.crumbsOf.set(el, crumbs);
    const view: SectionView = {
      id,
      kind: el.kind,
      label,
      isDefault: boolAt(el.node, 'default') === true,
      hidden: boolAt(el.node, 'hidden') === true,
      choices: [],
      globals: [],
      path: [...parentPath, id],
      crumbs,
      findings: [],
    };
    const icon = iconName(getProp(el.node, 'icon')?.value);
    if (icon) view.icon = icon;
    const tag = stringAt(el.node, 'tag');
    if (tag) view.tag = tag;
    const description = stringAt(el.node, 'description');
    if (description) view.description = description;
    const banner = getProp(el.node, 'banner')?.value;
    const content = stringAt(banner, 'content');
    if (el.kind === 'language' && content !== undefined && content.trim() !== '')
      view.banner = { markdown: content, dismissible: boolAt(banner, 'dismissible') === true };
    this.candidates.push({ id, span: el.node.span, findings: view.findings, label: describeElement(el) });

    const children = el.items.filter((i) => !(isElement(i) && i.kind === 'global'));
    for (const g of el.items)
      if (isElement(g) && g.kind === 'global')
        for (const entry of g.items) if (isElement(entry)) view.globals.push(this.link(entry));
    const childSections = children.filter((i): i is NavElement => isElement(i) && SECTION_KINDS.has(i.kind));
    if (childSections.length > 0) {
      view.choiceKind = childSections[0].kind;
      view.choices = childSections.map((c) => this.section(c, view.path, crumbs));
      const selectable = view.choices.filter((c) => !c.link);
      const chosen =
        selectable.find((c) => c.isDefault && !c.hidden) ?? selectable.find((c) => !c.hidden) ?? selectable[0];
      if (chosen) view.selected = chosen.id;
      else view.sidebar = [];
      return view;
    }
    const href = stringAt(el.node, 'href');
    const generated = generatedFor(this.model, el);
    if (href !== undefined && children.length === 0 && generated.length === 0 && el.kind !== 'root') {
      view.link = this.link(el);
      return view;
    }
    view.sidebar = [...this.items(children, crumbs, false), ...generated.map((n) => this.generated(n, crumbs, false))];
    return view;
  }

  private link(el: NavElement): LinkView {
    const raw = stringAt(el.node, 'href') ?? '';
    const target = classifyHref(raw);
    const link: LinkView = {
      id: this.uniqueId(`link-${el.label ?? 'link'}`),
      label: el.label ?? raw,
      raw,
      external: target.kind === 'absolute',
      findings: [],
    };
    if (target.kind !== 'refused') link.href = target.href;
    const icon = iconName(getProp(el.node, 'icon')?.value);
    if (icon) link.icon = icon;
    this.candidates.push({ id: link.id, span: el.node.span, findings: link.findings, label: describeElement(el) });
    const pagePath =
      target.kind === 'relative' && !target.href.startsWith('#')
        ? decodeSafe(target.href.replace(/[?#].*$/, '')).replace(/^\/+|\/+$/g, '')
        : undefined;
    this.links.push({ link, path: pagePath });
    return link;
  }

  private items(items: (NavElement | PageEntry)[], crumbs: string[], nested: boolean): SidebarItem[] {
    const out: SidebarItem[] = [];
    for (const item of items) {
      if (!isElement(item)) out.push(this.entry(item, crumbs));
      else if (item.kind === 'group') out.push(this.group(item, crumbs, nested));
    }
    return out;
  }

  private group(el: NavElement, parentCrumbs: string[], nested: boolean): GroupView {
    const label = el.label ?? '';
    const crumbs = [...parentCrumbs, label];
    this.crumbsOf.set(el, crumbs);
    const view: GroupView = {
      type: 'group',
      id: this.uniqueId(`group-${label}`),
      label,
      nested,
      expanded: boolAt(el.node, 'expanded') === true,
      generated: false,
      hidden: boolAt(el.node, 'hidden') === true,
      items: [],
      findings: [],
    };
    const icon = iconName(getProp(el.node, 'icon')?.value);
    if (icon) view.icon = icon;
    const tag = stringAt(el.node, 'tag');
    if (tag) view.tag = tag;
    this.candidates.push({ id: view.id, span: el.node.span, findings: view.findings, label: describeElement(el) });
    const rootProp = getProp(el.node, 'root')?.value;
    if (rootProp?.type === 'string') view.root = this.pageFile(rootProp.value as string, rootProp.span, crumbs, true);
    view.items = this.items(el.items, crumbs, true);
    for (const n of generatedFor(this.model, el)) view.items.push(this.generated(n, crumbs, true));
    return view;
  }

  private entry(entry: PageEntry, crumbs: string[]): PageView {
    const selected = entry.graphql ? this.model.references?.selectedNode(entry) : undefined;
    if (selected?.reference) {
      const page = this.referencePage(selected, selected.reference, crumbs);
      page.entry = entry.raw;
      page.position = this.where(entry.node.span.file, entry.node.span.start);
      return page;
    }
    const node = this.model.openapi?.entryNode(entry);
    if (node) {
      const page = this.operationPage(node, crumbs);
      page.entry = entry.raw;
      page.position = this.where(entry.node.span.file, entry.node.span.start);
      this.candidates.push({
        id: page.id,
        span: entry.node.span,
        findings: page.findings,
        label: `page ${JSON.stringify(page.title)}`,
      });
      return page;
    }
    const r = this.entryResults.get(entry);
    if (entry.operation && r?.status !== 'file') {
      const op = entry.operation;
      const page: PageView = {
        type: 'page',
        id: this.uniqueId(`page-${op.method}-${op.path}`),
        title: entry.raw,
        entry: entry.raw,
        status: 'unresolved',
        operation: {
          method: op.method.toUpperCase(),
          path: op.path,
          ...(op.spec !== undefined ? { spec: op.spec } : {}),
          generated: false,
          hidden: false,
          bound: false,
        },
        position: this.where(entry.node.span.file, entry.node.span.start),
        crumbs,
        hidden: false,
        isRoot: false,
        findings: [],
      };
      this.allPages.push(page);
      this.candidates.push({
        id: page.id,
        span: entry.node.span,
        findings: page.findings,
        label: `entry ${JSON.stringify(entry.raw)}`,
      });
      return page;
    }
    return this.pageFile(entry.raw, entry.node.span, crumbs, false);
  }

  private pageFile(raw: string, span: Span, crumbs: string[], isRoot: boolean): PageView {
    const p = raw
      .trim()
      .replace(/\\/g, '/')
      .replace(/^(?:\.\/)+/, '')
      .replace(/^\/+/, '');
    const normalized = path.posix.normalize(p || '.').replace(/\/+$/, '');
    const pagePath = normalized === '.' ? '' : normalized;
    const res = this.model.files.resolvePage(pagePath);
    const file = res.status === 'found' || res.status === 'ignored' ? res.file : undefined;
    const meta = file !== undefined && res.status === 'found' ? this.model.openapi?.pageMeta.get(file) : undefined;
    const bound = file !== undefined && res.status === 'found' ? this.bindings.get(file) : undefined;
    const url = pageUrl(pagePath);
    const title = sidebarLabel(meta, bound?.summary, pagePath || raw);
    const heading = sidebarLabel({ title: meta?.title }, bound?.summary, pagePath || raw);
    const page: PageView = {
      type: 'page',
      id: this.uniqueId(`page-${pagePath || raw}`),
      title,
      ...(heading !== title ? { heading } : {}),
      entry: raw,
      ...(file !== undefined ? { file } : {}),
      url,
      status: res.status,
      position: this.where(span.file, span.start),
      crumbs,
      hidden: false,
      isRoot,
      findings: [],
    };
    if (bound)
      page.operation = {
        method: bound.method,
        path: bound.path,
        spec: bound.spec.rel,
        generated: false,
        hidden: bound.hidden,
        bound: true,
      };
    this.allPages.push(page);
    if (!this.pageTargets.has(pagePath)) this.pageTargets.set(pagePath, page.id);
    if (file !== undefined) {
      const abs = path.join(this.model.root, file);
      (this.pagesByFile.get(abs) ?? this.pagesByFile.set(abs, []).get(abs)!).push(page);
    }
    this.candidates.push({ id: page.id, span, findings: page.findings, label: `page ${JSON.stringify(page.title)}` });
    return page;
  }

  private operationPage(node: NavNode, crumbs: string[]): PageView {
    const page: PageView = {
      type: 'page',
      id: this.uniqueId(`page-${node.url ?? `${node.method}-${node.operationPath}`}`),
      title: node.label ?? `${node.method} ${node.operationPath}`,
      ...(node.url !== undefined ? { url: node.url } : {}),
      status: 'operation',
      operation: {
        method: node.method ?? '',
        path: node.operationPath ?? '',
        ...(node.spec !== undefined ? { spec: node.spec } : {}),
        generated: node.generated === true,
        hidden: node.hidden === true,
        bound: false,
      },
      crumbs,
      hidden: node.hidden === true,
      isRoot: false,
      findings: [],
    };
    this.allPages.push(page);
    if (node.url !== undefined) {
      const key = node.url.replace(/^\/+/, '');
      if (!this.pageTargets.has(key)) this.pageTargets.set(key, page.id);
    }
    return page;
  }

  /** A page generated from a GraphQL schema or an AsyncAPI document. */
  private referencePage(node: NavNode, reference: NonNullable<NavNode['reference']>, crumbs: string[]): PageView {
    const page: PageView = {
      type: 'page',
      id: this.uniqueId(`page-${node.url ?? node.label ?? 'generated'}`),
      title: node.label ?? node.url ?? '',
      ...(node.url !== undefined ? { url: node.url } : {}),
      status: 'generated',
      reference,
      crumbs,
      hidden: false,
      isRoot: false,
      findings: [],
    };
    this.allPages.push(page);
    if (node.url !== undefined) {
      const key = node.url.replace(/^\/+/, '');
      if (!this.pageTargets.has(key)) this.pageTargets.set(key, page.id);
    }
    return page;
  }

  private generated(node: NavNode, crumbs: string[], nested: boolean): SidebarItem {
    if (node.kind === 'page' && node.reference) return this.referencePage(node, node.reference, crumbs);
    if (node.kind !== 'group') return this.operationPage(node, crumbs);
    const label = node.label ?? '';
    const inner = [...crumbs, label];
    return {
      type: 'group',
      id: this.uniqueId(`group-${label}`),
      label,
      nested,
      expanded: false,
      generated: true,
      hidden: false,
      items: (node.children ?? []).map((c) => this.generated(c, inner, true)),
      findings: [],
    };
  }

  /**
   * Puts each finding at the innermost shown element whose span holds its start, or at every card of the page file it
   * is in. The view lists them errors first, then warnings, then notices (each in the check's order), so that every
   * list of findings in the preview, and the part of it a size limit keeps, starts with what fails the run.
   */
  private placeFindings(view: PreviewView): void {
    const diagnostics = this.result.diagnostics;
    const innermost = innermostCandidates(this.candidates, diagnostics);
    const order = diagnostics
      .map((_, i) => i)
      .sort((a, b) => SEVERITY_RANK[diagnostics[b].severity] - SEVERITY_RANK[diagnostics[a].severity] || a - b);
    order.forEach((at, index) => {
      const d = diagnostics[at];
      const finding: PreviewFinding = {
        severity: d.severity,
        rule: d.rule,
        message: d.message,
        location: this.where(d.span.file, d.span.start),
      };
      const help = helpText(d, this.result.sources);
      if (help !== undefined) finding.help = help;
      view.findings.push(finding);
      const pages = this.pagesByFile.get(d.span.file);
      if (pages && pages.length > 0) {
        for (const p of pages) p.findings.push(index);
        finding.targetId = pages[0].id;
        finding.targetLabel = `page ${JSON.stringify(pages[0].title)}`;
        return;
      }
      const best = innermost[at];
      if (!best) {
        view.siteFindings.push(index);
        return;
      }
      best.findings.push(index);
      finding.targetId = best.id;
      finding.targetLabel = best.label;
    });
  }
}

/**
 * For each finding, the innermost shown element whose span holds its start: the one that starts last, then ends
 * first, then comes first. One sweep per file over elements and findings in order, with the elements open at each
 * point on a stack: a docs.json of 30,000 groups, each with a finding, is not 30,000 searches of 30,000 elements.
 */
function innermostCandidates(candidates: Candidate[], diagnostics: readonly Diagnostic[]): (Candidate | undefined)[] {
  const out: (Candidate | undefined)[] = new Array(diagnostics.length);
  const byFile = new Map<string, { c: Candidate; i: number }[]>();
  candidates.forEach((c, i) => {
    const list = byFile.get(c.span.file);
    if (list) list.push({ c, i });
    else byFile.set(c.span.file, [{ c, i }]);
  });
  const findings = new Map<string, number[]>();
  diagnostics.forEach((d, i) => {
    if (!byFile.has(d.span.file)) return;
    const list = findings.get(d.span.file);
    if (list) list.push(i);
    else findings.set(d.span.file, [i]);
  });
  for (const [file, list] of findings) {
    // Pushed in this order, the element on top of the stack at a point is the innermost one holding it.
    const elements = byFile
      .get(file)!
      .sort((a, b) => cmpPos(a.c.span.start, b.c.span.start) || cmpPos(b.c.span.end, a.c.span.end) || b.i - a.i);
    list.sort((a, b) => cmpPos(diagnostics[a].span.start, diagnostics[b].span.start) || a - b);
    const stack: Candidate[] = [];
    let next = 0;
    for (const index of list) {
      const p = diagnostics[index].span.start;
      for (; next < elements.length && !before(p, elements[next].c.span.start); next++) stack.push(elements[next].c);
      while (stack.length > 0 && before(stack[stack.length - 1].span.end, p)) stack.pop();
      out[index] = stack[stack.length - 1];
    }
  }
  return out;
}

function cmpPos(a: Position, b: Position): number {
  return a.line - b.line || a.column - b.column;
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}

function stringAt(node: JNode | undefined, key: string): string | undefined {
  const v = getProp(node, key)?.value;
  return v?.type === 'string' ? (v.value as string) : undefined;
}

function boolAt(node: JNode | undefined, key: string): boolean | undefined {
  const v = getProp(node, key)?.value;
  return v?.type === 'boolean' ? (v.value as boolean) : undefined;
}

/** The name of an icon: a string, or the `name` of an icon object. */
function iconName(value: JNode | undefined): string | undefined {
  if (value?.type === 'string') return (value.value as string) || undefined;
  if (value?.type === 'object') return stringAt(value as JObject, 'name') || undefined;
  return undefined;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
