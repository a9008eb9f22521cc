import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentCache, contentKey, type CacheStore } from '../src/content/cache.js';
import { extractContent } from '../src/content/extract.js';
import { contentKind } from '../src/content/kind.js';
import { EXTRACT_SCHEMA, isContentExtract } from '../src/content/extract-schema.js';
import { extractMdx } from '../src/content/mdx.js';
import { workersFor } from '../src/content/pool.js';
import { extractScript } from '../src/content/script.js';
import type { ContentExtract, MdxExtract } from '../src/content/types.js';
import { runCheck } from '../src/engine/index.js';
import { FileIndex } from '../src/load/files.js';
import { RULES } from '../src/rules/index.js';
import { makeSite, removeTempDirs } from './helpers/action.js';
import { diagnosticLines, ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

afterAll(removeTempDirs);

const NONE = { variables: {} };

interface Schema {
  properties?: Record<string, Schema & { const?: unknown }>;
  items?: Schema;
  oneOf?: Schema[];
}

/** The paths of the fields of `value` that `schema` does not declare, at any depth. */
function undeclaredFields(value: unknown, schema: Schema, at: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => (schema.items ? undeclaredFields(v, schema.items, `${at}[${i}]`) : []));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const sub = schema.properties?.[k];
    return sub ? undeclaredFields(v, sub, `${at}.${k}`) : [`${at}.${k}`];
  });
}

