import { capitalize, createRule, openingBrace } from './api.js';

/** An AsyncAPI document the site uses that does not parse, is not version 3, points elsewhere, or fails its schema. */
export default createRule({
  meta: {
    id: 'asyncapi-invalid',
    summary:
      'An AsyncAPI document that the site uses does not parse, is not AsyncAPI 3, points into other files with ' +
      '`$ref`, or fails the AsyncAPI 3.0 schema.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      syntax: '{{error}}.',
      versionNotString: 'The `asyncapi` version field is not a string; the platform reads AsyncAPI 3.0 documents.',
      versionUnsupported:
        'AsyncAPI {{version}} is not supported: the platform reads AsyncAPI 3.0 documents only (the AsyncAPI CLI ' +
        'converts older ones: `asyncapi convert`).',
      externalRef:
        'External $ref {{ref}}: the platform rejects AsyncAPI documents whose references point into other files ' +
        '("External $ref references are not allowed").',
      schema: '{{error}} (the AsyncAPI 3.0 schema).',
    },
  },
  readsValidation: true,
  check({ model, report }) {
    const refs = model.references;
    for (const doc of refs?.asyncApiDocuments() ?? []) {
      // Every finding here stands in the document itself, so its messages do not name it again.
      for (const e of doc.errors) report({ span: e.span, messageId: 'syntax', data: { error: capitalize(e.message) } });
      if (!doc.root || doc.root.type !== 'object') continue;
      if (doc.version === undefined)
        report({
          span: doc.versionSpan ?? openingBrace(doc.root),
          messageId: 'versionNotString',
        });
      else if (!doc.version.startsWith('3.'))
        report({
          span: doc.versionSpan!,
          messageId: 'versionUnsupported',
          data: { version: doc.version },
        });
      for (const x of doc.externalRefs)
        report({
          span: x.span,
          messageId: 'externalRef',
          data: { ref: JSON.stringify(x.ref) },
          help: 'Bundle the document into one file (for example `asyncapi bundle`) and reference the bundle.',
        });
      for (const e of refs!.validation.get(doc.file) ?? [])
        report({ span: e.span, messageId: 'schema', data: { error: e.message } });
    }
  },
});
