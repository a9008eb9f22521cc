import { UsageError } from '../core/errors.js';
import { analyze, type CheckTarget, type Seams } from '../engine/index.js';
import { displayPath } from '../core/paths.js';
import { privateHostProblem } from '../core/net.js';
import { fetchRemoteSpecs } from '../openapi/remote.js';
import { plural } from '../report/text.js';
import { VERSION } from '../version.js';
import { send as nodeSend, type Exchange, type HttpError, type HttpRequest, type Redirect, type Send } from './http.js';
import {
  PlaygroundSettingError,
  readPlaygroundSetup,
  RELAY_PATH,
  type PlaygroundSetup,
  type ServerTarget,
  type SkippedTarget,
} from './setup.js';

/** The verdict: playground requests will work (`allowed`), or why not. */
type ProxyCheckResult = 'allowed' | 'blocked' | 'cors-missing' | 'unreachable';

/** What one request showed: `answered` (the relay's GET), `reached`/`refused` (its POST), `allowed`/`cors-missing` (a preflight), or `unreachable`. */
type CheckOutcome = 'answered' | 'reached' | 'refused' | 'allowed' | 'cors-missing' | 'unreachable';

/** One request of the check, what came back, and what it means. */
export interface ProxyCheck {
  kind: 'relay' | 'cors';
  request: { method: string; url: string; headers: Record<string, string> };
  redirects: Redirect[];
  response?: { status: number; statusText: string; url: string; headers: Record<string, string>; title?: string };
  error?: HttpError;
  outcome: CheckOutcome;
  /** What the answer means, in one sentence. */
  message: string;
  /** For a preflight: each reason a browser refuses it. */
  problems?: string[];
  /** For a preflight: the documents naming the server. */
  specs?: string[];
}

/** The outcome of `navlint proxy-check` (the `--format json` contract, version 1). */
export interface ProxyCheckReport {
  version: 1;
  result: ProxyCheckResult;
  /** The site URL as checked. */
  site: string;
  /** `api.playground.proxy` (true when unset). */
  proxy: boolean;
  /** One sentence: the verdict and, when it fails, the remedy. */
  message: string;
  checks: ProxyCheck[];
  /** Servers and documents that could not be checked, and why. */
  skipped: SkippedTarget[];
}

/** What the proxy check needs: the deployed site, the docs root and its configuration (as a check reads them), and the outside world. */
export type ProxyCheckOptions = Pick<CheckTarget, 'dir' | 'configPath' | 'fetchRemote' | 'allowPrivateHosts'> &
  Pick<Seams, 'cwd' | 'fs' | 'fetchImpl'> & {
    /** The deployed site's URL, as the user gave it. */
    site: string;
    timeoutMs: number;
    send?: Send;
  };

/** Redirects followed for the relay's requests (a preflight follows none: browsers refuse a redirected preflight). */
const MAX_REDIRECTS = 5;

/** Requests in flight at once: a site with thousands of servers gets them a few at a time, not all together. */
const MAX_CONCURRENT_REQUESTS = 4;

/** The `User-Agent` of every request the check sends. */
const USER_AGENT = `navlint/${VERSION} (proxy-check)`;

const SAFELISTED_METHODS = ['GET', 'HEAD', 'POST'];
const SHOWN_HEADERS = [
  'allow',
  'server',
  'content-type',
  'location',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-credentials',
];

/** Checks the site's URL: an absolute http(s) URL without credentials, query or fragment. */
function parseSiteUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(
      `proxy-check needs the site's absolute URL (https://docs.example.com), not ${JSON.stringify(raw)}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`the site URL must start with https:// or http://, not ${url.protocol}`);
  if (url.username || url.password) throw new UsageError('the site URL must not hold a user name or password');
  if (url.search || url.hash) throw new UsageError('the site URL must not hold a query or a fragment');
  return url;
}

