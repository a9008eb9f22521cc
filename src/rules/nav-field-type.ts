import { validateShape } from '../core/schema.js';
import { capitalize } from '../core/suggest.js';
import { describeElement } from '../model/nav.js';
import { compiledSchemaFor } from '../model/schemas.js';
import { createRule, describeShape } from './rule.js';

/** A navigation field of the wrong type or shape. */
export default createRule({
  meta: {
    id: 'nav-field-type',
    summary:
      'A navigation field has the wrong type or shape (`expanded`, `pages`, `tag`, `icon`, `href`, `banner`, …).',
    defaultSeverity: 'error',
    category: 'navigation',
  },
  check({ model, report }) {
    for (const el of model.elements) {
      if (el.kind === 'global') continue;
      for (const e of validateShape(el.node, compiledSchemaFor(el.kind, el.isGlobalEntry))) {
        const dropped =
          e.problem.code === 'empty'
            ? `; the platform silently drops ${describeElement(el)} and everything under it`
            : '';
        report({
          span: e.span,
          message: `${capitalize(describeElement(el))}: \`${e.path}\` ${describeShape(e.problem, e.node)}${dropped}.`,
        });
      }
    }
  },
});
