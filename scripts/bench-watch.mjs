// Times `preview --watch` on a copy of a corpus site: from a page saved on disk to the live preview's `build` event
// that carries the new result (the debounce included: what a writer with the preview open waits). Each edit adds a
// broken link to the page and the next one takes it away again, so every save changes the findings. Prints the
// median, the slowest, the server's peak memory and the load average.
//
//   npm run build && node scripts/bench-watch.mjs [--site Portkey-AI__docs-core] [--page README.mdx] [--runs 10]
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
  options: {
    site: { type: 'string', default: 'Portkey-AI__docs-core' },
    corpus: { type: 'string', default: path.resolve(ROOT, '..', 'shared', 'corpus') },
    page: { type: 'string', default: 'README.mdx' },
    runs: { type: 'string', default: '10' },
  },
});
const source = path.join(values.corpus, values.site);
if (!fs.existsSync(path.join(source, 'docs.json'))) {
  console.error(`no docs.json in ${source}`);
  process.exit(2);
}
// The corpus is read-only: the edits go to a copy.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-watch-'));
fs.cpSync(source, dir, { recursive: true });
const page = path.join(dir, values.page);
const original = fs.readFileSync(page, 'utf8');
const pages = fs.readdirSync(dir, { recursive: true }).filter((f) => /\.mdx?$/.test(String(f))).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const child = spawn(process.execPath, [CLI, 'preview', '--watch', '--port', '0'], {
  cwd: dir,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const cleanup = () => {
  child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);
const t0 = performance.now();
const origin = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (b) => {
    out += b;
    const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
    if (m) resolve(m[1]);
  });
  child.on('exit', () => reject(new Error(`preview --watch ended: ${out}`)));
});
const ready = performance.now() - t0;

// The live preview's event stream: each `build` event names the result now served.
let waiting;
http.get(`${origin}/events`, (res) => {
  let buf = '';
  res.on('data', (b) => {
    buf += b;
    for (let i; (i = buf.indexOf('\n\n')) >= 0; ) {
      const event = buf.slice(0, i);
      buf = buf.slice(i + 2);
      if (event.includes('event: build') && waiting) waiting();
    }
  });
});
await new Promise((r) => setTimeout(r, 1000));

const times = [];
for (let i = 0; i < Number(values.runs); i++) {
  const text = i % 2 === 0 ? `${original}\n\nSee [the missing page](/missing-page-${i}).\n` : original;
  const built = new Promise((r) => (waiting = r));
  const start = performance.now();
  fs.writeFileSync(page, text);
  await Promise.race([built, new Promise((r) => setTimeout(r, 30_000))]);
  times.push(performance.now() - start);
  waiting = undefined;
  await new Promise((r) => setTimeout(r, 300));
}
const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
console.log(`preview --watch on ${values.site} (${pages} pages), ${values.runs} saves of ${values.page}`);
console.log(`  ready after ${Math.round(ready)} ms`);
console.log(`  save to update: median ${Math.round(median(times))} ms, slowest ${Math.round(Math.max(...times))} ms`);
console.log(`  peak memory of the server (main process): ${Math.round(peak)} MiB`);
console.log(`  load average: ${os.loadavg().map((x) => x.toFixed(2)).join(', ')} on ${os.cpus().length} cores`);
writeSection('watch', [
  '## The live preview',
  '',
  `\`node scripts/bench-watch.mjs\` on ${values.site} (${pages} pages), ${values.runs} saves of ${values.page}, load average ${os.loadavg().map((x) => x.toFixed(2)).join(', ')} on ${os.cpus().length} cores at the end.`,
  '',
  '| What | Median | Slowest |',
  '|---|---:|---:|',
  `| ready | ${Math.round(ready)} ms | |`,
  `| a page saved to the preview's update | ${Math.round(median(times))} ms | ${Math.round(Math.max(...times))} ms |`,
  `| the server's peak memory | ${Math.round(peak)} MiB | |`,
]);
process.exit(0);
