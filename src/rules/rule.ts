import { describeType, type JNode } from '../core/jnode.js';
import type { ShapeError, ShapeProblem } from '../core/schema.js';
import { ruleDocUrl } from '../core/rule-docs.js';
import { closest } from '../core/suggest.js';
import { replaceSpan, replaceString } from '../fix/builders.js';
import type { Diagnostic, Fix, RelatedLocation, RuleMeta, Severity, Span, Suggestion } from '../core/types.js';
import type { SiteModel } from '../model/site.js';

/** The values a message template's `{{name}}` placeholders are filled with. */
export type MessageData = Readonly<Record<string, string | number>>;

/** What a finding says: a whole sentence, or a template of the rule's `meta.messages` and its placeholders' values. */
export type ReportMessage<Id extends string = string> =
  { message: string; messageId?: never; data?: never } | { messageId: Id; data?: MessageData; message?: never };

/** What a rule reports: where, what, and optionally what to do about it and the page concerned. */
export type Report<Id extends string = string> = ReportMessage<Id> & {
  span: Span;
  /** Words for people, when the message does not already say what to do. */
  help?: string;
  /** The one right change, safe to apply without a person; only when there is exactly one. */
  fix?: Fix;
  /** Changes a person chooses from (several, or one that needs a human eye). */
  suggestions?: Suggestion[];
  /** Overrides the rule's default severity for this one finding. */
  severity?: Severity;
  page?: string;
  /** Other places the finding concerns, such as the first of two duplicates. */
  related?: RelatedLocation[];
  /** What the finding is the root cause of (see `Diagnostic.cause`). */
  cause?: string;
  /** The root cause that explains the finding (see `Diagnostic.causedBy`). */
  causedBy?: string;
};

/** What a rule sees: the model, and a way to report. */
interface RuleContext<Id extends string = string> {
  model: SiteModel;
  /** The id of every rule in the registry (for checks of configuration that names rules). */
  ruleIds: readonly string[];
  report(r: Report<Id>): void;
}

/** A rule: its metadata and the check that reports on the model. */
export interface Rule<Id extends string = string> {
  meta: RuleMeta & { messages?: Readonly<Record<Id, string>> };
  check(ctx: RuleContext<Id>): void;
  /**
   * Reads the structural validation of OpenAPI documents: the full check runs it once that is done (the others run
   * meanwhile).
   */
  readsValidation?: true;
  /** Reads the content of pages and snippets: the full check runs it once that is parsed (the others run meanwhile). */
  readsContent?: true;
  /** Reads what directives and suppressions left unused: it runs after the others, once their findings are filtered. */
  readsFiltering?: true;
}

/** A change offered as the one suggestion of a finding, when there is one (spread into a report). */
export function suggestion(fix: Fix | undefined, description?: string): { suggestions?: Suggestion[] } {
  return fix ? { suggestions: [{ ...(description !== undefined ? { description } : {}), fix }] } : {};
}

/**
 * Declares a rule (typed, so that every rule file has the same shape). A `messageId` it reports must be a key of its
 * own `meta.messages`: a misspelt one fails to compile.
 */
