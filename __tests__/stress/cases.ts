/**
 * Inputs that once made a check hang, or grow quadratically, generated at test time (none is committed). Each case
 * is a docs root (files by path) and the commands run on it; the stress tier runs every command through
 * `dist/cli.js` with a bound on memory, and scripts/bench-stress.mjs holds each run to its bound on time.
 */

import { SMALL_BUDGET } from './small-budget.js';
import { SMALL_READS } from './small-reads.js';
import { SMALL_PATTERNS } from './small-patterns.js';

/** Files of a docs root, by root-relative path. */
export type Files = Record<string, string>;

/** One command run on a case's docs root. */
export interface StressRun {
  /** Arguments after `node dist/cli.js`; `{out}` stands for a file in a fresh folder outside the root. */
  args: string[];
  /** Run the action (dist/action.js, `args` unused) with these inputs instead of the CLI. */
  action?: Record<string, string>;
  /** Exit codes that are right for this input. */
  status: number[];
  /** Rules that must be among the findings (`--format json` runs), or text that must be in the output. */
  rules?: string[];
  /** A bound of its own for this run, in seconds (the case's otherwise). */
  seconds?: number;
}

/** A generated input and what must hold when navlint runs on it. */
export interface StressCase {
  id: string;
  /** What the input is, for the test's name and the README. */
  what: string;
  files: () => Files;
  runs: StressRun[];
  /** Wall-clock bound for each run, in seconds, on a shared two-core machine (a benchmark's, not the test's). */
  seconds: number;
}

/** A docs.json with the required settings, the given navigation and any other top-level fields. */
export function docsJson(navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ theme: 'mint', name: 'Stress', colors: { primary: '#087A60' }, navigation, ...extra });
}

/** A site of one listed page, `intro`, with docs.json fields added. */
function onePage(extra: Record<string, unknown> = {}, intro = '# Intro\n'): Files {
  return { 'docs.json': docsJson({ pages: ['intro'] }, extra), 'intro.mdx': intro };
}

/** A redirect source of `segments` wildcard segments (`:p0*`, `:p1*`, …) and a last one, `end`: once a backtracking pattern. */
export function wildcardSource(segments: number): string {
  return Array.from({ length: segments }, (_, i) => `/:p${i}*`).join('') + '/end';
}

/** `count` redirects under one first segment, each with its own literal segment: wildcard ones or plain ones. */
export function manyRedirects(count: number, wildcard: boolean): Files {
  const redirects = Array.from({ length: count }, (_, i) => ({
    source: wildcard ? `/docs/section-${i}/:slug*` : `/docs/section-${i}`,
    destination: wildcard ? `/guides/section-${i}/:slug*` : '/intro',
  }));
  return onePage({ redirects });
}

/** A page that links `count` times to the site's pages (`sep` between the links). */
function manyLinks(count: number, sep: string, target: (i: number) => string): Files {
  const links = Array.from({ length: count }, (_, i) => `[l${i}](${target(i)})`).join(sep);
  return onePage({}, `# Intro\n\n${links}\n`);
}

/** `count` pages in one folder, and a navigation that lists each with two letters swapped. */
function mistypedEntries(count: number): Files {
  const files: Files = {};
  const pages: string[] = [];
  for (let i = 0; i < count; i++) {
    files[`guides/page-${i}.mdx`] = `# Page ${i}\n`;
    pages.push(`guides/pgae-${i}`);
  }
  files['docs.json'] = docsJson({ pages: ['intro', ...pages] });
  files['intro.mdx'] = '# Intro\n';
  return files;
}

/** An OpenAPI document with `count` operations, and a navigation that names each with one letter missing. */
function mistypedOperations(count: number): Files {
  const paths: Record<string, unknown> = {};
  const pages: string[] = [];
  for (let i = 0; i < count; i++) {
    paths[`/items-${i}/details`] = { get: { summary: `Item ${i}`, responses: { '200': { description: 'OK' } } } };
    pages.push(`GET /items-${i}/detail`);
  }
  return {
    'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages }] }),
    'openapi.json': JSON.stringify({ openapi: '3.0.0', info: { title: 'T', version: '1' }, paths }),
  };
}

