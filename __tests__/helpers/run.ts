import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { runCheck, type CheckResult } from '../../src/engine/index.js';
import type { Fix, Span } from '../../src/core/types.js';
import { displayPath } from '../../src/core/paths.js';

/** The project root. */
export const ROOT = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../..');
/** The real-site corpus beside the project, when present. */
export const CORPUS = path.resolve(ROOT, '../shared/corpus');

/** Runs the engine on a folder with that folder as the working directory. */
export function checkDir(dir: string, configPath?: string): Promise<CheckResult> {
  return runCheck({ dir: '.', cwd: dir, fs, configPath });
}

/** A span's four fields as a plain object (spans may work out their positions on demand), for deep equality. */
export function plainSpan(span: Span): Span {
  return { file: span.file, pointer: span.pointer, start: span.start, end: span.end };
}

/** One line per diagnostic, with its start only: `file:line:col severity rule-id message`. */
export function diagnosticLines(result: CheckResult): string[] {
  return result.diagnostics.map(
    (d) =>
      `${displayPath(d.span.file, result.cwd)}:${d.span.start.line}:${d.span.start.column} ${d.severity} ${d.rule} ${d.message}`,
  );
}

/**
 * The lines of a fixture's expected.txt: `file:line:col-endLine:endCol severity rule-id message` for each
 * diagnostic, followed by `  help: <help>`, `  fix: <edits>` and `  suggestion: [<description> | ]<edits>` when it
 * has them. Edits are `line:col-endLine:endCol "new text"` (the text as JSON), the file first when it is another one.
 */
export function fixtureLines(result: CheckResult): string[] {
  const out: string[] = [];
  for (const d of result.diagnostics) {
    const { start, end } = d.span;
    out.push(
      `${displayPath(d.span.file, result.cwd)}:${start.line}:${start.column}-${end.line}:${end.column} ${d.severity} ${d.rule} ${d.message}`,
    );
    // A line break would split the finding in two: it is written escaped, as in JSON.
    if (d.help !== undefined) out.push(`  help: ${d.help.replace(/\r?\n/g, '\\n')}`);
    const edits = (fix: Fix) =>
      fix.edits
        .map(
          (e) =>
            `${fix.file === d.span.file ? '' : displayPath(fix.file, result.cwd) + ':'}${e.range.start.line}:${e.range.start.column}-${e.range.end.line}:${e.range.end.column} ${JSON.stringify(e.text)}`,
        )
        .join('; ');
    if (d.fix) out.push(`  fix: ${edits(d.fix)}`);
    for (const s of d.suggestions ?? [])
      out.push(`  suggestion: ${s.description !== undefined ? `${s.description} | ` : ''}${edits(s.fix)}`);
    for (const r of d.related ?? [])
      out.push(
        `  related: ${displayPath(r.span.file, result.cwd)}:${r.span.start.line}:${r.span.start.column}-${r.span.end.line}:${r.span.end.column} ${r.message}`,
      );
  }
  return out;
}

/** Runs a bundled entry point (dist/cli.js or dist/action.js) as a real subprocess. */
export function runDist(
  entry: 'cli' | 'action',
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; input?: string } = {},
) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_OPTIONS: '',
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
    ...options.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [path.join(ROOT, 'dist', `${entry}.js`), ...args], {
    cwd: options.cwd ?? ROOT,
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    input: options.input,
    maxBuffer: 512 * 1024 * 1024,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs a bundled entry point as a subprocess without blocking the event loop (so that servers in the test can answer). */
export function runDistAsync(
  entry: 'cli' | 'action',
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_OPTIONS: '',
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
    ...options.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'dist', `${entry}.js`), ...args], {
      cwd: options.cwd ?? ROOT,
      env: env as NodeJS.ProcessEnv,
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
