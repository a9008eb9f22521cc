import { pageRefs } from '../model/pages.js';
import { createRule } from './api.js';

/** A page path that leaves the docs root. */
export default createRule({
  meta: {
    id: 'page-outside-root',
    summary: 'A page path leaves the docs root (`../`, or a symbolic link to a file outside it).',
    defaultSeverity: 'error',
    category: 'pages',
    messages: {
      outside:
        'Page {{page}} is outside the docs root; the platform only publishes files inside it, and navlint does ' +
        'not read outside it.',
    },
  },
  check({ model, report }) {
    for (const ref of pageRefs(model)) {
      const path = ref.path.replace(/\.mdx?$/i, '');
      if (model.files.resolvePage(path).status !== 'outside') continue;
      report({
        span: ref.span,
        page: ref.path,
        messageId: 'outside',
        data: { page: JSON.stringify(ref.raw) },
      });
    }
  },
});
