import { createHash } from 'node:crypto';
import type { Severity } from '../core/types.js';
import type { CheckResult } from '../engine/types.js';
import { COUNT_DEFINITIONS } from '../model/counts.js';
import { UNDATED, type CoverageRow } from '../model/translations.js';
import type { ElementKind } from '../model/shapes.js';
import { messageParts } from '../report/message.js';
import { ruleDocUrl } from '../core/rule-docs.js';
import { plural } from '../report/text.js';
import { VERSION } from '../version.js';
import { renderBannerMarkdown } from './banner.js';
import { escapeHtml } from './escape.js';
import { LIVE_SCRIPT } from './live.js';
import { PREVIEW_SCRIPT } from './script.js';
import { PREVIEW_STYLE } from './style.js';
import { CHANGES_STYLE, changesLink, renderChanges, sidebarMark } from './changes.js';
import {
  buildPreview,
  type GroupView,
  type LinkView,
  type PageView,
  type PreviewOptions,
  type PreviewView,
  type SectionView,
  type SidebarItem,
} from './view.js';

/** The `sha256-…` source of the preview's inline script, as its Content-Security-Policy names it. */
export function scriptHash(script: string = PREVIEW_SCRIPT): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The preview's Content-Security-Policy: nothing from the network, inline style, and only the one known script. */
export function previewCsp(script: string = PREVIEW_SCRIPT): string {
  return `default-src 'none'; style-src 'unsafe-inline'; script-src ${scriptHash(script)}; img-src data:; base-uri 'none'; form-action 'none'`;
}

/** The Content-Security-Policy of a served preview (`preview --watch`): the preview's, plus the live script and connections to its own origin. */
export function livePreviewCsp(): string {
  return previewCsp().replace(/script-src ([^;]*);/, `script-src $1 ${scriptHash(LIVE_SCRIPT)}; connect-src 'self';`);
}

/** How the page is served: `live` adds the live-update script and the build id it compares (`preview --watch`). */
export interface HtmlOptions {
  live?: { build: string };
}

/** The navigation preview of a checked site as one self-contained HTML page. */
export function formatPreviewHtml(result: CheckResult, options: PreviewOptions & HtmlOptions): string {
  return renderPreviewHtml(buildPreview(result, options), options);
}

/**
 * The same page as `formatPreviewHtml`, a part at a time, each made as it is asked for: written out one by one, the
 * preview of a large site is never held whole (its page cards alone may take 48 Mi characters).
 */
export function previewHtmlChunks(result: CheckResult, options: PreviewOptions & HtmlOptions): Iterable<string> {
  return new Renderer(buildPreview(result, options), options.live).chunks();
}

const KIND_NAME: Partial<Record<ElementKind, string>> = {
  product: 'Product',
  language: 'Language',
  version: 'Version',
  tab: 'Tab',
  anchor: 'Anchor',
  dropdown: 'Dropdown',
  'menu-item': 'Menu',
};

const LANGUAGES: Record<string, string> = {
  ar: 'Arabic',
  ca: 'Catalan',
  cn: 'Chinese',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fi: 'Finnish',
  fr: 'French',
  'fr-CA': 'French (Canada)',
  he: 'Hebrew',
  hi: 'Hindi',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  'ja-JP': 'Japanese',
  jp: 'Japanese',
  ko: 'Korean',
  lv: 'Latvian',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  'pt-BR': 'Portuguese (Brazil)',
  ro: 'Romanian',
  ru: 'Russian',
  sv: 'Swedish',
  tr: 'Turkish',
  ua: 'Ukrainian',
  uk: 'Ukrainian',
  uz: 'Uzbek',
  vi: 'Vietnamese',
  zh: 'Chinese',
  'zh-CN': 'Chinese (Simplified)',
  'zh-Hans': 'Chinese (Simplified)',
  'zh-Hant': 'Chinese (Traditional)',
  'zh-TW': 'Chinese (Traditional)',
};

const RANK: Record<Severity, number> = { error: 3, warning: 2, notice: 1 };

/** Most characters of one user-written text shown (a label, a title, a message part); longer ones end with `…`. */
const MAX_SHOWN_CHARS = 1000;
/**
 * Most characters of page cards and finding lists in one preview: past it they stop with a note, so that the file
 * stays one a browser opens (and one a string can hold) whatever the site's size.
 */
