import fs from 'node:fs';
import path from 'node:path';
import { systemGit } from '../src/core/git.js';
import { diffSides, type SideSource } from '../src/engine/index.js';
import { toJsonDiff, type JsonDiff } from '../src/report/diff.js';
import { commitAll, git, GIT_ENV, initRepo, page, removeRepos, tempDir, writeFiles } from './helpers/git.js';
import { runCli } from './helpers/cli.js';

// Real repositories in a temporary folder: a base commit on `main`, a head commit (or the work tree),
// and the JSON diff of the docs root `docs/` compared whole. The expected values are written from the
// changes each test makes, not from navlint's output.

afterAll(removeRepos);

const GIT = systemGit({ ...process.env, ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined });

const SPEC = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get: { summary: List pets, tags: [Pets], responses: { '200': { description: ok } } }
    post: { summary: Create a pet, tags: [Pets], responses: { '200': { description: ok } } }
  /pets/{id}:
    delete: { summary: Delete a pet, tags: [Pets], responses: { '200': { description: ok } } }
`;

interface Nav {
  tabs: { tab: string; openapi?: string; groups?: { group: string; pages: string[] }[]; pages?: string[] }[];
}

const NAV: Nav = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        { group: 'Start', pages: ['intro', 'quickstart'] },
        { group: 'Advanced', pages: ['advanced/config', 'advanced/deploy'] },
      ],
    },
    { tab: 'API reference', openapi: 'openapi.yaml' },
    { tab: 'Changelog', pages: ['changelog'] },
  ],
};

function docsJson(nav: unknown, extra: Record<string, unknown> = {}): string {
  return (
    JSON.stringify(
      { theme: 'mint', name: 'Acme', colors: { primary: '#087A60' }, navigation: nav, ...extra },
      null,
      2,
    ) + '\n'
  );
}

const BASE_FILES: Record<string, string> = {
  'README.md': '# The Acme repository\n',
  'docs/docs.json': docsJson(NAV),
  'docs/intro.mdx': page('Introduction', 'Welcome to Acme.'),
  'docs/quickstart.mdx': page('Quickstart', 'Install, then run.'),
  'docs/advanced/config.mdx': page('Configuration', 'Every setting.'),
  'docs/advanced/deploy.mdx': page('Deploy', 'Ship it.'),
  'docs/changelog.mdx': page('Changelog', 'v1.0'),
  'docs/legal.mdx': page('Legal', 'Terms.'),
  'docs/openapi.yaml': SPEC,
};

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const EMPTY_PAGES = { added: [], removed: [], moved: [], renamed: [] };

/** The expected JSON diff: nothing changed, except what `parts` says. */
function expected(
  repo: string,
  parts: Partial<Omit<JsonDiff, 'version' | 'base' | 'head' | 'summary'>>,
  head: JsonDiff['head'] = { source: 'worktree', root: 'docs' },
): JsonDiff {
  const body = {
    pages: { ...EMPTY_PAGES, ...parts.pages },
    apiPages: { ...EMPTY_PAGES, ...parts.apiPages },
    sections: { added: [], removed: [], ...parts.sections },
    labels: parts.labels ?? [],
    redirects: { added: [], removed: [], changed: [], ...parts.redirects },
    urlsRemoved: parts.urlsRemoved ?? [],
  };
  const n = (c: { added: unknown[]; removed: unknown[]; moved: unknown[]; renamed: unknown[] }) => ({
    added: c.added.length,
    removed: c.removed.length,
    moved: c.moved.length,
    renamed: c.renamed.length,
  });
  const summary = {
    pages: n(body.pages),
    apiPages: n(body.apiPages),
    sections: { added: body.sections.added.length, removed: body.sections.removed.length },
    labels: body.labels.length,
    redirects: {
      added: body.redirects.added.length,
      removed: body.redirects.removed.length,
      changed: body.redirects.changed.length,
    },
    urlsRemoved: body.urlsRemoved.length,
  };
  const changes =
    Object.values(summary.pages).reduce((a, b) => a + b, 0) +
    Object.values(summary.apiPages).reduce((a, b) => a + b, 0) +
    summary.sections.added +
    summary.sections.removed +
    summary.labels +
    summary.redirects.added +
    summary.redirects.removed +
    summary.redirects.changed;
  return {
    version: 1,
    base: { source: 'git', root: 'docs', ref: 'main', commit: git(repo, 'rev-parse', 'main') },
    head,
    summary: { changes, ...summary },
    ...body,
  };
}

/** The JSON diff of `docs/` from `main` to the work tree (or to `head`). */
function diffOf(repo: string, head: SideSource = { kind: 'worktree' }): JsonDiff {
  const r = diffSides({ kind: 'git', rev: 'main', git: GIT }, head, { dir: 'docs', cwd: repo, fs });
  return JSON.parse(JSON.stringify(toJsonDiff(r.diff, r.base, r.head))) as JsonDiff;
}

/** A repository holding the base site, with `change` applied to its work tree. */
function changed(change: Record<string, string | null>): string {
  const repo = initRepo(BASE_FILES);
  writeFiles(repo, change);
  return repo;
}

describe('navlint diff: the JSON diff of two commits', () => {
  test('nothing changed: an empty diff', () => {
    const repo = changed({});
    expect(diffOf(repo)).toEqual(expected(repo, {}));
  });

  test('a page added to a group', () => {
    const nav = clone(NAV);
    nav.tabs[0].groups![0].pages.push('faq');
    const repo = changed({ 'docs/docs.json': docsJson(nav), 'docs/faq.mdx': page('FAQ') });
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          added: [{ url: '/faq', title: 'FAQ', file: 'faq.mdx', breadcrumbs: [['Guides', 'Start']] }],
        },
      }),
    );
  });

  test('a page removed: its URL is left without a redirect', () => {
    const nav = clone(NAV);
    nav.tabs[0].groups![1].pages = ['advanced/config'];
    const repo = changed({ 'docs/docs.json': docsJson(nav), 'docs/advanced/deploy.mdx': null });
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          removed: [
            {
              url: '/advanced/deploy',
              title: 'Deploy',
              file: 'advanced/deploy.mdx',
              breadcrumbs: [['Guides', 'Advanced']],
              redirect: null,
            },
          ],
        },
        urlsRemoved: [
          {
            url: '/advanced/deploy',
            was: 'page',
            title: 'Deploy',
            suggestion: { source: '/advanced/deploy', destination: '/' },
          },
        ],
      }),
    );
  });

  test('a page moved to another group keeps its URL', () => {
    const nav = clone(NAV);
    nav.tabs[0].groups![0].pages = ['intro'];
    nav.tabs[0].groups![1].pages.unshift('quickstart');
    const repo = changed({ 'docs/docs.json': docsJson(nav) });
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          moved: [
            {
              url: '/quickstart',
              title: 'Quickstart',
              file: 'quickstart.mdx',
              from: [['Guides', 'Start']],
              to: [['Guides', 'Advanced']],
            },
          ],
        },
      }),
    );
  });

  test('pages renamed: one by content with a redirect, one by title without (committed on a branch)', () => {
    const repo = initRepo(BASE_FILES);
    git(repo, 'checkout', '-q', '-b', 'rename');
    git(repo, 'mv', 'docs/advanced/config.mdx', 'docs/advanced/configuration.mdx');
    const nav = clone(NAV);
    nav.tabs[0].groups![0].pages = ['introduction', 'quickstart'];
    nav.tabs[0].groups![1].pages = ['advanced/configuration', 'advanced/deploy'];
    writeFiles(repo, {
      'docs/docs.json': docsJson(nav, {
        redirects: [{ source: '/advanced/config', destination: '/advanced/configuration' }],
      }),
      'docs/intro.mdx': null,
      'docs/introduction.mdx': page('Introduction', 'Welcome to Acme, the rocket company.'),
    });
    const head = commitAll(repo, 'rename');
    // The work tree moves on after the commit: the diff reads the commit, not the files.
    writeFiles(repo, { 'docs/docs.json': '{ not json' });
    expect(diffOf(repo, { kind: 'git', rev: 'rename', git: GIT })).toEqual(
      expected(
        repo,
        {
          pages: {
            ...EMPTY_PAGES,
            renamed: [
              {
                from: '/advanced/config',
                to: '/advanced/configuration',
                title: 'Configuration',
                file: { from: 'advanced/config.mdx', to: 'advanced/configuration.mdx' },
                by: 'content',
                breadcrumbs: { from: [['Guides', 'Advanced']], to: [['Guides', 'Advanced']] },
                redirect: { source: '/advanced/config', destination: '/advanced/configuration' },
              },
              {
                from: '/intro',
                to: '/introduction',
                title: 'Introduction',
                file: { from: 'intro.mdx', to: 'introduction.mdx' },
                by: 'title',
                breadcrumbs: { from: [['Guides', 'Start']], to: [['Guides', 'Start']] },
                redirect: null,
              },
            ],
          },
          redirects: {
            added: [{ source: '/advanced/config', destination: '/advanced/configuration' }],
            removed: [],
            changed: [],
          },
          urlsRemoved: [
            {
              url: '/intro',
              was: 'page',
              title: 'Introduction',
              movedTo: '/introduction',
              suggestion: { source: '/intro', destination: '/introduction' },
            },
          ],
        },
        { source: 'git', root: 'docs', ref: 'rename', commit: head },
      ),
    );
  });

  test('a tab removed: its page stays served as a hidden page', () => {
    const nav = clone(NAV);
    nav.tabs.pop();
    const repo = changed({ 'docs/docs.json': docsJson(nav) });
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          moved: [{ url: '/changelog', title: 'Changelog', file: 'changelog.mdx', from: [['Changelog']], to: [] }],
        },
        sections: {
          added: [],
          removed: [{ kind: 'tab', label: 'Changelog', breadcrumb: [], pages: 1, generated: false }],
        },
      }),
    );
  });

  test('an operation removed from the spec, another marked x-hidden', () => {
    const spec = SPEC.replace(/ {2}\/pets\/\{id\}:\n.*\n/, '').replace(
      'post: { summary: Create a pet,',
      'post: { x-hidden: true, summary: Create a pet,',
    );
    expect(spec).not.toContain('Delete');
    const repo = changed({ 'docs/openapi.yaml': spec });
    const deleteUrl = '/api-reference/pets/delete-a-pet';
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        apiPages: {
          ...EMPTY_PAGES,
          removed: [
            {
              url: deleteUrl,
              title: 'Delete a pet',
              operation: { method: 'DELETE', path: '/pets/{id}', spec: 'openapi.yaml' },
              breadcrumbs: [['API reference', 'Pets']],
              reason: 'spec-changed',
              detail: 'no longer in openapi.yaml',
              redirect: null,
            },
          ],
          moved: [
            {
              url: '/api-reference/pets/create-a-pet',
              title: 'Create a pet',
              operation: { method: 'POST', path: '/pets', spec: 'openapi.yaml' },
              from: [['API reference', 'Pets']],
              to: [],
              reason: 'x-hidden',
              detail: 'marked x-hidden in openapi.yaml: still served, no longer in the navigation',
            },
          ],
        },
        urlsRemoved: [
          {
            url: deleteUrl,
            was: 'operation',
            title: 'Delete a pet',
            suggestion: { source: deleteUrl, destination: '/' },
          },
        ],
      }),
    );
  });

  test('an operation whose summary changed is the same API page at a new URL', () => {
    const repo = changed({ 'docs/openapi.yaml': SPEC.replace('Delete a pet', 'Remove a pet') });
    const [from, to] = ['/api-reference/pets/delete-a-pet', '/api-reference/pets/remove-a-pet'];
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        apiPages: {
          ...EMPTY_PAGES,
          renamed: [
            {
              from,
              to,
              title: 'Remove a pet',
              operation: { method: 'DELETE', path: '/pets/{id}', spec: 'openapi.yaml' },
              by: 'operation',
              breadcrumbs: { from: [['API reference', 'Pets']], to: [['API reference', 'Pets']] },
              redirect: null,
            },
          ],
        },
        urlsRemoved: [
          {
            url: from,
            was: 'operation',
            title: 'Delete a pet',
            movedTo: to,
            suggestion: { source: from, destination: to },
          },
        ],
      }),
    );
  });

  test('an entry naming a page with no file, added: a change, marked missing (no URL is served)', () => {
    const nav = clone(NAV);
    nav.tabs[0].groups![0].pages.push('guides/missing');
    const repo = changed({ 'docs/docs.json': docsJson(nav) });
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          added: [
            { url: '/guides/missing', title: 'guides/missing', breadcrumbs: [['Guides', 'Start']], missing: true },
          ],
        },
      }),
    );
  });

  test('an entry naming a page with no file, removed: a change, with no URL left without a redirect', () => {
    const nav = clone(NAV);
    nav.tabs[0].groups![1].pages.push('advanced/soon');
    const repo = initRepo({ ...BASE_FILES, 'docs/docs.json': docsJson(nav) });
    writeFiles(repo, { 'docs/docs.json': docsJson(NAV) });
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          removed: [
            { url: '/advanced/soon', title: 'advanced/soon', breadcrumbs: [['Guides', 'Advanced']], missing: true },
          ],
        },
      }),
    );
  });

  test('the file of a missing page written: the page is added, and no missing entry is removed', () => {
    const nav = clone(NAV);
    nav.tabs[0].groups![1].pages.push('advanced/soon');
    const repo = initRepo({ ...BASE_FILES, 'docs/docs.json': docsJson(nav) });
    writeFiles(repo, { 'docs/advanced/soon.mdx': page('Coming soon') });
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          added: [
            {
              url: '/advanced/soon',
              title: 'Coming soon',
              file: 'advanced/soon.mdx',
              breadcrumbs: [['Guides', 'Advanced']],
            },
          ],
        },
      }),
    );
  });

  test('docs.json split with $ref: a change in the included file only', () => {
    const nav = clone(NAV);
    const repo = initRepo({
      ...BASE_FILES,
      'docs/docs.json': docsJson({ $ref: './config/navigation.json' }),
      'docs/config/navigation.json': JSON.stringify(nav, null, 2),
    });
    nav.tabs[0].groups![0].group = 'Getting started';
    nav.tabs[0].groups![0].pages.push('legal');
    writeFiles(repo, { 'docs/config/navigation.json': JSON.stringify(nav, null, 2) });
    expect(git(repo, 'status', '--porcelain')).toBe('M docs/config/navigation.json');
    expect(diffOf(repo)).toEqual(
      expected(repo, {
        pages: {
          ...EMPTY_PAGES,
          moved: [{ url: '/legal', title: 'Legal', file: 'legal.mdx', from: [], to: [['Guides', 'Getting started']] }],
        },
        labels: [{ kind: 'group', from: 'Start', to: 'Getting started', breadcrumb: ['Guides'] }],
      }),
    );
  });
});

describe('navlint diff: sides', () => {
  test('two docs-root folders', () => {
    const a = tempDir();
    const b = tempDir();
    const files = Object.fromEntries(
      Object.entries(BASE_FILES)
        .filter(([k]) => k.startsWith('docs/'))
        .map(([k, v]) => [k.slice(5), v]),
    );
    writeFiles(a, files);
    writeFiles(b, { ...files, 'legal.mdx': null });
    const r = diffSides({ kind: 'folder', dir: a }, { kind: 'folder', dir: b }, { dir: '.', cwd: a, fs });
    expect(r.base).toEqual({ source: 'folder', root: path.basename(a) });
    expect(r.head).toEqual({ source: 'folder', root: path.relative(a, b) });
    expect(r.diff.pages.removed.map((p) => [p.url, p.breadcrumbs])).toEqual([['/legal', []]]);
    expect(r.diff.urlsRemoved.map((u) => u.url)).toEqual(['/legal']);
  });

  test('a GraphQL selector removed: the page it generated is gone, its URL without a redirect', () => {
    const a = tempDir();
    const b = tempDir();
    const nav = (pages: string[]) =>
      docsJson({
        groups: [
          { group: 'Start', pages: ['intro'] },
          { group: 'GraphQL', graphql: 'schema.graphql', pages },
        ],
      });
    const files = {
      'intro.mdx': page('Intro'),
      'schema.graphql': 'type Query {\n  users: [User]\n}\n\ntype User {\n  id: ID\n}\n',
    };
    writeFiles(a, { ...files, 'docs.json': nav(['QUERY users', 'TYPE User']) });
    writeFiles(b, { ...files, 'docs.json': nav(['QUERY users']) });
    const r = diffSides({ kind: 'folder', dir: a }, { kind: 'folder', dir: b }, { dir: '.', cwd: a, fs });
    expect(r.diff.pages.removed.map((p) => [p.url, p.breadcrumbs])).toEqual([
      ['/graphql-reference/types/User', [[{ kind: 'group', label: 'GraphQL', order: 1 }]]],
    ]);
    expect(r.diff.urlsRemoved.map((u) => u.url)).toEqual(['/graphql-reference/types/User']);
  });

  test('the work tree is neither read for the base nor changed', () => {
    const repo = changed({ 'docs/docs.json': '{ "broken": ' });
    const before = fs.statSync(path.join(repo, 'docs/intro.mdx')).mtimeMs;
    const status = git(repo, 'status', '--porcelain');
    const r = diffSides(
      { kind: 'git', rev: 'main', git: GIT },
      { kind: 'git', rev: 'HEAD', git: GIT },
      { dir: 'docs', cwd: repo, fs },
    );
    expect(r.diff.pages.added).toEqual([]);
    expect(git(repo, 'status', '--porcelain')).toBe(status);
    expect(fs.statSync(path.join(repo, 'docs/intro.mdx')).mtimeMs).toBe(before);
  });

  test('the docs root is found from a sub-folder of the repository, and may be gone from the work tree', () => {
    const repo = initRepo(BASE_FILES);
    fs.rmSync(path.join(repo, 'docs'), { recursive: true });
    const r = diffSides(
      { kind: 'git', rev: 'main', git: GIT },
      { kind: 'git', rev: 'main', git: GIT },
      { dir: 'docs', cwd: repo, fs },
    );
    expect(r.base.root).toBe('docs');
    expect(r.diff.urlsRemoved).toEqual([]);
  });

  test('a revision that does not exist, and a base without the docs root, are one-line usage errors', () => {
    const repo = initRepo(BASE_FILES);
    expect(() =>
      diffSides({ kind: 'git', rev: 'nope', git: GIT }, { kind: 'worktree' }, { dir: 'docs', cwd: repo, fs }),
    ).toThrow('"nope" names no commit of this repository (a shallow clone may lack it: fetch it first)');
    expect(() =>
      diffSides({ kind: 'git', rev: '--output=x', git: GIT }, { kind: 'worktree' }, { dir: 'docs', cwd: repo, fs }),
    ).toThrow('"--output=x" is not a git revision');
    fs.mkdirSync(path.join(repo, 'site'));
    writeFiles(repo, { 'site/docs.json': docsJson({ pages: [] }) });
    expect(() =>
      diffSides({ kind: 'git', rev: 'main', git: GIT }, { kind: 'worktree' }, { dir: 'site', cwd: repo, fs }),
    ).toThrow(/^site: no such folder at main \([0-9a-f]{12}\)$/);
  });
});

describe('navlint diff', () => {
  const env = { ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined };

  function repoWithChanges(): string {
    const nav = clone(NAV);
    nav.tabs[0].groups![0].pages = ['intro', 'faq'];
    nav.tabs[0].groups![1].pages = ['quickstart', 'advanced/config'];
    nav.tabs[0].groups![1].group = 'Going further';
    return changed({
      'docs/docs.json': docsJson(nav),
      'docs/faq.mdx': page('FAQ <b>bold</b> @octocat'),
      'docs/advanced/deploy.mdx': null,
    });
  }

  test('--format text: the counts, the tree of changes with their marks, and the redirects to add', async () => {
    const repo = repoWithChanges();
    const sha = git(repo, 'rev-parse', 'main').slice(0, 12);
    const r = await runCli(['diff', 'main', '--root', 'docs'], { cwd: repo, env });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        `Navigation changes from main (${sha}) to the working tree: 1 page added, 1 removed, 1 moved · 1 label changed · 1 URL removed without a redirect.`,
        '',
        '+ added  - removed  ~ moved  > renamed  * label changed',
        '',
        '  tab "Guides"',
        '    group "Start"',
        '+     FAQ <b>bold</b> @octocat  /faq',
        '*   group "Going further" (was "Advanced")',
        '-     Deploy  /advanced/deploy',
        '~     Quickstart  /quickstart (from Guides › Start)',
        '',
        'URLs removed without a redirect (1); add these to `redirects`:',
        '  {"source": "/advanced/deploy", "destination": "/"}',
        '',
      ].join('\n'),
    );
  });

  test('a branch that adds an entry naming a missing page: the change is listed, marked missing', async () => {
    const repo = initRepo(BASE_FILES);
    git(repo, 'checkout', '-q', '-b', 'feature');
    const nav = clone(NAV);
    nav.tabs[0].groups![0].pages.push('guides/missing');
    writeFiles(repo, { 'docs/docs.json': docsJson(nav) });
    commitAll(repo, 'an entry for a page not written yet');
    const [base, head] = ['main', 'feature'].map((b) => git(repo, 'rev-parse', b).slice(0, 12));
    const r = await runCli(['diff', 'main', 'feature', '--root', 'docs'], { cwd: repo, env });
    expect(r).toEqual({
      status: 0,
      stdout: [
        `Navigation changes from main (${base}) to feature (${head}): 1 page added (1 missing).`,
        '',
        '+ added  - removed  ~ moved  > renamed  * label changed',
        '',
        '  tab "Guides"',
        '    group "Start"',
        '+     guides/missing  /guides/missing (missing: no page file)',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  test('--format md escapes user text; --format json is the contract', async () => {
    const repo = repoWithChanges();
    const md = await runCli(['diff', 'main', '--root', 'docs', '--format', 'md'], { cwd: repo, env });
    expect(md.stdout).toContain('    - ➕ FAQ &lt;b&gt;bold&lt;/b&gt; @&#8203;octocat <code>/faq</code>\n');
    expect(md.stdout).not.toContain('<b>');
    const json = await runCli(['diff', 'main', '--root', 'docs', '--format', 'json'], { cwd: repo, env });
    expect(JSON.parse(json.stdout)).toEqual(diffOf(repo));
  });

  test('usage errors: no base, three sides, an unknown format, a side that is neither folder nor revision', async () => {
    const repo = repoWithChanges();
    const err = async (args: string[]) => await runCli(args, { cwd: repo, env });
    expect(await err(['diff'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: diff needs a base: a git revision or a docs-root folder (see navlint help diff)\n',
    });
    expect(await err(['diff', 'a', 'b', 'c'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: diff takes a base and a head, got 3 arguments\n',
    });
    expect(await err(['diff', 'main', '--format', 'sarif'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: --format of diff must be one of text, json, md, not "sarif"\n',
    });
    expect(await err(['diff', 'nowhere', '--root', 'docs'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: "nowhere" names no commit of this repository (a shallow clone may lack it: fetch it first)\n',
    });
    expect((await err(['check', 'docs', '--root', 'x'])).stderr).toBe(
      'navlint: --root applies to diff and mv only, not to check\n',
    );
  });
});
