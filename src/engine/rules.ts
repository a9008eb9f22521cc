import { publishedCheckOf } from '../model/published.js';
import path from 'node:path';
import type { PhaseTimer } from '../core/timing.js';
import type { Diagnostic, RuleLevel, Severity } from '../core/types.js';
import { displayPath, toPosix } from '../core/paths.js';
import { navigationEntryCount, openapiDocumentCount } from '../model/counts.js';
import type { SiteModel } from '../model/site.js';
import { RULES } from '../rules/index.js';
import { ruleLevels } from './presets.js';
import type { Rule } from '../rules/rule.js';
import { walkRules } from './walk.js';
import { foldCauses } from './causes.js';
import { applyDirectives } from './directives.js';
import { sourceLookup } from './identity.js';
import type { Renames } from './renames.js';
import { applySuppressions, SUPPRESSIONS_FILE, type SuppressionRequest } from './suppressions.js';
import type { CheckResult, Summary } from './types.js';
import { GlobSet } from '../core/glob.js';

const RULE_IDS = RULES.map((r) => r.meta.id);

/** Most findings listed per rule; one more finding says how many were left out (keeps every report of hostile input finite). */
export const MAX_FINDINGS_PER_RULE = 10_000;

/**
 * Runs the enabled rules that `which` selects, each at its configured level: the rules that read what the filters
 * left unused only when `filtering` is set, once the others' findings are filtered.
 */
export function runRules(
  model: SiteModel,
  which: (rule: Rule) => boolean,
  timing?: PhaseTimer,
  filtering = false,
): Map<Rule, Diagnostic[]> {
  timing?.enter('rules');
  const levels = ruleLevels(model.rc);
  const level = (rule: Rule): RuleLevel => levels.get(rule.meta.id) ?? rule.meta.defaultSeverity;
  const enabled = RULES.filter(
    (rule) => level(rule) !== 'off' && which(rule) && (rule.readsFiltering === true) === filtering,
  );
  const out = walkRules(model, enabled, RULE_IDS, timing);
  for (const [rule, found] of out) {
    const at = level(rule) as Severity;
    if (at !== rule.meta.defaultSeverity)
      out.set(
        rule,
        found.map((d) => ({ ...d, severity: configuredSeverity(d.severity, rule, at) })),
      );
  }
  return out;
}

const RANK: Record<Severity, number> = { notice: 0, warning: 1, error: 2 };

/**
 * The severity of a finding under a rule's configured level. The level replaces the rule's default; a finding that
 * carries a severity of its own (link-broken's "links were not checked" notice, operation-method-case in page
 * metadata) keeps it, lowered to the level when the level is lower: turning a rule down turns all of it down, and
 * restating or raising a rule's level never makes a notice an error.
 */
export function configuredSeverity(found: Severity, rule: Rule, level: Severity): Severity {
  if (found === rule.meta.defaultSeverity) return level;
  return RANK[level] < RANK[found] ? level : found;
}

/** What concluding a check needs besides the model and the findings. */
export interface ConcludeOptions {
  cwd: string;
  suppress?: SuppressionRequest;
  only?: readonly string[];
  /** Files git finds moved since the base: their suppressions follow them. */
  renames?: Renames;
}

/**
 * Applies the configuration's `ignore`, inline directives, bulk suppressions, the per-rule cap and the order to every
 * rule's findings (the rules that report unused directives and suppressions run in between), and says what was checked.
 */
