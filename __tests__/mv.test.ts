import fs from 'node:fs';
import path from 'node:path';
import { runCli } from './helpers/cli.js';
import { git, initRepo, page, removeRepos, tempTree } from './helpers/git.js';
import { MOVED_ENV } from './helpers/moved-site.js';

// `navlint mv`: the files it moves, every edit it makes (byte for byte), the redirect it adds, and a clean check after.

afterAll(removeRepos);

const mv = (cwd: string, ...args: string[]) => runCli(['mv', ...args], { cwd, env: MOVED_ENV });
const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
/** What mv says when the check it runs after the move has nothing new to report. */
const NOTHING_NEW = 'navlint: the check after the move finds nothing new.\n';

/** docs.json of one group of pages (and a second of more), with redirects when given, indented by two. */
function docs(groups: Record<string, string[]>, redirects?: object[]): string {
  return (
    JSON.stringify(
      {
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Acme',
        colors: { primary: '#087A60' },
        navigation: { groups: Object.entries(groups).map(([group, pages]) => ({ group, pages })) },
        ...(redirects ? { redirects } : {}),
      },
      null,
      2,
    ) + '\n'
  );
}

async function expectClean(dir: string): Promise<void> {
  const check = await runCli(['check', '.'], { cwd: dir, env: MOVED_ENV });
  expect(check.stdout).toContain('no problems found');
  expect(check.status).toBe(0);
}

describe('a page that 30 pages link to, in a git repository', () => {
  const guides = Array.from({ length: 30 }, (_, i) => `guides/p${i + 1}`);
  // Pages 1–15 link from the root, 16–30 relatively; odd pages ask for a fragment.
  const linkOf = (i: number) => {
    const to = i <= 15 ? '/reference/limits' : '../reference/limits';
    return i % 2 ? `${to}#quota` : to;
  };
  const newLinkOf = (i: number) => linkOf(i).replace(/reference\/limits/, 'concepts/limits');
  const files: Record<string, string> = {
    'docs.json': docs({ Guides: guides, Reference: ['reference/limits', 'reference/quotas'] }),
    'reference/limits.mdx': page(
      'Limits',
      [
        'Every account has limits on requests, projects and members.',
        '## Quota',
        'The quota counts requests per minute, per project.',
        'See [quotas](./quotas) and [the first guide](/guides/p1).',
        'Limits reset at midnight UTC.',
        'Ask support to raise a limit.',
      ].join('\n\n'),
    ),
    'reference/quotas.mdx': page('Quotas'),
  };
  for (let i = 1; i <= 30; i++)
    files[`guides/p${i}.mdx`] = page(`Guide ${i}`, `Intro.\n\nRead [the limits](${linkOf(i)}) first.\n\nEnd.`);
  let dir: string;

  beforeAll(async () => {
    dir = initRepo(files);
    const run = await mv(dir, 'reference/limits', 'concepts/limits');
    expect(run.stderr).toBe(
      'navlint: moved 1 file, edited 32 files; redirect /reference/limits → /concepts/limits added.\n' + NOTHING_NEW,
    );
    expect(run.status).toBe(0);
  });

  test('git sees a rename, the link lines and docs.json changed, nothing else', () => {
    git(dir, 'add', '-A');
    const status = git(dir, 'diff', '--cached', '-M', '--name-status', 'HEAD').split('\n');
    expect(status.filter((l) => /^R\d+\treference\/limits\.mdx\tconcepts\/limits\.mdx$/.test(l))).toHaveLength(1);
    expect(status.filter((l) => l.startsWith('M\t'))).toHaveLength(31);
    expect(status).toHaveLength(32);
    for (let i = 1; i <= 30; i++)
      expect(read(dir, `guides/p${i}.mdx`)).toBe(files[`guides/p${i}.mdx`].replace(linkOf(i), newLinkOf(i)));
    // Its own relative link is written for its new folder; the link from the root stays.
    expect(read(dir, 'concepts/limits.mdx')).toBe(
      files['reference/limits.mdx'].replace('(./quotas)', '(../reference/quotas)'),
    );
    expect(read(dir, 'docs.json')).toBe(
      files['docs.json']
        .replace('"reference/limits"', '"concepts/limits"')
        .replace(
          /\n {2}\}\n\}\n$/,
          '\n  },\n  "redirects": [\n    { "source": "/reference/limits", "destination": "/concepts/limits" }\n  ]\n}\n',
        ),
    );
  });

  test('check is clean, and diff shows the move as a rename with its redirect', async () => {
    await expectClean(dir);
    const diff = await runCli(['diff', 'HEAD'], { cwd: dir, env: MOVED_ENV });
    expect(diff.stdout).toContain('1 page renamed · 1 redirect added');
    expect(diff.stdout).toContain('Limits  /concepts/limits (was /reference/limits, redirected)');
    expect(diff.stdout).toContain('+ /reference/limits → /concepts/limits');
  });
});

