// Input `suggestions`: one pull-request review whose comments carry GitHub suggestion blocks (applied with one
// click) for the fixes and single suggestions on lines the pull request adds; the rest go to the job summary.
import { describeApiError } from './api-error.js';
import { createHash } from 'node:crypto';
import { applyFixes } from '../fix/edits.js';
import type { FileSystem } from '../core/fs.js';
import { displayPath } from '../core/paths.js';
import type { Diagnostic, Fix } from '../core/types.js';
import { addedLinesOf, type AddedLines } from '../fix/unidiff.js';
import type { CheckResult } from '../engine/types.js';
import { changesOf, helpText } from '../fix/changes.js';
import { inertText } from '../report/text.js';
import { escapeMarkdown, markdownMessage } from '../report/summary.js';
import { plural } from '../report/text.js';
import type { getOctokit } from '@actions/github';
import { tokenLogin, writtenBy } from './identity.js';

/** The REST client the review uses (the one `getOctokit` makes). */
type Octokit = ReturnType<typeof getOctokit>;

/** The hidden marker of navlint's review. */
const REVIEW_MARKER = '<!-- navlint-review -->';
/** Opens the hidden marker of each suggestion comment; the finding's key follows. */
const SUGGESTION_MARKER = '<!-- navlint-suggestion ';
/** The first line of each suggestion comment, exactly: the marker and the finding's key. */
const SUGGESTION_LINE = /^<!-- navlint-suggestion ([0-9a-f]+) -->$/;
/** What a suggestion comment says once navlint no longer reports its finding. */
const RESOLVED_NOTE = '✅ navlint no longer reports this finding.';
/** Rows of the job summary's list of suggestions not posted; the rest are counted. */
const MAX_SUMMARY_ROWS = 50;

/** A change that can be a suggestion block: one finding's fix, or its one suggestion, on a whole range of lines. */
export interface SuggestionCandidate {
  d: Diagnostic;
  fix: Fix;
  safe: boolean;
  /** The file relative to the repository root, `/`-separated. */
  path: string;
  startLine: number;
  endLine: number;
  /** The lines that replace `startLine`…`endLine`, without line breaks. */
  lines: string[];
  /** Names the finding and its change, whatever line it moves to. */
  key: string;
}

/** Every finding's change that can be shown as a suggestion block, and the findings with several to choose from. */
export function suggestionCandidates(
  result: CheckResult,
  workspace: string,
  fs: FileSystem,
): { candidates: SuggestionCandidate[]; several: Diagnostic[] } {
  const candidates: SuggestionCandidate[] = [];
  const several: Diagnostic[] = [];
  const texts = new Map<string, string | undefined>();
  for (const d of result.diagnostics) {
    const fix = d.fix ?? (d.suggestions?.length === 1 ? d.suggestions[0].fix : undefined);
    if (!fix) {
      if ((d.suggestions?.length ?? 0) > 1) several.push(d);
      continue;
    }
    const path = displayPath(fix.file, workspace);
    if (path.startsWith('../')) continue;
    if (!texts.has(fix.file)) {
      let text: string | undefined;
      try {
        text = fs.readFileSync(fix.file, 'utf8');
      } catch {
        text = undefined;
      }
      texts.set(fix.file, text);
    }
    const text = texts.get(fix.file);
    if (text === undefined) continue;
    const pass = applyFixes(text, [{ fix }]);
    if (pass.applied.length === 0) continue;
    const startLine = Math.min(...fix.edits.map((e) => e.range.start.line));
    const endLine = Math.max(...fix.edits.map((e) => e.range.end.line));
    const before = splitLines(text);
    const after = splitLines(pass.text);
    // Lines after the change are the same on both sides: the block is what stands between.
    const tail = before.length - endLine;
    const lines = after.slice(startLine - 1, after.length - tail);
    const key = createHash('sha1')
      .update([d.rule, path, d.message, lines.join('\n')].join('\u0000'))
      .digest('hex')
      .slice(0, 16);
    candidates.push({ d, fix, safe: d.fix !== undefined, path, startLine, endLine, lines, key });
  }
  return { candidates, several };
}

function splitLines(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/\r$/, ''));
}

