import { publishedLine } from './published.js';
import { SEVERITY_RANK, type Diagnostic, type Severity, type Span } from '../core/types.js';
import { type ReportInput, type Summary } from '../engine/types.js';
import { displayPath } from '../core/paths.js';
import type { SiteCounts } from '../model/counts.js';
import { UNDATED, type CoverageRow } from '../model/translations.js';
import type { NavDocument, NavNode } from '../model/navjson.js';
import { messageWithHelp } from './github.js';
import { messageParts } from './message.js';
import { ruleDocUrl } from '../core/rule-docs.js';
import { toUri } from './sarif.js';
import { describeChecked } from './stylish.js';
import { plural } from './text.js';
import { kindTitle } from '../model/kind-names.js';

/** The job summary must stay under GitHub's 1 MiB per step; this leaves room for other steps' text. */
export const SUMMARY_LIMIT = 1_000_000;

const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '\\': '&#92;',
  '~': '&#126;',
  $: '&#36;',
};

/** Invisible, and enough to keep GitHub from reading a mention, an issue number or a bare URL. */
const ZWSP = '&#8203;';

/**
 * Escapes user text for GitHub Markdown, in a table cell, a list item or an HTML block alike: no markup,
 * no HTML, no mention, issue reference or automatic link, and no line break that ends a table row.
 * Characters that mean nothing there are left as they are, so that the Markdown stays readable: `_`
 * between two letters (`snake_case`) cannot start emphasis, and quotes only matter inside HTML attributes.
 */
export function escapeMarkdown(s: string): string {
  return (
    s
      .replace(/\r\n|[\r\u2028\u2029]/g, '\n')
      .replace(
        // eslint-disable-next-line no-control-regex
        /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      )
      // Mentions, issue numbers and bare URLs are linked in the rendered text, after entities are decoded:
      // a zero-width space breaks them up.
      .replace(/[&<>|`*[\]\\~$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|[@#:w]/giu, (c, at: number, all: string) => {
        if (c === '@') return `@${ZWSP}`;
        if (c === '#') return /\d/.test(all[at + 1] ?? '') ? `#${ZWSP}` : c;
        if (c === ':') return all.startsWith('//', at + 1) ? `:${ZWSP}` : c;
        if (c === 'w' || c === 'W')
          return /^www\./i.test(all.slice(at, at + 4)) && !/[\p{L}\p{N}]/u.test(all[at - 1] ?? '') ? `${c}${ZWSP}` : c;
        return ENTITY[c];
      })
      .replace(/\n/g, '<br>')
  );
}

/** A finding's message as Markdown: navlint's backtick spans as code, everything escaped. */
export function markdownMessage(message: string): string {
  return messageParts(message)
    .map((p) => (p.code ? `<code>${escapeMarkdown(p.text)}</code>` : escapeMarkdown(p.text)))
    .join('');
}

/** What the job summary (or the pull-request comment) shows besides the findings. */
export interface SummaryOptions {
  /** Folder that file paths are shown relative to (the repository root in the action). */
  baseDir: string;
  /** `https://github.com/OWNER/REPO/blob/SHA`: file:line cells link there when set. */
  blobUrl?: string;
  /** The resolved navigation, shown as a collapsed tree. */
  nav?: NavDocument;
  /** The site's counts, for the tree's heading. */
  counts?: SiteCounts;
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
  /** Markdown put after the findings, before the navigation (the suggested changes); already escaped. */
  suggestions?: string;
  /** Each language's coverage of the default language, for sites with `languages` (`coverageOf`). */
  coverage?: readonly CoverageRow[];
}

const ICON: Record<Severity, string> = { error: '🔴', warning: '🟡', notice: '🔵' };