/** An OpenAPI document whose schema `S0` refers to `S1`, and so on down to `S{length}`. */
function refChain(length: number): Files {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < length; i++) schemas[`S${i}`] = { $ref: `#/components/schemas/S${i + 1}` };
  schemas[`S${length}`] = { type: 'string' };
  const spec = {
    openapi: '3.0.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/x': {
        get: {
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  };
  return {
    'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /x'] }] }),
    'openapi.json': JSON.stringify(spec),
  };
}

/** An OpenAPI document of about `bytes` that is mostly values: a long `enum` of numbers or of long strings. */
function valueHeavySpec(bytes: number, strings: boolean): Files {
  const values: (number | string)[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const v = strings ? `value-${i}-${'x'.repeat(1000)}` : i;
    values.push(v);
    size += String(v).length + (strings ? 3 : 1);
  }
  const spec = {
    openapi: '3.0.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/x': {
        get: {
          parameters: [{ name: 'v', in: 'query', schema: { type: strings ? 'string' : 'integer', enum: values } }],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  };
  return {
    'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /x'] }] }),
    'openapi.json': JSON.stringify(spec),
  };
}

/** A docs.json of about `bytes`: groups with long labels, each listing one page. */
function hugeDocsJson(bytes: number): Files {
  const label = 'L'.repeat(2000);
  const groups: unknown[] = [];
  for (let i = 0; groups.length * (label.length + 60) < bytes; i++)
    groups.push({ group: `${label} ${i}`, pages: [i === 0 ? 'intro' : `missing-${i}`] });
  return { 'docs.json': docsJson({ groups }), 'intro.mdx': '# Intro\n' };
}

/** A URL of 24 segments that no page serves: a backtracking source pattern tried every split of it. */
const DEEP_URL = '/' + Array.from({ length: 24 }, (_, i) => `s${i}`).join('/');

const JSON_CHECK = ['check', '.', '--format', 'json'];

/** A page of a list nested 450 deep by indentation: below the nesting bound, but many seconds to parse. */
function slowPage(): Files {
  return onePage({}, '# Intro\n\n' + Array.from({ length: 450 }, (_, i) => '  '.repeat(i) + '- a\n').join(''));
}

