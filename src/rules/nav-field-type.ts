import { validateShape } from '../core/schema.js';
import { capitalize } from '../core/suggest.js';
import { describeElement } from '../model/nav.js';
import { ALL_CHILD_KEYS, compiledSchemaFor, REFERENCE_TAB_ALONE } from '../model/schemas.js';
import { createRule, describeShape, shapeAdvice } from './rule.js';

/** A navigation field of the wrong type or shape. */
export default createRule({
  meta: {
    id: 'nav-field-type',
    summary:
      'A navigation field has the wrong type or shape (`expanded`, `pages`, `icon`, `href`, `directory`, `color`, ' +
      '…), or a field stands where the platform refuses it (`graphql` off a tab, `sdk` off tabs and groups).',
    defaultSeverity: 'error',
    category: 'navigation',
    hasSuggestions: true,
  },
  check({ model, report }) {
    for (const el of model.elements) {
      // A `graphql` reference the model read: graphql-placement and graphql-tab-conflict word its misplacement.
      const read = model.references?.graphql.some((r) => r.element === el) === true;
      const graphqlTab = read && el.kind === 'tab' && !el.isGlobalEntry;
      for (const e of validateShape(el.node, compiledSchemaFor(el.kind, el.isGlobalEntry))) {
        // graphql-placement and graphql-tab-conflict say these in words of their own: one finding per problem.
        if (
          e.problem.code === 'forbidden' &&
          (e.path === 'graphql' || (graphqlTab && e.problem.reason === REFERENCE_TAB_ALONE))
        )
          continue;
        // An empty child list that needs an entry: below the root the platform silently drops the element.
        const dropped =
          e.problem.code === 'empty' && (ALL_CHILD_KEYS as readonly string[]).includes(e.path)
            ? el.kind === 'root'
              ? '; the platform refuses the configuration'
              : `; the platform silently drops ${describeElement(el)} and everything under it`
            : '';
        report({
          span: e.span,
          message: `${capitalize(describeElement(el))}: \`${e.path}\` ${describeShape(e.problem, e.node)}${dropped}.`,
          ...shapeAdvice(model, e),
        });
      }
    }
  },
});
