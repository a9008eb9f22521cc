import { ruleTester } from '../helpers/rule-tester.js';
import { site } from './site.js';

const page = (body: string) => ({ 'guides/a.mdx': `---\ntitle: A\n---\n\n${body}` });

ruleTester.run('heading-level-skipped', {
  valid: [
    { name: 'levels one at a time', files: site([], page('## One\n\n### Two\n\n## Three\n')) },
    { name: 'going back up skips nothing', files: site([], page('## One\n\n### Two\n\n#### Three\n\n## Four\n')) },
    {
      name: 'a page whose headings all start a level deep has no gap of its own',
      files: site([], page('### Requirements\n\n#### Linux\n\n### Steps\n')),
    },
  ],
  invalid: [
    {
      name: 'a level 3 right after the title, on a page with level 2 headings',
      files: site([], page('### Requirements\n\n## Next\n')),
      errors: [
        {
          file: 'guides/a.mdx',
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 17,
          messageId: 'skippedLevel',
          message:
            '`###` "Requirements" follows the page\'s title, skipping level 2. Make it `##`, or add the missing level above it.',
        },
      ],
    },
    {
      name: 'an HTML heading counts as its level',
      files: site([], page('## Next\n\n<h5>Troubleshooting</h5>\n')),
      errors: [
        {
          file: 'guides/a.mdx',
          line: 7,
          column: 1,
          endLine: 7,
          endColumn: 25,
          messageId: 'skippedLevels',
          data: {
            heading: '<h5>',
            text: '"Troubleshooting"',
            previous: '`##` "Next"',
            from: 3,
            to: 4,
            expected: '<h3>',
          },
        },
      ],
    },
  ],
});
