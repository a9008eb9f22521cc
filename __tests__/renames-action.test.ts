import fs from 'node:fs';
import path from 'node:path';
import {
  commandLines,
  parseOutputs,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
} from './helpers/action.js';
import { page, removeRepos, writeFiles } from './helpers/git.js';
import { BASE, FAQ_BODY, MOVED_ENV, movedRepo } from './helpers/moved-site.js';

// The action on a pull request that renames a page (`git mv faqs.mdx faq.mdx`) of a site with bulk suppressions:
// the page keeps its suppressions, and `new-findings-only` counts its old findings as old, through git's renames;
// with a base folder, or without the base commit, through the findings of the files.

afterAll(() => {
  removeTempDirs();
  removeRepos();
});

async function run(ws: string, payload: unknown, inputs: Record<string, string> = {}) {
  const files = runnerFiles(payload);
  const env = runnerEnv(ws, files, { path: 'docs', preview: 'false', ...inputs }, MOVED_ENV);
  const r = await runActionAsync(env, ws);
  return {
    ...r,
    commands: commandLines(r.stdout),
    outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
    log: r.stdout.split('\n'),
  };
}

const pullRequest = (base: string, head: string) => ({
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, head: { sha: head }, base: { sha: base, ref: 'main' } },
});

const titles = (commands: string[]) =>
  commands.flatMap((c) => {
    const m = /^::(error|warning|notice) title=([\w-]+),file=([^,]+),line=(\d+)/.exec(c);
    return m ? [`${m[1]} ${m[2]} ${m[3]}:${m[4]}`] : [];
  });

/** The findings the suppressions file does not record, on the renamed site. */
const UNSUPPRESSED = [
  'warning heading-level-skipped docs/faq.mdx:9',
  'warning heading-level-skipped docs/faq.mdx:13',
  'warning link-anchor-missing docs/index.mdx:5',
];
const SUPPRESSED_LINE = '4 findings recorded in navlint-suppressions.json are not listed.';

describe('a pull request that renames a page with git mv', () => {
  let repo: Awaited<ReturnType<typeof movedRepo>>;
  beforeAll(async () => {
    repo = await movedRepo('feature');
  });

  test('new-findings-only: nothing is new, and no suppression is unused', async () => {
    const r = await run(repo.repo, pullRequest(repo.base, repo.head), { 'new-findings-only': 'true' });
    expect(titles(r.commands)).toEqual([]);
    expect(r.outputs).toMatchObject({ errors: '0', warnings: '0', result: 'pass' });
    expect(r.log).toContain(`new-findings-only: 3 findings already at main (${repo.base.slice(0, 12)}) are left out.`);
    expect(r.log).toContain(SUPPRESSED_LINE);
    expect(r.status).toBe(0);
  });

  test('without it: the findings not recorded, and none of those recorded for the old path', async () => {
    const r = await run(repo.repo, pullRequest(repo.base, repo.head));
    expect(titles(r.commands)).toEqual(UNSUPPRESSED);
    expect(r.log).toContain(SUPPRESSED_LINE);
  });

  test('with the base as a folder (no git history to read), the files paired by findings: the same', async () => {
    writeFiles(repo.repo, { ...prefixed('old/', BASE), 'old/docs/navlint-suppressions.json': recorded(repo.repo) });
    try {
      const r = await run(repo.repo, { action: 'opened' }, { 'new-findings-only': 'true', base: 'old/docs' });
      expect(titles(r.commands)).toEqual([]);
      expect(r.log).toContain('new-findings-only: 3 findings already at old/docs are left out.');
      expect(r.log).toContain(SUPPRESSED_LINE);
    } finally {
      fs.rmSync(path.join(repo.repo, 'old'), { recursive: true });
    }
  });

  test('without the base commit (a shallow checkout that cannot fetch it), no suppression is unused', async () => {
    const missing = 'b'.repeat(40);
    const r = await run(repo.repo, pullRequest(missing, repo.head), { 'new-findings-only': 'true' });
    expect(titles(r.commands)).toEqual(UNSUPPRESSED);
    expect(r.commands.some((c) => c.startsWith('::warning::navlint could not fetch'))).toBe(true);
    expect(r.log).toContain(SUPPRESSED_LINE);
  });
});

describe('a pull request that renames a page and adds a broken link to it', () => {
  test('new-findings-only: exactly the new link', async () => {
    const faq = page('FAQ', `${FAQ_BODY}\n\nSee also [the new guide](/new-guide).`);
    const repo = await movedRepo('feature', faq);
    const r = await run(repo.repo, pullRequest(repo.base, repo.head), { 'new-findings-only': 'true' });
    expect(titles(r.commands)).toEqual(['error link-broken docs/faq.mdx:18']);
    expect(r.outputs).toMatchObject({ errors: '1', warnings: '0', result: 'fail' });
    expect(r.status).toBe(1);
  });
});

/** The suppressions file as `main` recorded it, for the old path (the branch leaves it as it was). */
function recorded(repo: string): string {
  return fs.readFileSync(path.join(repo, 'docs/navlint-suppressions.json'), 'utf8');
}

function prefixed(prefix: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([rel, text]) => [prefix + rel, text]));
}