describe('the extract of a page', () => {
  const page = [
    '---',
    'title: "Extract"',
    '---',
    '',
    'import { Chart, Table as Grid } from "/snippets/chart.jsx"',
    'import Intro from "./intro.mdx"',
    'export const Local = () => <b>x</b>;',
    '',
    '## Getting started {#start}',
    '',
    'See [the guide](/guides/a#setup), ![logo](/images/logo.png) and [ref][r].',
    '',
    '[r]: /reference',
    '',
    '<Card href="/guides/b" title="B"><Chart.Axis id="axis" /></Card>',
    '',
    '<h2 id="jsx-heading" noAnchor>JSX <code>heading</code></h2>',
    '',
    'Hello {{name}}, and `{{code}}` stays.',
    '',
    '<Snippet file="shared/note.mdx" />',
    '',
  ].join('\n');

  test('keeps imports, exports, JSX names, headings, ids, links, variables and legacy snippets, each at its position', () => {
    // The accessibility facts (`a11y`) have their own tests (a11y.test.ts).
    const { a11y, ...x } = extractMdx(page, NONE);
    expect(a11y).toBeDefined();
    expect(x).toEqual({
      kind: 'mdx',
      imports: [
        {
          source: '/snippets/chart.jsx',
          range: [5, 38, 5, 59],
          specifiers: [
            { kind: 'named', imported: 'Chart', local: 'Chart', range: [5, 10, 5, 15] },
            { kind: 'named', imported: 'Table', local: 'Grid', range: [5, 17, 5, 22] },
          ],
        },
        {
          source: './intro.mdx',
          range: [6, 19, 6, 32],
          specifiers: [{ kind: 'default', imported: 'default', local: 'Intro', range: [6, 8, 6, 13] }],
        },
      ],
      exports: ['Local'],
      jsx: [
        { name: 'Card', range: [15, 2, 15, 6] },
        { name: 'Chart.Axis', range: [15, 35, 15, 45] },
        { name: 'h2', range: [17, 2, 17, 4] },
        { name: 'code', range: [17, 36, 17, 40] },
        { name: 'Snippet', range: [21, 2, 21, 9] },
      ],
      headings: [
        { depth: 2, text: 'Getting started', range: [9, 1, 9, 28], id: 'start' },
        { depth: 2, text: 'JSX heading', range: [17, 1, 17, 60], jsx: true, id: 'jsx-heading', noAnchor: true },
      ],
      ids: [
        { id: 'axis', element: 'Chart.Axis', range: [15, 46, 15, 55] },
        { id: 'jsx-heading', element: 'h2', range: [17, 5, 17, 21] },
      ],
      links: [
        { kind: 'link', url: '/guides/a#setup', range: [11, 17, 11, 32] },
        { kind: 'image', url: '/images/logo.png', range: [11, 43, 11, 59] },
        { kind: 'definition', url: '/reference', range: [13, 6, 13, 16], usedAs: 'link' },
        { kind: 'jsx', url: '/guides/b', range: [15, 13, 15, 22], element: 'Card', attribute: 'href' },
      ],
      anchors: [],
      variables: [{ name: 'name', range: [19, 7, 19, 15] }],
      snippetFiles: [{ file: 'shared/note.mdx', range: [21, 16, 21, 31] }],
    });
  });

  test('is plain data: it survives JSON and structured cloning unchanged', () => {
    const x = extractMdx(page, NONE);
    expect(JSON.parse(JSON.stringify(x))).toEqual(x);
    expect(structuredClone(x)).toEqual(x);
  });

  test('known variables are substituted before parsing; positions after them are those of the file', () => {
    const text = 'A {{v}} and {{w}} <X/> then {{missing}}\n\n{{w}}\n\n<Y/>\n';
    const x = extractMdx(text, { variables: { v: 'a much longer value', w: 'one\n\ntwo' } });
    expect(x.jsx).toEqual([
      { name: 'X', range: [1, 20, 1, 21] },
      { name: 'Y', range: [5, 2, 5, 3] },
    ]);
    expect(x.variables).toEqual([{ name: 'missing', range: [1, 29, 1, 40] }]);
  });

  test('a byte-order mark and CRLF line ends do not shift positions', () => {
    expect(extractMdx('\uFEFF# Title\r\n\r\n<X />\r\n', NONE)).toMatchObject({
      headings: [{ depth: 1, text: 'Title', range: [1, 1, 1, 8] }],
      jsx: [{ name: 'X', range: [3, 2, 3, 3] }],
    });
    const x = extractMdx('\uFEFF# Title\r\n\r\nText <Card>\r\n', NONE);
    expect(x.error).toEqual({
      message: 'Expected a closing tag for `<Card>` (3:6-3:12) before the end of `paragraph`',
      range: [3, 1, 3, 12],
      ruleId: 'end-tag-mismatch',
      source: 'mdast-util-mdx-jsx',
    });
  });

  test('an unknown {{name}} that MDX cannot parse is one variable, not a syntax error; in code it is nothing', () => {
    const x = extractMdx('Use {{api-key}} or {{1st}} or {{default}}.\n\n```\n{{in-code}}\n```\n', NONE);
    expect(x.error).toBeUndefined();
    expect(x.variables.map((v) => [v.name, v.range])).toEqual([
      ['api-key', [1, 5, 1, 16]],
      ['1st', [1, 20, 1, 27]],
      ['default', [1, 31, 1, 42]],
    ]);
  });

  test('a custom heading ID in a component and a quoted heading keep their text', () => {
    const x = extractMdx('<Note>\n  ### Inside {#inside}\n</Note>\n\n> ## Quoted {#quoted}\n', NONE);
    expect(x.error).toBeUndefined();
    expect(x.headings.map((h) => [h.text, h.id])).toEqual([
      ['Inside', 'inside'],
      ['Quoted', 'quoted'],
    ]);
  });

  test('positions quoted in a parser message are those of the file', () => {
    const x = extractMdx('{{v}} <Card>\n', { variables: { v: 'much longer than the name' } });
    expect(x.error?.message).toBe('Expected a closing tag for `<Card>` (1:7-1:13) before the end of `paragraph`');
    expect(x.error?.range.slice(0, 2)).toEqual([1, 1]);
  });

  test('a file too large is not parsed, and says so', () => {
    expect(extractContent('a.mdx', 'x'.repeat(4 * 1024 * 1024 + 1), 'mdx', NONE)).toEqual({
      kind: 'skipped',
      reason: 'the file is larger than 4 MiB; navlint does not parse it',
    });
  });

  test('deep nesting does not overflow the walk', () => {
    const x = extractMdx('> '.repeat(2000) + 'deep <X/>\n', NONE);
    expect(x.kind).toBe('mdx');
  });
});

