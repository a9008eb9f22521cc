import { capitalize, createRule, describeShape, shapeAdvice, validateShape } from './api.js';
import { describeElement } from '../model/nav.js';
import { ALL_CHILD_KEYS, compiledSchemaFor, REFERENCE_TAB_ALONE } from '../model/schemas.js';

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
    messages: {
      // `problem` is the shared wording of a schema problem (describeShape), the predicate after the path.
      wrongShape: '{{element}}: `{{path}}` {{problem}}.',
      emptyRootList: '{{element}}: `{{path}}` must not be empty; the platform refuses the configuration.',
      emptyListDropped:
        '{{element}}: `{{path}}` must not be empty; the platform silently drops {{dropped}} and everything under it.',
    },
  },
  create({ model, report }) {
    return {
      navElement(el) {
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
          const emptyList = e.problem.code === 'empty' && (ALL_CHILD_KEYS as readonly string[]).includes(e.path);
          const element = capitalize(describeElement(el));
          report({
            span: e.span,
            ...(emptyList
              ? el.kind === 'root'
                ? { messageId: 'emptyRootList', data: { element, path: e.path } }
                : { messageId: 'emptyListDropped', data: { element, path: e.path, dropped: describeElement(el) } }
              : {
                  messageId: 'wrongShape',
                  data: { element, path: e.path, problem: describeShape(e.problem, e.node) },
                }),
            ...shapeAdvice(model, e),
          });
        }
      },
    };
  },
});
