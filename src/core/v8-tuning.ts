import os from 'node:os';
import v8 from 'node:v8';

/**
 * How much a function runs (in V8's units of bytecode executed) before V8 considers optimizing it, where navlint
 * sets it: about 15 times V8 11's default of 67,584.
 */
export const INTERRUPT_BUDGET = 1_000_000;

/** What `tuneOptimization` reads of the process, and how it sets a V8 flag. */
export interface TuningHost {
  v8Version: string;
  parallelism: number;
  execArgv: readonly string[];
  setFlags(flags: string): void;
}

/** Set once `tuneOptimization` has raised the budget in this process. */
let tuned = false;

const processHost = (): TuningHost => ({
  v8Version: process.versions.v8,
  parallelism: os.availableParallelism(),
  execArgv: process.execArgv,
  setFlags: (flags) => v8.setFlagsFromString(flags),
});

/**
 * Lets V8 optimize a function later than it would, on V8 11 (Node 20) with at most two cores; returns whether it
 * did. There, V8 optimizes the page parser's and the validator's functions early and often, and its compiler
 * threads take the cores the check's threads need: a check spends more CPU time and takes longer
 * (cline, NangoHQ, generated sites of 3,000 and 5,000 pages). With more cores the compiler has cores of its own,
 * and sooner optimized code pays; later V8 versions (Node 22 and on) tier up in other steps, and have no such flag.
 * Called first thing on the main thread, so that every thread the check starts has it; a budget given on the
 * command line (`node --interrupt-budget=…`) is left as it is.
 */
export function tuneOptimization(host: TuningHost = processHost()): boolean {
  if (Number(host.v8Version.split('.')[0]) !== 11 || host.parallelism > 2) return false;
  if (host.execArgv.some((a) => /^--interrupt[-_]budget(=|$)/.test(a))) return false;
  host.setFlags(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  tuned = true;
  return true;
}

/** Whether this process lets V8 optimize late (`tuneOptimization` raised the budget): its threads warm up on fewer cores. */
export function optimizesLate(): boolean {
  return tuned;
}
