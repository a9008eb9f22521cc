import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './helpers/run.js';
import { runCli, type CliRun } from './helpers/cli.js';
import { VERSION } from '../src/version.js';

// These call the CLI's main in-process, from the sources (helpers/cli.ts); smoke.test.ts runs the bundle.
const DATA = '__tests__/data';
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };

/** Asserts a usage failure: exit 2, nothing on stdout, exactly one `navlint: ` line on stderr. */
function expectUsageError(r: CliRun, message: string): void {
  expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
    status: 2,
    stdout: '',
    stderr: `navlint: ${message}\n`,
  });
}

describe('version and help', () => {
  test('--version prints the version of package.json, and src/version.ts agrees', async () => {
    expect(VERSION).toBe(pkg.version);
    const r = await runCli(['--version']);
    expect(r).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' });
    expect((await runCli(['-v'])).stdout).toBe(`${pkg.version}\n`);
  });

  test('--help prints the usage and exits 0', async () => {
    const r = await runCli(['--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe(
      `navlint ${pkg.version}: checks a Mintlify docs.json, its pages and its OpenAPI references.`,
    );
    for (const command of ['check [DIR | FILE…]', 'nav [DIR]', 'openapi-check FILE', 'preview [DIR]', 'help [COMMAND]'])
      expect(r.stdout).toContain(`\n  ${command} `);
    expect(r.stdout).toContain('navlint help COMMAND');
  });

  test('no arguments prints the help and exits 2', async () => {
    const r = await runCli([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe((await runCli(['--help'])).stdout);
  });
});

describe('usage errors: exit 2 and one line on stderr', () => {
  test('unknown command', async () => {
    expectUsageError(await runCli(['lint', 'examples/larkspur']), 'unknown command "lint" (see navlint --help)');
  });
  test('unknown option', async () => {
    expectUsageError(
      await runCli(['check', '--frobnicate', 'examples/larkspur']),
      'unknown option "--frobnicate" (see navlint help check)',
    );
  });
  test('--format xml', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur', '--format', 'xml']),
      '--format of check must be one of stylish, json, sarif, github, not "xml"',
    );
  });
  test('--max-warnings abc', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur', '--max-warnings', 'abc']),
      '--max-warnings must be a whole number, not "abc"',
    );
  });
  test('an option value with control characters is echoed escaped', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur', '--format', '\u001b[31mx\r']),
      '--format of check must be one of stylish, json, sarif, github, not "\\u001b[31mx\\u000d"',
    );
  });
  test('two folders', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur', 'examples/larkspur-broken']),
      'examples/larkspur is a folder; check takes one docs root, or files of one docs root',
    );
  });
  test('a folder that does not exist', async () => {
    expectUsageError(await runCli(['check', 'examples/nowhere']), 'examples/nowhere: no such file or folder');
  });
  test('a folder without docs.json', async () => {
    expectUsageError(
      await runCli(['check', 'src']),
      'src: no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)',
    );
  });
  test('a file that no docs.json is above: named, not checked (a pre-commit hook passes every staged file)', async () => {
    expect(await runCli(['check', 'package.json'])).toEqual({
      status: 0,
      stdout: '',
      stderr: 'navlint: package.json is in no docs root (no docs.json in its folder or above it): not checked\n',
    });
  });
  test('files of a docs root and files in none: the others are named on stderr, the docs root is checked', async () => {
    const r = await runCli(['check', 'package.json', 'examples/larkspur/docs.json', 'README.md']);
    expect(r.stderr).toBe(
      'navlint: 2 files are in no docs root (no docs.json in their folders or above them): not checked: package.json, README.md\n',
    );
    expect(r.stdout).toMatch(/^✔ Checked 1 file of examples\/larkspur\/docs\.json \(/);
    expect(r.status).toBe(0);
    const many = await runCli(['check', 'package.json', 'README.md', 'LICENSE', 'tsconfig.json', 'jest.config.js']);
    expect(many).toEqual({
      status: 0,
      stdout: '',
      stderr:
        'navlint: 5 files are in no docs root (no docs.json in their folders or above them): not checked: package.json, README.md, LICENSE and 2 more\n',
    });
  });
  test('a file that does not exist, alone: a mistyped path is an error', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur/nope.mdx']),
      'examples/larkspur/nope.mdx: no such file or folder',
    );
    expectUsageError(await runCli(['check', 'nope.mdx', 'nada.mdx']), 'nope.mdx: no such file');
  });
  test('files of two docs roots', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur/docs.json', 'examples/larkspur-broken/docs.json']),
      'the files belong to 2 docs roots (examples/larkspur and examples/larkspur-broken); check the files of one at a time',
    );
  });
  test('a file that does not exist among files', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur/docs.json', 'examples/larkspur/nope.mdx']),
      'examples/larkspur/nope.mdx: no such file',
    );
  });
  test('--config naming no file', async () => {
    expectUsageError(
      await runCli(['check', 'examples/larkspur', '--config', 'nope.json']),
      '--config nope.json: no such file',
    );
  });
});

