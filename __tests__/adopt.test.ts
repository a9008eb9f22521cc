import fs from 'node:fs';
import path from 'node:path';
import { commitAll, GIT_ENV, initRepo, page, removeRepos, writeFiles } from './helpers/git.js';
import { checkJson, runCli, where } from './helpers/cli.js';

// Switching navlint on for a site that already has findings, end to end, with the CLI in a real git
// repository: suppress everything, fail on what is new, prune what was fixed, report only what a change broke
// (also in files it did not touch), silence single lines inline, and refuse a docs.json that does not parse.

const env = { ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined };

afterAll(removeRepos);

/** `navlint check ARGS --format json` in the repository. */
const check = (repo: string, ...args: string[]) => checkJson(args, { cwd: repo, env });

const docsJson = (pages: string[]) =>
  JSON.stringify(
    {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#087A60' },
      navigation: { groups: [{ group: 'Guides', pages }] },
    },
    null,
    2,
  ) + '\n';

/** A site with six old errors: two pages missing from the navigation's files, four broken links. */
const SITE: Record<string, string> = {
  'docs/docs.json': docsJson(['index', 'guides/setup', 'guides/deploy', 'guides/faq', 'guides/gone', 'guides/lost']),
  'docs/index.mdx': page('Home', '[Setup](/guides/setup), [Deploy](/guides/deploy), [FAQ](/guides/faq).'),
  'docs/guides/setup.mdx': page('Setup', 'See [the old page](/guides/old) and [the older one](/guides/older).'),
  'docs/guides/deploy.mdx': page(
    'Deploy',
    'Read [the checklist](/guides/checklist) first, then [setup](/guides/setup).',
  ),
  'docs/guides/faq.mdx': page('FAQ', 'Ask on [the forum](/community/forum). [Setup](/guides/setup).'),
};

