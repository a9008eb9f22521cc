import type { MessagePort, Worker } from 'node:worker_threads';
import { extractContent } from './extract.js';
import type { ContentExtract, ContentKind, ExtractOptions } from './types.js';

/** One file to parse. */
export interface ParseJob {
  /** Root-relative path (its extension says how a script is read). */
  rel: string;
  text: string;
  kind: ContentKind;
}

/** A batch of files sent to a parsing worker. */
export interface ParseRequest {
  id: number;
  jobs: ParseJob[];
  options: ExtractOptions;
}

/** A worker's answer: one extract per job, in the order sent. */
export interface ParseReply {
  id: number;
  results?: ContentExtract[];
  failure?: string;
}

/** Below this many characters to parse in all, the main thread parses them: starting workers would cost more. */
export const MAIN_THREAD_CHARS = 256 * 1024;
/** A worker is worth starting for about this many characters. */
const CHARS_PER_WORKER = 192 * 1024;
/** Characters sent to a worker at once: small enough to keep every worker busy to the end. */
const BATCH_CHARS = 48 * 1024;
const BATCH_FILES = 64;

/** How to parse: in worker threads started by `startWorker` (at most `parallelism`), or on this thread. */
export interface PoolOptions {
  startWorker?: () => Worker;
  parallelism?: number;
  /** Workers started ahead (while the files were read); those not needed are stopped. */
  started?: Worker[];
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

/** Runs in a worker thread: parses every batch sent on `port` and answers with the extracts. */
export function serveContentRequests(port: MessagePort): void {
  port.on('message', (req: ParseRequest) => {
    try {
      port.postMessage({
        id: req.id,
        results: req.jobs.map((j) => extractContent(j.rel, j.text, j.kind, req.options)),
      } satisfies ParseReply);
    } catch (e) {
      port.postMessage({ id: req.id, failure: String(e) } satisfies ParseReply);
    }
  });
}

/** Parses every job on this thread, in order. */
export function parseHere(
  jobs: ParseJob[],
  options: ExtractOptions,
  onResult: (job: ParseJob, extract: ContentExtract) => void,
): void {
  for (const job of jobs) onResult(job, extractContent(job.rel, job.text, job.kind, options));
}

/**
 * Parses the jobs in a pool of worker threads, handing each result to `onResult` as it arrives (in no set
 * order: callers keep results by file). Small sets, or no way to start a worker, parse on this thread. A
 * worker that fails has its batch parsed again elsewhere, on this thread when no worker is left.
 */
export async function parseAll(
  jobs: ParseJob[],
  options: ExtractOptions,
  pool: PoolOptions,
  onResult: (job: ParseJob, extract: ContentExtract) => void,
): Promise<void> {
  const total = jobs.reduce((n, j) => n + j.text.length, 0);
  const size = Math.min(Math.max(1, pool.parallelism ?? 1), Math.ceil(total / CHARS_PER_WORKER));
  const ahead = pool.started ?? [];
  if (!pool.startWorker || total < MAIN_THREAD_CHARS || size < 1) {
    await Promise.all(ahead.map((w) => w.terminate().catch(() => 0)));
    return parseHere(jobs, options, onResult);
  }
  for (const extra of ahead.splice(size)) void extra.terminate().catch(() => 0);
  // Largest first, so that no worker is left with one big file at the end.
  const queue = batches([...jobs].sort((a, b) => b.text.length - a.text.length || (a.rel < b.rel ? -1 : 1)));
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve) => {
      let nextId = 0;
      let live = 0;
      const inFlight = new Map<number, ParseJob[]>();
      const finishIfDone = () => {
        if (queue.length > 0 && live === 0) {
          // Every worker is gone: this thread parses what is left.
          for (const batch of queue.splice(0)) parseHere(batch, options, onResult);
        }
        if (queue.length === 0 && inFlight.size === 0) resolve();
      };
      const feed = (w: Worker) => {
        const batch = queue.shift();
        if (!batch) return finishIfDone();
        const id = nextId++;
        inFlight.set(id, batch);
        w.postMessage({ id, jobs: batch, options } satisfies ParseRequest);
      };
      for (let i = 0; i < size; i++) {
        let w: Worker;
        try {
          w = ahead[i] ?? pool.startWorker!();
        } catch {
          break;
        }
        workers.push(w);
        live++;
        let mine: number | undefined;
        let gone = false;
        const lost = () => {
          if (gone) return;
          gone = true;
          live--;
          if (mine !== undefined && inFlight.has(mine)) {
            queue.unshift(inFlight.get(mine)!);
            inFlight.delete(mine);
          }
          finishIfDone();
        };
        w.on('message', (reply: ParseReply) => {
          const batch = inFlight.get(reply.id);
          inFlight.delete(reply.id);
          if (batch) {
            if (reply.results && reply.results.length === batch.length)
              batch.forEach((job, k) => onResult(job, reply.results![k]));
            else parseHere(batch, options, onResult);
          }
          mine = undefined;
          const before = nextId;
          feed(w);
          if (nextId !== before) mine = nextId - 1;
        });
        w.on('error', lost);
        w.on('exit', lost);
        const before = nextId;
        feed(w);
        if (nextId !== before) mine = nextId - 1;
      }
      finishIfDone();
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate().catch(() => 0)));
  }
}

/** Groups jobs into batches of about BATCH_CHARS characters. */
function batches(jobs: ParseJob[]): ParseJob[][] {
  const out: ParseJob[][] = [];
  let current: ParseJob[] = [];
  let chars = 0;
  for (const job of jobs) {
    if (current.length > 0 && (chars + job.text.length > BATCH_CHARS || current.length >= BATCH_FILES)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(job);
    chars += job.text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}
