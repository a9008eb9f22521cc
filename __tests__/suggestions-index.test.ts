import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { closest, maxTypoDistance, NameIndex, pickClosest } from '../src/core/suggest.js';
import { closestOperation } from '../src/model/openapi.js';
import type { OperationRef } from '../src/model/nav.js';
import type { Operation, SpecDoc } from '../src/openapi/spec.js';

describe('the name index answers as a full scan does', () => {
  const word = fc.stringMatching(/^[a-cA-C/-]{0,12}$/);
  // Its first searches measure every name; later ones go through the bigram index. Both are checked: `scanned` 0
  // indexes from the first search.
  const ways = [
    ['scanning', undefined],
    ['indexed', 0],
  ] as const;

  test.each(ways)('for any names and input, at any ratio below 0.75 (%s)', (_, scanned) => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), word, fc.constantFrom(0.2, 0.4, 0.5), (names, input, ratio) => {
        expect(new NameIndex(names, undefined, scanned).closest(input, ratio)).toBe(closest(input, names, ratio));
      }),
      { numRuns: 3000 },
    );
  });

  test.each(ways)('candidates split among indexes combine as one list (%s)', (_, scanned) => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), fc.array(word, { maxLength: 20 }), word, (a, b, input) => {
        const near = [
          new NameIndex(a, undefined, scanned).near(input),
          new NameIndex(b, undefined, scanned).near(input),
        ];
        expect(pickClosest(input, near)).toBe(closest(input, [...a, ...b]));
      }),
      { numRuns: 2000 },
    );
  });

  test('one index answers the same before and after it indexes its names', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 30 }),
        fc.array(word, { minLength: 1, maxLength: 12 }),
        (names, inputs) => {
          // Four searches' worth of scanning, then the index: every answer matches a full scan either way.
          const index = new NameIndex(names, undefined, names.length * 4);
          for (const input of inputs) expect(index.closest(input)).toBe(closest(input, names));
        },
      ),
      { numRuns: 1000 },
    );
  });

  test.each(ways)('on page paths: typos, case, and nothing near (%s)', (_, scanned) => {
    const pages = Array.from({ length: 3000 }, (_, i) => `guides/section-${i % 40}/page-${i}`);
    const index = new NameIndex(pages, undefined, scanned);
    for (const input of [
      'guides/section-7/pgae-7',
      'Guides/Section-7/Page-7',
      'guides/section-7/page-7',
      'guides/section-7/page-77777',
      'reference/api/authentication',
      'g',
      '',
    ])
      expect(index.closest(input)).toBe(closest(input, pages));
  });

  test('10,000 typos among 10,000 names: a few distances each, not one per name', () => {
    const pages = Array.from({ length: 10000 }, (_, i) => `guides/page-${i}`);
    const index = new NameIndex(pages);
    for (let i = 0; i < 10000; i++) expect(index.closest(`guides/pgae-${i}`)).toBe(`guides/page-${i}`);
    // A full scan would measure 100,000,000; the first searches scan (20,000 names in all), the rest go through the
    // bigrams.
    expect(index.measured).toBeLessThanOrEqual(20 * 10000);
  });

  test('inputs that match nothing stop looking once the budget is spent, and still answer near typos', () => {
    const pages = Array.from({ length: 10000 }, (_, i) => `guides/page-${i}`);
    const index = new NameIndex(pages);
    for (let i = 0; i < 10000; i++) expect(index.closest(`zzzzzzzzzzzz${i}`)).toBeUndefined();
    // The budget of 2,000,000 distances, and the 20,000 names the first searches scan.
    expect(index.measured).toBeLessThanOrEqual(2_020_000);
    const spent = index.measured;
    for (let i = 0; i < 1000; i++) expect(index.closest(`zzzzzzzzzzzz${i}`)).toBeUndefined();
    expect(index.measured).toBe(spent);
    expect(index.closest('guides/pgae-42')).toBe('guides/page-42');
    expect(index.measured - spent).toBeLessThanOrEqual(1000);
  });
});

describe('the closest operation, through the index, is the one a full scan finds', () => {
  const spec = {} as SpecDoc;
  const op = (method: string, p: string): Operation => ({
    spec,
    method,
    path: p,
    webhook: method === 'WEBHOOK',
    tags: [],
    hidden: false,
    excluded: false,
    span: { file: '', pointer: '', start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
  });
  /** The scan the index replaced: the nearest alike path, then the method, then the path as written, then document order. */
  function scan(ops: Operation[], ref: OperationRef): Operation | undefined {
    const method = ref.webhook ? 'WEBHOOK' : ref.method.toUpperCase();
    const alt = ref.path.endsWith('/') ? ref.path.replace(/\/+$/, '') : ref.path + '/';
    const slash = ops.find((o) => o.path === alt && o.method === method) ?? ops.find((o) => o.path === alt);
    if (slash) return slash;
    const unnamed = (p: string) => p.replace(/\{[^}]*\}/g, '{}');
    const target = unnamed(ref.path);
    let best: Operation | undefined;
    let key: number[] = [Infinity, 0, 0];
    for (const o of ops) {
      if ((o.method === 'WEBHOOK') !== ref.webhook) continue;
      const text = unnamed(o.path);
      const d = distance(text, target);
      if (d > maxTypoDistance(text.length, target.length)) continue;
      const k = [d, o.method === method ? 0 : 1, distance(o.path, ref.path)];
      if (
        best === undefined ||
        k[0] < key[0] ||
        (k[0] === key[0] && (k[1] < key[1] || (k[1] === key[1] && k[2] < key[2])))
      ) {
        best = o;
        key = k;
      }
    }
    return best;
  }
  const segment = fc.stringMatching(/^(\{[a-b]?\}|[a-cA]{1,3})$/);
  const pathArb = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => '/' + s.join('/'));
  const methodArb = fc.constantFrom('GET', 'POST', 'WEBHOOK');

  test('for any operations and reference', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(methodArb, pathArb), { maxLength: 30 }),
        fc.tuple(methodArb, pathArb),
        (list, [m, p]) => {
          const ops = list.map(([method, p2]) => op(method, p2));
          const ref = { method: m === 'WEBHOOK' ? 'POST' : m, path: p, webhook: m === 'WEBHOOK' } as OperationRef;
          expect(closestOperation(ops, ref)).toBe(scan(ops, ref));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
