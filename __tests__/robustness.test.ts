import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MAX_FINDINGS_PER_RULE, runCheck, UsageError, type CheckResult } from '../src/engine/index.js';
import type { FileSystem } from '../src/core/fs.js';
import { MAX_TIME_MARGIN_MS } from '../src/cli/context.js';
import { main } from '../src/cli/main.js';
import { MAX_PAGE_TIMEOUT } from '../src/load/rc.js';
import { MAX_CONFIG_BYTES, MAX_CONFIG_VALUES, MAX_REFS } from '../src/load/docs.js';
import { MAX_JSON_DEPTH } from '../src/core/jnode.js';
import { MAX_YAML_ALIASES, MAX_YAML_EXPANDED_VALUES, parseYamlDoc } from '../src/load/yaml.js';
import { MAX_REF_CHAIN, shortenRefChains } from '../src/openapi/refs.js';
import { diagnosticLines, ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
});

/** A fresh folder (its real path), removed after the suite. */
function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-robust-')));
  temps.push(dir);
  return dir;
}

/** Writes files (relative path → text or bytes) under a fresh folder and returns it. */
function site(files: Record<string, string | Uint8Array>): string {
  const dir = tempDir();
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

/** docs.json with the required settings and the given `navigation` (JSON text). */
const docs = (navigation: string) =>
  `{"theme":"mint","name":"X","colors":{"primary":"#087A60"},"navigation":${navigation}}`;

const checkAt = (dir: string, fsImpl: FileSystem = fs): Promise<CheckResult> =>
  runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs: fsImpl });
const linesOf = async (dir: string) => diagnosticLines(await checkAt(dir));

/** Runs the CLI in-process with a file system of the test's choosing. */
async function cli(argv: string[], cwd: string, fsImpl: FileSystem = fs) {
  let stdout = '';
  let stderr = '';
  const status = await main(argv, {
    cwd,
    fs: fsImpl,
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    isTTY: false,
    env: {},
  });
  return { status, stdout, stderr };
}

/** A file system that fails with `code` for the given absolute paths and records every path it is asked about. */
function faultyFs(fail: Record<string, string>, touched: string[] = []): FileSystem {
  const guard = (p: string) => {
    touched.push(p);
    const code = fail[p];
    if (code) throw Object.assign(new Error(`${code}: ${p}`), { code, path: p });
  };
  return {
    readFileSync: (p, enc) => (guard(p), fs.readFileSync(p, enc)),
    readdirSync: (p, o) => (guard(p), fs.readdirSync(p, o)),
    lstatSync: (p) => (touched.push(p), fs.lstatSync(p)),
    statSync: (p) => (touched.push(p), fs.statSync(p)),
    realpathSync: (p) => (touched.push(p), fs.realpathSync(p)),
    existsSync: (p) => (touched.push(p), fs.existsSync(p)),
    openSync: (p, f) => (guard(p), fs.openSync(p, f)),
    readSync: (fd, b, o, l, pos) => fs.readSync(fd, b, o, l, pos),
    closeSync: (fd) => fs.closeSync(fd),
  };
}

describe('invalid JSON: findings where the mistakes stand, and nothing else checked in that file', () => {
  const cases: [string, string, string[]][] = [
    [
      'a trailing comma',
      '{"navigation": {"pages": ["a",]}}',
      ['docs.json:1:30 error config-invalid-json Invalid JSON: trailing comma before `]` is not allowed in JSON.'],
    ],
    [
      'a line comment',
      '{\n  // the navigation\n  "navigation": {}\n}',
      ['docs.json:2:3 error config-invalid-json Invalid JSON: comments are not allowed in JSON.'],
    ],
    [
      'a block comment',
      '{"navigation": /* x */ {}}',
      ['docs.json:1:16 error config-invalid-json Invalid JSON: comments are not allowed in JSON.'],
    ],
    [
      'a truncated file',
      '{"navigation": {"pages": ["a"',
      ['docs.json:1:30 error config-invalid-json Invalid JSON: expected `]` to close the array.'],
    ],
    ['an empty file', '', ['docs.json:1:1 error config-invalid-json Invalid JSON: the file is empty.']],
    [
      'a NUL byte in a string',
      '{"navigation": {"pages": ["a\u0000b"]}}',
      ['docs.json:1:27 error config-invalid-json Invalid JSON: control character in string must be escaped.'],
    ],
    [
      'a NUL byte between values',
      '{"navigation": {}}\u0000',
      ['docs.json:1:19 error config-invalid-json Invalid JSON: unexpected character.'],
    ],
    [
      'single quotes',
      "{'navigation': {}}",
      [
        'docs.json:1:2 error config-invalid-json Invalid JSON: unexpected character.',
        'docs.json:1:14 error config-invalid-json Invalid JSON: expected a property name in double quotes.',
        'docs.json:1:17 error config-invalid-json Invalid JSON: expected a value.',
        'docs.json:1:18 error config-invalid-json Invalid JSON: unexpected content after the end of the JSON value.',
      ],
    ],
  ];
  test.each(cases)('%s', async (_name, text, expected) => {
    expect(await linesOf(site({ 'docs.json': text }))).toEqual(expected);
  });

  test('duplicate keys: a warning on the later key, which wins', async () => {
    const dir = site({
      'docs.json': docs('{"pages": ["a"]}').replace('"name":"X"', '"name":"X","name":"Y"'),
      'a.mdx': '# A\n',
    });
    expect(await linesOf(dir)).toEqual([
      'docs.json:1:28 warning config-duplicate-key Duplicate key "name": the platform keeps only this last one and ignores the earlier one.',
    ]);
  });

  test('a byte-order mark is accepted and does not shift columns', async () => {
    const dir = site({ 'docs.json': '\uFEFF' + docs('{"pages": ["missing"]}') });
    expect(await linesOf(dir)).toEqual([
      'docs.json:1:84 error page-not-found Page "missing" has no file: looked for missing.mdx, missing.md, missing/index.mdx and missing/index.md.',
    ]);
  });

  test('CRLF line ends: lines counted once each, columns from the line start', async () => {
    const text = docs('{\r\n  "pages": [\r\n    "a",\r\n    "missing"\r\n  ]\r\n}').replace(
      /,"navigation"/,
      ',\r\n"navigation"',
    );
    const dir = site({ 'docs.json': text, 'a.mdx': '# A\n' });
    expect(await linesOf(dir)).toEqual([
      'docs.json:5:5 error page-not-found Page "missing" has no file: looked for missing.mdx, missing.md, missing/index.mdx and missing/index.md.',
    ]);
  });

  test('invalid UTF-8 is reported where the bytes stand, and the rest is still checked', async () => {
    const [head, tail] = docs('{"pages": ["a", "b@"]}').split('@');
    const dir = site({
      'docs.json': Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe]), Buffer.from(tail)]),
      'a.mdx': '# A\n',
    });
    expect(await linesOf(dir)).toEqual([
      'docs.json:1:88 error page-not-found Page "b\uFFFD\uFFFD" has no file: looked for b\uFFFD\uFFFD.mdx, b\uFFFD\uFFFD.md, b\uFFFD\uFFFD/index.mdx and b\uFFFD\uFFFD/index.md.',
      'docs.json:1:90 error config-invalid-json Invalid JSON: the file is not valid UTF-8 here: these bytes cannot be decoded, and the platform reads them as "\uFFFD".',
    ]);
  });

  test('a replacement character written on purpose is valid UTF-8 and not reported', async () => {
    const dir = site({ 'docs.json': docs('{"pages": ["a\uFFFD"]}'), 'a\uFFFD.mdx': '# A\n' });
    expect(await linesOf(dir)).toEqual([]);
  });
});

