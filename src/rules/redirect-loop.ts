import { siteUrlsOf } from '../model/links.js';
import { displayUrl, redirectTraces } from '../model/redirect-trace.js';
import { MAX_REDIRECT_URL_CHARS, type Redirect } from '../model/redirects.js';
import { createRule } from './api.js';

/** Most characters of a URL shown in a message: a growing one is cut. */
const SHOWN_URL_CHARS = 120;

const cut = (url: string, r: Redirect) => {
  const shown = displayUrl(url, r.source);
  return shown.length > SHOWN_URL_CHARS ? shown.slice(0, SHOWN_URL_CHARS) + '…' : shown;
};

/** Redirects that lead back to a URL already passed, or on without end. */
export default createRule({
  meta: {
    id: 'redirect-loop',
    summary: 'Redirects lead back to where they started (wildcards included), or on without end: the browser gives up.',
    defaultSeverity: 'error',
    category: 'config',
    messages: {
      loop: 'Redirect {{source}} leads back to itself: {{path}}. Readers are sent round until the browser gives up.',
      endless:
        'Redirect {{source}} never ends: {{path}} → … (its destination is redirected again, without end). ' +
        'Readers are sent on until the browser gives up.',
      grows:
        'Redirect {{source}} never ends: its destination {{destination}} is redirected again, and the URL grows at ' +
        'each hop ({{path}} → …) until it is longer than {{max}} characters. Readers are sent on until the browser ' +
        'gives up.',
    },
  },
  check({ model, report }) {
    const done = new Set<string>();
    for (const t of redirectTraces(siteUrlsOf(model))) {
      if (t.end !== 'loop' && t.end !== 'endless' && t.end !== 'grows') continue;
      // A cycle is reported once, on its first redirect in docs.json; a redirect that only leads into it is a chain.
      const cycle = t.end === 'loop' ? t.hops.slice(t.loopAt) : t.hops;
      if (t.end === 'loop' && t.loopAt !== 0) continue;
      const first = Math.min(...cycle.map((h) => h.index));
      const key = [...new Set(cycle.map((h) => h.index))].sort((a, b) => a - b).join(',');
      if (first !== t.index || done.has(key)) continue;
      done.add(key);
      const r = t.redirect;
      const shown = t.urls.slice(0, t.end === 'loop' ? undefined : t.end === 'grows' ? 3 : 4).map((u) => cut(u, r));
      if (t.end === 'grows') {
        const grower = t.hops[t.hops.length - 1].redirect;
        report({
          span: r.sourceSpan ?? r.span,
          messageId: 'grows',
          data: {
            source: JSON.stringify(r.source),
            destination: JSON.stringify(grower.destination),
            path: shown.join(' → '),
            max: MAX_REDIRECT_URL_CHARS,
          },
        });
        continue;
      }
      report({
        span: r.sourceSpan ?? r.span,
        messageId: t.end === 'loop' ? 'loop' : 'endless',
        data: { source: JSON.stringify(r.source), path: shown.join(' → ') },
      });
    }
  },
});
