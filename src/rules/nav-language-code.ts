import { closest } from '../core/suggest.js';
import { PLATFORM_LANGUAGES, SPEC_LANGUAGES } from '../model/shapes.js';
import { createRule } from './rule.js';

const ACCEPTED = [...SPEC_LANGUAGES.filter((c) => c !== 'ua'), ...PLATFORM_LANGUAGES];

/** A language code outside the accepted list, with the closest code. */
export default createRule({
  meta: {
    id: 'nav-language-code',
    summary: 'A language code is not one the platform accepts; the closest code is suggested.',
    defaultSeverity: 'error',
    category: 'navigation',
  },
  check({ model, report }) {
    for (const el of model.elements) {
      if (el.kind !== 'language' || el.label === undefined || el.label === '' || !el.labelProp) continue;
      const code = el.label;
      if (ACCEPTED.includes(code)) continue;
      const span = el.labelProp.value.span;
      if (code === 'ua') {
        report({
          span,
          severity: 'warning',
          message:
            'Language code "ua" is in the specification\'s list, but the platform now rejects it and expects "uk" ' +
            'for Ukrainian.',
          suggestion: '"uk"',
        });
        continue;
      }
      const caseMatch = ACCEPTED.find((c) => c.toLowerCase() === code.toLowerCase());
      const base = ACCEPTED.find((c) => c === code.split(/[-_]/)[0].toLowerCase());
      const near = caseMatch ?? base ?? closest(code, ACCEPTED, 0.5);
      report({
        span,
        message:
          `Language code ${JSON.stringify(code)} is not accepted.${near ? ` Did you mean "${near}"?` : ''} ` +
          `Accepted codes: ${ACCEPTED.join(', ')}.`,
        ...(near ? { suggestion: `"${near}"` } : {}),
      });
    }
  },
});