describe('the extract of a script snippet', () => {
  test('JavaScript: exports and components declared with `function`, read by acorn', () => {
    const js = [
      'function helper() {}',
      'function Panel() { return <div />; }',
      'export function Widget() { return <p>{helper()}</p>; }',
      'export const A = 1, { b, c: [d] } = {};',
      'const E = () => null;',
      'export { E, E as F };',
      'export * as ns from "./x.js";',
      'export default () => null;',
    ].join('\n');
    expect(extractScript('snippets/a.jsx', js)).toEqual({
      kind: 'script',
      exports: ['Widget', 'A', 'b', 'd', 'E', 'F', 'ns', 'default'],
      functions: [
        { name: 'Panel', range: [2, 10, 2, 15] },
        { name: 'Widget', range: [3, 17, 3, 23] },
      ],
    });
  });

  test('TypeScript: the same, by a scan of the top level', () => {
    const ts = [
      'type Props = { title: string };',
      'interface Other { x: number }',
      '// export function Commented() {}',
      'const s = "export const InString = 1";',
      'export function Widget({ title }: Props) {',
      '  function inner() {}',
      '  return <div>{title}</div>;',
      '}',
      'export const Gauge = ({ v }: { v: number }) => <meter value={v} />;',
      'const H = () => null;',
      'export { H as Header };',
      'export default Gauge;',
    ].join('\n');
    expect(extractScript('snippets/a.tsx', ts)).toEqual({
      kind: 'script',
      exports: ['Widget', 'Gauge', 'default', 'Header'],
      functions: [{ name: 'Widget', range: [5, 17, 5, 23] }],
    });
  });

  test('`export *` without a name makes the export list open', () => {
    expect(extractScript('snippets/a.js', 'export * from "./b.js";\n').exportsAll).toBe(true);
  });
});

describe('which files are content', () => {
  test('every .md and .mdx, listed or not, and script snippets; not .mintignore nor the default ignores', () => {
    const dir = makeSite({
      'docs.json': '{}',
      '.mintignore': 'drafts/\n',
      'intro.mdx': '',
      'hidden/page.md': '',
      'snippets/a.mdx': '',
      'snippets/b.jsx': '',
      'components/c.jsx': '',
      'drafts/d.mdx': '',
      'README.md': '',
      'guides/CHANGELOG.md': '',
      'build/out.mdx': '',
      'sub/dist/x.mdx': '',
      'tmp/y.md': '',
      '.github/z.md': '',
    });
    expect(new FileIndex(dir, fs).contentFiles).toEqual([
      'hidden/page.md',
      'intro.mdx',
      'snippets/a.mdx',
      'snippets/b.jsx',
    ]);
  });
});

