import { publishedLine } from './published.js';
import { type ReportInput } from '../engine/types.js';
import { displayPath } from '../core/paths.js';
import { SEVERITY_RANK, type Diagnostic, type Severity } from '../core/types.js';
import { palette, plural, safeTerminalText, type Palette } from './text.js';
import { changesOf } from '../fix/changes.js';

/** Findings left out of a report by `--quiet`, counted for its closing line. */
export interface Hidden {
  warnings: number;
  notices: number;
  /** Only errors are shown (`--quiet`, the default); false: warnings are shown too (`--min-severity warning`). */
  errorsOnly?: boolean;
}

/** Options of the stylish format. */
export interface StylishOptions {
  color: boolean;
  /** Lines of code shown around each finding (0 for none). */
  frame?: boolean;
  /** What `--quiet` left out. */
  hidden?: Hidden;
  /** `--max-warnings`: more warnings than this fail the run (none: warnings never do). */
  maxWarnings?: number;
}

/** Above this many findings, a tally by rule comes before the closing line. */
export const TALLY_THRESHOLD = 20;

/** Human-readable output: findings grouped by file, each with a code frame, and a closing count. */
export function formatStylish(result: ReportInput, options: StylishOptions): string {
  const c = palette(options.color);
  const out: string[] = [];
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of result.diagnostics) {
    const f = displayPath(d.span.file, result.cwd);
    (byFile.get(f) ?? byFile.set(f, []).get(f)!).push(d);
  }
  for (const [file, list] of byFile) {
    out.push(c.underline(safeTerminalText(file)));
    // As ESLint prints them: the file once, then each finding's line and column, aligned.
    const width = Math.max(...list.map((d) => `${d.span.start.line}:${d.span.start.column}`.length));
    for (const d of list) {
      const sev =
        d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
      const pad = ' '.repeat(7 - d.severity.length);
      const at = `${d.span.start.line}:${d.span.start.column}`;
      out.push(`  ${c.dim(at.padEnd(width))}  ${sev}${pad}  ${safeTerminalText(d.message)}  ${c.dim(d.rule)}`);
      const source = result.sources.get(d.span.file);
      if (options.frame !== false && source) out.push(...codeFrame(source.line(d.span.start.line), d, c.red, c.dim));
      if (d.help !== undefined && !d.message.includes(d.help))
        out.push(`    ${c.dim('help:')} ${safeTerminalText(d.help)}`);
      const changes = changesOf(d, result.sources);
      if (changes.fix) out.push(`    ${c.dim('fix:')} ${safeTerminalText(changes.fix.phrase)}`);
      for (const s of changes.suggestions)
        out.push(
          `    ${c.dim('suggestion:')} ${safeTerminalText(s.description !== undefined ? `${s.description}: ${s.phrase}` : s.phrase)}`,
        );
    }
    out.push('');
  }
  const s = result.summary;
  const total = s.errors + s.warnings + s.notices;
  const hiddenParts = [
    plural(options.hidden?.warnings ?? 0, 'warning'),
    plural(options.hidden?.notices ?? 0, 'notice'),
  ].filter((p) => !p.startsWith('0 '));
  const hidden = hiddenParts.length ? ` (${hiddenParts.join(' and ')} hidden)` : '';
  // Findings left out on purpose are counted, so that a clean report never hides how much is still to fix.
  const kept = [
    result.suppressed ? `${plural(result.suppressed, 'finding')} suppressed by navlint-suppressions.json` : '',
    result.preexisting?.count
      ? `${plural(result.preexisting.count, 'finding')} already at ${safeTerminalText(result.preexisting.since)} not shown`
      : '',
  ].filter(Boolean);
  const aside = kept.length > 0 ? `; ${kept.join('; ')}` : '';
  // Before the tally and the closing line, which stay the last.
  const fixable = result.diagnostics.filter((d) => d.fix).length;
  if (fixable > 0)
    out.push(
      `${plural(fixable, 'problem')} can be fixed with \`navlint check --fix\` (\`--fix-dry-run\` shows how).`,
      ...(total > TALLY_THRESHOLD ? [''] : []),
    );
  if (total > TALLY_THRESHOLD) out.push(...tally(result.diagnostics, c), '');
  if (result.published) out.push(safeTerminalText(publishedLine(result.published)));
  out.push(closingLine(result, options, c, { hidden, aside }));
  return out.join('\n') + '\n';
}

