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

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-install-'));
    const r = npm(['pack', '--pack-destination', tmp, '--json', '--loglevel=error'], ROOT);
    expect(r.status).toBe(0);
    packed = (JSON.parse(r.stdout) as (typeof packed)[])[0];
  }, 120_000);

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
  }, 120_000);
});
