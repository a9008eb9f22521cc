// Times the incremental check through the language server (`dist/cli.js lsp --stdio`, debounce 0) on the largest
// corpus site: the cold start until the open page has its findings, then with warm state an edit of one page and an
// edit of docs.json, each until the finding it causes is published (and again until it is gone). Nothing is written:
// the edits are the editor's, laid over the files on disk. Prints medians, the server's peak memory and the load.
//
//   npm run build && node scripts/bench-incremental.mjs [--site NangoHQ__nango] [--runs 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import protocol from 'vscode-languageserver-protocol/node.js';
import { writeSection } from './bench-section.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'NangoHQ__nango' },
    corpus: { type: 'string', default: path.resolve(ROOT, '..', 'shared', 'corpus') },
    page: { type: 'string', default: 'getting-started/quickstart.mdx' },
    runs: { type: 'string', default: '10' },
  },
});
const dir = path.join(values.corpus, values.site);
if (!fs.existsSync(path.join(dir, 'docs.json'))) {
  console.error(`no docs.json in ${dir}`);
  process.exit(2);
}
const runs = Number(values.runs);
const uri = (rel) => pathToFileURL(path.join(dir, rel)).href;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const child = spawn(process.execPath, [CLI, 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'inherit'] });
const conn = protocol.createProtocolConnection(
  new protocol.StreamMessageReader(child.stdout),
  new protocol.StreamMessageWriter(child.stdin),
);
let lastPublish = performance.now();
const latest = new Map();
const waiters = new Set();
conn.onNotification(protocol.PublishDiagnosticsNotification.type, (p) => {
  lastPublish = performance.now();
  latest.set(p.uri, p.diagnostics);
  for (const w of waiters) w();
});
conn.onNotification(protocol.LogMessageNotification.type, () => undefined);
conn.onRequest(protocol.RegistrationRequest.type, () => null);
conn.listen();

/** Resolves with the time when the file's published findings satisfy `ok`. */
function until(rel, ok, ms = 120_000) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const d = latest.get(uri(rel));
      if (d && ok(d)) {
        waiters.delete(check);
        clearTimeout(timer);
        resolve(performance.now());
      }
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(
        new Error(`no matching findings for ${rel} within ${ms} ms; last: ${JSON.stringify(latest.get(uri(rel)))}`),
      );
    }, ms);
    waiters.add(check);
    check();
  });
}
const versions = new Map();
const open = (rel, text) => {
  versions.set(rel, 1);
  return conn.sendNotification(protocol.DidOpenTextDocumentNotification.type, {
    textDocument: { uri: uri(rel), languageId: rel.endsWith('.json') ? 'json' : 'mdx', version: 1, text },
  });
};
const change = (rel, text) => {
  const version = versions.get(rel) + 1;
  versions.set(rel, version);
  latest.delete(uri(rel));
  return conn.sendNotification(protocol.DidChangeTextDocumentNotification.type, {
    textDocument: { uri: uri(rel), version },
    contentChanges: [{ text }],
  });
};

const broken = (target) => (d) => d.some((x) => x.code === 'link-broken' && x.message.includes(target));
const t0 = performance.now();
await conn.sendRequest(protocol.InitializeRequest.type, {
  processId: process.pid,
  rootUri: pathToFileURL(dir).href,
  workspaceFolders: [{ uri: pathToFileURL(dir).href, name: values.site }],
  capabilities: {},
  initializationOptions: { navlint: { debounce: 0 } },
});
await conn.sendNotification(protocol.InitializedNotification.type, {});
// The open page carries a broken link of its own, so that each of its states has a finding to publish.
const pageText = `${fs.readFileSync(path.join(dir, values.page), 'utf8')}\n\nSee [the base](/bench-base-target).\n`;
await open(values.page, pageText);
const firstFindings = (await until(values.page, broken('/bench-base-target'))) - t0;
console.error(`first findings after ${Math.round(firstFindings)} ms`);
// Warm: the full check has published and nothing more came for two seconds.
while (performance.now() - lastPublish < 2000) await new Promise((r) => setTimeout(r, 100));
const warm = performance.now() - t0;
console.error(`warm after ${Math.round(warm)} ms`);

const pageTimes = [];
for (let i = 0; i < runs; i++) {
  const target = `/no-such-page-${i}`;
  let start = performance.now();
  await change(values.page, `${pageText}\n\nSee [this](${target}).\n`);
  pageTimes.push((await until(values.page, broken(target))) - start);
  start = performance.now();
  await change(values.page, pageText);
  pageTimes.push((await until(values.page, (d) => !broken(target)(d))) - start);
}

const docsText = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8');
const entry = `"${values.page.replace(/\.mdx?$/, '')}"`;
await open('docs.json', docsText);
while (performance.now() - lastPublish < 1000) await new Promise((r) => setTimeout(r, 100));
const missing = (name) => (d) => d.some((x) => x.code === 'page-not-found' && x.message.includes(name));
const docsTimes = [];
for (let i = 0; i < runs; i++) {
  const name = `no-such-page-${i}`;
  let start = performance.now();
  await change('docs.json', docsText.replace(entry, `"${name}"`));
  docsTimes.push((await until('docs.json', missing(name))) - start);
  start = performance.now();
  await change('docs.json', docsText);
  docsTimes.push((await until('docs.json', (d) => !missing(name)(d))) - start);
}

const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
await conn.sendRequest(protocol.ShutdownRequest.type);
await conn.sendNotification(protocol.ExitNotification.type);
const pages = fs.readdirSync(dir, { recursive: true }).filter((f) => /\.mdx?$/.test(String(f))).length;
const fmt = (ms) => `${Math.round(ms)} ms`;
console.log(`site: ${values.site} (${pages} pages and snippets), edits: ${runs} x 2 each`);
console.log(`cold start: first findings for the open page ${fmt(firstFindings)}; whole site checked ${fmt(warm)}`);
console.log(`page edit re-checked (median): ${fmt(median(pageTimes))} (max ${fmt(Math.max(...pageTimes))})`);
console.log(`docs.json edit re-checked (median): ${fmt(median(docsTimes))} (max ${fmt(Math.max(...docsTimes))})`);
console.log(`server peak memory (VmHWM): ${peak ? `${Math.round(Number(peak) / 1024)} MiB` : 'unknown'}`);
const load = os.loadavg().map((x) => x.toFixed(2)).join(', ');
writeSection('incremental', [
  '## The language server',
  '',
  `\`node scripts/bench-incremental.mjs\` on ${values.site} (${pages} pages and snippets), ${runs} edits of each kind and their undoing, load average ${load} on ${os.availableParallelism()} cores at the end.`,
  '',
  '| What | Median | Slowest |',
  '|---|---:|---:|',
  `| cold start: findings of the open page | ${fmt(firstFindings)} | |`,
  `| cold start: the whole site checked | ${fmt(warm)} | |`,
  `| a page edited | ${fmt(median(pageTimes))} | ${fmt(Math.max(...pageTimes))} |`,
  `| docs.json edited | ${fmt(median(docsTimes))} | ${fmt(Math.max(...docsTimes))} |`,
  `| the server's peak memory | ${peak ? `${Math.round(Number(peak) / 1024)} MiB` : 'unknown'} | |`,
]);
console.log(
  `load average: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')} on ${os.availableParallelism()} cores`,
);
