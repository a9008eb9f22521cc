import { createRule } from './api.js';

/** A remote spec that was not checked. */
export default createRule({
  meta: {
    id: 'openapi-remote',
    summary:
      'An OpenAPI document is a URL and was not fetched, so its operations were not checked (use `--fetch-remote`).',
    defaultSeverity: 'notice',
    category: 'openapi',
    messages: {
      notFetched:
        'OpenAPI document {{url}} is remote and was not fetched; its operations were not checked. Fetch it with ' +
        '--fetch-remote (in the action: `fetch-remote: true`) to check it.',
      notFetchedBecause:
        'OpenAPI document {{url}} is remote and was not fetched: {{reason}}{{remedy}}. Its operations were not ' +
        'checked.',
    },
  },
  check({ model, report }) {
    const seen = new Set<string>();
    for (const ref of model.openapi?.references ?? []) {
      const res = ref.resolution;
      if (res.status !== 'remote' || res.spec) continue;
      const key = `${ref.span.file}:${ref.span.start.line}:${ref.span.start.column}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const reason = model.remoteNotFetched?.get(res.url);
      const url = JSON.stringify(res.url);
      if (reason === undefined) report({ span: ref.span, messageId: 'notFetched', data: { url } });
      else {
        const remedy = isPrivateRefusal(reason) ? PRIVATE_REMEDY : '';
        report({ span: ref.span, messageId: 'notFetchedBecause', data: { url, reason, remedy } });
      }
    }
  },
});

/** What opens a private address to --fetch-remote. */
const PRIVATE_REMEDY = ' (--allow-private-hosts, in the action `allow-private-hosts: true`, fetches from it)';

/** Whether a fetch was refused because of the address it would reach (not a failure of the server). */
function isPrivateRefusal(reason: string): boolean {
  return / is a private address$| resolves to the private address /.test(reason);
}
