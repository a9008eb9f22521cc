// Runs navlint on every site of ../shared/corpus and prints a site × rule table of counts.
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS, checkCorpus } from './lib/corpus-run.mjs';

const corpus = path.resolve(process.argv[2] ?? CORPUS);
if (!fs.existsSync(corpus)) {
  console.log(`no corpus at ${corpus}`);
  process.exit(0);
}
const table = new Map();
const rules = new Set();
let failures = 0;
for (const { site, report, failure } of checkCorpus(corpus)) {
  if (failure) {
    failures++;
    console.log(`${site}: ${failure}`);
    continue;
  }
  const counts = {};
  for (const d of report.diagnostics) {
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
