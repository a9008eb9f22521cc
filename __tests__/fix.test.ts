import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fixSite } from '../src/fix/passes.js';
import { applyFixes } from '../src/fix/edits.js';
import { SourceText } from '../src/core/source.js';
import type { Fix } from '../src/core/types.js';
import { addedLinesOf, unifiedDiff } from '../src/fix/unidiff.js';
import { analyze, runCheck, type CheckResult } from '../src/engine/index.js';
import { addRedirect, removeRedirect } from '../src/fix/builders.js';
import { readRedirects } from '../src/model/redirects.js';
import { FixSession } from '../src/fix/session.js';
import { git, removeRepos, tempDir } from './helpers/git.js';
import { withCommandsStopped } from '../src/report/text.js';
import { ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

// `--fix`: positions into offsets, the choice of fixes in a pass, the diff, the safety of writing, and every fixture
// `fixtures/<rule>/<case>.fixed/` (the files of `<case>` that --fix changes, as they must be after it, byte for byte).

afterAll(removeRepos);

const FIXTURES = path.join(ROOT, 'fixtures');

/** Every file under a folder, relative to it, `/`-separated, sorted. */
function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, r));
    else out.push(r);
  }
  return out.sort();
}

function edit(line: number, column: number, endLine: number, endColumn: number, text: string) {
  return { range: { start: { line, column }, end: { line: endLine, column: endColumn } }, text };
}

function fixOf(...edits: ReturnType<typeof edit>[]): { fix: Fix } {
  return { fix: { file: '/f', edits } };
}

describe('positions into offsets', () => {
  test('LF, CRLF and lone CR lines; a column may stand at the end of its line, not past it', () => {
    const s = new SourceText('f', 'ab\r\ncd\ref\ngh');
    expect([1, 2, 3, 4].map((line) => s.offsetAt({ line, column: 1 }))).toEqual([0, 4, 7, 10]);
    expect(s.offsetAt({ line: 1, column: 3 })).toBe(2);
    expect(s.offsetAt({ line: 1, column: 4 })).toBeUndefined();
    expect(s.offsetAt({ line: 4, column: 3 })).toBe(12);
    expect(s.offsetAt({ line: 5, column: 1 })).toBeUndefined();
    expect(s.offsetAt({ line: 1, column: 0 })).toBeUndefined();
  });

  test('a byte-order mark counts as one unit on line 1, as the JSON reader counts it', () => {
    const s = new SourceText('f', '\uFEFF{"a": 1}');
    expect(s.offsetAt({ line: 1, column: 2 })).toBe(1);
  });
});

describe('choosing the fixes of a pass', () => {
  const text = 'one two three four\n';

  test('fixes apply in the order of where they start, whatever order they came in', () => {
    const r = applyFixes(text, [fixOf(edit(1, 9, 1, 14, '3')), fixOf(edit(1, 1, 1, 4, '1'))]);
    expect(r.text).toBe('1 two 3 four\n');
    expect(r.applied.length).toBe(2);
  });

  test('a fix that overlaps or touches one taken waits for the next pass, as in ESLint; two inserts at one point too', () => {
    const first = fixOf(edit(1, 5, 1, 8, 'TWO'));
    const overlapping = fixOf(edit(1, 7, 1, 14, 'x'));
    const touching = fixOf(edit(1, 8, 1, 8, '!'));
    const r = applyFixes(text, [overlapping, touching, first]);
    expect(r.text).toBe('one TWO three four\n');
    expect(r.applied).toEqual([first]);
    expect(r.deferred).toEqual([overlapping, touching]);
    const inserts = applyFixes(text, [fixOf(edit(1, 4, 1, 4, 'A')), fixOf(edit(1, 4, 1, 4, 'B'))]);
    expect([inserts.text, inserts.deferred.length]).toEqual(['oneA two three four\n', 1]);
  });

  test('a fix of several edits is taken whole or not at all, by its whole extent', () => {
    const wide = fixOf(edit(1, 1, 1, 4, 'ONE'), edit(1, 15, 1, 19, 'FOUR'));
    const inside = fixOf(edit(1, 9, 1, 14, 'THREE'));
    const r = applyFixes(text, [wide, inside]);
    expect(r.text).toBe('ONE two three FOUR\n');
    expect(r.deferred).toEqual([inside]);
  });

  test('a fix whose positions are not in the text, or whose own edits overlap, is not applied', () => {
    const past = fixOf(edit(1, 30, 1, 31, 'x'));
    const selfOverlap = fixOf(edit(1, 1, 1, 5, 'a'), edit(1, 3, 1, 6, 'b'));
    const r = applyFixes(text, [past, selfOverlap]);
    expect(r).toEqual({ text, applied: [], deferred: [], invalid: [past, selfOverlap] });
  });
});

