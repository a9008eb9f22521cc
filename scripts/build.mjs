// Bundles each entry point with ncc into one self-contained file under dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENTRIES = ['cli', 'action'].filter((e) => fs.existsSync(`src/${e}.ts`));
const ncc = path.resolve('node_modules/@vercel/ncc/dist/ncc/cli.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-build-'));

// Everything is assembled in a staging folder and swapped in at the end, so that dist/ is never half-built.
const stage = path.join(tmp, 'dist');
fs.mkdirSync(stage);
for (const entry of ENTRIES) {
  const out = path.join(tmp, entry);
  execFileSync(process.execPath, [ncc, 'build', `src/${entry}.ts`, '-o', out, '--target', 'es2022', '--quiet'], { stdio: 'inherit' });
  // Lazily loaded chunks get the entry's name, so that the two bundles' chunks never collide.
  const main = path.join(out, 'index.js');
  const code = fs.readFileSync(main, 'utf8');
  const template = 'return "" + chunkId + ".index.js";';
  if (code.includes(template)) fs.writeFileSync(main, code.replace(template, `return "" + chunkId + ".${entry}.js";`));
  for (const file of fs.readdirSync(out, { recursive: true })) {
    const from = path.join(out, String(file));
    if (fs.statSync(from).isDirectory()) continue;
    const name = String(file) === 'index.js' ? `${entry}.js` : String(file).replace(/\.index\.js$/, `.${entry}.js`);
    if (name === 'package.json') continue;
    const to = path.join(stage, name);
    if (fs.existsSync(to) && !fs.readFileSync(to).equals(fs.readFileSync(from))) throw new Error(`dist/${name} differs between bundles`);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}
fs.writeFileSync(path.join(stage, 'package.json'), '{ "type": "module" }\n');
if (fs.existsSync(path.join(stage, 'cli.js'))) fs.chmodSync(path.join(stage, 'cli.js'), 0o755);
const old = `dist.old-${process.pid}`;
if (fs.existsSync('dist')) fs.renameSync('dist', old);
fs.cpSync(stage, 'dist.new-' + process.pid, { recursive: true });
fs.renameSync('dist.new-' + process.pid, 'dist');
fs.rmSync(old, { recursive: true, force: true });
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`built ${ENTRIES.map((e) => `dist/${e}.js`).join(', ')}`);