describe('a folder of 20 pages', () => {
  const old = Array.from({ length: 20 }, (_, i) => `tutorials/t${i + 1}`);
  const files: Record<string, string> = {
    'docs.json': docs({ Start: ['index'], Tutorials: old }, [
      { source: '/legacy', destination: '/tutorials/t3', permanent: true },
      { source: '/old-start', destination: '/index', permanent: true },
    ]),
    'index.mdx': page('Home', 'Start with [the first tutorial](/tutorials/t1) or [the third](./tutorials/t3).'),
    // A file of the folder that no page names moves with it.
    'tutorials/diagram.png': '',
  };
  for (let i = 1; i <= 20; i++)
    files[`tutorials/t${i}.mdx`] = page(
      `Tutorial ${i}`,
      i === 1 ? 'Next: [two](./t2), then [home](../index).\n\n![Diagram](./diagram.png)' : 'Text.',
    );
  let dir: string;

  beforeAll(async () => {
    dir = initRepo(files);
    const run = await mv(dir, 'tutorials', 'learn/tutorials');
    expect(run.stderr).toBe(
      'navlint: moved 21 files, edited 3 files; redirect /tutorials/:slug* → /learn/tutorials/:slug* added.\n' +
        NOTHING_NEW,
    );
    expect(run.status).toBe(0);
  });

  test('one wildcard redirect, the old redirect repointed (no chain), relative links inside the folder kept', async () => {
    expect(fs.existsSync(path.join(dir, 'tutorials'))).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'learn/tutorials')).length).toBe(21);
    const text = read(dir, 'docs.json');
    expect(JSON.parse(text).redirects).toEqual([
      { source: '/legacy', destination: '/learn/tutorials/t3', permanent: true },
      { source: '/old-start', destination: '/index', permanent: true },
      { source: '/tutorials/:slug*', destination: '/learn/tutorials/:slug*', permanent: true },
    ]);
    expect(JSON.parse(text).navigation.groups[1].pages).toEqual(old.map((p) => `learn/${p}`));
    // `../index` now climbs one folder more; `./t2` and the image stay, as their targets moved along.
    expect(read(dir, 'learn/tutorials/t1.mdx')).toBe(files['tutorials/t1.mdx'].replace('../index', '../../index'));
    expect(read(dir, 'index.mdx')).toBe(
      files['index.mdx']
        .replace('/tutorials/t1', '/learn/tutorials/t1')
        .replace('(./tutorials/t3)', '(./learn/tutorials/t3)'),
    );
    await expectClean(dir);
    git(dir, 'add', '-A');
    const renamed = git(dir, 'diff', '--cached', '-M', '--name-status', 'HEAD')
      .split('\n')
      .filter((l) => l.startsWith('R'));
    expect(renamed).toHaveLength(21);
  });
});

