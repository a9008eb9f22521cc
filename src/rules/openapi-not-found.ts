import { createRule } from './rule.js';

/** A spec path in navigation or page metadata with no file. */
export default createRule({
  meta: {
    id: 'openapi-not-found',
    summary: 'An OpenAPI document named in navigation, `api.openapi` or page metadata has no file.',
    defaultSeverity: 'error',
    category: 'openapi',
  },
  check({ model, report }) {
    for (const ref of model.openapi?.references ?? []) {
      const res = ref.resolution;
      if (res.status === 'missing') {
        report({
          span: ref.span,
          message:
            `OpenAPI document ${JSON.stringify(ref.source)} has no file (looked for ` +
            `${res.tried.join(', ')}); its API pages ` +
            `${ref.via === 'metadata' ? 'cannot be bound' : 'are not generated'}.`,
        });
      } else if (res.status === 'outside') {
        report({
          span: ref.span,
          message:
            `OpenAPI document ${JSON.stringify(ref.source)} is outside the docs root; the platform only ` +
            `reads files inside it.`,
        });
      }
    }
  },
});
