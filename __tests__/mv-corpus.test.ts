import fs from 'node:fs';
import path from 'node:path';
import { git } from './helpers/git.js';
import { MOVED_ENV } from './helpers/moved-site.js';
import { CORPUS, ROOT, runDist } from './helpers/run.js';
import { tempFolder } from './helpers/temp.js';

// `navlint mv` (the bundle, as a subprocess) on git copies of real sites of ../shared/corpus: a much-linked page, a
// folder and a snippet move, and the check afterwards finds nothing it did not find before, rule by rule.

const present = fs.existsSync(CORPUS) && fs.existsSync(path.join(ROOT, 'dist', 'cli.js'));
const suite = present ? describe : describe.skip;

/** Findings by rule. */
function findings(dir: string): Record<string, number> {
  const r = runDist('cli', ['check', '.', '--format', 'json'], { cwd: dir, env: MOVED_ENV });
  const out: Record<string, number> = {};
  for (const d of (JSON.parse(r.stdout) as { diagnostics: { rule: string }[] }).diagnostics)
    out[d.rule] = (out[d.rule] ?? 0) + 1;
  return out;
}

/** The rules with more findings after than before. */
function more(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((rule) => after[rule] > (before[rule] ?? 0));
}

const MOVES: [site: string, from: string, to: string][] = [
  ['chatwoot__docs', 'self-hosted/configuration/environment-variables', 'reference/environment-variables'],
  ['chatwoot__docs', 'self-hosted/deployment', 'deploy'],
  ['getlago__lago-doc', 'api-reference/webhooks/messages', 'api-reference/events/messages'],
  ['getlago__lago-doc', 'api-reference/wallets', 'api-reference/billing/wallets'],
  ['PrefectHQ__fastmcp', 'servers/auth/oauth-proxy', 'servers/oauth-proxy'],
  ['PrefectHQ__fastmcp', 'integrations', 'guides/integrations'],
  ['PrefectHQ__fastmcp', 'snippets/version-badge.mdx', 'snippets/badges/version.mdx'],
  ['cline__cline', 'getting-started/authorizing-with-cline', 'start/'],
  ['tensorzero__tensorzero', 'gateway/api-reference', 'gateway/reference'],
  // The move undone: its wildcard redirect is turned around.
  ['tensorzero__tensorzero', 'gateway/reference', 'gateway/api-reference'],
];

suite('navlint mv on corpus sites', () => {
  const copies = new Map<string, string>();
  const copyOf = (site: string) => {
    let dir = copies.get(site);
    if (!dir) {
      dir = tempFolder(`navlint-mv-${site}-`);
      fs.cpSync(path.join(CORPUS, site), dir, { recursive: true });
      git(dir, 'init', '-q');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', 'base');
      copies.set(site, dir);
    }
    return dir;
  };

  test.each(MOVES)('%s: mv %s %s', (site, from, to) => {
    const dir = copyOf(site);
    const before = findings(dir);
    const run = runDist('cli', ['mv', from, to], { cwd: dir, env: MOVED_ENV });
    expect(run.stderr).toMatch(
      /^navlint: moved \d+ files?, edited \d+ files?(; redirect .* added)?\.\nnavlint: the check after the move finds nothing new\.\n$/,
    );
    expect(run.status).toBe(0);
    const after = findings(dir);
    expect(more(before, after)).toEqual([]);
    // git sees the move as renames, and nothing is left at the old path.
    git(dir, 'add', '-A');
    const status = git(dir, 'status', '--porcelain');
    expect(status).toMatch(/^R {2}/m);
    expect(status).not.toMatch(/^D /m);
    git(dir, 'commit', '-q', '-m', `mv ${from}`);
    console.log(`${site}: mv ${from} ${to}: ${run.stderr.split('\n')[0]}`);
  });

  test('tensorzero__tensorzero: the move undone leaves every file but docs.json as it was', () => {
    const dir = copyOf('tensorzero__tensorzero');
    expect(git(dir, 'diff', '--name-only', 'HEAD~2', 'HEAD')).toBe('docs.json');
  });
});
