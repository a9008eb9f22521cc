import { navDiffOf } from '../model/diff.js';
import { publishedCheckOf } from '../model/published.js';
import { addRedirect, createRule, suggestion } from './api.js';

const GONE =
  'was served at the base of this change, and no page, API page or redirect serves it now: links and search results ' +
  'that lead there get a 404.';
const ADD = 'Add a `redirects` entry to the page that replaces it.';
const KEEP = 'Keep the redirect, or add one to the page that replaces it.';
const PUBLISHED =
  '{{url}} is served by the published site ({{source}}) and by nothing in this checkout{{ignored}}, and no redirect ' +
  'covers it: readers who follow a link or a search result there will get a 404. Add a `redirects` entry to the page ' +
  'that replaces it.';
const MOVED = 'The page moved to {{movedTo}}: add a `redirects` entry from its old URL.';

/**
 * A URL served at the base of a change (`--base`), or by the published site (`--published`, `--published-urls`), that
 * nothing serves now and no redirect covers.
 */
export default createRule({
  meta: {
    id: 'url-removed',
    summary:
      'A URL served at the base of the change (a page, a hidden page, an API page or a redirect source), or by the ' +
      'published site, is served by nothing now and no redirect covers it.',
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
      publishedRemoved: PUBLISHED,
    },
  },
  check({ model, report }) {
    const reported = new Set<string>();
    for (const u of navDiffOf(model)?.urlsRemoved ?? []) {
      reported.add(u.url);
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
    const published = publishedCheckOf(model);
    for (const u of published?.unserved ?? []) {
      // The base reports it already, with what served it there.
      if (reported.has(u.path)) continue;
      // Whoever passes the published site's URLs asks that each stay alive: the redirect is the fix.
      const fix = addRedirect(model, u.suggestion);
      report({
        span: u.span,
        messageId: 'publishedRemoved',
        data: {
          url: JSON.stringify(u.url),
          source: published!.source,
          ignored: u.found === 'ignored' ? ' (only a page that `ignore` leaves out)' : '',
        },
        help:
          `Redirect it to ${u.suggestion.destination}, the nearest page still served, ` +
          'or to the page that replaces it.',
        ...(fix ? { fix } : {}),
      });
    }
  },
});
