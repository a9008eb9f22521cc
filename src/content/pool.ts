import vm from 'node:vm';
import type { MessagePort, Worker } from 'node:worker_threads';
import { optimizesLate } from '../core/v8-tuning.js';
import { currentThreadId, threadCpuMs } from './cputime.js';
import type * as Parser from './extract.js';
import { expandedLength } from './prepare.js';
import type { ContentExtract, ContentKind, ExtractOptions } from './types.js';

/** One file to parse. */
export interface ParseJob {
  /** Root-relative path (its extension says how a script is read). */
  rel: string;
  text: string;
  kind: ContentKind;
  /** Characters the parser reads: a page's text once its `{{variables}}` are substituted (set by `parseAll`). */
  chars?: number;
}

/** A batch of files sent to a parsing worker. */
interface ParseRequest {
  id: number;
  jobs: ParseJob[];
  options: ExtractOptions;
}

/**
 * A worker's answer for one job of a batch (`index`), sent as soon as that job is parsed; index -1 when it starts on
 * the batch, with the id of its thread (for its CPU time).
 */
interface ParseReply {
  id: number;
  index: number;
  thread?: number;
  result?: ContentExtract;
  failure?: string;
}

/** Below this many characters to parse in all, the main thread parses them: starting workers would cost more. */
export const MAIN_THREAD_CHARS = 256 * 1024;
/** A worker is worth starting for about this many characters. */
const CHARS_PER_WORKER = 192 * 1024;
/**
 * The same on a machine of two cores. A parsing worker keeps more than one core busy while it warms up (V8 compiles
 * the parser and collects garbage on threads of its own), and each worker warms up alone: on two cores a second
 * worker slows the corpus's sites of up to 3.5 MB of pages (chatwoot), makes no difference to the wall time about
 * 4 MB (upstash, with more CPU time) and pays above (NangoHQ), as scripts/bench.mjs measures them with one and two.
 */
const CHARS_PER_WORKER_TWO_CORES = 4 * 1024 * 1024;
/**
 * The same on two cores where V8 optimizes late (`tuneOptimization`, Node 20): its compiler then leaves the second
 * core to a second worker, which pays from about 400 KB (cline, chatwoot, pipecat and upstash are faster with it in
 * interleaved runs of scripts/bench.mjs; dograh, of 0.43 MB of pages, is unchanged).
 */
const CHARS_PER_WORKER_TWO_CORES_LATE = 384 * 1024;

/**
 * How many workers to parse `total` characters with, on a machine that runs `parallelism` threads at once;
 * `lateOptimization`: V8 optimizes late in this process (see `optimizesLate`).
 */
export function workersFor(total: number, parallelism = 1, lateOptimization = optimizesLate()): number {
  const cores = Math.max(1, parallelism);
  const perWorker =
    cores > 2 ? CHARS_PER_WORKER : lateOptimization ? CHARS_PER_WORKER_TWO_CORES_LATE : CHARS_PER_WORKER_TWO_CORES;
  return Math.min(cores, Math.ceil(total / perWorker));
}
/** Characters sent to a worker at once: small enough to keep every worker busy to the end. */
const BATCH_CHARS = 48 * 1024;
const BATCH_FILES = 64;
/** Batches sent to a worker at once: the one it parses and the next, which it starts without waiting for this thread. */
const BATCHES_AHEAD = 2;

/**
 * Time a worker may spend on one page before it is stopped and the page reported as too complex: CPU time of its
 * thread where it can be read (Linux), else wall-clock time.
 */
const PAGE_TIMEOUT_MS = 5000;
/** However busy the machine, a page gets at most this many times its bound in wall-clock time. */
const WALL_CLOCK_FACTOR = 3;
/**
 * A page stopped on the main thread having had less than this share of its bound in CPU time was starved by a busy
 * machine, and is parsed again; on an idle machine a page has nearly all of it, and is not given more.
 */
const BUSY_CPU_SHARE = 0.75;
/** How often a parsing thread's CPU time (and the process's memory) is read. */
const CPU_POLL_MS = 200;
/**
 * Memory the process may grow by while a worker parses one page, read from its resident set on each look of the
 * clock: past it, the worker is stopped and the page is too complex. V8's own heap limit of the worker (host.ts) is
 * set above it and is only a last resort: a worker that reaches it can take the whole process down with it (V8 ends
 * the process when an allocation it cannot interrupt fails), so the pool stops the worker well before. The largest
 * real page (726 KB, modelcontextprotocol) stays well under it.
 */
