import { type SyntaxProblem, createRule } from './api.js';
import { contentSpan } from '../model/content.js';

const messages = {
  notChecked: 'Not checked: {{reason}}.',
  syntax: '{{error}}.',
  htmlComment: '{{error}}. HTML comments `<!-- -->` are not MDX: write `{/* … */}` instead.',
  unclosedElement:
    '{{error}}. In MDX every tag must be closed: write `<{{tag}} />` for an HTML element, or `&lt;{{tag}}&gt;` (or ' +
    'backticks) if it is meant as text.',
  unclosedComponent:
    '{{error}}. Every tag opened in MDX must be closed in the same block: add the closing tag (or write `<Tag />`), ' +
    'and keep a blank line around block content.',
  strayClosingTag: '{{error}}. This closing tag has no matching opening tag: remove it, or open the element before.',
  lessThan:
    '{{error}}. In MDX `<` opens a JSX tag: write `&lt;` (or `\\<`) for a literal less-than sign, or put the text in ' +
    'backticks.',
  importExport:
    '{{error}}. A line that starts with `import` or `export` is read as JavaScript: rephrase the line, or fix the ' +
    'statement.',
  expression:
    '{{error}}. In MDX `{` opens a JavaScript expression: write `\\{` for a literal brace, or put the text in ' +
    'backticks.',
} as const;

/** A page or snippet that does not parse as MDX: the platform's build fails on it. */
export default createRule({
  meta: {
    id: 'mdx-syntax',
    summary:
      'A page or snippet does not parse as MDX, so the platform cannot build it; the message and position are those ' +
      'of the MDX parser.',
    defaultSeverity: 'error',
    category: 'pages',
    messages,
  },
  readsContent: true,
  create({ report }) {
    return {
      page(f) {
        const x = f.extract;
        if (x.kind === 'skipped') {
          // One that parsing would cost too much is page-too-complex's; one left when time ran out, check-timeout's.
          if (x.tooComplex || x.stopped) return;
          report({
            span: contentSpan(f, [1, 1, 1, 1]),
            severity: 'warning',
            messageId: 'notChecked',
            data: { reason: x.reason },
          });
          return;
        }
        if (x.kind !== 'mdx' || !x.error) return;
        // The parser's own words, then plain words for the common cases.
        const error = `${x.error.message}${x.error.detail ? ` (${x.error.detail})` : ''}`;
        const { messageId, tag } = syntaxMessage(x.error);
        report({ span: contentSpan(f, x.error.range), messageId, data: { error, tag } });
      },
    };
  },
});

/** The message for a syntax error: plain words for the common cases (and the tag not closed, when it is HTML). */
function syntaxMessage(e: SyntaxProblem): { messageId: keyof typeof messages; tag: string } {
  const m = e.message;
  const only = (messageId: keyof typeof messages) => ({ messageId, tag: '' });
  if (m.includes('to create a comment in MDX')) return only('htmlComment');
  if (m.startsWith('Expected a closing tag for')) {
    const tag = /^Expected a closing tag for `<([^>\s]*)>`/.exec(m)?.[1] ?? '';
    return /^[a-z]/.test(tag) ? { messageId: 'unclosedElement', tag } : only('unclosedComponent');
  }
  if (m.startsWith('Unexpected closing slash') || m.startsWith('Unexpected closing tag'))
    return only('strayClosingTag');
  const where = '(before name|in name|after name|in attribute|before attribute|tag)';
  if (new RegExp(`^Unexpected (character|end of file|lazy line).*${where}`).test(m)) return only('lessThan');
  if (e.source === 'micromark-extension-mdxjs-esm') return only('importExport');
  if (e.source === 'micromark-extension-mdx-expression' || /expression/.test(m)) return only('expression');
  return only('syntax');
}
