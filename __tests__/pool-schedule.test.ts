import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { parseAll, type ParseJob } from '../src/content/pool.js';
import type { ContentExtract } from '../src/content/types.js';

const NONE = { variables: {} };
/** Pages above this many characters count against the budget of large pages held at once (`pool.ts`). */
const LARGE = 64 * 1024;
const BUDGET = 768 * 1024;

interface Request {
  id: number;
  jobs: ParseJob[];
}

/**
 * A parsing thread that answers each page of a batch a few milliseconds apart, as the real one does (a reply when it
 * begins a batch, one for each page), without parsing: it records the batches it holds, which it lets go of when it
 * answers for their last page.
 */
class FakeWorker extends EventEmitter {
  readonly held: Request[] = [];
  received = 0;

  constructor(private readonly onChange: () => void) {
    super();
  }

  postMessage(req: Request): void {
    this.held.push(req);
    this.received++;
    this.onChange();
    if (this.held.length === 1) this.begin();
  }

  terminate(): Promise<number> {
    return Promise.resolve(0);
  }

  private begin(): void {
    const req = this.held[0];
    if (!req) return;
    this.emit('message', { id: req.id, index: -1 });
    let index = 0;
    const step = () => {
      const last = index === req.jobs.length - 1;
      if (last) this.held.shift();
      const result: ContentExtract = { kind: 'skipped', reason: `parsed ${req.jobs[index].rel}` };
      this.emit('message', { id: req.id, index, result });
      index++;
      if (!last) setTimeout(step, 1);
      else setTimeout(() => this.begin(), 1);
    };
    setTimeout(step, 1);
  }
}

const page = (rel: string, chars: number): ParseJob => ({ rel, kind: 'mdx', text: 'x'.repeat(chars) });

/** Parses `jobs` with fake workers; returns what each page got, the workers, and the most large-page characters held at once. */
async function run(jobs: ParseJob[]) {
  const workers: FakeWorker[] = [];
  let most = 0;
  let together: string[][] = [];
  const measure = () => {
    const large = workers.flatMap((w) => w.held.flatMap((r) => r.jobs.filter((j) => j.text.length > LARGE)));
    const chars = large.reduce((n, j) => n + j.text.length, 0);
    if (chars > most) most = chars;
    if (large.length > 1) together.push(large.map((j) => j.rel).sort());
  };
  const out = new Map<string, ContentExtract>();
  await parseAll(
    jobs,
    NONE,
    {
      parallelism: 4,
      startWorker: () => {
        const w = new FakeWorker(measure);
        workers.push(w);
        return w as unknown as Worker;
      },
    },
    (job, x) => out.set(job.rel, x),
  );
  together = [...new Set(together.map((t) => t.join(' ')))].map((t) => t.split(' '));
  return { out, workers, most, together };
}

describe('the pool holds few large pages at once (their parse takes hundreds of megabytes each)', () => {
  test('two 500 KB pages are never held by the workers at once; the small pages go on beside them', async () => {
    const jobs = [
      page('a.mdx', 500 * 1024),
      page('b.mdx', 500 * 1024),
      page('c.mdx', 200 * 1024),
      ...Array.from({ length: 120 }, (_, i) => page(`small/${i}.mdx`, 4000)),
    ];
    const { out, workers, most, together } = await run(jobs);
    expect(out.size).toBe(jobs.length);
    expect([...out].every(([rel, x]) => x.kind === 'skipped' && x.reason === `parsed ${rel}`)).toBe(true);
    // Four workers (1.4 MB of pages on four cores), each of which had work.
    expect(workers).toHaveLength(4);
    expect(workers.every((w) => w.received > 0)).toBe(true);
    expect(most).toBeLessThanOrEqual(BUDGET);
    // 500 KB and 200 KB fit together; the two of 500 KB never do.
    expect(together.length).toBeGreaterThan(0);
    expect(together.every((held) => held.includes('c.mdx') && held.length === 2)).toBe(true);
  });

  test('a page larger than the budget is parsed alone, and nothing is left waiting', async () => {
    const jobs = [
      page('huge.mdx', 1024 * 1024),
      page('big1.mdx', 350 * 1024),
      page('big2.mdx', 350 * 1024),
      ...Array.from({ length: 40 }, (_, i) => page(`small/${i}.mdx`, 4000)),
    ];
    const { out, most, together } = await run(jobs);
    expect(out.size).toBe(jobs.length);
    expect(most).toBe(1024 * 1024);
    // The two of 350 KB fit together, but not beside the page of 1 MB.
    expect(together).toEqual([['big1.mdx', 'big2.mdx']]);
  });
});

describe('a reply the pool cannot take ends the run with an error, not a hang or an uncaught exception', () => {
  /** A thread that begins its batch and then answers for a page it was not sent. */
  class StrayWorker extends EventEmitter {
    postMessage(req: Request): void {
      setImmediate(() => {
        this.emit('message', { id: req.id, index: -1 });
        this.emit('message', { id: req.id, index: req.jobs.length + 5, result: { kind: 'skipped', reason: 'stray' } });
      });
    }
    terminate(): Promise<number> {
      return Promise.resolve(0);
    }
  }

  test('an answer for a page outside the batch rejects parseAll', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) => page(`p${i}.mdx`, 20 * 1024));
    const done = parseAll(
      jobs,
      NONE,
      { parallelism: 2, startWorker: () => new StrayWorker() as unknown as Worker },
      (job) => {
        // What the pool hands on is a page it was sent.
        if (!jobs.includes(job)) throw new TypeError(`not a page of the run: ${String(job)}`);
      },
    );
    await expect(done).rejects.toThrow(TypeError);
  });
});
