import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium } from './helpers/chromium.js';
import { freePort } from './helpers/nginx.js';
import { escapeHtml } from '../src/preview/escape.js';
import { livePreviewCsp, scriptHash } from '../src/preview/html.js';
import { LIVE_SCRIPT } from '../src/preview/live.js';
import { PREVIEW_SCRIPT } from '../src/preview/script.js';
import { removeSites, writeSite } from './helpers/preview-sites.js';
import { ROOT, runDistAsync } from './helpers/run.js';

// `navlint preview --watch` (dist/cli.js, built with `npm run build`) as a subprocess, and its page in a real headless
// Chromium (Debian's `chromium` package; .ci/run installs it when missing).
const SHOT = process.env.NAVLINT_LIVE_SCREENSHOT ?? path.join(ROOT, 'test-output', 'screenshots', 'live-preview.png');
const available = chromiumAvailable('preview-watch');
const describeBrowser = available ? describe : describe.skip;

const page = (title: string) => `---\ntitle: ${JSON.stringify(title)}\n---\n\nText.\n`;
const docs = (guides: string, apiGroup: string, pages: string[]) =>
  JSON.stringify(
    {
      theme: 'mint',
      name: 'Live site',
      colors: { primary: '#087A60' },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: guides, pages }] },
          { tab: 'Reference', groups: [{ group: apiGroup, pages: ['reference/overview'] }] },
        ],
      },
    },
    null,
    2,
  ) + '\n';

