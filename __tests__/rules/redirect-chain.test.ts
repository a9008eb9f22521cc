import { ruleTester } from '../helpers/rule-tester.js';
import { site } from './site.js';

/** The suggestion's output: docs.json with these redirects. */
const suggested = (...redirects: string[]) => [{ output: { 'docs.json': site(redirects)['docs.json'] } }];

ruleTester.run('redirect-chain', {
  valid: [
    {
      name: 'each redirect points at a page',
      files: site([
        '{ "source": "/first", "destination": "/guides/a" }',
        '{ "source": "/old/:slug*", "destination": "/guides/:slug*" }',
      ]),
    },
    { name: 'a redirect to another site', files: site(['{ "source": "/out", "destination": "https://example.com" }']) },
  ],
  invalid: [
    {
      name: 'a redirect to a redirected URL: a warning on its destination, a suggestion only (no fix)',
      files: site([
        '{ "source": "/first", "destination": "/second" }',
        '{ "source": "/second", "destination": "/guides/a" }',
      ]),
      errors: [
        {
          line: 8,
          column: 42,
          endLine: 8,
          endColumn: 51,
          severity: 'warning',
          messageId: 'chain',
          message:
            'Redirect "/first" sends readers to "/second", which is itself redirected ("/second" → "/guides/a"): readers take 2 hops. Point it at "/guides/a".',
          suggestions: suggested(
            '{ "source": "/first", "destination": "/guides/a" }',
            '{ "source": "/second", "destination": "/guides/a" }',
          ),
        },
      ],
    },
    {
      name: 'wildcards',
      files: site([
        '{ "source": "/old/:slug*", "destination": "/mid/:slug*" }',
        '{ "source": "/mid/:slug*", "destination": "/guides/:slug*" }',
      ]),
      errors: [
        {
          line: 8,
          column: 47,
          endLine: 8,
          endColumn: 60,
          messageId: 'chain',
          message: /Point it at "\/guides\/:slug\*"\.$/,
          suggestions: suggested(
            '{ "source": "/old/:slug*", "destination": "/guides/:slug*" }',
            '{ "source": "/mid/:slug*", "destination": "/guides/:slug*" }',
          ),
        },
      ],
    },
    {
      name: 'three hops: each redirect into the chain is reported',
      files: site([
        '{ "source": "/one", "destination": "/two" }',
        '{ "source": "/two", "destination": "/three" }',
        '{ "source": "/three", "destination": "/guides/b" }',
      ]),
      errors: [
        {
          line: 8,
          column: 40,
          endLine: 8,
          endColumn: 46,
          messageId: 'chain',
          message: /readers take 3 hops\. Point it at "\/guides\/b"\.$/,
          suggestions: suggested(
            '{ "source": "/one", "destination": "/guides/b" }',
            '{ "source": "/two", "destination": "/three" }',
            '{ "source": "/three", "destination": "/guides/b" }',
          ),
        },
        {
          line: 9,
          column: 40,
          endLine: 9,
          endColumn: 48,
          messageId: 'chain',
          message: /readers take 2 hops\. Point it at "\/guides\/b"\.$/,
          suggestions: suggested(
            '{ "source": "/one", "destination": "/two" }',
            '{ "source": "/two", "destination": "/guides/b" }',
            '{ "source": "/three", "destination": "/guides/b" }',
          ),
        },
      ],
    },
  ],
});