export const PAGE_MEMORY_BYTES = 576 * 1024 * 1024;
/**
 * A page this large, once its `{{variables}}` are substituted, is parsed in a worker even on a small site: there its
 * parse has bounds on its CPU time and its memory. (On this thread it has a bound on its wall-clock time only.)
 */
const HEAVY_CHARS = 64 * 1024;
/**
 * Characters of such large pages that the workers hold at once, at most (unless one page alone is larger): the parser's
 * memory peaks at several hundred bytes a character (measured on modelcontextprotocol's largest page), and two such
 * pages parsed at once set that site's peak (docs/benchmarks.md, Real sites). Smaller pages are not counted.
 */
const LARGE_PAGES_HELD_CHARS = 768 * 1024;

/** A batch sent to a worker: its number, its files, how many are answered, and its characters of large pages. */
interface SentBatch {
  id: number;
  batch: ParseJob[];
  done: number;
  large: number;
}

/** Characters of the batch's pages large enough to count against `LARGE_PAGES_HELD_CHARS`. */
function largeChars(batch: ParseJob[]): number {
  let n = 0;
  for (const job of batch) if (charsOf(job) > HEAVY_CHARS) n += charsOf(job);
  return n;
}

/** Characters the parser reads of a job: its text's length unless `parseAll` worked out its expanded size. */
function charsOf(job: ParseJob): number {
  return job.chars ?? job.text.length;
}

/** How to parse: in worker threads started by `startWorker` (at most `parallelism`), or on this thread. */
export interface PoolOptions {
  startWorker?: () => Worker;
  parallelism?: number;
  /** Workers started ahead (while the files were read); those not needed are stopped. */
  started?: Worker[];
  /** Time a worker may spend on one page (PAGE_TIMEOUT_MS unless given). */
  pageTimeoutMs?: number;
  /** Stops parsing: the workers are stopped, and the files not parsed yet have no extract. */
  signal?: AbortSignal;
  /** When the check's time is up (ms since the epoch): parsing on this thread stops there, as `signal` stops the workers. */
  deadline?: number;
  /** The process's resident set in bytes (`process.memoryUsage.rss` unless given: a seam for tests). */
  memoryNow?: () => number;
}

/** What a page that a worker did not parse in time, or ran out of memory on, is recorded as. */
export function tooComplex(why: 'time' | 'memory', timeoutMs: number): ContentExtract {
  return {
    kind: 'skipped',
    tooComplex: true,
    reason:
      why === 'time'
        ? `navlint stopped parsing this page after ${timeoutMs / 1000} s of work, the time it allows a page (\`pageTimeout\` in ` +
          `.navlintrc.json); it is too complex to check, and the rest of the site is checked without it.`
        : `Parsing this page took more memory than navlint allows a page; it is too complex to check, and the rest ` +
          `of the site is checked without it.`,
  };
}

/**
 * The page parser (micromark and its extensions: a megabyte of code), loaded where pages are parsed, so that a check
 * of the navigation alone never loads it. `serveContentRequests` loads it in a worker; `parseAll` loads it on this thread
 * only to parse here (a small set, or what workers leave); a caller of `parseHere` loads it first with `loadParser`.
 */
let parser: typeof Parser | undefined;

/** Loads the page parser, once. */
export async function loadParser(): Promise<void> {
  parser ??= await import('./extract.js');
}

/** Whether this thread has loaded the page parser. */
export function parserLoaded(): boolean {
  return parser !== undefined;
}

/** One file's extract, by the parser loaded before. */
function parseOne(job: ParseJob, options: ExtractOptions): ContentExtract {
  if (!parser) throw new Error('pages cannot be parsed before the parser is loaded (loadParser)');
  return parser.extractContent(job.rel, job.text, job.kind, options);
}

/** Starts `count` workers ahead of the jobs, so that they load while the files are read; none if one fails to start. */
export function startWorkers(pool: PoolOptions, count: number): Worker[] {
  const out: Worker[] = [];
  if (!pool.startWorker) return out;
  for (let i = 0; i < Math.min(count, Math.max(1, pool.parallelism ?? 1)); i++) {
    try {
      out.push(pool.startWorker());
    } catch {
      break;
    }
  }
  return out;
}

