import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import { gitLastChanges, systemGit } from '../src/core/git.js';
import { coverageOf, type CoverageRow } from '../src/model/translations.js';
import { coverageTable as markdownCoverage, formatSummary } from '../src/report/summary.js';
import { coverageTable as htmlCoverage, formatPreviewHtml } from '../src/preview/html.js';
import { displayPath } from '../src/core/paths.js';
import { git, gitEnv, removeRepos, tempTree } from './helpers/git.js';
import { runCli } from './helpers/cli.js';

// A site in three languages (en, the default, at the root; fr and de in their folders) with one mistake of each
// kind planted: fr lacks "billing", de lists fr's setup page, fr's introduction links the English setup page, and
// setup.mdx changed after fr/setup.mdx was last committed.
const DOCS_JSON = `{
  "theme": "mint",
  "name": "Three languages",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "languages": [
      { "language": "en", "default": true, "groups": [{ "group": "Start", "pages": ["intro", "setup", "billing"] }] },
      { "language": "fr", "groups": [{ "group": "Démarrer", "pages": ["fr/intro", "fr/setup"] }] },
      { "language": "de", "groups": [{ "group": "Start", "pages": ["de/intro", "fr/setup", "de/billing"] }] }
    ]
  }
}
`;
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const FILES: Record<string, string> = {
  'docs.json': DOCS_JSON,
  'intro.mdx': page('Introduction', 'Start with [the setup](/setup).'),
  'setup.mdx': page('Setup', 'Create a key.'),
  'billing.mdx': page('Billing', 'Plans and invoices.'),
  'fr/intro.mdx': page('Introduction', 'Commencez par [l’installation](/setup).'),
  'fr/setup.mdx': page('Installation', 'Créez une clé.'),
  'de/intro.mdx': page('Einführung', 'Beginnen Sie mit [der Einrichtung](/fr/setup).'),
  'de/billing.mdx': page('Abrechnung', 'Tarife und Rechnungen.'),
};