/** The Markdown job summary: result, counts, a table of findings and the resolved navigation; always under `maxBytes`. */
export function formatSummary(result: ReportInput, options: SummaryOptions): string {
  const limit = options.maxBytes ?? SUMMARY_LIMIT;
  // What comes from outside the findings gets a quarter of the room at most: the findings come first.
  const lead =
    options.lead && bytes(options.lead) > limit / 4 ? cutToLimit(options.lead.split('\n'), limit / 4) : options.lead;
  const suggestions =
    options.suggestions && bytes(options.suggestions) > limit / 4
      ? cutToLimit(options.suggestions.split('\n'), limit / 4)
      : options.suggestions;
  const groups = groupFindings(result, options.baseDir);
  const elsewhere = `the log${options.sarifFile ? ' and the SARIF file' : ''}`;
  const head = summaryHead(result, options, { lead, groups, elsewhere });
  const rows = findingRows(groups, options, result.sources);
  const navLines = options.nav ? navTree(options.nav) : [];
  const navOpen = `<details><summary>Resolved navigation${options.counts ? ` (${plural(options.counts.pages, 'page')})` : ''}</summary>`;
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
  const tail = 300 + (options.nav ? bytes(navOpen) + bytes(navClose) : 0) + (suggestions ? bytes(suggestions) : 0);
  if (rows.length > 0) {
    push('| Location | Severity | Rule | Message |', '| --- | --- | --- | --- |');
    let shown = 0;
    for (const row of rows) {
      if (used + bytes(row) + 1 + tail * 2 > limit) break;
      push(row);
      shown++;
    }
    push('');
    if (shown < rows.length)
      push(
        `The table is cut to ${shown} of ${rows.length} rows to keep this summary under its size limit; every finding is in ${elsewhere}.`,
        '',
      );
  }
  if (options.coverage && options.coverage.length > 0) push(...coverageTable(options.coverage), '');
  if (suggestions) push(suggestions, '');
  if (options.nav) {
    push(navOpen, '');
    let shown = 0;
    for (const line of navLines) {
      if (used + bytes(line) + 1 + tail > limit) break;
      push(line);
      shown++;
    }
    push('');
    if (shown < navLines.length)
      push(
        `The tree is cut after ${shown} of ${navLines.length} entries to keep this summary under its size limit.`,
        '',
      );
    push(navClose, '');
  }
  return used <= limit ? out.join('\n') : cutToLimit(out, limit);
}

/**
 * The coverage of each language as a Markdown table: its pages, the default language's pages it lacks, its pages
 * older than their source in git (– when git could not tell), and the share of the default language it has.
 */
export function coverageTable(rows: readonly CoverageRow[]): string[] {
  const out = [
    '#### Translations',
    '',
    '| Language | Pages | Missing | Stale | Translated |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const name = `${r.under !== undefined ? `${r.under} › ` : ''}${r.language}${r.default ? ' (default)' : ''}`;
    out.push(`| ${escapeMarkdown(name)} | ${r.pages} | ${r.missing} | ${r.stale ?? '–'} | ${r.translated}% |`);
  }
  if (rows.some((r) => r.stale === undefined)) out.push('', UNDATED);
  return out;
}

/** What the summary opens with: the lead, the verdict, what was checked, the counts, and where else the findings are. */
function summaryHead(
  result: ReportInput,
  options: SummaryOptions,
  { lead, groups, elsewhere }: { lead?: string; groups: ReturnType<typeof groupFindings>; elsewhere: string },
): string[] {
  const s = result.summary;
  const head: string[] = [];
  if (options.prefix) head.push(options.prefix);
  if (lead) head.push(lead);
  head.push(`### ${options.failed ? '❌' : '✅'} navlint: ${options.failed ? 'failed' : 'passed'}`, '');
  head.push(`${escapeMarkdown(describeChecked(result))}.`, '');
  head.push(
    `**${plural(s.errors, 'error')}**, **${plural(s.warnings, 'warning')}**, **${plural(s.notices, 'notice')}** (fail-on: ${options.failOn}).`,
    '',
  );
  if (result.published) head.push(escapeMarkdown(publishedLine(result.published, (u) => u)), '');
  const collapsed = groups.some((g) => g.findings.length > SUMMARY_FINDINGS_PER_RULE);
  const hidden = options.notAnnotated;
  if (hidden && hidden.errors + hidden.warnings + hidden.notices > 0) {
    const one = hidden.errors + hidden.warnings + hidden.notices === 1;
    const where = collapsed
      ? `in ${elsewhere}; the table below shows the first ${SUMMARY_FINDINGS_PER_RULE} findings of each rule`
      : `listed only here and in ${elsewhere}`;
    head.push(
      `GitHub shows at most 10 annotations of each kind per step: ${countMore(hidden)} ${one ? 'is' : 'are'} ${where}.`,
      '',
    );
  } else if (collapsed)
    head.push(
      `The table shows the first ${SUMMARY_FINDINGS_PER_RULE} findings of each rule; every finding is in ${elsewhere}.`,
      '',
    );
  if (options.sarifFile) head.push(`SARIF: ${escapeMarkdown(options.sarifFile)}`, '');
  if (options.runUrl) head.push(`[Full results in the workflow run](${options.runUrl})`, '');
  if (options.previewUrl && /^https?:\/\/[^\s()<>[\]]+$/.test(options.previewUrl))
    head.push(
      `[Navigation preview](${options.previewUrl}): the site's navigation as readers will get it, with every finding in place (one HTML file).`,
      '',
    );
  return head;
}

