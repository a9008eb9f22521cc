import { createRule, replaceString, suggestion } from './api.js';
import { belowFolder, languageFolderOf, translationsOf } from '../model/translations.js';

/** A language's navigation lists a page that lives under another language's folder. */
export default createRule({
  meta: {
    id: 'translation-wrong-language',
    summary: "A language's navigation lists a page that lives under another language's folder.",
    defaultSeverity: 'warning',
    category: 'navigation',
    hasSuggestions: true,
    messages: {
      otherFolder:
        'Language {{code}} lists {{page}}, a page under the folder of language {{other}}: readers of {{code}} get ' +
        'a page in another language.',
      otherFolderOwn:
        'Language {{code}} lists {{page}}, a page under the folder of language {{other}}: readers of {{code}} get ' +
        'a page in another language, though {{own}} exists.',
    },
  },
  check({ model, report }) {
    for (const set of translationsOf(model).sets) {
      const codes = set.languages.map((l) => l.code);
      for (const lang of set.languages) {
        for (const p of lang.pages) {
          const other = languageFolderOf(p.path, codes);
          if (other === undefined || other.toLowerCase() === lang.code.toLowerCase()) continue;
          // The language's own page: the same path under its folder, or at the root for a default language kept there.
          const below = belowFolder(p.path, other)!;
          const own = [`${lang.code}/${below}`, ...(lang.isDefault ? [below] : [])].find(
            (c) => model.files.resolvePage(c).status === 'found',
          );
          const data = { code: JSON.stringify(lang.code), page: JSON.stringify(p.path), other: JSON.stringify(other) };
          if (own === undefined) {
            report({ span: p.span, messageId: 'otherFolder', data });
            continue;
          }
          const to = p.ref.raw.startsWith('/') ? `/${own}` : own;
          report({
            span: p.span,
            messageId: 'otherFolderOwn',
            data: { ...data, own: JSON.stringify(own) },
            ...suggestion(replaceString(model, p.span, p.ref.raw, to)),
          });
        }
      }
    }
  },
});