describe('a snippet, outside git', () => {
  const files = {
    'docs.json': docs({ Start: ['index', 'guides/setup'] }),
    'index.mdx': page('Home', "import Note from '/snippets/note.mdx';\n\n<Note />"),
    'guides/setup.mdx': page('Setup', 'import Note from "../snippets/note.mdx";\n\n<Note />'),
    'snippets/note.mdx': 'A shared note. See [setup](/guides/setup).\n',
  };

  test('imports from the root and relative ones are rewritten; no redirect, as snippets are not served', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'snippets/note.mdx', 'snippets/shared/note.mdx');
    expect(run.stderr).toBe('navlint: moved 1 file, edited 2 files.\n' + NOTHING_NEW);
    expect(read(dir, 'index.mdx')).toBe(files['index.mdx'].replace('/snippets/note.mdx', '/snippets/shared/note.mdx'));
    expect(read(dir, 'guides/setup.mdx')).toBe(
      files['guides/setup.mdx'].replace('../snippets/note.mdx', '../snippets/shared/note.mdx'),
    );
    expect(read(dir, 'docs.json')).toBe(files['docs.json']);
    expect(fs.existsSync(path.join(dir, 'snippets/note.mdx'))).toBe(false);
    await expectClean(dir);
  });
});

describe('a snippet named by <Snippet file>', () => {
  const files = {
    'docs.json': docs({ Start: ['index'] }),
    'index.mdx': page('Home', '<Snippet file="note.mdx" />'),
    'snippets/note.mdx': 'A shared note.\n',
  };

  test('moved within snippets/: the name is rewritten from there', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'snippets/note.mdx', 'snippets/shared/');
    expect(run.stderr).toBe('navlint: moved 1 file, edited 1 file.\n' + NOTHING_NEW);
    expect(read(dir, 'index.mdx')).toBe(files['index.mdx'].replace('"note.mdx"', '"shared/note.mdx"'));
    await expectClean(dir);
  });

  test('moved out of snippets/: refused, as <Snippet file> reads only from there', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'snippets/note.mdx', 'shared/note.mdx');
    expect(run.stderr).toBe(
      'navlint: mv refused: "snippets/note.mdx" must stay under snippets/: index.mdx names it with <Snippet file>, which reads only from there\n',
    );
    expect(run.status).toBe(2);
    expect(read(dir, 'snippets/note.mdx')).toBe(files['snippets/note.mdx']);
  });
});

describe('--dry-run', () => {
  test('prints the rename and every edit as a unified diff, and changes nothing', async () => {
    const files = {
      'docs.json': docs({ Start: ['index', 'setup'] }),
      'index.mdx': page('Home', 'See [setup](/setup).'),
      'setup.mdx': page('Setup', 'Back [home](./index).'),
    };
    const dir = initRepo(files);
    const run = await mv(dir, 'setup.mdx', 'guides/setup.mdx', '--dry-run');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        'diff --git a/setup.mdx b/guides/setup.mdx',
        'rename from setup.mdx',
        'rename to guides/setup.mdx',
        '--- a/setup.mdx',
        '+++ b/guides/setup.mdx',
        '@@ -2,4 +2,4 @@',
        ' title: "Setup"',
        ' ---',
        ' ',
        '-Back [home](./index).',
        '+Back [home](../index).',
        'diff --git a/docs.json b/docs.json',
        '--- a/docs.json',
        '+++ b/docs.json',
        '@@ -11,9 +11,12 @@',
        '         "group": "Start",',
        '         "pages": [',
        '           "index",',
        '-          "setup"',
        '+          "guides/setup"',
        '         ]',
        '       }',
        '     ]',
        '-  }',
        '+  },',
        '+  "redirects": [',
        '+    { "source": "/setup", "destination": "/guides/setup" }',
        '+  ]',
        ' }',
        'diff --git a/index.mdx b/index.mdx',
        '--- a/index.mdx',
        '+++ b/index.mdx',
        '@@ -2,4 +2,4 @@',
        ' title: "Home"',
        ' ---',
        ' ',
        '-See [setup](/setup).',
        '+See [setup](/guides/setup).',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toBe('navlint: would move 1 file, would edit 3 files; redirect /setup → /guides/setup added.\n');
    for (const [rel, text] of Object.entries(files)) expect(read(dir, rel)).toBe(text);
    expect(git(dir, 'status', '--porcelain')).toBe('');
  });
});