/** `{site_url}/_mintlify/api/request`: the site's path, without a trailing slash, then the relay's path. */
function relayUrl(site: URL): string {
  return `${site.origin}${site.pathname.replace(/\/+$/, '')}${RELAY_PATH}`;
}

/** Reads the playground's setup from docs.json and checks that its requests can go where they must. */
export async function runProxyCheck(options: ProxyCheckOptions): Promise<ProxyCheckReport> {
  const site = parseSiteUrl(options.site);
  const setup = await loadSetup(options);
  const send = options.send ?? nodeSend;
  if (!setup.proxy && setup.servers.length === 0) {
    const why = setup.skipped.map((s) => `${s.what}: ${s.reason}`).join('; ');
    throw new UsageError(
      `api.playground.proxy is false, but no OpenAPI document of the site names a server URL to check${why ? ` (${why})` : ''}`,
    );
  }
  const outcome = setup.proxy
    ? await checkRelay(site, send, options.timeoutMs)
    : await checkCors(site, setup.servers, send, {
        timeoutMs: options.timeoutMs,
        allowPrivateHosts: options.allowPrivateHosts === true,
      });
  return {
    version: 1,
    result: outcome.result,
    site: site.href,
    proxy: setup.proxy,
    message: outcome.message,
    checks: outcome.checks,
    skipped: setup.skipped,
  };
}

