import { ruleTester } from '../helpers/rule-tester.js';
import { site } from './site.js';

ruleTester.run('redirect-invalid', {
  valid: [
    {
      name: 'a destination reuses only the parameters its source captures',
      files: site(['{ "source": "/blog/:post", "destination": "/guides/:post" }']),
    },
  ],
  invalid: [
    {
      name: 'a redirect without a destination: reported on the entry',
      files: site(['{ "source": "/gone" }']),
      errors: [
        { line: 8, column: 5, endLine: 8, endColumn: 6, messageId: 'missingField', data: { key: 'destination' } },
      ],
    },
    {
      name: 'a ?query in a source: the suggestion writes the path alone',
      files: site(['{ "source": "/old?x=1", "destination": "/guides/b" }']),
      errors: [
        {
          line: 8,
          column: 17,
          endLine: 8,
          endColumn: 27,
          messageId: 'sourceQuery',
          data: { source: '"/old?x=1"', path: '"/old"' },
          suggestions: [
            { output: { 'docs.json': site(['{ "source": "/old", "destination": "/guides/b" }'])['docs.json'] } },
          ],
        },
      ],
    },
  ],
});
