import type { Diagnostic, Severity } from '../core/types.js';
import { displayPath, type ReportInput, type Summary } from '../engine.js';
import type { NavDocument, NavNode } from '../model/navjson.js';
import { messageWithHelp } from './github.js';
import { ruleDocUrl, toUri } from './sarif.js';
import { describeChecked } from './stylish.js';
import { plural } from './text.js';

/** The job summary must stay under GitHub's 1 MiB per step; this leaves room for other steps' text. */
export const SUMMARY_LIMIT = 1_000_000;

const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '\\': '&#92;',
  '~': '&#126;',
  '#': '&#35;',
  $: '&#36;',
  '!': '&#33;',
  // A zero-width space after `@` keeps a name from becoming a mention that notifies someone.
  '@': '@&#8203;',
};

/** Escapes user text for GitHub Markdown and HTML: no markup, no mentions, no line breaks that end a table row. */
export function escapeMarkdown(s: string): string {
  return (
    s
      .replace(/\r\n|[\r\u2028\u2029]/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .replace(/[&<>"'|`*_[\]\\~#$!@]/g, (c) => ENTITY[c])
      .replace(/\n/g, '<br>')
  );
}

/** What the job summary (or the pull-request comment) shows besides the findings. */
export interface SummaryOptions {
  /** Folder that file paths are shown relative to (the repository root in the action). */
  baseDir: string;
  /** `https://github.com/OWNER/REPO/blob/SHA`: file:line cells link there when set. */
  blobUrl?: string;
  /** The resolved navigation, shown as a collapsed tree. */
  nav?: NavDocument;
  failOn: 'error' | 'warning' | 'never';
  failed: boolean;
  /** Findings of each kind that were not shown as annotations. */
  notAnnotated?: Summary;
  /** Where the SARIF file was written, as shown to users. */
  sarifFile?: string;
  /** Link to the workflow run, for the pull-request comment. */
  runUrl?: string;
  /** Link to the uploaded navigation preview artifact. */
  previewUrl?: string;
  /** Text put first, unescaped (the comment's hidden marker). */
  prefix?: string;
  /** Markdown put right after the prefix, before the result (the "Navigation changes" section); already escaped. */
  lead?: string;
  /** Size limit in bytes (UTF-8). */
  maxBytes?: number;
}

const ICON: Record<Severity, string> = { error: '🔴', warning: '🟡', notice: '🔵' };

/** The Markdown job summary: result, counts, a table of findings and the resolved navigation; always under `maxBytes`. */
export function formatSummary(result: ReportInput, options: SummaryOptions): string {
  const limit = options.maxBytes ?? SUMMARY_LIMIT;
  const s = result.summary;
  const head: string[] = [];
  if (options.prefix) head.push(options.prefix);
  if (options.lead) head.push(options.lead);
  head.push(`### ${options.failed ? '❌' : '✅'} navlint: ${options.failed ? 'failed' : 'passed'}`, '');
  head.push(`${escapeMarkdown(describeChecked(result))}.`, '');
  head.push(`**${plural(s.errors, 'error')}**, **${plural(s.warnings, 'warning')}**, **${plural(s.notices, 'notice')}** (fail-on: ${options.failOn}).`, '');
  const hidden = options.notAnnotated;
  if (hidden && hidden.errors + hidden.warnings + hidden.notices > 0) {
    const parts = [hidden.errors ? plural(hidden.errors, 'more error') : '', hidden.warnings ? plural(hidden.warnings, 'more warning') : '', hidden.notices ? plural(hidden.notices, 'more notice') : ''].filter(Boolean);
    const one = hidden.errors + hidden.warnings + hidden.notices === 1;
    head.push(`GitHub shows at most 10 annotations of each kind per step: ${parts.join(', ').replace(/, ([^,]*)$/, ' and $1')} ${one ? 'is' : 'are'} listed only here and in the log${options.sarifFile ? ' and the SARIF file' : ''}.`, '');
  }
  if (options.sarifFile) head.push(`SARIF: ${escapeMarkdown(options.sarifFile)}`, '');
  if (options.runUrl) head.push(`[Full results in the workflow run](${options.runUrl})`, '');
  if (options.previewUrl && /^https?:\/\/[^\s()<>[\]]+$/.test(options.previewUrl)) head.push(`[Navigation preview](${options.previewUrl}): the site's navigation as readers will get it, with every finding in place (one HTML file).`, '');

  const rows = result.diagnostics.map((d) => findingRow(d, options));
  const navLines = options.nav ? navTree(options.nav) : [];
  const navOpen = `<details><summary>Resolved navigation (${plural(countPages(options.nav?.root), 'page')})</summary>`;
  const navClose = '</details>';

  const out: string[] = [];
  let used = 0;
  const push = (...lines: string[]) => {
    for (const line of lines) {
      out.push(line);
      used += bytes(line) + 1;
    }
  };
  push(...head);
  // Room kept for the notes written when something is cut, and for the tree's frame.
  const tail = 300 + (options.nav ? bytes(navOpen) + bytes(navClose) : 0);
  if (rows.length > 0) {
    push('| Location | Severity | Rule | Message |', '| --- | --- | --- | --- |');
    let shown = 0;
    for (const row of rows) {
      if (used + bytes(row) + 1 + tail * 2 > limit) break;
      push(row);
      shown++;
    }
    push('');
    if (shown < rows.length) push(`The table is cut to ${shown} of ${rows.length} findings to keep this summary under its size limit; every finding is in the log${options.sarifFile ? ' and in the SARIF file' : ''}.`, '');
  }
  if (options.nav) {
    push(navOpen, '');
    let shown = 0;
    for (const line of navLines) {
      if (used + bytes(line) + 1 + tail > limit) break;
      push(line);
      shown++;
    }
    push('');
    if (shown < navLines.length) push(`The tree is cut after ${shown} of ${navLines.length} entries to keep this summary under its size limit.`, '');
    push(navClose, '');
  }
  return out.join('\n');
}

function findingRow(d: Diagnostic, options: SummaryOptions): string {
  const file = displayPath(d.span.file, options.baseDir);
  const where = escapeMarkdown(`${file}:${d.span.start.line}`);
  const { start, end } = d.span;
  const anchor = end.line > start.line ? `#L${start.line}-L${end.line}` : `#L${start.line}`;
  const location = options.blobUrl && !file.startsWith('../') ? `[${where}](${options.blobUrl}/${toUri(file)}${anchor})` : where;
  const rule = `[${escapeMarkdown(d.rule)}](${ruleDocUrl(d.rule)})`;
  return `| ${location} | ${ICON[d.severity]} ${d.severity} | ${rule} | ${escapeMarkdown(messageWithHelp(d))} |`;
}

const KIND_NAME: Record<string, string> = {
  product: 'Product',
  language: 'Language',
  version: 'Version',
  tab: 'Tab',
  'menu-item': 'Menu item',
  anchor: 'Anchor',
  dropdown: 'Dropdown',
  group: 'Group',
  link: 'Link',
};

/** The navigation as nested Markdown list lines, user text escaped. */
export function navTree(doc: NavDocument): string[] {
  const out: string[] = [];
  const walk = (nodes: NavNode[], depth: number) => {
    for (const n of nodes) {
      out.push(`${'  '.repeat(depth)}- ${describeNode(n)}`);
      if (n.children) walk(n.children, depth + 1);
    }
  };
  walk(doc.root.children ?? [], 0);
  return out;
}

function describeNode(n: NavNode): string {
  const code = (s: string) => `<code>${escapeMarkdown(s)}</code>`;
  const hidden = n.hidden ? ' (hidden)' : '';
  if (n.kind === 'page') return `${code(n.path ?? '')}${hidden}`;
  if (n.kind === 'operation') {
    const op = code(`${n.method ?? ''} ${n.operationPath ?? ''}`.trim());
    const label = n.label ? ` ${escapeMarkdown(n.label)}` : '';
    const spec = n.spec ? ` from ${code(n.spec)}` : '';
    return `${op}${label}${spec}${n.generated ? ' (generated)' : ''}${hidden}`;
  }
  const label = n.label ? `**${escapeMarkdown(n.label)}**` : '*(no label)*';
  const root = n.path ? `, root ${code(n.path)}` : '';
  const href = n.href ? ` → ${escapeMarkdown(n.href)}` : '';
  return `${KIND_NAME[n.kind] ?? escapeMarkdown(n.kind)} ${label}${root}${href}${hidden}`;
}

function countPages(node: NavNode | undefined): number {
  if (!node) return 0;
  let n = node.kind === 'page' || node.kind === 'operation' ? 1 : 0;
  for (const c of node.children ?? []) n += countPages(c);
  return n;
}

function bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}
