import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  commandLines,
  makeSite,
  parseOutputs,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
} from './helpers/action.js';
import { ROOT } from './helpers/run.js';
import { LocalService } from './helpers/local-service.js';

// The action keeps its page cache in the Actions cache with @actions/cache. These tests run the bundled
// dist/action.js as a runner would, against a server on 127.0.0.1 that speaks the cache service's protocol (version
// 2): the Twirp calls GetCacheEntryDownloadURL, CreateCacheEntry and FinalizeCacheEntryUpload (JSON, proto field
// names), the archive uploaded to the signed URL as one blob (Put Blob) and downloaded from the signed URL.

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const TOKEN = 'runtime-token-for-tests';

interface Entry {
  key: string;
  version: string;
  archive?: Buffer;
  finalized: boolean;
  /** Order of creation: the newest entry of a prefix is restored. */
  order: number;
}

/** The cache service and its blob storage, in one HTTP server. */
class CacheService extends LocalService {
  readonly entries = new Map<string, Entry>();
  readonly calls: { method: string; path: string; body: Record<string, unknown>; auth?: string }[] = [];
  private created = 0;

  protected handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const u = new URL(req.url ?? '/', this.url);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && u.pathname.startsWith(SERVICE)) {
      const request = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
      const method = u.pathname.slice(SERVICE.length);
      this.calls.push({ method: 'POST', path: method, body: request, auth: req.headers.authorization });
      const version = String(request.version);
      if (method === 'GetCacheEntryDownloadURL') {
        const key = String(request.key);
        const prefixes = (request.restore_keys as string[] | undefined) ?? [];
        const usable = [...this.entries.values()].filter((e) => e.finalized && e.version === version);
        const hit =
          usable.find((e) => e.key === key) ??
          prefixes
            .map((p) => usable.filter((e) => e.key.startsWith(p)).sort((a, b) => b.order - a.order)[0])
            .find(Boolean);
        if (!hit) return json(200, { ok: false, signed_download_url: '', matched_key: '' });
        return json(200, {
          ok: true,
          signed_download_url: `${this.url}/blobs/${encodeURIComponent(hit.key)}?sig=read`,
          matched_key: hit.key,
        });
      }
      if (method === 'CreateCacheEntry') {
        const key = String(request.key);
        if (this.entries.has(key)) return json(409, { code: 'already_exists', msg: 'cache entry already exists' });
        this.entries.set(key, { key, version, finalized: false, order: this.created++ });
        return json(200, { ok: true, signed_upload_url: `${this.url}/blobs/${encodeURIComponent(key)}?sig=write` });
      }
      if (method === 'FinalizeCacheEntryUpload') {
        const entry = this.entries.get(String(request.key));
        if (!entry?.archive) return json(404, { code: 'not_found', msg: 'no upload' });
        entry.finalized = true;
        return json(200, { ok: true, entry_id: String(entry.order + 1) });
      }
    }
    if (u.pathname.startsWith('/blobs/')) {
      const key = decodeURIComponent(u.pathname.slice('/blobs/'.length));
      this.calls.push({ method: req.method ?? '', path: `/blobs/${key}`, body: {} });
      const entry = this.entries.get(key);
      const headers = {
        'x-ms-request-id': `req-${this.calls.length}`,
        'x-ms-version': '2024-08-04',
        'Last-Modified': new Date(0).toUTCString(),
        ETag: '"0x1"',
      };
      if (req.method === 'PUT' && entry && u.searchParams.get('sig') === 'write') {
        entry.archive = body;
        res.writeHead(201, headers);
        res.end();
        return;
      }
      if (req.method === 'GET' && entry?.archive && u.searchParams.get('sig') === 'read') {
        res.writeHead(200, { ...headers, 'Content-Length': entry.archive.length });
        res.end(entry.archive);
        return;
      }
    }
    json(404, { code: 'not_found', msg: `no route for ${req.method} ${u.pathname}` });
  }

  /** The Twirp methods called, in order. */
  methods(): string[] {
    return this.calls.map((c) => (c.path.startsWith('/blobs/') ? `${c.method} blob` : c.path));
  }
}