describe('the cache', () => {
  function memory(initial?: string): CacheStore & { text?: string; writes: number } {
    const store = {
      text: initial,
      writes: 0,
      read: () => store.text,
      write(t: string) {
        store.text = t;
        store.writes++;
      },
    };
    return store;
  }
  const extract: ContentExtract = { kind: 'script', exports: ['A'], functions: [] };

  test('keeps extracts by content hash, and drops them when the version or the variables change', () => {
    const store = memory();
    const key = contentKey('script', 'export const A = 1;');
    const first = new ContentCache(store, '1.0.0', NONE);
    expect(first.get(key)).toBeUndefined();
    first.set(key, extract);
    first.save();
    expect(new ContentCache(store, '1.0.0', NONE).get(key)).toEqual(extract);
    expect(new ContentCache(store, '1.0.1', NONE).get(key)).toBeUndefined();
    expect(new ContentCache(store, '1.0.0', { variables: { v: 'x' } }).get(key)).toBeUndefined();
  });

  test('writes only when something changed, and keeps only the entries of the last run', () => {
    const store = memory();
    const a = contentKey('script', 'a');
    const b = contentKey('script', 'b');
    const c1 = new ContentCache(store, '1', NONE);
    c1.set(a, extract);
    c1.set(b, extract);
    c1.save();
    expect(store.writes).toBe(1);
    const c2 = new ContentCache(store, '1', NONE);
    c2.get(a);
    c2.get(b);
    c2.save();
    expect(store.writes).toBe(1);
    const c3 = new ContentCache(store, '1', NONE);
    c3.get(a);
    c3.save();
    expect(store.writes).toBe(2);
    expect(new ContentCache(store, '1', NONE).get(b)).toBeUndefined();
  });

  test('every extract navlint makes has the shape the cache accepts (the examples and the fixtures)', () => {
    const roots = [path.join(ROOT, 'examples'), path.join(ROOT, 'fixtures')];
    const kinds = new Map<string, number>();
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== 'node_modules') walk(file);
        const kind = entry.isFile() ? contentKind(file) : undefined;
        if (!kind) continue;
        const extract = extractContent(file, fs.readFileSync(file, 'utf8'), kind, NONE);
        // Through JSON, as the cache holds it.
        const back: unknown = JSON.parse(JSON.stringify(extract));
        if (!isContentExtract(back)) throw new Error(`${file}: its extract is refused by the cache's schema`);
        const branch = (EXTRACT_SCHEMA.oneOf as Schema[]).find((b) => b.properties?.kind?.const === extract.kind)!;
        const undeclared = undeclaredFields(back, branch, '');
        // A field the schema does not name would be believed from the cache unchecked.
        if (undeclared.length) throw new Error(`${file}: the cache's schema does not check ${undeclared.join(', ')}`);
        const name = extract.kind === 'mdx' && extract.error ? 'mdx with an error' : extract.kind;
        kinds.set(name, (kinds.get(name) ?? 0) + 1);
      }
    };
    for (const root of roots) walk(root);
    expect([...kinds.keys()].sort()).toEqual(expect.arrayContaining(['mdx', 'mdx with an error', 'script']));
  });

  test('an entry of another shape is dropped alone: the others are kept', () => {
    const key = contentKey('script', 'export const A = 1;');
    const store = memory();
    const c = new ContentCache(store, '1', NONE);
    c.set(key, extract);
    c.save();
    const data = JSON.parse(store.text!) as { header: string; entries: Record<string, unknown> };
    const mdx: MdxExtract = extractMdx('# Hi\n\n[a](/b)\n', NONE);
    const bad: Record<string, unknown> = {
      nullSource: { ...mdx, imports: [{ source: null, range: [1, 1, 1, 2], specifiers: [] }] },
      shortRange: { ...mdx, links: [{ kind: 'link', url: '/b', range: [1, 1] }] },
      unknownKind: { kind: 'html' },
      wrongType: { ...extract, exportsAll: 'yes' },
      noExports: { kind: 'script', functions: [] },
      notObject: 'mdx',
      nothing: null,
    };
    store.text = JSON.stringify({ header: data.header, entries: { ...data.entries, ...bad } });
    const read = new ContentCache(store, '1', NONE);
    expect(read.get(key)).toEqual(extract);
    for (const k of Object.keys(bad)) expect(read.get(k)).toBeUndefined();
  });

  test('a broken or foreign cache file is ignored, and a failed write does not fail the check', () => {
    for (const text of [
      '',
      '{',
      'null',
      '[]',
      '{"header":1}',
      JSON.stringify({ header: 'x', entries: { k: extract } }),
    ]) {
      expect(new ContentCache(memory(text), '1', NONE).get('k')).toBeUndefined();
    }
    const failing: CacheStore = {
      read: () => {
        throw new Error('EACCES');
      },
      write: () => {
        throw new Error('EROFS');
      },
    };
    const c = new ContentCache(failing, '1', NONE);
    c.set('k', extract);
    expect(() => c.save()).not.toThrow();
  });
});

