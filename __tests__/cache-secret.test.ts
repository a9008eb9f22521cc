import fs from 'node:fs';
import path from 'node:path';
import { cacheSecret, type CacheSecret, type SecretPlace } from '../src/core/cache-secret.js';
import { runCli } from './helpers/cli.js';
import { groupDocs, removeRepos, tempDir, writeFiles } from './helpers/git.js';

afterAll(removeRepos);

const uid = process.getuid?.();
const place = (env: Record<string, string | undefined>, home = ''): SecretPlace => ({
  env,
  home,
  uid,
  noFollow: fs.constants.O_NOFOLLOW,
});
const secretOf = (s: CacheSecret) => ('secret' in s ? s.secret : undefined);
const problemOf = (s: CacheSecret) => ('problem' in s ? s.problem : undefined);

describe('the key that signs cache files', () => {
  const root = () => {
    const dir = tempDir('navlint-root-');
    writeFiles(dir, { 'docs.json': '{}' });
    return dir;
  };

  test('is created on first use in $XDG_CACHE_HOME/navlint, 32 bytes readable by its owner alone, then read', () => {
    const xdg = tempDir('navlint-xdg-');
    const first = secretOf(cacheSecret(fs, place({ XDG_CACHE_HOME: xdg }), root()));
    const file = path.join(xdg, 'navlint', 'cache-key');
    expect(first).toEqual(fs.readFileSync(file));
    expect(first).toHaveLength(32);
    if (uid !== undefined) {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(file)).mode & 0o077).toBe(0);
    }
    expect(secretOf(cacheSecret(fs, place({ XDG_CACHE_HOME: xdg }), root()))).toEqual(first);
    // Nothing is left beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['cache-key']);
  });

  test('is in ~/.cache/navlint without XDG_CACHE_HOME, or when it is a relative path', () => {
    const home = tempDir('navlint-home-');
    for (const env of [{}, { XDG_CACHE_HOME: 'relative/cache' }]) {
      const s = secretOf(cacheSecret(fs, place(env, home), root()));
      expect(s).toEqual(fs.readFileSync(path.join(home, '.cache', 'navlint', 'cache-key')));
    }
    expect(problemOf(cacheSecret(fs, place({}, ''), root()))).toBe(
      'there is no cache directory (XDG_CACHE_HOME and HOME are not set)',
    );
  });

  test('is never kept in the docs root or its repository, even through a symbolic link', () => {
    const repo = tempDir('navlint-repo-');
    writeFiles(repo, { '.git/HEAD': 'ref: refs/heads/main\n', 'site/docs.json': '{}' });
    const site = path.join(repo, 'site');
    expect(problemOf(cacheSecret(fs, place({ XDG_CACHE_HOME: path.join(site, '.cache') }), site))).toBe(
      `its key would be in the docs root (${path.join(site, '.cache', 'navlint')})`,
    );
    expect(problemOf(cacheSecret(fs, place({ XDG_CACHE_HOME: path.join(repo, '.cache') }), site))).toBe(
      `its key would be in the repository of the docs root (${path.join(repo, '.cache', 'navlint')})`,
    );
    expect(fs.existsSync(path.join(site, '.cache'))).toBe(false);
    expect(fs.existsSync(path.join(repo, '.cache'))).toBe(false);
    const link = path.join(tempDir('navlint-xdg-'), 'cache');
    fs.symlinkSync(repo, link);
    expect(problemOf(cacheSecret(fs, place({ XDG_CACHE_HOME: link }), site))).toBe(
      `its key would be in the repository of the docs root (${path.join(link, 'navlint')})`,
    );
    // Outside the repository, the same docs root has a key.
    expect(secretOf(cacheSecret(fs, place({ XDG_CACHE_HOME: tempDir('navlint-xdg-') }), site))).toHaveLength(32);
  });

  test.each<[string, (file: string) => void, string]>([
    [
      'others may read',
      (f) => (fs.writeFileSync(f, Buffer.alloc(32)), fs.chmodSync(f, 0o644)),
      'may be read by other users',
    ],
    ['is a symbolic link', (f) => fs.symlinkSync(path.join(path.dirname(f), 'elsewhere'), f), 'is a symbolic link'],
    ['is not 32 bytes long', (f) => fs.writeFileSync(f, 'short', { mode: 0o600 }), 'is not a key of 32 bytes'],
    ['is a folder', (f) => fs.mkdirSync(f), 'is not a file'],
  ])('a key file that %s is not used', (_, plant, why) => {
    if (uid === undefined) return;
    const xdg = tempDir('navlint-xdg-');
    const file = path.join(xdg, 'navlint', 'cache-key');
    fs.mkdirSync(path.dirname(file), { mode: 0o700 });
    fs.writeFileSync(path.join(xdg, 'navlint', 'elsewhere'), Buffer.alloc(32), { mode: 0o600 });
    plant(file);
    expect(problemOf(cacheSecret(fs, place({ XDG_CACHE_HOME: xdg }), root()))).toBe(`${file} ${why}`);
  });

  test('a folder where it cannot be created leaves the cache unused: one line says so, the report is the same', async () => {
    const blocked = path.join(tempDir('navlint-xdg-'), 'a-file');
    fs.writeFileSync(blocked, '');
    expect(problemOf(cacheSecret(fs, place({ XDG_CACHE_HOME: blocked }), root()))).toBe(
      `its key cannot be kept in ${path.join(blocked, 'navlint')} (ENOTDIR)`,
    );
    const cwd = tempDir('navlint-nokey-');
    writeFiles(cwd, { 'site/docs.json': groupDocs(['a']), 'site/a.mdx': '[B](/b)\n' });
    const plain = await runCli(['check', 'site'], { cwd });
    const cached = await runCli(['check', 'site', '--cache'], { cwd, env: { XDG_CACHE_HOME: blocked } });
    expect(cached).toEqual({
      ...plain,
      stderr: `navlint: --cache is not used: its key cannot be kept in ${path.join(blocked, 'navlint')} (ENOTDIR)\n`,
    });
    expect(plain.stdout).toContain('link-broken');
    expect(fs.readdirSync(path.join(cwd, 'site')).sort()).toEqual(['a.mdx', 'docs.json']);
  });
});
