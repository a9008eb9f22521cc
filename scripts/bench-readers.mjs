// Times the JSON and YAML readers' fast paths against the libraries alone on the real sites of ../shared/corpus:
// docs.json files and JSON OpenAPI documents (src/load/json.ts: the strict fast path against jsonc-parser), YAML
// OpenAPI documents and the frontmatter of pages (src/load/yaml.ts: simple-yaml.ts against the yaml library). Each
// file is read many times and the median of the runs over all files is reported, per reader and per kind of file.
//
//   node scripts/bench-readers.mjs [--runs 15] [--corpus ../shared/corpus]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const RUNS = Number(arg('--runs', '15'));
const CORPUS = path.resolve(ROOT, arg('--corpus', '../shared/corpus'));

/** src/ transpiled into a temporary folder laid out as src/ is, so that its modules load without a build. */
function transpiledSrc(tmp) {
  for (const file of fs.readdirSync(path.join(ROOT, 'src'), { recursive: true })) {
    const from = path.join(ROOT, 'src', String(file));
    const to = path.join(tmp, String(file));
    if (fs.statSync(from).isDirectory()) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (from.endsWith('.js')) fs.copyFileSync(from, to);
    else if (from.endsWith('.ts') && !from.endsWith('.d.ts')) {
      const { outputText } = ts.transpileModule(fs.readFileSync(from, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      fs.writeFileSync(to.replace(/\.ts$/, '.js'), outputText);
    }
  }
  fs.writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module" }\n');
  // Its imports of packages resolve to the project's own.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'));
}

/** The corpus's files by kind: docs.json, JSON and YAML OpenAPI documents, the frontmatter of pages. */
function corpusFiles() {
  const out = { 'docs.json': [], 'openapi json': [], 'openapi yaml': [], frontmatter: [] };
  for (const file of fs.readdirSync(CORPUS, { recursive: true })) {
    const full = path.join(CORPUS, String(file));
    const base = path.basename(full);
    if (String(file).split(path.sep).includes('node_modules') || !fs.statSync(full).isFile()) continue;
    if (base === 'docs.json') out['docs.json'].push([full, fs.readFileSync(full, 'utf8')]);
    else if (/\.(json|ya?ml)$/i.test(base)) {
      const text = fs.readFileSync(full, 'utf8');
      if (!/^\s*["']?(openapi|swagger)["']?\s*:/m.test(text.slice(0, 2000))) continue;
      out[/\.json$/i.test(base) ? 'openapi json' : 'openapi yaml'].push([full, text]);
    } else if (/\.mdx?$/i.test(base)) {
      const m = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(full, 'utf8'));
      if (m) out.frontmatter.push([full, m[1] + '\n']);
    }
  }
  return out;
}

/** The median time of `runs` passes of `read` over every file, in milliseconds. */
function median(files, read, runs) {
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    for (const [file, text] of files) read(file, text);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-readers-'));
try {
  transpiledSrc(tmp);
  const json = await import(pathToFileURL(path.join(tmp, 'load', 'json.js')).href);
  const yaml = await import(pathToFileURL(path.join(tmp, 'load', 'yaml.js')).href);
  const readers = {
    'docs.json': [(f, t) => json.parseJson(f, t), (f, t) => json.parseJsonTree(f, t)],
    'openapi json': [(f, t) => json.parseJson(f, t), (f, t) => json.parseJsonTree(f, t)],
    'openapi yaml': [(f, t) => yaml.parseYamlDoc(f, t), (f, t) => yaml.parseYamlTree(f, t)],
    frontmatter: [(f, t) => yaml.parseYamlDoc(f, t), (f, t) => yaml.parseYamlTree(f, t)],
  };
  console.log(`median of ${RUNS} passes over each kind of file (after one warm-up pass)`);
  console.log('kind           files      bytes   fast path   library alone   library / fast');
  for (const [kind, files] of Object.entries(corpusFiles())) {
    const [fast, library] = readers[kind];
    median(files, fast, 1);
    median(files, library, 1);
    const a = median(files, fast, RUNS);
    const b = median(files, library, RUNS);
    const bytes = files.reduce((n, [, t]) => n + t.length, 0);
    console.log(
      `${kind.padEnd(13)} ${String(files.length).padStart(6)} ${String(bytes).padStart(10)} ` +
        `${a.toFixed(1).padStart(8)} ms ${b.toFixed(1).padStart(12)} ms ${(b / a).toFixed(1).padStart(12)}x`,
    );
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
