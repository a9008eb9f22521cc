import fs from 'node:fs';
import path from 'node:path';
import { checkDir, diagnosticLines, plainSpan, ROOT } from './helpers/run.js';
import { applyFixes } from '../src/fix/edits.js';
import { configuredSeverity } from '../src/engine/index.js';
import { basePathProblem } from '../src/load/rc.js';
import { RULES } from '../src/rules/index.js';

// __tests__/data/config-site lists three pages that have no file (one under guides/, two under
// reference/) and "index" twice. Its own .navlintrc.json turns page-duplicate off; the files
// under rc/ are passed with --config, which replaces that file.
const SITE = path.join(ROOT, '__tests__/data/config-site');

const NOT_FOUND = {
  missing:
    'docs.json:7:63 LEVEL page-not-found Page "guides/missing" has no file: looked for guides/missing.mdx, guides/missing.md, guides/missing/index.mdx and guides/missing/index.md. Did you mean "guides/start"?',
  users:
    'docs.json:8:41 LEVEL page-not-found Page "reference/users" has no file: looked for reference/users.mdx, reference/users.md, reference/users/index.mdx and reference/users/index.md.',
  teams:
    'docs.json:8:60 LEVEL page-not-found Page "reference/teams/list" has no file: looked for reference/teams/list.mdx, reference/teams/list.md, reference/teams/list/index.mdx and reference/teams/list/index.md.',
};
// A notice in `recommended`, the default: cross-listing a page is often meant.
const DUPLICATE =
  'docs.json:7:81 notice page-duplicate Page "index" is listed twice (first at line 7, column 38); readers see it in two places and the sidebar highlights only one.';
const notFound = (level: string) =>
  [NOT_FOUND.missing, NOT_FOUND.users, NOT_FOUND.teams].map((l) => l.replace('LEVEL', level));