/**
 * Runs in a worker thread: parses every batch sent on `port`, answering for each file as soon as it is parsed. The
 * batches sent while the parser loads wait in the port.
 */
export async function serveContentRequests(port: MessagePort): Promise<void> {
  await loadParser();
  port.on('message', (req: ParseRequest) => {
    // The time a page may take counts from here: not while the worker was starting.
    const thread = currentThreadId();
    port.postMessage({ id: req.id, index: -1, ...(thread !== undefined ? { thread } : {}) } satisfies ParseReply);
    req.jobs.forEach((j, index) => {
      try {
        port.postMessage({
          id: req.id,
          index,
          result: parseOne(j, req.options),
        } satisfies ParseReply);
      } catch (e) {
        port.postMessage({ id: req.id, index, failure: String(e) } satisfies ParseReply);
      }
    });
  });
}

/**
 * Parses every job on this thread, in order (`loadParser` first), each page within the time `pool` allows one
 * (`pageTimeoutMs`) and all of them before its `deadline`: a page that takes longer is recorded as too complex; the
 * pages left when the deadline comes have no extract. The time is wall-clock time here; a page stopped having used
 * well under its bound in CPU time (the machine was busy) is parsed again, up to three times its bound in all.
 */
export function parseHere(
  jobs: ParseJob[],
  options: ExtractOptions,
  onResult: (job: ParseJob, extract: ContentExtract) => void,
  pool: Pick<PoolOptions, 'pageTimeoutMs' | 'deadline'> = {},
): void {
  const timeoutMs = pool.pageTimeoutMs ?? PAGE_TIMEOUT_MS;
  const thread = jobs.length > 0 ? currentThreadId() : undefined;
  const results: (ContentExtract | undefined)[] = [];
  let i = 0;
  /** The page given another try, and when its first began. */
  let again = -1;
  let firstBegun = 0;
  while (i < jobs.length) {
    const now = Date.now();
    const left = pool.deadline !== undefined ? pool.deadline - now : Infinity;
    if (left <= 0) return;
    const own = again === i ? Math.max(1, timeoutMs * WALL_CLOCK_FACTOR - (now - firstBegun)) : timeoutMs;
    const limit = Math.min(own, left);
    const cpuBefore = thread !== undefined ? threadCpuMs(thread) : undefined;
    const from = i;
    // One time limit for a run of pages (setting one costs a thread): a page begun late in it gets a limit of its own.
    const done = withinTime(() => {
      for (; i < jobs.length; i++) results[i] = parseOne(jobs[i], options);
    }, limit);
    if (!done && results[i] !== undefined) i++;
    for (let k = from; k < i; k++) {
      onResult(jobs[k], results[k]!);
      results[k] = undefined;
    }
    if (done || i > from) continue;
    // The page had the whole limit: the check's time is up, or the page is too complex unless the machine was busy.
    if (limit < own) return;
    const cpu = cpuBefore !== undefined ? threadCpuMs(thread!) : undefined;
    if (again !== i && cpu !== undefined && cpu - cpuBefore! < timeoutMs * BUSY_CPU_SHARE) {
      again = i;
      firstBegun = now;
      continue;
    }
    onResult(jobs[i], tooComplex('time', timeoutMs));
    i++;
  }
}

/** A context to run work in with a time limit: V8 stops the script, and whatever it calls, when the limit is up. */
let guard: { context: vm.Context; script: vm.Script } | undefined;

