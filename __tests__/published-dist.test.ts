import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runDistAsync } from './helpers/run.js';
import { tempFolder } from './helpers/temp.js';

// `check --published URL` from the bundle, against a real server on 127.0.0.1: a sitemap of 10,000 URLs, and a
// sitemap index of two sitemaps. Without --allow-private-hosts the address is refused before any request.

const PAGES = 10_000;
let server: http.Server;
let base: string;
const requests: string[] = [];

/** A site of `n` pages under guides/, each listed. */
function makeSite(n: number): string {
  const dir = tempFolder('published-dist-');
  fs.mkdirSync(path.join(dir, 'guides'));
  const pages: string[] = [];
  for (let i = 0; i < n; i++) {
    fs.writeFileSync(path.join(dir, 'guides', `p${i}.mdx`), `---\ntitle: Page ${i}\n---\n\nText.\n`);
    pages.push(`guides/p${i}`);
  }
  fs.writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
  const docs = {
    theme: 'mint',
    name: 'Big',
    colors: { primary: '#087A60' },
    navigation: {
      groups: [
        { group: 'Home', pages: ['index'] },
        { group: 'Guides', pages },
      ],
    },
    redirects: [],
  };
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs, null, 2) + '\n');
  return dir;
}

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `<url><loc>${u}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const all = Array.from({ length: PAGES }, (_, i) => `${base}/docs/guides/p${i}`);
    // Two pages the checkout no longer has.
    all.push(`${base}/docs/guides/gone-1`, `${base}/docs/old/gone-2`);
    const bodies: Record<string, string> = {
      '/docs/sitemap.xml': urlset(all),
      '/docs/sitemap-index.xml': `<sitemapindex><sitemap><loc>${base}/docs/part-1.xml</loc></sitemap><sitemap><loc>/docs/part-2.xml</loc></sitemap></sitemapindex>`,
      '/docs/part-1.xml': urlset(all.slice(0, 5000)),
      '/docs/part-2.xml': urlset(all.slice(5000)),
    };
    const body = bodies[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/xml' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface JsonOut {
  diagnostics: { rule: string; messageId?: string; fix?: unknown }[];
  summary: { published?: { source: string; urls: number; notServed: string[]; otherOrigin: number } };
}

describe('check --published against a server', () => {
  let site: string;
  beforeAll(() => {
    site = makeSite(PAGES);
    fs.writeFileSync(path.join(site, 'empty.txt'), '# nothing published yet\n');
  });

  test('a sitemap of 10,000 URLs: the two gone are reported, each with a fix', async () => {
    const r = await runDistAsync(
      'cli',
      ['check', site, '--no-content', '--published', `${base}/docs`, '--allow-private-hosts', '--format', 'json'],
      { cwd: site },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as JsonOut;
    const found = out.diagnostics.filter((d) => d.rule === 'url-removed');
    expect(found).toHaveLength(2);
    for (const d of found) expect(d.fix).toBeDefined();
    expect(out.summary.published).toEqual({
      source: `${base}/docs/sitemap.xml`,
      urls: PAGES + 2,
      otherOrigin: 0,
      notServed: [`${base}/docs/guides/gone-1`, `${base}/docs/old/gone-2`],
    });
  }, 120_000);

  test('a sitemap index is followed to its sitemaps', async () => {
    const r = await runDistAsync(
      'cli',
      [
        'check',
        site,
        '--no-content',
        '--published',
        `${base}/docs/sitemap-index.xml`,
        '--published-urls',
        'empty.txt',
        '--allow-private-hosts',
      ],
      { cwd: site },
    );
    // --published-urls gives the URLs; --published only the base: nothing is fetched.
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('0 published URLs (empty.txt), all still served.');
    const fetched = await runDistAsync(
      'cli',
      ['check', site, '--no-content', '--published', `${base}/docs/sitemap-index.xml`, '--allow-private-hosts'],
      { cwd: site },
    );
    expect(fetched.stdout).toContain(
      `${PAGES + 2} published URLs (${base}/docs/sitemap-index.xml): 2 URLs not served by this checkout nor redirected`,
    );
    expect(requests).toEqual(
      expect.arrayContaining(['/docs/sitemap-index.xml', '/docs/part-1.xml', '/docs/part-2.xml']),
    );
  }, 120_000);

  test('with --cache the sitemap is fetched once, and taken from the cache while it is fresh', async () => {
    const args = ['check', site, '--no-content', '--published', `${base}/docs`, '--allow-private-hosts', '--cache'];
    const location = ['--cache-location', path.join(site, '.cache') + path.sep];
    const before = requests.length;
    const first = await runDistAsync('cli', [...args, ...location], { cwd: site });
    expect(first.status).toBe(1);
    expect(requests.slice(before)).toEqual(['/docs/sitemap.xml']);
    const second = await runDistAsync('cli', [...args, ...location], { cwd: site });
    expect(second.stdout).toBe(first.stdout);
    expect(requests.length).toBe(before + 1);
    // A maximum age of a second: two seconds on, the sitemap is fetched again.
    fs.writeFileSync(path.join(site, '.navlintrc.json'), JSON.stringify({ external: { maxAge: 1 } }));
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await runDistAsync('cli', [...args, ...location], { cwd: site });
      expect(requests.slice(before + 1)).toEqual(['/docs/sitemap.xml']);
    } finally {
      fs.rmSync(path.join(site, '.navlintrc.json'));
    }
  }, 120_000);

  test('without --allow-private-hosts the address is refused, clearly, and nothing is asked', async () => {
    const before = requests.length;
    const r = await runDistAsync('cli', ['check', site, '--no-content', '--published', `${base}/docs`], { cwd: site });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      `--published: ${base}/docs/sitemap.xml was not fetched: 127.0.0.1 is a private address (--allow-private-hosts fetches from it)`,
    );
    expect(requests.length).toBe(before);
  }, 120_000);
});
