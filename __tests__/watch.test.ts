import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchTree, type TreeWatcher } from '../src/preview/watch.js';

// The watcher of `preview --watch`, on real files: with fs.watch (recursive) and with the polling fallback.

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-watch-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'docs.json'), '{}');
  fs.mkdirSync(path.join(dir, 'guides'));
  fs.mkdirSync(path.join(dir, 'node_modules', 'x'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.git'));
  return dir;
}

/** Resolves with the first changed path after `act`, or `undefined` when none came within `ms`. */
function nextChange(seen: string[], act: () => void, ms = 3000): Promise<string | undefined> {
  const before = seen.length;
  act();
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (seen.length > before || Date.now() - started > ms) {
        clearInterval(timer);
        resolve(seen[before]);
      }
    }, 20);
  });
}

describe.each([
  ['fs.watch', false],
  ['polling', true],
])('watchTree with %s', (_name, poll) => {
  let watcher: TreeWatcher;
  const seen: string[] = [];
  let dir: string;

  beforeAll(() => {
    dir = tree();
    watcher = watchTree(dir, (rel) => seen.push(rel), { poll, pollMs: 100 });
  });
  afterAll(() => watcher.close());

  test('says how it watches', () => {
    // Node 20 and later watch recursively on Linux, macOS and Windows.
    expect(watcher.mode).toBe(poll ? 'poll' : 'events');
  });

  test('a changed docs.json, a new page in a folder, a new folder with a page', async () => {
    expect(await nextChange(seen, () => fs.writeFileSync(path.join(dir, 'docs.json'), '{"name":"x"}'))).toBe(
      'docs.json',
    );
    expect(await nextChange(seen, () => fs.writeFileSync(path.join(dir, 'guides', 'a.mdx'), '# A'))).toBe(
      'guides/a.mdx',
    );
    const change = await nextChange(seen, () => {
      fs.mkdirSync(path.join(dir, 'api', 'v2'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'api', 'v2', 'spec.yaml'), 'openapi: 3.1.0');
    });
    expect(change).toMatch(/^api(\/v2(\/spec\.yaml)?)?$/);
    // A file written into a folder made after the watch began is seen too.
    await new Promise((r) => setTimeout(r, 300));
    seen.splice(0);
    expect(
      await nextChange(seen, () =>
        fs.writeFileSync(path.join(dir, 'api', 'v2', 'spec.yaml'), 'openapi: 3.0.3\ninfo: {}'),
      ),
    ).toBe('api/v2/spec.yaml');
  });

  test('.git and node_modules are not watched', async () => {
    await new Promise((r) => setTimeout(r, 300));
    seen.splice(0);
    const change = await nextChange(
      seen,
      () => {
        fs.writeFileSync(path.join(dir, '.git', 'index'), 'x');
        fs.writeFileSync(path.join(dir, 'node_modules', 'x', 'index.js'), 'x');
      },
      800,
    );
    expect(change).toBeUndefined();
  });

  test('nothing after close', async () => {
    const other: string[] = [];
    const w = watchTree(dir, (rel) => other.push(rel), { poll, pollMs: 100 });
    w.close();
    expect(
      await nextChange(other, () => fs.writeFileSync(path.join(dir, 'docs.json'), '{"name":"y"}'), 600),
    ).toBeUndefined();
  });
});
