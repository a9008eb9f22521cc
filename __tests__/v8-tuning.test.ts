import { INTERRUPT_BUDGET, optimizesLate, tuneOptimization, type TuningHost } from '../src/core/v8-tuning.js';

// The optimization budget is raised only where it was measured to pay: V8 11 (Node 20) on one or two cores,
// and never over a budget given on the command line.
function host(v8Version: string, parallelism: number, execArgv: string[] = []): TuningHost & { set: string[] } {
  const set: string[] = [];
  return { v8Version, parallelism, execArgv, set, setFlags: (f) => set.push(f) };
}

describe('tuneOptimization', () => {
  test('Node 20 (V8 11.3) on two cores or one: the budget is raised, and the process says so', () => {
    expect(optimizesLate()).toBe(false);
    for (const cores of [1, 2]) {
      const h = host('11.3.244.8-node.33', cores);
      expect(tuneOptimization(h)).toBe(true);
      expect(h.set).toEqual([`--interrupt-budget=${INTERRUPT_BUDGET}`]);
    }
    expect(optimizesLate()).toBe(true);
  });

  test('more cores, or a V8 that tiers up in other steps (Node 22, 24): nothing is set', () => {
    for (const h of [host('11.3.244.8-node.33', 4), host('12.4.254.21-node.33', 2), host('13.6.233.10-node.27', 2)]) {
      expect(tuneOptimization(h)).toBe(false);
      expect(h.set).toEqual([]);
    }
  });

  test('a budget given to node on the command line stands; other flags do not count', () => {
    for (const flag of ['--interrupt-budget=5000', '--interrupt_budget=5000']) {
      const h = host('11.3.244.8-node.33', 2, ['--max-old-space-size=512', flag]);
      expect(tuneOptimization(h)).toBe(false);
      expect(h.set).toEqual([]);
    }
    const other = host('11.3.244.8-node.33', 2, ['--interrupt-budget-for-feedback-allocation=940']);
    expect(tuneOptimization(other)).toBe(true);
  });
});
