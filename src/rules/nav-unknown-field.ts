import { capitalize, closest } from '../core/suggest.js';
import { describeElement } from '../model/nav.js';
import { CHILD_KEYS, GLOBAL_ENTRY_FIELDS, KNOWN_MISTAKES, LABEL_KEY, SHAPES } from '../model/shapes.js';
import { replaceString } from '../model/fixes.js';
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
    category: 'navigation',
  },
  check({ model, report }) {
    for (const el of model.elements) {
      const known = new Set<string>();
      const label = LABEL_KEY[el.kind];
      if (label) known.add(label);
      if (el.isGlobalEntry) for (const f of [...GLOBAL_ENTRY_FIELDS, 'href']) known.add(f);
      else {
        const shape = SHAPES[el.kind];
        for (const f of shape.fields) known.add(f);
        for (const c of shape.children) known.add(c);
      }
      for (const p of el.node.props) {
        if (known.has(p.key)) continue;
        // A child key in the wrong place is nav-child-not-allowed's to report.
        if (!el.isGlobalEntry && el.kind !== 'global' && (CHILD_KEYS as readonly string[]).includes(p.key)) continue;
        if (p.key === '$schema' || p.key === '$ref') continue;
        // `graphql` on another element than a tab is graphql-placement's to report.
        if (p.key === 'graphql') continue;
        const mistake = KNOWN_MISTAKES[p.key];
        const near = mistake && known.has(mistake.key) ? mistake.key : closest(p.key, known);
        const advice =
          mistake && near === mistake.key
            ? ` ${capitalize(mistake.advice)}.`
            : near
              ? ` Did you mean \`${near}\`?`
              : '';
        report({
          span: p.keySpan,
          message:
            `\`${p.key}\` is not a field of ${el.kind === 'root' ? '`navigation`' : describeElement(el)}; ` +
            `the platform ignores it.${advice}`,
          // Renamed only where the new key is not there already and means what the old one was meant to.
          ...(near && !MEANING_DIFFERS.has(p.key) && !getProp(el.node, near)
            ? suggestion(replaceString(model, p.keySpan, p.key, near), `Rename \`${p.key}\` to \`${near}\``)
            : {}),
        });
      }
    }
  },
});
