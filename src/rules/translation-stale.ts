import { createRule } from './api.js';
import { staleTranslationsOf } from '../model/translations.js';

/** The day of a commit time (seconds since 1970), in UTC: `2024-05-01`. */
function dayOf(time: number): string {
  return new Date(time * 1000).toISOString().slice(0, 10);
}

/** A translated page is older in git than the default-language page it translates. */
export default createRule({
  meta: {
    id: 'translation-stale',
    summary: 'A translated page is older in git than the default-language page it translates.',
    defaultSeverity: 'notice',
    category: 'navigation',
    messages: {
      stale:
        'Page {{page}} of language {{code}} may be out of date: its source {{source}} changed after it, in commit ' +
        '{{commit}} {{subject}} ({{sourceDay}}; the translation was last changed on {{day}}).',
    },
  },
  check({ model, report }) {
    for (const t of staleTranslationsOf(model)) {
      report({
        span: t.page.span,
        messageId: 'stale',
        data: {
          page: JSON.stringify(t.page.path),
          code: JSON.stringify(t.language.code),
          day: dayOf(t.change.time),
          source: JSON.stringify(t.source.path),
          commit: t.sourceChange.commit.slice(0, 7),
          subject: JSON.stringify(t.sourceChange.subject),
          sourceDay: dayOf(t.sourceChange.time),
        },
        related: [
          {
            span: t.source.span,
            message: `The page ${JSON.stringify(t.source.path)} of language ${JSON.stringify(t.set.default.code)}`,
          },
        ],
        // The source as it was at the translation's last commit, against its last version: what is to translate.
        help:
          `\`git diff ${t.change.commit.slice(0, 7)} ${t.sourceChange.commit.slice(0, 7)} -- ${t.sourceFile}\`, in ` +
          'the docs root, shows what changed since: bring the translation up to date and commit it.',
      });
    }
  },
});
