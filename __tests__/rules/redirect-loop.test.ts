import { ruleTester } from '../helpers/rule-tester.js';
import { site } from './site.js';

ruleTester.run('redirect-loop', {
  valid: [
    {
      name: 'redirects that end on a page',
      files: site(['{ "source": "/a", "destination": "/b" }', '{ "source": "/b", "destination": "/guides/a" }']),
    },
    {
      name: 'a wildcard that leads elsewhere and stops',
      files: site(['{ "source": "/docs/:slug*", "destination": "/guides/:slug*" }']),
    },
    {
      name: 'a trailing slash that stays on one page is no loop',
      files: site(['{ "source": "/guides/old/", "destination": "/guides/b" }']),
    },
  ],
  invalid: [
    {
      name: 'two redirects that send readers back: one finding, on the first',
      files: site(['{ "source": "/a", "destination": "/b" }', '{ "source": "/b", "destination": "/a" }']),
      errors: [
        {
          line: 8,
          column: 17,
          endLine: 8,
          endColumn: 21,
          messageId: 'loop',
          message:
            'Redirect "/a" leads back to itself: /a → /b → /a. Readers are sent round until the browser gives up.',
        },
      ],
    },
    {
      name: 'a redirect to itself with a trailing slash',
      files: site(['{ "source": "/self", "destination": "/self/" }']),
      errors: [{ line: 8, column: 17, endLine: 8, endColumn: 24, severity: 'error', messageId: 'loop' }],
    },
    {
      name: 'a wildcard whose destination it matches again grows without end',
      files: site(['{ "source": "/docs/:slug*", "destination": "/docs/v2/:slug*" }']),
      errors: [
        {
          line: 8,
          column: 17,
          endLine: 8,
          endColumn: 31,
          messageId: 'endless',
          data: {
            source: '"/docs/:slug*"',
            path: '/docs/:slug* → /docs/v2/:slug* → /docs/v2/v2/:slug* → /docs/v2/v2/v2/:slug*',
          },
        },
      ],
    },
  ],
});
