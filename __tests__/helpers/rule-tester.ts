import fs from 'node:fs';
import path from 'node:path';
import { applyFixes } from '../../src/fix/edits.js';
import type { Diagnostic, Fix } from '../../src/core/types.js';
import { runCheck, type CheckResult } from '../../src/engine/index.js';
import type { LinkChecker } from '../../src/engine/external.js';
import type { ExternalResult } from '../../src/model/external-types.js';
import { unfoldCauses } from '../../src/engine/causes.js';
import { RULES } from '../../src/rules/index.js';
import { formatMessage, type MessageData } from '../../src/rules/rule.js';
import { MemoryFs } from './memory-fs.js';
import { fixtureLines, ROOT as REPO } from './run.js';
import { makeSparseFiles } from './sparse.js';
import { committedCopy, gitEnv, type FixtureCommit } from './git.js';
import { systemGit, type Git } from '../../src/core/git.js';

// A rule's tests in the manner of ESLint's RuleTester. A case is a small site: `valid` cases give no finding of the
// rule, `invalid` cases give exactly the findings expected, at the positions expected. The whole check runs, since a
// rule reads the model the loaders and the model build, but only the findings of the rule under test count. Both
// forms below hold every case to the same checks, as ESLint 9's tester does: each suggestion of a finding is listed
// with the files after it; findings that carry fixes need the files after one pass of them (`output`), which must
// differ from the input; a case whose files are those of another case of the rule is refused as a duplicate; a
// `messageId` expected or found is one of the rule's `meta.messages`; a finding with a fix or suggestions comes from
// a rule whose `meta.fixable` or `meta.hasSuggestions` says so.
//
// Two forms, by what reads better:
// - Inline cases, `ruleTester.run(id, { valid, invalid })` (__tests__/rules/<id>.test.ts), for rules judged on a few
//   lines of docs.json or of one page or two (navigation, redirects, headings, links): the site is written beside the
//   positions it must give. Sites are held in memory (read through the FileSystem seam, no disk).
//
//     ruleTester.run('redirect-loop', {
//       valid: [{ files: { 'docs.json': ... } }],
//       invalid: [{ files: {...}, errors: [{ line: 5, column: 7, endLine: 5, endColumn: 30 }], output: {...} }],
//     });
//
// - Fixture folders, `ruleTester.runFixtures(id)` (fixtures.test.ts runs every rule's), for rules on OpenAPI,
//   AsyncAPI or GraphQL documents, on many files, on what only a disk has (sizes, a base revision, a time limit), and
//   for the case each rule's doc prints: `fixtures/<id>/<case>/` is the site, its `expected.txt` the findings as
//   navlint prints them (spans, help, fixes, suggestions; empty for a valid case), `<case>.fixed/` the files that one
//   pass of the rule's fixes changes, as they read after it (the `output`).

/** Where the inline sites are mounted: an absolute folder that is never read from disk. */
const ROOT = path.resolve('/navlint-rule-tester/site');
const FIXTURES = path.join(REPO, 'fixtures');
const UPDATE = process.env.NAVLINT_UPDATE_FIXTURES === '1';

/** A site: its files by path relative to the docs root, docs.json among them. */
export type Files = Readonly<Record<string, string>>;

/** One suggestion of a finding, as ESLint's tester lists them. */
export interface ExpectedSuggestion {
  /** The suggestion's description; left out for a suggestion that has none. */
  desc?: string;
  /** The files the suggestion changes, as they read after it alone. */
  output: Files;
}

/**
 * One expected finding. Only the fields given are compared; `file` is docs.json unless said. `messageId` names one of
 * the rule's `meta.messages` (compared with the finding's own); with `data` too, the message must be that template
 * filled from it. A finding with suggestions must list them all (`suggestions`); `suggestions: []` says it has none.
 */
export interface ExpectedError {
  file?: string;
  messageId?: string;
  data?: MessageData;
  message?: string | RegExp;
  severity?: Diagnostic['severity'];
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  suggestions?: ExpectedSuggestion[];
}

export interface ValidCase {
  /** The test's name (`case <n>` by default). */
  name?: string;
  files: Files;
}

export interface InvalidCase extends ValidCase {
  errors: ExpectedError[];
  /**
   * The files the rule's fixes change, as they read after one pass of them (as ESLint's RuleTester applies one);
   * required when the findings carry fixes, and left out when they carry none.
   */
  output?: Files;
}

