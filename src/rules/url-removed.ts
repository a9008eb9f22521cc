import { navDiffOf } from '../model/diff.js';
import { addRedirect } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const GONE =
  'was served at the base of this change, and no page, API page or redirect serves it now: links and search results ' +
  'that lead there get a 404.';
const ADD = 'Add a `redirects` entry to the page that replaces it.';
const KEEP = 'Keep the redirect, or add one to the page that replaces it.';
const MOVED = 'The page moved to {{movedTo}}: add a `redirects` entry from its old URL.';

/** A URL served at the base of a change that nothing serves now and no redirect covers (runs only with `--base`). */
export default createRule({
  meta: {
    id: 'url-removed',
    summary:
      'A URL served at the base of the change (a page, a hidden page, an API page or a redirect source) is served ' +
      'by nothing now and no redirect covers it.',
    defaultSeverity: 'error',
    category: 'pages',
    fixable: true,
    hasSuggestions: true,
    messages: {
      pageRemoved: `{{url}} (page {{title}}) ${GONE} ${ADD}`,
      pageMoved: `{{url}} (page {{title}}) ${GONE} ${MOVED}`,
      apiPageRemoved: `{{url}} (API page {{title}}) ${GONE} ${ADD}`,
      apiPageMoved: `{{url}} (API page {{title}}) ${GONE} ${MOVED}`,
      redirectRemoved: `The redirect source {{url}} ${GONE} ${KEEP}`,
    },
  },
  check({ model, report }) {
    const diff = navDiffOf(model);
    if (!diff) return;
    for (const u of diff.urlsRemoved) {
      const kind = u.was === 'operation' ? 'apiPage' : u.was;
      const data = {
        url: JSON.stringify(u.url),
        title: u.title !== undefined ? JSON.stringify(u.title) : '',
        movedTo: u.movedTo !== undefined ? JSON.stringify(u.movedTo) : '',
      };
      // A page that moved has its one right destination; anywhere else the destination is a guess for a person to
      // judge, and a removed redirect may have been removed on purpose.
      const change = addRedirect(model, u.suggestion);
      const offer =
        u.movedTo !== undefined
          ? change
            ? { fix: change }
            : {}
          : suggestion(
              change,
              u.was === 'redirect'
                ? 'Restore the redirect'
                : `Redirect to ${u.suggestion.destination}, the nearest page still served (check that it replaces it)`,
            );
      report({
        span: u.span,
        messageId:
          kind === 'redirect' ? 'redirectRemoved' : u.movedTo !== undefined ? `${kind}Moved` : `${kind}Removed`,
        data,
        ...offer,
        ...(u.was === 'page' ? { page: u.url.replace(/^\/+/, '') } : {}),
      });
    }
  },
});
