import { createRule } from './api.js';

/** A key written twice in one object of docs.json. */
export default createRule({
  meta: {
    id: 'config-duplicate-key',
    summary: 'A key appears twice in one object; only the last one takes effect.',
    defaultSeverity: 'warning',
    category: 'config',
    messages: {
      duplicate: 'Duplicate key "{{key}}": the platform keeps only this last one and ignores the earlier one.',
    },
  },
  check({ model, report }) {
    for (const p of model.config.duplicateKeys) {
      report({
        span: p.keySpan,
        messageId: 'duplicate',
        data: { key: p.key },
      });
    }
  },
});
