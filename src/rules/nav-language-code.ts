import { closest } from '../core/suggest.js';
import { PLATFORM_LANGUAGES } from '../model/shapes.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const ACCEPTED = PLATFORM_LANGUAGES;

/** A language code outside the accepted list, with the closest code. */
export default createRule({
  meta: {
    id: 'nav-language-code',
    summary: 'A language code is not one the platform accepts; the closest code is suggested.',
    defaultSeverity: 'error',
    category: 'navigation',
    fixable: true,
    hasSuggestions: true,
    messages: {
      uaRefused:
        'Language code "ua" is in the specification\'s list, but the platform refuses it and expects "uk" for ' +
        'Ukrainian.',
      notAccepted: 'Language code {{code}} is not accepted. Accepted codes: {{accepted}}.',
      notAcceptedNear: 'Language code {{code}} is not accepted. Did you mean "{{near}}"? Accepted codes: {{accepted}}.',
    },
  },
  check({ model, report }) {
    for (const el of model.elements) {
      if (el.kind !== 'language' || el.label === undefined || el.label === '' || !el.labelProp) continue;
      const code = el.label;
      if (ACCEPTED.includes(code)) continue;
      const span = el.labelProp.value.span;
      if (code === 'ua') {
        const fix = replaceString(model, span, code, 'uk');
        // A sibling already named "uk" would make two of them: then it is for a person to decide.
        const taken = model.elements.some((e) => e.kind === 'language' && e.parent === el.parent && e.label === 'uk');
        // The specification lists "ua": a warning, as SEMANTICS.md decides for a code it names
        // and the platform refuses.
        report({
          span,
          severity: 'warning',
          messageId: 'uaRefused',
          ...(taken ? suggestion(fix) : fix ? { fix } : {}),
        });
        continue;
      }
      const caseMatch = ACCEPTED.find((c) => c.toLowerCase() === code.toLowerCase());
      const base = ACCEPTED.find((c) => c === code.split(/[-_]/)[0].toLowerCase());
      const near = caseMatch ?? base ?? closest(code, ACCEPTED, 0.5);
      report({
        span,
        messageId: near ? 'notAcceptedNear' : 'notAccepted',
        data: { code: JSON.stringify(code), near: near ?? '', accepted: ACCEPTED.join(', ') },
        ...(near ? suggestion(replaceString(model, span, code, near)) : {}),
      });
    }
  },
});
