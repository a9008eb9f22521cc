import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  commandLines,
  parseOutputs,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
  TOKEN,
} from './helpers/action.js';
import { commitAll, git, GIT_ENV, page, removeRepos, tempDir, writeFiles } from './helpers/git.js';

// The action on a pull request, as GitHub runs it: a bare repository stands in for the remote, the
// workspace is a shallow clone of the pull request's head (`git clone --depth=1 file://…`), and the
// event payload names the base commit, which the clone lacks until the action fetches it.

afterAll(() => {
  removeTempDirs();
  removeRepos();
});

const docs = (pages: string[], redirects: unknown[] = []) =>
  JSON.stringify(
    {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#087A60' },
      navigation: { groups: [{ group: 'Guide', pages }] },
      redirects,
    },
    null,
    2,
  ) + '\n';

interface Remote {
  bare: string;
  base: string;
  head: string;
}

/** A remote with `main` (the base) and `feature` (the pull request: one page added, one removed without a redirect). */
function makeRemote(): Remote {
  const work = tempDir();
  git(work, 'init', '-q', '-b', 'main');
  writeFiles(work, {
    'README.md': 'Acme\n',
    'docs/docs.json': docs(['intro', 'setup', 'faq']),
    'docs/intro.mdx': page('Introduction'),
    'docs/setup.mdx': page('Setup', 'Steps.'),
    'docs/faq.mdx': page('FAQ', 'Questions.'),
  });
  const base = commitAll(work, 'base');
  git(work, 'checkout', '-q', '-b', 'feature');
  writeFiles(work, {
    'docs/docs.json': docs(['intro', 'install']),
    'docs/setup.mdx': null,
    'docs/faq.mdx': null,
    'docs/install.mdx': page('Install', 'Other steps.'),
  });
  const head = commitAll(work, 'feature');
  const bare = path.join(tempDir(), 'origin.git');
  git(work, 'clone', '-q', '--bare', work, bare);
  return { bare, base, head };
}

