import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../helpers/run.js';
import { runnerEnv, runnerFiles, PR_EVENT } from '../helpers/action.js';
import { CASES, SMALL_CASES, type Files, type StressRun } from './cases.js';

// `npm run test:stress`: every input that once hung a check or grew quadratically, generated here (none is
// committed), run through the bundled CLI (or the action) as a subprocess, each run within 1 GiB of memory,
// measured as the child's peak resident set, with the findings it must give. Time is not asserted: each run's is
// written out, and scripts/bench-stress.mjs holds it to its case's bound.

const MAX_RSS_KIB = 1024 * 1024;
/** A run is stopped after this long: a bound on the wait for a hung child, far past any case's time. */
const HANG_MS = 10 * 60 * 1000;
/** A file to append each run's figures to, as JSON lines (scripts/bench-stress.mjs reads them). */
const RECORD = process.env.NAVLINT_STRESS_RECORD;
const RSS_HOOK = pathToFileURL(path.join(ROOT, '__tests__', 'stress', 'rss.mjs')).href;

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-stress-')));
  temps.push(dir);
  return dir;
}

function write(files: Files): string {
  const dir = tempDir();
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** Runs one command on a docs root as a subprocess: its exit code, output, wall time and peak memory. */
function runOnce(dir: string, run: StressRun) {
  const rssFile = path.join(tempDir(), 'rss');
  const out = path.join(tempDir(), 'out.html');
  let env: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' };
  let entry = 'cli';
  let files: ReturnType<typeof runnerFiles> | undefined;
  if (run.action) {
    files = runnerFiles(PR_EVENT);
    env = { ...env, ...runnerEnv(dir, files, { preview: 'false', ...run.action }), RUNNER_TEMP: tempDir() };
    entry = 'action';
  }
  env.NAVLINT_RSS_FILE = rssFile;
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const args = run.args.map((a) => (a === '{out}' ? out : a));
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', RSS_HOOK, path.join(ROOT, 'dist', `${entry}.js`), ...args], {
    cwd: dir,
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
    timeout: HANG_MS,
  });
  const ms = Date.now() - started;
  const rss = fs.existsSync(rssFile) ? Number(fs.readFileSync(rssFile, 'utf8')) : Infinity;
  const summary = files ? fs.readFileSync(files.summary, 'utf8') : '';
  const outputs = files ? fs.readFileSync(files.output, 'utf8') : '';
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms, rss, summary, outputs };
}

/** `NAVLINT_STRESS_CLASS=small` runs the small-input class alone. */
const RUN_CASES = process.env.NAVLINT_STRESS_CLASS === 'small' ? SMALL_CASES : CASES;

describe.each(RUN_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  let dir: string;
  beforeAll(() => {
    dir = write(c.files());
  });

  test.each(c.runs.map((r) => [r.action ? 'the action' : r.args.join(' '), r] as const))(
    `${c.what}: %s within 1 GiB`,
    (_name, run) => {
      const seconds = run.seconds ?? c.seconds;
      const r = runOnce(dir, run);
      // One line for the record (docs/robustness.md's table is made from these).
      process.stderr.write(
        `stress ${c.id} | ${_name} | ${(r.ms / 1000).toFixed(2)} s | ${Math.round(r.rss / 1024)} MiB\n`,
      );
      if (RECORD)
        fs.appendFileSync(RECORD, JSON.stringify({ id: c.id, run: _name, ms: r.ms, seconds, rss: r.rss }) + '\n');
      if (!run.status.includes(r.status ?? -1))
        throw new Error(`exit code ${r.status} (expected ${run.status.join(' or ')}): ${r.stderr.slice(0, 500)}`);
      expect(r.rss).toBeLessThan(MAX_RSS_KIB);
      if (run.rules) {
        const report = JSON.parse(r.stdout) as { diagnostics: { rule: string }[] };
        const rules = new Set(report.diagnostics.map((d) => d.rule));
        for (const rule of run.rules) expect([...rules]).toContain(rule);
      }
      if (run.action) {
        expect(r.summary).not.toBe('');
        expect(r.outputs).toContain('errors');
      }
    },
  );
});
