import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { runCheck, type RunOptions } from '../src/engine/index.js';
import { RULES } from '../src/rules/index.js';
import type { Rule } from '../src/rules/rule.js';
import { ROOT } from './helpers/run.js';
import { makeSparseFiles } from './helpers/sparse.js';
import { answering, history, runRule, type FixtureOptions } from './helpers/rule-tester.js';
import { applyEdits, modify, parse as parseJsonc, type ParseError } from 'jsonc-parser';

// Every registered rule lives in src/rules/<id>.ts, has a doc page that agrees with its metadata and shows
// what navlint really prints on the page's example case, fixtures that trip it and one that passes, and a
// row in the README's generated table. npm run new-rule writes all of these for a new id.
const DOCS = path.join(ROOT, 'docs', 'rules');
const FIXTURES = path.join(ROOT, 'fixtures');
const SCRIPT = path.join(ROOT, 'scripts', 'gen-readme-rules.mjs');
const DOCS_SCRIPT = path.join(ROOT, 'scripts', 'gen-rule-docs.mjs');
const NEW_RULE = path.join(ROOT, 'scripts', 'new-rule.mjs');
const SECTIONS = ['## Why', '## Incorrect', '## Correct', '## How to fix', '## Configuration', '## Precision'];
const ids = RULES.map((r) => r.meta.id);

function readDoc(id: string): string[] {
  const file = path.join(DOCS, `${id}.md`);
  expect(fs.existsSync(file) ? `${id}.md` : `no docs/rules/${id}.md`).toBe(`${id}.md`);
  return fs.readFileSync(file, 'utf8').split(/\r?\n/);
}

