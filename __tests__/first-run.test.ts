import fs from 'node:fs';
import path from 'node:path';
import { runCli, type CliRun } from './helpers/cli.js';
import type { NavDocument, NavNode } from '../src/model/navjson.js';
import { groupDocs, removeRepos, tempTree } from './helpers/git.js';

afterAll(removeRepos);

/** Exit 2, nothing on stdout, and exactly this one line on stderr. */
function expectUsageError(r: CliRun, message: string): void {
  expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
    status: 2,
    stdout: '',
    stderr: `navlint: ${message}\n`,
  });
}

describe('nav on a broken site', () => {
  const broken = 'examples/larkspur-broken';

  test('text: each finding is marked on its node, and a closing line counts what check reports', async () => {
    const r = await runCli(['nav', broken]);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = r.stdout.split('\n');
    expect(lines).toContain('        en/v2/guides/quikstart  ✖ page-not-found');
    expect(lines).toContain('        en/v2/concepts/segments  ℹ page-duplicate  ⚠ component-unknown');
    expect(lines).toContain('        group "Targeting"  ✖ nav-field-type');
    expect(lines).toContain('  version "v1"  ⚠ nav-duplicate');
    // A finding in a page's own file is marked where the page is listed.
    expect(lines.filter((l) => l.includes('fr/v2/api-reference/evaluate')).map((l) => l.trim())).toEqual([
      'fr/v2/api-reference/evaluate  ✖ frontmatter-openapi-unresolved',
    ]);
    // Only the second listing of the duplicated page carries page-duplicate; the page's own finding (an unknown
    // component in its file) is marked at both places it is listed.
    expect(lines.filter((l) => l.trim().startsWith('en/v2/concepts/segments'))).toEqual([
      '          en/v2/concepts/segments  ⚠ component-unknown',
      '        en/v2/concepts/segments  ℹ page-duplicate  ⚠ component-unknown',
    ]);
    const check = JSON.parse((await runCli(['check', broken, '--format', 'json'])).stdout) as {
      summary: { errors: number; warnings: number; notices: number };
    };
    const marked = lines.filter((l) => / {2}[✖⚠ℹ] /.test(l)).length;
    expect(marked).toBeGreaterThan(10);
    const { errors, warnings, notices } = check.summary;
    expect(notices).toBe(5);
    expect(lines.at(-2)).toBe(
      `✖ ${errors + warnings + notices} problems (${errors} errors, ${warnings} warnings, 5 notices), 31 marked above; \`navlint check ${broken}\` lists them all.`,
    );
    expect(lines.at(-1)).toBe('');
  });

  test('json: the findings on their nodes and the counts of check, beside the unchanged version-1 tree', async () => {
    const r = await runCli(['nav', broken, '--format', 'json']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    const doc = JSON.parse(r.stdout) as NavDocument;
    const check = JSON.parse((await runCli(['check', broken, '--format', 'json'])).stdout) as { summary: unknown };
    expect(Object.keys(doc)).toEqual(['version', 'summary', 'root', 'translations']);
    expect(doc.version).toBe(1);
    expect(doc.summary).toEqual(check.summary);
    const all: NavNode[] = [];
    const walk = (n: NavNode) => {
      all.push(n);
      n.children?.forEach(walk);
    };
    walk(doc.root);
    expect(all.filter((n) => n.path === 'en/v2/guides/quikstart')).toEqual([
      {
        kind: 'page',
        path: 'en/v2/guides/quikstart',
        url: '/en/v2/guides/quikstart',
        findings: [
          {
            rule: 'page-not-found',
            severity: 'error',
            message:
              'Page "en/v2/guides/quikstart" has no file: looked for en/v2/guides/quikstart.mdx, en/v2/guides/quikstart.md, en/v2/guides/quikstart/index.mdx and en/v2/guides/quikstart/index.md. Did you mean "en/v2/guides/quickstart"?',
            file: 'examples/larkspur-broken/docs.json',
            line: 60,
            column: 23,
          },
        ],
      },
    ]);
    // Removing the additions gives back a document of the first contract: the same tree as the same site's without findings.
    const strip = (n: NavNode): NavNode => {
      const { findings, children, ...rest } = n;
      void findings;
      return children ? { ...rest, children: children.map(strip) } : rest;
    };
    expect(all.flatMap((n) => n.findings ?? []).length).toBe(32);
    expect(strip(doc.root).children!.length).toBe(doc.root.children!.length);
  });

  test('a valid site: no marks, no closing line, zero counts', async () => {
    const text = await runCli(['nav', 'examples/larkspur']);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toMatch(/[✖⚠ℹ]/);
    const json = JSON.parse((await runCli(['nav', 'examples/larkspur', '--format', 'json'])).stdout) as NavDocument;
    expect(json.summary).toEqual({ errors: 0, warnings: 0, notices: 0 });
    expect(JSON.stringify(json)).not.toContain('"findings"');
  });

  test('docs.json that cannot be read: named on stderr, exit 1, in both formats', async () => {
    const text = groupDocs(['index']).replace('"name": "X",', '"name": "X"');
    expect(text).not.toBe(groupDocs(['index']));
    const dir = tempTree({ 'docs.json': text, 'index.mdx': '# Home\n' });
    const line = 'navlint: docs.json:4:3: cannot be read: Invalid JSON: expected `,` between values.\n';
    expect(await runCli(['nav'], { cwd: dir })).toEqual({
      status: 1,
      stdout: '✖ 1 problem (1 error, 0 warnings), not on the tree above; `navlint check` lists it.\n',
      stderr: line,
    });
    const json = await runCli(['nav', '--format', 'json'], { cwd: dir });
    expect({ status: json.status, stderr: json.stderr }).toEqual({ status: 1, stderr: line });
    expect(JSON.parse(json.stdout)).toEqual({
      version: 1,
      summary: { errors: 1, warnings: 0, notices: 0 },
      root: { kind: 'root', children: [] },
    });
  });
});

describe('finding docs.json', () => {
  const site = {
    'docs.json': groupDocs(['index', 'guides/setup']),
    'index.mdx': '# Home\n',
    'guides/setup.mdx': '# Setup\n',
  };
  const closing = (file: string) =>
    `✔ Checked ${file} (2 navigation entries, 2 page files, 0 OpenAPI documents): no problems found.\n`;

  test('from a folder inside the docs root, the docs root above it is checked', async () => {
    const repo = tempTree({
      '.git/': '',
      ...Object.fromEntries(Object.entries(site).map(([k, v]) => [`docs/${k}`, v])),
    });
    expect(await runCli(['check'], { cwd: path.join(repo, 'docs/guides') })).toEqual({
      status: 0,
      stdout: closing('../docs.json'),
      stderr: '',
    });
    expect(await runCli(['check', 'docs/guides'], { cwd: repo })).toEqual({
      status: 0,
      stdout: closing('docs/docs.json'),
      stderr: '',
    });
    expect(await runCli(['nav'], { cwd: path.join(repo, 'docs/guides') })).toEqual({
      status: 0,
      stdout: 'group "Start"\n  index\n  guides/setup\n',
      stderr: '',
    });
  });

  test('the search upward stops at the repository root', async () => {
    const outer = tempTree({ ...site, 'repo/.git/': '', 'repo/src/main.ts': '' });
    expect((await runCli(['check'], { cwd: path.join(outer, 'repo/src') })).stdout).toBe('');
    expectUsageError(
      await runCli(['check'], { cwd: path.join(outer, 'repo/src') }),
      'no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)',
    );
    // Without a repository in between, the docs root above is found.
    expect((await runCli(['check', 'src'], { cwd: path.join(outer, 'repo') })).status).toBe(2);
    fs.rmSync(path.join(outer, 'repo/.git'), { recursive: true });
    expect(await runCli(['check'], { cwd: path.join(outer, 'repo/src') })).toEqual({
      status: 0,
      stdout: closing('../../docs.json'),
      stderr: '',
    });
  });

  test('from a repository root whose docs are in a folder below, that folder is named', async () => {
    const repo = tempTree({
      '.git/': '',
      'README.md': '# repo\n',
      'src/index.ts': '',
      ...Object.fromEntries(Object.entries(site).map(([k, v]) => [`docs/${k}`, v])),
    });
    expectUsageError(
      await runCli(['check'], { cwd: repo }),
      'no docs.json here; found docs/docs.json — run `navlint check docs`',
    );
    expectUsageError(
      await runCli(['nav', '--format', 'json'], { cwd: repo }),
      'no docs.json here; found docs/docs.json — run `navlint nav docs`',
    );
    expectUsageError(
      await runCli(['preview'], { cwd: repo }),
      'no docs.json here; found docs/docs.json — run `navlint preview docs`',
    );
    expectUsageError(
      await runCli(['check', path.basename(repo)], { cwd: path.dirname(repo) }),
      `${path.basename(repo)}: no docs.json here; found ${path.basename(repo)}/docs/docs.json — run \`navlint check ${path.basename(repo)}/docs\``,
    );
  });

  test('two levels below, and several', async () => {
    const repo = tempTree({
      '.git/': '',
      'apps/web/docs.json': '{}',
      'apps/site/docs.json': '{}',
      'node_modules/x/docs.json': '{}',
      '.hidden/docs.json': '{}',
    });
    expectUsageError(
      await runCli(['check'], { cwd: repo }),
      'no docs.json here; found apps/site/docs.json and apps/web/docs.json — run `navlint check apps/site`',
    );
  });

  test('only a legacy mint.json: say so, and how to migrate', async () => {
    const repo = tempTree({ '.git/': '', 'mint.json': '{}', 'guides/a.mdx': '# A\n' });
    const message =
      'no docs.json, only the legacy mint.json, which the platform replaced with docs.json: run `mint upgrade` in this folder to convert it';
    expectUsageError(await runCli(['check'], { cwd: repo }), message);
    expectUsageError(
      await runCli(['check'], { cwd: path.join(repo, 'guides') }),
      'no docs.json, only the legacy ../mint.json, which the platform replaced with docs.json: run `mint upgrade` in .. to convert it',
    );
  });
});

describe('help of each command, and typos', () => {
  test.each([
    [
      'check',
      [
        '--format F',
        'stylish, json, sarif, github',
        '--max-warnings N',
        '--quiet',
        '--timing',
        '--config FILE',
        'navlint check docs --format sarif > navlint.sarif',
        '--out FILE',
        '--min-severity S',
        '--suppress-all',
      ],
      ['--root', '--watch'],
    ],
    [
      'nav',
      ['--format F', 'text, json', '--config FILE', 'navlint nav docs --format json'],
      ['--quiet', '--max-warnings', '--out', '--timing'],
    ],
    [
      'openapi-check',
      [
        'Usage: navlint openapi-check FILE [options]',
        '--format F',
        '--max-warnings N',
        'navlint openapi-check openapi.yaml',
      ],
      ['--config', '--out', '--timing'],
    ],
    [
      'preview',
      ['--format F', 'html, md', '--out FILE', 'navlint preview docs --format md --out -'],
      ['--quiet', '--max-warnings', '--timing'],
    ],
  ])('%s --help: its own usage, options and examples', async (command, has, lacks) => {
    const r = await runCli([command, '--help']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^navlint ${command}: `));
    expect(r.stdout).toContain('Examples:');
    for (const s of has) expect(r.stdout).toContain(s);
    for (const s of lacks) expect(r.stdout).not.toContain(s);
    expect(await runCli(['help', command])).toEqual(r);
    expect((await runCli([command, 'somewhere', '-h'])).stdout).toBe(r.stdout);
  });

  test('navlint help is the global help', async () => {
    const r = await runCli(['help']);
    expect(r).toEqual({ status: 0, stdout: (await runCli(['--help'])).stdout, stderr: '' });
    expect(r.stdout).toContain('help [COMMAND]');
  });

  test.each([
    [['chek', 'docs'], 'unknown command "chek"; did you mean "check"? (see navlint --help)'],
    [['help', 'prevew'], 'unknown command "prevew"; did you mean "preview"? (see navlint --help)'],
    [
      ['check', 'examples/larkspur', '--fromat', 'json'],
      'unknown option "--fromat"; did you mean "--format"? (see navlint help check)',
    ],
    [
      ['nav', 'examples/larkspur', '--confg', 'x.json'],
      'unknown option "--confg"; did you mean "--config"? (see navlint help nav)',
    ],
    [['check', 'examples/larkspur', '--format'], '--format needs a value: stylish, json, sarif or github'],
    [['check', '--format', '--quiet', 'examples/larkspur'], '--format needs a value: stylish, json, sarif or github'],
    [['check', 'examples/larkspur', '--max-warnings'], '--max-warnings needs a value: a whole number'],
    [['preview', 'examples/larkspur', '--out'], '--out needs a value: a file name, or - for standard output'],
    [
      ['check', 'examples/larkspur', '--format', 'jsn'],
      '--format of check must be one of stylish, json, sarif, github, not "jsn"; did you mean "json"?',
    ],
    [
      ['preview', 'examples/larkspur', '--max-warnings', '0', '--out', '-'],
      '--max-warnings applies to check and openapi-check only, not to preview',
    ],
    [['nav', 'examples/larkspur', '--quiet'], '--quiet applies to check and openapi-check only, not to nav'],
    [
      ['openapi-check', 'x.yaml', '--config', 'rc.json'],
      '--config applies to check, nav, preview, mv and proxy-check only, not to openapi-check',
    ],
    [['check', 'examples/larkspur', '--quiet=yes'], '--quiet takes no value, got "yes"'],
  ])('%j', async (args, message) => {
    expectUsageError(await runCli(args), message);
  });
});

describe('a long report ends with a tally by rule', () => {
  const missing = Array.from({ length: 19 }, (_, i) => `missing-${i}`);
  const many = tempTree({
    'docs.json': groupDocs(['index', ...missing, 'index', 'index.mdx']),
    'index.mdx': '# Home\n',
  });
  const few = tempTree({
    'docs.json': groupDocs(['index', ...missing.slice(0, 18), 'index']),
    'index.mdx': '# Home\n',
  });

  test('more than 20 findings: rule, count and severity, errors first, then by count', async () => {
    const r = await runCli(['check', '--preset', 'strict'], { cwd: many });
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').slice(-8)).toEqual([
      'Problems by rule:',
      '  rule            count  severity',
      '  page-not-found     19  error',
      '  page-extension      1  error',
      '  page-duplicate      2  warning',
      '',
      '✖ 22 problems (20 errors, 2 warnings). Checked docs.json (22 navigation entries, 1 page file, 0 OpenAPI documents).',
      '',
    ]);
  });

  test('20 findings or fewer: no tally', async () => {
    const r = await runCli(['check', '--preset', 'strict'], { cwd: few });
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
      '✖ 19 problems (18 errors, 1 warning). Checked docs.json (20 navigation entries, 1 page file, 0 OpenAPI documents).',
    );
    expect(r.stdout).not.toContain('Problems by rule:');
  });

  test('the tally counts what is shown: --quiet leaves the warnings out of it', async () => {
    const r = await runCli(['check', '--quiet', '--preset', 'strict'], { cwd: many });
    expect(r.stdout).not.toContain('Problems by rule:');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
      '✖ 20 errors (2 warnings hidden). Checked docs.json (22 navigation entries, 1 page file, 0 OpenAPI documents).',
    );
  });
});

describe('--quiet says what it hides', () => {
  test('no errors, warnings hidden', async () => {
    const r = await runCli(['check', '__tests__/data/warnings-only', '--quiet']);
    expect(r).toEqual({
      status: 0,
      stdout:
        '✔ Checked __tests__/data/warnings-only/docs.json (3 navigation entries, 2 page files, 0 OpenAPI documents): no errors (2 warnings hidden).\n',
      stderr: '',
    });
  });

  test('errors shown, warnings hidden', async () => {
    const r = await runCli(['check', 'examples/larkspur-broken', '--quiet']);
    expect(r.status).toBe(1);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✖ 24 errors \(10 warnings and 5 notices hidden\)\. Checked examples\/larkspur-broken\/docs\.json \(/,
    );
  });

  test('nothing hidden: the usual closing line', async () => {
    expect((await runCli(['check', 'examples/larkspur', '--quiet'])).stdout).toMatch(/: no problems found\.\n$/);
  });
});
