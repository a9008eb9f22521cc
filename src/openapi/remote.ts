import type dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { privateHostLookup, RefusedHostError, urlProblem } from '../core/net.js';

/** Seconds a remote OpenAPI document may take to arrive with `--fetch-remote`. */
const REMOTE_TIMEOUT_MS = 10_000;
/** Largest remote OpenAPI document fetched, in bytes. */
export const REMOTE_MAX_BYTES = 16 * 1024 * 1024;
/** Redirects followed for one remote document. */
const REMOTE_MAX_REDIRECTS = 5;

/** How remote documents are fetched. */
export interface RemoteFetchOptions {
  /** Reach loopback, link-local and private addresses too (`--allow-private-hosts`); refused by default. */
  allowPrivateHosts?: boolean;
  /**
   * Sends one request without following redirects (tests pass a stand-in); by default node:http(s), which checks the
   * address each host name resolves to as it connects. Redirects are followed, and each target checked, here.
   */
  fetchImpl?: typeof fetch;
  /** Filled with each document that was not fetched, and why (`127.0.0.1 is a private address`). */
  notFetched?: Map<string, string>;
}

/** Fetches remote documents with a timeout and a size limit; failures are left out (and reported as not fetched). */
export async function fetchRemoteSpecs(urls: string[], options: RemoteFetchOptions = {}): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
      try {
        const text = await fetchOne(url, options, controller.signal, REMOTE_MAX_BYTES);
        if (typeof text === 'string') out.set(url, text);
        else options.notFetched?.set(url, text.reason);
      } catch (e) {
        // Not fetched: reported as a remote document that was not checked, with the reason when it was refused.
        const reason =
          e instanceof RefusedHostError
            ? e.message
            : controller.signal.aborted
              ? `no answer within ${REMOTE_TIMEOUT_MS / 1000} s`
              : 'the request failed';
        options.notFetched?.set(url, reason);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return out;
}

/**
 * One text under the guard and limits of `--fetch-remote` (its timeout, redirects, private hosts refused unless
 * allowed), up to `maxBytes`: the text, or why it was not fetched.
 */
export async function fetchRemoteText(
  url: string,
  options: RemoteFetchOptions,
  maxBytes: number,
): Promise<string | { reason: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
  try {
    return await fetchOne(url, options, controller.signal, maxBytes);
  } catch (e) {
    if (e instanceof RefusedHostError) return { reason: e.message };
    return {
      reason: controller.signal.aborted ? `no answer within ${REMOTE_TIMEOUT_MS / 1000} s` : 'the request failed',
    };
  } finally {
    clearTimeout(timer);
  }
}

/** One document: each redirect followed by hand, so that every hop's host is checked before it is asked. */
async function fetchOne(
  url: string,
  options: RemoteFetchOptions,
  signal: AbortSignal,
  maxBytes: number,
): Promise<string | { reason: string }> {
  const allowPrivate = options.allowPrivateHosts === true;
  let current = new URL(url);
  for (let hops = 0; ; hops++) {
    const problem = urlProblem(current, allowPrivate);
    if (problem) throw new RefusedHostError(problem);
    const res = options.fetchImpl
      ? await fromFetch(options.fetchImpl, current, signal, maxBytes)
      : await request(current, allowPrivate, signal, maxBytes);
    if (res.status >= 300 && res.status < 400 && res.location !== undefined) {
      res.discard();
      if (hops >= REMOTE_MAX_REDIRECTS) return { reason: `more than ${REMOTE_MAX_REDIRECTS} redirects` };
      current = new URL(res.location, current);
      continue;
    }
    if (res.status < 200 || res.status > 299) {
      res.discard();
      return { reason: `the server answered ${res.status}` };
    }
    return (await res.text()) ?? { reason: `it is larger than ${maxBytes / 1024 / 1024} MiB` };
  }
}

/** A response as far as fetching a document needs it. */
interface Answer {
  status: number;
  location?: string;
  /** The body, up to the limit asked for (undefined past it). */
  text(): Promise<string | undefined>;
  discard(): void;
}

async function fromFetch(impl: typeof fetch, url: URL, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  const res = await impl(url.href, { signal, redirect: 'manual' });
  return {
    status: res.status,
    location: res.headers.get('location') ?? undefined,
    async text() {
      if (!res.body) return undefined;
      const reader = res.body.getReader();
      const chunks: Uint8Array[] = [];
      let total = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) {
          await reader.cancel();
          return undefined;
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks).toString('utf8');
    },
    discard() {
      void res.body?.cancel();
    },
  };
}

function request(url: URL, allowPrivate: boolean, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, {
      method: 'GET',
      headers: { Accept: 'application/json, application/yaml, text/yaml, */*' },
      signal,
      // No agent: nothing is kept open when the check ends.
      agent: false,
      ...(allowPrivate ? {} : { lookup: privateHostLookup as unknown as typeof dns.lookup }),
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const location = res.headers.location;
      resolve({
        status: res.statusCode ?? 0,
        ...(location !== undefined ? { location } : {}),
        text: () =>
          new Promise<string | undefined>((done, fail) => {
            const chunks: Buffer[] = [];
            let total = 0;
            res.on('data', (chunk: Buffer) => {
              total += chunk.length;
              if (total > maxBytes) {
                res.destroy();
                done(undefined);
                return;
              }
              chunks.push(chunk);
            });
            res.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
            res.on('error', fail);
          }),
        discard: () => res.destroy(),
      });
    });
    req.end();
  });
}
