import { createRule } from './rule.js';

/** Page metadata without a spec file when several specs hold that operation. */
export default createRule({
  meta: {
    id: 'frontmatter-openapi-ambiguous',
    summary: "A page's `openapi:` metadata names no document, and several documents hold that operation.",
    defaultSeverity: 'warning',
    category: 'openapi',
  },
  check({ model, report }) {
    for (const b of model.openapi?.bindings ?? []) {
      if (b.status !== 'matched' || !b.op || b.alternatives.length === 0) continue;
      const specs = [b.op, ...b.alternatives].map((o) => o.spec.rel);
      report({
        span: b.span,
        page: b.file,
        message:
          `Page metadata \`openapi: ${b.value}\` names no document, and ${specs.length} documents hold this ` +
          `operation (${specs.join(', ')}); the platform takes the first alphabetically, ${b.op.spec.rel}.`,
        suggestion: JSON.stringify(`${b.op.spec.rel} ${b.op.method} ${b.op.path}`),
      });
    }
  },
});
