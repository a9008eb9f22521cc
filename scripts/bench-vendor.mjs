// Times the platform's own CLI (installed outside this project) beside navlint on the same sites in the same run, and
// reports how many times faster navlint is, cold (every page parsed, no cache) and warm (`--cache`, no page changed).
// The platform's side is its validation (`mint validate`'s strict prebuild, run offline by vendor-validate.mjs:
// `mint validate` itself downloads a preview client first and stops without a network) plus `mint broken-links`.
// Each site is copied to a temporary folder first: neither tool writes into the corpus.
//
//   node scripts/bench-vendor.mjs VENDOR_NODE_MODULES [SITE_DIR…] [--runs 3]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const VALIDATE = path.join(ROOT, 'scripts', 'vendor-validate.mjs');
const CORPUS = path.resolve(ROOT, '..', 'shared', 'corpus');
/** NangoHQ (the largest site) and two smaller ones. */
export const VENDOR_SITES = ['NangoHQ__nango', 'cline__cline', 'chatwoot__docs'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// The vendor's CLI sends usage telemetry and waits for it up to a timeout: with no network that wait is not work.
const NO_TELEMETRY = { DO_NOT_TRACK: '1' };

function timed(cmd, args, cwd, env = {}) {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 1024 ** 3, env: { ...process.env, NO_COLOR: '1', CI: '1', ...env } });
  return { ms: performance.now() - t0, status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** The vendor's `mint` program in `vendorDir` (a node_modules folder, or the folder holding it). */
export function vendorBin(vendorDir) {
  for (const candidate of [path.join(vendorDir, '.bin', 'mint'), path.join(vendorDir, 'node_modules', '.bin', 'mint')])
    if (fs.existsSync(candidate)) return candidate;
  throw new Error(`no mint program in ${vendorDir} (looked for .bin/mint and node_modules/.bin/mint)`);
}

/** The first `.mdx` file of a site, in name order, looking into folders in name order. */
export function firstPage(dir) {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  const file = entries.find((e) => e.isFile() && e.name.endsWith('.mdx'));
  if (file) return path.join(dir, file.name);
  for (const e of entries) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    const found = firstPage(path.join(dir, e.name));
    if (found) return found;
  }
  return undefined;
}

/**
 * For each site: the median of `runs` runs of the vendor's validate + broken-links, of navlint cold and of navlint
 * warm, and the two ratios. With `coldFloor` (an async function of a site's folder giving milliseconds), the site's
 * cold floor is measured right before each cold run: its median, the ratio it allows (the vendor's time ÷ the floor)
 * and the median of the cold runs each ÷ the floor measured before it.
 */
export async function benchVendor(vendorDir, sites, runs = 3, coldFloor = undefined) {
  const mint = vendorBin(vendorDir);
  const out = [];
  for (const site of sites) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-vendor-'));
    try {
      const copy = path.join(tmp, 'site');
      fs.cpSync(site, copy, { recursive: true });
      const cacheFile = path.join(tmp, 'navlintcache.json');
      const vendor = [];
      const cold = [];
      const warm = [];
      const edited = [];
      const floors = [];
      const page = firstPage(copy);
      const pageText = fs.readFileSync(page, 'utf8');
      const check = (args) => {
        const r = timed(process.execPath, [CLI, 'check', copy, '--format', 'json', ...args], ROOT);
        if (r.status !== 0 && r.status !== 1) throw new Error(`navlint exited ${r.status} on ${site}: ${r.output.split('\n')[0]}`);
        return r.ms;
      };
      check(['--cache', '--cache-location', cacheFile]);
      for (let i = 0; i < runs; i++) {
        const v = timed(process.execPath, [VALIDATE, vendorDir, copy, path.join(tmp, `prebuild-${i}`)], tmp, NO_TELEMETRY);
        if (v.status !== 0 && v.status !== 1) throw new Error(`the vendor's validation exited ${v.status} on ${site}: ${v.output.split('\n')[0]}`);
        const b = timed(mint, ['broken-links'], copy, NO_TELEMETRY);
        vendor.push(v.ms + b.ms);
        if (coldFloor) floors.push(await coldFloor(copy));
        cold.push(check([]));
        warm.push(check(['--cache', '--cache-location', cacheFile]));
        // One page edited: the report is made again, with that page parsed and the others reused.
        fs.writeFileSync(page, `${pageText}\n{/* edit ${i} */}\n`);
        edited.push(check(['--cache', '--cache-location', cacheFile]));
      }
      const r = { site: path.basename(site), vendor: median(vendor), cold: median(cold), warm: median(warm), edited: median(edited) };
      const floor = floors.length ? { floor: median(floors), overFloor: median(cold.map((c, i) => c / floors[i])) } : {};
      if (floor.floor) floor.ratioFloor = r.vendor / floor.floor;
      out.push({ ...r, ratioCold: r.vendor / r.cold, ratioWarm: r.vendor / r.warm, ...floor });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  return out;
}

if (process.argv[1] === import.meta.filename) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' } } });
  if (!positionals[0]) {
    console.error('usage: node scripts/bench-vendor.mjs VENDOR_NODE_MODULES [SITE_DIR…] [--runs N]');
    process.exit(2);
  }
  const sites = positionals.length > 1 ? positionals.slice(1) : VENDOR_SITES.map((s) => path.join(CORPUS, s));
  const load = os.loadavg()[0];
  for (const r of await benchVendor(positionals[0], sites, Number(values.runs)))
    console.log(`${r.site}: the vendor's validation + broken-links ${Math.round(r.vendor)} ms; navlint cold ${Math.round(r.cold)} ms (${r.ratioCold.toFixed(1)} ×), warm ${Math.round(r.warm)} ms (${r.ratioWarm.toFixed(1)} ×)`);
  console.log(`load average (1 min) before and after: ${load.toFixed(2)}, ${os.loadavg()[0].toFixed(2)}`);
}
