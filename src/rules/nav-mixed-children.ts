import { type JNode, capitalize, createRule, getProp } from './api.js';
import { describeElement } from '../model/nav.js';
import { CHILD_KEYS } from '../model/shapes.js';
import { HREF_PATTERN } from '../model/schemas.js';

const HREF = new RegExp(HREF_PATTERN, 'u');

/** The page entries (strings of `pages` arrays) held anywhere below a child array. */
function pageEntries(key: string, node: JNode, out: Set<string>): Set<string> {
  if (node.type !== 'array') return out;
  for (const item of node.items) {
    if (item.type === 'string' && key === 'pages') out.add(item.value as string);
    else if (item.type === 'object')
      for (const p of item.props) if (CHILD_KEYS.includes(p.key as never)) pageEntries(p.key, p.value, out);
  }
  return out;
}

/** An element holding more than one kind of child at one level. */
export default createRule({
  meta: {
    id: 'nav-mixed-children',
    summary:
      'An element holds more than one kind of child at one level, or a link (`href`) beside children; the platform ' +
      'keeps only one.',
    defaultSeverity: 'error',
    category: 'navigation',
    messages: {
      hrefBesideChildren:
        '{{element}} has both `href` and `{{key}}`; the platform makes it a link and silently drops `{{key}}` and ' +
        'everything in it.',
      nothingLost:
        '{{element}} holds both `{{kept}}` and `{{key}}`; an element may hold one kind of child, so the platform ' +
        'keeps `{{kept}}` and silently drops `{{key}}`. No page is lost (every page under `{{key}}` is also under ' +
        '`{{kept}}`), so `{{key}}` can be removed.',
      losesPage:
        '{{element}} holds both `{{kept}}` and `{{key}}`; an element may hold one kind of child, so the platform ' +
        'keeps `{{kept}}` and silently drops `{{key}}`, which loses the page {{page}}.',
      losesPages:
        '{{element}} holds both `{{kept}}` and `{{key}}`; an element may hold one kind of child, so the platform ' +
        'keeps `{{kept}}` and silently drops `{{key}}`, which loses {{count}} pages.',
    },
  },
  create({ report }) {
    return {
      navElement(el) {
        // A link with children: the platform reads the element as a link and drops what it holds (an invalid link is
        // dropped instead, which nav-field-type reports).
        const href = el.kind === 'root' || el.kind === 'group' ? undefined : getProp(el.node, 'href')?.value;
        if (href?.type === 'string' && HREF.test(href.value as string))
          for (const p of el.childProps)
            report({
              span: p.keySpan,
              messageId: 'hrefBesideChildren',
              data: { element: capitalize(describeElement(el)), key: p.key },
              help: `Remove \`href\` to keep the ${p.key}, or move the ${p.key} to an element of their own.`,
            });
        if (el.kind === 'root' || el.childProps.length < 2) return;
        const kept = el.childProps.find((p) => p.key === el.childKey)!;
        const keptStrings = pageEntries(kept.key, kept.value, new Set());
        for (const p of el.childProps) {
          if (p === kept) continue;
          const data = { element: capitalize(describeElement(el)), kept: kept.key, key: p.key };
          const lost = [...pageEntries(p.key, p.value, new Set())].filter((s) => !keptStrings.has(s));
          if (lost.length === 0) {
            // Nothing is lost when every entry also stands under the kept key: tidy, not broken, and often meant (a
            // dropdown's `pages` naming its landing page).
            report({ span: p.keySpan, severity: 'notice', messageId: 'nothingLost', data });
            continue;
          }
          report({
            span: p.keySpan,
            ...(lost.length === 1
              ? { messageId: 'losesPage', data: { ...data, page: JSON.stringify(lost[0]) } }
              : { messageId: 'losesPages', data: { ...data, count: lost.length } }),
            help: `Move the \`${p.key}\` entries into one of the \`${el.childKey}\`, or wrap them in a group.`,
          });
        }
      },
    };
  },
});
