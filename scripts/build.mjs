// Bundles each entry point with ncc into one self-contained file under dist/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENTRIES = ['cli', 'action'].filter((e) => fs.existsSync(`src/${e}.ts`));
const ncc = path.resolve('node_modules/@vercel/ncc/dist/ncc/cli.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-build-'));

fs.rmSync('dist', { recursive: true, force: true });
fs.mkdirSync('dist');
for (const entry of ENTRIES) {
  const out = path.join(tmp, entry);
  execFileSync(process.execPath, [ncc, 'build', `src/${entry}.ts`, '-o', out, '--target', 'es2022', '--quiet'], { stdio: 'inherit' });
  for (const file of fs.readdirSync(out, { recursive: true })) {
    const from = path.join(out, String(file));
    if (fs.statSync(from).isDirectory()) continue;
    const name = String(file) === 'index.js' ? `${entry}.js` : String(file);
    if (name === 'package.json') continue;
    const to = path.join('dist', name);
    if (fs.existsSync(to) && !fs.readFileSync(to).equals(fs.readFileSync(from))) throw new Error(`dist/${name} differs between bundles`);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}
fs.writeFileSync('dist/package.json', '{ "type": "module" }\n');
if (fs.existsSync('dist/cli.js')) fs.chmodSync('dist/cli.js', 0o755);
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`built ${ENTRIES.map((e) => `dist/${e}.js`).join(', ')}`);
