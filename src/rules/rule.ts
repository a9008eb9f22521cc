import { describeType, type JNode } from '../core/jnode.js';
import type { ShapeProblem } from '../core/schema.js';
import type { Diagnostic, RuleMeta, Severity, Span } from '../core/types.js';
import type { SiteModel } from '../model/site.js';

/** What a rule reports: where, what, and optionally a fix and the page concerned. */
export interface Report {
  span: Span;
  message: string;
  suggestion?: string;
  /** Overrides the rule's default severity for this one finding. */
  severity?: Severity;
  page?: string;
}

/** What a rule sees: the model, and a way to report. */
export interface RuleContext {
  model: SiteModel;
  /** The id of every rule in the registry (for checks of configuration that names rules). */
  ruleIds: readonly string[];
  report(r: Report): void;
}

/** A rule: its metadata and the check that reports on the model. */
export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): void;
  /**
   * Reads the structural validation of OpenAPI documents: the full check runs it once that is done (the others run
   * meanwhile).
   */
  readsValidation?: true;
  /** Reads the content of pages and snippets: the full check runs it once that is parsed (the others run meanwhile). */
  readsContent?: true;
}

/** Declares a rule (typed, so that every rule file has the same shape). */
export function createRule(rule: Rule): Rule {
  return rule;
}

/** Runs one rule and collects its findings with its id and severity. */
export function runRule(rule: Rule, model: SiteModel, ruleIds: readonly string[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  rule.check({
    model,
    ruleIds,
    report: (r) =>
      out.push({
        rule: rule.meta.id,
        severity: r.severity ?? rule.meta.defaultSeverity,
        message: r.message,
        span: r.span,
        ...(r.suggestion !== undefined ? { suggestion: r.suggestion } : {}),
        ...(r.page !== undefined ? { page: r.page } : {}),
      }),
  });
  return out;
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  boolean: 'a boolean (`true` or `false`)',
  number: 'a number',
  integer: 'an integer',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** The words for a value that misses its schema: the predicate after its path (`must be a string, not an array`). */
export function describeShape(p: ShapeProblem, node: JNode): string {
  const found = describeType(node);
  switch (p.code) {
    case 'type':
      return `must be ${p.expected ?? p.types.map((x) => ARTICLE[x] ?? x).join(' or ')}, not ${found}`;
    case 'enum':
      return `must be one of ${p.allowed.map((v) => JSON.stringify(v)).join(', ')}, not ${found}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowed)}, not ${found}`;
    case 'empty':
      return 'must not be empty';
    case 'malformed':
      return `must be ${p.expected ?? 'well formed'}; ${found} is not`;
    case 'required':
      return `is missing the required field \`${p.field}\``;
    case 'other':
      return `must be ${p.expected ?? 'of another shape'}, not ${found}`;
  }
}
