import type { FileSystem } from '../core/fs.js';
import { UsageError } from '../core/errors.js';
import { runProxyCheck } from './check.js';
import { formatProxyCheckJson, formatProxyCheckText } from './format.js';

/** Output formats of `navlint proxy-check`. */
const PROXY_CHECK_FORMATS = ['text', 'json'] as const;

/** Default of `--timeout`, in seconds. */
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** What `navlint proxy-check` needs: its arguments and the outside world. */
export interface ProxyCheckCommand {
  site?: string;
  /** `--dir`: the docs root (default `.`). */
  dir?: string;
  format?: string;
  /** `--timeout` in seconds, as written. */
  timeout?: string;
  configPath?: string;
  fetchRemote?: boolean;
  allowPrivateHosts?: boolean;
  cwd: string;
  fs: FileSystem;
  color: boolean;
  stdout(s: string): void;
}

/** Parses `--timeout` (seconds, more than 0 and at most 600) into milliseconds. */
function parseTimeout(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_TIMEOUT_SECONDS * 1000;
  const n = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !(n > 0) || n > 600)
    throw new UsageError(`--timeout must be a number of seconds above 0 and at most 600, not "${raw}"`);
  return Math.round(n * 1000);
}

/** Runs `navlint proxy-check SITE_URL`: 0 when playground requests will work, 1 when they will not. */
export async function runProxyCheckCommand(cmd: ProxyCheckCommand): Promise<number> {
  if (cmd.site === undefined)
    throw new UsageError(
      'proxy-check needs the URL of the deployed docs site (navlint proxy-check https://docs.example.com)',
    );
  const format = cmd.format ?? 'text';
  if (!(PROXY_CHECK_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format of proxy-check must be one of ${PROXY_CHECK_FORMATS.join(', ')}, not "${format}"`);
  const timeoutMs = parseTimeout(cmd.timeout);
  const report = await runProxyCheck({
    site: cmd.site,
    dir: cmd.dir ?? '.',
    cwd: cmd.cwd,
    fs: cmd.fs,
    configPath: cmd.configPath,
    fetchRemote: cmd.fetchRemote,
    allowPrivateHosts: cmd.allowPrivateHosts,
    timeoutMs,
  });
  cmd.stdout(format === 'json' ? formatProxyCheckJson(report) : formatProxyCheckText(report, { color: cmd.color }));
  return report.result === 'allowed' ? 0 : 1;
}
