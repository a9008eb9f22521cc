import { baseWords, decodeSafe, leadsNowhere, linkCheckOf, linkFix, resolves, writtenSuffix } from '../model/links.js';
import { createRule, suggestion } from './api.js';

const PROTOCOL_RELATIVE =
  '{{what}} {{written}} is protocol-relative: browsers open it as {{href}}, on the host "{{host}}", not on this site. ';
const REWRITTEN =
  'the platform resolves `./` and `../` links only in Markdown links and images, `<a href>`, ' +
  '`<Card href>`, `<img src>` and `<source src>`';

/**
 * A relative link that the platform leaves to the browser, which reads it against the page's URL: one without `./`
 * or `../`, or one in an element whose links the platform does not resolve. Also a protocol-relative link
 * (`//host/path`), which leads to another host. A `./` or `../` link the platform resolves from the folder of the
 * page's file is fine where it leads somewhere (and link-broken's where it does not).
 */
export default createRule({
  meta: {
    id: 'link-relative',
    summary:
      "An internal link is relative in a way the platform leaves to the browser, which reads it against the page's " +
      "URL (`x` without `./`, or `./x` in an element whose links the platform does not resolve); or a snippet's " +
      '`./x` leads somewhere from one page that shows it and nowhere from another; or it is protocol-relative ' +
      '(`//x/y`), which leads to the host `x`, not to a page of the site.',
    defaultSeverity: 'warning',
    recommended: 'notice',
    category: 'pages',
    hasSuggestions: true,
    messages: {
      protocolRelativeLocal:
        `${PROTOCOL_RELATIVE}Written with one slash, it leads to a page of this site: ` + 'write "{{fixed}}".',
      protocolRelative:
        `${PROTOCOL_RELATIVE}Write the scheme ("{{fixed}}") for another site, or one slash for a path of this ` +
        'one.',
      relative:
        '{{what}} {{written}} is relative without `./` or `../`: the platform leaves it as written, and the browser ' +
        'reads it against {{base}}, where it leads to {{url}}; from any other URL it leads elsewhere. ' +
        'Write "{{fixed}}".',
      relativeNotResolved:
        `{{what}} {{written}} is relative, and ${REWRITTEN}: the browser reads this one against {{base}}, where it ` +
        'leads to {{url}}; from any other URL it leads elsewhere. Write "{{fixed}}".',
      relativeServedTwice:
        '{{what}} {{written}} is relative, and the platform leaves it as written: read against {{base}}, it leads to ' +
        '{{url}}, but against {{otherBase}}, where it is shown too, to {{otherUrl}}, where nothing is. Write ' +
        '"{{fixed}}".',
      snippetFolders:
        '{{what}} {{written}} is resolved from the folder of each page that shows this snippet: from {{base}} it ' +
        'leads to {{url}}, but from {{otherBase}} it leads to {{otherUrl}}, where nothing is. Write "{{fixed}}".',
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
      // Resolved by the platform, from one folder: it works, however it is written.
      if (l.rewritten && !l.brokenFrom) continue;
      const fromRoot = l.url.replace(/ /g, '%20') + writtenSuffix(l.written);
      const written = l.written.trim();
      report({
        span: l.span,
        messageId: l.rewritten
          ? 'snippetFolders'
          : l.brokenFrom
            ? 'relativeServedTwice'
            : written.startsWith('./') || written.startsWith('../')
              ? 'relativeNotResolved'
              : 'relative',
        data: {
          what: l.what,
          written: JSON.stringify(l.written),
          // A snippet's folders are named alike: the first needs no words of its own.
          base: l.rewritten ? l.base : baseWords(l),
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
