import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import {
  commandLines,
  makeSite,
  parseOutputs,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
} from './helpers/action.js';
import { freePort, NGINX, startNginx, type RunningNginx } from './helpers/nginx.js';
import { runDistAsync } from './helpers/run.js';
import { VERSION } from '../src/version.js';

// `navlint proxy-check` as a user runs it (dist/cli.js, built with `npm run build`), against real servers on 127.0.0.1.

const UA = `navlint/${VERSION} (proxy-check)`;

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A server on 127.0.0.1 that records every request and answers with `answer`. */
async function recordingServer(
  answer: (req: Seen, res: http.ServerResponse) => void,
): Promise<{ server: http.Server; port: number; url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (s: string) => (body += s));
    req.on('end', () => {
      const r = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(r);
      answer(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The site's relay as the platform runs it: POST only; an empty request is answered 400 without calling any API. */
function relayAnswer(req: Seen, res: http.ServerResponse): void {
  if (req.method !== 'POST') {
    res.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' });
    res.end('{"error":"method not allowed"}');
    return;
  }
  res.writeHead(400, { 'Content-Type': 'application/json' });
  res.end('{"error":"the request names no URL"}');
}

const docsJson = (extra: Record<string, unknown> = {}, navigation: unknown = { pages: ['index'] }) =>
  JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#087A60' }, ...extra, navigation }, null, 2) + '\n';
const PAGE = '---\ntitle: Home\n---\n\nHello.\n';

/** The test servers listen on 127.0.0.1, which proxy-check sends no preflight to unless told. */
const LOCAL = ['--allow-private-hosts'];

async function proxyCheck(args: string[], cwd: string) {
  const r = await runDistAsync('cli', ['proxy-check', ...args], { cwd });
  return { ...r, json: args.includes('json') && r.stdout ? JSON.parse(r.stdout) : undefined };
}

/** What a check looks like without the parts that vary between machines (nginx's version, ports). */
function brief(check: {
  request: { method: string };
  response?: { status: number; statusText: string; headers: Record<string, string> };
  outcome: string;
  error?: { code: string };
}) {
  return {
    method: check.request.method,
    status: check.response?.status,
    statusText: check.response?.statusText,
    allow: check.response?.headers.allow,
    outcome: check.outcome,
    error: check.error?.code,
  };
}

afterAll(() => removeTempDirs());

const describeNginx = NGINX ? describe : describe.skip;
if (!NGINX)
  console.warn(
    'proxy-check nginx tests: skipped, nginx is not installed (apt-get install nginx; .ci/run installs it).',
  );

describeNginx('proxy-check through a real nginx in front of the site', () => {
  let relay: Awaited<ReturnType<typeof recordingServer>>;
  const running: RunningNginx[] = [];
  let site: string;

  beforeAll(async () => {
    relay = await recordingServer(relayAnswer);
    site = makeSite({ 'docs.json': docsJson(), 'index.mdx': PAGE });
  });
  afterAll(async () => {
    for (const n of running) await n.stop();
    await relay.close();
  });
  beforeEach(() => relay.seen.splice(0));

  async function nginx(location: string): Promise<RunningNginx> {
    const n = await startNginx(location, relay.port);
    running.push(n);
    return n;
  }

  test('POST allowed: the POST reaches the relay, exit 0', async () => {
    const n = await nginx('');
    const r = await proxyCheck([n.url, '--format', 'json'], site);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.json).toMatchObject({ version: 1, result: 'allowed', site: `${n.url}/`, proxy: true, skipped: [] });
    expect(r.json.checks.map(brief)).toEqual([
      { method: 'GET', status: 405, statusText: 'Method Not Allowed', allow: 'POST', outcome: 'answered' },
      { method: 'POST', status: 400, statusText: 'Bad Request', outcome: 'reached' },
    ]);
    expect(r.json.message).toBe(
      `Playground requests will work: POST ${n.url}/_mintlify/api/request reaches the site's relay.`,
    );
    // The relay got the harmless request: an empty JSON body, and a User-Agent that names navlint.
    const post = relay.seen.find((s) => s.method === 'POST')!;
    expect({
      url: post.url,
      body: post.body,
      type: post.headers['content-type'],
      ua: post.headers['user-agent'],
      origin: post.headers.origin,
    }).toEqual({ url: '/_mintlify/api/request', body: '{}', type: 'application/json', ua: UA, origin: n.url });
  });

  test('GET only through `limit_except GET { deny all; }`: blocked with 403, exit 1, and the text says so', async () => {
    const n = await nginx('limit_except GET { deny all; }');
    const r = await proxyCheck([n.url], site);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const endpoint = `${n.url}/_mintlify/api/request`;
    expect(r.stdout.replace(/nginx\/[\d.]+/g, 'nginx/V').split('\n')).toEqual([
      `Proxy check of ${n.url}/ (api.playground.proxy: true, so requests go through the site)`,
      `  GET  ${endpoint} → 405 Method Not Allowed (Allow: POST, Server: nginx/V)`,
      `  POST ${endpoint} → 403 Forbidden (Server: nginx/V, "403 Forbidden")`,
      `      ✖ the reverse proxy refuses POST ${endpoint} with 403 Forbidden, while GET passes (405 Method Not Allowed, Allow: POST)`,
      `✖ blocked: Playground requests will fail: the reverse proxy refuses POST ${endpoint} with 403 Forbidden, while GET passes (405 Method Not Allowed, Allow: POST). Allow POST on /_mintlify/api/request in the reverse proxy, or set api.playground.proxy to false in docs.json and allow CORS on the API.`,
      '',
    ]);
    // nginx refused the POST itself: the relay saw the GET only.
    expect(relay.seen.map((s) => s.method)).toEqual(['GET']);
    expect(n.errorLog()).toContain('access forbidden by rule');
  });

  test('GET only through `if ($request_method = POST) { return 405; }`: blocked with 405, exit 1', async () => {
    const n = await nginx('if ($request_method = POST) { return 405; }');
    const r = await proxyCheck([n.url, '--format', 'json'], site);
    expect(r.status).toBe(1);
    expect(r.json.result).toBe('blocked');
    expect(r.json.checks.map(brief)).toEqual([
      { method: 'GET', status: 405, statusText: 'Method Not Allowed', allow: 'POST', outcome: 'answered' },
      { method: 'POST', status: 405, statusText: 'Not Allowed', outcome: 'refused' },
    ]);
    expect(r.json.checks[1].response.headers.server).toMatch(/^nginx/);
    expect(r.json.checks[1].response.title).toBe('405 Not Allowed');
    expect(r.json.checks[1].request).toEqual({
      method: 'POST',
      url: `${n.url}/_mintlify/api/request`,
      headers: { 'User-Agent': UA, Accept: '*/*', 'Content-Type': 'application/json', Origin: n.url },
    });
    expect(relay.seen.map((s) => s.method)).toEqual(['GET']);
  });

  test('a site under a path: the relay is at {site_url}/_mintlify/api/request', async () => {
    const n = await nginx('');
    const r = await proxyCheck([`${n.url}/docs/`, '--format', 'json'], site);
    // nginx passes /docs/_mintlify/… to the catch-all location: the relay answers 400 there too.
    expect(r.json.checks.map((c: { request: { url: string } }) => c.request.url)).toEqual([
      `${n.url}/docs/_mintlify/api/request`,
      `${n.url}/docs/_mintlify/api/request`,
    ]);
    expect(relay.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /docs/_mintlify/api/request',
      'POST /docs/_mintlify/api/request',
    ]);
    expect(r.status).toBe(0);
  });

  describe('the action after a deployment (proxy-check-url)', () => {
    async function runAction(url: string) {
      const files = runnerFiles({});
      const r = await runActionAsync(runnerEnv(site, files, { 'proxy-check-url': url }), site);
      return {
        ...r,
        commands: commandLines(r.stdout),
        outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
        summary: fs.readFileSync(files.summary, 'utf8'),
      };
    }

    test('blocked: fails the step, says why, and sets proxy-check-result; no lint runs', async () => {
      const n = await nginx('limit_except GET { deny all; }');
      const r = await runAction(n.url);
      expect(r.status).toBe(1);
      expect(r.outputs).toEqual({ 'proxy-check-result': 'blocked', result: 'fail' });
      expect(r.commands.filter((c) => !c.startsWith('::add-mask::'))).toEqual([
        `::error::navlint proxy-check: blocked: Playground requests will fail: the reverse proxy refuses POST ${n.url}/_mintlify/api/request with 403 Forbidden, while GET passes (405 Method Not Allowed, Allow: POST). Allow POST on /_mintlify/api/request in the reverse proxy, or set api.playground.proxy to false in docs.json and allow CORS on the API.`,
      ]);
      expect(r.stdout).toContain(`  POST ${n.url}/_mintlify/api/request → 403 Forbidden`);
      expect(r.summary.split('\n').slice(0, 3)).toEqual([
        '## navlint proxy check: ❌ blocked',
        '',
        expect.stringContaining('Playground requests will fail'),
      ]);
      expect(r.summary).toContain('| POST http:&#8203;//127.0.0.1:');
    });

    test('allowed: the step passes', async () => {
      const n = await nginx('');
      const r = await runAction(n.url);
      expect(r.status).toBe(0);
      expect(r.outputs).toEqual({ 'proxy-check-result': 'allowed', result: 'pass' });
      expect(r.summary.split('\n')[0]).toBe('## navlint proxy check: ✅ allowed');
    });
  });
});

describe('proxy-check with api.playground.proxy: false: a CORS preflight to each API server', () => {
  const ORIGIN = 'https://docs.example.com';
  let good: Awaited<ReturnType<typeof recordingServer>>;
  let none: Awaited<ReturnType<typeof recordingServer>>;
  let wildcard: Awaited<ReturnType<typeof recordingServer>>;

  beforeAll(async () => {
    // An API configured for the docs site: its origin, its methods and the playground's headers.
    good = await recordingServer((req, res) => {
      if (req.method === 'OPTIONS' && req.headers.origin === ORIGIN) {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': ORIGIN,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
          'Access-Control-Allow-Headers': 'Content-Type, Authorization',
          Vary: 'Origin',
        });
        return void res.end();
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
    // An API without CORS: OPTIONS is an unknown route.
    none = await recordingServer((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"error":"not found"}');
    });
    // Wildcards everywhere, which do not cover Authorization.
    wildcard = await recordingServer((_req, res) => {
      res.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': '*',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
    });
  });
  afterAll(async () => {
    for (const s of [good, none, wildcard]) await s.close();
  });
  beforeEach(() => {
    for (const s of [good, none, wildcard]) s.seen.splice(0);
  });

  const bearer = { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } };
  const ok = { responses: { '200': { description: 'ok' } } };

  test('every server allows the playground: exit 0; one preflight per method, with the playground’s headers', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1' },
      // A server variable is replaced by its default.
      servers: [{ url: 'http://127.0.0.1:{port}/v1', variables: { port: { default: String(good.port) } } }],
      components: bearer,
      paths: {
        '/pets': { get: { summary: 'List pets', ...ok }, post: { summary: 'Add a pet', ...ok } },
        '/pets/{id}': { put: { summary: 'Replace a pet', ...ok } },
      },
    };
    const site = makeSite({
      'docs.json': docsJson(
        { api: { playground: { proxy: false } } },
        { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      ),
      'openapi.json': JSON.stringify(spec),
    });
    const r = await proxyCheck([ORIGIN, '--format', 'json', ...LOCAL], site);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.json).toMatchObject({
      version: 1,
      result: 'allowed',
      proxy: false,
      message: `Playground requests will work: the API server allows CORS requests from ${ORIGIN}.`,
    });
    expect(r.json.checks.map((c: { outcome: string; request: { url: string } }) => [c.request.url, c.outcome])).toEqual(
      [
        [`${good.url}/v1`, 'allowed'],
        [`${good.url}/v1`, 'allowed'],
        [`${good.url}/v1`, 'allowed'],
      ],
    );
    // The preflights go out together: they arrive in any order.
    const seen = good.seen.map((s) => [
      s.method,
      s.url,
      s.headers.origin,
      s.headers['access-control-request-method'],
      s.headers['access-control-request-headers'],
      s.headers['user-agent'],
    ]);
    expect(seen.sort((a, b) => String(a[3]).localeCompare(String(b[3])))).toEqual(
      ['GET', 'POST', 'PUT'].map((m) => ['OPTIONS', '/v1', ORIGIN, m, 'authorization,content-type', UA]),
    );
  });

  test('servers without CORS, or with a wildcard that does not cover Authorization: cors-missing, exit 1, each reason named', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      servers: [{ url: `${good.url}/v1` }],
      components: bearer,
      paths: {
        '/pets': { get: { summary: 'List pets', ...ok } },
        '/pets/{id}': {
          servers: [{ url: `${none.url}/` }],
          put: { summary: 'Replace a pet', ...ok },
          delete: { summary: 'Remove a pet', servers: [{ url: `${wildcard.url}/` }], ...ok },
        },
        '/local': { servers: [{ url: '/relative' }], get: { summary: 'Local', ...ok } },
      },
    };
    const site = makeSite({
      'docs.json': docsJson({ api: { playground: { proxy: false }, openapi: 'openapi.json' } }),
      'index.mdx': PAGE,
      'openapi.json': JSON.stringify(spec),
    });
    const r = await proxyCheck([ORIGIN, '--format', 'json', ...LOCAL], site);
    expect(r.status).toBe(1);
    expect(r.json.result).toBe('cors-missing');
    expect(
      r.json.checks.map(
        (c: { request: { url: string; headers: Record<string, string> }; outcome: string; problems?: string[] }) => [
          c.request.url,
          c.request.headers['Access-Control-Request-Method'],
          c.outcome,
          c.problems ?? [],
        ],
      ),
    ).toEqual([
      [`${good.url}/v1`, 'GET', 'allowed', []],
      [
        `${none.url}/`,
        'PUT',
        'cors-missing',
        [
          'the preflight was answered with 404 Not Found; browsers need a 2xx answer',
          'no Access-Control-Allow-Origin header',
          'no Access-Control-Allow-Methods header, which PUT needs',
          'no Access-Control-Allow-Headers header; the playground sends authorization, content-type',
        ],
      ],
      [
        `${wildcard.url}/`,
        'DELETE',
        'cors-missing',
        [
          'Access-Control-Allow-Headers ("*") does not list authorization (the * wildcard does not cover authorization)',
        ],
      ],
    ]);
    expect(r.json.skipped).toEqual([
      {
        what: '/relative',
        spec: 'openapi.json',
        reason: 'a relative URL: the playground would send its requests to the docs site itself',
      },
    ]);
    expect(r.json.message).toBe(
      `Playground requests will fail: 2 of 3 API servers (${none.url}/, ${wildcard.url}/) do not allow CORS requests from ${ORIGIN}, which api.playground.proxy: false needs. Allow that origin, the methods and the headers on the API, or set api.playground.proxy to true (the default) so that requests go through the site.`,
    );
    const text = await proxyCheck([ORIGIN, ...LOCAL], site);
    expect(text.status).toBe(1);
    expect(text.stdout).toContain(
      `  OPTIONS ${none.url}/ (PUT; authorization,content-type) → 404 Not Found\n      ✖ the preflight was answered with 404 Not Found; browsers need a 2xx answer\n      ✖ no Access-Control-Allow-Origin header\n`,
    );
    expect(text.stdout).toContain(
      '  not checked: /relative (openapi.json): a relative URL: the playground would send its requests to the docs site itself\n',
    );
  });

  test('the wildcard covers an API-key header; a different origin does not pass', async () => {
    const keySpec = {
      openapi: '3.0.0',
      info: { title: 'K', version: '1' },
      servers: [{ url: wildcard.url }],
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
      paths: { '/items': { post: { summary: 'Add', ...ok } } },
    };
    const site = makeSite({
      'docs.json': docsJson({ api: { playground: { proxy: false }, openapi: 'keys.yaml' } }),
      'index.mdx': PAGE,
      'keys.yaml': JSON.stringify(keySpec),
    });
    const r = await proxyCheck([ORIGIN, '--format', 'json', ...LOCAL], site);
    expect(r.status).toBe(0);
    expect(wildcard.seen.map((s) => s.headers['access-control-request-headers'])).toEqual(['content-type,x-api-key']);

    const other = { ...keySpec, servers: [{ url: good.url }] };
    fs.writeFileSync(path.join(site, 'keys.yaml'), JSON.stringify(other));
    const r2 = await proxyCheck(['https://preview.example.com', '--format', 'json', ...LOCAL], site);
    expect(r2.status).toBe(1);
    // The API answers only its own origin (here with a 404 and nothing else).
    expect(r2.json.checks[0].problems).toEqual([
      'the preflight was answered with 404 Not Found; browsers need a 2xx answer',
      'no Access-Control-Allow-Origin header',
      'no Access-Control-Allow-Headers header; the playground sends content-type, x-api-key',
    ]);
  });
});

