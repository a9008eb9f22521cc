import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinkCheckOptions } from '../src/core/link-check.js';

// A test stands for a public host with a server on 127.0.0.1: while `loopbackIsPublic` is set, the guard takes
// 127.0.0.1 written in a URL for a public address (and only that: every other address, and every host name as it
// resolves, is judged as always).
const { jest } = import.meta as unknown as {
  jest: { unstable_mockModule: (path: string, factory: () => unknown) => void };
};
const net = await import('../src/core/net.js');
let loopbackIsPublic = false;
jest.unstable_mockModule('../src/core/net.js', () => ({
  ...net,
  privateHostProblem: (url: URL) =>
    loopbackIsPublic && url.hostname === '127.0.0.1' ? undefined : net.privateHostProblem(url),
}));
const { checkLinks } = await import('../src/core/link-check.js');

// External links checked against real servers on 127.0.0.1: each URL once, HEAD then GET, redirects by hand, 429s
// waited out, a few requests per host at a time, and the private-host guard unless it is lifted.

const UA = 'navlint/0.0.0-test (+https://example.com/navlint)';

/** One request as the server saw it. */
interface Seen {
  method: string;
  url: string;
  userAgent: string | undefined;
  accept: string | undefined;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, seen: Seen[]) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A server on 127.0.0.1 answering with `handler`; `seen` lists the requests it got, in order. */
async function serve(handler: Handler): Promise<{ base: string; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      userAgent: req.headers['user-agent'],
      accept: req.headers.accept,
    });
    handler(req, res, seen);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, port, seen };
}

const answer = (res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders = {}) => {
  res.writeHead(status, headers);
  res.end();
};

const options = (more: Partial<LinkCheckOptions> = {}): LinkCheckOptions => ({
  userAgent: UA,
  allowPrivateHosts: true,
  ...more,
});

const requests = (seen: Seen[]) => seen.map((s) => `${s.method} ${s.url}`);

describe('redirects', () => {
  test('301, 302, 307 and 308 in a chain, with a relative Location, end at the final URL', async () => {
    const { base, seen } = await serve((req, res) => {
      const next: Record<string, [number, string]> = {
        '/a': [301, '/b'],
        '/b': [302, 'c'],
        '/c': [307, '../d?x=1'],
        '/d?x=1': [308, `http://127.0.0.1:${(req.socket.localPort ?? 0).toString()}/end`],
      };
      const hop = next[req.url ?? ''];
      if (hop) return answer(res, hop[0], { location: hop[1] });
      answer(res, req.url === '/end' ? 200 : 404);
    });
    const { results, stats } = await checkLinks([`${base}/a`], options());
    expect(results.get(`${base}/a`)).toEqual({ status: 'ok', code: 200, redirected: `${base}/end` });
    expect(requests(seen)).toEqual(['HEAD /a', 'HEAD /b', 'HEAD /c', 'HEAD /d?x=1', 'HEAD /end']);
    expect(stats.requests).toBe(5);
  });

  test('a loop is `redirects`, asking each URL of it once', async () => {
    const { base, seen } = await serve((req, res) =>
      answer(res, 302, { location: req.url === '/loop-a' ? '/loop-b' : '/loop-a' }),
    );
    const { results } = await checkLinks([`${base}/loop-a`], options());
    expect(results.get(`${base}/loop-a`)).toMatchObject({ status: 'unreachable', why: 'redirects' });
    expect(requests(seen)).toEqual(['HEAD /loop-a', 'HEAD /loop-b']);
  });

  test('five redirects are followed; a sixth is `redirects`', async () => {
    const { base, seen } = await serve((req, res) => {
      const [, name, n] = /^\/(\w+)\/(\d+)$/.exec(req.url ?? '') ?? [];
      const limit = name === 'five' ? 5 : 6;
      if (Number(n) < limit) return answer(res, 307, { location: `/${name}/${Number(n) + 1}` });
      answer(res, 200);
    });
    const { results } = await checkLinks([`${base}/five/0`, `${base}/six/0`], options());
    expect(results.get(`${base}/five/0`)).toEqual({ status: 'ok', code: 200, redirected: `${base}/five/5` });
    expect(results.get(`${base}/six/0`)).toEqual({
      status: 'unreachable',
      why: 'redirects',
      detail: 'more than 5 redirects',
    });
    expect(seen.filter((s) => s.url.startsWith('/six/')).length).toBe(6);
  });
});

