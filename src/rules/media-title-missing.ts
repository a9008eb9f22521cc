import { contentSpan, a11yOf } from '../model/content.js';
import { createRule } from './api.js';

const VIDEO = ': a screen reader cannot say what it shows. Give it a `title` that does';
const IFRAME =
  ': a screen reader announces the embedded frame without saying what it holds. Give it a `title` that does';
const EMPTY = 'has an empty `{{attribute}}`';
const CAPTION = ', for instance its caption: title={{caption}}.';

/** A video or an embedded frame with no text that names it. */
export default createRule({
  meta: {
    id: 'media-title-missing',
    summary:
      'A `<video>` has no `title`, `aria-label` or `alt`, or an `<iframe>` no `title`: assistive technology cannot ' +
      'say what it is (WCAG 1.1.1, 4.1.2).',
    defaultSeverity: 'warning',
    category: 'accessibility',
    messages: {
      videoUntitled: `\`<video>\` has no \`title\`, \`aria-label\` or \`alt\`${VIDEO}.`,
      videoUntitledCaption: `\`<video>\` has no \`title\`, \`aria-label\` or \`alt\`${VIDEO}${CAPTION}`,
      videoEmpty: `\`<video>\` ${EMPTY}${VIDEO}.`,
      videoEmptyCaption: `\`<video>\` ${EMPTY}${VIDEO}${CAPTION}`,
      iframeUntitled: `\`<iframe>\` has no \`title\`${IFRAME}.`,
      iframeUntitledCaption: `\`<iframe>\` has no \`title\`${IFRAME}${CAPTION}`,
      iframeEmpty: `\`<iframe>\` ${EMPTY}${IFRAME}.`,
      iframeEmptyCaption: `\`<iframe>\` ${EMPTY}${IFRAME}${CAPTION}`,
    },
  },
  readsContent: true,
  create({ report }) {
    return {
      page(f) {
        const a11y = a11yOf(f);
        if (!a11y) return;
        for (const m of a11y.media) {
          if ((m.kind !== 'video' && m.kind !== 'iframe') || m.dynamic || m.decorative) continue;
          if (m.alt !== undefined && m.alt.trim() !== '') continue;
          const caption = m.caption?.replace(/\s+/g, ' ').trim();
          const problem = m.alt !== undefined ? (`${m.kind}Empty` as const) : (`${m.kind}Untitled` as const);
          report({
            span: contentSpan(f, m.range),
            messageId: caption ? `${problem}Caption` : problem,
            data: { attribute: m.altAttribute ?? '', caption: caption ? JSON.stringify(caption) : '' },
          });
        }
      },
    };
  },
});