function ruleMeta(rule: string) {
  const found = RULES.find((r) => r.meta.id === rule);
  if (!found) throw new Error(`no rule "${rule}"`);
  return found.meta;
}

/** The findings of one rule on a site in memory, with the site's text. */
export async function runRule(rule: string, files: Files): Promise<Diagnostic[]> {
  ruleMeta(rule);
  const fs = new MemoryFs(ROOT, files);
  // The rule at its own level, whatever `recommended` does with it.
  const result = await runCheck({ dir: '.', cwd: ROOT, fs, presets: ['strict'] });
  // A site whose docs.json does not parse checks nothing else: a valid case would pass for no reason.
  const unread = result.diagnostics.find((d) => d.rule === 'config-invalid-json' && d.rule !== rule);
  if (unread) throw new Error(`the case's docs.json does not parse: ${unread.message}`);
  // Each finding on its own, as the rule made it: those a root cause lists are put back.
  return unfoldCauses(result.diagnostics).filter((d) => d.rule === rule);
}

/** The files under `root` that one pass of the fixes changes, with their text after it. */
function fixedFiles(root: string, read: (rel: string) => string, fixes: readonly Fix[]): Record<string, string> {
  const byFile = new Map<string, { fix: Fix }[]>();
  for (const fix of fixes) (byFile.get(fix.file) ?? byFile.set(fix.file, []).get(fix.file)!).push({ fix });
  const out: Record<string, string> = {};
  for (const [file, items] of byFile) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const before = read(rel);
    const text = applyFixes(before, items).text;
    if (text !== before) out[rel] = text;
  }
  return out;
}

/** The fixes the findings carry. */
function fixesOf(found: readonly Diagnostic[]): Fix[] {
  return found.flatMap((d) => (d.fix ? [d.fix] : []));
}

/** A finding with a fix or suggestions comes from a rule whose meta says it fixes or suggests. */
function checkMeta(rule: string, found: readonly Diagnostic[]): void {
  const meta = ruleMeta(rule);
  for (const d of found) {
    if (d.messageId !== undefined && !Object.hasOwn(meta.messages ?? {}, d.messageId))
      throw new Error(`rule "${rule}" reports message "${d.messageId}", which its meta.messages does not declare`);
    if (d.fix && meta.fixable !== true)
      throw new Error(`rule "${rule}" fixes "${d.message}", but its meta.fixable is not true`);
    if (d.suggestions?.length && meta.hasSuggestions !== true)
      throw new Error(`rule "${rule}" suggests on "${d.message}", but its meta.hasSuggestions is not true`);
  }
}

/**
 * An expected error as compared: a `messageId` the rule does not declare is a mistake in the test, and `messageId` with
 * `data` stands for the message the template makes.
 */
function expectation(rule: string, e: ExpectedError): Omit<ExpectedError, 'data' | 'suggestions'> & { file: string } {
  const { data } = e;
  // Suggestions are compared on their own (checkSuggestions).
  const rest = Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'data' && k !== 'suggestions')) as Omit<
    ExpectedError,
    'data' | 'suggestions'
  >;
  if (e.messageId === undefined) {
    if (data !== undefined) throw new Error('an expected error gives `data` without a `messageId`');
    return { file: 'docs.json', ...rest };
  }
  const messages = ruleMeta(rule).messages ?? {};
  if (!Object.hasOwn(messages, e.messageId)) throw new Error(`rule "${rule}" has no message "${e.messageId}"`);
  if (data === undefined) return { file: 'docs.json', ...rest };
  if (e.message !== undefined) throw new Error('an expected error gives `message` beside `messageId` and `data`');
  return { file: 'docs.json', ...rest, message: formatMessage(messages[e.messageId], data) };
}

/** A finding in the shape of an expected error, with the fields the expectation names. */
function shape(d: Diagnostic, expected: ExpectedError): Record<string, unknown> {
  const actual: Record<string, unknown> = {
    file: path.relative(ROOT, d.span.file).split(path.sep).join('/'),
    line: d.span.start.line,
    column: d.span.start.column,
    endLine: d.span.end.line,
    endColumn: d.span.end.column,
    severity: d.severity,
    message: d.message,
    messageId: d.messageId,
  };
  const picked: Record<string, unknown> = { file: actual.file };
  for (const k of Object.keys(expected)) if (k !== 'data') picked[k] = actual[k];
  if (expected.message instanceof RegExp)
    picked.message = expected.message.test(d.message) ? expected.message : d.message;
  return picked;
}

