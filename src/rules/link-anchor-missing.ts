import { linkCheckOf, linkFix } from '../model/links.js';
import { createRule, suggestion } from './rule.js';

/** A `#fragment` that names no heading or element ID of the page the link leads to. */
export default createRule({
  meta: {
    id: 'link-anchor-missing',
    summary:
      'A link names a `#fragment` that is no heading or element ID of the page it leads to; the closest ID on that ' +
      'page is suggested.',
    defaultSeverity: 'warning',
    category: 'pages',
    hasSuggestions: true,
  },
  readsContent: true,
  check({ model, report }) {
    for (const l of linkCheckOf(model).links) {
      const a = l.anchorMissing;
      if (!a) continue;
      const same = l.url === undefined;
      const page = same
        ? l.from?.snippet && !l.from.page
          ? 'this snippet, and the pages that show it, have'
          : 'this page has'
        : l.via
          ? `the page it is redirected to (by ${JSON.stringify(l.via.redirect.source)} → ` +
            `${JSON.stringify(l.via.redirect.destination)}), ${a.page}, has`
          : `${a.page} has`;
      const fixed = a.closest === undefined ? undefined : l.written.replace(/#.*$/, '#' + a.closest);
      report({
        span: l.span,
        message:
          `${l.what} ${JSON.stringify(l.written)} names the fragment "#${a.fragment}", but ${page} no heading or ` +
          `element with that ID: the link opens the page at its top.${fixed ? ` Did you mean "${fixed}"?` : ''}`,
        ...(fixed ? suggestion(linkFix(model, l, fixed)) : {}),
      });
    }
  },
});