interface Served {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `navlint preview --watch --port <free>` in `dir` and waits until it serves. */
async function serve(dir: string): Promise<Served> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' };
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'dist', 'cli.js'), 'preview', '--watch', '--port', String(port)],
    { cwd: dir, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (out += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (err += s));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 30_000;
  while (!out.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`preview --watch did not start: ${out}${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, port, stdout: () => out, stderr: () => err, exit };
}

/** A raw request, so that the method and the Host header are the test's to choose. */
function request(
  port: number,
  method: string,
  urlPath: string,
  host = `127.0.0.1:${port}`,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers: { host }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (s: string) => (body += s));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describeBrowser('navlint preview --watch in headless Chromium', () => {
  let browser: Browser;
  let served: Served | undefined;
  let root: string;
  /** How long a change may take to show, on a machine however busy: a bound on the wait, not a figure of speed. */
  const UPDATE_MS = 30_000;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    if (served && served.child.exitCode === null) served.child.kill('SIGKILL');
    removeSites();
  });

  test('serves only the preview, on 127.0.0.1, with a hash-based CSP', async () => {
    root = writeSite({
      'docs.json': docs('Getting started', 'API', ['index', 'quickstart']),
      // Home links to every page, so that none is unreachable while a broken entry misses one.
      'index.mdx': page('Home') + '\n[Quickstart](/quickstart), [Overview](/reference/overview)\n',
      'quickstart.mdx': page('Quickstart'),
      'reference/overview.mdx': page('Overview'),
    });
    served = await serve(root);
    const { port } = served;
    expect(served.stdout()).toBe(
      `Serving the preview of docs.json at http://127.0.0.1:${port}/ (0 errors, 0 warnings, 0 notices); watching . for changes. Press Ctrl-C to stop.\n`,
    );
    const home = await request(port, 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    // The preview's own script and the live script, each by its hash; connections only to the page's origin.
    expect(home.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; script-src ${scriptHash(PREVIEW_SCRIPT)} ${scriptHash(LIVE_SCRIPT)}; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(home.body).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(livePreviewCsp())}">`,
    );
    expect(home.body).toContain('<meta name="navlint-build" content="');
    // No file of the site is served, nor anything but the page and its event stream.
    for (const p of ['/docs.json', '/index.mdx', '/index.html', '/../docs.json', '/events/x'])
      expect((await request(port, 'GET', p)).status).toBe(404);
    expect((await request(port, 'POST', '/')).status).toBe(405);
    // A page of another site reaching the port through its own DNS name gets nothing.
    expect((await request(port, 'GET', '/', `evil.example:${port}`)).status).toBe(403);
    expect((await request(port, 'GET', '/', `localhost:${port}`)).status).toBe(200);
  });

  test('a change to docs.json shows in the open page; a broken entry\u2019s finding comes and goes; Ctrl-C exits 0', async () => {
    expect(served).toBeDefined();
    const { port } = served!;
    const context = await browser.newContext({ viewport: { width: 1300, height: 800 } });
    const p: Page = await context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    p.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const connected = p.waitForResponse((r) => new URL(r.url()).pathname === '/events');
    await p.goto(`http://127.0.0.1:${port}/`);
    const groups = () => p.locator('.panel:visible .grp-h').allInnerTexts();
    expect(await groups()).toEqual(['Getting started']);
    // The live script has connected before anything changes.
    await connected;

    // 1. A group label changes: the open page shows the new one without a manual reload. (How soon is measured by
    // scripts/bench-watch.mjs; here each change is awaited however busy the machine.)
    fs.writeFileSync(path.join(root, 'docs.json'), docs('First steps', 'API', ['index', 'quickstart']));
    await p.locator('.panel:visible .grp-h', { hasText: 'First steps' }).waitFor({ timeout: UPDATE_MS });
    expect(await groups()).toEqual(['First steps']);

    // 2. The selected tab survives a reload.
    await p.locator('.tabs .tab', { hasText: 'Reference' }).click();
    expect(await groups()).toEqual(['API']);
    fs.writeFileSync(path.join(root, 'docs.json'), docs('First steps', 'API reference', ['index', 'quickstart']));
    await p.locator('.panel:visible .grp-h', { hasText: 'API reference' }).waitFor({ timeout: UPDATE_MS });
    expect(await p.locator('.tabs .tab[aria-current="true"]').innerText()).toContain('Reference');
    await p.locator('.tabs .tab', { hasText: 'Guides' }).click();

    // 3. A broken page entry: its finding appears at the page and in the list.
    fs.writeFileSync(path.join(root, 'docs.json'), docs('First steps', 'API reference', ['index', 'quikstart']));
    const finding = p.locator('.all', { hasText: 'Page "quikstart" has no file' });
    await finding.waitFor({ timeout: UPDATE_MS });
    expect(await p.locator('.counts .c-error b').innerText()).toBe('1');
    expect(await p.locator('.panel:visible a.pg').allInnerTexts()).toEqual([
      'Home',
      expect.stringContaining('quikstart'),
    ]);
    await p.screenshot({ path: SHOT, fullPage: true });

    // 4. Fixed: the finding goes.
    fs.writeFileSync(path.join(root, 'docs.json'), docs('First steps', 'API reference', ['index', 'quickstart']));
    await finding.waitFor({ state: 'detached', timeout: UPDATE_MS });
    expect(await p.locator('.counts .c-error b').innerText()).toBe('0');
    expect(await p.locator('.panel:visible a.pg').allInnerTexts()).toEqual(['Home', 'Quickstart']);

    // 5. A page's title changes: the page file is watched too.
    fs.writeFileSync(path.join(root, 'quickstart.mdx'), page('Quick start in five minutes'));
    await p.locator('.panel:visible a.pg', { hasText: 'Quick start in five minutes' }).waitFor({ timeout: UPDATE_MS });

    // 6. docs.json gone: the page says why, and comes back with the file.
    const saved = fs.readFileSync(path.join(root, 'docs.json'), 'utf8');
    fs.rmSync(path.join(root, 'docs.json'));
    await p.locator('h1', { hasText: 'The site could not be checked' }).waitFor({ timeout: UPDATE_MS });
    expect(await p.locator('[role="alert"]').innerText()).toBe(
      'no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)',
    );
    fs.writeFileSync(path.join(root, 'docs.json'), saved);
    await p.locator('.panel:visible .grp-h', { hasText: 'First steps' }).waitFor({ timeout: UPDATE_MS });

    expect(errors).toEqual([]);
    expect([...new Set(requests)].sort()).toEqual(['/', '/events']);
    await context.close();

    expect(served!.stdout()).toContain('Updated after a change to docs.json: 1 error, 0 warnings, 0 notices.\n');
    served!.child.kill('SIGINT');
    expect(await served!.exit).toEqual({ code: 0, signal: null });
    expect(served!.stdout().endsWith('Stopped.\n')).toBe(true);
    expect(served!.stderr()).toBe(
      'navlint: no docs.json in this folder or above it (give the docs root, the folder that holds docs.json); waiting for a change.\n',
    );
  });
});

