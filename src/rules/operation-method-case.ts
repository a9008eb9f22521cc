import { createRule } from './rule.js';

/** A lower-case method: an error in navigation (no match), a notice in page metadata (accepted). */
export default createRule({
  meta: {
    id: 'operation-method-case',
    summary:
      'An operation reference writes its HTTP method in lower case: an error in navigation (it matches nothing), a ' +
      'notice in page metadata (the platform accepts it there).',
    defaultSeverity: 'error',
    category: 'openapi',
  },
  check({ model, report }) {
    const oa = model.openapi;
    if (!oa) return;
    for (const r of oa.entryResults) {
      // The case alone decides: a lower-case method matches nothing, also in a document that could not be read.
      const miss =
        r.status === 'method-case' ||
        (r.status === 'spec-unavailable' && !r.ref.webhook && r.ref.method !== r.ref.method.toUpperCase());
      if (!miss) continue;
      // The method is the word before the path (a document name may contain the same letters).
      const fixed = r.entry.raw.replace(
        new RegExp(`(^|\\s)${r.ref.method}(?=\\s+/)`),
        (_m, pre: string) => pre + r.ref.method.toUpperCase(),
      );
      report({
        span: r.entry.node.span,
        message:
          `${JSON.stringify(r.entry.raw)}: operation references in navigation are matched case-sensitively, ` +
          `so the lower-case method matches nothing and the entry is taken as a missing file. Write the method in ` +
          `upper case.`,
        suggestion: JSON.stringify(fixed),
      });
    }
    for (const b of oa.bindings) {
      // Metadata that names no operation or no document has its own error on the same span, which is enough.
      if (
        b.status === 'unresolved' ||
        b.status === 'spec-missing' ||
        !b.ref ||
        b.ref.webhook ||
        b.ref.method === b.ref.method.toUpperCase()
      )
        continue;
      report({
        span: b.span,
        page: b.file,
        severity: 'notice',
        message:
          `Page metadata \`openapi: ${b.value}\` writes the method in lower case; the platform accepts it ` +
          `here, but navigation requires upper case, so write ${b.ref.method.toUpperCase()} for consistency.`,
      });
    }
  },
});
