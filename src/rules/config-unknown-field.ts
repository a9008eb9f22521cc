import { closest } from '../core/suggest.js';
import { getProp } from '../core/jnode.js';
import { SETTINGS_SCHEMA, THEME_SETTINGS, unknownKeys } from '../model/schemas.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

/** Top-level keys that are not settings but that the platform or its tools read. */
const NOT_SETTINGS = new Set(['navigation', '$ref']);

/** A docs.json setting the platform ignores: an unknown key, or a setting only another theme reads. */
export default createRule({
  meta: {
    id: 'config-unknown-field',
    summary:
      'A docs.json setting the platform ignores: a key it does not know, or a setting only another theme reads; the ' +
      'closest known key is suggested.',
    defaultSeverity: 'warning',
    recommended: 'notice',
    category: 'config',
    hasSuggestions: true,
    messages: {
      otherTheme: '`{{key}}` is read by the {{themes}} theme only; with theme {{theme}} the platform ignores it.',
      fontsFamily:
        '`fonts` has a `family`, so the platform reads it as one font for the whole site and ignores `{{key}}`. ' +
        'Move the font into `heading` and `body`, or remove `{{key}}`.',
      unknownSetting: '`{{key}}` is not a docs.json setting; the platform ignores it.',
      unknownSettingNear: '`{{key}}` is not a docs.json setting; the platform ignores it. Did you mean `{{near}}`?',
      unknownField: '`{{key}}` is not a field of `{{path}}`; the platform ignores it.',
      unknownFieldNear: '`{{key}}` is not a field of `{{path}}`; the platform ignores it. Did you mean `{{near}}`?',
    },
  },
  check({ model, report }) {
    const docs = model.docs;
    if (!docs) return;
    const theme = getProp(docs, 'theme')?.value;
    const themeName = theme?.type === 'string' ? (theme.value as string) : undefined;
    for (const [key, themes] of Object.entries(THEME_SETTINGS)) {
      const p = getProp(docs, key);
      if (!p || themeName === undefined || themes.includes(themeName)) continue;
      report({
        span: p.keySpan,
        messageId: 'otherTheme',
        data: { key, themes: themes.map((t) => `"${t}"`).join(', '), theme: JSON.stringify(themeName) },
      });
    }
    for (const u of unknownKeys(docs, SETTINGS_SCHEMA)) {
      if (u.path === '' && NOT_SETTINGS.has(u.prop.key)) continue;
      const known = u.path === '' ? [...u.known, 'navigation'] : u.known;
      const near = closest(u.prop.key, known);
      if (u.path === 'fonts' && (u.prop.key === 'heading' || u.prop.key === 'body')) {
        report({
          span: u.prop.keySpan,
          messageId: 'fontsFamily',
          data: { key: u.prop.key },
        });
        continue;
      }
      report({
        span: u.prop.keySpan,
        messageId:
          u.path === '' ? (near ? 'unknownSettingNear' : 'unknownSetting') : near ? 'unknownFieldNear' : 'unknownField',
        data: { key: u.prop.key, path: u.path, near: near ?? '' },
        ...(near && !getProp(u.parent, near)
          ? suggestion(
              replaceString(model, u.prop.keySpan, u.prop.key, near),
              `Rename \`${u.prop.key}\` to \`${near}\``,
            )
          : {}),
      });
    }
  },
});