describe('navlint preview --watch: the first signal ends it', () => {
  afterAll(removeSites);

  test('Ctrl-C while it waits: "Stopped.", exit 0', async () => {
    const served = await serve(writeSite({ 'docs.json': docs('G', 'API', ['index']), 'index.mdx': page('Home') }));
    served.child.kill('SIGINT');
    expect(await served.exit).toEqual({ code: 0, signal: null });
    expect(served.stdout().endsWith('Stopped.\n')).toBe(true);
  });

  /** CPU seconds a process has used, all its threads together; undefined where there is no `/proc`. */
  function cpuSeconds(pid: number): number | undefined {
    try {
      // utime and stime, the 14th and 15th fields (after the name in parentheses, which may hold spaces), in ticks.
      const fields = fs
        .readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return undefined;
    }
  }

  /** Resolves once the process has spent `seconds` more of CPU time than `since` (without `/proc`, after a pause). */
  async function busyFor(pid: number, since: number | undefined, seconds: number): Promise<void> {
    if (since === undefined) return new Promise((r) => setTimeout(r, 1500));
    const deadline = Date.now() + 60_000;
    while ((cpuSeconds(pid) ?? Infinity) - since < seconds) {
      if (Date.now() > deadline) throw new Error(`the check did not start: ${cpuSeconds(pid)} s of CPU time`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  test.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while a check keeps the thread busy: it ends without finishing the check',
    async (signal) => {
      // Forty pages that become lists nested 480 deep, just within the nesting bound: seconds of parsing each,
      // minutes in all (`pageTimeout` gives them the time), far longer than the wait for the exit below.
      const names = Array.from({ length: 40 }, (_, i) => `deep-${i}`);
      const dir = writeSite({
        'docs.json': docs('G', 'API', ['index', ...names]),
        'index.mdx': page('Home'),
        ...Object.fromEntries(names.map((n) => [`${n}.mdx`, page('Deep')])),
        '.navlintrc.json': JSON.stringify({ pageTimeout: 600 }),
      });
      const served = await serve(dir);
      const before = cpuSeconds(served.child.pid!);
      const deep = Array.from({ length: 480 }, (_, i) => `${'  '.repeat(i)}- a\n`).join('');
      for (const n of names) fs.writeFileSync(path.join(dir, `${n}.mdx`), deep);
      // The change is seen and the check is under way: a second of CPU time spent on it.
      await busyFor(served.child.pid!, before, 1);
      served.child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const ended = await Promise.race([
        served.exit,
        new Promise((r) => (timer = setTimeout(() => r('still running'), 30_000))),
      ]);
      clearTimeout(timer);
      if (ended === 'still running') served.child.kill('SIGKILL');
      // Ended by the signal's default, or cleanly when the pages are parsed off this thread (the incremental check's
      // page workers): either way before the check could finish, which says nothing more.
      expect([
        { code: null, signal },
        { code: 0, signal: null },
      ]).toContainEqual(ended);
      expect(served.stdout()).not.toContain('Updated after');
    },
  );
});

describe('navlint preview --watch: usage errors are one line and exit 2', () => {
  test.each([
    [
      ['--watch', '--out', 'x.html'],
      '--out and --watch do not go together: --watch serves the preview instead of writing it',
    ],
    [['--watch', '--format', 'md'], '--watch serves the HTML preview; --format md does not apply'],
    [
      ['--watch', '--base', 'HEAD'],
      '--base and --watch do not go together: the live preview shows the site as it changes; `preview --base` writes the comparison',
    ],
    [['--watch', '--port', '70000'], '--port must be a whole number from 0 to 65535, not "70000"'],
    [['--port', '4181'], '--port applies to preview --watch only'],
    [['nowhere', '--watch'], 'nowhere: no such file or folder'],
  ])('preview %j', async (args, message) => {
    const dir = writeSite({ 'docs.json': docs('G', 'API', ['index']), 'index.mdx': page('Home') });
    const r = await runDistAsync('cli', ['preview', ...args], { cwd: dir });
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
      status: 2,
      stdout: '',
      stderr: `navlint: ${message}\n`,
    });
  });

  test('a port in use', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const dir = writeSite({ 'docs.json': docs('G', 'API', ['index']), 'index.mdx': page('Home') });
      const r = await runDistAsync('cli', ['preview', '--watch', '--port', String(port)], { cwd: dir });
      expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `navlint: port ${port} on 127.0.0.1 is in use; choose another with --port\n`,
      });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