describe('proxy-check: servers at private addresses get no request unless --allow-private-hosts', () => {
  const ORIGIN = 'https://docs.example.com';
  let api: Awaited<ReturnType<typeof recordingServer>>;
  beforeAll(async () => {
    api = await recordingServer((_req, res) => {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'content-type',
      });
      res.end();
    });
  });
  afterAll(() => api.close());
  beforeEach(() => void api.seen.splice(0));

  /** Each spelling of a private address as a server URL (a path of its own keeps them apart), and how it is read. */
  const spellings = (port: number): [string, string][] => [
    [`http://127.0.0.1:${port}/a`, '127.0.0.1'],
    [`http://0x7f000001:${port}/b`, '127.0.0.1'],
    [`http://2130706433:${port}/c`, '127.0.0.1'],
    [`http://0177.0.0.1:${port}/d`, '127.0.0.1'],
    [`http://127.1:${port}/e`, '127.0.0.1'],
    [`http://[::ffff:127.0.0.1]:${port}/f`, '::ffff:7f00:1'],
    [`http://[::1]:${port}/g`, '::1'],
    [`http://0.0.0.0:${port}/h`, '0.0.0.0'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://0xa9fea9fe/i', '169.254.169.254'],
    ['http://[fe80::1]/j', 'fe80::1'],
    ['http://10.0.0.1/k', '10.0.0.1'],
    ['http://192.168.1.1/l', '192.168.1.1'],
    ['http://[fd00::1]/m', 'fd00::1'],
  ];

  function site(urls: string[]): string {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Internal', version: '1' },
      servers: urls.map((url) => ({ url })),
      paths: { '/items': { post: { summary: 'Add', responses: { '200': { description: 'ok' } } } } },
    };
    return makeSite({
      'docs.json': docsJson({ api: { playground: { proxy: false }, openapi: 'api.json' } }),
      'index.mdx': PAGE,
      'api.json': JSON.stringify(spec),
    });
  }

  test('every spelling of a private address: no request, one check per server saying why, exit 1', async () => {
    const cases = spellings(api.port);
    const r = await proxyCheck([ORIGIN, '--format', 'json'], site(cases.map(([url]) => url)));
    expect(api.seen).toEqual([]);
    expect(r.status).toBe(1);
    expect(r.json.result).toBe('unreachable');
    const sent = '--allow-private-hosts (in the action: `allow-private-hosts: true`) sends it';
    expect(r.json.checks.map((c: { outcome: string; error: unknown }) => [c.outcome, c.error])).toEqual(
      cases.map(([, host]) => [
        'unreachable',
        { code: 'private', message: `not sent: ${host} is a private address; ${sent}` },
      ]),
    );
    expect(r.json.message).toMatch(
      /^14 of 14 API servers were not checked: .* are at private addresses, where navlint sends no request unless --allow-private-hosts is given\.$/,
    );
  });

  test('a host name that resolves to a private address (localhost) is refused as it is looked up', async () => {
    const r = await proxyCheck([ORIGIN, '--format', 'json'], site([`http://localhost:${api.port}/`]));
    expect(api.seen).toEqual([]);
    expect(r.status).toBe(1);
    expect(r.json.checks[0].error.code).toBe('private');
    expect(r.json.checks[0].error.message).toMatch(/^not sent: localhost resolves to the private address /);
  });

  test('--allow-private-hosts: the local server gets its preflights', async () => {
    const urls = [`http://127.0.0.1:${api.port}/a`, `http://0x7f000001:${api.port}/b`];
    const r = await proxyCheck([ORIGIN, '--format', 'json', ...LOCAL], site(urls));
    expect([r.status, r.stderr, r.json.result]).toEqual([0, '', 'allowed']);
    expect(api.seen.map((s) => `${s.method} ${s.url}`).sort()).toEqual(['OPTIONS /a', 'OPTIONS /b']);
  });

  test('the action (proxy-check-url): refused by default; `allow-private-hosts: true` reaches the server', async () => {
    const ws = site([`http://127.0.0.1:${api.port}/v1`]);
    const files = runnerFiles({});
    const refused = await runActionAsync(runnerEnv(ws, files, { 'proxy-check-url': ORIGIN }), ws);
    expect(api.seen).toEqual([]);
    expect(refused.status).toBe(1);
    expect(parseOutputs(fs.readFileSync(files.output, 'utf8'))).toEqual({
      'proxy-check-result': 'unreachable',
      result: 'fail',
    });
    expect(fs.readFileSync(files.summary, 'utf8')).toContain('private: not sent: 127.0.0.1 is a private address');
    const open = runnerFiles({});
    const reached = await runActionAsync(
      runnerEnv(ws, open, { 'proxy-check-url': ORIGIN, 'allow-private-hosts': 'true' }),
      ws,
    );
    expect(reached.status).toBe(0);
    expect(api.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['OPTIONS /v1']);
  });
});

