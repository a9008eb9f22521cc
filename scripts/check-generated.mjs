// The one freshness check of the generated modules (`npm run lint` runs it): every generator writes its modules into
// a temporary folder, and each must equal, byte for byte, the committed one in src/generated/. A stale or missing
// module fails with one line that names it and the command that writes it again; a module there that no generator
// writes fails too.
//
//   node scripts/check-generated.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MODULES as ASYNCAPI } from './gen-asyncapi-validator.mjs';
import { MODULES as ICONS } from './gen-icons.mjs';
import { MODULES as VALIDATORS } from './gen-validators.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const GENERATED = path.join(ROOT, 'src', 'generated');
/** Each generator's modules, under the command that writes them. */
const GENERATORS = {
  'node scripts/gen-validators.mjs': VALIDATORS,
  'node scripts/gen-icons.mjs': ICONS,
  'node scripts/gen-asyncapi-validator.mjs': ASYNCAPI,
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-generated-'));
const stale = [];
const written = new Set();
try {
  for (const [command, modules] of Object.entries(GENERATORS))
    for (const [name, make] of Object.entries(modules)) {
      written.add(name);
      const fresh = path.join(tmp, name);
      fs.writeFileSync(fresh, await make());
      const committed = path.join(GENERATED, name);
      if (!fs.existsSync(committed) || !fs.readFileSync(committed).equals(fs.readFileSync(fresh)))
        stale.push(`src/generated/${name} is not what its sources give: run '${command}' and commit it.`);
    }
  // The typings beside each module are written by hand; any other module there has no generator.
  for (const name of fs.readdirSync(GENERATED))
    if (!name.endsWith('.d.ts') && !written.has(name)) stale.push(`src/generated/${name}: no generator writes it.`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
for (const line of stale) console.error(line);
if (stale.length > 0) process.exitCode = 1;
