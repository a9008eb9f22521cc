import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runCheck } from '../src/engine/index.js';
import { externalLinksOf } from '../src/model/external-links.js';
import { CORPUS, runDistAsync } from './helpers/run.js';
import { tempFolder } from './helpers/temp.js';

// `check --external` on a copy of a real site of ../shared/corpus whose external links lead to a stand-in server on
// 127.0.0.1: 500 of the site's URLs, 20 of them dead. The check finds exactly the 20, each at every use with every file
// that uses it named, asks each URL once, and a second run with --cache asks nothing.

const present = fs.existsSync(CORPUS);
const suite = present ? describe : describe.skip;
const HELD = 500;
const DEAD_EVERY = 25;

/** The first site (by name) with at least `HELD` external URLs, and those URLs with the files and spans using them. */
async function siteWithLinks(): Promise<{
  site: string;
  urls: { url: string; written: Set<string>; files: Set<string> }[];
}> {
  // Sites of a middling size first: the check runs twice, and a smaller site keeps the test quick.
  const preferred = ['upstash__docs', 'pipecat-ai__docs', 'modelcontextprotocol__modelcontextprotocol'];
  const all = fs.readdirSync(CORPUS).sort();
  for (const site of [...preferred.filter((s) => all.includes(s)), ...all.filter((s) => !preferred.includes(s))]) {
    const dir = path.join(CORPUS, site);
    if (!fs.existsSync(path.join(dir, 'docs.json'))) continue;
    const { model } = await runCheck({ dir, cwd: dir, fs });
    const urls = [...externalLinksOf(model).urls.values()]
      .filter((u) => u.privateHost === undefined && u.uses.every((use) => /\.mdx?$/.test(use.file)))
      .map((u) => ({
        url: u.url,
        written: new Set(u.uses.map((use) => use.written)),
        files: new Set(u.uses.map((use) => use.file)),
      }));
    // Two URLs that differ only in their scheme would lead to one URL of the stand-in: the second is left out.
    const hosts = new Set<string>();
    const distinct = urls.filter((u) => {
      const key = u.url.replace(/^https?:/, '');
      return !hosts.has(key) && hosts.add(key);
    });
    if (distinct.length >= HELD) return { site, urls: distinct.slice(0, HELD) };
  }
  throw new Error(`no corpus site has ${HELD} external links in its pages`);
}

suite('check --external on a corpus site', () => {
  let server: http.Server;
  let port = 0;
  const requests = new Map<string, string[]>();
  let dead = new Set<string>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const key = req.url ?? '';
      requests.set(key, [...(requests.get(key) ?? []), req.method ?? '']);
      res.writeHead(dead.has(key) ? 404 : 200, { 'content-type': 'text/html' });
      res.end(req.method === 'HEAD' ? undefined : '<html></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('finds exactly the dead links, names every file, asks each URL once, and nothing the second time', async () => {
    const { site, urls } = await siteWithLinks();
    const copy = path.join(tempFolder('navlint-external-'), site);
    fs.cpSync(path.join(CORPUS, site), copy, { recursive: true });
    // Each held URL, as each page writes it, now leads to the stand-in: http://127.0.0.1:PORT/<host>/<path>.
    const standIn = (url: string) => {
      const u = new URL(url);
      return `http://127.0.0.1:${port}/${u.host}${u.pathname}${u.search}`;
    };
    const written = new Map<string, string>();
    for (const u of urls)
      for (const w of u.written) written.set(w, standIn(u.url) + (w.includes('#') ? w.slice(w.indexOf('#')) : ''));
    // Longest first, and only where the URL ends, so that a URL is never replaced inside a longer one.
    const escaped = [...written.keys()]
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const pattern = new RegExp(`(${escaped.join('|')})(?=[\\s)"'\\]>}]|$)`, 'g');
    for (const rel of new Set(urls.flatMap((u) => [...u.files]))) {
      const file = path.join(copy, rel);
      fs.writeFileSync(
        file,
        fs.readFileSync(file, 'utf8').replace(pattern, (w) => written.get(w)!),
      );
    }
    // Every other external link is left out, so that nothing leaves the machine.
    fs.writeFileSync(
      path.join(copy, '.navlintrc.json'),
      JSON.stringify({ external: { exclude: [`!127.0.0.1:${port}/**`], perHost: 8 } }),
    );
    const deadUrls = urls.filter((_, i) => i % DEAD_EVERY === 0);
    console.log(`${site}: ${HELD} external URLs held by the stand-in, ${deadUrls.length} dead`);
    dead = new Set(deadUrls.map((u) => new URL(standIn(u.url)).pathname + new URL(standIn(u.url)).search));
    expect(dead.size).toBe(HELD / DEAD_EVERY);

    const args = ['check', '.', '--external', '--allow-private-hosts', '--cache', '--format', 'json'];
    const first = await runDistAsync('cli', args, { cwd: copy, env: { CI: 'true' } });
    expect(first.stderr).toMatch(/^navlint: 500 external links checked, \d+ excluded\n$/m);
    const report = JSON.parse(first.stdout) as { diagnostics: { rule: string; file: string; message: string }[] };
    const broken = report.diagnostics.filter((d) => d.rule === 'external-link-broken');
    const found = new Map<string, Set<string>>();
    for (const b of broken) {
      const url = /"(http:\/\/127\.0\.0\.1:\d+\/[^"#]*)/.exec(b.message)![1];
      found.set(url, new Set([...(found.get(url) ?? []), b.file]));
    }
    expect(new Set(found.keys())).toEqual(new Set(deadUrls.map((u) => standIn(u.url))));
    for (const u of deadUrls) {
      const files = [...u.files];
      expect(found.get(standIn(u.url))).toEqual(new Set(files));
      for (const b of broken.filter((x) => x.message.includes(`"${standIn(u.url)}`)))
        for (const f of files) expect(b.message).toContain(f);
    }
    // One HEAD per URL; a dead one is asked again with GET, as lychee does, before it counts as dead.
    expect(requests.size).toBe(HELD);
    for (const [key, methods] of requests) expect(methods).toEqual(dead.has(key) ? ['HEAD', 'GET'] : ['HEAD']);

    requests.clear();
    const second = await runDistAsync('cli', args, { cwd: copy, env: { CI: 'true' } });
    expect(second.stderr).toMatch(/^navlint: 500 external links checked \(500 from the cache, 0 fetched\)/m);
    expect(requests.size).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual(report);
  });
});
