import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TreeFiles, watchTree, type TreeWatcher } from '../src/preview/watch.js';

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

/**
 * Resolves with the first changed path after `act`, or `undefined` when none came within `ms`: as soon as one comes
 * when one is expected (the default bound is generous for a busy machine), after `ms` when none is.
 */
function nextChange(seen: string[], act: () => void, ms = 30_000): Promise<string | undefined> {
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
    // A file written into a folder made after the watch began is seen too, once the watch has taken the folder in:
    // written again each second until it is seen (a late event of the folder's making may come first).
    await new Promise((r) => setTimeout(r, 300));
    seen.splice(0);
    for (let i = 0; i < 30 && !seen.includes('api/v2/spec.yaml'); i++)
      await nextChange(
        seen,
        () => fs.writeFileSync(path.join(dir, 'api', 'v2', 'spec.yaml'), `openapi: 3.0.3\ninfo: {}\n# ${i}`),
        1000,
      );
    expect(seen).toContain('api/v2/spec.yaml');
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

describe('TreeFiles: what a batch of changes names', () => {
  test('a file changed, one made, one deleted; a temporary name that came and went is left out', () => {
    const dir = tree();
    fs.writeFileSync(path.join(dir, 'guides', 'a.mdx'), '# A');
    const files = new TreeFiles(dir);
    fs.writeFileSync(path.join(dir, 'guides', 'a.mdx'), '# A again');
    fs.writeFileSync(path.join(dir, 'b.mdx'), '# B');
    fs.rmSync(path.join(dir, 'docs.json'));
    const outside = path.join(os.tmpdir(), 'navlint-watch-outside.json');
    expect(files.settle(['guides/a.mdx', 'sedX1b2c3', 'b.mdx', 'docs.json', 'guides/a.mdx~', '', outside])).toEqual([
      'guides/a.mdx',
      'b.mdx',
      'docs.json',
      '',
      outside,
    ]);
    // A file seen since the watch began is the site's: its deletion is a change too; a deletion is told once.
    fs.rmSync(path.join(dir, 'b.mdx'));
    expect(files.settle(['b.mdx', 'docs.json'])).toEqual(['b.mdx']);
  });

  test('`sed -i` writes a temporary file and renames it over the page: the page alone is named', async () => {
    const dir = tree();
    const file = path.join(dir, 'guides', 'a.mdx');
    fs.writeFileSync(file, 'Go [home](/).\n');
    const files = new TreeFiles(dir);
    const seen: string[] = [];
    let renamed!: () => void;
    const arrived = new Promise<void>((resolve) => (renamed = resolve));
    // One watch per folder (as on Linux): it tells the temporary file's creation, then the rename over the page.
    const watcher = watchTree(
      dir,
      (rel) => {
        seen.push(rel);
        if (rel === 'guides/a.mdx') renamed();
      },
      { perFolder: true },
    );
    try {
      execFileSync('sed', ['-i', 's#(/)#(/home)#', 'guides/a.mdx'], { cwd: dir });
      await arrived;
    } finally {
      watcher.close();
    }
    expect(fs.readFileSync(file, 'utf8')).toBe('Go [home](/home).\n');
    expect(seen.filter((rel) => /^guides\/sed\w{6}$/.test(rel)).length).toBeGreaterThan(0);
    expect(files.settle(seen)).toEqual(['guides/a.mdx']);
  });
});