/** Whether every line of a candidate is a line the pull request adds, holding in its diff what the checkout holds. */
function onAddedLines(c: SuggestionCandidate, added: AddedLines | undefined, workspaceLines: string[]): boolean {
  if (!added) return false;
  for (let l = c.startLine; l <= c.endLine; l++) {
    const line = added.get(l);
    if (line === undefined || line !== workspaceLines[l - 1]) return false;
  }
  return true;
}

/** A fence longer than any run of backticks in the text, so that nothing in it can close the block. */
function fenceFor(lines: string[]): string {
  const longest = Math.max(0, ...lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((m) => m.length))));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The body of a suggestion comment: the hidden key, the finding in words, and the block. */
export function suggestionBody(c: SuggestionCandidate, result: CheckResult): string {
  const fence = fenceFor(c.lines);
  const help = helpText(c.d, result.sources);
  const kind = c.safe
    ? 'Safe fix (`navlint check --fix` applies it too).'
    : 'Suggested change: check it before applying.';
  return [
    `${SUGGESTION_MARKER}${c.key} -->`,
    `**navlint** \`${c.d.rule}\` (${c.d.severity}): ${markdownMessage(c.d.message)}${help ? ` ${markdownMessage(help)}` : ''}`,
    '',
    kind,
    '',
    `${fence}suggestion`,
    ...c.lines,
    fence,
  ].join('\n');
}

/** What the review step did, for the log, the outputs and the job summary. */
export interface ReviewOutcome {
  posted: number;
  updated: number;
  resolved: number;
  /** Candidates not on lines the pull request adds (or not posted at all). */
  notPosted: SuggestionCandidate[];
  several: Diagnostic[];
  /** Why nothing was posted, when nothing could be. */
  skipped?: string;
}

/** What the review step needs: the client, the pull request, and where to log and warn. */
export interface ReviewContext {
  octokit?: Octokit;
  owner?: string;
  repo?: string;
  pullNumber?: number;
  headSha?: string;
  workspace: string;
  fs: FileSystem;
  log(line: string): void;
  warn(message: string): void;
}

interface ExistingComment {
  id: number;
  body?: string;
  path?: string;
  line?: number | null;
}

/** The pull request a review goes to, and the client and request options its calls use. */
interface ReviewTarget {
  octokit: Octokit;
  owner: string;
  repo: string;
  pullNumber: number;
  request: { signal: AbortSignal };
}

/** A review comment to post, on a line or a range of lines of the pull request's head. */
interface FreshComment {
  path: string;
  line: number;
  start_line?: number;
  side: 'RIGHT';
  start_side?: 'RIGHT';
  body: string;
}

/**
 * Posts the review: new suggestion comments in one review, earlier ones (found by their hidden marker) edited when
 * their finding changed words or is gone, never posted twice. Any refusal of the API (a fork's read-only token) is a
 * warning.
 */
