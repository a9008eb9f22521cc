import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runCheck } from '../src/engine/index.js';
import { formatPreviewHtml } from '../src/preview/html.js';
import { hostileSite, largeSite, removeSites, writeSite } from './helpers/preview-sites.js';
import { CHROMIUM, chromiumAvailable, launchChromium } from './helpers/chromium.js';
import { ROOT } from './helpers/run.js';

// Functions given to page.evaluate run in the browser; the project itself compiles without the DOM library.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;
declare const window: any;

// The preview in a real headless Chromium (Debian's `chromium` package; .ci/run installs it when missing).
const OUT = path.join(ROOT, 'test-output');
const SHOTS = path.join(OUT, 'screenshots');
const available = chromiumAvailable('preview-browser');
const describeBrowser = available ? describe : describe.skip;
const title = available
  ? 'the preview in headless Chromium'
  : `the preview in headless Chromium (skipped: no Chromium at ${CHROMIUM}; install Debian's chromium package)`;

interface Opened {
  page: Page;
  context: BrowserContext;
  url: string;
  console: string[];
  errors: string[];
  requests: string[];
  dialogs: string[];
}

async function writePreview(name: string, dir: string): Promise<string> {
  const result = await runCheck({ dir, cwd: dir, fs });
  const file = path.join(OUT, 'preview', `${name}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, formatPreviewHtml(result, { baseDir: dir }));
  return file;
}

describeBrowser(title, () => {
  let browser: Browser;
  const opened: Opened[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    removeSites();
  });
  afterEach(async () => {
    for (const o of opened.splice(0)) await o.context.close();
  });

  async function open(file: string, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<Opened> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1400, height: 900 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    const page = await context.newPage();
    const url = pathToFileURL(file).href;
    const o: Opened = { page, context, url, console: [], errors: [], requests: [], dialogs: [] };
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') o.console.push(m.text());
    });
    page.on('pageerror', (e) => o.errors.push(e.message));
    page.on('request', (r) => o.requests.push(r.url()));
    // Any alert, confirm or prompt means a payload ran: it is recorded and fails the test.
    page.on('dialog', (d) => {
      o.dialogs.push(d.message());
      void d.dismiss();
    });
    opened.push(o);
    await page.goto(url);
    return o;
  }

  /** No console error or warning, no uncaught error, no dialog, and no request but the file itself. */
  function expectClean(o: Opened): void {
    expect({ console: o.console, errors: o.errors, dialogs: o.dialogs, requests: [...new Set(o.requests)] }).toEqual({
      console: [],
      errors: [],
      dialogs: [],
      requests: [o.url],
    });
  }

  const visibleText = (page: Page, selector: string) => page.locator(`${selector}:visible`).allInnerTexts();
  /** The visible texts once they equal `expected`, or as they stand after 20 s (a redraw may be under way). */
  const settledText = async (page: Page, selector: string, expected: string[]): Promise<string[]> => {
    const until = Date.now() + 20_000;
    for (;;) {
      const texts = await visibleText(page, selector);
      if (JSON.stringify(texts) === JSON.stringify(expected) || Date.now() > until) return texts;
      await page.waitForTimeout(50);
    }
  };

  test('examples/larkspur: switch language and version, open a nested group, follow a page link', async () => {
    const o = await open(await writePreview('larkspur', path.join(ROOT, 'examples', 'larkspur')));
    const { page } = o;
    await page.screenshot({ path: path.join(SHOTS, 'larkspur-default.png') });
    expect(await visibleText(page, '.selectors summary')).toEqual(['Language\nEnglish', 'Version\nv2\nLatest']);
    expect(await visibleText(page, '.tabs .tab')).toEqual([
      'B\nGuides',
      'T\nAPI reference',
      'Changelog\n↗\n(external link)',
    ]);
    expect(await page.locator('.panel:visible .grp-h').allInnerTexts()).toEqual([
      'R\nGet started',
      'B\nCore concepts',
      'C\nSDKs',
      'F\nExperiments\nNew',
    ]);
    expect(await page.locator('.banner:visible').count()).toBe(0);

    // Language: the French banner appears, and the French sidebar replaces the English one.
    await page.locator('.selectors summary:visible', { hasText: 'Language' }).click();
    await page.locator('.dd[open] .opt', { hasText: 'French' }).click();
    expect(await page.locator('.dd[open]').count()).toBe(0);
    expect(await visibleText(page, '.selectors summary')).toEqual(['Language\nFrench', 'Version\nv2\nLatest']);
    expect(await page.locator('.banner:visible').count()).toBe(1);
    expect(await page.locator('.banner:visible > span').allTextContents()).toEqual([
      'fr',
      "Cette documentation est traduite de l'anglais. Une erreur ? Signalez-la sur GitHub (external link).",
    ]);
    expect(await page.locator('.banner a').getAttribute('href')).toBe(
      'https://github.com/larkspur-example/docs/issues',
    );
    expect(await page.locator('.panel:visible .grp-h').allInnerTexts()).toEqual([
      'R\nPremiers pas',
      'B\nConcepts clés',
      'C\nSDK',
      'F\nExpérimentation\nNouveau',
    ]);

    // A nested group without `expanded` starts collapsed and opens on a click.
    const nested = page.locator('.panel:visible .grp.nested', { hasText: 'Côté client' });
    expect(await nested.locator('details').evaluate((d) => (d as { open: boolean }).open)).toBe(false);
    await nested.locator('summary').click();
    expect(await nested.locator('details').evaluate((d) => (d as { open: boolean }).open)).toBe(true);
    expect(await nested.locator('a.pg:visible').allInnerTexts()).toEqual(['SDK navigateur']);
    await page.screenshot({ path: path.join(SHOTS, 'larkspur-fr-nested-open.png') });

    // Version: v1 is tagged Deprecated, and has its own sidebar.
    await page.locator('.selectors summary:visible', { hasText: 'Version' }).click();
    await page.locator('.dd[open] .opt', { hasText: 'v1' }).click();
    expect(await visibleText(page, '.selectors summary')).toEqual(['Language\nFrench', 'Version\nv1\nDeprecated']);
    expect(await page.locator('.panel:visible a.pg').first().getAttribute('href')).toBe(
      '#page-fr-v1-guides-quickstart',
    );

    // Following a page link shows that page's card and marks the link as the current page.
    await page.locator('.panel:visible a.pg', { hasText: 'Installation' }).click();
    expect(new URL(page.url()).hash).toBe('#page-fr-v1-guides-installation');
    const card = page.locator('#page-fr-v1-guides-installation');
    expect(await card.isVisible()).toBe(true);
    expect(await page.locator('.card.overview').isVisible()).toBe(false);
    expect(await card.locator('.crumbs li').allInnerTexts()).toEqual(['fr', 'v1', 'Guides', 'Premiers pas']);
    expect(await card.locator('dd').allInnerTexts()).toEqual([
      'fr/v1/guides/installation at docs.json:340:23',
      'fr/v1/guides/installation.mdx',
      '/fr/v1/guides/installation',
    ]);
    expect(await page.locator('a.pg[aria-current="page"]').allInnerTexts()).toEqual(['Installation (v1)']);
    await page.screenshot({ path: path.join(SHOTS, 'larkspur-fr-v1-page.png') });

    // The API tab of v2 in English: operation pages with their method and URL.
    await page.locator('.selectors summary:visible', { hasText: 'Language' }).click();
    await page.locator('.dd[open] .opt', { hasText: 'English' }).click();
    await page.locator('.tabs .tab:visible', { hasText: 'API reference' }).click();
    expect(await page.locator('.panel:visible a.pg').count()).toBe(10);
    await page.locator('.panel:visible a.pg', { hasText: 'Update a flag' }).click();
    expect(await page.locator('#page-api-reference-flags-update-a-flag h1').innerText()).toBe('PATCH Update a flag');
    await page.screenshot({ path: path.join(SHOTS, 'larkspur-api-page.png') });
    expectClean(o);
  });

  test('keyboard: the skip link, the dropdowns and the options work without a mouse', async () => {
    const o = await open(path.join(OUT, 'preview', 'larkspur.html'));
    const { page } = o;
    const focused = () => page.evaluate(() => (document.activeElement as { innerText: string } | null)?.innerText);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Language\nEnglish');
    await page.keyboard.press('Enter');
    expect(await page.locator('.dd[open]').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.locator('.dd[open]').count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('French\nfr');
    await page.keyboard.press('Enter');
    expect(await visibleText(page, '.selectors summary')).toEqual(['Language\nFrench', 'Version\nv2\nLatest']);
    expect(await focused()).toBe('Language\nFrench');
    expectClean(o);
  });

  test('with scripts off, the default selection is readable and page links still open their card', async () => {
    const o = await open(path.join(OUT, 'preview', 'larkspur.html'), { javaScriptEnabled: false });
    const { page } = o;
    expect(await page.locator('.panel:visible').count()).toBe(1);
    expect(await page.locator('.panel:visible .grp-h').allInnerTexts()).toEqual([
      'R\nGet started',
      'B\nCore concepts',
      'C\nSDKs',
      'F\nExperiments\nNew',
    ]);
    expect(await page.locator('.tabs .tab[aria-current="true"]:visible').innerText()).toBe('B\nGuides');
    expect(await page.locator('.grp.nested', { hasText: 'Targeting' }).locator('a.pg:visible').allInnerTexts()).toEqual(
      ['Targeting rules', 'Segments'],
    );
    await page.locator('.panel:visible a.pg', { hasText: 'Quickstart' }).click();
    expect(await page.locator('#page-en-v2-guides-quickstart').isVisible()).toBe(true);
    expect(await page.locator('#page-en-v2-guides-quickstart h1').innerText()).toBe('Quickstart');
    await page.screenshot({ path: path.join(SHOTS, 'larkspur-no-script.png') });
    expectClean(o);
  });

  test('examples/larkspur-broken: a finding link selects the part of the site it is in', async () => {
    const o = await open(await writePreview('larkspur-broken', path.join(ROOT, 'examples', 'larkspur-broken')));
    const { page } = o;
    await page.screenshot({ path: path.join(SHOTS, 'larkspur-broken.png'), fullPage: true });
    expect(
      await page.locator('.panel:visible .grp', { hasText: 'Get started' }).locator('.f').first().innerText(),
    ).toContain('has no effect on top-level group "Get started"');
    await page.locator('.all a', { hasText: 'tab "API v3 (preview)"' }).click();
    expect(await page.locator('.tabs .tab[aria-current="true"]:visible').innerText()).toBe('F\nAPI v3 (preview)\n1');
    expect(await page.locator('.notes:visible h2').allInnerTexts()).toEqual([
      'Site-wide findings',
      'Tab API v3 (preview)',
    ]);
    // A page of another language: the language switches and the page's card shows its finding.
    await page.locator('.all a', { hasText: 'page "Évaluer un flag"' }).click();
    // The selectors are drawn again after the switch: read them once the page's card is shown.
    await page.locator('#page-fr-v2-api-reference-evaluate').waitFor({ state: 'visible' });
    // fr-FR holds two findings: the page's, and translation-missing on the language itself.
    expect(await settledText(page, '.selectors summary', ['Language\nfr-FR\n2', 'Version\nv2\nLatest'])).toEqual([
      'Language\nfr-FR\n2',
      'Version\nv2\nLatest',
    ]);
    const card = page.locator('#page-fr-v2-api-reference-evaluate');
    expect(await card.isVisible()).toBe(true);
    expect(await card.locator('.f .sev').allInnerTexts()).toEqual(['ERROR']);
    expect(await page.locator('a.pg[aria-current="page"]:visible').allInnerTexts()).toEqual(['Évaluer un flag\n1']);
    await page.screenshot({ path: path.join(SHOTS, 'larkspur-broken-finding.png') });
    expectClean(o);
  });

  test('a large site (2,000 pages): switch language and version, open a nested group, follow a page link', async () => {
    const file = await writePreview('large', writeSite(largeSite(2000)));
    const o = await open(file);
    const { page } = o;
    // 2,000 page files and 39 API pages (the 4 API tabs generate the same 39 URLs).
    expect(await page.locator('.card.overview .stat b').first().innerText()).toBe('2,039');
    expect(await page.locator('a.pg').count()).toBe(2000 + 4 * 39);
    await page.locator('.selectors summary:visible', { hasText: 'Language' }).click();
    await page.locator('.dd[open] .opt', { hasText: 'French' }).click();
    await page.locator('.selectors summary:visible', { hasText: 'Version' }).click();
    await page.locator('.dd[open] .opt', { hasText: 'v1' }).click();
    await page.locator('.tabs .tab:visible', { hasText: 'Tab 3' }).click();
    const nested = page.locator('.panel:visible .grp.nested').nth(4);
    await nested.locator('summary').click();
    const link = nested.locator('a.pg').first();
    expect(await link.innerText()).toBe('Page 2.4.7 (fr v1)');
    await link.click();
    expect(await page.locator('#page-fr-v1-t2-g4-page-7 h1').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'large-fr-v1-page.png') });
    await page.locator('.tabs .tab:visible', { hasText: 'API' }).click();
    expect(await page.locator('.panel:visible .grp-h').allInnerTexts()).toEqual(['Items', 'Admin']);
    expect(await page.locator('#not-in-nav').innerText()).toBe('Not in navigation 4');
    await page.screenshot({ path: path.join(SHOTS, 'large-api.png') });
    expectClean(o);
  });

  test('payloads in names, titles, tags, icons, banners and links do not run', async () => {
    const o = await open(await writePreview('hostile', writeSite(hostileSite())));
    const { page } = o;
    // Exercise everything the page can do: every selection, every group, every page link, the banner.
    for (const summary of await page.locator('summary:visible').all()) await summary.click();
    for (let round = 0; round < 3; round++) {
      for (const button of await page.locator('button[data-sel]').all()) {
        if (!(await button.isVisible())) {
          const menu = page.locator('details.dd:visible:not([open]) > summary');
          if ((await menu.count()) > 0) await menu.first().click();
        }
        if (await button.isVisible()) await button.click();
      }
    }
    for (const link of await page.locator('a[href^="#"]').all())
      await link.evaluate((a) => (a as { click(): void }).click());
    for (const details of await page.locator('details').all())
      await details.evaluate((d) => ((d as { open: boolean }).open = true));
    await page.screenshot({ path: path.join(SHOTS, 'hostile.png') });

    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('img, svg, iframe, object, embed').count()).toBe(0);
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}.${a.name}`),
      ),
    );
    expect(handlers).toEqual([]);
    const protocols = await page.evaluate(() =>
      [
        ...new Set(
          [...document.querySelectorAll('a[href]')].map((a) => new URL((a as { href: string }).href).protocol),
        ),
      ].sort(),
    );
    expect(protocols).toEqual(['file:', 'https:']);
    expect(await page.locator('.grp-h .grow').first().innerText()).toBe(
      `Start <script>window.__pwned="group"</script><img src=x onerror="window.__pwned='group-img'">`,
    );
    expect(await page.locator('.site').innerText()).toBe(
      `Hostile <script>window.__pwned="name"</script><img src=x onerror="window.__pwned='name-img'">`,
    );
    expect(await page.locator('h1').first().innerText()).toContain('Hostile <script>');
    expect(o.dialogs).toEqual([]);
    expectClean(o);
  });

  test('the Content-Security-Policy refuses a script that is not the page\u2019s own', async () => {
    const o = await open(path.join(OUT, 'preview', 'larkspur.html'));
    const refused = o.page.waitForEvent('console', (m) => m.type() === 'error');
    await o.page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__pwned = "injected"';
      document.body.append(s);
    });
    expect(await o.page.evaluate(() => window.__pwned)).toBeUndefined();
    expect((await refused).text()).toMatch(
      /^Executing inline script violates the following Content Security Policy directive 'script-src 'sha256-[A-Za-z0-9+/]+=''/,
    );
  });
});