describe('unified diff', () => {
  test('hunks with three lines of context, merged when close, and the missing last line break marked', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n'].join('\n') + '\n';
    const after = before.replace('b\n', 'B\n').replace('m\n', 'M\nM2\n');
    expect(unifiedDiff('x/y.json', before, after)).toBe(
      [
        '--- a/x/y.json',
        '+++ b/x/y.json',
        '@@ -1,5 +1,5 @@',
        ' a',
        '-b',
        '+B',
        ' c',
        ' d',
        ' e',
        '@@ -10,5 +10,6 @@',
        ' j',
        ' k',
        ' l',
        '-m',
        '+M',
        '+M2',
        ' n',
        '',
      ].join('\n'),
    );
    expect(unifiedDiff('f', 'a\nb', 'a\nc')).toBe(
      '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n',
    );
    expect(unifiedDiff('f', 'same\n', 'same\n')).toBe('');
  });

  test('a name holding ##[ is quoted with its # as \\043, and only in the two header lines', () => {
    expect(unifiedDiff('##[error]x.mdx', '--- a/##[\n', '--- b/##[\n')).toBe(
      '--- "a/#\\043[error]x.mdx"\n+++ "b/#\\043[error]x.mdx"\n@@ -1,1 +1,1 @@\n---- a/##[\n+--- b/##[\n',
    );
    expect(unifiedDiff('a\n##[b', 'x\n', 'y\n').split('\n').slice(0, 2)).toEqual([
      '--- "a/a\\n#\\043[b"',
      '+++ "b/a\\n#\\043[b"',
    ]);
  });

  test('a diff with a line a runner would act on goes between stop-commands and its token', () => {
    const diff = unifiedDiff('f', 'a ##[x]\nb\n', 'a ##[x]\nc\n');
    const token = createHash('sha256').update(diff).digest('hex');
    expect(withCommandsStopped(diff)).toBe(`::stop-commands::${token}\n${diff}::${token}::\n`);
    expect(withCommandsStopped('  ::warning::x')).toMatch(
      /^::stop-commands::[0-9a-f]{64}\n {2}::warning::x\n::[0-9a-f]{64}::\n$/,
    );
    const plain = unifiedDiff('f', 'a\n', 'b\n');
    expect(withCommandsStopped(plain)).toBe(plain);
  });

  test('git apply takes it and gives the edited file byte for byte (CRLF lines and a BOM included)', () => {
    const repo = tempDir();
    git(repo, 'init', '-q');
    const before = '\uFEFF{\r\n  "a": "get /x",\r\n' + '  "k": 1,\r\n'.repeat(12) + '  "b": "x.mdx"\r\n}\r\n';
    const after = before.replace('get /x', 'GET /x').replace('x.mdx', 'x');
    fs.mkdirSync(path.join(repo, 'docs'));
    fs.writeFileSync(path.join(repo, 'docs', 'docs.json'), before);
    fs.writeFileSync(path.join(repo, 'fix.diff'), unifiedDiff('docs/docs.json', before, after));
    git(repo, 'apply', '--whitespace=nowarn', 'fix.diff');
    expect(fs.readFileSync(path.join(repo, 'docs', 'docs.json'), 'utf8')).toBe(after);
  });

  test("a pull request's diff gives the lines it adds to each file, by their number in the new file", () => {
    const diff = [
      'diff --git a/docs/docs.json b/docs/docs.json',
      'index 1111111..2222222 100644',
      '--- a/docs/docs.json',
      '+++ b/docs/docs.json',
      '@@ -3,4 +3,5 @@ {',
      '   "name": "Acme",',
      '-  "a": 1,',
      '+  "a": 2,',
      '+  "b": 3,',
      '   "c": 4',
      ' }',
      '\\ No newline at end of file',
      'diff --git a/old.mdx b/old.mdx',
      'deleted file mode 100644',
      '--- a/old.mdx',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-gone',
      'diff --git "a/caf\\303\\251.mdx" "b/caf\\303\\251.mdx"',
      'new file mode 100644',
      '--- /dev/null',
      '+++ "b/caf\\303\\251.mdx"',
      '@@ -0,0 +1,2 @@',
      '+---',
      '+title: Café',
      '',
    ].join('\n');
    const added = addedLinesOf(diff);
    expect([...added.keys()]).toEqual(['docs/docs.json', 'café.mdx']);
    expect([...added.get('docs/docs.json')!]).toEqual([
      [4, '  "a": 2,'],
      [5, '  "b": 3,'],
    ]);
    expect([...added.get('café.mdx')!]).toEqual([
      [1, '---'],
      [2, 'title: Café'],
    ]);
  });
});

