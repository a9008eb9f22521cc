import type { getOctokit } from '@actions/github';

/** The REST client (the one `getOctokit` makes). */
type Octokit = ReturnType<typeof getOctokit>;

/** Who the workflow's own token (GITHUB_TOKEN) writes as. */
const ACTIONS_BOT = 'github-actions[bot]';

/**
 * The login the token writes as, so that navlint edits only its own comments (a marker alone can be copied into
 * anyone's): the user of a personal token (GET /user), or `github-actions[bot]` for the workflow's token, which
 * GET /user refuses with 403 as it refuses every installation token.
 */
export async function tokenLogin(octokit: Octokit, request: { signal: AbortSignal }): Promise<string> {
  try {
    return (await octokit.rest.users.getAuthenticated({ request })).data.login;
  } catch (e) {
    if ((e as { status?: unknown }).status === 403) return ACTIONS_BOT;
    throw e;
  }
}

/** Whether a comment was written by `login`. */
export function writtenBy(comment: { user?: { login?: string } | null }, login: string): boolean {
  return comment.user?.login === login;
}