/** Each suggestion of the finding is the one its expected error lists: the same description, the same files after. */
function checkSuggestions(files: Files, d: Diagnostic, e: ExpectedError, n: number): void {
  const found = d.suggestions ?? [];
  if (e.suggestions === undefined) {
    if (found.length === 0) return;
    throw new Error(`finding ${n} ("${d.message}") has suggestions: its expected error must list them`);
  }
  if (e.suggestions.length !== found.length)
    throw new Error(
      `finding ${n} ("${d.message}") has ${found.length} suggestions, its expected error lists ${e.suggestions.length}`,
    );
  const read = (rel: string) => files[rel];
  const actual = found.map((s) => ({
    ...(s.description !== undefined ? { desc: s.description } : {}),
    output: fixedFiles(ROOT, read, [s.fix]),
  }));
  expect(actual).toEqual(e.suggestions);
}

/** The files after one pass of the findings' fixes are the case's `output`, which only fixes may have. */
function checkOutput(found: readonly Diagnostic[], output: Files | undefined, fixed: Record<string, string>): void {
  if (fixesOf(found).length > 0 && output === undefined)
    throw new Error('the findings carry fixes: the case must give `output`, the files after them');
  if (output !== undefined && Object.keys(output).length === 0)
    throw new Error('`output` changes no file: leave it out when nothing is fixed');
  expect(fixed).toEqual(output ?? {});
}

/** Checks a valid case: the rule finds nothing. `repeats` names the earlier case it repeats, if it does. */
export async function testValid(rule: string, c: ValidCase, repeats?: string): Promise<void> {
  refuseDuplicate(repeats);
  const found = await runRule(rule, c.files);
  expect(found.map((d) => d.message)).toEqual([]);
}

/**
 * Checks an invalid case: the findings, their suggestions and the files after the fixes are those expected. `repeats`
 * names the earlier case it repeats, if it does.
 */
export async function testInvalid(rule: string, c: InvalidCase, repeats?: string): Promise<void> {
  refuseDuplicate(repeats);
  if (c.errors.length === 0) throw new Error('an invalid case lists at least one error');
  const expected = c.errors.map((e) => expectation(rule, e));
  const found = await runRule(rule, c.files);
  expect(found.map((d, i) => shape(d, expected[i] ?? expected[0]))).toEqual(expected);
  checkMeta(rule, found);
  found.forEach((d, i) => checkSuggestions(c.files, d, c.errors[i], i + 1));
  for (const [file, text] of Object.entries(c.output ?? {}))
    if (c.files[file] === text) throw new Error(`\`output\` gives ${file} unchanged: list only the files fixed`);
  checkOutput(
    found,
    c.output,
    fixedFiles(ROOT, (rel) => c.files[rel], fixesOf(found)),
  );
}

/** The cases that repeat an earlier one, by index, with the name of the earlier: ESLint 9 refuses them too. */
function duplicates(keys: readonly string[], names: readonly string[]): Map<number, string> {
  const first = new Map<string, number>();
  const out = new Map<number, string>();
  keys.forEach((k, i) => {
    const seen = first.get(k);
    if (seen === undefined) first.set(k, i);
    else out.set(i, names[seen]);
  });
  return out;
}

