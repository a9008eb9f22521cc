import fs from 'node:fs';
import path from 'node:path';
import { parseSitemap, SitemapError, MAX_SITEMAP_URLS } from '../src/load/sitemap.js';
import { publishedPaths } from '../src/model/published.js';
import { loadPublished, publishedBaseOf, sitemapUrlOf } from '../src/engine/published.js';
import { UsageError } from '../src/core/errors.js';
import { runCli } from './helpers/cli.js';
import { tempFolder } from './helpers/temp.js';

// The published site's URLs: sitemaps and lists read, mapped to this checkout's paths, fetched with the guard of
// --fetch-remote, and what `check --published-urls` reports.

describe('parseSitemap', () => {
  test('reads <loc> values with entities, character references, CDATA and namespace prefixes', () => {
    const xml = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE urlset>
<!-- <loc>https://example.com/in-a-comment</loc> -->
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sm:url><sm:loc>
     https://example.com/a?x=1&amp;y=2
  </sm:loc></sm:url>
  <sm:url><sm:loc><![CDATA[https://example.com/b&c]]></sm:loc></sm:url>
  <sm:url><sm:loc>https://example.com/&#x63;af&#233;</sm:loc></sm:url>
  <sm:url><sm:loc>https://example.com/&unknown;</sm:loc></sm:url>
  <sm:url><sm:loc>   </sm:loc></sm:url>
</sm:urlset>`;
    expect(parseSitemap(xml, 'sitemap.xml')).toEqual({
      kind: 'urlset',
      urls: [
        'https://example.com/a?x=1&y=2',
        'https://example.com/b&c',
        'https://example.com/café',
        'https://example.com/&unknown;',
      ],
    });
  });

  test('reads a sitemap index as the list of its sitemaps', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://example.com/sitemap-1.xml</loc></sitemap>
      <sitemap><loc>https://example.com/sitemap-2.xml</loc><lastmod>2026-01-01</lastmod></sitemap>
    </sitemapindex>`;
    expect(parseSitemap(xml, 'index.xml')).toEqual({
      kind: 'index',
      urls: ['https://example.com/sitemap-1.xml', 'https://example.com/sitemap-2.xml'],
    });
  });

  test('reads a plain list: URLs and paths, comments, blank lines, CRLF and a BOM', () => {
    const list = '\uFEFF# saved on Monday\r\nhttps://example.com/a\r\n\r\n  /b  \r\n   # indented comment\n/c/d\n';
    expect(parseSitemap(list, 'urls.txt')).toEqual({ kind: 'list', urls: ['https://example.com/a', '/b', '/c/d'] });
  });

  test('refuses garbage with a message that says where and why', () => {
    expect(() => parseSitemap('<html><body>Not found</body></html>', 'https://x.com/sitemap.xml')).toThrow(
      new SitemapError(
        'https://x.com/sitemap.xml is not a sitemap: its root element is <html>, not <urlset> or <sitemapindex>',
      ),
    );
    expect(() => parseSitemap('/a\nfoo bar\n', 'urls.txt')).toThrow(/^urls\.txt, line 2: "foo bar" is neither a URL/);
    expect(() => parseSitemap('/a b\n', 'urls.txt')).toThrow(/line 1: "\/a b" holds a space/);
    expect(() => parseSitemap('{"urls": []}', 'urls.json')).toThrow(/line 1/);
    expect(() => parseSitemap('<?xml version="1.0"?>', 'empty.xml')).toThrow(/XML without an element/);
  });

  test('refuses more URLs than a sitemap may hold', () => {
    const many = Array.from({ length: MAX_SITEMAP_URLS + 1 }, (_, i) => `/p${i}`).join('\n');
    expect(() => parseSitemap(many, 'urls.txt')).toThrow(/more than 50000 URLs/);
    const xml = `<urlset>${Array.from({ length: MAX_SITEMAP_URLS + 1 }, (_, i) => `<url><loc>/p${i}</loc></url>`).join('')}</urlset>`;
    expect(() => parseSitemap(xml, 'sitemap.xml')).toThrow(/more than 50000 URLs/);
  });
});

describe('publishedPaths', () => {
  test('strips the origin and the base path, decodes escapes, and leaves other sites out', () => {
    const got = publishedPaths(
      [
        'https://example.com/docs',
        'https://example.com/docs/',
        'https://example.com/docs/guides/setup/',
        'https://example.com/docs/caf%C3%A9?ref=1#top',
        'https://example.com/docs/bad%E0%A4%A',
        '/docs/from-a-list',
        'https://example.com/blog/post',
        'https://other.com/docs/x',
        'http://example.com/docs/x',
        'not a url',
      ],
      'https://example.com/docs',
    );
    expect(got.paths.map((p) => p.path)).toEqual(['/', '/guides/setup', '/café', '/bad%E0%A4%A', '/from-a-list']);
    expect(got.otherOrigin).toBe(4);
  });

  test('without a base, every origin is the site and paths are kept whole', () => {
    const got = publishedPaths(['https://a.com/x', 'https://b.com/y/', '/z'], undefined);
    expect(got).toEqual({
      paths: [
        { url: 'https://a.com/x', path: '/x' },
        { url: 'https://b.com/y/', path: '/y' },
        { url: '/z', path: '/z' },
      ],
      otherOrigin: 0,
    });
  });

  test('the base URL and the sitemap URL of --published', () => {
    expect(sitemapUrlOf('https://example.com')).toBe('https://example.com/sitemap.xml');
    expect(sitemapUrlOf('https://example.com/docs/')).toBe('https://example.com/docs/sitemap.xml');
    expect(sitemapUrlOf('https://example.com/docs/sitemap-0.xml')).toBe('https://example.com/docs/sitemap-0.xml');
    expect(() => sitemapUrlOf('example.com')).toThrow(UsageError);
    expect(() => sitemapUrlOf('ftp://example.com')).toThrow(/http:\/\/ or https:\/\//);
    expect(publishedBaseOf('https://example.com/docs/sitemap.xml')).toBe('https://example.com/docs');
    expect(publishedBaseOf('https://example.com/docs')).toBe('https://example.com/docs');
  });
});

describe('loadPublished', () => {
  const urlset = (urls: string[]) => `<urlset>${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`;
  /** A stand-in for fetch that answers from `pages` and records what it was asked. */
  const serve = (pages: Record<string, string>) => {
    const asked: string[] = [];
    const impl = (async (url: string | URL | Request) => {
      asked.push(String(url));
      const body = pages[String(url)];
      return body === undefined ? new Response('no', { status: 404 }) : new Response(body, { status: 200 });
    }) as typeof fetch;
    return Object.assign(impl, { asked });
  };
  const inputs = { cwd: '/', fs, allowPrivateHosts: false };

  test('follows a sitemap index to its sitemaps, one level', async () => {
    const fetchImpl = serve({
      'https://example.com/sitemap.xml':
        '<sitemapindex><sitemap><loc>/s1.xml</loc></sitemap><sitemap><loc>https://example.com/s2.xml</loc></sitemap></sitemapindex>',
      'https://example.com/s1.xml': urlset(['https://example.com/a']),
      'https://example.com/s2.xml': urlset(['https://example.com/b', 'https://example.com/c']),
    });
    await expect(
      loadPublished({ kind: 'fetch', url: 'https://example.com' }, { ...inputs, fetchImpl }),
    ).resolves.toEqual({
      source: 'https://example.com/sitemap.xml',
      urls: ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'],
    });
  });

  test('refuses an index inside an index, too many sitemaps, and a sitemap that is not there', async () => {
    const nested = serve({
      'https://example.com/sitemap.xml': '<sitemapindex><sitemap><loc>/inner.xml</loc></sitemap></sitemapindex>',
      'https://example.com/inner.xml': '<sitemapindex><sitemap><loc>/s.xml</loc></sitemap></sitemapindex>',
    });
    await expect(
      loadPublished({ kind: 'fetch', url: 'https://example.com' }, { ...inputs, fetchImpl: nested }),
    ).rejects.toThrow(/is a sitemap index too; navlint reads one level/);
    const eleven = Array.from({ length: 11 }, (_, i) => `<sitemap><loc>/s${i}.xml</loc></sitemap>`).join('');
    const wide = serve({ 'https://example.com/sitemap.xml': `<sitemapindex>${eleven}</sitemapindex>` });
    await expect(
      loadPublished({ kind: 'fetch', url: 'https://example.com' }, { ...inputs, fetchImpl: wide }),
    ).rejects.toThrow(/index of 11 sitemaps; navlint reads at most 10/);
    await expect(
      loadPublished({ kind: 'fetch', url: 'https://example.com' }, { ...inputs, fetchImpl: serve({}) }),
    ).rejects.toThrow(
      new UsageError('--published: https://example.com/sitemap.xml was not fetched: the server answered 404'),
    );
  });

  test('refuses a private address unless allowed, before any request', async () => {
    const fetchImpl = serve({});
    await expect(
      loadPublished({ kind: 'fetch', url: 'http://127.0.0.1:9/' }, { ...inputs, fetchImpl }),
    ).rejects.toThrow(/127\.0\.0\.1 is a private address \(--allow-private-hosts fetches from it\)/);
    expect(fetchImpl.asked).toEqual([]);
  });

  test('reads a file relative to the working directory, and refuses a sitemap index there', async () => {
    const dir = tempFolder('published-');
    fs.writeFileSync(path.join(dir, 'urls.txt'), '/a\n/b\n');
    fs.writeFileSync(path.join(dir, 'index.xml'), '<sitemapindex><sitemap><loc>/s.xml</loc></sitemap></sitemapindex>');
    await expect(loadPublished({ kind: 'file', path: 'urls.txt' }, { ...inputs, cwd: dir })).resolves.toEqual({
      source: 'urls.txt',
      urls: ['/a', '/b'],
    });
    await expect(loadPublished({ kind: 'file', path: 'index.xml' }, { ...inputs, cwd: dir })).rejects.toThrow(
      /is a sitemap index: pass one of the sitemaps it lists/,
    );
    await expect(loadPublished({ kind: 'file', path: 'nothing.txt' }, { ...inputs, cwd: dir })).rejects.toThrow(
      '--published-urls: nothing.txt cannot be read (ENOENT)',
    );
  });
});

describe('check --published-urls', () => {
  const SITE = path.resolve('fixtures/url-removed/pass');

  test('reports each published URL nothing serves, says so in the closing lines, and counts them in JSON', async () => {
    const dir = tempFolder('published-cli-');
    fs.writeFileSync(path.join(dir, 'urls.txt'), '/intro\n/gone\n/guides\nhttps://example.com/guides/setup\n');
    const stylish = await runCli(['check', SITE, '--published-urls', 'urls.txt'], { cwd: dir });
    expect(stylish.status).toBe(1);
    expect(stylish.stdout).toContain(
      '4 published URLs (urls.txt): 1 URL not served by this checkout nor redirected: "/gone".',
    );
    const json = await runCli(['check', SITE, '--published-urls', 'urls.txt', '--format', 'json'], { cwd: dir });
    const report = JSON.parse(json.stdout) as {
      diagnostics: { rule: string; messageId: string; fix?: unknown }[];
      summary: { published: unknown };
    };
    expect(report.diagnostics.filter((d) => d.rule === 'url-removed')).toEqual([
      expect.objectContaining({ messageId: 'publishedRemoved', fix: expect.anything() }),
    ]);
    expect(report.summary.published).toEqual({ source: 'urls.txt', urls: 4, otherOrigin: 0, notServed: ['/gone'] });
  });

  test('with the published base, other sites are left out and the base path stripped', async () => {
    const dir = tempFolder('published-cli-');
    fs.writeFileSync(path.join(dir, 'urls.txt'), 'https://example.com/docs/intro\nhttps://other.com/docs/gone\n');
    const r = await runCli(
      ['check', SITE, '--published-urls', 'urls.txt', '--published', 'https://example.com/docs/sitemap.xml'],
      { cwd: dir },
    );
    expect(r.stdout).toContain('1 published URL (urls.txt), all still served; 1 URL of another site left out.');
    expect(r.status).toBe(0);
  });

  test('--allow-private-hosts goes with --published, and a bad list is a usage error', async () => {
    const dir = tempFolder('published-cli-');
    fs.writeFileSync(path.join(dir, 'bad.txt'), 'hello\n');
    const r = await runCli(['check', SITE, '--published-urls', 'bad.txt'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--published-urls: bad.txt, line 1: "hello" is neither a URL');
    const alone = await runCli(['check', SITE, '--allow-private-hosts'], { cwd: dir });
    expect(alone.stderr).toContain('--allow-private-hosts applies only with --fetch-remote, --external or --published');
  });
});
