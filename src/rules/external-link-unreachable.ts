import { externalLinksOf, usesWords } from '../model/external-links.js';
import type { ExternalResult } from '../model/external-types.js';
import { createRule } from './api.js';

/** An external link that could not be checked, or that leads to the reader's own machine (`check --external`). */
export default createRule({
  meta: {
    id: 'external-link-unreachable',
    summary:
      'An external link could not be checked (no answer in time, a failed connection, too many redirects, an ' +
      'answer other than success or 404/410), or it leads to `localhost` or a private address, which is the ' +
      "reader's own machine or network (checked with `--external`).",
    defaultSeverity: 'notice',
    category: 'pages',
    messages: {
      unreachable: '{{what}} {{url}} was not checked: {{why}}. Used in {{uses}}.',
      status: '{{what}} {{url}} may be broken: its server answered {{code}}. Used in {{uses}}.',
      privateHost:
        "{{what}} {{url}} leads to {{host}}, which is each reader's own machine or network, not a page of the " +
        'Internet; write the public URL, or put the address in inline code when readers are to type it. ' +
        'Used in {{uses}}.',
    },
  },
  readsContent: true,
  check({ model, report }) {
    const external = model.external;
    if (!external) return;
    for (const entry of externalLinksOf(model).urls.values()) {
      const r = external.results.get(entry.url);
      const refused = r?.status === 'unreachable' && r.why === 'refused' && / private address|localhost/.test(r.detail);
      for (const use of entry.uses) {
        const base = { what: use.what, url: JSON.stringify(use.written), uses: usesWords(entry) };
        if (entry.privateHost !== undefined && (r === undefined || refused))
          report({ span: use.span, messageId: 'privateHost', data: { ...base, host: entry.privateHost } });
        else if (r?.status === 'broken' && r.code !== 404 && r.code !== 410)
          report({ span: use.span, messageId: 'status', data: { ...base, code: String(r.code) } });
        else if (r?.status === 'unreachable')
          report({ span: use.span, messageId: 'unreachable', data: { ...base, why: whyWords(r) } });
      }
    }
  },
});

function whyWords(r: Extract<ExternalResult, { status: 'unreachable' }>): string {
  switch (r.why) {
    case 'timeout':
      return r.detail.startsWith("the check's")
        ? `it was not fetched: ${r.detail}`
        : `its server did not answer in time (${r.detail})`;
    case 'network':
      return `the connection failed (${r.detail})`;
    case 'redirects':
      return `it redirects too many times (${r.detail})`;
    case 'rate-limited':
      return `its server kept answering 429 Too Many Requests (${r.detail})`;
    case 'refused':
      return `it was not fetched: ${r.detail}`;
    case 'unsupported':
      return r.detail;
  }
}
