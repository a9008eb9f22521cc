import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { caseArbitrary, drawCase, InvariantError, loadSeeds, runCase, writeCase } from './fuzz.js';

/** What `scripts/fuzz.mjs` hands the worker that runs the cases. */
export interface FuzzWorkerData {
  seed: number;
  cases: number;
  workDir: string;
  seedDirs: string[];
}

/** One message per case, sent before it starts (`case`) and when it ends (`result`). */
export type FuzzMessage =
  | { type: 'case'; seed: number }
  | { type: 'result'; seed: number; kind: string; ms: number; diagnostics: number; error?: string }
  | { type: 'done' };

// Entry point of the fuzzing bundle (build/fuzz): the parent watches the `case` messages to stop a case that hangs.
async function work(data: FuzzWorkerData): Promise<void> {
  const post = (m: FuzzMessage) => parentPort!.postMessage(m);
  const arb = caseArbitrary(loadSeeds(data.seedDirs));
  const root = path.join(data.workDir, 'site');
  for (let seed = data.seed; seed < data.seed + data.cases; seed++) {
    post({ type: 'case', seed });
    const c = drawCase(arb, seed);
    writeCase(root, c);
    const t0 = performance.now();
    try {
      const out = await runCase(root);
      post({ type: 'result', seed, kind: c.kind, ms: out.ms, diagnostics: out.diagnostics });
    } catch (e) {
      const err = e as Error;
      post({
        type: 'result',
        seed,
        kind: c.kind,
        ms: performance.now() - t0,
        diagnostics: 0,
        error: err instanceof InvariantError ? err.message : `${err?.name}: ${err?.message}\n${err?.stack ?? ''}`,
      });
    }
  }
  post({ type: 'done' });
}

void work(workerData as FuzzWorkerData);