describe('rate limits', () => {
  test('429 with Retry-After: 1, then 200: the host is left alone for the wait, then asked again', async () => {
    // The server answers 429 to everything for a while after its first 429, shorter than the Retry-After it sent: a
    // request sent before the wait is over (the same URL again, or another URL of the host) gets a 429 too.
    let closed = false;
    const answered: string[] = [];
    const { base } = await serve((req, res, seen) => {
      const status = closed || seen.length === 1 ? 429 : 200;
      if (seen.length === 1) {
        closed = true;
        setTimeout(() => (closed = false), 500);
      }
      answered.push(`${req.method} ${req.url} ${status}`);
      answer(res, status, status === 429 ? { 'retry-after': '1' } : {});
    });
    const { results, stats } = await checkLinks([`${base}/limited`, `${base}/other`], options({ perHost: 1 }));
    expect(results.get(`${base}/limited`)).toEqual({ status: 'ok', code: 200 });
    expect(results.get(`${base}/other`)).toEqual({ status: 'ok', code: 200 });
    expect(answered[0]).toBe('HEAD /limited 429');
    expect(answered.slice(1).sort()).toEqual(['HEAD /limited 200', 'HEAD /other 200']);
    expect(stats.requests).toBe(3);
  });

  test('429 forever is `rate-limited` after the retries', async () => {
    const { base, seen } = await serve((_req, res) => answer(res, 429, { 'retry-after': '0' }));
    const { results, stats } = await checkLinks([`${base}/always`], options({ maxRetries: 2 }));
    expect(results.get(`${base}/always`)).toMatchObject({ status: 'unreachable', why: 'rate-limited' });
    expect(requests(seen)).toEqual(['HEAD /always', 'HEAD /always', 'HEAD /always']);
    expect(stats.requests).toBe(3);
  });

  test('a Retry-After longer than maxRetryWaitMs is `rate-limited` at once', async () => {
    const { base, seen } = await serve((_req, res) => answer(res, 429, { 'retry-after': '120' }));
    const { results } = await checkLinks([`${base}/later`], options({ maxRetryWaitMs: 60_000 }));
    expect(results.get(`${base}/later`)).toEqual({
      status: 'unreachable',
      why: 'rate-limited',
      detail: 'the server asked to wait 120 s (status 429)',
    });
    expect(seen.length).toBe(1);
  });
});

describe('HEAD refused', () => {
  test.each([
    [405, 'HEAD not allowed'],
    [404, 'HEAD not found'],
  ])('HEAD answered %i (%s), GET answers 200: ok', async (headStatus) => {
    const { base, seen } = await serve((req, res) => answer(res, req.method === 'HEAD' ? headStatus : 200));
    const { results, stats } = await checkLinks([`${base}/page`], options());
    expect(results.get(`${base}/page`)).toEqual({ status: 'ok', code: 200 });
    expect(requests(seen)).toEqual(['HEAD /page', 'GET /page']);
    expect(stats.requests).toBe(2);
  });
});

describe('failures', () => {
  test('an answer slower than timeoutMs is `timeout`', async () => {
    const { base } = await serve(() => {
      // Never answers; the server's connections are closed when the test ends.
    });
    const { results } = await checkLinks([`${base}/slow`], options({ timeoutMs: 200 }));
    expect(results.get(`${base}/slow`)).toEqual({
      status: 'unreachable',
      why: 'timeout',
      detail: 'no answer within 200 ms',
    });
  });

  test('a server that drops the connection is `network` after one retry, with the error code', async () => {
    const { base, seen } = await serve((req) => req.socket.destroy());
    const { results, stats } = await checkLinks([`${base}/drop`], options());
    const result = results.get(`${base}/drop`);
    expect(result).toMatchObject({ status: 'unreachable', why: 'network' });
    expect(result?.status === 'unreachable' && result.detail).toMatch(/^ECONNRESET\b/);
    expect(requests(seen)).toEqual(['HEAD /drop', 'GET /drop']);
    expect(stats.requests).toBe(2);
  });

  test('the signal stops the check: checkLinks rejects with its reason', async () => {
    const { base, seen } = await serve(() => {
      // Never answers.
    });
    const controller = new AbortController();
    const checked = checkLinks(
      [`${base}/a`, `${base}/b`, `${base}/c`],
      options({ perHost: 1, signal: controller.signal }),
    );
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('stopped'));
    await expect(checked).rejects.toThrow('stopped');
    expect(requests(seen)).toEqual(['HEAD /a']);
  });

  test.each([404, 410, 500])('%i is broken', async (status) => {
    const { base } = await serve((_req, res) => answer(res, status));
    const { results } = await checkLinks([`${base}/gone`], options());
    expect(results.get(`${base}/gone`)).toEqual({ status: 'broken', code: status });
  });

  test('a URL that is not http(s) is `unsupported`, and nothing is sent', async () => {
    const { results, stats } = await checkLinks(['ftp://example.com/file', 'mailto:a@example.com'], options());
    expect([...results.values()].map((r) => r.status === 'unreachable' && r.why)).toEqual([
      'unsupported',
      'unsupported',
    ]);
    expect(stats.requests).toBe(0);
  });
});