describe('proxy-check: a few requests at a time', () => {
  test('30 servers get their preflights at most 4 at once, every one of them', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = await recordingServer((_req, res) => {
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'content-type',
        });
        res.end();
      }, 40);
    });
    try {
      const spec = {
        openapi: '3.0.3',
        info: { title: 'Many', version: '1' },
        servers: Array.from({ length: 30 }, (_, i) => ({ url: `${slow.url}/s${i}` })),
        paths: { '/items': { post: { summary: 'Add', responses: { '200': { description: 'ok' } } } } },
      };
      const site = makeSite({
        'docs.json': docsJson({ api: { playground: { proxy: false }, openapi: 'many.json' } }),
        'index.mdx': PAGE,
        'many.json': JSON.stringify(spec),
      });
      const r = await proxyCheck(['https://docs.example.com', '--format', 'json', ...LOCAL], site);
      expect(r.status).toBe(0);
      expect(slow.seen.map((x) => x.url).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `/s${i}`).sort());
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(4);
      // The report keeps the servers' order, whatever order the answers came in.
      expect(r.json.checks.map((c: { request: { url: string } }) => c.request.url)).toEqual(
        Array.from({ length: 30 }, (_, i) => `${slow.url}/s${i}`),
      );
    } finally {
      await slow.close();
    }
  });
});