describe('wrong types at every level: a finding on the value, never an exception', () => {
  test('docs.json itself is not an object', async () => {
    for (const text of ['[]', '"docs"', '42', 'null', 'true'])
      expect(await linesOf(site({ 'docs.json': text }))).toEqual([
        'docs.json:1:1 error config-setting-invalid docs.json must hold a JSON object.',
      ]);
  });

  test('settings and navigation of the wrong type', async () => {
    const dir = site({
      'docs.json':
        '{"theme":1,"name":[],"colors":"red","navigation":5,"styling":[],"api":{"playground":1},"interaction":"x"}',
    });
    expect(await linesOf(dir)).toEqual([
      'docs.json:1:10 error config-setting-invalid `theme` must be a string, not the number 1.',
      'docs.json:1:19 error config-setting-invalid `name` must be a non-empty string, not an array.',
      'docs.json:1:31 error config-setting-invalid `colors` must be an object, not the string "red".',
      'docs.json:1:50 error nav-root-pattern `navigation` must be an object, not the number 5.',
      'docs.json:1:62 error config-setting-invalid `styling` must be an object, not an array.',
      'docs.json:1:85 error config-setting-invalid `api.playground` must be an object, not the number 1.',
      'docs.json:1:102 error config-setting-invalid `interaction` must be an object, not the string "x".',
    ]);
  });

  test('elements, labels, entries and nested groups of the wrong type', async () => {
    const dir = site({
      'docs.json': docs(
        '{"tabs":[1,"x",null,{"tab":null,"groups":"x"},{"tab":"T","groups":[{"group":5,"pages":[1,null,[],{"group":{}}]}]}]}',
      ),
    });
    expect(await linesOf(dir)).toEqual([
      'docs.json:1:81 error nav-field-type The navigation root: `tabs[0]` must be an object, not the number 1.',
      'docs.json:1:83 error nav-field-type The navigation root: `tabs[1]` must be an object, not the string "x".',
      'docs.json:1:87 error nav-field-type The navigation root: `tabs[2]` must be an object, not null.',
      'docs.json:1:99 error nav-field-type Tab: `tab` must be a string, not null.',
      'docs.json:1:113 error nav-field-type Tab: `groups` must be a non-empty array of objects, not the string "x".',
      'docs.json:1:148 error nav-field-type Group: `group` must be a string, not the number 5.',
      'docs.json:1:159 error nav-field-type Group: `pages[0]` must be a page path (a non-empty string) or a group object, not the number 1.',
      'docs.json:1:161 error nav-field-type Group: `pages[1]` must be a page path (a non-empty string) or a group object, not null.',
      'docs.json:1:166 error nav-field-type Group: `pages[2]` must be a page path (a non-empty string) or a group object, not an array.',
      'docs.json:1:178 error nav-field-type Group: `group` must be a string, not an object.',
    ]);
  });

  test('page metadata, an OpenAPI document and .navlintrc.json of the wrong type', async () => {
    const dir = site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"openapi.json","pages":["page","GET /x"]}]}'),
      'page.mdx': '---\ntitle: [1, 2]\nopenapi: 5\n---\n# Page\n',
      'openapi.json':
        '{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {"/x": {"get": "nothing"}}}',
      '.navlintrc.json': '{"rules": [], "ignore": "docs"}',
    });
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    expect(diagnosticLines(r)).toEqual([
      '.navlintrc.json:1:11 error navlintrc-invalid `rules` must be an object mapping rule ids to "off", "notice", "warning" or "error".',
      '.navlintrc.json:1:25 error navlintrc-invalid `ignore` must be an array of glob patterns and objects.',
      'docs.json:1:139 error operation-not-found "GET /x" matches no operation in openapi.json, and no page file has that path.',
      'openapi.json:1:86 error openapi-invalid Expected type `Operation` (object) but got `string`; found "nothing". (at /paths/~1x/get)',
      "page.mdx:3:10 error frontmatter-invalid Invalid frontmatter: `openapi` is the number 5, but the platform's build takes one string (`[file] METHOD /path`) and fails on anything else: bind the page to one endpoint.",
    ]);
  });
});

describe('depth: 100,000 levels never reach the call stack', () => {
  const deepNav = (levels: number, inner = '"a"') =>
    '{"group":"g","pages":['.repeat(levels) + inner + ']}'.repeat(levels);

  test(`docs.json nested 100,000 levels stops at level ${MAX_JSON_DEPTH + 1}`, async () => {
    const dir = site({ 'docs.json': docs(`{"groups":[${deepNav(100_000)}]}`) });
    expect(await linesOf(dir)).toEqual([
      `docs.json:1:2876 error config-invalid-json JSON nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this file here.`,
    ]);
  });

  test('nesting up to the limit is checked as usual', async () => {
    const dir = site({ 'docs.json': docs(`{"groups":[${deepNav(125, '"missing"')}]}`) });
    const lines = await linesOf(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^docs\.json:1:2833 error page-not-found Page "missing" has no file/);
  });

  test('$ref files that each stay under the limit cannot add up past it', async () => {
    const files: Record<string, string> = { 'docs.json': docs('{"groups":[{"$ref":"f0.json"}]}') };
    for (let i = 0; i < 300; i++) files[`f${i}.json`] = deepNav(100, i < 299 ? `{"$ref":"f${i + 1}.json"}` : '"a"');
    const dir = site(files);
    expect(await linesOf(dir)).toEqual([
      `f0.json:1:2209 error config-ref-unresolved \`$ref\` "f1.json" nests docs.json more than ${MAX_JSON_DEPTH} levels deep, counting the levels of the files it includes.`,
    ]);
  });

  test('YAML nested 100,000 levels (flow and block), in a spec and in page metadata', async () => {
    const dir = site({
      'docs.json': docs(
        '{"groups":[{"group":"A","openapi":"flow.yaml","pages":["page"]},{"group":"B","openapi":"block.yaml"}]}',
      ),
      'flow.yaml':
        'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\nx-deep: ' +
        '['.repeat(100_000) +
        ']'.repeat(100_000) +
        '\n',
      'block.yaml':
        'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\nx-deep:\n' +
        Array.from({ length: 300 }, (_, i) => ' '.repeat(i + 1) + '-\n').join(''),
      'page.mdx': '---\ntitle: Deep\nx: ' + '['.repeat(50_000) + ']'.repeat(50_000) + '\n---\n# Page\n',
    });
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    expect(diagnosticLines(r)).toEqual([
      `block.yaml:260:257 error openapi-invalid YAML nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this document.`,
      `flow.yaml:4:265 error openapi-invalid YAML nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this document.`,
      `page.mdx:3:260 error frontmatter-invalid Invalid frontmatter: YAML nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this document.`,
    ]);
  });
});