/** The body of a `## ` section, up to the next one. */
function section(lines: string[], title: string): string {
  const start = lines.indexOf(title);
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Diagnostic lines of a fixture case's expected.txt, as [file:line:col-endLine:endCol, severity, rule, message…] (help lines left out). */
function expectedLines(caseDir: string): string[][] {
  return fs
    .readFileSync(path.join(caseDir, 'expected.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '' && !l.startsWith('#') && !/^\s/.test(l))
    .map((l) => l.split(' '));
}

function fixtureCases(id: string): string[] {
  const dir = path.join(FIXTURES, id);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .filter((c) => fs.existsSync(path.join(dir, c, 'expected.txt')));
}

function runScript(...args: string[]) {
  return runNode(SCRIPT, ...args);
}

function runNode(script: string, ...args: string[]) {
  return runNodeEnv({}, script, ...args);
}

function runNodeEnv(env: Record<string, string>, script: string, ...args: string[]) {
  const base: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: '' };
  delete base.npm_config_dry_run;
  return spawnSync(process.execPath, [script, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...base, ...env } });
}

/** The output block under `## Incorrect` (the lines of its first ```text block). */
function incorrectOutput(lines: string[]): string[] | undefined {
  return /```text\n([\s\S]*?)```/
    .exec(section(lines, '## Incorrect'))?.[1]
    .split('\n')
    .filter((l) => l !== '');
}

/** The fixture case a doc names under `## Incorrect` with `<!-- example: fixtures/<id>/<case> -->`. */
function exampleCase(lines: string[]): string | undefined {
  return /^<!-- example: (fixtures\/[\w-]+\/[\w.-]+) -->$/m.exec(section(lines, '## Incorrect'))?.[1];
}

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-docs-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('rule docs', () => {
  test('rule ids are unique', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(ids)('%s has a doc page that matches its metadata', (id) => {
    const meta = RULES.find((r) => r.meta.id === id)!.meta;
    const lines = readDoc(id);
    expect(lines[0]).toBe(`# ${id}`);
    expect(lines.find((l) => l.startsWith('> '))).toBe(`> ${meta.summary}`);
    expect(lines.find((l) => l.startsWith('- Default severity:'))).toBe(
      `- Default severity: **${meta.defaultSeverity}**`,
    );
    // A rule that is lower in `recommended`, the default, says so and why (its measured precision, below).
    expect(lines.find((l) => l.startsWith('- In `recommended`:'))).toBe(
      meta.recommended
        ? `- In \`recommended\`: **${meta.recommended}**; at its own level in \`strict\`${meta.category === 'accessibility' ? ' and `accessibility`' : ''}`
        : undefined,
    );
    expect(lines.find((l) => l.startsWith('- Category:'))).toBe(`- Category: ${meta.category}`);
    expect(lines.find((l) => l.startsWith('- Fixable:'))).toBe(
      meta.fixable ? '- Fixable: yes, with `--fix`' : undefined,
    );
    expect(lines.find((l) => l.startsWith('- Suggestions:'))).toBe(
      meta.hasSuggestions ? '- Suggestions: yes, for a person to choose' : undefined,
    );
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(SECTIONS);
  });

  test.each(ids)('%s shows an incorrect example with the finding, and its configuration', (id) => {
    const lines = readDoc(id);
    const incorrect = section(lines, '## Incorrect');
    expect(incorrect).toMatch(/```json\n[\s\S]+?\n```/);
    const printed = /```text\n([\s\S]*?)\n```/.exec(incorrect)?.[1].split('\n') ?? [];
    expect(printed.length).toBeGreaterThan(0);
    for (const line of printed) expect(line).toMatch(new RegExp(`^(error|warning|notice)  .+  ${id}$`));
    expect(section(lines, '## Correct')).toMatch(/```json\n[\s\S]+?\n```/);
    expect(section(lines, '## Configuration')).toContain(`"${id}"`);
  });

  // As typescript-eslint's docs snapshots: the output shown is what navlint prints on the example, never typed by hand.
  test.each(ids)('%s: the Incorrect output is what navlint reports on its example case', async (id) => {
    const lines = readDoc(id);
    const example = exampleCase(lines);
    expect(example ?? `no <!-- example: fixtures/${id}/<case> --> under ## Incorrect`).toMatch(
      new RegExp(`^fixtures/${id}/[\\w.-]+$`),
    );
    const base = path.join(ROOT, example!, '..', 'base');
    const options = fs.existsSync(path.join(base, 'docs.json')) ? { base: { kind: 'folder' as const, dir: base } } : {};
    makeSparseFiles(path.join(ROOT, example!));
    // A case's options.json holds options of the check itself (`maxTimeMs`), as in the fixtures test.
    const own = path.join(ROOT, example!, 'options.json');
    const { externalAnswers, commits, ...extra } = fs.existsSync(own)
      ? (JSON.parse(fs.readFileSync(own, 'utf8')) as FixtureOptions)
      : ({} as FixtureOptions);
    const external = externalAnswers ? { external: true, checkLinks: answering(externalAnswers) } : {};
    // A rule's page shows it at its own level, whatever `recommended` does with it.
    const result = await runCheck({
      dir: '.',
      cwd: path.join(ROOT, example!),
      fs,
      presets: ['strict'],
      ...options,
      ...extra,
      ...external,
      ...history(path.join(ROOT, example!), commits),
    });
    const shown = result.diagnostics.filter((d) => d.rule === id).map((d) => `${d.severity}  ${d.message}  ${id}`);
    expect(shown.length).toBeGreaterThan(0);
    // Stale: run `npm run build && npm run docs:rules`.
    expect(incorrectOutput(lines)).toEqual(shown);
  });

  test('no doc page exists for an unregistered rule', () => {
    const pages = fs
      .readdirSync(DOCS)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3));
    expect(pages.filter((p) => !ids.includes(p))).toEqual([]);
  });
});

describe('rule fixtures', () => {
  test.each(ids)('%s has a fixture that trips it', (id) => {
    const tripping = fixtureCases(id).filter((c) => expectedLines(path.join(FIXTURES, id, c)).some((f) => f[2] === id));
    expect(tripping.length > 0 ? 'tripped' : `no fixtures/${id}/<case>/expected.txt reports ${id}`).toBe('tripped');
  });

  test.each(ids)('%s has a pass fixture with no findings', (id) => {
    const dir = path.join(FIXTURES, id, 'pass');
    expect(fs.existsSync(path.join(dir, 'expected.txt')) ? 'present' : `no fixtures/${id}/pass/expected.txt`).toBe(
      'present',
    );
    expect(fs.existsSync(path.join(dir, 'docs.json'))).toBe(true);
    expect(expectedLines(dir)).toEqual([]);
  });
});

