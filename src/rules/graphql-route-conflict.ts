import { createRule } from './api.js';

/** Two generated pages at one route. */
export default createRule({
  meta: {
    id: 'graphql-route-conflict',
    summary:
      'Two GraphQL references, or a GraphQL and an AsyncAPI reference, generate pages at the same route (letter ' +
      'case aside), and the platform’s build fails.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      conflict:
        '{{second}} has the route of {{first}}; the platform compares routes without letter case and its build ' +
        'fails on the collision. Give one of the references another `directory`.',
    },
  },
  check({ model, report }) {
    for (const c of model.references?.collisions ?? []) {
      const what = (p: typeof c.first) =>
        `${p.reference === 'graphql' ? 'GraphQL' : 'AsyncAPI'} page ${p.url} (from ${JSON.stringify(p.source)})`;
      report({
        span: c.span,
        messageId: 'conflict',
        data: { second: what(c.second), first: what(c.first) },
      });
    }
  },
});
