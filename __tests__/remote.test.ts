import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fetchRemoteSpecs, isPrivateAddress } from '../src/openapi/remote.js';
import { removeRepos, tempDir } from './helpers/git.js';
import { runCli } from './helpers/cli.js';

// --fetch-remote fetches what a repository names: never the runner itself, its cloud's metadata service or the
// networks behind it, unless --allow-private-hosts says so; not after a redirect either.

afterAll(removeRepos);

const SPEC = `openapi: 3.0.3
info: {title: Pets, version: "1"}
# a line of the server's document that no output may quote
paths:
  /pets:
    get:
      responses: 5
`;

describe('addresses', () => {
  test.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:a9fe:a9fe', true],
    ['64:ff9b::10.0.0.1', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['140.82.112.3', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('redirects are followed by hand, and each target is checked', () => {
  test('a public document that redirects to the metadata service is not fetched there', async () => {
    const asked: string[] = [];
    const impl = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(String(url));
      expect(init?.redirect).toBe('manual');
      if (String(url) === 'https://docs.example.com/openapi.yaml')
        return new Response('', { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
      if (String(url) === 'https://docs.example.com/moved.yaml')
        return new Response('', { status: 301, headers: { location: '/openapi-v2.yaml' } });
      return new Response('openapi: 3.0.3');
    }) as typeof fetch;
    const got = await fetchRemoteSpecs(
      ['https://docs.example.com/openapi.yaml', 'https://docs.example.com/moved.yaml', 'http://[::1]/x.yaml'],
      { fetchImpl: impl },
    );
    expect([...got]).toEqual([['https://docs.example.com/moved.yaml', 'openapi: 3.0.3']]);
    expect(asked.sort()).toEqual([
      'https://docs.example.com/moved.yaml',
      'https://docs.example.com/openapi-v2.yaml',
      'https://docs.example.com/openapi.yaml',
    ]);
  });

  test('a redirect to another scheme, or past five hops, is not followed', async () => {
    let hops = 0;
    const impl = (async (url: string | URL | Request) => {
      if (String(url).endsWith('/file'))
        return new Response('', { status: 302, headers: { location: 'file:///etc/passwd' } });
      hops++;
      return new Response('', { status: 307, headers: { location: `/loop${hops}` } });
    }) as typeof fetch;
    const got = await fetchRemoteSpecs(['https://a.example.com/file', 'https://a.example.com/loop'], {
      fetchImpl: impl,
    });
    expect(got.size).toBe(0);
    expect(hops).toBe(6);
  });
});

describe('navlint check --fetch-remote against a server on 127.0.0.1', () => {
  let server: http.Server;
  let port = 0;
  const requests: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/missing.yaml') {
        res.writeHead(404);
        return res.end();
      }
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `http://localhost:${port}/spec.yaml` });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/yaml' });
      res.end(SPEC);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests.length = 0;
  });

  function site(url: string): string {
    const dir = tempDir('navlint-remote-');
    fs.writeFileSync(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Acme',
        colors: { primary: '#087A60' },
        navigation: { groups: [{ group: 'API', openapi: url, pages: ['GET /pets'] }] },
      }),
    );
    return dir;
  }
  const rules = (stdout: string) =>
    (JSON.parse(stdout) as { diagnostics: { rule: string }[] }).diagnostics.map((d) => d.rule);

  test.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/spec.yaml`, /^127\.0\.0\.1 is a private address$/],
    [
      'a host name that resolves to it (localhost)',
      () => `http://localhost:${port}/spec.yaml`,
      /^localhost resolves to the private address (127\.0\.0\.1|::1)$/,
    ],
    ['::ffff:127.0.0.1', () => `http://[::ffff:127.0.0.1]:${port}/spec.yaml`, /^::ffff:7f00:1 is a private address$/],
  ])('%s is refused: no request arrives; the notice says why, not "use --fetch-remote"', async (_, url, reason) => {
    const r = await runCli(['check', '.', '--fetch-remote', '--format', 'json'], { cwd: site(url()) });
    expect(r.status).toBe(0);
    expect(rules(r.stdout)).toEqual(['openapi-remote']);
    expect(requests).toEqual([]);
    const message = (JSON.parse(r.stdout) as { diagnostics: { message: string }[] }).diagnostics[0].message;
    const [, why] =
      /^OpenAPI document "[^"]+" is remote and was not fetched: (.*) \(--allow-private-hosts, in the action `allow-private-hosts: true`, fetches from it\)\. Its operations were not checked\.$/.exec(
        message,
      ) ?? [];
    expect(why).toMatch(reason);
    expect(message).not.toContain('--fetch-remote');
  });

  test('a document the server does not serve: the notice names the answer', async () => {
    const r = await runCli(['check', '.', '--fetch-remote', '--allow-private-hosts', '--format', 'json'], {
      cwd: site(`http://127.0.0.1:${port}/missing.yaml`),
    });
    expect((JSON.parse(r.stdout) as { diagnostics: { message: string }[] }).diagnostics.map((d) => d.message)).toEqual([
      `OpenAPI document "http://127.0.0.1:${port}/missing.yaml" is remote and was not fetched: the server answered 404. Its operations were not checked.`,
    ]);
  });

  test('--allow-private-hosts fetches it, after a redirect too; no code frame quotes the fetched document', async () => {
    const dir = site(`http://127.0.0.1:${port}/redirect`);
    const json = await runCli(['check', '.', '--fetch-remote', '--allow-private-hosts', '--format', 'json'], {
      cwd: dir,
    });
    expect(rules(json.stdout)).toEqual(['openapi-invalid']);
    expect(requests).toEqual(['/redirect', '/spec.yaml']);
    const stylish = await runCli(['check', '.', '--fetch-remote', '--allow-private-hosts'], { cwd: dir });
    expect(stylish.status).toBe(1);
    expect(stylish.stdout).toContain('openapi-invalid');
    expect(stylish.stdout).not.toContain('responses: 5');
    expect(stylish.stdout).not.toContain('no output may quote');
  });

  test('--allow-private-hosts without --fetch-remote is a usage error', async () => {
    const r = await runCli(['check', '.', '--allow-private-hosts'], { cwd: site('https://x.test/a') });
    expect(r).toEqual({
      status: 2,
      stdout: '',
      stderr: 'navlint: --allow-private-hosts applies only with --fetch-remote or --published\n',
    });
  });
});