describe('README rules table', () => {
  test('the generator reads the same metadata as the registry', () => {
    const r = runScript('--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(
      RULES.map((x) => ({
        id: x.meta.id,
        summary: x.meta.summary,
        defaultSeverity: x.meta.defaultSeverity,
        ...(x.meta.recommended ? { recommended: x.meta.recommended } : {}),
        ...(x.meta.category === 'accessibility' ? { accessibility: true } : {}),
      })),
    );
  });

  test('README.md holds the generated table', () => {
    const r = runScript('--check');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  test('the table has one row per rule, linking its doc page', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('<!-- rules:start -->'), readme.indexOf('<!-- rules:end -->'));
    const linked = [...table.matchAll(/^\| \[`([\w-]+)`\]\(docs\/rules\/([\w-]+)\.md\) \| (\w+) \| (\w+) \|/gm)].map(
      (m) => [m[1], m[2], m[3], m[4]],
    );
    expect(linked).toEqual(
      RULES.map((x) => [x.meta.id, x.meta.id, x.meta.recommended ?? x.meta.defaultSeverity, x.meta.defaultSeverity]),
    );
  });
});

describe('rule files', () => {
  const files = fs
    .readdirSync(path.join(ROOT, 'src', 'rules'))
    .filter((f) => f.endsWith('.ts') && !['index.ts', 'rule.ts', 'api.ts'].includes(f))
    .map((f) => f.slice(0, -3))
    .sort();

  test.each(files)('src/rules/%s.ts default-exports the registered rule of that id', async (name) => {
    const rule = ((await import(`../src/rules/${name}.js`)) as { default: Rule }).default;
    expect(rule.meta.id).toBe(name);
    expect(RULES).toContain(rule);
    // Its meta names its page (ESLint's meta.docs.url), the page this folder holds.
    expect(rule.meta.docs?.url).toBe(`https://github.com/navlint/navlint/blob/main/docs/rules/${name}.md`);
    expect(fs.existsSync(path.join(DOCS, `${name}.md`))).toBe(true);
  });

  test('every registered rule has its own file', () => {
    expect([...ids].sort()).toEqual(files);
  });
});

describe('npm run docs:rules (the Incorrect output)', () => {
  /** A copy of one rule's doc and example case, to run the generator on. */
  function copyOf(id: string, c: string): string {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'docs', 'rules'), { recursive: true });
    fs.copyFileSync(path.join(DOCS, `${id}.md`), path.join(root, 'docs', 'rules', `${id}.md`));
    fs.cpSync(path.join(FIXTURES, id, c), path.join(root, 'fixtures', id, c), { recursive: true });
    return root;
  }

  test('--check fails on a stale block, and a run writes it back from the built CLI', () => {
    const root = copyOf('page-extension', 'fail');
    const doc = path.join(root, 'docs', 'rules', 'page-extension.md');
    const original = fs.readFileSync(doc, 'utf8');
    fs.writeFileSync(
      doc,
      original.replace(/```text\n[\s\S]*?```/, '```text\nerror  Something else.  page-extension\n```'),
    );
    const stale = runNode(DOCS_SCRIPT, '--check', '--root', root);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('docs/rules/page-extension.md: the Incorrect output is out of date');
    expect(runNode(DOCS_SCRIPT, '--root', root).status).toBe(0);
    expect(fs.readFileSync(doc, 'utf8')).toBe(original);
    expect(runNode(DOCS_SCRIPT, '--check', '--root', root)).toMatchObject({ status: 0, stderr: '' });
  });

  test('a doc without an example case is an error that names it', () => {
    const root = copyOf('page-extension', 'fail');
    const doc = path.join(root, 'docs', 'rules', 'page-extension.md');
    fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace(/<!-- example: .* -->\n/, ''));
    const r = runNode(DOCS_SCRIPT, '--check', '--root', root);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'docs/rules/page-extension.md: no `<!-- example: fixtures/page-extension/<case> -->` under `## Incorrect`',
    );
  });
});

