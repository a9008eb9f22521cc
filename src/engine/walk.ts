import type { PhaseTimer } from '../core/timing.js';
import type { Diagnostic } from '../core/types.js';
import type { SiteModel } from '../model/site.js';
import { reportMessage, type Report, type Rule, type RuleContext, type RuleHooks } from '../rules/rule.js';

/** A rule's context: the model, and a report that adds each finding, with the rule's id and severity, to `out`. */
function contextFor(rule: Rule, model: SiteModel, ruleIds: readonly string[], out: Diagnostic[]): RuleContext {
  const report = (r: Report) =>
    out.push({
      rule: rule.meta.id,
      severity: r.severity ?? rule.meta.defaultSeverity,
      message: reportMessage(rule.meta, r),
      ...(r.messageId !== undefined ? { messageId: r.messageId } : {}),
      span: r.span,
      ...(r.help !== undefined ? { help: r.help } : {}),
      ...(r.fix !== undefined ? { fix: r.fix } : {}),
      ...(r.suggestions !== undefined && r.suggestions.length > 0 ? { suggestions: r.suggestions } : {}),
      ...(r.page !== undefined ? { page: r.page } : {}),
      ...(r.related !== undefined && r.related.length > 0 ? { related: r.related } : {}),
      ...(r.cause !== undefined ? { cause: r.cause } : {}),
      ...(r.causedBy !== undefined ? { causedBy: r.causedBy } : {}),
    });
  return { model, ruleIds, report };
}

/** One hook of every rule that has it, each timed to its rule when the check is timed. */
function hooksOf<K extends keyof RuleHooks>(
  made: readonly [Rule, RuleHooks][],
  kind: K,
  timing: PhaseTimer | undefined,
): NonNullable<RuleHooks[K]>[] {
  const out: NonNullable<RuleHooks[K]>[] = [];
  for (const [rule, hooks] of made) {
    const hook = hooks[kind]?.bind(hooks) as ((...args: unknown[]) => void) | undefined;
    if (!hook) continue;
    out.push((timing ? (...args: unknown[]) => timing.rule(rule.meta.id, () => hook(...args)) : hook) as never);
  }
  return out;
}

/**
 * Runs rules on the model and returns each one's findings, in the order it made them. A rule with `check` judges the
 * site at once; for those with `create`, the site is walked once: every navigation element, then every page and
 * snippet, each given to every rule's hook of its kind, and last each rule's `done`.
 */
export function walkRules(
  model: SiteModel,
  rules: readonly Rule[],
  ruleIds: readonly string[],
  timing?: PhaseTimer,
): Map<Rule, Diagnostic[]> {
  const out = new Map<Rule, Diagnostic[]>();
  const made: [Rule, RuleHooks][] = [];
  for (const rule of rules) {
    const found: Diagnostic[] = [];
    out.set(rule, found);
    const ctx = contextFor(rule, model, ruleIds, found);
    const run = () => (rule.create ? made.push([rule, rule.create(ctx)]) : rule.check!(ctx));
    if (timing) timing.rule(rule.meta.id, run);
    else run();
  }
  if (made.length === 0) return out;
  const navElement = hooksOf(made, 'navElement', timing);
  if (navElement.length > 0) for (const el of model.elements) for (const hook of navElement) hook(el);
  const page = hooksOf(made, 'page', timing);
  const content = model.content;
  if (content && page.length > 0) for (const f of content.files) for (const hook of page) hook(f);
  for (const hook of hooksOf(made, 'done', timing)) hook();
  return out;
}
