import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  commandLines,
  makeSite,
  PR_EVENT,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
  TOKEN,
} from './helpers/action.js';
import { commentJob, markComment } from '../src/action/comment-mark.js';

afterAll(removeTempDirs);

// A small stand-in for the GitHub REST API on 127.0.0.1: the issue-comment endpoints the action uses.

interface Comment {
  id: number;
  body: string;
  user: { login: string };
}

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body?: { body?: string };
}

class FakeGitHub {
  comments: Comment[] = [];
  requests: Seen[] = [];
  /** When set, requests (of one method, if given) get this status. */
  deny?: { status: number; method?: string };
  /** The user of a personal token; without it the token is the workflow's, which GET /user refuses as GitHub does. */
  user?: string;
  private nextId = 1000;
  private server = http.createServer((req, res) => this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const seen: Seen = { method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization };
      if (raw) seen.body = JSON.parse(raw);
      this.requests.push(seen);
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      if (this.deny && (!this.deny.method || this.deny.method === req.method))
        return send(this.deny.status, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest',
        });
      const url = new URL(req.url ?? '/', 'http://x');
      const list = /^\/repos\/octo-org\/docs-site\/issues\/7\/comments$/.exec(url.pathname);
      const one = /^\/repos\/octo-org\/docs-site\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (url.pathname === '/user' && req.method === 'GET')
        return this.user
          ? send(200, { login: this.user, type: 'User' })
          : send(403, { message: 'Resource not accessible by integration' });
      if (list && req.method === 'GET') return send(200, this.comments);
      if (list && req.method === 'POST') {
        const c = {
          id: this.nextId++,
          body: seen.body?.body ?? '',
          user: { login: this.user ?? 'github-actions[bot]' },
        };
        this.comments.push(c);
        return send(201, c);
      }
      if (one && req.method === 'PATCH') {
        const c = this.comments.find((x) => x.id === Number(one[1]));
        if (!c) return send(404, { message: 'Not Found' });
        c.body = seen.body?.body ?? '';
        return send(200, c);
      }
      send(404, { message: 'Not Found' });
    });
  }
}

