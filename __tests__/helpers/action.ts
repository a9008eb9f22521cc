import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './run.js';
import { tempFolder } from './temp.js';

const made: string[] = [];

function tempDir(prefix: string): string {
  const dir = tempFolder(prefix);
  made.push(dir);
  return dir;
}

/** Removes every temporary folder this helper made; call it in `afterAll`. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A fresh temporary folder holding `files` (paths relative to it, folders created). */
export function makeSite(files: Record<string, string>): string {
  const dir = tempDir('navlint-action-');
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

/** The files a runner gives a step, created empty, and the event payload. */
export interface RunnerFiles {
  dir: string;
  summary: string;
  output: string;
  event: string;
}

/** Creates the runner's per-step files in a temporary folder. */
export function runnerFiles(event: unknown): RunnerFiles {
  const dir = tempDir('navlint-runner-');
  const files = {
    dir,
    summary: path.join(dir, 'step_summary'),
    output: path.join(dir, 'output'),
    event: path.join(dir, 'event.json'),
  };
  fs.writeFileSync(files.summary, '');
  fs.writeFileSync(files.output, '');
  fs.writeFileSync(files.event, JSON.stringify(event));
  return files;
}

/** A pull-request event payload, as GITHUB_EVENT_PATH holds it. */
export const PR_EVENT = {
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, head: { sha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' } },
};

/** The token the tests pass; it must never appear on stdout outside `::add-mask::`. */
export const TOKEN = 'ghs_TestToken0123456789abcdef';

/** The environment a runner sets for a step running this action: every input with its default, the GITHUB_* variables. */
export function runnerEnv(
  workspace: string,
  files: RunnerFiles,
  inputs: Record<string, string> = {},
  extra: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  const defaults: Record<string, string> = {
    path: '.',
    config: '',
    'fail-on': 'error',
    annotations: 'true',
    summary: 'true',
    'sarif-file': '',
    'fetch-remote': 'false',
    'allow-private-hosts': 'false',
    'external-links': 'false',
    comment: 'false',
    'github-token': TOKEN,
    preview: 'true',
    'preview-artifact-name': 'navlint-preview',
    'proxy-check-url': '',
    content: 'true',
    cache: 'true',
    base: '',
    suggestions: 'false',
    timeout: '600',
    'new-findings-only': 'false',
    'published-url': '',
  };
  const env: Record<string, string | undefined> = {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: 'octo-org/docs-site',
    GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '4242',
    RUNNER_TEMP: files.dir,
    RUNNER_DEBUG: undefined,
    NAVLINT_DEBUG: undefined,
    GITHUB_ENV: undefined,
    GITHUB_STATE: undefined,
    GITHUB_PATH: undefined,
    HTTP_PROXY: undefined,
    HTTPS_PROXY: undefined,
    http_proxy: undefined,
    https_proxy: undefined,
    ACTIONS_ORCHESTRATION_ID: undefined,
  };
  // The runner names input variables INPUT_ + the name upper-cased, spaces as `_`, dashes kept.
  for (const [name, value] of Object.entries({ ...defaults, ...inputs }))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  return { ...env, ...extra };
}

/** Parses a GITHUB_OUTPUT file (`name<<delimiter` blocks) into a map. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(ghadelimiter_[0-9a-f-]+)$/.exec(lines[i]);
    if (!m) {
      if (lines[i] !== '') throw new Error(`unexpected output line: ${lines[i]}`);
      continue;
    }
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    if (i >= lines.length) throw new Error(`unterminated output ${m[1]}`);
    out[m[1]] = value.join('\n');
  }
  return out;
}

/** The lines of stdout that the runner takes for workflow commands (after leading white space). */
export function commandLines(stdout: string): string[] {
  return stdout.split(/\r?\n/).filter((l) => l.trimStart().startsWith('::'));
}

/** Runs dist/action.js without blocking the event loop (so that a server in the test can answer). */
export function runActionAsync(
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const full: Record<string, string | undefined> = {
    ...process.env,
    NODE_OPTIONS: '',
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
    ...env,
  };
  for (const k of Object.keys(full)) if (full[k] === undefined) delete full[k];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'action.js')], {
      cwd,
      env: full as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    // A hung child is stopped with the test's time (jest.config.js): a bound on the wait, not on its speed.
    const timer = setTimeout(() => child.kill(), 5 * 60 * 1000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}
