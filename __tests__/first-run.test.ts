import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { CORPUS, ROOT, runDist } from './helpers/run.js';
import type { NavDocument, NavNode } from '../src/model/navjson.js';

// What a new user meets in the first minutes, run as they would run it: dist/cli.js (`npm run build` first).
const CLI = path.join(ROOT, 'dist', 'cli.js');
const ENV = { ...process.env, NODE_OPTIONS: '', FORCE_COLOR: '', NO_COLOR: '1' };
const temps: string[] = [];

afterAll(() => {
  for (const d of temps) fs.rmSync(d, { recursive: true, force: true });
});

/** A folder of files under the system's temporary folder. */
function tree(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-first-run-')));
  temps.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    // A name ending in `/` is an empty folder (`.git/`).
    fs.mkdirSync(rel.endsWith('/') ? path.join(dir, rel) : path.dirname(path.join(dir, rel)), { recursive: true });
    if (!rel.endsWith('/')) fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

/** docs.json with the required settings and one group of the given pages. */
const docs = (pages: string[]) =>
  JSON.stringify(
    { theme: 'mint', name: 'X', colors: { primary: '#087A60' }, navigation: { groups: [{ group: 'Start', pages }] } },
    null,
    2,
  );

/** Exit 2, nothing on stdout, and exactly this one line on stderr. */
function expectUsageError(r: ReturnType<typeof runDist>, message: string): void {
  expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
    status: 2,
    stdout: '',
    stderr: `navlint: ${message}\n`,
  });
}

describe('a reader that stops reading (`navlint … | head`)', () => {
  // 3,000 missing pages with long names: every command prints far more than a pipe holds (64 KiB), so the reader goes away mid-write.
  const pages = Array.from(
    { length: 3000 },
    (_, i) => `guides/a-page-whose-long-name-makes-every-line-of-output-longer-${i}`,
  );
  const site = tree({ 'docs.json': docs(pages), 'index.mdx': '# Home\n' });

  /** Runs the CLI with its stdout on a pipe that is closed after the first chunk; resolves with what it did. */
  function closeEarly(
    args: string[],
  ): Promise<{ status: number | null; signal: string | null; stderr: string; received: number }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      let received = 0;
      child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
      child.stdout.once('data', (b: Buffer) => {
        received = b.length;
        child.stdout.destroy();
      });
      child.on('error', reject);
      child.on('close', (status, signal) => resolve({ status, signal, stderr, received }));
    });
  }

  /** Runs the CLI with bash, piped into `head -1`; stdout has head's line and then the CLI's exit code. */
  function pipedIntoHead(args: string[]) {
    const r = spawnSync(
      'bash',
      ['-c', 'node "$@" | head -1; echo "navlint exited ${PIPESTATUS[0]}"', 'bash', CLI, ...args],
      { cwd: ROOT, env: ENV, encoding: 'utf8' },
    );
    return { stdout: r.stdout, stderr: r.stderr, status: r.status };
  }

  const rel = path.relative(ROOT, site);
  test.each([
    [['check', site], `${rel}/docs.json`, 1],
    [['check', site, '--format', 'json'], '{', 1],
    [['nav', site], 'group "Start"', 0],
    [['nav', site, '--format', 'json'], '{', 0],
    [['preview', site, '--format', 'md', '--out', '-'], '<details>', 0],
  ])('%j | head -1 ends quietly with its usual exit code', (args, first, status) => {
    const r = pipedIntoHead(args as string[]);
    expect({ stderr: r.stderr, status: r.status }).toEqual({ stderr: '', status: 0 });
    const [line, exited, ...more] = r.stdout.split('\n');
    expect({ line: line.slice(0, first.length), exited, more }).toEqual({
      line: first,
      exited: `navlint exited ${status}`,
      more: [''],
    });
  });

  test('stdout closed by the reading process after the first chunk', async () => {
    const r = await closeEarly(['check', site]);
    expect(r.received).toBeGreaterThan(0);
    expect({ status: r.status, signal: r.signal, stderr: r.stderr }).toEqual({ status: 1, signal: null, stderr: '' });
  });
});

