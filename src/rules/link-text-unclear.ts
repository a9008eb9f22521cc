import { contentSpan, a11yOf } from '../model/content.js';
import { createRule, isUnclear, linkName, quote } from './api.js';

const NO_TEXT =
  'has no text: a screen reader announces it as "link" or by its URL. Give it a text that names its target.';
const VAGUE_TEXT =
  'says only {{text}}: out of context, as screen readers list links, it does not say where it leads. Name the ' +
  'target in the link text.';

/** A link whose text is empty or says nothing ("click here"): out of context, a reader cannot tell where it leads. */
export default createRule({
  meta: {
    id: 'link-text-unclear',
    summary:
      'A link has no text (`[](…)`, an empty `<a>`) or a text that says nothing of where it leads ("click here", ' +
      '"here", "link", "read more"); screen reader users who list a page\'s links hear only that (WCAG 2.4.4).',
    defaultSeverity: 'warning',
    recommended: 'off',
    category: 'accessibility',
    messages: {
      noText: `{{link}} ${NO_TEXT}`,
      noTextTo: `{{link}} to {{url}} ${NO_TEXT}`,
      vague: `{{link}} ${VAGUE_TEXT}`,
      vagueTo: `{{link}} to {{url}} ${VAGUE_TEXT}`,
    },
  },
  readsContent: true,
  create({ report }) {
    return {
      page(f) {
        const a11y = a11yOf(f);
        if (!a11y) return;
        // The extract keeps only the links whose name is unclear; the test is repeated, as it costs next to nothing.
        for (const l of a11y.linkTexts) {
          if (!isUnclear(l)) continue;
          const name = linkName(l);
          const to = l.url !== undefined && l.url !== '';
          const data = {
            link: l.kind === 'a' ? '`<a>`' : 'This link',
            url: to ? quote(l.url!, 60) : '',
            text: quote(name),
          };
          const messageId = name === '' ? (to ? 'noTextTo' : 'noText') : to ? 'vagueTo' : 'vague';
          report({ span: contentSpan(f, l.range), messageId, data });
        }
      },
    };
  },
});
