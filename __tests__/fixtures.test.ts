import fs from 'node:fs';
import path from 'node:path';
import { runCheck } from '../src/engine.js';
import { diagnosticLines, ROOT } from './helpers/run.js';

// Each fixtures/<rule-id>/<case>/ is a docs site; expected.txt beside docs.json lists every
// diagnostic the site must produce, one per line: `file:line:col severity rule-id message`.
// They run the full check, structural OpenAPI validation included. A docs site in fixtures/<rule-id>/base/
// (it has no expected.txt, so it is no case) is the base of a change for every case of that rule (`--base`).
const FIXTURES = path.join(ROOT, 'fixtures');

const cases: [string, string][] = [];
for (const rule of fs.readdirSync(FIXTURES).sort()) {
  const ruleDir = path.join(FIXTURES, rule);
  if (!fs.statSync(ruleDir).isDirectory()) continue;
  for (const c of fs.readdirSync(ruleDir).sort()) {
    if (fs.existsSync(path.join(ruleDir, c, 'expected.txt'))) cases.push([rule, c]);
  }
}

describe('fixtures', () => {
  test('there are fixtures', () => {
    expect(cases.length).toBeGreaterThan(0);
  });
  test.each(cases)('%s/%s', async (rule, c) => {
    const dir = path.join(FIXTURES, rule, c);
    const expected = fs
      .readFileSync(path.join(dir, 'expected.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trimEnd())
      .filter((l) => l !== '' && !l.startsWith('#'));
    const rc = fs.existsSync(path.join(dir, 'navlintrc.json')) ? 'navlintrc.json' : undefined;
    const base = path.join(FIXTURES, rule, 'base');
    const options = fs.existsSync(path.join(base, 'docs.json')) ? { base: { kind: 'folder' as const, dir: base } } : {};
    expect(diagnosticLines(await runCheck({ dir: '.', cwd: dir, fs, configPath: rc, ...options }))).toEqual(expected);
  });
});