describe('refusals: exit 2, one line, nothing changed', () => {
  const files = {
    'docs.json': docs({ Start: ['index', 'guides/a', 'guides/b'] }, [{ source: '/old', destination: '/guides/c' }]),
    'index.mdx': page('Home'),
    'guides/a.mdx': page('A'),
    'guides/b.mdx': page('B'),
    '.mintignore': 'drafts/\n',
    'drafts/wip.mdx': page('WIP'),
    // Left out of the site wherever it is, so it moves along with its folder.
    'guides/README.md': '# Guides\n',
  };
  // The line of the redirect's object: the one before its `source`.
  const redirectLine = files['docs.json'].split('\n').findIndex((l) => l.includes('"source": "/old"'));
  test.each([
    [['guides/nope', 'x'], 'mv refused: "guides/nope" is not a page, a file or a folder of the docs root'],
    [['guides/a', 'guides/b'], 'mv refused: "guides/b.mdx" already exists'],
    [['guides', 'guides/deeper'], 'mv refused: cannot move the folder "guides" into itself ("guides/deeper")'],
    [
      ['guides', 'learn/tmp'],
      'mv refused: "learn/tmp/a.mdx" would not be part of the site: .mintignore or the platform\'s own ignores leave it out',
    ],
    [['guides/a', '../a'], 'the new path "../a" is not inside the docs root'],
    [
      ['drafts/wip', 'wip'],
      'mv refused: "drafts/wip.mdx" is not part of the site: .mintignore or the platform\'s own ignores leave it out',
    ],
    [
      ['guides/a', 'guides/a.png'],
      'mv refused: "guides/a.png" must keep the kind of "guides/a.mdx": a page stays a .md or .mdx file',
    ],
    [['guides/a', 'old'], `mv refused: a redirect (line ${redirectLine}) already leads away from /old`],
    [
      ['guides/a', 'drafts/a'],
      'mv refused: "drafts/a.mdx" would not be part of the site: .mintignore or the platform\'s own ignores leave it out',
    ],
    [['guides/a'], 'mv takes the path to move and its new path, got 1 (see navlint help mv)'],
  ])('mv %j', async (args, message) => {
    const dir = tempTree(files);
    const run = await mv(dir, ...args);
    expect(run.stderr.startsWith(`navlint: ${message}`)).toBe(true);
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.status).toBe(2);
    for (const [rel, text] of Object.entries(files)) expect(read(dir, rel)).toBe(text);
  });
});

