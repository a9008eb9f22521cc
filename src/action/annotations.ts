// The findings as annotations and log lines, and the job summary.
import type { Diagnostic, Severity } from '../core/types.js';
import type { CheckResult, Summary } from '../engine/index.js';
import { displayPath } from '../core/paths.js';
import { siteCounts } from '../model/counts.js';
import { buildNavDocument } from '../model/navtree.js';
import { coverageOf } from '../model/translations.js';
import { annotationProperties, messageWithHelp } from '../report/github.js';
import { inertText } from '../report/text.js';
import { countMore, escapeMarkdown, formatSummary } from '../report/summary.js';
import { plural } from '../report/text.js';
import { VERSION } from '../version.js';
import { navDiffOf } from '../model/diff.js';
import { changeCounts, formatDiffMarkdown } from '../report/diff.js';
import { suggestionsMarkdown } from './suggest.js';
import { type ActionRun, type CheckedRun, alongside } from './io.js';
import type { PublishedPreview, PostedReview } from './outputs.js';
import type { Links } from './comment.js';

/** The runner shows at most this many annotations of each kind per step. */
const ANNOTATION_LIMIT = 10;

/**
 * What the job summary and the comment open with: the parse error of docs.json or the navigation changes, then what
 * was left out (pre-existing and suppressed findings); undefined when there is nothing to say. Logs the same facts.
 */
export function leadOf({ log }: ActionRun, { result, base, broken }: CheckedRun): string | undefined {
  const diff = navDiffOf(result.model);
  const changes = diff
    ? formatDiffMarkdown(
        diff,
        { source: 'git', root: '' },
        { source: 'worktree', root: '' },
        {
          maxLines: 40,
          maxBytes: 16_000,
          since: base!.label,
          fullListHint: 'the navigation preview and `navlint diff` list every change',
        },
      )
    : undefined;
  if (diff) log(`Navigation changes since ${base!.label}: ${changeCounts(diff)}.`);
  const kept = result.preexisting?.count
    ? `Only the findings new since ${escapeMarkdown(result.preexisting.since)} are listed (\`new-findings-only\`): ${plural(result.preexisting.count, 'finding')} that ${result.preexisting.count === 1 ? 'was' : 'were'} there already ${result.preexisting.count === 1 ? 'is' : 'are'} left out.\n`
    : undefined;
  const suppressed = result.suppressed
    ? `${plural(result.suppressed, 'finding')} recorded in navlint-suppressions.json ${result.suppressed === 1 ? 'is' : 'are'} not listed.\n`
    : undefined;
  const lead =
    [broken ? brokenLead(broken, base?.label) : changes, kept, suppressed].filter(Boolean).join('\n') || undefined;
  if (suppressed) log(suppressed.trimEnd());
  return lead;
}

/** Logs the version, the cache reuse, every finding and the counts with the step's verdict. */
export function logFindings(
  { inputs, workspace, log }: ActionRun,
  result: CheckResult,
  failed: boolean,
  reuse?: string,
): void {
  log(`navlint ${VERSION}: ${result.checked}.`);
  if (reuse) log(reuse);
  for (const d of result.diagnostics) {
    log(
      `${displayPath(d.span.file, workspace)}:${d.span.start.line}:${d.span.start.column}  ${d.severity}  ${messageWithHelp(d, result.sources)}  [${d.rule}]`,
    );
  }
  const s = result.summary;
  log(
    `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.notices, 'notice')} (fail-on: ${inputs.failOn}): ${failed ? 'fail' : 'pass'}.`,
  );
}

