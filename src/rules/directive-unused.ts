import { closest, createRule } from './api.js';

const quoted = (rules: string[]) => rules.map((r) => `"${r}"`).join(', ');

const REMOVE = 'remove it, so that it does not hide a new one.';

/** Inline directives and `ignore` entries that silence nothing, as ESLint's `--report-unused-disable-directives`. */
export default createRule({
  meta: {
    id: 'directive-unused',
    summary:
      'An inline `navlint-disable` directive, or an `ignore` entry with rules or pointers, silences no finding ' +
      '(or names a rule that does not exist).',
    defaultSeverity: 'warning',
    category: 'config',
    messages: {
      unknownRule: '`{{directive}}` names the rule "{{rule}}", which does not exist, so it silences nothing.',
      unknownRuleNear:
        '`{{directive}}` names the rule "{{rule}}", which does not exist, so it silences nothing. Did you mean ' +
        '"{{near}}"?',
      unusedDirective: `\`{{directive}}\` silences no finding: ${REMOVE}`,
      unusedDirectiveOf: `\`{{directive}}\` silences no finding of {{rules}}: ${REMOVE}`,
      unusedRuleOfDirective: '`{{directive}}` silences no finding of {{rules}}: take that rule out of it.',
      unusedRulesOfDirective: '`{{directive}}` silences no finding of {{rules}}: take those rules out of it.',
      unusedIgnore: `This \`ignore\` entry drops no finding: ${REMOVE}`,
      unusedIgnoreOf: `This \`ignore\` entry drops no finding of {{rules}}: ${REMOVE}`,
    },
  },
  readsFiltering: true,
  check({ model, report, ruleIds }) {
    for (const u of model.filtering?.unusedDirectives ?? []) {
      const ignore = u.directive === 'ignore';
      // An `ignore` entry is unused as a whole, and its unknown rules are navlintrc-invalid's.
      for (const rule of u.unknown) {
        const near = closest(rule, ruleIds);
        report({
          span: u.span,
          messageId: near ? 'unknownRuleNear' : 'unknownRule',
          data: { directive: u.directive, rule, near: near ?? '' },
        });
      }
      const unknown = new Set(u.unknown);
      const known = u.rules.filter((r) => !unknown.has(r));
      if (u.rules.length > 0 && known.length === 0) continue;
      const data = { directive: u.directive, rules: quoted(known) };
      if (ignore) report({ span: u.span, messageId: known.length === 0 ? 'unusedIgnore' : 'unusedIgnoreOf', data });
      else if (u.whole)
        report({ span: u.span, messageId: known.length === 0 ? 'unusedDirective' : 'unusedDirectiveOf', data });
      else
        report({
          span: u.span,
          messageId: known.length === 1 ? 'unusedRuleOfDirective' : 'unusedRulesOfDirective',
          data,
        });
    }
  },
});
