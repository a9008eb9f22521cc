/**
 * Why a GitHub API request failed, in a few words: `HTTP 403` when the API answered, else what kept the request from
 * arriving. Octokit gives a request that got no answer the status 500 too, without a response: that is no HTTP 500.
 */
export function describeApiError(e: unknown): { why: string; status?: number } {
  const err = e as { status?: unknown; response?: unknown; message?: unknown; cause?: unknown } | undefined;
  const status = typeof err?.status === 'number' ? err.status : undefined;
  if (status !== undefined && !(status === 500 && err?.response === undefined))
    return { why: `HTTP ${status}`, status };
  // fetch's own error (`fetch failed`) holds the system's (`ECONNREFUSED`, `ENOTFOUND`) as its cause.
  const cause = err?.cause as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = [cause?.code, cause?.cause?.code].find((c): c is string => typeof c === 'string');
  const message = String(err?.message ?? e).split('\n')[0];
  return { why: `no answer from the API: ${code ? `${message} (${code})` : message}` };
}
