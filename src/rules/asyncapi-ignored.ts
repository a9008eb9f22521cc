import { capitalize, createRule } from './api.js';
import { describeElement } from '../model/nav.js';

/** A group's `asyncapi` beside its `openapi`, which the platform drops. */
export default createRule({
  meta: {
    id: 'asyncapi-ignored',
    summary: 'A group sets both `openapi` and `asyncapi`; the platform keeps `openapi` and silently drops `asyncapi`.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      ignored:
        '{{element}} sets both `openapi` and `asyncapi`; the platform keeps `openapi` and silently drops ' +
        '`asyncapi`, so no channel page is generated. Put the AsyncAPI document on a group of its own.',
    },
  },
  check({ model, report }) {
    for (const ref of model.references?.asyncapi ?? []) {
      if (!ref.ignored) continue;
      report({
        span: ref.prop.keySpan,
        messageId: 'ignored',
        data: { element: capitalize(describeElement(ref.element)) },
      });
    }
  },
});
