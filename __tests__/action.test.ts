import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import {
  commandLines,
  makeSite,
  parseOutputs,
  PR_EVENT,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
  TOKEN,
} from './helpers/action.js';
import { ROOT, runDist } from './helpers/run.js';

afterAll(removeTempDirs);

// Each test runs the bundled action as a runner would: INPUT_* and GITHUB_* in the environment,
// the workspace as working directory, and reads back stdout, the outputs file and the summary file.

// Links point at GITHUB_SHA, the commit checked out (for a pull request, its merge commit): its lines are the ones reported.
const SHA = 'ffffffffffffffffffffffffffffffffffffffff';
const BLOB = `https://github.com/octo-org/docs-site/blob/${SHA}`;
const DOCS = 'https://github.com/navlint/navlint/blob/main/docs/rules';

const BROKEN_DOCS_JSON = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
      {
        "group": "Guide",
        "expanded": false,
        "pages": ["intro", "setup.mdx", "instal"]
      },
      {
        "group": "Reference",
        "colapsed": true,
        "pages": ["reference/api"]
      }
    ]
  }
}
`;

// The sites of these tests report their warnings at the rules' own levels, whatever `recommended` lowers.
const STRICT = { '.navlintrc.json': '{ "extends": "navlint:strict" }\n' };

const PAGES: Record<string, string> = {
  ...STRICT,
  'intro.mdx': '---\ntitle: Intro\n---\nHello\n',
  'setup.mdx': '---\ntitle: Setup\n---\nSetup\n',
  'install.mdx': '---\ntitle: Install\n---\nInstall\n',
  'reference/api.mdx': '---\ntitle: API\n---\nAPI\n',
};

function withPrefix(prefix: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [prefix + k, v]));
}

// The navigation preview has tests of its own; here it stays off (and proxy-check-result is empty outside the proxy-check mode).
const NO_PREVIEW = { 'preview-file': '', 'preview-artifact-id': '', 'preview-url': '', 'proxy-check-result': '' };
// PR_EVENT names no base commit: there is no navigation diff (its own tests are in action-diff.test.ts).
const NO_DIFF = { changes: '' };

function run(
  workspace: string,
  inputs: Record<string, string> = {},
  event: unknown = PR_EVENT,
  files = runnerFiles(event),
) {
  const r = runDist('action', [], {
    cwd: workspace,
    env: runnerEnv(workspace, files, { preview: 'false', ...inputs }),
  });
  return {
    ...r,
    commands: commandLines(r.stdout),
    outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
    summary: fs.readFileSync(files.summary, 'utf8'),
  };
}

function brokenAnnotations(dir: string): string[] {
  return [
    `::error title=page-extension,file=${dir}docs.json,line=10,endLine=10,col=28,endColumn=39::Page "setup.mdx" is written with its extension; page entries name the file without it, and the platform's build fails on this one. Fix: write "setup".`,
    `::error title=page-not-found,file=${dir}docs.json,line=10,endLine=10,col=41,endColumn=49::Page "instal" has no file: looked for instal.mdx, instal.md, instal/index.mdx and instal/index.md. Did you mean "install"?`,
    `::warning title=nav-expanded-ineffective,file=${dir}docs.json,line=9,endLine=9,col=9,endColumn=19::\`expanded: false\` has no effect on top-level group "Guide": top-level groups are always open and cannot be collapsed. It only applies to groups nested in another group's \`pages\`.`,
    `::warning title=nav-unknown-field,file=${dir}docs.json,line=14,endLine=14,col=9,endColumn=19::\`colapsed\` is not a field of group "Reference"; the platform ignores it.`,
  ];
}