describe('check', () => {
  const closing =
    /^✔ Checked examples\/larkspur\/docs\.json \(\d+ navigation entries, \d+ page files, \d+ OpenAPI documents\): no problems found\.$/;

  test('a valid site: exit 0 and one closing line', async () => {
    const r = await runCli(['check', 'examples/larkspur']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.endsWith('\n')).toBe(true);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(closing);
  });

  test('docs.json itself may be given instead of its folder', async () => {
    const r = await runCli(['check', 'examples/larkspur/docs.json']);
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd()).toMatch(closing);
  });

  test('the current folder is the default', async () => {
    const r = await runCli(['check'], { cwd: path.join(ROOT, 'examples/larkspur') });
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd()).toMatch(
      /^✔ Checked docs\.json \(\d+ navigation entries, \d+ page files, \d+ OpenAPI documents\): no problems found\.$/,
    );
  });

  test('a broken site: exit 1', async () => {
    const r = await runCli(['check', 'examples/larkspur-broken']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✖ \d+ problems \(\d+ errors, \d+ warnings(, \d+ notices?)?\)\. Checked examples\/larkspur-broken\/docs\.json \(\d+ navigation entries, \d+ page files, \d+ OpenAPI documents\)\.$/,
    );
  });
});

interface Contract {
  version: number;
  diagnostics: Record<string, unknown>[];
  summary: Record<string, number>;
}