/**
 * The closing line: ✖ only when the findings fail the run (an error, or more warnings than `--max-warnings`, hidden
 * ones included), with every count; else ✔ with the errors and warnings, notices counted apart.
 */
function closingLine(
  result: ReportInput,
  options: StylishOptions,
  c: Palette,
  { hidden, aside }: { hidden: string; aside: string },
): string {
  const s = result.summary;
  const what = describeChecked(result);
  const total = s.errors + s.warnings + s.notices;
  // `--quiet` hides warnings (the line counts errors only); `--min-severity warning` hides notices alone.
  const warningsHidden = options.hidden !== undefined && options.hidden.errorsOnly !== false;
  const max = options.maxWarnings ?? -1;
  // --max-warnings counts the warnings hidden too.
  const tooMany = max >= 0 && s.warnings + (options.hidden?.warnings ?? 0) > max;
  if (s.errors > 0 || tooMany) {
    const why = tooMany ? `; more warnings than --max-warnings ${max}` : '';
    const colour = (line: string) => (s.errors > 0 ? c.red(c.bold(line)) : c.yellow(c.bold(line)));
    if (hidden && warningsHidden) return colour(`✖ ${plural(s.errors, 'error')}${hidden}${aside}${why}. ${what}.`);
    const parts = [plural(s.errors, 'error'), plural(s.warnings, 'warning')];
    if (s.notices) parts.push(plural(s.notices, 'notice'));
    return colour(`✖ ${plural(total, 'problem')} (${parts.join(', ')})${hidden}${aside}${why}. ${what}.`);
  }
  if (total === 0) {
    const none = !hidden ? 'no problems found' : warningsHidden ? 'no errors' : 'no errors or warnings';
    return c.green(`✔ ${what}: ${none}${hidden}${aside}.`);
  }
  // Nothing fails the run: the counts, the notices (worth knowing, not fixing) apart.
  const notices = s.notices ? ` (${plural(s.notices, 'notice')})` : '';
  const line = `✔ ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}${notices}${hidden}${aside}. ${what}.`;
  return s.warnings > 0 ? c.yellow(line) : c.green(line);
}

/** Findings counted by rule and severity, errors first, then the most frequent. */
function tally(list: readonly Diagnostic[], c: Palette): string[] {
  const counts = new Map<string, { rule: string; severity: Severity; n: number }>();
  for (const d of list) {
    const key = `${d.severity} ${d.rule}`;
    const row = counts.get(key) ?? counts.set(key, { rule: d.rule, severity: d.severity, n: 0 }).get(key)!;
    row.n++;
  }
  const rows = [...counts.values()].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      b.n - a.n ||
      (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
  );
  const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
  const countWidth = Math.max(5, ...rows.map((r) => String(r.n).length));
  const colour = { error: c.red, warning: c.yellow, notice: c.blue };
  return [
    c.bold('Problems by rule:'),
    `  ${c.dim(`${'rule'.padEnd(ruleWidth)}  ${'count'.padStart(countWidth)}  severity`)}`,
    ...rows.map(
      (r) => `  ${r.rule.padEnd(ruleWidth)}  ${String(r.n).padStart(countWidth)}  ${colour[r.severity](r.severity)}`,
    ),
  ];
}

function codeFrame(line: string, d: Diagnostic, mark: (s: string) => string, dim: (s: string) => string): string[] {
  const max = 160;
  const col = d.span.start.column - 1;
  const start = col > max - 40 ? col - 40 : 0;
  const visible = line.slice(start, start + max).replace(/\t/g, ' ');
  const width =
    d.span.end.line === d.span.start.line
      ? Math.max(1, d.span.end.column - d.span.start.column)
      : Math.max(1, line.length - col);
  const gutter = `${d.span.start.line} | `;
  return [
    `    ${dim(gutter)}${safeTerminalText((start > 0 ? '…' : '') + visible)}`,
    `    ${' '.repeat(gutter.length)}${' '.repeat(col - start + (start > 0 ? 1 : 0))}${mark('^'.repeat(Math.min(width, max)))}`,
  ];
}

/** One phrase saying what was checked: `Checked docs.json (12 navigation entries, …)`. */
export function describeChecked(result: ReportInput): string {
  return `Checked ${safeTerminalText(result.checked)}`;
}
