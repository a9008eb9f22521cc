import { closest } from '../core/suggest.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const WHAT = { query: 'query', mutation: 'mutation', type: 'type' } as const;
const MISSING =
  '{{entry}} names no {{what}} of the GraphQL schema {{source}}; the platform\'s build fails ("GraphQL {{what}} ' +
  '{{name}} not found").';

/** A `QUERY name`, `MUTATION name` or `TYPE Name` entry under a `graphql` that names nothing of its schema. */
export default createRule({
  meta: {
    id: 'graphql-selector-unresolved',
    summary:
      'A GraphQL selector in navigation (`QUERY name`, `MUTATION name`, `TYPE Name`) names no field or type of the ' +
      "schema in scope, on which the platform's build fails.",
    defaultSeverity: 'error',
    category: 'openapi',
    hasSuggestions: true,
    messages: {
      missing: MISSING,
      missingNear: `${MISSING} Did you mean "{{near}}"?`,
    },
  },
  check({ model, report }) {
    for (const ref of model.references?.graphql ?? []) {
      const doc = ref.doc;
      // A schema that is missing, remote and not fetched, or invalid, is another rule's: nothing can be said here.
      if (!doc || doc.errors.length > 0 || !ref.source) continue;
      for (const s of ref.selected) {
        if (s.page) continue;
        const { kind, name } = s.selector;
        const names = (kind === 'query' ? doc.queries : kind === 'mutation' ? doc.mutations : doc.types).map(
          (i) => i.name,
        );
        // A dotted name is judged by its last step; the suggestion keeps the steps before it.
        const at = name.lastIndexOf('.');
        const near = at < 0 ? closest(name, names) : undefined;
        const fixed = near !== undefined ? `${s.entry.raw.trim().split(/\s+/)[0]} ${near}` : undefined;
        report({
          span: s.entry.node.span,
          messageId: near !== undefined ? 'missingNear' : 'missing',
          data: {
            entry: JSON.stringify(s.entry.raw),
            what: WHAT[kind],
            source: JSON.stringify(ref.source.source),
            name,
            near: fixed ?? '',
          },
          ...(fixed !== undefined ? suggestion(replaceString(model, s.entry.node.span, s.entry.raw, fixed)) : {}),
        });
      }
    }
  },
});
