import { describeRefIssue } from '../src/rules/config-ref-unresolved.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/load/docs.js';
import { FileIndex, normalizePagePath } from '../src/load/files.js';
import { plainSpan } from './helpers/run.js';
import { parseJson, type ParsedJson } from '../src/load/json.js';
import { getProp, toPlain, type JNode, type JObject } from '../src/core/jnode.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
});

/** A fresh folder under the system temp folder (its real path), removed after the suite. */
function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-loader-')));
  temps.push(dir);
  return dir;
}

/** Writes `files` (relative path → content) under `dir`, creating folders. */
function write(dir: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function errors(p: ParsedJson) {
  return p.errors.map((e) => ({ message: e.message, start: e.span.start, end: e.span.end }));
}

function prop(node: JNode | undefined, ...keys: (string | number)[]): JNode {
  let cur = node;
  for (const k of keys) {
    if (typeof k === 'number') cur = cur?.type === 'array' ? cur.items[k] : undefined;
    else cur = getProp(cur, k)?.value;
  }
  if (!cur) throw new Error(`no value at ${keys.join('/')}`);
  return cur;
}

const at = (line: number, column: number) => ({ line, column });

describe('parseJson positions', () => {
  test('keys and values carry their line, column, end and pointer', () => {
    const p = parseJson('/d/docs.json', '{\n  "name": "Docs",\n  "nav": [1, {"x": true}]\n}\n');
    expect(errors(p)).toEqual([]);
    const root = p.root as JObject;
    expect(plainSpan(root.span)).toEqual({ file: '/d/docs.json', pointer: '', start: at(1, 1), end: at(4, 2) });
    const name = getProp(root, 'name')!;
    expect(plainSpan(name.keySpan)).toEqual({ file: '/d/docs.json', pointer: '/name', start: at(2, 3), end: at(2, 9) });
    expect(plainSpan(name.value.span)).toEqual({
      file: '/d/docs.json',
      pointer: '/name',
      start: at(2, 11),
      end: at(2, 17),
    });
    const x = prop(root, 'nav', 1, 'x');
    expect(plainSpan(x.span)).toEqual({ file: '/d/docs.json', pointer: '/nav/1/x', start: at(3, 20), end: at(3, 24) });
    expect(prop(root, 'nav').span.start).toEqual(at(3, 10));
  });

  test('pointer tokens escape ~ and /', () => {
    const p = parseJson('/d/x.json', '{"a/b": {"c~d": 1}}');
    expect(prop(p.root, 'a/b', 'c~d').span.pointer).toBe('/a~1b/c~0d');
  });

  test('columns count UTF-16 units: an emoji is two, a CJK character one', () => {
    const emoji = parseJson('/d/x.json', '{"a": "😀", "b": 1}');
    expect(prop(emoji.root, 'a').span).toMatchObject({ start: at(1, 7), end: at(1, 11) });
    expect(getProp(emoji.root, 'b')!.keySpan).toMatchObject({ start: at(1, 13), end: at(1, 16) });
    const cjk = parseJson('/d/x.json', '{"日本": "語", "b": 1}');
    expect(getProp(cjk.root, '日本')!.keySpan).toMatchObject({ start: at(1, 2), end: at(1, 6) });
    expect(prop(cjk.root, '日本').span).toMatchObject({ start: at(1, 8), end: at(1, 11) });
    expect(getProp(cjk.root, 'b')!.keySpan.start).toEqual(at(1, 13));
  });

  test('CRLF and CR line ends count as one line each', () => {
    const crlf = parseJson('/d/x.json', '{\r\n  "a": 1,\r\n  "b": [\r\n    2\r\n  ]\r\n}\r\n');
    expect(errors(crlf)).toEqual([]);
    expect(getProp(crlf.root, 'b')!.keySpan.start).toEqual(at(3, 3));
    expect(prop(crlf.root, 'b').span).toMatchObject({ start: at(3, 8), end: at(5, 4) });
    expect(prop(crlf.root, 'b', 0).span.start).toEqual(at(4, 5));
    expect(crlf.source.line(3)).toBe('  "b": [');
    const cr = parseJson('/d/x.json', '{\r  "a": 1,\r  "b": 2\r}');
    expect(getProp(cr.root, 'b')!.keySpan.start).toEqual(at(3, 3));
  });

  test('a byte-order mark is accepted and does not move later lines', () => {
    const p = parseJson('/d/x.json', '\uFEFF{\n  "a": 1\n}\n');
    expect(errors(p)).toEqual([]);
    expect(toPlain(p.root!)).toEqual({ a: 1 });
    expect(getProp(p.root, 'a')!.keySpan.start).toEqual(at(2, 3));
  });
});

describe('parseJson errors', () => {
  test('a trailing comma is reported once, on the comma', () => {
    expect(errors(parseJson('/d/x.json', '{\n  "a": 1,\n}\n'))).toEqual([
      { message: 'trailing comma before `}` is not allowed in JSON', start: at(2, 9), end: at(2, 10) },
    ]);
    expect(errors(parseJson('/d/x.json', '["a", "b", ]'))).toEqual([
      { message: 'trailing comma before `]` is not allowed in JSON', start: at(1, 10), end: at(1, 11) },
    ]);
  });

  test('a missing value before `}` is not called a trailing comma', () => {
    expect(errors(parseJson('/d/x.json', '{"a": }'))).toEqual([
      { message: 'expected a value', start: at(1, 7), end: at(1, 8) },
    ]);
  });

  test('comments are reported over their whole length', () => {
    expect(errors(parseJson('/d/x.json', '{\n  // note\n  "a": 1\n}'))).toEqual([
      { message: 'comments are not allowed in JSON', start: at(2, 3), end: at(2, 10) },
    ]);
    expect(errors(parseJson('/d/x.json', '{"a": 1 /* c */}'))).toEqual([
      { message: 'comments are not allowed in JSON', start: at(1, 9), end: at(1, 16) },
    ]);
  });

  test('a truncated file gives one error at its end', () => {
    expect(errors(parseJson('/d/x.json', '{\n  "a": '))).toEqual([
      { message: 'unexpected end of file: the JSON is truncated', start: at(2, 8), end: at(2, 9) },
    ]);
    expect(errors(parseJson('/d/x.json', '{\n  "a": [1, 2'))).toEqual([
      { message: 'expected `]` to close the array', start: at(2, 13), end: at(2, 14) },
    ]);
    expect(errors(parseJson('/d/x.json', '{"a": "x'))).toEqual([
      { message: 'unterminated string', start: at(1, 7), end: at(1, 9) },
    ]);
    expect(parseJson('/d/x.json', '{"a": "x').root).toBeUndefined();
  });

  test('an empty file', () => {
    for (const text of ['', '  \n', '\uFEFF'])
      expect(errors(parseJson('/d/x.json', text))).toEqual([
        { message: 'the file is empty', start: at(1, 1), end: at(1, 2) },
      ]);
  });

  test('content after the value', () => {
    expect(errors(parseJson('/d/x.json', '{"a": 1} x'))).toEqual([
      { message: 'unexpected character', start: at(1, 10), end: at(1, 11) },
    ]);
  });

  test('duplicate keys are collected, and the last one wins as in JSON.parse', () => {
    const p = parseJson('/d/x.json', '{"a": 1, "b": {"c": 1, "c": 2}, "a": 3}');
    expect(errors(p)).toEqual([]);
    expect(p.duplicateKeys.map((d) => ({ key: d.key, pointer: d.keySpan.pointer, start: d.keySpan.start }))).toEqual([
      { key: 'c', pointer: '/b/c', start: at(1, 24) },
      { key: 'a', pointer: '/a', start: at(1, 33) },
    ]);
    expect(toPlain(p.root!)).toEqual({ a: 3, b: { c: 2 } });
    expect((p.root as JObject).props.map((x) => x.key)).toEqual(['a', 'b', 'a']);
  });

  test('nesting deeper than 256 levels stops the parse with one error', () => {
    const deep = parseJson('/d/x.json', '['.repeat(257) + ']'.repeat(257));
    expect(errors(deep)).toEqual([
      {
        message: 'JSON nested more than 256 levels deep; navlint stops reading this file here',
        start: at(1, 257),
        end: at(1, 258),
      },
    ]);
    expect(deep.root).toBeUndefined();
    expect(errors(parseJson('/d/x.json', '['.repeat(256) + ']'.repeat(256)))).toEqual([]);
    // Brackets inside strings do not nest.
    expect(errors(parseJson('/d/x.json', `{"a\\"[": "${'['.repeat(300)}"}`))).toEqual([]);
  });
});

describe('loadConfig and $ref', () => {
  const load = (root: string) => loadConfig(root, path.join(root, 'docs.json'), fs);
  const issues = (c: ReturnType<typeof load>, root: string) =>
    c.refIssues.map((i) => ({
      reason: i.reason,
      target: i.target,
      message: describeRefIssue(i).replace(/\.$/, ''),
      file: path.relative(root, i.span.file),
      start: i.span.start,
    }));

  test('refs resolve relative to the file that holds them, nested, keeping each file’s positions', () => {
    const root = write(tempDir(), {
      'docs.json': '{\n  "name": "X",\n  "navigation": { "$ref": "config/nav.json" }\n}\n',
      'config/nav.json': '{\n  "groups": [\n    { "$ref": "groups/start.json" }\n  ]\n}\n',
      'config/groups/start.json': '{\n  "group": "Start",\n  "pages": ["index"]\n}\n',
    });
    const c = load(root);
    expect(c.refIssues).toEqual([]);
    expect(c.syntaxErrors).toEqual([]);
    expect(toPlain(c.root!)).toEqual({ name: 'X', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });
    expect([...c.sources.keys()].map((f) => path.relative(root, f)).sort()).toEqual([
      'config/groups/start.json',
      'config/nav.json',
      'docs.json',
    ]);
    const group = prop(c.root, 'navigation', 'groups', 0, 'group');
    expect(plainSpan(group.span)).toEqual({
      file: path.join(root, 'config/groups/start.json'),
      pointer: '/group',
      start: at(2, 12),
      end: at(2, 19),
    });
    expect(prop(c.root, 'navigation', 'groups').span).toMatchObject({
      file: path.join(root, 'config/nav.json'),
      start: at(2, 13),
    });
    expect(prop(c.root, 'name').span).toMatchObject({ file: path.join(root, 'docs.json'), start: at(2, 11) });
  });

  test('keys beside $ref are kept and win over the target’s', () => {
    const root = write(tempDir(), {
      'docs.json': '{"navigation": {"tabs": [{"$ref": "tab.json", "tab": "Override", "icon": "book"}]}}',
      'tab.json': '{"tab": "Original", "pages": ["a"]}',
    });
    const c = load(root);
    expect(c.refIssues).toEqual([]);
    const tab = prop(c.root, 'navigation', 'tabs', 0);
    expect(toPlain(tab)).toEqual({ tab: 'Override', pages: ['a'], icon: 'book' });
    expect(prop(tab, 'tab').span).toMatchObject({ file: path.join(root, 'docs.json'), start: at(1, 54) });
    expect(prop(tab, 'pages').span).toMatchObject({ file: path.join(root, 'tab.json'), start: at(1, 30) });
  });

  test('a fragment picks a value inside the file', () => {
    const root = write(tempDir(), {
      'docs.json': '{"navigation": {"$ref": "parts.json#/navs/1"}}',
      'parts.json': '{"navs": [{"pages": ["a"]}, {"pages": ["b"]}]}',
    });
    expect(toPlain(load(root).root!)).toEqual({ navigation: { pages: ['b'] } });
  });

  test('one file referenced twice is resolved in both places', () => {
    const root = write(tempDir(), {
      'docs.json': '{"a": {"$ref": "shared.json"}, "b": {"$ref": "shared.json"}}',
      'shared.json': '{"inner": {"$ref": "leaf.json"}}',
      'leaf.json': '["x"]',
    });
    const c = load(root);
    expect(c.refIssues).toEqual([]);
    expect(toPlain(c.root!)).toEqual({ a: { inner: ['x'] }, b: { inner: ['x'] } });
  });

  test('a cycle is reported on the $ref that closes it', () => {
    const root = write(tempDir(), {
      'docs.json': '{"navigation": {"$ref": "a.json"}}',
      'a.json': '{"$ref": "b.json"}',
      'b.json': '{\n  "$ref": "a.json"\n}',
    });
    const c = load(root);
    expect(issues(c, root)).toEqual([
      {
        reason: 'cycle',
        target: 'a.json',
        message: '`$ref` "a.json" forms a cycle: a.json → b.json → a.json',
        file: 'b.json',
        start: at(2, 11),
      },
    ]);
    expect(prop(c.root, 'navigation').broken).toBe(true);
  });

  test('docs.json referring to itself is a cycle', () => {
    const root = write(tempDir(), { 'docs.json': '{"navigation": {"$ref": "./docs.json"}}' });
    expect(issues(load(root), root)).toEqual([
      {
        reason: 'cycle',
        target: './docs.json',
        message: '`$ref` "./docs.json" forms a cycle: docs.json → docs.json',
        file: 'docs.json',
        start: at(1, 25),
      },
    ]);
  });

  test('a missing file is reported with the path looked for', () => {
    const root = write(tempDir(), {
      'docs.json': '{"navigation": {"$ref": "config/nav.json"}}',
      'config/nav.json': '{"tabs": [{"$ref": "tabs/one.json"}]}',
    });
    const c = load(root);
    expect(issues(c, root)).toEqual([
      {
        reason: 'missing',
        target: 'tabs/one.json',
        message: '`$ref` "tabs/one.json" names no file (looked for config/tabs/one.json)',
        file: 'config/nav.json',
        start: at(1, 20),
      },
    ]);
    expect(prop(c.root, 'navigation', 'tabs', 0).broken).toBe(true);
  });

  test('a path outside the docs root is refused even when the file exists', () => {
    const outer = tempDir();
    const root = write(outer, { 'site/docs.json': '{"navigation": {"$ref": "../x.json"}}', 'x.json': '{"pages": []}' });
    const site = path.join(root, 'site');
    expect(issues(load(site), site)).toEqual([
      {
        reason: 'outside',
        target: '../x.json',
        message: '`$ref` "../x.json" points outside the docs root',
        file: 'docs.json',
        start: at(1, 25),
      },
    ]);
  });

  test('a URL is refused', () => {
    const root = write(tempDir(), { 'docs.json': '{"navigation": {"$ref": "https://example.com/nav.json"}}' });
    expect(issues(load(root), root)).toEqual([
      {
        reason: 'invalid',
        target: 'https://example.com/nav.json',
        message: '`$ref` "https://example.com/nav.json" is a URL; docs.json `$ref` must name a file in the repository',
        file: 'docs.json',
        start: at(1, 25),
      },
    ]);
  });

  test('a symbolic link inside the root that leads outside is refused', () => {
    const outside = write(tempDir(), {
      'secret.json': '{"pages": ["stolen"]}',
      'dir/nav.json': '{"pages": ["stolen"]}',
    });
    const root = write(tempDir(), { 'docs.json': '{"a": {"$ref": "link.json"}, "b": {"$ref": "shared/nav.json"}}' });
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'link.json'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(root, 'shared'));
    const c = load(root);
    expect(issues(c, root)).toEqual([
      {
        reason: 'outside',
        target: 'link.json',
        message: '`$ref` "link.json" is a link that leads outside the docs root',
        file: 'docs.json',
        start: at(1, 16),
      },
      {
        reason: 'outside',
        target: 'shared/nav.json',
        message: '`$ref` "shared/nav.json" is a link that leads outside the docs root',
        file: 'docs.json',
        start: at(1, 44),
      },
    ]);
    expect([...c.sources.keys()]).toEqual([path.join(root, 'docs.json')]);
  });

  test('a syntax error in a referenced file is reported in that file, and the value is left unresolved', () => {
    const root = write(tempDir(), {
      'docs.json': '{"navigation": {"$ref": "nav.json"}}',
      'nav.json': '{\n  "pages": ["a",]\n}',
    });
    const c = load(root);
    expect(c.refIssues).toEqual([]);
    expect(
      c.syntaxErrors.map((e) => ({ file: path.relative(root, e.file), message: e.message, start: e.span.start })),
    ).toEqual([{ file: 'nav.json', message: 'trailing comma before `]` is not allowed in JSON', start: at(2, 16) }]);
    expect(prop(c.root, 'navigation').broken).toBe(true);
  });
});

