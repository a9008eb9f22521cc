// `navlint proxy-check`.
import type { CommandContext } from '../context.js';

/** `navlint proxy-check SITE`: checks the deployed site's API playground path. */
export async function runProxyCheck({ io, rest, str, remote, color }: CommandContext): Promise<number> {
  const { runProxyCheckCommand } = await import('../../playground/command.js');
  return runProxyCheckCommand({
    site: rest[0],
    dir: str('dir'),
    format: str('format'),
    timeout: str('timeout'),
    configPath: str('config'),
    ...remote,
    cwd: io.cwd,
    fs: io.fs,
    color,
    stdout: (s) => io.stdout(s),
  });
}