const BROKEN = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
      { "group": "Guide", "pages": ["intro", "instal"] }
    ]
  }
}
`;
/** The workflow and job that run the action in these tests. */
const JOB = { GITHUB_WORKFLOW: 'Docs', GITHUB_JOB: 'navlint' };
/** A body as navlint writes it for that job: the marker, the digest line, the text. */
const OWN = (text: string) => markComment(text, commentJob({ GITHUB_REPOSITORY: 'octo-org/docs-site', ...JOB }));
/** The two lines that open navlint's comment. */
const MARKS = /^<!-- navlint-comment -->\n<!-- navlint-digest [0-9a-f]{64} -->\n/;

const FIXED = BROKEN.replace('"instal"', '"install"');
// Intro links to install, so that no page is unreachable when a navigation misses it.
const PAGES = { 'intro.mdx': '# Intro\n\n[Install](/install)\n', 'install.mdx': '# Install\n' };

describe('pull-request comment', () => {
  let api: FakeGitHub;
  let base: string;

  beforeEach(async () => {
    api = new FakeGitHub();
    base = await api.start();
  });
  afterEach(() => api.stop());

  async function run(files: Record<string, string>, inputs: Record<string, string>, event: unknown = PR_EVENT) {
    const ws = makeSite(files);
    const runner = runnerFiles(event);
    return runActionAsync(
      runnerEnv(ws, runner, { comment: 'true', preview: 'false', ...inputs }, { GITHUB_API_URL: base, ...JOB }),
      ws,
    );
  }

  test('is created on the first run and updated, never duplicated, on the next', async () => {
    api.comments.push({ id: 1, body: 'Looks good to me', user: { login: 'reviewer' } });

    const first = await run({ 'docs.json': BROKEN, ...PAGES }, {});
    expect(first.status).toBe(1);
    expect(api.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/issues/7/comments',
      'POST /repos/octo-org/docs-site/issues/7/comments',
    ]);
    expect(api.requests.every((r) => r.auth === `token ${TOKEN}`)).toBe(true);
    expect(api.comments).toHaveLength(2);
    const created = api.comments[1];
    expect(created.body).toMatch(MARKS);
    expect(created.body.replace(MARKS, '').startsWith('### ❌ navlint: failed\n')).toBe(true);
    expect(created.body).toContain(
      '| [docs.json:7](https://github.com/octo-org/docs-site/blob/ffffffffffffffffffffffffffffffffffffffff/docs.json#L7) | 🔴 error | [page-not-found](https://github.com/navlint/navlint/blob/main/docs/rules/page-not-found.md) | Page "instal" has no file: looked for instal.mdx, instal.md, instal/index.mdx and instal/index.md. Did you mean "install"? |',
    );
    expect(created.body).toContain(
      '[Full results in the workflow run](https://github.com/octo-org/docs-site/actions/runs/4242)',
    );
    expect(created.body).not.toContain('<details>');
    expect(first.stdout.split('\n')).toContain('Wrote the pull-request comment.');

    api.requests = [];
    const second = await run({ 'docs.json': FIXED, ...PAGES }, {});
    expect(second.status).toBe(0);
    expect(api.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/issues/7/comments',
      'GET /user',
      `PATCH /repos/octo-org/docs-site/issues/comments/${created.id}`,
    ]);
    expect(api.comments.map((c) => c.id)).toEqual([1, created.id]);
    expect(api.comments[0].body).toBe('Looks good to me');
    expect(api.comments[1].body).toMatch(MARKS);
    expect(api.comments[1].body.replace(MARKS, '').startsWith('### ✅ navlint: passed\n')).toBe(true);
    expect(second.stdout.split('\n')).toContain(`Updated the pull-request comment ${created.id}.`);
    expect(commandLines(second.stdout)).toEqual([`::add-mask::${TOKEN}`]);
  });

  test("a comment of someone else that copies navlint's marks is left alone: navlint writes and updates its own", async () => {
    // Marked as navlint marks its comment for this job, word for word: only the author tells it apart.
    const quoted = OWN('### ✅ navlint: passed\n');
    api.comments.push({ id: 1, body: quoted, user: { login: 'mallory' } });
    const first = await run({ 'docs.json': BROKEN, ...PAGES }, { 'fail-on': 'never' });
    expect(commandLines(first.stdout)).toEqual([
      `::add-mask::${TOKEN}`,
      expect.stringMatching(/^::error title=page-not-found,/),
    ]);
    expect(api.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/issues/7/comments',
      'GET /user',
      'POST /repos/octo-org/docs-site/issues/7/comments',
    ]);
    expect(api.comments.map((c) => [c.id, c.user.login])).toEqual([
      [1, 'mallory'],
      [1000, 'github-actions[bot]'],
    ]);
    api.requests = [];
    await run({ 'docs.json': FIXED, ...PAGES }, {});
    expect(api.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/issues/7/comments',
      'GET /user',
      'PATCH /repos/octo-org/docs-site/issues/comments/1000',
    ]);
    expect(api.comments[0].body).toBe(quoted);
    expect(api.comments[1].body).toContain('### ✅ navlint: passed');
  });

  test("a bot's comment that quotes the marker, opens with it or copies another job's is left alone", async () => {
    // Comments of github-actions[bot], as any workflow of the repository writes them, that are not this job's.
    const decoys = [
      `> ${'<!-- navlint-comment -->'}\n\nWhy does navlint write this?`,
      '<!-- navlint-comment -->\n### ✅ navlint: passed\n',
      `<!-- navlint-comment -->\n<!-- navlint-digest ${'0'.repeat(64)} -->\n### ✅ navlint: passed\n`,
      markComment(
        '### ✅ navlint: passed\n',
        commentJob({ GITHUB_REPOSITORY: 'octo-org/docs-site', GITHUB_WORKFLOW: 'Other', GITHUB_JOB: 'navlint' }),
      ),
      OWN('### ✅ navlint: passed\n').replace('passed', 'passed, edited by someone'),
    ];
    decoys.forEach((body, i) => api.comments.push({ id: i + 1, body, user: { login: 'github-actions[bot]' } }));
    const first = await run({ 'docs.json': BROKEN, ...PAGES }, { 'fail-on': 'never' });
    expect(first.status).toBe(0);
    expect(api.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/issues/7/comments',
      'POST /repos/octo-org/docs-site/issues/7/comments',
    ]);
    api.requests = [];
    const second = await run({ 'docs.json': FIXED, ...PAGES }, {});
    expect(second.stdout.split('\n')).toContain('Updated the pull-request comment 1000.');
    expect(api.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/issues/7/comments',
      'GET /user',
      'PATCH /repos/octo-org/docs-site/issues/comments/1000',
    ]);
    expect(api.comments.slice(0, decoys.length).map((c) => c.body)).toEqual(decoys);
    expect(api.comments[decoys.length].body.replace(MARKS, '')).toContain('### ✅ navlint: passed');
  });

  test("with a personal token the comment is the token's user's, not github-actions[bot]'s", async () => {
    api.user = 'docs-bot';
    api.comments.push({ id: 1, body: OWN('old'), user: { login: 'github-actions[bot]' } });
    api.comments.push({ id: 2, body: OWN('old'), user: { login: 'docs-bot' } });
    await run({ 'docs.json': FIXED, ...PAGES }, {});
    expect(api.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/issues/7/comments',
      'GET /user',
      'PATCH /repos/octo-org/docs-site/issues/comments/2',
    ]);
    expect(api.comments[0].body).toBe(OWN('old'));
  });

  test('a clean site with no earlier comment gets none', async () => {
    const r = await run({ 'docs.json': FIXED, ...PAGES }, {});
    expect(r.status).toBe(0);
    expect(api.requests.map((x) => x.method)).toEqual(['GET']);
    expect(api.comments).toEqual([]);
  });

  test("a 403 (a fork pull request's read-only token) is a warning, not a failure", async () => {
    api.deny = { status: 403 };
    const r = await run({ 'docs.json': BROKEN, ...PAGES }, { 'fail-on': 'never' });
    expect(r.status).toBe(0);
    expect(commandLines(r.stdout)).toEqual([
      `::add-mask::${TOKEN}`,
      '::error title=page-not-found,file=docs.json,line=7,endLine=7,col=46,endColumn=54::Page "instal" has no file: looked for instal.mdx, instal.md, instal/index.mdx and instal/index.md. Did you mean "install"?',
      '::warning::navlint could not find the pull-request comment (HTTP 403). The token may not write comments here: the job needs `pull-requests: write`, and pull requests from forks always get a read-only token. The findings are in the job summary and the log.',
    ]);
    expect(r.stdout.split('\n').filter((l) => l.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
  });

  test('a 403 on creating the comment is a warning too', async () => {
    api.deny = { status: 403, method: 'POST' };
    const r = await run({ 'docs.json': BROKEN, ...PAGES }, { 'fail-on': 'never' });
    expect(r.status).toBe(0);
    expect(api.requests.map((x) => x.method)).toEqual(['GET', 'POST']);
    expect(commandLines(r.stdout)[2]).toBe(
      '::warning::navlint could not write the pull-request comment (HTTP 403). The token may not write comments here: the job needs `pull-requests: write`, and pull requests from forks always get a read-only token. The findings are in the job summary and the log.',
    );
  });

  test('a server error is a warning as well', async () => {
    api.deny = { status: 500 };
    const r = await run({ 'docs.json': FIXED, ...PAGES }, {});
    expect(r.status).toBe(0);
    expect(commandLines(r.stdout)).toEqual([
      `::add-mask::${TOKEN}`,
      '::warning::navlint could not find the pull-request comment (HTTP 500). The findings are in the job summary and the log.',
    ]);
  });

  test('outside a pull request nothing is sent', async () => {
    const r = await run({ 'docs.json': BROKEN, ...PAGES }, {}, { ref: 'refs/heads/main' });
    expect(r.status).toBe(1);
    expect(api.requests).toEqual([]);
    expect(r.stdout.split('\n')).toContain('Not a pull-request event: no pull-request comment is written.');
  });
});