describe('size: huge files are read within bounds or refused with one finding', () => {
  test('a 50 MB docs.json is checked in full', async () => {
    const long = 'x'.repeat(1000);
    const groups = Array.from({ length: 25_000 }, (_, i) => ({
      group: `G${i}`,
      description: long,
      icon: long,
      pages: ['intro'],
    }));
    const dir = site({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'X', colors: { primary: '#087A60' }, navigation: { groups } }),
      'intro.mdx': '# Intro\n',
    });
    expect(fs.statSync(path.join(dir, 'docs.json')).size).toBeGreaterThan(50 * 1000 * 1000);
    const r = await checkAt(dir);
    // Each group carries `description`, which groups do not have, an icon no library has, and lists the same page:
    // 74,999 findings in all, listed up to the limit per rule.
    expect(r.summary).toEqual({ errors: 0, warnings: 3 * (MAX_FINDINGS_PER_RULE + 1), notices: 0 });
    expect(r.diagnostics.filter((d) => d.message.includes('not listed')).map((d) => d.message)).toEqual([
      `15000 more findings of nav-unknown-field are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.`,
      `14999 more findings of page-duplicate are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.`,
      `15000 more findings of icon-unknown are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.`,
    ]);
  });

  test(`docs.json over ${MAX_CONFIG_BYTES / 1024 / 1024} MiB is not read`, async () => {
    const dir = site({ 'docs.json': '' });
    fs.truncateSync(path.join(dir, 'docs.json'), MAX_CONFIG_BYTES + 1);
    expect(await linesOf(dir)).toEqual([
      `docs.json:1:1 error config-invalid-json docs.json is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB (64.0 MiB); navlint does not read it.`,
    ]);
  });

  test(`docs.json with more than ${MAX_CONFIG_VALUES} values is refused in one finding`, async () => {
    const pages = Array.from({ length: MAX_CONFIG_VALUES }, (_, i) => `p${i}`);
    const dir = site({ 'docs.json': docs(JSON.stringify({ pages })) });
    expect(await linesOf(dir)).toEqual([
      `docs.json:1:1 error config-invalid-json docs.json holds more than ${MAX_CONFIG_VALUES} values; navlint does not check a file this large.`,
    ]);
  });

  test('one $ref file included many times stops at the value limit, at the $ref that reaches it', async () => {
    const big = JSON.stringify({ group: 'G', pages: Array.from({ length: 50_000 }, (_, i) => `p${i}`) });
    const refs = Array.from({ length: 1500 }, () => '{"$ref":"big.json"}').join(',');
    const dir = site({ 'docs.json': docs(`{"groups":[${refs}]}`), 'big.json': big });
    const r = await checkAt(dir);
    const refIssues = diagnosticLines(r).filter((l) => l.includes('config-ref-unresolved'));
    expect(refIssues).toEqual([
      `docs.json:1:271 error config-ref-unresolved \`$ref\` "big.json" makes docs.json hold more than ${MAX_CONFIG_VALUES} values with the files it includes; navlint stops resolving \`$ref\` here.`,
    ]);
    expect(r.diagnostics.filter((d) => d.rule === 'page-not-found')).toHaveLength(MAX_FINDINGS_PER_RULE + 1);
    expect(r.diagnostics.find((d) => d.rule === 'page-not-found' && d.message.includes('not listed'))?.message).toBe(
      `${9 * 50_000 - MAX_FINDINGS_PER_RULE} more findings of page-not-found are not listed: navlint lists at most ${MAX_FINDINGS_PER_RULE} per rule.`,
    );
  });

  test('100,000 pages, each with a file', async () => {
    const files: Record<string, string> = {};
    const pages = Array.from({ length: 100_000 }, (_, i) => `p${Math.floor(i / 1000)}/page-${i}`);
    for (const p of pages) files[`${p}.mdx`] = '# Page\n';
    const groups = Array.from({ length: 100 }, (_, g) => ({
      group: `G${g}`,
      pages: pages.slice(g * 1000, (g + 1) * 1000),
    }));
    files['docs.json'] = JSON.stringify({
      theme: 'mint',
      name: 'X',
      colors: { primary: '#087A60' },
      navigation: { groups: [...groups, { group: 'Missing', pages: ['p0/page-x'] }] },
    });
    const r = await checkAt(site(files));
    expect(r.checked).toBe('docs.json (100001 navigation entries, 100000 page files, 0 OpenAPI documents)');
    expect(diagnosticLines(r)).toEqual([
      'docs.json:1:1681591 error page-not-found Page "p0/page-x" has no file: looked for p0/page-x.mdx, p0/page-x.md, p0/page-x/index.mdx and p0/page-x/index.md. Did you mean "p0/page-0"?',
    ]);
  });
});

describe('__proto__ and constructor keys are plain keys everywhere', () => {
  test('in docs.json, .navlintrc.json, page metadata and OpenAPI paths', async () => {
    const dir = site({
      'docs.json': docs(
        '{"__proto__":{"polluted":1},"constructor":1,"groups":[{"group":"G","pages":["constructor","__proto__"],"__proto__":{"x":1},"constructor":"y","toString":1}]}',
      ).replace('"theme"', '"__proto__":{"polluted":1},"theme"'),
      '.navlintrc.json': '{"rules": {"__proto__": "off", "constructor": "error"}}',
      'constructor.mdx': '---\n__proto__: {polluted: 1}\nconstructor: 1\nopenapi: GET /__proto__\n---\n# C\n',
      '__proto__.mdx': '# P\n',
      'openapi.yaml':
        'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /__proto__:\n    get: {responses: {"200": {description: ok}}}\n  /constructor:\n    get: {responses: {"200": {description: ok}}}\n',
    });
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(diagnosticLines(r)).toEqual([
      '.navlintrc.json:1:12 error navlintrc-invalid Unknown rule "__proto__".',
      '.navlintrc.json:1:32 error navlintrc-invalid Unknown rule "constructor".',
      'docs.json:1:100 warning nav-unknown-field `__proto__` is not a field of `navigation`; the platform ignores it.',
      'docs.json:1:127 warning nav-unknown-field `constructor` is not a field of `navigation`; the platform ignores it.',
      'docs.json:1:202 warning nav-unknown-field `__proto__` is not a field of group "G"; the platform ignores it.',
      'docs.json:1:222 warning nav-unknown-field `constructor` is not a field of group "G"; the platform ignores it.',
      'docs.json:1:240 warning nav-unknown-field `toString` is not a field of group "G"; the platform ignores it.',
    ]);
    // The page bound to `GET /__proto__` found that operation: keys are data, not properties of a prototype.
    expect(r.model.openapi!.bindings.map((b) => [b.file, b.status, b.op?.path])).toEqual([
      ['constructor.mdx', 'matched', '/__proto__'],
    ]);
  });
});

describe('$ref cycles and chains', () => {
  test('a cycle through three files is reported once, on the $ref that closes it', async () => {
    const dir = site({
      'docs.json': docs('{"$ref":"a.json"}'),
      'a.json': '{"$ref":"b.json"}',
      'b.json': '{"$ref":"c.json"}',
      'c.json': '{\n  "$ref": "a.json"\n}',
    });
    expect(await linesOf(dir)).toEqual([
      'c.json:2:11 error config-ref-unresolved `$ref` "a.json" forms a cycle: a.json → b.json → c.json → a.json.',
    ]);
  });

  test('a part of a file that includes itself is a cycle', async () => {
    const dir = site({
      'docs.json': docs('{"$ref":"parts.json#/nav"}'),
      'parts.json': '{"nav": {"groups": [{"$ref": "#/nav"}]}}',
    });
    expect(await linesOf(dir)).toEqual([
      'parts.json:1:30 error config-ref-unresolved `$ref` "#/nav" forms a cycle: parts.json#/nav → parts.json#/nav.',
    ]);
  });

  test(`a chain of ${MAX_REFS + 100} files stops after ${MAX_REFS} $ref objects`, async () => {
    const files: Record<string, string> = { 'docs.json': docs('{"$ref":"c/0.json"}') };
    for (let i = 0; i < MAX_REFS + 100; i++) files[`c/${i}.json`] = `{"$ref":"${i + 1}.json"}`;
    files[`c/${MAX_REFS + 100}.json`] = '{"pages": []}';
    expect(await linesOf(site(files))).toEqual([
      `c/${MAX_REFS - 1}.json:1:9 error config-ref-unresolved More than ${MAX_REFS} \`$ref\` objects; navlint stops resolving them here.`,
    ]);
  });
});

