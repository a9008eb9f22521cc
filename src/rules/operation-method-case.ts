import { createRule } from './rule.js';

/** A lower-case method: an error in navigation (no match), a warning in page metadata (accepted). */
export default createRule({
  meta: { id: 'operation-method-case', summary: 'An operation reference writes its HTTP method in lower case: an error in navigation (it matches nothing), a warning in page metadata.', defaultSeverity: 'error', category: 'openapi' },
  check({ model, report }) {
    const oa = model.openapi;
    if (!oa) return;
    for (const r of oa.entryResults) {
      if (r.status !== 'method-case') continue;
      const fixed = r.entry.raw.replace(r.ref.method, r.ref.method.toUpperCase());
      report({ span: r.entry.node.span, message: `${JSON.stringify(r.entry.raw)}: operation references in navigation are matched case-sensitively, so the lower-case method matches nothing and the entry is taken as a missing file. Write the method in upper case.`, suggestion: JSON.stringify(fixed) });
    }
    for (const b of oa.bindings) {
      if (!b.ref || b.ref.webhook || b.ref.method === b.ref.method.toUpperCase()) continue;
      report({ span: b.span, page: b.file, severity: 'warning', message: `Page metadata \`openapi: ${b.value}\` writes the method in lower case; the platform accepts it here, but navigation requires upper case, so write ${b.ref.method.toUpperCase()} for consistency.` });
    }
  },
});
