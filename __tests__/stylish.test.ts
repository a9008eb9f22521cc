import type { Diagnostic, Severity } from '../src/core/types.js';
import type { ReportInput } from '../src/engine/types.js';
import type { NavDocument } from '../src/model/navjson.js';
import { formatNavText } from '../src/report/navtext.js';
import { formatStylish, type StylishOptions } from '../src/report/stylish.js';

// The closing line of the stylish report: ✖ only when the findings fail the run (an error, or more warnings than
// --max-warnings), ✔ otherwise, with the counts; notices are counted apart, never as problems of a passing run.
// `navlint nav` closes with the worst severity's mark, and counts notices alone as notices.

const CHECKED = 'docs.json (3 navigation entries, 2 page files, 0 OpenAPI documents)';

function finding(severity: Severity, line: number): Diagnostic {
  const at = { line, column: 1 };
  return { rule: 'r', severity, message: 'm', span: { file: '/site/docs.json', pointer: '', start: at, end: at } };
}

function report(errors: number, warnings: number, notices: number): ReportInput {
  const diagnostics = [
    ...Array.from({ length: errors }, (_, i) => finding('error', i + 1)),
    ...Array.from({ length: warnings }, (_, i) => finding('warning', 100 + i)),
    ...Array.from({ length: notices }, (_, i) => finding('notice', 200 + i)),
  ];
  return {
    cwd: '/site',
    diagnostics,
    summary: { errors, warnings, notices },
    sources: new Map(),
    checked: CHECKED,
    rules: [],
  };
}

const closing = (input: ReportInput, options: Partial<StylishOptions> = {}) =>
  formatStylish(input, { color: false, ...options })
    .trimEnd()
    .split('\n')
    .at(-1);

describe('the closing line says at a glance whether the run fails', () => {
  test('nothing found', () => {
    expect(closing(report(0, 0, 0))).toBe(`✔ Checked ${CHECKED}: no problems found.`);
  });

  test('notices only: ✔, the notices counted apart', () => {
    expect(closing(report(0, 0, 63))).toBe(`✔ 0 errors, 0 warnings (63 notices). Checked ${CHECKED}.`);
    expect(closing(report(0, 0, 1))).toBe(`✔ 0 errors, 0 warnings (1 notice). Checked ${CHECKED}.`);
  });

  test('warnings without --max-warnings do not fail the run', () => {
    expect(closing(report(0, 2, 0))).toBe(`✔ 0 errors, 2 warnings. Checked ${CHECKED}.`);
    expect(closing(report(0, 1, 3))).toBe(`✔ 0 errors, 1 warning (3 notices). Checked ${CHECKED}.`);
    expect(closing(report(0, 2, 0), { maxWarnings: 2 })).toBe(`✔ 0 errors, 2 warnings. Checked ${CHECKED}.`);
  });

  test('an error fails the run: ✖ and every count, as before', () => {
    expect(closing(report(6, 0, 63))).toBe(`✖ 69 problems (6 errors, 0 warnings, 63 notices). Checked ${CHECKED}.`);
    expect(closing(report(1, 1, 0))).toBe(`✖ 2 problems (1 error, 1 warning). Checked ${CHECKED}.`);
  });

  test('more warnings than --max-warnings fail the run, and the line says why', () => {
    expect(closing(report(0, 2, 1), { maxWarnings: 1 })).toBe(
      `✖ 3 problems (0 errors, 2 warnings, 1 notice); more warnings than --max-warnings 1. Checked ${CHECKED}.`,
    );
  });

  test('--quiet: the warnings it hides still count for --max-warnings', () => {
    const quiet = (r: ReportInput, notices = 0) => {
      const warnings = r.summary.warnings;
      r.diagnostics = r.diagnostics.filter((d) => d.severity === 'error');
      r.summary = { errors: r.summary.errors, warnings: 0, notices: 0 };
      return { hidden: { warnings, notices, errorsOnly: true } };
    };
    const passing = report(0, 2, 0);
    expect(closing(passing, quiet(passing))).toBe(`✔ Checked ${CHECKED}: no errors (2 warnings hidden).`);
    const failing = report(0, 2, 0);
    expect(closing(failing, { ...quiet(failing), maxWarnings: 0 })).toBe(
      `✖ 0 errors (2 warnings hidden); more warnings than --max-warnings 0. Checked ${CHECKED}.`,
    );
    const errors = report(3, 2, 1);
    expect(closing(errors, quiet(errors, 1))).toBe(`✖ 3 errors (2 warnings and 1 notice hidden). Checked ${CHECKED}.`);
  });

  test('--min-severity warning: the notices hidden are said, the run passes', () => {
    const r = report(0, 2, 0);
    expect(closing(r, { hidden: { warnings: 0, notices: 4, errorsOnly: false } })).toBe(
      `✔ 0 errors, 2 warnings (4 notices hidden). Checked ${CHECKED}.`,
    );
  });

  test('colour: green when nothing is to fix, yellow with warnings, red with errors', () => {
    const coloured = (r: ReportInput, options: Partial<StylishOptions> = {}) => closing(r, { ...options, color: true });
    expect(coloured(report(0, 0, 5))).toBe(
      `\u001b[32m✔ 0 errors, 0 warnings (5 notices). Checked ${CHECKED}.\u001b[39m`,
    );
    expect(coloured(report(0, 1, 0))).toBe(`\u001b[33m✔ 0 errors, 1 warning. Checked ${CHECKED}.\u001b[39m`);
    expect(coloured(report(1, 0, 0))).toBe(
      `\u001b[31m\u001b[1m✖ 1 problem (1 error, 0 warnings). Checked ${CHECKED}.\u001b[22m\u001b[39m`,
    );
  });
});

describe('the closing line of `navlint nav`', () => {
  const doc = (errors: number, warnings: number, notices: number): NavDocument => ({
    version: 1,
    summary: { errors, warnings, notices },
    root: {
      kind: 'root',
      children: [
        {
          kind: 'page',
          path: 'index',
          findings: [{ rule: 'r', severity: 'notice', message: 'm', file: 'index.mdx', line: 1, column: 1 }],
        },
      ],
    },
  });
  const closingOf = (d: NavDocument) =>
    formatNavText(d, { marked: 1, checkCommand: 'navlint check docs' }).trimEnd().split('\n').at(-1);

  test('notices alone: counted as notices, marked ℹ', () => {
    expect(closingOf(doc(0, 0, 63))).toBe('ℹ 63 notices, 1 marked above; `navlint check docs` lists them all.');
  });

  test('warnings or errors: the problems, with every count, marked ⚠ or ✖', () => {
    expect(closingOf(doc(0, 2, 1))).toBe(
      '⚠ 3 problems (0 errors, 2 warnings, 1 notice), 1 marked above; `navlint check docs` lists them all.',
    );
    expect(closingOf(doc(1, 0, 0))).toBe(
      '✖ 1 problem (1 error, 0 warnings), marked above; `navlint check docs` lists it.',
    );
  });
});
