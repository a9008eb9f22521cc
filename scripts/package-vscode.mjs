// Packages the VS Code extension (editors/vscode) into a .vsix, offline: the client is bundled into one file with ncc,
// the language server is dist/cli.js and its chunks as built, and vsce is told not to look for dependencies.
// Usage: node scripts/package-vscode.mjs [--out FILE.vsix]   (run `npm run build` first)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = path.resolve(outIndex >= 0 ? args[outIndex + 1] : path.join(root, 'editors/vscode/navlint.vsix'));
const ext = path.join(root, 'editors/vscode');
const dist = path.join(root, 'dist');
if (!fs.existsSync(path.join(dist, 'cli.js'))) {
  console.error('dist/cli.js is missing: run npm run build first');
  process.exit(2);
}

const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-vsix-'));
try {
  for (const f of ['package.json', 'README.md', '.vscodeignore'])
    fs.copyFileSync(path.join(ext, f), path.join(stage, f));
  fs.copyFileSync(path.join(root, 'LICENSE'), path.join(stage, 'LICENSE'));

  // The client and vscode-languageclient in one CommonJS file; `vscode` is the editor's own.
  const built = path.join(stage, 'ncc');
  const ncc = path.join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
  execFileSync(
    process.execPath,
    [ncc, 'build', path.join(ext, 'src/extension.ts'), '-o', built, '-e', 'vscode', '--quiet'],
    {
      cwd: ext,
      stdio: 'inherit',
    },
  );
  fs.mkdirSync(path.join(stage, 'out'));
  fs.copyFileSync(path.join(built, 'index.js'), path.join(stage, 'out/extension.js'));
  fs.rmSync(built, { recursive: true });
  // The bundle loads with nothing but `vscode` (a stand-in whose every member is a class) and exports what the editor calls.
  const exported = execFileSync(
    process.execPath,
    [
      '-e',
      `const M = require('module'); const r = M._resolveFilename; M._resolveFilename = function (q, ...a) { return q === 'vscode' ? q : r.call(this, q, ...a); };
       require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: new Proxy({}, { get: (_, k) => (k === '__esModule' || k === 'then' ? undefined : class {}) }) };
       const e = require(process.argv[1]); process.stdout.write(Object.keys(e).sort().join(','));`,
      path.join(stage, 'out/extension.js'),
    ],
    { encoding: 'utf8' },
  );
  if (exported !== 'activate,deactivate') throw new Error(`out/extension.js exports ${exported || 'nothing'}`);

  // The server: the CLI bundle and its chunks (an ES module package of its own).
  fs.mkdirSync(path.join(stage, 'server'));
  for (const f of fs.readdirSync(dist))
    if (f === 'cli.js' || f === 'package.json' || f.endsWith('.cli.js'))
      fs.copyFileSync(path.join(dist, f), path.join(stage, 'server', f));

  const version = execFileSync(process.execPath, [path.join(stage, 'server/cli.js'), '--version'], {
    encoding: 'utf8',
  });
  if (!/\d+\.\d+\.\d+/.test(version)) throw new Error(`server/cli.js --version printed ${version}`);

  const vsce = path.join(root, 'node_modules/@vscode/vsce/vsce');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  execFileSync(
    process.execPath,
    [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--no-update-package-json', '--out', out],
    { cwd: stage, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  console.log(`packaged ${path.relative(process.cwd(), out) || out}`);
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
