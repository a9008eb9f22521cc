import { capitalize, createRule } from './api.js';
import { describeElement } from '../model/nav.js';

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
      const first = model.openapi!.store.resolve(es.source.source);
      for (const s of es.ignored) {
        // The first document again, in the same directory: nothing the platform ignores is lost.
        const again = model.openapi!.store.resolve(s.source);
        const sameFile =
          again.status === 'found' && first.status === 'found'
            ? again.spec.file === first.spec.file
            : s.source.trim() === es.source.source.trim();
        if (sameFile && (s.directory ?? '') === (es.source.directory ?? '')) continue;
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
