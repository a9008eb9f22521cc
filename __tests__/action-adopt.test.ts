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
import { commitAll, git, GIT_ENV, page, removeRepos, tempDir, writeFiles } from './helpers/git.js';

// The action on a pull request of a site that already had findings: `new-findings-only` reports what the pull
// request broke (in files it did not touch too) and nothing older; a docs.json that does not parse leads the job
// summary instead of a false diff; what keeps the suggestions and the comment from being posted is named.

afterAll(() => {
  removeTempDirs();
  removeRepos();
});

const docs = (pages: string[]) =>
  JSON.stringify(
    {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#087A60' },
      navigation: { groups: [{ group: 'Guide', pages }] },
    },
    null,
    2,
  ) + '\n';

/** A repository whose `main` has one old broken link, and whose `feature` removes a page that another links to. */
function makeRepo(): { ws: string; base: string; head: string } {
  const ws = path.join(tempDir(), 'ws');
  fs.mkdirSync(ws);
  git(ws, 'init', '-q', '-b', 'main');
  writeFiles(ws, {
    'docs/docs.json': docs(['intro', 'setup', 'faq']),
    'docs/intro.mdx': page('Introduction', 'Start with [setup](/setup); the [old guide](/old-guide) is gone.'),
    'docs/setup.mdx': page('Setup', 'Steps.'),
    'docs/faq.mdx': page('FAQ', 'See [setup](/setup) and the [introduction](/intro).'),
  });
  const base = commitAll(ws, 'base');
  git(ws, 'checkout', '-q', '-b', 'feature');
  writeFiles(ws, {
    'docs/docs.json': docs(['intro', 'faq']),
    'docs/setup.mdx': null,
    'docs/intro.mdx': page('Introduction', 'Read the [FAQ](/faq); the [old guide](/old-guide) is gone.'),
  });
  const head = commitAll(ws, 'feature');
  return { ws, base, head };
}

async function run(ws: string, payload: unknown, inputs: Record<string, string> = {}) {
  const files = runnerFiles(payload);
  const env = runnerEnv(
    ws,
    files,
    { path: 'docs', preview: 'false', ...inputs },
    { ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined },
  );
  const r = await runActionAsync(env, ws);
  return {
    ...r,
    commands: commandLines(r.stdout),
    outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
    summary: fs.readFileSync(files.summary, 'utf8'),
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

describe('new-findings-only', () => {
  const repo = makeRepo();

  test('without it, the old broken link is reported with the new findings', async () => {
    const r = await run(repo.ws, pullRequest(repo.base, repo.head), { 'fail-on': 'never' });
    expect(titles(r.commands)).toEqual([
      'error url-removed docs/docs.json:7',
      'error link-broken docs/faq.mdx:5',
      'error link-broken docs/intro.mdx:5',
    ]);
  });

  test('with it, only what the pull request broke: the removed URL and the link in the page it did not touch', async () => {
    const r = await run(repo.ws, pullRequest(repo.base, repo.head), { 'new-findings-only': 'true' });
    expect(r.status).toBe(1);
    expect(titles(r.commands)).toEqual(['error url-removed docs/docs.json:7', 'error link-broken docs/faq.mdx:5']);
    expect(r.outputs).toMatchObject({ errors: '2', result: 'fail' });
    const short = repo.base.slice(0, 12);
    expect(r.stdout.split('\n')).toContain(`new-findings-only: 1 finding already at main (${short}) is left out.`);
    expect(r.summary).toContain(
      `Only the findings new since main (${short}) are listed (\`new-findings-only\`): 1 finding that was there already is left out.`,
    );
  });

  test('on a push (no base) every finding is reported, and the log says why', async () => {
    const r = await run(repo.ws, { ref: 'refs/heads/feature' }, { 'new-findings-only': 'true', 'fail-on': 'never' });
    expect(r.stdout.split('\n')).toContain(
      'new-findings-only: there is no base to compare with (not a pull_request event), so every finding is reported.',
    );
    expect(r.outputs.errors).toBe('2');
  });
});

describe('navlint-suppressions.json in the action', () => {
  test('what it records is not annotated or counted, and the log and the summary say how much', async () => {
    const repo = makeRepo();
    writeFiles(repo.ws, {
      'docs/navlint-suppressions.json': JSON.stringify({ 'intro.mdx': { 'link-broken': { count: 1 } } }),
    });
    const r = await run(repo.ws, { ref: 'refs/heads/feature' }, { 'fail-on': 'never' });
    expect(titles(r.commands)).toEqual(['error link-broken docs/faq.mdx:5']);
    expect(r.outputs.errors).toBe('1');
    expect(r.stdout.split('\n')).toContain('1 finding recorded in navlint-suppressions.json is not listed.');
    expect(r.summary).toContain('1 finding recorded in navlint-suppressions.json is not listed.');
  });
});

describe('a pull request whose docs.json does not parse', () => {
  test('the summary leads with the parse error, not with a diff of false changes, and the check fails', async () => {
    const repo = makeRepo();
    writeFiles(repo.ws, { 'docs/docs.json': docs(['intro', 'faq']).replace('"faq"', '"faq",') });
    const head = commitAll(repo.ws, 'break docs.json');
    const r = await run(repo.ws, pullRequest(repo.base, head));
    expect(r.status).toBe(1);
    expect(r.outputs).toMatchObject({ changes: '', result: 'fail' });
    expect(r.summary.split('\n').slice(0, 5)).toEqual([
      '### docs.json does not parse',
      '',
      expect.stringMatching(/^docs\/docs\.json:\d+:\d+: Invalid JSON: /),
      '',
      `navlint cannot read the navigation until this is fixed. The navigation changes since main (${repo.base.slice(0, 12)}) are not shown: they would be false.`,
    ]);
    expect(r.summary).not.toContain('Navigation changes');
    expect(titles(r.commands)[0]).toMatch(/^error config-invalid-json docs\/docs\.json:\d+$/);
  });
});

describe('what keeps a review or a comment from being posted is named', () => {
  test('suggestions with an empty token: a warning about the token, not "not a pull-request event"', async () => {
    const repo = makeRepo();
    const r = await run(repo.ws, pullRequest(repo.base, repo.head), {
      suggestions: 'true',
      'github-token': '',
      'fail-on': 'never',
    });
    expect(r.commands).toContain(
      '::warning::navlint: suggestions is true but github-token is empty, so no review is posted; the job summary lists the suggestions.',
    );
    expect(r.stdout).not.toContain('Not a pull-request event');
  });

  test('an API that does not answer is named as such, not as HTTP 500', async () => {
    const repo = makeRepo();
    const files = runnerFiles(pullRequest(repo.base, repo.head));
    const env = runnerEnv(
      repo.ws,
      files,
      { path: 'docs', preview: 'false', comment: 'true', 'fail-on': 'never' },
      {
        ...GIT_ENV,
        GIT_DIR: undefined,
        GIT_WORK_TREE: undefined,
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_API_URL: 'http://127.0.0.1:9',
      },
    );
    const r = await runActionAsync(env, repo.ws);
    const warning = commandLines(r.stdout).find((c) => c.includes('pull-request comment'));
    expect(warning).toMatch(
      /^::warning::navlint could not find the pull-request comment \(no answer from the API: .+\)\./,
    );
    expect(warning).not.toContain('HTTP 500');
  });
});
