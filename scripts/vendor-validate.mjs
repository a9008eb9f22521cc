// What `mint validate` does once its preview client is installed: the platform's strict prebuild of a site, run from
// the vendor's own `@mintlify/prebuild`. `mint validate` first downloads that client and refuses to start without a
// network connection; the benchmark times the validation itself, offline, in a scratch folder that receives what the
// prebuild writes.
//
//   node scripts/vendor-validate.mjs VENDOR_NODE_MODULES SITE_DIR SCRATCH_DIR
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [vendorDir, site, scratch] = process.argv.slice(2);
if (!vendorDir || !site || !scratch) {
  console.error('usage: node scripts/vendor-validate.mjs VENDOR_NODE_MODULES SITE_DIR SCRATCH_DIR');
  process.exit(2);
}
const modules = fs.existsSync(path.join(vendorDir, '@mintlify')) ? vendorDir : path.join(vendorDir, 'node_modules');
const entry = path.join(modules, '@mintlify', 'prebuild', 'dist', 'index.js');
const { prebuild } = await import(pathToFileURL(entry).href);
fs.mkdirSync(scratch, { recursive: true });
process.chdir(scratch);
try {
  await prebuild(path.resolve(site), { strict: true, skipStaticFiles: true });
  process.exit(0);
} catch (e) {
  console.error(`validation failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  process.exit(1);
}
