import { spanEndingAt } from '../core/source.js';
import { capitalize } from '../core/suggest.js';
import { getProp } from '../core/jnode.js';
import type { Span } from '../core/types.js';
import { describeElement, type NavElement } from '../model/nav.js';
import { LABEL_KEY } from '../model/shapes.js';
import { createRule } from './rule.js';

/** The span of an object's opening brace: where a missing field is reported when there is no key. */
function openingBrace(span: Span): Span {
  return spanEndingAt(span, { line: span.start.line, column: span.start.column + 1 });
}

function dropNote(el: NavElement): string {
  const parent = el.parent;
  if (!parent || parent.kind === 'root' || parent.kind === 'global')
    return 'the platform silently drops it and still reports success';
  return `the platform silently drops ${describeElement(parent)} and everything under it, and still reports success`;
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
  },
  check({ model, report }) {
    for (const el of model.elements) {
      const labelKey = LABEL_KEY[el.kind];
      if (labelKey) {
        const where = el.containerKey === 'pages' ? 'a group object in `pages`' : `an entry of \`${el.containerKey}\``;
        if (!el.labelProp) {
          report({
            span: openingBrace(el.node.span),
            message: `${capitalize(where)} has no \`${labelKey}\`; ${dropNote(el)}.`,
            help: `Add "${labelKey}": "<label>".`,
          });
        } else if (el.labelProp.value.type === 'string' && (el.labelProp.value.value as string) === '') {
          report({ span: el.labelProp.value.span, message: `\`${labelKey}\` is empty; ${dropNote(el)}.` });
        }
      }
      if (el.isGlobalEntry && !getProp(el.node, 'href')) {
        report({
          span: el.labelProp?.keySpan ?? openingBrace(el.node.span),
          message: `${capitalize(describeElement(el))} has no \`href\`; global entries are links and need one.`,
        });
      }
    }
  },
});
