import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GIT_ENV, git, removeRepos, tempDir } from './helpers/git.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts', 'commit-msg.mjs');

type Check = (text: string, changedLines?: number) => string[];
let checkMessage: Check;

beforeAll(async () => {
  ({ checkMessage } = (await import(pathToFileURL(SCRIPT).href)) as { checkMessage: Check });
});
afterAll(removeRepos);

const WHY = 'A body that says why.\n';

describe('checkMessage', () => {
  it.each([
    ['a subject and a body', `Parse a page again only when it was starved\n\n${WHY}`, 40],
    ['72 characters', `${'x'.repeat(72)}\n\n${WHY}`, 40],
    ['a mechanical commit without a body', 'dist: rebuilt\n', 5000],
    ['a regenerated file without a body', 'README: regenerated the rule table\n', 300],
    ['a small commit without a body', 'Fix a typo in the rule docs\n', 10],
    ['a merge', "Merge branch 'fix-layer' of a very long remote name that goes on and on past the limit\n", 500],
    ['a fixup', 'fixup! Parse a page again\n', 500],
    [
      'git comments and the verbose diff',
      `Subject\n# Please enter the commit message\n\n${WHY}# ------------------------ >8 ------------------------\nnot part of it.\n`,
      40,
    ],
    ['an ellipsis', `Wait for the pool...\n\n${WHY}`, 40],
    ['an empty message (git refuses it)', '\n# nothing\n', 40],
  ])('accepts %s', (_name, text, changed) => {
    expect(checkMessage(text, changed)).toEqual([]);
  });

  it.each([
    ['a subject of 73 characters', `${'x'.repeat(73)}\n\n${WHY}`, /73 characters; keep it to 72/],
    ['a subject ending with a period', `Parse a page again.\n\n${WHY}`, /ends with a period/],
    ['no blank line after the subject', `Parse a page again\n${WHY}`, /leave a blank line/],
    ['a larger commit without a body', 'Parse a page again\n', /changes 11 lines and has no body/],
  ])('rejects %s', (_name, text, problem) => {
    const problems = checkMessage(text, 11);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });
});

describe('the commit-msg hook in a repository', () => {
  /** A repository with the hook installed as `npm run hooks` installs it, and the checker where the hook finds it. */
  function repo(): string {
    const dir = tempDir('navlint-hook-');
    git(dir, 'init', '-q', '-b', 'main');
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.copyFileSync(SCRIPT, path.join(dir, 'scripts', 'commit-msg.mjs'));
    fs.cpSync(path.join(ROOT, '.githooks'), path.join(dir, '.githooks'), { recursive: true });
    const hooks = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.hooks as string;
    const [cmd, ...args] = hooks.split(' ');
    expect(cmd).toBe('git');
    git(dir, ...args);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'Add the commit-msg hook', '-m', 'So that every message is checked.');
    return dir;
  }

  function commit(dir: string, lines: number, message: string): { status: number | null; stderr: string } {
    fs.writeFileSync(path.join(dir, 'page.mdx'), Array.from({ length: lines }, (_, i) => `line ${i}\n`).join(''));
    git(dir, 'add', 'page.mdx');
    const env = { ...process.env, ...GIT_ENV };
    for (const k of Object.keys(env)) if (k.startsWith('GIT_') && !(k in GIT_ENV)) delete env[k];
    return spawnSync('git', ['commit', '-q', '-m', message], { cwd: dir, env, encoding: 'utf8' });
  }

  it('refuses a bad message with the reason, and commits a good one', () => {
    const dir = repo();
    const bad = commit(dir, 3, 'Add a page.');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/commit-msg: the subject ends with a period/);
    expect(git(dir, 'log', '--format=%s')).toBe('Add the commit-msg hook');
    expect(commit(dir, 3, 'Add a page').status).toBe(0);
    expect(git(dir, 'log', '-1', '--format=%s')).toBe('Add a page');
  });

  it('asks a larger commit for a body', () => {
    const dir = repo();
    const bare = commit(dir, 20, 'Add a long page');
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(/changes 20 lines and has no body/);
    expect(commit(dir, 20, 'Add a long page\n\nReaders asked for it.').status).toBe(0);
  });
});