const PREVIEW_BUDGET_CHARS = 48 * 1024 * 1024;

/** Escaped text, cut to `MAX_SHOWN_CHARS`. */
function e(s: string): string {
  return escapeHtml(s.length > MAX_SHOWN_CHARS ? `${s.slice(0, MAX_SHOWN_CHARS - 1)}…` : s);
}

/** Renders a preview view as HTML; every user-written string passes through `escapeHtml` or the safe banner renderer. */
export function renderPreviewHtml(view: PreviewView, html: HtmlOptions = {}): string {
  return [...new Renderer(view, html.live).chunks()].join('');
}

class Renderer {
  private readonly onPath = new Set<string>();
  private readonly sections: SectionView[] = [];
  /** Characters left for page cards and finding lists. */
  private budget = PREVIEW_BUDGET_CHARS;

  constructor(
    private readonly view: PreviewView,
    private readonly live?: { build: string },
  ) {
    const walk = (s: SectionView) => {
      this.sections.push(s);
      s.choices.forEach(walk);
    };
    walk(view.root);
    let cur: SectionView | undefined = view.root;
    while (cur) {
      this.onPath.add(cur.id);
      const next: string | undefined = cur.selected;
      cur = next !== undefined ? cur.choices.find((c) => c.id === next) : undefined;
    }
  }

  /** The page's lines, the empty ones left out, each after the line break that ends the one before. */
  *chunks(): Generator<string> {
    let first = true;
    for (const part of this.parts()) {
      if (part === '') continue;
      yield first ? part : `\n${part}`;
      first = false;
    }
  }

  private *parts(): Generator<string> {
    const v = this.view;
    const s = v.summary;
    const title = `${v.siteName} · navigation preview`;
    const bodyStyle = v.primary ? ` style="--primary: ${e(v.primary)}"` : '';
    yield* [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      `<meta http-equiv="Content-Security-Policy" content="${e(this.live ? livePreviewCsp() : previewCsp())}">`,
      this.live ? `<meta name="navlint-build" content="${e(this.live.build)}">` : '',
      '<meta name="referrer" content="no-referrer">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${e(title)}</title>`,
      `<style>${PREVIEW_STYLE}${v.changes ? CHANGES_STYLE : ''}</style>`,
      '</head>',
      `<body${bodyStyle}>`,
      '<a class="skip" href="#main">Skip to content</a>',
      ...this.sections.filter((x) => x.banner).map((x) => this.banner(x)),
      '<header class="top">',
      `<div class="brand"><span class="logo" aria-hidden="true">${e(firstChar(v.siteName))}</span><span class="site">${e(v.siteName)}</span><span class="kicker">Navigation preview</span></div>`,
      `<div class="selectors">${this.choiceLists(['product', 'language', 'version'])}</div>`,
      '<ul class="counts" aria-label="Counts">',
      `<li title="${e(COUNT_DEFINITIONS.pages)}"><b>${count(v.counts.pages)}</b> ${v.counts.pages === 1 ? 'page' : 'pages'}</li>`,
      v.counts.apiPages > 0
        ? `<li title="${e(COUNT_DEFINITIONS.apiPages)}"><b>${count(v.counts.apiPages)}</b> API ${v.counts.apiPages === 1 ? 'page' : 'pages'}</li>`
        : '',
      `<li class="c-error"><b>${s.errors}</b> ${s.errors === 1 ? 'error' : 'errors'}</li>`,
      `<li class="c-warning"><b>${s.warnings}</b> ${s.warnings === 1 ? 'warning' : 'warnings'}</li>`,
      `<li class="c-notice"><b>${s.notices}</b> ${s.notices === 1 ? 'notice' : 'notices'}</li>`,
      '</ul>',
      changesLink(v.changes),
      '</header>',
      this.hasKind('tab') ? `<nav class="tabs" aria-label="Tabs">${this.choiceLists(['tab'])}</nav>` : '',
      '<div class="layout">',
      '<nav class="sidebar" aria-label="Sidebar">',
      '<div class="side-top">',
      ...this.sections.filter((x) => x.globals.length > 0).map((x) => this.globals(x)),
      this.choiceLists(['anchor', 'dropdown', 'menu-item']),
      '</div>',
      ...this.sections.filter((x) => x.sidebar).map((x) => this.panel(x)),
      this.drilldownNote(),
      '</nav>',
      '<main id="main" tabindex="-1">',
      '<noscript><p class="note">Scripts are off: the default selection is shown, and page links still open each page\'s card.</p></noscript>',
      this.overview(),
      renderChanges(
        v.changes,
        new Map(
          this.pages()
            .flatMap((p) => (p.url !== undefined ? [[p.url, p.id] as [string, string]] : []))
            .reverse(),
        ),
      ),
    ];
    yield* this.cards();
    yield* [
      v.siteFindings.length > 0
        ? `<div class="notes" aria-label="Findings about the whole site"><h2>Site-wide findings</h2>${this.findingList(v.siteFindings, false)}</div>`
        : '',
      ...this.sections.filter((x) => x.findings.length > 0).map((x) => this.notes(x)),
      this.allFindings(),
      this.hiddenOperations(),
      `<footer class="foot">navlint ${e(VERSION)} · ${e(v.configFile)}</footer>`,
      '</main>',
      '</div>',
      `<script>${PREVIEW_SCRIPT}</script>`,
      this.live ? `<script>${LIVE_SCRIPT}</script>` : '',
      '</body>',
      '</html>',
    ];
  }

