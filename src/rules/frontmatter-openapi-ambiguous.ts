import { replaceString } from '../model/fixes.js';
import type { Suggestion } from '../core/types.js';
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
      const ops = [b.op, ...b.alternatives];
      const specs = ops.map((o) => o.spec.rel);
      // One suggestion per document, the one the platform takes first: naming it keeps the page as it is.
      const suggestions = ops.flatMap((o, i): Suggestion[] => {
        const fix = replaceString(model, b.span, b.value, `/${o.spec.rel} ${o.method} ${o.path}`);
        const keeps = i === 0 ? ' (the one the platform takes now)' : '';
        return fix ? [{ description: `Name ${o.spec.rel}${keeps}`, fix }] : [];
      });
      report({
        span: b.span,
        page: b.file,
        message:
          `Page metadata \`openapi: ${b.value}\` names no document, and ${specs.length} documents hold this ` +
          `operation (${specs.join(', ')}); the platform takes the first alphabetically, ${b.op.spec.rel}.`,
        ...(suggestions.length > 0
          ? { suggestions }
          : { help: `Name the document: ${JSON.stringify(`/${b.op.spec.rel} ${b.op.method} ${b.op.path}`)}.` }),
      });
    }
  },
});