/** The case folders that have a `.fixed` twin: `[rule, case]`. */
const fixCases: [string, string][] = [];
for (const rule of fs.readdirSync(FIXTURES).sort())
  for (const c of fs.existsSync(path.join(FIXTURES, rule)) ? fs.readdirSync(path.join(FIXTURES, rule)).sort() : [])
    if (c.endsWith('.fixed')) fixCases.push([rule, c.slice(0, -'.fixed'.length)]);

/** The findings as `file rule message` (positions move when text is added above them). */
function keys(result: CheckResult, pick: (d: CheckResult['diagnostics'][number]) => boolean = () => true): string[] {
  return result.diagnostics
    .filter(pick)
    .map((d) => `${path.relative(result.root, d.span.file)} ${d.rule} ${d.message}`);
}

describe('fix fixtures: the files after --fix, byte for byte, and a check without the fixed findings', () => {
  test('there are fix fixtures for every safe fix', () => {
    expect(fixCases.map(([r]) => r)).toEqual(
      expect.arrayContaining([
        'operation-method-case',
        'page-extension',
        'operation-not-found',
        'frontmatter-openapi-unresolved',
        'url-removed',
        'nav-language-code',
        'link-extension',
      ]),
    );
  });

  test.each(fixCases)('%s/%s', async (rule, c) => {
    const site = path.join(FIXTURES, rule, c);
    const fixed = path.join(FIXTURES, rule, `${c}.fixed`);
    const dir = tempDir('navlint-fix-');
    fs.cpSync(site, dir, { recursive: true });
    const baseDir = path.join(FIXTURES, rule, 'base');
    const base = fs.existsSync(path.join(baseDir, 'docs.json'))
      ? { base: { kind: 'folder' as const, dir: baseDir } }
      : {};
    const check = (fsys: typeof fs | import('../src/core/fs.js').FileSystem) =>
      runCheck({ dir: '.', cwd: dir, fs: fsys, ...base });
    const before = await check(fs);
    const run = await fixSite(check, fs, { cwd: dir, writer: fs });
    expect(run.refused).toEqual([]);
    const changed = listFiles(fixed);
    expect([...run.fixed.keys()].map((f) => path.relative(dir, f)).sort()).toEqual(changed);
    for (const f of listFiles(site)) {
      const expected = changed.includes(f) ? path.join(fixed, f) : path.join(site, f);
      expect([f, fs.readFileSync(path.join(dir, f)).equals(fs.readFileSync(expected))]).toEqual([f, true]);
    }
    // Checked again: the fixed findings are gone, and nothing else changed.
    const after = await check(fs);
    expect(after.diagnostics.filter((d) => d.fix)).toEqual([]);
    expect(keys(after)).toEqual(keys(before, (d) => !d.fix));
    expect(keys(after, (d) => d.rule === rule).length).toBeLessThan(keys(before, (d) => d.rule === rule).length);
    // A second run finds nothing to fix.
    const again = await fixSite(check, fs, { cwd: dir, writer: fs });
    expect([again.fixed.size, again.passes]).toEqual([0, 0]);
  });
});