  private hidden(id: string): string {
    return this.onPath.has(id) ? '' : ' hidden';
  }

  private hasKind(kind: ElementKind): boolean {
    return this.sections.some((s) => s.choiceKind === kind);
  }

  private sectionLabel(s: SectionView): string {
    if (s.kind === 'language') return LANGUAGES[s.label] ?? s.label;
    return s.label;
  }

  private banner(s: SectionView): string {
    const b = s.banner!;
    const dismiss = b.dismissible
      ? '<button type="button" class="dismiss needs-js" data-dismiss aria-label="Dismiss the banner">×</button>'
      : '';
    return `<div class="banner" role="region" aria-label="${e(`Banner of ${this.sectionLabel(s)}`)}" data-owner="${s.id}"${this.hidden(s.id)}><span class="lang">${e(s.label)}</span><span>${renderBannerMarkdown(b.markdown)}</span>${dismiss}</div>`;
  }

  private choiceLists(kinds: ElementKind[]): string {
    return this.sections
      .filter((s) => s.choiceKind !== undefined && kinds.includes(s.choiceKind))
      .map((s) =>
        s.choiceKind === 'tab' ? this.tabRow(s) : s.choiceKind === 'anchor' ? this.anchorList(s) : this.dropdown(s),
      )
      .join('');
  }

  private dropdown(parent: SectionView): string {
    const kind = KIND_NAME[parent.choiceKind!] ?? 'Choice';
    const what = parent.choiceKind === 'menu-item' ? this.sectionLabel(parent) || kind : kind;
    const current = parent.choices
      .filter((c) => !c.link)
      .map(
        (c) =>
          `<span class="cur" data-cur="${c.id}" data-parent="${parent.id}"${c.id === parent.selected ? '' : ' hidden'}>${this.optionBody(c, false)}</span>`,
      )
      .join('');
    const options = parent.choices.map((c) => `<li>${this.option(parent, c, 'opt')}</li>`).join('');
    return `<div class="choice" data-owner="${parent.id}"${this.hidden(parent.id)}><details class="dd"><summary><span class="what">${e(what)}</span>${current}</summary><ul class="menu" aria-label="${e(plural(parent.choices.length, kind.toLowerCase()))}">${options}</ul></details></div>`;
  }

  private tabRow(parent: SectionView): string {
    return `<div class="choice" data-owner="${parent.id}"${this.hidden(parent.id)}>${parent.choices.map((c) => this.option(parent, c, 'tab')).join('')}</div>`;
  }

  private anchorList(parent: SectionView): string {
    return `<ul class="anchors choice" aria-label="Anchors" data-owner="${parent.id}"${this.hidden(parent.id)}>${parent.choices.map((c) => `<li>${this.option(parent, c, 'anchor')}</li>`).join('')}</ul>`;
  }

  private optionBody(c: SectionView, withDescription: boolean): string {
    const icon = c.icon ? iconBox(c.icon) : '';
    const desc =
      withDescription && (c.description || c.kind === 'language')
        ? `<span class="desc">${e(c.description ?? c.label)}</span>`
        : '';
    const tag = c.tag ? ` <span class="badge" title="${e(c.tag)}">${e(c.tag)}</span>` : '';
    const hidden = c.hidden ? ' <span class="badge muted">hidden</span>' : '';
    return `${icon}<span class="grow" title="${e(this.sectionLabel(c))}">${e(this.sectionLabel(c))}${desc}</span>${tag}${hidden}${this.marker(c.findings)}`;
  }

