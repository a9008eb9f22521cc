import { closest } from '../core/suggest.js';
import { createRule } from './rule.js';

const quoted = (rules: string[]) => rules.map((r) => `"${r}"`).join(', ');

/** Inline directives and `ignore` entries that silence nothing, as ESLint's `--report-unused-disable-directives`. */
export default createRule({
  meta: {
    id: 'directive-unused',
    summary:
      'An inline `navlint-disable` directive, or an `ignore` entry with rules or pointers, silences no finding ' +
      '(or names a rule that does not exist).',
    defaultSeverity: 'warning',
    category: 'config',
  },
  readsFiltering: true,
  check({ model, report, ruleIds }) {
    for (const u of model.filtering?.unusedDirectives ?? []) {
      const what = u.directive === 'ignore' ? 'This `ignore` entry' : `\`${u.directive}\``;
      for (const id of u.unknown) {
        const near = closest(id, ruleIds);
        const hint = near ? ` Did you mean "${near}"?` : '';
        report({
          span: u.span,
          message: `${what} names the rule "${id}", which does not exist, so it silences nothing.${hint}`,
        });
      }
      const known = u.rules.filter((r) => !u.unknown.includes(r));
      if (u.rules.length > 0 && known.length === 0) continue;
      const where = u.directive === 'ignore' ? 'drops' : 'silences';
      const of = known.length === 0 ? '' : ` of ${quoted(known)}`;
      const todo = u.whole
        ? 'remove it, so that it does not hide a new one'
        : `take ${known.length === 1 ? 'that rule' : 'those rules'} out of it`;
      report({ span: u.span, message: `${what} ${where} no finding${of}: ${todo}.` });
    }
  },
});
