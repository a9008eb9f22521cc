import { createRule } from './rule.js';

/** A `$ref` whose file is missing, outside the docs root, or part of a cycle. */
export default createRule({
  meta: { id: 'config-ref-unresolved', summary: 'A `$ref` in docs.json names a file that is missing, outside the docs root, or part of a cycle.', defaultSeverity: 'error', category: 'config' },
  check({ model, report }) {
    for (const issue of model.config.refIssues) {
      report({ span: issue.span, message: `${issue.message[0].toUpperCase()}${issue.message.slice(1)}.` });
    }
  },
});