describe('the check after the move', () => {
  // A link written with a character reference leads to deploy, but is not the path written plainly: mv leaves it for
  // the writer, and the check it runs after the move names the link, which now leads nowhere.
  const files = {
    'docs.json': docs({ Start: ['index', 'guides/setup', 'guides/deploy'] }),
    'index.mdx': page('Home', 'Start with [setup](/guides/setup).'),
    'guides/setup.mdx': page('Setup', 'Then [deploy](./&#100;eploy).'),
    'guides/deploy.mdx': page('Deploy', 'After [setup](/guides/setup), deploy.\n\n[Old](/nowhere) stays broken.'),
  };

  test('reports only what the move brought, and exits 1 on a new error', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'guides/setup', 'start/setup');
    expect(run.stderr).toBe(
      [
        'navlint: start/setup.mdx:5: left as it is (the link is written with a character reference or escape): rewrite it by hand',
        'navlint: moved 1 file, edited 3 files; redirect /guides/setup → /start/setup added.',
        'navlint: the check after the move finds what the check before it did not:',
        '',
      ].join('\n'),
    );
    expect(run.stdout).toMatch(
      /^start\/setup\.mdx\n {2}5:15 +error +Link "\.\/&#100;eploy" is relative and leads to no page.*link-broken$/m,
    );
    // The broken link of deploy.mdx was there before: counted, not shown.
    expect(run.stdout).not.toContain('guides/deploy.mdx');
    expect(run.stdout).toContain('1 finding already at the site before the move not shown');
    expect(run.status).toBe(1);
    expect(read(dir, 'start/setup.mdx')).toBe(files['guides/setup.mdx']);
  });

  test("a folder's broken redirect repointed, and a moved page's broken link: the same findings, not new ones", async () => {
    const dir = tempTree({
      'docs.json': docs({ Start: ['index', 'learn/a', 'learn/b'], Soon: ['later/c'] }, [
        { source: '/old', destination: '/learn/gone' },
      ]),
      'index.mdx': page('Home', 'See [A](/learn/a).'),
      'learn/a.mdx': page('A'),
      // A link to a listed page without a file: found, with nothing to suggest, so its text is not read by the check.
      'learn/b.mdx': page('B', 'A [link](/later/c) that leads nowhere, before the move and after it.'),
    });
    const run = await mv(dir, 'learn', 'guides');
    expect(run.stderr).toBe(
      'navlint: moved 2 files, edited 2 files; redirect /learn/:slug* → /guides/:slug* added.\n' + NOTHING_NEW,
    );
    expect(JSON.parse(read(dir, 'docs.json')).redirects[0]).toEqual({ source: '/old', destination: '/guides/gone' });
    expect(run.status).toBe(0);
  });

  test('--no-check moves and says nothing more', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'guides/setup', 'start/setup', '--no-check');
    expect(run.stderr.split('\n').slice(1)).toEqual([
      'navlint: moved 1 file, edited 3 files; redirect /guides/setup → /start/setup added.',
      '',
    ]);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('a page linked relatively from its neighbours, moved into an existing folder', () => {
  test('relative links from the old folder now climb into the new one; its links to them climb back', async () => {
    const files = {
      'docs.json': docs({ Start: ['index', 'concepts/overview'], API: ['api/auth', 'api/tokens', 'api/errors'] }),
      'index.mdx': page('Home'),
      'api/auth.mdx': page('Auth', '[Tokens](./tokens) and [errors](./errors).'),
      'api/tokens.mdx': page('Tokens', '[Auth](./auth), [errors](./errors#codes).'),
      'api/errors.mdx': page('Errors', '## Codes\n\nSee [tokens](../api/tokens).'),
      'concepts/overview.mdx': page('Overview'),
    };
    const dir = tempTree(files);
    const run = await mv(dir, 'api/tokens', 'concepts');
    expect(run.status).toBe(0);
    expect(read(dir, 'api/auth.mdx')).toBe(files['api/auth.mdx'].replace('(./tokens)', '(../concepts/tokens)'));
    expect(read(dir, 'api/errors.mdx')).toBe(
      files['api/errors.mdx'].replace('(../api/tokens)', '(../concepts/tokens)'),
    );
    expect(read(dir, 'concepts/tokens.mdx')).toBe(
      files['api/tokens.mdx'].replace('(./auth)', '(../api/auth)').replace('(./errors#codes)', '(../api/errors#codes)'),
    );
    await expectClean(dir);
  });
});

test('a page of a docs.json $ref file: the entry is rewritten in that file', async () => {
  const files = {
    'docs.json':
      JSON.stringify(
        { theme: 'mint', name: 'Acme', colors: { primary: '#087A60' }, navigation: { $ref: './nav.json' } },
        null,
        2,
      ) + '\n',
    'nav.json': JSON.stringify({ groups: [{ group: 'Start', pages: ['index', 'a'] }] }, null, 2) + '\n',
    'index.mdx': page('Home'),
    'a.mdx': page('A'),
  };
  const dir = tempTree(files);
  const run = await mv(dir, 'a.mdx', 'b.mdx');
  expect(run.status).toBe(0);
  expect(read(dir, 'nav.json')).toBe(files['nav.json'].replace('"a"', '"b"'));
  expect(JSON.parse(read(dir, 'docs.json')).redirects).toEqual([{ source: '/a', destination: '/b' }]);
  await expectClean(dir);
});