describe('content in the check', () => {
  test('runCheck parses content unless told not to', async () => {
    const dir = makeSite({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'X',
        colors: { primary: '#000000' },
        navigation: { pages: ['a'] },
      }),
      'a.mdx': '<Card>\n',
    });
    const line =
      'a.mdx:1:1 error mdx-syntax Expected a closing tag for `<Card>` (1:1-1:7). Every tag opened in MDX must be closed in the same block: add the closing tag (or write `<Tag />`), and keep a blank line around block content.';
    expect(diagnosticLines(await runCheck({ dir: '.', cwd: dir, fs }))).toEqual([line]);
    expect(diagnosticLines(await runCheck({ dir: '.', cwd: dir, fs, content: false }))).toEqual([]);
  });
});

describe('copies', () => {
  test('files with the same text are parsed once, and each gets its findings', async () => {
    const page = '---\ntitle: Copy\n---\n\n<Card>\n';
    const dir = makeSite({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'X',
        colors: { primary: '#000000' },
        navigation: { pages: ['a', 'b/a'] },
      }),
      'a.mdx': page,
      'b/a.mdx': page,
      'snippets/x.jsx': 'export function X() {}\n',
      'snippets/x.tsx': 'export function X() {}\n',
    });
    expect(
      diagnosticLines(await runCheck({ dir: '.', cwd: dir, fs })).map((l) => l.split(' ').slice(0, 3).join(' ')),
    ).toEqual([
      'a.mdx:1:1 error mdx-syntax',
      'b/a.mdx:1:1 error mdx-syntax',
      'snippets/x.jsx:1:17 warning snippet-function-keyword',
      'snippets/x.tsx:1:17 warning snippet-function-keyword',
    ]);
  });
});

describe('how many workers parse pages', () => {
  const KB = 1024;
  test('on two cores, one until the pages make 4 MB: a second worker warming up slows smaller sites', () => {
    expect(workersFor(616 * KB, 2, false)).toBe(1);
    expect(workersFor(3.5 * 1024 * KB, 2, false)).toBe(1);
    expect(workersFor(8.3 * 1024 * KB, 2, false)).toBe(2);
    expect(workersFor(80 * 1024 * KB, 2, false)).toBe(2);
    // The process's own setting: jest's V8 is left as it is.
    expect(workersFor(616 * KB, 2)).toBe(1);
  });

  test('on two cores where V8 optimizes late, two from 384 KB: its compiler no longer takes the second core', () => {
    expect(workersFor(384 * KB, 2, true)).toBe(1);
    expect(workersFor(385 * KB, 2, true)).toBe(2);
    expect(workersFor(616 * KB, 2, true)).toBe(2);
    expect(workersFor(8.3 * 1024 * KB, 2, true)).toBe(2);
    expect(workersFor(8.3 * 1024 * KB, 1, true)).toBe(1);
    // More cores: the budget is not raised there, and the count is the same either way.
    expect(workersFor(616 * KB, 4, true)).toBe(4);
  });

  test('on more cores, one for each 192 KB, as many as there are cores; on one core, one', () => {
    expect(workersFor(311 * KB, 4)).toBe(2);
    expect(workersFor(616 * KB, 4)).toBe(4);
    expect(workersFor(616 * KB, 16)).toBe(4);
    expect(workersFor(80 * 1024 * KB, 16)).toBe(16);
    expect(workersFor(80 * 1024 * KB, 1)).toBe(1);
    expect(workersFor(80 * 1024 * KB)).toBe(1);
  });
});

