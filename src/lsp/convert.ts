import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type { Diagnostic as LspDiagnostic, Position as LspPosition, Range as LspRange } from 'vscode-languageserver';
import { ruleDocUrl } from '../core/rule-docs.js';
import type { Diagnostic, Fix, Position, TextRange } from '../core/types.js';

/** LSP severities: error 1, warning 2, information 3. */
const SEVERITY = { error: 1, warning: 2, notice: 3 } as const;

/** A navlint position (1-based line and column, UTF-16 units) as an LSP one (0-based). */
export function toLspPosition(p: Position): LspPosition {
  return { line: Math.max(0, p.line - 1), character: Math.max(0, p.column - 1) };
}

/** An LSP position as a navlint one. */
export function fromLspPosition(p: LspPosition): Position {
  return { line: p.line + 1, column: p.character + 1 };
}

/** A navlint range as an LSP one. */
export function toLspRange(r: TextRange): LspRange {
  return { start: toLspPosition(r.start), end: toLspPosition(r.end) };
}

/** A finding as an LSP diagnostic: its rule as the code (linked to its page), its help after the message. */
export function toLspDiagnostic(d: Diagnostic): LspDiagnostic {
  return {
    range: toLspRange(d.span),
    severity: SEVERITY[d.severity],
    source: 'navlint',
    code: d.rule,
    // Editors show the rule as a link to its page.
    codeDescription: { href: ruleDocUrl(d.rule) },
    message: d.help !== undefined ? `${d.message}\n${d.help}` : d.message,
  };
}

/** Whether a position lies within a range (both ends included, as a cursor at a value's edge is on it). */
export function within(p: Position, r: TextRange): boolean {
  const after = p.line > r.start.line || (p.line === r.start.line && p.column >= r.start.column);
  const before = p.line < r.end.line || (p.line === r.end.line && p.column <= r.end.column);
  return after && before;
}

/** Whether two ranges share a position. */
export function overlaps(a: TextRange, b: TextRange): boolean {
  return within(a.start, b) || within(b.start, a);
}

/** The URI of an absolute path. */
export function uriOf(file: string): string {
  return pathToFileURL(file).href;
}

/** The absolute path of a `file:` URI; undefined for other schemes (an unsaved buffer, a diff view). */
export function fileOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return path.normalize(fileURLToPath(uri));
  } catch {
    return undefined;
  }
}

/** The edits of a fix, by file URI, for a workspace edit. */
export function workspaceChanges(fix: Fix): Record<string, { range: LspRange; newText: string }[]> {
  return { [uriOf(fix.file)]: fix.edits.map((e) => ({ range: toLspRange(e.range), newText: e.text })) };
}
