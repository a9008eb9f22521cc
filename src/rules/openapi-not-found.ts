import { openapiCause } from '../model/links.js';
import { createRule } from './api.js';

/** A spec path in navigation or page metadata with no file. */
export default createRule({
  meta: {
    id: 'openapi-not-found',
    summary: 'An OpenAPI document named in navigation, `api.openapi` or page metadata has no file.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      missing: 'OpenAPI document {{source}} has no file (looked for {{tried}}); its API pages are not generated.',
      missingForMetadata:
        'OpenAPI document {{source}} has no file (looked for {{tried}}); its API pages cannot be bound.',
      outside: 'OpenAPI document {{source}} is outside the docs root; the platform only reads files inside it.',
    },
  },
  check({ model, report }) {
    for (const ref of model.openapi?.references ?? []) {
      const res = ref.resolution;
      if (res.status === 'missing') {
        report({
          span: ref.span,
          messageId: ref.via === 'metadata' ? 'missingForMetadata' : 'missing',
          data: { source: JSON.stringify(ref.source), tried: res.tried.join(', ') },
          // Reported once, where it is first named: the other places that name it, and the links and redirects to
          // the pages it would generate, are reported with that finding.
          cause: openapiCause(res.tried[0] ?? ref.source),
          causedBy: openapiCause(res.tried[0] ?? ref.source),
        });
      } else if (res.status === 'outside') {
        report({
          span: ref.span,
          messageId: 'outside',
          data: { source: JSON.stringify(ref.source) },
        });
      }
    }
  },
});
