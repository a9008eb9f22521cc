import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './helpers/run.js';

// Installs navlint as a user would, from the tarball `npm pack` makes, with an empty npm cache and
// --offline: the install succeeds only if the package needs nothing besides itself, since dist/ bundles
// every dependency. `npm run build` must have been run first.

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_OPTIONS: '',
  NO_COLOR: '1',
  FORCE_COLOR: '',
  npm_config_update_notifier: 'false',
};
const npm = (args: string[], cwd: string) =>
  spawnSync('npm', args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

describe('npm pack and install', () => {
  let tmp: string;
  let packed: { filename: string; size: number; files: { path: string }[] };
  /** What `npm pack --json` printed, for scripts/sizes.mjs. */
  let packJson: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-install-'));
    const r = npm(['pack', '--pack-destination', tmp, '--json', '--loglevel=error'], ROOT);
    expect(r.status).toBe(0);
    packJson = r.stdout;
    packed = (JSON.parse(r.stdout) as (typeof packed)[])[0];
  });

  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('package.json declares no runtime dependencies: dist/ bundles them all', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.optionalDependencies).toBeUndefined();
    expect(pkg.peerDependencies).toBeUndefined();
    expect(pkg.bin).toEqual({ navlint: 'dist/cli.js' });
  });

  test('the tarball holds the bundles, the action, the docs, the README and the licence, and no sources', () => {
    const files = packed.files.map((f) => f.path).sort();
    for (const f of [
      'dist/cli.js',
      'dist/action.js',
      'dist/package.json',
      'action.yml',
      'README.md',
      'LICENSE',
      'package.json',
      'docs/rules/page-not-found.md',
      'docs/robustness.md',
    ])
      expect(files).toContain(f);
    expect(files.filter((f) => !/^(dist|docs)\//.test(f))).toEqual([
      'LICENSE',
      'README.md',
      'action.yml',
      'package.json',
    ]);
    expect(packed.size).toBeLessThan(5 * 1024 * 1024);
  });

  test("the sizes the README states are the tarball's, and a stale one fails (scripts/sizes.mjs --check)", () => {
    const json = path.join(tmp, 'pack.json');
    fs.writeFileSync(json, packJson);
    const sizes = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/sizes.mjs', '--check', '--pack', json, ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
      });
    const fresh = sizes();
    expect({ status: fresh.status, stderr: fresh.stderr }).toEqual({ status: 0, stderr: '' });
    expect(fresh.stdout).toBe(`sizes up to date: tarball ${(packed.size / 1e6).toFixed(1)} MB\n`);
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const [, shown] = /<!-- size:tarball -->([^<]*)<!-- \/size -->/.exec(readme)!;
    const copy = path.join(tmp, 'README.md');
    fs.writeFileSync(
      copy,
      readme.replace(/(<!-- size:tarball -->)[^<]*/, (_, open: string) => `${open}0.1 MB`),
    );
    const stale = sizes('--readme', copy);
    expect({ status: stale.status, stdout: stale.stdout, stderr: stale.stderr }).toEqual({
      status: 1,
      stdout: '',
      stderr: `${copy} states stale sizes (run node scripts/sizes.mjs):\n  tarball: the README says 0.1 MB, npm pack gives ${shown}\n`,
    });
  });

  test('the tarball installs offline with an empty cache, and its navlint bin checks the example site', () => {
    const tarball = path.join(tmp, packed.filename);
    const prefix = path.join(tmp, 'prefix');
    const r = npm(
      [
        'install',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '--cache',
        path.join(tmp, 'cache'),
        '--prefix',
        prefix,
        tarball,
      ],
      tmp,
    );
    expect({ status: r.status, stderr: r.stderr.replace(/^npm warn Unknown (user|env) config.*\n/gm, '') }).toEqual({
      status: 0,
      stderr: '',
    });
    expect(
      fs.readdirSync(path.join(prefix, 'node_modules')).filter((d) => d !== '.bin' && d !== '.package-lock.json'),
    ).toEqual(['navlint']);
    const run = spawnSync(path.join(prefix, 'node_modules', '.bin', 'navlint'), ['check', 'examples/larkspur'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      status: 0,
      stdout:
        '✔ Checked examples/larkspur/docs.json (62 navigation entries, 36 page files, 2 OpenAPI documents): no problems found.\n',
      stderr: '',
    });
  });
});
