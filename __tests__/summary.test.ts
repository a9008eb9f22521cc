import type { Diagnostic } from '../src/core/types.js';
import type { ReportInput } from '../src/engine/index.js';
import type { NavDocument, NavNode } from '../src/model/navjson.js';
import { messageParts } from '../src/report/message.js';
import { escapeMarkdown, formatSummary, markdownMessage, navTree, SUMMARY_LIMIT } from '../src/report/summary.js';
import { RULES } from '../src/rules/index.js';

function input(diagnostics: Diagnostic[]): ReportInput {
  const summary = {
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    notices: 0,
  };
  return {
    cwd: '/repo',
    diagnostics,
    summary,
    sources: new Map(),
    checked: 'docs/docs.json: 3 navigation entries',
    rules: RULES,
  };
}

function finding(
  line: number,
  message: string,
  rule = 'page-not-found',
  severity: Diagnostic['severity'] = 'error',
  file = '/repo/docs/docs.json',
): Diagnostic {
  return {
    rule,
    severity,
    message,
    span: { file, pointer: '/navigation', start: { line, column: 5 }, end: { line, column: 9 } },
  };
}

const BLOB = 'https://github.com/o/r/blob/abc1234';
const DOC = (rule: string) => `https://github.com/navlint/navlint/blob/main/docs/rules/${rule}.md`;

describe('escapeMarkdown', () => {
  test.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a | b', 'a &#124; b'],
    ['`code` *em* _em_ ~~s~~', '&#96;code&#96; &#42;em&#42; &#95;em&#95; &#126;&#126;s&#126;&#126;'],
    ['[x](javascript:alert(1)) ![i](u)', '&#91;x&#93;(javascript:alert(1)) !&#91;i&#93;(u)'],
    ['cc @octocat and @org/team, mail a@b.example', 'cc @&#8203;octocat and @&#8203;org/team, mail a@&#8203;b.example'],
    ['line\nbreak\r\nand\rmore', 'line<br>break<br>and<br>more'],
    ['&amp; # $x$ \\', '&amp;amp; # &#36;x&#36; &#92;'],
    ['bell\u0007 esc\u001b', 'bell&#92;u0007 esc&#92;u001b'],
    ['"quoted" \'single\'', '"quoted" \'single\''],
    // `_` inside a word cannot start emphasis: it stays as written, and only one at a word's edge is escaped.
    ['api_reference/get_user_id _x_ a__b', 'api_reference/get_user_id &#95;x&#95; a&#95;&#95;b'],
    // GitHub links bare URLs, `www.` names and issue numbers in rendered text: a zero-width space breaks them.
    [
      'see https://evil.example/x, www.evil.example and #12 (not #top)',
      'see https:&#8203;//evil.example/x, w&#8203;ww.evil.example and #&#8203;12 (not #top)',
    ],
    ['<code>`</code>', '&lt;code&gt;&#96;&lt;/code&gt;'],
  ])('%j', (raw, escaped) => {
    expect(escapeMarkdown(raw)).toBe(escaped);
  });
});

describe('messageParts', () => {
  test.each([
    [
      '`expanded` has no effect on group "Guide"',
      [
        { code: true, text: 'expanded' },
        { code: false, text: ' has no effect on group "Guide"' },
      ],
    ],
    // Backticks inside a JSON-quoted user value are text, not code.
    [
      'Group "a `b` c" has `x`.',
      [
        { code: false, text: 'Group "a `b` c" has ' },
        { code: true, text: 'x' },
        { code: false, text: '.' },
      ],
    ],
    [
      'Group "say \\"`hi`\\"" and `y`',
      [
        { code: false, text: 'Group "say \\"`hi`\\"" and ' },
        { code: true, text: 'y' },
      ],
    ],
    // A backtick inside a word does not close the span: the user's value stays whole.
    [
      'Page metadata `openapi: get /a`b` matches nothing',
      [
        { code: false, text: 'Page metadata ' },
        { code: true, text: 'openapi: get /a`b' },
        { code: false, text: ' matches nothing' },
      ],
    ],
    [
      '`true` or `false`, not `yes`',
      [
        { code: true, text: 'true' },
        { code: false, text: ' or ' },
        { code: true, text: 'false' },
        { code: false, text: ', not ' },
        { code: true, text: 'yes' },
      ],
    ],
    ['one ` alone, `` empty, and "open quote', [{ code: false, text: 'one ` alone, `` empty, and "open quote' }]],
  ])('%j', (message, parts) => {
    expect(messageParts(message)).toEqual(parts);
    expect(
      messageParts(message)
        .map((p) => (p.code ? `\`${p.text}\`` : p.text))
        .join(''),
    ).toBe(message);
  });
});

