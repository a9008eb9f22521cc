import { capitalize, createRule, openingBrace } from './api.js';

/** A spec that does not parse, has external `$ref`s, or fails structural validation. */
export default createRule({
  meta: {
    id: 'openapi-invalid',
    summary:
      'An OpenAPI document that the site uses does not parse, points into other files with `$ref`, or fails ' +
      'structural validation.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      noVersion: 'The document has no `openapi` version field; it is not an OpenAPI 3 document.',
      externalRef:
        'External $ref {{ref}}: the platform rejects OpenAPI documents whose references point into other files ' +
        '("External $ref references are not allowed").',
    },
  },
  readsValidation: true,
  check({ model, report }) {
    for (const spec of model.openapi?.specs() ?? []) {
      // Every finding here is located in the document itself, so its messages do not name it again.
      for (const e of spec.errors) report({ span: e.span, message: `${capitalize(e.message)}.` });
      if (spec.root && spec.kind === 'unknown') {
        report({
          span: openingBrace(spec.root),
          messageId: 'noVersion',
        });
      }
      for (const x of spec.externalRefs) {
        report({
          span: x.span,
          messageId: 'externalRef',
          data: { ref: JSON.stringify(x.ref) },
          help: 'Bundle the document into one file (for example `redocly bundle`) and reference the bundle.',
        });
      }
      for (const e of model.openapi?.validation.get(spec.file) ?? [])
        report({ span: e.span, message: capitalize(e.message) });
    }
  },
});
