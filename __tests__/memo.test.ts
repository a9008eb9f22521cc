import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CacheFile, memoKey, type ResultMemo } from '../src/cli/memo.js';
import type { CacheStore } from '../src/content/cache.js';
import { ObservedFs, type Observation } from '../src/core/observed-fs.js';
import { runCli } from './helpers/cli.js';
import { groupDocs, removeRepos, tempDir, tempTree, writeFiles } from './helpers/git.js';
import { ROOT } from './helpers/run.js';

afterAll(removeRepos);

/** A moment well before any run of these tests: files dated then are known by their size and time. */
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

/** Dates every file and folder under `dir` long ago. */
function age(dir: string): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    fs.utimesSync(path.join(e.parentPath, e.name), LONG_AGO, LONG_AGO);
}

/** Rewrites a file with text of the same length and gives it back its time: only its content differs. */
function sameSizeAndTime(file: string, from: string, to: string): void {
  const st = fs.statSync(file);
  const text = fs.readFileSync(file, 'utf8');
  expect(to.length).toBe(from.length);
  expect(text).toContain(from);
  fs.writeFileSync(file, text.replace(from, to));
  fs.utimesSync(file, st.atime, st.mtime);
}

describe('ObservedFs', () => {
  function site(): string {
    const dir = tempTree({ 'a.mdx': 'A', 'b/c.mdx': 'C', 'd/': '' });
    age(dir);
    return dir;
  }

  /** Makes the calls a check makes, and returns what they noted. */
  function observe(dir: string, since?: number): { seen: Observation[]; observed: ObservedFs } {
    const observed = new ObservedFs(fs, [path.join(dir, '.cache')], since);
    observed.readFileSync(path.join(dir, 'a.mdx'), 'utf8');
    observed.readdirSync(dir, { withFileTypes: true });
    observed.statSync(path.join(dir, 'b'));
    expect(() => observed.statSync(path.join(dir, 'missing.png'))).toThrow();
    observed.existsSync(path.join(dir, 'b/c.mdx'));
    observed.realpathSync(path.join(dir, 'b'));
    const fd = observed.openSync(path.join(dir, 'b/c.mdx'), 'r');
    observed.closeSync(fd);
    return { seen: observed.observations(), observed };
  }

  test('notes each call once, with what it gave', () => {
    const dir = site();
    const { seen, observed } = observe(dir);
    const time = LONG_AGO.getTime();
    expect(seen).toEqual([
      ['read', path.join(dir, 'a.mdx'), `f1:${time}`],
      ['dir', dir, expect.stringMatching(/^[\w-]{27}$/)],
      ['stat', path.join(dir, 'b'), 'd'],
      ['stat', path.join(dir, 'missing.png'), '!ENOENT'],
      ['exists', path.join(dir, 'b/c.mdx'), '1'],
      ['real', path.join(dir, 'b'), path.join(dir, 'b')],
      ['read', path.join(dir, 'b/c.mdx'), `f1:${time}`],
    ]);
    expect(observed.unsettled).toBe(false);
    expect(ObservedFs.stillHolds(fs, seen, [path.join(dir, '.cache')])).toBe(true);
  });

  test.each<[string, (dir: string) => void]>([
    ['a file read grows', (dir) => fs.appendFileSync(path.join(dir, 'a.mdx'), 'more')],
    ['a file read is touched', (dir) => fs.utimesSync(path.join(dir, 'a.mdx'), new Date(), new Date())],
    ['a file appears in a folder listed', (dir) => writeFiles(dir, { 'new.mdx': '' })],
    ['a file goes from a folder listed', (dir) => fs.rmSync(path.join(dir, 'a.mdx'))],
    ['a missing file appears', (dir) => writeFiles(dir, { 'missing.png': '' })],
    [
      'a folder becomes a file',
      (dir) => (fs.rmSync(path.join(dir, 'b'), { recursive: true }), writeFiles(dir, { b: '' })),
    ],
    ['a file opened changes', (dir) => fs.appendFileSync(path.join(dir, 'b/c.mdx'), '!')],
  ])('no longer holds when %s', (_, change) => {
    const dir = site();
    const { seen } = observe(dir);
    change(dir);
    expect(ObservedFs.stillHolds(fs, seen, [path.join(dir, '.cache')])).toBe(false);
  });

  test('still holds when the cache file appears, or a folder not listed changes', () => {
    const dir = site();
    const { seen } = observe(dir);
    writeFiles(dir, { '.cache': '{}', 'd/e.mdx': '' });
    expect(ObservedFs.stillHolds(fs, seen, [path.join(dir, '.cache')])).toBe(true);
    // The cache file is ignored only where it is: elsewhere the same name is a file like any other.
    expect(ObservedFs.stillHolds(fs, seen, [path.join(dir, 'd/.cache')])).toBe(false);
  });

  test('knows an old file by its size and time, as ESLint does: a change that keeps both is not seen', () => {
    const dir = site();
    const { seen } = observe(dir);
    sameSizeAndTime(path.join(dir, 'a.mdx'), 'A', 'Z');
    expect(ObservedFs.stillHolds(fs, seen, [])).toBe(true);
  });

  test('knows a file modified just before the run by its text: touched it holds, changed it does not', () => {
    const dir = site();
    const file = path.join(dir, 'a.mdx');
    fs.utimesSync(file, new Date(), new Date());
    const { seen } = observe(dir);
    expect(seen[0]).toEqual(['read', file, `h${createHash('sha1').update('A').digest('base64url')}`]);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 1000));
    expect(ObservedFs.stillHolds(fs, seen, [])).toBe(true);
    sameSizeAndTime(file, 'A', 'Z');
    expect(ObservedFs.stillHolds(fs, seen, [])).toBe(false);
  });

  test('a path that answers differently within one run leaves the run unsettled', () => {
    const dir = site();
    const observed = new ObservedFs(fs, []);
    observed.existsSync(path.join(dir, 'x'));
    writeFiles(dir, { x: '' });
    observed.existsSync(path.join(dir, 'x'));
    expect(observed.unsettled).toBe(true);
  });
});

