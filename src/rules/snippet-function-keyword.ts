import { createRule } from './rule.js';

/** A script snippet that declares a component with `function`: the platform supports arrow functions only. */
export default createRule({
  meta: {
    id: 'snippet-function-keyword',
    summary:
      'A JSX snippet declares a component with the `function` keyword; the platform supports arrow functions only ' +
      '(`export const X = () => …`).',
    defaultSeverity: 'warning',
    category: 'pages',
  },
  readsContent: true,
  check({ model, report }) {
    const content = model.content;
    if (!content) return;
    for (const f of content.files) {
      const x = f.extract;
      if (x.kind !== 'script' || !f.snippet) continue;
      for (const fn of x.functions) {
        const name = fn.name === 'default' ? 'The default export' : `\`${fn.name}\``;
        report({
          span: content.span(f, fn.range),
          message:
            `${name} is declared with the \`function\` keyword, which the platform does not support in ` +
            `snippets; declare it as an arrow function.`,
          help:
            fn.name === 'default'
              ? 'Write `const Name = (props) => …` and `export default Name`.'
              : `Write \`export const ${fn.name} = (props) => { … }\`.`,
        });
      }
    }
  },
});