describe('npm run new-rule', () => {
  const NEW_FILES = [
    'src/rules/nav-empty-group.ts',
    'fixtures/nav-empty-group/fail/docs.json',
    'fixtures/nav-empty-group/fail/expected.txt',
    'fixtures/nav-empty-group/pass/docs.json',
    'fixtures/nav-empty-group/pass/expected.txt',
    'docs/rules/nav-empty-group.md',
  ];

  test('--dry-run lists the files it would write, and writes none', () => {
    const r = runNode(NEW_RULE, 'nav-empty-group', '--dry-run');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(
      r.stdout
        .split('\n')
        .filter((l) => l.startsWith('  '))
        .map((l) => l.trim()),
    ).toEqual([
      'create src/rules/nav-empty-group.ts',
      'change src/rules/index.ts',
      'create fixtures/nav-empty-group/fail/docs.json',
      'create fixtures/nav-empty-group/fail/expected.txt',
      'create fixtures/nav-empty-group/pass/docs.json',
      'create fixtures/nav-empty-group/pass/expected.txt',
      'create docs/rules/nav-empty-group.md',
      'change README.md (the rules table)',
    ]);
    for (const f of NEW_FILES) expect(fs.existsSync(path.join(ROOT, f))).toBe(false);
  });

  test('npm run new-rule <id> --dry-run, where npm takes the flag for itself, writes nothing either', () => {
    const r = runNodeEnv({ npm_config_dry_run: 'true' }, NEW_RULE, 'nav-empty-group');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Would write, for rule nav-empty-group:\n/);
    for (const f of NEW_FILES) expect(fs.existsSync(path.join(ROOT, f))).toBe(false);
  });

  test.each(ids.slice(0, 3))('refuses the existing id %s', (id) => {
    const r = runNode(NEW_RULE, id, '--dry-run');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`new-rule: rule "${id}" already exists\n`);
  });

  test.each([
    'Nav-Empty',
    'nav_empty',
    'nav',
    '-nav-empty',
    'nav-empty-',
    'nav--empty',
    '1nav-empty',
    'nav empty',
    '../nav-empty',
  ])('refuses the bad id %j', (id) => {
    const r = runNode(NEW_RULE, id, '--dry-run');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^new-rule: ".*" is not a rule id/);
  });

  test('refuses an id whose category it cannot tell, unless given', () => {
    expect(runNode(NEW_RULE, 'spelling-check', '--dry-run')).toMatchObject({
      status: 2,
      stderr: 'new-rule: give the category with --category (config, navigation, pages, openapi)\n',
    });
    expect(runNode(NEW_RULE, 'spelling-check', '--dry-run', '--category', 'pages').status).toBe(0);
  });

  test('in a copy of the project: writes the rule, registers it, and the README table and the pass fixture agree', async () => {
    const root = tempDir();
    for (const d of ['src', 'docs', 'fixtures']) fs.mkdirSync(path.join(root, d));
    fs.cpSync(path.join(ROOT, 'src', 'rules'), path.join(root, 'src', 'rules'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'README.md'), path.join(root, 'README.md'));
    const summary = "A group's `pages` is empty, so the platform drops it.";
    const r = runNode(NEW_RULE, 'nav-empty-group', '--root', root, '--summary', summary, '--severity', 'warning');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of NEW_FILES) expect(fs.existsSync(path.join(root, f)) ? f : `missing ${f}`).toBe(f);
    const index = fs.readFileSync(path.join(root, 'src', 'rules', 'index.ts'), 'utf8');
    expect(index).toContain("import navEmptyGroup from './nav-empty-group.js';\n");
    expect(index).toMatch(/,\n {2}navEmptyGroup,\n\];/);
    const rule = fs.readFileSync(path.join(root, 'src', 'rules', 'nav-empty-group.ts'), 'utf8');
    expect(rule).toContain(
      "    id: 'nav-empty-group',\n    summary: 'A group\\'s `pages` is empty, so the platform drops it.',\n" +
        "    defaultSeverity: 'warning',\n    category: 'navigation',\n",
    );
    // A new rule reports through a message template from the start.
    expect(rule).toMatch(/\n {4}messages: \{ invalid: '.+' \},\n/);
    const doc = fs.readFileSync(path.join(root, 'docs', 'rules', 'nav-empty-group.md'), 'utf8').split('\n');
    expect(doc.filter((l) => l.startsWith('## '))).toEqual(SECTIONS);
    expect(doc).toContain(`> ${summary}`);
    expect(exampleCase(doc)).toBe('fixtures/nav-empty-group/fail');
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(
      `| [\`nav-empty-group\`](docs/rules/nav-empty-group.md) | warning | warning | A group's \`pages\` is empty, so the platform drops it. |`,
    );
    expect(runNode(SCRIPT, '--json').stdout).not.toContain('nav-empty-group');
    // The pass case is a site with no finding at all, so it stays a pass case whatever the rule becomes.
    const pass = await runCheck({ dir: '.', cwd: path.join(root, 'fixtures', 'nav-empty-group', 'pass'), fs });
    expect(pass.diagnostics).toEqual([]);
    expect(runNode(NEW_RULE, 'nav-empty-group', '--root', root, '--dry-run')).toMatchObject({
      status: 2,
      stderr: 'new-rule: rule "nav-empty-group" already exists\n',
    });
  });
});

