import type { Severity } from '../core/types.js';
import { escapeMarkdown, markdownMessage } from '../report/summary.js';
import { plural } from '../report/text.js';
import type { GroupView, LinkView, PageView, PreviewView, SectionView, SidebarItem } from './view.js';
import { kindTitle } from '../model/kind-names.js';

/** Options of the Markdown preview. */
export interface PreviewMarkdownOptions {
  /** Size limit in bytes (UTF-8); the tree is cut with a note past it (default `MAX_MARKDOWN_BYTES`). */
  maxBytes?: number;
}

/** The Markdown preview's size limit unless told otherwise. */
const MAX_MARKDOWN_BYTES = 16 * 1024 * 1024;

const ICON: Record<Severity, string> = { error: '🔴', warning: '🟡', notice: '🔵' };

/** The navigation preview as a Markdown tree inside a collapsed `<details>`, for a job summary; all user text escaped. */
export function formatPreviewMarkdown(view: PreviewView, options: PreviewMarkdownOptions = {}): string {
  const tree = new MarkdownTree(view);
  tree.section(view.root, 0);
  const lines = tree.lines;
  const s = view.summary;
  const c = view.counts;
  const api = c.apiPages > 0 ? ` (${plural(c.apiPages, 'API page')})` : '';
  const head = `<details><summary>Navigation preview of ${escapeMarkdown(view.siteName)}: ${plural(c.pages, 'page')}${api}, ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notices, 'notice')}</summary>`;
  const out: string[] = [head, ''];
  const tail = tailLines(view, tree);
  const limit = options.maxBytes ?? MAX_MARKDOWN_BYTES;
  let used = bytes(head) + 300 + tail.reduce((n, l) => n + bytes(l) + 1, 0);
  let shown = 0;
  for (const line of lines) {
    if (used + bytes(line) + 1 > limit) break;
    out.push(line);
    used += bytes(line) + 1;
    shown++;
  }
  if (shown < lines.length)
    out.push('', `The tree is cut after ${shown} of ${lines.length} lines to stay under its size limit.`);
  out.push(...tail, '', '</details>', '');
  return out.join('\n');
}

/** What follows the tree: the site-wide findings, and the operations marked `x-hidden`. */
function tailLines(view: PreviewView, tree: MarkdownTree): string[] {
  const tail: string[] = [];
  if (view.siteFindings.length > 0) {
    const before = tree.lines.length;
    tree.findings(view.siteFindings, 0);
    tail.push('', '**Site-wide findings**', '', ...tree.lines.splice(before));
  }
  if (view.hiddenOperations.length > 0) {
    tail.push(
      '',
      `**Not in navigation** (${plural(view.hiddenOperations.length, 'operation')} marked \`x-hidden\`)`,
      '',
    );
    for (const o of view.hiddenOperations)
      tail.push(
        `- ${code(o.method)} ${escapeMarkdown(o.title)} · ${code(o.url)} (${code(o.spec)})${o.crumbs.length ? ` under ${escapeMarkdown(o.crumbs.join(' › '))}` : ''}`,
      );
  }
  return tail;
}

/** User text as inline code, escaped. */
function code(s: string): string {
  return `<code>${escapeMarkdown(s)}</code>`;
}

/** The lines of the navigation tree as a nested Markdown list, each finding under what it concerns. */
class MarkdownTree {
  readonly lines: string[] = [];

  constructor(private readonly view: PreviewView) {}

