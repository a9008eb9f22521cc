// The pull-request comment, and the links to the run it names.
import type { CheckResult } from '../engine/index.js';
import { inertText } from '../report/text.js';
import { toUri } from '../report/sarif.js';
import { formatSummary } from '../report/summary.js';
import { countChanges, navDiffOf } from '../model/diff.js';
import { tokenLogin, writtenBy } from './identity.js';
import { commentJob, isMarkedComment, markComment } from './comment-mark.js';
import { describeApiError } from './api-error.js';
import type { ActionIO } from './io.js';
import type { ActionInputs } from './inputs.js';

export interface Links {
  blobUrl?: string;
  runUrl?: string;
  owner?: string;
  repo?: string;
  pullNumber?: number;
  /** The head commit of the pull request, which review comments are made on. */
  headSha?: string;
}

/** Links into the repository and the run, from what the runner sets; none when a value looks wrong. */
export function githubLinks(io: ActionIO): Links {
  const env = io.env;
  const event = readEvent(io);
  const pr = event?.pull_request as { number?: unknown } | undefined;
  const issue = event?.issue as { number?: unknown; pull_request?: unknown } | undefined;
  const links: Links = {};
  const number = pr?.number ?? (issue?.pull_request ? issue.number : undefined);
  if (typeof number === 'number' && Number.isInteger(number) && number > 0) links.pullNumber = number;
  const head = (pr as { head?: { sha?: unknown } } | undefined)?.head?.sha;
  if (typeof head === 'string' && /^[0-9a-f]{40,64}$/.test(head)) links.headSha = head;
  const repoMatch = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(env.GITHUB_REPOSITORY ?? '');
  if (!repoMatch) return links;
  [links.owner, links.repo] = [repoMatch[1], repoMatch[2]];
  let server: string;
  try {
    const u = new URL(env.GITHUB_SERVER_URL ?? '');
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return links;
    server = u.origin;
  } catch {
    return links;
  }
  const repoUrl = `${server}/${toUri(links.owner)}/${toUri(links.repo)}`;
  // The commit that was checked out and checked (for a pull request, its merge commit): the lines found are its lines.
  const sha = env.GITHUB_SHA;
  if (sha && /^[0-9a-f]{7,64}$/.test(sha)) links.blobUrl = `${repoUrl}/blob/${sha}`;
  if (env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID))
    links.runUrl = `${repoUrl}/actions/runs/${env.GITHUB_RUN_ID}`;
  return links;
}

export function readEvent(io: ActionIO): Record<string, unknown> | undefined {
  const file = io.env.GITHUB_EVENT_PATH;
  if (!file) return undefined;
  try {
    const v: unknown = JSON.parse(io.fs.readFileSync(file, 'utf8'));
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

interface CommentContext {
  workspace: string;
  failed: boolean;
  links: Links;
  log(line: string): void;
  /** The "Navigation changes" section the comment opens with. */
  changes?: string;
}

export async function writeComment(
  io: ActionIO,
  inputs: ActionInputs,
  result: CheckResult,
  { workspace, failed, links, log, changes }: CommentContext,
): Promise<void> {
  if (links.pullNumber === undefined || !links.owner || !links.repo) {
    log('Not a pull-request event: no pull-request comment is written.');
    return;
  }
  if (!inputs.token) {
    io.annotate(
      'warning',
      'navlint: comment is true but github-token is empty, so no pull-request comment is written.',
    );
    return;
  }
  const job = commentJob(io.env);
  const text = formatSummary(result, {
    baseDir: workspace,
    ...(links.blobUrl ? { blobUrl: links.blobUrl } : {}),
    ...(links.runUrl ? { runUrl: links.runUrl } : {}),
    failOn: inputs.failOn,
    failed,
    // A comment holds at most 65,536 characters.
    maxBytes: 60_000,
    ...(changes ? { lead: changes } : {}),
  });
  const body = markComment(text, job);
  const octokit = io.getOctokit(inputs.token, io.env.GITHUB_API_URL || 'https://api.github.com');
  const where = { owner: links.owner, repo: links.repo };
  const request = { signal: AbortSignal.timeout(30_000) };
  let action = 'find';
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...where,
      issue_number: links.pullNumber,
      per_page: 100,
      request,
    });
    // Found by its marks and by its author: a comment of someone else, or one of another workflow or bot that quotes
    // the marker, is not navlint's.
    const marked = comments.filter((c) => isMarkedComment(c.body, job));
    const me = marked.length > 0 ? await tokenLogin(octokit, request) : undefined;
    const mine = marked.find((c) => writtenBy(c, me!));
    if (mine) {
      action = 'update';
      await octokit.rest.issues.updateComment({ ...where, comment_id: mine.id, body, request });
      log(`Updated the pull-request comment ${mine.id}.`);
    } else if (
      result.diagnostics.length > 0 ||
      (navDiffOf(result.model) && countChanges(navDiffOf(result.model)!) > 0)
    ) {
      action = 'write';
      await octokit.rest.issues.createComment({ ...where, issue_number: links.pullNumber, body, request });
      log('Wrote the pull-request comment.');
    } else log('No findings, no navigation changes and no earlier comment: no pull-request comment is written.');
  } catch (e) {
    const { why, status } = describeApiError(e);
    const fork =
      status === 403 || status === 404
        ? ' The token may not write comments here: the job needs `pull-requests: write`, and pull requests from forks always get a read-only token.'
        : '';
    io.annotate(
      'warning',
      `navlint could not ${action} the pull-request comment (${inertText(why)}).${fork} The findings are in the job summary and the log.`,
    );
  }
}
