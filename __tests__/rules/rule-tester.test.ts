import fs from 'node:fs';
import path from 'node:path';
import { RULES } from '../../src/rules/index.js';
import {
  fixtureCases,
  inlineCases,
  testFixture,
  testInvalid,
  testValid,
  type ExpectedError,
} from '../helpers/rule-tester.js';
import { ROOT } from '../helpers/run.js';
import { tempFolder } from '../helpers/temp.js';
import { site } from './site.js';

// The rule tester refuses what ESLint's refuses: each check below is shown failing on a real rule given a wrong
// expectation, beside the right one passing.

const chain = site([
  '{ "source": "/first", "destination": "/second" }',
  '{ "source": "/second", "destination": "/guides/a" }',
]);
const chainFixed = site([
  '{ "source": "/first", "destination": "/guides/a" }',
  '{ "source": "/second", "destination": "/guides/a" }',
]);
/** redirect-chain's finding on `chain`: a suggestion, no fix. */
const chainError: ExpectedError = { line: 8, column: 42, endLine: 8, endColumn: 51, messageId: 'chain' };
const suggested = [{ output: { 'docs.json': chainFixed['docs.json'] } }];

const page = (body: string) => ({ 'guides/a.mdx': `---\ntitle: A\n---\n\n${body}\n` });
const extension = site([], page('See [B](/guides/b.mdx).'));
/** link-extension's finding on `extension`: a fix. */
const extensionError: ExpectedError = {
  file: 'guides/a.mdx',
  line: 5,
  column: 9,
  endLine: 5,
  endColumn: 22,
  messageId: 'extension',
};
const extensionFixed = page('See [B](/guides/b).');

/** Runs `body` with a rule's meta flag set to `value`, as a rule that forgot to declare it would have it. */
async function withMeta(rule: string, flag: 'fixable' | 'hasSuggestions', body: () => Promise<void>): Promise<void> {
  const meta = RULES.find((r) => r.meta.id === rule)!.meta as { fixable?: boolean; hasSuggestions?: boolean };
  const was = meta[flag];
  meta[flag] = false;
  try {
    await body();
  } finally {
    meta[flag] = was;
  }
}

describe('inline cases', () => {
  test('right expectations pass', async () => {
    await testInvalid('redirect-chain', { files: chain, errors: [{ ...chainError, suggestions: suggested }] });
    await testInvalid('link-extension', { files: extension, errors: [extensionError], output: extensionFixed });
    await testValid('redirect-chain', { files: chainFixed });
  });

  test('a finding with suggestions the case does not list', async () => {
    await expect(testInvalid('redirect-chain', { files: chain, errors: [chainError] })).rejects.toThrow(
      'finding 1 ("Redirect "/first" sends readers to "/second"',
    );
    await expect(testInvalid('redirect-chain', { files: chain, errors: [chainError] })).rejects.toThrow(
      'has suggestions: its expected error must list them',
    );
    await expect(
      testInvalid('redirect-chain', { files: chain, errors: [{ ...chainError, suggestions: [] }] }),
    ).rejects.toThrow('has 1 suggestions, its expected error lists 0');
  });

  test("a suggestion's output or description other than expected", async () => {
    const wrong = [{ output: { 'docs.json': chain['docs.json'] } }];
    await expect(
      testInvalid('redirect-chain', { files: chain, errors: [{ ...chainError, suggestions: wrong }] }),
    ).rejects.toThrow(/toEqual/);
    const described = [{ ...suggested[0], desc: 'Point it at the page' }];
    await expect(
      testInvalid('redirect-chain', { files: chain, errors: [{ ...chainError, suggestions: described }] }),
    ).rejects.toThrow(/toEqual/);
  });

  test('fixes without `output`, and an `output` that is the input', async () => {
    await expect(testInvalid('link-extension', { files: extension, errors: [extensionError] })).rejects.toThrow(
      'the findings carry fixes: the case must give `output`',
    );
    await expect(
      testInvalid('link-extension', { files: extension, errors: [extensionError], output: {} }),
    ).rejects.toThrow('`output` changes no file');
    const unchanged = { ...extensionFixed, 'docs.json': extension['docs.json'] };
    await expect(
      testInvalid('link-extension', { files: extension, errors: [extensionError], output: unchanged }),
    ).rejects.toThrow('`output` gives docs.json unchanged');
  });

  test('a messageId the rule does not declare', async () => {
    const error = { ...chainError, messageId: 'hops', suggestions: suggested };
    await expect(testInvalid('redirect-chain', { files: chain, errors: [error] })).rejects.toThrow(
      'rule "redirect-chain" has no message "hops"',
    );
  });

  test('fixes or suggestions from a rule whose meta does not declare them', async () => {
    await withMeta('link-extension', 'fixable', () =>
      expect(
        testInvalid('link-extension', { files: extension, errors: [extensionError], output: extensionFixed }),
      ).rejects.toThrow('rule "link-extension" fixes "Link "/guides/b.mdx"'),
    );
    await withMeta('redirect-chain', 'hasSuggestions', () =>
      expect(
        testInvalid('redirect-chain', { files: chain, errors: [{ ...chainError, suggestions: suggested }] }),
      ).rejects.toThrow('but its meta.hasSuggestions is not true'),
    );
  });

  test('a case whose files are those of another case of the rule', async () => {
    const { valid, invalid } = inlineCases({
      valid: [{ name: 'fixed', files: chainFixed }, { files: { ...chainFixed } }],
      invalid: [
        { name: 'chain', files: chain, errors: [{ ...chainError, suggestions: suggested }] },
        { name: 'fixed again', files: chainFixed, errors: [chainError] },
      ],
    });
    expect([...valid, ...invalid].map(([name, , repeats]) => [name, repeats])).toEqual([
      ['fixed', undefined],
      ['case 2', 'fixed'],
      ['chain', undefined],
      ['fixed again', 'fixed'],
    ]);
    await expect(testValid('redirect-chain', valid[1][1], valid[1][2])).rejects.toThrow(
      'detected duplicate test case: its files are those of "fixed"',
    );
    await expect(testInvalid('redirect-chain', invalid[1][1], invalid[1][2])).rejects.toThrow(
      'detected duplicate test case',
    );
  });
});

