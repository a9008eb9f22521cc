import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { main } from '../src/cli/main.js';
import { fileCacheStore } from '../src/content/host.js';
import type { FileSystem } from '../src/core/fs.js';
import { groupDocs, page, removeRepos, tempTree } from './helpers/git.js';
import { IdleWorker, ParsingWorker } from './helpers/parse-workers.js';

/**
 * Runs `navlint check` on `dir` with page parsers that record when they are started, among the folder listings of the
 * docs root: what the check did first.
 */
async function checkRecording(dir: string, args: string[] = [], Parser: typeof IdleWorker = IdleWorker) {
  const events: string[] = [];
  const workers: IdleWorker[] = [];
  const recording: FileSystem = Object.create(fs) as FileSystem;
  recording.readdirSync = ((p: fs.PathLike, o?: unknown) => {
    if (path.resolve(String(p)) === dir) events.push('listed the root');
    return (fs.readdirSync as (p: fs.PathLike, o?: unknown) => unknown)(p, o);
  }) as FileSystem['readdirSync'];
  let out = '';
  let err = '';
  const status = await main(['check', dir, '--format', 'json', ...args], {
    cwd: dir,
    fs: recording,
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
    isTTY: false,
    env: {},
    parallelism: 2,
    cacheStore: (file) => fileCacheStore(file, { folders: [dir], name: 'the site' }),
    cacheSecret: () => ({ secret: Buffer.alloc(32, 1) }),
    contentWorker: () => {
      events.push('started a parser');
      const w = new Parser();
      workers.push(w);
      return w as unknown as Worker;
    },
  });
  if (status === 2) throw new Error(err);
  return { status, events, workers, report: JSON.parse(out) as { diagnostics: unknown[] } };
}

/** A site whose navigation lists `listed` pages, of which the first `present` exist, with `paragraphs` each. */
function make(listed: number, present: number, paragraphs = 1): string {
  const pages = Array.from({ length: listed }, (_, i) => `p${i}`);
  const files: Record<string, string> = { 'docs.json': groupDocs(pages) };
  for (const p of pages.slice(0, present)) files[`${p}.mdx`] = page(p, 'Some text of the page.\n\n'.repeat(paragraphs));
  return tempTree(files, 'navlint-early-');
}

afterAll(removeRepos);

describe('the first page parser starts before the check lists the files, on a large site', () => {
  test('300 listed pages: started before the root is listed, and the check takes it as its first worker', async () => {
    const run = await checkRecording(make(300, 300));
    expect(run.status).toBe(0);
    expect(run.events.slice(0, 2)).toEqual(['started a parser', 'listed the root']);
    // One parser in all: the check asked for one ahead of its files (300 pages) and was given the one started early.
    expect(run.workers).toHaveLength(1);
    // The pages were too few to send it any (they were parsed on the main thread), so the check stopped it.
    expect(run.workers[0].stopped).toBe(true);
  });

  test('a site that lists fewer pages than would be parsed in workers starts none early', async () => {
    const run = await checkRecording(make(40, 40));
    expect(run.events).not.toContain('started a parser');
  });

  test('fewer entries whose pages are large (40 of 7 KB): started before the root is listed, and given the pages', async () => {
    const dir = make(40, 40, 300);
    expect(fs.statSync(path.join(dir, 'p0.mdx')).size).toBeGreaterThan(7000);
    const run = await checkRecording(dir, [], ParsingWorker);
    expect(run.status).toBe(0);
    expect(run.events.slice(0, 2)).toEqual(['started a parser', 'listed the root']);
    // 280 KB of pages, one worker on two cores: the one started early, which parsed every page.
    expect(run.workers).toHaveLength(1);
    expect(run.workers[0].parsed).toBe(40);
    expect(run.report.diagnostics).toEqual([]);
  });

  test('the pages counted are those inside the docs root: an entry that leaves it is not', async () => {
    // 35 small pages and, outside the root, a large file that an entry `../big` would name.
    const dir = make(35, 35);
    const big = path.join(path.dirname(dir), `${path.basename(dir)}-big.mdx`);
    fs.writeFileSync(big, 'x'.repeat(400 * 1024));
    try {
      const docs = JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')) as {
        navigation: { groups: { pages: string[] }[] };
      };
      docs.navigation.groups[0].pages.push(`../${path.basename(dir)}-big`);
      fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs));
      const run = await checkRecording(dir);
      expect(run.events).not.toContain('started a parser');
    } finally {
      fs.rmSync(big);
    }
  });

  test('docs.json that is not plain JSON starts none early (the check reports it)', async () => {
    const dir = make(300, 300);
    const file = path.join(dir, 'docs.json');
    fs.writeFileSync(file, '// a comment\n' + fs.readFileSync(file, 'utf8'));
    const run = await checkRecording(dir);
    // Only the check's own parser, once it has listed the files.
    expect(run.events[0]).toBe('listed the root');
    expect(run.report.diagnostics).toContainEqual(expect.objectContaining({ rule: 'config-invalid-json' }));
  });

  test('started early but never asked for (the files are fewer than listed): stopped at the end', async () => {
    const run = await checkRecording(make(300, 20));
    expect(run.events[0]).toBe('started a parser');
    expect(run.workers).toHaveLength(1);
    expect(run.workers[0].stopped).toBe(true);
    expect(run.report.diagnostics.length).toBeGreaterThan(0); // the 280 missing pages
  });

  test('none without pages (--no-content), nor with --cache (which starts parsers only for the pages it lacks)', async () => {
    const dir = make(300, 300);
    expect((await checkRecording(dir, ['--no-content'])).workers).toHaveLength(0);
    const cache = ['--cache', '--cache-location', path.join(dir, '.navlintcache')];
    const first = await checkRecording(dir, cache);
    expect(first.events).toContain('listed the root');
    expect(first.events).not.toContain('started a parser');
  });
});