describe('the cache file', () => {
  /** A store in memory that counts whole reads and writes. */
  function store(text?: string): CacheStore & { text?: string; reads: number; writes: number } {
    const s = {
      text,
      reads: 0,
      writes: 0,
      read: () => (s.reads++, s.text),
      write: (t: string) => void (s.writes++, (s.text = t)),
      readFirstLine: () => s.text?.split('\n')[0],
    };
    return s;
  }
  const secret = Buffer.alloc(32, 7);
  const other = Buffer.alloc(32, 8);
  /** A docs root, and a memo built on what a check of it reads (its docs.json and its folder), all unchanged. */
  function rooted(): { root: string; memo: ResultMemo } {
    const root = tempTree({ 'docs.json': '{}' });
    age(root);
    const observed = new ObservedFs(fs, []);
    observed.readFileSync(path.join(root, 'docs.json'), 'utf8');
    observed.readdirSync(root, { withFileTypes: true });
    return { root, memo: { key: 'k', inputs: observed.observations(), report: 'R\n', errors: 1, warnings: 2 } };
  }
  const extracts = JSON.stringify({ header: 'h', entries: {} });
  const mac = (part: string, text: string, key = secret) =>
    createHmac('sha256', key).update(part).update('\0').update(text).digest('base64url');
  const sealed = (text: string, key = secret) => `${mac('extracts', text, key)}\n${text}`;
  const memoLine = (m: ResultMemo, key = secret) =>
    JSON.stringify({ navlintResult: m, hmac: mac('memo', JSON.stringify(m), key) });

  test('holds the memo on its first line, above the extracts, each with its HMAC; a hit reads nothing else', () => {
    const { root, memo } = rooted();
    const s = store();
    const first = new CacheFile(s, secret);
    expect(first.memo('k', root, fs, [])).toBeUndefined();
    first.extracts.write(extracts);
    expect(s.writes).toBe(0);
    first.save(memo);
    expect(s.text).toBe(`${memoLine(memo)}\n${sealed(extracts)}`);
    const second = new CacheFile(s, secret);
    const reads = s.reads;
    expect(second.memo('k', root, fs, [])).toEqual(memo);
    expect(second.memo('other', root, fs, [])).toBeUndefined();
    expect(s.reads).toBe(reads);
    expect(second.extracts.read()).toBe(extracts);
    // Commands that keep no memo see the extracts alone, and write them alone.
    const plain = CacheFile.extractsOf(s, secret);
    expect(plain.read()).toBe(extracts);
    plain.write('{}');
    expect(s.text).toBe(sealed('{}'));
  });

  test('a file of extracts alone, a broken memo or inputs that no longer hold give no memo', () => {
    const { root, memo } = rooted();
    expect(new CacheFile(store(sealed(extracts)), secret).memo('k', root, fs, [])).toBeUndefined();
    expect(new CacheFile(store(sealed(extracts)), secret).extracts.read()).toBe(extracts);
    const broken = `{"navlintResult":{"key":"k"},"hmac":"${mac('memo', '{"key":"k"}')}"}`;
    expect(new CacheFile(store(`${broken}\n`), secret).memo('k', root, fs, [])).toBeUndefined();
    expect(new CacheFile(store('{"navlintResult":'), secret).memo('k', root, fs, [])).toBeUndefined();
    const gone: ResultMemo = { ...memo, inputs: [...memo.inputs, ['exists', path.join(tempDir(), 'nothing'), '1']] };
    expect(new CacheFile(store(`${memoLine(gone)}\n`), secret).memo('k', root, fs, [])).toBeUndefined();
  });

  test('a memo or extracts without an HMAC, or signed with another key, are not used', () => {
    const { root, memo } = rooted();
    const unsigned = `${JSON.stringify({ navlintResult: memo })}\n${extracts}`;
    expect(new CacheFile(store(unsigned), secret).memo('k', root, fs, [])).toBeUndefined();
    expect(new CacheFile(store(unsigned), secret).extracts.read()).toBeUndefined();
    expect(new CacheFile(store(extracts), secret).extracts.read()).toBeUndefined();
    const copied = `${memoLine(memo, other)}\n${sealed(extracts, other)}`;
    expect(new CacheFile(store(copied), secret).memo('k', root, fs, [])).toBeUndefined();
    expect(new CacheFile(store(copied), secret).extracts.read()).toBeUndefined();
    // A report changed under a valid HMAC does not verify either.
    const line = JSON.parse(memoLine(memo)) as { navlintResult: ResultMemo; hmac: string };
    line.navlintResult.report = '::warning::forged\n';
    expect(new CacheFile(store(`${JSON.stringify(line)}\n`), secret).memo('k', root, fs, [])).toBeUndefined();
  });

  test('a signed memo whose inputs leave out docs.json or the docs root is never fresh', () => {
    const { root, memo } = rooted();
    expect(new CacheFile(store(`${memoLine(memo)}\n`), secret).memo('k', root, fs, [])).toEqual(memo);
    for (const inputs of [[], memo.inputs.slice(0, 1), memo.inputs.slice(1)]) {
      const partial: ResultMemo = { ...memo, inputs };
      expect(new CacheFile(store(`${memoLine(partial)}\n`), secret).memo('k', root, fs, [])).toBeUndefined();
    }
  });

  test('a run that changed no extract and kept no memo writes nothing; one that kept a memo keeps the extracts read', () => {
    const { memo } = rooted();
    const s = store(sealed(extracts));
    new CacheFile(s, secret).save(undefined);
    expect(s.writes).toBe(0);
    const file = new CacheFile(s, secret);
    file.extracts.read();
    file.save(memo);
    expect(s.text).toBe(`${memoLine(memo)}\n${sealed(extracts)}`);
  });

  test('its key changes with every part and with the version', () => {
    const base = memoKey({ cwd: '/a', values: { format: 'json' } }, '1.0.0');
    expect(memoKey({ values: { format: 'json' }, cwd: '/a' }, '1.0.0')).toBe(base);
    expect(memoKey({ cwd: '/b', values: { format: 'json' } }, '1.0.0')).not.toBe(base);
    expect(memoKey({ cwd: '/a', values: { format: 'sarif' } }, '1.0.0')).not.toBe(base);
    expect(memoKey({ cwd: '/a', values: { format: 'json' } }, '1.0.1')).not.toBe(base);
  });
});