describe('nav on a broken site', () => {
  const broken = 'examples/larkspur-broken';

  test('text: each finding is marked on its node, and a closing line counts what check reports', () => {
    const r = runDist('cli', ['nav', broken]);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = r.stdout.split('\n');
    expect(lines).toContain('        en/v2/guides/quikstart  ✖ page-not-found');
    expect(lines).toContain('        en/v2/concepts/segments  ⚠ page-duplicate  ⚠ component-unknown');
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
      '        en/v2/concepts/segments  ⚠ page-duplicate  ⚠ component-unknown',
    ]);
    const check = JSON.parse(runDist('cli', ['check', broken, '--format', 'json']).stdout) as {
      summary: { errors: number; warnings: number; notices: number };
    };
    const marked = lines.filter((l) => / {2}[✖⚠ℹ] /.test(l)).length;
    expect(marked).toBeGreaterThan(10);
    const { errors, warnings, notices } = check.summary;
    expect(notices).toBe(1);
    expect(lines.at(-2)).toBe(
      `✖ ${errors + warnings + notices} problems (${errors} errors, ${warnings} warnings, 1 notice), 31 marked above; \`navlint check ${broken}\` lists them all.`,
    );
    expect(lines.at(-1)).toBe('');
  });

  test('json: the findings on their nodes and the counts of check, beside the unchanged version-1 tree', () => {
    const r = runDist('cli', ['nav', broken, '--format', 'json']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    const doc = JSON.parse(r.stdout) as NavDocument;
    const check = JSON.parse(runDist('cli', ['check', broken, '--format', 'json']).stdout) as { summary: unknown };
    expect(Object.keys(doc)).toEqual(['version', 'summary', 'root']);
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

  test('a valid site: no marks, no closing line, zero counts', () => {
    const text = runDist('cli', ['nav', 'examples/larkspur']);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toMatch(/[✖⚠ℹ]/);
    const json = JSON.parse(runDist('cli', ['nav', 'examples/larkspur', '--format', 'json']).stdout) as NavDocument;
    expect(json.summary).toEqual({ errors: 0, warnings: 0, notices: 0 });
    expect(JSON.stringify(json)).not.toContain('"findings"');
  });

  test('docs.json that cannot be read: named on stderr, exit 1, in both formats', () => {
    const text = docs(['index']).replace('"name": "X",', '"name": "X"');
    expect(text).not.toBe(docs(['index']));
    const dir = tree({ 'docs.json': text, 'index.mdx': '# Home\n' });
    const line = 'navlint: docs.json:4:3: cannot be read: Invalid JSON: expected `,` between values.\n';
    expect(runDist('cli', ['nav'], { cwd: dir })).toEqual({
      status: 1,
      stdout: '✖ 1 problem (1 error, 0 warnings), not on the tree above; `navlint check` lists it.\n',
      stderr: line,
    });
    const json = runDist('cli', ['nav', '--format', 'json'], { cwd: dir });
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
    'docs.json': docs(['index', 'guides/setup']),
    'index.mdx': '# Home\n',
    'guides/setup.mdx': '# Setup\n',
  };
  const closing = (file: string) =>
    `✔ Checked ${file} (2 navigation entries, 2 page files, 0 OpenAPI documents): no problems found.\n`;

  test('from a folder inside the docs root, the docs root above it is checked', () => {
    const repo = tree({ '.git/': '', ...Object.fromEntries(Object.entries(site).map(([k, v]) => [`docs/${k}`, v])) });
    expect(runDist('cli', ['check'], { cwd: path.join(repo, 'docs/guides') })).toEqual({
      status: 0,
      stdout: closing('../docs.json'),
      stderr: '',
    });
    expect(runDist('cli', ['check', 'docs/guides'], { cwd: repo })).toEqual({
      status: 0,
      stdout: closing('docs/docs.json'),
      stderr: '',
    });
    expect(runDist('cli', ['nav'], { cwd: path.join(repo, 'docs/guides') })).toEqual({
      status: 0,
      stdout: 'group "Start"\n  index\n  guides/setup\n',
      stderr: '',
    });
  });

  test('the search upward stops at the repository root', () => {
    const outer = tree({ ...site, 'repo/.git/': '', 'repo/src/main.ts': '' });
    expect(runDist('cli', ['check'], { cwd: path.join(outer, 'repo/src') }).stdout).toBe('');
    expectUsageError(
      runDist('cli', ['check'], { cwd: path.join(outer, 'repo/src') }),
      'no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)',
    );
    // Without a repository in between, the docs root above is found.
    expect(runDist('cli', ['check', 'src'], { cwd: path.join(outer, 'repo') }).status).toBe(2);
    fs.rmSync(path.join(outer, 'repo/.git'), { recursive: true });
    expect(runDist('cli', ['check'], { cwd: path.join(outer, 'repo/src') })).toEqual({
      status: 0,
      stdout: closing('../../docs.json'),
      stderr: '',
    });
  });

  test('from a repository root whose docs are in a folder below, that folder is named', () => {
    const repo = tree({
      '.git/': '',
      'README.md': '# repo\n',
      'src/index.ts': '',
      ...Object.fromEntries(Object.entries(site).map(([k, v]) => [`docs/${k}`, v])),
    });
    expectUsageError(
      runDist('cli', ['check'], { cwd: repo }),
      'no docs.json here; found docs/docs.json — run `navlint check docs`',
    );
    expectUsageError(
      runDist('cli', ['nav', '--format', 'json'], { cwd: repo }),
      'no docs.json here; found docs/docs.json — run `navlint nav docs`',
    );
    expectUsageError(
      runDist('cli', ['preview'], { cwd: repo }),
      'no docs.json here; found docs/docs.json — run `navlint preview docs`',
    );
    expectUsageError(
      runDist('cli', ['check', path.basename(repo)], { cwd: path.dirname(repo) }),
      `${path.basename(repo)}: no docs.json here; found ${path.basename(repo)}/docs/docs.json — run \`navlint check ${path.basename(repo)}/docs\``,
    );
  });

  test('two levels below, and several', () => {
    const repo = tree({
      '.git/': '',
      'apps/web/docs.json': '{}',
      'apps/site/docs.json': '{}',
      'node_modules/x/docs.json': '{}',
      '.hidden/docs.json': '{}',
    });
    expectUsageError(
      runDist('cli', ['check'], { cwd: repo }),
      'no docs.json here; found apps/site/docs.json and apps/web/docs.json — run `navlint check apps/site`',
    );
  });

  test('only a legacy mint.json: say so, and how to migrate', () => {
    const repo = tree({ '.git/': '', 'mint.json': '{}', 'guides/a.mdx': '# A\n' });
    const message =
      'no docs.json, only the legacy mint.json, which the platform replaced with docs.json: run `mint upgrade` in this folder to convert it';
    expectUsageError(runDist('cli', ['check'], { cwd: repo }), message);
    expectUsageError(
      runDist('cli', ['check'], { cwd: path.join(repo, 'guides') }),
      'no docs.json, only the legacy ../mint.json, which the platform replaced with docs.json: run `mint upgrade` in .. to convert it',
    );
  });

  const upstash = path.join(CORPUS, 'upstash__docs');
  (fs.existsSync(upstash) ? test : test.skip)('the corpus: from upstash__docs/redis, the docs root above it', () => {
    const r = runDist('cli', ['check', '--format', 'json'], { cwd: path.join(upstash, 'redis') });
    expect(r.stderr).toBe('');
    const plain = runDist('cli', ['check', '--format', 'json'], { cwd: upstash });
    expect(JSON.parse(r.stdout).summary).toEqual(JSON.parse(plain.stdout).summary);
    expect(
      runDist('cli', ['check'], { cwd: path.join(upstash, 'redis') })
        .stdout.trimEnd()
        .split('\n')
        .at(-1),
    ).toMatch(/Checked \.\.\/docs\.json \(/);
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
  ])('%s --help: its own usage, options and examples', (command, has, lacks) => {
    const r = runDist('cli', [command, '--help']);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^navlint ${command}: `));
    expect(r.stdout).toContain('Examples:');
    for (const s of has) expect(r.stdout).toContain(s);
    for (const s of lacks) expect(r.stdout).not.toContain(s);
    expect(runDist('cli', ['help', command])).toEqual(r);
    expect(runDist('cli', [command, 'somewhere', '-h']).stdout).toBe(r.stdout);
  });

  test('navlint help is the global help', () => {
    const r = runDist('cli', ['help']);
    expect(r).toEqual({ status: 0, stdout: runDist('cli', ['--help']).stdout, stderr: '' });
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
      '--config applies to check, nav, preview and proxy-check only, not to openapi-check',
    ],
    [['check', 'examples/larkspur', '--quiet=yes'], '--quiet takes no value, got "yes"'],
  ])('%j', (args, message) => {
    expectUsageError(runDist('cli', args), message);
  });
});

describe('a long report ends with a tally by rule', () => {
  const missing = Array.from({ length: 19 }, (_, i) => `missing-${i}`);
  const many = tree({ 'docs.json': docs(['index', ...missing, 'index', 'index.mdx']), 'index.mdx': '# Home\n' });
  const few = tree({ 'docs.json': docs(['index', ...missing.slice(0, 18), 'index']), 'index.mdx': '# Home\n' });

  test('more than 20 findings: rule, count and severity, errors first, then by count', () => {
    const r = runDist('cli', ['check'], { cwd: many });
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

  test('20 findings or fewer: no tally', () => {
    const r = runDist('cli', ['check'], { cwd: few });
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
      '✖ 19 problems (18 errors, 1 warning). Checked docs.json (20 navigation entries, 1 page file, 0 OpenAPI documents).',
    );
    expect(r.stdout).not.toContain('Problems by rule:');
  });

  test('the tally counts what is shown: --quiet leaves the warnings out of it', () => {
    const r = runDist('cli', ['check', '--quiet'], { cwd: many });
    expect(r.stdout).not.toContain('Problems by rule:');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
      '✖ 20 errors (2 warnings hidden). Checked docs.json (22 navigation entries, 1 page file, 0 OpenAPI documents).',
    );
  });

  const sequence = path.join(CORPUS, '0xsequence__docs');
  (fs.existsSync(sequence) ? test : test.skip)('the corpus: 0xsequence__docs ends with its tally and the total', () => {
    const r = runDist('cli', ['check', sequence]);
    const json = JSON.parse(runDist('cli', ['check', sequence, '--format', 'json']).stdout) as {
      diagnostics: { rule: string; severity: string }[];
    };
    const lines = r.stdout.trimEnd().split('\n');
    const at = lines.lastIndexOf('Problems by rule:');
    expect(at).toBeGreaterThan(0);
    const rows = lines.slice(at + 2, -2).map((l) => l.trim().split(/\s+/));
    const expected = new Map<string, number>();
    for (const d of json.diagnostics)
      expected.set(`${d.rule} ${d.severity}`, (expected.get(`${d.rule} ${d.severity}`) ?? 0) + 1);
    expect(new Map(rows.map(([rule, n, severity]) => [`${rule} ${severity}`, Number(n)]))).toEqual(expected);
    expect(lines.at(-1)).toMatch(new RegExp(`^✖ ${json.diagnostics.length} problems `));
  });
});

describe('--quiet says what it hides', () => {
  test('no errors, warnings hidden', () => {
    const r = runDist('cli', ['check', '__tests__/data/warnings-only', '--quiet']);
    expect(r).toEqual({
      status: 0,
      stdout:
        '✔ Checked __tests__/data/warnings-only/docs.json (3 navigation entries, 2 page files, 0 OpenAPI documents): no errors (2 warnings hidden).\n',
      stderr: '',
    });
  });

  test('errors shown, warnings hidden', () => {
    const r = runDist('cli', ['check', 'examples/larkspur-broken', '--quiet']);
    expect(r.status).toBe(1);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✖ 25 errors \(13 warnings and 1 notice hidden\)\. Checked examples\/larkspur-broken\/docs\.json \(/,
    );
  });

  test('nothing hidden: the usual closing line', () => {
    expect(runDist('cli', ['check', 'examples/larkspur', '--quiet']).stdout).toMatch(/: no problems found\.\n$/);
  });
});
