// Times the bundled action (dist/action.js) on a corpus site as a pull request would run it: a first run on a fresh
// runner saves the page cache to a cache service on 127.0.0.1 (the Actions cache's protocol, version 2); each later
// run, on a fresh runner again, changes one page, restores the newest entry, parses that page and saves a new entry.
//
//   node scripts/bench-action.mjs [SITE_DIR] [--runs 3]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSection } from './bench-section.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const ACTION = path.join(ROOT, 'dist', 'action.js');
const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';

/** A cache service and its blob storage in one server on 127.0.0.1: entries kept in memory. */
export async function startCacheService() {
  const entries = new Map();
  let order = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      const json = (status, value) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const blob = (key) => `${url}/blobs/${encodeURIComponent(key)}`;
      if (req.method === 'POST' && u.pathname.startsWith(SERVICE)) {
        const r = JSON.parse(body.toString() || '{}');
        const method = u.pathname.slice(SERVICE.length);
        if (method === 'GetCacheEntryDownloadURL') {
          const ready = [...entries.values()].filter((e) => e.archive && e.version === r.version);
          const hit = ready.find((e) => e.key === r.key) ?? (r.restore_keys ?? []).map((p) => ready.filter((e) => e.key.startsWith(p)).sort((a, b) => b.order - a.order)[0]).find(Boolean);
          return json(200, hit ? { ok: true, signed_download_url: blob(hit.key), matched_key: hit.key } : { ok: false });
        }
        if (method === 'CreateCacheEntry') {
          if (entries.has(r.key)) return json(409, { code: 'already_exists', msg: 'entry exists' });
          entries.set(r.key, { key: r.key, version: r.version, order: order++ });
          return json(200, { ok: true, signed_upload_url: blob(r.key) });
        }
        if (method === 'FinalizeCacheEntryUpload') return json(200, { ok: true, entry_id: String(order) });
      }
      if (u.pathname.startsWith('/blobs/')) {
        const entry = entries.get(decodeURIComponent(u.pathname.slice(7)));
        const headers = { 'x-ms-request-id': '1', 'x-ms-version': '2024-08-04', 'Last-Modified': new Date(0).toUTCString(), ETag: '"0x1"' };
        if (req.method === 'PUT' && entry) {
          entry.archive = body;
          res.writeHead(201, headers);
          return res.end();
        }
        if (req.method === 'GET' && entry?.archive) {
          res.writeHead(200, { ...headers, 'Content-Length': entry.archive.length });
          return res.end(entry.archive);
        }
      }
      json(404, { code: 'not_found', msg: `${req.method} ${u.pathname}` });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, entries, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One run of the action on `workspace`, with a fresh (emptied) runner temporary folder `temp`: wall ms and output. */
export function runAction(workspace, temp, serviceUrl) {
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(temp);
  for (const f of ['summary', 'output']) fs.writeFileSync(path.join(temp, f), '');
  fs.writeFileSync(path.join(temp, 'event.json'), '{}');
  const inputs = { path: '.', 'fail-on': 'error', annotations: 'true', summary: 'true', preview: 'false', content: 'true', cache: 'true', timeout: '600' };
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: path.join(temp, 'summary'), GITHUB_OUTPUT: path.join(temp, 'output'), GITHUB_EVENT_PATH: path.join(temp, 'event.json'), GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'octo-org/docs', GITHUB_SHA: 'f'.repeat(40), GITHUB_SERVER_URL: 'https://github.com', GITHUB_API_URL: 'http://127.0.0.1:9', GITHUB_RUN_ID: '1', RUNNER_TEMP: temp, TMPDIR: temp, ACTIONS_RUNTIME_TOKEN: 'token', ACTIONS_RESULTS_URL: `${serviceUrl}/`, ACTIONS_CACHE_SERVICE_V2: 'True', NO_COLOR: '1' };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [ACTION], { cwd: workspace, env });
    let stdout = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (status) => resolve({ ms: performance.now() - t0, status, stdout, summary: fs.readFileSync(path.join(temp, 'summary'), 'utf8') }));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];

/**
 * A copy of `site` in a temporary folder (the corpus is never written), run once cold and then `runs` times with one
 * page changed each time: the cold time, the warm times and their median, and the summary's line on pages reused.
 */
export async function benchAction(site, runs = 3) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-action-'));
  const workspace = path.join(tmp, 'site');
  const temp = path.join(tmp, 'runner-temp');
  fs.cpSync(site, workspace, { recursive: true, dereference: false });
  const pages = fs.readdirSync(workspace, { recursive: true }).map(String).filter((f) => f.endsWith('.mdx')).sort();
  const service = await startCacheService();
  try {
    const cold = await runAction(workspace, temp, service.url);
    if (cold.status !== 0 && cold.status !== 1) throw new Error(`the action exited ${cold.status}: ${cold.stdout.split('\n').slice(-5).join('\n')}`);
    const warm = [];
    let reuse = '';
    for (let i = 0; i < runs; i++) {
      fs.appendFileSync(path.join(workspace, pages[(i * 7919) % pages.length]), `\n\nChanged in run ${i + 1}.\n`);
      const r = await runAction(workspace, temp, service.url);
      if (!/Page cache restored from the Actions cache/.test(r.stdout)) throw new Error(`run ${i + 1} restored no cache:\n${r.stdout.split('\n').filter((l) => !l.startsWith('::debug')).join('\n')}`);
      reuse = /\n([\d,]+ pages? parsed, [\d,]+ reused from the cache\.)\n/.exec(r.summary)?.[1] ?? '';
      warm.push(r.ms);
    }
    return { cold: cold.ms, warm, median: median(warm), reuse, entries: service.entries.size };
  } finally {
    await service.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' } } });
  const site = positionals[0] ?? path.resolve(ROOT, '..', 'shared', 'corpus', 'NangoHQ__nango');
  const load = os.loadavg()[0];
  const r = await benchAction(site, Number(values.runs));
  console.log(`${path.basename(site)}: cold ${Math.round(r.cold)} ms; one page changed, cache restored: median ${Math.round(r.median)} ms (${r.warm.map(Math.round).join(', ')} ms); ${r.reuse}`);
  console.log(`load average (1 min) before and after: ${load.toFixed(2)}, ${os.loadavg()[0].toFixed(2)}`);
  writeSection('action', [
    '## The action',
    '',
    `\`node scripts/bench-action.mjs\` on ${path.basename(site)}: \`dist/action.js\` on a fresh runner, the page cache restored from a cache service on 127.0.0.1, ${values.runs} runs with one page changed each (${r.reuse}); load average ${load.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after.`,
    '',
    '| Run | Time |',
    '|---|---:|',
    `| cold | ${Math.round(r.cold)} ms |`,
    `| one page changed, median | ${Math.round(r.median)} ms |`,
  ]);
}
