import { closest } from '../core/suggest.js';
import { describeSource } from '../model/references.js';
import { createRule } from './rule.js';

/** A `graphql` source with no file (or one the platform cannot read). */
export default createRule({
  meta: {
    id: 'graphql-not-found',
    summary: 'The GraphQL schema a tab names has no file or lies outside the docs root.',
    defaultSeverity: 'error',
    category: 'openapi',
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
        message:
          `GraphQL schema ${JSON.stringify(src.source)} ${describeSource(src.resolution, 'HTTPS')}; the platform's ` +
          `build fails on it.${near ? ` Did you mean "${near}"?` : ''}`,
      });
    }
  },
});
