import fs from 'node:fs';
import path from 'node:path';
import { GitError, gitRenames, systemGit, type Git } from '../src/core/git.js';
import { movedView, pairByFindings } from '../src/engine/renames.js';
import { checkJson, where } from './helpers/cli.js';
import { commitAll, git, page, removeRepos, tempDir, tempTree, writeFiles } from './helpers/git.js';
import { BASE, FAQ_BODY, MOVED, MOVED_ENV as env, movedRepo, suppress } from './helpers/moved-site.js';

// A page moved (`git mv faqs.mdx faq.mdx`) keeps its bulk suppressions, and `--new-since` counts its old findings as
// old: with git's renames where the repository shows the move, else by pairing the files through their findings.

afterAll(removeRepos);

/** `navlint check ARGS --format json` in `cwd`. */
const check = (cwd: string, args: string[], extraEnv: Record<string, string | undefined> = {}) =>
  checkJson(args, { cwd, env: { ...env, ...extraEnv } });

/** The findings left reported on the moved site: the page's two, and the broken anchor of the link to it. */
const UNSUPPRESSED = [
  'docs/faq.mdx:9 heading-level-skipped',
  'docs/faq.mdx:13 heading-level-skipped',
  'docs/index.mdx:5 link-anchor-missing',
];

const suppressionsOf = (repo: string) => fs.readFileSync(path.join(repo, 'docs/navlint-suppressions.json'), 'utf8');

/**
 * The suppressions file `--suppress-rule` writes afresh for the moved site (with `files` written over it meanwhile),
 * leaving the repository as it was.
 */
async function writtenAfresh(repo: string, files: Record<string, string> = {}): Promise<string> {
  const kept = Object.fromEntries(
    ['docs/navlint-suppressions.json', ...Object.keys(files)].map((f) => [
      f,
      fs.readFileSync(path.join(repo, f), 'utf8'),
    ]),
  );
  writeFiles(repo, files);
  await suppress(repo);
  const fresh = suppressionsOf(repo);
  writeFiles(repo, kept);
  return fresh;
}

/** The site's files but the page that moves. */
const withoutOldPage = Object.fromEntries(Object.entries(BASE).filter(([rel]) => rel !== 'docs/faqs.mdx'));

/** The three changes the tests make on a branch of `main`: the page moved, moved and edited, moved with a new finding. */
const CASES = [
  { name: 'a page moved with git mv', faq: page('FAQ', FAQ_BODY), status: /^R100$/, fresh: [] as string[] },
  {
    name: 'a page moved and edited in the same commit',
    faq: page(
      'Frequent questions',
      FAQ_BODY.replace('made by the owner', 'created by the owner') + '\n\nBilling questions go to the owner too.',
    ),
    status: /^R0[5-9]\d$/,
    fresh: [],
  },
  {
    name: 'a page moved with a new broken link',
    faq: page('FAQ', `${FAQ_BODY}\n\nSee also [the new guide](/new-guide).`),
    status: /^R0[5-9]\d$/,
    fresh: ['docs/faq.mdx:18 link-broken'],
  },
];

/** `--new-since`: only the case's new finding, if any; the page's old ones counted; no suppression unused. */
async function expectOnlyFresh(fresh: string[], cwd: string, since: string, extraEnv: Record<string, string> = {}) {
  const r = await check(cwd, ['docs', '--new-since', since], extraEnv);
  expect(where(r.report)).toEqual(fresh);
  if (fresh.length > 0) expect(r.report.diagnostics[0].message).toContain('"/new-guide"');
  expect(r.report.summary).toEqual({ errors: fresh.length, warnings: 0, notices: 0, suppressed: 4, preexisting: 3 });
  expect(r.status).toBe(fresh.length > 0 ? 1 : 0);
}

/** A check without a base: the suppressions of faqs.mdx hide the same findings in faq.mdx; no entry is unused. */
async function expectSuppressedAsBefore(fresh: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const r = await check(cwd, ['docs'], extraEnv);
  expect(where(r.report)).toEqual([...UNSUPPRESSED.slice(0, 2), ...fresh, UNSUPPRESSED[2]]);
  expect(r.report.summary).toEqual({ errors: fresh.length, warnings: 3, notices: 0, suppressed: 4 });
}

