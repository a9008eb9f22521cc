import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { groupDocs, removeRepos, tempDir, writeFiles } from './helpers/git.js';
import { ROOT, runDist } from './helpers/run.js';

// A `--cache` file is written in the docs root, where a pull request can commit one, and can be copied from another
// machine. These runs of dist/cli.js give navlint such files: each one must leave the report as a check without a
// cache prints it, and be rewritten with this user's key.

afterAll(removeRepos);

const dist = path.join(ROOT, 'dist', 'cli.js');
const describeDist = fs.existsSync(dist) ? describe : describe.skip;

/** The parts of a cache file: the memo's line (if any) and the extracts' text, without their HMACs. */
interface Parts {
  memo?: { navlintResult: Record<string, unknown>; hmac?: string };
  extracts: { header: unknown; entries: Record<string, unknown> };
}

function readParts(file: string): Parts {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const memo = lines[0].startsWith('{"navlintResult":') ? (JSON.parse(lines.shift()!) as Parts['memo']) : undefined;
  // The extracts' HMAC, on a line of its own, then their text.
  expect(lines[0]).toMatch(/^[\w-]{43}$/);
  return { ...(memo ? { memo } : {}), extracts: JSON.parse(lines.slice(1).join('\n')) as Parts['extracts'] };
}

const mac = (key: Buffer, part: string, text: string) =>
  createHmac('sha256', key).update(part).update('\0').update(text).digest('base64url');

/** A cache file of `parts`: signed with `key` as navlint signs its own, or, without a key, as it was written before. */
function writeParts(file: string, parts: Parts, key?: Buffer): void {
  const extracts = JSON.stringify(parts.extracts);
  const memo = parts.memo?.navlintResult;
  const line =
    memo && JSON.stringify({ navlintResult: memo, ...(key ? { hmac: mac(key, 'memo', JSON.stringify(memo)) } : {}) });
  const rest = key ? `${mac(key, 'extracts', extracts)}\n${extracts}` : extracts;
  fs.writeFileSync(file, line ? `${line}\n${rest}` : rest);
}

describeDist('a cache file navlint did not write changes no result', () => {
  /** The user's cache directory of this machine, and of another. */
  const here = tempDir('navlint-xdg-');
  const elsewhere = tempDir('navlint-xdg-');
  const keyOf = (xdg: string) => fs.readFileSync(path.join(xdg, 'navlint', 'cache-key'));

  /** A copy of the broken example in a folder that is no git repository (a tarball's checkout), dated long ago. */
  function site(): { cwd: string; cache: string } {
    const cwd = tempDir('navlint-forged-');
    fs.cpSync(path.join(ROOT, 'examples/larkspur-broken'), path.join(cwd, 'site'), { recursive: true });
    const long = new Date('2026-01-01T00:00:00Z');
    for (const e of fs.readdirSync(cwd, { withFileTypes: true, recursive: true }))
      fs.utimesSync(path.join(e.parentPath, e.name), long, long);
    return { cwd, cache: path.join(cwd, 'site', '.navlintcache') };
  }
  const check = (cwd: string, xdg: string, ...more: string[]) =>
    runDist('cli', ['check', 'site', '--format', 'json', ...more], { cwd, env: { XDG_CACHE_HOME: xdg } });

  /** The extract of an empty page: what every page's entry is replaced with, so that no page has a finding. */
  function emptyExtract(): unknown {
    const cwd = tempDir('navlint-forged-');
    writeFiles(cwd, { 'site/docs.json': groupDocs(['empty']), 'site/empty.mdx': '' });
    expect(check(cwd, elsewhere, '--cache').status).toBe(0);
    return Object.values(readParts(path.join(cwd, 'site', '.navlintcache')).extracts.entries)[0];
  }

  /**
   * The site checked with `--cache` on the other machine (in a folder at the same path, as on every runner), its
   * cache file's extracts emptied and its report replaced by a workflow command.
   */
  function forged(cwd: string, cache: string): Parts {
    expect(check(cwd, elsewhere, '--cache').status).toBe(1);
    const parts = readParts(cache);
    const empty = emptyExtract();
    for (const k of Object.keys(parts.extracts.entries)) parts.extracts.entries[k] = empty;
    expect(Object.keys(parts.extracts.entries).length).toBeGreaterThan(10);
    parts.memo!.navlintResult = {
      ...parts.memo!.navlintResult,
      report: '::warning::forged\n',
      errors: 0,
      warnings: 0,
    };
    return parts;
  }

  /** The report of a check without a cache, and the run with the forged file: the same, and the file rewritten. */
  function expectRealFindings(cwd: string, cache: string): void {
    const plain = check(cwd, here);
    expect(plain.status).toBe(1);
    expect(JSON.parse(plain.stdout).summary.errors).toBeGreaterThan(0);
    const cached = check(cwd, here, '--cache');
    expect(cached).toEqual(plain);
    // The file now holds this run's parts, signed with this machine's key: the next run replays the real report.
    const rewritten = readParts(cache);
    writeParts(cache, rewritten, keyOf(here));
    expect(readParts(cache)).toEqual(rewritten);
    expect(rewritten.memo?.navlintResult.report).toBe(plain.stdout);
    expect(check(cwd, here, '--cache')).toEqual(plain);
  }

  test('a committed .navlintcache with an empty extract for every page, as navlint wrote them before', () => {
    const { cwd, cache } = site();
    const parts = forged(cwd, cache);
    writeParts(cache, { extracts: parts.extracts });
    expectRealFindings(cwd, cache);
  });

  test('a memo with no inputs whose report holds a workflow command', () => {
    const { cwd, cache } = site();
    const parts = forged(cwd, cache);
    parts.memo!.navlintResult.inputs = [];
    writeParts(cache, parts);
    expectRealFindings(cwd, cache);
  });

  test("a cache file copied from another machine, signed with that machine's key", () => {
    const { cwd, cache } = site();
    const parts = forged(cwd, cache);
    writeParts(cache, parts, keyOf(elsewhere));
    expectRealFindings(cwd, cache);
    expect(keyOf(elsewhere).equals(keyOf(here))).toBe(false);
  });
});
