import { ruleTester } from '../helpers/rule-tester.js';

/** A site whose one group lists `pages`, with the given files beside docs.json. */
function pages(entries: string[], files: Record<string, string>): Record<string, string> {
  const navigation = { groups: [{ group: 'Guides', pages: entries }] };
  const docs = { theme: 'mint', name: 'Rules', colors: { primary: '#087A60' }, navigation };
  return { 'docs.json': JSON.stringify(docs, null, 2) + '\n', ...files };
}
const mdx = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;

ruleTester.run('page-extension', {
  valid: [
    {
      name: 'a dot in a page name is no extension',
      files: pages(['guides/v1.5', 'guides/setup'], {
        'guides/v1.5.mdx': mdx('v1.5'),
        'guides/setup.md': mdx('Setup'),
      }),
    },
  ],
  invalid: [
    {
      name: 'the entry names the same file without it: fixed',
      files: pages(['guides/setup.md'], { 'guides/setup.md': mdx('Setup') }),
      errors: [{ line: 12, column: 11, endLine: 12, endColumn: 28, messageId: 'extension' }],
      output: pages(['guides/setup'], {}),
    },
    {
      name: 'without it the entry would name the .mdx beside the .md: only a suggestion',
      files: pages(['guides/setup.md'], { 'guides/setup.md': mdx('Setup'), 'guides/setup.mdx': mdx('Setup') }),
      errors: [
        {
          line: 12,
          column: 11,
          endLine: 12,
          endColumn: 28,
          messageId: 'extension',
          suggestions: [{ output: pages(['guides/setup'], {}) }],
        },
      ],
    },
  ],
});
