import type { Span } from '../core/types.js';

/** An inline directive, or an `ignore` entry of `.navlintrc.json` with rules or pointers, that silenced nothing. */
export interface UnusedDirective {
  span: Span;
  /** `navlint-disable-next-line` and the others, or `ignore` for an entry of `.navlintrc.json`. */
  directive: string;
  /** The rules it names that silenced nothing (all of them, or none named: the directive as a whole). */
  rules: string[];
  /** Whether every rule it names (or, naming none, the directive itself) silenced nothing. */
  whole: boolean;
  /** Rule ids it names that do not exist. */
  unknown: string[];
}

/** An entry of `navlint-suppressions.json` that allows more findings than there are now. */
export interface UnusedSuppression {
  /** Where the entry stands in the suppressions file (its rule key). */
  span: Span;
  /** The file it is about, relative to the docs root. */
  file: string;
  rule: string;
  allowed: number;
  found: number;
}

/** What the filters after the rules (inline directives, `ignore` entries, bulk suppressions) left unused. */
export interface Filtering {
  unusedDirectives: UnusedDirective[];
  unusedSuppressions: UnusedSuppression[];
  /** The name of the suppressions file, as the messages say it. */
  suppressionsFile: string;
}
