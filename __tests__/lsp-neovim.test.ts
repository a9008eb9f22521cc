import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
