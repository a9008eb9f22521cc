import { decodeSafe, leadsNowhere, linkCheckOf, linkFix, resolves, writtenSuffix } from '../model/links.js';
import { createRule, suggestion } from './rule.js';

const PROTOCOL_RELATIVE =
  '{{what}} {{written}} is protocol-relative: browsers open it as {{href}}, on the host "{{host}}", not on this site. ';
const RELATIVE =
  "{{what}} {{written}} is relative, which the platform's documentation says fails in production; read against " +
  '{{base}}, it leads to {{url}}';

/**
 * A relative link in a page or snippet (the platform's documentation says relative links fail in production), or a
 * protocol-relative one (`//host/path`), which leads to another host.
 */
export default createRule({
  meta: {
    id: 'link-relative',
    summary:
      "An internal link is relative (`./x`, `../x`, `x`), read against the page's URL, which the platform says " +
      'fails in production; or protocol-relative (`//x/y`), which leads to the host `x`, not to a page of the site.',
    defaultSeverity: 'warning',
    category: 'pages',
    hasSuggestions: true,
    messages: {
      protocolRelativeLocal:
        `${PROTOCOL_RELATIVE}Written with one slash, it leads to a page of this site: ` + 'write "{{fixed}}".',
      protocolRelative:
        `${PROTOCOL_RELATIVE}Write the scheme ("{{fixed}}") for another site, or one slash for a path of this ` +
        'one.',
      relative: `${RELATIVE}: write "{{fixed}}".`,
      relativeServedTwice:
        `${RELATIVE} (opened at {{otherBase}}, where it is served too, it leads to {{otherUrl}}, where nothing is): ` +
        'write "{{fixed}}".',
    },
  },
  readsContent: true,
  check({ model, report }) {
    const urls = linkCheckOf(model).urls;
    for (const l of linkCheckOf(model).links) {
      const pr = l.protocolRelative;
      if (pr) {
        // Written for a path of this site, with one slash too many: the path from the root, if it serves something.
        const path = '/' + pr.host + pr.path.replace(/[?#].*$/, '');
        const local = !pr.host.includes('.') && resolves(urls.resolve(decodeSafe(path)));
        const fixed = local ? '/' + l.written.trim().slice(2) : 'https:' + l.written.trim();
        report({
          span: l.span,
          messageId: local ? 'protocolRelativeLocal' : 'protocolRelative',
          data: { what: l.what, written: JSON.stringify(l.written), href: pr.href, host: pr.host, fixed },
          ...suggestion(linkFix(model, l, fixed)),
        });
        continue;
      }
      // A relative link that leads nowhere is link-broken's (or asset-not-found's) one finding: it says it is relative.
      if (l.base === undefined || l.url === undefined || !l.target || leadsNowhere(l)) continue;
      const fromRoot = l.url.replace(/ /g, '%20') + writtenSuffix(l.written);
      const against = l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,';
      // An index page is served at two URLs: from the other one the link may lead nowhere.
      report({
        span: l.span,
        messageId: l.brokenFrom ? 'relativeServedTwice' : 'relative',
        data: {
          what: l.what,
          written: JSON.stringify(l.written),
          base: `${against} ${l.base}`,
          url: l.url,
          otherBase: l.brokenFrom?.base ?? '',
          otherUrl: l.brokenFrom?.url ?? '',
          fixed: fromRoot,
        },
        ...suggestion(linkFix(model, l, fromRoot)),
      });
    }
  },
});
