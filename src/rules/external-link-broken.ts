import { externalLinksOf, usesWords } from '../model/external-links.js';
import { createRule } from './api.js';

/** An external link whose server says the page is gone (`check --external`). */
export default createRule({
  meta: {
    id: 'external-link-broken',
    summary:
      'An external link (in a page, a snippet, docs.json or an OpenAPI description) leads to a page its server ' +
      'answers with 404 Not Found or 410 Gone (checked with `--external`).',
    defaultSeverity: 'warning',
    category: 'pages',
    messages: {
      gone: '{{what}} {{url}} is broken: its server answered {{code}}. Used in {{uses}}.',
    },
  },
  readsContent: true,
  check({ model, report }) {
    const results = model.external?.results;
    if (!results) return;
    for (const entry of externalLinksOf(model).urls.values()) {
      const r = results.get(entry.url);
      if (r?.status !== 'broken' || (r.code !== 404 && r.code !== 410)) continue;
      for (const use of entry.uses)
        report({
          span: use.span,
          messageId: 'gone',
          data: {
            what: use.what,
            url: JSON.stringify(use.written),
            code: r.code === 404 ? '404 Not Found' : '410 Gone',
            uses: usesWords(entry),
          },
        });
    }
  },
});
