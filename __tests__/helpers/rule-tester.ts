import path from 'node:path';
import { applyFixes } from '../../src/fix/edits.js';
import type { Diagnostic, Fix } from '../../src/core/types.js';
import { runCheck } from '../../src/engine/index.js';
import { unfoldCauses } from '../../src/engine/causes.js';
import { RULES } from '../../src/rules/index.js';
import { formatMessage, type MessageData } from '../../src/rules/rule.js';
import { MemoryFs } from './memory-fs.js';

// A rule's tests in the manner of ESLint's RuleTester: each case is a small site held in memory (read through the
// FileSystem seam, no disk), `valid` cases give no finding of the rule, `invalid` cases give exactly the findings
// listed, at the positions listed, and `output` is the site after the rule's fixes. The whole check runs, since a
// rule reads the model the loaders and the model build, but only the findings of the rule under test count.
//
//   ruleTester.run('redirect-loop', {
//     valid: [{ files: { 'docs.json': ... } }],
//     invalid: [{ files: {...}, errors: [{ line: 5, column: 7, endLine: 5, endColumn: 30 }], output: {...} }],
//   });

/** Where the sites are mounted: an absolute folder that is never read from disk. */
const ROOT = path.resolve('/navlint-rule-tester/site');

/** A site: its files by path relative to the docs root, docs.json among them. */
export type Files = Readonly<Record<string, string>>;

/**
 * One expected finding. Only the fields given are compared; `file` is docs.json unless said. `messageId` names one of
 * the rule's `meta.messages` (compared with the finding's own); with `data` too, the message must be that template
 * filled from it.
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
}

export interface ValidCase {
  /** The test's name (the first line of docs.json by default). */
  name?: string;
  files: Files;
}

export interface InvalidCase extends ValidCase {
  errors: ExpectedError[];
  /**
   * The files the rule's fixes change, as they read after one pass of them (as ESLint's RuleTester applies one);
   * without it, the findings must change nothing.
   */
  output?: Files;
}

/** The findings of one rule on a site in memory, with the site's text. */
export async function runRule(rule: string, files: Files): Promise<Diagnostic[]> {
  if (!RULES.some((r) => r.meta.id === rule)) throw new Error(`no rule "${rule}"`);
  const fs = new MemoryFs(ROOT, files);
  // The rule at its own level, whatever `recommended` does with it.
  const result = await runCheck({ dir: '.', cwd: ROOT, fs, presets: ['strict'] });
  // A site whose docs.json does not parse checks nothing else: a valid case would pass for no reason.
  const unread = result.diagnostics.find((d) => d.rule === 'config-invalid-json' && d.rule !== rule);
  if (unread) throw new Error(`the case's docs.json does not parse: ${unread.message}`);
  // Each finding on its own, as the rule made it: those a root cause lists are put back.
  return unfoldCauses(result.diagnostics).filter((d) => d.rule === rule);
}

/** The files that one pass of the findings' fixes changes, with their text after it. */
export function fixedFiles(files: Files, found: readonly Diagnostic[]): Record<string, string> {
  const byFile = new Map<string, { fix: Fix }[]>();
  for (const { fix } of found) if (fix) (byFile.get(fix.file) ?? byFile.set(fix.file, []).get(fix.file)!).push({ fix });
  const out: Record<string, string> = {};
  for (const [file, items] of byFile) {
    const rel = path.relative(ROOT, file).split(path.sep).join('/');
    const text = applyFixes(files[rel], items).text;
    if (text !== files[rel]) out[rel] = text;
  }
  return out;
}

/**
 * An expected error as compared: a `messageId` the rule does not declare is a mistake in the test, and `messageId` with
 * `data` stands for the message the template makes.
 */
function expectation(rule: string, e: ExpectedError): Omit<ExpectedError, 'data'> & { file: string } {
  const { data, ...rest } = e;
  if (e.messageId === undefined) {
    if (data !== undefined) throw new Error('an expected error gives `data` without a `messageId`');
    return { file: 'docs.json', ...rest };
  }
  const messages = RULES.find((r) => r.meta.id === rule)?.meta.messages ?? {};
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

function caseName(c: ValidCase, i: number): string {
  return c.name ?? `case ${i + 1}`;
}

export const ruleTester = {
  /** Declares a describe block for the rule with one test per case. */
  run(rule: string, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
    describe(rule, () => {
      describe('valid', () => {
        test.each(cases.valid.map((c, i) => [caseName(c, i), c] as const))('%s', async (_name, c) => {
          const found = await runRule(rule, c.files);
          expect(found.map((d) => d.message)).toEqual([]);
        });
      });
      describe('invalid', () => {
        test.each(cases.invalid.map((c, i) => [caseName(c, i), c] as const))('%s', async (_name, c) => {
          if (c.errors.length === 0) throw new Error('an invalid case lists at least one error');
          const found = await runRule(rule, c.files);
          const expected = c.errors.map((e) => expectation(rule, e));
          expect(found.map((d, i) => shape(d, expected[i] ?? expected[0]))).toEqual(expected);
          expect(fixedFiles(c.files, found)).toEqual(c.output ?? {});
        });
      });
    });
  },
};