/** Annotates the findings the runner has room for, one of each rule first; returns how many of each kind were not shown. */
export function publishAnnotations(
  { io, inputs, workspace, log }: ActionRun,
  result: CheckResult,
  failed: boolean,
): Summary {
  // The failure message and a comment warning are annotations too: keep a slot for each.
  const budget: Record<Severity, number> = {
    error: ANNOTATION_LIMIT - (failed ? 1 : 0),
    warning: ANNOTATION_LIMIT - (inputs.comment ? 1 : 0) - (inputs.suggestions ? 1 : 0),
    notice: ANNOTATION_LIMIT,
  };
  const notAnnotated = { errors: 0, warnings: 0, notices: 0 };
  const key = { error: 'errors', warning: 'warnings', notice: 'notices' } as const;
  for (const kind of ['error', 'warning', 'notice'] as const) {
    const all = result.diagnostics.filter((d) => d.severity === kind);
    const shown = pickAnnotations(all, budget[kind]);
    for (const d of shown)
      io.annotate(
        kind,
        inertText(messageWithHelp(d, result.sources)),
        annotationProperties(d, displayPath(d.span.file, workspace)),
      );
    notAnnotated[key[kind]] = all.length - shown.length;
  }
  const hidden = notAnnotated.errors + notAnnotated.warnings + notAnnotated.notices;
  if (hidden > 0) {
    const where = [
      'the list above',
      inputs.summary ? 'the job summary' : '',
      inputs.sarifFile ? 'the SARIF file' : '',
    ].filter(Boolean);
    log(
      `${countMore(notAnnotated)} ${hidden === 1 ? 'is' : 'are'} not shown as annotations (GitHub shows at most ${ANNOTATION_LIMIT} of each kind per step): see ${where.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
    );
  }
  return notAnnotated;
}

/** What the job summary shows besides the findings. */
interface SummaryParts {
  links: Links;
  failed: boolean;
  notAnnotated?: Summary;
  sarifPath: string;
  preview?: PublishedPreview;
  lead?: string;
  review?: PostedReview;
  reuse?: string;
}

/** Writes the job summary, or logs why there is none. */
export async function publishSummary(
  { io, inputs, workspace, log }: ActionRun,
  result: CheckResult,
  { links, failed, notAnnotated, sarifPath, preview, lead, review, reuse }: SummaryParts,
): Promise<void> {
  if (!io.env.GITHUB_STEP_SUMMARY) return log('No GITHUB_STEP_SUMMARY: the job summary is skipped.');
  await alongside(io, 'the job summary', async () => {
    const markdown = formatSummary(result, {
      baseDir: workspace,
      ...(links.blobUrl ? { blobUrl: links.blobUrl } : {}),
      nav: buildNavDocument(result.model),
      counts: siteCounts(result.model),
      coverage: coverageOf(result.model),
      failOn: inputs.failOn,
      failed,
      ...(notAnnotated ? { notAnnotated } : {}),
      ...(sarifPath ? { sarifFile: displayPath(sarifPath, workspace) } : {}),
      ...(preview?.url ? { previewUrl: preview.url } : {}),
      ...(lead ? { lead } : {}),
      ...(review ? { suggestions: suggestionsMarkdown(review, result) } : {}),
    });
    await io.writeSummary(reuse ? `${markdown.trimEnd()}\n\n${reuse}\n` : markdown);
  });
}

/** What the job summary and the comment open with when docs.json does not parse: the error, not a false diff. */
function brokenLead(error: string, since: string | undefined): string {
  const compared = since
    ? ` The navigation changes since ${escapeMarkdown(since)} are not shown: they would be false.`
    : '';
  return `### docs.json does not parse\n\n${escapeMarkdown(error)}\n\nnavlint cannot read the navigation until this is fixed.${compared}\n`;
}

/** Up to `budget` findings, one of each rule first so that a flood of one rule hides no other. */
function pickAnnotations(list: Diagnostic[], budget: number): Diagnostic[] {
  if (list.length <= budget) return list;
  const chosen = new Set<Diagnostic>();
  const rules = new Set<string>();
  for (const d of list) {
    if (chosen.size >= budget) break;
    if (rules.has(d.rule)) continue;
    rules.add(d.rule);
    chosen.add(d);
  }
  for (const d of list) {
    if (chosen.size >= budget) break;
    chosen.add(d);
  }
  return list.filter((d) => chosen.has(d));
}
