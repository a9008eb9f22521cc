import { replaceString } from '../fix/builders.js';
import { slashTwin, withPath } from '../model/openapi.js';
import { createRule, suggestion } from './rule.js';

/** A `METHOD /path` entry that matches no operation of the spec in scope. */
export default createRule({
  meta: {
    id: 'operation-not-found',
    summary:
      'A `METHOD /path` navigation entry matches no operation of the OpenAPI document in scope (or one marked ' +
      '`x-excluded`).',
    defaultSeverity: 'error',
    category: 'openapi',
    fixable: true,
    hasSuggestions: true,
    messages: {
      excluded:
        '{{entry}} is marked `x-excluded: true` in {{spec}}, so the platform generates no page for it and this entry ' +
        'fails.',
      notFound: '{{entry}} matches no operation in {{spec}}, and no page file has that path.',
      notFoundNear:
        '{{entry}} matches no operation in {{spec}}, and no page file has that path. Did you mean "{{near}}"?',
      trailingSlash:
        '{{entry}} matches no operation in {{spec}}, and no page file has that path. Did you mean "{{near}}"? The ' +
        'document has the path as written, without that method, and the platform looks no further: here the ' +
        'trailing slash counts.',
    },
  },
  check({ model, report }) {
    for (const r of model.openapi?.entryResults ?? []) {
      if (r.status === 'excluded') {
        report({
          span: r.entry.node.span,
          messageId: 'excluded',
          data: { entry: JSON.stringify(r.entry.raw), spec: r.spec!.rel },
          help:
            'Remove the entry, or remove `x-excluded` from the operation (use `x-hidden` to keep it out of ' +
            'generated navigation only).',
        });
      }
      if (r.status !== 'not-found') continue;
      const near = r.closest;
      // A trailing slash away from exactly one operation of the method, where the path as written has other methods
      // only (the platform takes a path as written when the document has it): the one right edit.
      const twin = slashTwin(r.spec!.operations, r.ref);
      const twinRaw = twin ? withPath(r.entry.raw, r.ref, twin.path) : undefined;
      const fix = twinRaw !== undefined ? replaceString(model, r.entry.node.span, r.entry.raw, twinRaw) : undefined;
      const slashOnly = twin !== undefined && near === twin;
      const nearText = near
        ? `${r.ref.spec !== undefined ? r.ref.spec + ' ' : ''}${near.method} ${near.path}`
        : undefined;
      report({
        span: r.entry.node.span,
        messageId: nearText === undefined ? 'notFound' : slashOnly ? 'trailingSlash' : 'notFoundNear',
        data: { entry: JSON.stringify(r.entry.raw), spec: r.spec!.rel, near: nearText ?? '' },
        ...(fix ? { fix } : nearText ? suggestion(replaceString(model, r.entry.node.span, r.entry.raw, nearText)) : {}),
      });
    }
  },
});
