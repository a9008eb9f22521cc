import { createHash } from 'node:crypto';

/** The first line of navlint's pull-request comment, exactly. */
const COMMENT_MARKER = '<!-- navlint-comment -->';

const DIGEST_LINE = /^<!-- navlint-digest ([0-9a-f]{64}) -->$/;

/**
 * Which job writes the comment: the repository, the workflow and the job id, as the runner names them. Two jobs that
 * check docs keep a comment each; a comment of another workflow is never taken for this one's.
 */
export function commentJob(env: Record<string, string | undefined>): string {
  return [env.GITHUB_REPOSITORY ?? '', env.GITHUB_WORKFLOW ?? '', env.GITHUB_JOB ?? ''].join('\n');
}

/** The SHA-256 of the job and the text after the two marking lines (line breaks as `\n`, as the API may give `\r\n`). */
function digest(job: string, text: string): string {
  return createHash('sha256').update(`${job}\n\n${text}`).digest('hex');
}

/**
 * The comment's body: the marker as its first line, then a line with the digest of the job and of everything that
 * follows, so that a comment quoting the marker, or holding it first with other words after it, is not navlint's.
 */
export function markComment(text: string, job: string): string {
  return `${COMMENT_MARKER}\n<!-- navlint-digest ${digest(job, text)} -->\n${text}`;
}

/** Whether a comment's body is one that `markComment` wrote for `job`, unchanged since. */
export function isMarkedComment(body: string | undefined, job: string): boolean {
  if (body === undefined) return false;
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const d = DIGEST_LINE.exec(lines[1] ?? '');
  return lines[0] === COMMENT_MARKER && d !== null && d[1] === digest(job, lines.slice(2).join('\n'));
}
