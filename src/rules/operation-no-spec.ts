import { createRule } from './api.js';

/** An operation reference where no `openapi` is in scope. */
export default createRule({
  meta: {
    id: 'operation-no-spec',
    summary:
      'An operation reference stands where no `openapi` document is in scope (`api.openapi` is not inherited by ' +
      'navigation).',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      noSpec:
        '{{entry}} is an operation reference, but no element above it sets `openapi`; the platform takes it as a ' +
        'missing page file.',
      noSpecButApi:
        '{{entry}} is an operation reference, but no element above it sets `openapi` (`api.openapi` in docs.json ' +
        'is not inherited by navigation); the platform takes it as a missing page file.',
    },
  },
  check({ model, report }) {
    const oa = model.openapi;
    if (!oa) return;
    const hasApi = oa.references.some((r) => r.via === 'api');
    for (const r of oa.entryResults) {
      if (r.status !== 'no-spec') continue;
      report({
        span: r.entry.node.span,
        messageId: hasApi ? 'noSpecButApi' : 'noSpec',
        data: { entry: JSON.stringify(r.entry.raw) },
        help:
          'Set `openapi` on this group or an element above it, or prefix the entry with the document: "openapi.json ' +
          'GET /path".',
      });
    }
  },
});
