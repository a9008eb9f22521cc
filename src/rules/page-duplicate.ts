import { scopeKey } from '../model/nav.js';
import { firstAt } from '../model/site.js';
import { pageRefs, type PageRef } from '../model/pages.js';
import { createRule } from './api.js';

/** The same page twice in one version and language. */
export default createRule({
  meta: {
    id: 'page-duplicate',
    summary: 'The same page is listed twice in one product, version and language.',
    defaultSeverity: 'warning',
    recommended: 'notice',
    category: 'pages',
    messages: {
      duplicate:
        'Page {{page}} is listed twice (first at {{first}}); readers see it in two places and the sidebar ' +
        'highlights only one.',
      duplicateIn:
        'Page {{page}} is listed twice in {{scope}} (first at {{first}}); readers see it in two places and the ' +
        'sidebar highlights only one.',
    },
  },
  check({ model, report }) {
    const seen = new Map<string, PageRef>();
    for (const ref of pageRefs(model)) {
      if (ref.via !== 'entry') continue;
      const key = scopeKey(ref.scope) + '\0' + ref.path.replace(/\.mdx?$/i, '');
      const first = seen.get(key);
      if (!first) {
        seen.set(key, ref);
        continue;
      }
      const where = [ref.scope.product, ref.scope.version, ref.scope.language].filter((x) => x !== undefined);
      report({
        span: ref.span,
        page: ref.path,
        messageId: where.length ? 'duplicateIn' : 'duplicate',
        data: {
          page: JSON.stringify(ref.raw),
          scope: where.map((w) => JSON.stringify(w)).join(' / '),
          first: firstAt(model, first.span, ref.span),
        },
        related: [{ span: first.span, message: `The first entry of page ${JSON.stringify(first.raw)}` }],
      });
    }
  },
});
