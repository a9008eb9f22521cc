import { linkCheckOf, linkFix } from '../model/links.js';
import { createRule, suggestion } from './api.js';

const LINK = '{{what}} {{written}} names the fragment "#{{fragment}}", but ';
const TOP = 'no heading or element with that ID: the link opens the page at its top.';
const NEAR = ' Did you mean "{{near}}"?';
const REDIRECTED = 'the page it is redirected to (by {{source}} → {{destination}}), {{page}}, has ';
const SNIPPET = 'this snippet, and the pages that show it, have ';

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
    messages: {
      missingHere: `${LINK}this page has ${TOP}`,
      missingHereNear: `${LINK}this page has ${TOP}${NEAR}`,
      missingInSnippet: `${LINK}${SNIPPET}${TOP}`,
      missingInSnippetNear: `${LINK}${SNIPPET}${TOP}${NEAR}`,
      missing: `${LINK}{{page}} has ${TOP}`,
      missingNear: `${LINK}{{page}} has ${TOP}${NEAR}`,
      missingAfterRedirect: `${LINK}${REDIRECTED}${TOP}`,
      missingAfterRedirectNear: `${LINK}${REDIRECTED}${TOP}${NEAR}`,
    },
  },
  readsContent: true,
  check({ model, report }) {
    for (const l of linkCheckOf(model).links) {
      const a = l.anchorMissing;
      if (!a) continue;
      const same = l.url === undefined;
      const where = same
        ? l.from?.snippet && !l.from.page
          ? 'missingInSnippet'
          : 'missingHere'
        : l.via
          ? 'missingAfterRedirect'
          : 'missing';
      const fixed = a.closest === undefined ? undefined : l.written.replace(/#.*$/, '#' + a.closest);
      report({
        span: l.span,
        messageId: fixed ? `${where}Near` : where,
        data: {
          what: l.what,
          written: JSON.stringify(l.written),
          fragment: a.fragment,
          page: a.page,
          source: JSON.stringify(l.via?.redirect.source ?? ''),
          destination: JSON.stringify(l.via?.redirect.destination ?? ''),
          near: fixed ?? '',
        },
        ...(fixed ? suggestion(linkFix(model, l, fixed)) : {}),
      });
    }
  },
});
