/** The phases of a check that `--timing` reports, in the order they run. */
const PHASES = ['load', 'parse specs', 'model', 'content', 'links', 'external', 'rules', 'report'] as const;
/** One phase of a check. */
export type Phase = (typeof PHASES)[number];

/** Attributes elapsed time to phases; code that does the work only says which phase it is in. */
export interface PhaseTimer {
  /** Starts `phase` (or stops timing, for undefined) and returns the phase that was running, to restore it after. */
  enter(phase: Phase | undefined): Phase | undefined;
  /** Runs one rule's check, adding the time it takes to that rule's total. */
  rule<T>(id: string, work: () => T): T;
}

/** A phase timer that also reports its totals. */
export interface PhaseClock extends PhaseTimer {
  /** Milliseconds spent in each phase so far, every phase listed. */
  totals(): Map<Phase, number>;
  /** Milliseconds spent in each rule that ran (part of the rules phase). */
  ruleTotals(): Map<string, number>;
}

/** A phase timer reading the given clock (milliseconds). */
export function createPhaseClock(now: () => number): PhaseClock {
  const spent = new Map<Phase, number>(PHASES.filter((p) => p !== 'external').map((p) => [p, 0]));
  const byRule = new Map<string, number>();
  let current: Phase | undefined;
  let since = 0;
  return {
    enter(phase) {
      const t = now();
      if (current !== undefined) spent.set(current, (spent.get(current) ?? 0) + (t - since));
      const previous = current;
      current = phase;
      since = t;
      return previous;
    },
    rule(id, work) {
      const t = now();
      try {
        return work();
      } finally {
        byRule.set(id, (byRule.get(id) ?? 0) + (now() - t));
      }
    },
    totals() {
      const out = new Map(spent);
      if (current !== undefined) out.set(current, out.get(current)! + (now() - since));
      return out;
    },
    ruleTotals() {
      return new Map(byRule);
    },
  };
}

/** Rules listed under the phases by `--timing`: the slowest, as ESLint's TIMING lists them. */
const SLOWEST_RULES = 10;

/**
 * The `--timing` tables: one line per phase and the total, then the slowest rules and their share of the rules
 * phase, in milliseconds.
 */
export function formatTiming(totals: Map<Phase, number>, rules: Map<string, number> = new Map()): string {
  // External links are fetched only with `--external`: their row shows only then.
  const shown = PHASES.filter((p) => p !== 'external' || totals.has(p));
  const rows: [string, number][] = [...shown.map((p): [string, number] => [p, totals.get(p) ?? 0])];
  rows.push(['total', rows.reduce((n, [, ms]) => n + ms, 0)]);
  const lines = ['phase            ms', ...rows.map(([p, ms]) => `${p.padEnd(12)}${ms.toFixed(1).padStart(8)}`)];
  const slowest = [...rules].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, SLOWEST_RULES);
  if (slowest.length > 0) {
    const width = Math.max(...slowest.map(([id]) => id.length), 'slowest rules'.length) + 2;
    const all = [...rules.values()].reduce((n, ms) => n + ms, 0);
    const share = (ms: number) => (all > 0 ? `${((100 * ms) / all).toFixed(1)}%` : '');
    lines.push('', `${'slowest rules'.padEnd(width)}${'ms'.padStart(8)}  share`);
    for (const [id, ms] of slowest)
      lines.push(`${id.padEnd(width)}${ms.toFixed(1).padStart(8)}  ${share(ms).padStart(5)}`);
  }
  return lines.join('\n') + '\n';
}
