import { navDiffOf } from '../model/diff.js';
import { addRedirect } from '../model/fixes.js';
import { createRule, suggestion } from './rule.js';

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
  },
  check({ model, report }) {
    const diff = navDiffOf(model);
    if (!diff) return;
    for (const u of diff.urlsRemoved) {
      const subject =
        u.was === 'redirect'
          ? `The redirect source ${JSON.stringify(u.url)}`
          : `${JSON.stringify(u.url)} (${u.was === 'operation' ? 'API page' : 'page'} ${JSON.stringify(u.title)})`;
      const fix =
        u.movedTo !== undefined
          ? `The page moved to ${JSON.stringify(u.movedTo)}: add a \`redirects\` entry from its old URL.`
          : u.was === 'redirect'
            ? 'Keep the redirect, or add one to the page that replaces it.'
            : 'Add a `redirects` entry to the page that replaces it.';
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
        message:
          `${subject} was served at the base of this change, and no page, API page or redirect serves it ` +
          `now: links and search results that lead there get a 404. ${fix}`,
        ...offer,
        ...(u.was === 'page' ? { page: u.url.replace(/^\/+/, '') } : {}),
      });
    }
  },
});
