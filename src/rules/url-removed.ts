import { navDiffOf } from '../model/diff.js';
import { createRule } from './rule.js';

/** A URL served at the base of a change that nothing serves now and no redirect covers (runs only with `--base`). */
export default createRule({
  meta: { id: 'url-removed', summary: 'A URL served at the base of the change (a page, a hidden page, an API page or a redirect source) is served by nothing now and no redirect covers it.', defaultSeverity: 'error', category: 'pages' },
  check({ model, report }) {
    const diff = navDiffOf(model);
    if (!diff) return;
    for (const u of diff.urlsRemoved) {
      const was = u.was === 'redirect' ? `the redirect source ${JSON.stringify(u.url)}` : `${JSON.stringify(u.url)} (${u.was === 'operation' ? 'API page' : 'page'} ${JSON.stringify(u.title)})`;
      const where = u.movedTo !== undefined ? ` The page moved to ${JSON.stringify(u.movedTo)}.` : u.was === 'redirect' ? ' The redirect was removed.' : '';
      const entry = `{"source": ${JSON.stringify(u.suggestion.source)}, "destination": ${JSON.stringify(u.suggestion.destination)}}`;
      report({
        span: u.span,
        message: `URL removed without a redirect: ${was} was served at the base, and no page, API page or redirect serves it now, so links and search results that lead there get a 404.${where} Add a \`redirects\` entry${u.movedTo !== undefined || u.was === 'redirect' ? '' : ' to the page that replaces it'}.`,
        suggestion: entry,
      });
    }
  },
});
