// Fuzzes the engine: bundles the fuzzing harness (__tests__/helpers/fuzz.ts) with ncc into build/fuzz,
// runs its cases in a worker thread, stops a case that hangs and goes on with the next, and prints the figures.
//
//   npm run fuzz                          10,000 cases from a random seed
//   npm run fuzz -- --cases 500 --seed 7  500 cases from seed 7 (case i uses seed 7 + i)
//   npm run fuzz -- --seed 1234 --cases 1 replays the one case that seed 1234 draws
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    'budget-ms': { type: 'string', default: '10000' },
    'hang-ms': { type: 'string', default: '60000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const cases = Number(values.cases);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const budgetMs = Number(values['budget-ms']);
const hangMs = Number(values['hang-ms']);
for (const [name, n] of [['cases', cases], ['seed', seed], ['budget-ms', budgetMs], ['hang-ms', hangMs]]) {
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`fuzz: --${name} must be a whole number`);
    process.exit(2);
  }
}

const bundle = path.resolve('build/fuzz/index.js');
if (!values['no-build'] || !fs.existsSync(bundle)) {
  console.error('fuzz: bundling the harness into build/fuzz …');
  const ncc = path.resolve('node_modules/@vercel/ncc/dist/ncc/cli.js');
  // Transpile only: the harness is type-checked with the rest of the project by `npm run typecheck`.
  execFileSync(process.execPath, [ncc, 'build', '__tests__/helpers/fuzz-worker.ts', '-o', 'build/fuzz', '--target', 'es2022', '--transpile-only', '--quiet'], { stdio: 'inherit' });
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-fuzz-'));
const seedDirs = [path.resolve('fixtures'), path.resolve('examples')];
const total = { cases: 0, generated: 0, mutated: 0, failures: [], slow: [], hangs: [], diagnostics: 0, maxMs: 0, totalMs: 0 };
const started = Date.now();

/** Runs cases from seed `from` on until `end`; resolves with the seed to go on from (after a hang or a dead worker). */
function runWorker(from, end) {
  return new Promise((resolve) => {
    const worker = new Worker(bundle, { workerData: { seed: from, cases: end - from, workDir: path.join(workDir, String(from)), seedDirs }, resourceLimits: { maxOldGenerationSizeMb: 4096 } });
    let current = from;
    let timer;
    const hang = () => {
      total.cases++;
      total.hangs.push({ seed: current, error: `no result after ${hangMs} ms` });
      void worker.terminate();
      resolve(current + 1);
    };
    worker.on('message', (m) => {
      if (m.type === 'case') {
        current = m.seed;
        clearTimeout(timer);
        timer = setTimeout(hang, hangMs);
      } else if (m.type === 'result') {
        clearTimeout(timer);
        total.cases++;
        total[m.kind]++;
        total.diagnostics += m.diagnostics;
        total.maxMs = Math.max(total.maxMs, m.ms);
        total.totalMs += m.ms;
        if (m.error) total.failures.push({ seed: m.seed, kind: m.kind, error: m.error });
        else if (m.ms > budgetMs) total.slow.push({ seed: m.seed, kind: m.kind, error: `took ${Math.round(m.ms)} ms` });
        if (total.cases % 1000 === 0) console.error(`fuzz: ${total.cases} of ${cases} cases, ${Math.round((Date.now() - started) / 1000)} s`);
      } else if (m.type === 'done') {
        void worker.terminate();
        resolve(end);
      }
    });
    // An uncaught error or running out of memory ends the worker: count the case and go on after it.
    worker.on('error', (e) => {
      total.failures.push({ seed: current, error: `the worker died: ${e?.message ?? e}` });
      total.cases++;
      clearTimeout(timer);
      resolve(current + 1);
    });
  });
}

const end = seed + cases;
for (let from = seed; from < end; ) from = await runWorker(from, end);
fs.rmSync(workDir, { recursive: true, force: true });

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const mean = (total.totalMs / Math.max(1, total.cases - total.hangs.length)).toFixed(1);
console.log(`navlint fuzz: seed ${seed}, ${total.cases} cases (${total.generated} generated, ${total.mutated} mutated) in ${seconds} s`);
console.log(`  uncaught exceptions or broken outputs: ${total.failures.length}`);
console.log(`  hangs (no result after ${hangMs} ms): ${total.hangs.length}`);
console.log(`  over the per-case budget of ${budgetMs} ms: ${total.slow.length}`);
console.log(`  findings reported: ${total.diagnostics}; time per case: mean ${mean} ms, max ${Math.round(total.maxMs)} ms`);
for (const f of [...total.failures, ...total.hangs, ...total.slow].slice(0, 20)) {
  console.log(`  seed ${f.seed}${f.kind ? ` (${f.kind})` : ''}: ${String(f.error).split('\n').slice(0, 6).join('\n    ')}`);
  console.log(`    replay: npm run fuzz -- --seed ${f.seed} --cases 1`);
}
process.exitCode = total.failures.length + total.hangs.length + total.slow.length > 0 ? 1 : 0;
