import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

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

// Addresses a documentation repository has no business making navlint fetch from: the runner itself, its cloud's
// metadata service (169.254.169.254), and the networks behind it.
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is loopback, link-local, private, or otherwise not on the public Internet. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, or NAT64's `64:ff9b::7f00:1`) is judged as IPv4.
  const embedded = embeddedIpv4(address);
  return embedded !== undefined ? PRIVATE.check(embedded, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const hi = parseInt(hex[1], 16);
  const lo = parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** A request refused because of where it would go (its `code` is `EREFUSEDHOST`). */
class RefusedHostError extends Error {
  readonly code = 'EREFUSEDHOST';
}

/**
 * `127.0.0.1 is a private address` when a URL names a private address (in any spelling the URL parser reads as one:
 * `0x7f000001`, `[::ffff:7f00:1]`…), else undefined. A host name (`localhost` too) is checked as it is looked up, when
 * the connection is made: `privateHostLookup`.
 */
export function privateHostProblem(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isPrivateAddress(host) ? `${host} is a private address` : undefined;
}

/** Why a URL may not be fetched (a scheme other than http(s), a private address written in it), or undefined. */
function urlProblem(url: URL, allowPrivate: boolean): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} URLs are not fetched`;
  return allowPrivate ? undefined : privateHostProblem(url);
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

/**
 * A host name's addresses, refused with a `RefusedHostError` when one of them is private: checked as the connection is
 * made, not before (the `lookup` of a node:http request).
 */
export function privateHostLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(new RefusedHostError(`${hostname} resolves to the private address ${bad.address}`), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
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
