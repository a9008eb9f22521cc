import { capitalize, closest } from '../core/suggest.js';
import { describeElement } from '../model/nav.js';
import { CHILD_KEYS, KNOWN_MISTAKES, LABEL_KEY, RESTRICTED_FIELDS, SHAPES } from '../model/shapes.js';
import { schemaFor, unknownKeys } from '../model/schemas.js';
import { replaceString } from '../fix/builders.js';
import { getProp } from '../core/jnode.js';
import { createRule, suggestion } from './rule.js';

/** Known mistakes whose key the platform reads with another meaning: renaming the key alone would be wrong. */
const MEANING_DIFFERS = new Set(['collapsed', 'collapsible']);

/** A key the platform ignores, with the closest known key. */
export default createRule({
  meta: {
    id: 'nav-unknown-field',
    summary: 'A navigation element carries a key the platform ignores; the closest known key is suggested.',
    defaultSeverity: 'warning',
    recommended: 'notice',
    category: 'navigation',
    hasSuggestions: true,
    messages: {
      unknown: '`{{key}}` is not a field of {{element}}; the platform ignores it.',
      unknownNear: '`{{key}}` is not a field of {{element}}; the platform ignores it. Did you mean `{{near}}`?',
      // `advice` is the sentence of a known mistake (KNOWN_MISTAKES), which says what the key is written as.
      knownMistake: '`{{key}}` is not a field of {{element}}; the platform ignores it. {{advice}}.',
      unknownSetting: '`{{key}}` is not a field of `{{path}}` on {{element}}; the platform ignores it.',
      unknownSettingNear:
        '`{{key}}` is not a field of `{{path}}` on {{element}}; the platform ignores it. Did you mean `{{near}}`?',
    },
  },
  check({ model, report }) {
    for (const el of model.elements) {
      // `global` refuses unknown keys outright: nav-field-type reports them as errors.
      if (el.kind === 'global') continue;
      const known = new Set<string>();
      const label = LABEL_KEY[el.kind];
      if (label) known.add(label);
      const shape = SHAPES[el.kind];
      for (const f of el.isGlobalEntry ? shape.globalFields : shape.fields) known.add(f);
      // A field only some kinds read is nav-field-type's to report where the platform refuses it.
      for (const f of Object.keys(RESTRICTED_FIELDS)) known.add(f);
      if (el.isGlobalEntry) known.add('href');
      else for (const c of shape.children) known.add(c);
      for (const p of el.node.props) {
        if (known.has(p.key)) continue;
        // A child key in the wrong place is nav-child-not-allowed's to report.
        if (!el.isGlobalEntry && (CHILD_KEYS as readonly string[]).includes(p.key)) continue;
        if (p.key === '$schema' || p.key === '$ref') continue;
        // `graphql` on another element than a tab is graphql-placement's to report.
        if (p.key === 'graphql') continue;
        const mistake = KNOWN_MISTAKES[p.key];
        const near = mistake && known.has(mistake.key) ? mistake.key : closest(p.key, known);
        const element = el.kind === 'root' ? '`navigation`' : describeElement(el);
        report({
          span: p.keySpan,
          ...(mistake && near === mistake.key
            ? { messageId: 'knownMistake', data: { key: p.key, element, advice: capitalize(mistake.advice) } }
            : near
              ? { messageId: 'unknownNear', data: { key: p.key, element, near } }
              : { messageId: 'unknown', data: { key: p.key, element } }),
          // Renamed only where the new key is not there already and means what the old one was meant to.
          ...(near && !MEANING_DIFFERS.has(p.key) && !getProp(el.node, near)
            ? suggestion(replaceString(model, p.keySpan, p.key, near), `Rename \`${p.key}\` to \`${near}\``)
            : {}),
        });
      }
      // Keys the platform ignores inside the element's own settings (`banner`, `navbar`, an `icon` object, …).
      const schema = schemaFor(el.kind, el.isGlobalEntry);
      const fieldSchemas = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const p of el.node.props) {
        const sub = fieldSchemas[p.key];
        if (!sub || (CHILD_KEYS as readonly string[]).includes(p.key)) continue;
        for (const u of unknownKeys(p.value, sub, p.key)) {
          const near = closest(u.prop.key, u.known);
          report({
            span: u.prop.keySpan,
            messageId: near ? 'unknownSettingNear' : 'unknownSetting',
            data: { key: u.prop.key, path: u.path, element: describeElement(el), near: near ?? '' },
            ...(near && !getProp(u.parent, near)
              ? suggestion(
                  replaceString(model, u.prop.keySpan, u.prop.key, near),
                  `Rename \`${u.prop.key}\` to \`${near}\``,
                )
              : {}),
          });
        }
      }
    }
  },
});