describe.each(CASES)('$name', ({ faq, status, fresh }) => {
  let repo: string;
  beforeAll(async () => {
    ({ repo } = await movedRepo('move', faq));
  });

  test('git sees a move, not a delete and an add', () => {
    const lines = git(repo, 'diff', '--find-renames', '--name-status', 'main').split('\n');
    expect(lines.map((l) => l.replace(/^R\d+/, 'R'))).toEqual([
      'M\tdocs/docs.json',
      'R\tdocs/faqs.mdx\tdocs/faq.mdx',
      'M\tdocs/index.mdx',
    ]);
    expect(lines[1].split('\t')[0]).toMatch(status);
  });

  test('--new-since main: only what is new, and no suppression unused', async () => {
    await expectOnlyFresh(fresh, repo, 'main');
  });

  test('a check without a base: the suppressions follow the page', async () => {
    await expectSuppressedAsBefore(fresh, repo);
  });

  test('--prune-suppressions writes the entries under the new path, with --new-since main and without', async () => {
    const before = suppressionsOf(repo);
    expect(Object.keys(JSON.parse(before) as object)).toEqual(['faqs.mdx']);
    // What --suppress-rule writes afresh for the moved page: its four recorded findings, at their new path.
    const written = await writtenAfresh(repo, fresh.length > 0 ? { 'docs/faq.mdx': page('FAQ', FAQ_BODY) } : {});
    expect(Object.keys(JSON.parse(written) as object)).toEqual(['faq.mdx']);
    for (const args of [['--new-since', 'main'], []]) {
      const r = await check(repo, ['docs', '--prune-suppressions', ...args]);
      expect(r.stderr).toBe('navlint: wrote docs/navlint-suppressions.json: 4 findings suppressed\n');
      expect(r.report.diagnostics.map((d) => d.rule)).not.toContain('suppression-unused');
      expect(suppressionsOf(repo)).toBe(written);
      expect((await check(repo, ['docs', '--prune-suppressions', ...args])).stderr).toBe(
        'navlint: docs/navlint-suppressions.json is up to date\n',
      );
      writeFiles(repo, { 'docs/navlint-suppressions.json': before });
    }
  });

  test('without git (two folders, no git on the PATH), the files paired by findings: the same', async () => {
    const noGit = { PATH: '/nonexistent' };
    const base = tempTree(BASE);
    expect(await suppress(base, noGit)).toBe('navlint: wrote docs/navlint-suppressions.json: 4 findings suppressed\n');
    const head = tempTree({
      ...withoutOldPage,
      ...MOVED,
      'docs/faq.mdx': faq,
      'docs/navlint-suppressions.json': suppressionsOf(base),
    });
    await expectOnlyFresh(fresh, head, path.join(base, 'docs'), noGit);
    await expectSuppressedAsBefore(fresh, head, noGit);
  });

  test('a move git does not see (mv without git add), the files paired by findings: the same', async () => {
    git(repo, 'checkout', '-q', 'main');
    git(repo, 'checkout', '-q', '-b', 'untracked');
    fs.renameSync(path.join(repo, 'docs/faqs.mdx'), path.join(repo, 'docs/faq.mdx'));
    writeFiles(repo, { ...MOVED, 'docs/faq.mdx': faq });
    expect(git(repo, 'status', '--porcelain')).toBe(
      ['M docs/docs.json', ' D docs/faqs.mdx', ' M docs/index.mdx', '?? docs/faq.mdx'].join('\n'),
    );
    await expectOnlyFresh(fresh, repo, 'main');
  });
});