/** What makes a case itself: its files, in a stable order. */
function filesKey(files: Files): string {
  return JSON.stringify(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The inline cases of a rule, named, each with the name of the earlier case it repeats if it does. */
export function inlineCases(cases: { valid: ValidCase[]; invalid: InvalidCase[] }) {
  const all = [...cases.valid, ...cases.invalid];
  const names = all.map((c, i) => c.name ?? `case ${i + 1}`);
  const dup = duplicates(
    all.map((c) => filesKey(c.files)),
    names,
  );
  const named = <C extends ValidCase>(list: C[], from: number) =>
    list.map((c, i) => [names[from + i], c, dup.get(from + i)] as const);
  return { valid: named(cases.valid, 0), invalid: named(cases.invalid, cases.valid.length) };
}

function refuseDuplicate(repeats: string | undefined): void {
  if (repeats !== undefined) throw new Error(`detected duplicate test case: its files are those of "${repeats}"`);
}

/** A rule's fixture case: `fixtures/<rule>/<name>/`. */
interface FixtureCase {
  rule: string;
  name: string;
  dir: string;
  /** Its expected.txt lists no finding. */
  valid: boolean;
  /** The earlier case of the rule whose files it repeats. */
  repeats?: string;
}

/** The `#` comment lines at the top of an expected.txt, and the expected lines after them. */
function readExpected(file: string): { header: string[]; lines: string[] } {
  const all = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trimEnd())
    : [];
  let n = 0;
  while (n < all.length && all[n].startsWith('#')) n++;
  return { header: all.slice(0, n), lines: all.slice(n).filter((l) => l !== '' && !l.startsWith('#')) };
}

/** Compares the lines of a result with a golden file, or rewrites it (`NAVLINT_UPDATE_FIXTURES=1`). */
export function expectGolden(file: string, actual: string[]): void {
  const { header, lines } = readExpected(file);
  if (UPDATE) {
    const text = [...header, ...actual].map((l) => l + '\n').join('');
    if (!fs.existsSync(file) || text !== fs.readFileSync(file, 'utf8')) fs.writeFileSync(file, text);
    return;
  }
  expect(actual).toEqual(lines);
}

/** The cases of `fixtures/<rule>/` (or of `<root>/<rule>/`): each folder with an expected.txt. */
export function fixtureCases(rule: string, root = FIXTURES): FixtureCase[] {
  const ruleDir = path.join(root, rule);
  const names = fs
    .readdirSync(ruleDir)
    .sort()
    .filter((name) => fs.existsSync(path.join(ruleDir, name, 'expected.txt')));
  const dirs = names.map((name) => path.join(ruleDir, name));
  const dup = duplicates(dirs.map(folderKey), names);
  return names.map((name, i) => ({
    rule,
    name,
    dir: dirs[i],
    valid: readExpected(path.join(dirs[i], 'expected.txt')).lines.length === 0,
    ...(dup.has(i) ? { repeats: dup.get(i) } : {}),
  }));
}

/** Every file under a folder, relative to it, `/`-separated, sorted. */
function listFiles(dir: string, rel = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, r));
    else out.push(r);
  }
  return out.sort();
}

/** What makes a fixture case itself: its files but the golden (and those made from sparse-files.json). */
function folderKey(dir: string): string {
  const manifest = path.join(dir, 'sparse-files.json');
  const sparse = fs.existsSync(manifest) ? Object.keys(JSON.parse(fs.readFileSync(manifest, 'utf8')) as object) : [];
  const files = listFiles(dir).filter((f) => f !== 'expected.txt' && !sparse.includes(f));
  // A symbolic link is its target's name: it may lead out of the case, or to a folder.
  const content = (file: string) =>
    fs.lstatSync(file).isSymbolicLink() ? `-> ${fs.readlinkSync(file)}` : fs.readFileSync(file, 'latin1');
  return JSON.stringify(files.map((f) => [f, content(path.join(dir, f))]));
}

/** The check of a fixture case on disk: the rule's base site, sparse files and the case's own options.json. */
async function checkFixture(c: FixtureCase): Promise<CheckResult> {
  const base = path.join(FIXTURES, c.rule, 'base');
  const options = fs.existsSync(path.join(base, 'docs.json')) ? { base: { kind: 'folder' as const, dir: base } } : {};
  makeSparseFiles(c.dir);
  const own = path.join(c.dir, 'options.json');
  const { externalAnswers, commits, ...extra } = fs.existsSync(own)
    ? (JSON.parse(fs.readFileSync(own, 'utf8')) as FixtureOptions)
    : ({} as FixtureOptions);
  // What the servers of the external links answer (`--external`): the HTTP side has tests of its own, on real servers.
  const external = externalAnswers ? { external: true, checkLinks: answering(externalAnswers) } : {};
  // A rule's cases check it whatever `recommended` does with it: every rule at its own level (`strict`).
  const presets = isRule(c.rule) ? { presets: ['strict' as const] } : {};
  return runCheck({
    dir: '.',
    cwd: c.dir,
    fs,
    ...options,
    ...presets,
    ...extra,
    ...external,
    ...history(c.dir, commits),
  });
}

/** With `commits` in a case's options.json: the check of a copy of the case in a repository with that history. */
export function history(dir: string, commits: readonly FixtureCommit[] | undefined): { cwd?: string; git?: Git } {
  if (!commits) return {};
  return { cwd: committedCopy(dir, commits), git: systemGit(gitEnv()) };
}

/** A fixture's `options.json`: options of the check, and the answers of external links' servers by URL. */
export interface FixtureOptions {
  maxTimeMs?: number;
  startedAt?: number;
  fetchRemote?: boolean;
  /** A status code, or `timeout` / `network` for no answer. */
  externalAnswers?: Record<string, number | 'timeout' | 'network'>;
  /** The case's git history: it is checked in a copy committed so (`committedCopy`). */
  commits?: FixtureCommit[];
}