/**
 * The fenced blocks of a section, in order: their language, text, and the file they hold where the line above them
 * names it, as the docs write it for a reader (`` `guides/a.mdx`: `` or `` With `openapi.yaml`: ``).
 */
function blocks(text: string): { lang: string; body: string; file?: string }[] {
  return [...text.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => {
    const above = text.slice(0, m.index).trimEnd().split('\n').pop() ?? '';
    return { lang: m[1], body: m[2], file: /`([^`\s]+\.\w+)`:$/.exec(above)?.[1] };
  });
}

/** Every string in a JSON value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The pages a navigation names (the strings of its `pages` arrays, groups inside them included, operations left out). */
function navPages(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(navPages);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'pages' && Array.isArray(v)
      ? v.flatMap((p) => (typeof p !== 'string' ? navPages(p) : OPERATION.test(p) ? [] : [p]))
      : navPages(v),
  );
}

/** A navigation entry that names an API operation (`GET /pets`, `specs/store.yaml GET /orders`), not a page. */
const OPERATION = /^(?:\S+\.(?:ya?ml|json) )?(?:get|put|post|delete|options|head|patch|trace|webhook) \S/i;

/** What an example leaves out of docs.json and takes as there: a minimal valid configuration. */
const MINIMAL_CONFIG: Record<string, unknown> = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Example',
  colors: { primary: '#087A60' },
  navigation: { groups: [{ group: 'Guides', pages: ['index'] }] },
};

/**
 * docs.json of an example: the JSON block's own text, with the keys of a minimal valid configuration it does not set
 * added after its own, so that its lines (and duplicate keys) stay as the doc shows them. A block that is not a JSON
 * object is the whole file.
 */
function exampleConfig(shown: string | undefined): { text: string; config: Record<string, unknown> } {
  if (shown === undefined) return { text: JSON.stringify(MINIMAL_CONFIG, null, 2), config: MINIMAL_CONFIG };
  const errors: ParseError[] = [];
  const given: unknown = parseJsonc(shown, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || given === null || typeof given !== 'object' || Array.isArray(given))
    return { text: shown, config: {} };
  let text = shown;
  for (const [key, value] of Object.entries(MINIMAL_CONFIG)) {
    if (key in given) continue;
    text = applyEdits(text, modify(text, [key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  }
  return { text, config: { ...MINIMAL_CONFIG, ...(given as Record<string, unknown>) } };
}

/** The front matter a page of an example takes when it shows none: its title. */
function titled(file: string, body: string): string {
  return body.startsWith('---\n') ? body : `---\ntitle: ${JSON.stringify(path.basename(file, '.mdx'))}\n---\n\n${body}`;
}

/**
 * A section's example as a site. docs.json is its JSON block (the one named `docs.json`, or the first not named)
 * over a minimal valid one; every page its navigation names exists with a title; a block the line above names
 * (`` With `guides/a.mdx`: ``) is that file; an MDX block named by nothing is the first of the navigation's pages,
 * and a YAML, GraphQL, JSON or JSX one the first file of that kind that docs.json names. Files the example takes as
 * there without showing them are listed in a comment, one a line: `<!-- files`, then `path`, `path: text` (`\n` for
 * a new line), `path (N MB)` for a file of that size, or `!path` for a file that is not there even though the
 * navigation names it, then `-->`.
 */
function exampleSite(doc: string, title = '## Correct'): Record<string, string> {
  const text = section(doc.split(/\r?\n/), title);
  const found = blocks(text);
  const json =
    found.find((b) => b.lang === 'json' && b.file === 'docs.json') ?? found.find((b) => b.lang === 'json' && !b.file);
  const { text: docsJson, config } = exampleConfig(json?.body);
  const files: Record<string, string> = { 'docs.json': docsJson };
  const absent = new Set<string>();
  const assumed = /^<!-- files\n([\s\S]*?)^-->$/m.exec(text)?.[1] ?? '';
  for (const line of assumed.split('\n').filter(Boolean)) {
    if (line.startsWith('!')) {
      absent.add(line.slice(1));
      continue;
    }
    const sized = /^(.+) \((\d+(?:\.\d+)?) MB\)$/.exec(line);
    if (sized) {
      files[sized[1]] = 'x'.repeat(Math.round(Number(sized[2]) * 1024 * 1024));
      continue;
    }
    const [file, body = ''] = line.split(/: (.*)/s);
    files[file] = file.endsWith('.mdx') ? `${titled(file, body.replace(/\\n/g, '\n'))}\n` : body.replace(/\\n/g, '\n');
  }
  const pages = navPages(config.navigation);
  for (const p of pages) if (!absent.has(`${p}.mdx`)) files[`${p}.mdx`] ??= titled(`${p}.mdx`, 'Text.\n');
  const named = strings(config).filter((s) => !/^[a-z]+:/i.test(s));
  for (const b of found.filter((x) => x !== json)) {
    if (b.file) {
      files[b.file] = b.file.endsWith('.mdx') && pages.includes(b.file.slice(0, -4)) ? titled(b.file, b.body) : b.body;
    } else if (b.lang === 'mdx' && pages.length) {
      files[`${pages[0]}.mdx`] = titled(`${pages[0]}.mdx`, b.body);
    } else {
      const ext = { yaml: /\.ya?ml$/, graphql: /\.graphql$/, json: /\.json$/, jsx: /\.jsx$/ }[b.lang];
      const target = ext && named.map((s) => s.replace(/^\//, '')).find((s) => ext.test(s) && !(s in files));
      if (target) files[target] = b.body;
    }
  }
  return files;
}

/**
 * The options of the check an example names in its `navlint check …` command (`--max-time S`, a limit too short for
 * the example: counted from long before the check, so that it is up before the check starts however fast the machine).
 */
function exampleOptions(doc: string, title: string): Partial<RunOptions> {
  const command = /`navlint check ([^`]*)`/.exec(section(doc.split(/\r?\n/), title))?.[1] ?? '';
  // With `--external`, the links' servers answer as the options.json of the case the doc takes its output from says.
  if (/(^| )--external( |$)/.test(command)) {
    const own = path.join(ROOT, exampleCase(doc.split(/\r?\n/)) ?? '', 'options.json');
    const answers = (JSON.parse(fs.readFileSync(own, 'utf8')) as FixtureOptions).externalAnswers ?? {};
    return { external: true, checkLinks: answering(answers) };
  }
  const maxTime = /--max-time (\S+)/.exec(command)?.[1];
  return maxTime === undefined ? {} : { maxTimeMs: Number(maxTime) * 1000, startedAt: 0 };
}

describe('rule docs: the Correct example', () => {
  test.each(ids)('%s: its Correct example gives no finding of the rule', async (id) => {
    const doc = fs.readFileSync(path.join(DOCS, `${id}.md`), 'utf8');
    const found = await runRule(id, exampleSite(doc));
    expect(found.map((d) => `${d.span.file}:${d.span.start.line} ${d.message}`)).toEqual([]);
  });
});

describe('rule docs: the Incorrect example', () => {
  // What a reader who copies the example gets: the example shown, written to a folder and checked the same way the
  // Correct one is built, gives exactly the output printed under it (the same messages, as many times).
  // url-removed reports what a change takes away from its base, a second site that its example does not show;
  // translation-stale names commits of the case's history, whose ids hang on the whole text of files the example
  // does not show.
  test.each(ids.filter((id) => id !== 'url-removed' && id !== 'translation-stale'))(
    '%s: its Incorrect example gives the output printed under it',
    async (id) => {
      const doc = fs.readFileSync(path.join(DOCS, `${id}.md`), 'utf8');
      const dir = tempDir();
      // A page named outside the docs root is there for the example only: nothing is written outside the folder.
      for (const [rel, body] of Object.entries(exampleSite(doc, '## Incorrect'))) {
        if (rel.split('/').includes('..')) continue;
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.writeFileSync(path.join(dir, rel), body);
      }
      const result = await runCheck({
        dir: '.',
        cwd: dir,
        fs,
        presets: ['strict'],
        ...exampleOptions(doc, '## Incorrect'),
      });
      const found = result.diagnostics.filter((d) => d.rule === id).map((d) => `${d.severity}  ${d.message}  ${id}`);
      expect(found).toEqual(incorrectOutput(doc.split(/\r?\n/)));
    },
  );
});