export function conclude(model: SiteModel, findings: Map<Rule, Diagnostic[]>, options: ConcludeOptions): CheckResult {
  const { cwd } = options;
  const rc = model.rc ?? { rules: new Map(), ignore: [], issues: [], ruleKeys: [] };
  const root = model.root;
  // In the registry's order, whichever order the rules ran in.
  const raw = RULES.flatMap((rule) => findings.get(rule) ?? []);
  const globs = rc.ignore.length ? new GlobSet(rc.ignore) : undefined;
  const ignored = globs && ((file: string) => globs.test(file));
  const notIgnored = raw.filter((d) => {
    if (!ignored || d.rule === 'navlintrc-invalid') return true;
    if (d.page !== undefined && (ignored(d.page) || ignored(d.page + '.mdx') || ignored(d.page + '.md'))) return false;
    return !ignored(toPosix(path.relative(root, d.span.file)));
  });
  const directed = applyDirectives(model, notIgnored, RULE_IDS);
  const only = options.only ? new Set(options.only) : undefined;
  const scope = only ? new Set([...only].map((f) => toPosix(path.relative(root, f)))) : undefined;
  const lookup = sourceLookup(model);
  model.filtering = { unusedDirectives: directed.unused, unusedSuppressions: [], suppressionsFile: SUPPRESSIONS_FILE };
  const unusedDirectives = [
    ...runRules(model, (r) => r.meta.id === 'directive-unused', undefined, true).values(),
  ].flat();
  const supp = applySuppressions(model, [...directed.kept, ...unusedDirectives], {
    cwd,
    sourceOf: lookup,
    ...(options.suppress ? { request: options.suppress } : {}),
    ...(scope ? { scope } : {}),
    ...(options.renames ? { renames: options.renames } : {}),
  });
  model.filtering.unusedSuppressions = supp.unused;
  const unusedSuppressions = [
    ...runRules(model, (r) => r.meta.id === 'suppression-unused', undefined, true).values(),
  ].flat();
  // A stale suppression is about the file its entry names, which is in scope: it is kept with the selected files' findings.
  const selected = [...supp.kept, ...unusedSuppressions].filter(
    (d) => !only || only.has(d.span.file) || d.rule === 'suppression-unused',
  );
  // A root cause among them is reported once, with the findings it explains.
  const diagnostics = capPerRule(foldCauses(selected));
  sortDiagnostics(diagnostics, cwd);
  const sources = sourcesOf(model, diagnostics, supp);
  const checked = checkedLine(model, cwd, only);
  const published = publishedCheckOf(model);
  return {
    root,
    cwd,
    configFile: model.configFile,
    diagnostics,
    summary: summarize(diagnostics),
    sources,
    checked,
    model,
    rules: RULES,
    suppressions: supp.outcome,
    suppressedFindings: supp.hidden,
    ...(supp.outcome.suppressed > 0 ? { suppressed: supp.outcome.suppressed } : {}),
    ...(published
      ? {
          published: {
            source: published.source,
            urls: published.urls,
            otherOrigin: published.otherOrigin,
            notServed: published.unserved.map((u) => u.url),
          },
        }
      : {}),
  };
}

