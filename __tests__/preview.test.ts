import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CliIO } from '../src/cli/io.js';
import { main } from '../src/cli/main.js';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import { renderBannerMarkdown } from '../src/preview/banner.js';
import { classifyHref, escapeHtml, safeHref } from '../src/preview/escape.js';
import { formatPreviewHtml, previewCsp, scriptHash } from '../src/preview/html.js';
import { formatPreviewMarkdown } from '../src/preview/markdown.js';
import { PREVIEW_SCRIPT } from '../src/preview/script.js';
import { buildPreview } from '../src/preview/view.js';
import { hostileSite, removeSites, writeSite } from './helpers/preview-sites.js';
import { ROOT } from './helpers/run.js';

const LARKSPUR = path.join(ROOT, 'examples', 'larkspur');
const BROKEN = path.join(ROOT, 'examples', 'larkspur-broken');

async function checked(dir: string): Promise<CheckResult> {
  return runCheck({ dir, cwd: dir, fs });
}

afterAll(() => removeSites());

describe('escapeHtml', () => {
  test.each([
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    [`a & b's "c"`, 'a &amp; b&#39;s &quot;c&quot;'],
    ['&amp; stays visible', '&amp;amp; stays visible'],
    ['NUL\u0000 ESC\u001b[31m DEL\u007f', 'NUL\\u0000 ESC\\u001b[31m DEL\\u007f'],
    ['line\nbreak\ttab', 'line\nbreak\ttab'],
    ['ünïcödé 日本 @team', 'ünïcödé 日本 @team'],
  ])('%j', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});

describe('link targets: only http(s), mailto and relative', () => {
  test.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:team@example.com', 'mailto:team@example.com'],
    ['//cdn.example.com/x', 'https://cdn.example.com/x'],
    ['/en/guides/quickstart', '/en/guides/quickstart'],
    ['guides/quickstart?x=1#y', '/guides/quickstart?x=1#y'],
    ['#section', '#section'],
    ['&#106;avascript:alert(1)', '/&'],
  ])('%j is kept as %j', (raw, href) => {
    expect(safeHref(raw)?.startsWith(href)).toBe(true);
  });

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/',
    'http://',
  ])('%j is refused', (raw) => {
    expect(classifyHref(raw)).toEqual({ kind: 'refused' });
    expect(safeHref(raw)).toBeUndefined();
  });

  test('absolute and relative are told apart', () => {
    expect(classifyHref('https://example.com/')).toEqual({ kind: 'absolute', href: 'https://example.com/' });
    expect(classifyHref('/docs/a')).toEqual({ kind: 'relative', href: '/docs/a' });
    expect(classifyHref('#top')).toEqual({ kind: 'relative', href: '#top' });
  });
});

