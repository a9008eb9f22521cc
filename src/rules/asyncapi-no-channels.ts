import { createRule, openingBrace } from './api.js';

/** An AsyncAPI document used by navigation that defines no channel. */
export default createRule({
  meta: {
    id: 'asyncapi-no-channels',
    summary: 'An AsyncAPI document that navigation names defines no channels, and the platform’s build fails.',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      noChannels:
        'AsyncAPI document {{document}} defines no channels; the platform makes one page per channel and its ' +
        'build fails on a document without any ("No channels defined").',
    },
  },
  check({ model, report }) {
    const seen = new Set<string>();
    for (const ref of model.references?.asyncapi ?? [])
      for (const src of ref.sources) {
        const doc = src.doc;
        if (!doc?.root || doc.root.type !== 'object' || doc.channels.length > 0 || seen.has(doc.file)) continue;
        seen.add(doc.file);
        report({
          span: doc.channelsSpan ?? doc.versionSpan ?? openingBrace(doc.root),
          messageId: 'noChannels',
          data: { document: doc.rel },
        });
      }
  },
});