test('requests to one host stay within perHost at a time', async () => {
  // Requests are held until two are in flight (or for a while, should one stay alone), so that two are in flight at
  // once however busy the machine; more would show in `most`.
  let inFlight = 0;
  let most = 0;
  const held: http.ServerResponse[] = [];
  const release = () => {
    for (const res of held.splice(0)) {
      inFlight--;
      answer(res, 200);
    }
  };
  const { base, seen } = await serve((_req, res) => {
    inFlight++;
    most = Math.max(most, inFlight);
    held.push(res);
    if (held.length >= 2) setTimeout(release, 10);
    else setTimeout(() => held.includes(res) && release(), 1000);
  });
  const urls = Array.from({ length: 8 }, (_, i) => `${base}/p${i}`);
  const progress: number[] = [];
  const { results, stats } = await checkLinks(
    urls,
    options({ perHost: 2, onProgress: (done, total) => progress.push(done * 100 + total) }),
  );
  expect([...results.values()].every((r) => r.status === 'ok')).toBe(true);
  expect(seen.length).toBe(8);
  expect(most).toBe(2);
  expect(progress).toEqual([108, 208, 308, 408, 508, 608, 708, 808]);
  expect(stats.byHost).toEqual(new Map([[new URL(base).host, 8]]));
});

describe('private hosts', () => {
  test('without allowPrivateHosts, 127.0.0.1 and localhost are refused and the server gets no request', async () => {
    const { base, port, seen } = await serve((_req, res) => answer(res, 200));
    const local = `http://localhost:${port}/page`;
    const { results, stats } = await checkLinks([`${base}/page`, local], options({ allowPrivateHosts: false }));
    expect(results.get(`${base}/page`)).toEqual({
      status: 'unreachable',
      why: 'refused',
      detail: '127.0.0.1 is a private address',
    });
    const byName = results.get(local);
    expect(byName).toMatchObject({ status: 'unreachable', why: 'refused' });
    expect(byName?.status === 'unreachable' && byName.detail).toMatch(
      /^localhost resolves to the private address (127\.0\.0\.1|::1)$/,
    );
    expect(seen).toEqual([]);
    expect(stats.requests).toBe(0);
  });

  test.each([
    ['an address', () => 'http://169.254.169.254/latest/meta-data/', /^169\.254\.169\.254 is a private address$/],
    [
      'a host name that resolves to one',
      (port: number) => `http://localhost:${port}/admin`,
      /^localhost resolves to the private address (127\.0\.0\.1|::1)$/,
    ],
  ])('a redirect from a public host to %s is refused before it is asked', async (_, location, why) => {
    const target = await serve((_req, res) => answer(res, 200));
    const { base, seen } = await serve((_req, res) => answer(res, 302, { location: location(target.port) }));
    loopbackIsPublic = true;
    try {
      const { results, stats } = await checkLinks([`${base}/start`], options({ allowPrivateHosts: false }));
      const result = results.get(`${base}/start`);
      expect(result).toMatchObject({ status: 'unreachable', why: 'refused' });
      expect(result?.status === 'unreachable' && result.detail).toMatch(why);
      expect(requests(seen)).toEqual(['HEAD /start']);
      expect(target.seen).toEqual([]);
      expect(stats.requests).toBe(1);
    } finally {
      loopbackIsPublic = false;
    }
  });
});

test('URLs that differ only in their fragment are asked once; each keeps its result', async () => {
  const { base, seen } = await serve((_req, res) => answer(res, 200));
  const { results, stats } = await checkLinks(
    [`${base}/page#intro`, `${base}/page#usage`, `${base}/page#intro`],
    options(),
  );
  expect(requests(seen)).toEqual(['HEAD /page']);
  expect(stats.requests).toBe(1);
  expect([...results.keys()]).toEqual([`${base}/page#intro`, `${base}/page#usage`]);
  expect([...results.values()]).toEqual([
    { status: 'ok', code: 200 },
    { status: 'ok', code: 200 },
  ]);
});

test('every request carries the user agent and accepts HTML first', async () => {
  const { base, seen } = await serve((req, res) => answer(res, req.method === 'HEAD' ? 405 : 200));
  await checkLinks([`${base}/ua`], options());
  expect(seen.map((s) => [s.method, s.userAgent, s.accept])).toEqual([
    ['HEAD', UA, 'text/html,*/*;q=0.8'],
    ['GET', UA, 'text/html,*/*;q=0.8'],
  ]);
});
