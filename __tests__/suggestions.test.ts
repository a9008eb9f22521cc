import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { suggestionBody, suggestionCandidates } from '../src/action/suggest.js';
import { runCheck } from '../src/engine/index.js';
import {
  commandLines,
  PR_EVENT,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
  TOKEN,
} from './helpers/action.js';
import { git, initRepo, removeRepos, tempDir, writeFiles } from './helpers/git.js';
import { ROOT } from './helpers/run.js';

afterAll(() => {
  removeTempDirs();
  removeRepos();
});

// Input `suggestions`: against a stand-in for the GitHub REST API on 127.0.0.1 that serves the pull request's diff
// (made by git from a real change) and keeps review comments as GitHub does.

interface ReviewComment {
  id: number;
  body: string;
  path: string;
  line: number | null;
  start_line: number | null;
  side: string;
  pull_request_review_id: number;
  user: { login: string };
}

interface Review {
  id: number;
  body: string;
  commit_id: string;
  event: string;
}

interface Seen {
  method: string;
  url: string;
  accept: string | undefined;
  body?: Record<string, unknown>;
}

class FakeGitHub {
  diff = '';
  reviews: Review[] = [];
  comments: ReviewComment[] = [];
  requests: Seen[] = [];
  deny?: { status: number; method?: string };
  private nextId = 500;
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
      const seen: Seen = { method: req.method ?? '', url: req.url ?? '', accept: req.headers.accept };
      if (raw) seen.body = JSON.parse(raw) as Record<string, unknown>;
      this.requests.push(seen);
      const send = (status: number, value: unknown, type = 'application/json; charset=utf-8') => {
        res.writeHead(status, { 'content-type': type });
        res.end(typeof value === 'string' ? value : JSON.stringify(value));
      };
      if (req.headers.authorization !== `token ${TOKEN}`) return send(401, { message: 'Bad credentials' });
      if (this.deny && (!this.deny.method || this.deny.method === req.method))
        return send(this.deny.status, { message: 'Resource not accessible by integration' });
      const p = new URL(req.url ?? '/', 'http://x').pathname;
      const repo = '/repos/octo-org/docs-site';
      if (p === `${repo}/pulls/7` && req.method === 'GET') {
        if (!(req.headers.accept ?? '').includes('diff')) return send(415, { message: 'ask for the diff' });
        return send(200, this.diff, 'text/plain; charset=utf-8');
      }
      // The workflow's token: GET /user refuses it, as GitHub does; its comments are github-actions[bot]'s.
      if (p === '/user' && req.method === 'GET')
        return send(403, { message: 'Resource not accessible by integration' });
      if (p === `${repo}/pulls/7/comments` && req.method === 'GET') return send(200, this.comments);
      if (p === `${repo}/pulls/7/reviews` && req.method === 'GET') return send(200, this.reviews);
      if (p === `${repo}/pulls/7/reviews` && req.method === 'POST') {
        const b = seen.body as { body: string; commit_id: string; event: string; comments: Record<string, unknown>[] };
        const review: Review = { id: this.nextId++, body: b.body, commit_id: b.commit_id, event: b.event };
        this.reviews.push(review);
        for (const c of b.comments ?? []) {
          this.comments.push({
            id: this.nextId++,
            body: String(c.body),
            path: String(c.path),
            line: Number(c.line),
            start_line: c.start_line === undefined ? null : Number(c.start_line),
            side: String(c.side),
            pull_request_review_id: review.id,
            user: { login: 'github-actions[bot]' },
          });
        }
        return send(200, review);
      }
      const one = new RegExp(`^${repo}/pulls/comments/(\\d+)$`).exec(p);
      if (one && req.method === 'PATCH') {
        const c = this.comments.find((x) => x.id === Number(one[1]));
        if (!c) return send(404, { message: 'Not Found' });
        c.body = String((seen.body as { body: string }).body);
        return send(200, c);
      }
      send(404, { message: 'Not Found' });
    });
  }
}

