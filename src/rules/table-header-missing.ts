import { contentSpan, a11yOf } from '../model/content.js';
import { createRule } from './api.js';

/** A table whose columns have no header cells. */
export default createRule({
  meta: {
    id: 'table-header-missing',
    summary:
      'A table has no header row: a Markdown table whose first row is empty, or a `<table>` without `<th>` cells; ' +
      'a screen reader cannot say which column a cell is in (WCAG 1.3.1).',
    defaultSeverity: 'warning',
    recommended: 'off',
    category: 'accessibility',
    messages: {
      emptyHeaderRow:
        "This table's header row is empty: a screen reader reads its cells without the names of their columns. " +
        'Name each column in the first row.',
      noHeaderCells:
        '`<table>` has no `<th>` cells: a screen reader reads its cells without the names of their columns. Make ' +
        'the first row `<th>` cells (in a `<thead>`).',
    },
  },
  readsContent: true,
  create({ report }) {
    return {
      page(f) {
        const a11y = a11yOf(f);
        if (!a11y) return;
        for (const t of a11y.tables) {
          if (t.header) continue;
          report({
            span: contentSpan(f, t.range),
            messageId: t.kind === 'markdown' ? 'emptyHeaderRow' : 'noHeaderCells',
          });
        }
      },
    };
  },
});
