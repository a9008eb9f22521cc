import { renderedTitle } from '../model/page-title.js';
import { contentSpan } from '../model/content.js';
import { createRule } from './api.js';

/** A first-level heading in a page whose frontmatter title already renders as its `<h1>`. */
export default createRule({
  meta: {
    id: 'heading-h1-duplicate',
    summary:
      "A `#` heading (or `<h1>`) in a page whose frontmatter title already renders as the page's `<h1>`: the page " +
      'has several top-level headings, and its outline no longer says what the page is about (WCAG 1.3.1, 2.4.6).',
    defaultSeverity: 'warning',
    recommended: 'off',
    category: 'accessibility',
    messages: {
      repeatsTitle:
        "`{{heading}}` {{text}} is a second `<h1>`: the page's title {{title}} already renders as one. It " +
        'repeats the title: remove it.',
      secondH1:
        "`{{heading}}` {{text}} is a second `<h1>`: the page's title {{title}} already renders as one. Make it " +
        'a `{{expected}}` (and the headings under it one level lower).',
    },
  },
  readsContent: true,
  create({ model, report }) {
    return {
      page(f) {
        const x = f.extract;
        const title = f.page && x.kind === 'mdx' && !x.error ? renderedTitle(model, f.rel) : undefined;
        if (title === undefined || x.kind !== 'mdx') return;
        for (const h of x.headings) {
          if (h.depth !== 1) continue;
          const same = h.text.trim().toLowerCase() === title.toLowerCase();
          report({
            span: contentSpan(f, h.range),
            page: f.rel,
            messageId: same ? 'repeatsTitle' : 'secondH1',
            data: {
              heading: h.jsx ? '<h1>' : '#',
              text: JSON.stringify(h.text),
              title: JSON.stringify(title),
              expected: h.jsx ? '<h2>' : '##',
            },
          });
        }
      },
    };
  },
});
