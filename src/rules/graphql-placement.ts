import { describeElement } from '../model/nav.js';
import { createRule } from './api.js';

/** `graphql` on the navigation root or a menu item, which refuse it, or on a global entry, which is a link. */
export default createRule({
  meta: {
    id: 'graphql-placement',
    summary:
      "`graphql` stands on the navigation root or a menu item, which the platform's schema refuses it on, or on a " +
      'global entry, a link whose generated pages no reader reaches.',
    defaultSeverity: 'error',
    category: 'navigation',
    messages: {
      root:
        "`graphql` is set on the navigation root, where the platform's schema rejects it. Put it on a tab, group or " +
        'other element: its pages are generated there.',
      menu:
        "`graphql` is set on {{where}}; the platform's schema refuses it on a menu item and drops the whole menu. " +
        'Put it on the tab, or on a group of the menu item.',
      global:
        '`graphql` is set on {{where}}, a link in `global`: the pages generated there are in no sidebar a reader ' +
        'sees. Put it on a tab, group or other element of the navigation.',
    },
  },
  check({ model, report }) {
    // Every other element of the navigation takes `graphql`: its selectors, or the whole schema in groups, are
    // generated there. (nav-field-type leaves these to this rule: one finding per problem.)
    for (const ref of model.references?.graphql ?? []) {
      const where = describeElement(ref.element);
      if (ref.element.kind === 'root') report({ span: ref.prop.keySpan, messageId: 'root' });
      else if (ref.element.kind === 'menu-item' && !ref.element.isGlobalEntry)
        report({ span: ref.prop.keySpan, messageId: 'menu', data: { where } });
      else if (ref.element.isGlobalEntry) report({ span: ref.prop.keySpan, messageId: 'global', data: { where } });
    }
  },
});
