import { ruleDocUrl } from '../core/rule-docs.js';
import type { Fix, RelatedLocation, RuleMeta, Severity, Span, Suggestion } from '../core/types.js';
import type { ContentFile } from '../model/content.js';
import type { NavElement } from '../model/nav.js';
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
export interface RuleContext<Id extends string = string> {
  model: SiteModel;
  /** The id of every rule in the registry (for checks of configuration that names rules). */
  ruleIds: readonly string[];
  report(r: Report<Id>): void;
}

/**
 * What a rule's `create` returns: the hooks the engine calls as it walks the site once, each with every node of its
 * kind in the order the model holds them, and `done` when the walk is over.
 */
export interface RuleHooks {
  /** Each page and snippet whose content was read, in path order. */
  page?(file: ContentFile): void;
  /** Each element of the navigation tree (tab, group, page list…), in the order of `docs.json`. */
  navElement?(element: NavElement): void;
  /** Once every node was visited: for findings that need the whole walk. */
  done?(): void;
}

/**
 * A rule: its metadata, and how it judges. `create` returns the hooks the engine calls while it walks the site;
 * `check` judges the site as a whole (settings, references, the redirects), where no walk of nodes is wanted.
 */
export interface Rule<Id extends string = string> {
  meta: RuleMeta & { messages?: Readonly<Record<Id, string>> };
  create?(ctx: RuleContext<Id>): RuleHooks;
  check?(ctx: RuleContext<Id>): void;
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

/**
 * Declares a rule (typed, so that every rule file has the same shape). A `messageId` it reports must be a key of its
 * own `meta.messages`: a misspelt one fails to compile.
 */
export function createRule<const Id extends string = never>(rule: Rule<Id>): Rule {
  if ((rule.create === undefined) === (rule.check === undefined))
    throw new Error(`rule ${rule.meta.id}: give it either create or check`);
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
