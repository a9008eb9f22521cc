import { capitalize, createRule } from './api.js';
import { describeElement } from '../model/nav.js';
import { CHILD_KEYS, SHAPES } from '../model/shapes.js';

const ADVICE: Record<string, string> = {
  groups: "put nested group objects in the group's `pages` array",
  menu: '`menu` is only read on tabs and products',
};

/** A child kind that an element cannot hold. */
export default createRule({
  meta: {
    id: 'nav-child-not-allowed',
    summary: 'An element holds a kind of child it cannot hold (a warning where the platform now accepts it).',
    defaultSeverity: 'error',
    category: 'navigation',
    messages: {
      notAllowed:
        '{{element}} cannot hold `{{key}}`; the platform drops it and may drop the whole element. It can hold ' +
        '{{allowed}}.',
      notAllowedAtRoot: '{{element}} cannot hold `{{key}}`; the platform drops it. It can hold {{allowed}}.',
      beyondSpecification:
        '{{element}} holds `{{key}}`; the specification allows only groups, pages and links in a menu item. The ' +
        'platform currently accepts it, but other tools may not.',
    },
  },
  create({ report }) {
    return {
      navElement(el) {
        if (el.isGlobalEntry || el.kind === 'global') return;
        const shape = SHAPES[el.kind];
        for (const p of el.node.props) {
          if (!(CHILD_KEYS as readonly string[]).includes(p.key)) continue;
          if (!(shape.children as readonly string[]).includes(p.key)) {
            report({
              span: p.keySpan,
              messageId: el.kind === 'root' ? 'notAllowedAtRoot' : 'notAllowed',
              data: {
                element: capitalize(describeElement(el)),
                key: p.key,
                allowed: shape.children.map((k) => `\`${k}\``).join(', '),
              },
              help: ADVICE[p.key] ? capitalize(ADVICE[p.key]) + '.' : undefined,
            });
          } else if (shape.childrenBeyondSpec?.includes(p.key as never)) {
            report({
              span: p.keySpan,
              severity: 'warning',
              messageId: 'beyondSpecification',
              data: { element: capitalize(describeElement(el)), key: p.key },
            });
          }
        }
      },
    };
  },
});
