import { ruleTester } from '../helpers/rule-tester.js';
import { site } from './site.js';

const page = (body: string) => ({ 'guides/a.mdx': `---\ntitle: A\n---\n\n${body}\n` });

ruleTester.run('link-extension', {
  valid: [
    { name: 'links without extensions', files: site([], page('See [B](/guides/b) and [B again](./b#setup).')) },
    {
      name: 'a link to a file that is no page keeps its extension',
      files: site([], {
        ...page('Get [the spec](/openapi.yaml).'),
        'openapi.yaml': 'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths: {}\n',
      }),
    },
  ],
  invalid: [
    {
      name: 'a page named by its file: the fix takes the extension off',
      files: site([], page('See [B](/guides/b.mdx) and <Card title="B" href="/guides/b.mdx?tab=python">B</Card>.')),
      errors: [
        {
          file: 'guides/a.mdx',
          line: 5,
          column: 9,
          endLine: 5,
          endColumn: 22,
          messageId: 'extension',
          data: { what: 'Link', written: '"/guides/b.mdx"', page: '/guides/b' },
        },
        {
          file: 'guides/a.mdx',
          line: 5,
          column: 50,
          endLine: 5,
          endColumn: 74,
          messageId: 'extension',
          message: /^`<Card href>` "\/guides\/b\.mdx\?tab=python"/,
        },
      ],
      output: {
        'guides/a.mdx':
          '---\ntitle: A\n---\n\nSee [B](/guides/b) and <Card title="B" href="/guides/b?tab=python">B</Card>.\n',
      },
    },
    {
      name: 'a link to the Markdown export is only a suggestion: nothing is fixed',
      files: site([], page('See [setup](/guides/b.md#setup).')),
      errors: [
        {
          file: 'guides/a.mdx',
          line: 5,
          column: 13,
          endLine: 5,
          endColumn: 31,
          messageId: 'markdownExport',
          suggestions: [{ output: page('See [setup](/guides/b#setup).') }],
        },
      ],
    },
  ],
});
