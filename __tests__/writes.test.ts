import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfinedPathError, writeFileConfined, type WriteArea } from '../src/core/confined.js';
import { git, removeRepos, tempDir } from './helpers/git.js';
import { runCli } from './helpers/cli.js';
import { CACHE_FILE } from '../src/cli/cache-file.js';
import { DOCS, rules, SECRET, setting, writeSite } from './helpers/writes.js';

// Where navlint writes. A pull request controls every file of the checkout, links included: for each file navlint
// writes, a test plants a symbolic link to a file outside, a symbolic link to a folder outside, and a hard link,
// and finds the outside file untouched.

afterAll(removeRepos);

describe('writeFileConfined', () => {
  const area = (...folders: string[]): WriteArea => ({ folders, name: 'the test folders' });

  test('writes inside the area and makes the folders on the way', () => {
    const { ws } = setting();
    const file = path.join(ws, 'a', 'b', 'out.txt');
    writeFileConfined(fs, area(ws), file, 'hello', { createFolders: true });
    expect(fs.readFileSync(file, 'utf8')).toBe('hello');
    writeFileConfined(fs, area(ws), file, 'again');
    expect(fs.readFileSync(file, 'utf8')).toBe('again');
  });

  test.each([
    ['a symbolic link to a file outside', 'link', 'it is a symbolic link'],
    ['a symbolic link to a folder outside', 'dir/out', 'it is reached through a symbolic link (dir)'],
    ['a hard link to a file outside', 'hard', 'it has other hard links, and writing it would change them too'],
    ['a path outside the area', '../x', 'it is outside the test folders'],
  ])('refuses %s, and the target stays as it was', (_, rel, reason) => {
    const { ws, outside, target } = setting();
    fs.symlinkSync(target, path.join(ws, 'link'));
    fs.symlinkSync(outside, path.join(ws, 'dir'));
    fs.linkSync(target, path.join(ws, 'hard'));
    const file = rel === '../x' ? path.join(outside, 'x') : path.join(ws, rel);
    for (const options of [{}, { createFolders: true }])
      expect(() => writeFileConfined(fs, area(ws), file, 'overwritten', options)).toThrow(
        new ConfinedPathError(file, reason),
      );
    // A replacing write (the cache's) renames a new file over the name: a link or a hard link there is replaced.
    if (rel === 'link' || rel === 'hard') {
      writeFileConfined(fs, area(ws), file, 'replaced', { replace: true });
      const st = fs.lstatSync(file);
      expect([st.isFile(), st.nlink, fs.readFileSync(file, 'utf8')]).toEqual([true, 1, 'replaced']);
    } else
      expect(() => writeFileConfined(fs, area(ws), file, 'overwritten', { replace: true })).toThrow(
        new ConfinedPathError(file, reason),
      );
    expect(fs.readFileSync(target, 'utf8')).toBe(SECRET);
    expect(fs.readdirSync(outside)).toEqual(['target']);
  });

  test('a link planted at the temporary name of a replacing write is refused, not followed', () => {
    const { ws, target } = setting();
    fs.symlinkSync(target, path.join(ws, '.cache.json.fixed.tmp'));
    expect(() =>
      writeFileConfined(fs, area(ws), path.join(ws, 'cache.json'), 'x', { replace: true, unique: () => 'fixed' }),
    ).toThrow(ConfinedPathError);
    expect(fs.readFileSync(target, 'utf8')).toBe(SECRET);
    expect(fs.existsSync(path.join(ws, 'cache.json'))).toBe(false);
  });

  test('a FIFO or a folder in the file\u2019s place is refused without waiting', () => {
    const { ws } = setting();
    execFileSync('mkfifo', [path.join(ws, 'fifo')]);
    fs.mkdirSync(path.join(ws, 'folder'));
    expect(() => writeFileConfined(fs, area(ws), path.join(ws, 'fifo'), 'x')).toThrow('it is not a regular file');
    expect(() => writeFileConfined(fs, area(ws), path.join(ws, 'folder'), 'x')).toThrow('it is a folder');
  });

  test('a folder of the area named through a link is the same folder', () => {
    const { ws } = setting();
    const alias = path.join(tempDir('navlint-alias-'), 'ws');
    fs.symlinkSync(ws, alias);
    writeFileConfined(fs, area(alias), path.join(ws, 'out.txt'), 'via the real path');
    expect(fs.readFileSync(path.join(ws, 'out.txt'), 'utf8')).toBe('via the real path');
  });
});

