import { closest } from '../core/suggest.js';
import { contentEdit } from '../model/fixes.js';
import { createRule, suggestion } from './rule.js';

/**
 * A `{{name}}` outside code that no docs.json variable replaces: MDX reads it as an expression, and the page breaks.
 */
export default createRule({
  meta: {
    id: 'variable-undefined',
    summary:
      'A `{{name}}` outside code names no docs.json `variables` key, so it is left in the page, where it breaks the ' +
      'build or the rendering.',
    defaultSeverity: 'error',
    category: 'pages',
    hasSuggestions: true,
  },
  readsContent: true,
  check({ model, report }) {
    const content = model.content;
    if (!content) return;
    const names = [...content.variables.keys()];
    for (const f of content.files) {
      const x = f.extract;
      if (x.kind !== 'mdx') continue;
      for (const v of x.variables) {
        const near = closest(v.name, names);
        // With a character that cannot start or continue a JavaScript name, MDX cannot parse the expression at all.
        const breaks = /^[A-Za-z_$][\w$]*$/.test(v.name)
          ? 'MDX reads it as a JavaScript expression that fails when the page renders'
          : 'MDX cannot parse it, and the page does not build';
        report({
          span: content.span(f, v.range),
          message:
            `\`{{${v.name}}}\` is not a variable: docs.json \`variables\` has no ` +
            `"${v.name}"${names.length === 0 ? ' (it defines none)' : ''}, so the text stays in the page, where ` +
            `${breaks}.${near ? ` Did you mean \`{{${near}}}\`?` : ''}`,
          ...(near
            ? suggestion(
                contentEdit(
                  model,
                  f.file,
                  { line: v.range[0], column: v.range[1] },
                  { line: v.range[2], column: v.range[3] },
                  `{{${near}}}`,
                ),
              )
            : {}),
        });
      }
    }
  },
});