/** The workspace as actions/checkout leaves it for a pull request: the head commit alone. */
function shallowClone(remote: Remote): string {
  const ws = path.join(tempDir(), 'ws');
  git(path.dirname(ws), 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${remote.bare}`, ws);
  return ws;
}

const event = (remote: Remote, baseSha = remote.base) => ({
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, head: { sha: remote.head }, base: { sha: baseSha, ref: 'main' } },
});

async function run(
  ws: string,
  payload: unknown,
  inputs: Record<string, string> = {},
  extra: Record<string, string | undefined> = {},
) {
  const files = runnerFiles(payload);
  const env = runnerEnv(
    ws,
    files,
    { path: 'docs', preview: 'false', ...inputs },
    { ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined, ...extra },
  );
  const r = await runActionAsync(env, ws);
  return {
    ...r,
    files,
    commands: commandLines(r.stdout),
    outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
    summary: fs.readFileSync(files.summary, 'utf8'),
  };
}

describe('action on a pull request with a shallow clone', () => {
  const remote = makeRemote();

  test('fetches the base commit, reports the URLs removed without a redirect, and opens the summary with the navigation changes', async () => {
    const ws = shallowClone(remote);
    expect(() => git(ws, 'cat-file', '-e', `${remote.base}^{commit}`)).toThrow();
    const r = await run(ws, event(remote), { preview: 'true' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const short = remote.base.slice(0, 12);
    const log = r.stdout.split('\n');
    expect(log).toContain(
      `The pull request's base commit ${short} is not in this checkout (a shallow clone): fetching it with git fetch --depth=1 origin ${remote.base}.`,
    );
    expect(log).toContain(`Fetched the base commit ${short}.`);
    expect(log).toContain(
      `Navigation changes since main (${short}): 1 page added, 2 removed · 2 URLs removed without a redirect.`,
    );
    git(ws, 'cat-file', '-e', `${remote.base}^{commit}`);
    expect(git(ws, 'status', '--porcelain')).toBe('');
    const message = (url: string, title: string) =>
      `"${url}" (page "${title}") was served at the base of this change, and no page, API page or redirect serves it now: links and search results that lead there get a 404. Add a \`redirects\` entry to the page that replaces it.`;
    expect(r.commands).toEqual([
      `::add-mask::${TOKEN}`,
      `::error title=url-removed,file=docs/docs.json,line=18,endLine=18,col=3,endColumn=14::${message('/faq', 'FAQ')} Suggested: Redirect to /, the nearest page still served (check that it replaces it): add { "source": "/faq", "destination": "/" } in docs.json (line 18).`,
      `::error title=url-removed,file=docs/docs.json,line=18,endLine=18,col=3,endColumn=14::${message('/setup', 'Setup')} Suggested: Redirect to /, the nearest page still served (check that it replaces it): add { "source": "/setup", "destination": "/" } in docs.json (line 18).`,
      '::error::navlint: 2 errors and 0 warnings (fail-on: error).',
    ]);
    expect(r.outputs.changes).toBe('3');
    expect(r.summary.split('\n').slice(0, 14)).toEqual([
      '### Navigation changes',
      '',
      `Since main (${short}): **1 page added, 2 removed · 2 URLs removed without a redirect**.`,
      '',
      '➕ added · ➖ removed · ↪️ moved · ✏️ renamed · 🏷️ label changed',
      '',
      '- Group **Guide**',
      '  - ➕ Install <code>/install</code>',
      '  - ➖ FAQ <code>/faq</code>',
      '  - ➖ Setup <code>/setup</code>',
      '',
      '**2 URLs removed without a redirect.** Add to `redirects` in docs.json:',
      '',
      '```json',
    ]);
    expect(r.summary).toContain(
      '```json\n{"source": "/faq", "destination": "/"},\n{"source": "/setup", "destination": "/"},\n```\n',
    );
    expect(r.summary.indexOf('### ❌ navlint: failed')).toBeGreaterThan(r.summary.indexOf('```json'));
    const preview = fs.readFileSync(r.outputs['preview-file'], 'utf8');
    expect(preview).toContain('<article class="card changes" id="changes"');
    expect(preview).toContain(`3 changes since main (${short})`);
  });

  test('when the base cannot be fetched, a warning says which fetch-depth to set and the check goes on without the diff', async () => {
    const ws = shallowClone(remote);
    const missing = 'f'.repeat(40);
    const r = await run(ws, event(remote, missing));
    expect(r.status).toBe(0);
    const warning = r.commands.find((c) => c.startsWith('::warning::'));
    expect(warning).toMatch(
      /^::warning::navlint could not fetch the pull request's base commit ffffffffffff \(.+\), so it cannot show what this pull request changes in the navigation or which URLs it removes\. Set `fetch-depth: 0` on actions\/checkout \(or at least 2 for the merge commit of a pull request\)\. The check goes on without the diff\.$/,
    );
    expect(r.outputs).toMatchObject({ errors: '0', result: 'pass', changes: '' });
    expect(r.summary.startsWith('### ✅ navlint: passed\n')).toBe(true);
  });

  test('a push event has no base, unless the base input names one', async () => {
    const ws = shallowClone(remote);
    const push = await run(ws, { ref: 'refs/heads/feature' }, {}, { GITHUB_EVENT_NAME: 'push' });
    expect(push.outputs.changes).toBe('');
    expect(push.status).toBe(0);
    git(ws, 'fetch', '-q', '--depth=1', 'origin', remote.base);
    const explicit = await run(
      ws,
      { ref: 'refs/heads/feature' },
      { base: remote.base, 'fail-on': 'never' },
      { GITHUB_EVENT_NAME: 'push' },
    );
    expect(explicit.outputs).toMatchObject({ changes: '3', errors: '2' });
    const unknown = await run(
      ws,
      { ref: 'refs/heads/feature' },
      { base: 'no-such-ref' },
      { GITHUB_EVENT_NAME: 'push' },
    );
    expect(unknown.status).toBe(0);
    expect(unknown.commands).toContain(
      '::warning::navlint could not read the base no-such-ref ("no-such-ref" names no commit of this repository (a shallow clone may lack it: fetch it first)); the check goes on without the navigation diff.',
    );
    expect(unknown.outputs).toMatchObject({ changes: '', errors: '0' });
  });

  test('the pull-request comment opens with the same section', async () => {
    const comments: { body: string }[] = [];
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        if (req.method === 'POST') comments.push({ body: (JSON.parse(raw) as { body: string }).body });
        res.end(req.method === 'POST' ? JSON.stringify({ id: 1, ...comments[0] }) : '[]');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const ws = shallowClone(remote);
      const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const r = await run(ws, event(remote), { comment: 'true' }, { GITHUB_API_URL: api });
      expect(r.status).toBe(1);
      expect(comments).toHaveLength(1);
      expect(
        /^<!-- navlint-comment -->\n<!-- navlint-digest [0-9a-f]{64} -->\n### Navigation changes\n\nSince main \(/.test(
          comments[0].body,
        ) && comments[0].body.includes(`Since main (${remote.base.slice(0, 12)}): **1 page added, 2 removed`),
      ).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
