import { createRule } from './api.js';
import { belowFolder, percentTranslated, translationsOf } from '../model/translations.js';

/** Most missing pages a finding names; the count says how many there are. */
const LISTED = 5;

/** A language lacks pages of the default language: one finding per language lists them. */
export default createRule({
  meta: {
    id: 'translation-missing',
    summary: 'A language lacks pages of the default language: one finding per language lists them.',
    defaultSeverity: 'notice',
    category: 'navigation',
    messages: {
      missingOne:
        'Language {{code}} has no page for {{page}} of the default language {{default}}: readers of {{code}} do ' +
        'not find it in their navigation.',
      missingMany:
        'Language {{code}} has no page for {{count}} of the {{total}} pages of the default language {{default}}: ' +
        '{{pages}}{{more}}.',
    },
  },
  check({ model, report }) {
    const minimum = model.rc?.translations?.minCoverage;
    for (const set of translationsOf(model).sets) {
      for (const lang of set.languages) {
        // A language with no page at all is a placeholder or leads elsewhere: listing every page would say nothing.
        if (lang.isDefault || lang.pages.length === 0 || lang.missing.length === 0) continue;
        const span = lang.element.labelProp?.keySpan;
        if (!span) continue;
        const listed = lang.missing.slice(0, LISTED);
        const related = listed.map((p) => ({
          span: p.span,
          message: `The page ${JSON.stringify(p.path)} of language ${JSON.stringify(set.default.code)}`,
        }));
        const common = { code: JSON.stringify(lang.code), default: JSON.stringify(set.default.code) };
        // Translations written but left out of the language's navigation: the fix is a list entry, not a translation.
        const ownPath = (p: { path: string }) => `${lang.code}/${belowFolder(p.path, set.default.code) ?? p.path}`;
        const written = lang.missing.filter((p) => model.files.resolvePage(ownPath(p)).status === 'found');
        const helps: string[] = [];
        if (written.length > 0)
          helps.push(
            `${written.length === lang.missing.length ? 'Each has' : `${written.length} of them have`} a file in ` +
              `the folder ${JSON.stringify(lang.code + '/')} that the navigation of ${common.code} does not list ` +
              `(such as ${JSON.stringify(ownPath(written[0]))}): list it there.`,
          );
        // Below the configured coverage the language fails the check; the help says why it is an error.
        const failing = minimum !== undefined && lang.translated * 100 < minimum * lang.total;
        if (failing)
          helps.push(
            `${percentTranslated(lang.translated, lang.total)}% of the pages of language ${common.code} are ` +
              `translated, below the ${minimum}% that \`translations.minCoverage\` asks.`,
          );
        const below = {
          ...(failing ? { severity: 'error' as const } : {}),
          ...(helps.length > 0 ? { help: helps.join(' ') } : {}),
        };
        if (lang.missing.length === 1)
          report({
            span,
            messageId: 'missingOne',
            data: { ...common, page: JSON.stringify(listed[0].path) },
            related,
            ...below,
          });
        else {
          const rest = lang.missing.length - listed.length;
          report({
            span,
            messageId: 'missingMany',
            data: {
              ...common,
              count: String(lang.missing.length),
              total: String(lang.total),
              pages: listed.map((p) => JSON.stringify(p.path)).join(', '),
              more: rest > 0 ? ` and ${rest} more` : '',
            },
            related,
            ...below,
          });
        }
      }
    }
  },
});
