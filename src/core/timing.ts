/** The phases of a check that `--timing` reports, in the order they run. */
const PHASES = ['load', 'parse specs', 'model', 'content', 'links', 'rules', 'report'] as const;
/** One phase of a check. */
export type Phase = (typeof PHASES)[number];

/** Attributes elapsed time to phases; code that does the work only says which phase it is in. */
export interface PhaseTimer {
  /** Starts `phase` (or stops timing, for undefined) and returns the phase that was running, to restore it after. */
  enter(phase: Phase | undefined): Phase | undefined;
}

/** A phase timer that also reports its totals. */
export interface PhaseClock extends PhaseTimer {
  /** Milliseconds spent in each phase so far, every phase listed. */
  totals(): Map<Phase, number>;
}

/** A phase timer reading the given clock (milliseconds). */
export function createPhaseClock(now: () => number): PhaseClock {
  const spent = new Map<Phase, number>(PHASES.map((p) => [p, 0]));
  let current: Phase | undefined;
  let since = 0;
  return {
    enter(phase) {
      const t = now();
      if (current !== undefined) spent.set(current, spent.get(current)! + (t - since));
      const previous = current;
      current = phase;
      since = t;
      return previous;
    },
    totals() {
      const out = new Map(spent);
      if (current !== undefined) out.set(current, out.get(current)! + (now() - since));
      return out;
    },
  };
}

/** The `--timing` table: one line per phase and the total, in milliseconds. */
export function formatTiming(totals: Map<Phase, number>): string {
  const rows: [string, number][] = [...PHASES.map((p): [string, number] => [p, totals.get(p) ?? 0])];
  rows.push(['total', rows.reduce((n, [, ms]) => n + ms, 0)]);
  return (
    ['phase            ms', ...rows.map(([p, ms]) => `${p.padEnd(12)}${ms.toFixed(1).padStart(8)}`)].join('\n') + '\n'
  );
}
