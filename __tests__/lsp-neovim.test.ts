import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST_CLI } from './helpers/lsp-client.js';
import { removeSites, writeLspSite } from './helpers/lsp-site.js';
import { ROOT } from './helpers/run.js';

// Neovim's own LSP client (Debian's neovim, 0.7 or later) runs `node dist/cli.js lsp --stdio` headless: a client
// written by others, so that the server is held to what a real editor sends and expects.

// `.ci/run` installs Debian's neovim: without it the test fails, unless NAVLINT_SKIP_NVIM=1 says to skip it.
const skip = process.env.NAVLINT_SKIP_NVIM === '1';
const maybe = skip ? test.skip : test;
if (skip) console.warn('lsp-neovim.test.ts skipped: NAVLINT_SKIP_NVIM=1');

test('nvim and dist/cli.js are there (NAVLINT_SKIP_NVIM=1 skips the Neovim test)', () => {
  if (skip) return;
  const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
  expect({ nvim: nvim.status === 0 ? 'found' : `not found (${String(nvim.error ?? nvim.stderr)})` }).toEqual({
    nvim: 'found',
  });
  expect({ dist: fs.existsSync(DIST_CLI) ? 'built' : 'missing: run npm run build' }).toEqual({ dist: 'built' });
});

afterAll(removeSites);

maybe('Neovim: a broken link reported and cleared, a code action applied, go to definition', () => {
  const dir = writeLspSite();
  const out = path.join(dir, 'nvim.out');
  const r = spawnSync(
    'nvim',
    [
      '--headless',
      '-u',
      'NONE',
      '-i',
      'NONE',
      '-n',
      '-c',
      `luafile ${path.join(ROOT, '__tests__/helpers/nvim-lsp.lua')}`,
    ],
    {
      cwd: dir,
      env: { ...process.env, SITE: dir, NAVLINT_CLI: DIST_CLI, OUT: out, NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  expect(r.error).toBeUndefined();
  const lines = fs.existsSync(out) ? fs.readFileSync(out, 'utf8').trimEnd().split('\n') : [r.stderr];
  expect(lines).toEqual([
    // 0-based, as Neovim keeps them: line 5, the URL between the parentheses.
    'opened\tlink-broken 4:17-4:30',
    'fixed\t',
    'docs\tpage-extension 6:45-6:62',
    'action\tChange "guide/intro.mdx" to "guide/intro" (page-extension)',
    'line\t{ "group": "Guide", "pages": ["index", "guide/intro", "guide/setup"] },',
    'docs after\t',
    'definition\tguide/setup.mdx\t1',
  ]);
});

/** The Lua snippets of the README's Neovim item, each with the versions it says it needs (`to` undefined: or later). */
function readmeSnippets(): { from: number[]; to?: number[]; code: string }[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const item = readme.slice(readme.indexOf('- **Neovim**'), readme.indexOf('- **Zed**'));
  const version = (v: string) => v.split('.').map(Number);
  return [...item.matchAll(/On (\d+\.\d+) (?:to (\d+\.\d+)|or later)[\s\S]*?```lua\n([\s\S]*?)```/g)].map((m) => ({
    from: version(m[1]),
    ...(m[2] !== undefined ? { to: version(m[2]) } : {}),
    // Indented under the list item.
    code: m[3].replace(/^ {2}/gm, ''),
  }));
}

/** Whether version `a` comes before `b` (major, minor). */
const before = (a: number[], b: number[]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

test("the README's Neovim snippets: each states the versions it needs", () => {
  expect(readmeSnippets().map((s) => [s.from.join('.'), s.to?.join('.') ?? 'later'])).toEqual([
    ['0.10', 'later'],
    ['0.7', '0.10'],
  ]);
});

maybe("Neovim: the README's snippet for its version starts one client per docs root and attaches its buffers", () => {
  const found = /NVIM v(\d+)\.(\d+)/.exec(spawnSync('nvim', ['--version'], { encoding: 'utf8' }).stdout);
  expect(found).not.toBeNull();
  const nvim = [Number(found![1]), Number(found![2])];
  const snippets = readmeSnippets().filter((s) => !before(nvim, s.from) && (!s.to || !before(s.to, nvim)));
  expect(snippets.length).toBeGreaterThan(0);
  const dir = writeLspSite();
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-nvim-outside-'));
  try {
    fs.writeFileSync(path.join(outside, 'notes.md'), '# Notes\n');
    for (const s of snippets) {
      // The server this checkout built, where a user's `npx navlint` runs the installed one.
      const npx = "{ 'npx', 'navlint', 'lsp', '--stdio' }";
      expect(s.code.split(npx)).toHaveLength(2);
      fs.writeFileSync(
        path.join(outside, 'init.lua'),
        s.code.replace(npx, "{ 'node', os.getenv('NAVLINT_CLI'), 'lsp', '--stdio' }"),
      );
      const out = path.join(outside, 'nvim.out');
      fs.rmSync(out, { force: true });
      const r = spawnSync(
        'nvim',
        [
          '--headless',
          '-u',
          path.join(outside, 'init.lua'),
          '--noplugin',
          '-i',
          'NONE',
          '-n',
          '-c',
          `luafile ${path.join(ROOT, '__tests__/helpers/nvim-snippet.lua')}`,
        ],
        {
          cwd: dir,
          env: {
            ...process.env,
            // Nothing of the user's configuration or data.
            XDG_CONFIG_HOME: outside,
            XDG_DATA_HOME: outside,
            XDG_STATE_HOME: outside,
            SITE: dir,
            OUTSIDE: outside,
            NAVLINT_CLI: DIST_CLI,
            OUT: out,
            NODE_OPTIONS: '',
          },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(r.error).toBeUndefined();
      const lines = fs.existsSync(out) ? fs.readFileSync(out, 'utf8').trimEnd().split('\n') : [r.stderr];
      expect({ from: s.from.join('.'), lines }).toEqual({
        from: s.from.join('.'),
        lines: [
          // One client, for the docs root of the page and of docs.json.
          'page\tmdx\t1\tlink-broken 4:17-4:30',
          'docs\tjson\t1\tpage-extension 6:45-6:62',
          'outside\tmarkdown\t',
          'clients\t1',
        ],
      });
    }
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