describe('the CLI', () => {
  const BROKEN = 'examples/larkspur-broken';
  const CONTENT_RULES = [
    'component-unknown',
    'mdx-syntax',
    'snippet-export-missing',
    'snippet-function-keyword',
    'snippet-not-found',
    'variable-undefined',
  ];
  const rulesOf = (stdout: string) =>
    new Set((JSON.parse(stdout) as { diagnostics: { rule: string }[] }).diagnostics.map((d) => d.rule));

  test('checks pages by default; --no-content checks the navigation alone', async () => {
    const all = await runCli(['check', BROKEN, '--format', 'json']);
    const nav = await runCli(['check', BROKEN, '--format', 'json', '--no-content']);
    for (const rule of CONTENT_RULES) {
      expect(rulesOf(all.stdout).has(rule)).toBe(true);
      expect(rulesOf(nav.stdout).has(rule)).toBe(false);
    }
    // Every rule that reads pages (links and files among them) is left out alike; those of docs.json alone stay.
    const readsPages = new Set(RULES.filter((r) => r.readsContent).map((r) => r.meta.id));
    const rest = (s: string) =>
      (JSON.parse(s) as { diagnostics: { rule: string }[] }).diagnostics.filter((d) => !readsPages.has(d.rule));
    expect(rest(nav.stdout)).toEqual(rest(all.stdout));
  });

  test('--cache: the second run reads the cache, gives the same report, and parses only a changed file again', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-cache-'));
    try {
      const site = path.join(cwd, 'site');
      fs.cpSync(path.join(ROOT, BROKEN), site, { recursive: true });
      const cold = await runCli(['check', 'site', '--format', 'json', '--cache'], { cwd });
      // As ESLint keeps .eslintcache: one file, .navlintcache in the docs root (and nothing in node_modules).
      const dir = site;
      const files = ['.navlintcache'];
      expect(fs.existsSync(path.join(cwd, 'node_modules'))).toBe(false);
      // Its first line is the report kept for the same command (see memo.test.ts), then come the extracts' HMAC and
      // the extracts.
      const extracts = () => fs.readFileSync(path.join(dir, files[0]), 'utf8').split('\n')[2];
      const cached = extracts();
      expect(JSON.parse(cached)).toEqual({ header: expect.any(String), entries: expect.any(Object) });
      const warm = await runCli(['check', 'site', '--format', 'json', '--cache'], { cwd });
      expect(warm.stdout).toBe(cold.stdout);
      expect(extracts()).toBe(cached);
      // From a folder of the docs, the docs root's cache is the one read.
      const fromBelow = await runCli(['check', '--format', 'json', '--cache'], { cwd: path.join(site, 'en') });
      expect(fromBelow.status).toBe(cold.status);
      expect(extracts()).toBe(cached);
      expect(fs.existsSync(path.join(site, 'en', '.navlintcache'))).toBe(false);
      // A page fixed: the cache follows the file, and the finding goes away.
      const rollouts = path.join(site, 'en/v2/guides/percentage-rollouts.mdx');
      fs.writeFileSync(rollouts, fs.readFileSync(rollouts, 'utf8').replace('in <5 seconds', 'in under 5 seconds'));
      const fixed = await runCli(['check', 'site', '--format', 'json', '--cache'], { cwd });
      expect(rulesOf(fixed.stdout).has('mdx-syntax')).toBe(false);
      expect(extracts()).not.toBe(cached);
      // A cache written by hand is not trusted beyond its format: a broken one is rebuilt.
      fs.writeFileSync(path.join(dir, files[0]), '{"header": "broken"');
      expect((await runCli(['check', 'site', '--format', 'json', '--cache'], { cwd })).stdout).toBe(fixed.stdout);
      // --cache-location: a file, or a folder (ending with a slash).
      await runCli(['check', 'site', '--cache', '--cache-location', 'my-cache.json'], { cwd });
      expect(fs.existsSync(path.join(cwd, 'my-cache.json'))).toBe(true);
      await runCli(['check', 'site', '--cache', '--cache-location', 'caches/'], { cwd });
      expect(fs.readdirSync(path.join(cwd, 'caches'))).toEqual([expect.stringMatching(/^content-[0-9a-f]{12}\.json$/)]);
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });

  test('usage errors', async () => {
    const usage = async (args: string[], message: string) =>
      expect(await runCli(args)).toEqual({ status: 2, stdout: '', stderr: `navlint: ${message}\n` });
    await usage(
      ['check', 'examples/larkspur', '--cache-location', 'x.json'],
      '--cache-location applies only with --cache',
    );
    await usage(['diff', 'HEAD', '--cache'], '--cache applies to check, nav and preview only, not to diff');
    await usage(['check', 'examples/larkspur', '--cache', '--cache-location', ''], '--cache-location needs a path');
  });
});
