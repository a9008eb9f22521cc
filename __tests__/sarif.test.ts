import fs from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Diagnostic } from '../src/core/types.js';
import { runCheck } from '../src/engine/index.js';
import { annotationProperties, escapeData, escapeProperty, workflowCommand } from '../src/report/github.js';
import { inertText, safeTerminalText } from '../src/report/text.js';
import { FINGERPRINT_KEY, toSarif, type SarifLog } from '../src/report/sarif.js';
import { RULES } from '../src/rules/index.js';
import { VERSION } from '../src/version.js';
import { makeSite, removeTempDirs } from './helpers/action.js';
import { ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

afterAll(removeTempDirs);

const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;

// The SARIF 2.1.0 schema as Microsoft's SARIF SDK ships it (`sarif-2.1.0-rtm.5.json`, the schema the
// OASIS standard published). It is written for JSON Schema draft-04; its keywords mean the same in
// the drafts Ajv implements, so only the draft-04 `$schema` and `id` are left out before compiling.
const SCHEMA_FILE = path.join(ROOT, 'node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

function sarifValidator() {
  const schema = JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8'));
  expect(schema.title).toBe('Static Analysis Results Format (SARIF) Version 2.1.0-rtm.5 JSON Schema');
  delete schema.$schema;
  delete schema.id;
  // The schema's `language` pattern has a stray `]`, which is only valid in a non-Unicode RegExp.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('SARIF', () => {
  const validate = sarifValidator();
  let log: SarifLog;

  beforeAll(async () => {
    const r = await runCli(['check', 'examples/larkspur-broken', '--format', 'sarif'], { cwd: ROOT });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    log = JSON.parse(r.stdout);
  });

  test('the log of examples/larkspur-broken is valid SARIF 2.1.0', () => {
    const ok = validate(log);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(log.runs[0].results.length).toBeGreaterThan(10);
  });

  test("the SARIF SDK's own Jest matcher (a draft-04 validator of the same schema) accepts it too", async () => {
    await import('@microsoft/jest-sarif');
    const matcher = expect(log) as unknown as { toBeValidSarifLog(): void; not: { toBeValidSarifLog(): void } };
    matcher.toBeValidSarifLog();
    (
      expect({ version: '2.1.0', runs: [{ tool: {} }] }) as unknown as { not: { toBeValidSarifLog(): void } }
    ).not.toBeValidSarifLog();
  });

  test('the schema check is not vacuous: broken logs are rejected', () => {
    const bad = structuredClone(log) as unknown as { runs: { results: Record<string, unknown>[] }[] };
    bad.runs[0].results[0].level = 'fatal';
    expect(validate(bad)).toBe(false);
    const noMessage = structuredClone(log) as unknown as { runs: { results: Record<string, unknown>[] }[] };
    delete noMessage.runs[0].results[0].message;
    expect(validate(noMessage)).toBe(false);
    const zeroLine = structuredClone(log);
    zeroLine.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    expect(validate(zeroLine)).toBe(false);
  });

  test('the driver names navlint and lists every rule with its descriptions, doc link and level', () => {
    const driver = log.runs[0].tool.driver;
    expect(driver.name).toBe('navlint');
    expect(driver.version).toBe(VERSION);
    expect(driver.informationUri).toBe('https://github.com/navlint/navlint');
    expect(driver.rules.map((r) => r.id)).toEqual(RULES.map((r) => r.meta.id));
    const pnf = driver.rules.find((r) => r.id === 'page-not-found')!;
    const meta = RULES.find((r) => r.meta.id === 'page-not-found')!.meta;
    expect(pnf).toEqual({
      id: 'page-not-found',
      shortDescription: { text: meta.summary },
      fullDescription: { text: `${meta.summary} This pages rule reports an error by default.` },
      help: {
        text: `${meta.summary}\nExamples and how to fix it: https://github.com/navlint/navlint/blob/main/docs/rules/page-not-found.md`,
        markdown: `${meta.summary}\n\n[Examples and how to fix it](https://github.com/navlint/navlint/blob/main/docs/rules/page-not-found.md)`,
      },
      helpUri: 'https://github.com/navlint/navlint/blob/main/docs/rules/page-not-found.md',
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['navlint', 'pages'] },
    });
    for (const r of driver.rules) {
      const m = RULES.find((x) => x.meta.id === r.id)!.meta;
      expect(r.defaultConfiguration.level).toBe(
        { error: 'error', warning: 'warning', notice: 'note' }[m.defaultSeverity],
      );
    }
  });

  test('results carry rule, index, level, message, a region and a fingerprint', () => {
    const results = log.runs[0].results;
    const rules = log.runs[0].tool.driver.rules;
    for (const r of results) {
      expect(rules[r.ruleIndex!].id).toBe(r.ruleId);
      expect(Object.keys(r.partialFingerprints)).toEqual([FINGERPRINT_KEY]);
    }
    expect(results[0]).toEqual({
      ruleId: 'config-setting-invalid',
      ruleIndex: rules.findIndex((r) => r.id === 'config-setting-invalid'),
      level: 'error',
      message: {
        text: '`styling.eyebrows` must be one of "section", "breadcrumbs", not the string "breadcrumb". Did you mean "breadcrumbs"?',
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'examples/larkspur-broken/docs.json' },
            region: { startLine: 12, startColumn: 17, endLine: 12, endColumn: 29 },
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: expect.stringMatching(/^[0-9a-f]{32}:1$/) },
      fixes: [
        {
          description: { text: 'Suggestion: write "breadcrumbs".' },
          artifactChanges: [
            {
              artifactLocation: { uri: 'examples/larkspur-broken/docs.json' },
              replacements: [
                {
                  deletedRegion: { startLine: 12, startColumn: 28, endLine: 12, endColumn: 28 },
                  insertedContent: { text: 's' },
                },
              ],
            },
          ],
        },
      ],
    });
    const warning = results.find((r) => r.ruleId === 'nav-expanded-ineffective')!;
    expect(warning.level).toBe('warning');
    expect(warning.locations[0].physicalLocation.region).toEqual({
      startLine: 58,
      startColumn: 21,
      endLine: 58,
      endColumn: 31,
    });
    expect(new Set(results.map((r) => r.partialFingerprints[FINGERPRINT_KEY])).size).toBe(results.length);
  });

  test('a safe fix comes first among the fixes, described as such; its regions are those of the edits', () => {
    const results = log.runs[0].results;
    const ext = results.find((r) => r.ruleId === 'page-extension')!;
    expect(ext.fixes).toEqual([
      {
        description: { text: 'Safe fix (navlint check --fix applies it): write "en/v2/sdks/python".' },
        artifactChanges: [
          {
            artifactLocation: { uri: 'examples/larkspur-broken/docs.json' },
            replacements: [
              {
                deletedRegion: { startLine: 85, startColumn: 41, endLine: 85, endColumn: 45 },
                insertedContent: { text: '' },
              },
            ],
          },
        ],
      },
    ]);
    // Findings without a change have no `fixes`; every finding with one has them, and the log stays valid.
    expect(results.filter((r) => r.fixes).length).toBeGreaterThan(5);
    expect(results.filter((r) => r.ruleId === 'nav-mixed-children').map((r) => r.fixes)).toEqual([undefined]);
  });

  test('artifact URIs are relative to the working directory in the CLI', async () => {
    const r = await runCli(['check', 'larkspur-broken', '--format', 'sarif'], { cwd: path.join(ROOT, 'examples') });
    const uris = new Set(
      (JSON.parse(r.stdout) as SarifLog).runs[0].results.map(
        (x) => x.locations[0].physicalLocation.artifactLocation.uri,
      ),
    );
    expect([...uris].sort()).toEqual([
      'larkspur-broken/docs.json',
      'larkspur-broken/en/v2/concepts/environments.mdx',
      'larkspur-broken/en/v2/concepts/segments.mdx',
      'larkspur-broken/en/v2/concepts/targeting-rules.mdx',
      'larkspur-broken/en/v2/guides/installation.mdx',
      'larkspur-broken/en/v2/guides/percentage-rollouts.mdx',
      'larkspur-broken/en/v2/guides/upgrade-notes.mdx',
      'larkspur-broken/en/v2/sdks/browser.mdx',
      'larkspur-broken/en/v2/sdks/node.mdx',
      'larkspur-broken/en/v2/sdks/python.mdx',
      'larkspur-broken/fr/v2/api-reference/evaluate.mdx',
      'larkspur-broken/snippets/rollout-chart.jsx',
    ]);
  });
});