describe('--format json', () => {
  let r: CliRun;
  let report: Contract;
  beforeAll(async () => {
    r = await runCli(['check', 'examples/larkspur-broken', '--format', 'json']);
    report = JSON.parse(r.stdout) as Contract;
  });

  test('exit 1, nothing on stderr', () => {
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
  });

  test('the top level has exactly version, diagnostics and summary', () => {
    expect(Object.keys(report).sort()).toEqual(['diagnostics', 'summary', 'version']);
    expect(report.version).toBe(2);
    expect(Object.keys(report.summary).sort()).toEqual(['errors', 'notices', 'warnings']);
  });

  test('each diagnostic has exactly the contract keys, with the right types', () => {
    expect(report.diagnostics.length).toBeGreaterThan(0);
    const required = ['column', 'endColumn', 'endLine', 'file', 'line', 'message', 'rule', 'severity'];
    const optional = ['fix', 'help', 'messageId', 'related', 'suggestions'];
    const isPosition = (p: unknown) =>
      Object.keys(p as object)
        .sort()
        .join() === 'column,line' && Object.values(p as object).every((n) => Number.isInteger(n) && (n as number) >= 1);
    const isFix = (f: Record<string, unknown>) =>
      Object.keys(f).sort().join() === 'edits,file' &&
      typeof f.file === 'string' &&
      Array.isArray(f.edits) &&
      f.edits.length > 0 &&
      (f.edits as Record<string, unknown>[]).every(
        (e) =>
          Object.keys(e).sort().join() === 'range,text' &&
          typeof e.text === 'string' &&
          isPosition((e.range as Record<string, unknown>).start) &&
          isPosition((e.range as Record<string, unknown>).end),
      );
    const seen = new Set<string>();
    for (const d of report.diagnostics) {
      const keys = Object.keys(d);
      expect(keys.filter((k) => !required.includes(k) && !optional.includes(k))).toEqual([]);
      for (const k of required) expect(keys).toContain(k);
      expect(typeof d.rule).toBe('string');
      expect(['error', 'warning', 'notice']).toContain(d.severity);
      expect(typeof d.message).toBe('string');
      for (const k of ['line', 'column', 'endLine', 'endColumn'])
        expect(Number.isInteger(d[k]) && (d[k] as number) >= 1).toBe(true);
      if ('help' in d) expect(typeof d.help).toBe('string');
      if ('messageId' in d) expect(d.messageId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      if ('fix' in d) expect(isFix(d.fix as Record<string, unknown>)).toBe(true);
      if ('suggestions' in d) {
        const list = d.suggestions as Record<string, unknown>[];
        expect(list.length).toBeGreaterThan(0);
        for (const sg of list) {
          expect(Object.keys(sg).filter((k) => k !== 'fix' && k !== 'description')).toEqual([]);
          expect(isFix(sg.fix as Record<string, unknown>)).toBe(true);
        }
      }
      for (const k of optional) if (k in d) seen.add(k);
    }
    // The example site has each of them.
    expect([...seen].sort()).toEqual(optional);
  });

  test('a known finding, every field exact', () => {
    expect(report.diagnostics.filter((d) => d.line === 60)).toEqual([
      {
        rule: 'page-not-found',
        severity: 'error',
        message:
          'Page "en/v2/guides/quikstart" has no file: looked for en/v2/guides/quikstart.mdx, en/v2/guides/quikstart.md, en/v2/guides/quikstart/index.mdx and en/v2/guides/quikstart/index.md. Did you mean "en/v2/guides/quickstart"?',
        messageId: 'pageMissingNear',
        file: 'examples/larkspur-broken/docs.json',
        line: 60,
        column: 23,
        endLine: 60,
        endColumn: 47,
        suggestions: [
          {
            fix: {
              file: 'examples/larkspur-broken/docs.json',
              edits: [{ range: { start: { line: 60, column: 40 }, end: { line: 60, column: 40 } }, text: 'c' }],
            },
          },
        ],
      },
    ]);
  });

  test('--json-version 1 gives the earlier form: one suggestion string, the value a change writes or the help', async () => {
    const v1 = await runCli(['check', 'examples/larkspur-broken', '--format', 'json', '--json-version', '1']);
    expect(v1.status).toBe(1);
    const old = JSON.parse(v1.stdout) as Contract;
    expect(old.version).toBe(1);
    expect(old.summary).toEqual(report.summary);
    expect(old.diagnostics.map((d) => d.message)).toEqual(report.diagnostics.map((d) => d.message));
    for (const d of old.diagnostics)
      expect(
        Object.keys(d).filter(
          (k) =>
            !['column', 'endColumn', 'endLine', 'file', 'line', 'message', 'rule', 'severity', 'suggestion'].includes(
              k,
            ),
        ),
      ).toEqual([]);
    const at = (line: number) => old.diagnostics.find((d) => d.line === line)!.suggestion;
    expect([at(60), at(85), at(401)]).toEqual([
      '"en/v2/guides/quickstart"',
      '"en/v2/sdks/python"',
      'Move the `pages` entries into one of the `groups`, or wrap them in a group.',
    ]);
    expect(await runCli(['check', 'examples/larkspur-broken', '--json-version', '1'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: --json-version applies only with --format json\n',
    });
  });

  test('files are relative to the working directory, with /', () => {
    const files = new Set(report.diagnostics.map((d) => d.file));
    expect(files.has('examples/larkspur-broken/docs.json')).toBe(true);
    for (const f of files) expect(f).toMatch(/^examples\/larkspur-broken\/[^\\]+$/);
  });

  test('sorted by file, line, column, then rule', () => {
    const key = (d: Record<string, unknown>) =>
      [d.file as string, d.line as number, d.column as number, d.rule as string] as const;
    const sorted = [...report.diagnostics].sort((a, b) => {
      const [fa, la, ca, ra] = key(a);
      const [fb, lb, cb, rb] = key(b);
      return fa < fb ? -1 : fa > fb ? 1 : la - lb || ca - cb || (ra < rb ? -1 : ra > rb ? 1 : 0);
    });
    expect(report.diagnostics.map(key)).toEqual(sorted.map(key));
  });

  test('the summary counts the list', () => {
    const count = (s: string) => report.diagnostics.filter((d) => d.severity === s).length;
    expect(report.summary).toEqual({ errors: count('error'), warnings: count('warning'), notices: count('notice') });
    expect(report.summary.errors).toBeGreaterThan(0);
    expect(report.summary.warnings).toBeGreaterThan(0);
  });

  test('from another working directory the paths follow it', async () => {
    const other = await runCli(['check', 'larkspur-broken', '--format', 'json'], {
      cwd: path.join(ROOT, 'examples'),
    });
    expect(other.status).toBe(1);
    const moved = JSON.parse(other.stdout) as Contract;
    // Every path, those of fixes and suggestions included.
    expect(moved.diagnostics).toEqual(
      JSON.parse(JSON.stringify(report.diagnostics).replaceAll('"examples/larkspur-broken/', '"larkspur-broken/')),
    );
    expect(moved.summary).toEqual(report.summary);
  });

  test('--quiet keeps errors only', async () => {
    const quiet = await runCli(['check', 'examples/larkspur-broken', '--format', 'json', '--quiet']);
    expect(quiet.status).toBe(1);
    const q = JSON.parse(quiet.stdout) as Contract;
    expect(q.diagnostics).toEqual(report.diagnostics.filter((d) => d.severity === 'error'));
    expect(q.summary).toEqual({ errors: report.summary.errors, warnings: 0, notices: 0 });
  });

  test('a valid site gives an empty list', async () => {
    const ok = await runCli(['check', 'examples/larkspur', '--format', 'json']);
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({
      version: 2,
      diagnostics: [],
      summary: { errors: 0, warnings: 0, notices: 0 },
    });
  });
});

describe('--max-warnings and --quiet on a site with warnings only', () => {
  const site = `${DATA}/warnings-only`;

  test('without a limit, warnings alone exit 0', async () => {
    const r = await runCli(['check', site, '--format', 'json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as Contract).summary).toEqual({ errors: 0, warnings: 2, notices: 0 });
  });

  test('more warnings than the limit: exit 1 and a line on stderr', async () => {
    for (const n of ['0', '1']) {
      const r = await runCli(['check', site, '--max-warnings', n]);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(`navlint: 2 warnings exceed --max-warnings ${n}\n`);
    }
  });

  test('as many warnings as the limit or fewer: exit 0', async () => {
    for (const n of ['2', '1000000']) {
      const r = await runCli(['check', site, '--max-warnings', n]);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
    }
  });

  test('--quiet drops the warnings from the output, and says so', async () => {
    const r = await runCli(['check', site, '--quiet']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^✔ Checked __tests__\/data\/warnings-only\/docs\.json \(3 navigation entries, 2 page files, 0 OpenAPI documents\): no errors \(2 warnings hidden\)\.\n$/,
    );
  });

  test('the stylish output lists both warnings', async () => {
    const r = await runCli(['check', site]);
    const lines = r.stdout.split('\n');
    // As ESLint prints them: the file once, then line and column (aligned) on each finding.
    expect(lines.slice(lines.indexOf(`${site}/docs.json`)).filter((l) => /^ {2}\d/.test(l))).toEqual([
      '  9:9    warning  `collapsed` is not a field of group "Start"; the platform ignores it. Use `expanded` (note the opposite meaning: `"collapsed": true` is `"expanded": false`, the default).  nav-unknown-field',
      '  10:37  warning  Page "index" is listed twice (first at line 10, column 19); readers see it in two places and the sidebar highlights only one.  page-duplicate',
    ]);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
      `✔ 0 errors, 2 warnings. Checked ${site}/docs.json (3 navigation entries, 2 page files, 0 OpenAPI documents).`,
    );
  });
});

describe('stylish output', () => {
  const ESC = '\u001b';

  test('no colour when stdout is not a terminal, with or without NO_COLOR', async () => {
    for (const env of [{ NO_COLOR: '1' }, { NO_COLOR: undefined }]) {
      const r = await runCli(['check', 'examples/larkspur-broken'], { env });
      expect(r.stdout).not.toContain(ESC);
    }
  });

  test('--color forces colour, and --no-color wins over it', async () => {
    const r = await runCli(['check', 'examples/larkspur-broken', '--color']);
    expect(r.stdout).toContain(`${ESC}[31merror${ESC}[39m`);
    expect(r.stdout).toContain(`${ESC}[33mwarning${ESC}[39m`);
    expect((await runCli(['check', 'examples/larkspur-broken', '--color', '--no-color'])).stdout).not.toContain(ESC);
  });

  test('each finding is followed by its line of code and a caret under the value', async () => {
    const lines = (await runCli(['check', 'examples/larkspur-broken'])).stdout.split('\n');
    const at = lines.findIndex((l) =>
      /^ {2}60:23 +error {4}Page "en\/v2\/guides\/quikstart" has no file: .* {2}page-not-found$/.test(l),
    );
    expect(at).toBeGreaterThan(lines.indexOf('examples/larkspur-broken/docs.json'));
    const source = fs.readFileSync(path.join(ROOT, 'examples/larkspur-broken/docs.json'), 'utf8').split('\n')[59];
    expect(source).toBe('                      "en/v2/guides/quikstart",');
    // `    60 | ` is 9 wide; the value starts at column 23 and `"en/v2/guides/quikstart"` is 24 wide.
    expect(lines.slice(at + 1, at + 3)).toEqual([`    60 | ${source}`, `${' '.repeat(9 + 22)}${'^'.repeat(24)}`]);
  });

  test('control characters written by the user are printed escaped', async () => {
    for (const extra of [[], ['--color']]) {
      const r = await runCli(['check', `${DATA}/escapes`, ...extra]);
      expect(r.status).toBe(1);
      expect(r.stdout).not.toContain('\r');
      expect(r.stdout).not.toContain(`${ESC}[31mRed`);
      expect(r.stdout).not.toContain(`${ESC}[2J`);
      // Every ESC left is one of navlint's own colour codes.
      expect(r.stdout.replace(new RegExp(`${ESC}\\[\\d+m`, 'g'), '')).not.toContain(ESC);
    }
    const plain = (await runCli(['check', `${DATA}/escapes`])).stdout;
    expect(plain).toContain(
      'Group "\\u001b[31mRed\\r": `expanded` must be a boolean (`true` or `false`), not the string "yes".  nav-field-type',
    );
    expect(plain).toContain(
      'Page "\\u001b[2Jgone\\r" has no file: looked for \\u001b[2Jgone.mdx, \\u001b[2Jgone.md, \\u001b[2Jgone/index.mdx and \\u001b[2Jgone/index.md.  page-not-found',
    );
  });

  test('the JSON output keeps the text and escapes it as JSON', async () => {
    const r = await runCli(['check', `${DATA}/escapes`, '--format', 'json']);
    expect(r.stdout).not.toContain(ESC);
    expect(r.stdout).not.toContain('\r');
    const messages = (JSON.parse(r.stdout) as Contract).diagnostics.map((d) => d.message as string);
    expect(messages).toContain(
      'Page "\\u001b[2Jgone\\r" has no file: looked for \u001b[2Jgone.mdx, \u001b[2Jgone.md, \u001b[2Jgone/index.mdx and \u001b[2Jgone/index.md.',
    );
  });
});

describe('configuration through the CLI', () => {
  test('a severity lowered to warning in --config gives exit 0', async () => {
    const site = `${DATA}/config-site`;
    expect((await runCli(['check', site])).status).toBe(1);
    const r = await runCli(['check', site, '--config', `${site}/rc/severity.json`, '--format', 'json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as Contract).summary).toEqual({ errors: 0, warnings: 3, notices: 1 });
  });
});
