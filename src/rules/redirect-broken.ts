import { siteUrlsOf } from '../model/links.js';
import { displayUrl, redirectTraces } from '../model/redirect-trace.js';
import { replaceString } from '../model/fixes.js';
import { createRule, suggestion } from './rule.js';

/** A redirect whose internal destination serves nothing. */
export default createRule({
  meta: {
    id: 'redirect-broken',
    summary: 'A redirect sends readers to an internal URL that serves nothing.',
    defaultSeverity: 'error',
    category: 'config',
    hasSuggestions: true,
  },
  check({ model, report }) {
    const urls = siteUrlsOf(model);
    for (const t of redirectTraces(urls)) {
      if (t.end !== 'final' || !t.target) continue;
      // Reported once, on the redirect whose own destination is broken: after further hops, that is the last
      // one, unless it is a wildcard, which leads nowhere only for the URLs this redirect sends it.
      const lastHop = t.hops[t.hops.length - 1].redirect;
      if (t.hops.length > 1 && !lastHop.pattern) continue;
      const through =
        t.hops.length > 1
          ? ` (through ${t.hops
              .slice(1)
              .map((h) => `${JSON.stringify(h.redirect.source)} → ${JSON.stringify(h.redirect.destination)}`)
              .join(', ')})`
          : '';
      const last = t.urls[t.urls.length - 1];
      const r = t.redirect;
      // A parameter the source does not capture stays as written: redirect-invalid reports it.
      if (/:[A-Za-z_]|\*/.test(last)) continue;
      const shown = displayUrl(last, r.source);
      if (last.includes('⟨')) {
        // A wildcard destination: only the folder it leads into can be judged.
        const folder = last.slice(0, last.indexOf('⟨'));
        const dir = folder.slice(0, folder.lastIndexOf('/') + 1);
        if (urls.servesBelow(dir)) continue;
        report({
          span: r.destinationSpan ?? r.span,
          message:
            `Redirect ${JSON.stringify(r.source)} sends readers to ${shown}${through}, and nothing is served ` +
            `under ${dir}: every URL it redirects ends at a page that does not exist.`,
        });
        continue;
      }
      if (t.target.kind !== 'missing' && t.target.kind !== 'ignored') continue;
      const near = t.hops.length > 1 ? undefined : urls.closestPage(last);
      const why =
        t.target.kind === 'ignored'
          ? `only ${t.target.file}, which .mintignore excludes from the site`
          : 'no page file, API page, redirect or file';
      report({
        span: r.destinationSpan ?? r.span,
        page: last.slice(1),
        message:
          `Redirect ${JSON.stringify(r.source)} sends readers to ${shown}${through}, where there is ${why}: they ` +
          `get a 404.${near ? ` Did you mean "${near}"?` : ''}`,
        ...(near && r.destinationSpan
          ? suggestion(
              replaceString(model, r.destinationSpan, r.destination, near + (/#.*$/.exec(r.destination)?.[0] ?? '')),
            )
          : {}),
      });
    }
  },
});