  /** A section (tab, anchor, version, …) with its findings, global links, choices and sidebar. */
  section(s: SectionView, depth: number): void {
    let inner = depth;
    if (s.kind !== 'root') {
      const extras = [
        s.kind === 'language' && s.banner ? 'banner' : '',
        s.tag ? `tag ${code(s.tag)}` : '',
        s.isDefault ? 'default' : '',
        s.hidden ? 'hidden' : '',
      ].filter(Boolean);
      const target = s.link
        ? ` → ${s.link.href === undefined ? `${code(s.link.raw)} (unsafe link, not shown)` : `${code(s.link.raw)}${s.link.external ? ' ↗' : ''}`}`
        : '';
      this.lines.push(
        `${'  '.repeat(depth)}- ${kindTitle(s.kind) ?? escapeMarkdown(s.kind)} **${escapeMarkdown(s.label)}**${extras.length ? ` (${extras.join(', ')})` : ''}${target}`,
      );
      inner = depth + 1;
    }
    this.findings(s.findings, inner);
    for (const l of s.globals) this.link(l, inner);
    for (const c of s.choices) this.section(c, inner);
    if (s.sidebar) this.items(s.sidebar, inner);
  }

  /** The findings of the view at these indices, one line each. */
  findings(indices: number[], depth: number): void {
    for (const i of indices) {
      const f = this.view.findings[i];
      const help = f.help === undefined ? '' : ` ${markdownMessage(f.help)}`;
      this.lines.push(
        `${'  '.repeat(depth)}- ${ICON[f.severity]} ${markdownMessage(f.message)}${help} (${code(f.location)}, ${code(f.rule)})`,
      );
    }
  }

  /** A global link (of a section) and its findings. */
  private link(l: LinkView, depth: number): void {
    const target =
      l.href === undefined
        ? `${code(l.raw)} (unsafe link, not shown)`
        : l.href.startsWith('#')
          ? `page ${code(l.raw)}`
          : `${code(l.raw)}${l.external ? ' ↗' : ''}`;
    this.lines.push(`${'  '.repeat(depth)}- Link **${escapeMarkdown(l.label)}** → ${target}`);
    this.findings(l.findings, depth + 1);
  }

  /** A page with its URL, its state and its flags, and its findings. */
  private page(p: PageView, depth: number): void {
    const method = p.operation ? `${code(p.operation.method)} ` : '';
    const where = p.status === 'unresolved' ? 'unresolved operation' : p.url !== undefined ? code(p.url) : '';
    const state =
      p.status === 'found' || p.status === 'operation' || p.status === 'unresolved' || p.status === 'generated'
        ? ''
        : ` (${p.status === 'missing' ? 'no page file' : p.status === 'ignored' ? 'excluded by .mintignore' : p.status === 'outside' ? 'outside the docs root' : 'a folder'})`;
    const flags = [
      p.operation?.generated ? 'generated' : '',
      p.reference ? `generated from ${code(p.reference.source)}` : '',
      p.hidden ? 'hidden' : '',
    ].filter(Boolean);
    this.lines.push(
      `${'  '.repeat(depth)}- ${p.isRoot ? 'Root page: ' : ''}${method}${escapeMarkdown(p.title)}${where ? ` · ${where}` : ''}${state}${flags.length ? ` (${flags.join(', ')})` : ''}`,
    );
    this.findings(p.findings, depth + 1);
  }

  /** A group with its findings, its root page and its items. */
  private group(g: GroupView, depth: number): void {
    const extras = [
      g.tag ? `tag ${code(g.tag)}` : '',
      g.icon ? `icon ${code(g.icon)}` : '',
      g.nested ? (g.expanded ? 'expanded' : 'collapsed') : '',
      g.generated ? 'generated' : '',
      g.hidden ? 'hidden' : '',
    ].filter(Boolean);
    this.lines.push(
      `${'  '.repeat(depth)}- **${escapeMarkdown(g.label)}**${extras.length ? ` (${extras.join(', ')})` : ''}`,
    );
    this.findings(g.findings, depth + 1);
    if (g.root) this.page(g.root, depth + 1);
    this.items(g.items, depth + 1);
  }

  /** The groups and pages of a sidebar. */
  private items(list: SidebarItem[], depth: number): void {
    for (const i of list)
      if (i.type === 'group') this.group(i, depth);
      else this.page(i, depth);
  }
}

function bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}
