import { createRule } from './api.js';

/** Frontmatter that is not valid YAML. */
export default createRule({
  meta: {
    id: 'frontmatter-invalid',
    summary:
      "A page's frontmatter is not valid YAML, so the platform cannot read its title or metadata, or binds the page " +
      'to endpoints with something other than one string (`openapi`, `api`, `asyncapi`), on which the build fails.',
    defaultSeverity: 'error',
    category: 'pages',
    messages: {
      invalid: 'Invalid frontmatter: {{error}}.',
    },
  },
  check({ model, report }) {
    for (const [file, meta] of model.openapi?.pageMeta ?? []) {
      for (const e of meta.errors)
        report({ span: e.span, page: file, messageId: 'invalid', data: { error: e.message } });
    }
  },
});
