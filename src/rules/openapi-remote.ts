import { createRule } from './rule.js';

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
      report({
        span: ref.span,
        messageId: 'notFetched',
        data: { url: JSON.stringify(res.url) },
      });
    }
  },
});