async function loadSetup(options: ProxyCheckOptions): Promise<PlaygroundSetup> {
  const read = (remote?: Map<string, string>) => {
    const model = analyze({
      dir: options.dir,
      cwd: options.cwd,
      fs: options.fs,
      configPath: options.configPath,
      remote,
    });
    try {
      return readPlaygroundSetup(model);
    } catch (e) {
      if (e instanceof PlaygroundSettingError)
        throw new UsageError(
          `${displayPath(e.span.file, options.cwd)}:${e.span.start.line}:${e.span.start.column}: ${e.message}`,
        );
      throw e;
    }
  };
  const setup = read();
  if (setup.proxy || !options.fetchRemote) return setup;
  const urls = setup.skipped.filter((s) => s.what === s.spec && /^https?:\/\//i.test(s.spec)).map((s) => s.spec);
  if (urls.length === 0) return setup;
  const notFetched = new Map<string, string>();
  const fetched = await fetchRemoteSpecs(urls, {
    allowPrivateHosts: options.allowPrivateHosts === true,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    notFetched,
  });
  const again = read(fetched);
  // --fetch-remote was given: a document it did not get is listed with the reason, not with that advice.
  for (const s of again.skipped) {
    const reason = s.what === s.spec ? notFetched.get(s.spec) : undefined;
    if (reason !== undefined) s.reason = `a remote document, not fetched: ${reason}`;
  }
  return again;
}

async function checkRelay(
  site: URL,
  send: Send,
  timeoutMs: number,
): Promise<{ result: ProxyCheckResult; message: string; checks: ProxyCheck[] }> {
  const url = relayUrl(site);
  const common = { 'User-Agent': USER_AGENT, Accept: '*/*' };
  const get = await send({ method: 'GET', url, headers: common }, { timeoutMs, maxRedirects: MAX_REDIRECTS });
  // What the site's front end sends, with an empty body: the relay refuses it without calling any API.
  const post = await send(
    {
      method: 'POST',
      url,
      headers: { ...common, 'Content-Type': 'application/json', Origin: site.origin },
      body: '{}',
    },
    { timeoutMs, maxRedirects: MAX_REDIRECTS },
  );
  const getCheck = toCheck(
    'relay',
    get,
    get.error ? 'unreachable' : 'answered',
    get.error ? `GET ${url}: ${get.error.message}` : `GET is answered with ${statusLine(get)}`,
  );
  const verdict = judgePost(post, get);
  const postCheck = toCheck('relay', post, verdict.outcome, verdict.message);
  const checks = [getCheck, postCheck];
  if (verdict.outcome === 'reached')
    return {
      result: 'allowed',
      message: `Playground requests will work: POST ${url} reaches the site's relay.`,
      checks,
    };
  if (verdict.outcome === 'unreachable')
    return {
      result: 'unreachable',
      message: `The playground's path could not be checked: ${verdict.message}.`,
      checks,
    };
  return {
    result: 'blocked',
    message: `Playground requests will fail: ${verdict.message}. Allow POST on ${RELAY_PATH} in the reverse proxy, or set api.playground.proxy to false in docs.json and allow CORS on the API.`,
    checks,
  };
}

/** Whether the POST reached the site's relay, and what stopped it if not; the GET's answer gives the contrast. */
function judgePost(post: Exchange, get: Exchange): { outcome: 'reached' | 'refused' | 'unreachable'; message: string } {
  const url = post.request.url;
  if (post.error) return { outcome: 'unreachable', message: `POST ${url}: ${post.error.message}` };
  const r = post.response!;
  const toGet = post.redirects.find((x) => x.method === 'GET');
  if (toGet)
    return {
      outcome: 'refused',
      message: `the ${toGet.status} redirect from ${toGet.from} to ${toGet.to} turns the POST into a GET (browsers do the same), so the relay never receives the playground's request; give the site's final address, or make the redirect a 307 or 308`,
    };
  const status = statusText(r.status, r.statusText);
  if (r.status === 502 || r.status === 503 || r.status === 504)
    return {
      outcome: 'unreachable',
      message: `POST ${url} was answered with ${status}: the server in front of the site could not reach it`,
    };
  const contrast = getContrast(get);
  if (r.status === 405 || r.status === 403 || r.status === 501)
    return { outcome: 'refused', message: `the reverse proxy refuses POST ${url} with ${status}${contrast}` };
  const allow = r.headers.allow;
  if (allow !== undefined && !allow.split(',').some((m) => m.trim().toUpperCase() === 'POST'))
    return {
      outcome: 'refused',
      message: `POST ${url} was answered with ${status} and \`Allow: ${allow}\`, which does not list POST${contrast}`,
    };
  if (r.status === 404)
    return {
      outcome: 'refused',
      message: `nothing at ${url} answers POST (${status}): is the URL the docs site's, and does the proxy pass ${RELAY_PATH} on to it?`,
    };
  if (r.status >= 400 && isHtml(r.headers)) {
    const title = htmlTitle(r.body);
    return {
      outcome: 'refused',
      message: `POST ${url} got an HTML error page (${status}${title ? `, "${title}"` : ''}) from the server in front of the site instead of the relay's answer${contrast}`,
    };
  }
  return {
    outcome: 'reached',
    message: `the POST reached the site's relay, which answered the empty request with ${status}`,
  };
}

function getContrast(get: Exchange): string {
  if (!get.response) return '';
  const s = get.response.status;
  const refused = s === 405 || s === 403 || s === 501;
  // A relay that serves POST only answers GET with 405 and `Allow: POST`: that GET went through.
  const relayAnswer = s === 405 && /\bPOST\b/i.test(get.response.headers.allow ?? '');
  if (refused && !relayAnswer)
    return `; GET is refused too (${statusLine(get)}), so the whole path may be closed, not only POST`;
  return `, while GET passes (${statusLine(get)})`;
}

/** What the preflights are sent with: the deadline of each, and whether private addresses are reached too. */
interface CorsOptions {
  timeoutMs: number;
  allowPrivateHosts: boolean;
}

/** The remedy named when a server's address is private. */
const ALLOW_PRIVATE = '--allow-private-hosts (in the action: `allow-private-hosts: true`) sends it';

/**
 * Sends a preflight, unless the server's URL comes from the repository and names a private address (the runner, its
 * cloud's metadata service): then no request goes out, and the exchange says why.
 */
async function preflight(request: HttpRequest, send: Send, options: CorsOptions): Promise<Exchange> {
  if (!options.allowPrivateHosts) {
    const problem = privateHostProblem(new URL(request.url));
    if (problem)
      return { request, redirects: [], error: { code: 'private', message: `not sent: ${problem}; ${ALLOW_PRIVATE}` } };
  }
  const ex = await send(request, {
    timeoutMs: options.timeoutMs,
    maxRedirects: 0,
    publicOnly: !options.allowPrivateHosts,
  });
  if (ex.error?.code === 'private') ex.error = { ...ex.error, message: `${ex.error.message}; ${ALLOW_PRIVATE}` };
  return ex;
}

async function checkCors(
  site: URL,
  servers: ServerTarget[],
  send: Send,
  options: CorsOptions,
): Promise<{ result: ProxyCheckResult; message: string; checks: ProxyCheck[] }> {
  const origin = site.origin;
  const jobs = servers.flatMap((server) =>
    (server.methods.length ? server.methods : ['POST']).map((method) => ({ server, method })),
  );
  const checks = await mapLimited(jobs, MAX_CONCURRENT_REQUESTS, async ({ server, method }) => {
    const request: HttpRequest = {
      method: 'OPTIONS',
      url: server.url,
      headers: {
        'User-Agent': USER_AGENT,
        Accept: '*/*',
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': server.headers.join(','),
      },
    };
    const ex = await preflight(request, send, options);
    const problems = ex.error ? [] : preflightProblems(ex, origin, method, server.headers);
    const outcome: CheckOutcome = ex.error ? 'unreachable' : problems.length ? 'cors-missing' : 'allowed';
    const message = ex.error
      ? `OPTIONS ${server.url}: ${ex.error.message}`
      : problems.length
        ? `a browser on ${origin} may not send ${method} requests to ${server.url}: ${problems.join('; ')}`
        : `${server.url} allows ${method} requests from ${origin} with ${server.headers.join(', ')}`;
    return {
      ...toCheck('cors', ex, outcome, message),
      ...(problems.length ? { problems } : {}),
      specs: server.specs,
    };
  });
  const missing = new Set(checks.filter((c) => c.outcome === 'cors-missing').map((c) => c.request.url));
  const unreachable = new Set(checks.filter((c) => c.outcome === 'unreachable').map((c) => c.request.url));
  const refused = new Set(checks.filter((c) => c.error?.code === 'private').map((c) => c.request.url));
  const total = servers.length;
  if (missing.size > 0) {
    return {
      result: 'cors-missing',
      checks,
      message: `Playground requests will fail: ${missing.size} of ${plural(total, 'API server')} (${[...missing].join(', ')}) ${missing.size === 1 ? 'does' : 'do'} not allow CORS requests from ${origin}, which api.playground.proxy: false needs. Allow that origin, the methods and the headers on the API, or set api.playground.proxy to true (the default) so that requests go through the site.`,
    };
  }
  if (refused.size > 0 && refused.size === unreachable.size)
    return {
      result: 'unreachable',
      checks,
      message: `${refused.size} of ${plural(total, 'API server')} ${refused.size === 1 ? 'was' : 'were'} not checked: ${[...refused].join(', ')} ${refused.size === 1 ? 'is at a private address' : 'are at private addresses'}, where navlint sends no request unless --allow-private-hosts is given.`,
    };
  if (unreachable.size > 0)
    return {
      result: 'unreachable',
      checks,
      message: `${unreachable.size} of ${plural(total, 'API server')} could not be reached: ${[...unreachable].join(', ')}.`,
    };
  return {
    result: 'allowed',
    checks,
    message: `Playground requests will work: ${total === 1 ? 'the API server allows' : `all ${total} API servers allow`} CORS requests from ${origin}.`,
  };
}

/** Why a browser on `origin` would refuse this preflight's answer (the Fetch standard's CORS check); empty when it would accept it. */
function preflightProblems(ex: Exchange, origin: string, method: string, headers: string[]): string[] {
  const r = ex.response!;
  const problems: string[] = [];
  if (r.status >= 300 && r.status < 400)
    problems.push(
      `the preflight was redirected (${statusText(r.status, r.statusText)}${r.headers.location ? ` to ${r.headers.location}` : ''}), and browsers do not follow a preflight's redirect`,
    );
  else if (r.status < 200 || r.status > 299)
    problems.push(`the preflight was answered with ${statusText(r.status, r.statusText)}; browsers need a 2xx answer`);
  const allowOrigin = r.headers['access-control-allow-origin'];
  if (allowOrigin === undefined) problems.push('no Access-Control-Allow-Origin header');
  else if (allowOrigin.trim() !== '*' && allowOrigin.trim() !== origin)
    problems.push(`Access-Control-Allow-Origin is "${allowOrigin}", not ${origin} or *`);
  const methods = list(r.headers['access-control-allow-methods']);
  if (!SAFELISTED_METHODS.includes(method) && !methods.some((m) => m === '*' || m.toUpperCase() === method)) {
    problems.push(
      r.headers['access-control-allow-methods'] === undefined
        ? `no Access-Control-Allow-Methods header, which ${method} needs`
        : `Access-Control-Allow-Methods ("${r.headers['access-control-allow-methods']}") does not list ${method}`,
    );
  }
  const allowed = list(r.headers['access-control-allow-headers']).map((h) => h.toLowerCase());
  const wildcard = allowed.includes('*');
  // The wildcard never covers Authorization: it has to be named.
  const missing = headers.filter((h) => !allowed.includes(h) && !(wildcard && h !== 'authorization'));
  if (missing.length > 0) {
    const raw = r.headers['access-control-allow-headers'];
    problems.push(
      raw === undefined
        ? `no Access-Control-Allow-Headers header; the playground sends ${missing.join(', ')}`
        : `Access-Control-Allow-Headers ("${raw}") does not list ${missing.join(', ')}${wildcard && missing.includes('authorization') ? ' (the * wildcard does not cover authorization)' : ''}`,
    );
  }
  return problems;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function toCheck(kind: ProxyCheck['kind'], ex: Exchange, outcome: CheckOutcome, message: string): ProxyCheck {
  const check: ProxyCheck = {
    kind,
    request: { method: ex.request.method, url: ex.request.url, headers: ex.request.headers },
    redirects: ex.redirects,
    outcome,
    message,
  };
  if (ex.response) {
    const headers: Record<string, string> = {};
    for (const h of SHOWN_HEADERS) if (ex.response.headers[h] !== undefined) headers[h] = ex.response.headers[h];
    const title = isHtml(ex.response.headers) ? htmlTitle(ex.response.body) : undefined;
    check.response = {
      status: ex.response.status,
      statusText: ex.response.statusText,
      url: ex.response.url,
      headers,
      ...(title ? { title } : {}),
    };
  }
  if (ex.error) check.error = ex.error;
  return check;
}

function isHtml(headers: Record<string, string>): boolean {
  return /^\s*text\/html\b/i.test(headers['content-type'] ?? '');
}

/** The text of an HTML page's `<title>` (or first `<h1>`), with white space collapsed, at most 120 characters. */
function htmlTitle(body: string): string | undefined {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(body) ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(body);
  const text = m?.[1]
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, n: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[n] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, 120) : undefined;
}

function statusText(status: number, text: string): string {
  return text ? `${status} ${text}` : String(status);
}

/** `405 Method Not Allowed (Allow: POST)`: a response's status, with its Allow header when it has one. */
function statusLine(ex: Exchange): string {
  const r = ex.response!;
  return `${statusText(r.status, r.statusText)}${r.headers.allow !== undefined ? `, Allow: ${r.headers.allow}` : ''}`;
}

/** `Promise.all(items.map(fn))` with at most `limit` calls pending at once; the results keep the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}
