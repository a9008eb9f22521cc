import { closest } from '../core/suggest.js';
import { contentEdit } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

/** A named import that the snippet does not export: the platform's build fails. */
export default createRule({
  meta: {
    id: 'snippet-export-missing',
    summary:
      'A named `import { X }` asks a snippet for a name it does not export; the closest exported name is suggested.',
    defaultSeverity: 'error',
    category: 'pages',
    messages: {
      missing: '"{{source}}" does not export `{{name}}` ({{has}}); the platform\'s build fails on this import.',
      missingNear:
        '"{{source}}" does not export `{{name}}` ({{has}}); the platform\'s build fails on this import. Did you ' +
        'mean `{{near}}`?',
    },
    hasSuggestions: true,
  },
  readsContent: true,
  check({ model, report }) {
    const content = model.content;
    if (!content) return;
    for (const f of content.files) {
      if (f.extract.kind !== 'mdx') continue;
      for (const imp of f.extract.imports) {
        const named = imp.specifiers.filter((s) => s.kind === 'named');
        if (named.length === 0) continue;
        const res = content.resolveImport(f, imp);
        if (res.status !== 'found' || !res.file) continue;
        const target = res.file.extract;
        // A snippet that does not parse is reported by mdx-syntax; one that re-exports a module cannot be listed.
        if (target.kind === 'skipped' || target.exportsAll || (target.kind === 'mdx' && target.error)) continue;
        const exported = target.exports.filter((e) => e !== 'default');
        for (const s of named) {
          if (target.exports.includes(s.imported)) continue;
          const near = closest(s.imported, exported);
          const has =
            exported.length === 0
              ? 'it exports no names'
              : `it exports ${exported
                  .slice(0, 8)
                  .map((e) => `\`${e}\``)
                  .join(', ')}${exported.length > 8 ? ', …' : ''}`;
          report({
            span: content.span(f, s.range),
            messageId: near ? 'missingNear' : 'missing',
            data: { source: imp.source, name: s.imported, has, near: near ?? '' },
            // Without an alias, the page goes on using the name it imported: `{ Near as Name }` keeps it.
            ...(near
              ? suggestion(
                  contentEdit(
                    model,
                    f.file,
                    { line: s.range[0], column: s.range[1] },
                    { line: s.range[2], column: s.range[3] },
                    s.local === s.imported ? `${near} as ${s.local}` : near,
                  ),
                )
              : {}),
          });
        }
      }
    }
  },
});
