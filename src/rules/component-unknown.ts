import { BUILTIN_COMPONENTS, closest, createRule } from './api.js';
import { contentSpan } from '../model/content.js';

/** An upper-case JSX tag that is neither built in, imported, nor defined in the file. */
export default createRule({
  meta: {
    id: 'component-unknown',
    summary:
      'A JSX tag names a component that is neither built in, imported, nor defined in the file; the closest ' +
      'built-in component is suggested.',
    defaultSeverity: 'warning',
    category: 'pages',
    messages: {
      unknown:
        '`<{{name}}>` is not a built-in component, and this file neither imports nor defines it; the page fails ' +
        'to render unless the platform provides it.',
      unknownNear:
        '`<{{name}}>` is not a built-in component, and this file neither imports nor defines it; the page fails ' +
        'to render unless the platform provides it. Did you mean `<{{near}}>`?',
    },
  },
  readsContent: true,
  create({ model, report }) {
    const content = model.content;
    if (!content) return {};
    const known = new Set([...BUILTIN_COMPONENTS, ...content.extraComponents]);
    return {
      page(f) {
        const x = f.extract;
        if (x.kind !== 'mdx' || x.error) return;
        const local = new Set<string>(x.exports);
        for (const imp of x.imports) for (const s of imp.specifiers) local.add(s.local);
        for (const el of x.jsx) {
          const name = el.name;
          if (!/^[A-Z]/.test(name) || known.has(name)) continue;
          // `Foo.Bar` renders a member of what `Foo` names: imported or defined here, it is known.
          const head = name.split('.')[0];
          if (local.has(head)) continue;
          // `<Folder>` for `<Tree.Folder>`: a member written without its parent.
          const member = [...known].find((k) => k.endsWith('.' + name));
          // `<Warn>` for `<Warning>`: a name cut short is closer than any name at the same edit distance.
          const longer =
            name.length < 3
              ? undefined
              : [...known]
                  .filter((k) => k.toLowerCase().startsWith(name.toLowerCase()))
                  .sort((a, b) => a.length - b.length)[0];
          const near = member ?? longer ?? closest(name, [...known, ...local]);
          report({
            span: contentSpan(f, el.range),
            messageId: near ? 'unknownNear' : 'unknown',
            data: { name, near: near ?? '' },
          });
        }
      },
    };
  },
});