const SPEC = (title: string) => `openapi: 3.0.3
info: { title: ${title}, version: "1" }
paths:
  /pets:
    get:
      summary: List pets
      responses: { "200": { description: OK } }
    post:
      summary: Add a pet
      responses: { "201": { description: Created } }
`;
const BASE_DOCS = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
      { "group": "Guide", "pages": ["intro", "setup.mdx"] },
      { "group": "API", "openapi": "openapi.yaml", "pages": ["GET /pets"] }
    ]
  }
}
`;
// The pull request adds two groups and an entry: a safe fix on each of lines 8 and 10, a suggestion on line 9. The
// entry "setup.mdx" on line 7 was there before: its fix goes to the job summary.
const PR_DOCS = BASE_DOCS.replace(
  '      { "group": "API", "openapi": "openapi.yaml", "pages": ["GET /pets"] }',
  [
    '      { "group": "More", "pages": ["install.mdx"] },',
    '      { "group": "Typos", "pages": ["instal"] },',
    '      { "group": "API", "openapi": "openapi.yaml", "pages": ["GET /pets", "post /pets"] }',
  ].join('\n'),
);
const BASE_FILES = {
  'docs.json': BASE_DOCS,
  'intro.mdx': '# Intro\n',
  'setup.mdx': '# Setup\n',
  'install.mdx': '# Install\n',
  'openapi.yaml': SPEC('Pets'),
  'v2.yaml': SPEC('Pets v2'),
};
// A new page bound to an operation that both documents hold: two suggestions, for a person to choose in the summary.
const PR_FILES = { 'docs.json': PR_DOCS, 'api/list.mdx': '---\ntitle: List\nopenapi: GET /pets\n---\n' };

/** A repository on the pull request's head, and the diff GitHub gives for it. */
function pullRequest(files: Record<string, string>): { repo: string; diff: string } {
  const repo = initRepo(BASE_FILES);
  const base = git(repo, 'rev-parse', 'HEAD');
  writeFiles(repo, files);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'change');
  return { repo, diff: git(repo, 'diff', base, 'HEAD') + '\n' };
}

const comment = (rule: string, severity: string, message: string, kind: string, block: string) => (key: string) =>
  `<!-- navlint-suggestion ${key} -->\n**navlint** \`${rule}\` (${severity}): ${message}\n\n${kind}\n\n\`\`\`suggestion\n${block}\n\`\`\``;
const SAFE = 'Safe fix (`navlint check --fix` applies it too).';

