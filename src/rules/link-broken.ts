import { linkCheckOf, linkFix, resolves, writtenSuffix } from '../model/links.js';
import { createRule, suggestion } from './rule.js';

/** An internal link that leads to nothing the site serves. */
export default createRule({
  meta: {
    id: 'link-broken',
    summary:
      'An internal link, in a page, a snippet or docs.json, leads to no page, API page, redirect or file; the ' +
      'closest page URL is suggested.',
    defaultSeverity: 'error',
    category: 'pages',
    hasSuggestions: true,
  },
  readsContent: true,
  check({ model, report }) {
    const check = linkCheckOf(model);
    for (const l of check.links) {
      const t = l.target;
      if (l.asset || !t || l.url === undefined) continue;
      // A relative link says so (link-relative leaves it to this one finding), and where it leads, read as a
      // browser reads it.
      const subject = `${l.what} ${JSON.stringify(l.written)}${l.base ? ' is relative and' : ''}`;
      const against = l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,';
      const read = l.base ? `read against ${against} ${l.base}, it leads to ${l.url}` : undefined;
      const where = read ? ` (${read})` : '';
      if (t.kind === 'redirect') {
        const end = t.end;
        const r = t.match.redirect;
        const via = `the redirect ${JSON.stringify(r.source)} → ${JSON.stringify(r.destination)}`;
        if (end.kind === 'loop')
          report({
            span: l.span,
            message:
              `${subject}${where} leads into ${via}, and the redirects from there never end: readers get ` + 'no page.',
          });
        else if (end.kind === 'url' && (end.target.kind === 'missing' || end.target.kind === 'ignored'))
          report({
            span: l.span,
            page: end.url.slice(1),
            message:
              `${subject}${where} leads through ${via} to ${end.url}, where there is no page file, API page or ` +
              `file: readers get a 404.`,
          });
        continue;
      }
      if (t.kind !== 'missing' && t.kind !== 'ignored') continue;
      if (t.kind === 'ignored') {
        report({
          span: l.span,
          page: l.url.slice(1),
          message:
            `${subject}${where} leads to ${t.file}, which .mintignore excludes from the site: the link is ` + 'broken.',
        });
        continue;
      }
      // A placeholder (`...`, `<link>`, `TODO`…) names no page anyone meant: no other page is offered for it.
      const placeholder = isPlaceholder(l.url);
      // `/guides/index` where the page is `guides.mdx`: the page of the folder's URL is the one meant.
      const folder = /\/index$/.test(l.url) ? l.url.replace(/\/index$/, '') || '/' : undefined;
      const folderPage = folder !== undefined && resolves(check.urls.resolve(folder)) ? folder : undefined;
      const near = placeholder
        ? undefined
        : (l.elsewhere?.url ?? folderPage ?? check.urls.closestPage(l.url.replace(/\.mdx?$/i, '')));
      // Under the site's base path when the link is written with it.
      const base = l.basePath ?? '';
      const fixed =
        near === undefined ? undefined : (near === '/' && base ? base : base + near) + writtenSuffix(l.written);
      const from = l.elsewhere?.from === 'root' ? 'the root' : "its file's folder";
      const hint = placeholder
        ? ' It looks like a placeholder: write the URL of the page it stands for.'
        : !fixed
          ? ''
          : l.elsewhere
            ? ` Read from ${from}, it would lead to a page: write "${fixed}".`
            : ` Did you mean "${fixed}"?`;
      report({
        span: l.span,
        page: l.url.slice(1),
        message:
          `${subject} leads to no page: ${read ? `${read}, where` : `at ${base + l.url}`} there is no page file, ` +
          `API page, redirect or file.${hint}`,
        ...(fixed ? suggestion(linkFix(model, l, fixed)) : {}),
      });
    }
    for (const [area, n] of check.unchecked)
      report({
        span: area.span,
        severity: 'notice',
        message:
          `${n} link${n === 1 ? '' : 's'} under ${area.prefix} ${n === 1 ? 'was' : 'were'} not checked: ` +
          `${n === 1 ? 'it' : 'they'} may lead to pages generated from ` +
          `${area.what ?? 'the remote OpenAPI document'} ${JSON.stringify(area.source)}, ` +
          (area.unread ? 'which navlint does not read.' : 'which was not fetched (use --fetch-remote to check them).'),
      });
  },
});

/** Whether a link's last segment reads as a placeholder rather than a name: no letter or digit (`...`, `#`), or
 * a run of X's or a TODO (`ADR-XXXX`, `TODO`). */
function isPlaceholder(url: string): boolean {
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !/[\p{L}\p{N}]/u.test(last) || /(^|[^A-Za-z])(X{3,}|TODO|TBD)([^A-Za-z]|$)/.test(last);
}
