import { capitalize } from '../core/suggest.js';
import { getProp, type JNode } from '../core/jnode.js';
import { isElement, type NavElement } from '../model/nav.js';
import { firstAt } from '../model/site.js';
import { createRule } from './rule.js';

const LABELLED = new Set(['version', 'language', 'tab']);

/** The same version, language or tab label twice among siblings; several `default: true`. */
export default createRule({
  meta: {
    id: 'nav-duplicate',
    summary:
      'The same version, language or tab label appears twice among siblings, or several siblings are `default: true`.',
    defaultSeverity: 'warning',
    category: 'navigation',
  },
  check({ model, report }) {
    for (const parent of model.elements) {
      const groups = new Map<string, NavElement[]>();
      for (const item of parent.items) {
        if (!isElement(item) || !LABELLED.has(item.kind) || item.isGlobalEntry) continue;
        const list = groups.get(item.kind) ?? [];
        list.push(item);
        groups.set(item.kind, list);
      }
      for (const [kind, siblings] of groups) {
        const seen = new Map<string, NavElement>();
        for (const el of siblings) {
          if (el.label === undefined || el.label === '' || !el.labelProp) continue;
          const first = seen.get(el.label);
          if (first) {
            report({
              span: el.labelProp.value.span,
              message:
                `${capitalize(kind)} ${JSON.stringify(el.label)} appears twice here (first at ` +
                `${firstAt(model, first.labelProp!.value.span, el.labelProp.value.span)}); readers see two ` +
                `identical entries in the ${kind === 'tab' ? 'tabs row' : `${kind} selector`}.`,
              related: [
                { span: first.labelProp!.value.span, message: `The first ${kind} ${JSON.stringify(el.label)}` },
              ],
            });
          } else seen.set(el.label, el);
        }
        if (kind === 'tab') continue;
        const defaults = siblings.filter((el) => isTrue(getProp(el.node, 'default')?.value));
        for (const el of defaults.slice(1)) {
          const p = getProp(el.node, 'default')!;
          report({
            span: p.keySpan,
            message:
              `Several ${kind}s are \`default: true\` (first: ${JSON.stringify(defaults[0].label ?? '')}); ` +
              `the platform picks one of them, so which one readers land on is ambiguous.`,
          });
        }
      }
    }
  },
});

function isTrue(v: JNode | undefined): boolean {
  return v?.type === 'boolean' && v.value === true;
}
