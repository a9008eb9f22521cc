import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import { fileCacheStore } from '../../src/content/host.js';
import { cacheSecret } from '../../src/core/cache-secret.js';
import { writeFileConfined, type WriteArea } from '../../src/core/confined.js';
import { systemGit } from '../../src/core/git.js';
import { ROOT } from './run.js';

/** What a run of the CLI gave: its exit code and everything it wrote. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI's `main` in this process, from the sources, with the real file system and git, as src/cli.ts does,
 * but without its worker threads (pages are parsed and OpenAPI documents validated in this thread) and without the
 * watchdog. The environment is this process's with colour off, as for `runDist`, and `options.env` on top (an
 * undefined value removes a variable). What the subprocess alone can show (the bundle, signals, exit without a
 * stack trace) stays with `runDist` in the e2e tier.
 */
export async function runCli(
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliRun> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_OPTIONS: '',
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
    ...options.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const cwd = path.resolve(ROOT, options.cwd ?? ROOT);
  // The temporary folder as the subprocess would see it: a test may give TMPDIR.
  const tmp = env.TMPDIR ? path.resolve(env.TMPDIR) : os.tmpdir();
  const writeArea: WriteArea = {
    folders: [cwd, tmp],
    name: 'the working directory and the temporary folder',
  };
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    cwd,
    fs,
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    isTTY: false,
    env,
    writeFile: (file, text) => writeFileConfined(fs, writeArea, file, text, { createFolders: true }),
    writeArea,
    parallelism: 1,
    cacheStore: (file) => fileCacheStore(file, writeArea),
    cacheSecret: (root) =>
      cacheSecret(fs, { env, home: os.homedir(), uid: process.getuid?.(), noFollow: fs.constants.O_NOFOLLOW }, root),
    git: systemGit(env),
    fileWriter: fs,
  });
  return { status, stdout, stderr };
}

/** A finding of the JSON report, as far as the tests read it. */
interface JsonFinding {
  rule: string;
  severity: string;
  file: string;
  line: number;
  message: string;
}

/** The JSON report, as far as the tests read it. */
export interface JsonReport {
  diagnostics: JsonFinding[];
  summary: { errors: number; warnings: number; notices: number; suppressed?: number; preexisting?: number };
}

/** `navlint check ARGS --format json` through `runCli`: the exit code, the report and standard error; exit 2 throws. */
export async function checkJson(
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<{ status: number | null; report: JsonReport; stderr: string }> {
  const r = await runCli(['check', ...args, '--format', 'json'], options);
  if (r.status === 2) throw new Error(`navlint exited with 2: ${r.stderr}`);
  return { status: r.status, report: JSON.parse(r.stdout) as JsonReport, stderr: r.stderr };
}

/** Each finding of a report as `file:line rule`. */
export const where = (r: JsonReport) => r.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule}`);
