import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCheck } from '../src/engine/index.js';
import { formatPreviewHtml, previewCsp } from '../src/preview/html.js';
import { tempDir, removeRepos, writeFiles } from './helpers/git.js';
import { chromiumAvailable, launchChromium } from './helpers/chromium.js';
import { ROOT } from './helpers/run.js';

// The preview's changes view: with a base (`--base`, or the pull request's base in the action) the
// header links to a card that lists what changed, and the sidebar marks added, moved and renamed pages.

// Functions given to page.evaluate run in the browser; the project itself compiles without the DOM library.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;

afterAll(removeRepos);

const FIXTURE = path.join(ROOT, 'fixtures', 'url-removed');

async function preview(dir: string, base?: string): Promise<string> {
  const result = await runCheck({
    dir: '.',
    cwd: dir,
    fs,
    ...(base ? { base: { kind: 'folder' as const, dir: base } } : {}),
  });
  return formatPreviewHtml(result, { baseDir: dir });
}

describe('preview changes view', () => {
  test('without a base there is no changes view', async () => {
    const html = await preview(path.join(FIXTURE, 'fail'));
    expect(html).not.toContain('id="changes"');
    expect(html).not.toContain('class="chg');
  });

  test('with a base: a header link, marks in the sidebar, and the tree of changes with the redirects to add', async () => {
    const html = await preview(path.join(FIXTURE, 'fail'), path.join(FIXTURE, 'base'));
    expect(html).toContain('<a class="chg-link" href="#changes">7 changes since ../base</a>');
    // The renamed page is marked in the sidebar; the unchanged ones are not.
    expect(html).toMatch(
      /<a class="pg" href="#page-guides-new-name" data-page title="Naming things">(?:(?!<\/a>).)*<span class="chg chg-renamed" title="renamed since \.\.\/base">renamed<\/span>/,
    );
    expect(html).not.toMatch(/href="#page-intro"[^>]*>(?:(?!<\/a>).)*class="chg /);
    const card = /<article class="card changes" id="changes"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(card).toContain(
      '<li class="gone" style="--d:1"><span class="chg chg-removed">removed</span><span class="t">Setup</span> <code>/guides/setup</code></li>',
    );
    expect(card).toContain(
      '<span class="chg chg-renamed">renamed</span><a href="#page-guides-new-name"><span class="t">Naming things</span></a> <code>/guides/new-name</code>',
    );
    expect(card).toContain(
      '<h2>Redirects</h2><ul class="chg-tree"><li style="--d:0"><span class="chg chg-added">added</span><code>/articles/concept/:slug* → /topics/:slug*</code></li><li style="--d:0"><span class="chg chg-removed">removed</span><code>/legacy/start → /intro</code></li></ul>',
    );
    expect(card).toContain('<h2>6 URLs removed without a redirect</h2>');
    expect(card).toContain(
      '{&quot;source&quot;: &quot;/legacy/start&quot;, &quot;destination&quot;: &quot;/intro&quot;}',
    );
    // The page keeps its one script and its policy.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`content="${previewCsp().replace(/'/g, '&#39;')}"`);
  });

  test('labels and titles from the site are text, not markup', async () => {
    const site = (title: string) => ({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Acme',
        colors: { primary: '#087A60' },
        navigation: { groups: [{ group: '<img src=x onerror=alert(1)>', pages: ['a'] }] },
      }),
      'a.mdx': `---\ntitle: ${JSON.stringify(title)}\n---\n`,
    });
    const base = tempDir();
    const head = tempDir();
    writeFiles(base, { ...site('A'), 'gone.mdx': '---\ntitle: "<script>alert(2)</script>"\n---\n' });
    writeFiles(head, site('<b onclick=x>A</b>'));
    const html = await preview(head, base);
    const card = /<article class="card changes"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(card).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(card).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(card).toContain('&lt;b onclick=x&gt;A&lt;/b&gt;');
    expect(card).not.toMatch(/<(script|img|b onclick)/);
  });

  const browserTest = chromiumAvailable('preview-changes') ? test : test.skip;
  browserTest('in Chromium the header link opens the changes card in place of the overview', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'preview.html');
    fs.writeFileSync(file, await preview(path.join(FIXTURE, 'fail'), path.join(FIXTURE, 'base')));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(pathToFileURL(file).href);
      expect(await page.locator('#changes').isVisible()).toBe(false);
      await page.locator('a.chg-link').click();
      expect(await page.locator('#changes').isVisible()).toBe(true);
      expect(await page.locator('.card.overview').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.querySelectorAll('#changes .chg-tree li').length)).toBeGreaterThan(5);
      await page.locator('#changes a', { hasText: 'Naming things' }).click();
      expect(await page.locator('#page-guides-new-name').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