describe('OpenAPI $ref cycles and YAML alias bombs', () => {
  test('a recursive schema is valid; path items that refer to each other are reported', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/a': { $ref: '#/paths/~1b' },
        '/b': { $ref: '#/paths/~1a' },
        '/tree': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
          },
        },
      },
    };
    const dir = site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"openapi.json","pages":["GET /tree"]}]}'),
      'openapi.json': JSON.stringify(spec, null, 2),
    });
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    expect(diagnosticLines(r)).toEqual([
      'openapi.json:1:1 error openapi-invalid The document does not parse: Self-referencing circular pointer.',
    ]);
  });

  /** A document whose one operation answers with schema `S0`, and the document's schemas. */
  const chainDoc = (schemas: Record<string, unknown>) => ({
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: {
      '/x': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  });
  /** A site of that document. */
  const chainSite = (schemas: Record<string, unknown>) =>
    site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"openapi.json","pages":["GET /x"]}]}'),
      'openapi.json': JSON.stringify(chainDoc(schemas), null, 1),
    });
  const chain = (length: number, end: unknown, extra: Record<string, unknown> = {}) => {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < length; i++) schemas[`S${i}`] = { $ref: `#/components/schemas/S${i + 1}`, ...extra };
    schemas[`S${length}`] = end;
    return schemas;
  };

  test('a $ref chain 20,000 long is followed once per $ref: the problem at its end is reported there', async () => {
    const end = { type: 'object', properties: { a: { type: 'strin' } } };
    const dir = chainSite(chain(20000, end));
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    expect(diagnosticLines(r)).toEqual([
      expect.stringMatching(
        /^openapi\.json:\d+:\d+ error openapi-invalid `type` can be one of the following only: .*; found "strin"\. \(at \/components\/schemas\/S20000\/properties\/a\/type\)$/,
      ),
    ]);
    // Counted, not timed: shortening the chain follows each `$ref` a few times, so twice the chain is twice the
    // hops; after it every `$ref` names the chain's last one, so that the validator reaches the end in two hops.
    const hops = (length: number) => {
      const doc = chainDoc(chain(length, end));
      const work = { hops: 0 };
      expect(shortenRefChains(doc, work)).toBeUndefined();
      const last = `#/components/schemas/S${length - 1}`;
      const names = Object.entries(doc.components.schemas).map(([k, v]) => [k, (v as { $ref?: string }).$ref]);
      expect(names.filter(([, ref]) => ref !== last)).toEqual([
        [`S${length - 1}`, `#/components/schemas/S${length}`],
        [`S${length}`, undefined],
      ]);
      return work.hops;
    };
    expect(hops(20000)).toBeLessThanOrEqual(3 * 20001);
    expect(hops(40000)).toBeLessThanOrEqual(3 * 40001);
  });

  test("a chain that ends nowhere reads as it did; a short cycle is the validator's finding, a long one ours", async () => {
    const LONG = `openapi.json:15:19 error openapi-invalid A chain of more than ${MAX_REF_CHAIN} \`$ref\`s, each naming the next, starts here (or a cycle of them); navlint does not validate the rest of this document. (at /paths/~1x/get/responses/200/content/application~1json/schema)`;
    expect(
      diagnosticLines(await runCheck({ dir: '.', presets: ['strict'], cwd: chainSite(chain(500, undefined)), fs })),
    ).toEqual([]);
    const cycle = (length: number) => chain(length, { $ref: '#/components/schemas/S0' });
    expect(diagnosticLines(await runCheck({ dir: '.', presets: ['strict'], cwd: chainSite(cycle(3)), fs }))).toEqual([
      'openapi.json:1:1 error openapi-invalid The document does not parse: Self-referencing circular pointer.',
    ]);
    expect(diagnosticLines(await runCheck({ dir: '.', presets: ['strict'], cwd: chainSite(cycle(300)), fs }))).toEqual([
      LONG,
    ]);
  });

  test('a chain of $refs with other keys beside them, longer than the validator follows, is one finding at its start', async () => {
    const dir = chainSite(chain(150, { type: 'string' }, { description: 'd' }));
    expect(diagnosticLines(await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs }))).toEqual([
      `openapi.json:15:19 error openapi-invalid A chain of more than ${MAX_REF_CHAIN} \`$ref\`s, each naming the next, starts here (or a cycle of them); navlint does not validate the rest of this document. (at /paths/~1x/get/responses/200/content/application~1json/schema)`,
    ]);
  });

  test('a structural problem under a path with a lone `%` is placed, not thrown', async () => {
    const dir = site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"openapi.json"}]}'),
      'openapi.json': '{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {"/100%": {"get": "x"}}}',
    });
    expect(diagnosticLines(await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs }))).toEqual([
      'docs.json:1:108 warning openapi-no-pages Group "API" sets `openapi` to openapi.json, but no page is generated: the document has no operations.',
      'openapi.json:1:89 error openapi-invalid Expected type `Operation` (object) but got `string`; found "x". (at /paths/~1100%/get)',
    ]);
  });

  /** Nine aliases a level: `x-a: &a [1, …, 9]`, `x-b: &b [*a, …, *a]`, …; `levels` levels expand to about 9^levels values. */
  const bomb = (levels: number, prefix = 'x-') =>
    Array.from({ length: levels }, (_, i) => {
      const name = String.fromCharCode(97 + i);
      const items = i === 0 ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : Array(9).fill(`*${String.fromCharCode(96 + i)}`);
      return `${prefix}${name}: &${name} [${items.join(',')}]`;
    });
  const SPEC_HEAD = [
    'openapi: 3.0.3',
    'info: {title: T, version: "1"}',
    'paths:',
    '  /x:',
    '    get: {summary: X, responses: {"200": {description: ok}}}',
  ];
  // Values: 12 before the bomb, 10 in `x-a`, and each level after it 1 + 9 times the one before (`x-f`: 597,871).
  // With `x-f` the document holds 672,615 values; the first `*f` of `x-g` brings it to 1,270,487.
  const BOMB_SPEC = `bomb.yaml:12:10 error openapi-invalid YAML aliases expand this document to more than ${MAX_YAML_EXPANDED_VALUES} values (an alias bomb); navlint stops reading it here.`;
  const bombSite = () =>
    site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"bomb.yaml","pages":["GET /x","page"]}]}'),
      'bomb.yaml': [...SPEC_HEAD, ...bomb(12)].join('\n') + '\n',
      'page.mdx': ['---', 'title: Bomb', ...bomb(12, ''), '---', '# Page'].join('\n') + '\n',
    });

  test(`a twelve-level alias bomb in a spec and in frontmatter: one finding at the alias past ${MAX_YAML_EXPANDED_VALUES} values, at once`, async () => {
    const dir = bombSite();
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    const expected = [
      BOMB_SPEC,
      `page.mdx:9:8 error frontmatter-invalid Invalid frontmatter: YAML aliases expand this document to more than ${MAX_YAML_EXPANDED_VALUES} values (an alias bomb); navlint stops reading it here.`,
    ];
    expect(diagnosticLines(r)).toEqual(expected);
    // Nothing past the parser sees the document: no operation, no tree to walk.
    const spec = r.model.openapi!.store.all()[0];
    expect([spec.root, spec.operations, spec.externalRefs]).toEqual([undefined, [], []]);
    expect(diagnosticLines(await checkAt(dir))).toEqual(expected);
    const one = await cli(['openapi-check', 'bomb.yaml'], dir);
    expect(one.status).toBe(1);
    expect(one.stdout).toContain('bomb.yaml\n  12:10  error    YAML aliases expand this document to more than');
    // Counted, not timed: each node and alias is met once, up to the alias past the bound: the 12 values before
    // the bomb, 10 of `x-a`, 10 of each of `x-b` to `x-f`, then the list of `x-g` and its first alias.
    const read = (file: string) => parseYamlDoc(file, fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(read('bomb.yaml')).toMatchObject({ errors: [{ limit: true }], converted: 12 + 10 + 5 * 10 + 2 });
    // The frontmatter: its title, then the same.
    const frontmatter = fs.readFileSync(path.join(dir, 'page.mdx'), 'utf8').split('---\n')[1];
    expect(parseYamlDoc('page.mdx', frontmatter)).toMatchObject({
      errors: [{ limit: true }],
      converted: 2 + 10 + 5 * 10 + 2,
    });
  });

  test('the CLI: check and openapi-check give the alias bomb finding', async () => {
    const dir = bombSite();
    const checked = await runCli(['check', '.', '--format', 'json'], { cwd: dir });
    expect(checked.status).toBe(1);
    const report = JSON.parse(checked.stdout) as {
      diagnostics: { rule: string; line: number; column: number; file: string }[];
    };
    expect(report.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual([
      'bomb.yaml:12:10 openapi-invalid',
      'page.mdx:9:8 frontmatter-invalid',
    ]);
    const one = await runCli(['openapi-check', 'bomb.yaml'], { cwd: dir });
    expect(one.status).toBe(1);
    expect(one.stdout).toContain('bomb.yaml\n  12:10  error    YAML aliases expand this document to more than');
  });

  test('a document just under the bound is read and validated as usual', async () => {
    // Six levels: 672,615 values, every one of them walked by the validator.
    const dir = site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"six.yaml","pages":["GET /x"]}]}'),
      'six.yaml': [...SPEC_HEAD, ...bomb(6)].join('\n') + '\n',
    });
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    expect(diagnosticLines(r)).toEqual([]);
    expect(r.model.openapi!.store.all()[0].operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /x']);
  });

  test('an alias inside the node it names expands without end: a finding at the alias', async () => {
    const dir = site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"loop.yaml","pages":["page"]}]}'),
      'loop.yaml': 'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\nx-loop: &loop {next: *loop}\n',
      'page.mdx': '---\ntitle: Loop\nlist: &l [1, [2, *l]]\n---\n',
    });
    expect(diagnosticLines(await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs }))).toEqual([
      'loop.yaml:4:22 error openapi-invalid The YAML alias *loop stands inside the node it names, so the document expands without end; navlint stops reading it here.',
      'page.mdx:3:18 error frontmatter-invalid Invalid frontmatter: the YAML alias *l stands inside the node it names, so the document expands without end; navlint stops reading it here.',
    ]);
  });

  test('frontmatter that js-yaml reads more leniently is still refused when it holds an alias bomb', async () => {
    // The unindented quoted description is accepted (js-yaml 3 reads it); the bomb beside it is not.
    const lenient = ['---', 'title: Lenient', 'description: "one', 'two"', '---'].join('\n') + '\n';
    const bombed = ['---', 'title: Lenient', 'description: "one', 'two"', ...bomb(12, ''), '---'].join('\n') + '\n';
    const dir = site({
      'docs.json': docs('{"pages":["lenient","bombed"]}'),
      'lenient.mdx': lenient,
      'bombed.mdx': bombed,
    });
    expect(await linesOf(dir)).toEqual([
      `bombed.mdx:11:8 error frontmatter-invalid Invalid frontmatter: YAML aliases expand this document to more than ${MAX_YAML_EXPANDED_VALUES} values (an alias bomb); navlint stops reading it here.`,
    ]);
  });

  test(`more than ${MAX_YAML_ALIASES} aliases are refused at the alias past the limit`, async () => {
    // Aliases of one scalar expand to no more values than they are: only their number is bounded.
    const lines = ['openapi: 3.0.3', 'info: {title: T, version: "1"}', 'paths: {}', 'x-one: &one x', 'x-many:'];
    for (let i = 0; i <= MAX_YAML_ALIASES; i++) lines.push('  - *one');
    const dir = site({
      'docs.json': docs('{"groups":[{"group":"API","openapi":"many.yaml"}]}'),
      'many.yaml': lines.join('\n') + '\n',
    });
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs });
    expect(diagnosticLines(r)).toEqual([
      `many.yaml:${6 + MAX_YAML_ALIASES}:5 error openapi-invalid More than ${MAX_YAML_ALIASES} YAML aliases; navlint stops reading this document.`,
    ]);
    // Counted, not timed: the six values of the head, `x-one` and the list, then each alias once, to the one past
    // the limit.
    const parsed = parseYamlDoc('many.yaml', lines.join('\n') + '\n');
    expect(parsed.converted).toBe(6 + 2 + MAX_YAML_ALIASES + 1);
  });
});

