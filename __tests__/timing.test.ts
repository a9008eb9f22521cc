import { createPhaseClock, formatTiming } from '../src/core/timing.js';
import { runCli } from './helpers/cli.js';
import { RULES } from '../src/rules/index.js';

const RULE_IDS = RULES.map((r) => r.meta.id);

const SITE = 'examples/larkspur';

describe('--timing', () => {
  test('writes one line per phase on stderr and leaves stdout as it was', async () => {
    const plain = await runCli(['check', SITE, '--format', 'json']);
    const timed = await runCli(['check', SITE, '--format', 'json', '--timing']);
    expect(plain.stderr).toBe('');
    expect(timed.status).toBe(plain.status);
    expect(timed.stdout).toBe(plain.stdout);
    expect(JSON.parse(timed.stdout)).toEqual(JSON.parse(plain.stdout));
    const [phases, slowest] = timed.stderr.split('\n\n');
    const lines = phases.split('\n');
    expect(lines.shift()).toBe('phase            ms');
    expect(lines.map((l) => /^(.{12}) *(\d+\.\d)$/.exec(l)?.[1].trimEnd())).toEqual([
      'load',
      'parse specs',
      'model',
      'content',
      'links',
      'rules',
      'report',
      'total',
    ]);
    const ms = lines.map((l) => Number(l.slice(12)));
    expect(Math.abs(ms.slice(0, 7).reduce((a, b) => a + b, 0) - ms[7])).toBeLessThanOrEqual(0.3);
    // Then the ten slowest rules, each with its time and its share of the time all rules took.
    const rules = slowest.split('\n');
    expect(rules.shift()).toMatch(/^slowest rules +ms {2}share$/);
    expect(rules.pop()).toBe('');
    expect(rules).toHaveLength(10);
    const rows = rules.map((l) => /^([a-z0-9-]+) +(\d+\.\d) +(\d+\.\d)%$/.exec(l));
    expect(rows.every((m) => m !== null && RULE_IDS.includes(m[1]))).toBe(true);
    const times = rows.map((m) => Number(m![2]));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThanOrEqual(ms[5] + 0.1);
  });

  test('applies to check only', async () => {
    const r = await runCli(['nav', SITE, '--timing']);
    expect(r).toEqual({ status: 2, stdout: '', stderr: 'navlint: --timing applies to check only, not to nav\n' });
  });
});

describe('phase clock', () => {
  test('adds the time between phase changes to the phase that was running, and restores nested phases', () => {
    let t = 0;
    const clock = createPhaseClock(() => t);
    expect(clock.enter('load')).toBeUndefined();
    t = 5;
    expect(clock.enter('model')).toBe('load');
    t = 7;
    const outer = clock.enter('parse specs');
    expect(outer).toBe('model');
    t = 10;
    expect(clock.enter(outer)).toBe('parse specs');
    t = 12;
    clock.enter('content');
    t = 13.5;
    clock.enter('links');
    t = 14;
    clock.enter('rules');
    t = 20.25;
    clock.enter(undefined);
    t = 99;
    expect([...clock.totals()]).toEqual([
      ['load', 5],
      ['parse specs', 3],
      ['model', 4],
      ['content', 1.5],
      ['links', 0.5],
      ['rules', 6.25],
      ['report', 0],
    ]);
  });

  test('times each rule apart, and lists the slowest with their share of the time all rules took', () => {
    let t = 0;
    const clock = createPhaseClock(() => t);
    clock.enter('rules');
    expect(clock.rule('page-not-found', () => ((t += 6), 'found'))).toBe('found');
    clock.rule('nav-duplicate', () => (t += 2));
    expect(() => clock.rule('page-not-found', () => ((t += 2), fail()))).toThrow('thrown');
    expect([...clock.ruleTotals()]).toEqual([
      ['page-not-found', 8],
      ['nav-duplicate', 2],
    ]);
    expect(formatTiming(clock.totals(), clock.ruleTotals()).split('\n\n')[1]).toBe(
      [
        'slowest rules         ms  share',
        'page-not-found       8.0  80.0%',
        'nav-duplicate        2.0  20.0%',
        '',
      ].join('\n'),
    );
  });

  test('formats a table of milliseconds with the total', () => {
    const totals = new Map([
      ['load', 12.34],
      ['parse specs', 1500],
      ['model', 0.05],
      ['content', 2000],
      ['links', 3],
      ['rules', 7],
      ['report', 0],
    ] as const);
    expect(formatTiming(totals)).toBe(
      [
        'phase            ms',
        'load            12.3',
        'parse specs   1500.0',
        'model            0.1',
        'content       2000.0',
        'links            3.0',
        'rules            7.0',
        'report           0.0',
        'total         3522.4',
        '',
      ].join('\n'),
    );
  });
});

function fail(): never {
  throw new Error('thrown');
}
