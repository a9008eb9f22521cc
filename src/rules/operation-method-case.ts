import { replaceString } from '../fix/builders.js';
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
    fixable: true,
    messages: {
      lowerInNavigation:
        '{{entry}}: operation references in navigation are matched case-sensitively, so the lower-case method ' +
        'matches nothing and the entry is taken as a missing file. Write the method in upper case.',
      lowerInMetadata:
        'Page metadata `openapi: {{value}}` writes the method in lower case; the platform accepts it here, but ' +
        'navigation requires upper case, so write {{method}} for consistency.',
    },
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
      const fixed = upperMethod(r.entry.raw, r.ref.method);
      const fix = replaceString(model, r.entry.node.span, r.entry.raw, fixed);
      report({
        span: r.entry.node.span,
        messageId: 'lowerInNavigation',
        data: { entry: JSON.stringify(r.entry.raw) },
        ...(fix ? { fix } : { help: `Write ${JSON.stringify(fixed)}.` }),
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
      const fix = replaceString(model, b.span, b.value, upperMethod(b.value, b.ref.method));
      report({
        span: b.span,
        page: b.file,
        severity: 'notice',
        ...(fix ? { fix } : {}),
        messageId: 'lowerInMetadata',
        data: { value: b.value, method: b.ref.method.toUpperCase() },
      });
    }
  },
});

/** The reference with its method in upper case: the word before the path (a document name may hold its letters). */
function upperMethod(raw: string, method: string): string {
  return raw.replace(new RegExp(`(^|\\s)${method}(?=\\s+/)`), (_m, pre: string) => pre + method.toUpperCase());
}
