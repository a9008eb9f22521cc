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
  report(r: Report): void;
}

/** A rule: its metadata and the check that reports on the model. */
export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): void;
  /** Reads the structural validation of OpenAPI documents: the full check runs it once that is done (the others run meanwhile). */
  readsValidation?: true;
  /** Reads the content of pages and snippets: the full check runs it once that is parsed (the others run meanwhile). */
  readsContent?: true;
}

/** Declares a rule (typed, so that every rule file has the same shape). */
export function createRule(rule: Rule): Rule {
  return rule;
}

/** Runs one rule and collects its findings with its id and severity. */
export function runRule(rule: Rule, model: SiteModel): Diagnostic[] {
  const out: Diagnostic[] = [];
  rule.check({
    model,
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