/** A link checker whose servers answer as `answers` says; a URL it does not list is a test's mistake. */
export function answering(answers: Record<string, number | 'timeout' | 'network'>): LinkChecker {
  return async (urls, options) => {
    const results = new Map<string, ExternalResult>();
    for (const url of urls) {
      const a = answers[url];
      if (a === undefined) throw new Error(`options.json externalAnswers has no answer for ${url}`);
      if (a === 'timeout') results.set(url, { status: 'unreachable', why: 'timeout', detail: 'no answer within 20 s' });
      else if (a === 'network')
        results.set(url, { status: 'unreachable', why: 'network', detail: 'ECONNRESET: socket hang up' });
      else
        results.set(
          url,
          (options.accept?.(a) ?? (a >= 200 && a < 300)) ? { status: 'ok', code: a } : { status: 'broken', code: a },
        );
    }
    return { results };
  };
}

function isRule(id: string): boolean {
  return RULES.some((r) => r.meta.id === id);
}

/** The findings of one rule, those folded into another rule's root cause included (marked as such). */
function onlyRule(result: CheckResult, rule: string): CheckResult {
  return {
    ...result,
    diagnostics: result.diagnostics.flatMap((d) => [
      ...(d.rule === rule ? [d] : []),
      ...(d.consequences ?? [])
        .filter((c) => c.rule === rule && d.rule !== rule)
        .map((c) => ({ ...c, message: `${c.message} [listed with ${d.rule}]` })),
    ]),
  };
}

/** The `.fixed/` twin of a fixture case is the files one pass of the rule's fixes changes; rewritten when updating. */
function checkFixtureOutput(c: FixtureCase, found: readonly Diagnostic[]): void {
  const fixedDir = `${c.dir}.fixed`;
  const fixed = fixedFiles(c.dir, (rel) => fs.readFileSync(path.join(c.dir, rel), 'utf8'), fixesOf(found));
  if (UPDATE) {
    for (const [rel, text] of Object.entries(fixed)) {
      fs.mkdirSync(path.dirname(path.join(fixedDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(fixedDir, rel), text);
    }
    return;
  }
  const output = fs.existsSync(fixedDir)
    ? Object.fromEntries(listFiles(fixedDir).map((f) => [f, fs.readFileSync(path.join(fixedDir, f), 'utf8')]))
    : undefined;
  checkOutput(found, output, fixed);
}

/**
 * Checks a fixture case: the findings as printed are its expected.txt (for a folder named by no rule, every finding),
 * and those of a rule agree with its meta and have their `.fixed/` output. Gives the whole result to `onResult`.
 */
export async function testFixture(c: FixtureCase, onResult?: (result: CheckResult) => void): Promise<void> {
  refuseDuplicate(c.repeats);
  const result = await checkFixture(c);
  onResult?.(result);
  const rule = isRule(c.rule);
  expectGolden(path.join(c.dir, 'expected.txt'), fixtureLines(rule ? onlyRule(result, c.rule) : result));
  if (!rule) return;
  const found = unfoldCauses(result.diagnostics).filter((d) => d.rule === c.rule);
  checkMeta(c.rule, found);
  checkFixtureOutput(c, found);
}

export const ruleTester = {
  /** Declares a describe block for the rule with one test per case. */
  run(rule: string, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
    const { valid, invalid } = inlineCases(cases);
    describe(rule, () => {
      test('has valid and invalid cases, inline or in fixtures', () => {
        const fixtures = fs.existsSync(path.join(FIXTURES, rule)) ? fixtureCases(rule) : [];
        expect(valid.length + fixtures.filter((c) => c.valid).length).toBeGreaterThan(0);
        expect(invalid.length + fixtures.filter((c) => !c.valid).length).toBeGreaterThan(0);
      });
      describe('valid', () => {
        test.each(valid)('%s', (_name, c, repeats) => testValid(rule, c, repeats));
      });
      describe('invalid', () => {
        test.each(invalid)('%s', (_name, c, repeats) => testInvalid(rule, c, repeats));
      });
    });
  },

  /** Declares a describe block for `fixtures/<rule>/` with one test per case. */
  runFixtures(rule: string, hooks: { onResult?: (result: CheckResult) => void } = {}): void {
    describe(`fixtures/${rule}`, () => {
      test.each(fixtureCases(rule).map((c) => [c.name, c] as const))('%s', (_name, c) =>
        testFixture(c, hooks.onResult),
      );
    });
  },
};
