import { linkCheckOf, linkFix, writtenSuffix } from '../model/links.js';
import { createRule, suggestion } from './rule.js';

/** A relative link in a page or snippet: the platform's documentation says relative links fail in production. */
export default createRule({
  meta: {
    id: 'link-relative',
    summary:
      "An internal link is relative (`./x`, `../x`, `x`); it is read against the page's URL, which the platform " +
      'says fails in production.',
    defaultSeverity: 'warning',
    category: 'pages',
  },
  readsContent: true,
  check({ model, report }) {
    for (const l of linkCheckOf(model).links) {
      if (l.base === undefined || l.url === undefined || !l.target) continue;
      const resolves = l.target.kind !== 'missing' && l.target.kind !== 'ignored';
      const fromRoot = l.url.replace(/ /g, '%20') + writtenSuffix(l.written);
      const against = l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,';
      // An index page is served at two URLs: from the other one the link may lead nowhere.
      const elsewhere = l.brokenFrom
        ? ` (opened at ${l.brokenFrom.base}, where it is served too, it leads to ${l.brokenFrom.url}, where ` +
          'nothing is)'
        : '';
      report({
        span: l.span,
        message:
          `${l.what} ${JSON.stringify(l.written)} is relative, which the platform's documentation says fails in ` +
          `production; read against ${against} ${l.base}, it leads to ${l.url}` +
          (resolves
            ? `${elsewhere}: write "${fromRoot}".`
            : `, where nothing is served (${l.asset ? 'asset-not-found' : 'link-broken'} reports it).`),
        ...(resolves ? suggestion(linkFix(model, l, fromRoot)) : {}),
      });
    }
  },
});