describe('navlint preview --out ', () => {
  /** Runs the CLI with its own temporary folder, so that the workspace's neighbours are outside both. */
  const preview = async (ws: string, ...args: string[]) =>
    await runCli(['preview', 'site', ...args], { cwd: ws, env: { TMPDIR: tempDir('navlint-tmp-') } });

  test.each([
    [
      'a symbolic link to a file outside',
      (ws: string, target: string) => {
        fs.symlinkSync(target, path.join(ws, 'navlint-preview.html'));
        return [[], 'navlint-preview.html was not written: it is a symbolic link'];
      },
    ],
    [
      'a symbolic link to a folder outside',
      (ws: string, target: string) => {
        fs.symlinkSync(path.dirname(target), path.join(ws, 'reports'));
        return [
          ['--out', 'reports/new/preview.html'],
          'reports/new/preview.html was not written: it is reached through a symbolic link (reports)',
        ];
      },
    ],
    [
      'a hard link to a file outside',
      (ws: string, target: string) => {
        fs.linkSync(target, path.join(ws, 'preview.html'));
        return [
          ['--out', 'preview.html'],
          'preview.html was not written: it has other hard links, and writing it would change them too',
        ];
      },
    ],
    [
      'a path outside the working directory and the temporary folder',
      (ws: string, target: string) => {
        const out = path.relative(ws, path.join(path.dirname(target), 'preview.html'));
        return [['--out', out], `${out} was not written: it is outside the working directory and the temporary folder`];
      },
    ],
  ] as [string, (ws: string, target: string) => [string[], string]][])(
    'refuses %s: exit 2, one line',
    async (_, plant) => {
      const { ws, outside, target } = setting();
      writeSite(path.join(ws, 'site'));
      const [args, message] = plant(ws, target);
      expect(await preview(ws, ...args)).toEqual({ status: 2, stdout: '', stderr: `navlint: ${message}\n` });
      expect(fs.readFileSync(target, 'utf8')).toBe(SECRET);
      expect(fs.readdirSync(outside)).toEqual(['target']);
    },
  );

  test('a new folder in the working directory is made', async () => {
    const { ws } = setting();
    writeSite(path.join(ws, 'site'));
    const r = await preview(ws, '--out', 'out/html/preview.html');
    expect(r.status).toBe(0);
    expect(fs.readFileSync(path.join(ws, 'out/html/preview.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/);
  });
});

describe('navlint check --cache ', () => {
  // The user's cache directory, which holds the key that signs cache files.
  const xdg = tempDir('navlint-xdg-');
  const check = async (ws: string, ...args: string[]) =>
    await runCli(['check', 'site', '--format', 'json', '--cache', ...args], {
      cwd: ws,
      env: { TMPDIR: tempDir('navlint-tmp-'), XDG_CACHE_HOME: xdg },
    });
  test('a cache folder that is a symbolic link is not written through; the check is the same', async () => {
    const { ws, outside, target } = setting();
    writeSite(path.join(ws, 'site'));
    fs.mkdirSync(path.join(ws, 'node_modules/.cache'), { recursive: true });
    fs.symlinkSync(outside, path.join(ws, 'node_modules/.cache/navlint'));
    const r = await check(ws, '--cache-location', 'node_modules/.cache/navlint/');
    expect(r.status).toBe(1);
    expect(rules(r.stdout)).toEqual(['link-broken']);
    expect(fs.readdirSync(outside)).toEqual(['target']);
    expect(fs.readFileSync(target, 'utf8')).toBe(SECRET);
  });

  test('a cache file that is a symbolic link or a hard link is replaced, never written through', async () => {
    for (const plant of [fs.symlinkSync, fs.linkSync]) {
      const { ws, outside, target } = setting();
      writeSite(path.join(ws, 'site'));
      const file = path.join(ws, 'site', CACHE_FILE);
      plant(target, file);
      expect(rules((await check(ws)).stdout)).toEqual(['link-broken']);
      expect(fs.readFileSync(target, 'utf8')).toBe(SECRET);
      expect(fs.readdirSync(outside)).toEqual(['target']);
      const written = fs.lstatSync(file);
      expect(written.isFile() && written.nlink === 1).toBe(true);
    }
  });

  test('--cache-location outside the working directory and the temporary folder is a usage error', async () => {
    const { ws, outside } = setting();
    writeSite(path.join(ws, 'site'));
    const location = path.join(outside, 'cache.json');
    expect(await check(ws, '--cache-location', location)).toEqual({
      status: 2,
      stdout: '',
      stderr: `navlint: --cache-location ${location}: the cache file it is outside the working directory and the temporary folder\n`,
    });
    expect(fs.readdirSync(outside)).toEqual(['target']);
  });

  test('committed cache entries cannot hide findings: a cache file that git tracks is neither read nor written', async () => {
    const { ws } = setting();
    writeSite(path.join(ws, 'site'));
    expect(rules((await check(ws)).stdout)).toEqual(['link-broken']);
    // The cache as a pull request would forge it: a report of no problems kept for the command, every page without links.
    const file = path.join(ws, 'site', CACHE_FILE);
    const [head, , rest] = fs.readFileSync(file, 'utf8').split('\n');
    const memo = JSON.parse(head) as { navlintResult: { report: string; errors: number } };
    Object.assign(memo.navlintResult, { report: 'no problems\n', errors: 0 });
    const cache = JSON.parse(rest) as { entries: Record<string, { links?: unknown[] }> };
    for (const entry of Object.values(cache.entries)) if (entry.links) entry.links = [];
    const forged = `${JSON.stringify(memo)}\n${JSON.stringify(cache)}`;
    fs.writeFileSync(file, forged);
    git(ws, 'init', '-q');
    git(ws, 'add', '-f', '.');
    git(ws, 'commit', '-q', '-m', 'docs');
    const r = await check(ws);
    expect(rules(r.stdout)).toEqual(['link-broken']);
    expect(r.stderr).toBe(
      `navlint: site/${CACHE_FILE} is tracked by git, so --cache neither reads nor writes it; give --cache-location a path that is not committed\n`,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(forged);
  });

  test('a cache entry of the wrong shape is dropped: the file is parsed again, and nothing crashes', async () => {
    const { ws } = setting();
    writeSite(path.join(ws, 'site'));
    const cold = await check(ws);
    const file = path.join(ws, 'site', CACHE_FILE);
    // The extracts alone (below the report kept on the first line and their HMAC), signed again with this user's key
    // as navlint signs them, so that the next run reads them.
    const cache = JSON.parse(fs.readFileSync(file, 'utf8').split('\n')[2]) as {
      entries: Record<string, Record<string, unknown>>;
    };
    for (const entry of Object.values(cache.entries)) entry.imports = [{ source: null }];
    const text = JSON.stringify(cache);
    const key = fs.readFileSync(path.join(xdg, 'navlint', 'cache-key'));
    const mac = createHmac('sha256', key).update('extracts\0').update(text).digest('base64url');
    fs.writeFileSync(file, `${mac}\n${text}`);
    const warm = await check(ws);
    expect(warm.stderr).toBe('');
    expect(warm.stdout).toBe(cold.stdout);
  });
});

describe('navlint check --fix ', () => {
  test('a file with another hard link is not fixed, and the other name keeps its text', async () => {
    const { ws, target } = setting();
    writeSite(ws);
    // A page entry written with its extension: a safe fix.
    const docs = DOCS.replace('"setup"', '"setup.mdx"');
    fs.writeFileSync(target, docs);
    fs.rmSync(path.join(ws, 'docs.json'));
    fs.linkSync(target, path.join(ws, 'docs.json'));
    const r = await runCli(['check', '.', '--fix', '--quiet'], { cwd: ws });
    expect(r.stderr).toBe(
      'navlint: docs.json was not fixed: it has other hard links, and writing it would change them too\n',
    );
    expect(fs.readFileSync(target, 'utf8')).toBe(docs);
  });

  test('a page in a folder that links outside the root is not fixed', async () => {
    const { ws, outside } = setting();
    writeSite(ws);
    fs.writeFileSync(path.join(outside, 'page.mdx'), '# Page\n\n[Setup](/setup.mdx)\n');
    fs.symlinkSync(outside, path.join(ws, 'linked'));
    fs.writeFileSync(path.join(ws, 'docs.json'), DOCS.replace('"setup"]', '"setup", "linked/page"]'));
    await runCli(['check', '.', '--fix'], { cwd: ws });
    expect(fs.readFileSync(path.join(outside, 'page.mdx'), 'utf8')).toBe('# Page\n\n[Setup](/setup.mdx)\n');
    expect(fs.readFileSync(path.join(outside, 'target'), 'utf8')).toBe(SECRET);
  });
});