describe('.navlintrc.json', () => {
  test('the file in the docs root is read: a rule turned off', async () => {
    const r = await checkDir(SITE);
    expect(r.configFile).toBe(path.join(SITE, 'docs.json'));
    expect(diagnosticLines(r)).toEqual(notFound('error'));
  });

  test('--config replaces the file in the docs root', async () => {
    expect(diagnosticLines(await checkDir(SITE, 'rc/empty.json'))).toEqual([
      ...notFound('error').slice(0, 1),
      DUPLICATE,
      ...notFound('error').slice(1),
    ]);
  });

  test('a severity changed to warning', async () => {
    const r = await checkDir(SITE, 'rc/severity.json');
    expect(diagnosticLines(r)).toEqual([
      ...notFound('warning').slice(0, 1),
      DUPLICATE,
      ...notFound('warning').slice(1),
    ]);
    expect(r.summary).toEqual({ errors: 0, warnings: 3, notices: 1 });
  });

  test('an ignore glob of page paths silences findings about those pages only', async () => {
    expect(diagnosticLines(await checkDir(SITE, 'rc/ignore.json'))).toEqual([
      ...notFound('error').slice(0, 1),
      DUPLICATE,
    ]);
  });

  test('an unknown rule id is reported at its key, with the closest id', async () => {
    const r = await checkDir(SITE, 'rc/unknown-rule.json');
    expect(diagnosticLines(r)).toEqual([
      ...notFound('error'),
      'rc/unknown-rule.json:4:5 error navlintrc-invalid Unknown rule "page-not-fond". Did you mean "page-not-found"?',
    ]);
    const d = r.diagnostics.find((x) => x.rule === 'navlintrc-invalid')!;
    expect(plainSpan(d.span)).toEqual({
      file: path.join(SITE, 'rc/unknown-rule.json'),
      pointer: '/rules/page-not-fond',
      start: { line: 4, column: 5 },
      end: { line: 4, column: 20 },
    });
    // The suggestion edits only what differs: applied, the key names the rule meant.
    const text = fs.readFileSync(path.join(SITE, 'rc/unknown-rule.json'), 'utf8');
    expect(d.suggestions?.map((s) => s.fix.edits)).toEqual([
      [{ range: { start: { line: 4, column: 17 }, end: { line: 4, column: 17 } }, text: 'u' }],
    ]);
    expect(applyFixes(text, [d.suggestions![0]]).text.split('\n')[3]).toBe(
      text.split('\n')[3].replace('fond', 'found'),
    );
  });

  test('an invalid level is reported on the value, and the rule keeps its default', async () => {
    expect(diagnosticLines(await checkDir(SITE, 'rc/invalid-level.json'))).toEqual([
      ...notFound('error').slice(0, 1),
      DUPLICATE,
      ...notFound('error').slice(1),
      'rc/invalid-level.json:3:23 error navlintrc-invalid Level of "page-not-found" must be "off", "notice", "warning" or "error", not "fatal".',
      'rc/invalid-level.json:4:23 error navlintrc-invalid Level of "page-duplicate" must be "off", "notice", "warning" or "error".',
    ]);
  });

  test('invalid JSON in the file is reported in it, and none of it applies', async () => {
    expect(diagnosticLines(await checkDir(SITE, 'rc/invalid-json.json'))).toEqual([
      ...notFound('error').slice(0, 1),
      DUPLICATE,
      ...notFound('error').slice(1),
      'rc/invalid-json.json:3:28 error navlintrc-invalid Invalid JSON: trailing comma before `}` is not allowed in JSON.',
    ]);
  });

  test('an unknown top-level key is reported on the key', async () => {
    expect(
      diagnosticLines(await checkDir(SITE, 'rc/unknown-key.json')).filter((l) => l.includes('navlintrc-invalid')),
    ).toEqual([
      'rc/unknown-key.json:2:3 error navlintrc-invalid Unknown key "rulez"; the configuration has `extends`, `rules`, `ignore`, `components`, `basePath`, `pageTimeout`, `external`, `published` and `translations`.',
    ]);
  });

  test('a configured level replaces the default severity; a finding of its own severity keeps it, never raised', () => {
    const rule = (id: string) => RULES.find((r) => r.meta.id === id)!;
    // link-broken: an error by default, with a notice of its own ("N links were not checked").
    expect(configuredSeverity('error', rule('link-broken'), 'warning')).toBe('warning');
    expect(configuredSeverity('notice', rule('link-broken'), 'error')).toBe('notice');
    expect(configuredSeverity('notice', rule('link-broken'), 'warning')).toBe('notice');
    // mdx-syntax: an error by default, with a warning of its own (a file too large to check). Lowered to a
    // notice, the whole rule is a notice.
    expect(configuredSeverity('warning', rule('mdx-syntax'), 'error')).toBe('warning');
    expect(configuredSeverity('warning', rule('mdx-syntax'), 'notice')).toBe('notice');
    expect(configuredSeverity('error', rule('mdx-syntax'), 'notice')).toBe('notice');
  });

  test('basePath is checked as the platform checks the path a custom domain serves docs under', () => {
    expect(basePathProblem('/docs')).toBeUndefined();
    expect(basePathProblem('/docs/')).toBeUndefined();
    expect(basePathProblem('/')).toBeUndefined();
    expect(basePathProblem('/help/center')).toBeUndefined();
    expect(basePathProblem('docs')).toBe('must start with `/`');
    expect(basePathProblem('//docs')).toBe('must be a path, not a URL');
    expect(basePathProblem('/a//b')).toBe('must not hold consecutive slashes');
    expect(basePathProblem('/my docs')).toBe('must not hold spaces');
    expect(basePathProblem('/docs?x=1')).toBe('must not hold a query string or a fragment');
    expect(basePathProblem('/docs/../x')).toBe('must not hold `.` or `..` segments');
    expect(basePathProblem('/' + 'a'.repeat(128))).toBe('must be at most 128 characters');
    expect(basePathProblem('/api')).toBe('must not be /api or below it, which the platform serves itself');
    expect(basePathProblem('/mcp/docs')).toBe('must not be /mcp or below it, which the platform serves itself');
    expect(basePathProblem('/apis')).toBeUndefined();
  });
});