describe('remote references are never fetched unless asked', () => {
  let server: http.Server;
  let base = '';
  const requests: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/yaml' });
      res.end(
        'openapi: 3.0.3\ninfo: {title: Remote, version: "1"}\npaths:\n  /r:\n    get: {responses: {"200": {$ref: "' +
          base +
          '/deeper.yaml"}}}\n',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
  });

  const remoteSite = () =>
    site({
      'docs.json': docs(
        `{"groups":[{"group":"Local","openapi":"local.yaml","pages":["GET /x"]},{"group":"Remote","openapi":"${base}/spec.yaml"}]}`,
      ),
      'local.yaml': `openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /x:\n    get:\n      parameters: [{$ref: "${base}/param.yaml"}]\n      responses: {"200": {$ref: "other.yaml#/Ok"}}\n`,
    });

  test('without --fetch-remote: no request at all; external $refs are findings', async () => {
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: remoteSite(), fs });
    expect(requests).toEqual([]);
    expect(diagnosticLines(r).map((l) => l.replace(base, 'BASE'))).toEqual([
      'docs.json:1:171 notice openapi-remote OpenAPI document "BASE/spec.yaml" is remote and was not fetched; its operations were not checked. Fetch it with --fetch-remote (in the action: `fetch-remote: true`) to check it.',
      'local.yaml:6:27 error openapi-invalid External $ref "BASE/param.yaml": the platform rejects OpenAPI documents whose references point into other files ("External $ref references are not allowed").',
      'local.yaml:7:33 error openapi-invalid External $ref "other.yaml#/Ok": the platform rejects OpenAPI documents whose references point into other files ("External $ref references are not allowed").',
    ]);
  });

  test('with --fetch-remote: only the document named in navigation is fetched, never a $ref inside a spec', async () => {
    await runCheck({
      dir: '.',
      presets: ['strict'],
      cwd: remoteSite(),
      fs,
      fetchRemote: true,
      allowPrivateHosts: true,
    });
    expect(requests).toEqual(['/spec.yaml']);
  });
});

