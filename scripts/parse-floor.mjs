// The content floor of a site: every page and snippet parsed one at a time on one thread, each timed alone.
//
//   node --max-semi-space-size=64 scripts/parse-floor.mjs <extract bundle> <site folder> [k/n] [cold]
//
// Prints `<files> <characters> <milliseconds>`: the sum of the single-file parse times (after a warm-up pass over
// the first files, so that the parser is compiled), which `bench.mjs` divides by the page workers. With `k/n`, only
// every n-th file from the k-th (0-based) is timed: `bench.mjs` runs n such processes at once for the floor of n
// threads on this machine. With `cold`, there is no warm-up: each file is parsed once, as a cold check parses it, and
// the caller times the whole process (Node's start and the parser's loading included).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundle, root, part = '0/1', mode] = process.argv.slice(2);
const [k, n] = part.split('/').map(Number);
const { extractContent } = await import(pathToFileURL(path.resolve(bundle)).href);
const SKIP = new Set(['node_modules', '.git', 'build', 'dist']);
const files = [];
const visit = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) visit(p);
    else if (/\.(mdx?|jsx?|tsx?)$/.test(e.name)) files.push(p);
  }
};
visit(path.resolve(root));
files.sort();
const texts = files.filter((_, i) => i % n === k).map((f) => [path.relative(root, f), fs.readFileSync(f, 'utf8')]);
const kind = (rel) => (/\.mdx?$/.test(rel) ? 'mdx' : 'script');
const options = { variables: {} };
if (mode !== 'cold') for (const [rel, text] of texts.slice(0, 300)) extractContent(rel, text, kind(rel), options);
let total = 0;
let chars = 0;
for (const [rel, text] of texts) {
  const t0 = performance.now();
  extractContent(rel, text, kind(rel), options);
  total += performance.now() - t0;
  chars += text.length;
}
console.log(`${texts.length} ${chars} ${total.toFixed(1)}`);