describe('writing is safe', () => {
  const DOCS = `{
  "theme": "mint",
  "name": "Fixture",
  "colors": { "primary": "#087A60" },
  "navigation": { "pages": ["intro.mdx"] }
}
`;
  function site(): string {
    const dir = tempDir('navlint-fix-');
    fs.writeFileSync(path.join(dir, 'docs.json'), DOCS);
    fs.writeFileSync(path.join(dir, 'intro.mdx'), '# Intro\n');
    return dir;
  }
  const checker = (dir: string) => (fsys: import('../src/core/fs.js').FileSystem) =>
    runCheck({ dir: '.', cwd: dir, fs: fsys });

  test('a docs.json that is a symbolic link is not written, and neither is its target', async () => {
    const dir = site();
    const real = path.join(tempDir('navlint-target-'), 'docs.json');
    fs.renameSync(path.join(dir, 'docs.json'), real);
    fs.mkdirSync(path.join(dir, 'inner'));
    fs.copyFileSync(real, path.join(dir, 'inner', 'docs.json'));
    fs.writeFileSync(path.join(dir, 'inner', 'intro.mdx'), '# Intro\n');
    fs.symlinkSync(path.join(dir, 'inner', 'docs.json'), path.join(dir, 'docs.json'));
    const run = await fixSite(checker(dir), fs, { cwd: dir, writer: fs });
    expect(run.refused).toEqual([
      { file: path.join(dir, 'docs.json'), reason: 'it is reached through a symbolic link' },
    ]);
    expect(fs.readFileSync(path.join(dir, 'inner', 'docs.json'), 'utf8')).toBe(DOCS);
    // The page beside it is in no navigation and no page links to it: a notice, nothing to fix.
    expect(run.result.diagnostics.map((d) => d.rule)).toEqual(['page-extension', 'page-unreachable']);
  });

  test('a file in a folder reached through a symbolic link is not written', async () => {
    const dir = site();
    const outside = tempDir('navlint-outside-');
    fs.writeFileSync(path.join(outside, 'docs.json'), DOCS);
    const session = new FixSession(fs);
    session.beginPass();
    fs.symlinkSync(outside, path.join(dir, 'linked'));
    const file = path.join(dir, 'linked', 'docs.json');
    const fix = { fix: { file, edits: [edit(5, 29, 5, 33, '')] } };
    expect(session.apply(dir, file, [fix])).toEqual({ applied: [], refused: 'it is reached through a symbolic link' });
    expect(session.apply(dir, path.join(outside, 'docs.json'), [fix])).toEqual({
      applied: [],
      refused: 'it is outside the docs root',
    });
  });

  test('a file that changed after the check read it is not edited', async () => {
    const dir = site();
    const check = checker(dir);
    const run = await fixSite(
      async (fsys) => {
        const r = await check(fsys);
        // Someone saves the file between the check and the fix.
        fs.writeFileSync(path.join(dir, 'docs.json'), DOCS.replace('"Fixture"', '"Renamed"'));
        return r;
      },
      fs,
      { cwd: dir, writer: fs },
    );
    expect(run.refused).toEqual([{ file: path.join(dir, 'docs.json'), reason: 'it changed after navlint read it' }]);
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')).toContain('"intro.mdx"');
  });

  test('a file that changed on disk while the passes ran is not overwritten, and the report is of the disk', async () => {
    const dir = site();
    const check = checker(dir);
    let calls = 0;
    const run = await fixSite(
      async (fsys) => {
        if (++calls === 2) fs.writeFileSync(path.join(dir, 'docs.json'), DOCS.replace('"Fixture"', '"Renamed"'));
        return check(fsys);
      },
      fs,
      { cwd: dir, writer: fs },
    );
    expect(run.written).toEqual([]);
    expect(run.refused).toEqual([
      { file: path.join(dir, 'docs.json'), reason: 'it changed on disk while navlint fixed it' },
    ]);
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')).toContain('"Renamed"');
    expect(run.result.diagnostics.map((d) => d.rule)).toEqual(['page-extension']);
    expect(run.fixed.size).toBe(0);
  });

  test('a file that is not valid UTF-8 is not written back', async () => {
    const dir = site();
    fs.writeFileSync(path.join(dir, 'docs.json'), DOCS.replace('["intro.mdx"]', '["pets"]'));
    fs.writeFileSync(
      path.join(dir, 'openapi.yaml'),
      'openapi: 3.0.3\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      responses: { "200": { description: OK } }\n',
    );
    // Its frontmatter is fine; a byte further down is not UTF-8, and would not survive being decoded and written.
    const bytes = Buffer.concat([
      Buffer.from('---\ntitle: Pets\nopenapi: /openapi.yaml get /pets\n---\n\nCaf'),
      Buffer.from([0xe9, 0x0a]),
    ]);
    fs.writeFileSync(path.join(dir, 'pets.mdx'), bytes);
    const run = await fixSite(checker(dir), fs, { cwd: dir, writer: fs });
    expect(run.refused).toEqual([
      { file: path.join(dir, 'pets.mdx'), reason: 'it is not valid UTF-8, and writing it back would change its bytes' },
    ]);
    expect(fs.readFileSync(path.join(dir, 'pets.mdx')).equals(bytes)).toBe(true);
  });

  test('a dry run changes nothing and gives the diff that --fix would write', async () => {
    const dir = site();
    const run = await fixSite(checker(dir), fs, { cwd: dir });
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')).toBe(DOCS);
    expect(run.diff).toBe(unifiedDiff('docs.json', DOCS, DOCS.replace('"intro.mdx"', '"intro"')));
    expect(run.result.diagnostics).toEqual([]);
  });

  test('fixes that overlap take one pass each, at most ten; what is left is counted', async () => {
    // Twelve pages renamed since the base: each fix adds its redirect after the last entry, the same place.
    const base = tempDir('navlint-base-');
    const head = tempDir('navlint-fix-');
    const pages = (prefix: string) => Array.from({ length: 12 }, (_, i) => `"${prefix}${i}"`).join(', ');
    const docs = (prefix: string) =>
      DOCS.replace('["intro.mdx"]', `[${pages(prefix)}]`).replace(
        '\n}\n',
        ',\n  "redirects": [\n    { "source": "/old", "destination": "/" }\n  ]\n}\n',
      );
    fs.writeFileSync(path.join(base, 'docs.json'), docs('p'));
    fs.writeFileSync(path.join(head, 'docs.json'), docs('n'));
    for (let i = 0; i < 12; i++) {
      fs.writeFileSync(path.join(base, `p${i}.mdx`), `---\ntitle: Page ${i}\n---\n`);
      fs.writeFileSync(path.join(head, `n${i}.mdx`), `---\ntitle: Page ${i}\n---\n`);
    }
    const check = (fsys: import('../src/core/fs.js').FileSystem) =>
      runCheck({ dir: '.', cwd: head, fs: fsys, base: { kind: 'folder', dir: base } });
    const run = await fixSite(check, fs, { cwd: head, writer: fs });
    expect([run.passes, run.exhausted, run.pending, run.fixed.get(path.join(head, 'docs.json'))]).toEqual([
      10,
      true,
      2,
      10,
    ]);
    const redirects = (JSON.parse(fs.readFileSync(path.join(head, 'docs.json'), 'utf8')) as { redirects: unknown[] })
      .redirects;
    expect(redirects.length).toBe(11);
    const rest = await fixSite(check, fs, { cwd: head, writer: fs });
    expect([rest.passes, rest.exhausted, rest.pending, rest.result.diagnostics]).toEqual([2, false, 0, []]);
  });
});

