import picomatch from 'picomatch';
import { expandBraces, GlobSet, MAX_GLOB_ALTERNATIVES } from '../src/core/glob.js';
import { NameIndex } from '../src/core/suggest.js';
import { MAX_GRAPHQL_ERRORS, readGraphqlSchema } from '../src/openapi/graphql.js';

// Matchers of hostile patterns: each is pinned by the work it does (counted, never timed) and by what it finds.

describe('ignore globs', () => {
  const paths = [
    'intro.mdx',
    '.hidden.mdx',
    'drafts/a.mdx',
    'drafts/deep/b.md',
    'drafts',
    'guides/drafts/c.mdx',
    'generated/x/y/z.json',
    'api/v1-old.mdx',
    'api/v2.mdx',
    'a[1].mdx',
    'snippets/legacy/part.mdx',
  ];
  const globs = [
    'drafts/**',
    'drafts/*.mdx',
    '**/drafts/**',
    '*.mdx',
    '**/*.md',
    'api/v?.mdx',
    'api/v[0-9]*',
    'api/v[^2]*',
    '{drafts,generated}/**',
    'snippets/{legacy,old}/*.{md,mdx}',
    '!drafts/**',
    './intro.mdx',
    'a\\[1\\].mdx',
    '**',
  ];

  test.each(globs)('%s matches the paths picomatch matches', (glob) => {
    const ours = new GlobSet([glob]);
    const theirs = picomatch(glob, { dot: true });
    expect(paths.filter((p) => ours.test(p))).toEqual(paths.filter((p) => theirs(p)));
  });

  test('`*a*a…*b` against forty `a`s: no backtracking, the work is the product of the lengths at most', () => {
    const glob = new GlobSet(['*a'.repeat(21) + '*b']);
    expect(glob.test('a'.repeat(40))).toBe(false);
    expect(glob.test('a'.repeat(40) + 'b')).toBe(true);
    // Counted, not timed: a backtracking matcher tries more than a billion placements here.
    expect(glob.steps).toBeLessThan(2 * 43 * 41);
  });

  test('`**` segments in a row against a deep path: bounded the same way', () => {
    const glob = new GlobSet(['**/a/'.repeat(20) + 'b']);
    expect(glob.test(Array(60).fill('a').join('/'))).toBe(false);
    expect(glob.steps).toBeLessThan(41 * 61 * 2);
  });

  test('braces expand to at most MAX_GLOB_ALTERNATIVES globs; past it the pattern is read as written', () => {
    expect(expandBraces('a/{b,c/{d,e}}.md')).toEqual(['a/b.md', 'a/c/d.md', 'a/c/e.md']);
    expect(expandBraces('{x}')).toEqual(['{x}']);
    const bomb = '{a,b}'.repeat(20);
    expect(expandBraces(bomb)).toEqual([bomb]);
    expect(expandBraces('{a,b}'.repeat(8))).toHaveLength(MAX_GLOB_ALTERNATIVES);
    // Unclosed braces cost their length: one pass each, not one per brace.
    expect(expandBraces('{'.repeat(100000))).toHaveLength(1);
  });
});

describe('"did you mean" over names of a two-letter alphabet', () => {
  test('searches read the bigram lists up to a bound, then give up at a bound each', () => {
    const names = Array.from({ length: 50000 }, (_, i) =>
      i.toString(2).padStart(16, '0').replace(/0/g, 'a').replace(/1/g, 'b'),
    );
    const index = new NameIndex(names);
    expect(index.closest(names[7] + 'x')).toBe(names[7]);
    for (let i = 0; i < 25000; i++) index.closest(names[i] + 'x');
    // Counted, not timed: every list holds most names, and a search without a bound reads them all.
    expect(index.looked).toBeLessThanOrEqual(10_000_000 + 25000 * 201);
  });
});

describe('GraphQL schemas with many problems', () => {
  test('validation stops past MAX_GRAPHQL_ERRORS, with a closing problem at the start of the file', () => {
    const text = 'type Query {\n  a: String' + Array.from({ length: 200000 }, (_, i) => ` @d${i}`).join('') + '\n}\n';
    const doc = readGraphqlSchema('/s.graphql', 's.graphql', text);
    expect(doc.errors).toHaveLength(MAX_GRAPHQL_ERRORS + 1);
    expect(doc.errors[0].message).toBe('Unknown directive "@d0".');
    expect(doc.errors[0].span.start).toEqual({ line: 2, column: 13 });
    expect(doc.errors[MAX_GRAPHQL_ERRORS]).toMatchObject({
      message: 'More than 100 problems in this schema; navlint lists the first 100.',
      span: { start: { line: 1, column: 1 } },
    });
  });
});
