import fs from 'node:fs';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import { COUNT_DEFINITIONS, siteCounts } from '../src/model/counts.js';
import { escapeHtml } from '../src/preview/escape.js';
import { renderPreviewHtml } from '../src/preview/html.js';
import { formatPreviewMarkdown } from '../src/preview/markdown.js';
import { buildPreview, type PageView, type SidebarItem } from '../src/preview/view.js';
import { formatSummary } from '../src/report/summary.js';
import { buildNavDocument } from '../src/model/navtree.js';
import { removeSites, writeSite } from './helpers/preview-sites.js';

afterAll(() => removeSites());

const SPEC = [
  'openapi: 3.0.3',
  'info: { title: Pets, version: "1" }',
  'paths:',
  '  /pets:',
  '    get:',
  '      summary: List pets',
  '      responses: { "200": { description: ok } }',
  '    post:',
  '      summary: Create a pet',
  '      responses: { "201": { description: ok } }',
  '  /pets/{id}:',
  '    delete:',
  '      summary: Delete a pet',
  '      x-hidden: true',
  '      responses: { "204": { description: ok } }',
  '',
].join('\n');

/**
 * A site where every count differs from every other: a page listed twice, a missing entry, an unlisted
 * page file, a snippet, an operation both listed and generated, an `x-hidden` one, and page files whose
 * titles come from `sidebarTitle`, `title`, their operation or their path.
 */
const SITE = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Counts',
    colors: { primary: '#123456' },
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [
            {
              group: 'Start',
              root: 'overview',
              openapi: 'api.yaml',
              pages: ['intro', 'long', 'intro', 'missing', 'GET /pets'],
            },
          ],
        },
        { tab: 'API', openapi: 'api.yaml' },
        { tab: 'Bound', groups: [{ group: 'By metadata', pages: ['api/create', 'api/plain'] }] },
      ],
    },
  }),
  'overview.mdx': '---\ntitle: Overview\n---\n',
  'intro.mdx':
    '---\ntitle: Introduction to everything you will ever need to know about this product and its many parts\nsidebarTitle: Intro\n---\n',
  'long.mdx': '---\ntitle: Long title\nsidebarTitle: "  "\n---\n',
  'api/create.mdx': '---\nopenapi: post /pets\n---\n',
  'api/plain.mdx': 'No frontmatter.\n',
  'unlisted.mdx': '---\ntitle: Unlisted\n---\n',
  'snippets/note.mdx': 'A snippet.\n',
  'api.yaml': SPEC,
};

describe('the counts of a site', () => {
  let dir: string;
  let result: CheckResult;
  beforeAll(async () => {
    dir = writeSite(SITE);
    result = await runCheck({ dir, cwd: dir, fs });
  });

  test('each count is what its definition says', () => {
    expect(siteCounts(result.model)).toEqual({
      // overview, intro (listed twice), long, api/create and api/plain, and the two operation pages.
      pages: 7,
      // List pets (listed and generated: one page), Create a pet, and api/create bound by its metadata.
      apiPages: 3,
      generatedPages: 2,
      // The snippet is no page; `unlisted.mdx` is one, but no entry names it.
      pageFiles: 6,
      unlistedPageFiles: 1,
      navigationEntries: 7,
      openapiDocuments: 1,
    });
    for (const text of Object.values(COUNT_DEFINITIONS)) expect(text).toMatch(/^[A-Z][^<>"`]+\.$/);
  });

  test('the check, the preview header, its overview card, the Markdown preview and the job summary show the same numbers', () => {
    expect(result.checked).toBe('docs.json (7 navigation entries, 6 page files, 1 OpenAPI document)');
    const html = renderPreviewHtml(buildPreview(result, { baseDir: dir }));
    const tip = (key: keyof typeof COUNT_DEFINITIONS) => `title="${escapeHtml(COUNT_DEFINITIONS[key])}"`;
    expect(html).toContain(`<li ${tip('pages')}><b>7</b> pages</li>`);
    expect(html).toContain(`<li ${tip('apiPages')}><b>3</b> API pages</li>`);
    expect(html).toContain(`<div class="stat" ${tip('pages')}><b>7</b><span>pages</span></div>`);
    expect(html).toContain(`<div class="stat" ${tip('apiPages')}><b>3</b><span>API pages</span></div>`);
    expect(html).toContain(`<div class="stat" ${tip('pageFiles')}><b>6</b><span>page files</span></div>`);
    expect(html).toContain(`<span ${tip('generatedPages')}>2 generated</span>`);
    expect(html).toContain(
      `<span ${tip('unlistedPageFiles')}>1 of the 6 page files is in no navigation entry</span>: reachable by URL, absent from the sidebar.`,
    );
    const md = formatPreviewMarkdown(buildPreview(result, { baseDir: dir }));
    expect(md.split('\n')[0]).toMatch(
      /^<details><summary>Navigation preview of Counts: 7 pages \(3 API pages\), \d+ errors?, /,
    );
    const summary = formatSummary(result, {
      baseDir: dir,
      nav: buildNavDocument(result.model),
      counts: siteCounts(result.model),
      failOn: 'error',
      failed: true,
    });
    expect(summary).toContain('<details><summary>Resolved navigation (7 pages)</summary>');
  });

  test('the sidebar label: sidebarTitle, then title, then the bound operation\u2019s summary, then the path', () => {
    const view = buildPreview(result, { baseDir: dir });
    const pages: PageView[] = [];
    const walk = (items: SidebarItem[]) => {
      for (const i of items) {
        if (i.type === 'page') pages.push(i);
        else {
          if (i.root) pages.push(i.root);
          walk(i.items);
        }
      }
    };
    const sections = [view.root, ...view.root.choices];
    for (const s of sections) if (s.sidebar) walk(s.sidebar);
    const byFile = (file: string) => pages.find((p) => p.file === file)!;
    expect([byFile('intro.mdx').title, byFile('intro.mdx').heading]).toEqual([
      'Intro',
      'Introduction to everything you will ever need to know about this product and its many parts',
    ]);
    // A blank sidebarTitle is no label: the title is shown.
    expect([byFile('long.mdx').title, byFile('long.mdx').heading]).toEqual(['Long title', undefined]);
    expect([byFile('api/create.mdx').title, byFile('api/create.mdx').operation?.method]).toEqual([
      'Create a pet',
      'POST',
    ]);
    expect(byFile('api/plain.mdx').title).toBe('api/plain');
    expect(byFile('overview.mdx').title).toBe('Overview');

    const html = renderPreviewHtml(view);
    const intro = byFile('intro.mdx');
    expect(html).toContain(
      `<a class="pg" href="#${intro.id}" data-page title="Intro"><span class="grow">Intro</span></a>`,
    );
    // The page's card is headed by its title, and says which label the sidebar shows.
    expect(html).toContain(
      `<h1 id="${intro.id}-title">Introduction to everything you will ever need to know about this product and its many parts</h1><dl class="meta"><dt>Sidebar label</dt><dd>Intro <span class="ok">(sidebarTitle)</span></dd>`,
    );
    expect(formatPreviewMarkdown(view)).toContain('- <code>POST</code> Create a pet · <code>/api/create</code>');
  });
});
