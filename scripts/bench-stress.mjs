// Times the stress tier (__tests__/stress): runs it with each run's figures written out, then prints each run's
// time against its case's bound (`seconds` in __tests__/stress/cases.ts) and its peak memory, and exits 1 when a run
// took longer than its bound or the tier failed. The tests hold memory and findings; time is held here, on a machine
// whose load the figures name.
//
//   npm run build && node scripts/bench-stress.mjs [--case <id>]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSection } from './bench-section.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { case: { type: 'string' } } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-stress-'));
const record = path.join(dir, 'runs.jsonl');
try {
  const jest = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      'jest.stress.config.js',
      '--runInBand',
      ...(values.case ? ['--testNamePattern', `^${values.case} `] : []),
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', NAVLINT_STRESS_RECORD: record },
    },
  );
  const runs = fs.existsSync(record)
    ? fs.readFileSync(record, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
    : [];
  const over = runs.filter((r) => r.ms > r.seconds * 1000);
  const load = os.loadavg().map((x) => x.toFixed(1)).join(', ');
  console.log(`\nThe stress runs on ${os.cpus().length} cores (load average ${load} at the end):`);
  for (const r of runs) {
    const mark = r.ms > r.seconds * 1000 ? '✕' : '✓';
    const mib = Math.round(r.rss / 1024);
    console.log(`${mark} ${r.id} | ${r.run} | ${(r.ms / 1000).toFixed(2)} s of ${r.seconds} s | ${mib} MiB`);
  }
  console.log(`${runs.length} runs, ${over.length} past their bound${jest.status === 0 ? '' : '; the tier failed'}`);
  if (!values.case)
    writeSection('stress', [
      '## The stress tier',
      '',
      `\`node scripts/bench-stress.mjs\`: each run of the stress tier against its bound, on ${os.cpus().length} cores (load average ${load} at the end).`,
      '',
      '| Case | Run | Time | Bound | Peak memory |',
      '|---|---|---:|---:|---:|',
      ...runs.map((r) => `| ${r.id} | ${r.run} | ${(r.ms / 1000).toFixed(2)} s | ${r.seconds} s | ${Math.round(r.rss / 1024)} MiB |`),
    ]);
  process.exitCode = jest.status !== 0 || runs.length === 0 || over.length > 0 ? 1 : 0;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
