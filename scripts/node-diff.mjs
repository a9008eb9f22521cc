// Runs the bundled CLI on every fixture site and example with this Node.js and with another (the action's runtime),
// and fails on the first difference in exit code, findings or output: the two runtimes must judge a site alike.
//
//   node scripts/node-diff.mjs /path/to/node24/bin/node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const other = process.argv[2];
if (!other || !fs.existsSync(other)) {
  console.error('usage: node scripts/node-diff.mjs OTHER_NODE');
  process.exit(2);
}

/** Every folder holding a docs.json under fixtures/ and examples/. */
function sites() {
  const out = [];
  for (const top of ['fixtures', 'examples']) {
    const walk = (dir) => {
      if (fs.existsSync(path.join(dir, 'docs.json'))) return out.push(path.relative(ROOT, dir));
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) walk(path.join(dir, e.name));
    };
    walk(path.join(ROOT, top));
  }
  return out.sort();
}

const version = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const run = (node, site) => {
  // A site that trips a rule's cap prints megabytes of JSON: more than spawnSync's default buffer of 1 MiB.
  const r = spawnSync(node, [CLI, 'check', site, '--format', 'json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1024 ** 3, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

const list = sites();
let differences = 0;
for (const site of list) {
  const a = run(process.execPath, site);
  const b = run(other, site);
  if (a.status !== 0 && a.status !== 1) {
    console.error(`${site}: navlint exited ${a.status} on ${process.version}: ${a.stderr.split('\n')[0]}`);
    differences++;
  } else if (a.status !== b.status || a.stdout !== b.stdout || a.stderr !== b.stderr) {
    differences++;
    console.error(`${site}: ${process.version} and ${version(other)} differ (exit ${a.status} and ${b.status})`);
    const la = a.stdout.split('\n');
    const lb = b.stdout.split('\n');
    const i = la.findIndex((l, k) => l !== lb[k]);
    if (i >= 0) console.error(`  first different line ${i + 1}:\n  - ${la[i]}\n  + ${lb[i] ?? ''}`);
  }
}
console.log(`${list.length} sites checked with ${process.version} and ${version(other)}: ${differences} ${differences === 1 ? 'difference' : 'differences'}`);
process.exit(differences ? 1 : 0);
