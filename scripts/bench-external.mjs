// Times `navlint check --external` on a generated site whose external links lead to a server on this machine (hosts
// 127.0.0.1 to 127.0.0.20, answering at once): the check without --external, with it and no cache, and with a fresh
// cache; the medians of several runs of each, alternated, each's peak memory and the requests the server received.
// Writes the `external` section of docs/benchmarks.md. What it measures is navlint's own work per link (collecting,
// scheduling, the cache), not other people's servers.
//
//   npm run build && node scripts/bench-external.mjs [--pages N] [--urls N] [--runs N]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSection } from './bench-section.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const { values } = parseArgs({
  options: { pages: { type: 'string' }, urls: { type: 'string' }, runs: { type: 'string' } },
});
const PAGES = Number(values.pages ?? 500);
const URLS = Number(values.urls ?? 2000);
const RUNS = Number(values.runs ?? 5);
const HOSTS = 20;
/** One URL in this many answers 404. */
const DEAD_EVERY = 50;
const PEAK =
  'data:text/javascript,' +
  encodeURIComponent(
    "import fs from 'node:fs'; process.on('exit', () => fs.writeSync(2, `\\nnavlint-bench-maxrss ${process.resourceUsage().maxRSS}\\n`));",
  );

let requests = 0;
const server = http.createServer((req, res) => {
  requests++;
  const n = Number(/(\d+)$/.exec(req.url ?? '')?.[1] ?? 0);
  res.writeHead(n % DEAD_EVERY === 0 ? 404 : 200, { 'content-type': 'text/html' });
  res.end();
});
await new Promise((resolve) => server.listen(0, '0.0.0.0', resolve));
const port = server.address().port;
const urlOf = (i) => `http://127.0.0.${1 + (i % HOSTS)}:${port}/page/${i}`;

/** A site of `PAGES` pages, each linking to four of the `URLS` external URLs (every URL used about equally). */
function makeSite(dir) {
  const pages = [];
  for (let i = 0; i < PAGES; i++) {
    const links = [0, 1, 2, 3].map((k) => `[link ${k}](${urlOf((i * 4 + k) % URLS)})`).join(', ');
    fs.writeFileSync(path.join(dir, `page-${i}.mdx`), `---\ntitle: Page ${i}\n---\n\nSee ${links}.\n`);
    pages.push(`page-${i}`);
  }
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify({ theme: 'mint', name: 'Bench', colors: { primary: '#087A60' }, navigation: { pages } }),
  );
}

function run(dir, args) {
  return new Promise((resolve, reject) => {
    const before = requests;
    const start = performance.now();
    const child = spawn(process.execPath, ['--import', PEAK, CLI, 'check', '.', '--format', 'json', ...args], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', CI: 'true' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s) => (stderr += s));
    child.on('error', reject);
    child.on('close', (status) => {
      const ms = performance.now() - start;
      if (status !== 0 && status !== 1) return reject(new Error(`check exited ${status}: ${stderr}`));
      const rss = Number(/navlint-bench-maxrss (\d+)/.exec(stderr)?.[1] ?? 0);
      const found = JSON.parse(stdout).diagnostics.filter((d) => d.rule === 'external-link-broken').length;
      resolve({ ms, rss, requests: requests - before, found });
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const peak = (rs) => `${Math.round(Math.max(...rs.map((r) => r.rss)) / 1024)} MiB`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-external-'));
try {
  makeSite(dir);
  const external = ['--external', '--allow-private-hosts'];
  const cached = [...external, '--cache', '--cache-location', path.join(dir, '.cache') + path.sep];
  await run(dir, []); // warm-up: the file system's caches
  const cacheOnly = ['--cache', '--cache-location', path.join(dir, '.cache-pages') + path.sep];
  await run(dir, cached); // fills the caches the warm runs read
  await run(dir, cacheOnly);
  const rows = { plain: [], cold: [], pages: [], warm: [] };
  for (let i = 0; i < RUNS; i++) {
    rows.plain.push(await run(dir, []));
    rows.cold.push(await run(dir, external));
    rows.pages.push(await run(dir, cacheOnly));
    rows.warm.push(await run(dir, cached));
  }
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
  const m = (k) => median(rows[k].map((r) => r.ms));
  const lines = [
    `| without --external | ${fmt(m('plain'))} | ${peak(rows.plain)} | 0 |`,
    `| --external, no cache | ${fmt(m('cold'))} | ${peak(rows.cold)} | ${median(rows.cold.map((r) => r.requests))} |`,
    `| without --external, --cache (the whole result replayed from the cache) | ${fmt(m('pages'))} | ${peak(rows.pages)} | 0 |`,
    `| --external --cache, pages and every answer from the cache | ${fmt(m('warm'))} | ${peak(rows.warm)} | ${median(rows.warm.map((r) => r.requests))} |`,
  ];
  console.log(lines.join('\n'));
  console.log(`broken links found: ${rows.cold[0].found} (load average ${load}, ${os.cpus().length} cores)`);
  writeSection('external', [
    '## External links',
    '',
    `\`node scripts/bench-external.mjs\`: \`check\` on a generated site of ${PAGES} pages linking to ${URLS.toLocaleString('en')} external URLs (four links a page, on ${HOSTS} hosts of a server on this machine that answers at once; one URL in ${DEAD_EVERY} answers 404, so ${rows.cold[0].found} findings); the median of ${RUNS} runs of each, alternated, on ${os.cpus().length} cores (load average ${load} at the end). It measures navlint's own work per link, not the network.`,
    '',
    '| Check | Median | Peak memory | Requests |',
    '|---|---:|---:|---:|',
    ...lines,
  ]);
} finally {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