  private option(parent: SectionView, c: SectionView, cls: string): string {
    if (c.link) return this.linkElement(c.link, cls, this.optionBody(c, cls === 'opt'));
    const current = c.id === parent.selected ? ' aria-current="true"' : '';
    return `<button type="button" class="${cls}" data-sel="${c.id}" data-parent="${parent.id}" data-path="${c.path.join(' ')}"${current}>${this.optionBody(c, cls === 'opt')}</button>`;
  }

  private linkElement(link: LinkView, cls: string, body: string): string {
    const classes = (extra: string) => (cls || extra ? ` class="${[cls, extra].filter(Boolean).join(' ')}"` : '');
    if (link.href === undefined)
      return `<span${classes('refused')} id="${link.id}" title="${e(`Link not shown: ${link.raw}`)}">${body}<span class="badge bad">unsafe link</span></span>`;
    if (link.external)
      return `<a${classes('')} id="${link.id}" href="${e(link.href)}" target="_blank" rel="noopener noreferrer">${body}<span class="ext-mark" aria-hidden="true">↗</span><span class="sr-only"> (external link)</span></a>`;
    return `<a${classes('')} id="${link.id}" href="${e(link.href)}">${body}</a>`;
  }

  private globals(s: SectionView): string {
    const items = s.globals
      .map(
        (l) =>
          `<li>${this.linkElement(l, '', `${l.icon ? iconBox(l.icon) : ''}<span class="grow">${e(l.label)}</span>${this.marker(l.findings)}`)}</li>`,
      )
      .join('');
    return `<ul class="links" aria-label="Global anchors" data-owner="${s.id}"${this.hidden(s.id)}>${items}</ul>`;
  }

  private panel(s: SectionView): string {
    const leaf = this.leafOfDefaultPath();
    const items = s.sidebar!;
    const body =
      items.length > 0
        ? `<ul class="nav-list">${items.map((i) => this.item(i)).join('')}</ul>`
        : '<p class="empty">No pages here.</p>';
    return `<div class="panel" data-leaf="${s.id}" data-path="${s.path.join(' ')}"${s.id === leaf ? '' : ' hidden'}>${body}</div>`;
  }

  private leafOfDefaultPath(): string {
    let cur = this.view.root;
    while (cur.selected !== undefined) cur = cur.choices.find((c) => c.id === cur.selected)!;
    return cur.id;
  }

  private item(i: SidebarItem): string {
    return i.type === 'group' ? this.group(i) : `<li>${this.pageLink(i)}</li>`;
  }

  private group(g: GroupView): string {
    const icon = g.icon ? iconBox(g.icon) : '';
    const tag = g.tag ? `<span class="badge" title="${e(g.tag)}">${e(g.tag)}</span>` : '';
    const hidden = g.hidden ? '<span class="badge muted">hidden</span>' : '';
    const label = g.root
      ? `<a href="#${g.root.id}" data-page class="grow" title="${e(`Opens the group's root page: ${g.root.title}`)}">${e(g.label)}</a>`
      : `<span class="grow">${e(g.label)}</span>`;
    const head = `${icon}${label}${tag}${hidden}${this.marker(g.findings)}`;
    const findings = g.findings.length > 0 ? this.findingList(g.findings, false, true) : '';
    const list = `<ul class="grp-items">${g.items.map((i) => this.item(i)).join('')}</ul>`;
    if (!g.nested) return `<li class="grp" id="${g.id}"><div class="grp-h">${head}</div>${findings}${list}</li>`;
    return `<li class="grp nested" id="${g.id}"><details${g.expanded ? ' open' : ''}><summary>${head}</summary>${findings}${list}</details></li>`;
  }

