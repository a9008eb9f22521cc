import { type Span, capitalize, createRule, getProp, spanEndingAt } from './api.js';
import { describeElement, type NavElement } from '../model/nav.js';
import { LABEL_KEY } from '../model/shapes.js';

/** The span of an object's opening brace: where a missing field is reported when there is no key. */
function openingBrace(span: Span): Span {
  return spanEndingAt(span, { line: span.start.line, column: span.start.column + 1 });
}

/** What the platform drops with an element that lacks its label: the element itself, or the element that holds it. */
function droppedParent(el: NavElement): string | undefined {
  const parent = el.parent;
  return !parent || parent.kind === 'root' || parent.kind === 'global' ? undefined : describeElement(parent);
}

/** A missing or empty label, a global entry without `href` (a group may go without `pages`: it shows nothing). */
export default createRule({
  meta: {
    id: 'nav-required-field',
    summary:
      "A navigation element lacks a required field: its label (`group`, `tab`, `item`, …) or a global entry's " +
      '`href`.',
    defaultSeverity: 'error',
    category: 'navigation',
    messages: {
      entryNoLabel:
        'An entry of `{{container}}` has no `{{key}}`; the platform silently drops it and still reports success.',
      entryNoLabelDropsParent:
        'An entry of `{{container}}` has no `{{key}}`; the platform silently drops {{parent}} and everything under ' +
        'it, and still reports success.',
      groupNoLabel:
        'A group object in `pages` has no `{{key}}`; the platform silently drops it and still reports success.',
      groupNoLabelDropsParent:
        'A group object in `pages` has no `{{key}}`; the platform silently drops {{parent}} and everything under ' +
        'it, and still reports success.',
      emptyLabel: '`{{key}}` is empty; the platform silently drops it and still reports success.',
      emptyLabelDropsParent:
        '`{{key}}` is empty; the platform silently drops {{parent}} and everything under it, and still reports ' +
        'success.',
      noHref: '{{element}} has no `href`; global entries are links and need one.',
    },
  },
  create({ report }) {
    return {
      navElement(el) {
        const labelKey = LABEL_KEY[el.kind];
        if (labelKey) {
          const parent = droppedParent(el);
          const data = { container: el.containerKey ?? '', key: labelKey, parent: parent ?? '' };
          if (!el.labelProp) {
            const inPages = el.containerKey === 'pages';
            report({
              span: openingBrace(el.node.span),
              messageId: inPages
                ? parent
                  ? 'groupNoLabelDropsParent'
                  : 'groupNoLabel'
                : parent
                  ? 'entryNoLabelDropsParent'
                  : 'entryNoLabel',
              data,
              help: `Add "${labelKey}": "<label>".`,
            });
          } else if (el.labelProp.value.type === 'string' && (el.labelProp.value.value as string) === '') {
            report({ span: el.labelProp.value.span, messageId: parent ? 'emptyLabelDropsParent' : 'emptyLabel', data });
          }
        }
        if (el.isGlobalEntry && !getProp(el.node, 'href')) {
          report({
            span: el.labelProp?.keySpan ?? openingBrace(el.node.span),
            messageId: 'noHref',
            data: { element: capitalize(describeElement(el)) },
          });
        }
      },
    };
  },
});
