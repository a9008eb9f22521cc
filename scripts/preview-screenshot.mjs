// Regenerates docs/preview.png, the README's picture of the preview of examples/larkspur (needs dist/ and Chromium).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const executablePath = process.env.NAVLINT_CHROMIUM ?? '/usr/bin/chromium';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-shot-'));
const html = path.join(dir, 'preview.html');
execFileSync(process.execPath, ['dist/cli.js', 'preview', 'examples/larkspur', '--out', html], { stdio: 'inherit' });
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 760 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(html).href);
  await page.locator('.tabs .tab:visible', { hasText: 'API reference' }).click();
  await page.locator('.panel:visible a.pg', { hasText: 'Retrieve a flag' }).click();
  await page.evaluate('window.scrollTo(0, 0)');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'docs/preview.png' });
  console.log('wrote docs/preview.png');
} finally {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
