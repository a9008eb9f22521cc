import type { Diagnostic } from '../src/core/types.js';
import type { ReportInput } from '../src/engine.js';
import type { NavDocument, NavNode } from '../src/model/navjson.js';
import { escapeMarkdown, formatSummary, navTree, SUMMARY_LIMIT } from '../src/report/summary.js';
import { RULES } from '../src/rules/index.js';

function input(diagnostics: Diagnostic[]): ReportInput {
  const summary = { errors: diagnostics.filter((d) => d.severity === 'error').length, warnings: diagnostics.filter((d) => d.severity === 'warning').length, notices: 0 };
  return { cwd: '/repo', diagnostics, summary, sources: new Map(), checked: 'docs/docs.json: 3 navigation entries', rules: RULES };
}

function finding(line: number, message: string): Diagnostic {
  return { rule: 'page-not-found', severity: 'error', message, span: { file: '/repo/docs/docs.json', pointer: '/navigation', start: { line, column: 5 }, end: { line, column: 9 } } };
}

describe('escapeMarkdown', () => {
  test.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a | b', 'a &#124; b'],
    ['`code` *em* _em_ ~~s~~', '&#96;code&#96; &#42;em&#42; &#95;em&#95; &#126;&#126;s&#126;&#126;'],
    ['[x](javascript:alert(1)) ![i](u)', '&#91;x&#93;(javascript:alert(1)) &#33;&#91;i&#93;(u)'],
    ['cc @octocat and @org/team', 'cc @&#8203;octocat and @&#8203;org/team'],
    ['line\nbreak\r\nand\rmore', 'line<br>break<br>and<br>more'],
    ['&amp; # $x$ \\', '&amp;amp; &#35; &#36;x&#36; &#92;'],
    ['bell\u0007 esc\u001b', 'bell&#92;u0007 esc&#92;u001b'],
    ['"quoted" \'single\'', '&quot;quoted&quot; &#39;single&#39;'],
  ])('%j', (raw, escaped) => {
    expect(escapeMarkdown(raw)).toBe(escaped);
  });
});

describe('formatSummary', () => {
  test('a finding row links file:line, the rule doc, and escapes the message', () => {
    const md = formatSummary(input([finding(7, 'Page "<b>|x" is missing')]), { baseDir: '/repo', blobUrl: 'https://github.com/o/r/blob/abc1234', failOn: 'error', failed: true });
    expect(md.split('\n')).toContain('| [docs/docs.json:7](https://github.com/o/r/blob/abc1234/docs/docs.json#L7) | 🔴 error | [page-not-found](https://github.com/navlint/navlint/blob/main/docs/rules/page-not-found.md) | Page &quot;&lt;b&gt;&#124;x&quot; is missing |');
    expect(md.startsWith('### ❌ navlint: failed\n\nChecked docs/docs.json: 3 navigation entries.\n\n**1 error**, **0 warnings**, **0 notices** (fail-on: error).\n')).toBe(true);
  });

  test('without a blob URL the location is plain text', () => {
    const md = formatSummary(input([finding(7, 'm')]), { baseDir: '/repo', failOn: 'error', failed: true });
    expect(md.split('\n')).toContain('| docs/docs.json:7 | 🔴 error | [page-not-found](https://github.com/navlint/navlint/blob/main/docs/rules/page-not-found.md) | m |');
  });

  test('stays under the limit with very many findings, and says it cut the table', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => finding(i + 1, `Page "${'x'.repeat(80)}${i}" has no file.`));
    const md = formatSummary(input(many), { baseDir: '/repo', blobUrl: 'https://github.com/o/r/blob/abc1234', failOn: 'error', failed: true, sarifFile: 'navlint.sarif' });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(SUMMARY_LIMIT).toBeLessThan(1024 * 1024);
    const rows = md.split('\n').filter((l) => l.startsWith('| [docs/'));
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.length).toBeLessThan(20_000);
    expect(md).toContain(`The table is cut to ${rows.length} of 20000 findings to keep this summary under its size limit; every finding is in the log and in the SARIF file.`);
  });

  test('cuts a huge navigation tree and still closes it', () => {
    const pages: NavNode[] = Array.from({ length: 50_000 }, (_, i) => ({ kind: 'page', path: `section/page-${i}` }));
    const nav: NavDocument = { version: 1, root: { kind: 'root', children: [{ kind: 'group', label: 'All', children: pages }] } };
    const md = formatSummary(input([finding(1, 'm')]), { baseDir: '/repo', nav, failOn: 'never', failed: false, maxBytes: 200_000 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(200_000);
    expect(md).toContain('<details><summary>Resolved navigation (50000 pages)</summary>');
    expect(md).toMatch(/The tree is cut after \d+ of 50001 entries to keep this summary under its size limit\.\n\n<\/details>\n$/);
  });

  test('the navigation tree nests by depth and names each kind', () => {
    const nav: NavDocument = {
      version: 1,
      root: {
        kind: 'root',
        children: [
          {
            kind: 'tab',
            label: 'API',
            children: [
              { kind: 'group', label: 'Flags', path: 'api/flags', children: [{ kind: 'operation', method: 'GET', operationPath: '/flags/{key}', spec: 'openapi/v2.yaml', generated: true }] },
              { kind: 'page', path: 'api/intro', hidden: true },
            ],
          },
          { kind: 'link', label: 'Blog', href: 'https://example.com/blog' },
        ],
      },
    };
    expect(navTree(nav)).toEqual([
      '- Tab **API**',
      '  - Group **Flags**, root <code>api/flags</code>',
      '    - <code>GET /flags/{key}</code> from <code>openapi/v2.yaml</code> (generated)',
      '  - <code>api/intro</code> (hidden)',
      '- Link **Blog** → https://example.com/blog',
    ]);
  });
});
