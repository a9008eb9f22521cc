import type dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { privateHostLookup } from '../core/net.js';

/** One HTTP request as navlint sends it. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The answer to a request, after any redirects; the body is read up to `MAX_BODY_BYTES`. */
interface HttpResponse {
  status: number;
  statusText: string;
  /** The URL that answered (the last one of the redirects). */
  url: string;
  /** Header names lower-cased; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: string;
}

/** One redirect followed: its status, where from and to, and the method the next request used. */
export interface Redirect {
  status: number;
  from: string;
  to: string;
  method: string;
}

/** Why a request got no answer, named plainly. */
export interface HttpError {
  code:
    | 'timeout'
    | 'tls'
    | 'dns'
    | 'refused'
    | 'reset'
    | 'redirects'
    | 'redirect-target'
    | 'protocol'
    | 'network'
    | 'private';
  message: string;
}

/** A request and what came of it: a response or an error, and the redirects in between. */
export interface Exchange {
  request: HttpRequest;
  redirects: Redirect[];
  response?: HttpResponse;
  error?: HttpError;
}

/** How requests are sent: the deadline of the whole exchange, and how many redirects are followed. */
interface SendOptions {
  timeoutMs: number;
  /** Most redirects followed; 0 returns a redirect as the response. */
  maxRedirects: number;
  /** Refuse to connect to a host name that resolves to a loopback, link-local or private address. */
  publicOnly?: boolean;
}

/** Sends one request (redirects included); the proxy check passes this, tests may pass another. */
export type Send = (request: HttpRequest, options: SendOptions) => Promise<Exchange>;

/** Most bytes of a response body read (enough to recognise an error page). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Sends a request with `node:http`/`node:https` and follows redirects as a browser's `fetch` does: 301 and 302
 * turn a POST into a GET, 303 turns anything but HEAD into a GET, 307 and 308 keep the method and the body.
 */
export const send: Send = async (request, options) => {
  const deadline = Date.now() + options.timeoutMs;
  const redirects: Redirect[] = [];
  let current: HttpRequest = request;
  for (;;) {
    let response: HttpResponse;
    try {
      response = await sendOnce(current, deadline, options);
    } catch (e) {
      return { request, redirects, error: describeError(e, current.url, options.timeoutMs) };
    }
    const location = response.headers.location;
    if (!isRedirect(response.status) || location === undefined || options.maxRedirects === 0)
      return { request, redirects, response };
    let target: URL;
    try {
      target = new URL(location, current.url);
    } catch {
      return {
        request,
        redirects,
        error: {
          code: 'redirect-target',
          message: `${response.status} redirect to ${JSON.stringify(location)}, which is not a URL`,
        },
      };
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      return {
        request,
        redirects,
        error: {
          code: 'redirect-target',
          message: `${response.status} redirect to a ${target.protocol} URL, which navlint does not follow`,
        },
      };
    }
    if (redirects.length >= options.maxRedirects) {
      return {
        request,
        redirects,
        error: {
          code: 'redirects',
          message: `more than ${options.maxRedirects} redirects (the last one: ${response.status} to ${target.href})`,
        },
      };
    }
    const toGet =
      ((response.status === 301 || response.status === 302) && current.method === 'POST') ||
      (response.status === 303 && current.method !== 'HEAD' && current.method !== 'GET');
    const next: HttpRequest = toGet
      ? { method: 'GET', url: target.href, headers: withoutBodyHeaders(current.headers) }
      : { ...current, url: target.href };
    redirects.push({ status: response.status, from: current.url, to: target.href, method: next.method });
    current = next;
  }
};

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

function withoutBodyHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!/^content-/i.test(k)) out[k] = v;
  return out;
}

function sendOnce(request: HttpRequest, deadline: number, options: SendOptions): Promise<HttpResponse> {
  const timeoutMs = options.timeoutMs;
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const lib = url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(request.body));
    // No agent: every request opens its own connection, so that nothing is left open when the check ends.
    const req = lib.request(url, {
      method: request.method,
      headers,
      agent: false,
      ...(options.publicOnly ? { lookup: privateHostLookup as unknown as typeof dns.lookup } : {}),
    });
    const remaining = Math.max(1, deadline - Date.now());
    const timer = setTimeout(() => req.destroy(new TimeoutError(timeoutMs)), remaining);
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          url: request.url,
          headers: headerRecord(res.rawHeaders),
          body: Buffer.concat(chunks).toString('utf8'),
        });
      };
      res.on('data', (chunk: Buffer) => {
        if (size >= MAX_BODY_BYTES) return;
        chunks.push(chunk.subarray(0, MAX_BODY_BYTES - size));
        size += chunk.length;
        // Enough to judge the answer: the rest is not waited for.
        if (size >= MAX_BODY_BYTES) {
          finish();
          res.destroy();
        }
      });
      res.on('end', finish);
      res.on('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
    req.end(request.body);
  });
}

function headerRecord(raw: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const k = raw[i].toLowerCase();
    out[k] = out[k] !== undefined ? `${out[k]}, ${raw[i + 1]}` : raw[i + 1];
  }
  return out;
}

class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super('timeout');
  }
}

const TLS_REASONS: Record<string, string> = {
  CERT_HAS_EXPIRED: 'the certificate has expired',
  CERT_NOT_YET_VALID: 'the certificate is not valid yet',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'a certificate of the chain is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the certificate cannot be verified (is the intermediate certificate missing?)',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the certificate’s issuer is not trusted',
  UNABLE_TO_GET_ISSUER_CERT: 'the certificate’s issuer is not trusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the certificate is not valid for this host name',
  CERT_REVOKED: 'the certificate has been revoked',
};

/** Names a network failure plainly: timeout, TLS (with the certificate problem), DNS, refused, reset. */
function describeError(e: unknown, url: string, timeoutMs: number): HttpError {
  if (e instanceof TimeoutError)
    return { code: 'timeout', message: `no answer within ${seconds(timeoutMs)} (timeout)` };
  const err = e as NodeJS.ErrnoException;
  const code = typeof err?.code === 'string' ? err.code : '';
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // keep the URL as it is
  }
  if (code === 'EREFUSEDHOST') return { code: 'private', message: `not sent: ${firstLine(err.message)}` };
  if (TLS_REASONS[code]) return { code: 'tls', message: `TLS error: ${TLS_REASONS[code]} (${code})` };
  if (/^(ERR_SSL_|ERR_TLS_|EPROTO$)|CERT/.test(code))
    return { code: 'tls', message: `TLS error: ${firstLine(err.message)} (${code})` };
  if (code === 'ENOTFOUND') return { code: 'dns', message: `DNS: no host named ${hostname(host)} (ENOTFOUND)` };
  if (code === 'EAI_AGAIN')
    return { code: 'dns', message: `DNS: the name ${hostname(host)} could not be looked up now (EAI_AGAIN)` };
  if (code === 'ECONNREFUSED') return { code: 'refused', message: `connection refused by ${host} (ECONNREFUSED)` };
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return { code: 'reset', message: `the connection to ${host} was closed before an answer came (${code})` };
  if (code.startsWith('HPE_'))
    return { code: 'protocol', message: `the answer of ${host} is not valid HTTP (${code})` };
  return { code: 'network', message: `${firstLine(err?.message ?? String(e))}${code ? ` (${code})` : ''}` };
}

function hostname(host: string): string {
  return host.replace(/:\d+$/, '');
}

function firstLine(s: string): string {
  return s.split('\n')[0];
}

/** `10 s`, `0.5 s`. */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