describe('SARIF related locations', () => {
  test('a duplicate points to the first entry, in a log that stays valid SARIF 2.1.0', async () => {
    const dir = path.join(ROOT, 'fixtures/page-duplicate/fail');
    const log = toSarif(await runCheck({ dir: '.', cwd: dir, fs }));
    const validate = sarifValidator();
    expect(validate(log)).toBe(true);
    const dups = log.runs[0].results.filter((r) => r.ruleId === 'page-duplicate');
    expect(dups).toHaveLength(2);
    expect(dups.map((r) => r.relatedLocations)).toEqual([
      [
        {
          id: 1,
          physicalLocation: {
            artifactLocation: { uri: 'docs.json' },
            region: { startLine: 7, startColumn: 67, endLine: 7, endColumn: 74 },
          },
          message: { text: 'The first entry of page "intro"' },
        },
      ],
      [
        {
          id: 1,
          physicalLocation: {
            artifactLocation: { uri: 'docs.json' },
            region: { startLine: 7, startColumn: 76, endLine: 7, endColumn: 83 },
          },
          message: { text: 'The first entry of page "setup"' },
        },
      ],
    ]);
    // Findings with no other place carry none.
    expect(log.runs[0].results.filter((r) => r.ruleId !== 'page-duplicate' && r.relatedLocations)).toEqual([]);
  });
});