describe('what else names a moved file', () => {
  const spec = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'API', version: '1' },
    paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } } },
  });

  test("a page's openapi: written from its folder follows the page; docs.json's follows the document", async () => {
    const files = {
      'docs.json': docs({ Start: ['index', 'api/users', 'api/list'] }).replace(
        '"theme": "mint",',
        '"theme": "mint",\n  "api": { "openapi": "specs/api.json" },',
      ),
      'index.mdx': page('Home'),
      'api/users.mdx': '---\ntitle: Users\nopenapi: ../specs/api.json GET /users\n---\n',
      'api/list.mdx': '---\ntitle: List\nopenapi: "/specs/api.json GET /users"\n---\n',
      'specs/api.json': spec,
    };
    const dir = tempTree(files);
    expect((await mv(dir, 'api/users', 'reference/v1/users')).status).toBe(0);
    expect(read(dir, 'reference/v1/users.mdx')).toBe(
      files['api/users.mdx'].replace('../specs/api.json', '../../specs/api.json'),
    );
    await expectClean(dir);
    expect((await mv(dir, 'specs', 'openapi')).status).toBe(0);
    expect(read(dir, 'reference/v1/users.mdx')).toContain('openapi: ../../openapi/api.json GET /users\n');
    expect(read(dir, 'api/list.mdx')).toBe(files['api/list.mdx'].replace('/specs/api.json', '/openapi/api.json'));
    expect(read(dir, 'docs.json')).toContain('"api": { "openapi": "openapi/api.json" },');
    await expectClean(dir);
  });

  test('a folder beside a page of its name: the wildcard needs a segment, so the page that stays is not redirected', async () => {
    const files = {
      'docs.json': docs({ Start: ['index', 'llms', 'llms/openai', 'llms/anthropic'] }),
      'index.mdx': page('Home'),
      'llms.mdx': page('Models', '[OpenAI](/llms/openai).'),
      'llms/openai.mdx': page('OpenAI'),
      'llms/anthropic.mdx': page('Anthropic'),
    };
    const dir = tempTree(files);
    const run = await mv(dir, 'llms', 'providers/llms');
    expect(run.stderr).toBe(
      'navlint: moved 2 files, edited 2 files; redirect /llms/:slug+ → /providers/llms/:slug+ added.\n' + NOTHING_NEW,
    );
    expect(read(dir, 'llms.mdx')).toBe(files['llms.mdx'].replace('/llms/openai', '/providers/llms/openai'));
    await expectClean(dir);
  });
});

