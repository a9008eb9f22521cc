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

/** A range of a file between two positions (the end is exclusive); start equal to end is a point to insert at. */
export interface TextRange {
  start: Position;
  end: Position;
}

/**
 * One replacement of text. Positions count as the rest of navlint: 1-based lines, columns in UTF-16 units of the file's
 * text as read, a byte-order mark counting as one unit on line 1.
 */
export interface TextEdit {
  range: TextRange;
  text: string;
}

/** Edits of one file that together make one change; they never overlap. */
export interface Fix {
  /** Absolute path of the file. */
  file: string;
  edits: TextEdit[];
}

/** A change offered to a person, who decides: one of several, or one that needs a human eye. */
export interface Suggestion {
  /** What the change does, in words, when the edit alone does not say it. */
  description?: string;
  fix: Fix;
}

/** One finding of a rule, before configuration and formatting. */
export interface Diagnostic {
  rule: string;
  severity: Severity;
  message: string;
  /** The key of the rule's `meta.messages` template the message was formatted from, when it was. */
  messageId?: string;
  span: Span;
  /** Words for people: what to do about it, when the message does not already say it. */
  help?: string;
  /** The one right change, safe to apply without a person (`navlint check --fix`). */
  fix?: Fix;
  /** Changes a person may choose to apply. */
  suggestions?: Suggestion[];
  /** The docs-root-relative page path the finding is about, used by `ignore` globs. */
  page?: string;
  /** Other places the finding concerns (the first of two duplicates), for SARIF's `relatedLocations` and editors. */
  related?: RelatedLocation[];
  /**
   * What the finding is the root cause of, as a key (`openapi:api/openapi.yaml`, `page:guides/setup`): findings that
   * name it in `causedBy` are listed with it rather than on their own.
   */
  cause?: string;
  /** The root cause that explains this finding (the key of another finding's `cause`). */
  causedBy?: string;
  /** The findings this root cause explains, folded into it: each is also one of its `related` locations. */
  consequences?: Diagnostic[];
}

/** A place a finding points to besides its own, with what it is. */
export interface RelatedLocation {
  span: Span;
  message: string;
}

/** Static description of a rule, the source of its docs and SARIF entry. */
export interface RuleMeta {
  id: string;
  /** One sentence: what the rule reports. */
  summary: string;
  defaultSeverity: Severity;
  /**
   * The rule's level in the `recommended` preset, the default, when it is not its own: a rule whose findings on real
   * sites are right less than nine times in ten (docs/precision) is a notice there, or off.
   */
  recommended?: 'notice' | 'off';
  /** Specification section or platform fact the rule enforces. */
  category: 'config' | 'navigation' | 'pages' | 'openapi' | 'accessibility';
  /** Some findings carry a `fix`, the one change `--fix` applies (ESLint's `meta.fixable`). */
  fixable?: true;
  /** Some findings carry `suggestions`, changes a person chooses from (ESLint's `meta.hasSuggestions`). */
  hasSuggestions?: true;
  /** Its documentation page (ESLint's `meta.docs.url`): `createRule` sets it from the id. */
  docs?: { url: string };
  /**
   * The rule's message templates by id (ESLint's `meta.messages`): a finding names one with `messageId` and fills its
   * `{{name}}` placeholders from `data`.
   */
  messages?: Readonly<Record<string, string>>;
}

/** Orders severities for sorting and thresholds. */
export const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, notice: 1 };
