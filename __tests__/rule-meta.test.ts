import fs from 'node:fs';
import path from 'node:path';
import { runCheck } from '../src/engine/index.js';
import { RULES } from '../src/rules/index.js';
import { ROOT } from './helpers/run.js';

// A rule's `meta.fixable` and `meta.hasSuggestions` say what its findings may carry, as ESLint's do: editors and the
// rule docs read them. They are checked against the fixtures' goldens, which fixtures.test.ts holds to the real output:
// a rule that fixes or suggests somewhere must say so, and a rule that says so must do it in one of its fixtures.

/** The rules whose findings carry a `fix:` or `suggestion:` line in some expected.txt under `dir`. */
function observed(dir: string): { fix: Set<string>; suggestion: Set<string> } {
  const out = { fix: new Set<string>(), suggestion: new Set<string>() };
  const walk = (d: string): void => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name === 'expected.txt') {
        let rule: string | undefined;
        for (const line of fs.readFileSync(p, 'utf8').split('\n')) {
          const finding = /^\S+:\d+:\d+-\d+:\d+ (?:error|warning|notice) (\S+) /.exec(line);
          if (finding) rule = finding[1];
          else if (rule && line.startsWith('  fix: ')) out.fix.add(rule);
          else if (rule && line.startsWith('  suggestion: ')) out.suggestion.add(rule);
        }
      }
    }
  };
  walk(dir);
  return out;
}

describe('rule metadata', () => {
  const seen = observed(path.join(ROOT, 'fixtures'));
  const declared = (flag: 'fixable' | 'hasSuggestions') =>
    RULES.filter((r) => r.meta[flag] === true)
      .map((r) => r.meta.id)
      .sort();

  test('meta.fixable names exactly the rules whose findings carry a fix', () => {
    expect(seen.fix.size).toBeGreaterThan(0);
    expect(declared('fixable')).toEqual([...seen.fix].sort());
  });

  test('meta.hasSuggestions names exactly the rules whose findings carry suggestions', () => {
    expect(seen.suggestion.size).toBeGreaterThan(0);
    expect(declared('hasSuggestions')).toEqual([...seen.suggestion].sort());
  });

  test('every fix and suggestion of the broken example site comes from a rule that declares it', async () => {
    const result = await runCheck({ dir: 'examples/larkspur-broken', cwd: ROOT, fs });
    const meta = new Map(RULES.map((r) => [r.meta.id, r.meta]));
    const withFix = result.diagnostics.filter((d) => d.fix !== undefined);
    const withSuggestions = result.diagnostics.filter((d) => d.suggestions !== undefined);
    expect(withFix.length).toBeGreaterThan(0);
    expect(withSuggestions.length).toBeGreaterThan(0);
    for (const d of withFix) expect([d.rule, meta.get(d.rule)?.fixable]).toEqual([d.rule, true]);
    for (const d of withSuggestions) expect([d.rule, meta.get(d.rule)?.hasSuggestions]).toEqual([d.rule, true]);
  });
});
