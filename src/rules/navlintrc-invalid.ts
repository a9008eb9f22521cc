import { closest } from '../core/suggest.js';
import { createRule } from './rule.js';
import { RULES } from './index.js';

/** Problems in `.navlintrc.json`: bad JSON, bad levels, unknown rule ids. */
export default createRule({
  meta: { id: 'navlintrc-invalid', summary: 'navlint\'s own configuration file is invalid or names a rule that does not exist.', defaultSeverity: 'error', category: 'config' },
  check({ model, report }) {
    const rc = model.rc;
    if (!rc) return;
    for (const issue of rc.issues) report({ span: issue.span, message: issue.message });
    const ids = RULES.map((r) => r.meta.id);
    for (const key of rc.ruleKeys) {
      if (ids.includes(key.id)) continue;
      const near = closest(key.id, ids);
      report({ span: key.span, message: `Unknown rule "${key.id}".${near ? ` Did you mean "${near}"?` : ''}`, ...(near ? { suggestion: `"${near}"` } : {}) });
    }
  },
});
