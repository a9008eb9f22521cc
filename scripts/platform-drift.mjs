// Runs the differential tests (__tests__/platform-oracle.test.ts) against another version of the platform's packages,
// and prints where navlint and that version disagree, grouped by the fact compared.
//
//   npm run platform:drift                      the newest CLI of the two names (`mint`, `mintlify`)
//   npm run platform:drift -- mint@4.2.941      that CLI's packages
//   npm run platform:drift -- 4.2.988           that version of the newer name
//
// It reads which @mintlify/common and @mintlify/models the CLI depends on, installs them in a scratch folder (a
// version the registry does not hold is replaced by the newest it does, and said so), and runs the tests with
// NAVLINT_VENDOR_DIR pointing there. Exit 0 when they agree, 1 when they differ, 2 when the packages cannot be had.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function npmView(spec, field) {
  const r = spawnSync(NPM, ['view', spec, field, '--json'], { encoding: 'utf8' });
  if (r.status !== 0 || r.stdout.trim() === '') return undefined;
  return JSON.parse(r.stdout);
}

function newer(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] > pb[i] ? a : b;
  return a;
}

/** The CLI to follow: as given, or the newest of `mint` and `mintlify`. */
function cliSpec(arg) {
  if (arg?.includes('@')) return arg;
  const versions = ['mint', 'mintlify'].map((n) => [n, npmView(n, 'version')]).filter(([, v]) => v);
  if (versions.length === 0) fail('neither mint nor mintlify is on the registry');
  const [name, version] = versions.reduce((x, y) => (newer(x[1], y[1]) === x[1] ? x : y));
  return `${name}@${arg ?? version}`;
}

/** A package's version as the registry holds it: the one asked for, else the newest published (with a note). */
function available(name, wanted, notes) {
  if (npmView(`${name}@${wanted}`, 'version') !== undefined) return wanted;
  const all = npmView(name, 'versions') ?? [];
  const got = Array.isArray(all) ? all.at(-1) : all;
  if (!got) fail(`${name} is not on the registry`);
  notes.push(`${name} ${wanted} is not on the registry: using ${got}`);
  return got;
}

function fail(message) {
  console.error(`platform:drift: ${message}`);
  process.exit(2);
}

const spec = cliSpec(process.argv[2]);
const cliDeps = npmView(spec, 'dependencies');
if (!cliDeps) fail(`${spec} is not on the registry`);
// `mint` and `mintlify` depend on @mintlify/cli, which depends on the rest.
const inner = cliDeps['@mintlify/cli'] ? npmView(`@mintlify/cli@${cliDeps['@mintlify/cli']}`, 'dependencies') : cliDeps;
const common = inner?.['@mintlify/common'];
if (!common) fail(`${spec} names no @mintlify/common`);
const commonDeps = npmView(`@mintlify/common@${common}`, 'dependencies') ?? {};
const notes = [];
const pins = {};
for (const name of ['@mintlify/models', '@mintlify/validation', '@mintlify/mdx', '@mintlify/openapi-parser'])
  if (commonDeps[name]) pins[name] = available(name, commonDeps[name], notes);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-drift-'));
try {
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'navlint-drift',
      private: true,
      dependencies: { '@mintlify/common': common, '@mintlify/models': pins['@mintlify/models'] },
      overrides: pins,
    }),
  );
  console.log(`${spec}: @mintlify/common ${common}, @mintlify/models ${pins['@mintlify/models']}`);
  for (const n of notes) console.log(`  ${n}`);
  execFileSync(NPM, ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const out = path.join(dir, 'result.json');
  spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '__tests__/platform-oracle.test.ts',
      '--json',
      `--outputFile=${out}`,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, NAVLINT_VENDOR_DIR: dir, NODE_OPTIONS: '--experimental-vm-modules' },
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  if (!fs.existsSync(out)) fail('the differential tests did not run');
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  const byFact = new Map();
  for (const file of result.testResults)
    for (const t of file.assertionResults) {
      const fact = t.ancestorTitles.slice(1).join(' › ') || file.name;
      if (!byFact.has(fact)) byFact.set(fact, []);
      byFact.get(fact).push(t);
    }
  let differ = 0;
  for (const [fact, tests] of byFact) {
    const failed = tests.filter((t) => t.status === 'failed');
    differ += failed.length;
    console.log(`${failed.length === 0 ? 'agree ' : 'DIFFER'}  ${fact} (${tests.length - failed.length}/${tests.length})`);
    for (const t of failed) {
      console.log(`        ${t.title}`);
      // The first lines of the assertion: the counterexample or the two lists.
      const text = t.failureMessages.join('\n').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      for (const line of text.split('\n').filter((l) => l.trim() !== '' && !/^\s+at /.test(l)).slice(0, 8))
        console.log(`          ${line.trim()}`);
    }
  }
  if (result.numTotalTests === 0) fail('no differential test ran');
  console.log(differ === 0 ? 'no drift' : `${differ} differential test(s) disagree`);
  process.exitCode = differ === 0 ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
