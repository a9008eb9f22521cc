import fs from 'node:fs';
import path from 'node:path';
import { git, initRepo, page, removeRepos } from './helpers/git.js';
import { MOVED_ENV } from './helpers/moved-site.js';
import { runDist } from './helpers/run.js';

// `navlint mv` as the bundle dist/cli.js runs it (`npm run build` first): git sees the move as a rename with only the
// references changed, the dry run's diff is what `git apply` makes the same move from, and a refusal is one line with
// exit 2 and no stack trace.

afterAll(removeRepos);

const mv = (cwd: string, ...args: string[]) => runDist('cli', ['mv', ...args], { cwd, env: MOVED_ENV });
const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

const docsJson =
  JSON.stringify(
    {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#087A60' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/deploy'] }] },
      redirects: [{ source: '/install', destination: '/guides/setup', permanent: true }],
    },
    null,
    2,
  ) + '\n';

const files: Record<string, string> = {
  'docs.json': docsJson,
  'index.mdx': page('Home', '<Card title="Setup" href="/guides/setup">Start here.</Card>'),
  'guides/setup.mdx': page('Setup', '## Keys\n\nThen [deploy](./deploy).'),
  'guides/deploy.mdx': page('Deploy', 'First [set up](./setup#keys).'),
};

test('a page moves as a rename; only its references change, and check finds nothing', () => {
  const dir = initRepo(files);
  const run = mv(dir, 'guides/setup.mdx', 'start/setup.mdx');
  expect(run).toEqual({
    status: 0,
    stdout: '',
    stderr:
      'navlint: moved 1 file, edited 4 files; redirect /guides/setup → /start/setup added.\n' +
      'navlint: the check after the move finds nothing new.\n',
  });
  expect(git(dir, 'status', '--porcelain')).toBe(
    ['M docs.json', ' M guides/deploy.mdx', ' M index.mdx', 'RM guides/setup.mdx -> start/setup.mdx'].join('\n'),
  );
  git(dir, 'add', '-A');
  expect(git(dir, 'diff', '--cached', '-M', '--numstat')).toBe(
    ['7\t2\tdocs.json', '1\t1\tguides/deploy.mdx', '1\t1\tindex.mdx', '1\t1\t{guides => start}/setup.mdx'].join('\n'),
  );
  expect(read(dir, 'start/setup.mdx')).toBe(files['guides/setup.mdx'].replace('(./deploy)', '(../guides/deploy)'));
  expect(read(dir, 'guides/deploy.mdx')).toBe(
    files['guides/deploy.mdx'].replace('./setup#keys', '../start/setup#keys'),
  );
  expect(JSON.parse(read(dir, 'docs.json')).redirects).toEqual([
    { source: '/install', destination: '/start/setup', permanent: true },
    { source: '/guides/setup', destination: '/start/setup', permanent: true },
  ]);
  const check = runDist('cli', ['check', '.'], { cwd: dir, env: MOVED_ENV });
  expect(check.stdout).toContain('no problems found');
  expect(check.status).toBe(0);
});

test('git apply makes the same move from the dry run', () => {
  const applied = initRepo(files);
  const moved = initRepo(files);
  const dry = mv(applied, 'guides', 'learn/guides', '--dry-run');
  expect(dry.status).toBe(0);
  expect(git(applied, 'status', '--porcelain')).toBe('');
  const patch = path.join(applied, '.git', 'mv.diff');
  fs.writeFileSync(patch, dry.stdout);
  git(applied, 'apply', '--index', patch);
  expect(mv(moved, 'guides', 'learn/guides').status).toBe(0);
  git(moved, 'add', '-A');
  for (const rel of ['docs.json', 'index.mdx', 'learn/guides/setup.mdx', 'learn/guides/deploy.mdx'])
    expect(read(applied, rel)).toBe(read(moved, rel));
  expect(git(applied, 'diff', '--cached', '-M', '--name-status')).toBe(
    git(moved, 'diff', '--cached', '-M', '--name-status'),
  );
});

test.each([
  [['guides/nope', 'x'], 'navlint: mv refused: "guides/nope" is not a page, a file or a folder of the docs root\n'],
  [['guides/setup', 'guides/deploy'], 'navlint: mv refused: "guides/deploy.mdx" already exists\n'],
  [['guides', 'guides/v2'], 'navlint: mv refused: cannot move the folder "guides" into itself ("guides/v2")\n'],
])('mv %j is refused: exit 2, one line, nothing changed', (args, message) => {
  const dir = initRepo(files);
  expect(mv(dir, ...args)).toEqual({ status: 2, stdout: '', stderr: message });
  expect(git(dir, 'status', '--porcelain')).toBe('');
});

test('a new path outside the docs root is refused', () => {
  const dir = initRepo(files);
  const run = mv(dir, 'guides/setup', '../setup');
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^navlint: the new path "\.\.\/setup" is not inside the docs root [^\n]*\n$/);
  expect(git(dir, 'status', '--porcelain')).toBe('');
});
