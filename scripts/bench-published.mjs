// Times `navlint check` on a generated site with and without a published list of 10,000 URLs (`--published-urls`):
// the medians of several runs of each, alternated, and each's peak memory; writes the `published` section of
// docs/benchmarks.md.
//
//   npm run build && node scripts/bench-published.mjs [--pages N] [--runs N]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSection } from './bench-section.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const { values } = parseArgs({ options: { pages: { type: 'string' }, runs: { type: 'string' } } });
const PAGES = Number(values.pages ?? 2000);
const RUNS = Number(values.runs ?? 5);
const URLS = 10_000;
/** Published URLs that nothing in the site serves any more. */
const GONE = 10;
// The child reports its peak resident memory as it exits, on standard error.
const PEAK =
  'data:text/javascript,' +
  encodeURIComponent(
    "import fs from 'node:fs'; process.on('exit', () => fs.writeSync(2, `\\nnavlint-bench-maxrss ${process.resourceUsage().maxRSS}\\n`));",
  );

/** A site of `n` pages in 20 folders, each page with a heading and a link to the next. */
function makeSite(dir, n) {
  const pages = [];
  for (let i = 0; i < n; i++) {
    const folder = `section-${i % 20}`;
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    const next = `/section-${(i + 1) % 20}/page-${(i + 1) % n}`;
    fs.writeFileSync(
      path.join(dir, folder, `page-${i}.mdx`),
      `---\ntitle: Page ${i}\n---\n\n## Overview\n\nSee [the next page](${next}).\n`,
    );
    pages.push(`${folder}/page-${i}`);
  }
  const groups = Array.from({ length: 20 }, (_, g) => ({
    group: `Section ${g}`,
    pages: pages.filter((p) => p.startsWith(`section-${g}/`)),
  }));
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    JSON.stringify(
      {
        theme: 'mint',
        name: 'Bench',
        colors: { primary: '#087A60' },
        navigation: { groups },
        redirects: [{ source: '/legacy/:slug*', destination: '/section-0/page-0' }],
      },
      null,
      2,
    ),
  );
  return pages;
}

/** A sitemap of `URLS` URLs: every page and its Markdown export, old URLs a redirect covers, and `GONE` gone. */
function writeSitemap(file, pages) {
  const urls = pages.map((p) => `https://docs.example.com/docs/${p}`);
  for (let i = 0; urls.length < URLS - GONE; i++) {
    // Each page's Markdown export, then old URLs that a redirect covers.
    urls.push(
      i < pages.length
        ? `https://docs.example.com/docs/${pages[i]}.md`
        : `https://docs.example.com/docs/legacy/item-${i}`,
    );
  }
  for (let i = 0; i < GONE; i++) urls.push(`https://docs.example.com/docs/old/gone-${i}`);
  fs.writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${u}</loc><lastmod>2026-01-01</lastmod></url>`)
      .join('\n')}\n</urlset>\n`,
  );
}

function run(dir, args) {
  const start = performance.now();
  const r = spawnSync(process.execPath, ['--import', PEAK, CLI, 'check', '.', '--format', 'json', ...args], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ms = performance.now() - start;
  if (r.status !== 0 && r.status !== 1) throw new Error(`check exited ${r.status}: ${r.stderr}`);
  const rss = Number(/navlint-bench-maxrss (\d+)/.exec(r.stderr)?.[1] ?? 0);
  return { ms, rss, report: JSON.parse(r.stdout) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-published-'));
try {
  const pages = makeSite(dir, PAGES);
  writeSitemap(path.join(dir, 'sitemap.xml'), pages);
  const withList = ['--published-urls', 'sitemap.xml', '--published', 'https://docs.example.com/docs'];
  run(dir, []); // warm-up: the file system's caches
  const plain = [];
  const published = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    plain.push(run(dir, []));
    published.push((last = run(dir, withList)));
  }
  const facts = last.report.summary.published;
  const cost = median(published.map((r) => r.ms)) - median(plain.map((r) => r.ms));
  const peak = (rs) => `${Math.round(Math.max(...rs.map((r) => r.rss)) / 1024)} MiB`;
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
  console.log(`check, ${PAGES} pages: median ${fmt(median(plain.map((r) => r.ms)))}, peak ${peak(plain)}`);
  console.log(
    `with ${facts.urls} published URLs (${facts.notServed.length} not served): median ${fmt(median(published.map((r) => r.ms)))}, peak ${peak(published)}`,
  );
  console.log(`the published URLs cost ${fmt(cost)} (load average ${load}, ${os.cpus().length} cores)`);
  writeSection('published', [
    '## The published site as a baseline',
    '',
    `\`node scripts/bench-published.mjs\`: \`check\` on a generated site of ${PAGES} pages, with and without \`--published-urls\` of a ${URLS.toLocaleString('en')}-URL sitemap (${facts.notServed.length} URLs not served, each reported with its fix); the median of ${RUNS} runs of each, alternated, on ${os.cpus().length} cores (load average ${load} at the end).`,
    '',
    '| Check | Median | Peak memory |',
    '|---|---:|---:|',
    `| without the published URLs | ${fmt(median(plain.map((r) => r.ms)))} | ${peak(plain)} |`,
    `| with ${URLS.toLocaleString('en')} published URLs | ${fmt(median(published.map((r) => r.ms)))} | ${peak(published)} |`,
    `| what the published URLs cost | ${fmt(cost)} | |`,
  ]);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