/** Commits everything as it is, at `date`, with `subject`. */
function commitAll(dir: string, date: string, subject: string): void {
  git(dir, 'add', '-A');
  const env = { ...gitEnv(), GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const r = spawnSync('git', ['commit', '-q', '-m', subject], { cwd: dir, env });
  if (r.status !== 0) throw new Error(String(r.stderr));
}

/** The site in a repository: everything on 2024-01-10, then setup.mdx changed on 2024-02-15. */
function threeLanguageRepo(): string {
  const dir = tempTree(FILES, 'navlint-languages-');
  git(dir, 'init', '-q');
  commitAll(dir, '2024-01-10T09:00:00Z', 'Start the docs in three languages');
  fs.appendFileSync(path.join(dir, 'setup.mdx'), '\nRotate the key every 90 days.\n');
  commitAll(dir, '2024-02-15T09:00:00Z', 'Setup: rotate keys every 90 days');
  return dir;
}

function lines(result: CheckResult): string[] {
  return result.diagnostics.map(
    (d) =>
      `${displayPath(d.span.file, result.cwd)}:${d.span.start.line}:${d.span.start.column} ${d.severity} ${d.rule}`,
  );
}

afterAll(removeRepos);

describe('a site in three languages', () => {
  test('each planted mistake is reported where it is, and nothing else', async () => {
    const dir = threeLanguageRepo();
    const result = await runCheck({ dir: '.', cwd: dir, fs, git: systemGit(gitEnv()) });
    expect(lines(result)).toEqual([
      'docs.json:8:9 notice translation-missing',
      'docs.json:8:83 notice translation-stale',
      'docs.json:9:80 warning translation-wrong-language',
      'fr/intro.mdx:5:32 warning link-cross-language',
    ]);
    const stale = result.diagnostics.find((d) => d.rule === 'translation-stale')!;
    const commit = git(dir, 'rev-parse', '--short=7', 'HEAD');
    const first = git(dir, 'rev-parse', '--short=7', 'HEAD~1');
    expect(stale.message).toBe(
      `Page "fr/setup" of language "fr" may be out of date: its source "setup" changed after it, in commit ${commit} ` +
        '"Setup: rotate keys every 90 days" (2024-02-15; the translation was last changed on 2024-01-10).',
    );
    expect(stale.help).toBe(
      `\`git diff ${first} ${commit} -- setup.mdx\`, in the docs root, shows what changed since: bring the ` +
        'translation up to date and commit it.',
    );
    expect(result.diagnostics.find((d) => d.rule === 'translation-missing')!.message).toBe(
      'Language "fr" has no page for "billing" of the default language "en": readers of "fr" do not find it in ' +
        'their navigation.',
    );
    expect(result.diagnostics.find((d) => d.rule === 'translation-wrong-language')!.message).toBe(
      'Language "de" lists "fr/setup", a page under the folder of language "fr": readers of "de" get a page in ' +
        'another language.',
    );
    expect(result.diagnostics.find((d) => d.rule === 'link-cross-language')!.message).toBe(
      'Link "/setup", in a page of language "fr", leads to /setup, a page of language "en"; language "fr" has ' +
        'that page at /fr/setup.',
    );
    expect(coverageOf(result.model)).toEqual([
      { language: 'en', default: true, pages: 3, missing: 0, stale: 0, translated: 100 },
      { language: 'fr', default: false, pages: 2, missing: 1, stale: 1, translated: 66.7 },
      { language: 'de', default: false, pages: 3, missing: 0, stale: 0, translated: 100 },
    ]);
  });

  test('in a shallow clone, git cannot date the files: nothing is stale and the coverage has no stale count', async () => {
    const full = await runCheck({ dir: '.', cwd: threeLanguageRepo(), fs, git: systemGit(gitEnv()) });
    expect(coverageOf(full.model).map((r) => r.stale)).toEqual([0, 1, 0]);
    // The clone holds the last commit only, which seems to add every file: setup.mdx and fr/setup.mdx share its date.
    const dir = tempTree({}, 'navlint-shallow-');
    git(dir, 'clone', '-q', '--depth', '1', `file://${full.root}`, 'site');
    const shallow = await runCheck({ dir: 'site', cwd: dir, fs, git: systemGit(gitEnv()) });
    expect(lines(shallow).filter((l) => l.includes('translation-stale'))).toEqual([]);
    expect(coverageOf(shallow.model).map((r) => r.stale)).toEqual([undefined, undefined, undefined]);
    const summary = formatSummary(shallow, {
      baseDir: dir,
      failOn: 'error',
      failed: false,
      coverage: coverageOf(shallow.model),
    });
    expect(summary).toContain('| fr | 2 | 1 | – | 66.7% |\n| de | 3 | 0 | – | 100% |\n\n– : git could not date');
  });

  test('without git, or outside a repository, nothing is stale and the coverage has no stale count', async () => {
    const dir = tempTree(FILES, 'navlint-languages-');
    for (const options of [{}, { git: systemGit(gitEnv()) }]) {
      const result = await runCheck({ dir: '.', cwd: dir, fs, ...options });
      expect(lines(result).filter((l) => l.includes('translation-stale'))).toEqual([]);
      expect(coverageOf(result.model).map((r) => r.stale)).toEqual([undefined, undefined, undefined]);
    }
  });

  test('link-cross-language: a page the language lists without a file is no place to link to', async () => {
    const { 'fr/setup.mdx': gone, ...rest } = FILES;
    void gone;
    const result = await runCheck({ dir: '.', cwd: tempTree(rest, 'navlint-languages-'), fs });
    expect(lines(result)).toEqual([
      'docs.json:8:9 notice translation-missing',
      'docs.json:8:83 error page-not-found',
      'docs.json:9:80 error page-not-found',
      'docs.json:9:80 warning translation-wrong-language',
    ]);
  });

  test('translations.minCoverage: a language below it is an error, with its coverage in the help', async () => {
    const dir = tempTree(
      { ...FILES, '.navlintrc.json': '{ "translations": { "minCoverage": 80 } }\n' },
      'navlint-languages-',
    );
    const result = await runCheck({ dir: '.', cwd: dir, fs });
    const missing = result.diagnostics.filter((d) => d.rule === 'translation-missing');
    expect(missing.map((d) => [d.severity, d.help])).toEqual([
      [
        'error',
        '66.7% of the pages of language "fr" are translated, below the 80% that `translations.minCoverage` asks.',
      ],
    ]);
    // At the threshold or above, a notice as without it.
    fs.writeFileSync(path.join(dir, '.navlintrc.json'), '{ "translations": { "minCoverage": 66.6 } }\n');
    const again = await runCheck({ dir: '.', cwd: dir, fs });
    expect(again.diagnostics.filter((d) => d.rule === 'translation-missing').map((d) => d.severity)).toEqual([
      'notice',
    ]);
  });

  test('translation-missing: a translation written but not listed is named in the help, beside the coverage', async () => {
    const dir = tempTree(
      {
        ...FILES,
        'fr/billing.mdx': page('Facturation', 'Offres et factures.'),
        '.navlintrc.json': '{ "translations": { "minCoverage": 80 } }\n',
      },
      'navlint-languages-',
    );
    const result = await runCheck({ dir: '.', cwd: dir, fs });
    expect(result.diagnostics.filter((d) => d.rule === 'translation-missing').map((d) => d.help)).toEqual([
      'Each has a file in the folder "fr/" that the navigation of "fr" does not list (such as "fr/billing"): list ' +
        'it there. 66.7% of the pages of language "fr" are translated, below the 80% that ' +
        '`translations.minCoverage` asks.',
    ]);
  });

  test('nav --format json gives each language its pages, missing, stale and translated share', async () => {
    const dir = threeLanguageRepo();
    const r = await runCli(['nav', dir, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect((JSON.parse(r.stdout) as { translations: CoverageRow[] }).translations).toEqual([
      { language: 'en', default: true, pages: 3, missing: 0, stale: 0, translated: 100 },
      { language: 'fr', default: false, pages: 2, missing: 1, stale: 1, translated: 66.7 },
      { language: 'de', default: false, pages: 3, missing: 0, stale: 0, translated: 100 },
    ]);
  });
});

describe('check --cache', () => {
  test('a commit that changes no file still changes what is stale: the memo is not replayed', async () => {
    const dir = tempTree(FILES, 'navlint-languages-');
    git(dir, 'init', '-q');
    commitAll(dir, '2024-01-10T09:00:00Z', 'Start the docs in three languages');
    fs.appendFileSync(path.join(dir, 'setup.mdx'), '\nRotate the key every 90 days.\n');
    const stale = async () => {
      const r = await runCli(['check', dir, '--cache', '--format', 'json']);
      return (JSON.parse(r.stdout) as { diagnostics: { rule: string }[] }).diagnostics.filter(
        (d) => d.rule === 'translation-stale',
      ).length;
    };
    expect(await stale()).toBe(0);
    const env = { ...gitEnv(), GIT_AUTHOR_DATE: '2024-02-15T09:00:00Z', GIT_COMMITTER_DATE: '2024-02-15T09:00:00Z' };
    expect(spawnSync('git', ['commit', '-qam', 'Setup: rotate keys'], { cwd: dir, env }).status).toBe(0);
    expect(await stale()).toBe(1);
  });
});

describe('the coverage table', () => {
  const rows: CoverageRow[] = [
    { language: 'en', default: true, pages: 1200, missing: 0, stale: 0, translated: 100 },
    { language: 'fr', default: false, under: 'API <v2> | *beta*', pages: 3, missing: 1, stale: 2, translated: 66.7 },
    { language: 'de', default: false, pages: 0, missing: 3, translated: 0 },
  ];

  test('in the job summary: Markdown, user text escaped, – where git could not tell', () => {
    expect(markdownCoverage(rows)).toEqual([
      '#### Translations',
      '',
      '| Language | Pages | Missing | Stale | Translated |',
      '| --- | ---: | ---: | ---: | ---: |',
      '| en (default) | 1200 | 0 | 0 | 100% |',
      '| API &lt;v2&gt; &#124; &#42;beta&#42; › fr | 3 | 1 | 2 | 66.7% |',
      '| de | 0 | 3 | – | 0% |',
      '',
      '– : git could not date the files: they are in no repository, or in a shallow clone (check out with `fetch-depth: 0`).',
    ]);
    // Every row dated: no note.
    expect(markdownCoverage(rows.slice(0, 2)).at(-1)).toMatch(/^\| API/);
  });

  test('the job summary of a site in three languages holds its table after the findings', async () => {
    const dir = threeLanguageRepo();
    const result = await runCheck({ dir: '.', cwd: dir, fs, git: systemGit(gitEnv()) });
    const summary = formatSummary(result, {
      baseDir: dir,
      failOn: 'error',
      failed: false,
      coverage: coverageOf(result.model),
    });
    const table = [
      '#### Translations',
      '',
      '| Language | Pages | Missing | Stale | Translated |',
      '| --- | ---: | ---: | ---: | ---: |',
      '| en (default) | 3 | 0 | 0 | 100% |',
      '| fr | 2 | 1 | 1 | 66.7% |',
      '| de | 3 | 0 | 0 | 100% |',
      '',
    ].join('\n');
    expect(summary).toContain(table);
    expect(summary.indexOf('| Location | Severity | Rule | Message |')).toBeLessThan(summary.indexOf(table));
  });

  test('the HTML preview of a site in three languages shows its table in the overview', async () => {
    const dir = threeLanguageRepo();
    const result = await runCheck({ dir: '.', cwd: dir, fs, git: systemGit(gitEnv()) });
    const html = formatPreviewHtml(result, { baseDir: dir });
    expect(html).toContain(
      '<tr><th scope="row">fr</th><td>2</td><td>1</td><td>1</td><td>66.7%</td></tr>' +
        '<tr><th scope="row">de</th><td>3</td><td>0</td><td>0</td><td>100%</td></tr></tbody></table></article>',
    );
  });

  test('in the HTML preview: a table, user text escaped', () => {
    expect(htmlCoverage(rows)).toBe(
      '<table class="coverage" aria-label="Translations"><caption>Translations</caption><thead><tr>' +
        '<th scope="col">Language</th><th scope="col">Pages</th><th scope="col">Missing</th>' +
        '<th scope="col">Stale</th><th scope="col">Translated</th></tr></thead><tbody>' +
        '<tr><th scope="row">en (default)</th><td>1,200</td><td>0</td><td>0</td><td>100%</td></tr>' +
        '<tr><th scope="row">API &lt;v2&gt; | *beta* › fr</th><td>3</td><td>1</td><td>2</td><td>66.7%</td></tr>' +
        '<tr><th scope="row">de</th><td>0</td><td>3</td><td>–</td><td>0%</td></tr>' +
        '</tbody></table><p class="coverage-note">– : git could not date the files: they are in no repository, or ' +
        'in a shallow clone (check out with <code>fetch-depth: 0</code>).</p>',
    );
    expect(htmlCoverage(rows.slice(0, 2))).toMatch(/<\/table>$/);
  });
});

describe('gitLastChanges', () => {
  test('one git log: the last commit of each file below the folder, paths relative to it', () => {
    const dir = tempTree({ 'docs/a b.mdx': 'a\n', 'docs/fr/a b.mdx': 'a\n', 'top.txt': 'x\n' }, 'navlint-log-');
    git(dir, 'init', '-q');
    commitAll(dir, '2024-01-01T00:00:00Z', 'First: with | and "quotes"');
    fs.appendFileSync(path.join(dir, 'docs/a b.mdx'), 'more\n');
    fs.appendFileSync(path.join(dir, 'top.txt'), 'more\n');
    commitAll(dir, '2024-03-01T00:00:00Z', 'Second');
    const calls: string[][] = [];
    const run = systemGit(gitEnv());
    const changes = gitLastChanges((args, o) => (calls.push([...args]), run(args, o)), path.join(dir, 'docs'));
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries([...changes].map(([f, c]) => [f, [c.time, c.subject, c.commit.length]]))).toEqual({
      'a b.mdx': [Date.parse('2024-03-01T00:00:00Z') / 1000, 'Second', 40],
      'fr/a b.mdx': [Date.parse('2024-01-01T00:00:00Z') / 1000, 'First: with | and "quotes"', 40],
    });
  });
});