describe('a page moved with more new findings than old ones', () => {
  // Seven new broken links on one line: git still sees the page moved, its findings alone would not pair the files.
  const links = Array.from({ length: 7 }, (_, i) => `[link ${i}](/gone-${i})`).join(' ');
  test('git pairs it all the same: only the seven links are new, and the suppressions follow', async () => {
    const { repo } = await movedRepo('move', page('FAQ', `${FAQ_BODY}\n\n${links}`));
    expect(git(repo, 'diff', '--find-renames', '--name-status', 'main').split('\n')[1]).toMatch(
      /^R0[5-9]\d\tdocs\/faqs\.mdx\tdocs\/faq\.mdx$/,
    );
    const r = await check(repo, ['docs', '--new-since', 'main']);
    expect(where(r.report)).toEqual(Array(7).fill('docs/faq.mdx:18 link-broken'));
    expect(r.report.summary).toEqual({ errors: 7, warnings: 0, notices: 0, suppressed: 4, preexisting: 3 });
  });
});

describe('a page that stands in for a deleted one, without its findings', () => {
  test('is not taken for it: its findings are new and the old entries unused', async () => {
    const base = tempTree(BASE);
    await suppress(base);
    const head = tempTree({
      ...withoutOldPage,
      ...MOVED,
      'docs/faq.mdx': page(
        'FAQ',
        'See [the old guide](/old-guide), [the new guide](/new-guide), [the billing guide](/billing-guide).',
      ),
      'docs/navlint-suppressions.json': suppressionsOf(base),
    });
    writeFiles(head, { 'docs/index.mdx': page('Home', 'Read [the FAQ](/faq).') });
    const r = await check(head, ['docs', '--new-since', path.join(base, 'docs')]);
    expect(where(r.report)).toEqual([
      'docs/faq.mdx:5 link-broken',
      'docs/faq.mdx:5 link-broken',
      'docs/faq.mdx:5 link-broken',
      'docs/navlint-suppressions.json:3 suppression-unused',
      'docs/navlint-suppressions.json:9 suppression-unused',
      'docs/navlint-suppressions.json:15 suppression-unused',
    ]);
  });
});

describe('pairing by findings', () => {
  test('at least half of the larger file the same, each the only best match of the other', () => {
    expect(
      pairByFindings([
        { from: 'a.mdx', to: 'b.mdx', same: 2, of: 4 },
        { from: 'c.mdx', to: 'd.mdx', same: 1, of: 3 },
        // A tie pairs nothing: e.mdx is as much like f.mdx as like g.mdx.
        { from: 'e.mdx', to: 'f.mdx', same: 2, of: 2 },
        { from: 'e.mdx', to: 'g.mdx', same: 2, of: 2 },
        // h.mdx is more like i.mdx than j.mdx is: only h.mdx is paired.
        { from: 'h.mdx', to: 'i.mdx', same: 3, of: 3 },
        { from: 'j.mdx', to: 'i.mdx', same: 2, of: 3 },
      ]),
    ).toEqual(
      new Map([
        ['a.mdx', 'b.mdx'],
        ['h.mdx', 'i.mdx'],
      ]),
    );
  });
});

describe('movedView', () => {
  const view = movedView(new Map([['guides/faqs.mdx', 'guides/faq.mdx']]));
  test.each([
    ['[FAQ](/guides/faqs)', '[FAQ](/guides/faq)'],
    ['[FAQ](/guides/faqs/#billing)', '[FAQ](/guides/faq/#billing)'],
    ['[FAQ](guides/faqs/)', '[FAQ](guides/faq/)'],
    ['"guides/faqs"', '"guides/faq"'],
    ['guides/faqs.mdx has no heading', 'guides/faq.mdx has no heading'],
    // Another path, or another name, that starts or ends as the moved one does.
    ['[More](/guides/faqs/billing)', '[More](/guides/faqs/billing)'],
    ['[Old](/guides/faqs-old)', '[Old](/guides/faqs-old)'],
    ['[Old](/old/guides/faqs)', '[Old](/old/guides/faqs)'],
  ])('%s reads as %s', (base, seen) => {
    expect(view.text(base)).toBe(seen);
  });

  test('a folder: every path under it, listed or not; the longest entry first', () => {
    const folder = movedView(
      new Map([
        ['v3/concepts/', 'v3/ideas/'],
        ['v3/concepts/flows.mdx', 'v3/ideas/flows.mdx'],
        ['v3/concepts/deep/', 'v3/deep/'],
      ]),
    );
    expect(folder.text('sends readers to /v3/concepts/workflows/runtime-context')).toBe(
      'sends readers to /v3/ideas/workflows/runtime-context',
    );
    expect(folder.text('"v3/concepts/flows" and /v3/concepts/deep/x')).toBe('"v3/ideas/flows" and /v3/deep/x');
    // The folder's own name, or one that starts as it does, is no path under it.
    expect(folder.text('/v3/concepts and /v3/concepts-old/x and /old/v3/concepts/x')).toBe(
      '/v3/concepts and /v3/concepts-old/x and /old/v3/concepts/x',
    );
    expect(folder.path('v3/concepts/flows.mdx')).toBe('v3/ideas/flows.mdx');
  });
});