/** Every case of the stress tier. */
export const CASES: StressCase[] = [
  {
    id: 'redirect-wildcard-segments',
    what: 'a redirect source of 12 wildcard segments, `/:p0*/…/:p11*/end`, to a URL 24 segments deep',
    files: () => onePage({ redirects: [{ source: wildcardSource(12), destination: DEEP_URL }] }),
    runs: [
      { args: JSON_CHECK, status: [1], rules: ['redirect-broken'] },
      { args: [...JSON_CHECK, '--no-content'], status: [1], rules: ['redirect-broken'] },
      { args: ['nav', '.'], status: [0] },
      { args: ['preview', '.', '--out', '{out}'], status: [0] },
    ],
    seconds: 5,
  },
  {
    id: 'redirects-wildcard-20000',
    what: '20,000 wildcard redirects under one first segment (`/docs/section-N/:slug*`)',
    files: () => manyRedirects(20000, true),
    runs: [{ args: JSON_CHECK, status: [0, 1] }],
    seconds: 10,
  },
  {
    id: 'redirects-plain-20000',
    what: '20,000 plain redirects under one first segment (`/docs/section-N`)',
    files: () => manyRedirects(20000, false),
    runs: [{ args: JSON_CHECK, status: [0, 1] }],
    seconds: 10,
  },
  {
    id: 'nested-lists',
    what: 'a list nested 10,000 deep on one line (`- - - … a`)',
    files: () => onePage({}, '# Intro\n\n' + '- '.repeat(10000) + 'a\n'),
    runs: [{ args: JSON_CHECK, status: [0, 1], rules: ['page-too-complex'] }],
    seconds: 5,
  },
  {
    id: 'nested-lists-indented',
    what: 'a list nested 1,000 deep by indentation (one item a line, each two spaces further in)',
    files: () => onePage({}, '# Intro\n\n' + Array.from({ length: 1000 }, (_, i) => '  '.repeat(i) + '- a\n').join('')),
    runs: [{ args: JSON_CHECK, status: [0, 1], rules: ['page-too-complex'] }],
    seconds: 5,
  },
  {
    id: 'nested-blockquotes',
    what: 'blockquotes nested 30,000 deep (`> > > … a`)',
    files: () => onePage({}, '# Intro\n\n' + '> '.repeat(30000) + 'a\n'),
    runs: [{ args: JSON_CHECK, status: [0, 1], rules: ['page-too-complex'] }],
    seconds: 5,
  },
  {
    id: 'links-100000',
    what: '100,000 links to a page on one line (the parser needs about 35 s and 2 GiB: stopped by the page bounds)',
    files: () => manyLinks(100000, ' ', () => '/intro'),
    runs: [{ args: JSON_CHECK, status: [1], rules: ['page-too-complex'] }],
    seconds: 15,
  },
  {
    id: 'links-100000-lines',
    what: '100,000 links to a page, one a line (stopped by the page bounds)',
    files: () => manyLinks(100000, '\n\n', () => '/intro'),
    runs: [{ args: JSON_CHECK, status: [1], rules: ['page-too-complex'] }],
    seconds: 15,
  },
  {
    id: 'links-broken-100000',
    what: '100,000 links to 100,000 missing pages (stopped by the page bounds)',
    files: () => manyLinks(100000, '\n', (i) => `/missing-${i}`),
    runs: [{ args: JSON_CHECK, status: [1], rules: ['page-too-complex'] }],
    seconds: 15,
  },
  {
    id: 'links-anchors-100000',
    what: '100,000 links to missing `#fragments` of a page with 1,000 headings (stopped by the page bounds)',
    files: () => {
      const headings = Array.from({ length: 1000 }, (_, i) => `## Heading ${i}\n`).join('\n');
      const links = Array.from({ length: 100000 }, (_, i) => `[l${i}](#heading-x${i})`).join('\n');
      return onePage({}, `# Intro\n\n${headings}\n${links}\n`);
    },
    runs: [{ args: JSON_CHECK, status: [1], rules: ['page-too-complex'] }],
    seconds: 15,
  },
  {
    id: 'links-resolved-10000',
    what: '5,000 links to missing pages and 5,000 to missing `#fragments` of a page with 1,000 headings, all parsed',
    files: () => {
      const headings = Array.from({ length: 1000 }, (_, i) => `## Heading ${i}\n`).join('\n');
      const broken = Array.from({ length: 5000 }, (_, i) => `[b${i}](/missing-${i})`).join('\n');
      const anchors = Array.from({ length: 5000 }, (_, i) => `[a${i}](#heading-x${i})`).join('\n');
      return {
        ...onePage({}, `# Intro\n\n${headings}\n${broken}\n${anchors}\n`),
        '.navlintrc.json': JSON.stringify({ pageTimeout: 60 }),
      };
    },
    runs: [{ args: JSON_CHECK, status: [1], rules: ['link-broken', 'link-anchor-missing'] }],
    seconds: 10,
  },
  {
    id: 'variables-expand',
    what: 'a 441-byte page whose 80 uses of a 60 KB variable of links would expand to 4.8 MiB',
    files: () => {
      const value = '[a](/intro) '.repeat(5000);
      return onePage({ variables: { v: value } }, '# Intro\n\n' + '{{v}} '.repeat(72) + '\n');
    },
    runs: [{ args: JSON_CHECK, status: [0, 1], rules: ['page-too-complex'] }],
    seconds: 5,
  },
  {
    id: 'mistyped-entries-10000',
    what: '10,000 pages in one folder and 10,000 navigation entries, each with two letters swapped',
    files: () => mistypedEntries(10000),
    runs: [
      { args: JSON_CHECK, status: [1], rules: ['page-not-found'] },
      { args: [...JSON_CHECK, '--no-content'], status: [1], rules: ['page-not-found'] },
    ],
    seconds: 10,
  },
  {
    id: 'mistyped-operations-5000',
    what: '5,000 operations and 5,000 navigation entries that name each with a letter missing',
    files: () => mistypedOperations(5000),
    runs: [{ args: [...JSON_CHECK, '--no-content'], status: [1], rules: ['operation-not-found'] }],
    seconds: 10,
  },
  {
    id: 'openapi-ref-chain-2000',
    what: 'an OpenAPI `$ref` chain 2,000 long',
    files: () => refChain(2000),
    runs: [{ args: [...JSON_CHECK, '--no-content'], status: [0, 1] }],
    seconds: 10,
  },
  {
    id: 'openapi-ref-chain-20000',
    what: 'an OpenAPI `$ref` chain 20,000 long',
    files: () => refChain(20000),
    runs: [{ args: [...JSON_CHECK, '--no-content'], status: [0, 1] }],
    seconds: 10,
  },
  {
    id: 'openapi-many-values',
    what: 'a 30 MB OpenAPI document of numbers (an `enum` of 4 million values)',
    files: () => valueHeavySpec(30_000_000, false),
    runs: [{ args: [...JSON_CHECK, '--no-content'], status: [0, 1] }],
    seconds: 10,
  },
  {
    id: 'openapi-bad-values',
    what: 'a 30 MB OpenAPI document of a million values the validator rejects (`{"type": "strin"}` properties)',
    files: () => {
      const properties: Record<string, unknown> = {};
      for (let i = 0; i < 1_000_000; i++) properties[`p${i}`] = { type: 'strin' };
      const spec = {
        openapi: '3.0.0',
        info: { title: 'T', version: '1' },
        paths: { '/x': { get: { responses: { '200': { description: 'OK' } } } } },
        components: { schemas: { Big: { type: 'object', properties } } },
      };
      return {
        'docs.json': docsJson({ groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /x'] }] }),
        'openapi.json': JSON.stringify(spec),
      };
    },
    runs: [{ args: [...JSON_CHECK, '--no-content'], status: [1], rules: ['openapi-invalid'] }],
    seconds: 15,
  },
  {
    id: 'openapi-long-strings',
    what: 'a 30 MB OpenAPI document of 1 KB strings',
    files: () => valueHeavySpec(30_000_000, true),
    runs: [{ args: [...JSON_CHECK, '--no-content'], status: [0, 1] }],
    seconds: 10,
  },
  {
    id: 'page-timeout',
    what: 'a page nested 450 deep by indentation (below the nesting bound, seconds to parse), with `pageTimeout: 1`',
    files: () => ({ ...slowPage(), '.navlintrc.json': JSON.stringify({ pageTimeout: 1 }) }),
    runs: [{ args: JSON_CHECK, status: [1], rules: ['page-too-complex'] }],
    seconds: 10,
  },
  {
    id: 'max-time',
    what: 'the same page with `--max-time 1`: the check stops waiting after a second',
    files: slowPage,
    runs: [{ args: [...JSON_CHECK, '--max-time', '1'], status: [1], rules: ['check-timeout'] }],
    seconds: 5,
  },
  {
    id: 'docs-json-60mb',
    what: 'a 60 MB docs.json (30,000 groups with 2,000-character labels)',
    files: () => hugeDocsJson(60_000_000),
    runs: [
      { args: [...JSON_CHECK, '--no-content'], status: [1] },
      // A preview of 180 MB of HTML: linear, but its size is what costs; the preview's output bound cuts it.
      { args: ['preview', '.', '--out', '{out}'], status: [0], seconds: 15 },
      { args: [], action: { content: 'false' }, status: [1] },
    ],
    seconds: 10,
  },
  ...SMALL_BUDGET,
  ...SMALL_READS,
  ...SMALL_PATTERNS,
];

/**
 * The small-input class: a few KB each, run on every Node the action supports (`NAVLINT_STRESS_CLASS=small`), since
 * what they cost depends on the engine's regular expressions, parser and threads rather than on the input's size.
 */
export const SMALL_CASES: StressCase[] = [...SMALL_BUDGET, ...SMALL_PATTERNS];
