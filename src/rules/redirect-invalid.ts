import { getProp } from '../core/jnode.js';
import { spanEndingAt } from '../core/source.js';
import { siteUrlsOf } from '../model/links.js';
import { readRedirects, sourceParams, stripQuery } from '../model/redirects.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

/** A redirect entry the platform cannot apply as written. */
export default createRule({
  meta: {
    id: 'redirect-invalid',
    summary:
      'A redirect lacks `source` or `destination`, has a `#` or `?` in its source, or uses a parameter in its ' +
      'destination that its source does not capture.',
    defaultSeverity: 'error',
    category: 'config',
    hasSuggestions: true,
    messages: {
      notObject: 'A redirect must be an object `{ "source": …, "destination": … }`.',
      missingField: 'This redirect has no `{{key}}`; the platform cannot apply it.',
      emptyField: '`{{key}}` must be a non-empty path; the platform cannot apply this redirect.',
      sourceFragment:
        'Redirect source {{source}} holds a `#fragment`; sources are matched against the path alone, so this ' +
        'redirect never applies. Write {{path}}.',
      sourceQuery:
        'Redirect source {{source}} holds a `?query`; sources are matched against the path alone, so this redirect ' +
        'never applies. Write {{path}}.',
      sourceCovered:
        'Redirect source {{source}} holds a `{{mark}}`, so this redirect never applies; the redirect of {{path}} ' +
        'already sends readers to the same destination. Remove this entry.',
      sourceTaken:
        'Redirect source {{source}} holds a `{{mark}}`, so this redirect never applies, and {{path}} already has a ' +
        'redirect of its own (to {{other}}): a redirect cannot tell one `{{mark}}` from another. Remove this entry.',
      sourceServed:
        'Redirect source {{source}} holds a `{{mark}}`, so this redirect never applies: readers of {{source}} get ' +
        'the page at {{path}}. Remove this entry, or move what it should lead to onto that page.',
      paramNotCaptured:
        'Redirect destination {{destination}} uses {{params}}, which the source {{source}} does not capture: readers ' +
        "get the parameter's name in the URL.",
    },
  },
  check({ model, report }) {
    const list = getProp(model.docs, 'redirects')?.value;
    if (list?.type !== 'array') return;
    const bySource = new Map<string, string>();
    for (const r of readRedirects(model).redirects) if (!bySource.has(r.source)) bySource.set(r.source, r.destination);
    for (const item of list.items) {
      if (item.type !== 'object') {
        report({ span: item.span, messageId: 'notObject' });
        continue;
      }
      const brace = spanEndingAt(item.span, { line: item.span.start.line, column: item.span.start.column + 1 });
      const source = getProp(item, 'source');
      const destination = getProp(item, 'destination');
      for (const [key, prop] of [
        ['source', source],
        ['destination', destination],
      ] as const) {
        if (!prop) report({ span: brace, messageId: 'missingField', data: { key } });
        else if (prop.value.type !== 'string' || (prop.value.value as string).trim() === '')
          report({ span: prop.value.span, messageId: 'emptyField', data: { key } });
      }
      if (source?.value.type !== 'string') continue;
      const s = source.value.value as string;
      const cut = /#/.test(s) ? '#' : stripQuery(s) !== s ? '?' : undefined;
      const dest = destination?.value.type === 'string' ? (destination.value.value as string) : undefined;
      if (cut) {
        const path = s.replace(/[#?].*$/, '');
        const data = {
          source: JSON.stringify(s),
          path: JSON.stringify(path),
          mark: cut === '#' ? '#fragment' : '?query',
        };
        // Where the path has a redirect or a page of its own, writing the path alone would be wrong: the entry goes.
        const other = bySource.get(path);
        if (other !== undefined) {
          const same = dest !== undefined && other.replace(/\/+$/, '') === dest.replace(/\/+$/, '');
          report({
            span: source.value.span,
            ...(same ? { severity: 'notice' as const } : {}),
            messageId: same ? 'sourceCovered' : 'sourceTaken',
            data: { ...data, other: JSON.stringify(other) },
          });
          continue;
        }
        const served = siteUrlsOf(model).resolve(path).kind;
        if (served === 'page' || served === 'home' || served === 'operation') {
          report({ span: source.value.span, severity: 'warning', messageId: 'sourceServed', data });
          continue;
        }
        report({
          span: source.value.span,
          messageId: cut === '#' ? 'sourceFragment' : 'sourceQuery',
          data: { source: JSON.stringify(s), path: JSON.stringify(path) },
          ...suggestion(replaceString(model, source.value.span, s, path)),
        });
      }
      if (destination?.value.type !== 'string') continue;
      const d = destination.value.value as string;
      // Parameters stand in the path: skip a scheme and host, and what follows `#`.
      const dPath = d.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/#.*$/, '');
      const captured = new Set(sourceParams(s));
      const missing = [...new Set(sourceParams(dPath))].filter((p) => !captured.has(p));
      if (missing.length > 0)
        report({
          span: destination.value.span,
          messageId: 'paramNotCaptured',
          data: {
            destination: JSON.stringify(d),
            params: missing.map((p) => (p === '*' ? '`*`' : `\`:${p}\``)).join(' and '),
            source: JSON.stringify(s),
          },
        });
    }
  },
});