describe('fixture cases', () => {
  /** A copy of fixture cases under a fresh root: `[case, from]` pairs, `.fixed/` twins copied when asked. */
  function copyFixtures(rule: string, pairs: [string, string][], twins = false): string {
    const root = tempFolder('navlint-rule-tester-');
    for (const [name, from] of pairs) {
      const source = path.join(ROOT, 'fixtures', rule, from);
      fs.cpSync(source, path.join(root, rule, name), { recursive: true, verbatimSymlinks: true });
      if (twins) fs.cpSync(`${source}.fixed`, path.join(root, rule, `${name}.fixed`), { recursive: true });
    }
    return root;
  }

  test('a case as committed passes', async () => {
    const root = copyFixtures('page-extension', [['fail', 'fail']], true);
    const [c] = fixtureCases('page-extension', root);
    expect([c.name, c.valid, c.repeats]).toEqual(['fail', false, undefined]);
    await testFixture(c);
  });

  test('findings that carry fixes need a `.fixed/` twin', async () => {
    const [c] = fixtureCases('page-extension', copyFixtures('page-extension', [['fail', 'fail']]));
    await expect(testFixture(c)).rejects.toThrow('the findings carry fixes: the case must give `output`');
  });

  test('an expected.txt that leaves out a suggestion', async () => {
    const root = copyFixtures('redirect-chain', [['fail', 'fail']]);
    const golden = path.join(root, 'redirect-chain', 'fail', 'expected.txt');
    fs.writeFileSync(golden, fs.readFileSync(golden, 'utf8').replace(/^ {2}suggestion: .*\n/gm, ''));
    const [c] = fixtureCases('redirect-chain', root);
    await expect(testFixture(c)).rejects.toThrow(/toEqual/);
  });

  test('a case whose files are those of another case of the rule', async () => {
    const root = copyFixtures(
      'page-extension',
      [
        ['again', 'fail'],
        ['fail', 'fail'],
        ['pass', 'pass'],
      ],
      false,
    );
    const cases = fixtureCases('page-extension', root);
    expect(cases.map((c) => [c.name, c.valid, c.repeats])).toEqual([
      ['again', false, undefined],
      ['fail', false, 'again'],
      ['pass', true, undefined],
    ]);
    await expect(testFixture(cases[1])).rejects.toThrow('detected duplicate test case: its files are those of "again"');
  });
});