/** The table rows of the broken site: errors first, then rules in registry order, then file and line. */
function brokenRows(dir: string): string[] {
  return [
    `| [${dir}docs.json:10](${BLOB}/${dir}docs.json#L10) | 🔴 error | [page-not-found](${DOCS}/page-not-found.md) | Page "instal" has no file: looked for instal.mdx, instal.md, instal/index.mdx and instal/index.md. Did you mean "install"? |`,
    `| [${dir}docs.json:10](${BLOB}/${dir}docs.json#L10) | 🔴 error | [page-extension](${DOCS}/page-extension.md) | Page "setup.mdx" is written with its extension; page entries name the file without it, and the platform's build fails on this one. Fix: write "setup". |`,
    `| [${dir}docs.json:14](${BLOB}/${dir}docs.json#L14) | 🟡 warning | [nav-unknown-field](${DOCS}/nav-unknown-field.md) | <code>colapsed</code> is not a field of group "Reference"; the platform ignores it. |`,
    `| [${dir}docs.json:9](${BLOB}/${dir}docs.json#L9) | 🟡 warning | [nav-expanded-ineffective](${DOCS}/nav-expanded-ineffective.md) | <code>expanded: false</code> has no effect on top-level group "Guide": top-level groups are always open and cannot be collapsed. It only applies to groups nested in another group's <code>pages</code>. |`,
  ];
}

describe('action: clean site', () => {
  test('passes with no annotations, all outputs, a summary with the navigation, and an empty SARIF run', () => {
    // An absolute path in the runner's temporary folder (the workspace and that folder are where the action writes).
    const files = runnerFiles(PR_EVENT);
    const sarif = path.join(files.dir, 'navlint.sarif');
    const r = run(ROOT, { path: 'examples/larkspur', 'sarif-file': sarif }, PR_EVENT, files);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.commands).toEqual([`::add-mask::${TOKEN}`]);
    expect(r.outputs).toEqual({
      errors: '0',
      warnings: '0',
      notices: '0',
      'sarif-file': sarif,
      result: 'pass',
      ...NO_PREVIEW,
      ...NO_DIFF,
    });
    expect(r.summary.startsWith('### ✅ navlint: passed\n')).toBe(true);
    expect(r.summary).toContain('**0 errors**, **0 warnings**, **0 notices** (fail-on: error).');
    expect(r.summary).not.toContain('| Location |');
    expect(r.summary).toMatch(/<details><summary>Resolved navigation \(\d+ pages\)<\/summary>/);
    expect(r.summary).toContain('- Language **en**');
    expect(r.stdout).toContain('0 errors, 0 warnings, 0 notices (fail-on: error): pass.');
    const log = JSON.parse(fs.readFileSync(sarif, 'utf8'));
    expect(log.runs[0].results).toEqual([]);
    expect(log.runs[0].tool.driver.name).toBe('navlint');
  });
});

