import { spawnSync } from 'node:child_process';

/** Runs `git` with arguments (in `cwd`, with `input` on its standard input) and returns its standard output; throws a `GitError` when it fails. */
export type Git = (args: readonly string[], options?: { cwd?: string; input?: string | Buffer }) => Buffer;

/** A git command that could not run or exited with an error; `message` is git's first line of complaint. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Most bytes read from one git command (a whole docs tree in one batch). */
const MAX_OUTPUT = 2 * 1024 * 1024 * 1024 - 1;

/** The machine's `git`, as a `Git` runner; the entry points pass it in with their environment. */
export function systemGit(env: Record<string, string | undefined>): Git {
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) childEnv[k] = v;
  // Never wait for a password, never take a lock on the index, and speak plainly so that messages can be shown.
  Object.assign(childEnv, { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C', LANGUAGE: 'C' });
  return (args, options = {}) => {
    const r = spawnSync('git', args, {
      cwd: options.cwd,
      input: options.input,
      env: childEnv,
      maxBuffer: MAX_OUTPUT,
      windowsHide: true,
    });
    if (r.error) {
      const code = (r.error as NodeJS.ErrnoException).code;
      throw new GitError(
        code === 'ENOENT'
          ? 'git is not installed (no `git` command on the PATH)'
          : `git could not run (${code ?? r.error.message})`,
        null,
      );
    }
    if (r.status !== 0) {
      const lines = r.stderr
        .toString('utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const line =
        lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? `git ${args[0]} exited with status ${r.status}`;
      throw new GitError(line.replace(/^(fatal|error):\s*/, ''), r.status);
    }
    return r.stdout;
  };
}
