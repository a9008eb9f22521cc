import { quote } from '../core/suggest.js';
import { createRule } from './rule.js';

/**
 * Link texts that say nothing of where the link leads, as Lighthouse's "Links do not have descriptive text" audit
 * lists them in English, less "go" and "start": in documentation they name the Go language and a section.
 */
const VAGUE = new Set([
  'click',
  'click here',
  'click this',
  'here',
  'information',
  'learn more',
  'link',
  'more',
  'more info',
  'more information',
  'read more',
  'right here',
  'see more',
  'this',
  'this link',
  'this page',
]);

/** Whether a link text is one of the texts that say nothing out of context. */
export function isVague(text: string): boolean {
  return VAGUE.has(
    text
      .toLowerCase()
      .replace(/[.,:;!?…→»>)(\s]+$/u, '')
      .replace(/^[\s(]+/, '')
      .trim(),
  );
}

const NO_TEXT =
  'has no text: a screen reader announces it as "link" or by its URL. Give it a text that names its target.';
const VAGUE_TEXT =
  'says only {{text}}: out of context, as screen readers list links, it does not say where it leads. Name the ' +
  'target in the link text.';

/** A link whose text is empty or says nothing ("click here"): out of context, a reader cannot tell where it leads. */
export default createRule({
  meta: {
    id: 'link-text-unclear',
    summary:
      'A link has no text (`[](…)`, an empty `<a>`) or a text that says nothing of where it leads ("click here", ' +
      '"here", "link", "read more"); screen reader users who list a page\'s links hear only that (WCAG 2.4.4).',
    defaultSeverity: 'warning',
    category: 'accessibility',
    messages: {
      noText: `{{link}} ${NO_TEXT}`,
      noTextTo: `{{link}} to {{url}} ${NO_TEXT}`,
      vague: `{{link}} ${VAGUE_TEXT}`,
      vagueTo: `{{link}} to {{url}} ${VAGUE_TEXT}`,
    },
  },
  readsContent: true,
  check({ model, report }) {
    const content = model.content;
    if (!content) return;
    for (const { file: f, a11y } of content.a11yFacts()) {
      for (const l of a11y.linkTexts) {
        // An `<a>` without `href` is a target (`<a id="…">`), not a link.
        if (l.labelled || (l.kind === 'a' && l.url === undefined)) continue;
        const name = l.text || l.imageAlt?.trim() || '';
        const to = l.url !== undefined && l.url !== '';
        const data = {
          link: l.kind === 'a' ? '`<a>`' : 'This link',
          url: to ? quote(l.url!, 60) : '',
          text: quote(name),
        };
        if (name === '') report({ span: content.span(f, l.range), messageId: to ? 'noTextTo' : 'noText', data });
        else if (isVague(name)) report({ span: content.span(f, l.range), messageId: to ? 'vagueTo' : 'vague', data });
      }
    }
  },
});