  private pageLink(p: PageView): string {
    const broken = p.status !== 'found' && p.status !== 'operation' && p.status !== 'generated';
    const cls = `pg${broken ? ' broken' : ''}${p.hidden ? ' hidden-page' : ''}`;
    const method = p.operation ? methodBadge(p.operation.method) : '';
    const label = broken
      ? `${p.status === 'unresolved' ? 'unresolved operation' : statusText(p)}: ${p.entry ?? p.title}`
      : p.title;
    return `<a class="${cls}" href="#${p.id}" data-page title="${e(label)}">${method}<span class="grow">${e(p.title)}</span>${sidebarMark(this.view.changes, p.url)}${this.marker(p.findings)}</a>`;
  }

  private marker(findings: number[]): string {
    if (findings.length === 0) return '';
    const by: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
    let worst: Severity = 'notice';
    for (const i of findings) {
      const sev = this.view.findings[i].severity;
      by[sev]++;
      if (RANK[sev] > RANK[worst]) worst = sev;
    }
    const parts = (['error', 'warning', 'notice'] as const).filter((k) => by[k] > 0).map((k) => plural(by[k], k));
    return `<span class="mk mk-${worst}" role="img" aria-label="${e(parts.join(', '))}" title="${e(parts.join(', '))}">${findings.length}</span>`;
  }