describe('FileIndex', () => {
  const root = tempDir();
  write(root, {
    'docs.json': '{}',
    'index.mdx': '# Home',
    'guide.md': '# Guide',
    'both.mdx': '',
    'both.md': '',
    'folder/index.mdx': '',
    'folder/child.mdx': '',
    'mdfolder/index.md': '',
    'drafts/wip.mdx': '',
    'notes/todo.md': '',
    'notes/keep.md': '',
    '.mintignore': '# comment\ndrafts/\nnotes/todo.md\n',
    '.hidden/secret.mdx': '',
    'node_modules/pkg/readme.md': '',
    'sub/node_modules/x.mdx': '',
    'image.png': '',
  });
  const outside = write(tempDir(), { 'page.mdx': '', 'deep/page.mdx': '' });
  fs.symlinkSync(outside, path.join(root, 'ext'));
  fs.symlinkSync(path.join(outside, 'page.mdx'), path.join(root, 'linked.mdx'));
  fs.symlinkSync('folder', path.join(root, 'alias'));
  fs.symlinkSync('..', path.join(root, 'folder', 'up'));
  fs.symlinkSync('loop', path.join(root, 'loop'));
  const index = new FileIndex(root, fs);

  test('page files: .mdx and .md, with .mintignore, hidden folders and node_modules left out', () => {
    expect(index.hasMintignore).toBe(true);
    expect(index.pageFiles).toEqual([
      'alias/child.mdx',
      'alias/index.mdx',
      'both.md',
      'both.mdx',
      'folder/child.mdx',
      'folder/index.mdx',
      'guide.md',
      'index.mdx',
      'mdfolder/index.md',
      'notes/keep.md',
    ]);
    expect(index.files.has('drafts/wip.mdx')).toBe(true);
    expect(index.files.has('image.png')).toBe(true);
    expect(index.files.has('.hidden/secret.mdx')).toBe(false);
    expect(index.files.has('node_modules/pkg/readme.md')).toBe(false);
    expect(index.files.has('sub/node_modules/x.mdx')).toBe(false);
  });

  test('links that leave the root are recorded and not followed; loops end', () => {
    expect([...index.outsideLinks].sort()).toEqual(['ext', 'linked.mdx']);
    expect([...index.files].filter((f) => f.startsWith('ext/'))).toEqual([]);
    expect(index.files.has('loop')).toBe(false);
    expect([...index.dirs].filter((d) => d.startsWith('folder/up'))).toEqual([]);
  });

  test('resolvePage tries <p>.mdx, <p>.md, <p>/index.mdx, then <p>/index.md', () => {
    expect(index.resolvePage('index')).toEqual({ status: 'found', file: 'index.mdx' });
    expect(index.resolvePage('guide')).toEqual({ status: 'found', file: 'guide.md' });
    expect(index.resolvePage('both')).toEqual({ status: 'found', file: 'both.mdx' });
    expect(index.resolvePage('folder')).toEqual({ status: 'found', file: 'folder/index.mdx' });
    expect(index.resolvePage('mdfolder')).toEqual({ status: 'found', file: 'mdfolder/index.md' });
    expect(index.resolvePage('folder/child')).toEqual({ status: 'found', file: 'folder/child.mdx' });
    expect(index.resolvePage('alias/child')).toEqual({ status: 'found', file: 'alias/child.mdx' });
    expect(index.resolvePage('nope')).toEqual({ status: 'missing' });
    expect(index.resolvePage('image')).toEqual({ status: 'missing' });
  });

  test('resolvePage: ignored by .mintignore', () => {
    expect(index.resolvePage('drafts/wip')).toEqual({ status: 'ignored', file: 'drafts/wip.mdx' });
    expect(index.resolvePage('notes/todo')).toEqual({ status: 'ignored', file: 'notes/todo.md' });
    expect(index.resolvePage('notes/keep')).toEqual({ status: 'found', file: 'notes/keep.md' });
    expect(index.isIgnored('drafts/anything.png')).toBe(true);
    expect(index.isIgnored('guide.md')).toBe(false);
  });

  test('resolvePage: outside the root, by path or through a link', () => {
    for (const p of ['../x', '..', '', '/etc/passwd']) expect(index.resolvePage(p)).toEqual({ status: 'outside' });
    expect(index.resolvePage('linked')).toEqual({ status: 'outside' });
    expect(index.resolvePage('ext/page')).toEqual({ status: 'outside' });
    expect(index.resolvePage('ext/deep/page')).toEqual({ status: 'outside' });
  });

  test('pagePaths drops the extension', () => {
    expect(index.pagePaths()).toContain('folder/index');
    expect(index.pagePaths()).toContain('guide');
  });

  test('without .mintignore nothing is ignored', () => {
    const plain = new FileIndex(write(tempDir(), { 'drafts/wip.mdx': '' }), fs);
    expect(plain.hasMintignore).toBe(false);
    expect(plain.resolvePage('drafts/wip')).toEqual({ status: 'found', file: 'drafts/wip.mdx' });
  });

  test('a .mintignore that is a link leading outside is not read', () => {
    const other = write(tempDir(), { 'ignore-all': '*\n' });
    const dir = write(tempDir(), { 'a.mdx': '' });
    fs.symlinkSync(path.join(other, 'ignore-all'), path.join(dir, '.mintignore'));
    const idx = new FileIndex(dir, fs);
    expect(idx.hasMintignore).toBe(false);
    expect(idx.pageFiles).toEqual(['a.mdx']);
  });
});

describe('normalizePagePath', () => {
  test.each([
    ['guides/start', 'guides/start'],
    ['/guides/start', 'guides/start'],
    ['./guides/start', 'guides/start'],
    ['././guides/start', 'guides/start'],
    ['//guides//start/', 'guides/start'],
    ['guides/../api/intro', 'api/intro'],
    ['guides\\start', 'guides/start'],
    ['guides/./start', 'guides/start'],
    ['../shared/glossary', '../shared/glossary'],
    ['guides/../../x', '../x'],
    ['/', ''],
    ['./', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePagePath(input)).toBe(expected);
  });
});
