import { type ReportInput } from '../engine.js';
import { displayPath } from '../core/paths.js';
import type { Diagnostic } from '../core/types.js';
import { palette, plural, safeTerminalText } from './text.js';

/** Options of the stylish format. */
export interface StylishOptions {
  color: boolean;
  /** Lines of code shown around each finding (0 for none). */
  frame?: boolean;
}

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
    for (const d of list) {
      const sev = d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
      const pad = ' '.repeat(7 - d.severity.length);
      out.push(`${safeTerminalText(file)}:${d.span.start.line}:${d.span.start.column}  ${sev}${pad}  ${safeTerminalText(d.message)}  ${c.dim(d.rule)}`);
      const source = result.sources.get(d.span.file);
      if (options.frame !== false && source) out.push(...codeFrame(source.line(d.span.start.line), d, c.red, c.dim));
      if (d.suggestion && !d.message.includes(d.suggestion)) {
        // A bare value (quoted) is a replacement; anything else is already a sentence.
        const help = /^["`]/.test(d.suggestion) ? `write ${d.suggestion}` : d.suggestion;
        out.push(`    ${c.dim('help:')} ${safeTerminalText(help)}`);
      }
    }
    out.push('');
  }
  const s = result.summary;
  const total = s.errors + s.warnings + s.notices;
  const what = describeChecked(result);
  if (total === 0) out.push(c.green(`✔ ${what}: no problems found.`));
  else {
    const parts = [plural(s.errors, 'error'), plural(s.warnings, 'warning')];
    if (s.notices) parts.push(plural(s.notices, 'notice'));
    const line = `✖ ${plural(total, 'problem')} (${parts.join(', ')}). ${what}.`;
    out.push(s.errors > 0 ? c.red(c.bold(line)) : c.yellow(c.bold(line)));
  }
  return out.join('\n') + '\n';
}

function codeFrame(line: string, d: Diagnostic, mark: (s: string) => string, dim: (s: string) => string): string[] {
  const max = 160;
  const col = d.span.start.column - 1;
  const start = col > max - 40 ? col - 40 : 0;
  const visible = line.slice(start, start + max).replace(/\t/g, ' ');
  const width = d.span.end.line === d.span.start.line ? Math.max(1, d.span.end.column - d.span.start.column) : Math.max(1, line.length - col);
  const gutter = `${d.span.start.line} | `;
  return [
    `    ${dim(gutter)}${safeTerminalText((start > 0 ? '…' : '') + visible)}`,
    `    ${' '.repeat(gutter.length)}${' '.repeat(col - start + (start > 0 ? 1 : 0))}${mark('^'.repeat(Math.min(width, max)))}`,
  ];
}

/** One phrase saying what was checked: `Checked docs.json (12 navigation entries, …)`. */
export function describeChecked(result: ReportInput): string {
  return `Checked ${result.checked}`;
}