  private findingList(indices: number[], showTarget: boolean, compact = false): string {
    const items = indices.map((i) => {
      const f = this.view.findings[i];
      const help = f.help ? `<span class="help">help: ${htmlMessage(f.help)}</span>` : '';
      const rule = `<a href="${e(ruleDocUrl(f.rule))}" target="_blank" rel="noopener noreferrer">${e(f.rule)}<span class="sr-only"> (external link)</span></a>`;
      const target =
        showTarget && f.targetId
          ? ` · at <a href="#${/^s\d+$/.test(f.targetId) ? `notes-${f.targetId}` : f.targetId}">${e(f.targetLabel ?? '')}</a>`
          : '';
      const location = compact ? f.location.replace(/^.*\//, '') : f.location;
      return `<li class="f f-${f.severity}"><span class="sev">${f.severity}</span>${htmlMessage(f.message)}${help}<span class="where"><code title="${e(f.location)}">${e(location)}</code> · ${rule}${target}</span></li>`;
    });
    return `<ul class="fl">${items.join('')}</ul>`;
  }

  private notes(s: SectionView): string {
    const name = s.kind === 'root' ? 'Navigation' : `${KIND_NAME[s.kind] ?? s.kind} ${this.sectionLabel(s)}`;
    return `<div class="notes" id="notes-${s.id}" data-owner="${s.id}" data-path="${s.path.join(' ')}"${this.hidden(s.id)}><h2>${e(name)}</h2>${this.findingList(s.findings, false)}</div>`;
  }

  private overview(): string {
    const v = this.view;
    const stat = (n: number, label: string, cls = '', title?: string) =>
      `<div class="stat${cls}"${title ? ` title="${e(title)}"` : ''}><b>${count(n)}</b><span>${e(label)}</span></div>`;
    return [
      '<article class="card overview" aria-labelledby="overview-title">',
      '<p class="eyebrow">Navigation preview</p>',
      `<h1 id="overview-title">${e(v.siteName)}</h1>`,
      v.description ? `<p class="lede">${e(v.description)}</p>` : '',
      '<div class="stats">',
      stat(v.counts.pages, v.counts.pages === 1 ? 'page' : 'pages', '', COUNT_DEFINITIONS.pages),
      stat(v.counts.apiPages, v.counts.apiPages === 1 ? 'API page' : 'API pages', '', COUNT_DEFINITIONS.apiPages),
      stat(v.counts.pageFiles, v.counts.pageFiles === 1 ? 'page file' : 'page files', '', COUNT_DEFINITIONS.pageFiles),
      stat(v.summary.errors, v.summary.errors === 1 ? 'error' : 'errors', ' s-error'),
      stat(v.summary.warnings, v.summary.warnings === 1 ? 'warning' : 'warnings', ' s-warning'),
      stat(v.summary.notices, v.summary.notices === 1 ? 'notice' : 'notices', ' s-notice'),
      '</div>',
      `<p>This is the navigation of <code>${e(v.configFile)}</code> as readers will get it: dropped parts left out, API pages listed or generated from the OpenAPI documents (<span title="${e(COUNT_DEFINITIONS.generatedPages)}">${count(v.counts.generatedPages)} generated</span>).${v.counts.unlistedPageFiles > 0 ? ` <span title="${e(COUNT_DEFINITIONS.unlistedPageFiles)}">${count(v.counts.unlistedPageFiles)} of the ${count(v.counts.pageFiles)} page files ${v.counts.unlistedPageFiles === 1 ? 'is' : 'are'} in no navigation entry</span>: reachable by URL, absent from the sidebar.` : ''} Select a page in the sidebar to see its file, its URL and its findings.</p>`,
      v.coverage ? coverageTable(v.coverage) : '',
      '</article>',
    ].join('');
  }

  private pages(): PageView[] {
    const out: PageView[] = [];
    const walk = (items: SidebarItem[]) => {
      for (const i of items) {
        if (i.type === 'page') out.push(i);
        else {
          if (i.root) out.push(i.root);
          walk(i.items);
        }
      }
    };
    for (const s of this.sections) if (s.sidebar) walk(s.sidebar);
    return out;
  }

  private card(p: PageView): string {
    const rows: string[] = [];
    const row = (k: string, v: string) => rows.push(`<dt>${e(k)}</dt><dd>${v}</dd>`);
    if (p.heading !== undefined) row('Sidebar label', `${e(p.title)} <span class="ok">(sidebarTitle)</span>`);
    if (p.entry !== undefined)
      row(
        p.isRoot ? 'Group root' : 'Navigation entry',
        `<code>${e(p.entry)}</code>${p.position ? ` <span class="ok">at ${e(p.position)}</span>` : ''}`,
      );
    if (p.reference)
      row(
        p.reference.kind === 'graphql' ? 'GraphQL schema' : 'AsyncAPI document',
        `<code>${e(p.reference.source)}</code> <span class="ok">(generated from the document)</span>`,
      );
    else if (p.status !== 'operation' && p.status !== 'unresolved')
      row(
        'Page file',
        p.file !== undefined && p.status === 'found'
          ? `<code>${e(p.file)}</code>`
          : `<span class="badge bad">${e(statusText(p))}</span>${p.file !== undefined ? ` <code>${e(p.file)}</code>` : ''}`,
      );
    if (p.url !== undefined && p.status !== 'unresolved') row('URL', `<code>${e(p.url)}</code>`);
    if (p.operation) {
      const o = p.operation;
      const how =
        p.status === 'unresolved'
          ? 'matches no operation'
          : o.bound
            ? 'bound by the page\u2019s openapi metadata'
            : o.generated
              ? 'generated from the document'
              : 'listed in the navigation';
      row(
        'Operation',
        `${methodBadge(o.method)} <code>${e(o.path)}</code>${o.spec ? ` in <code>${e(o.spec)}</code>` : ''} <span class="ok">(${e(how)})</span>`,
      );
    }
    if (p.hidden) row('Visibility', 'x-hidden: left out of generated navigation');
    const crumbs =
      p.crumbs.length > 0
        ? `<nav class="crumbs" aria-label="Breadcrumb"><ol>${p.crumbs.map((c) => `<li>${e(c)}</li>`).join('')}</ol></nav>`
        : '';
    const findings =
      p.findings.length > 0 ? this.findingList(p.findings, false) : '<p class="ok">No findings on this page.</p>';
    return `<article class="card" id="${p.id}" tabindex="-1" aria-labelledby="${p.id}-title">${crumbs}<h1 id="${p.id}-title">${p.operation ? `${methodBadge(p.operation.method)} ` : ''}${e(p.heading ?? p.title)}</h1><dl class="meta">${rows.join('')}</dl><h2>Findings</h2>${findings}</article>`;
  }

  /** The page cards, as many as the budget holds (the findings list keeps a part of it), then a note. */
  private *cards(): Generator<string> {
    const pages = this.pages();
    let shown = 0;
    const reserve = this.budget / 4;
    for (const p of pages) {
      const card = this.card(p);
      if (this.budget - card.length < reserve) break;
      this.budget -= card.length;
      shown++;
      yield card;
    }
    if (shown < pages.length)
      yield `<p class="note">${e(`The preview shows ${count(shown)} of ${count(pages.length)} pages, to keep this file small enough for a browser: navlint check lists every finding.`)}</p>`;
  }

  private allFindings(): string {
    const v = this.view;
    const n = v.findings.length;
    let body = '<p class="ok">No findings: navlint found nothing to report.</p>';
    if (n > 0) {
      const shown: number[] = [];
      for (let i = 0; i < n && this.budget > 0; i++) {
        shown.push(i);
        this.budget -= v.findings[i].message.length + (v.findings[i].help?.length ?? 0) + 300;
      }
      body = this.findingList(shown, true);
      if (shown.length < n)
        body += `<p class="note">${e(`The list shows ${count(shown.length)} of ${count(n)} findings, to keep this file small enough for a browser: navlint check lists every one.`)}</p>`;
    }
    return `<section class="all" aria-labelledby="all-findings"><h2 id="all-findings">All findings <span class="n">${n}</span></h2>${body}</section>`;
  }

  private hiddenOperations(): string {
    const ops = this.view.hiddenOperations;
    if (ops.length === 0) return '';
    const items = ops
      .map(
        (o) =>
          `<li>${methodBadge(o.method)}<span class="grow">${e(o.title)} <code>${e(o.path)}</code>${o.crumbs.length ? `<span class="in">under ${e(o.crumbs.join(' › '))}</span>` : ''}</span><code>${e(o.url)}</code><span class="ok">${e(o.position)}</span></li>`,
      )
      .join('');
    return `<section class="all" aria-labelledby="not-in-nav"><h2 id="not-in-nav">Not in navigation <span class="n">${ops.length}</span></h2><p class="ok">Operations marked <code>x-hidden: true</code>: their pages are generated, but no navigation lists them.</p><ul class="ops">${items}</ul></section>`;
  }

  private drilldownNote(): string {
    const d = this.view.drilldown;
    const text =
      d === true
        ? 'Selecting a group opens its first page (<code>interaction.drilldown: true</code>).'
        : d === false
          ? 'Selecting a group only expands or collapses it (<code>interaction.drilldown: false</code>).'
          : '<code>interaction.drilldown</code> is not set: the theme decides whether selecting a group opens its first page.';
    return `<p class="note">${text} A group with a <code>root</code> opens that page. Nested groups start collapsed unless <code>expanded: true</code>; top-level groups are always open.</p>`;
  }
}

/** A finding's message as HTML: navlint's backtick spans as code, everything escaped. */
function htmlMessage(message: string): string {
  return messageParts(message)
    .map((part) => (part.code ? `<code>${e(part.text)}</code>` : e(part.text)))
    .join('');
}

/**
 * Each language's coverage as a table: its pages, the default language's pages it lacks, its pages older than their
 * source in git (– when git could not tell) and the share of the default language it has.
 */
export function coverageTable(rows: readonly CoverageRow[]): string {
  const head = ['Language', 'Pages', 'Missing', 'Stale', 'Translated'].map((h) => `<th scope="col">${h}</th>`);
  const body = rows.map((r) => {
    const name = `${r.under !== undefined ? `${r.under} › ` : ''}${r.language}${r.default ? ' (default)' : ''}`;
    const cells = [count(r.pages), count(r.missing), r.stale === undefined ? '–' : count(r.stale), `${r.translated}%`];
    return `<tr><th scope="row">${e(name)}</th>${cells.map((c) => `<td>${e(c)}</td>`).join('')}</tr>`;
  });
  const table = `<table class="coverage" aria-label="Translations"><caption>Translations</caption><thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
  return rows.some((r) => r.stale === undefined)
    ? `${table}<p class="coverage-note">${htmlMessage(UNDATED)}</p>`
    : table;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

function firstChar(s: string): string {
  const c = [...s.trim()][0];
  return c ? c.toUpperCase() : '?';
}

function iconBox(name: string): string {
  const letter = firstChar(name.replace(/^fa[a-z]?-/, ''));
  return `<span class="ico" aria-hidden="true" title="${e(`icon: ${name}`)}">${e(letter)}</span>`;
}

function methodBadge(method: string): string {
  const m = method.toUpperCase();
  const cls = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'WEBHOOK'].includes(m) ? m.toLowerCase() : 'other';
  return `<span class="m m-${cls}">${e(m === 'DELETE' ? 'DEL' : m === 'WEBHOOK' ? 'HOOK' : m)}</span>`;
}

function statusText(p: PageView): string {
  switch (p.status) {
    case 'missing':
      return 'no page file';
    case 'ignored':
      return 'excluded by .mintignore';
    case 'outside':
      return 'outside the docs root';
    case 'directory':
      return 'a folder, not a page';
    case 'unresolved':
      return 'unresolved operation';
    default:
      return p.status;
  }
}
