import { createRule, getProp } from './api.js';

/** `expanded: false` on a top-level group, where it has no effect. */
export default createRule({
  meta: {
    id: 'nav-expanded-ineffective',
    summary: '`expanded: false` is set on a top-level group, which is always open; it has no effect.',
    defaultSeverity: 'warning',
    category: 'navigation',
    messages: {
      topLevel:
        '`expanded: false` has no effect on top-level group {{group}}: top-level groups are always open and cannot ' +
        "be collapsed. It only applies to groups nested in another group's `pages`.",
    },
  },
  create({ report }) {
    return {
      navElement(el) {
        if (el.kind !== 'group' || el.nested) return;
        const p = getProp(el.node, 'expanded');
        // `expanded: true` says what happens anyway: only a value that asks for a closed group misleads.
        if (!p || (p.value.type === 'boolean' && p.value.value === true)) return;
        report({
          span: p.keySpan,
          messageId: 'topLevel',
          data: { group: JSON.stringify(el.label ?? '') },
        });
      },
    };
  },
});
