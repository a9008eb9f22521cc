import fs from 'node:fs';
import path from 'node:path';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import type { Diagnostic } from '../src/core/types.js';
import { RULES } from '../src/rules/index.js';
import { fixtureLines, ROOT } from './helpers/run.js';
import { makeSparseFiles } from './helpers/sparse.js';

// Each fixtures/<rule-id>/<case>/ is a docs site (its own .navlintrc.json included, as a user's site has it);
// expected.txt beside docs.json lists every diagnostic of that rule the site must produce, one per line:
// `file:line:col-endLine:endCol severity rule-id message`, then `  help: …`, `  fix: …` and `  suggestion: …` lines
// when the finding has them (the edits as `line:col-endLine:endCol "text"`, see fixtureLines). The full check runs
// (structural OpenAPI validation included), but only the findings of the rule the folder names are compared: adding
// or changing another rule changes no golden of this one. A folder named by no rule (openapi-generation) compares
// every finding. Each site of examples/ keeps one whole-output golden beside it, examples/<site>.expected.txt.
// Lines starting with `#` at the top are comments.
// `npm run fixtures:update` (NAVLINT_UPDATE_FIXTURES=1) rewrites every expected.txt from the current output.
// A docs site in fixtures/<rule-id>/base/ (it has no expected.txt, so it is no case) is the base of a change for
// every case of that rule (`--base`). A folder `fixtures/<rule-id>/<case>.fixed/` holds the files of `<case>` as
// `--fix` must leave them (__tests__/fix.test.ts). Files too large to commit are listed in a case's sparse-files.json
// and made (sparse) before it runs. A case's options.json holds options of the check itself (`maxTimeMs`, and
// `startedAt: 0` to have that time be up before the check starts, however fast the machine; `fetchRemote`, for
// documents at private addresses, refused before any request).
// Every run also proves the rules' message templates: a finding whose `data` misses a placeholder, or that names no
// template of its rule, throws; and each template of every rule's `meta.messages` must be used by some finding here.
const FIXTURES = path.join(ROOT, 'fixtures');
const EXAMPLES = path.join(ROOT, 'examples');
const RULE_IDS = new Set(RULES.map((r) => r.meta.id));
const UPDATE = process.env.NAVLINT_UPDATE_FIXTURES === '1';
/** The `rule/messageId` of every finding the runs below made from a template. */
const usedMessages = new Set<string>();
/** How many sites have run. */
let runs = 0;
function noteMessages(result: CheckResult): void {
  runs++;
  for (const d of withConsequences(result.diagnostics))
    if (d.messageId !== undefined) usedMessages.add(`${d.rule}/${d.messageId}`);
}

const cases: [string, string][] = [];
for (const rule of fs.readdirSync(FIXTURES).sort()) {
  const ruleDir = path.join(FIXTURES, rule);
  if (!fs.statSync(ruleDir).isDirectory()) continue;
  for (const c of fs.readdirSync(ruleDir).sort()) {
    if (fs.existsSync(path.join(ruleDir, c, 'expected.txt'))) cases.push([rule, c]);
  }
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
function expectGolden(file: string, actual: string[]): void {
  const { header, lines } = readExpected(file);
  if (UPDATE) {
    const text = [...header, ...actual].map((l) => l + '\n').join('');
    if (!fs.existsSync(file) || text !== fs.readFileSync(file, 'utf8')) fs.writeFileSync(file, text);
    return;
  }
  expect(actual).toEqual(lines);
}

/** The result with the findings of one rule only. */
/** The findings, each root cause followed by the findings folded into it. */
function withConsequences(list: readonly Diagnostic[]): Diagnostic[] {
  return list.flatMap((d) => [d, ...(d.consequences ?? [])]);
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

const examples = fs
  .readdirSync(EXAMPLES)
  .filter((s) => fs.existsSync(path.join(EXAMPLES, s, 'docs.json')))
  .sort();

describe('fixtures', () => {
  test('there are fixtures', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  test.each(cases)('%s/%s', async (rule, c) => {
    const dir = path.join(FIXTURES, rule, c);
    const base = path.join(FIXTURES, rule, 'base');
    const options = fs.existsSync(path.join(base, 'docs.json')) ? { base: { kind: 'folder' as const, dir: base } } : {};
    makeSparseFiles(dir);
    const own = path.join(dir, 'options.json');
    const extra = fs.existsSync(own)
      ? (JSON.parse(fs.readFileSync(own, 'utf8')) as { maxTimeMs?: number; startedAt?: number; fetchRemote?: boolean })
      : {};
    // A rule's cases check it whatever `recommended` does with it: every rule at its own level (`strict`).
    const presets = RULE_IDS.has(rule) ? { presets: ['strict' as const] } : {};
    const result = await runCheck({ dir: '.', cwd: dir, fs, ...options, ...presets, ...extra });
    noteMessages(result);
    expectGolden(path.join(dir, 'expected.txt'), fixtureLines(RULE_IDS.has(rule) ? onlyRule(result, rule) : result));
  });
});

describe('example sites: every finding of every rule', () => {
  test('there are examples', () => {
    expect(examples.length).toBeGreaterThan(0);
  });
  test.each(examples)('examples/%s', async (site) => {
    const result = await runCheck({ dir: '.', cwd: path.join(EXAMPLES, site), fs });
    noteMessages(result);
    expectGolden(path.join(EXAMPLES, `${site}.expected.txt`), fixtureLines(result));
  });
});

// Last, once every site above has run (jest runs a file's tests in order): a template no finding uses is dead text, or
// a case the fixtures lack. When a name pattern ran only some sites, not every template can have been used: it then
// checks nothing.
test('every message template of every rule is used by a finding of the fixtures', () => {
  if (runs < cases.length + examples.length) return;
  const declared = RULES.flatMap((r) => Object.keys(r.meta.messages ?? {}).map((id) => `${r.meta.id}/${id}`));
  expect(declared.length).toBeGreaterThan(0);
  expect(declared.filter((m) => !usedMessages.has(m))).toEqual([]);
});
