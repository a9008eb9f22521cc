import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  commandLines,
  makeSite,
  PR_EVENT,
  parseOutputs,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
  TOKEN as ACTION_TOKEN,
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
  id: number;
  key: string;
  version: string;
  /** The ref of the run that saved it: the scope it is restored from. */
  ref: string;
  archive?: Buffer;
  finalized: boolean;
}

/**
 * The cache service and its blob storage, in one HTTP server, with the REST API's listing of entries
 * (`GET /repos/{owner}/{repo}/actions/caches`). Entries are scoped as GitHub scopes them: a run saves into its own
 * ref and restores from the refs it may read (its own first, then its base's and the default branch's).
 */
class CacheService extends LocalService {
  readonly entries: Entry[] = [];
  readonly calls: { method: string; path: string; body: Record<string, unknown>; auth?: string }[] = [];
  /** The ref of the run being served, and the refs it may restore from, in order. */
  ref = 'refs/heads/main';
  readable = ['refs/heads/main'];
  /** The REST API's answer to a listing, when not the list. */
  apiStatus = 200;
  /** Called when a run looks an entry up, before the answer. */
  onLookup?: () => void;

  /** The finalized entry of `key` saved by `ref`. */
  entry(key: string, ref = this.ref): Entry | undefined {
    return this.entries.find((e) => e.key === key && e.ref === ref);
  }

  /** Adds a finalized entry, as a run of `ref` would have saved it. */
  add(key: string, ref: string, version: string, archive: Buffer): void {
    this.entries.push({ id: this.entries.length + 1, key, ref, version, archive, finalized: true });
  }

  protected handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const u = new URL(req.url ?? '/', this.url);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && u.pathname === '/repos/octo-org/docs-site/actions/caches') {
      this.calls.push({
        method: 'GET',
        path: 'caches',
        body: Object.fromEntries(u.searchParams),
        auth: req.headers.authorization,
      });
      if (this.apiStatus !== 200) return json(this.apiStatus, { message: 'Resource not accessible by integration' });
      const prefix = u.searchParams.get('key') ?? '';
      const perPage = Number(u.searchParams.get('per_page') ?? 30);
      const page = Number(u.searchParams.get('page') ?? 1);
      const listed = this.entries.filter((e) => e.finalized && e.key.startsWith(prefix)).reverse();
      return json(200, {
        total_count: listed.length,
        actions_caches: listed.slice((page - 1) * perPage, page * perPage).map((e) => ({
          id: e.id,
          ref: e.ref,
          key: e.key,
          version: e.version,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, e.id)).toISOString(),
          last_accessed_at: new Date(Date.UTC(2026, 0, 1, 0, 0, e.id)).toISOString(),
          size_in_bytes: e.archive?.length ?? 0,
        })),
      });
    }
    if (req.method === 'POST' && u.pathname.startsWith(SERVICE)) {
      const request = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
      const method = u.pathname.slice(SERVICE.length);
      this.calls.push({ method: 'POST', path: method, body: request, auth: req.headers.authorization });
      const version = String(request.version);
      if (method === 'GetCacheEntryDownloadURL') {
        this.onLookup?.();
        const key = String(request.key);
        const prefixes = (request.restore_keys as string[] | undefined) ?? [];
        let hit: Entry | undefined;
        for (const ref of this.readable) {
          const usable = this.entries.filter((e) => e.finalized && e.version === version && e.ref === ref);
          hit =
            usable.find((e) => e.key === key) ??
            prefixes.map((p) => usable.filter((e) => e.key.startsWith(p)).sort((a, b) => b.id - a.id)[0]).find(Boolean);
          if (hit) break;
        }
        if (!hit) return json(200, { ok: false, signed_download_url: '', matched_key: '' });
        return json(200, {
          ok: true,
          signed_download_url: `${this.url}/blobs/${hit.id}?sig=read`,
          matched_key: hit.key,
        });
      }
      if (method === 'CreateCacheEntry') {
        const key = String(request.key);
        if (this.entry(key)) return json(409, { code: 'already_exists', msg: 'cache entry already exists' });
        const id = this.entries.length + 1;
        this.entries.push({ id, key, version, ref: this.ref, finalized: false });
        return json(200, { ok: true, signed_upload_url: `${this.url}/blobs/${id}?sig=write` });
      }
      if (method === 'FinalizeCacheEntryUpload') {
        const entry = this.entry(String(request.key));
        if (!entry?.archive) return json(404, { code: 'not_found', msg: 'no upload' });
        entry.finalized = true;
        return json(200, { ok: true, entry_id: String(entry.id) });
      }
    }
    if (u.pathname.startsWith('/blobs/')) {
      const id = Number(u.pathname.slice('/blobs/'.length));
      const entry = this.entries.find((e) => e.id === id);
      this.calls.push({ method: req.method ?? '', path: `/blobs/${entry?.key}`, body: {} });
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

  /** The calls made, in order: Twirp methods, blob transfers and listings. */
  methods(): string[] {
    return this.calls.map((c) =>
      c.path.startsWith('/blobs/') ? `${c.method} blob` : c.path === 'caches' ? 'GET caches' : c.path,
    );
  }
}