describe('markdownMessage', () => {
  test.each([
    [
      '`colapsed` is not a field of group "Reference"; the platform ignores it.',
      '<code>colapsed</code> is not a field of group "Reference"; the platform ignores it.',
    ],
    ['`snake_case` and `*bold*`', '<code>snake_case</code> and <code>&#42;bold&#42;</code>'],
    // User text inside navlint's backticks is escaped like any other: no HTML, no mention, no link, no cell break.
    [
      '`<img src=x onerror=alert(1)> @octocat | https://evil.test [x](y)` is not a field',
      '<code>&lt;img src=x onerror=alert(1)&gt; @&#8203;octocat &#124; https:&#8203;//evil.test &#91;x&#93;(y)</code> is not a field',
    ],
    // A backtick of the user's stays inside the span as an entity: it cannot close the code early.
    ['Page metadata `openapi: get /a`b` is wrong', 'Page metadata <code>openapi: get /a&#96;b</code> is wrong'],
    ['Group "`**x**`" @team', 'Group "&#96;&#42;&#42;x&#42;&#42;&#96;" @&#8203;team'],
  ])('%j', (message, markdown) => {
    expect(markdownMessage(message)).toBe(markdown);
  });
});

describe('formatSummary', () => {
  test('stays under its limit whatever the suggestions section holds, and says where it is cut', () => {
    const huge = [
      '### Suggested changes',
      '',
      ...Array.from({ length: 40 }, (_, i) => `| a | b | ${'x'.repeat(60_000)}${i} |`),
    ].join('\n');
    const nav: NavDocument = { version: 1, root: { kind: 'root', children: [] } } as unknown as NavDocument;
    const md = formatSummary(input([finding(7, 'm')]), {
      baseDir: '/repo',
      failOn: 'error',
      failed: true,
      suggestions: huge,
      nav,
    });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(md).toContain('| docs/docs.json:7 | 🔴 error |');
    expect(md).toContain('This is cut here to stay under the size limit; every finding is in the log.');
    expect(md).toContain('### Suggested changes');
    expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length);
  });

  test('a finding row links file:line, the rule doc, and escapes the message', () => {
    const md = formatSummary(input([finding(7, 'Page "<b>|x" is missing')]), {
      baseDir: '/repo',
      blobUrl: BLOB,
      failOn: 'error',
      failed: true,
    });
    expect(md.split('\n')).toContain(
      `| [docs/docs.json:7](${BLOB}/docs/docs.json#L7) | 🔴 error | [page-not-found](${DOC('page-not-found')}) | Page "&lt;b&gt;&#124;x" is missing |`,
    );
    expect(
      md.startsWith(
        '### ❌ navlint: failed\n\nChecked docs/docs.json: 3 navigation entries.\n\n**1 error**, **0 warnings**, **0 notices** (fail-on: error).\n',
      ),
    ).toBe(true);
  });

  test('without a blob URL the location is plain text', () => {
    const md = formatSummary(input([finding(7, 'm')]), { baseDir: '/repo', failOn: 'error', failed: true });
    expect(md.split('\n')).toContain(
      '| docs/docs.json:7 | 🔴 error | [page-not-found](https://github.com/navlint/navlint/blob/main/docs/rules/page-not-found.md) | m |',
    );
  });

  test('errors first, then rules in registry order, then file and line; five findings of each rule and a count of the rest', () => {
    const md = formatSummary(
      input([
        finding(
          3,
          '`anchor` is not a field of group "A"; the platform ignores it.',
          'nav-unknown-field',
          'warning',
          '/repo/docs/docs.json',
        ),
        ...[4, 5, 6, 7, 8, 9, 10].map((line) =>
          finding(
            line,
            `\`anchor\` is not a field of group "G${line}"; the platform ignores it.`,
            'nav-unknown-field',
            'warning',
          ),
        ),
        finding(11, 'Page "b" has no file.', 'page-not-found', 'error', '/repo/docs/docs.json'),
        finding(
          2,
          'Page metadata `openapi: get /x` matches no operation.',
          'frontmatter-openapi-unresolved',
          'error',
          '/repo/docs/api/x.mdx',
        ),
        finding(12, 'Page "c.mdx" is written with its extension.', 'page-extension', 'error', '/repo/docs/docs.json'),
        finding(1, 'Page "a" has no file.', 'page-not-found', 'error', '/repo/docs/a.json'),
      ]),
      { baseDir: '/repo', blobUrl: BLOB, failOn: 'error', failed: true, sarifFile: 'navlint.sarif' },
    );
    const rows = md
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Location') && !l.startsWith('| ---'));
    expect(rows).toEqual([
      `| [docs/a.json:1](${BLOB}/docs/a.json#L1) | 🔴 error | [page-not-found](${DOC('page-not-found')}) | Page "a" has no file. |`,
      `| [docs/docs.json:11](${BLOB}/docs/docs.json#L11) | 🔴 error | [page-not-found](${DOC('page-not-found')}) | Page "b" has no file. |`,
      `| [docs/docs.json:12](${BLOB}/docs/docs.json#L12) | 🔴 error | [page-extension](${DOC('page-extension')}) | Page "c.mdx" is written with its extension. |`,
      // A Markdown page is linked in its source view: a rendered page has no line anchors.
      `| [docs/api/x.mdx:2](${BLOB}/docs/api/x.mdx?plain=1#L2) | 🔴 error | [frontmatter-openapi-unresolved](${DOC('frontmatter-openapi-unresolved')}) | Page metadata <code>openapi: get /x</code> matches no operation. |`,
      ...[3, 4, 5, 6, 7].map(
        (line) =>
          `| [docs/docs.json:${line}](${BLOB}/docs/docs.json#L${line}) | 🟡 warning | [nav-unknown-field](${DOC('nav-unknown-field')}) | <code>anchor</code> is not a field of group "${line === 3 ? 'A' : `G${line}`}"; the platform ignores it. |`,
      ),
      `| | 🟡 warning | [nav-unknown-field](${DOC('nav-unknown-field')}) | … and 3 more <code>nav-unknown-field</code> findings |`,
    ]);
    expect(md).toContain(
      '\nThe table shows the first 5 findings of each rule; every finding is in the log and the SARIF file.\n',
    );
  });

  test('a finding over several lines links the range', () => {
    const d = finding(4, 'm');
    d.span.end = { line: 9, column: 2 };
    expect(formatSummary(input([d]), { baseDir: '/repo', blobUrl: BLOB, failOn: 'error', failed: true })).toContain(
      `| [docs/docs.json:4](${BLOB}/docs/docs.json#L4-L9) |`,
    );
  });

  test('stays under the limit with very many findings, and says it cut the table', () => {
    // Every finding of its own rule: none is folded into a count.
    const many = Array.from({ length: 20_000 }, (_, i) =>
      finding(i + 1, `Page "${'x'.repeat(80)}${i}" has no file.`, `rule-${i}`),
    );
    const md = formatSummary(input(many), {
      baseDir: '/repo',
      blobUrl: BLOB,
      failOn: 'error',
      failed: true,
      sarifFile: 'navlint.sarif',
    });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(SUMMARY_LIMIT).toBeLessThan(1024 * 1024);
    const rows = md.split('\n').filter((l) => l.startsWith('| [docs/'));
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.length).toBeLessThan(20_000);
    expect(md).toContain(
      `The table is cut to ${rows.length} of 20000 rows to keep this summary under its size limit; every finding is in the log and the SARIF file.`,
    );
  });

  test('cuts a huge navigation tree and still closes it', () => {
    const pages: NavNode[] = Array.from({ length: 50_000 }, (_, i) => ({ kind: 'page', path: `section/page-${i}` }));
    const nav: NavDocument = {
      version: 1,
      root: { kind: 'root', children: [{ kind: 'group', label: 'All', children: pages }] },
    };
    const counts = {
      pages: 49_999,
      apiPages: 0,
      generatedPages: 0,
      pageFiles: 50_000,
      unlistedPageFiles: 1,
      navigationEntries: 50_000,
      openapiDocuments: 0,
    };
    const md = formatSummary(input([finding(1, 'm')]), {
      baseDir: '/repo',
      nav,
      counts,
      failOn: 'never',
      failed: false,
      maxBytes: 200_000,
    });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(200_000);
    // The count is the model's, not the number of lines of the tree.
    expect(md).toContain('<details><summary>Resolved navigation (49999 pages)</summary>');
    expect(md).toMatch(
      /The tree is cut after \d+ of 50001 entries to keep this summary under its size limit\.\n\n<\/details>\n$/,
    );
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
              {
                kind: 'group',
                label: 'Flags',
                path: 'api/flags',
                children: [
                  {
                    kind: 'operation',
                    method: 'GET',
                    operationPath: '/flags/{key}',
                    spec: 'openapi/v2.yaml',
                    generated: true,
                  },
                ],
              },
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
      '- Link **Blog** → https:&#8203;//example.com/blog',
    ]);
  });
});
