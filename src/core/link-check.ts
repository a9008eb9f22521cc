import type dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { privateHostLookup, privateHostProblem, RefusedHostError } from './net.js';

// External links are checked as lychee checks them: each URL once, HEAD first and GET when a server refuses HEAD,
// redirects followed by hand (each hop's host guarded), 429 answers waited out for the whole host, a few requests per
// host at a time. No body is ever read: a response is destroyed as soon as its headers arrive.

/** How `checkLinks` asks. */
export interface LinkCheckOptions {
  /** Ask loopback, link-local and private addresses too; refused by default (`refused`), a host name as it resolves. */
  allowPrivateHosts?: boolean;
  /** The `User-Agent` header: `navlint/1.2.3 (+https://github.com/…)`. */
  userAgent: string;
  /** How long one request may wait for its answer's headers, in milliseconds (20000 unless given). */
  timeoutMs?: number;
  /** Redirects followed from one URL (5 unless given); one more is `redirects`. */
  maxRedirects?: number;
  /** Requests in flight to one host (`hostname:port`) at a time (2 unless given). */
  perHost?: number;
  /** Requests in flight in all (32 unless given). */
  maxConcurrency?: number;
  /**
   * Times a request answered 429 (or 503 with `Retry-After`) is sent again before the URL counts as `rate-limited`
   * (2 unless given). A request that failed at the network level is sent again once (none when this is 0); a timeout,
   * or any other answer, is not sent again.
   */
  maxRetries?: number;
  /** The longest `Retry-After` waited out, in milliseconds (60000 unless given); a longer one is `rate-limited` at once. */
  maxRetryWaitMs?: number;
  /** Which final status codes (redirects followed) are a working link: 200–299 unless given. */
  accept?: (status: number) => boolean;
  /** Called as each distinct URL is settled: how many are, of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Told of each URL's result (without its fragment) as soon as it is known: what a stopped check had found. */
  onResult?: (url: string, result: LinkResult) => void;
  /** Stops every request; `checkLinks` then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** What a link came to. */
export type LinkResult =
  | { status: 'ok'; code: number; redirected?: string }
  | { status: 'broken'; code: number }
  | {
      status: 'unreachable';
      why: 'timeout' | 'network' | 'refused' | 'redirects' | 'rate-limited' | 'unsupported';
      detail: string;
    };

/** The requests a check sent: each HEAD, GET, redirect hop and retry counts one. */
export interface LinkCheckStats {
  requests: number;
  /** Requests by host (`hostname:port` as the URL writes it). */
  byHost: Map<string, number>;
}

const DEFAULTS = {
  timeoutMs: 20_000,
  maxRedirects: 5,
  perHost: 2,
  maxConcurrency: 32,
  maxRetries: 2,
  maxRetryWaitMs: 60_000,
};
/** The first wait after a 429 without `Retry-After`, doubled at each retry, plus up to as much again of jitter. */
const BACKOFF_BASE_MS = 1000;
/** Answers to HEAD after which the same URL is asked with GET: servers that do not implement HEAD, or refuse it. */
const HEAD_REFUSED = new Set([403, 404, 405, 501]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ACCEPT = 'text/html,*/*;q=0.8';

/** Checks each distinct URL once (`#fragment` aside); the results are keyed by the URLs as given. */
export async function checkLinks(
  urls: Iterable<string>,
  options: LinkCheckOptions,
): Promise<{ results: Map<string, LinkResult>; stats: LinkCheckStats }> {
  const given = [...urls];
  const keyOf = new Map<string, string>();
  for (const url of given) if (!keyOf.has(url)) keyOf.set(url, withoutFragment(url));
  const keys = [...new Set(keyOf.values())];
  const checker = new Checker(options);
  let done = 0;
  const byKey = new Map<string, LinkResult>();
  await Promise.all(
    keys.map(async (key) => {
      const result = await checker.check(key);
      byKey.set(key, result);
      options.onResult?.(key, result);
      options.onProgress?.(++done, keys.length);
    }),
  );
  const results = new Map<string, LinkResult>();
  for (const url of given) results.set(url, byKey.get(keyOf.get(url)!)!);
  return { results, stats: checker.stats };
}

/** The URL without its fragment, normalized by the URL parser; the text as given when it is not a URL. */
function withoutFragment(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/** Slots handed out first come, first served. */
class Semaphore {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = Math.max(1, size);
  }
  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/** One host's slots, and until when it asked to be left alone (a 429's `Retry-After`, or the backoff after one). */
interface Host {
  slots: Semaphore;
  pausedUntil: number;
}

/** One answer's status line and the headers that matter here. */
interface Answer {
  status: number;
  location?: string;
  retryAfter?: string;
}

/** A failure before any answer: the request's own timeout, or the network (`ECONNRESET`, `ENOTFOUND`…). */
class Failure extends Error {
  constructor(
    readonly why: 'timeout' | 'network' | 'refused',
    readonly detail: string,
  ) {
    super(detail);
  }
}

class Checker {
  readonly stats: LinkCheckStats = { requests: 0, byHost: new Map() };
  private readonly hosts = new Map<string, Host>();
  private readonly global: Semaphore;
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;
  private readonly maxRetries: number;
  private readonly maxRetryWaitMs: number;
  private readonly accept: (status: number) => boolean;

  constructor(private readonly options: LinkCheckOptions) {
    this.global = new Semaphore(options.maxConcurrency ?? DEFAULTS.maxConcurrency);
    this.timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    this.maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
    this.maxRetries = options.maxRetries ?? DEFAULTS.maxRetries;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? DEFAULTS.maxRetryWaitMs;
    this.accept = options.accept ?? ((status) => status >= 200 && status <= 299);
  }

  async check(url: string): Promise<LinkResult> {
    if (!URL.canParse(url)) return { status: 'unreachable', why: 'unsupported', detail: 'not a URL' };
    let current = new URL(url);
    const seen = new Set<string>();
    // Once a server refused HEAD for this URL, the hops after it are asked with GET too.
    let method: 'HEAD' | 'GET' = 'HEAD';
    for (let hops = 0; ; hops++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:')
        return { status: 'unreachable', why: 'unsupported', detail: `${current.protocol} URLs are not checked` };
      const problem = this.options.allowPrivateHosts ? undefined : privateHostProblem(current);
      if (problem) return { status: 'unreachable', why: 'refused', detail: problem };
      seen.add(current.href);
      const asked = await this.ask(current, method);
      if ('why' in asked) return { status: 'unreachable', why: asked.why, detail: asked.detail };
      method = asked.method;
      const { status, location } = asked.answer;
      if (REDIRECTS.has(status) && location !== undefined) {
        if (!URL.canParse(location, current.href))
          return { status: 'unreachable', why: 'redirects', detail: `${current.href} redirects to "${location}"` };
        const next = new URL(location, current);
        next.hash = '';
        if (seen.has(next.href))
          return { status: 'unreachable', why: 'redirects', detail: `a redirect loop through ${next.href}` };
        if (hops >= this.maxRedirects)
          return { status: 'unreachable', why: 'redirects', detail: `more than ${this.maxRedirects} redirects` };
        current = next;
        continue;
      }
      if (!this.accept(status)) return { status: 'broken', code: status };
      return hops > 0 ? { status: 'ok', code: status, redirected: current.href } : { status: 'ok', code: status };
    }
  }

  /**
   * One hop: HEAD (unless GET is already known to be needed), then GET when the server refuses HEAD or the HEAD request
   * failed at the network level; 429 answers waited out and asked again.
   */
  private async ask(
    url: URL,
    first: 'HEAD' | 'GET',
  ): Promise<{ answer: Answer; method: 'HEAD' | 'GET' } | { why: Failure['why'] | 'rate-limited'; detail: string }> {
    let method = first;
    let networkRetries = Math.min(1, this.maxRetries);
    let rateRetries = this.maxRetries;
    for (;;) {
      let answer: Answer;
      try {
        answer = await this.send(url, method);
      } catch (e) {
        if (!(e instanceof Failure)) throw e;
        if (e.why !== 'network' || networkRetries-- <= 0) return { why: e.why, detail: e.detail };
        // A dropped connection (or any other failure of the network) is asked once more, with GET: some servers
        // mishandle HEAD.
        method = 'GET';
        continue;
      }
      if (method === 'HEAD' && HEAD_REFUSED.has(answer.status)) {
        method = 'GET';
        continue;
      }
      if (answer.status === 429 || (answer.status === 503 && answer.retryAfter !== undefined)) {
        const wait = retryWait(answer.retryAfter, this.maxRetries - rateRetries);
        if (rateRetries-- <= 0 || wait > this.maxRetryWaitMs)
          return {
            why: 'rate-limited',
            detail:
              wait > this.maxRetryWaitMs
                ? `the server asked to wait ${Math.ceil(wait / 1000)} s (status ${answer.status})`
                : `status ${answer.status} after ${this.maxRetries} retries`,
          };
        const host = this.host(url);
        host.pausedUntil = Math.max(host.pausedUntil, Date.now() + wait);
        continue;
      }
      return { answer, method };
    }
  }

  private host(url: URL): Host {
    let host = this.hosts.get(url.host);
    if (!host) {
      host = { slots: new Semaphore(this.options.perHost ?? DEFAULTS.perHost), pausedUntil: 0 };
      this.hosts.set(url.host, host);
    }
    return host;
  }

  /** One request, within the host's and the global limits, once the host's pause is over. */
  private async send(url: URL, method: 'HEAD' | 'GET'): Promise<Answer> {
    const host = this.host(url);
    await host.slots.acquire();
    try {
      // Every request to a host that is backing off waits with it; the global slot is not held meanwhile.
      for (let now = Date.now(); host.pausedUntil > now; now = Date.now())
        await sleep(host.pausedUntil - now, this.options.signal);
      await this.global.acquire();
      try {
        this.count(url, 1);
        return await this.request(url, method);
      } catch (e) {
        // Refused as the host name resolved: no request was sent.
        if (e instanceof Failure && e.why === 'refused') this.count(url, -1);
        throw e;
      } finally {
        this.global.release();
      }
    } finally {
      host.slots.release();
    }
  }

  private count(url: URL, n: number): void {
    this.stats.requests += n;
    const byHost = (this.stats.byHost.get(url.host) ?? 0) + n;
    if (byHost > 0) this.stats.byHost.set(url.host, byHost);
    else this.stats.byHost.delete(url.host);
  }

  private request(url: URL, method: 'HEAD' | 'GET'): Promise<Answer> {
    const signal = this.options.signal;
    signal?.throwIfAborted();
    return new Promise((resolve, reject) => {
      const lib = url.protocol === 'https:' ? https : http;
      const req = lib.request(url, {
        method,
        headers: { 'User-Agent': this.options.userAgent, Accept: ACCEPT },
        // No agent: every request opens its own connection, so that nothing is left open when the check ends.
        agent: false,
        ...(this.options.allowPrivateHosts ? {} : { lookup: privateHostLookup as unknown as typeof dns.lookup }),
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        fn();
      };
      const timer = setTimeout(() => {
        settle(() => reject(new Failure('timeout', `no answer within ${this.timeoutMs} ms`)));
        req.destroy();
      }, this.timeoutMs);
      const onAbort = () => {
        settle(() => reject(signal!.reason));
        req.destroy();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (e: NodeJS.ErrnoException) =>
        settle(() =>
          reject(
            e instanceof RefusedHostError
              ? new Failure('refused', e.message)
              : new Failure('network', e.code ? `${e.code}: ${e.message}` : e.message),
          ),
        ),
      );
      req.on('response', (res) => {
        // The headers are all a check needs: the body is never read.
        res.destroy();
        const { location } = res.headers;
        const retryAfter = res.headers['retry-after'];
        settle(() =>
          resolve({
            status: res.statusCode ?? 0,
            ...(location !== undefined ? { location } : {}),
            ...(retryAfter !== undefined ? { retryAfter } : {}),
          }),
        );
      });
      req.end();
    });
  }
}

/**
 * How long to wait before asking again: `Retry-After` in seconds or as an HTTP date, else the backoff for the
 * `retry`-th retry (from 0), with jitter so that many links of one host do not come back at once.
 */
function retryWait(retryAfter: string | undefined, retry: number): number {
  if (retryAfter !== undefined) {
    const text = retryAfter.trim();
    if (/^\d+$/.test(text)) return Number(text) * 1000;
    const date = Date.parse(text);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  const base = BACKOFF_BASE_MS * 2 ** retry;
  return base + Math.random() * base;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
