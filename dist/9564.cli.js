export const id = 9564;
export const ids = [9564];
export const modules = {

/***/ 9564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vO: () => (/* binding */ MAIN_THREAD_CHARS),
  qd: () => (/* binding */ loadParser),
  bg: () => (/* binding */ parseAll),
  serveContentRequests: () => (/* binding */ serveContentRequests),
  Gf: () => (/* binding */ startWorkers),
  XK: () => (/* binding */ workersFor)
});

// UNUSED EXPORTS: PAGE_MEMORY_BYTES, parseHere, parserLoaded, tooComplex

// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(30714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
// EXTERNAL MODULE: ./src/core/v8-tuning.ts + 1 modules
var v8_tuning = __webpack_require__(12384);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
;// CONCATENATED MODULE: ./src/content/cputime.ts

/**
 * CPU time of one thread of this process, read from Linux's `/proc` (elsewhere: none, and callers count wall-clock
 * time instead). A page's time bound is counted in the CPU time of the thread that parses it: on a loaded machine
 * a real page can wait longer than the bound for a core, and that must not make it "too complex".
 */
/** Clock ticks a second, as `/proc` counts them (USER_HZ, 100 on every Linux navlint runs on). */
const TICKS_PER_SECOND = 100;
/** The id of the calling thread, as `/proc/self/task/<id>` names it; none where there is no `/proc`. */
function currentThreadId() {
    try {
        const id = Number(/^(\d+) /.exec(external_node_fs_default().readFileSync('/proc/thread-self/stat', 'utf8'))?.[1]);
        return Number.isInteger(id) && id > 0 ? id : undefined;
    }
    catch {
        return undefined;
    }
}
/** The user and system CPU time a thread of this process has used, in milliseconds; none when it cannot be read. */
function threadCpuMs(id) {
    try {
        const stat = external_node_fs_default().readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
        // After the command name (in parentheses, which may hold spaces): state is field 3, utime 14, stime 15.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/content/prepare.ts
var prepare = __webpack_require__(21486);
;// CONCATENATED MODULE: ./src/content/pool.ts




/** Below this many characters to parse in all, the main thread parses them: starting workers would cost more. */
const MAIN_THREAD_CHARS = 256 * 1024;
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
function workersFor(total, parallelism = 1, lateOptimization = (0,v8_tuning/* optimizesLate */.$s)()) {
    const cores = Math.max(1, parallelism);
    const perWorker = cores > 2 ? CHARS_PER_WORKER : lateOptimization ? CHARS_PER_WORKER_TWO_CORES_LATE : CHARS_PER_WORKER_TWO_CORES;
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
const PAGE_MEMORY_BYTES = 576 * 1024 * 1024;
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
/** Characters of the batch's pages large enough to count against `LARGE_PAGES_HELD_CHARS`. */
function largeChars(batch) {
    let n = 0;
    for (const job of batch)
        if (charsOf(job) > HEAVY_CHARS)
            n += charsOf(job);
    return n;
}
/** Characters the parser reads of a job: its text's length unless `parseAll` worked out its expanded size. */
function charsOf(job) {
    return job.chars ?? job.text.length;
}
/** What a page that a worker did not parse in time, or ran out of memory on, is recorded as. */
function tooComplex(why, timeoutMs) {
    return {
        kind: 'skipped',
        tooComplex: true,
        reason: why === 'time'
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
let parser;
/** Loads the page parser, once. */
async function loadParser() {
    parser ??= await Promise.all(/* import() */[__webpack_require__.e(5486), __webpack_require__.e(9317), __webpack_require__.e(1489)]).then(__webpack_require__.bind(__webpack_require__, 11489));
}
/** Whether this thread has loaded the page parser. */
function parserLoaded() {
    return parser !== undefined;
}
/** One file's extract, by the parser loaded before. */
function parseOne(job, options) {
    if (!parser)
        throw new Error('pages cannot be parsed before the parser is loaded (loadParser)');
    return parser.extractContent(job.rel, job.text, job.kind, options);
}
/** Starts `count` workers ahead of the jobs, so that they load while the files are read; none if one fails to start. */
function startWorkers(pool, count) {
    const out = [];
    if (!pool.startWorker)
        return out;
    for (let i = 0; i < Math.min(count, Math.max(1, pool.parallelism ?? 1)); i++) {
        try {
            out.push(pool.startWorker());
        }
        catch {
            break;
        }
    }
    return out;
}
/**
 * Runs in a worker thread: parses every batch sent on `port`, answering for each file as soon as it is parsed. The
 * batches sent while the parser loads wait in the port.
 */
async function serveContentRequests(port) {
    await loadParser();
    port.on('message', (req) => {
        // The time a page may take counts from here: not while the worker was starting.
        const thread = currentThreadId();
        port.postMessage({ id: req.id, index: -1, ...(thread !== undefined ? { thread } : {}) });
        req.jobs.forEach((j, index) => {
            try {
                port.postMessage({
                    id: req.id,
                    index,
                    result: parseOne(j, req.options),
                });
            }
            catch (e) {
                port.postMessage({ id: req.id, index, failure: String(e) });
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
function parseHere(jobs, options, onResult, pool = {}) {
    const timeoutMs = pool.pageTimeoutMs ?? PAGE_TIMEOUT_MS;
    const thread = jobs.length > 0 ? currentThreadId() : undefined;
    const results = [];
    let i = 0;
    /** The page given another try, and when its first began. */
    let again = -1;
    let firstBegun = 0;
    while (i < jobs.length) {
        const now = Date.now();
        const left = pool.deadline !== undefined ? pool.deadline - now : Infinity;
        if (left <= 0)
            return;
        const own = again === i ? Math.max(1, timeoutMs * WALL_CLOCK_FACTOR - (now - firstBegun)) : timeoutMs;
        const limit = Math.min(own, left);
        const cpuBefore = thread !== undefined ? threadCpuMs(thread) : undefined;
        const from = i;
        // One time limit for a run of pages (setting one costs a thread): a page begun late in it gets a limit of its own.
        const done = withinTime(() => {
            for (; i < jobs.length; i++)
                results[i] = parseOne(jobs[i], options);
        }, limit);
        if (!done && results[i] !== undefined)
            i++;
        for (let k = from; k < i; k++) {
            onResult(jobs[k], results[k]);
            results[k] = undefined;
        }
        if (done || i > from)
            continue;
        // The page had the whole limit: the check's time is up, or the page is too complex unless the machine was busy.
        if (limit < own)
            return;
        const cpu = cpuBefore !== undefined ? threadCpuMs(thread) : undefined;
        if (again !== i && cpu !== undefined && cpu - cpuBefore < timeoutMs * BUSY_CPU_SHARE) {
            again = i;
            firstBegun = now;
            continue;
        }
        onResult(jobs[i], tooComplex('time', timeoutMs));
        i++;
    }
}
/** A context to run work in with a time limit: V8 stops the script, and whatever it calls, when the limit is up. */
let guard;
/** Runs `work` for at most `ms` milliseconds of wall-clock time; false when it was stopped. */
function withinTime(work, ms) {
    guard ??= { context: external_node_vm_default().createContext({ work: undefined }), script: new (external_node_vm_default()).Script('work()') };
    const { context, script } = guard;
    context.work = work;
    try {
        script.runInContext(context, { timeout: Math.max(1, Math.ceil(ms)) });
        return true;
    }
    catch (e) {
        if (e?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            return false;
        throw e;
    }
    finally {
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
async function parseAll(jobs, options, pool, onResult) {
    // Where a page is parsed depends on what the parser reads: its text once its variables are substituted.
    for (const job of jobs)
        job.chars = job.kind === 'mdx' ? (0,prepare/* expandedLength */.o1)(job.text, options.variables) : job.text.length;
    const total = jobs.reduce((n, j) => n + charsOf(j), 0);
    const size = workersFor(total, pool.parallelism);
    const ahead = pool.started ?? [];
    const heavy = jobs.some((j) => charsOf(j) > HEAVY_CHARS);
    if (!pool.startWorker || (total < MAIN_THREAD_CHARS && !heavy) || size < 1) {
        await Promise.all(ahead.map((w) => w.terminate().catch(() => 0)));
        await loadParser();
        return parseHere(jobs, options, onResult, pool);
    }
    for (const extra of ahead.splice(size))
        void extra.terminate().catch(() => 0);
    // Largest first, so that no worker is left with one big file at the end.
    const queue = batches([...jobs].sort((a, b) => charsOf(b) - charsOf(a) || (a.rel < b.rel ? -1 : 1)));
    const run = new PoolRun(queue, options, pool, onResult);
    try {
        await run.start(size, ahead);
    }
    finally {
        await Promise.all([...run.workers, ...ahead].map((w) => w.terminate().catch(() => 0)));
    }
}
/** One run of the pool: the batches still to send, the workers at work, and when everything is answered. */
class PoolRun {
    queue;
    options;
    pool;
    onResult;
    workers = new Set();
    timeoutMs;
    nextId = 0;
    /** Workers still at work. */
    live = 0;
    /** Workers at work, to feed when a batch that held others back is answered. */
    feeders = new Set();
    /** Characters of large pages in the batches sent and not yet answered in full. */
    largeHeld = 0;
    /** Batches sent and not yet answered in full. */
    inFlight = 0;
    resolve = () => undefined;
    reject = () => undefined;
    failed = false;
    constructor(queue, options, pool, onResult) {
        this.queue = queue;
        this.options = options;
        this.pool = pool;
        this.onResult = onResult;
        this.timeoutMs = pool.pageTimeoutMs ?? PAGE_TIMEOUT_MS;
    }
    /** Starts up to `size` workers (those started ahead first); resolves once every file has its extract, or on abort. */
    start(size, ahead) {
        return new Promise((resolve, reject) => {
            this.resolve = resolve;
            this.reject = reject;
            const signal = this.pool.signal;
            signal?.addEventListener('abort', () => {
                this.queue.length = 0;
                this.inFlight = 0;
                for (const w of this.workers)
                    void w.terminate().catch(() => 0);
                resolve();
            });
            if (signal?.aborted)
                return resolve();
            for (let i = 0; i < size && this.queue.length > 0; i++) {
                let w;
                try {
                    w = ahead[i] ?? this.pool.startWorker();
                }
                catch {
                    break;
                }
                this.run(w);
            }
            this.finishIfDone();
        });
    }
    /** The run is over before its end: stopped by the caller, or failed. */
    get stopped() {
        return this.failed || this.pool.signal?.aborted === true;
    }
    /** Taking a worker's answer failed on this thread: the run ends with that error (the caller stops the workers). */
    fail(e) {
        if (this.failed)
            return;
        this.failed = true;
        this.queue.length = 0;
        this.reject(e);
    }
    /** Puts a worker to work on the queue. */
    run(w) {
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
    take() {
        let large = 0;
        const i = this.queue.findIndex((b) => {
            large = largeChars(b);
            return large === 0 || this.largeHeld === 0 || this.largeHeld + large <= LARGE_PAGES_HELD_CHARS;
        });
        if (i < 0)
            return void this.finishIfDone();
        const [batch] = this.queue.splice(i, 1);
        this.largeHeld += large;
        this.inFlight++;
        return { id: this.nextId++, batch, done: 0, large };
    }
    /** A batch answered in full: a worker left without work because of its large pages gets some. */
    answered(sent) {
        this.inFlight--;
        this.largeHeld -= sent.large;
        if (sent.large > 0)
            this.feedIdle();
    }
    /** A worker gone: the batches it held go back to the front of the queue (`current` less what it answered). */
    lost(worker, w, held, rest) {
        this.live--;
        this.workers.delete(w);
        this.feeders.delete(worker);
        this.inFlight -= held.length;
        for (const b of held)
            this.largeHeld -= b.large;
        this.queue.unshift(...rest.filter((b) => b.length > 0));
    }
    /**
     * Whether `worker`'s page is the largest of those the workers parse now: the process's growth is blamed on it
     * alone, so that a page beside a heavy one is never stopped for the other's memory.
     */
    heaviest(worker) {
        const chars = worker.currentChars;
        for (const other of this.feeders)
            if (other !== worker && other.currentChars > chars)
                return false;
        return true;
    }
    /** Sends a batch to each worker that holds none. */
    feedIdle() {
        for (const worker of this.feeders)
            if (worker.idle)
                worker.feed(1);
    }
    /** A fresh worker for the files left, when one can be started. */
    replace() {
        if (this.queue.length === 0)
            return false;
        try {
            this.run(this.pool.startWorker());
            return true;
        }
        catch {
            // None can be started: the others, or this thread, parse the rest.
            return false;
        }
    }
    /** Every worker is gone: this thread parses what is left. Resolves when nothing is queued or in flight. */
    finishIfDone() {
        if (this.queue.length > 0 && this.live === 0)
            for (const batch of this.queue.splice(0))
                this.parseLeft(batch);
        if (this.queue.length === 0 && this.inFlight === 0)
            this.resolve();
    }
    /**
     * Parses files a worker left on this thread, at once if the parser is loaded here, else once it is (the run is not
     * over before): while workers parse, this thread does not load it unless it must.
     */
    parseLeft(jobs) {
        if (parser)
            return parseHere(jobs, this.options, this.onResult, this.pool);
        this.inFlight++;
        loadParser().then(() => {
            // A stopped run is over: what it left has no extract.
            if (this.stopped)
                return;
            this.inFlight--;
            parseHere(jobs, this.options, this.onResult, this.pool);
            this.finishIfDone();
        }, this.reject);
    }
}
/** One worker of a run: the batches sent to it, and the clock on the page it is parsing. */
class PoolWorker {
    run;
    w;
    /**
     * The batches sent to this worker, in order: the first is the one it parses (and how many of its files it has
     * answered for), the next waits in the worker, so that it goes on while this thread is busy elsewhere.
     */
    sent = [];
    timer;
    gone = false;
    /** The thread's id (its CPU time is counted where it can be read). */
    thread;
    /** Pages begun so far, and the one the clock last looked at with the CPU time of its thread then. */
    page = 0;
    pageSeen = -1;
    cpuAtStart;
    wallAtStart = 0;
    /** The process's resident set when the clock first looked at the page. */
    memoryAtStart = 0;
    constructor(run, w) {
        this.run = run;
        this.w = w;
        w.on('message', (reply) => this.onReply(reply));
        w.on('error', (e) => this.stop(e?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed'));
        w.on('exit', () => this.stop('failed'));
    }
    /** Characters of the page the worker parses now (none when it holds no batch). */
    get currentChars() {
        const current = this.sent[0];
        const job = current?.batch[current.done];
        return job ? charsOf(job) : 0;
    }
    /** Whether the worker is at work and holds no batch. */
    get idle() {
        return !this.gone && this.sent.length === 0;
    }
    /** Sends batches until the worker holds `ahead` of them. */
    feed(ahead = BATCHES_AHEAD) {
        while (this.sent.length < ahead) {
            const next = this.run.take();
            if (!next)
                return;
            this.sent.push(next);
            this.w.postMessage({ id: next.id, jobs: next.batch, options: this.run.options });
        }
    }
    /**
     * Starts the clock on the page the worker begins. Its wall-clock time counts from now; its CPU time from the
     * clock's next look (a page gets at most one look's period more than its bound), so that a page costs this thread
     * no read of the thread's CPU time: on a site of thousands of small pages, those reads added up.
     */
    arm() {
        this.page++;
        this.wallAtStart = Date.now();
        if (this.timer)
            return;
        const timeoutMs = this.run.timeoutMs;
        const memoryNow = this.run.pool.memoryNow ?? process.memoryUsage.rss;
        this.timer = setInterval(() => {
            const cpu = this.thread !== undefined ? threadCpuMs(this.thread) : undefined;
            const memory = memoryNow();
            if (this.pageSeen !== this.page) {
                this.pageSeen = this.page;
                this.cpuAtStart = cpu;
                this.memoryAtStart = memory;
            }
            const wallLimit = cpu !== undefined ? timeoutMs * WALL_CLOCK_FACTOR : timeoutMs;
            if ((cpu !== undefined && this.cpuAtStart !== undefined && cpu - this.cpuAtStart > timeoutMs) ||
                Date.now() - this.wallAtStart > wallLimit)
                this.stop('time');
            else if (memory - this.memoryAtStart > PAGE_MEMORY_BYTES && this.run.heaviest(this))
                this.stop('memory');
        }, Math.min(CPU_POLL_MS, timeoutMs));
        // The workers keep the process alive while they parse; the timer alone must not.
        this.timer.unref?.();
    }
    /** Stops the clock: the worker has nothing to parse. */
    disarm() {
        clearInterval(this.timer);
        this.timer = undefined;
    }
    /**
     * Takes a reply. What goes wrong there (an answer for a page that was not sent, an error in what takes the extract)
     * ends the run with the error: thrown from a worker's event, it would escape the run and leave it unsettled.
     */
    onReply(reply) {
        try {
            this.receive(reply);
        }
        catch (e) {
            this.disarm();
            this.run.fail(e);
        }
    }
    receive(reply) {
        const current = this.sent[0];
        if (this.gone || this.run.stopped || !current || reply.id !== current.id)
            return;
        if (reply.index < 0) {
            this.thread = reply.thread;
            this.arm();
            // The next batch waits in the worker from now on: the first round gave every worker one of the largest.
            return this.feed();
        }
        const job = current.batch[reply.index];
        if (reply.result)
            this.run.onResult(job, reply.result);
        else
            this.run.parseLeft([job]);
        current.done = reply.index + 1;
        if (current.done < current.batch.length)
            return this.arm();
        this.sent.shift();
        this.run.answered(current);
        this.feed();
        // The next batch, if one was sent, is begun with a reply of its own.
        this.disarm();
    }
    /** The worker is of no more use: the page it was on is too complex (time, memory) or, for any other failure, goes back to the queue. */
    stop(why) {
        if (this.gone || this.run.stopped)
            return;
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
        if (why !== 'failed')
            this.run.onResult(batch[done], tooComplex(why, this.run.timeoutMs));
        this.run.lost(this, this.w, held, [rest, ...held.slice(1).map((b) => b.batch)]);
        // The files left are parsed by a fresh worker; a worker that its large pages held back takes what it leaves.
        if (why === 'failed' || !this.run.replace())
            this.run.feedIdle();
        this.run.finishIfDone();
    }
}
/** Groups jobs into batches of about BATCH_CHARS characters. */
function batches(jobs) {
    const out = [];
    let current = [];
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
    if (current.length > 0)
        out.push(current);
    return out;
}


/***/ }),

/***/ 21486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cA: () => (/* binding */ lineOf),
/* harmony export */   iA: () => (/* binding */ prepare),
/* harmony export */   o1: () => (/* binding */ expandedLength)
/* harmony export */ });
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82858);

/** A `{{name}}` (spaces allowed inside the braces) as the platform's variable substitution reads it. */
const VARIABLE = /\{\{[ \t]*([\w-]+)[ \t]*\}\}/g;
/** A trailing `{#custom-id}` on an ATX heading line (inside containers and components too). */
const HEADING_ID = /^([ \t>]*#{1,6}[ \t][^\r\n]*?)([ \t]*\{#([^\s{}]+)\})[ \t]*$/gm;
/** Words that cannot stand as a shorthand property (`{{default}}`): MDX would not parse them. */
const RESERVED = new Set('break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(' '));
/**
 * Prepares a page as the platform does before MDX reads it: known `{{variables}}` are replaced by their values
 * and a trailing `{#custom-id}` is taken off heading lines. Unknown `{{name}}`s stay, with any character that
 * would stop the parser (a hyphen, a leading digit) replaced in place, so that the one finding they deserve is
 * not doubled by a syntax error.
 */
function prepare(file, variables) {
    // The parser skips a byte-order mark; so do positions, as in every other file navlint reads.
    const original = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
    const { text: blanked, headingIds } = blankHeadingIds(original);
    const { text, edits, candidates } = replaceVariables(blanked, variables);
    let origLines;
    let parsedLines;
    const toOriginal = (offset) => originalOffset(edits, offset);
    const point = (offset) => {
        origLines ??= (0,_core_source_js__WEBPACK_IMPORTED_MODULE_0__/* .lineStarts */ ._$)(original);
        const line = lineOf(origLines, offset);
        return [line, offset - origLines[line - 1] + 1];
    };
    const originalRange = (from, to) => {
        const a = point(from);
        const b = point(Math.max(from, to));
        return [a[0], a[1], b[0], b[1]];
    };
    return {
        text,
        candidates,
        headingIds,
        toOriginal,
        range(from, to) {
            return originalRange(toOriginal(from), toOriginal(to));
        },
        originalRange,
        parsedOffset(line, column) {
            parsedLines ??= (0,_core_source_js__WEBPACK_IMPORTED_MODULE_0__/* .lineStarts */ ._$)(text);
            const start = parsedLines[Math.min(Math.max(line, 1), parsedLines.length) - 1];
            return Math.min(start + Math.max(column, 1) - 1, text.length);
        },
        original,
    };
}
/** The text with each heading's trailing `{#custom-id}` blanked out, and the ids by 1-based line. */
function blankHeadingIds(original) {
    const headingIds = new Map();
    if (!original.includes('{#'))
        return { text: original, headingIds };
    // Heading IDs become spaces: a heading's trailing spaces are not part of it, and no offset moves.
    const lines = (0,_core_source_js__WEBPACK_IMPORTED_MODULE_0__/* .lineStarts */ ._$)(original);
    const text = original.replace(HEADING_ID, (all, head, tail, id, offset) => {
        headingIds.set(lineOf(lines, offset), id);
        return head + ' '.repeat(all.length - head.length);
    });
    return { text, headingIds };
}
/**
 * The text with each known `{{variable}}` replaced by its value, the edits that map offsets back, and the unknown
 * `{{name}}`s by their offset in the new text (each made parseable in place).
 */
function replaceVariables(text, variables) {
    const edits = [];
    const candidates = new Map();
    if (!text.includes('{{'))
        return { text, edits, candidates };
    let out = '';
    let last = 0;
    let shift = 0;
    for (const m of text.matchAll(VARIABLE)) {
        const from = m.index;
        const to = from + m[0].length;
        const name = m[1];
        const value = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
        out += text.slice(last, from);
        last = to;
        if (value !== undefined) {
            edits.push({ from, to, at: from + shift, length: value.length });
            out += value;
            shift += value.length - (to - from);
            continue;
        }
        candidates.set(from + shift, { name, from, to });
        out += m[0].replace(name, parseable(name));
    }
    return { text: out + text.slice(last), edits, candidates };
}
/** The offset in the original text of an offset in the text with variables replaced. */
function originalOffset(edits, offset) {
    if (edits.length === 0)
        return offset;
    let lo = 0;
    let hi = edits.length - 1;
    let found = -1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (edits[mid].at <= offset) {
            found = mid;
            lo = mid + 1;
        }
        else
            hi = mid - 1;
    }
    if (found < 0)
        return offset;
    const e = edits[found];
    // Inside a replacement value: the whole `{{name}}` is where it came from.
    if (offset < e.at + e.length)
        return offset === e.at ? e.from : Math.min(e.to, e.from + (offset - e.at));
    return e.to + (offset - e.at - e.length);
}
/** The length of a page once its known `{{variables}}` are replaced, worked out without building the text. */
function expandedLength(file, variables) {
    let length = file.length;
    if (!file.includes('{{'))
        return length;
    for (const m of file.matchAll(VARIABLE))
        if (Object.prototype.hasOwnProperty.call(variables, m[1]))
            length += variables[m[1]].length - m[0].length;
    return length;
}
/** The name with every character that would stop MDX's expression parser replaced, at the same length. */
function parseable(name) {
    let n = name.replace(/-/g, '_');
    if (/^[0-9]/.test(n) || RESERVED.has(n))
        n = '_' + n.slice(1);
    return n;
}
/** The 1-based line holding an offset. */
function lineOf(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo + 1;
}


/***/ })

};
