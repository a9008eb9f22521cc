import { capitalize } from '../core/suggest.js';
import { describeElement } from '../model/nav.js';
import { createRule } from './rule.js';

/** An element with `openapi` whose `pages` list only page files: every operation is still generated. */
export default createRule({
  meta: {
    id: 'openapi-generated-beside-pages',
    summary:
      'An element sets `openapi` and lists only page files: the platform still generates every operation beside them.',
    defaultSeverity: 'notice',
    category: 'openapi',
  },
  check({ model, report }) {
    for (const es of model.openapi?.elementSpecs ?? []) {
      if (!es.bulk || !es.spec || es.pageEntries.length === 0) continue;
      const n = es.generated.filter((o) => !o.hidden).length;
      if (n === 0) continue;
      report({
        span: es.source.node.span,
        message:
          `${capitalize(describeElement(es.element))} sets \`openapi\` and lists only page files, so the ` +
          `platform also generates all ${n} operation page${n === 1 ? '' : 's'} of ${es.spec.rel} beside them. List ` +
          `operations (\`"GET /path"\`) to choose which appear.`,
      });
    }
  },
});
