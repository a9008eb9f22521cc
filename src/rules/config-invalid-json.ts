import { createRule } from './rule.js';

/** docs.json or a `$ref` file that is not valid JSON. */
export default createRule({
  meta: {
    id: 'config-invalid-json',
    summary: 'docs.json (or a file it includes with `$ref`) is not valid JSON.',
    defaultSeverity: 'error',
    category: 'config',
  },
  check({ model, report }) {
    for (const e of model.config.syntaxErrors) {
      report({ span: e.span, message: e.limit ? `${e.message}.` : `Invalid JSON: ${e.message}.` });
    }
  },
});
