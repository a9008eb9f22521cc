import { describeElement } from '../model/nav.js';
import { createRule } from './rule.js';

/** `graphql` on a navigation element other than a tab. */
export default createRule({
  meta: {
    id: 'graphql-placement',
    summary: '`graphql` stands on a navigation element other than a tab, where the platform generates nothing from it.',
    defaultSeverity: 'error',
    category: 'navigation',
    messages: {
      placement:
        "`graphql` is set on {{where}}; the platform generates GraphQL reference pages only from a tab's " +
        '`graphql`, and its schema rejects the field here. Move it to a tab of its own.',
    },
  },
  check({ model, report }) {
    for (const ref of model.references?.graphql ?? []) {
      if (ref.element.kind === 'tab' && !ref.element.isGlobalEntry) continue;
      const where = ref.element.kind === 'root' ? '`navigation`' : describeElement(ref.element);
      report({
        span: ref.prop.keySpan,
        messageId: 'placement',
        data: { where },
      });
    }
  },
});
