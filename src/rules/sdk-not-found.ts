import { describeSource } from '../model/references.js';
import { createRule } from './api.js';

/** An `sdk` artifact with no file or folder. */
export default createRule({
  meta: {
    id: 'sdk-not-found',
    summary: 'The documentation-generator artifact an `sdk` reference names has no file or folder in the docs root.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      notFound:
        "SDK artifact {{source}} {{problem}}; the platform's build fails on it and generates no {{format}} " +
        'reference pages.',
    },
  },
  check({ model, report }) {
    for (const ref of model.references?.sdk ?? []) {
      const src = ref.source;
      const status = src?.resolution.status;
      // A source of another scheme is a shape error of the field: nav-field-type reports it.
      if (!src || status === 'found' || status === 'remote' || status === 'scheme') continue;
      report({
        span: src.node.span,
        messageId: 'notFound',
        data: {
          source: JSON.stringify(src.source),
          problem: describeSource(src.resolution, 'HTTPS'),
          format: ref.format ?? 'SDK',
        },
      });
    }
  },
});
