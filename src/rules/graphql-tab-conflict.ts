import { createRule, getProp } from './api.js';
import { describeElement } from '../model/nav.js';

/** What to do with each key that may not stand beside `graphql` on a tab. */
const ADVICE: Record<string, string> = {
  pages: 'put its pages in a group of `groups`',
  versions: 'give each version a GraphQL tab of its own instead',
  languages: 'give each language a GraphQL tab of its own instead',
  products: 'give the product a GraphQL tab of its own instead',
  anchors: 'move the anchors to another tab',
  dropdowns: 'move the dropdowns to another tab',
  menu: 'move the menu to another tab',
  openapi: 'generate the OpenAPI pages on another tab',
  asyncapi: 'generate the AsyncAPI pages on another tab',
  sdk: 'generate the SDK pages on another tab',
  href: 'make the link another tab',
  global: 'move `global` to another element',
};

/** A tab with `graphql` that also holds pages, versions, languages, another reference or a link. */
export default createRule({
  meta: {
    id: 'graphql-tab-conflict',
    summary:
      'A tab with `graphql` also holds `pages`, versions, languages or other children, or `openapi`, `asyncapi`, ' +
      '`sdk` or `href`: a GraphQL tab may hold only `groups`.',
    defaultSeverity: 'error',
    category: 'navigation',
    messages: {
      conflict:
        '{{element}} has `graphql` and `{{key}}`; a GraphQL tab may hold only `groups` (the generated Queries, ' +
        "Mutations and Types groups follow them), so the platform's schema rejects the tab. To keep both, " +
        '{{advice}}.',
    },
  },
  check({ model, report }) {
    for (const ref of model.references?.graphql ?? []) {
      const el = ref.element;
      if (el.kind !== 'tab' || el.isGlobalEntry) continue;
      for (const key of Object.keys(ADVICE)) {
        const prop = getProp(el.node, key);
        if (!prop) continue;
        report({
          span: prop.keySpan,
          messageId: 'conflict',
          data: { element: describeElement(el), key, advice: ADVICE[key] },
        });
      }
    }
  },
});
