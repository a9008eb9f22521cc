import fs from 'node:fs';
import path from 'node:path';
import { tempFolder } from './temp.js';

/** The files of the small site the editor tests open: a broken link, a page entry with `.mdx`, an operation. */
export const LSP_SITE: Record<string, string> = {
  'docs.json': `{
  "theme": "mint",
  "name": "Editor",
  "colors": { "primary": "#008768" },
  "navigation": {
    "groups": [
      { "group": "Guide", "pages": ["index", "guide/intro.mdx", "guide/setup"] },
      { "group": "API", "openapi": "openapi.yaml", "pages": ["GET /users"] }
    ]
  }
}
`,
  'index.mdx': `---
title: Home
---

# Welcome

Start with [the setup](/guide/setup#install).
`,
  'guide/intro.mdx': `---
title: Intro
---

Read [the setup](/guide/setupp) first.
`,
  'guide/setup.mdx': `---
title: Setup
---

## Install

Run the installer.
`,
  'openapi.yaml': `openapi: 3.0.3
info:
  title: Users
  version: 1.0.0
paths:
  /users:
    get:
      summary: List users
      responses:
        '200':
          description: The users.
`,
};

/** Writes the editor site into a new temporary folder and returns the folder (removed by `removeSites`). */
export function writeLspSite(extra: Record<string, string> = {}): string {
  const dir = fs.realpathSync(tempFolder('navlint-lsp-'));
  for (const [rel, text] of Object.entries({ ...LSP_SITE, ...extra })) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  made.push(dir);
  return dir;
}

const made: string[] = [];

/** Removes every site written. */
export function removeSites(): void {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}