describe('action: broken site', () => {
  const ws = makeSite({ 'docs.json': BROKEN_DOCS_JSON, ...PAGES });

  test('annotates every finding on its line, errors first, and fails the step', () => {
    const r = run(ws);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    expect(r.commands).toEqual([
      `::add-mask::${TOKEN}`,
      ...brokenAnnotations(''),
      '::error::navlint: 2 errors and 2 warnings (fail-on: error).',
    ]);
    expect(r.outputs).toEqual({
      errors: '2',
      warnings: '2',
      notices: '0',
      'sarif-file': '',
      result: 'fail',
      ...NO_PREVIEW,
      ...NO_DIFF,
    });
  });

  test('logs every finding on one line', () => {
    const r = run(ws);
    const lines = r.stdout.split('\n');
    expect(lines).toContain(
      'docs.json:10:41  error  Page "instal" has no file: looked for instal.mdx, instal.md, instal/index.mdx and instal/index.md. Did you mean "install"?  [page-not-found]',
    );
    expect(lines).toContain(
      'docs.json:14:9  warning  `colapsed` is not a field of group "Reference"; the platform ignores it.  [nav-unknown-field]',
    );
    expect(lines).toContain('2 errors, 2 warnings, 0 notices (fail-on: error): fail.');
  });

  test('writes a job summary: result, counts, a linked table (errors first, messages with code spans) and the navigation tree', () => {
    const r = run(ws);
    expect(r.summary.startsWith('### ❌ navlint: failed\n')).toBe(true);
    expect(r.summary).toContain('\n**2 errors**, **2 warnings**, **0 notices** (fail-on: error).\n');
    const table = r.summary.split('\n').filter((l) => l.startsWith('| '));
    expect(table).toEqual(['| Location | Severity | Rule | Message |', '| --- | --- | --- | --- |', ...brokenRows('')]);
    expect(r.summary).toContain(
      // Two of the four entries name a page that exists: the count is of pages readers can open.
      [
        '<details><summary>Resolved navigation (2 pages)</summary>',
        '',
        '- Group **Guide**',
        '  - <code>intro</code>',
        '  - <code>setup</code>',
        '  - <code>instal</code>',
        '- Group **Reference**',
        '  - <code>reference/api</code>',
        '',
        '</details>',
      ].join('\n'),
    );
  });

  test('fail-on: never reports the same findings and passes', () => {
    const r = run(ws, { 'fail-on': 'never' });
    expect(r.status).toBe(0);
    expect(r.commands).toEqual([`::add-mask::${TOKEN}`, ...brokenAnnotations('')]);
    expect(r.outputs.result).toBe('pass');
    expect(r.outputs.errors).toBe('2');
  });

  test('annotations: false and summary: false leave both out', () => {
    const r = run(ws, { annotations: 'false', summary: 'false' });
    expect(r.status).toBe(1);
    expect(r.commands).toEqual([`::add-mask::${TOKEN}`, '::error::navlint: 2 errors and 2 warnings (fail-on: error).']);
    expect(r.summary).toBe('');
  });

  test('writes SARIF where sarif-file says, relative to the workspace', () => {
    const r = run(ws, { 'sarif-file': 'reports/navlint.sarif' });
    const file = path.join(ws, 'reports/navlint.sarif');
    expect(r.outputs['sarif-file']).toBe(file);
    const log = JSON.parse(fs.readFileSync(file, 'utf8'));
    const results = log.runs[0].results.map(
      (x: {
        ruleId: string;
        locations: { physicalLocation: { artifactLocation: { uri: string }; region: object } }[];
      }) => [x.ruleId, x.locations[0].physicalLocation.artifactLocation.uri, x.locations[0].physicalLocation.region],
    );
    expect(results).toEqual([
      ['nav-expanded-ineffective', 'docs.json', { startLine: 9, startColumn: 9, endLine: 9, endColumn: 19 }],
      ['page-extension', 'docs.json', { startLine: 10, startColumn: 28, endLine: 10, endColumn: 39 }],
      ['page-not-found', 'docs.json', { startLine: 10, startColumn: 41, endLine: 10, endColumn: 49 }],
      ['nav-unknown-field', 'docs.json', { startLine: 14, startColumn: 9, endLine: 14, endColumn: 19 }],
    ]);
    expect(r.summary).toContain('\nSARIF: reports/navlint.sarif\n');
  });
});

describe('action: fail-on warning', () => {
  test('fails on warnings alone', () => {
    const ws = makeSite({
      'docs.json': BROKEN_DOCS_JSON.replace('"setup.mdx", "instal"', '"setup", "install"'),
      ...PAGES,
    });
    const r = run(ws, { 'fail-on': 'warning' });
    expect(r.status).toBe(1);
    expect(r.commands).toEqual([
      `::add-mask::${TOKEN}`,
      brokenAnnotations('')[2],
      brokenAnnotations('')[3],
      '::error::navlint: 0 errors and 2 warnings (fail-on: warning).',
    ]);
    expect(r.outputs).toEqual({
      errors: '0',
      warnings: '2',
      notices: '0',
      'sarif-file': '',
      result: 'fail',
      ...NO_PREVIEW,
      ...NO_DIFF,
    });
  });
});

