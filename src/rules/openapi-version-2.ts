import { createRule } from './api.js';

/** A `swagger: "2.0"` document: unsupported, must be converted. */
export default createRule({
  meta: {
    id: 'openapi-version-2',
    summary: 'An OpenAPI document is Swagger 2.0, which the platform does not support; convert it to OpenAPI 3.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      swagger2:
        'This is a Swagger 2.0 document; the platform supports OpenAPI 3.x only, so its API pages render incorrectly.',
    },
  },
  check({ model, report }) {
    for (const spec of model.openapi?.specs() ?? []) {
      if (spec.kind !== 'swagger2' || !spec.versionSpan) continue;
      report({
        span: spec.versionSpan,
        messageId: 'swagger2',
        help: 'Convert it to OpenAPI 3 (for example with swagger2openapi) and reference the converted file.',
      });
    }
  },
});
