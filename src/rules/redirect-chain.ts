import { resolves, siteUrlsOf } from '../model/links.js';
import { displayUrl, redirectTraces } from '../model/redirect-trace.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

/** A redirect whose destination is itself redirected. */
export default createRule({
  meta: {
    id: 'redirect-chain',
    summary: "A redirect's destination is itself redirected; pointing at the final URL saves readers a hop.",
    defaultSeverity: 'warning',
    category: 'config',
    messages: {
      chain:
        'Redirect {{source}} sends readers to {{destination}}, which is itself redirected ({{nextSource}} → ' +
        '{{nextDestination}}): readers take {{hops}} hops. Point it at {{final}}.',
      chainToNothing:
        'Redirect {{source}} sends readers to {{destination}}, which is itself redirected ({{nextSource}} → ' +
        '{{nextDestination}}), and the chain ends where nothing is served (redirect-broken reports it).',
      chainWithoutEnd:
        'Redirect {{source}} sends readers to {{destination}}, which is itself redirected ({{nextSource}} → ' +
        '{{nextDestination}}), and the redirects after it never end (redirect-loop reports them).',
    },
    hasSuggestions: true,
  },
  check({ model, report }) {
    for (const t of redirectTraces(siteUrlsOf(model))) {
      if (t.hops.length < 2 || t.end === 'shadowed' || (t.end === 'loop' && t.loopAt === 0)) continue;
      if ((t.end === 'endless' || t.end === 'grows') && t.hops.every((h) => h.index === t.index)) continue;
      const r = t.redirect;
      const next = t.hops[1].redirect;
      // Through a temporary redirect (`"permanent": false`, an alias such as `/latest/:slug*`) on purpose: its
      // destination is meant to change, and pointing past it would pin today's.
      if (next.temporary && (t.end === 'final' || t.end === 'external')) continue;
      // The URL readers end on, as a path with the destination's own fragment; none when it serves nothing (a
      // wildcard's is judged by redirect-broken, by the folder it leads into).
      const lands =
        t.end === 'external' ||
        (t.end === 'final' &&
          t.target !== undefined &&
          (t.urls[t.urls.length - 1].includes('⟨') || resolves(t.target)));
      const last = t.end === 'final' ? t.urls[t.urls.length - 1] + (t.last?.match(/#.*$/)?.[0] ?? '') : t.last;
      const final = lands && last !== undefined ? displayUrl(last, r.source) : undefined;
      const nowhere = t.end === 'final' && !lands;
      report({
        span: r.destinationSpan ?? r.span,
        messageId: final ? 'chain' : nowhere ? 'chainToNothing' : 'chainWithoutEnd',
        data: {
          source: JSON.stringify(r.source),
          destination: JSON.stringify(r.destination),
          nextSource: JSON.stringify(next.source),
          nextDestination: JSON.stringify(next.destination),
          hops: t.hops.length,
          final: JSON.stringify(final ?? ''),
        },
        ...(final && r.destinationSpan
          ? suggestion(replaceString(model, r.destinationSpan, r.destination, final))
          : {}),
      });
    }
  },
});