describe('navlint check --fix and --fix-dry-run', () => {
  const EXAMPLE = path.join(ROOT, 'examples', 'larkspur-broken');
  const copy = () => {
    const dir = tempDir('navlint-cli-fix-');
    fs.cpSync(EXAMPLE, dir, { recursive: true });
    return dir;
  };
  const BEFORE = fs.readFileSync(path.join(EXAMPLE, 'docs.json'), 'utf8');
  const AFTER = BEFORE.replace('"en/v2/sdks/python.mdx"', '"en/v2/sdks/python"')
    .replace('"get /flags"', '"GET /flags"')
    .replace('"language": "ua"', '"language": "uk"');
  const PAGE = 'en/v2/concepts/environments.mdx';
  const PAGE_BEFORE = fs.readFileSync(path.join(EXAMPLE, PAGE), 'utf8');
  const PAGE_AFTER = PAGE_BEFORE.replace('(/en/v2/concepts/segments.mdx)', '(/en/v2/concepts/segments)');
  const NOTE = [
    'navlint: fixed 4 problems in 2 files (1 pass); 35 problems remain (22 errors, 8 warnings, 5 notices).',
    '  docs.json: 3',
    `  ${PAGE}: 1`,
    '',
  ].join('\n');

  test('--fix-dry-run prints the diff of what --fix writes, changes nothing, and git apply reproduces --fix', async () => {
    const dir = copy();
    const dry = await runCli(['check', '.', '--fix-dry-run'], { cwd: dir });
    expect(dry.status).toBe(1);
    expect(PAGE_AFTER).not.toBe(PAGE_BEFORE);
    expect(dry.stdout).toBe(unifiedDiff('docs.json', BEFORE, AFTER) + unifiedDiff(PAGE, PAGE_BEFORE, PAGE_AFTER));
    expect(dry.stderr).toBe(NOTE.replace('fixed 4', 'would fix 4').replace('remain (', 'would remain ('));
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')).toBe(BEFORE);
    git(dir, 'init', '-q');
    fs.writeFileSync(path.join(dir, 'fix.diff'), dry.stdout);
    git(dir, 'apply', 'fix.diff');
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')).toBe(AFTER);
    expect(fs.readFileSync(path.join(dir, PAGE), 'utf8')).toBe(PAGE_AFTER);
  });

  test('--fix writes the fixes, says what it did, reports what remains; a second run has nothing to fix', async () => {
    const dir = copy();
    const r = await runCli(['check', '.', '--fix'], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.startsWith(NOTE + 'docs.json\n')).toBe(true);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
      '✖ 35 problems (22 errors, 8 warnings, 5 notices). Checked docs.json (67 navigation entries, 39 page files, 2 OpenAPI documents).',
    );
    expect(r.stdout).not.toContain('page-extension');
    expect(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')).toBe(AFTER);
    expect(fs.readFileSync(path.join(dir, PAGE), 'utf8')).toBe(PAGE_AFTER);
    const again = await runCli(['check', '.', '--fix', '--format', 'json'], { cwd: dir });
    expect(again.status).toBe(1);
    expect(again.stderr).toBe('navlint: nothing to fix; 35 problems remain (22 errors, 8 warnings, 5 notices).\n');
    expect((JSON.parse(again.stdout) as { diagnostics: unknown[] }).diagnostics).toHaveLength(35);
  });

  test('a docs.json reached through a symbolic link is not written: one line on stderr', async () => {
    const dir = copy();
    fs.renameSync(path.join(dir, 'docs.json'), path.join(dir, 'real-docs.json'));
    fs.symlinkSync('real-docs.json', path.join(dir, 'docs.json'));
    const r = await runCli(['check', '.', '--fix', '--quiet'], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('navlint: docs.json was not fixed: it is reached through a symbolic link\n');
    expect(fs.readFileSync(path.join(dir, 'real-docs.json'), 'utf8')).toBe(BEFORE);
  });

  test.each([
    [
      ['check', '.', '--fix', '--fix-dry-run'],
      '--fix and --fix-dry-run do not go together: --fix-dry-run shows what --fix would write',
    ],
    [
      ['check', '.', '--fix-dry-run', '--format', 'json'],
      '--fix-dry-run prints a unified diff; --format json does not apply',
    ],
    [['openapi-check', 'openapi.yaml', '--fix'], '--fix applies to check only, not to openapi-check'],
  ])('usage error: %j', async (args, message) => {
    expect(await runCli(args, { cwd: copy() })).toEqual({ status: 2, stdout: '', stderr: `navlint: ${message}\n` });
  });
});

describe('a new redirect follows the file it goes into', () => {
  const HEAD =
    '{\n  "theme": "mint",\n  "name": "A",\n  "colors": { "primary": "#087A60" },\n  "navigation": { "pages": ["intro"] }';
  /** docs.json (and other files) after the fix that adds /a → /b. */
  function added(files: Record<string, string>): Record<string, string> {
    const dir = tempDir('navlint-redirect-');
    for (const [f, t] of Object.entries({ 'intro.mdx': '# Intro\n', ...files })) fs.writeFileSync(path.join(dir, f), t);
    const model = analyze({ dir: '.', cwd: dir, fs });
    const fix = addRedirect(model, { source: '/a', destination: '/b' })!;
    const file = path.relative(dir, fix.file);
    return { [file]: applyFixes(files[file], [{ fix }]).text };
  }

  test('into an empty array, on a line of its own one level in', () => {
    expect(added({ 'docs.json': `${HEAD},\n  "redirects": []\n}\n` })).toEqual({
      'docs.json': `${HEAD},\n  "redirects": [\n    { "source": "/a", "destination": "/b" }\n  ]\n}\n`,
    });
  });

  test('after compact entries on one line, compact and on that line', () => {
    expect(added({ 'docs.json': `${HEAD},\n  "redirects": [{"source":"/x","destination":"/y"}]\n}\n` })).toEqual({
      'docs.json': `${HEAD},\n  "redirects": [{"source":"/x","destination":"/y"}, {"source":"/a","destination":"/b"}]\n}\n`,
    });
  });

  test('a docs.json on one line gets the array on that line', () => {
    const one = '{"theme":"mint","name":"A","colors":{"primary":"#087A60"},"navigation":{"pages":["intro"]}}';
    expect(added({ 'docs.json': one })).toEqual({
      'docs.json': one.replace(/}$/, ',"redirects":[{"source":"/a","destination":"/b"}]}'),
    });
  });

  test('redirects kept in a file of their own ($ref) get the entry there', () => {
    const list = '[\n\t{ "source": "/x", "destination": "/y" }\n]\n';
    expect(
      added({ 'docs.json': `${HEAD},\n  "redirects": { "$ref": "redirects.json" }\n}\n`, 'redirects.json': list }),
    ).toEqual({
      'redirects.json': '[\n\t{ "source": "/x", "destination": "/y" },\n\t{ "source": "/a", "destination": "/b" }\n]\n',
    });
  });
});