export async function reviewSuggestions(result: CheckResult, ctx: ReviewContext): Promise<ReviewOutcome> {
  const { candidates, several } = suggestionCandidates(result, ctx.workspace, ctx.fs);
  const outcome: ReviewOutcome = { posted: 0, updated: 0, resolved: 0, notPosted: candidates, several };
  const { octokit, owner, repo, pullNumber } = ctx;
  if (!owner || !repo || pullNumber === undefined || !ctx.headSha) {
    outcome.skipped = 'not a pull-request event';
    ctx.log('Not a pull-request event: no suggestions are posted; the job summary lists them.');
    return outcome;
  }
  if (!octokit) {
    outcome.skipped = 'github-token is empty';
    ctx.warn(
      'navlint: suggestions is true but github-token is empty, so no review is posted; the job summary lists the suggestions.',
    );
    return outcome;
  }
  const target: ReviewTarget = { octokit, owner, repo, pullNumber, request: { signal: AbortSignal.timeout(30_000) } };
  let action = "read the pull request's diff";
  try {
    const postable = await onChangedLines(target, candidates, ctx.fs);
    outcome.notPosted = candidates.filter((c) => !postable.includes(c));
    action = 'read the review comments';
    const existing = await ownSuggestionComments(target);
    action = 'update a suggestion comment';
    const { kept, fresh } = await updateSuggestionComments(target, postable, existing, result, outcome);
    await markResolved(target, existing, kept, outcome);
    if (fresh.length > 0) {
      action = 'post the suggestions review';
      await octokit.rest.pulls.createReview({
        owner,
        repo,
        pull_number: pullNumber,
        commit_id: ctx.headSha,
        event: 'COMMENT',
        body: reviewBody(fresh.length, outcome.notPosted.length + several.length),
        comments: fresh,
        request: target.request,
      });
      outcome.posted = fresh.length;
    }
    ctx.log(
      `Suggestions: ${outcome.posted} posted, ${outcome.updated} updated, ${outcome.resolved} marked resolved; ` +
        `${outcome.notPosted.length + several.length} listed in the job summary only.`,
    );
  } catch (e) {
    const { why, status } = describeApiError(e);
    const fork =
      status === 403 || status === 404
        ? ' The token may not write reviews here: the job needs `pull-requests: write`, and pull requests from forks always get a read-only token.'
        : '';
    ctx.warn(`navlint could not ${action} (${inertText(why)}).${fork} The job summary lists the suggestions.`);
    outcome.skipped = why;
    outcome.notPosted = candidates;
  }
  return outcome;
}

/** The candidates whose lines the pull request adds: the only lines a review comment may suggest a change on. */
async function onChangedLines(
  { octokit, owner, repo, pullNumber, request }: ReviewTarget,
  candidates: SuggestionCandidate[],
  fs: FileSystem,
): Promise<SuggestionCandidate[]> {
  const { data: diff } = await octokit.rest.pulls.get({
    owner,
    repo,
    pull_number: pullNumber,
    mediaType: { format: 'diff' },
    request,
  });
  const added = addedLinesOf(String(diff));
  const lineCache = new Map<string, string[]>();
  const linesOf = (c: SuggestionCandidate) => {
    let lines = lineCache.get(c.fix.file);
    if (!lines) lineCache.set(c.fix.file, (lines = splitLines(fs.readFileSync(c.fix.file, 'utf8'))));
    return lines;
  };
  return candidates.filter((c) => onAddedLines(c, added.get(c.path), linesOf(c)));
}

/** A comment's first line (the API may give `\r\n` line breaks). */
function firstLine(body: string | null | undefined): string {
  return (body ?? '').split('\n')[0].replace(/\r$/, '');
}

/**
 * navlint's own suggestion comments on the pull request: those that open with the marker line, written by the token's
 * user; a comment that quotes a marker, a reviewer's or a bot's, is not one.
 */
async function ownSuggestionComments({
  octokit,
  owner,
  repo,
  pullNumber,
  request,
}: ReviewTarget): Promise<ExistingComment[]> {
  const marked = (
    await octokit.paginate(octokit.rest.pulls.listReviewComments, {
      owner,
      repo,
      pull_number: pullNumber,
      per_page: 100,
      request,
    })
  ).filter((c) => SUGGESTION_LINE.test(firstLine(c.body)));
  const me = marked.length > 0 ? await tokenLogin(octokit, request) : undefined;
  return marked.filter((c) => writtenBy(c, me!)) as ExistingComment[];
}

/**
 * Edits the earlier comment of each postable suggestion whose words changed; returns the earlier comments still in
 * use and the suggestions that have none yet, to post.
 */
async function updateSuggestionComments(
  { octokit, owner, repo, request }: ReviewTarget,
  postable: SuggestionCandidate[],
  existing: ExistingComment[],
  result: CheckResult,
  outcome: ReviewOutcome,
): Promise<{ kept: Set<ExistingComment>; fresh: FreshComment[] }> {
  const byKey = new Map<string, ExistingComment[]>();
  for (const c of existing) {
    const key = SUGGESTION_LINE.exec(firstLine(c.body))?.[1];
    if (key) (byKey.get(key) ?? byKey.set(key, []).get(key)!).push(c);
  }
  const kept = new Set<ExistingComment>();
  const fresh: FreshComment[] = [];
  for (const c of postable) {
    const body = suggestionBody(c, result);
    const same = (byKey.get(c.key) ?? []).find((e) => e.path === c.path && e.line === c.endLine);
    if (same) {
      kept.add(same);
      if (same.body !== body) {
        await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: same.id, body, request });
        outcome.updated++;
      }
      continue;
    }
    fresh.push({
      path: c.path,
      line: c.endLine,
      side: 'RIGHT',
      ...(c.startLine < c.endLine ? { start_line: c.startLine, start_side: 'RIGHT' as const } : {}),
      body,
    });
  }
  return { kept, fresh };
}