describe('proxy-check: network failures, redirects and timeouts are named plainly', () => {
  let site: string;
  beforeAll(() => {
    site = makeSite({ 'docs.json': docsJson(), 'index.mdx': PAGE });
  });

  test('connection refused: unreachable, exit 1', async () => {
    const port = await freePort();
    const r = await proxyCheck([`http://127.0.0.1:${port}`, '--format', 'json'], site);
    expect(r.status).toBe(1);
    expect(r.json.result).toBe('unreachable');
    expect(r.json.checks[1].error).toEqual({
      code: 'refused',
      message: `connection refused by 127.0.0.1:${port} (ECONNREFUSED)`,
    });
  });

  test('--timeout: a server that never answers is a timeout after that long', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const r = await proxyCheck(
        [`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, '--timeout', '0.4', '--format', 'json'],
        site,
      );
      expect(r.status).toBe(1);
      expect(r.json.result).toBe('unreachable');
      expect(r.json.checks.map((c: { error: unknown }) => c.error)).toEqual([
        { code: 'timeout', message: 'no answer within 0.4 s (timeout)' },
        { code: 'timeout', message: 'no answer within 0.4 s (timeout)' },
      ]);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  test('redirects: 308 keeps the POST (allowed), 301 turns it into a GET (blocked), a loop stops after 5', async () => {
    const relay = await recordingServer((req, res) => {
      const m = /^\/(r308|r301|loop)(\d*)\/(.*)$/.exec(req.url);
      if (m?.[1] === 'r308') res.writeHead(308, { Location: `/${m[3]}` }).end();
      else if (m?.[1] === 'r301') res.writeHead(301, { Location: `/${m[3]}` }).end();
      else if (m?.[1] === 'loop') res.writeHead(302, { Location: `/loop${Number(m[2] || 0) + 1}/${m[3]}` }).end();
      else relayAnswer(req, res);
    });
    try {
      const permanent = await proxyCheck([`${relay.url}/r308`, '--format', 'json'], site);
      expect(permanent.status).toBe(0);
      expect(permanent.json.checks[1].redirects).toEqual([
        {
          status: 308,
          from: `${relay.url}/r308/_mintlify/api/request`,
          to: `${relay.url}/_mintlify/api/request`,
          method: 'POST',
        },
      ]);
      expect(relay.seen.filter((s) => s.url === '/_mintlify/api/request').map((s) => [s.method, s.body])).toEqual([
        ['GET', ''],
        ['POST', '{}'],
      ]);

      const moved = await proxyCheck([`${relay.url}/r301`, '--format', 'json'], site);
      expect(moved.status).toBe(1);
      expect(moved.json.result).toBe('blocked');
      expect(moved.json.checks[1].message).toBe(
        `the 301 redirect from ${relay.url}/r301/_mintlify/api/request to ${relay.url}/_mintlify/api/request turns the POST into a GET (browsers do the same), so the relay never receives the playground's request; give the site's final address, or make the redirect a 307 or 308`,
      );

      const loop = await proxyCheck([`${relay.url}/loop`, '--format', 'json'], site);
      expect(loop.status).toBe(1);
      expect(loop.json.result).toBe('unreachable');
      expect(loop.json.checks[1].redirects).toHaveLength(5);
      expect(loop.json.checks[1].error).toEqual({
        code: 'redirects',
        message: `more than 5 redirects (the last one: 302 to ${relay.url}/loop6/_mintlify/api/request)`,
      });
    } finally {
      await relay.close();
    }
  });

  test('nothing at the path (404) and an HTML error page are blocked; a 502 is unreachable', async () => {
    const server = await recordingServer((req, res) => {
      if (req.url.startsWith('/missing/'))
        res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><title>Not here</title></html>');
      else if (req.url.startsWith('/waf/') && req.method === 'POST')
        res
          .writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' })
          .end('<html><head><title>Request Rejected</title></head></html>');
      else if (req.url.startsWith('/down/'))
        res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
      else relayAnswer(req, res);
    });
    try {
      const missing = await proxyCheck([`${server.url}/missing`, '--format', 'json'], site);
      expect([missing.status, missing.json.result, missing.json.checks[1].message]).toEqual([
        1,
        'blocked',
        `nothing at ${server.url}/missing/_mintlify/api/request answers POST (404 Not Found): is the URL the docs site's, and does the proxy pass /_mintlify/api/request on to it?`,
      ]);
      const waf = await proxyCheck([`${server.url}/waf`, '--format', 'json'], site);
      expect([waf.status, waf.json.result, waf.json.checks[1].message]).toEqual([
        1,
        'blocked',
        `POST ${server.url}/waf/_mintlify/api/request got an HTML error page (400 Bad Request, "Request Rejected") from the server in front of the site instead of the relay's answer, while GET passes (405 Method Not Allowed, Allow: POST)`,
      ]);
      const down = await proxyCheck([`${server.url}/down`, '--format', 'json'], site);
      expect([down.status, down.json.result]).toEqual([1, 'unreachable']);
    } finally {
      await server.close();
    }
  });

  const openssl = spawnSync('openssl', ['version']).status === 0;
  (openssl ? test : test.skip)('TLS: a self-signed certificate is named as such', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-tls-'));
    try {
      const made = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
        ],
        { encoding: 'utf8' },
      );
      expect(made.status).toBe(0);
      const server = https.createServer(
        { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
        (_req, res) => res.end('{}'),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const r = await proxyCheck(
          [`https://127.0.0.1:${(server.address() as AddressInfo).port}`, '--format', 'json'],
          site,
        );
        expect(r.status).toBe(1);
        expect(r.json.result).toBe('unreachable');
        expect(r.json.checks[1].error).toEqual({
          code: 'tls',
          message: 'TLS error: the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT)',
        });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('proxy-check: usage errors are one line and exit 2', () => {
  test.each([
    [[], {}, 'proxy-check needs the URL of the deployed docs site (navlint proxy-check https://docs.example.com)'],
    [
      ['docs.example.com'],
      {},
      'proxy-check needs the site\'s absolute URL (https://docs.example.com), not "docs.example.com"',
    ],
    [['ftp://docs.example.com'], {}, 'the site URL must start with https:// or http://, not ftp:'],
    [['https://user:secret@docs.example.com'], {}, 'the site URL must not hold a user name or password'],
    [
      ['https://docs.example.com', '--timeout', '0'],
      {},
      '--timeout must be a number of seconds above 0 and at most 600, not "0"',
    ],
    [
      ['https://docs.example.com', '--format', 'sarif'],
      {},
      '--format of proxy-check must be one of text, json, not "sarif"',
    ],
    [['https://docs.example.com', '--dir', 'nowhere'], {}, 'nowhere: no such file or folder'],
    [
      ['https://docs.example.com'],
      { api: { playground: { proxy: 'false' } } },
      'docs.json:9:16: api.playground.proxy must be true or false, not "false"',
    ],
    [
      ['https://docs.example.com'],
      { api: { playground: { proxy: false } } },
      'api.playground.proxy is false, but no OpenAPI document of the site names a server URL to check',
    ],
  ])('%j with docs.json %j', async (args, extra, message) => {
    const site = makeSite({ 'docs.json': docsJson(extra), 'index.mdx': PAGE });
    const r = await proxyCheck(args as string[], site);
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
      status: 2,
      stdout: '',
      stderr: `navlint: ${message}\n`,
    });
  });

  test('--dir and --timeout belong to proxy-check', async () => {
    const r = await runDistAsync('cli', ['check', '--dir', '.']);
    expect([r.status, r.stderr]).toEqual([2, 'navlint: --dir applies to proxy-check only, not to check\n']);
  });
});
