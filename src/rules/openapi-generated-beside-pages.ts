import { capitalize, createRule } from './api.js';
import { describeElement } from '../model/nav.js';

/** An element with `openapi` whose `pages` list only page files: every operation is still generated. */
export default createRule({
  meta: {
    id: 'openapi-generated-beside-pages',
    summary:
      'An element sets `openapi` and lists only page files: the platform still generates every operation beside them.',
    defaultSeverity: 'notice',
    category: 'openapi',
    messages: {
      generated:
        '{{element}} sets `openapi` and lists only page files, so the platform also generates all {{count}} ' +
        'operation {{pages}} of {{document}} beside them. List operations (`"GET /path"`) to choose which appear.',
    },
  },
  check({ model, report }) {
    for (const es of model.openapi?.elementSpecs ?? []) {
      if (!es.bulk || !es.spec || es.pageEntries.length === 0) continue;
      const n = es.generated.filter((o) => !o.hidden).length;
      if (n === 0) continue;
      report({
        span: es.source.node.span,
        messageId: 'generated',
        data: {
          element: capitalize(describeElement(es.element)),
          count: n,
          pages: n === 1 ? 'page' : 'pages',
          document: es.spec.rel,
        },
      });
    }
  },
});