/** The table's rows: the first findings of each rule, then a row that counts the rest. */
function findingRows(
  groups: ReturnType<typeof groupFindings>,
  options: SummaryOptions,
  sources: ReportInput['sources'],
): string[] {
  const rows: string[] = [];
  for (const g of groups) {
    for (const d of g.findings.slice(0, SUMMARY_FINDINGS_PER_RULE)) rows.push(findingRow(d, options, sources));
    const more = g.findings.length - SUMMARY_FINDINGS_PER_RULE;
    if (more > 0)
      rows.push(
        `| | ${ICON[g.severity]} ${g.severity} | ${ruleLink(g.rule)} | … and ${more} more ${ruleCode(g.rule)} ${more === 1 ? 'finding' : 'findings'} |`,
      );
  }
  return rows;
}

/**
 * The lines that fit under `limit`, then a note, and the `<details>` left open closed: what came from outside the
 * findings (the lead, the suggestions) can be longer than the room kept for it.
 */
function cutToLimit(lines: string[], limit: number): string {
  const note = 'This is cut here to stay under the size limit; every finding is in the log.';
  const kept: string[] = [];
  let used = bytes(note) + 200;
  let open = 0;
  for (const line of lines) {
    if (used + bytes(line) + 1 > limit) break;
    kept.push(line);
    used += bytes(line) + 1;
    open += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  }
  kept.push('', note, '');
  for (; open > 0; open--) kept.push('</details>', '');
  return kept.join('\n');
}

/** Findings shown in the table for each rule (and severity); the rest are counted in one row. */
export const SUMMARY_FINDINGS_PER_RULE = 5;

/** The findings of one rule at one severity, in the order the table shows them. */
interface FindingGroup {
  severity: Severity;
  rule: string;
  findings: Diagnostic[];
}

/** Errors first, then warnings, then notices; within each, rules in registry order; within a rule, by file and line. */
function groupFindings(result: ReportInput, baseDir: string): FindingGroup[] {
  const order = new Map(result.rules.map((r, i) => [r.meta.id, i]));
  const byKey = new Map<string, FindingGroup>();
  for (const d of result.diagnostics) {
    const key = `${d.severity}\0${d.rule}`;
    const g = byKey.get(key) ?? byKey.set(key, { severity: d.severity, rule: d.rule, findings: [] }).get(key)!;
    g.findings.push(d);
  }
  const rank = (rule: string) => order.get(rule) ?? Number.MAX_SAFE_INTEGER;
  const groups = [...byKey.values()].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || rank(a.rule) - rank(b.rule) || compare(a.rule, b.rule),
  );
  const file = new Map<Diagnostic, string>();
  for (const d of result.diagnostics) file.set(d, displayPath(d.span.file, baseDir));
  for (const g of groups)
    g.findings.sort(
      (a, b) =>
        compare(file.get(a)!, file.get(b)!) ||
        a.span.start.line - b.span.start.line ||
        a.span.start.column - b.span.start.column,
    );
  return groups;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `3 more errors and 1 more warning`. */
export function countMore(s: Summary): string {
  const parts = [
    s.errors ? plural(s.errors, 'more error') : '',
    s.warnings ? plural(s.warnings, 'more warning') : '',
    s.notices ? plural(s.notices, 'more notice') : '',
  ].filter(Boolean);
  return parts.join(', ').replace(/, ([^,]*)$/, ' and $1');
}

function ruleLink(rule: string): string {
  return `[${escapeMarkdown(rule)}](${ruleDocUrl(rule)})`;
}

function ruleCode(rule: string): string {
  return `<code>${escapeMarkdown(rule)}</code>`;
}

function findingRow(d: Diagnostic, options: SummaryOptions, sources: ReportInput['sources']): string {
  const file = displayPath(d.span.file, options.baseDir);
  const where = escapeMarkdown(`${file}:${d.span.start.line}`);
  const location =
    options.blobUrl && !file.startsWith('../') ? `[${where}](${lineUrl(options.blobUrl, file, d.span)})` : where;
  return `| ${location} | ${ICON[d.severity]} ${d.severity} | ${ruleLink(d.rule)} | ${markdownMessage(messageWithHelp(d, sources))} |`;
}

/**
 * The URL of a file's lines at a commit. GitHub shows Markdown files rendered, where line anchors lead
 * nowhere: `?plain=1` shows their source with line numbers.
 */
function lineUrl(blobUrl: string, file: string, span: Span): string {
  const { start, end } = span;
  const anchor = end.line > start.line ? `#L${start.line}-L${end.line}` : `#L${start.line}`;
  const plain = /\.(mdx?|markdown)$/i.test(file) ? '?plain=1' : '';
  return `${blobUrl}/${toUri(file)}${plain}${anchor}`;
}

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
  return `${kindTitle(n.kind) ?? escapeMarkdown(n.kind)} ${label}${root}${href}${hidden}`;
}

function bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}
