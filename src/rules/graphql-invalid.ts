import { createRule } from './api.js';

/** A GraphQL schema that does not parse or does not build. */
export default createRule({
  meta: {
    id: 'graphql-invalid',
    summary: 'A GraphQL schema that a tab names has a syntax error or is not a valid schema.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      invalid: "{{error}} The platform's build fails on this schema and generates no page from it.",
    },
  },
  check({ model, report }) {
    // Each finding stands in the schema file itself, at the place graphql-js names.
    for (const doc of model.references?.graphqlDocuments() ?? [])
      for (const e of doc.errors) {
        const said = /[.?!]$/.test(e.message) ? e.message : e.message + '.';
        report({
          span: e.span,
          messageId: 'invalid',
          data: { error: said },
        });
      }
  },
});
