import { safeJson } from './text.js';
import type { Fix, Severity } from '../core/types.js';
import { type PublishedFacts, type ReportInput } from '../engine/types.js';
import { displayPath } from '../core/paths.js';
import { legacySuggestion } from '../fix/changes.js';

/** The JSON contract versions `--json-version` accepts, the current one first. */
export const JSON_VERSIONS = ['2', '1'] as const;

/** Where a diagnostic stands, as both versions write it. */
interface JsonLocated {
  rule: string;
  severity: Severity;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** A change in the JSON output: the file (relative, `/`-separated) and its edits, positions as everywhere else. */
export interface JsonFix {
  file: string;
  edits: { range: { start: { line: number; column: number }; end: { line: number; column: number } }; text: string }[];
}

/** One diagnostic in the JSON output contract, version 2. */
export interface JsonDiagnostic extends JsonLocated {
  /** The rule's message template the message was made from (stable across wordings), when it was. */
  messageId?: string;
  /** Words for people. */
  help?: string;
  /** The one safe change (`navlint check --fix` applies it). */
  fix?: JsonFix;
  /** Changes for a person to choose from. */
  suggestions?: { description?: string; fix: JsonFix }[];
  /** Other places the finding concerns: the first of two duplicates, or the findings a root cause explains. */
  related?: { file: string; line: number; column: number; endLine: number; endColumn: number; message: string }[];
}

/** One diagnostic in the JSON output contract, version 1: a value to write or a sentence, in one field. */
export interface JsonDiagnosticV1 extends JsonLocated {
  suggestion?: string;
}

/** The JSON output contract, version 2. */
export interface JsonReport {
  version: 2;
  diagnostics: JsonDiagnostic[];
  /** `suppressed`: findings navlint-suppressions.json hides; `preexisting`: with `--new-since`, those already at its REF (each only when not 0). */
  summary: {
    errors: number;
    warnings: number;
    notices: number;
    suppressed?: number;
    preexisting?: number;
    /** With `--published` or `--published-urls`: the published URLs checked, and those nothing serves. */
    published?: PublishedFacts;
  };
}

/** The JSON output contract, version 1 (`--json-version 1`). */
export interface JsonReportV1 {
  version: 1;
  diagnostics: JsonDiagnosticV1[];
  summary: { errors: number; warnings: number; notices: number };
}

function located(result: ReportInput): (d: ReportInput['diagnostics'][number]) => JsonLocated {
  return (d) => ({
    rule: d.rule,
    severity: d.severity,
    message: d.message,
    file: displayPath(d.span.file, result.cwd),
    line: d.span.start.line,
    column: d.span.start.column,
    endLine: d.span.end.line,
    endColumn: d.span.end.column,
  });
}

/** A fix with its file relative to the working directory and plain positions. */
export function jsonFix(fix: Fix, cwd: string): JsonFix {
  return {
    file: displayPath(fix.file, cwd),
    edits: fix.edits.map((e) => ({
      range: {
        start: { line: e.range.start.line, column: e.range.start.column },
        end: { line: e.range.end.line, column: e.range.end.column },
      },
      text: e.text,
    })),
  };
}

/** Builds the version-2 JSON report. */
export function toJsonReport(result: ReportInput): JsonReport {
  const at = located(result);
  return {
    version: 2,
    diagnostics: result.diagnostics.map((d) => ({
      ...at(d),
      ...(d.messageId !== undefined ? { messageId: d.messageId } : {}),
      ...(d.help !== undefined ? { help: d.help } : {}),
      ...(d.fix ? { fix: jsonFix(d.fix, result.cwd) } : {}),
      ...(d.suggestions
        ? {
            suggestions: d.suggestions.map((s) => ({
              ...(s.description !== undefined ? { description: s.description } : {}),
              fix: jsonFix(s.fix, result.cwd),
            })),
          }
        : {}),
      ...(d.related?.length
        ? {
            related: d.related.map((r) => ({
              file: displayPath(r.span.file, result.cwd),
              line: r.span.start.line,
              column: r.span.start.column,
              endLine: r.span.end.line,
              endColumn: r.span.end.column,
              message: r.message,
            })),
          }
        : {}),
    })),
    summary: {
      ...result.summary,
      ...(result.suppressed ? { suppressed: result.suppressed } : {}),
      ...(result.preexisting?.count ? { preexisting: result.preexisting.count } : {}),
      ...(result.published ? { published: result.published } : {}),
    },
  };
}

/** Builds the version-1 JSON report: `suggestion` holds the value a change writes, else the help. */
export function toJsonReportV1(result: ReportInput): JsonReportV1 {
  const at = located(result);
  return {
    version: 1,
    diagnostics: result.diagnostics.map((d) => {
      const suggestion = legacySuggestion(d, result.sources);
      return { ...at(d), ...(suggestion !== undefined ? { suggestion } : {}) };
    }),
    summary: { ...result.summary },
  };
}

/** Formats the JSON report (version 2 unless asked for 1) as text, ending with a newline. */
export function formatJson(result: ReportInput, version: 1 | 2 = 2): string {
  return safeJson(version === 1 ? toJsonReportV1(result) : toJsonReport(result)) + '\n';
}
