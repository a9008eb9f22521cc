import { savedOnlyBy, savesCache, trustedKey, trustedRefs, type CacheListing } from '../src/action/cache.js';

/** A listing of `entries` (key and ref; newest last), 100 a page, newest first, as the REST API gives it. */
function listing(entries: [key: string, ref: string][]): CacheListing & { pages: number[] } {
  const pages: number[] = [];
  const list = async (key: string, page: number) => {
    pages.push(page);
    const all = entries
      .map(([k, ref], i) => ({ key: k, ref, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }))
      .filter((e) => e.key.startsWith(key))
      .reverse();
    return { total: all.length, entries: all.slice((page - 1) * 100, page * 100) };
  };
  return Object.assign(list, { pages });
}

const keys = { key: 'navlint-1-root-b', restoreKey: 'navlint-1-root-' };
const MAIN = 'refs/heads/main';
const PR = 'refs/pull/7/merge';

describe('which refs a run trusts, and whether it saves', () => {
  test.each<[string, Record<string, string>, string[], boolean]>([
    [
      'a pull request into release',
      { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: PR, GITHUB_BASE_REF: 'release' },
      [MAIN, 'refs/heads/release'],
      false,
    ],
    [
      'pull_request_target, run in the base',
      { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_REF: MAIN, GITHUB_BASE_REF: 'main' },
      [MAIN],
      false,
    ],
    [
      'a push to a branch',
      { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/docs' },
      [MAIN, 'refs/heads/docs'],
      true,
    ],
    ['a push of a tag', { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1' }, [MAIN], false],
    [
      'a merge queue',
      { GITHUB_EVENT_NAME: 'merge_group', GITHUB_REF: 'refs/heads/gh-readonly-queue/main/pr-7' },
      [MAIN],
      false,
    ],
    ['a push that names a pull request ref', { GITHUB_EVENT_NAME: 'push', GITHUB_REF: PR }, [MAIN], false],
  ])('%s', (_, env, refs, saves) => {
    expect(trustedRefs(env, 'main')).toEqual(refs);
    expect(savesCache(env)).toBe(saves);
  });
});

describe('the entry a run restores', () => {
  test('the key of these pages when trusted refs alone saved it, else the newest such key', async () => {
    expect(
      await trustedKey(
        listing([
          [keys.key, MAIN],
          ['navlint-1-root-c', MAIN],
        ]),
        keys,
        [MAIN],
      ),
    ).toEqual({
      key: keys.key,
      ref: MAIN,
      others: 0,
    });
    // The pull request saved the key of these pages too, and a newer one: the newest that main alone saved is taken.
    const mixed = listing([
      ['navlint-1-root-a', MAIN],
      [keys.key, MAIN],
      [keys.key, PR],
      ['navlint-1-root-d', PR],
    ]);
    expect(await trustedKey(mixed, keys, [MAIN])).toEqual({ key: 'navlint-1-root-a', ref: MAIN, others: 2 });
    expect(await trustedKey(listing([[keys.key, PR]]), keys, [MAIN])).toEqual({ others: 1 });
    expect(await trustedKey(listing([]), keys, [MAIN])).toEqual({ others: 0 });
  });

  test('a listing longer than five pages vouches for nothing', async () => {
    const many = listing(Array.from({ length: 501 }, (_, i): [string, string] => [`navlint-1-root-${i}`, MAIN]));
    expect(await trustedKey(many, keys, [MAIN])).toEqual({ others: 0 });
    expect(many.pages).toEqual([1, 2, 3, 4, 5]);
    const five = listing(Array.from({ length: 500 }, (_, i): [string, string] => [`navlint-1-root-${i}`, MAIN]));
    expect((await trustedKey(five, keys, [MAIN])).key).toBe('navlint-1-root-499');
  });

  test('a key is vouched for when every entry of exactly that key was saved by a trusted ref', async () => {
    expect(await savedOnlyBy(listing([[keys.key, MAIN]]), keys.key, [MAIN])).toBe(true);
    // A longer key that the pull request saved is another key.
    expect(
      await savedOnlyBy(
        listing([
          [keys.key, MAIN],
          [`${keys.key}x`, PR],
        ]),
        keys.key,
        [MAIN],
      ),
    ).toBe(true);
    expect(
      await savedOnlyBy(
        listing([
          [keys.key, MAIN],
          [keys.key, PR],
        ]),
        keys.key,
        [MAIN],
      ),
    ).toBe(false);
    expect(await savedOnlyBy(listing([]), keys.key, [MAIN])).toBe(false);
  });
});
