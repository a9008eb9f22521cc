import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  commandLines,
  parseOutputs,
  removeTempDirs,
  runActionAsync,
  runnerEnv,
  runnerFiles,
} from './helpers/action.js';
import { ROOT } from './helpers/run.js';
import { LocalService } from './helpers/local-service.js';

// The action uploads the preview with @actions/artifact. These tests run the bundled dist/action.js as
// a runner would, against a server on 127.0.0.1 that speaks the artifact service's protocol: the Twirp
// calls CreateArtifact and FinalizeArtifact (JSON, proto field names), and the blob storage calls the
// signed upload URL receives (Put Block with `comp=block`, then Put Block List with `comp=blocklist`).

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';
const RUN_BACKEND_ID = 'ce7f54c7-61c7-4aae-887f-30da475f5f1a';
const JOB_BACKEND_ID = 'ca395085-040a-526b-2ce8-bdc85f692774';
const SIGNATURE = 'c2lnbmF0dXJlLWZvci10ZXN0cw';

/** A runtime token as the runner mints it: a JWT whose `scp` claim names the run and the job. */
function runtimeToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ scp: `Actions.ExampleScope Actions.Results:${RUN_BACKEND_ID}:${JOB_BACKEND_ID}`, iss: 'vstoken.actions.githubusercontent.com' })}.c2ln`;
}

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The artifact service and its blob storage, in one HTTP server. */
class ArtifactService extends LocalService {
  readonly calls: Call[] = [];
  readonly blocks = new Map<string, Buffer>();
  committed?: Buffer;
  createStatus = 200;

  protected handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const u = new URL(req.url ?? '/', this.url);
    const call: Call = {
      method: req.method ?? '',
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      headers: req.headers,
      body,
    };
    this.calls.push(call);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (call.method === 'POST' && call.path === SERVICE + 'CreateArtifact') {
      if (this.createStatus !== 200)
        return json(this.createStatus, { code: 'permission_denied', msg: 'artifact storage quota has been hit' });
      return json(200, {
        ok: true,
        signed_upload_url: `${this.url}/blobs/${encodeURIComponent(JSON.parse(body.toString()).name)}?sig=${SIGNATURE}&sv=2024-08-04`,
      });
    }
    if (call.method === 'POST' && call.path === SERVICE + 'FinalizeArtifact')
      return json(200, { ok: true, artifact_id: '987' });
    if (call.method === 'PUT' && call.path.startsWith('/blobs/')) {
      const headers = {
        'x-ms-request-id': `req-${this.calls.length}`,
        'x-ms-version': '2024-08-04',
        'Last-Modified': new Date(0).toUTCString(),
        ETag: '"0x1"',
      };
      if (call.query.comp === 'block') {
        this.blocks.set(call.query.blockid, body);
        res.writeHead(201, { ...headers, 'x-ms-request-server-encrypted': 'true' });
        res.end();
        return;
      }
      if (call.query.comp === 'blocklist') {
        const ids = [...body.toString().matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1]);
        this.committed = Buffer.concat(ids.map((id) => this.blocks.get(id) ?? Buffer.alloc(0)));
        res.writeHead(201, headers);
        res.end();
        return;
      }
    }
    json(404, { code: 'not_found', msg: `no route for ${call.method} ${call.path}` });
  }

  twirp(name: string): Record<string, unknown> {
    const call = this.calls.find((c) => c.path === SERVICE + name);
    if (!call) throw new Error(`no ${name} call`);
    return JSON.parse(call.body.toString()) as Record<string, unknown>;
  }
}

const dist = path.join(ROOT, 'dist', 'action.js');
const describeDist = fs.existsSync(dist) ? describe : describe.skip;

describeDist('the preview artifact, uploaded to an artifact service on 127.0.0.1', () => {
  let service: ArtifactService;
  let workspace: string;

  beforeAll(() => {
    workspace = path.join(ROOT, 'examples', 'larkspur');
  });
  beforeEach(async () => {
    service = new ArtifactService();
    await service.start();
  });
  afterEach(async () => {
    await service.stop();
  });
  afterAll(() => removeTempDirs());

  async function run(inputs: Record<string, string> = {}, extra: Record<string, string | undefined> = {}) {
    const files = runnerFiles({});
    // The page cache is left out: the artifact service on 127.0.0.1 speaks no cache protocol.
    const env = runnerEnv(
      workspace,
      files,
      { cache: 'false', ...inputs },
      {
        GITHUB_EVENT_NAME: 'push',
        ACTIONS_RUNTIME_TOKEN: runtimeToken(),
        ACTIONS_RESULTS_URL: `${service.url}/`,
        ACTIONS_RUNTIME_URL: `${service.url}/runtime/`,
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: 'docs',
        ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS: '20000',
        ...extra,
      },
    );
    const r = await runActionAsync(env, workspace);
    return {
      ...r,
      files,
      outputs: parseOutputs(fs.readFileSync(files.output, 'utf8')),
      summary: fs.readFileSync(files.summary, 'utf8'),
    };
  }

  test('creates the artifact, uploads the HTML file un-zipped, finalizes it, and links it from the outputs and the summary', async () => {
    const r = await run();
    expect(r.status).toBe(0);
    const file = path.join(r.files.dir, 'navlint-preview.html');
    const html = fs.readFileSync(file);
    expect(html.subarray(0, 15).toString()).toBe('<!DOCTYPE html>');

    // The uploaded bytes are the HTML file itself, not a zip archive.
    expect(service.committed).toBeDefined();
    expect(service.committed!.equals(html)).toBe(true);

    const create = service.calls.find((c) => c.path === SERVICE + 'CreateArtifact')!;
    expect(create.headers.authorization).toBe(`Bearer ${runtimeToken()}`);
    expect(create.headers['content-type']).toBe('application/json');
    expect(service.twirp('CreateArtifact')).toEqual({
      workflow_run_backend_id: RUN_BACKEND_ID,
      workflow_job_run_backend_id: JOB_BACKEND_ID,
      name: 'navlint-preview.html',
      mime_type: 'text/html',
      version: 7,
    });
    expect(service.twirp('FinalizeArtifact')).toEqual({
      workflow_run_backend_id: RUN_BACKEND_ID,
      workflow_job_run_backend_id: JOB_BACKEND_ID,
      name: 'navlint-preview.html',
      size: String(html.length),
      hash: `sha256:${createHash('sha256').update(html).digest('hex')}`,
    });
    const order = service.calls.map((c) =>
      c.path.startsWith('/blobs/') ? `PUT ${c.query.comp}` : c.path.slice(SERVICE.length),
    );
    expect(order[0]).toBe('CreateArtifact');
    expect(order.slice(1, -2).every((o) => o === 'PUT block')).toBe(true);
    expect(order.slice(-2)).toEqual(['PUT blocklist', 'FinalizeArtifact']);
    const blockList = service.calls.find((c) => c.query.comp === 'blocklist')!;
    expect(blockList.headers['x-ms-blob-content-type']).toBe('text/html');
    expect(blockList.query.sig).toBe(SIGNATURE);

    const url = 'https://github.com/octo-org/docs-site/actions/runs/4242/artifacts/987';
    expect(r.outputs).toMatchObject({ 'preview-file': file, 'preview-artifact-id': '987', 'preview-url': url });
    expect(r.summary).toContain(
      `\n[Navigation preview](${url}): the site's navigation as readers will get it, with every finding in place (one HTML file).\n`,
    );
    expect(r.stdout).toContain(`Navigation preview uploaded as artifact navlint-preview.html (id 987): ${url}.`);
    expect(commandLines(r.stdout).filter((l) => /^::(warning|error)/.test(l))).toEqual([]);
    // The signature of the upload URL is masked in the log.
    expect(r.stdout).toContain(`::add-mask::${SIGNATURE}`);
  });

  test('preview-artifact-name names the file and the artifact', async () => {
    const r = await run({ 'preview-artifact-name': 'docs-preview' });
    expect(r.status).toBe(0);
    const file = path.join(r.files.dir, 'docs-preview.html');
    expect(service.committed!.equals(fs.readFileSync(file))).toBe(true);
    expect(service.twirp('CreateArtifact').name).toBe('docs-preview.html');
    expect(r.outputs['preview-file']).toBe(file);
  });

  test('a failed upload is a warning; the step still passes and the file stays on the runner', async () => {
    service.createStatus = 403;
    const r = await run();
    expect(r.status).toBe(0);
    const file = path.join(r.files.dir, 'navlint-preview.html');
    expect(fs.existsSync(file)).toBe(true);
    expect(commandLines(r.stdout).filter((l) => /^::(warning|error)/.test(l))).toEqual([
      `::warning::navlint could not upload the navigation preview (Failed to CreateArtifact: Received non-retryable error: Failed request: (403) Forbidden: artifact storage quota has been hit). The check itself is not affected; the preview is at ${file} on the runner.`,
    ]);
    expect(r.outputs).toMatchObject({
      'preview-file': file,
      'preview-artifact-id': '',
      'preview-url': '',
      result: 'pass',
    });
    expect(r.summary).not.toContain('Navigation preview');
  });

  test('preview: false writes and uploads nothing', async () => {
    const r = await run({ preview: 'false' });
    expect(r.status).toBe(0);
    expect(service.calls).toEqual([]);
    expect(fs.existsSync(path.join(r.files.dir, 'navlint-preview.html'))).toBe(false);
    expect(r.outputs).toMatchObject({ 'preview-file': '', 'preview-artifact-id': '', 'preview-url': '' });
  });

  test('without the runtime token the preview is written but not uploaded, and nothing warns', async () => {
    const r = await run({}, { ACTIONS_RUNTIME_TOKEN: undefined });
    expect(r.status).toBe(0);
    expect(service.calls).toEqual([]);
    const file = path.join(r.files.dir, 'navlint-preview.html');
    expect(fs.existsSync(file)).toBe(true);
    expect(commandLines(r.stdout).filter((l) => /^::(warning|error)/.test(l))).toEqual([]);
    expect(r.outputs).toMatchObject({ 'preview-file': file, 'preview-artifact-id': '', 'preview-url': '' });
  });

  test('an artifact name the service would refuse fails the step before anything is checked', async () => {
    const r = await run({ 'preview-artifact-name': 'previews/main' });
    expect(r.status).toBe(1);
    expect(service.calls).toEqual([]);
    expect(commandLines(r.stdout)).toContain(
      '::error::navlint: input "preview-artifact-name" must not contain "/", not "previews/main"',
    );
  });
});
