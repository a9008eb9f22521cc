import { siteUrlsOf } from '../model/links.js';
import { displayUrl, redirectTraces } from '../model/redirect-trace.js';
import { createRule } from './rule.js';

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
    },
  },
  check({ model, report }) {
    const done = new Set<string>();
    for (const t of redirectTraces(siteUrlsOf(model))) {
      if (t.end !== 'loop' && t.end !== 'endless') continue;
      // A cycle is reported once, on its first redirect in docs.json; a redirect that only leads into it is a chain.
      const cycle = t.end === 'loop' ? t.hops.slice(t.loopAt) : t.hops;
      if (t.end === 'loop' && t.loopAt !== 0) continue;
      const first = Math.min(...cycle.map((h) => h.index));
      const key = [...new Set(cycle.map((h) => h.index))].sort((a, b) => a - b).join(',');
      if (first !== t.index || done.has(key)) continue;
      done.add(key);
      const r = t.redirect;
      const shown = t.urls.slice(0, t.end === 'loop' ? undefined : 4).map((u) => displayUrl(u, r.source));
      report({
        span: r.sourceSpan ?? r.span,
        messageId: t.end === 'loop' ? 'loop' : 'endless',
        data: { source: JSON.stringify(r.source), path: shown.join(' → ') },
      });
    }
  },
});
