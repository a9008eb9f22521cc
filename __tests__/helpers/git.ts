import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempFolder } from './temp.js';

const made: string[] = [];

/** The environment of every git command the tests run: no user configuration, fixed names and dates. */
export const GIT_ENV: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Docs Writer',
  GIT_AUTHOR_EMAIL: 'docs@example.com',
  GIT_COMMITTER_NAME: 'Docs Writer',
  GIT_COMMITTER_EMAIL: 'docs@example.com',
  GIT_AUTHOR_DATE: '2024-05-01T12:00:00Z',
  GIT_COMMITTER_DATE: '2024-05-01T12:00:00Z',
};

/** The process's environment with `GIT_ENV` in place of its own git variables. */
export function gitEnv(): Record<string, string | undefined> {
  const env = { ...process.env, ...GIT_ENV };
  for (const k of Object.keys(env)) if (k.startsWith('GIT_') && !(k in GIT_ENV)) delete env[k];
  return env;
}

/** Runs git in `cwd` and returns its trimmed output; a failure throws with git's message. */
export function git(cwd: string, ...args: string[]): string {
  const env = gitEnv();
  const r = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** A fresh temporary folder. */
export function tempDir(prefix = 'navlint-git-'): string {
  const dir = tempFolder(prefix);
  made.push(dir);
  return dir;
}

/** Removes every folder this helper made; call it in `afterAll`. */
export function removeRepos(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Writes files (relative paths; `null` deletes) into a folder. */
export function writeFiles(dir: string, files: Record<string, string | null>): void {
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    if (text === null) fs.rmSync(file, { force: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
}

/** A fresh temporary folder holding `files` (a name ending in `/` is an empty folder, `.git/`); its real path. */
export function tempTree(files: Record<string, string>, prefix = 'navlint-tree-'): string {
  const dir = fs.realpathSync(tempDir(prefix));
  for (const [rel, text] of Object.entries(files)) {
    if (rel.endsWith('/')) fs.mkdirSync(path.join(dir, rel), { recursive: true });
    else writeFiles(dir, { [rel]: text });
  }
  return dir;
}

/** docs.json with the required settings and one group of the given pages, indented. */
export function groupDocs(pages: string[]): string {
  return JSON.stringify(
    { theme: 'mint', name: 'X', colors: { primary: '#087A60' }, navigation: { groups: [{ group: 'Start', pages }] } },
    null,
    2,
  );
}

/** A new repository on branch `main` holding `files` in one commit; returns its folder. */
export function initRepo(files: Record<string, string>): string {
  const dir = tempDir();
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, files);
  commitAll(dir, 'base');
  return dir;
}

/** Commits every change of the work tree and returns the commit id. */
export function commitAll(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** A page file with a title. */
export function page(title: string, body = 'Text.'): string {
  return `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body}\n`;
}

/** One commit of a fixture's history (options.json `commits`): when, its subject, and the files it changes. */
export interface FixtureCommit {
  date: string;
  subject: string;
  files: string[];
}

/** A fixture case's own files, not the site's: not copied, so that the commits are the same whatever they say. */
const CASE_FILES = ['expected.txt', 'options.json'];

/**
 * A copy of the folder `dir` (without expected.txt and options.json) in a fresh repository whose history is `commits`, in order: each commit writes the files
 * it names (a file named again later gets a blank line more for each later commit, so that each commit changes it and
 * the last one leaves it as it is); the first also adds the files no commit names. Its real path.
 */
export function committedCopy(dir: string, commits: readonly FixtureCommit[]): string {
  const copy = fs.realpathSync(tempDir('navlint-history-'));
  const all = (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => fs.statSync(path.join(dir, f)).isFile() && !CASE_FILES.includes(f));
  const named = new Set(commits.flatMap((c) => c.files));
  git(copy, 'init', '-q');
  commits.forEach((c, i) => {
    const files = i === 0 ? [...all.filter((f) => !named.has(f)), ...c.files] : c.files;
    for (const f of files) {
      const later = commits.slice(i + 1).filter((n) => n.files.includes(f)).length;
      writeFiles(copy, { [f]: fs.readFileSync(path.join(dir, f), 'utf8') + '\n'.repeat(later) });
    }
    git(copy, 'add', '-A');
    const env = { ...gitEnv(), GIT_AUTHOR_DATE: c.date, GIT_COMMITTER_DATE: c.date };
    const r = spawnSync('git', ['commit', '-q', '-m', c.subject], { cwd: copy, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git commit: ${r.stderr}`);
  });
  return copy;
}
