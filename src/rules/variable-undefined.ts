import { closest } from '../core/suggest.js';
import { contentEdit } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const NO_VARIABLE = '`{{expression}}` is not a variable: docs.json `variables` has no "{{name}}"';
const FAILS = 'MDX reads it as a JavaScript expression that fails when the page renders';
const UNPARSABLE = 'MDX cannot parse it, and the page does not build';
const NEAR = 'Did you mean `{{suggested}}`?';

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
    messages: {
      // `{{expression}}` is the `{{name}}` as written in the page (a template cannot hold literal double braces).
      expression: `${NO_VARIABLE}, so the text stays in the page, where ${FAILS}.`,
      expressionNear: `${NO_VARIABLE}, so the text stays in the page, where ${FAILS}. ${NEAR}`,
      expressionNoneDefined: `${NO_VARIABLE} (it defines none), so the text stays in the page, where ${FAILS}.`,
      unparsable: `${NO_VARIABLE}, so the text stays in the page, where ${UNPARSABLE}.`,
      unparsableNear: `${NO_VARIABLE}, so the text stays in the page, where ${UNPARSABLE}. ${NEAR}`,
      unparsableNoneDefined: `${NO_VARIABLE} (it defines none), so the text stays in the page, where ${UNPARSABLE}.`,
    },
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
        const parses = /^[A-Za-z_$][\w$]*$/.test(v.name);
        const kind = parses ? 'expression' : 'unparsable';
        report({
          span: content.span(f, v.range),
          messageId: names.length === 0 ? `${kind}NoneDefined` : near ? `${kind}Near` : kind,
          data: { expression: `{{${v.name}}}`, name: v.name, suggested: near ? `{{${near}}}` : '' },
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