describe('a redirect taken out leaves the list as it was written', () => {
  const HEAD =
    '{\n  "theme": "mint",\n  "name": "A",\n  "colors": { "primary": "#087A60" },\n  "navigation": { "pages": ["intro"] }';
  /** docs.json after the fix that takes out the redirect from `source`. */
  function removed(text: string, source: string): string {
    const dir = tempDir('navlint-redirect-');
    fs.writeFileSync(path.join(dir, 'intro.mdx'), '# Intro\n');
    fs.writeFileSync(path.join(dir, 'docs.json'), text);
    const model = analyze({ dir: '.', cwd: dir, fs });
    const r = readRedirects(model).redirects.find((x) => x.source === source)!;
    return applyFixes(text, [{ fix: removeRedirect(model, r.span)! }]).text;
  }
  const three = `${HEAD},\n  "redirects": [\n    { "source": "/a", "destination": "/b" },\n    { "source": "/c", "destination": "/d" },\n    { "source": "/e", "destination": "/f" }\n  ]\n}\n`;

  test.each([
    ['/a', three.replace('    { "source": "/a", "destination": "/b" },\n', '')],
    ['/c', three.replace(',\n    { "source": "/c", "destination": "/d" }', '')],
    ['/e', three.replace(',\n    { "source": "/e", "destination": "/f" }', '')],
  ])('the entry from %s', (source, expected) => {
    expect(removed(three, source)).toBe(expected);
  });

  test('the only entry, on one line', () => {
    const one = `${HEAD},\n  "redirects": [{"source":"/a","destination":"/b"}]\n}\n`;
    expect(removed(one, '/a')).toBe(`${HEAD},\n  "redirects": []\n}\n`);
  });
});

describe('changes in pages', () => {
  test('a change on line 1 of a page with a byte-order mark counts the mark, as every fix does', async () => {
    const dir = tempDir('navlint-bom-');
    fs.writeFileSync(
      path.join(dir, 'docs.json'),
      '{ "theme": "mint", "name": "A", "colors": { "primary": "#087A60" }, "navigation": { "pages": ["intro"] } }\n',
    );
    const page = '\uFEFFimport Warning from "/snippets/warnng.mdx";\n\n<Warning />\n';
    fs.writeFileSync(path.join(dir, 'intro.mdx'), page);
    fs.mkdirSync(path.join(dir, 'snippets'));
    fs.writeFileSync(path.join(dir, 'snippets', 'warning.mdx'), 'Careful.\n');
    const result = await runCheck({ dir: '.', cwd: dir, fs });
    const d = result.diagnostics.find((x) => x.rule === 'snippet-not-found')!;
    expect(d.suggestions).toHaveLength(1);
    expect(applyFixes(page, d.suggestions!).text).toBe(page.replace('warnng', 'warning'));
  });
});
