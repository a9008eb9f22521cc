import { createRule } from './api.js';

/** docs.json or a `$ref` file that is not valid JSON. */
export default createRule({
  meta: {
    id: 'config-invalid-json',
    summary: 'docs.json (or a file it includes with `$ref`) is not valid JSON.',
    defaultSeverity: 'error',
    category: 'config',
    messages: {
      invalid: 'Invalid JSON: {{error}}.',
    },
  },
  check({ model, report }) {
    for (const e of model.config.syntaxErrors) {
      // A limit navlint keeps (size, a link leading outside) is a whole sentence of the loader's, not a JSON error.
      report(
        e.limit
          ? { span: e.span, message: `${e.message}.` }
          : { span: e.span, messageId: 'invalid', data: { error: e.message } },
      );
    }
  },
});
