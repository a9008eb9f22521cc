import fs from 'node:fs';
import path from 'node:path';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import type { Diagnostic } from '../src/core/types.js';
import { RULES } from '../src/rules/index.js';
import { expectGolden, fixtureCases, ruleTester } from './helpers/rule-tester.js';
import { fixtureLines, ROOT } from './helpers/run.js';

// Each fixtures/<rule-id>/<case>/ is a docs site (its own .navlintrc.json included, as a user's site has it);
// expected.txt beside docs.json lists every diagnostic of that rule the site must produce, one per line:
// `file:line:col-endLine:endCol severity rule-id message`, then `  help: …`, `  fix: …` and `  suggestion: …` lines
// when the finding has them (the edits as `line:col-endLine:endCol "text"`, see fixtureLines). The full check runs
// (structural OpenAPI validation included), but only the findings of the rule the folder names are compared: adding
// or changing another rule changes no golden of this one. A folder named by no rule (openapi-generation) compares
// every finding. Each case runs through the rule tester (`ruleTester.runFixtures`), which also holds it to the rule's
// meta, refuses a case whose files repeat another's, and compares `<case>.fixed/` (the files one pass of the rule's
// fixes changes, required when its findings carry fixes; __tests__/fix.test.ts runs `--fix` on them too).
// Each site of examples/ keeps one whole-output golden beside it, examples/<site>.expected.txt.
// Lines starting with `#` at the top are comments.
// `npm run fixtures:update` (NAVLINT_UPDATE_FIXTURES=1) rewrites every expected.txt and `.fixed/` from the current
// output. A docs site in fixtures/<rule-id>/base/ (it has no expected.txt, so it is no case) is the base of a change
// for every case of that rule (`--base`). Files too large to commit are listed in a case's sparse-files.json and made
// (sparse) before it runs. A case's options.json holds options of the check itself (`maxTimeMs`, and `startedAt: 0`
// to have that time be up before the check starts, however fast the machine; `fetchRemote`, for documents at private
// addresses, refused before any request).
// Every run also proves the rules' message templates: a finding whose `data` misses a placeholder, or that names no
// template of its rule, throws; and each template of every rule's `meta.messages` must be used by some finding here.
const FIXTURES = path.join(ROOT, 'fixtures');
const EXAMPLES = path.join(ROOT, 'examples');
/** The `rule/messageId` of every finding the runs below made from a template. */
const usedMessages = new Set<string>();
/** How many sites have run. */
let runs = 0;
function noteMessages(result: CheckResult): void {
  runs++;
  for (const d of withConsequences(result.diagnostics))
    if (d.messageId !== undefined) usedMessages.add(`${d.rule}/${d.messageId}`);
}

/** The findings, each root cause followed by the findings folded into it. */
function withConsequences(list: readonly Diagnostic[]): Diagnostic[] {
  return list.flatMap((d) => [d, ...(d.consequences ?? [])]);
}

const folders = fs
  .readdirSync(FIXTURES)
  .sort()
  .filter((rule) => fs.statSync(path.join(FIXTURES, rule)).isDirectory());
const caseCount = folders.reduce((n, rule) => n + fixtureCases(rule).length, 0);

const examples = fs
  .readdirSync(EXAMPLES)
  .filter((s) => fs.existsSync(path.join(EXAMPLES, s, 'docs.json')))
  .sort();

describe('fixtures', () => {
  test('there are fixtures', () => {
    expect(caseCount).toBeGreaterThan(0);
  });
  test('every rule has a valid and an invalid case, inline (__tests__/rules/<id>.test.ts) or in fixtures', () => {
    const lacking = RULES.map((r) => r.meta.id).filter((id) => {
      const cases = folders.includes(id) ? fixtureCases(id) : [];
      if (cases.some((c) => c.valid) && cases.some((c) => !c.valid)) return false;
      // The rule's own test file checks that its inline cases make up for what its fixtures lack.
      const inline = path.join(ROOT, '__tests__', 'rules', `${id}.test.ts`);
      return !(fs.existsSync(inline) && fs.readFileSync(inline, 'utf8').includes(`ruleTester.run('${id}'`));
    });
    expect(lacking).toEqual([]);
  });
  for (const rule of folders) ruleTester.runFixtures(rule, { onResult: noteMessages });
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
  if (runs < caseCount + examples.length) return;
  const declared = RULES.flatMap((r) => Object.keys(r.meta.messages ?? {}).map((id) => `${r.meta.id}/${id}`));
  expect(declared.length).toBeGreaterThan(0);
  expect(declared.filter((m) => !usedMessages.has(m))).toEqual([]);
});