describe('action: site in a sub-folder', () => {
  test('annotation and link paths are relative to the repository root', () => {
    const ws = makeSite(withPrefix('site/docs/', { 'docs.json': BROKEN_DOCS_JSON, ...PAGES }));
    const r = run(ws, { path: 'site/docs', 'sarif-file': 'navlint.sarif' });
    expect(r.status).toBe(1);
    expect(r.commands).toEqual([
      `::add-mask::${TOKEN}`,
      ...brokenAnnotations('site/docs/'),
      '::error::navlint: 2 errors and 2 warnings (fail-on: error).',
    ]);
    expect(
      r.summary
        .split('\n')
        .filter((l) => l.startsWith('| ['))
        .join('\n'),
    ).toBe(brokenRows('site/docs/').join('\n'));
    const log = JSON.parse(fs.readFileSync(path.join(ws, 'navlint.sarif'), 'utf8'));
    expect(
      log.runs[0].results.map(
        (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          x.locations[0].physicalLocation.artifactLocation.uri,
      ),
    ).toEqual(Array(4).fill('site/docs/docs.json'));
  });

  test('without a pull request, links use GITHUB_SHA too', () => {
    const ws = makeSite(withPrefix('docs/', { 'docs.json': BROKEN_DOCS_JSON, ...PAGES }));
    const r = run(ws, { path: 'docs' }, { ref: 'refs/heads/main' });
    expect(r.summary).toContain(
      '| [docs/docs.json:9](https://github.com/octo-org/docs-site/blob/ffffffffffffffffffffffffffffffffffffffff/docs/docs.json#L9) |',
    );
  });

  test.each(['GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_SHA'])(
    'without %s, locations are plain text',
    (name) => {
      const ws = makeSite(withPrefix('docs/', { 'docs.json': BROKEN_DOCS_JSON, ...PAGES }));
      const files = runnerFiles(PR_EVENT);
      const r = runDist('action', [], {
        cwd: ws,
        env: runnerEnv(ws, files, { path: 'docs', preview: 'false' }, { [name]: undefined }),
      });
      expect(r.status).toBe(1);
      const rows = fs
        .readFileSync(files.summary, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('| ') && l.includes('docs.json:'));
      expect(rows.map((l) => l.split(' | ')[0])).toEqual([
        '| docs/docs.json:10',
        '| docs/docs.json:10',
        '| docs/docs.json:14',
        '| docs/docs.json:9',
      ]);
    },
  );
});

describe('action: more than 10 errors', () => {
  // 14 missing pages on lines 8–21, then a wrong `expanded` on line 25: 15 errors of two rules.
  const missing = Array.from({ length: 14 }, (_, i) => `          "missing-${i + 1}",`).join('\n');
  const docs = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
      { "group": "Guide", "pages": [
${missing}
          "intro",
          {
            "group": "Nested",
            "expanded": "yes",
            "pages": ["setup"]
          }
      ] }
    ]
  }
}
`;
  // Only the pages it lists: the others would be notices (page-unreachable) among the annotations.
  const ws = makeSite({
    'docs.json': docs,
    ...STRICT,
    'intro.mdx': PAGES['intro.mdx'],
    'setup.mdx': PAGES['setup.mdx'],
  });

  test('shows 9 error annotations plus the failure, one of each rule first, and says where the rest are', () => {
    const r = run(ws);
    expect(r.status).toBe(1);
    const missingLine = (i: number) =>
      `::error title=page-not-found,file=docs.json,line=${7 + i},endLine=${7 + i},col=11,endColumn=${i < 10 ? 22 : 23}::Page "missing-${i}" has no file: looked for missing-${i}.mdx, missing-${i}.md, missing-${i}/index.mdx and missing-${i}/index.md.`;
    expect(r.commands).toEqual([
      `::add-mask::${TOKEN}`,
      ...[1, 2, 3, 4, 5, 6, 7, 8].map(missingLine),
      '::error title=nav-field-type,file=docs.json,line=25,endLine=25,col=25,endColumn=30::Group "Nested": `expanded` must be a boolean (`true` or `false`), not the string "yes".',
      '::error::navlint: 15 errors and 0 warnings (fail-on: error).',
    ]);
    expect(r.stdout.split('\n')).toContain(
      '6 more errors are not shown as annotations (GitHub shows at most 10 of each kind per step): see the list above and the job summary.',
    );
    expect(r.stdout.split('\n').filter((l) => /^docs\.json:\d+:\d+ {2}error {2}/.test(l))).toHaveLength(15);
    expect(r.summary).toContain(
      '\nGitHub shows at most 10 annotations of each kind per step: 6 more errors are in the log; the table below shows the first 5 findings of each rule.\n',
    );
    expect(r.outputs.errors).toBe('15');
  });

  test('the summary shows five findings of each rule, then how many more there are', () => {
    const r = run(ws);
    const rows = r.summary.split('\n').filter((l) => /^\| (\[|\| )/.test(l));
    expect(rows.map((l) => l.split('](')[0].split(' | ')[0])).toEqual([
      '| [docs.json:25',
      ...[8, 9, 10, 11, 12].map((n) => `| [docs.json:${n}`),
      '|',
    ]);
    expect(rows[6]).toBe(
      `| | 🔴 error | [page-not-found](${DOCS}/page-not-found.md) | … and 9 more <code>page-not-found</code> findings |`,
    );
  });
});

describe('action: a flood of warnings before the errors', () => {
  // Seven groups with an unknown key come first in docs.json; the two errors come after them.
  const groups = Array.from(
    { length: 7 },
    (_, i) => `      { "group": "G${i + 1}", "colapsed": true, "pages": ["p${i + 1}"] },`,
  ).join('\n');
  const docs = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
${groups}
      { "group": "Last", "pages": ["guides/pets", "nowhere"] }
    ]
  }
}
`;
  const pages = Object.fromEntries(
    Array.from({ length: 7 }, (_, i) => [`p${i + 1}.mdx`, `---\ntitle: Page ${i + 1}\n---\n`]),
  );
  const ws = makeSite(
    withPrefix('docs/', {
      'docs.json': docs,
      ...STRICT,
      ...pages,
      'guides/pets.mdx': '---\ntitle: Pets: the complete guide\n---\n',
    }),
  );

  test('the summary opens with the errors, links each to its line at the commit, and counts the warnings it does not show', () => {
    const r = run(ws, { path: 'docs' });
    expect(r.status).toBe(1);
    const unknown = (n: number) =>
      `| [docs/docs.json:${n + 6}](${BLOB}/docs/docs.json#L${n + 6}) | 🟡 warning | [nav-unknown-field](${DOCS}/nav-unknown-field.md) | <code>colapsed</code> is not a field of group "G${n}"; the platform ignores it. |`;
    expect(r.summary.split('\n').slice(0, 18)).toEqual([
      '### ❌ navlint: failed',
      '',
      'Checked docs/docs.json (9 navigation entries, 8 page files, 0 OpenAPI documents).',
      '',
      '**2 errors**, **7 warnings**, **0 notices** (fail-on: error).',
      '',
      'The table shows the first 5 findings of each rule; every finding is in the log.',
      '',
      '| Location | Severity | Rule | Message |',
      '| --- | --- | --- | --- |',
      `| [docs/docs.json:14](${BLOB}/docs/docs.json#L14) | 🔴 error | [page-not-found](${DOCS}/page-not-found.md) | Page "nowhere" has no file: looked for nowhere.mdx, nowhere.md, nowhere/index.mdx and nowhere/index.md. |`,
      // A Markdown page is linked in its source view, where line anchors work.
      `| [docs/guides/pets.mdx:2](${BLOB}/docs/guides/pets.mdx?plain=1#L2) | 🔴 error | [frontmatter-invalid](${DOCS}/frontmatter-invalid.md) | Invalid frontmatter: Nested mappings are not allowed in compact mappings. |`,
      ...[1, 2, 3, 4, 5].map(unknown),
      `| | 🟡 warning | [nav-unknown-field](${DOCS}/nav-unknown-field.md) | … and 2 more <code>nav-unknown-field</code> findings |`,
    ]);
  });
});

