import fs from 'node:fs';
import path from 'node:path';
import { tempFolder } from './temp.js';

const made: string[] = [];

/** Writes `files` (paths relative to a fresh temporary folder) and returns the folder. */
export function writeSite(files: Record<string, string>): string {
  const dir = tempFolder('navlint-preview-');
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

/** Removes the folders `writeSite` made; call it in `afterAll`. */
export function removeSites(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Each payload sets `window.__pwned` to its own name when it runs; nothing may set it. */
export function payload(where: string): string {
  return `<script>window.__pwned=${JSON.stringify(where)}</script><img src=x onerror="window.__pwned='${where}-img'">`;
}

const page = (title: string) => `---\ntitle: ${JSON.stringify(title)}\n---\n\nText.\n`;

/** A site whose every user-written string tries to run script: labels, tags, icons, titles, banners and links. */
export function hostileSite(): Record<string, string> {
  const docs = {
    theme: 'mint',
    name: `Hostile ${payload('name')}`,
    description: payload('description'),
    colors: { primary: 'red;}</style><script>window.__pwned="color"</script>' },
    navigation: {
      global: {
        anchors: [
          { anchor: `Status ${payload('global-label')}`, href: 'javascript:window.__pwned="global-href"' },
          { anchor: 'Tab trick', href: 'java\tscript:window.__pwned="global-tab"' },
          { anchor: 'Data', href: 'data:text/html,<script>window.__pwned="data"</script>' },
          { anchor: 'Safe', href: 'https://status.example.com/?q="><script>' },
        ],
      },
      languages: [
        {
          language: 'en',
          default: true,
          banner: {
            content: `Read [this](javascript:window.__pwned='banner-link') and [that](JaVaScRiPt:window.__pwned='banner-case') or [entity](&#106;avascript:window.__pwned='banner-entity') ${payload('banner-html')} **bold** [ok](https://example.com/docs)`,
            dismissible: true,
          },
          versions: [
            {
              version: `v1 ${payload('version')}`,
              tag: `"><script>window.__pwned='tag'</script>`,
              tabs: [
                {
                  tab: `Guides ${payload('tab')}`,
                  icon: `"><svg onload="window.__pwned='icon'">`,
                  groups: [
                    {
                      group: `Start ${payload('group')}`,
                      tag: payload('group-tag'),
                      pages: [
                        'hostile/title',
                        {
                          group: `Nested ${payload('nested-group')}`,
                          pages: ['hostile/other', `<img src=x onerror="window.__pwned='entry'">`],
                        },
                      ],
                    },
                  ],
                },
                { tab: 'Evil link', href: 'javascript:window.__pwned="tab-href"' },
              ],
            },
          ],
        },
        {
          language: 'fr',
          banner: { content: `<script>window.__pwned='banner-fr'</script>[x](vbscript:msgbox)` },
          groups: [{ group: 'Français', pages: ['hostile/other'] }],
        },
      ],
    },
  };
  return {
    'docs.json': JSON.stringify(docs, null, 2),
    'hostile/title.mdx': page(`Title ${payload('title')}`),
    'hostile/other.mdx': page(`"><svg onload="window.__pwned='title-svg'">`),
  };
}

/** A site of about `pages` pages: two languages, two versions each, five tabs, groups with nested groups, and a generated API tab. */
export function largeSite(pages = 2000): Record<string, string> {
  const files: Record<string, string> = {};
  const perTab = Math.ceil(pages / (2 * 2 * 5));
  const languages = ['en', 'fr'].map((lang, li) => ({
    language: lang,
    ...(li === 0
      ? { default: true }
      : { banner: { content: 'Traduction en cours : [signaler une erreur](https://example.com/issues).' } }),
    versions: ['v2', 'v1'].map((version, vi) => ({
      version,
      ...(vi === 0 ? { tag: 'Latest', default: true } : { tag: 'Legacy' }),
      tabs: [
        ...Array.from({ length: 5 }, (_, ti) => {
          const groups: unknown[] = [];
          for (let g = 0, n = 0; n < perTab; g++) {
            const list: unknown[] = [];
            for (let k = 0; k < 10 && n < perTab; k++, n++) {
              const p = `${lang}/${version}/t${ti}/g${g}/page-${k}`;
              files[`${p}.mdx`] = page(`Page ${ti}.${g}.${k} (${lang} ${version})`);
              if (k < 7) list.push(p);
              else {
                const nested = (list[list.length - 1] as { pages?: unknown[] }).pages
                  ? (list[list.length - 1] as { pages: unknown[] })
                  : undefined;
                if (nested) nested.pages.push(p);
                else list.push({ group: `Nested ${g}`, icon: 'folder', pages: [p] });
              }
            }
            groups.push({
              group: `Group ${ti}.${g}`,
              icon: g % 2 ? 'book' : 'rocket',
              ...(g === 0 ? { tag: 'New' } : {}),
              pages: list,
            });
          }
          return { tab: `Tab ${ti + 1}`, icon: 'book', groups };
        }),
        { tab: 'API', openapi: 'openapi.yaml' },
      ],
    })),
  }));
  files['docs.json'] = JSON.stringify(
    { theme: 'mint', name: 'Large site', colors: { primary: '#087A60' }, navigation: { languages } },
    null,
    1,
  );
  const paths: string[] = [];
  for (let i = 0; i < 20; i++) {
    paths.push(
      `  /items${i}:`,
      `    get:`,
      `      summary: List items ${i}`,
      `      tags: [Items]`,
      `      responses: { '200': { description: ok } }`,
    );
    paths.push(
      `    post:`,
      `      summary: Create item ${i}`,
      `      tags: [${i % 2 ? 'Items' : 'Admin'}]`,
      ...(i === 3 ? ['      x-hidden: true'] : []),
      `      responses: { '201': { description: ok } }`,
    );
  }
  files['openapi.yaml'] = ['openapi: 3.0.3', 'info: { title: Large, version: "1" }', 'paths:', ...paths, ''].join('\n');
  return files;
}