describe('gitRenames', () => {
  const COMMIT = 'a'.repeat(40);
  /** A git whose `diff` prints `listing`; it records the arguments and folder of each call. */
  const fakeGit = (listing: string) => {
    const calls: { args: readonly string[]; cwd?: string; maxOutput?: number }[] = [];
    const run: Git = (args, options = {}) => {
      calls.push({ args, cwd: options.cwd, maxOutput: options.maxOutput });
      return Buffer.from(listing);
    };
    return { run, calls };
  };

  test('reads the renames inside the docs root, and leaves out what leaves it or is no plain path', () => {
    const { run, calls } = fakeGit(
      [
        'R100',
        'docs/faqs.mdx',
        'docs/faq.mdx',
        'M',
        'docs/docs.json',
        'R087',
        'docs/a b/ünï.mdx',
        'docs/a b/uni.mdx',
        'R100',
        'docs/in.mdx',
        'outside.mdx',
        'R100',
        'docs/../etc.mdx',
        'docs/etc.mdx',
        'R100',
        'docs/x.mdx',
        'docs//y.mdx',
        'C100',
        'docs/c.mdx',
        'docs/d.mdx',
        'D',
        'docs/gone.mdx',
        '',
      ].join('\0'),
    );
    expect(gitRenames(run, { top: '/repo', commit: COMMIT, prefix: 'docs' })).toEqual(
      new Map([
        ['faqs.mdx', 'faq.mdx'],
        ['a b/ünï.mdx', 'a b/uni.mdx'],
      ]),
    );
    expect(calls).toEqual([
      {
        args: [
          '--literal-pathspecs',
          'diff',
          '--no-ext-diff',
          '--no-textconv',
          '--no-color',
          '--no-relative',
          '--find-renames',
          '--name-status',
          '-z',
          COMMIT,
          '--',
          'docs',
        ],
        cwd: '/repo',
        maxOutput: 16 * 1024 * 1024,
      },
    ]);
  });

  test('refuses what is not a commit id, before running git', () => {
    const { run, calls } = fakeGit('');
    expect(() => gitRenames(run, { top: '/repo', commit: '--output=x', prefix: '' })).toThrow(GitError);
    expect(calls).toEqual([]);
  });

  test('a repository whose listing is larger than the bound: a GitError, so that the files are paired by findings', () => {
    const repo = tempDir('navlint-renames-');
    git(repo, 'init', '-q', '-b', 'main');
    writeFiles(repo, { 'a.mdx': 'a\n'.repeat(50) });
    const commit = commitAll(repo, 'a');
    fs.renameSync(path.join(repo, 'a.mdx'), path.join(repo, 'b.mdx'));
    git(repo, 'add', '-A');
    const real = systemGit({ ...process.env, ...env });
    expect(gitRenames(real, { top: repo, commit, prefix: '' })).toEqual(new Map([['a.mdx', 'b.mdx']]));
    const small: Git = (args, options) => real(args, { ...options, maxOutput: 8 });
    expect(() => gitRenames(small, { top: repo, commit, prefix: '' })).toThrow(
      'git wrote more than the 8 bytes navlint reads',
    );
  });
});
