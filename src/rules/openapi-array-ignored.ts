import { capitalize } from '../core/suggest.js';
import { describeElement } from '../model/nav.js';
import { createRule } from './rule.js';

/** An `openapi` array with more than one document: the platform uses only the first. */
export default createRule({
  meta: {
    id: 'openapi-array-ignored',
    summary:
      'An `openapi` array names several documents; the platform uses only the first and silently ignores the rest.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      ignored:
        '{{element}} names several OpenAPI documents; the platform uses only the first ({{first}}) and silently ' +
        'ignores {{ignored}}, so its pages are not generated.',
    },
  },
  check({ model, report }) {
    for (const es of model.openapi?.elementSpecs ?? []) {
      for (const s of es.ignored) {
        report({
          span: s.node.span,
          messageId: 'ignored',
          data: {
            element: capitalize(describeElement(es.element)),
            first: JSON.stringify(es.source.source),
            ignored: JSON.stringify(s.source),
          },
          help: 'Give each document its own element (a tab, anchor or group with its own `openapi`).',
        });
      }
    }
  },
});