/** Takes the block out of the suggestions of earlier runs whose finding is gone (or moved), so that nobody applies them. */
async function markResolved(
  { octokit, owner, repo, request }: ReviewTarget,
  existing: ExistingComment[],
  kept: Set<ExistingComment>,
  outcome: ReviewOutcome,
): Promise<void> {
  for (const e of existing) {
    if (kept.has(e) || (e.body ?? '').includes(RESOLVED_NOTE)) continue;
    const marker = firstLine(e.body);
    await octokit.rest.pulls.updateReviewComment({
      owner,
      repo,
      comment_id: e.id,
      body: `${marker}\n${RESOLVED_NOTE}`,
      request,
    });
    outcome.resolved++;
  }
}

function reviewBody(posted: number, elsewhere: number): string {
  return [
    REVIEW_MARKER,
    `**navlint** suggests ${plural(posted, 'change')} on lines this pull request changes: apply each with **Commit suggestion**.` +
      (elsewhere > 0
        ? ` ${plural(elsewhere, 'more finding')} with a change ${elsewhere === 1 ? 'is' : 'are'} listed in the job summary.`
        : ''),
  ].join('\n');
}

/** The job summary's section on suggestions: how many were posted, and a table of the others. */
export function suggestionsMarkdown(outcome: ReviewOutcome, result: CheckResult): string {
  const rest: { d: Diagnostic; path: string; line: number; change: string }[] = [];
  for (const c of outcome.notPosted) {
    const view = changesOf(c.d, result.sources);
    const change = (c.safe ? view.fix : view.suggestions[0])?.phrase ?? '';
    rest.push({
      d: c.d,
      path: c.path,
      line: c.d.span.start.line,
      change: `${c.safe ? 'fix' : 'suggestion'}: ${change}`,
    });
  }
  for (const d of outcome.several) {
    const view = changesOf(d, result.sources);
    const change = view.suggestions
      .map((s) => (s.description ? `${s.description}: ${s.phrase}` : s.phrase))
      .join('; or ');
    rest.push({
      d,
      path: displayPath(d.span.file, result.cwd),
      line: d.span.start.line,
      change: `suggestions: ${change}`,
    });
  }
  const out = ['### Suggested changes', ''];
  if (outcome.skipped === undefined)
    out.push(
      `${plural(outcome.posted, 'suggestion')} posted on the pull request${outcome.updated ? `, ${outcome.updated} updated` : ''}${outcome.resolved ? `, ${outcome.resolved} marked resolved` : ''}: each applies with one click.`,
      '',
    );
  else out.push(`No suggestion was posted on the pull request (${escapeMarkdown(outcome.skipped)}).`, '');
  const safe = result.diagnostics.filter((d) => d.fix).length;
  if (safe > 0) out.push(`${plural(safe, 'finding')} can be fixed with \`navlint check --fix\`.`, '');
  if (rest.length === 0) return out.join('\n');
  out.push(
    outcome.skipped === undefined
      ? 'Not on a line this pull request changes (GitHub takes suggestions only there):'
      : 'The changes navlint suggests:',
    '',
    '| Location | Rule | Change |',
    '| --- | --- | --- |',
  );
  for (const r of rest.slice(0, MAX_SUMMARY_ROWS))
    out.push(
      `| ${escapeMarkdown(`${r.path}:${r.line}`)} | ${escapeMarkdown(r.d.rule)} | ${markdownMessage(r.change)} |`,
    );
  if (rest.length > MAX_SUMMARY_ROWS) out.push('', `… and ${rest.length - MAX_SUMMARY_ROWS} more.`);
  out.push('');
  return out.join('\n');
}
