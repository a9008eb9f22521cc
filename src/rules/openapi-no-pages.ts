import { describeElement } from '../model/nav.js';
import { capitalize, createRule } from './api.js';

/** An element whose `openapi` puts no page into the navigation. */
export default createRule({
  meta: {
    id: 'openapi-no-pages',
    summary:
      "An element's `openapi` puts no page into the navigation: the document has no operations, or all are " +
      '`x-hidden` or `x-excluded`.',
    defaultSeverity: 'warning',
    category: 'openapi',
    messages: {
      noOperations:
        '{{element}} sets `openapi` to {{document}}, but no page is generated: the document has no operations.',
      allExcluded:
        '{{element}} sets `openapi` to {{document}}, but no page is generated: every operation is `x-excluded`.',
      allHidden:
        '{{element}} sets `openapi` to {{document}}, but no page is generated: every operation is `x-hidden` or ' +
        '`x-excluded`.',
    },
  },
  check({ model, report }) {
    for (const es of model.openapi?.elementSpecs ?? []) {
      if (!es.bulk || !es.spec || es.spec.kind !== 'openapi3' || es.spec.errors.length > 0) continue;
      if (es.generated.some((o) => !o.hidden)) continue;
      const ops = es.spec.operations;
      const why = ops.length === 0 ? 'noOperations' : ops.every((o) => o.excluded) ? 'allExcluded' : 'allHidden';
      report({
        span: es.source.node.span,
        messageId: why,
        data: { element: capitalize(describeElement(es.element)), document: es.spec.rel },
        help: 'List the operations you want (`"GET /path"`) in `pages`, or remove `x-hidden` from them.',
      });
    }
  },
});