export function createRule<const Id extends string = never>(rule: Rule<Id>): Rule {
  return { ...rule, meta: { ...rule.meta, docs: { url: ruleDocUrl(rule.meta.id) } } } as Rule;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/**
 * Fills a template's `{{name}}` placeholders from `data`. A placeholder without a value is a mistake in the rule, not
 * in the user's site: it throws rather than print a half-made sentence.
 */
export function formatMessage(template: string, data: MessageData = {}, where = 'message'): string {
  return template.replace(PLACEHOLDER, (_all, name: string) => {
    if (!Object.hasOwn(data, name)) throw new Error(`${where}: no value for the placeholder {{${name}}}`);
    return String(data[name]);
  });
}

/** The text of a report: its message, or its rule's template named by `messageId` filled from `data`. */
export function reportMessage(meta: RuleMeta, r: ReportMessage): string {
  if (r.messageId === undefined) return r.message;
  const template = meta.messages?.[r.messageId];
  if (template === undefined || !Object.hasOwn(meta.messages!, r.messageId))
    throw new Error(`rule ${meta.id}: no message "${r.messageId}" in its meta.messages`);
  return formatMessage(template, r.data, `rule ${meta.id}, message "${r.messageId}"`);
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

/** Enumerations longer than this are not listed in full in a message (the closest value is offered instead). */
const LISTED_VALUES = 12;

/** The words for a list of accepted values: all of them, or the first few and how many there are. */
function describeAllowed(allowed: readonly unknown[]): string {
  const shown = allowed.map((v) => JSON.stringify(v));
  if (shown.length <= LISTED_VALUES) return `one of ${shown.join(', ')}`;
  return `one of the ${shown.length} accepted values (${shown.slice(0, 6).join(', ')}, …)`;
}

/** The words for a value that misses its schema: the predicate after its path (`must be a string, not an array`). */
export function describeShape(p: ShapeProblem, node: JNode): string {
  const found = describeType(node);
  switch (p.code) {
    case 'type':
      return `must be ${p.expected ?? p.types.map((x) => ARTICLE[x] ?? x).join(' or ')}, not ${found}`;
    case 'enum':
      return `must be ${describeAllowed(p.allowed)}, not ${found}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowed)}, not ${found}`;
    case 'empty':
      return 'must not be empty';
    case 'malformed':
      return `must be ${p.expected ?? 'well formed'}; ${found} is not`;
    case 'required':
      return p.when !== undefined
        ? `is missing \`${p.field}\`, which the platform requires beside \`${p.when}\``
        : `is missing the required field \`${p.field}\``;
    case 'unknown': {
      const keys = (p.allowed ?? []).map((k) => `\`${k}\``);
      const accepted =
        keys.length === 0
          ? ''
          : keys.length <= LISTED_VALUES
            ? ` (it accepts ${keys.join(', ')})`
            : ` (it accepts ${keys.length} keys: ${keys.slice(0, 6).join(', ')}, …)`;
      return `is not a field the platform accepts here${accepted}`;
    }
    case 'forbidden':
      return `is not allowed here: ${p.reason}`;
    case 'too-many':
      return `must hold at most ${p.max} entries${p.expected ? ` (${p.expected})` : ''}`;
    case 'other':
      return `must be ${p.expected ?? 'of another shape'}, not ${found}`;
  }
}

/**
 * What to do about a value that misses its schema, where one change is plain: the accepted value nearest to the one
 * written, a boolean without its quotes, an icon name without `fa-`, a hex colour as a light/dark pair, the known key
 * nearest to an unknown one.
 */
export function shapeAdvice(model: SiteModel, e: ShapeError): { help?: string; suggestions?: Suggestion[] } {
  const p = e.problem;
  const value = e.node.type === 'string' ? (e.node.value as string) : undefined;
  const offer = (help: string, fix: Fix | undefined) => ({ help, ...(fix ? { suggestions: [{ fix }] } : {}) });
  if (p.code === 'enum' && value !== undefined) {
    const allowed = p.allowed.filter((v): v is string => typeof v === 'string');
    const near = allowed.find((v) => v.toLowerCase() === value.toLowerCase()) ?? closest(value, allowed);
    if (near) return offer(`Did you mean "${near}"?`, replaceString(model, e.node.span, value, near));
  }
  if (p.code === 'type' && p.types.includes('boolean') && value !== undefined && /^(true|false)$/i.test(value)) {
    const bool = value.toLowerCase();
    return offer(`Write ${bool} without quotes.`, replaceSpan(e.node.span, bool));
  }
  if (p.code === 'malformed' && value?.startsWith('fa-') && /(^|\.)(icon|name)$/.test(e.path))
    return offer(`Write "${value.slice(3)}".`, replaceString(model, e.node.span, value, value.slice(3)));
  if (
    p.code === 'type' &&
    value !== undefined &&
    /^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/.test(value) &&
    /color$/.test(e.path)
  ) {
    const pair = `{ "light": ${JSON.stringify(value)}, "dark": ${JSON.stringify(value)} }`;
    return offer(`Write ${pair}.`, replaceSpan(e.node.span, pair));
  }
  if (p.code === 'unknown' && p.allowed) {
    const near = closest(p.key, p.allowed);
    if (near) return { help: `Did you mean \`${near}\`?` };
  }
  return {};
}
