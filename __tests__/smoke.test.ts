import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli.js';
import { CORPUS, ROOT, runDist } from './helpers/run.js';

// The bundle dist/cli.js, as `npx navlint` runs it (`npm run build` first). The CLI's behaviour is tested in-process
// (cli.test.ts and the rest); these keep the bundle honest: it starts, its worker threads start, it gives what the
// sources give, and it ends with the right code and no stack trace.
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };

describe('dist/cli.js', () => {
  test('--version is the version of package.json', () => {
    expect(runDist('cli', ['--version'])).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  test('a valid site: exit 0', () => {
    const r = runDist('cli', ['check', 'examples/larkspur']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/: no problems found\.\n$/);
  });

  test.each([
    ['check', 'examples/larkspur-broken', '--format', 'json'],
    ['check', 'examples/larkspur-broken', '--format', 'sarif'],
    ['nav', 'examples/larkspur', '--format', 'json'],
  ])('%s %s %s %s gives what the sources give', async (...args) => {
    const bundled = runDist('cli', args);
    const sources = await runCli(args);
    expect(bundled.status).toBe(sources.status);
    expect(bundled.stderr).toBe(sources.stderr);
    expect(bundled.stdout).toBe(sources.stdout);
    expect(bundled.stdout.length).toBeGreaterThan(100);
  });

  test('pages parsed in worker threads give the findings of pages parsed in one', async () => {
    // The bundle starts its parse workers for a site this size; the in-process run parses in its own thread.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-smoke-'));
    try {
      const pages = Array.from({ length: 80 }, (_, i) => `p${i}`);
      fs.writeFileSync(
        path.join(dir, 'docs.json'),
        JSON.stringify({
          $schema: 'https://mintlify.com/docs.json',
          theme: 'mint',
          name: 'Smoke',
          colors: { primary: '#0B6E4F' },
          navigation: { groups: [{ group: 'All', pages }] },
        }),
      );
      for (const [i, p] of pages.entries())
        fs.writeFileSync(
          path.join(dir, `${p}.mdx`),
          `---\ntitle: Page ${i}\n---\n\n${'Text with a [next page](/p' + ((i + 1) % 80) + ').\n\n'.repeat(300)}[broken](/nowhere-${i})\n`,
        );
      const bundled = runDist('cli', ['check', '.', '--format', 'json'], { cwd: dir });
      const sources = await runCli(['check', '.', '--format', 'json'], { cwd: dir });
      expect(bundled.status).toBe(1);
      expect(bundled.stdout).toBe(sources.stdout);
      expect((JSON.parse(bundled.stdout) as { diagnostics: unknown[] }).diagnostics).toHaveLength(80);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a usage error: exit 2 and one line, no stack trace', () => {
    expect(runDist('cli', ['check', 'examples/nowhere'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: examples/nowhere: no such file or folder\n',
    });
  });
});

describe('dist/cli.js: the progress of a long check', () => {
  const CLEAR = '\r\u001b[2K';
  // The largest site of the corpus: parsing its 3,831 pages keeps a check busy for seconds.
  const site = path.join(CORPUS, 'NangoHQ__nango');
  const haveSite = fs.existsSync(path.join(site, 'docs.json'));
  const haveScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

  (haveSite ? test : test.skip)('standard error piped: not one byte of progress, the report alone', () => {
    const r = runDist('cli', ['check', site], { env: { CI: undefined, TERM: 'xterm' } });
    expect(r.stdout).toMatch(/Checked \S*docs\.json \(/);
    expect(r.stderr).toBe('');
  });

  test('standard error piped, on a small site too', () => {
    const r = runDist('cli', ['check', 'examples/larkspur-broken'], { env: { CI: undefined, TERM: 'xterm' } });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toContain('\r');
  });

  // The same check on a terminal (a pseudo-terminal `script` opens) draws its progress, then erases it before the report.
  (haveSite && haveScript ? test : test.skip)(
    'on a terminal: the counts drawn over each other, erased before the report',
    () => {
      const command = [process.execPath, path.join(ROOT, 'dist', 'cli.js'), 'check', site]
        .map((w) => `'${w}'`)
        .join(' ');
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1', TERM: 'xterm' };
      delete env.CI;
      delete env.FORCE_COLOR;
      const r = spawnSync('script', ['-qefc', command, '/dev/null'], {
        env,
        encoding: 'utf8',
        maxBuffer: 512 * 1024 * 1024,
      });
      expect(r.status).toBe(1);
      const frames = r.stdout.split(CLEAR).slice(1);
      expect(frames.length).toBeGreaterThan(1);
      expect(
        frames
          .slice(0, -1)
          .every((f) => /^navlint: (reading the docs root|[\d,]+ of [\d,]+ files parsed(, .*)?)$/.test(f)),
      ).toBe(true);
      // The last erase comes before the report, which is all that follows it.
      expect(frames.at(-1)).toMatch(/^(?!navlint: )[\s\S]*Checked \S*docs\.json \(/);
    },
    120_000,
  );
});