describe('paths: nothing outside the docs root is read', () => {
  /** A docs root with a sibling folder holding secrets, and links that point at it. */
  function trickySite(): { root: string; outside: string } {
    const outer = tempDir();
    const root = path.join(outer, 'site');
    const outside = path.join(outer, 'outside');
    fs.mkdirSync(path.join(outside, 'dir'), { recursive: true });
    fs.writeFileSync(path.join(outside, 'secret.mdx'), '---\nopenapi: GET /secret\n---\n# Secret\n');
    fs.writeFileSync(path.join(outside, 'dir/page.mdx'), '# Outside\n');
    fs.writeFileSync(path.join(outside, 'nav.json'), '{"pages": ["stolen"]}');
    fs.mkdirSync(path.join(root, 'intro.mdx'), { recursive: true });
    fs.writeFileSync(path.join(root, 'intro.mdx/index.md'), '# A folder named like a page\n');
    fs.writeFileSync(path.join(root, 'real.mdx'), '# Real\n');
    fs.writeFileSync(path.join(root, 'cafe\u0301.mdx'), '# NFD\n');
    fs.writeFileSync(path.join(root, 'caf%C3%A9.mdx'), '# Encoded\n');
    fs.symlinkSync(path.join(outside, 'secret.mdx'), path.join(root, 'leak.mdx'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(root, 'leakdir'));
    fs.symlinkSync(path.join(outside, 'nav.json'), path.join(root, 'nav.json'));
    fs.symlinkSync('loop-b.mdx', path.join(root, 'loop-a.mdx'));
    fs.symlinkSync('loop-a.mdx', path.join(root, 'loop-b.mdx'));
    fs.symlinkSync('.', path.join(root, 'self'));
    fs.symlinkSync('/etc/hostname', path.join(root, 'host.mdx'));
    const entries = [
      'leak',
      'leakdir/page',
      'loop-a',
      'self/real',
      'host',
      'intro',
      '../outside/secret',
      '/etc/passwd',
      'a/../../outside/secret',
      '\\..\\outside\\secret',
      'café',
      'caf%C3%A9',
      'caf%c3%a9',
      '%2e%2e/outside/secret',
      'real\u0000',
      're\u200bal',
      'ｒｅａｌ',
      'C:\\Windows\\win',
      'file:///etc/passwd',
    ];
    fs.writeFileSync(
      path.join(root, 'docs.json'),
      docs(JSON.stringify({ groups: [{ group: 'G', pages: entries }, { $ref: 'nav.json' }] })),
    );
    return { root, outside };
  }

  test('links out of the root, loops, `..`, absolute paths, encodings and look-alikes', async () => {
    const { root } = trickySite();
    const touched: string[] = [];
    const r = await checkAt(root, faultyFs({}, touched));
    expect(touched.filter((p) => p !== root && !p.startsWith(root + path.sep))).toEqual([]);
    expect(diagnosticLines(r)).toEqual([
      'docs.json:1:105 error page-outside-root Page "leak" is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.',
      'docs.json:1:112 error page-outside-root Page "leakdir/page" is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.',
      'docs.json:1:127 error page-not-found Page "loop-a" has no file: looked for loop-a.mdx, loop-a.md, loop-a/index.mdx and loop-a/index.md.',
      'docs.json:1:136 error page-not-found Page "self/real" has no file: looked for self/real.mdx, self/real.md, self/real/index.mdx and self/real/index.md.',
      'docs.json:1:148 error page-outside-root Page "host" is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.',
      'docs.json:1:155 error page-not-found Page "intro" has no file: looked for intro.mdx, intro.md, intro/index.mdx and intro/index.md. Did you mean "intro.mdx"?',
      'docs.json:1:163 error page-outside-root Page "../outside/secret" is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.',
      'docs.json:1:183 error page-not-found Page "/etc/passwd" has no file: looked for etc/passwd.mdx, etc/passwd.md, etc/passwd/index.mdx and etc/passwd/index.md.',
      'docs.json:1:197 warning page-duplicate Page "a/../../outside/secret" is listed twice (first at line 1, column 163); readers see it in two places and the sidebar highlights only one.',
      'docs.json:1:197 error page-outside-root Page "a/../../outside/secret" is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.',
      'docs.json:1:222 warning page-duplicate Page "\\\\..\\\\outside\\\\secret" is listed twice (first at line 1, column 163); readers see it in two places and the sidebar highlights only one.',
      'docs.json:1:222 error page-outside-root Page "\\\\..\\\\outside\\\\secret" is outside the docs root; the platform only publishes files inside it, and navlint does not read outside it.',
      'docs.json:1:246 error page-not-found Page "caf\u00e9" has no file: looked for caf\u00e9.mdx, caf\u00e9.md, caf\u00e9/index.mdx and caf\u00e9/index.md. Did you mean "cafe\u0301"?',
      'docs.json:1:265 error page-not-found Page "caf%c3%a9" has no file: looked for caf%c3%a9.mdx, caf%c3%a9.md, caf%c3%a9/index.mdx and caf%c3%a9/index.md. Did you mean "caf%C3%A9"?',
      'docs.json:1:277 error page-not-found Page "%2e%2e/outside/secret" has no file: looked for %2e%2e/outside/secret.mdx, %2e%2e/outside/secret.md, %2e%2e/outside/secret/index.mdx and %2e%2e/outside/secret/index.md.',
      'docs.json:1:301 error page-not-found Page "real\\u0000" has no file: looked for real\u0000.mdx, real\u0000.md, real\u0000/index.mdx and real\u0000/index.md. Did you mean "real"?',
      'docs.json:1:314 error page-not-found Page "re\u200bal" has no file: looked for re\u200bal.mdx, re\u200bal.md, re\u200bal/index.mdx and re\u200bal/index.md. Did you mean "real"?',
      'docs.json:1:322 error page-not-found Page "\uff52\uff45\uff41\uff4c" has no file: looked for \uff52\uff45\uff41\uff4c.mdx, \uff52\uff45\uff41\uff4c.md, \uff52\uff45\uff41\uff4c/index.mdx and \uff52\uff45\uff41\uff4c/index.md.',
      'docs.json:1:329 error page-not-found Page "C:\\\\Windows\\\\win" has no file: looked for C:/Windows/win.mdx, C:/Windows/win.md, C:/Windows/win/index.mdx and C:/Windows/win/index.md.',
      'docs.json:1:348 error page-not-found Page "file:///etc/passwd" has no file: looked for file:/etc/passwd.mdx, file:/etc/passwd.md, file:/etc/passwd/index.mdx and file:/etc/passwd/index.md.',
      'docs.json:1:379 error config-ref-unresolved `$ref` "nav.json" is a link that leads outside the docs root.',
      'intro.mdx/index.md:1:1 notice page-unreachable intro.mdx/index.md is a page (the platform publishes it at /intro.mdx), but no navigation lists it and no page links to it: readers reach it only by its URL. List it, link to it, or remove it (or add it to .mintignore) if it is left over.',
    ]);
  });
});

describe('docs.json and .navlintrc.json linked out of the root are not read', () => {
  test('their targets never reach a report (a link to /proc/self/environ would print the environment)', async () => {
    const secrets = site({ 'env.json': 'SECRET_TOKEN=abc123\n', 'rc.json': 'SECRET_TOKEN=abc123\n' });
    const linked = tempDir();
    fs.symlinkSync(path.join(secrets, 'env.json'), path.join(linked, 'docs.json'));
    expect(await linesOf(linked)).toEqual([
      'docs.json:1:1 error config-invalid-json docs.json is a link that leads outside the docs root; navlint does not read it.',
    ]);
    const withRc = site({ 'docs.json': docs('{"pages": ["a"]}'), 'a.mdx': '# A\n' });
    fs.symlinkSync(path.join(secrets, 'rc.json'), path.join(withRc, '.navlintrc.json'));
    expect(await linesOf(withRc)).toEqual([
      '.navlintrc.json:1:1 error navlintrc-invalid .navlintrc.json is a link that leads outside the docs root; navlint does not read it.',
    ]);
    for (const dir of [linked, withRc]) {
      const out = await cli(['check', '.'], dir);
      expect(out.status).toBe(1);
      expect(out.stdout).not.toContain('SECRET_TOKEN');
    }
  });

  test(`.navlintrc.json over ${MAX_CONFIG_BYTES / 1024 / 1024} MiB is not read`, async () => {
    const dir = site({ 'docs.json': docs('{"pages": ["a"]}'), 'a.mdx': '# A\n', '.navlintrc.json': '' });
    fs.truncateSync(path.join(dir, '.navlintrc.json'), MAX_CONFIG_BYTES + 1);
    expect(await linesOf(dir)).toEqual([
      `.navlintrc.json:1:1 error navlintrc-invalid .navlintrc.json is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB; navlint does not read it.`,
    ]);
  });
});

describe('time limits: --max-time and pageTimeout', () => {
  test('--max-time takes a number of seconds above 0; anything else is a usage error', async () => {
    const dir = site({ 'docs.json': docs('{"pages": ["a"]}'), 'a.mdx': '# A\n' });
    for (const bad of ['abc', '0', '10m', ''])
      expect(await cli(['check', '--max-time', bad], dir)).toMatchObject({
        status: 2,
        stderr: `navlint: --max-time must be a number of seconds above 0, not "${bad}"\n`,
      });
  });

  test('with --max-time, a watchdog is set for the limit and a margin, and a check in time says nothing more', async () => {
    const dir = site({ 'docs.json': docs('{"pages": ["a"]}'), 'a.mdx': '# A\n' });
    const set: [number, string][] = [];
    let stdout = '';
    const status = await main(['check', '--max-time', '30', '--format', 'json'], {
      cwd: dir,
      fs,
      stdout: (t) => (stdout += t),
      stderr: () => undefined,
      isTTY: false,
      env: {},
      watchdog: (ms, message) => set.push([ms, message]),
    });
    expect(status).toBe(0);
    expect(set).toEqual([
      [
        30000 + MAX_TIME_MARGIN_MS,
        'navlint: stopped: still running 30 s after --max-time 30, in a step that could not be cut short\n',
      ],
    ]);
    expect(JSON.parse(stdout).diagnostics).toEqual([]);
  });

  test('a check past its time: one check-timeout finding, and the closing line says the check is partial', async () => {
    // Reading a document of 2,000 operations takes far longer than the limit of 1 ms, on any machine: the time is up
    // before the validator is asked (a document read in less could be validated in time, and nothing be left out),
    // and before the page is parsed: parsing on the main thread stops at the deadline too.
    const paths = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [
        `/x${i || ''}`,
        { get: { responses: { '200': { description: 'OK' } } } },
      ]),
    );
    const dir = site({
      'docs.json': docs('{"groups": [{"group": "API", "openapi": "openapi.json", "pages": ["a", "GET /x"]}]}'),
      'a.mdx': '# A\n',
      'openapi.json': JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths }),
    });
    const r = await cli(['check', '--max-time', '0.001'], dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('error    The check reached its time limit of 0.001 s');
    expect(r.stdout).toContain(
      'in part: the check reached its time limit of 0.001 s (1 of 1 pages and snippets not parsed, 1 OpenAPI document not validated)',
    );
  });

  /**
   * A site whose docs.json variable `v` is `*_ ` repeated: `uses` of it expand `hostile.mdx` into emphasis markers the
   * parser pairs up with the square of their number (20,000 characters take seconds). The other pages link to a
   * missing page each, so that their findings show they were checked.
   */
  const emphasisSite = (uses: number, rc = '{"pageTimeout": 1}') =>
    site({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'X',
        colors: { primary: '#087A60' },
        variables: { v: '*_ '.repeat(950) },
        navigation: { pages: ['intro', 'hostile', 'other'] },
      }),
      'intro.mdx': '# Intro\n\nSee [other](/other) and [gone](/gone).\n',
      'hostile.mdx': '# Hostile\n\n' + '{{v}} '.repeat(uses) + '\n',
      'other.mdx': '# Other\n\n[nowhere](/nowhere)\n',
      ...(rc ? { '.navlintrc.json': rc } : {}),
    });

  test('a small page whose variables expand it into a slow shape is stopped on this thread: page-too-complex', async () => {
    // 8 uses: 23,000 characters once expanded, parsed on the main thread (no worker here), within its time bound.
    const dir = emphasisSite(8);
    expect(await linesOf(dir)).toEqual([
      'hostile.mdx:1:1 error page-too-complex navlint stopped parsing this page after 1 s of work, the time it allows a page (`pageTimeout` in .navlintrc.json); it is too complex to check, and the rest of the site is checked without it.',
      'intro.mdx:3:32 error link-broken Link "/gone" leads to no page: at /gone there is no page file, API page, redirect or file.',
      'other.mdx:3:11 error link-broken Link "/nowhere" leads to no page: at /nowhere there is no page file, API page, redirect or file. Did you mean "/other"?',
    ]);
  });

  test('--max-time stops a page parsed on this thread and ends with a report naming what was left out', async () => {
    // No pageTimeout of its own: the page would take minutes, the check's second is what stops it.
    const dir = emphasisSite(8, '');
    const r = await cli(['check', '.', '--max-time', '1', '--format', 'json'], dir);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as {
      diagnostics: { file: string; line: number; rule: string; message: string }[];
    };
    const timeout = report.diagnostics.filter((d) => d.rule === 'check-timeout');
    expect(timeout).toHaveLength(1);
    expect(timeout[0]).toMatchObject({ file: 'docs.json', line: 1 });
    expect(timeout[0].message).toContain('The check reached its time limit of 1 s');
    expect(r.stderr).toBe('');
  });

  test('pageTimeout in .navlintrc.json is a number of seconds above 0, at most 600', async () => {
    for (const bad of ['0', '"5"', '601', 'true']) {
      const dir = site({
        'docs.json': docs('{"pages": ["a"]}'),
        'a.mdx': '# A\n',
        '.navlintrc.json': `{"pageTimeout": ${bad}}`,
      });
      expect(await linesOf(dir)).toEqual([
        `.navlintrc.json:1:17 error navlintrc-invalid \`pageTimeout\` must be a number of seconds above 0, at most ${MAX_PAGE_TIMEOUT}.`,
      ]);
    }
    const ok = site({
      'docs.json': docs('{"pages": ["a"]}'),
      'a.mdx': '# A\n',
      '.navlintrc.json': '{"pageTimeout": 20}',
    });
    expect(await linesOf(ok)).toEqual([]);
  });
});

