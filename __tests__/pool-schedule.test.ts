import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { parseAll, tooComplex, type ParseJob } from '../src/content/pool.js';
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

describe('the time bound is per page: the clock restarts with each page a worker begins', () => {
  /** A parsing thread whose pages take the (fake) clock's time that `cost` gives them, one after the other. */
  class TimedWorker extends EventEmitter {
    private readonly held: Request[] = [];
    private stopped = false;

    constructor(private readonly cost: (job: ParseJob) => number) {
      super();
    }

    postMessage(req: Request): void {
      this.held.push(req);
      if (this.held.length === 1) setTimeout(() => this.begin(), 0);
    }

    terminate(): Promise<number> {
      this.stopped = true;
      return Promise.resolve(1);
    }

    private begin(): void {
      const req = this.held[0];
      if (!req || this.stopped) return;
      this.emit('message', { id: req.id, index: -1 });
      const step = (index: number) => {
        if (this.stopped) return;
        const result: ContentExtract = { kind: 'skipped', reason: `parsed ${req.jobs[index].rel}` };
        this.emit('message', { id: req.id, index, result });
        if (index + 1 < req.jobs.length) setTimeout(() => step(index + 1), this.cost(req.jobs[index + 1]));
        else {
          this.held.shift();
          setTimeout(() => this.begin(), 0);
        }
      };
      setTimeout(() => step(0), this.cost(req.jobs[0]));
    }
  }

  const clock = import.meta.jest;
  beforeEach(() => clock.useFakeTimers());
  afterEach(() => clock.useRealTimers());

  /** Parses `jobs` with workers whose pages take `cost` milliseconds each, on the fake clock; what each page got. */
  async function timed(jobs: ParseJob[], cost: (job: ParseJob) => number) {
    let started = 0;
    const out = new Map<string, ContentExtract>();
    let done = false;
    const run = parseAll(
      jobs,
      NONE,
      {
        parallelism: 1,
        pageTimeoutMs: 100,
        startWorker: () => (started++, new TimedWorker(cost) as unknown as Worker),
      },
      (job, x) => out.set(job.rel, x),
    ).finally(() => (done = true));
    while (!done) await clock.advanceTimersByTimeAsync(10);
    await run;
    return { out, started };
  }

  // 300 KB in all: more than this thread parses itself.
  const quick = Array.from({ length: 60 }, (_, i) => page(`q${i}.mdx`, 5000));

  test('sixty pages of 60 ms each, 3.6 s on one worker, stop none under a bound of 100 ms', async () => {
    const { out, started } = await timed(quick, () => 60);
    expect(started).toBe(1);
    expect(out.size).toBe(60);
    expect([...out].filter(([rel, x]) => x.kind !== 'skipped' || x.reason !== `parsed ${rel}`)).toEqual([]);
  });

  test('one page of 250 ms among them is stopped, and a fresh worker parses the rest', async () => {
    // The largest page is sent first: the rest of its batch, and the other batches, are left when it is stopped.
    const jobs = [...quick, page('slow.mdx', 6000)];
    const { out, started } = await timed(jobs, (job) => (job.rel === 'slow.mdx' ? 250 : 60));
    expect(started).toBe(2);
    expect(out.get('slow.mdx')).toEqual(tooComplex('time', 100));
    out.delete('slow.mdx');
    expect(out.size).toBe(60);
    expect([...out].filter(([rel, x]) => x.kind !== 'skipped' || x.reason !== `parsed ${rel}`)).toEqual([]);
  });
});
