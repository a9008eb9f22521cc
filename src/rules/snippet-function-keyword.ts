import { contentSpan } from '../model/content.js';
import { createRule } from './api.js';

/** A script snippet that declares a component with `function`: the platform supports arrow functions only. */
export default createRule({
  meta: {
    id: 'snippet-function-keyword',
    summary:
      'A JSX snippet declares a component with the `function` keyword; the platform supports arrow functions only ' +
      '(`export const X = () => …`).',
    defaultSeverity: 'warning',
    category: 'pages',
    messages: {
      defaultExport:
        'The default export is declared with the `function` keyword, which the platform does not support in ' +
        'snippets; declare it as an arrow function.',
      named:
        '`{{name}}` is declared with the `function` keyword, which the platform does not support in snippets; ' +
        'declare it as an arrow function.',
    },
  },
  readsContent: true,
  create({ report }) {
    return {
      page(f) {
        const x = f.extract;
        if (x.kind !== 'script' || !f.snippet) return;
        for (const fn of x.functions) {
          report({
            span: contentSpan(f, fn.range),
            ...(fn.name === 'default'
              ? { messageId: 'defaultExport' }
              : { messageId: 'named', data: { name: fn.name } }),
            help:
              fn.name === 'default'
                ? 'Write `const Name = (props) => …` and `export default Name`.'
                : `Write \`export const ${fn.name} = (props) => { … }\`.`,
          });
        }
      },
    };
  },
});