describe('unreadable files, folders where files belong, missing roots', () => {
  const base = () =>
    site({
      'docs.json': docs('{"groups":[{"group":"G","openapi":"openapi.yaml","pages":["a","b/c",{"$ref":"part.json"}]}]}'),
      'a.mdx': '---\nopenapi: GET /x\n---\n# A\n',
      'b/c.mdx': '# C\n',
      'part.json': '{"group":"P","pages":["a"]}',
      'openapi.yaml': 'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\n',
      '.navlintrc.json': '{}',
      '.mintignore': 'drafts/\n',
    });

  test.each([['docs.json'], ['.navlintrc.json'], ['.mintignore']])(
    '%s that cannot be read: exit 2 and one line naming it',
    async (name) => {
      const dir = base();
      await expect(checkAt(dir, faultyFs({ [path.join(dir, name)]: 'EACCES' }))).rejects.toThrow(
        new UsageError(`${name}: cannot be read (permission denied)`),
      );
      expect(await cli(['check', '.'], dir, faultyFs({ [path.join(dir, name)]: 'EACCES' }))).toEqual({
        status: 2,
        stdout: '',
        stderr: `navlint: ${name}: cannot be read (permission denied)\n`,
      });
    },
  );

  test('a $ref file, an OpenAPI document, a page and a folder that cannot be read', async () => {
    const dir = base();
    const fsImpl = faultyFs({
      [path.join(dir, 'part.json')]: 'EACCES',
      [path.join(dir, 'openapi.yaml')]: 'EACCES',
      [path.join(dir, 'a.mdx')]: 'EACCES',
      [path.join(dir, 'b')]: 'EACCES',
    });
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs: fsImpl });
    // An unreadable page still exists (its metadata goes unchecked, its content too, which is said once); an
    // unreadable folder's pages cannot be seen.
    expect(diagnosticLines(r)).toEqual([
      'a.mdx:1:1 warning mdx-syntax Not checked: the file cannot be read (EACCES).',
      'docs.json:1:134 error page-not-found Page "b/c" has no file: looked for b/c.mdx, b/c.md, b/c/index.mdx and b/c/index.md.',
      'docs.json:1:148 error config-ref-unresolved `$ref` "part.json" could not be read.',
      'openapi.yaml:1:1 error openapi-invalid The document could not be read.',
    ]);
  });

  const asRoot = process.getuid?.() === 0;
  (asRoot ? test.skip : test)(
    'chmod 000 on docs.json: exit 2 (skipped when run as root, who reads any file)',
    async () => {
      const dir = base();
      fs.chmodSync(path.join(dir, 'docs.json'), 0);
      expect(await runCli(['check', dir])).toEqual({
        status: 2,
        stdout: '',
        stderr: `navlint: ${dir}/docs.json: cannot be read (permission denied)\n`,
      });
    },
  );

  test('folders named like files: a page, an OpenAPI document, a $ref target, docs.json', async () => {
    const dir = site({
      'docs.json': docs('{"groups":[{"group":"G","openapi":"spec.yaml","pages":["intro",{"$ref":"part.json"}]}]}'),
      'intro.mdx/x.txt': '',
      'spec.yaml/x.txt': '',
      'part.json/x.txt': '',
    });
    expect(await linesOf(dir)).toEqual([
      'docs.json:1:106 error openapi-not-found OpenAPI document "spec.yaml" has no file (looked for spec.yaml); its API pages are not generated.',
      'docs.json:1:127 error page-not-found Page "intro" has no file: looked for intro.mdx, intro.md, intro/index.mdx and intro/index.md.',
      'docs.json:1:143 error config-ref-unresolved `$ref` "part.json" is not a file.',
    ]);
    const folder = site({ 'docs.json/x.txt': '' });
    expect(await runCli(['check', '.'], { cwd: folder })).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: .: docs.json in this folder is not a file\n',
    });
  });

  test('a docs root that does not exist, or holds no docs.json', async () => {
    const empty = tempDir();
    expect(await runCli(['check', 'nowhere'], { cwd: empty })).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: nowhere: no such file or folder\n',
    });
    expect(await runCli(['check', '.'], { cwd: empty })).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'navlint: no docs.json in this folder or above it (give the docs root, the folder that holds docs.json)\n',
    });
    // A file is checked as part of the docs root above it; with none, it is not checked, and stderr says so.
    expect(await runCli(['check', 'x.json'], { cwd: site({ 'x.json': '{}' }) })).toEqual({
      status: 0,
      stdout: '',
      stderr: 'navlint: x.json is in no docs root (no docs.json in its folder or above it): not checked\n',
    });
  });
});