/** The text of every file a finding may quote: configuration, suppressions, API documents and the pages that need it. */
function sourcesOf(
  model: SiteModel,
  diagnostics: Diagnostic[],
  supp: ReturnType<typeof applySuppressions>,
): CheckResult['sources'] {
  const sources = new Map(model.sources);
  if (model.rc?.file && model.rc.source) sources.set(model.rc.file, model.rc.source);
  if (supp.source) sources.set(supp.outcome.file, supp.source);
  // A fetched document's text is the server's, not the repository's: no code frame quotes it.
  for (const spec of model.openapi?.store.all() ?? [])
    if (spec.source && !/^https?:\/\//i.test(spec.file)) sources.set(spec.file, spec.source);
  for (const [, meta] of model.openapi?.pageMeta ?? [])
    if (meta.errors.length || meta.openapi) sources.set(meta.file, meta.source);
  const refs = model.references;
  for (const d of refs?.graphqlDocuments() ?? []) sources.set(d.file, d.source);
  for (const d of refs?.asyncApiDocuments() ?? []) if (d.source) sources.set(d.file, d.source);
  for (const b of refs?.bindings ?? []) {
    const meta = model.openapi?.pageMeta.get(b.file);
    if (meta) sources.set(meta.file, meta.source);
  }
  // A page's frontmatter source holds only its head: findings in its body need the whole text.
  const content = model.content;
  if (content) {
    const contentRules = new Set(RULES.filter((r) => r.readsContent).map((r) => r.meta.id));
    contentRules.add('directive-unused');
    for (const d of diagnostics) {
      if (!contentRules.has(d.rule)) continue;
      const s = content.source(d.span.file);
      if (s) sources.set(d.span.file, s);
    }
  }
  return sources;
}

/** What was checked, in one line: the files, the navigation entries, pages and API documents, and a time limit reached. */
function checkedLine(model: SiteModel, cwd: string, only: Set<string> | undefined): string {
  const entries = navigationEntryCount(model);
  const specs = openapiDocumentCount(model);
  // GraphQL schemas and AsyncAPI documents are counted only on the sites that have them.
  const graphql = model.references?.graphqlDocuments().length ?? 0;
  const asyncapi = model.references?.asyncApiDocuments().length ?? 0;
  const others = `${graphql > 0 ? `, ${graphql} GraphQL schema${graphql === 1 ? '' : 's'}` : ''}${asyncapi > 0 ? `, ${asyncapi} AsyncAPI document${asyncapi === 1 ? '' : 's'}` : ''}`;
  const files = only ? `${only.size} file${only.size === 1 ? '' : 's'} of ` : '';
  let checked = `${files}${displayPath(model.configFile, cwd)} (${entries} navigation ${entries === 1 ? 'entry' : 'entries'}, ${model.files.pageFiles.length} page file${model.files.pageFiles.length === 1 ? '' : 's'}, ${specs} OpenAPI document${specs === 1 ? '' : 's'}${others})`;
  const stopped = model.stopped;
  if (stopped)
    checked += `, in part: the check reached its time limit of ${stopped.limitMs / 1000} s (${stopped.filesNotParsed} of ${stopped.files} pages and snippets not parsed, ${stopped.specsNotValidated} OpenAPI document${stopped.specsNotValidated === 1 ? '' : 's'} not validated)`;
  return checked;
}

/** Keeps the first MAX_FINDINGS_PER_RULE findings of each rule, in the order the rule made them, and notes the rest. */
function capPerRule(list: Diagnostic[]): Diagnostic[] {
  const count = new Map<string, number>();
  const last = new Map<string, Diagnostic>();
  const kept: Diagnostic[] = [];
  for (const d of list) {
    const n = (count.get(d.rule) ?? 0) + 1;
    count.set(d.rule, n);
    if (n > MAX_FINDINGS_PER_RULE) continue;
    kept.push(d);
    last.set(d.rule, d);
  }
  for (const [rule, n] of count) {
    if (n <= MAX_FINDINGS_PER_RULE) continue;
    const d = last.get(rule)!;
    kept.push({
      rule,
      severity: d.severity,
      span: d.span,
      message: `${n - MAX_FINDINGS_PER_RULE} more findings of ${rule} are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.`,
    });
  }
  return kept;
}

/** Counts findings by severity. */
export function summarize(diagnostics: readonly Diagnostic[]): Summary {
  const s: Summary = { errors: 0, warnings: 0, notices: 0 };
  for (const d of diagnostics) {
    if (d.severity === 'error') s.errors++;
    else if (d.severity === 'warning') s.warnings++;
    else s.notices++;
  }
  return s;
}

/** Sorts in place by file (as shown), line, column, rule, then message. */
export function sortDiagnostics(list: Diagnostic[], cwd: string): void {
  const key = new Map<Diagnostic, string>();
  for (const d of list) key.set(d, displayPath(d.span.file, cwd));
  list.sort((a, b) => {
    const fa = key.get(a)!;
    const fb = key.get(b)!;
    if (fa !== fb) return fa < fb ? -1 : 1;
    return (
      a.span.start.line - b.span.start.line ||
      a.span.start.column - b.span.start.column ||
      cmp(a.rule, b.rule) ||
      cmp(a.message, b.message)
    );
  });
}

export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