describe('check --cache when nothing changed', () => {
  /** A copy of the broken example, dated long ago, in a fresh folder that is the working directory. */
  function brokenSite(): { cwd: string; site: string; cache: string } {
    const cwd = tempDir('navlint-memo-');
    const site = path.join(cwd, 'site');
    fs.cpSync(path.join(ROOT, 'examples/larkspur-broken'), site, { recursive: true });
    age(site);
    return { cwd, site, cache: path.join(site, '.navlintcache') };
  }
  // The user's cache directory, where the key that signs cache files is kept: one for these tests.
  const xdg = tempDir('navlint-xdg-');
  const check = (cwd: string, ...more: string[]) =>
    runCli(['check', 'site', '--cache', ...more], { cwd, env: { XDG_CACHE_HOME: xdg } });

  test('prints the report kept, with its exit code, while the files look the same', async () => {
    const { cwd, site, cache } = brokenSite();
    const cold = await check(cwd, '--format', 'json');
    expect(cold.status).toBe(1);
    expect(fs.readFileSync(cache, 'utf8')).toMatch(/^\{"navlintResult":\{"key":/);
    // A change the memo cannot see (same size, same time) shows that the report is the one kept.
    const page = path.join(site, 'en/v2/guides/percentage-rollouts.mdx');
    sameSizeAndTime(page, 'in <5 seconds', 'in =5 seconds');
    expect(await check(cwd, '--format', 'json')).toEqual(cold);
    expect(await runCli(['check', 'site', '--format', 'json'], { cwd })).not.toEqual(cold);
    // The file's time changed: it is checked again, its extract parsed again, and the finding is gone.
    fs.utimesSync(page, LONG_AGO, new Date('2026-02-01T00:00:00Z'));
    const again = await check(cwd, '--format', 'json');
    expect(again.stdout).not.toBe(cold.stdout);
    expect(again.stdout).toBe((await runCli(['check', 'site', '--format', 'json'], { cwd })).stdout);
  });

  test('each command keeps its own report: another format, severity or limit is checked again', async () => {
    const { cwd } = brokenSite();
    const plain = await runCli(['check', 'site'], { cwd });
    for (const more of [[], ['--format', 'sarif'], ['--quiet'], ['--max-warnings', '0'], ['--no-content']]) {
      const fresh = await runCli(['check', 'site', ...more], { cwd });
      expect(await check(cwd, ...more)).toEqual(fresh);
      expect(await check(cwd, ...more)).toEqual(fresh);
    }
    expect(await check(cwd)).toEqual(plain);
  });

  test('a page added, a page removed or docs.json changed is seen', async () => {
    const cwd = tempDir('navlint-memo-');
    writeFiles(cwd, { 'site/docs.json': groupDocs(['a', 'b']), 'site/a.mdx': '# A\n', 'site/b.mdx': '[B](/c)\n' });
    age(cwd);
    const first = await check(cwd);
    expect(first.stdout).toContain('link-broken');
    writeFiles(cwd, { 'site/c.mdx': '# C\n' });
    expect((await check(cwd)).stdout).toContain('no problems found');
    writeFiles(cwd, { 'site/a.mdx': null });
    expect((await check(cwd)).stdout).toContain('page-not-found');
    writeFiles(cwd, { 'site/docs.json': groupDocs(['b', 'c']) });
    expect(await check(cwd)).toEqual({ status: 0, stdout: expect.stringContaining('no problems'), stderr: '' });
  });

  test('--timing and --fix check every time, and what --fix wrote is seen by the next run', async () => {
    const { cwd } = brokenSite();
    await check(cwd);
    const timed = await check(cwd, '--timing');
    expect(timed.stderr).toMatch(/^phase +ms$/m);
    expect(timed.stderr).toMatch(/^rules +\d/m);
    expect((await check(cwd, '--fix')).stdout).toMatch(/^navlint: fixed \d+ problems in 2 files/);
    const after = await check(cwd);
    expect(after).toEqual(await runCli(['check', 'site'], { cwd }));
    expect(after.stdout).toMatch(/35 problems/);
  });
});
