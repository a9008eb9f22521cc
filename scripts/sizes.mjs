// Measures the sizes the README states and writes each between its markers (`<!-- size:tarball -->4.4 MB<!-- /size -->`
// for the npm tarball, `size:unpacked` for what it unpacks to), in the units `npm pack` prints. `--check` writes nothing and exits 1
// when a figure is stale. `--pack FILE` reads what `npm pack --json` printed instead of running `npm pack --dry-run`;
// `--readme FILE` works on another copy of the README.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bytes as `npm pack` prints them (its format-bytes): `4.4 MB`, `812.3 kB`, `96 B`. */
function formatBytes(bytes) {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 999950) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 999950000) return `${(bytes / 1000000).toFixed(1)} MB`;
  return `${(bytes / 1000000000).toFixed(1)} GB`;
}

/** What `npm pack --json` says of the package: the first entry of its list. */
function packed(file) {
  const text = file
    ? fs.readFileSync(file, 'utf8')
    : execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error'], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
  const [entry] = JSON.parse(text);
  if (typeof entry?.size !== 'number' || typeof entry?.unpackedSize !== 'number')
    throw new Error('npm pack --json gave no size and unpackedSize');
  return entry;
}

const MARKER = /<!-- size:([\w-]+) -->([^<]*)<!-- \/size -->/g;

const { values } = parseArgs({
  options: { check: { type: 'boolean' }, pack: { type: 'string' }, readme: { type: 'string' } },
});
const readme = path.resolve(values.readme ?? path.join(ROOT, 'README.md'));
const pack = packed(values.pack);
const figures = { tarball: formatBytes(pack.size), unpacked: formatBytes(pack.unpackedSize) };

const text = fs.readFileSync(readme, 'utf8');
const stale = [];
const seen = new Set();
const updated = text.replace(MARKER, (all, name, shown) => {
  if (!(name in figures)) throw new Error(`${readme}: no size is measured for <!-- size:${name} -->`);
  seen.add(name);
  if (shown !== figures[name]) stale.push(`${name}: the README says ${shown}, npm pack gives ${figures[name]}`);
  return `<!-- size:${name} -->${figures[name]}<!-- /size -->`;
});
if (seen.size === 0) throw new Error(`${readme}: no <!-- size:… --> marker`);

if (values.check) {
  if (stale.length > 0) {
    const name = values.readme ?? 'README.md';
    console.error(`${name} states stale sizes (run node scripts/sizes.mjs):\n${stale.map((s) => `  ${s}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`sizes up to date: ${[...seen].map((name) => `${name} ${figures[name]}`).join(', ')}`);
} else {
  if (updated !== text) fs.writeFileSync(readme, updated);
  console.log(`${stale.length > 0 ? 'wrote' : 'unchanged'}: tarball ${figures.tarball}, unpacked ${figures.unpacked}`);
}