describe('output safety: hostile text stays text in every format', () => {
  const HOSTILE = {
    label: '<script>alert(1)</script> @octocat | x',
    newline: 'a\n::error::injected',
    encoded: 'b%0A::warning::injected',
    old: 'c##[error]injected',
    stop: '::stop-commands::token',
    ansi: '\u001b[31mred\u001b]8;;https://evil.test\u0007link',
    markdown: '[click](javascript:alert(1)) <img src=x onerror=alert(1)>',
    // Unknown keys are quoted in navlint's own backticks: a user's backtick inside a word does not close the
    // code span; one before a blank does, and then the rest is escaped text all the same.
    key: 'k`<b>bold</b>**x**@octocat`https://evil.test/k|#1',
    key2: 'k2` <b>bold</b> **y** @octocat https://evil.test/k2 | #2 `',
  };
  const hostileSite = () =>
    site({
      'docs.json': docs(
        JSON.stringify({
          groups: [
            {
              group: HOSTILE.label,
              [HOSTILE.key]: 1,
              [HOSTILE.key2]: 2,
              pages: [
                HOSTILE.newline,
                HOSTILE.encoded,
                HOSTILE.old,
                HOSTILE.stop,
                HOSTILE.ansi,
                HOSTILE.markdown,
                { $ref: '::warning::x.json' },
              ],
            },
          ],
        }),
      ),
      '::warning::x.json': '{"group": "Split", "pages": ["##[error]x"], "expanded": "yes"}',
    });

  let result: CheckResult;
  beforeAll(async () => {
    result = await checkAt(hostileSite());
  });

  /** Lines a CI runner would take for a command: `::` opening a line (after blanks), or `##[` anywhere. */
  const commandLines = (out: string) => out.split('\n').filter((l) => /^\s*::/.test(l) || l.includes('##['));

  test('stylish: no control characters, no line a runner would run', async () => {
    for (const color of [false, true]) {
      const out = (await import('../src/report/stylish.js')).formatStylish(result, { color });
      expect(commandLines(out)).toEqual([]);
      // eslint-disable-next-line no-control-regex
      expect(out.replace(/\u001b\[\d+m/g, '')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    const plain = (await import('../src/report/stylish.js')).formatStylish(result, { color: false });
    expect(plain).toContain('\\u003a:warning::x.json\n  1:30  error    Page "#\\u0023[error]x" has no file');
    expect(plain).toContain('Page "a\\n::error::injected" has no file');
    expect(plain).toContain('Page "c#\\u0023[error]injected" has no file');
    expect(plain).toContain('Page "\\u001b[31mred\\u001b]8;;https://evil.test\\u0007link" has no file');
  });

  test('github: one command a line, user text escaped inside it', async () => {
    const out = (await import('../src/report/github.js')).formatGithub(result);
    const lines = out.split('\n').slice(0, -1);
    expect(lines).toHaveLength(result.diagnostics.length);
    for (const l of lines)
      expect(l).toMatch(
        /^::(error|warning|notice) file=[^:,\n]+,line=\d+,endLine=\d+(,col=\d+,endColumn=\d+)?,title=[a-z-]+::[^\n\r]*$/,
      );
    expect(lines.filter((l) => l.includes('##['))).toEqual([]);
    expect(out).toContain('file=%3A%3Awarning%3A%3Ax.json,line=1');
    expect(out).toContain('Page "a\\n::error::injected" has no file');
    expect(out).toContain('Page "b%250A::warning::injected" has no file');
  });

  test('json and sarif: valid JSON that keeps the text exactly, no raw control characters, no line opening with `::`', async () => {
    const json = (await import('../src/report/json.js')).formatJson(result);
    const sarif = (await import('../src/report/sarif.js')).formatSarif(result);
    for (const out of [json, sarif]) {
      // eslint-disable-next-line no-control-regex
      expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
      expect(out.split('\n').filter((l) => /^\s*::/.test(l))).toEqual([]);
    }
    const messages = (JSON.parse(json) as { diagnostics: { message: string }[] }).diagnostics.map((d) => d.message);
    expect(messages).toEqual(result.diagnostics.map((d) => d.message));
    const looked = HOSTILE.ansi.replace('//', '/');
    expect(messages).toContain(
      `Page ${JSON.stringify(HOSTILE.ansi)} has no file: looked for ${looked}.mdx, ${looked}.md, ${looked}/index.mdx and ${looked}/index.md.`,
    );
  });

  test('job summary, pull-request comment, HTML and Markdown preview: markup and mentions escaped', async () => {
    const { formatSummary } = await import('../src/report/summary.js');
    const { formatPreviewHtml } = await import('../src/preview/html.js');
    const { formatPreviewMarkdown } = await import('../src/preview/markdown.js');
    const { buildPreview } = await import('../src/preview/view.js');
    const { buildNavDocument } = await import('../src/model/navtree.js');
    const nav = buildNavDocument(result.model);
    const summary = formatSummary(result, {
      baseDir: result.cwd,
      failOn: 'error',
      failed: true,
      nav,
      blobUrl: 'https://github.com/o/r/blob/0',
    });
    const comment = formatSummary(result, {
      baseDir: result.cwd,
      failOn: 'error',
      failed: true,
      nav,
      prefix: '<!-- navlint-comment -->',
      maxBytes: 65_536,
    });
    const markdown = formatPreviewMarkdown(buildPreview(result, { baseDir: result.cwd }));
    const html = formatPreviewHtml(result, { baseDir: result.cwd });
    for (const out of [summary, comment, markdown, html]) {
      expect(out).not.toContain('<script>alert');
      expect(out).not.toContain('<img src=x');
      expect(out).not.toContain('\u001b');
      expect(out).not.toMatch(/href=["']?javascript:/i);
    }
    for (const out of [summary, comment, markdown]) {
      expect(out).not.toContain('](javascript:');
      expect(out).not.toContain('@octocat');
      expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt; @&#8203;octocat &#124; x');
      // No bare URL of the user's for GitHub to link, no issue reference, no markup from inside a code span.
      expect(out).not.toContain('https://evil.test');
      expect(out).not.toContain('<b>');
      expect(out).toContain(
        '<code>k&#96;&lt;b&gt;bold&lt;/b&gt;&#42;&#42;x&#42;&#42;@&#8203;octocat&#96;https:&#8203;//evil.test/k&#124;#&#8203;1</code> is not a field of group',
      );
      expect(out).toContain(
        '<code>k2</code> &lt;b&gt;bold&lt;/b&gt; &#42;&#42;y&#42;&#42; @&#8203;octocat https:&#8203;//evil.test/k2 &#124; #&#8203;2 &#96;&#96; is not a field of group',
      );
      // Every Markdown table row keeps its four cells.
      for (const row of out.split('\n').filter((l) => l.startsWith('| '))) expect(row.split('|')).toHaveLength(6);
    }
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; @octocat | x');
  });

  test('the CLI: stylish and github output hold no line a runner would run', async () => {
    const dir = hostileSite();
    const stylish = await runCli(['check', '.'], { cwd: dir });
    expect(stylish.status).toBe(1);
    expect(commandLines(stylish.stdout)).toEqual([]);
    const github = await runCli(['check', '.', '--format', 'github'], { cwd: dir });
    expect(github.stdout.split('\n').filter((l) => l !== '' && !/^::(error|warning|notice) /.test(l))).toEqual([]);
    expect(github.stdout).not.toContain('##[');
  });
});

describe('determinism: the same input gives the same bytes, whatever order folders are listed in', () => {
  /** node:fs with folder listings reversed, or shuffled by a seeded generator. */
  function reorderingFs(order: 'reversed' | number): FileSystem {
    let state = typeof order === 'number' ? order : 0;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    return {
      ...faultyFs({}),
      readdirSync: (p, o) => {
        const list = fs.readdirSync(p, o);
        if (order === 'reversed') return list.reverse();
        for (let i = list.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [list[i], list[j]] = [list[j], list[i]];
        }
        return list;
      },
    };
  }

  async function everyFormat(dir: string, fsImpl: FileSystem): Promise<Record<string, string>> {
    const { formatStylish } = await import('../src/report/stylish.js');
    const { formatJson } = await import('../src/report/json.js');
    const { formatSarif } = await import('../src/report/sarif.js');
    const { formatGithub } = await import('../src/report/github.js');
    const { formatSummary } = await import('../src/report/summary.js');
    const { formatNavText } = await import('../src/report/navtext.js');
    const { buildNavDocument } = await import('../src/model/navtree.js');
    const { formatPreviewHtml } = await import('../src/preview/html.js');
    const { formatPreviewMarkdown } = await import('../src/preview/markdown.js');
    const { buildPreview } = await import('../src/preview/view.js');
    const r = await runCheck({ dir: '.', presets: ['strict'], cwd: dir, fs: fsImpl });
    const nav = buildNavDocument(r.model);
    return {
      stylish: formatStylish(r, { color: true }),
      json: formatJson(r),
      sarif: formatSarif(r),
      github: formatGithub(r),
      summary: formatSummary(r, { baseDir: dir, failOn: 'error', failed: true, nav }),
      nav: JSON.stringify(nav) + formatNavText(nav),
      previewHtml: formatPreviewHtml(r, { baseDir: dir }),
      previewMarkdown: formatPreviewMarkdown(buildPreview(r, { baseDir: dir })),
    };
  }

  test.each([['examples/larkspur-broken'], ['examples/larkspur']])('%s', async (example) => {
    const dir = tempDir();
    fs.cpSync(path.join(ROOT, example), dir, { recursive: true });
    const reference = await everyFormat(dir, fs);
    expect(reference.json).toContain('"diagnostics"');
    for (const order of ['reversed', 1, 2, 3] as const)
      expect(await everyFormat(dir, reorderingFs(order))).toEqual(reference);
  });
});
