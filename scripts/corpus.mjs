// Runs navlint on every site of ../shared/corpus and prints a site × rule table of counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const corpus = path.resolve(process.argv[2] ?? '../shared/corpus');
if (!fs.existsSync(corpus)) {
  console.log(`no corpus at ${corpus}`);
  process.exit(0);
}
const sites = fs.readdirSync(corpus).filter((d) => fs.existsSync(path.join(corpus, d, 'docs.json'))).sort();
const table = new Map();
const rules = new Set();
let failures = 0;
for (const site of sites) {
  const r = spawnSync(process.execPath, ['dist/cli.js', 'check', path.join(corpus, site), '--format', 'json'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status === 2 || r.status === null) {
    failures++;
    console.log(`${site}: exit ${r.status}: ${r.stderr.trim().split('\n')[0]}`);
    continue;
  }
  const counts = {};
  for (const d of JSON.parse(r.stdout).diagnostics) {
    const k = `${d.rule}:${d.severity[0]}`;
    counts[k] = (counts[k] ?? 0) + 1;
    rules.add(k);
  }
  table.set(site, counts);
}
const cols = [...rules].sort();
console.log(['site', ...cols].join('\t'));
for (const [site, counts] of table) console.log([site, ...cols.map((c) => counts[c] ?? 0)].join('\t'));
process.exit(failures ? 1 : 0);
