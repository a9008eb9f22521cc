import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { RULES } from '../src/rules/index.js';
import { ROOT } from './helpers/run.js';

// Every registered rule has a doc page that agrees with its metadata, fixtures that trip it and one
// that passes, and a row in the README's generated table.
const DOCS = path.join(ROOT, 'docs', 'rules');
const FIXTURES = path.join(ROOT, 'fixtures');
const SCRIPT = path.join(ROOT, 'scripts', 'gen-readme-rules.mjs');
const SECTIONS = ['## Why', '## Incorrect', '## Correct', '## How to fix', '## Configuration'];
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

/** Diagnostic lines of a fixture case's expected.txt, as [file:line:col, severity, rule, message]. */
function expectedLines(caseDir: string): string[][] {
  return fs
    .readFileSync(path.join(caseDir, 'expected.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '' && !l.startsWith('#'))
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
  return spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
}

describe('rule docs', () => {
  test('rule ids are unique', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(ids)('%s has a doc page that matches its metadata', (id) => {
    const meta = RULES.find((r) => r.meta.id === id)!.meta;
    const lines = readDoc(id);
    expect(lines[0]).toBe(`# ${id}`);
    expect(lines.find((l) => l.startsWith('> '))).toBe(`> ${meta.summary}`);
    expect(lines.find((l) => l.startsWith('- Default severity:'))).toBe(`- Default severity: **${meta.defaultSeverity}**`);
    expect(lines.find((l) => l.startsWith('- Category:'))).toBe(`- Category: ${meta.category}`);
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
    expect(fs.existsSync(path.join(dir, 'expected.txt')) ? 'present' : `no fixtures/${id}/pass/expected.txt`).toBe('present');
    expect(fs.existsSync(path.join(dir, 'docs.json'))).toBe(true);
    expect(expectedLines(dir)).toEqual([]);
  });
});

describe('README rules table', () => {
  test('the generator reads the same metadata as the registry', () => {
    const r = runScript('--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(RULES.map((x) => ({ id: x.meta.id, summary: x.meta.summary, defaultSeverity: x.meta.defaultSeverity })));
  });

  test('README.md holds the generated table', () => {
    const r = runScript('--check');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  test('the table has one row per rule, linking its doc page', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('<!-- rules:start -->'), readme.indexOf('<!-- rules:end -->'));
    const linked = [...table.matchAll(/^\| \[`([\w-]+)`\]\(docs\/rules\/([\w-]+)\.md\) \| (\w+) \|/gm)].map((m) => [m[1], m[2], m[3]]);
    expect(linked).toEqual(RULES.map((x) => [x.meta.id, x.meta.id, x.meta.defaultSeverity]));
  });
});