describe('SARIF fingerprints', () => {
  const site = (lead: string, groups: string) =>
    makeSite({
      'docs.json': `{${lead}
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#087A60" },
  "navigation": {
    "groups": [
${groups}
    ]
  }
}
`,
      'intro.mdx': '# Intro\n',
    });
  const A = '      { "group": "A", "pages": ["intro", "gone"] }';
  const B = '      { "group": "B", "pages": ["intro", "gone"] }';

  async function prints(dir: string) {
    const result = await runCheck({ dir: '.', cwd: dir, fs });
    return toSarif(result, { baseDir: dir }).runs[0].results.map((r) => ({
      id: r.partialFingerprints[FINGERPRINT_KEY],
      line: r.locations[0].physicalLocation.region.startLine,
      rule: r.ruleId,
    }));
  }

  test('stay the same when the value moves to another line; identical findings are told apart by order', async () => {
    const before = await prints(site('', `${A},\n${B}`));
    const after = await prints(site('\n\n', `${A},\n${B}`));
    expect(before.map((p) => p.rule)).toEqual(['page-not-found', 'page-duplicate', 'page-duplicate', 'page-not-found']);
    expect(after.map((p) => p.line)).toEqual(before.map((p) => p.line + 2));
    expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
    // The two missing "gone" entries have the same rule, file, message and value.
    expect(before[0].id.replace(/:\d+$/, '')).toBe(before[3].id.replace(/:\d+$/, ''));
    expect([before[0].id.slice(-2), before[3].id.slice(-2)]).toEqual([':1', ':2']);
    expect(new Set(before.map((p) => p.id)).size).toBe(4);
  });

  test('change when the value changes', async () => {
    const a = await prints(site('', A));
    const b = await prints(site('', A.replace('"gone"', '"went"')));
    expect(a[0].id).not.toBe(b[0].id);
  });
});

describe('github format and escaping', () => {
  test('escapes data and properties as @actions/core does', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%d\r\ne')).toBe('a%3Ab%2Cc%25d%0D%0Ae');
    expect(inertText('x\n::error::y ##[group]z\u001b[31m')).toBe('x\\u000a::error::y #\\u0023[group]z\\u001b[31m');
    expect(safeTerminalText('  ::warning::x')).toBe('  \\u003a:warning::x');
    expect(safeTerminalText('a ::b')).toBe('a ::b');
  });

  test('the CLI prints one workflow command per finding, relative to the working directory', async () => {
    const dir = makeSite({
      'site/docs.json':
        '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#087A60" },\n  "navigation": {\n    "groups": [\n      {\n        "group": "Guide",\n        "expanded": false,\n        "pages": ["intro", "setup.mdx"]\n      }\n    ]\n  }\n}\n',
      'site/intro.mdx': '# Intro\n',
      'site/setup.mdx': '# Setup\n',
    });
    const r = await runCli(['check', 'site', '--format', 'github'], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      [
        '::warning file=site/docs.json,line=9,endLine=9,col=9,endColumn=19,title=nav-expanded-ineffective::`expanded: false` has no effect on top-level group "Guide": top-level groups are always open and cannot be collapsed. It only applies to groups nested in another group\'s `pages`.',
        '::error file=site/docs.json,line=10,endLine=10,col=28,endColumn=39,title=page-extension::Page "setup.mdx" is written with its extension; page entries name the file without it, and the platform\'s build fails on this one. Fix: write "setup".',
        '',
      ].join('\n'),
    );
  });

  test('columns are left out of multi-line ranges', () => {
    const d: Diagnostic = {
      rule: 'nav-root-pattern',
      severity: 'warning',
      message: 'Two, roots: 100%',
      span: {
        file: '/w/docs.json',
        pointer: '/navigation',
        start: { line: 5, column: 3 },
        end: { line: 9, column: 4 },
      },
    };
    expect(workflowCommand(d, 'a,b:c/docs.json')).toBe(
      '::warning file=a%2Cb%3Ac/docs.json,line=5,endLine=9,title=nav-root-pattern::Two, roots: 100%25',
    );
    expect(annotationProperties(d, 'docs.json')).toEqual({
      title: 'nav-root-pattern',
      file: 'docs.json',
      startLine: 5,
      endLine: 9,
    });
    const one = { ...d, span: { ...d.span, end: { line: 5, column: 9 } } };
    expect(annotationProperties(one, 'docs.json')).toEqual({
      title: 'nav-root-pattern',
      file: 'docs.json',
      startLine: 5,
      endLine: 5,
      startColumn: 3,
      endColumn: 9,
    });
  });
});
