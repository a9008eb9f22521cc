import { fetchableUrl, markdownUrls } from '../src/model/external-links.js';
import { ownSitePath, publishedSiteOf } from '../src/model/published-site.js';
import { excluder } from '../src/load/external-config.js';

describe('markdownUrls: the links of a Markdown description', () => {
  test('links, autolinks and bare URLs; not those in code', () => {
    const text = [
      'See [the guide](https://a.dev/guide "Guide") and <https://b.dev/x>, or https://c.dev/y.',
      'Call `https://api.d.dev/v1/users` with:',
      '```bash',
      'curl https://api.e.dev/v1',
      '```',
      '(https://f.dev/z)',
    ].join('\n');
    expect(markdownUrls(text)).toEqual(['https://a.dev/guide', 'https://b.dev/x', 'https://c.dev/y']);
  });
});

describe('fetchableUrl', () => {
  test('drops the fragment, and keeps the query', () => {
    expect(fetchableUrl('https://a.dev/x?y=1#z')?.key).toBe('https://a.dev/x?y=1');
  });
  test.each([
    'https://example.com/x',
    'https://api.example.org',
    'https://docs.test/a',
    'https://{tenant}.a.dev/x',
    'https://a.dev/users/<id>',
    'mailto:a@b.dev',
    '/guides/a',
    'https:///nohost',
  ])('%s is not fetched', (url) => {
    expect(fetchableUrl(url)).toBeUndefined();
  });
});

describe('the published site', () => {
  const site = publishedSiteOf({ rc: { published: 'https://acme.dev/docs/' } as never });
  test('a URL of the published address is a path of the site', () => {
    expect(site).toEqual({ origin: 'https://acme.dev', basePath: '/docs' });
    expect(ownSitePath('https://acme.dev/docs/guides/a#b', site)).toBe('/guides/a#b');
    expect(ownSitePath('http://acme.dev/docs', site)).toBe('/');
    expect(ownSitePath('https://acme.dev/blog/post', site)).toBeUndefined();
    expect(ownSitePath('https://other.dev/docs/a', site)).toBeUndefined();
  });
});

describe('external.exclude', () => {
  test('globs over the URL without its scheme', () => {
    const excluded = excluder({ exclude: ['*.linkedin.com/**', 'https://twitter.com/**'] });
    expect(excluded('https://www.linkedin.com/in/someone')).toBe(true);
    expect(excluded('http://twitter.com/acme')).toBe(true);
    expect(excluded('https://github.com/acme')).toBe(false);
  });
});