describe('pull-request suggestions', () => {
  let api: FakeGitHub;
  let url: string;

  beforeEach(async () => {
    api = new FakeGitHub();
    url = await api.start();
  });
  afterEach(() => api.stop());

  async function run(repo: string, inputs: Record<string, string> = {}, event: unknown = PR_EVENT) {
    const runner = runnerFiles(event);
    const r = await runActionAsync(
      runnerEnv(
        repo,
        runner,
        { suggestions: 'true', preview: 'false', 'fail-on': 'never', ...inputs },
        { GITHUB_API_URL: url },
      ),
      repo,
    );
    return { ...r, summary: fs.readFileSync(runner.summary, 'utf8') };
  }

  test('one review of suggestion blocks on the lines the pull request adds; the rest in the job summary', async () => {
    const { repo, diff } = pullRequest(PR_FILES);
    api.diff = diff;
    const r = await run(repo);
    expect(r.status).toBe(0);
    expect(api.requests.map((q) => `${q.method} ${q.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/pulls/7',
      'GET /repos/octo-org/docs-site/pulls/7/comments',
      'POST /repos/octo-org/docs-site/pulls/7/reviews',
    ]);
    expect(api.requests[0].accept).toContain('diff');
    expect(api.reviews.map((v) => [v.commit_id, v.event])).toEqual([[PR_EVENT.pull_request.head.sha, 'COMMENT']]);
    expect(api.reviews[0].body).toBe(
      '<!-- navlint-review -->\n**navlint** suggests 3 changes on lines this pull request changes: apply each with **Commit suggestion**. 2 more findings with a change are listed in the job summary.',
    );
    const keyOf = (c: ReviewComment) => /<!-- navlint-suggestion ([0-9a-f]{16}) -->/.exec(c.body)![1];
    expect(api.comments.map((c) => [c.path, c.line, c.start_line, c.side])).toEqual([
      ['docs.json', 8, null, 'RIGHT'],
      ['docs.json', 9, null, 'RIGHT'],
      ['docs.json', 10, null, 'RIGHT'],
    ]);
    expect(api.comments.map((c) => c.body)).toEqual([
      comment(
        'page-extension',
        'error',
        'Page "install.mdx" is written with its extension; page entries name the file without it, and the platform\'s build fails on this one. Fix: write "install".',
        SAFE,
        '      { "group": "More", "pages": ["install"] },',
      )(keyOf(api.comments[0])),
      comment(
        'page-not-found',
        'error',
        'Page "instal" has no file: looked for instal.mdx, instal.md, instal/index.mdx and instal/index.md. Did you mean "install"?',
        'Suggested change: check it before applying.',
        '      { "group": "Typos", "pages": ["install"] },',
      )(keyOf(api.comments[1])),
      comment(
        'operation-method-case',
        'error',
        '"post /pets": operation references in navigation are matched case-sensitively, so the lower-case method matches nothing and the entry is taken as a missing file. Write the method in upper case. Fix: write "POST /pets".',
        SAFE,
        '      { "group": "API", "openapi": "openapi.yaml", "pages": ["GET /pets", "POST /pets"] }',
      )(keyOf(api.comments[2])),
    ]);
    expect(r.summary).toContain(
      [
        '### Suggested changes',
        '',
        '3 suggestions posted on the pull request: each applies with one click.',
        '',
        '3 findings can be fixed with `navlint check --fix`.',
        '',
      ].join('\n'),
    );
    expect(r.summary).toContain('| docs.json:7 | page-extension | fix: write "setup" |');
    expect(r.summary).toContain(
      '| api/list.mdx:3 | frontmatter-openapi-ambiguous | suggestions: Name v2.yaml (the one the platform takes now): write "/v2.yaml GET /pets"; or Name openapi.yaml: write "/openapi.yaml GET /pets" |',
    );
    expect(r.stdout.split('\n')).toContain(
      'Suggestions: 3 posted, 0 updated, 0 marked resolved; 2 listed in the job summary only.',
    );
    expect(commandLines(r.stdout).filter((l) => l.startsWith('::warning::'))).toEqual([]);
  });

  test('a second run posts nothing twice; a finding that is gone loses its block', async () => {
    const { repo, diff } = pullRequest(PR_FILES);
    api.diff = diff;
    await run(repo);
    // A reviewer quotes a suggestion's marker: navlint neither edits nor resolves a comment it did not write.
    const quote = { ...api.comments[0], id: 9, user: { login: 'reviewer' }, body: `> ${api.comments[0].body}\nWhy?` };
    // So does another workflow's bot, writing as github-actions[bot] too.
    const bot = { ...quote, id: 10, user: { login: 'github-actions[bot]' }, body: `Seen: ${api.comments[0].body}` };
    api.comments.push(quote, bot);
    const first = api.comments.map((c) => ({ ...c }));
    api.requests = [];
    const again = await run(repo);
    expect(again.status).toBe(0);
    expect(api.requests.map((q) => `${q.method} ${q.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/pulls/7',
      'GET /repos/octo-org/docs-site/pulls/7/comments',
      'GET /user',
    ]);
    expect(api.comments).toEqual(first);
    expect(api.reviews).toHaveLength(1);

    // The author applies the first suggestion and pushes: its comment is edited, nothing is posted.
    const fixed = pullRequest({ ...PR_FILES, 'docs.json': PR_DOCS.replace('"install.mdx"', '"install"') });
    api.diff = fixed.diff;
    api.requests = [];
    const third = await run(fixed.repo);
    expect(api.requests.map((q) => `${q.method} ${q.url.split('?')[0]}`)).toEqual([
      'GET /repos/octo-org/docs-site/pulls/7',
      'GET /repos/octo-org/docs-site/pulls/7/comments',
      'GET /user',
      `PATCH /repos/octo-org/docs-site/pulls/comments/${first[0].id}`,
    ]);
    expect(api.comments[0].body).toBe(
      `${/<!-- navlint-suggestion [0-9a-f]+ -->/.exec(first[0].body)![0]}\n✅ navlint no longer reports this finding.`,
    );
    expect(api.comments.slice(1)).toEqual(first.slice(1));
    expect(third.stdout.split('\n')).toContain(
      'Suggestions: 0 posted, 0 updated, 1 marked resolved; 2 listed in the job summary only.',
    );
  });

  test("a 403 (a fork pull request's read-only token) is a warning, and the summary lists every change", async () => {
    const { repo, diff } = pullRequest(PR_FILES);
    api.diff = diff;
    api.deny = { status: 403, method: 'POST' };
    const r = await run(repo);
    expect(r.status).toBe(0);
    expect(commandLines(r.stdout).filter((l) => l.startsWith('::warning::'))).toEqual([
      '::warning::navlint could not post the suggestions review (HTTP 403). The token may not write reviews here: the job needs `pull-requests: write`, and pull requests from forks always get a read-only token. The job summary lists the suggestions.',
    ]);
    expect(r.summary).toContain('No suggestion was posted on the pull request (HTTP 403).');
    expect(r.summary).toContain('| docs.json:8 | page-extension | fix: write "install" |');
    expect(api.reviews).toEqual([]);
  });

  test('outside a pull request nothing is sent, and the summary lists the changes', async () => {
    const { repo } = pullRequest(PR_FILES);
    const r = await run(repo, {}, { ref: 'refs/heads/main' });
    expect(api.requests).toEqual([]);
    expect(r.stdout.split('\n')).toContain(
      'Not a pull-request event: no suggestions are posted; the job summary lists them.',
    );
    expect(r.summary).toContain('| docs.json:10 | operation-method-case | fix: write "POST /pets" |');
  });
});

describe('suggestion blocks', () => {
  test('a fix over several lines replaces whole lines: the block holds the new lines between the unchanged ones', async () => {
    const dir = tempDir();
    const fixture = path.join(ROOT, 'fixtures', 'url-removed');
    fs.cpSync(path.join(fixture, 'fix-create'), dir, { recursive: true });
    const result = await runCheck({
      dir: '.',
      cwd: dir,
      fs,
      base: { kind: 'folder', dir: path.join(fixture, 'base') },
    });
    const { candidates } = suggestionCandidates(result, dir, fs);
    expect(candidates.map((c) => [c.d.rule, c.path, c.startLine, c.endLine, c.safe, c.lines])).toEqual([
      [
        'url-removed',
        'docs.json',
        11,
        11,
        true,
        [
          '    },',
          '    "redirects": [',
          '        { "source": "/guides/old-name", "destination": "/guides/new-name" }',
          '    ]',
        ],
      ],
    ]);
  });
});

describe('suggestion comment bodies', () => {
  test('the fence is longer than any run of backticks in the lines it holds', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'openapi.yaml'), SPEC('Pets'));
    fs.writeFileSync(
      path.join(dir, 'docs.json'),
      BASE_DOCS.replace('"API", "openapi"', '"```@team <b>", "openapi"').replace('"GET /pets"', '"get /pets"'),
    );
    for (const f of ['intro.mdx', 'setup.mdx']) fs.writeFileSync(path.join(dir, f), '# Page\n');
    const result = await runCheck({ dir: '.', cwd: dir, fs });
    const c = suggestionCandidates(result, dir, fs).candidates.find((x) => x.d.rule === 'operation-method-case')!;
    const body = suggestionBody(c, result).split('\n');
    expect(body.slice(-3)).toEqual([
      '````suggestion',
      '      { "group": "```@team <b>", "openapi": "openapi.yaml", "pages": ["GET /pets"] }',
      '````',
    ]);
    expect(body[1]).toBe(
      '**navlint** `operation-method-case` (error): "get /pets": operation references in navigation are matched case-sensitively, so the lower-case method matches nothing and the entry is taken as a missing file. Write the method in upper case. Fix: write "GET /pets".',
    );
  });
});