describe('banner Markdown', () => {
  test.each([
    ['Plain *em* **strong** `code` ~~x~~', 'Plain <em>em</em> <strong>strong</strong> <code>code</code> ~~x~~'],
    [
      '[Report it](https://github.com/o/r/issues).',
      '<a href="https://github.com/o/r/issues" class="ext" rel="noopener noreferrer" target="_blank">Report it<span class="sr-only"> (external link)</span></a>.',
    ],
    ['[Local](/en/changelog)', '<a href="/en/changelog">Local</a>'],
    ['[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,x)', 'x y z'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Hi <img src=x onerror=alert(1)> there', 'Hi &lt;img src=x onerror=alert(1)&gt; there'],
    ['![alt "text"](https://example.com/a.png)', 'alt &quot;text&quot;'],
    ['[ref][r]\n\n[r]: javascript:alert(1)', 'ref'],
    [
      '[ref][r]\n\n[r]: https://example.com',
      '<a href="https://example.com/" class="ext" rel="noopener noreferrer" target="_blank">ref<span class="sr-only"> (external link)</span></a>',
    ],
    [
      '<https://example.com/auto>',
      '<a href="https://example.com/auto" class="ext" rel="noopener noreferrer" target="_blank">https://example.com/auto<span class="sr-only"> (external link)</span></a>',
    ],
    ['# Title\n\nBody', '<strong>Title</strong> Body'],
    [
      '[a "quote"](https://e.com/?q=")',
      '<a href="https://e.com/?q=%22" class="ext" rel="noopener noreferrer" target="_blank">a &quot;quote&quot;<span class="sr-only"> (external link)</span></a>',
    ],
  ])('%j', (md, html) => {
    expect(renderBannerMarkdown(md)).toBe(html);
  });

  test('deep nesting is rendered as text, not recursed without end', () => {
    const deep = '> '.repeat(2000) + 'end';
    expect(renderBannerMarkdown(deep)).toContain('end');
  });
});

describe('the HTML page of examples/larkspur', () => {
  let html: string;
  let result: CheckResult;
  beforeAll(async () => {
    result = await checked(LARKSPUR);
    html = formatPreviewHtml(result, { baseDir: ROOT });
  });

  test('has one inline script, and the Content-Security-Policy allows exactly its SHA-256', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const text = scripts[0][1];
    expect(text).toBe(PREVIEW_SCRIPT);
    const digest = createHash('sha256').update(text, 'utf8').digest('base64');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
    expect(csp?.[1]).toBe(
      `default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; script-src &#39;sha256-${digest}&#39;; img-src data:; base-uri &#39;none&#39;; form-action &#39;none&#39;`,
    );
    expect(scriptHash()).toBe(`'sha256-${digest}'`);
    expect(previewCsp()).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${digest}'; img-src data:; base-uri 'none'; form-action 'none'`,
    );
    // The policy comes before any style or script, right after the character set.
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('Content-Security-Policy'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'));
    expect(PREVIEW_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });

  test('loads nothing from anywhere: no src, no CSS url() or @import, no inline event handler', () => {
    expect(html).not.toMatch(/\ssrc=/i);
    expect(html).not.toMatch(/url\(|@import/i);
    expect(html.replace(/="[^"]*"/g, '=""')).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/<link\b/i);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(#|https:\/\/|\/)/);
  });

  test('renders the default language, version and tab server-side; the others are hidden', () => {
    const view = buildPreview(result, { baseDir: ROOT });
    const en = view.root.choices[0];
    const v2 = en.choices[0];
    expect([view.root.choiceKind, en.label, en.choiceKind, v2.label, v2.tag, v2.choiceKind]).toEqual([
      'language',
      'en',
      'version',
      'v2',
      'Latest',
      'tab',
    ]);
    expect(view.root.selected).toBe(en.id);
    expect(v2.choices.map((t) => [t.label, t.link?.href ?? null])).toEqual([
      ['Guides', null],
      ['API reference', null],
      ['Changelog', 'https://larkspur.example.com/changelog'],
    ]);
    const panels = [...html.matchAll(/<div class="panel" data-leaf="(s\d+)" data-path="([^"]*)"( hidden)?>/g)].map(
      (m) => [m[1], m[2], m[3] === undefined],
    );
    expect(panels.filter((p) => p[2])).toEqual([[v2.choices[0].id, `s0 ${en.id} ${v2.id} ${v2.choices[0].id}`, true]]);
    expect(panels).toHaveLength(8);
    expect(html).toContain(
      `<button type="button" class="tab" data-sel="${v2.choices[0].id}" data-parent="${v2.id}" data-path="s0 ${en.id} ${v2.id} ${v2.choices[0].id}" aria-current="true">`,
    );
    // 36 page files, all listed, and 12 operation URLs (the 30 operation entries of both languages and versions lead to 12 pages);
    // 14 API pages: the 12 operation pages and the 2 page files bound to an operation by their metadata.
    expect(view.counts).toEqual({
      pages: 48,
      apiPages: 14,
      generatedPages: 0,
      pageFiles: 36,
      unlistedPageFiles: 0,
      navigationEntries: 62,
      openapiDocuments: 2,
    });
  });

  test('the sidebar: top-level groups open, nested groups collapsible and open only with expanded: true, root pages, tags, icons', () => {
    expect(html).toContain(
      '<li class="grp" id="group-get-started"><div class="grp-h"><span class="ico" aria-hidden="true" title="icon: rocket">R</span><span class="grow">Get started</span></div>',
    );
    expect(html).toContain(
      '<li class="grp nested" id="group-targeting"><details open><summary><span class="grow">Targeting</span></summary>',
    );
    expect(html).toContain(
      '<li class="grp nested" id="group-client-side"><details><summary><span class="ico" aria-hidden="true" title="icon: globe">G</span><span class="grow">Client-side</span></summary>',
    );
    expect(html).toContain(
      `<a href="#page-en-v2-concepts" data-page class="grow" title="Opens the group&#39;s root page: Core concepts">Core concepts</a>`,
    );
    expect(html).toContain('<span class="grow">Experiments</span><span class="badge" title="New">New</span>');
    expect(html).toContain(
      '<a class="pg" href="#page-en-v2-sdks-node" data-page title="Node.js SDK"><span class="grow">Node.js SDK</span></a>',
    );
    expect(html).toContain(
      '<p class="note">Selecting a group only expands or collapses it (<code>interaction.drilldown: false</code>).',
    );
  });

  test('operation pages carry their method and URL; a page bound by its metadata shows its method too', () => {
    expect(html).toContain(
      '<a class="pg" href="#page-api-reference-flags-retrieve-a-flag" data-page title="Retrieve a flag"><span class="m m-get">GET</span><span class="grow">Retrieve a flag</span></a>',
    );
    expect(html).toContain(
      '<a class="pg" href="#page-en-v2-api-reference-evaluate" data-page title="Evaluate a flag"><span class="m m-post">POST</span>',
    );
    expect(html).toContain(
      '<dt>URL</dt><dd><code>/api-reference/flags/retrieve-a-flag</code></dd><dt>Operation</dt><dd><span class="m m-get">GET</span> <code>/flags/{flagKey}</code> in <code>openapi/v2.yaml</code> <span class="ok">(listed in the navigation)</span></dd>',
    );
  });

  test('external links are marked and open in a new tab without referrer; global anchors to pages lead to their card', () => {
    expect(html).toContain(
      '<a class="tab" id="link-changelog" href="https://larkspur.example.com/changelog" target="_blank" rel="noopener noreferrer"><span class="grow" title="Changelog">Changelog</span><span class="ext-mark" aria-hidden="true">↗</span><span class="sr-only"> (external link)</span></a>',
    );
    expect(html).toContain('<a id="link-five-minute-quickstart" href="#page-en-v2-guides-quickstart">');
  });

  test('the French banner is rendered from Markdown and hidden until French is chosen', () => {
    const fr = buildPreview(result, { baseDir: ROOT }).root.choices[1];
    expect(fr.label).toBe('fr');
    expect(html).toContain(
      `<div class="banner" role="region" aria-label="Banner of French" data-owner="${fr.id}" hidden><span class="lang">fr</span><span>Cette documentation est traduite de l&#39;anglais. Une erreur ? <a href="https://github.com/larkspur-example/docs/issues" class="ext" rel="noopener noreferrer" target="_blank">Signalez-la sur GitHub<span class="sr-only"> (external link)</span></a>.</span><button type="button" class="dismiss needs-js" data-dismiss aria-label="Dismiss the banner">×</button></div>`,
    );
  });

  test('landmarks: header, nav (tabs and sidebar), main, and a skip link', () => {
    for (const tag of [
      '<header class="top">',
      '<nav class="tabs" aria-label="Tabs">',
      '<nav class="sidebar" aria-label="Sidebar">',
      '<main id="main" tabindex="-1">',
      '<a class="skip" href="#main">',
    ])
      expect(html).toContain(tag);
  });

  test('the same input gives the same bytes', async () => {
    expect(formatPreviewHtml(await checked(LARKSPUR), { baseDir: ROOT })).toBe(html);
  });
});

describe('findings are shown at the element they concern', () => {
  test('examples/larkspur-broken: each finding is placed by its span', async () => {
    const result = await checked(BROKEN);
    const view = buildPreview(result, { baseDir: BROKEN });
    // Errors first, then warnings, then notices; in the check's order (by file and position) within each.
    expect(view.findings.map((f) => [f.rule, f.location, f.targetLabel ?? null])).toEqual([
      ['config-setting-invalid', 'docs.json:12:17', null],
      ['config-setting-invalid', 'docs.json:19:16', null],
      ['nav-required-field', 'docs.json:36:11', 'global anchor "Community"'],
      ['page-not-found', 'docs.json:60:23', 'page "en/v2/guides/quikstart"'],
      ['nav-field-type', 'docs.json:72:37', 'group "Targeting"'],
      ['page-extension', 'docs.json:85:23', 'page "en/v2/sdks/python.mdx"'],
      ['operation-method-case', 'docs.json:120:23', 'entry "get /flags"'],
      ['openapi-not-found', 'docs.json:147:28', 'tab "API v3 (preview)"'],
      ['page-outside-root', 'docs.json:170:23', 'page "../shared/glossary"'],
      ['nav-required-field', 'docs.json:237:19', 'menu item'],
      ['nav-language-code', 'docs.json:255:21', 'language "fr-FR"'],
      ['page-not-found', 'docs.json:377:23', 'page "drafts/notes"'],
      ['nav-required-field', 'docs.json:389:30', 'group'],
      ['nav-mixed-children', 'docs.json:401:17', 'tab "Référence API"'],
      ['redirect-invalid', 'docs.json:453:17', null],
      ['redirect-broken', 'docs.json:454:45', null],
      ['redirect-loop', 'docs.json:455:17', null],
      ['asset-not-found', 'en/v2/concepts/targeting-rules.mdx:22:43', 'page "Targeting rules"'],
      ['link-broken', 'en/v2/guides/installation.mdx:27:25', 'page "Installation"'],
      ['mdx-syntax', 'en/v2/guides/percentage-rollouts.mdx:23:40', 'page "Percentage rollouts"'],
      ['snippet-not-found', 'en/v2/sdks/browser.mdx:20:24', 'page "Browser SDK"'],
      ['snippet-export-missing', 'en/v2/sdks/node.mdx:26:10', 'page "Node.js SDK"'],
      ['variable-undefined', 'en/v2/sdks/python.mdx:22:17', null],
      ['frontmatter-openapi-unresolved', 'fr/v2/api-reference/evaluate.mdx:4:10', 'page "Évaluer un flag"'],
      ['nav-expanded-ineffective', 'docs.json:58:21', 'group "Get started"'],
      ['operation-conflict', 'docs.json:138:23', 'page "Evaluate a flag"'],
      ['nav-duplicate', 'docs.json:158:13', 'version "v1"'],
      ['nav-duplicate', 'docs.json:358:24', 'tab "Guides"'],
      ['nav-language-code', 'docs.json:438:21', 'language "ua"'],
      ['redirect-chain', 'docs.json:457:42', null],
      ['link-extension', 'en/v2/concepts/environments.mdx:18:12', 'page "Environments"'],
      ['component-unknown', 'en/v2/concepts/segments.mdx:16:2', 'page "Segments"'],
      ['link-anchor-missing', 'en/v2/guides/installation.mdx:28:18', 'page "Installation"'],
      ['snippet-function-keyword', 'snippets/rollout-chart.jsx:1:17', null],
      ['page-duplicate', 'docs.json:101:23', 'page "Segments"'],
      ['translation-missing', 'docs.json:255:9', 'language "fr-FR"'],
      ['nav-unknown-field', 'docs.json:303:25', 'group "Côté client"'],
      ['link-relative', 'en/v2/concepts/environments.mdx:17:55', 'page "Environments"'],
      ['page-unreachable', 'en/v2/guides/upgrade-notes.mdx:1:1', null],
    ]);
    expect(view.siteFindings).toEqual([0, 1, 14, 15, 16, 22, 29, 33, 38]);
    const html = formatPreviewHtml(result, { baseDir: BROKEN });
    // At the group in the sidebar, with the file's name only; in the full list with the path and a link to the element.
    expect(html).toContain(
      '<li class="grp" id="group-get-started"><div class="grp-h"><span class="ico" aria-hidden="true" title="icon: rocket">R</span><span class="grow">Get started</span><span class="mk mk-warning" role="img" aria-label="1 warning" title="1 warning">1</span></div><ul class="fl"><li class="f f-warning"><span class="sev">warning</span><code>expanded: false</code> has no effect on top-level group &quot;Get started&quot;',
    );
    expect(html).toContain('<code title="docs.json:58:21">docs.json:58:21</code>');
    expect(html).toContain('· at <a href="#group-get-started">group &quot;Get started&quot;</a></span></li>');
    expect(html).toContain('· at <a href="#notes-s5">tab &quot;API v3 (preview)&quot;</a>');
    // A missing page is struck through in the sidebar and its card says why.
    expect(html).toContain(
      '<a class="pg broken" href="#page-en-v2-guides-quikstart" data-page title="no page file: en/v2/guides/quikstart"><span class="grow">en/v2/guides/quikstart</span><span class="mk mk-error" role="img" aria-label="1 error" title="1 error">1</span></a>',
    );
    expect(html).toContain('<dt>Page file</dt><dd><span class="badge bad">no page file</span></dd>');
    expect(html).toContain('<h2 id="all-findings">All findings <span class="n">39</span></h2>');
  });

  test('every list of findings starts with the errors, then the warnings, then the notices', async () => {
    const result = await checked(BROKEN);
    const html = formatPreviewHtml(result, { baseDir: BROKEN });
    const lists = [...html.matchAll(/<ul class="fl">(.*?)<\/ul>/g)].map((m) =>
      [...m[1].matchAll(/<li class="f f-(\w+)">/g)].map((x) => x[1]),
    );
    const rank: Record<string, number> = { error: 0, warning: 1, notice: 2 };
    for (const list of lists) expect(list).toEqual([...list].sort((a, b) => rank[a] - rank[b]));
    // The full list, last: every finding, by severity (in the check's order, a notice in a page came before errors).
    const s = result.summary;
    expect(lists.at(-1)).toEqual([
      ...Array<string>(s.errors).fill('error'),
      ...Array<string>(s.warnings).fill('warning'),
      ...Array<string>(s.notices).fill('notice'),
    ]);
    expect(s.errors * s.notices).toBeGreaterThan(0);
    // The Markdown tree too: the findings under each node, one run of lines.
    const md = formatPreviewMarkdown(buildPreview(result, { baseDir: BROKEN }));
    const runs: string[][] = [];
    let indent: string | undefined;
    for (const line of md.split('\n')) {
      const m = /^(\s*)- (🔴|🟡|🔵) /u.exec(line);
      if (m && m[1] === indent) runs.at(-1)!.push(m[2]);
      else if (m) runs.push([m[2]]);
      indent = m?.[1];
    }
    const icon: Record<string, number> = { '🔴': 0, '🟡': 1, '🔵': 2 };
    expect(runs.length).toBeGreaterThan(5);
    for (const run of runs) expect(run).toEqual([...run].sort((a, b) => icon[a] - icon[b]));
  });
});

describe('hidden operations and the Markdown tree', () => {
  const files = {
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Tiny <b>docs</b>',
      colors: { primary: '#123456' },
      navigation: {
        tabs: [
          {
            tab: 'Guide',
            groups: [
              {
                group: 'Start',
                tag: 'New',
                pages: ['intro', { group: 'More_stuff', expanded: true, pages: ['missing'] }],
              },
            ],
          },
          { tab: 'API', openapi: 'api.yaml' },
          { tab: 'Blog', href: 'https://blog.example.com' },
        ],
      },
    }),
    'intro.mdx': '---\ntitle: "Intro *page* @team"\n---\n\nHello.\n',
    'api.yaml': [
      'openapi: 3.0.3',
      'info: { title: Tiny, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      summary: List a',
      '      tags: [Things]',
      '      responses: { "200": { description: ok } }',
      '  /b:',
      '    post:',
      '      summary: Make b',
      '      x-hidden: true',
      '      responses: { "201": { description: ok } }',
      '',
    ].join('\n'),
  };

  test('the page lists x-hidden operations apart, with the element that generates them', async () => {
    const dir = writeSite(files);
    const result = await checked(dir);
    const view = buildPreview(result, { baseDir: dir });
    expect(view.hiddenOperations).toEqual([
      {
        crumbs: ['API'],
        method: 'POST',
        path: '/b',
        title: 'Make b',
        url: '/api-reference/make-b',
        spec: 'api.yaml',
        position: 'api.yaml:10:5',
      },
    ]);
    const html = formatPreviewHtml(result, { baseDir: dir });
    expect(html).toContain(
      '<h2 id="not-in-nav">Not in navigation <span class="n">1</span></h2><p class="ok">Operations marked <code>x-hidden: true</code>: their pages are generated, but no navigation lists them.</p><ul class="ops"><li><span class="m m-post">POST</span><span class="grow">Make b <code>/b</code><span class="in">under API</span></span><code>/api-reference/make-b</code><span class="ok">api.yaml:10:5</span></li></ul>',
    );
    expect(html).toContain(
      '<a class="pg" href="#page-api-reference-things-list-a" data-page title="List a"><span class="m m-get">GET</span><span class="grow">List a</span></a>',
    );
    expect(html).toContain('<title>Tiny &lt;b&gt;docs&lt;/b&gt; · navigation preview</title>');
    expect(html).toContain('<body style="--primary: #123456">');
  });

  test('--format md: the tree in a collapsed <details>, every user string escaped', async () => {
    const dir = writeSite(files);
    const md = formatPreviewMarkdown(buildPreview(await checked(dir), { baseDir: dir }));
    expect(md).toBe(
      [
        '<details><summary>Navigation preview of Tiny &lt;b&gt;docs&lt;/b&gt;: 2 pages (1 API page), 1 error, 0 warnings, 0 notices</summary>',
        '',
        '- Tab **Guide**',
        '  - **Start** (tag <code>New</code>)',
        '    - Intro &#42;page&#42; @&#8203;team · <code>/intro</code>',
        // `_` inside a word cannot start emphasis: it is left as written.
        '    - **More_stuff** (expanded)',
        '      - missing · <code>/missing</code> (no page file)',
        '        - 🔴 Page "missing" has no file: looked for missing.mdx, missing.md, missing/index.mdx and missing/index.md. (<code>docs.json:1:214</code>, <code>page-not-found</code>)',
        '- Tab **API**',
        '  - **Things** (generated)',
        '    - <code>GET</code> List a · <code>/api-reference/things/list-a</code> (generated)',
        // A zero-width space keeps GitHub from turning the user's URL into a link.
        '- Tab **Blog** → <code>https:&#8203;//blog.example.com</code> ↗',
        '',
        '**Not in navigation** (1 operation marked `x-hidden`)',
        '',
        '- <code>POST</code> Make b · <code>/api-reference/make-b</code> (<code>api.yaml</code>) under API',
        '',
        '</details>',
        '',
      ].join('\n'),
    );
  });

  test('the Markdown tree is cut with a note past its size limit', async () => {
    const dir = writeSite(files);
    const md = formatPreviewMarkdown(buildPreview(await checked(dir), { baseDir: dir }), { maxBytes: 700 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(700);
    expect(md).toMatch(/\nThe tree is cut after \d+ of 10 lines to stay under its size limit\.\n/);
    expect(md.endsWith('</details>\n')).toBe(true);
  });
});

describe('products, anchors, dropdowns and menus', () => {
  test('each kind of selector is placed where the site shows it, and only the default path is visible', async () => {
    const group = (name: string, pages: string[]) => ({ group: name, pages });
    const dir = writeSite({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Acme',
        colors: { primary: '#087A60' },
        interaction: { drilldown: true },
        navigation: {
          products: [
            {
              product: 'Platform',
              description: 'The core platform',
              icon: 'cube',
              anchors: [
                {
                  anchor: 'Documentation',
                  icon: 'book',
                  dropdowns: [
                    { dropdown: 'Guides', description: 'Step by step', groups: [group('Start', ['a'])] },
                    { dropdown: 'Reference', groups: [group('API', ['b'])] },
                  ],
                },
                { anchor: 'Community', href: 'https://community.example.com' },
              ],
            },
            {
              product: 'Cloud',
              tabs: [
                {
                  tab: 'Home',
                  menu: [
                    { item: 'Getting started', groups: [group('Intro', ['c'])] },
                    { item: 'Operations', groups: [group('Ops', ['d'])] },
                  ],
                },
                { tab: 'Status', href: 'mailto:ops@example.com' },
              ],
            },
          ],
        },
      }),
      'a.mdx': '---\ntitle: Page a\n---\n',
      'b.mdx': '',
      'c.mdx': '',
      'd.mdx': '',
    });
    const result = await checked(dir);
    const view = buildPreview(result, { baseDir: dir });
    const shape = (x: typeof view.root): unknown => [
      x.kind,
      x.label,
      x.choiceKind ?? null,
      x.choices.map(shape),
      x.sidebar?.length ?? null,
    ];
    expect(shape(view.root)).toEqual([
      'root',
      'Acme',
      'product',
      [
        [
          'product',
          'Platform',
          'anchor',
          [
            [
              'anchor',
              'Documentation',
              'dropdown',
              [
                ['dropdown', 'Guides', null, [], 1],
                ['dropdown', 'Reference', null, [], 1],
              ],
              null,
            ],
            ['anchor', 'Community', null, [], null],
          ],
          null,
        ],
        [
          'product',
          'Cloud',
          'tab',
          [
            [
              'tab',
              'Home',
              'menu-item',
              [
                ['menu-item', 'Getting started', null, [], 1],
                ['menu-item', 'Operations', null, [], 1],
              ],
              null,
            ],
            ['tab', 'Status', null, [], null],
          ],
          null,
        ],
      ],
      null,
    ]);
    const html = formatPreviewHtml(result, { baseDir: dir });
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const sidebarTop = html.slice(html.indexOf('<div class="side-top">'), html.indexOf('<div class="panel"'));
    const tabs = html.slice(html.indexOf('<nav class="tabs"'), html.indexOf('<div class="layout">'));
    expect([...header.matchAll(/<span class="what">([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(['Product']);
    expect([...sidebarTop.matchAll(/<span class="what">([^<]*)<\/span>/g)].map((m) => m[1])).toEqual([
      'Dropdown',
      'Home',
    ]);
    expect(sidebarTop).toContain('<ul class="anchors choice" aria-label="Anchors" data-owner="s1">');
    expect(sidebarTop).toContain(
      '<div class="choice" data-owner="s7" hidden><details class="dd"><summary><span class="what">Home</span>',
    );
    expect(tabs).toContain('<div class="choice" data-owner="s6" hidden>');
    expect(tabs).toContain(
      '<a class="tab" id="link-status" href="mailto:ops@example.com" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<span class="grow" title="Guides">Guides<span class="desc">Step by step</span></span>');
    expect(html).toContain(
      '<p class="note">Selecting a group opens its first page (<code>interaction.drilldown: true</code>).',
    );
    expect(
      [...html.matchAll(/<div class="panel" data-leaf="(s\d+)"[^>]*?( hidden)?>/g)].map((m) => `${m[1]}${m[2] ?? ''}`),
    ).toEqual(['s3', 's4 hidden', 's8 hidden', 's9 hidden']);
  });
});

describe('hostile input stays text', () => {
  test('labels, titles, tags, icons, banners and links cannot add markup or script', async () => {
    const dir = writeSite(hostileSite());
    const html = formatPreviewHtml(await checked(dir), { baseDir: dir });
    // The only script and the only tags are the page's own: no user text opened an element.
    expect([...html.matchAll(/<script\b/g)]).toHaveLength(1);
    expect(html).not.toMatch(/<img\b|<svg\b/i);
    // With attribute values emptied, no tag holds an event handler attribute.
    expect(html.replace(/="[^"]*"/g, '=""')).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toContain('red;}</style>');
    expect(html).toContain('<body>');
    expect(html).toContain(
      '<span class="site">Hostile &lt;script&gt;window.__pwned=&quot;name&quot;&lt;/script&gt;&lt;img src=x onerror=&quot;window.__pwned=&#39;name-img&#39;&quot;&gt;</span>',
    );
    // Refused links are shown as text with a badge, never as links.
    expect(html).toContain(
      '<span class="tab refused" id="link-evil-link" title="Link not shown: javascript:window.__pwned=&quot;tab-href&quot;">',
    );
    // A tab inside the scheme does not hide it.
    expect(html).toContain(
      '<span class="refused" id="link-tab-trick" title="Link not shown: java\tscript:window.__pwned=&quot;global-tab&quot;">',
    );
  });
});

describe('navlint preview (CLI)', () => {
  function io(cwd: string) {
    const out: string[] = [];
    const err: string[] = [];
    const written = new Map<string, string>();
    const cli: CliIO = {
      cwd,
      fs,
      stdout: (s) => out.push(s),
      stderr: (s) => err.push(s),
      isTTY: false,
      env: {},
      writeFile: (f, t) => written.set(f, typeof t === 'string' ? t : [...t].join('')),
    };
    return { cli, out, err, written };
  }

  test('writes navlint-preview.html in the working directory by default and says so', async () => {
    const t = io(ROOT);
    expect(await main(['preview', 'examples/larkspur'], t.cli)).toBe(0);
    expect([...t.written.keys()]).toEqual([path.join(ROOT, 'navlint-preview.html')]);
    expect(
      t.written
        .get(path.join(ROOT, 'navlint-preview.html'))!
        .startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'),
    ).toBe(true);
    expect(t.out.join('')).toBe('Preview written to navlint-preview.html (0 errors, 0 warnings, 0 notices).\n');
    expect(t.err).toEqual([]);
  });

  test('--out FILE, and exit 0 even when the site has errors', async () => {
    const t = io(ROOT);
    expect(await main(['preview', 'examples/larkspur-broken', '--out', 'out/preview.html'], t.cli)).toBe(0);
    expect([...t.written.keys()]).toEqual([path.join(ROOT, 'out/preview.html')]);
    expect(t.out.join('')).toBe('Preview written to out/preview.html (24 errors, 10 warnings, 5 notices).\n');
  });

  test('--format md --out - prints the Markdown tree', async () => {
    const t = io(ROOT);
    expect(await main(['preview', 'examples/larkspur', '--format', 'md', '--out', '-'], t.cli)).toBe(0);
    const md = t.out.join('');
    expect(md.split('\n').slice(0, 6)).toEqual([
      '<details><summary>Navigation preview of Larkspur: 48 pages (14 API pages), 0 errors, 0 warnings, 0 notices</summary>',
      '',
      '- Link **Service status** → <code>https:&#8203;//status.larkspur.example.com</code> ↗',
      '- Link **Five-minute quickstart** → page <code>/en/v2/guides/quickstart</code>',
      '- Language **en** (default)',
      '  - Version **v2** (tag <code>Latest</code>, default)',
    ]);
    expect(t.written.size).toBe(0);
  });

  test('usage errors', async () => {
    const cases: [string[], string][] = [
      [
        ['preview', 'examples/larkspur', '--format', 'pdf'],
        'navlint: --format of preview must be one of html, md, not "pdf"\n',
      ],
      [
        ['nav', 'examples/larkspur', '--out', 'x.html'],
        'navlint: --out applies to check and preview only, not to nav\n',
      ],
      [['preview', 'examples/nowhere'], 'navlint: examples/nowhere: no such file or folder\n'],
    ];
    for (const [argv, message] of cases) {
      const t = io(ROOT);
      expect(await main(argv, t.cli)).toBe(2);
      expect(t.err.join('')).toBe(message);
      expect(t.written.size).toBe(0);
    }
  });
});
