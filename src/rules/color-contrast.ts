import { AA_TEXT, colorPairs, nearestPassing } from '../model/colors.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const LOW =
  '{{path}} {{value}} ({{use}}) has a contrast of {{ratio}}:1 against the {{mode}} background {{background}} ' +
  '({{from}}); ';
const NEAREST = 'The nearest colour of the same hue that passes is "{{near}}".';

/**
 * The colours the platform chose, by key: its default primary and light (`getBackgroundColors` in `@mintlify/common`)
 * and those of its starter kit's docs.json, which sites keep unchanged.
 */
const PLATFORM_COLORS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['colors.primary', new Set(['#16A34A'])],
  ['colors.light', new Set(['#4ADE80', '#07C983'])],
  ['colors.dark', new Set(['#15803D'])],
]);

/** A docs.json colour below WCAG AA contrast on the background the theme shows it on. */
export default createRule({
  meta: {
    id: 'color-contrast',
    summary:
      'A docs.json colour (`colors.primary`, `colors.light`, `colors.dark`, an anchor `color`) has less contrast ' +
      'than WCAG AA asks on the background the theme puts it on (4.5:1 for text, 3:1 for buttons); the nearest ' +
      'colour of the same hue that passes is suggested (WCAG 1.4.3, 1.4.11).',
    defaultSeverity: 'warning',
    category: 'accessibility',
    hasSuggestions: true,
    messages: {
      lowForText: `${LOW}WCAG AA asks {{min}}:1 for text. ${NEAREST}`,
      lowForButtons: `${LOW}WCAG AA asks {{min}}:1 for buttons and large text. ${NEAREST}`,
    },
  },
  check({ model, report }) {
    const docs = model.docs;
    if (!docs || docs.broken) return;
    for (const pair of colorPairs(docs, model.elements)) {
      if (pair.ratio >= pair.min) continue;
      // The platform's own colours (its default, its starter kit's) are its choice, not the team's.
      if (PLATFORM_COLORS.get(pair.path)?.has(pair.value.toUpperCase())) continue;
      const bg = pair.background;
      const found = nearestPassing(pair.value, bg.hex, pair.min);
      // Black or white has at least 4.58:1 against any background, so a colour that passes is always found (the
      // value parsed to measure its contrast): there is no finding without one to offer.
      if (found === undefined) continue;
      // Written in the case of the user's own value.
      const near = found && /[A-F]/.test(pair.value) && !/[a-f]/.test(pair.value) ? found.toUpperCase() : found;
      report({
        span: pair.node.span,
        // A notice where only the platform's check asks it (a button's fill against the dark page).
        ...(pair.fillOnly ? { severity: 'notice' as const } : {}),
        messageId: pair.min === AA_TEXT ? 'lowForText' : 'lowForButtons',
        data: {
          path: pair.path,
          value: JSON.stringify(pair.value),
          use: pair.use,
          ratio: pair.ratio.toFixed(2),
          mode: bg.mode,
          background: bg.hex,
          from: bg.from,
          min: pair.min,
          near,
        },
        ...suggestion(replaceString(model, pair.node.span, pair.value, near)),
      });
    }
  },
});
