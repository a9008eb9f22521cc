import fs from 'node:fs';
import path from 'node:path';
import { extensionsFor } from '../src/content/mdx.js';
import { FULL, pagesUnder, parseWith } from './helpers/gfm-subset.js';
import { CORPUS } from './helpers/run.js';

// The pages of the real sites (one in twenty of each, when ../shared/corpus is here), parsed with only the GFM
// constructs their text can hold, give exactly the tree or error of the whole of GFM (as gfm-subset.test.ts).
const sample = fs.existsSync(CORPUS)
  ? fs
      .readdirSync(CORPUS)
      .sort()
      .filter((site) => fs.statSync(path.join(CORPUS, site)).isDirectory())
      .flatMap((site) => pagesUnder(path.join(CORPUS, site), 20))
  : [];

(sample.length > 0 ? test : test.skip)(`${sample.length} pages of the real sites (../shared/corpus)`, () => {
  for (const file of sample) {
    const text = fs.readFileSync(file, 'utf8');
    const a = parseWith(text, extensionsFor(text));
    const b = parseWith(text, FULL);
    if (JSON.stringify(a) !== JSON.stringify(b)) expect({ file, tree: a }).toEqual({ file, tree: b });
  }
});
