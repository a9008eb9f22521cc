// The bundle dist/cli.js as a subprocess whose reader stops reading (`npm run build` first).
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './helpers/run.js';
import { groupDocs, removeRepos, tempTree } from './helpers/git.js';

const CLI = path.join(ROOT, 'dist', 'cli.js');
const ENV = { ...process.env, NODE_OPTIONS: '', FORCE_COLOR: '', NO_COLOR: '1' };
afterAll(removeRepos);

describe('a reader that stops reading (`navlint … | head`)', () => {
  // 3,000 missing pages with long names: every command prints far more than a pipe holds (64 KiB), so the reader goes away mid-write.
  const pages = Array.from(
    { length: 3000 },
    (_, i) => `guides/a-page-whose-long-name-makes-every-line-of-output-longer-${i}`,
  );
  const site = tempTree({ 'docs.json': groupDocs(pages), 'index.mdx': '# Home\n' });

  /** Runs the CLI with its stdout on a pipe that is closed after the first chunk; resolves with what it did. */
  function closeEarly(
    args: string[],
  ): Promise<{ status: number | null; signal: string | null; stderr: string; received: number }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      let received = 0;
      child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
      child.stdout.once('data', (b: Buffer) => {
        received = b.length;
        child.stdout.destroy();
      });
      child.on('error', reject);
      child.on('close', (status, signal) => resolve({ status, signal, stderr, received }));
    });
  }

  /** Runs the CLI with bash, piped into `head -1`; stdout has head's line and then the CLI's exit code. */
  function pipedIntoHead(args: string[]) {
    const r = spawnSync(
      'bash',
      ['-c', 'node "$@" | head -1; echo "navlint exited ${PIPESTATUS[0]}"', 'bash', CLI, ...args],
      { cwd: ROOT, env: ENV, encoding: 'utf8' },
    );
    return { stdout: r.stdout, stderr: r.stderr, status: r.status };
  }

  const rel = path.relative(ROOT, site);
  test.each([
    [['check', site], `${rel}/docs.json`, 1],
    [['check', site, '--format', 'json'], '{', 1],
    [['nav', site], 'group "Start"', 0],
    [['nav', site, '--format', 'json'], '{', 0],
    [['preview', site, '--format', 'md', '--out', '-'], '<details>', 0],
  ])('%j | head -1 ends quietly with its usual exit code', (args, first, status) => {
    const r = pipedIntoHead(args as string[]);
    expect({ stderr: r.stderr, status: r.status }).toEqual({ stderr: '', status: 0 });
    const [line, exited, ...more] = r.stdout.split('\n');
    expect({ line: line.slice(0, first.length), exited, more }).toEqual({
      line: first,
      exited: `navlint exited ${status}`,
      more: [''],
    });
  });

  test('stdout closed by the reading process after the first chunk', async () => {
    const r = await closeEarly(['check', site]);
    expect(r.received).toBeGreaterThan(0);
    expect({ status: r.status, signal: r.signal, stderr: r.stderr }).toEqual({ status: 1, signal: null, stderr: '' });
  });
});
