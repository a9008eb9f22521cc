import { closest, createRule } from './api.js';
import { describeSource } from '../model/references.js';

/** A `graphql` source with no file (or one the platform cannot read). */
export default createRule({
  meta: {
    id: 'graphql-not-found',
    summary: 'The GraphQL schema a tab names has no file or lies outside the docs root.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      notFound: "GraphQL schema {{source}} {{problem}}; the platform's build fails on it.",
      notFoundNear:
        'GraphQL schema {{source}} {{problem}}; the platform\'s build fails on it. Did you mean "{{near}}"?',
    },
  },
  check({ model, report }) {
    const schemas = [...model.files.files].filter((f) => /\.(graphqls?|gql)$/i.test(f));
    for (const ref of model.references?.graphql ?? []) {
      const src = ref.source;
      const status = src?.resolution.status;
      // A source of another scheme is a shape error of the field: nav-field-type reports it.
      if (!src || status === 'found' || status === 'remote' || status === 'scheme') continue;
      const near = src.resolution.status === 'missing' ? closest(src.resolution.rel, schemas) : undefined;
      report({
        span: src.node.span,
        messageId: near ? 'notFoundNear' : 'notFound',
        data: {
          source: JSON.stringify(src.source),
          problem: describeSource(src.resolution, 'HTTPS'),
          near: near ?? '',
        },
      });
    }
  },
});
