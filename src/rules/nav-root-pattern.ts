import { createRule, describeType, getProp, openingBrace } from './api.js';
import { SHAPES } from '../model/shapes.js';

const ROOT_PATTERNS = SHAPES.root.children;

/** `navigation` missing, or with zero or several root patterns. */
export default createRule({
  meta: {
    id: 'nav-root-pattern',
    summary: '`navigation` is missing or does not hold exactly one root pattern.',
    defaultSeverity: 'error',
    category: 'navigation',
    messages: {
      missing:
        'docs.json has no `navigation`: the site would have no pages. Add a `navigation` object with one root ' +
        'pattern (for example `"groups"`).',
      notObject: '`navigation` must be an object, not {{found}}.',
      noRootPattern: '`navigation` has no root pattern; it needs exactly one of {{patterns}}.',
      severalRootPatterns:
        '`navigation` has several root patterns; the platform keeps only `{{kept}}` and silently drops `{{key}}` ' +
        'and everything in it.',
    },
  },
  check({ model, report }) {
    const docs = model.docs;
    if (!docs || docs.broken) return;
    const nav = getProp(docs, 'navigation');
    if (!nav) {
      report({
        span: openingBrace(docs),
        messageId: 'missing',
      });
      return;
    }
    if (nav.value.broken) return;
    if (nav.value.type !== 'object') {
      report({ span: nav.value.span, messageId: 'notObject', data: { found: describeType(nav.value) } });
      return;
    }
    const present = nav.value.props.filter((p) => (ROOT_PATTERNS as readonly string[]).includes(p.key));
    if (present.length === 0) {
      report({
        span: nav.keySpan,
        messageId: 'noRootPattern',
        data: { patterns: ROOT_PATTERNS.map((k) => `\`${k}\``).join(', ') },
      });
      return;
    }
    const kept = ROOT_PATTERNS.find((k) => present.some((p) => p.key === k));
    for (const p of present) {
      if (p.key === kept) continue;
      report({
        span: p.keySpan,
        messageId: 'severalRootPatterns',
        data: { kept: kept!, key: p.key },
        help: `Nest \`${p.key}\` inside the \`${kept}\` entries, or keep one root pattern.`,
      });
    }
  },
});