describe('links of every form, and redirects that name a page another way', () => {
  const files = {
    'docs.json': docs({ Start: ['index', 'guides/intro', 'api/ref'] }, [
      { source: '/a', destination: '/guides/intro#setup', permanent: false },
      { source: '/b', destination: '/index', permanent: false },
    ]).replace(
      '"theme": "mint",',
      '"theme": "mint",\n  "navbar": { "links": [{ "label": "Intro", "href": "/guides/intro" }] },',
    ),
    'index.mdx': page(
      'Home',
      [
        '<Card title="Intro" href="/guides/intro#setup">Go</Card>',
        '<a href="/guides/intro">intro</a>',
        '[file](./guides/intro.mdx#setup) and [query](/guides/intro?tab=2#setup)',
        '![Logo](/images/logo.png)',
        '<img src="/images/logo.png" alt="Logo" />',
      ].join('\n\n'),
    ),
    'guides/intro.mdx': page('Intro', '## Setup\n\nSee [home](../index) and ![Logo](../images/logo.png).'),
    'api/ref.mdx': page('Ref', '[Intro](../guides/intro) <Card href="../guides/intro" title="Intro" />'),
    'images/logo.png': 'PNG',
  };

  test('a page: Card and <a> hrefs, .mdx, query and fragment kept, docs.json hrefs; permanent copied', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'guides/intro', 'start/intro');
    expect(run.stderr).toBe(
      'navlint: moved 1 file, edited 3 files; redirect /guides/intro → /start/intro added.\n' + NOTHING_NEW,
    );
    expect(read(dir, 'index.mdx')).toBe(files['index.mdx'].replace(/\/guides\/intro/g, '/start/intro'));
    expect(read(dir, 'api/ref.mdx')).toBe(files['api/ref.mdx'].replace(/guides\/intro/g, 'start/intro'));
    expect(read(dir, 'start/intro.mdx')).toBe(files['guides/intro.mdx']);
    expect(read(dir, 'docs.json')).toBe(
      files['docs.json']
        .replace(/"(\/?)guides\/intro/g, '"$1start/intro')
        .replace(
          '"permanent": false\n    }\n  ]',
          '"permanent": false\n    },\n    {\n      "source": "/guides/intro",\n      "destination": "/start/intro",\n      "permanent": false\n    }\n  ]',
        ),
    );
    await expectClean(dir);
  });

  test('an image: links from the root and relative ones', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'images/logo.png', 'assets/logo.png');
    expect(run.stderr).toBe('navlint: moved 1 file, edited 2 files.\n' + NOTHING_NEW);
    expect(read(dir, 'index.mdx')).toBe(files['index.mdx'].replace(/\/images\/logo/g, '/assets/logo'));
    expect(read(dir, 'guides/intro.mdx')).toBe(files['guides/intro.mdx'].replace('../images/', '../assets/'));
    await expectClean(dir);
  });

  test('the home page: a redirect to /index follows it', async () => {
    const dir = tempTree(files);
    const run = await mv(dir, 'index.mdx', 'home.mdx');
    expect(run.stderr).toBe('navlint: moved 1 file, edited 2 files; redirect / → /home added.\n' + NOTHING_NEW);
    expect(JSON.parse(read(dir, 'docs.json')).redirects[1]).toEqual({
      source: '/b',
      destination: '/home',
      permanent: false,
    });
    expect(read(dir, 'guides/intro.mdx')).toBe(files['guides/intro.mdx'].replace('../index', '../home'));
    await expectClean(dir);
  });
});

describe('NEW a folder, as for git mv: what moves goes into it', () => {
  const files = {
    'docs.json': docs({ Start: ['index', 'guides/a', 'guides/b', 'api/ref'] }),
    'index.mdx': page('Home', '[A](/guides/a) and [B](./guides/b).'),
    'guides/a.mdx': page('A'),
    'guides/b.mdx': page('B'),
    'api/ref.mdx': page('Ref'),
  };

  test.each([
    ['guides/a', 'start/', 'start/a.mdx', '/start/a'],
    ['guides/a', '.', 'a.mdx', '/a'],
    ['guides/b.mdx', 'api', 'api/b.mdx', '/api/b'],
    ['guides', 'api', 'api/guides/a.mdx', '/api/guides/:slug*'],
  ])('mv %s %s: %s', async (from, to, there, redirected) => {
    const dir = tempTree(files);
    const run = await mv(dir, from, to);
    expect(run.stderr).toContain(` → ${redirected} added.`);
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(dir, there))).toBe(true);
    await expectClean(dir);
  });
});

test('relative links of a moved page to an API page, a redirect and a folder lead to the same URLs', async () => {
  const files = {
    'docs.json': docs({ Start: ['index', 'guides/intro', 'api/users', 'openapi.json GET /users'] }, [
      { source: '/guides/old', destination: '/api/users' },
    ]),
    'openapi.json': JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'API', version: '1' },
      paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } } },
    }),
    'index.mdx': page('Home'),
    'api/users.mdx': page('Users'),
    'guides/intro.mdx': page('Intro', '[List](../api-reference/list-users), [old](./old) and [API](../api/).'),
  };
  const dir = tempTree(files);
  const run = await mv(dir, 'guides/intro', 'start/deep/intro');
  expect(run.stderr).toBe(
    'navlint: moved 1 file, edited 2 files; redirect /guides/intro → /start/deep/intro added.\n' + NOTHING_NEW,
  );
  expect(read(dir, 'start/deep/intro.mdx')).toBe(
    page('Intro', '[List](../../api-reference/list-users), [old](../../guides/old) and [API](../../api/).'),
  );
  await expectClean(dir);
});

