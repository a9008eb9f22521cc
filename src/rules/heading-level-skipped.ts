import { renderedTitle } from '../model/page-title.js';
import { contentSpan } from '../model/content.js';
import { createRule } from './api.js';

/** A heading more than one level below the one before it (`##` then `####`). */
export default createRule({
  meta: {
    id: 'heading-level-skipped',
    summary:
      'A heading is more than one level below the heading before it (`##` then `####`, or `###` right under the ' +
      "page's title on a page that has `##` headings): the page's outline has a gap for those who navigate by " +
      'headings (WCAG 1.3.1).',
    defaultSeverity: 'warning',
    recommended: 'off',
    category: 'accessibility',
    messages: {
      skippedLevel:
        '`{{heading}}` {{text}} follows {{previous}}, skipping level {{from}}. Make it `{{expected}}`, or add ' +
        'the missing level above it.',
      skippedLevels:
        '`{{heading}}` {{text}} follows {{previous}}, skipping levels {{from}} to {{to}}. Make it ' +
        '`{{expected}}`, or add the missing level above it.',
    },
  },
  readsContent: true,
  create({ model, report }) {
    return {
      page(f) {
        const x = f.extract;
        if (!f.page || x.kind !== 'mdx' || x.error) return;
        // The title renders as the page's `<h1>`: the outline starts there.
        // A page whose headings all sit a level or more too deep (`###` and `####`, no `##`) has an outline with no
        // gap of its own: its first heading follows the title as its top level, as a section does.
        const top = Math.min(...x.headings.map((h) => h.depth));
        let previous: { depth: number; label: string } | undefined =
          renderedTitle(model, f.rel) !== undefined
            ? { depth: Math.max(1, top - 1), label: "the page's title" }
            : undefined;
        for (const h of x.headings) {
          const as = (d: number): string => (h.jsx ? `<h${d}>` : '#'.repeat(d));
          if (previous && h.depth > previous.depth + 1) {
            const from = previous.depth + 1;
            report({
              span: contentSpan(f, h.range),
              page: f.rel,
              messageId: h.depth - previous.depth === 2 ? 'skippedLevel' : 'skippedLevels',
              data: {
                heading: as(h.depth),
                text: JSON.stringify(h.text),
                previous: previous.label,
                from,
                to: h.depth - 1,
                expected: as(from),
              },
            });
          }
          previous = { depth: h.depth, label: `\`${as(h.depth)}\` ${JSON.stringify(h.text)}` };
        }
      },
    };
  },
});