/** A site of `n` pages; with `broken`, the first page links to a page that does not exist. */
function siteFiles(n: number, changed?: number, broken = false): Record<string, string> {
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
      `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\nSee [the next page](/page-${(i + 1) % n}).${i === changed ? ' Changed.' : ''}\n` +
      (broken && i === 0 ? '\nSee [nowhere](/nowhere).\n' : '');
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
  async function run(workspace: string, inputs: Record<string, string> = {}, event: 'push' | 'pull_request' = 'push') {
    // A push to the default branch, or a run of pull request 7 into it: the scope it saves to and those it reads.
    const pr = event === 'pull_request';
    service.ref = pr ? 'refs/pull/7/merge' : 'refs/heads/main';
    service.readable = pr ? ['refs/pull/7/merge', 'refs/heads/main'] : ['refs/heads/main'];
    const files = runnerFiles({ ...(pr ? PR_EVENT : {}), repository: { default_branch: 'main' } });
    const temp = `${workspace}.runner-temp`;
    temps.push(temp);
    fs.rmSync(temp, { recursive: true, force: true });
    fs.mkdirSync(temp);
    const env = runnerEnv(
      workspace,
      files,
      { preview: 'false', cache: 'true', ...inputs },
      {
        GITHUB_EVENT_NAME: event,
        GITHUB_REF: service.ref,
        GITHUB_BASE_REF: pr ? 'main' : '',
        GITHUB_API_URL: service.url,
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
    // The entries of this root are listed (with the workflow's token) before anything is restored: there are none.
    expect(service.methods()).toEqual(['GET caches', 'CreateCacheEntry', 'PUT blob', 'FinalizeCacheEntryUpload']);
    const [listing, create] = service.calls;
    expect(listing.auth).toBe(`token ${ACTION_TOKEN}`);
    expect(create.auth).toBe(`Bearer ${TOKEN}`);
    const key = String(create.body.key);
    expect(key).toMatch(/^navlint-\d+\.\d+\.\d+[^-]*-[0-9a-f]{12}-[0-9a-f]{32}$/);
    const prefix = key.slice(0, key.lastIndexOf('-') + 1);
    expect(listing.body).toMatchObject({ key: prefix, per_page: '100', page: '1' });
    expect(service.entry(key)?.finalized).toBe(true);
    expect(commandLines(first.stdout).filter((l) => /^::(warning|error)/.test(l))).toEqual([]);

    // One page changes: a new key; the entry of the first run is restored by its prefix.
    fs.appendFileSync(path.join(workspace, 'page-3.mdx'), '\nOne more line.\n');
    service.calls.length = 0;
    const second = await run(workspace);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(`Page cache restored from the Actions cache (${key}, saved by refs/heads/main).`);
    expect(second.summary).toContain('\n1 page parsed, 11 reused from the cache.\n');
    // The entry restored is the one the listing vouched for, by its very key; it is listed again once restored.
    expect(service.calls[1].body.key).toBe(key);
    expect(service.calls[1].body.restore_keys ?? []).toEqual([]);
    expect(service.calls[3].body).toMatchObject({ key });
    const secondKey = String(service.calls[4].body.key);
    expect(secondKey).not.toBe(key);
    expect(secondKey.startsWith(prefix)).toBe(true);
    expect(service.methods()).toEqual([
      'GET caches',
      'GetCacheEntryDownloadURL',
      'GET blob',
      'GET caches',
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
    expect(third.stdout).toContain(
      'Page cache restored from the Actions cache (these very pages, saved by refs/heads/main).',
    );
    expect(third.summary).toContain('\n0 pages parsed, 12 reused from the cache.\n');
    expect(service.methods()).toEqual(['GET caches', 'GetCacheEntryDownloadURL', 'GET blob', 'GET caches']);
    expect(third.outputs.result).toBe('pass');
  });

  test('a restored entry whose extracts do not match their schema is not used: the pages are parsed again', async () => {
    const workspace = makeSite(siteFiles(4));
    const first = await run(workspace);
    expect(first.status).toBe(0);
    const key = service.entries[0].key;
    // The entry is replaced by an archive of the same file whose extracts are forged.
    const file = cacheFileOf(first.temp);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, unknown> };
    for (const k of Object.keys(data.entries)) data.entries[k] = { kind: 'mdx', headings: '<script>' };
    fs.writeFileSync(file, JSON.stringify(data));
    const archive = path.join(makeSite({}), 'forged.tzst');
    execFileSync('tar', ['--posix', '-cf', archive, '--zstd', '-P', '-C', workspace, path.relative(workspace, file)]);
    service.entry(key)!.archive = fs.readFileSync(archive);
    fs.appendFileSync(path.join(workspace, 'page-1.mdx'), '\nChanged.\n');

    const second = await run(workspace);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(`Page cache restored from the Actions cache (${key}, saved by refs/heads/main).`);
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

  /**
   * An archive of the cache file a run left, every page's links emptied (the broken link with them), as a workflow
   * step of the pull request could save it under navlint's key; added to the service as saved by `ref`.
   */
  function forge(workspace: string, temp: string, key: string, ref: string): void {
    const file = cacheFileOf(temp);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, { links?: unknown[] }> };
    for (const entry of Object.values(data.entries)) if (entry.links) entry.links = [];
    fs.writeFileSync(file, JSON.stringify(data));
    const archive = path.join(makeSite({}), 'forged.tzst');
    execFileSync('tar', ['--posix', '-cf', archive, '--zstd', '-P', '-C', workspace, path.relative(workspace, file)]);
    service.add(key, ref, service.entries[0].version, fs.readFileSync(archive));
  }

  /** The finding of the broken link, as a run that parses every page reports it. */
  function expectRealFindings(r: Awaited<ReturnType<typeof run>>, pages: number): void {
    expect(r.outputs).toMatchObject({ errors: '1', result: 'fail' });
    expect(commandLines(r.stdout).filter((l) => l.startsWith('::error'))).toEqual([
      expect.stringMatching(/^::error title=link-broken,file=page-0\.mdx,line=9,.*"\/nowhere" leads to no page/),
      '::error::navlint: 1 error and 0 warnings (fail-on: error).',
    ]);
    expect(r.summary).toContain(`\n${pages} pages parsed, 0 reused from the cache.\n`);
  }

  test("a pull request's run restores what a push to the default branch saved, and saves nothing", async () => {
    const workspace = makeSite(siteFiles(6, undefined, true));
    expect((await run(workspace)).outputs.errors).toBe('1');
    fs.appendFileSync(path.join(workspace, 'page-3.mdx'), '\nOne more line.\n');
    service.calls.length = 0;
    const pr = await run(workspace, {}, 'pull_request');
    expect(pr.stdout).toContain(`(${service.entries[0].key}, saved by refs/heads/main).`);
    expect(pr.summary).toContain('\n1 page parsed, 5 reused from the cache.\n');
    expect(pr.outputs).toMatchObject({ errors: '1', result: 'fail' });
    expect(service.methods()).toEqual(['GET caches', 'GetCacheEntryDownloadURL', 'GET blob', 'GET caches']);
    expect(pr.stdout).toContain(
      'The page cache is not saved to the Actions cache: only pushes to a branch save it, not pull_request runs.',
    );
    expect(service.entries).toHaveLength(1);
  });

  test("entries saved from the pull request's own ref are never restored: every page is parsed, the finding is real", async () => {
    const workspace = makeSite(siteFiles(6, undefined, true));
    const first = await run(workspace);
    const key = service.entries[0].key;
    // The very key of these pages, and a newer one of the same root, saved by an earlier run of the pull request.
    forge(workspace, first.temp, key, 'refs/pull/7/merge');
    forge(workspace, first.temp, `${key.slice(0, -1)}0`, 'refs/pull/7/merge');
    service.calls.length = 0;
    const pr = await run(workspace, {}, 'pull_request');
    expectRealFindings(pr, 6);
    expect(pr.stdout).toContain(
      'No page cache in the Actions cache saved by refs/heads/main (2 entries saved by other refs left aside): every page is parsed.',
    );
    expect(service.methods()).toEqual(['GET caches']);
  });

  test("an entry of the vouched key saved meanwhile in the pull request's scope is restored first, and not used", async () => {
    const workspace = makeSite(siteFiles(6, undefined, true));
    const first = await run(workspace);
    const key = service.entries[0].key;
    // The forged archive is made now; the entry appears between the listing and the restore.
    const before = service.entries.length;
    forge(workspace, first.temp, key, 'refs/pull/7/merge');
    const forged = service.entries.splice(before)[0];
    service.onLookup = () => {
      service.entries.push(forged);
      service.onLookup = undefined;
    };
    service.calls.length = 0;
    const pr = await run(workspace, {}, 'pull_request');
    expect(service.methods()).toEqual(['GET caches', 'GetCacheEntryDownloadURL', 'GET blob', 'GET caches']);
    expect(pr.stdout).toContain(
      `The page cache restored (${key}) is not used: a ref other than refs/heads/main saved it too.`,
    );
    expectRealFindings(pr, 6);
  });

  test('without a token, or when the API refuses the listing, one line says so and the cache is not used', async () => {
    const workspace = makeSite(siteFiles(3, undefined, true));
    const bare = await run(workspace, { 'github-token': '' });
    expect(service.calls).toEqual([]);
    expect(bare.stdout).toContain(
      'The Actions cache is not used: without a token (input github-token) navlint cannot tell who saved its entries.',
    );
    expectRealFindings(bare, 3);
    service.apiStatus = 403;
    const refused = await run(workspace);
    expect(service.methods()).toEqual(['GET caches']);
    expect(refused.stdout).toContain(
      'The Actions cache is not used: navlint could not tell who saved its entries (HTTP 403).',
    );
    expectRealFindings(refused, 3);
  });
  test('external links: a push fetches them and saves their answers; a pull request restores them and fetches none', async () => {
    const asked: string[] = [];
    const links = http.createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.writeHead(req.url === '/gone' ? 404 : 200);
      res.end();
    });
    await new Promise<void>((resolve) => links.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(links.address() as AddressInfo).port}`;
    try {
      const files = siteFiles(3);
      files['page-0.mdx'] +=
        `\nSee [the blog](${at}/blog), [the old post](${at}/gone) and [the blog again](${at}/blog).\n`;
      files['page-1.mdx'] += `\nSee [the blog](${at}/blog).\n`;
      const workspace = makeSite(files);
      const inputs = { 'external-links': 'true', 'allow-private-hosts': 'true' };
      const first = await run(workspace, inputs);
      expect(first.status).toBe(0);
      expect(asked.sort()).toEqual(['GET /gone', 'HEAD /blog', 'HEAD /gone']);
      expect(first.stdout).toContain('2 external links checked');
      const saved = service.entries.find((e) => e.key.startsWith('navlint-links-'));
      expect(saved?.key).toMatch(/^navlint-links-\d+\.\d+\.\d+[^-]*-[0-9a-f]{12}-4242-1$/);
      expect(saved?.finalized).toBe(true);
      const warned = (out: string) => commandLines(out).filter((l) => /^::warning .*external-link-broken/.test(l));
      expect(warned(first.stdout)).toHaveLength(1);

      asked.length = 0;
      service.calls.length = 0;
      const second = await run(workspace, inputs, 'pull_request');
      expect(second.status).toBe(0);
      expect(asked).toEqual([]);
      expect(second.stdout).toContain(
        `External links' answers restored from the Actions cache (${saved!.key}, saved by refs/heads/main).`,
      );
      expect(second.stdout).toContain('2 external links checked (2 from the cache, 0 fetched)');
      expect(warned(second.stdout)).toHaveLength(1);
      // A pull request's run saves nothing.
      expect(service.methods().filter((m) => m === 'CreateCacheEntry')).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => links.close(() => resolve()));
    }
  });
});