describe('a move undone', () => {
  const files = {
    'docs.json': docs({ Start: ['index', 'guides/a', 'guides/b'] }, [{ source: '/legacy', destination: '/guides/a' }]),
    'index.mdx': page('Home', '[A](/guides/a) and [B](/guides/b).'),
    'guides/a.mdx': page('A'),
    'guides/b.mdx': page('B'),
  };

  test('a page moved back: the redirect the first move added goes, and the old ones lead to it again', async () => {
    const dir = tempTree(files);
    expect((await mv(dir, 'guides/a', 'start/a')).status).toBe(0);
    const run = await mv(dir, 'start/a', 'guides/a');
    expect(run.stderr).toBe(
      'navlint: moved 1 file, edited 2 files; redirect /start/a → /guides/a added.\n' + NOTHING_NEW,
    );
    expect(read(dir, 'index.mdx')).toBe(files['index.mdx']);
    expect(read(dir, 'docs.json')).toBe(
      files['docs.json'].replace(
        '"destination": "/guides/a"\n    }',
        '"destination": "/guides/a"\n    },\n    {\n      "source": "/start/a",\n      "destination": "/guides/a"\n    }',
      ),
    );
    await expectClean(dir);
  });

  test('a folder moved back: its wildcard redirect goes, and one the other way comes', async () => {
    const dir = tempTree(files);
    expect((await mv(dir, 'guides', 'learn')).status).toBe(0);
    const run = await mv(dir, 'learn', 'guides');
    expect(run.stderr).toBe(
      'navlint: moved 2 files, edited 2 files; redirect /learn/:slug* → /guides/:slug* added.\n' + NOTHING_NEW,
    );
    expect(JSON.parse(read(dir, 'docs.json')).redirects).toEqual([
      { source: '/legacy', destination: '/guides/a' },
      { source: '/learn/:slug*', destination: '/guides/:slug*' },
    ]);
    expect(read(dir, 'index.mdx')).toBe(files['index.mdx']);
    await expectClean(dir);
  });

  test('a page moved there and back: the redirect is turned around', async () => {
    const dir = tempTree({ ...files, 'docs.json': docs({ Start: ['index', 'guides/a', 'guides/b'] }, []) });
    expect((await mv(dir, 'guides/b', 'b')).status).toBe(0);
    expect(read(dir, 'docs.json')).toContain('"redirects": [\n    { "source": "/guides/b", "destination": "/b" }\n  ]');
    expect((await mv(dir, 'b', 'guides/b')).status).toBe(0);
    expect(JSON.parse(read(dir, 'docs.json')).redirects).toEqual([{ source: '/b', destination: '/guides/b' }]);
    await expectClean(dir);
  });
});

describe('the example site', () => {
  const example = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'examples', 'larkspur');

  test.each([
    // A page linked from another version, a folder of the default language (its translations keep their places), a
    // snippet imported by two pages.
    ['en/v2/guides/quickstart', 'en/v2/start/quickstart', 'moved 1 file, edited 2 files; redirect'],
    ['en/v2/guides', 'en/v2/tutorials', 'moved 3 files, edited 3 files; redirect'],
    ['snippets/sdk-support.mdx', 'snippets/shared/sdk.mdx', 'moved 1 file, edited 2 files.'],
  ])('mv %s %s, then a clean check', async (from, to, said) => {
    const dir = tempTree({});
    fs.cpSync(example, dir, { recursive: true });
    const run = await mv(dir, from, to);
    expect(run.stderr).toContain(`navlint: ${said}`);
    expect(run.status).toBe(0);
    await expectClean(dir);
  });
});
