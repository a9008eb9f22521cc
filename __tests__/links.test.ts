import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractMdx } from '../src/content/mdx.js';
import { anchorsOf, customId, hasAnchor, headingId, Numbering } from '../src/model/anchors.js';
import { resolvePath } from '../src/model/link-paths.js';
import { applyRedirect, MAX_REDIRECT_URL_CHARS, RedirectIndex, type Redirect } from '../src/model/redirects.js';
import { matchPart, parseSource } from '../src/model/source-pattern.js';
import { diagnosticLines } from './helpers/run.js';
import { runCli } from './helpers/cli.js';
import { runCheck } from '../src/engine/index.js';

const NONE = { variables: {} };

describe('heading IDs (the platform\'s rule, every example of SEMANTICS.md "Heading IDs")', () => {
  // [heading as written, the ID the platform gives it]
  const table: [string, string][] = [
    ['Getting started', 'getting-started'],
    ['Config.json options', 'config-json-options'],
    ["What's new", 'what’s-new'],
    ['Rate limits (per minute)', 'rate-limits-per-minute'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ['OAuth', 'oauth'],
    ['Step 1: Issue a proxy secret', 'step-1-issue-a-proxy-secret'],
    ['on-chain — vanity', 'on-chain-—-vanity'],
    ['Naïve café', 'naïve-café'],
  ];

  test.each(table)('%s → %s', (text, id) => {
    const x = extractMdx(`## ${text}\n`, NONE);
    expect(anchorsOf(x).shown).toEqual([id]);
  });

  test('a second heading with the same text is numbered from -2, and a number already taken is skipped', () => {
    const x = extractMdx('## Overview\n\n## Overview\n\n## Overview 3\n\n## Overview\n\n## Overview\n', NONE);
    expect(anchorsOf(x).shown).toEqual(['overview', 'overview-2', 'overview-3', 'overview-4', 'overview-5']);
    const n = new Numbering();
    expect(['a', 'a', 'a-3', 'a'].map((s) => n.next(s))).toEqual(['a', 'a-2', 'a-3', 'a-4']);
  });

  test('`{#custom-id}` sets the ID, and takes part in the numbering', () => {
    const x = extractMdx('## Title {#custom-id}\n\n## Custom ID\n\n## Other {#custom-id}\n', NONE);
    expect(anchorsOf(x).shown).toEqual(['custom-id', 'custom-id-2', 'custom-id-3']);
    expect(customId(' a b?! ')).toBe('a-b');
  });

  test('`<h2 noAnchor>` has no anchor; an `id` on a JSX heading or element is one; below level 4 there is none', () => {
    const page = [
      '<h2 noAnchor>Hidden</h2>',
      '',
      '<h3 id="named">Named</h3>',
      '',
      '<div id="box">x</div>',
      '',
      '<Note id="dropped">A note does not pass its ID on.</Note>',
      '',
      '##### Deep',
      '',
    ].join('\n');
    const a = anchorsOf(extractMdx(page, NONE));
    expect([...a.ids].sort()).toEqual(['box', 'named']);
  });

  test('a fragment matches as written, decoded, or cleaned as the page cleans it; `#top` always does', () => {
    const a = anchorsOf(extractMdx('## Step 1: Go\n\n## 🚀 Quickstart\n\n## What’s new\n', NONE));
    expect(a.shown).toEqual(['step-1-go', '-quickstart', 'what’s-new']);
    for (const f of ['step-1-go', 'step-1:-go', 'what%E2%80%99s-new', '🚀-quickstart', 'TOP'])
      expect(hasAnchor(a, f)).toBe(true);
    for (const f of ['step-1', 'Step-1-go', 'whats-new-2']) expect(hasAnchor(a, f)).toBe(false);
  });

  test('components make anchors from their props: tabs, accordions, steps with heading titles, updates, parameters', () => {
    const page = [
      '<Tabs>',
      '  <Tab title="Python SDK">',
      '    x',
      '  </Tab>',
      '</Tabs>',
      '',
      '<Accordion title="Can I self-host?">',
      '  x',
      '</Accordion>',
      '',
      '<Accordion title="Can I self-host?">',
      '  x',
      '</Accordion>',
      '',
      '<Steps titleSize="h2">',
      '  <Step title="Install">',
      '    x',
      '  </Step>',
      '</Steps>',
      '',
      '<Steps>',
      '  <Step title="No anchor">',
      '    x',
      '  </Step>',
      '</Steps>',
      '',
      '<Update label="2024-06-01">',
      '  x',
      '</Update>',
      '',
      '<ParamField path="userId">',
      '  x',
      '</ParamField>',
      '',
      '<ParamField query="userId">',
      '  x',
      '</ParamField>',
      '',
    ].join('\n');
    expect(anchorsOf(extractMdx(page, NONE)).shown).toEqual([
      'python-sdk',
      'can-i-self-host',
      'can-i-self-host-1',
      'install',
      '2024-06-01',
      'param-user-id',
      'param-user-id-1',
    ]);
  });

  test('the ID of a heading is the same whatever the text around it', () => {
    expect(headingId('  Spaces   around  ')).toBe('spaces-around');
    expect(headingId('It’s fine')).toBe('it’s-fine');
    expect(headingId("It's fine")).toBe('its-fine');
  });
});

describe('redirects indexed for lookup', () => {
  const r = (source: string, destination: string): Redirect => ({
    source,
    destination,
    span: { file: 'docs.json', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
    pattern: /[:*]/.test(source),
    matcher: /$^/,
  });
  const list = [
    r('/docs/:slug*', '/v2/:slug*'),
    r('/docs/exact', '/never'),
    r('/articles/concepts-*', '/guides/*'),
    r('/:lang/old/:page', '/:lang/new/:page'),
    r('/blog/:post?', 'https://blog.example.com/:post?'),
    r('/caf%C3%A9', '/coffee'),
  ];
  const index = new RedirectIndex(list);

  test('the first redirect in docs.json order wins, whatever table or bucket holds it', () => {
    expect(index.match('/docs/exact')?.index).toBe(0);
    expect(index.match('/docs')?.index).toBe(0);
    expect(index.match('/fr/old/a')?.index).toBe(3);
    expect(index.match('/docs/exact/')?.index).toBe(0);
    expect(index.match('/café')?.index).toBe(5);
    expect(index.match('/nothing')).toBeUndefined();
    expect(index.match('/articles/concepts-a/b')).toBeUndefined();
  });

  test('destinations get what the parameters captured', () => {
    const at = (u: string) => applyRedirect(index.match(u)!);
    expect(at('/docs/a/b')).toBe('/v2/a/b');
    expect(at('/articles/concepts-flags')).toBe('/guides/flags');
    expect(at('/fr/old/x')).toBe('/fr/new/x');
    expect(at('/blog/hello')).toBe('https://blog.example.com/hello');
  });

  test('a lookup matches in full only the sources that its segments lead to, wherever their wildcards stand', () => {
    const many: Redirect[] = [];
    for (let i = 0; i < 20000; i++) many.push(r(`/docs/section-${i}/:slug*`, `/new-${i}/:slug*`));
    for (let i = 0; i < 20000; i++) many.push(r(`/:lang*/old-${i}`, `/:lang*/new-${i}`));
    many.push(r('/last/:slug*', '/end/:slug*'));
    const big = new RedirectIndex(many);
    expect(big.match('/docs/section-19999/page')?.index).toBe(19999);
    expect(big.match('/fr/ca/old-7')?.index).toBe(20007);
    expect(applyRedirect(big.match('/fr/ca/old-7')!)).toBe('/fr/ca/new-7');
    expect(big.match('/last/x')?.index).toBe(20000 * 2);
    expect(big.match('/elsewhere/x')).toBeUndefined();
    expect(big.match('/docs/section-x/old-y')).toBeUndefined();
    // Counted, not timed: each lookup that finds a redirect matched one source in full, not forty thousand.
    expect(big.verified).toBe(4);
  });

  test('wildcard segments in a row match a long URL at once, and capture as the regular expression did', () => {
    const source = Array.from({ length: 12 }, (_, i) => `/:p${i}*`).join('') + '/end';
    const index = new RedirectIndex([r(source, '/to/:p0*/:p1*')]);
    const deep = (n: number) => '/' + Array.from({ length: n }, (_, i) => `s${i}`).join('/');
    // Counted, not timed: each segment of the URL steps once from each of the twelve nodes of the wildcards (and the
    // first from the root too), and no source is matched in full; twice the segments, twice the steps.
    expect(index.match(deep(40))).toBeUndefined();
    expect([index.stepped, index.verified]).toEqual([1 + 40 * 12, 0]);
    expect(index.match(deep(80))).toBeUndefined();
    expect([index.stepped, index.verified]).toEqual([1 + 40 * 12 + (1 + 80 * 12), 0]);
    expect(applyRedirect(index.match('/a/b/c/end')!)).toBe('/to/a/b/c/');
    expect(index.verified).toBe(1);
  });
});

/** A redirect whose source is a pattern, for the index alone (its matcher is never used). */
const patternRedirect = (source: string, destination: string): Redirect => ({
  source,
  destination,
  span: { file: 'docs.json', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
  pattern: true,
  matcher: /$^/,
});

describe('wildcards inside a segment', () => {
  const r = patternRedirect;
  const parts = (source: string) => {
    const seg = parseSource(source)[0];
    if (seg.kind !== 'part') throw new Error(`not a segment with wildcards: ${source}`);
    return seg.pieces;
  };

  test('capture as the regular expression did: each from the left takes as much as it can', () => {
    expect(matchPart(parts('/a*b*c'), 'a1b2b3c')).toEqual(['1b2', '3']);
    expect(matchPart(parts('/*-*'), 'x-y-z')).toEqual(['x-y', 'z']);
    expect(matchPart(parts('/v:major.:minor'), 'v1.2.3')).toEqual(['1.2', '3']);
    expect(matchPart(parts('/**x'), 'aaxbx')).toEqual(['aaxb', '']);
    expect(matchPart(parts('/ab*ba'), 'aba')).toBeUndefined();
    expect(matchPart(parts('/ab*ba'), 'abba')).toEqual(['']);
    expect(matchPart(parts('/*a*'), 'bbb')).toBeUndefined();
    expect(matchPart(parts('/x*'), 'x')).toEqual(['']);
  });

  test('a pattern of 10,000 wildcards matches a long segment, or fails, without backtracking', () => {
    const pieces = parts('/' + '*a'.repeat(10000) + '*b');
    const captures = matchPart(pieces, 'a'.repeat(20000) + 'b');
    expect(captures).toHaveLength(10001);
    expect(captures!.slice(0, 2)).toEqual(['a'.repeat(10000), '']);
    expect(matchPart(pieces, 'a'.repeat(20000))).toBeUndefined();
    expect(matchPart(pieces, 'a'.repeat(9999) + 'b')).toBeUndefined();
  });

  test('20,000 sources under the root are looked up by the text their segment starts or ends with, or holds', () => {
    const many: Redirect[] = [];
    for (let i = 0; i < 20000; i++) many.push(r(`/*-v${i}`, `/v${i}/*`));
    for (let i = 0; i < 20000; i++) many.push(r(`/docs-${i}-*`, `/docs/${i}/*`));
    for (let i = 0; i < 20000; i++) many.push(r(`/*-mid${i}x-*`, `/mid/${i}`));
    const index = new RedirectIndex(many);
    expect(applyRedirect(index.match('/guide-v19999')!)).toBe('/v19999/guide');
    expect(applyRedirect(index.match('/docs-7-intro')!)).toBe('/docs/7/intro');
    expect(applyRedirect(index.match('/a-mid42x-b')!)).toBe('/mid/42');
    expect(index.match('/nothing-here')).toBeUndefined();
    // Counted, not timed: each lookup tried the few patterns whose text the segment holds, not sixty thousand.
    expect(index.triedParts).toBeLessThan(10);
  });
});

describe('destinations that grow', () => {
  const r = patternRedirect;

  test('a destination is not built past its bound: its length is worked out first', () => {
    const index = new RedirectIndex([r('/x/:a*', '/x/:a*/:a*/:a*'), r('/y/:a*', '/' + ':a*'.repeat(5000))]);
    const short = 'p/'.repeat(299) + 'p';
    expect(applyRedirect(index.match('/x/' + short)!)).toBe('/x/' + [short, short, short].join('/'));
    expect(applyRedirect(index.match('/x/' + 'p/'.repeat(400))!)).toBeUndefined();
    // A long destination may be as long as it is written, not longer.
    expect(applyRedirect(index.match('/y/abc')!)).toHaveLength(1 + 3 * 5000);
    expect(applyRedirect(index.match('/y/abcd')!)).toBeUndefined();
    expect(MAX_REDIRECT_URL_CHARS).toBe(2048);
  });

  test('a redirect that triples its path at each hop is one redirect-loop finding, through the CLI', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-grow-'));
    try {
      const docs = {
        theme: 'mint',
        name: 'Grow',
        colors: { primary: '#087A60' },
        navigation: { pages: ['intro'] },
        redirects: [{ source: '/x/:a*', destination: '/x/:a*/:a*/:a*' }],
      };
      fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
      fs.writeFileSync(path.join(dir, 'intro.mdx'), '# Intro\n');
      const res = await runCli(['check', dir, '--no-content', '--format', 'json']);
      expect(res.status).toBe(1);
      const report = JSON.parse(res.stdout) as {
        diagnostics: { rule: string; line: number; column: number; severity: string; message: string }[];
      };
      expect(report.diagnostics.map((d) => [d.line, d.column, d.severity, d.rule, d.message])).toEqual([
        [
          14,
          17,
          'error',
          'redirect-loop',
          'Redirect "/x/:a*" never ends: its destination "/x/:a*/:a*/:a*" is redirected again, and the URL grows at ' +
            'each hop (/x/:a* → /x/:a*/:a*/:a* → /x/:a*/:a*/:a*/:a*/:a*/:a*/:a*/:a*/:a* → …) until it is longer ' +
            'than 2048 characters. Readers are sent on until the browser gives up.',
        ],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('link paths', () => {
  test('are read against the page URL as a browser reads them, decoded, without a trailing slash', () => {
    expect(resolvePath('./b', '/guides/a')).toBe('/guides/b');
    expect(resolvePath('b', '/guides/a')).toBe('/guides/b');
    expect(resolvePath('../b/', '/guides/a')).toBe('/b');
    expect(resolvePath('./b', '/guides')).toBe('/b');
    expect(resolvePath('/x/../y/caf%C3%A9', '/')).toBe('/y/café');
    expect(resolvePath('../../../up', '/a')).toBe('/up');
  });
});

describe('asset-too-large', () => {
  test('a sparse 21 MiB file made here is too large; the CLI says so with the link position', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-large-'));
    try {
      fs.mkdirSync(path.join(dir, 'media'));
      fs.writeFileSync(
        path.join(dir, 'docs.json'),
        JSON.stringify({ theme: 'mint', name: 'X', colors: { primary: '#000000' }, navigation: { pages: ['index'] } }),
      );
      fs.writeFileSync(path.join(dir, 'index.mdx'), '# Home\n\n![A poster](/media/poster.png)\n');
      const fd = fs.openSync(path.join(dir, 'media', 'poster.png'), 'w');
      fs.ftruncateSync(fd, 21 * 1024 * 1024);
      fs.closeSync(fd);
      expect(diagnosticLines(await runCheck({ dir: '.', cwd: dir, fs }))).toEqual([
        'index.mdx:3:13 error asset-too-large Image "/media/poster.png" names media/poster.png, which is 21.0 MB; ' +
          'the platform serves static files of at most 20 MB, so readers do not get it. Make it smaller, or host it ' +
          'elsewhere and link to its URL.',
      ]);
      // Exactly 20 MiB is served.
      fs.truncateSync(path.join(dir, 'media', 'poster.png'), 20 * 1024 * 1024);
      expect(diagnosticLines(await runCheck({ dir: '.', cwd: dir, fs }))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the CLI', () => {
  test('reports a broken link with its line, and the link phase in --timing', async () => {
    const r = await runCli(['check', 'fixtures/link-broken/fail', '--format', 'json', '--timing']);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as { diagnostics: { rule: string; file: string; line: number }[] };
    expect(report.diagnostics.filter((d) => d.rule === 'link-broken').map((d) => `${d.file}:${d.line}`)).toContain(
      'fixtures/link-broken/fail/snippets/footer.mdx:1',
    );
    expect(r.stderr).toMatch(/^links +\d+\.\d$/m);
  });
});

describe('a link written with a character reference', () => {
  test('its `&#…;` starts no fragment: the suggestion keeps only the fragment written after it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-charref-'));
    try {
      const docs = { theme: 'mint', name: 'Refs', colors: { primary: '#087A60' }, navigation: { pages: ['setup'] } };
      fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
      fs.writeFileSync(path.join(dir, 'setup.mdx'), '# Setup\n\nSee [it](/s&#101;tupp#install).\n');
      const lines = diagnosticLines(await runCheck({ dir: '.', cwd: dir, fs }));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^setup\.mdx:3:10 error link-broken .*Did you mean "\/setup#install"\?$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
