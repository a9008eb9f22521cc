/**
 * Small files whose patterns once cost far more than their size: redirect destinations that multiply, wildcards
 * inside a segment, `ignore` globs, and lists that were scanned once for each finding.
 */
import { docsJson, type Files, type StressCase, type StressRun } from './cases.js';

const JSON_CHECK = ['check', '.', '--format', 'json'];

/** A site of one listed page, `intro`, with docs.json fields added and other files beside. */
function site(extra: Record<string, unknown> = {}, files: Files = {}, intro = '# Intro\n'): Files {
  return { 'docs.json': docsJson({ pages: ['intro'] }, extra), 'intro.mdx': intro, ...files };
}

/** The three runs of each case: the finding that names the input, `--max-time 5`, and the action. */
function runs(rules: string[] | undefined, status: number[]): StressRun[] {
  return [
    { args: JSON_CHECK, status, ...(rules ? { rules } : {}) },
    { args: [...JSON_CHECK, '--max-time', '5'], status, ...(rules ? { rules } : {}) },
    { args: [], action: { timeout: '20' }, status },
  ];
}

/** Every small hostile pattern of the stress tier. */
export const SMALL_PATTERNS: StressCase[] = [
  {
    id: 'redirect-destination-multiplies',
    what: 'a redirect `/x/:a*` → `/x/:a*/:a*/:a*` (50 bytes): the URL triples at each hop',
    files: () => site({ redirects: [{ source: '/x/:a*', destination: '/x/:a*/:a*/:a*' }] }),
    runs: runs(['redirect-loop'], [1]),
    seconds: 5,
  },
  {
    id: 'redirect-inner-wildcards-20kb',
    what: 'one redirect source of 10,000 wildcards inside one segment (`/*a*a…`, 20 KB)',
    files: () => site({ redirects: [{ source: '/' + '*a'.repeat(10000), destination: '/intro' }] }),
    runs: runs(undefined, [0, 1]),
    seconds: 5,
  },
  {
    id: 'redirect-inner-wildcards-20000',
    what: '20,000 redirect sources with a wildcard inside their segment (`/*-v1`, `/*-v2`, …)',
    files: () =>
      site({ redirects: Array.from({ length: 20000 }, (_, i) => ({ source: `/*-v${i}`, destination: '/intro' })) }),
    runs: runs(undefined, [0, 1]),
    seconds: 10,
  },
  {
    id: 'ignore-glob-stars',
    what: 'an `ignore` glob `*a*a…*b` (44 bytes) against a page named with forty `a`s',
    files: () => ({
      'docs.json': docsJson({ pages: ['intro', 'a'.repeat(40)] }),
      'intro.mdx': '# Intro\n',
      '.navlintrc.json': JSON.stringify({ ignore: ['*a'.repeat(21) + '*b'] }),
    }),
    runs: runs(['page-not-found'], [1]),
    seconds: 5,
  },
  {
    id: 'ignore-pointers-30000',
    what: 'an `ignore` entry of 30,000 JSON pointers against 30,000 findings',
    files: () => ({
      'docs.json': docsJson({ pages: ['intro', ...Array.from({ length: 30000 }, (_, i) => `missing-${i}`)] }),
      'intro.mdx': '# Intro\n',
      '.navlintrc.json': JSON.stringify({
        ignore: [{ path: 'docs.json', pointers: Array.from({ length: 30000 }, (_, i) => `/x/${i}`) }],
      }),
    }),
    runs: runs(['page-not-found'], [1]),
    seconds: 10,
  },
  {
    id: 'suppressions-200000',
    what: '200,000 entries in navlint-suppressions.json, each for a file that is gone',
    files: () => {
      const entries: Record<string, unknown> = {};
      for (let i = 0; i < 200000; i++) entries[`gone-${i}.mdx`] = { 'link-broken': { count: 1 } };
      return site({}, { 'navlint-suppressions.json': JSON.stringify(entries) });
    },
    runs: runs(['suppression-unused'], [1]),
    seconds: 10,
  },
  {
    id: 'directive-200000-rules',
    what: 'one `navlint-disable` comment naming 200,000 rules, on a page of 1,000 broken links',
    files: () => {
      const rules = Array.from({ length: 200000 }, (_, i) => `rule${i}`).join(', ');
      const links = Array.from({ length: 1000 }, (_, i) => `[l](/missing-${i})`).join('\n\n');
      return site({}, {}, `# Intro\n\n{/* navlint-disable ${rules} */}\n\n${links}\n`);
    },
    runs: runs(['directive-unused', 'link-broken'], [1]),
    seconds: 10,
  },
  {
    id: 'graphql-directives-100000',
    what: 'a GraphQL schema of 100,000 unknown directives on one field',
    files: () => ({
      'docs.json': docsJson({
        tabs: [
          { tab: 'Docs', pages: ['intro'] },
          { tab: 'API', graphql: { source: 'schema.graphql', directory: 'api' } },
        ],
      }),
      'intro.mdx': '# Intro\n',
      'schema.graphql':
        'type Query {\n  a: String' + Array.from({ length: 100000 }, (_, i) => ` @d${i}`).join('') + '\n}\n',
    }),
    runs: runs(['graphql-invalid'], [1]),
    seconds: 5,
  },
  {
    id: 'suggest-two-letters-50000',
    what: '50,000 pages named over a two-letter alphabet, 25,000 entries with a letter added',
    files: () => {
      const files: Files = { 'intro.mdx': '# Intro\n' };
      const names = Array.from({ length: 50000 }, (_, i) =>
        i.toString(2).padStart(16, '0').replace(/0/g, 'a').replace(/1/g, 'b'),
      );
      for (const n of names) files[`p/${n}.mdx`] = '# P\n';
      const pages = [...names.slice(0, 25000).map((n) => `p/${n}`), ...names.slice(25000).map((n) => `p/${n}x`)];
      files['docs.json'] = docsJson({ pages: ['intro', ...pages] });
      return files;
    },
    runs: runs(['page-not-found'], [1]),
    seconds: 10,
  },
];
