import { safeJson } from './text.js';
import type { Severity } from '../core/types.js';
import { type ReportInput } from '../engine.js';
import { displayPath } from '../core/paths.js';

/** One diagnostic in the JSON output contract (version 1). */
export interface JsonDiagnostic {
  rule: string;
  severity: Severity;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  suggestion?: string;
}

/** The JSON output contract, version 1. */
export interface JsonReport {
  version: 1;
  diagnostics: JsonDiagnostic[];
  summary: { errors: number; warnings: number; notices: number };
}

/** Builds the version-1 JSON report. */
export function toJsonReport(result: ReportInput): JsonReport {
  return {
    version: 1,
    diagnostics: result.diagnostics.map((d) => ({
      rule: d.rule,
      severity: d.severity,
      message: d.message,
      file: displayPath(d.span.file, result.cwd),
      line: d.span.start.line,
      column: d.span.start.column,
      endLine: d.span.end.line,
      endColumn: d.span.end.column,
      ...(d.suggestion !== undefined ? { suggestion: d.suggestion } : {}),
    })),
    summary: { ...result.summary },
  };
}

/** Formats the JSON report as text, ending with a newline. */
export function formatJson(result: ReportInput): string {
  return safeJson(toJsonReport(result)) + '\n';
}