describe('action: injection attempts', () => {
  const evil =
    'Evil\\n::error::pwned %0A##[group]x <img src=x onerror=alert(1)> @octocat | `code` [link](http://e.x) **b**';
  const docs = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
      { "group": "${evil}", "colapsed": 1, "pages": ["intro", "a\\n::error::pwned%0A##[group]y", "b\\r\\n##[group]z"] }
    ]
  }
}
`;
  // Only the page it lists: the others would be notices (page-unreachable) among the annotations.
  const ws = makeSite({ 'docs.json': docs, ...STRICT, 'intro.mdx': PAGES['intro.mdx'] });

  test('user text never becomes a workflow command, a log group, or markup', () => {
    const r = run(ws);
    expect(r.status).toBe(1);
    const lines = r.stdout.split(/\r?\n|\r/);
    for (const line of lines) {
      expect(line.trimStart().startsWith('::error::pwned')).toBe(false);
      expect(line.trimStart().startsWith('##[')).toBe(false);
    }
    expect(r.stdout).not.toContain('##[');
    for (const c of r.commands) expect(c).toMatch(/^::(add-mask::|error title=|warning title=|error::navlint: )/);
    expect(r.commands).toEqual([
      `::add-mask::${TOKEN}`,
      '::error title=page-not-found,file=docs.json,line=7,endLine=7,col=162,endColumn=194::Page "a\\n::error::pwned%250A#\\u0023[group]y" has no file: looked for a\\u000a::error::pwned%250A#\\u0023[group]y.mdx, a\\u000a::error::pwned%250A#\\u0023[group]y.md, a\\u000a::error::pwned%250A#\\u0023[group]y/index.mdx and a\\u000a::error::pwned%250A#\\u0023[group]y/index.md.',
      '::error title=page-not-found,file=docs.json,line=7,endLine=7,col=196,endColumn=213::Page "b\\r\\n#\\u0023[group]z" has no file: looked for b\\u000d\\u000a#\\u0023[group]z.mdx, b\\u000d\\u000a#\\u0023[group]z.md, b\\u000d\\u000a#\\u0023[group]z/index.mdx and b\\u000d\\u000a#\\u0023[group]z/index.md.',
      '::warning title=nav-unknown-field,file=docs.json,line=7,endLine=7,col=128,endColumn=138::`colapsed` is not a field of group "Evil\\n::error::pwned %250A#\\u0023[group]x <img src=x onerror=alert(1)> @octocat | `code` [link](http://e.x) **b**"; the platform ignores it.',
      '::error::navlint: 2 errors and 1 warning (fail-on: error).',
    ]);
    expect(r.stdout.split('\n')).toContain(
      'docs.json:7:162  error  Page "a\\n::error::pwned%0A#\\u0023[group]y" has no file: looked for a\\u000a::error::pwned%0A#\\u0023[group]y.mdx, a\\u000a::error::pwned%0A#\\u0023[group]y.md, a\\u000a::error::pwned%0A#\\u0023[group]y/index.mdx and a\\u000a::error::pwned%0A#\\u0023[group]y/index.md.  [page-not-found]',
    );
  });

  test('the summary escapes labels for Markdown and HTML and neutralises mentions', () => {
    const r = run(ws);
    expect(r.summary).not.toContain('<img');
    expect(r.summary).not.toContain('@octocat');
    expect(r.summary).toContain(
      '- Group **Evil<br>::error::pwned %0A##&#91;group&#93;x &lt;img src=x onerror=alert(1)&gt; @&#8203;octocat &#124; &#96;code&#96; &#91;link&#93;(http:&#8203;//e.x) &#42;&#42;b&#42;&#42;**',
    );
    expect(r.summary).toContain('  - <code>a<br>::error::pwned%0A##&#91;group&#93;y</code>');
    // The user's backticks, inside a quoted label, stay text: only navlint's own become code.
    expect(r.summary).toContain(
      '<code>colapsed</code> is not a field of group "Evil&#92;n::error::pwned %0A##&#91;group&#93;x &lt;img src=x onerror=alert(1)&gt; @&#8203;octocat &#124; &#96;code&#96; &#91;link&#93;(http:&#8203;//e.x) &#42;&#42;b&#42;&#42;"; the platform ignores it. |',
    );
    // Every table row keeps its four cells: no user `|` or line break splits it.
    for (const row of r.summary.split('\n').filter((l) => l.startsWith('| '))) expect(row.split('|')).toHaveLength(6);
  });

  test('a file name is inert in file= too: ESC, ##[error], %, :, , and a line break (action and --format github)', () => {
    const name = 'e\u001b[31m##[error]x%25y:z,w\n::error::n.mdx';
    const site = makeSite({ 'docs.json': BROKEN_DOCS_JSON.replace('"instal"', '"install"'), ...PAGES });
    fs.writeFileSync(path.join(site, name), '# Orphan\n');
    const file = 'e\\u001b[31m#\\u0023[error]x%2525y%3Az%2Cw\\u000a%3A%3Aerror%3A%3An.mdx';
    const r = run(site, { 'fail-on': 'never' });
    const cli = runDist('cli', ['check', '.', '--format', 'github'], { cwd: site });
    for (const out of [r.stdout, cli.stdout]) {
      expect(out).not.toContain('\u001b');
      expect(out).not.toContain('##[');
      const notice = commandLines(out).filter((c) => c.includes('page-unreachable'));
      expect(notice).toHaveLength(1);
      expect(notice[0]).toContain(`file=${file},line=1,`);
    }
  });

  test('the token is printed only to be masked', () => {
    const r = run(ws, { comment: 'false' });
    const withToken = r.stdout.split('\n').filter((l) => l.includes(TOKEN));
    expect(withToken).toEqual([`::add-mask::${TOKEN}`]);
  });
});

describe('action: bad inputs', () => {
  const ws = makeSite({ 'docs.json': BROKEN_DOCS_JSON, ...PAGES });

  // An input the action cannot read sets no output; a check that could not run sets them all (result: fail).
  const NOT_RUN = {
    errors: '',
    warnings: '',
    notices: '',
    'sarif-file': '',
    result: 'fail',
    ...NO_PREVIEW,
    changes: '',
  };
  test.each([
    [
      { 'fail-on': 'sometimes' },
      '::error::navlint: input "fail-on" must be error, warning or never, not "sometimes"',
      {},
    ],
    [{ annotations: 'yes' }, '::error::navlint: input "annotations" must be true or false, not "yes"', {}],
    [{ path: 'nowhere' }, '::error::navlint: nowhere: no such file or folder', NOT_RUN],
    [{ config: 'missing.json' }, '::error::navlint: config missing.json: no such file', NOT_RUN],
    [{ timeout: '10m' }, '::error::navlint: input "timeout" must be a number of seconds above 0, not "10m"', {}],
    [
      { 'published-url': 'example.com/docs' },
      '::error::navlint: input "published-url" must be an http:// or https:// URL, not "example.com/docs"',
      {},
    ],
    [
      { 'published-url': 'http://127.0.0.1:9/docs' },
      '::error::navlint: --published: http://127.0.0.1:9/docs/sitemap.xml was not fetched: 127.0.0.1 is a private address (--allow-private-hosts fetches from it)',
      NOT_RUN,
    ],
  ])('%j fails the step with one line', (inputs, line, outputs) => {
    const r = run(ws, inputs);
    expect(r.status).toBe(1);
    expect(r.commands).toEqual([`::add-mask::${TOKEN}`, line]);
    expect(r.outputs).toEqual(outputs);
  });
});

describe('action: fetch-remote', () => {
  const spec = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
  });
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(req.url === '/openapi.json' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(req.url === '/openapi.json' ? spec : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function runWith(fetchRemote: string, allowPrivateHosts = 'true') {
    const docs = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
      { "group": "API", "openapi": "${url}", "pages": ["GET /pets", "GET /cats"] }
    ]
  }
}
`;
    const ws = makeSite({ 'docs.json': docs });
    const files = runnerFiles(PR_EVENT);
    const r = await runActionAsync(
      runnerEnv(ws, files, {
        'fetch-remote': fetchRemote,
        'allow-private-hosts': allowPrivateHosts,
        'fail-on': 'never',
        preview: 'false',
      }),
      ws,
    );
    return { ...r, commands: commandLines(r.stdout), outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')) };
  }

  test('false: a remote document is a notice and its operations are not checked', async () => {
    const r = await runWith('false');
    expect(r.status).toBe(0);
    expect(r.commands.map((c) => /^::[a-z-]+(?: title=[a-z-]+)?/.exec(c)?.[0])).toEqual([
      '::add-mask',
      '::notice title=openapi-remote',
    ]);
    expect(r.outputs).toMatchObject({ errors: '0', notices: '1' });
  });

  test('true: the document is fetched and an unknown operation is an error', async () => {
    const r = await runWith('true');
    expect(r.status).toBe(0);
    expect(r.commands.map((c) => /^::[a-z-]+(?: title=[a-z-]+)?/.exec(c)?.[0])).toEqual([
      '::add-mask',
      '::error title=operation-not-found',
    ]);
    expect(r.commands[1]).toContain(',line=7,endLine=7,');
    expect(r.outputs).toMatchObject({ errors: '1', notices: '0' });
  });
});

