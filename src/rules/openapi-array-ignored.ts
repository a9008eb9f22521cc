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
  },
  check({ model, report }) {
    for (const es of model.openapi?.elementSpecs ?? []) {
      for (const s of es.ignored) {
        report({
          span: s.node.span,
          message:
            `${capitalize(describeElement(es.element))} names several OpenAPI documents; the platform uses ` +
            `only the first (${JSON.stringify(es.source.source)}) and silently ignores ${JSON.stringify(s.source)}, ` +
            `so its pages are not generated.`,
          help: 'Give each document its own element (a tab, anchor or group with its own `openapi`).',
        });
      }
    }
  },
});
