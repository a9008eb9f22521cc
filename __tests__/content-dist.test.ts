// The bundled entry points: dist/cli.js starting its parse workers, and dist/action.js (`npm run build` first).
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  loadParser,
  MAIN_THREAD_CHARS,
  PAGE_MEMORY_BYTES,
  parseAll,
  parseHere,
  startWorkers,
  tooComplex,
  type ParseJob,
} from '../src/content/pool.js';
import type { ContentExtract, MdxExtract, SkippedExtract } from '../src/content/types.js';
import { parseOutputs, PR_EVENT, removeTempDirs, runnerEnv, runnerFiles } from './helpers/action.js';
import { ROOT, runDist } from './helpers/run.js';

afterAll(removeTempDirs);
// `here()` parses on this thread, which `parseAll` would have loaded the parser for.
beforeAll(loadParser);

const NONE = { variables: {} };

describe('parsing in worker threads (the bundled entry point, started as the CLI starts it)', () => {
  const CLI = path.join(ROOT, 'dist', 'cli.js');
  const startWorker = () => new Worker(CLI, { workerData: { navlint: 'content' } });
  /** Varied pages, enough of them to be worth several workers. */
  const jobs: ParseJob[] = Array.from({ length: 60 }, (_, i) => ({
    rel: `p${i}.mdx`,
    kind: 'mdx' as const,
    text: `---\ntitle: P${i}\n---\n\n## Part ${i} {#part-${i}}\n\n${'Some [link](/p' + i + ') text <Note>note</Note>.\n\n'.repeat(190)}${i % 7 === 0 ? 'Broken <Card> here\n' : ''}`,
  }));

  function collect(
    run: (onResult: (job: ParseJob, x: ContentExtract) => void) => unknown,
  ): Map<string, ContentExtract> | Promise<Map<string, ContentExtract>> {
    const out = new Map<string, ContentExtract>();
    const done = run((job, x) => out.set(job.rel, x));
    return done instanceof Promise ? done.then(() => out) : out;
  }

  let parsedHere: Map<string, ContentExtract> | undefined;
  const here = () => (parsedHere ??= collect((on) => parseHere(jobs, NONE, on)) as Map<string, ContentExtract>);

  test('gives the same extracts as this thread, from several workers', async () => {
    expect(jobs.reduce((n, j) => n + j.text.length, 0)).toBeGreaterThan(MAIN_THREAD_CHARS);
    let started = 0;
    const there = await collect((on) =>
      parseAll(jobs, NONE, { startWorker: () => (started++, startWorker()), parallelism: 4 }, on),
    );
    // 311 KB of pages: a worker for each 192 KB on four cores.
    expect(started).toBe(2);
    expect(there).toEqual(here());
    expect([...there.values()].filter((x) => (x as MdxExtract).error).length).toBe(9);
  });

  test('a small set is parsed on this thread: no worker is started', async () => {
    let started = 0;
    const small = jobs.slice(0, 2);
    const out = await collect((on) =>
      parseAll(small, NONE, { startWorker: () => (started++, startWorker()), parallelism: 4 }, on),
    );
    expect(started).toBe(0);
    expect(out.size).toBe(2);
  });

  test('workers started ahead are used, and stopped when the files turn out too few', async () => {
    let started = 0;
    const counting = () => (started++, startWorker());
    const ahead = startWorkers({ startWorker: counting, parallelism: 4 }, 2);
    expect(started).toBe(2);
    const out = await collect((on) =>
      parseAll(jobs, NONE, { startWorker: counting, parallelism: 4, started: ahead }, on),
    );
    expect(started).toBe(2);
    expect(out).toEqual(here());
    const exits: Promise<number>[] = [];
    const unused = startWorkers(
      {
        startWorker: () => {
          const w = startWorker();
          exits.push(new Promise((r) => w.on('exit', r)));
          return w;
        },
        parallelism: 2,
      },
      2,
    );
    const few = await collect((on) =>
      parseAll(jobs.slice(0, 1), NONE, { startWorker: counting, parallelism: 2, started: unused }, on),
    );
    expect(few.size).toBe(1);
    expect(await Promise.all(exits)).toHaveLength(2);
  });

  test('workers that die leave their files to this thread', async () => {
    const dying = () => new Worker('process.exit(3)', { eval: true });
    expect(await collect((on) => parseAll(jobs, NONE, { startWorker: dying, parallelism: 2 }, on))).toEqual(here());
  });

  test('a page a worker takes too long on is stopped: it alone is too complex, the worker is replaced, the rest parsed', async () => {
    // A list nested 450 deep by indentation takes the parser many seconds (the time grows with the cube of the depth).
    const text = Array.from({ length: 450 }, (_, i) => '  '.repeat(i) + '- item\n').join('');
    // Two such pages first, one for each of two workers (of three): both are stopped while every other file is
    // still to parse.
    const slow: ParseJob[] = [
      { rel: 'slow.mdx', kind: 'mdx', text },
      { rel: 'slow2.mdx', kind: 'mdx', text },
    ];
    let started = 0;
    const out = await collect((on) =>
      parseAll(
        [...slow, ...jobs],
        NONE,
        { startWorker: () => (started++, startWorker()), parallelism: 3, pageTimeoutMs: 1500 },
        on,
      ),
    );
    for (const { rel } of slow) {
      expect(out.get(rel)).toEqual(tooComplex('time', 1500));
      expect((out.get(rel) as SkippedExtract).reason).toMatch(/^navlint stopped parsing this page after 1\.5 s/);
      out.delete(rel);
    }
    expect(out).toEqual(here());
    // Three workers (721 KB of pages on three cores), and one in the place of each that was stopped.
    expect(started).toBe(5);
  });

  test('the time bound is per page: a worker whose batches of quick pages take many times the bound stops none', async () => {
    // Lists nested 50 deep: each page takes the parser a few milliseconds, about 20 of them make a batch, and the
    // worker's 110 pages take it far more than the bound of 100 ms in all (pool-schedule.test.ts holds the pool to
    // the rule on a clock of its own).
    const text = Array.from({ length: 50 }, (_, i) => '  '.repeat(i) + '- item\n').join('');
    const quick: ParseJob[] = Array.from({ length: 110 }, (_, i) => ({ rel: `q${i}.mdx`, kind: 'mdx', text }));
    expect(quick.reduce((n, j) => n + j.text.length, 0)).toBeGreaterThan(MAIN_THREAD_CHARS);
    let started = 0;
    const out = await collect((on) =>
      parseAll(quick, NONE, { startWorker: () => (started++, startWorker()), parallelism: 1, pageTimeoutMs: 100 }, on),
    );
    expect(started).toBe(1);
    expect([...out.values()].filter((x) => x.kind !== 'mdx')).toEqual([]);
    expect(out.size).toBe(110);
  });

  test('a page on which a worker runs out of memory is too complex; the others are parsed by fresh workers', async () => {
    let n = 0;
    // The first worker fills its heap as soon as it gets work; the next ones are real.
    const greedy = () =>
      n++ === 0
        ? new Worker(
            "require('node:worker_threads').parentPort.on('message', () => { const a = []; for (;;) a.push(new Array(1e5).fill(1)); });",
            { eval: true, resourceLimits: { maxOldGenerationSizeMb: 16 } },
          )
        : startWorker();
    const out = await collect((on) => parseAll(jobs, NONE, { startWorker: greedy, parallelism: 1 }, on));
    const complex = [...out].filter(([, x]) => x.kind === 'skipped');
    expect(complex.map(([, x]) => x)).toEqual([tooComplex('memory', 5000)]);
    for (const [rel] of complex) out.delete(rel);
    const rest = new Map(here());
    for (const [rel] of complex) rest.delete(rel);
    expect(out).toEqual(rest);
  });

  test('a page that grows the process past its memory is stopped before V8 reaches its own limit', async () => {
    // V8 may end the whole process when a worker reaches its heap limit: the pool stops the worker first, on the
    // process's growth while the page is parsed. Here the resident set seems to grow by a quarter of the bound at
    // each look of the clock, so that a page parsed for four looks or more (the slow one: seconds) is stopped.
    const text = Array.from({ length: 450 }, (_, i) => '  '.repeat(i) + '- item\n').join('');
    let looks = 0;
    const memoryNow = () => looks++ * (PAGE_MEMORY_BYTES / 4);
    const out = await collect((on) =>
      parseAll(
        [{ rel: 'heavy.mdx', kind: 'mdx', text }, ...jobs],
        NONE,
        { startWorker, parallelism: 1, memoryNow },
        on,
      ),
    );
    expect(out.get('heavy.mdx')).toEqual(tooComplex('memory', 5000));
    out.delete('heavy.mdx');
    expect(out).toEqual(here());
  });

  test('a stopped run ends at once: the workers are stopped, what was parsed is kept', async () => {
    const controller = new AbortController();
    const out = new Map<string, ContentExtract>();
    const done = parseAll(jobs, NONE, { startWorker, parallelism: 2, signal: controller.signal }, (job, x) => {
      out.set(job.rel, x);
      if (out.size === 3) controller.abort();
    });
    await done;
    expect(out.size).toBeGreaterThanOrEqual(3);
    expect(out.size).toBeLessThan(jobs.length);
  });

  test('workers that cannot start leave every file to this thread', async () => {
    const failing = () => {
      throw new Error('no threads here');
    };
    expect(await collect((on) => parseAll(jobs, NONE, { startWorker: failing, parallelism: 2 }, on))).toEqual(here());
  });
});

describe('the action (dist/action.js)', () => {
  const BROKEN = 'examples/larkspur-broken';
  test('the action: input `content: false` checks the navigation alone', () => {
    const action = (content: string) => {
      const files = runnerFiles(PR_EVENT);
      runDist('action', [], {
        cwd: ROOT,
        env: runnerEnv(ROOT, files, {
          path: BROKEN,
          preview: 'false',
          summary: 'false',
          annotations: 'false',
          content,
        }),
      });
      return parseOutputs(fs.readFileSync(files.output, 'utf8'));
    };
    expect(action('true')).toMatchObject({ errors: '24', warnings: '10' });
    expect(action('false')).toMatchObject({ errors: '18', warnings: '6' });
  });
});
