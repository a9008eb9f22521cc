import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDirective } from '../src/core/directives.js';
import { extractMdx } from '../src/content/mdx.js';
import { yamlDirectives } from '../src/load/yaml.js';
import { runCheck } from '../src/engine/index.js';
import { findingKey, unmatched } from '../src/engine/identity.js';
import type { Diagnostic } from '../src/core/types.js';
import { ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

describe('reading directives', () => {
  test('a comment names a kind, rules separated by commas or spaces, and an optional note after --', () => {
    expect(parseDirective(' navlint-disable-next-line link-broken, link-anchor-missing -- back in May ')).toEqual({
      kind: 'disable-next-line',
      rules: ['link-broken', 'link-anchor-missing'],
    });
    expect(parseDirective('navlint-disable')).toEqual({ kind: 'disable', rules: [] });
    expect(parseDirective('navlint-disable -- all of it')).toEqual({ kind: 'disable', rules: [] });
    expect(parseDirective(' navlint-enable a b ')).toEqual({ kind: 'enable', rules: ['a', 'b'] });
    expect(parseDirective('navlint-disable-file x')).toEqual({ kind: 'disable-file', rules: ['x'] });
    expect(parseDirective('navlint-disable-line')).toEqual({ kind: 'disable-line', rules: [] });
    // Not directives: another word, a prefix of one, prose that mentions one.
    expect(parseDirective('navlint-disabled link-broken')).toBeUndefined();
    expect(parseDirective('see navlint-disable')).toBeUndefined();
    expect(parseDirective('eslint-disable')).toBeUndefined();
  });

  test("a page's directives are part of its extract: an expression that holds only the comment, with its range", () => {
    const text = [
      '---',
      'title: A',
      '---',
      '',
      '{/* navlint-disable-next-line link-broken */}',
      '[a](/x) {/* navlint-disable-line */} and {/* a note, not a directive */}',
      '',
      '{/* navlint-disable */ x}',
      '',
      '`{/* navlint-disable */}` in code is text.',
    ].join('\n');
    expect(extractMdx(text, { variables: {} }).directives).toEqual([
      { kind: 'disable-next-line', rules: ['link-broken'], range: [5, 1, 5, 46] },
      { kind: 'disable-line', rules: [], range: [6, 9, 6, 37] },
    ]);
    expect(extractMdx('---\ntitle: A\n---\n\nText.\n', { variables: {} })).not.toHaveProperty('directives');
  });

  test('YAML comments are directives; a # in a string or a block scalar is not a comment', () => {
    const text = [
      'openapi: 3.0.3',
      'info:',
      '  # navlint-disable-next-line openapi-invalid',
      '  title: "Pets # navlint-disable"',
      '  description: |',
      '    # navlint-disable-file',
      '  version: x # navlint-disable-line a, b',
    ].join('\n');
    expect(yamlDirectives(text).map((d) => ({ ...d, text: text.slice(d.from, d.to) }))).toEqual([
      {
        kind: 'disable-next-line',
        rules: ['openapi-invalid'],
        from: text.indexOf('# navlint-disable-next'),
        to: text.indexOf('openapi-invalid\n') + 'openapi-invalid'.length,
        text: '# navlint-disable-next-line openapi-invalid',
      },
      {
        kind: 'disable-line',
        rules: ['a', 'b'],
        from: text.indexOf('# navlint-disable-line'),
        to: text.length,
        text: '# navlint-disable-line a, b',
      },
    ]);
    expect(yamlDirectives('openapi: 3.0.3\n# a comment\n')).toEqual([]);
  });
});

describe('what directives silence', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-directives-'));
    const docs = {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#087A60' },
      navigation: { groups: [{ group: 'Guide', pages: ['intro'] }] },
    };
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
    fs.writeFileSync(
      path.join(dir, 'intro.mdx'),
      [
        '---',
        'title: Intro',
        '---',
        '',
        '{/* navlint-disable */}',
        '',
        '[a](/a) [b](/b#x)',
        '',
        '{/* navlint-enable link-broken */}',
        '',
        '[c](/c) [d](/d#x)',
        '',
        '{/* navlint-enable */}',
        '',
        '[e](/e)',
      ].join('\n'),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('an enable that names a rule ends the block for that rule only, as in ESLint', async () => {
    const r = await runCheck({ dir: '.', cwd: dir, fs });
    expect(r.diagnostics.map((d) => `${d.span.start.line}:${d.span.start.column} ${d.rule}`)).toEqual([
      '11:5 link-broken',
      '11:13 link-broken',
      '15:5 link-broken',
    ]);
  });
});

describe('matching findings across commits', () => {
  const d = (rule: string, line: number, message: string, text: string): [Diagnostic, string] => [
    {
      rule,
      severity: 'error',
      message,
      span: { file: '/r/a.mdx', pointer: '', start: { line, column: 1 }, end: { line, column: 1 + text.length } },
    },
    text,
  ];
  const keyed = (items: [Diagnostic, string][]) => {
    const texts = new Map(items.map(([x, t]) => [x, t]));
    return {
      list: items.map(([x]) => x),
      key: (x: Diagnostic) =>
        findingKey(x, '/r', {
          line: () => texts.get(x)!,
        } as never),
    };
  };

  test('a finding on another line, or with another "did you mean", is the same finding; one more is new', () => {
    const before = keyed([d('link-broken', 3, 'Link "/x" leads nowhere. Did you mean "/y"?', '/x')]);
    const after = keyed([
      d('link-broken', 9, 'Link "/x" leads nowhere. Did you mean "/z"?', '/x'),
      d('link-broken', 12, 'Link "/x" leads nowhere. Did you mean "/y"?', '/x'),
    ]);
    const key = (x: Diagnostic) => (before.list.includes(x) ? before.key(x) : after.key(x));
    // The one with the same message is paired first; the other is new.
    expect(unmatched(after.list, before.list, key)).toEqual([after.list[0]]);
  });
});

describe('the CLI', () => {
  const BROKEN = 'examples/larkspur-broken';

  test('--min-severity warning hides notices only; error is --quiet', async () => {
    const json = async (...args: string[]) =>
      JSON.parse((await runCli(['check', BROKEN, '--format', 'json', ...args])).stdout) as {
        summary: { errors: number; warnings: number; notices: number };
      };
    const all = await json();
    expect(all.summary.notices).toBeGreaterThan(0);
    expect((await json('--min-severity', 'warning')).summary).toEqual({ ...all.summary, notices: 0 });
    expect((await json('--min-severity', 'error')).summary).toEqual((await json('--quiet')).summary);
    const stylish = (await runCli(['check', BROKEN, '--min-severity', 'warning'])).stdout;
    expect(stylish.trimEnd().split('\n').at(-1)).toMatch(
      /^✖ \d+ problems \(\d+ errors, \d+ warnings\) \(5 notices hidden\)\. Checked /,
    );
    const both = await runCli(['check', BROKEN, '--quiet', '--min-severity', 'warning']);
    expect(both.status).toBe(2);
    expect(both.stderr).toBe('navlint: --quiet reports errors only; --min-severity warning does not go with it\n');
  });

  test('--max-warnings counts the warnings that --min-severity hides, as ESLint counts them under --quiet', async () => {
    const site = '__tests__/data/warnings-only';
    const r = await runCli(['check', site, '--min-severity', 'error', '--max-warnings', '0']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('navlint: 2 warnings exceed --max-warnings 0\n');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✖ 0 errors \(2 warnings hidden\); more warnings than --max-warnings 0\. Checked /,
    );
  });

  test('check FILE… reports only the findings in the files given, and says how many files', async () => {
    const r = await runCli([
      'check',
      `${BROKEN}/en/v2/guides/installation.mdx`,
      `${BROKEN}/en/v2/guides/percentage-rollouts.mdx`,
      '--format',
      'json',
    ]);
    const report = JSON.parse(r.stdout) as { diagnostics: { file: string; rule: string }[] };
    expect([...new Set(report.diagnostics.map((d) => d.file))]).toEqual([
      `${BROKEN}/en/v2/guides/installation.mdx`,
      `${BROKEN}/en/v2/guides/percentage-rollouts.mdx`,
    ]);
    expect(r.status).toBe(1);
    const stylish = (await runCli(['check', `${BROKEN}/en/v2/guides/installation.mdx`])).stdout;
    expect(stylish.trimEnd().split('\n').at(-1)).toMatch(
      /\. Checked 1 file of examples\/larkspur-broken\/docs\.json \(/,
    );
  });

  test('help help, --output for --out, --suppress-rule with an unknown rule, --out writes the report', async () => {
    const help = await runCli(['help', 'help']);
    expect(help.status).toBe(0);
    expect(help.stdout.split('\n')[0]).toBe(
      'navlint help: show the options and examples of a command, or the list of commands.',
    );
    const output = await runCli(['check', BROKEN, '--output', 'x.txt']);
    expect(output.stderr).toBe('navlint: unknown option "--output"; did you mean "--out"? (see navlint help check)\n');
    const rule = await runCli(['check', BROKEN, '--suppress-rule', 'link-brokn']);
    expect(rule.stderr).toBe('navlint: --suppress-rule: no rule is named "link-brokn"; did you mean "link-broken"?\n');
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-out-'));
    try {
      const out = path.join(tmp, 'report.json');
      const r = await runCli(['check', BROKEN, '--format', 'json', '--out', out]);
      expect(r.stdout).toBe('');
      expect(r.status).toBe(1);
      expect(fs.readFileSync(out, 'utf8')).toBe((await runCli(['check', BROKEN, '--format', 'json'])).stdout);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  test('--suppress-rule records one rule, leaves the others, and --fix-dry-run refuses to write', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-suppress-'));
    try {
      fs.cpSync(path.join(ROOT, BROKEN), tmp, { recursive: true });
      const r = await runCli(['check', '.', '--suppress-rule', 'page-not-found,nav-duplicate', '--format', 'json'], {
        cwd: tmp,
      });
      const report = JSON.parse(r.stdout) as { diagnostics: { rule: string }[]; summary: { suppressed: number } };
      expect(report.diagnostics.some((d) => d.rule === 'page-not-found' || d.rule === 'nav-duplicate')).toBe(false);
      expect(report.diagnostics.some((d) => d.rule === 'link-broken')).toBe(true);
      const file = JSON.parse(fs.readFileSync(path.join(tmp, 'navlint-suppressions.json'), 'utf8')) as Record<
        string,
        Record<string, unknown>
      >;
      expect(new Set(Object.values(file).flatMap((rules) => Object.keys(rules)))).toEqual(
        new Set(['page-not-found', 'nav-duplicate']),
      );
      expect(report.summary.suppressed).toBeGreaterThan(0);
      const dry = await runCli(['check', '.', '--suppress-all', '--fix-dry-run'], { cwd: tmp });
      expect(dry.status).toBe(2);
      // --fix --suppress-all, as ESLint advises: what has a safe fix is fixed (suppressed or not), the rest recorded.
      const both = await runCli(['check', '.', '--fix', '--suppress-all'], { cwd: tmp });
      expect(both.status).toBe(0);
      expect(both.stdout).toMatch(/^navlint: fixed 4 problems in /);
      expect(fs.readFileSync(path.join(tmp, 'docs.json'), 'utf8')).toContain('"en/v2/sdks/python",');
      const after = JSON.parse((await runCli(['check', '.', '--format', 'json'], { cwd: tmp })).stdout) as {
        diagnostics: { severity: string }[];
      };
      expect(after.diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
