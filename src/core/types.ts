/** Severity of a diagnostic, lowest to highest: notice, warning, error. */
export type Severity = 'error' | 'warning' | 'notice';

/** A configured rule level: a severity or `off`. */
export type RuleLevel = Severity | 'off';

/** A 1-based line and column; columns count UTF-16 code units, as SARIF does. */
export interface Position {
  line: number;
  column: number;
}

/** Where a value stands: an absolute file path, a JSON pointer inside it, and its range. */
export interface Span {
  file: string;
  pointer: string;
  start: Position;
  end: Position;
}

/** One finding of a rule, before configuration and formatting. */
export interface Diagnostic {
  rule: string;
  severity: Severity;
  message: string;
  span: Span;
  suggestion?: string;
  /** The docs-root-relative page path the finding is about, used by `ignore` globs. */
  page?: string;
}

/** Static description of a rule, the source of its docs and SARIF entry. */
export interface RuleMeta {
  id: string;
  /** One sentence: what the rule reports. */
  summary: string;
  defaultSeverity: Severity;
  /** Specification section or platform fact the rule enforces. */
  category: 'config' | 'navigation' | 'pages' | 'openapi';
}

/** Orders severities for sorting and thresholds. */
export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, notice: 1 };
