import fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { main } from '../src/cli/main.js';
import { parserLoaded } from '../src/content/pool.js';
import { groupDocs, page, removeRepos, tempTree } from './helpers/git.js';
import { ParsingWorker, type ParseRequest } from './helpers/parse-workers.js';

/** A page-parsing thread whose parser fails on every page: the pool parses each again on the main thread. */
class FailingWorker extends ParsingWorker {
  override postMessage(req: ParseRequest): void {
    setImmediate(() => {
      this.emit('message', { id: req.id, index: -1 });
      req.jobs.forEach((_j, index) => this.emit('message', { id: req.id, index, failure: 'Error: the parser failed' }));
    });
  }
}

/** `navlint check` on `dir` with two cores and page workers of the given kind. */
async function check(dir: string, Parser: typeof ParsingWorker) {
  const workers: ParsingWorker[] = [];
  let out = '';
  let err = '';
  const status = await main(['check', dir, '--format', 'json'], {
    cwd: dir,
    fs,
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
    isTTY: false,
    env: {},
    parallelism: 2,
    contentWorker: () => {
      const w = new Parser();
      workers.push(w);
      return w as unknown as Worker;
    },
  });
  if (status === 2) throw new Error(err);
  return {
    status,
    workers,
    diagnostics: (JSON.parse(out) as { diagnostics: { rule: string; file: string; line: number }[] }).diagnostics,
  };
}

/** 40 pages of 7 KB (enough for the CLI to start a page worker before the check); the fourth links nowhere. */
function site(): string {
  const pages = Array.from({ length: 40 }, (_, i) => `p${i}`);
  const files: Record<string, string> = { 'docs.json': groupDocs(pages) };
  for (const [i, p] of pages.entries())
    files[`${p}.mdx`] = page(
      p,
      (i === 3 ? 'See [the guide](/nowhere).\n\n' : '') + 'Some text of the page.\n\n'.repeat(300),
    );
  return tempTree(files, 'navlint-parser-load-');
}

afterAll(removeRepos);

// The two tests run in this order: the first needs a thread that has not loaded the parser yet.
describe('the main thread loads the page parser only to parse pages itself', () => {
  test('workers parse every page of a large site: the main thread never loads the parser', async () => {
    expect(parserLoaded()).toBe(false);
    const run = await check(site(), ParsingWorker);
    expect(run.workers.reduce((n, w) => n + w.parsed, 0)).toBe(40);
    expect(run.diagnostics).toEqual([expect.objectContaining({ rule: 'link-broken', file: 'p3.mdx', line: 5 })]);
    expect(parserLoaded()).toBe(false);
  });

  test('a worker fails on every page: the main thread loads the parser then, and parses them all', async () => {
    expect(parserLoaded()).toBe(false);
    const run = await check(site(), FailingWorker);
    expect(run.status).toBe(1);
    // The broken link is found in the page parsed again here: the run waited for the parser and for that page.
    expect(run.diagnostics).toEqual([expect.objectContaining({ rule: 'link-broken', file: 'p3.mdx', line: 5 })]);
    expect(parserLoaded()).toBe(true);
  });
});
