import { getProp } from '../core/jnode.js';
import { spanEndingAt } from '../core/source.js';
import { sourceParams, stripQuery } from '../model/redirects.js';
import { replaceString } from '../model/fixes.js';
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
      paramNotCaptured:
        'Redirect destination {{destination}} uses {{params}}, which the source {{source}} does not capture: readers ' +
        "get the parameter's name in the URL.",
    },
  },
  check({ model, report }) {
    const list = getProp(model.docs, 'redirects')?.value;
    if (list?.type !== 'array') return;
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
      if (cut) {
        const path = s.replace(/[#?].*$/, '');
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
      const captured = sourceParams(s);
      const missing = [...new Set(sourceParams(dPath))].filter((p) => !captured.includes(p));
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
