import fs from 'node:fs';
import path from 'node:path';
import { runCheck } from '../src/engine/index.js';
import { siteCounts } from '../src/model/counts.js';
import { buildNavDocument } from '../src/model/navtree.js';
import { renderPreviewHtml } from '../src/preview/html.js';
import { formatPreviewMarkdown } from '../src/preview/markdown.js';
import { buildPreview } from '../src/preview/view.js';
import { formatSummary, SUMMARY_FINDINGS_PER_RULE } from '../src/report/summary.js';
import { CORPUS } from './helpers/run.js';

// What a new user sees first on real sites beside the project (../shared/corpus): skipped without them.
const present =
  fs.existsSync(path.join(CORPUS, 'PrefectHQ__prefect', 'docs.json')) &&
  fs.existsSync(path.join(CORPUS, 'upstash__docs', 'docs.json'));
const suite = present ? describe : describe.skip;

suite('real sites: the job summary and the preview', () => {
  test('PrefectHQ__prefect, every rule on: the summary opens with its 44 errors, and the 9,091 warnings (8,402 of them icon-only source links) and 214 notices are counted, not all listed', async () => {
    const dir = path.join(CORPUS, 'PrefectHQ__prefect');
    const result = await runCheck({ dir: '.', cwd: dir, fs, presets: ['strict'] });
    expect(result.summary).toMatchObject({ errors: 44, warnings: 9091, notices: 214 });
    const md = formatSummary(result, {
      baseDir: dir,
      blobUrl: 'https://github.com/o/r/blob/abc1234',
      nav: buildNavDocument(result.model),
      counts: siteCounts(result.model),
      failOn: 'error',
      failed: true,
    });
    const rows = md
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Location') && !l.startsWith('| ---'));
    expect(rows.slice(0, 6).map((r) => r.split(' | ')[1])).toEqual(Array(6).fill('🔴 error'));
    expect(rows[5]).toContain('… and 9 more <code>frontmatter-openapi-unresolved</code> findings');
    // At most the first few warnings of each rule, and a line counting the rest.
    const warningRules = new Set(result.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.rule));
    expect(rows.filter((r) => r.includes('🟡 warning')).length).toBeLessThanOrEqual(
      (SUMMARY_FINDINGS_PER_RULE + 1) * warningRules.size,
    );
    expect(rows.filter((r) => r.includes('🟡 warning')).length).toBeLessThan(result.summary.warnings);
    expect(md).not.toContain('&#96;');
    // Up to five rows for each warning rule (the accessibility and icon rules add five here), beside the errors
    // and the resolved navigation.
    expect(Buffer.byteLength(md)).toBeLessThan(120_000);
  });

  test('upstash__docs: one page count everywhere, and the sidebar shows sidebarTitle', async () => {
    const dir = path.join(CORPUS, 'upstash__docs');
    const result = await runCheck({ dir: '.', cwd: dir, fs });
    const counts = siteCounts(result.model);
    // 18 files under _snippets/ are the platform's legacy snippets, shown with <Snippet file>, not pages.
    expect(counts.pageFiles).toBe(1279);
    expect(counts.navigationEntries).toBe(1308);
    expect(result.checked).toBe(
      `docs.json (${counts.navigationEntries} navigation entries, ${counts.pageFiles} page files, ${counts.openapiDocuments} OpenAPI documents)`,
    );
    const view = buildPreview(result, { baseDir: dir });
    const html = renderPreviewHtml(view);
    const shown = (n: number) => n.toLocaleString('en-US');
    const header = /<ul class="counts" aria-label="Counts">\n<li title="[^"]*"><b>([\d,]+)<\/b> pages<\/li>/.exec(
      html,
    )?.[1];
    const card = /<div class="stat" title="[^"]*"><b>([\d,]+)<\/b><span>pages<\/span>/.exec(html)?.[1];
    expect([header, card]).toEqual([shown(counts.pages), shown(counts.pages)]);
    expect(formatPreviewMarkdown(view).split('\n')[0]).toContain(
      `: ${counts.pages} pages (${counts.apiPages} API pages), `,
    );
    expect(html).toContain('<span class="grow">Vercel Eve</span>');
    expect(html).not.toContain(
      '<span class="grow">Memory, Chat History, RAG, Rate Limiting &amp; Sandboxes for the Vercel Eve Agent Framework</span>',
    );
  });
});
