import type { SyntaxProblem } from '../content/types.js';
import { createRule } from './rule.js';

/** A page or snippet that does not parse as MDX: the platform's build fails on it. */
export default createRule({
  meta: {
    id: 'mdx-syntax',
    summary:
      'A page or snippet does not parse as MDX, so the platform cannot build it; the message and position are those ' +
      'of the MDX parser.',
    defaultSeverity: 'error',
    category: 'pages',
  },
  readsContent: true,
  check({ model, report }) {
    const content = model.content;
    if (!content) return;
    for (const f of content.files) {
      const x = f.extract;
      if (x.kind === 'skipped') {
        // One that parsing would cost too much is page-too-complex's; one left when time ran out, check-timeout's.
        if (x.tooComplex || x.stopped) continue;
        report({ span: content.span(f, [1, 1, 1, 1]), severity: 'warning', message: `Not checked: ${x.reason}.` });
        continue;
      }
      if (x.kind !== 'mdx' || !x.error) continue;
      const hint = hintFor(x.error);
      report({
        span: content.span(f, x.error.range),
        message: `${x.error.message}${x.error.detail ? ` (${x.error.detail})` : ''}.${hint ? ` ${hint}` : ''}`,
      });
    }
  },
});

/** Plain words for the common cases. */
function hintFor(e: SyntaxProblem): string | undefined {
  const m = e.message;
  if (m.includes('to create a comment in MDX'))
    return 'HTML comments `<!-- -->` are not MDX: write `{/* … */}` instead.';
  if (m.startsWith('Expected a closing tag for')) {
    const tag = /^Expected a closing tag for `<([^>\s]*)>`/.exec(m)?.[1] ?? '';
    if (/^[a-z]/.test(tag))
      return (
        `In MDX every tag must be closed: write \`<${tag} />\` for an HTML element, or \`&lt;${tag}&gt;\` (or ` +
        `backticks) if it is meant as text.`
      );
    return (
      'Every tag opened in MDX must be closed in the same block: add the closing tag (or write `<Tag />`), and ' +
      'keep a blank line around block content.'
    );
  }
  if (m.startsWith('Unexpected closing slash') || m.startsWith('Unexpected closing tag'))
    return 'This closing tag has no matching opening tag: remove it, or open the element before.';
  const where = '(before name|in name|after name|in attribute|before attribute|tag)';
  if (new RegExp(`^Unexpected (character|end of file|lazy line).*${where}`).test(m)) {
    return (
      'In MDX `<` opens a JSX tag: write `&lt;` (or `\\<`) for a literal less-than sign, or put the text in ' +
      'backticks.'
    );
  }
  if (e.source === 'micromark-extension-mdxjs-esm')
    return (
      'A line that starts with `import` or `export` is read as JavaScript: rephrase the line, or fix the ' +
      'statement.'
    );
  if (e.source === 'micromark-extension-mdx-expression' || /expression/.test(m)) {
    return 'In MDX `{` opens a JavaScript expression: write `\\{` for a literal brace, or put the text in backticks.';
  }
  return undefined;
}
