import { createRule } from './rule.js';

/** A video or an embedded frame with no text that names it. */
export default createRule({
  meta: {
    id: 'media-title-missing',
    summary:
      'A `<video>` has no `title`, `aria-label` or `alt`, or an `<iframe>` no `title`: assistive technology cannot ' +
      'say what it is (WCAG 1.1.1, 4.1.2).',
    defaultSeverity: 'warning',
    category: 'accessibility',
  },
  readsContent: true,
  check({ model, report }) {
    const content = model.content;
    if (!content) return;
    for (const { file: f, a11y } of content.a11yFacts()) {
      for (const m of a11y.media) {
        if ((m.kind !== 'video' && m.kind !== 'iframe') || m.dynamic || m.decorative) continue;
        if (m.alt !== undefined && m.alt.trim() !== '') continue;
        const empty = m.alt !== undefined ? `an empty \`${m.altAttribute}\`` : undefined;
        const caption = m.caption?.replace(/\s+/g, ' ').trim();
        const hint = caption ? `, for instance its caption: title=${JSON.stringify(caption)}` : '';
        report({
          span: content.span(f, m.range),
          message:
            m.kind === 'video'
              ? `\`<video>\` has ${empty ?? 'no `title`, `aria-label` or `alt`'}: a screen reader cannot say what ` +
                `it shows. Give it a \`title\` that does${hint}.`
              : `\`<iframe>\` has ${empty ?? 'no `title`'}: a screen reader announces the embedded frame without ` +
                `saying what it holds. Give it a \`title\` that does${hint}.`,
        });
      }
    }
  },
});