/** Runs `work` for at most `ms` milliseconds of wall-clock time; false when it was stopped. */
function withinTime(work: () => void, ms: number): boolean {
  guard ??= { context: vm.createContext({ work: undefined }), script: new vm.Script('work()') };
  const { context, script } = guard;
  context.work = work;
  try {
    script.runInContext(context, { timeout: Math.max(1, Math.ceil(ms)) });
    return true;
  } catch (e) {
    if ((e as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return false;
    throw e;
  } finally {
    context.work = undefined;
  }
}

/**
 * Parses the jobs in a pool of worker threads, handing each result to `onResult` as it arrives (in no set
 * order: callers keep results by file). Small sets, or no way to start a worker, parse on this thread, unless a
 * page is large enough to deserve the time bound that only a worker gives. A worker that takes longer than the
 * time allowed on one page, or runs out of memory on it, is stopped and replaced, and that page is recorded as too
 * complex; a worker that fails otherwise has its files parsed again elsewhere, on this thread when no worker is left.
 */
export async function parseAll(
  jobs: ParseJob[],
  options: ExtractOptions,
  pool: PoolOptions,
  onResult: (job: ParseJob, extract: ContentExtract) => void,
): Promise<void> {
  // Where a page is parsed depends on what the parser reads: its text once its variables are substituted.
  for (const job of jobs)
    job.chars = job.kind === 'mdx' ? expandedLength(job.text, options.variables) : job.text.length;
  const total = jobs.reduce((n, j) => n + charsOf(j), 0);
  const size = workersFor(total, pool.parallelism);
  const ahead = pool.started ?? [];
  const heavy = jobs.some((j) => charsOf(j) > HEAVY_CHARS);
  if (!pool.startWorker || (total < MAIN_THREAD_CHARS && !heavy) || size < 1) {
    await Promise.all(ahead.map((w) => w.terminate().catch(() => 0)));
    await loadParser();
    return parseHere(jobs, options, onResult, pool);
  }
  for (const extra of ahead.splice(size)) void extra.terminate().catch(() => 0);
  // Largest first, so that no worker is left with one big file at the end.
  const queue = batches([...jobs].sort((a, b) => charsOf(b) - charsOf(a) || (a.rel < b.rel ? -1 : 1)));
  const run = new PoolRun(queue, options, pool, onResult);
  try {
    await run.start(size, ahead);
  } finally {
    await Promise.all([...run.workers, ...ahead].map((w) => w.terminate().catch(() => 0)));
  }
}

/** One run of the pool: the batches still to send, the workers at work, and when everything is answered. */
class PoolRun {
  readonly workers = new Set<Worker>();
  readonly timeoutMs: number;
  private nextId = 0;
  /** Workers still at work. */
  private live = 0;
  /** Workers at work, to feed when a batch that held others back is answered. */
  private readonly feeders = new Set<PoolWorker>();
  /** Characters of large pages in the batches sent and not yet answered in full. */
  private largeHeld = 0;
  /** Batches sent and not yet answered in full. */
  private inFlight = 0;
  private resolve: () => void = () => undefined;
  private reject: (e: unknown) => void = () => undefined;
  private failed = false;

  constructor(
    private readonly queue: ParseJob[][],
    readonly options: ExtractOptions,
    readonly pool: PoolOptions,
    readonly onResult: (job: ParseJob, extract: ContentExtract) => void,
  ) {
    this.timeoutMs = pool.pageTimeoutMs ?? PAGE_TIMEOUT_MS;
  }

  /** Starts up to `size` workers (those started ahead first); resolves once every file has its extract, or on abort. */
  start(size: number, ahead: Worker[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      const signal = this.pool.signal;
      signal?.addEventListener('abort', () => {
        this.queue.length = 0;
        this.inFlight = 0;
        for (const w of this.workers) void w.terminate().catch(() => 0);
        resolve();
      });
      if (signal?.aborted) return resolve();
      for (let i = 0; i < size && this.queue.length > 0; i++) {
        let w: Worker;
        try {
          w = ahead[i] ?? this.pool.startWorker!();
        } catch {
          break;
        }
        this.run(w);
      }
      this.finishIfDone();
    });
  }

  /** The run is over before its end: stopped by the caller, or failed. */
  get stopped(): boolean {
    return this.failed || this.pool.signal?.aborted === true;
  }

  /** Taking a worker's answer failed on this thread: the run ends with that error (the caller stops the workers). */
  fail(e: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.queue.length = 0;
    this.reject(e);
  }

  /** Puts a worker to work on the queue. */
  run(w: Worker): void {
    this.workers.add(w);
    this.live++;
    const worker = new PoolWorker(this, w);
    this.feeders.add(worker);
    worker.feed(1);
  }

  /**
   * The next batch to send, numbered, or none (then the run may be over): the first in the queue whose large pages
   * fit beside those the workers hold (`LARGE_PAGES_HELD_CHARS`); the others wait for those to be answered.
   */
  take(): SentBatch | undefined {
    let large = 0;
    const i = this.queue.findIndex((b) => {
      large = largeChars(b);
      return large === 0 || this.largeHeld === 0 || this.largeHeld + large <= LARGE_PAGES_HELD_CHARS;
    });
    if (i < 0) return void this.finishIfDone();
    const [batch] = this.queue.splice(i, 1);
    this.largeHeld += large;
    this.inFlight++;
    return { id: this.nextId++, batch, done: 0, large };
  }

  /** A batch answered in full: a worker left without work because of its large pages gets some. */
  answered(sent: SentBatch): void {
    this.inFlight--;
    this.largeHeld -= sent.large;
    if (sent.large > 0) this.feedIdle();
  }

  /** A worker gone: the batches it held go back to the front of the queue (`current` less what it answered). */
  lost(worker: PoolWorker, w: Worker, held: SentBatch[], rest: ParseJob[][]): void {
    this.live--;
    this.workers.delete(w);
    this.feeders.delete(worker);
    this.inFlight -= held.length;
    for (const b of held) this.largeHeld -= b.large;
    this.queue.unshift(...rest.filter((b) => b.length > 0));
  }

  /**
   * Whether `worker`'s page is the largest of those the workers parse now: the process's growth is blamed on it
   * alone, so that a page beside a heavy one is never stopped for the other's memory.
   */
  heaviest(worker: PoolWorker): boolean {
    const chars = worker.currentChars;
    for (const other of this.feeders) if (other !== worker && other.currentChars > chars) return false;
    return true;
  }

  /** Sends a batch to each worker that holds none. */
  feedIdle(): void {
    for (const worker of this.feeders) if (worker.idle) worker.feed(1);
  }

  /** A fresh worker for the files left, when one can be started. */
  replace(): boolean {
    if (this.queue.length === 0) return false;
    try {
      this.run(this.pool.startWorker!());
      return true;
    } catch {
      // None can be started: the others, or this thread, parse the rest.
      return false;
    }
  }

  /** Every worker is gone: this thread parses what is left. Resolves when nothing is queued or in flight. */
  finishIfDone(): void {
    if (this.queue.length > 0 && this.live === 0) for (const batch of this.queue.splice(0)) this.parseLeft(batch);
    if (this.queue.length === 0 && this.inFlight === 0) this.resolve();
  }

  /**
   * Parses files a worker left on this thread, at once if the parser is loaded here, else once it is (the run is not
   * over before): while workers parse, this thread does not load it unless it must.
   */
  parseLeft(jobs: ParseJob[]): void {
    if (parser) return parseHere(jobs, this.options, this.onResult, this.pool);
    this.inFlight++;
    loadParser().then(() => {
      // A stopped run is over: what it left has no extract.
      if (this.stopped) return;
      this.inFlight--;
      parseHere(jobs, this.options, this.onResult, this.pool);
      this.finishIfDone();
    }, this.reject);
  }
}

/** One worker of a run: the batches sent to it, and the clock on the page it is parsing. */
class PoolWorker {
  /**
   * The batches sent to this worker, in order: the first is the one it parses (and how many of its files it has
   * answered for), the next waits in the worker, so that it goes on while this thread is busy elsewhere.
   */
  private readonly sent: SentBatch[] = [];
  private timer: NodeJS.Timeout | undefined;
  private gone = false;
  /** The thread's id (its CPU time is counted where it can be read). */
  private thread: number | undefined;
  /** Pages begun so far, and the one the clock last looked at with the CPU time of its thread then. */
  private page = 0;
  private pageSeen = -1;
  private cpuAtStart: number | undefined;
  private wallAtStart = 0;
  /** The process's resident set when the clock first looked at the page. */
  private memoryAtStart = 0;

  constructor(
    private readonly run: PoolRun,
    private readonly w: Worker,
  ) {
    w.on('message', (reply: ParseReply) => this.onReply(reply));
    w.on('error', (e: NodeJS.ErrnoException) =>
      this.stop(e?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed'),
    );
    w.on('exit', () => this.stop('failed'));
  }

  /** Characters of the page the worker parses now (none when it holds no batch). */
  get currentChars(): number {
    const current = this.sent[0];
    const job = current?.batch[current.done];
    return job ? charsOf(job) : 0;
  }

  /** Whether the worker is at work and holds no batch. */
  get idle(): boolean {
    return !this.gone && this.sent.length === 0;
  }

  /** Sends batches until the worker holds `ahead` of them. */
  feed(ahead = BATCHES_AHEAD): void {
    while (this.sent.length < ahead) {
      const next = this.run.take();
      if (!next) return;
      this.sent.push(next);
      this.w.postMessage({ id: next.id, jobs: next.batch, options: this.run.options } satisfies ParseRequest);
    }
  }

  /**
   * Starts the clock on the page the worker begins. Its wall-clock time counts from now; its CPU time from the
   * clock's next look (a page gets at most one look's period more than its bound), so that a page costs this thread
   * no read of the thread's CPU time: on a site of thousands of small pages, those reads added up.
   */
  private arm(): void {
    this.page++;
    this.wallAtStart = Date.now();
    if (this.timer) return;
    const timeoutMs = this.run.timeoutMs;
    const memoryNow = this.run.pool.memoryNow ?? process.memoryUsage.rss;
    this.timer = setInterval(
      () => {
        const cpu = this.thread !== undefined ? threadCpuMs(this.thread) : undefined;
        const memory = memoryNow();
        if (this.pageSeen !== this.page) {
          this.pageSeen = this.page;
          this.cpuAtStart = cpu;
          this.memoryAtStart = memory;
        }
        const wallLimit = cpu !== undefined ? timeoutMs * WALL_CLOCK_FACTOR : timeoutMs;
        if (
          (cpu !== undefined && this.cpuAtStart !== undefined && cpu - this.cpuAtStart > timeoutMs) ||
          Date.now() - this.wallAtStart > wallLimit
        )
          this.stop('time');
        else if (memory - this.memoryAtStart > PAGE_MEMORY_BYTES && this.run.heaviest(this)) this.stop('memory');
      },
      Math.min(CPU_POLL_MS, timeoutMs),
    );
    // The workers keep the process alive while they parse; the timer alone must not.
    this.timer.unref?.();
  }

  /** Stops the clock: the worker has nothing to parse. */
  private disarm(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Takes a reply. What goes wrong there (an answer for a page that was not sent, an error in what takes the extract)
   * ends the run with the error: thrown from a worker's event, it would escape the run and leave it unsettled.
   */
  private onReply(reply: ParseReply): void {
    try {
      this.receive(reply);
    } catch (e) {
      this.disarm();
      this.run.fail(e);
    }
  }

  private receive(reply: ParseReply): void {
    const current = this.sent[0];
    if (this.gone || this.run.stopped || !current || reply.id !== current.id) return;
    if (reply.index < 0) {
      this.thread = reply.thread;
      this.arm();
      // The next batch waits in the worker from now on: the first round gave every worker one of the largest.
      return this.feed();
    }
    const job = current.batch[reply.index];
    if (reply.result) this.run.onResult(job, reply.result);
    else this.run.parseLeft([job]);
    current.done = reply.index + 1;
    if (current.done < current.batch.length) return this.arm();
    this.sent.shift();
    this.run.answered(current);
    this.feed();
    // The next batch, if one was sent, is begun with a reply of its own.
    this.disarm();
  }

  /** The worker is of no more use: the page it was on is too complex (time, memory) or, for any other failure, goes back to the queue. */
  private stop(why: 'time' | 'memory' | 'failed'): void {
    if (this.gone || this.run.stopped) return;
    this.gone = true;
    this.disarm();
    void this.w.terminate().catch(() => 0);
    const held = this.sent.splice(0);
    const current = held[0];
    if (!current) {
      this.run.lost(this, this.w, [], []);
      this.run.feedIdle();
      return this.run.finishIfDone();
    }
    const { batch, done } = current;
    // The batches waiting in the worker go back to the queue as they were, after what is left of the current one.
    const rest = batch.slice(done + (why === 'failed' ? 0 : 1));
    if (why !== 'failed') this.run.onResult(batch[done], tooComplex(why, this.run.timeoutMs));
    this.run.lost(this, this.w, held, [rest, ...held.slice(1).map((b) => b.batch)]);
    // The files left are parsed by a fresh worker; a worker that its large pages held back takes what it leaves.
    if (why === 'failed' || !this.run.replace()) this.run.feedIdle();
    this.run.finishIfDone();
  }
}

/** Groups jobs into batches of about BATCH_CHARS characters. */
function batches(jobs: ParseJob[]): ParseJob[][] {
  const out: ParseJob[][] = [];
  let current: ParseJob[] = [];
  let chars = 0;
  for (const job of jobs) {
    if (current.length > 0 && (chars + charsOf(job) > BATCH_CHARS || current.length >= BATCH_FILES)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(job);
    chars += charsOf(job);
  }
  if (current.length > 0) out.push(current);
  return out;
}