describe('adopting navlint on a site with findings', () => {
  const repo = initRepo(SITE);
  const docs = path.join(repo, 'docs');
  const suppressions = path.join(docs, 'navlint-suppressions.json');
  const read = () =>
    JSON.parse(fs.readFileSync(suppressions, 'utf8')) as Record<string, Record<string, { count: number }>>;

  test('before: every old finding fails the check', async () => {
    const { status, report } = await check(repo, 'docs');
    expect(status).toBe(1);
    expect(report.summary.errors).toBe(6);
  });

  test('--suppress-all writes the counts per file and rule, and the check passes, saying how many it hides', async () => {
    const first = await check(repo, 'docs', '--suppress-all');
    expect(first.status).toBe(0);
    expect(first.stderr).toBe('navlint: wrote docs/navlint-suppressions.json: 6 findings suppressed\n');
    const counts = Object.fromEntries(
      Object.entries(read()).map(([file, rules]) => [
        file,
        Object.fromEntries(Object.entries(rules).map(([r, e]) => [r, e.count])),
      ]),
    );
    expect(counts).toEqual({
      'docs.json': { 'page-not-found': 2 },
      'guides/deploy.mdx': { 'link-broken': 1 },
      'guides/faq.mdx': { 'link-broken': 1 },
      'guides/setup.mdx': { 'link-broken': 2 },
    });
    const again = await check(repo, 'docs');
    expect(again.status).toBe(0);
    expect(again.report.diagnostics).toEqual([]);
    expect(again.report.summary).toEqual({ errors: 0, warnings: 0, notices: 0, suppressed: 6 });
    const stylish = await runCli(['check', 'docs'], { cwd: repo, env });
    expect(stylish.stdout).toContain('no problems found; 6 findings suppressed by navlint-suppressions.json.');
    commitAll(repo, 'Suppress the old findings');
  });

  test('a new broken link fails with exactly one finding, also in a page that has suppressed ones', async () => {
    writeFiles(repo, {
      'docs/guides/setup.mdx': page(
        'Setup',
        'See [the old page](/guides/old) and [the older one](/guides/older).\n\nNew: [the API](/api/overview).',
      ),
    });
    const { status, report } = await check(repo, 'docs');
    expect(status).toBe(1);
    expect(where(report)).toEqual(['docs/guides/setup.mdx:7 link-broken']);
    expect(report.diagnostics[0].message).toContain('"/api/overview"');
    expect(report.summary.suppressed).toBe(6);
    writeFiles(repo, { 'docs/guides/setup.mdx': SITE['docs/guides/setup.mdx'] });
  });

  test('fixing an old finding reports the stale entry until --prune-suppressions shrinks the file', async () => {
    writeFiles(repo, {
      'docs/guides/setup.mdx': page(
        'Setup',
        'See [the deploy guide](/guides/deploy) and [the older one](/guides/older).',
      ),
    });
    const stale = await check(repo, 'docs');
    expect(stale.status).toBe(1);
    const entryLine = fs.readFileSync(suppressions, 'utf8').split('\n').indexOf('  "guides/setup.mdx": {') + 2;
    expect(where(stale.report)).toEqual([`docs/navlint-suppressions.json:${entryLine} suppression-unused`]);
    expect(stale.report.diagnostics[0].message).toBe(
      'navlint-suppressions.json allows 2 link-broken findings in guides/setup.mdx, and there is 1 now: run `navlint check --prune-suppressions` to lower the count, so that a new one is not hidden.',
    );
    const before = fs.readFileSync(suppressions, 'utf8').length;
    const pruned = await check(repo, 'docs', '--prune-suppressions');
    expect(pruned.status).toBe(0);
    expect(read()['guides/setup.mdx']).toEqual({ 'link-broken': { count: 1, fingerprints: [expect.any(String)] } });
    expect(fs.readFileSync(suppressions, 'utf8').length).toBeLessThan(before);
    // The file only shrinks: pruning again changes nothing, and a fixed file's entry goes.
    expect((await check(repo, 'docs', '--prune-suppressions')).stderr).toBe(
      'navlint: docs/navlint-suppressions.json is up to date\n',
    );
    writeFiles(repo, { 'docs/guides/faq.mdx': page('FAQ', 'Ask [the team](/index). [Setup](/guides/setup).') });
    expect((await check(repo, 'docs', '--prune-suppressions')).status).toBe(0);
    expect(Object.keys(read())).toEqual(['docs.json', 'guides/deploy.mdx', 'guides/setup.mdx']);
    commitAll(repo, 'Fix two links and prune');
  });

  test('--new-since reports what a deleted page broke in a page the change did not touch, and nothing older', async () => {
    // Without suppressions, so that the old findings are there on both sides.
    writeFiles(repo, { 'docs/navlint-suppressions.json': null });
    commitAll(repo, 'Drop the suppressions');
    const old = await check(repo, 'docs');
    expect(where(old.report)).toEqual([
      'docs/docs.json:16 page-not-found',
      'docs/docs.json:17 page-not-found',
      'docs/guides/deploy.mdx:5 link-broken',
      'docs/guides/setup.mdx:5 link-broken',
    ]);
    // The deploy guide goes, and its navigation entry with it; index.mdx, which links to it, is not touched.
    writeFiles(repo, {
      'docs/guides/deploy.mdx': null,
      'docs/docs.json': docsJson(['index', 'guides/setup', 'guides/faq', 'guides/gone', 'guides/lost']),
    });
    const { status, report } = await check(repo, 'docs', '--new-since', 'HEAD');
    expect(status).toBe(1);
    expect(where(report)).toEqual([
      'docs/docs.json:7 url-removed',
      'docs/guides/setup.mdx:5 link-broken',
      'docs/index.mdx:5 link-broken',
    ]);
    expect(report.diagnostics.every((d) => d.message.includes('/guides/deploy'))).toBe(true);
    // The old findings (two missing pages, the broken link of setup.mdx) are counted, not listed.
    expect(report.summary.preexisting).toBe(3);
    // Committed, the change is the base of the next one: nothing is new.
    commitAll(repo, 'Remove the deploy guide');
    const next = await check(repo, 'docs', '--new-since', 'HEAD');
    expect(next.status).toBe(0);
    expect(next.report.diagnostics).toEqual([]);
  });

  test('inline directives silence exactly their line or block, and an unused one is reported', async () => {
    writeFiles(repo, {
      'docs/guides/faq.mdx': page(
        'FAQ',
        [
          '{/* navlint-disable-next-line link-broken -- the forum moves in May */}',
          'Ask on [the forum](/community/forum).',
          'Or on [the board](/community/board).',
          '',
          '{/* navlint-disable link-broken */}',
          '',
          '[Chat](/community/chat) and [mail](/community/mail).',
          '',
          '{/* navlint-enable link-broken */}',
          '',
          '[Events](/community/events).',
          '',
          '{/* navlint-disable-next-line link-anchor-missing */}',
          '[Setup](/guides/setup).',
        ].join('\n'),
      ),
    });
    const { report } = await check(repo, 'docs/guides/faq.mdx');
    expect(report.diagnostics.map((d) => `${d.line} ${d.severity} ${d.rule}`)).toEqual([
      '7 error link-broken',
      '15 error link-broken',
      '17 warning directive-unused',
    ]);
    expect(report.diagnostics[0].message).toContain('/community/board');
    expect(report.diagnostics[1].message).toContain('/community/events');
  });

  test('diff and check --base refuse a docs.json that does not parse: exit 2 with the parse error', async () => {
    const text = docsJson(['index', 'guides/setup', 'guides/faq']).replace('"guides/faq"', '"guides/faq",');
    writeFiles(repo, { 'docs/docs.json': text });
    const diff = await runCli(['diff', 'HEAD', '--root', 'docs'], { cwd: repo, env });
    expect(diff.status).toBe(2);
    expect(diff.stdout).toBe('');
    expect(diff.stderr).toMatch(
      /^navlint: docs\/docs\.json:\d+:\d+: Invalid JSON: .+; the checked side does not parse, so it cannot be compared\n$/,
    );
    const base = await runCli(['check', 'docs', '--base', 'HEAD'], { cwd: repo, env });
    expect(base.status).toBe(2);
    expect(base.stderr).toBe(diff.stderr);
    // Broken at the base instead: refused as well, naming the revision.
    commitAll(repo, 'Break docs.json');
    writeFiles(repo, { 'docs/docs.json': docsJson(['index', 'guides/setup', 'guides/faq']) });
    const fixed = await runCli(['diff', 'HEAD', '--root', 'docs'], { cwd: repo, env });
    expect(fixed.status).toBe(2);
    expect(fixed.stderr).toMatch(/; the base HEAD \([0-9a-f]{12}\) does not parse, so it cannot be compared\n$/);
  });
});
