import { capitalize } from '../core/suggest.js';
import type { JNode } from '../load/json.js';
import { describeElement } from '../model/nav.js';
import { createRule } from './rule.js';

/** Every string anywhere below a value: the page entries a child array holds. */
function strings(node: JNode, out: Set<string>): Set<string> {
  if (node.type === 'string') out.add(node.value as string);
  else if (node.type === 'array') for (const i of node.items) strings(i, out);
  else if (node.type === 'object') for (const p of node.props) strings(p.value, out);
  return out;
}

/** An element holding more than one kind of child at one level. */
export default createRule({
  meta: { id: 'nav-mixed-children', summary: 'An element holds more than one kind of child at one level; the platform keeps only one.', defaultSeverity: 'error', category: 'navigation' },
  check({ model, report }) {
    for (const el of model.elements) {
      if (el.kind === 'root' || el.childProps.length < 2) continue;
      const kept = el.childProps.find((p) => p.key === el.childKey)!;
      const keptStrings = strings(kept.value, new Set());
      for (const p of el.childProps) {
        if (p === kept) continue;
        const head = `${capitalize(describeElement(el))} holds both \`${el.childKey}\` and \`${p.key}\`; an element may hold one kind of child, so the platform keeps \`${el.childKey}\` and silently drops \`${p.key}\``;
        const lost = [...strings(p.value, new Set())].filter((s) => !keptStrings.has(s));
        if (lost.length === 0) {
          // Nothing is lost when every entry also stands under the kept key: tidy, not broken.
          report({ span: p.keySpan, severity: 'warning', message: `${head}. Nothing is lost (every entry of \`${p.key}\` is also under \`${el.childKey}\`), so \`${p.key}\` can be removed.` });
          continue;
        }
        report({
          span: p.keySpan,
          message: `${head}, which loses ${lost.length === 1 ? JSON.stringify(lost[0]) : `${lost.length} entries`}.`,
          suggestion: `Move the \`${p.key}\` entries into one of the \`${el.childKey}\`, or wrap them in a group.`,
        });
      }
    }
  },
});