/** A site of `n` pages. */
function siteFiles(n: number, changed?: number): Record<string, string> {
  const pages = Array.from({ length: n }, (_, i) => `page-${i}`);
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Cached',
      colors: { primary: '#0B6E4F' },
      navigation: { groups: [{ group: 'Pages', pages }] },
    }),
  };
  for (const [i, p] of pages.entries())
    files[`${p}.mdx`] =
      `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\nSee [the next page](/page-${(i + 1) % n}).${i === changed ? ' Changed.' : ''}\n`;
  return files;
}

const dist = path.join(ROOT, 'dist', 'action.js');
const describeDist = fs.existsSync(dist) ? describe : describe.skip;

describeDist('the page cache, kept in a cache service on 127.0.0.1', () => {
  let service: CacheService;

  beforeEach(async () => {
    service = new CacheService();
    await service.start();
  });
  afterEach(async () => {
    await service.stop();
  });
  const temps: string[] = [];
  afterAll(() => {
    removeTempDirs();
    for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
  });

  /**
   * One run on a fresh runner: its temporary folder is at the same path as on the runner before (the cache service
   * tells entries apart by the paths they hold) and starts empty.
   */
  async function run(workspace: string, inputs: Record<string, string> = {}) {
    const files = runnerFiles({});
    const temp = `${workspace}.runner-temp`;
    temps.push(temp);
    fs.rmSync(temp, { recursive: true, force: true });
    fs.mkdirSync(temp);
    const env = runnerEnv(
      workspace,
      files,
      { preview: 'false', cache: 'true', ...inputs },
      {
        GITHUB_EVENT_NAME: 'push',
        ACTIONS_RUNTIME_TOKEN: TOKEN,
        ACTIONS_RESULTS_URL: `${service.url}/`,
        ACTIONS_CACHE_SERVICE_V2: 'True',
        RUNNER_TEMP: temp,
        // The cache's archive is written to the temporary folder, as on a runner.
        TMPDIR: temp,
      },
    );
    const r = await runActionAsync(env, workspace);
    return {
      ...r,
      temp,
      outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
      summary: fs.readFileSync(files.summary, 'utf8'),
    };
  }

  /** The cache file a run left in its temporary folder. */
  function cacheFileOf(temp: string): string {
    const dir = path.join(temp, 'navlint-cache');
    const names = fs.readdirSync(dir).filter((n) => /^content-[0-9a-f]+\.json$/.test(n));
    expect(names).toHaveLength(1);
    return path.join(dir, names[0]);
  }

  test('the first run parses every page and saves the cache; the next, on a fresh runner, restores it and parses only the changed page', async () => {
    const workspace = makeSite(siteFiles(12));
    const first = await run(workspace);
    expect(first.status).toBe(0);
    expect(first.summary).toContain('\n12 pages parsed, 0 reused from the cache.\n');
    expect(first.stdout).toContain('No page cache in the Actions cache: every page is parsed.');
    expect(service.methods()).toEqual([
      'GetCacheEntryDownloadURL',
      'CreateCacheEntry',
      'PUT blob',
      'FinalizeCacheEntryUpload',
    ]);
    const lookup = service.calls[0];
    expect(lookup.auth).toBe(`Bearer ${TOKEN}`);
    const key = String(lookup.body.key);
    expect(key).toMatch(/^navlint-\d+\.\d+\.\d+[^-]*-[0-9a-f]{12}-[0-9a-f]{32}$/);
    const prefix = key.slice(0, key.lastIndexOf('-') + 1);
    expect(lookup.body.restore_keys).toEqual([prefix]);
    expect(service.calls[1].body.key).toBe(key);
    expect(service.entries.get(key)?.finalized).toBe(true);
    expect(commandLines(first.stdout).filter((l) => /^::(warning|error)/.test(l))).toEqual([]);

    // One page changes: a new key; the entry of the first run is restored by its prefix.
    fs.appendFileSync(path.join(workspace, 'page-3.mdx'), '\nOne more line.\n');
    service.calls.length = 0;
    const second = await run(workspace);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(`Page cache restored from the Actions cache (${key}).`);
    expect(second.summary).toContain('\n1 page parsed, 11 reused from the cache.\n');
    const secondKey = String(service.calls[0].body.key);
    expect(secondKey).not.toBe(key);
    expect(secondKey.startsWith(prefix)).toBe(true);
    expect(service.methods()).toEqual([
      'GetCacheEntryDownloadURL',
      'GET blob',
      'CreateCacheEntry',
      'PUT blob',
      'FinalizeCacheEntryUpload',
    ]);
    // The restored file is the first run's.
    expect(JSON.parse(fs.readFileSync(cacheFileOf(second.temp), 'utf8')).entries).toBeDefined();

    // The same pages again: the very entry is restored, every page reused, and nothing is saved.
    service.calls.length = 0;
    const third = await run(workspace);
    expect(third.status).toBe(0);
    expect(third.stdout).toContain('Page cache restored from the Actions cache (these very pages).');
    expect(third.summary).toContain('\n0 pages parsed, 12 reused from the cache.\n');
    expect(service.methods()).toEqual(['GetCacheEntryDownloadURL', 'GET blob']);
    expect(third.outputs.result).toBe('pass');
  });

  test('a restored entry whose extracts do not match their schema is not used: the pages are parsed again', async () => {
    const workspace = makeSite(siteFiles(4));
    const first = await run(workspace);
    expect(first.status).toBe(0);
    const key = [...service.entries.keys()][0];
    // The entry is replaced by an archive of the same file whose extracts are forged.
    const file = cacheFileOf(first.temp);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, unknown> };
    for (const k of Object.keys(data.entries)) data.entries[k] = { kind: 'mdx', headings: '<script>' };
    fs.writeFileSync(file, JSON.stringify(data));
    const archive = path.join(makeSite({}), 'forged.tzst');
    execFileSync('tar', ['--posix', '-cf', archive, '--zstd', '-P', '-C', workspace, path.relative(workspace, file)]);
    service.entries.get(key)!.archive = fs.readFileSync(archive);
    fs.appendFileSync(path.join(workspace, 'page-1.mdx'), '\nChanged.\n');

    const second = await run(workspace);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(`Page cache restored from the Actions cache (${key}).`);
    expect(second.summary).toContain('\n4 pages parsed, 0 reused from the cache.\n');
  });

  test('a service that cannot be reached is only a slower run: every page parsed, the step passes', async () => {
    await service.stop();
    const workspace = makeSite(siteFiles(3));
    const r = await run(workspace);
    expect(r.status).toBe(0);
    expect(r.summary).toContain('\n3 pages parsed, 0 reused from the cache.\n');
    expect(r.outputs.result).toBe('pass');
    expect(commandLines(r.stdout).filter((l) => /^::error/.test(l))).toEqual([]);
  });

  test('cache: false neither restores nor saves', async () => {
    const workspace = makeSite(siteFiles(3));
    const r = await run(workspace, { cache: 'false' });
    expect(r.status).toBe(0);
    expect(service.calls).toEqual([]);
    expect(r.summary).not.toContain('reused from the cache');
    expect(fs.existsSync(path.join(r.temp, 'navlint-cache'))).toBe(false);
  });

  test('the cache stays in the temporary folder: nothing is written in the checkout', async () => {
    const workspace = makeSite(siteFiles(2));
    const before = fs.readdirSync(workspace).sort();
    await run(workspace);
    await run(workspace);
    expect(fs.readdirSync(workspace).sort()).toEqual(before);
  });
});
