import { type JNode, createRule, getProp } from './api.js';
import { isElement, type NavElement } from '../model/nav.js';
import { firstAt } from '../model/site.js';

const LABELLED = new Set(['version', 'language', 'tab']);

/** The message of a label written twice, by the kind of element that carries it. */
const TWICE = { tab: 'duplicateTab', version: 'duplicateVersion', language: 'duplicateLanguage' } as const;

/** The same version, language or tab label twice among siblings; several `default: true`. */
export default createRule({
  meta: {
    id: 'nav-duplicate',
    summary:
      'The same version, language or tab label appears twice among siblings, or several siblings are `default: true`.',
    defaultSeverity: 'warning',
    category: 'navigation',
    messages: {
      duplicateTab:
        'Tab {{label}} appears twice here (first at {{first}}); readers see two identical entries in the tabs row.',
      duplicateVersion:
        'Version {{label}} appears twice here (first at {{first}}); readers see two identical entries in the ' +
        'version selector.',
      duplicateLanguage:
        'Language {{label}} appears twice here (first at {{first}}); readers see two identical entries in the ' +
        'language selector.',
      severalDefaults:
        'Several {{kind}}s are `default: true` (first: {{first}}); the platform picks one of them, so which one ' +
        'readers land on is ambiguous.',
    },
  },
  create({ model, report }) {
    return {
      navElement(parent) {
        const groups = new Map<keyof typeof TWICE, NavElement[]>();
        for (const item of parent.items) {
          if (!isElement(item) || !LABELLED.has(item.kind) || item.isGlobalEntry) continue;
          const kind = item.kind as keyof typeof TWICE;
          const list = groups.get(kind) ?? [];
          list.push(item);
          groups.set(kind, list);
        }
        for (const [kind, siblings] of groups) {
          const seen = new Map<string, NavElement>();
          for (const el of siblings) {
            if (el.label === undefined || el.label === '' || !el.labelProp) continue;
            const first = seen.get(el.label);
            if (first) {
              report({
                span: el.labelProp.value.span,
                messageId: TWICE[kind],
                data: {
                  label: JSON.stringify(el.label),
                  first: firstAt(model, first.labelProp!.value.span, el.labelProp.value.span),
                },
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
              messageId: 'severalDefaults',
              data: { kind, first: JSON.stringify(defaults[0].label ?? '') },
            });
          }
        }
      },
    };
  },
});

function isTrue(v: JNode | undefined): boolean {
  return v?.type === 'boolean' && v.value === true;
}
