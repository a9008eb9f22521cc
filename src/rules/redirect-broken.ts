import { siteUrlsOf } from '../model/links.js';
import { displayUrl, redirectTraces } from '../model/redirect-trace.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const SENDS = 'Redirect {{source}} sends readers to {{destination}}';
const THROUGH = ' (through {{hops}})';
const NOTHING = ', and nothing is served under {{folder}}: every URL it redirects ends at a page that does not exist.';
const MISSING = ', where there is no page file, API page, redirect or file: they get a 404.';
const IGNORED = ', where there is only {{file}}, which .mintignore excludes from the site: they get a 404.';
const NEAR = ' Did you mean "{{near}}"?';
const CAUSE_SPEC =
  ', under {{prefix}}, where the pages of OpenAPI document {{spec}} would be generated; that document has no file.';
const CAUSE_PAGE = ', a page the navigation lists that has no file.';

/** A redirect whose internal destination serves nothing. */
export default createRule({
  meta: {
    id: 'redirect-broken',
    summary: 'A redirect sends readers to an internal URL that serves nothing.',
    defaultSeverity: 'error',
    category: 'config',
    hasSuggestions: true,
    messages: {
      nothingBelow: SENDS + NOTHING,
      nothingBelowThrough: SENDS + THROUGH + NOTHING,
      missing: SENDS + MISSING,
      missingNear: SENDS + MISSING + NEAR,
      missingThrough: SENDS + THROUGH + MISSING,
      missingSpec: SENDS + CAUSE_SPEC,
      missingListedPage: SENDS + CAUSE_PAGE,
      ignored: SENDS + IGNORED,
      ignoredNear: SENDS + IGNORED + NEAR,
      ignoredThrough: SENDS + THROUGH + IGNORED,
    },
  },
  check({ model, report }) {
    const urls = siteUrlsOf(model);
    for (const t of redirectTraces(urls)) {
      if (t.end !== 'final' || !t.target) continue;
      // Reported once, on the redirect whose own destination is broken: after further hops, that is the last
      // one, unless it is a wildcard, which leads nowhere only for the URLs this redirect sends it.
      const lastHop = t.hops[t.hops.length - 1].redirect;
      if (t.hops.length > 1 && !lastHop.pattern) continue;
      const hops = t.hops
        .slice(1)
        .map((h) => `${JSON.stringify(h.redirect.source)} → ${JSON.stringify(h.redirect.destination)}`)
        .join(', ');
      const through = t.hops.length > 1;
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
          messageId: through ? 'nothingBelowThrough' : 'nothingBelow',
          data: { source: JSON.stringify(r.source), destination: shown, hops, folder: dir },
        });
        continue;
      }
      if (t.target.kind !== 'missing' && t.target.kind !== 'ignored') continue;
      // A missing OpenAPI document or listed page explains it: the cause is reported with it, no other page offered.
      const cause = t.target.kind === 'missing' && !through ? urls.causeOf(last) : undefined;
      if (cause) {
        const data = { source: JSON.stringify(r.source), destination: shown };
        report({
          span: r.destinationSpan ?? r.span,
          page: last.slice(1),
          causedBy: cause.key,
          ...(cause.kind === 'openapi'
            ? { messageId: 'missingSpec', data: { ...data, prefix: cause.prefix, spec: JSON.stringify(cause.source) } }
            : { messageId: 'missingListedPage', data }),
        });
        continue;
      }
      const near = t.hops.length > 1 ? undefined : urls.closestPage(last);
      const ignored = t.target.kind === 'ignored' ? t.target.file : undefined;
      report({
        span: r.destinationSpan ?? r.span,
        page: last.slice(1),
        messageId: brokenId(ignored !== undefined ? 'ignored' : 'missing', through, near !== undefined),
        data: { source: JSON.stringify(r.source), destination: shown, hops, file: ignored ?? '', near: near ?? '' },
        ...(near && r.destinationSpan
          ? suggestion(
              replaceString(model, r.destinationSpan, r.destination, near + (/#.*$/.exec(r.destination)?.[0] ?? '')),
            )
          : {}),
      });
    }
  },
});

/** The message of a destination that serves nothing: reached directly (with the page nearest it, if any) or not. */
function brokenId(kind: 'missing' | 'ignored', through: boolean, near: boolean) {
  return through ? (`${kind}Through` as const) : near ? (`${kind}Near` as const) : kind;
}