describe('action.yml', () => {
  const meta = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8'));

  test('runs dist/action.js on node24, with branding', () => {
    expect(meta.runs).toEqual({ using: 'node24', main: 'dist/action.js' });
    expect(Object.keys(meta.branding).sort()).toEqual(['color', 'icon']);
  });

  test('declares the inputs the action reads; the tests pass every default as a runner would', () => {
    const defaults = Object.fromEntries(
      Object.entries(meta.inputs as Record<string, { default: string }>).map(([k, v]) => [k, v.default]),
    );
    expect(defaults).toMatchObject({
      path: '.',
      config: '',
      'fail-on': 'error',
      annotations: 'true',
      summary: 'true',
      'sarif-file': '',
      'fetch-remote': 'false',
      comment: 'false',
      'github-token': '${{ github.token }}',
    });
    const env = runnerEnv('/w', { dir: '/r', summary: '/r/s', output: '/r/o', event: '/r/e' });
    expect(
      Object.keys(env)
        .filter((k) => k.startsWith('INPUT_'))
        .sort(),
    ).toEqual(
      Object.keys(defaults)
        .map((k) => `INPUT_${k.toUpperCase()}`)
        .sort(),
    );
    for (const [name, value] of Object.entries(defaults))
      if (name !== 'github-token') expect(env[`INPUT_${name.toUpperCase()}`]).toBe(value);
  });

  test('declares exactly the outputs the action writes, and the README documents every input and output', () => {
    expect(Object.keys(meta.outputs).slice(0, 5)).toEqual(['errors', 'warnings', 'notices', 'sarif-file', 'result']);
    const ws = makeSite({ 'docs.json': BROKEN_DOCS_JSON, ...PAGES });
    expect(Object.keys(run(ws).outputs).sort()).toEqual(Object.keys(meta.outputs).sort());
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const name of [...Object.keys(meta.inputs), ...Object.keys(meta.outputs)])
      expect(readme).toContain(`| \`${name}\` |`);
  });
});
