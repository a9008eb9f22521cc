import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { runCheck, UsageError, type CheckResult, checkSpecFile } from '../src/engine/index.js';
import { buildNavDocument } from '../src/model/navtree.js';
import { closestOperation, type OpenApiModel } from '../src/model/openapi.js';
import { analyze } from '../src/openapi/spec.js';
import { SpecLinter } from '../src/openapi/validate.js';
import { applyFixes } from '../src/fix/edits.js';
import { parseOperationRef } from '../src/model/nav.js';
import { fetchRemoteSpecs, REMOTE_MAX_BYTES } from '../src/openapi/remote.js';
import { slugify } from '../src/openapi/slug.js';
import { formatNavText } from '../src/report/navtext.js';
import { checkDir, diagnosticLines, fixtureLines, ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

// The OpenAPI model: generated pages, operation entries, page metadata bindings, structural
// validation, remote documents and `navlint openapi-check`. Each fixtures/openapi-generation/<case>/
// holds nav.txt, the resolved navigation (`navlint nav --format text`) the case must produce.
const GENERATION = path.join(ROOT, 'fixtures', 'openapi-generation');
const DATA = path.join(ROOT, '__tests__', 'data');

function site(...parts: string[]): Promise<CheckResult> {
  return checkDir(path.join(ROOT, 'fixtures', ...parts));
}

function oa(result: CheckResult): OpenApiModel {
  return result.model.openapi!;
}

/** Each element with its own `openapi`: label, document, bulk generation, and what it generates. */
function elementSummary(result: CheckResult) {
  return oa(result).elementSpecs.map((es) => ({
    element: es.element.label,
    spec: es.spec?.rel,
    directory: es.directory,
    bulk: es.bulk,
    generated: es.generated.map((o) => `${o.method} ${o.path}`),
  }));
}

const generationCases = fs
  .readdirSync(GENERATION)
  .sort()
  .filter((c) => fs.existsSync(path.join(GENERATION, c, 'nav.txt')));

describe('generated navigation', () => {
  test('every generation case has its expected navigation', () => {
    expect(generationCases).toEqual(['bulk', 'file-entries', 'hidden', 'inheritance', 'listed', 'spec-forms']);
  });

  test.each(generationCases)('%s: the resolved navigation is nav.txt', async (c) => {
    const result = await checkDir(path.join(GENERATION, c));
    expect(formatNavText(buildNavDocument(result.model))).toBe(
      fs.readFileSync(path.join(GENERATION, c, 'nav.txt'), 'utf8'),
    );
  });

  test("the slug lower-cases, turns spaces into `-`, strips {}(),.'/ and makes `--` one `-`", () => {
    expect(slugify("List orders (paged), v2's")).toBe('list-orders-paged-v2s');
    expect(slugify('/pets/{petId}')).toBe('petspetid');
    expect(slugify('Management API - Surveys')).toBe('management-api--surveys');
    expect(slugify('Store Orders')).toBe('store-orders');
  });

  test('without listed operations every operation is generated, with URLs from tag and summary', async () => {
    const result = await site('openapi-generation', 'bulk');
    const model = oa(result);
    const urls = model.elementSpecs.flatMap((es) =>
      es.generated.map((o) => `${o.method} ${o.path} ${model.urlOf(o, es.directory)}`),
    );
    expect(urls).toEqual([
      // Untagged: directly under the directory.
      'GET /health /api-reference/health-check',
      'GET /pets /api-reference/pets/list-pets',
      'POST /pets /api-reference/pets/create-a-pet',
      'GET /pets/{petId} /api-reference/pets/get-a-pet',
      // No summary: {method}-{slug(path)}.
      'DELETE /pets/{petId} /api-reference/pets/delete-petspetid',
      // Same tag and summary as GET /pets/{petId}: the collision gets -1.
      'PUT /pets/{petId}/photo /api-reference/pets/get-a-pet-1',
      // x-mint.href moves the page.
      'GET /pets/stats /reference/pet-stats',
      // The first tag counts.
      'GET /store/orders /api-reference/store-orders/list-orders-paged-v2s',
      'GET /users /api-reference/users/list-users',
      'PATCH /users/{id} /api-reference/users/patch-usersid',
    ]);
    expect(diagnosticLines(result)).toEqual([]);
  });

  test('listed operations, in the element or in its child groups, stop bulk generation', async () => {
    const result = await site('openapi-generation', 'listed');
    expect(
      elementSummary(result).map(({ element, bulk, generated }) => ({ element, bulk, generated: generated.length })),
    ).toEqual([
      { element: 'Pets', bulk: false, generated: 0 },
      // Only a child group lists an operation: the parent generates nothing else.
      { element: 'Store', bulk: false, generated: 0 },
      // Only page files listed: the platform still generates every operation (and navlint says so).
      { element: 'Everything', bulk: true, generated: 8 },
    ]);
  });

  test('x-hidden operations are generated but left out of the navigation unless listed; x-excluded ones are not generated', async () => {
    const result = await site('openapi-generation', 'hidden');
    const model = oa(result);
    expect(elementSummary(result)).toEqual([
      {
        element: 'API',
        spec: 'openapi.yaml',
        directory: 'api-reference',
        bulk: true,
        generated: ['GET /pets', 'GET /internal/stats', 'GET /internal/metrics'],
      },
      { element: 'Internal', spec: 'openapi.yaml', directory: 'api-reference', bulk: false, generated: [] },
    ]);
    // GET /internal/stats is listed by "Internal", so only GET /internal/metrics stays out of sight.
    expect(model.hiddenOperations().map(({ op, url }) => `${op.method} ${op.path} ${url}`)).toEqual([
      'GET /internal/metrics /api-reference/internal/internal-metrics',
    ]);
    expect([...model.operationUrls].sort()).toEqual([
      '/api-reference/internal/internal-metrics',
      '/api-reference/internal/internal-stats',
      '/api-reference/pets/list-pets',
    ]);
    // The global anchor links to the hidden page, which exists.
    expect(diagnosticLines(result)).toEqual([]);
  });

  test('entries that match no operation are file paths: no finding when the page exists', async () => {
    const result = await site('openapi-generation', 'file-entries');
    expect(oa(result).entryResults.map((r) => `${r.entry.raw}: ${r.status}`)).toEqual([
      'POST /webhooks/notify: file',
      'GET /pets: matched',
      'GET /legacy: file',
    ]);
    expect(diagnosticLines(result)).toEqual([]);
  });

  test('children inherit the nearest openapi; a child group with its own overrides it', async () => {
    const result = await site('openapi-generation', 'inheritance');
    const model = oa(result);
    expect(
      model.entryResults.map((r) => `${r.entry.raw}: ${r.status} in ${r.spec?.rel} (scope: ${r.scope?.element.label})`),
    ).toEqual([
      'GET /pets: matched in specs/v1.yaml (scope: API v1)',
      'POST /pets: matched in specs/v1.yaml (scope: API v1)',
      'GET /orders/{id}: matched in specs/v1.yaml (scope: API v1)',
      'DELETE /users/{id}: matched in specs/admin.json (scope: Admin)',
    ]);
    expect(elementSummary(result)).toEqual([
      { element: 'API v1', spec: 'specs/v1.yaml', directory: 'api-reference', bulk: false, generated: [] },
      { element: 'Admin', spec: 'specs/admin.json', directory: 'admin-api', bulk: false, generated: [] },
      {
        element: 'All admin',
        spec: 'specs/admin.json',
        directory: 'api-reference',
        bulk: true,
        generated: ['GET /users', 'DELETE /users/{id}', 'GET /audit'],
      },
      {
        element: 'API v2',
        spec: 'specs/v2.yaml',
        directory: 'api-reference',
        bulk: true,
        generated: ['GET /v2/ping', 'GET /v2/pets', 'GET /v2/pets/{id}', 'POST /v2/debug'],
      },
    ]);
  });

  test('each document is parsed once, however often it is referenced', async () => {
    const model = oa(await site('openapi-generation', 'listed'));
    expect(model.store.all().map((s) => s.rel)).toEqual(['openapi.yaml']);
    const specs = new Set(model.elementSpecs.map((es) => es.spec));
    expect(specs.size).toBe(1);
    expect(model.entryResults.every((r) => specs.has(r.spec))).toBe(true);
  });
});

describe('spec reference forms', () => {
  let result: CheckResult;
  let model: OpenApiModel;
  beforeAll(async () => {
    result = await site('openapi-generation', 'spec-forms');
    model = oa(result);
  });

  test('string, leading `/`, no extension, array (first used) and {source, directory}', () => {
    expect(
      model.elementSpecs.map((es) => [
        es.element.label,
        es.source.source,
        es.spec?.rel,
        es.directory,
        es.ignored.map((s) => s.source),
      ]),
    ).toEqual([
      ['String', 'specs/a.json', 'specs/a.json', 'api-reference', []],
      ['Leading slash', '/specs/a.json', 'specs/a.json', 'api-reference', []],
      ['Without extension', 'specs/b', 'specs/b.yaml', 'api-reference', []],
      ['Array', 'specs/b.yaml', 'specs/b.yaml', 'api-reference', ['specs/a.json']],
      ['Directory', 'specs/b.yaml', 'specs/b.yaml', 'reference/b', []],
    ]);
    // The array's second document is not used: GET /a is looked for in specs/b.yaml only.
    expect(diagnosticLines(result)).toContain(
      'docs.json:11:97 error operation-not-found "GET /a" matches no operation in specs/b.yaml, and no page file has that path. Did you mean "GET /b"?',
    );
  });

  test('entries name their document from the docs root, with or without `/` and extension', () => {
    const prefixed = model.entryResults.filter((r) => r.ref.spec !== undefined);
    expect(prefixed.map((r) => `${r.entry.raw}: ${r.status} in ${r.spec?.rel}`)).toEqual([
      'v3-openapi PUT /things/{id}: matched in v3-openapi.yaml',
      '/specs/b.yaml GET /b: matched in specs/b.yaml',
    ]);
  });

  test('page metadata names its document relative to the page or by a name without extension', () => {
    expect(
      model.bindings.map((b) => `${b.file}: ${b.status} ${b.op?.method} ${b.op?.path} in ${b.op?.spec.rel}`),
    ).toEqual([
      'guides/rpc.mdx: matched POST /rpc/x in specs/a.json',
      'guides/things.mdx: matched GET /things in v3-openapi.yaml',
    ]);
  });
});

describe('suggested operations', () => {
  const spec = analyze(
    'openapi.yaml',
    'openapi.yaml',
    [
      'openapi: 3.1.0',
      'info: { title: Pets, version: "1" }',
      'paths:',
      '  /pets: { get: { responses: { "200": { description: OK } } } }',
      '  /pets/{petId}:',
      '    get: { responses: { "200": { description: OK } } }',
      '    delete: { responses: { "204": { description: Deleted } } }',
      '  /stores/{storeId}/orders: { post: { responses: { "201": { description: Created } } } }',
      'webhooks:',
      '  newPet: { post: { responses: { "200": { description: OK } } } }',
    ].join('\n'),
  );
  const suggest = (ref: string) => {
    const o = closestOperation(spec.operations, parseOperationRef(ref)!);
    return o && `${o.method} ${o.path}`;
  };

  test.each([
    ['GET /pet', 'GET /pets'],
    // Parameter names do not count, and the method breaks the tie between the two operations of the path.
    ['DELETE /pets/{id}', 'DELETE /pets/{petId}'],
    ['PUT /pets/{id}', 'GET /pets/{petId}'],
    // The path counts first: the only operation on a similar path, whatever its method.
    ['GET /store/{id}/order', 'POST /stores/{storeId}/orders'],
    // A webhook is suggested for a webhook only.
    ['GET /newPets', 'GET /pets'],
    ['webhook newPets', 'WEBHOOK newPet'],
  ])('%s → %s', (ref, expected) => {
    expect(suggest(ref)).toBe(expected);
  });

  test.each(['GET /ui/flows/next-runs', 'POST /completely/unrelated', 'webhook somethingElse'])(
    '%s → nothing: no path is alike enough',
    (ref) => {
      expect(suggest(ref)).toBeUndefined();
    },
  );
});

describe('page metadata', () => {
  test('a lower-case method binds the page (a notice), while in navigation it matches nothing (an error)', async () => {
    const result = await site('operation-method-case', 'fail');
    const model = oa(result);
    expect(model.bindings.map((b) => `${b.file}: ${b.status} ${b.op?.method} ${b.op?.path}`)).toEqual([
      'pets/get-a-pet.mdx: matched GET /pets/{id}',
    ]);
    expect(model.entryResults.map((r) => `${r.entry.raw}: ${r.status}`)).toEqual([
      'get /pets: method-case',
      'POST /pets: matched',
    ]);
    expect(result.diagnostics.map((d) => `${d.rule} ${d.severity}`)).toEqual([
      'operation-method-case error',
      'operation-method-case notice',
    ]);
    expect(result.summary).toEqual({ errors: 1, warnings: 0, notices: 1 });
  });

  test('a lower-case method in navigation is an error also where the document was not read, and the fix upper-cases the method only', async () => {
    const found = (await site('operation-method-case', 'nav-unreadable-spec')).diagnostics.filter(
      (d) => d.rule === 'operation-method-case',
    );
    // Each fix, applied to its file, rewrites the entry with the method alone changed.
    const fixed = found.map((d) => {
      const text = fs.readFileSync(d.fix!.file, 'utf8');
      const line = applyFixes(text, [{ fix: d.fix! }]).text.split('\n')[d.span.start.line - 1];
      return `${d.severity} ${line.slice(d.span.start.column - 1, d.span.end.column - 1)}`;
    });
    expect(fixed).toEqual(['error "get.yaml GET /pets"', 'error "GET /pets"']);
  });

  test('a page bound to a document that does not parse is not judged', async () => {
    const model = oa(await site('openapi-invalid', 'fail-syntax'));
    expect(model.bindings.map((b) => `${b.file}: ${b.status}`)).toEqual(['guides.mdx: spec-unavailable']);
    expect(model.entryResults.map((r) => `${r.entry.raw}: ${r.status}`)).toEqual(['GET /pets: spec-unavailable']);
  });

  test('pages that are not in the navigation are read too', async () => {
    const model = oa(await site('frontmatter-openapi-unresolved', 'fail'));
    expect(model.bindings.map((b) => `${b.file}: ${b.status}`)).toEqual([
      'admin/delete-user.mdx: unresolved',
      'api/list-slash.mdx: unresolved',
      'api/list.mdx: unresolved',
      'api/summary.mdx: malformed',
      'api/update.mdx: unresolved',
    ]);
  });
});

describe('structural validation', () => {
  test('is part of the check', async () => {
    const dir = path.join(ROOT, 'fixtures', 'openapi-invalid', 'fail-structure');
    expect(fixtureLines(await runCheck({ dir: '.', cwd: dir, fs }))).toEqual(
      fs.readFileSync(path.join(dir, 'expected.txt'), 'utf8').trimEnd().split('\n'),
    );
  });

  const checkFile = async (name: string) => {
    const r = await checkSpecFile(path.join(DATA, 'openapi-yaml', name), path.join(DATA, 'openapi-yaml'), fs);
    return r.diagnostics.map((d) => `${d.span.start.line}:${d.span.start.column} ${d.rule} ${d.message}`);
  };

  test("YAML that the platform reads but the validator's reader rejects is still validated, from the positioned tree", async () => {
    // A flow collection closed on a line indented no deeper than its key.
    expect(await checkFile('flow-valid.yaml')).toEqual([]);
    expect(await checkFile('flow-invalid.yaml')).toEqual([
      '5:5 openapi-invalid The field `responses` must be present on this level. (at /paths/~1pets/get)',
      '7:5 openapi-invalid The field `responses` must be present on this level. (at /paths/~1pets/post)',
    ]);
  });

  test('a document only searched for an operation that a page names without its file goes to no validator', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-searched-'));
    try {
      fs.mkdirSync(path.join(dir, 'api'));
      fs.writeFileSync(
        path.join(dir, 'docs.json'),
        JSON.stringify({
          theme: 'mint',
          name: 'S',
          colors: { primary: '#087A60' },
          navigation: { pages: ['api/list'] },
        }),
      );
      fs.writeFileSync(path.join(dir, 'api', 'list.mdx'), '---\nopenapi: GET /pets\n---\n\nPets.\n');
      // No `responses`: invalid, but named by no reference.
      fs.writeFileSync(
        path.join(dir, 'openapi.yaml'),
        'openapi: 3.0.3\ninfo:\n  title: P\n  version: "1"\npaths:\n  /pets:\n    get:\n      summary: List\n',
      );
      let started = 0;
      const lintWorker = (): Worker => {
        started++;
        throw new Error('no worker here');
      };
      const searched = await runCheck({ dir: '.', cwd: dir, fs, lintWorker });
      expect(started).toBe(0);
      expect(oa(searched).bindings.map((b) => `${b.file}: ${b.status}`)).toEqual(['api/list.mdx: matched']);
      expect(searched.diagnostics.filter((d) => d.rule === 'openapi-invalid')).toEqual([]);
      // Named by the navigation, the same document is validated (here on this thread: the worker would not start).
      const doc = JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'));
      doc.navigation = { groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['api/list'] }] };
      fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(doc));
      const named = await runCheck({ dir: '.', cwd: dir, fs, lintWorker });
      expect(started).toBe(1);
      expect(named.diagnostics.filter((d) => d.rule === 'openapi-invalid').map((d) => d.message)).toEqual([
        'The field `responses` must be present on this level. (at /paths/~1pets/get)',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a document still with the worker when the check ends is dropped, not validated again on this thread', async () => {
    const posted: unknown[] = [];
    class SilentWorker extends EventEmitter {
      postMessage(m: unknown) {
        posted.push(m);
      }
      terminate() {
        this.emit('exit', 1);
        return Promise.resolve(1);
      }
    }
    const linter = new SpecLinter(() => new SilentWorker() as unknown as Worker);
    const spec = analyze(
      '/site/openapi.yaml',
      'openapi.yaml',
      'openapi: 3.0.3\ninfo: {title: P, version: "1"}\npaths: {}\n',
    );
    const outcome = linter.outcome(spec);
    expect(posted).toHaveLength(1);
    await linter.close();
    await expect(outcome).resolves.toEqual({ unreadable: 'the check has ended' });
  });

  test('a worker stopped on a document is replaced: the documents behind it keep a worker and its bounds', async () => {
    const workers: StallingWorker[] = [];
    /** The first worker runs out of memory on the first document it begins; the next answers each document. */
    class StallingWorker extends EventEmitter {
      readonly posted: string[] = [];
      constructor(readonly dies: boolean) {
        super();
      }
      postMessage(m: { id: number; file: string }) {
        this.posted.push(path.basename(m.file));
        if (this.posted.length > 1) return;
        setImmediate(() => {
          this.emit('message', { id: m.id, started: true });
          if (this.dies) {
            this.emit('error', Object.assign(new Error('out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }));
            this.emit('exit', 1);
            return;
          }
          this.emit('message', { id: m.id, outcome: { problems: [] } });
        });
      }
      terminate() {
        return Promise.resolve(1);
      }
    }
    const linter = new SpecLinter(() => {
      const w = new StallingWorker(workers.length === 0);
      workers.push(w);
      return w as unknown as Worker;
    });
    const text = 'openapi: 3.0.3\ninfo: {title: P, version: "1"}\npaths: {}\n';
    const big = linter.outcome(analyze('/site/big.yaml', 'big.yaml', text));
    const next = linter.outcome(analyze('/site/next.yaml', 'next.yaml', text));
    await expect(big).resolves.toEqual({
      unreadable: 'the validator ran out of the memory navlint allows it',
      stopped: true,
    });
    await expect(next).resolves.toEqual({ problems: [] });
    expect(workers.map((w) => w.posted)).toEqual([['big.yaml', 'next.yaml'], ['next.yaml']]);
    await linter.close();
  });

  test('duplicate keys stay an error where the validator stopped', async () => {
    expect(await checkFile('duplicate-key.yaml')).toEqual([
      '4:3 openapi-invalid The document does not parse: duplicated mapping key.',
    ]);
  });
});

describe('documents sent to the validator ahead of the check', () => {
  /** A validator thread that answers each document with one problem naming it and the length of its text. */
  class AnsweringWorker extends EventEmitter {
    readonly posted: { file: string; text: string }[] = [];
    postMessage(m: { id: number; file: string; text: string }) {
      this.posted.push({ file: path.basename(m.file), text: m.text });
      setImmediate(() => {
        this.emit('message', { id: m.id, started: true });
        const message = `answered ${path.basename(m.file)} (${m.text.length} characters)`;
        this.emit('message', { id: m.id, outcome: { problems: [{ message, location: { pointer: '#/info' } }] } });
      });
    }
    terminate() {
      return Promise.resolve(1);
    }
  }
  const spec = (title: string) =>
    JSON.stringify({ openapi: '3.0.3', info: { title, version: '1' }, paths: {} }, null, 2);

  test('the JSON OpenAPI 3 documents docs.json names inside the root, each once; the check takes their answers', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-primed-'));
    const dir = path.join(parent, 'site');
    try {
      fs.mkdirSync(path.join(dir, 'api'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'openapi.json'), spec('Main'));
      fs.writeFileSync(path.join(dir, 'api', 'billing.json'), spec('Billing'));
      fs.writeFileSync(
        path.join(dir, 'swagger.json'),
        JSON.stringify({ swagger: '2.0', info: { title: 'Old', version: '1' }, paths: {} }),
      );
      fs.writeFileSync(
        path.join(dir, 'api', 'events.yaml'),
        'openapi: 3.0.3\ninfo: {title: E, version: "1"}\npaths: {}\n',
      );
      fs.writeFileSync(path.join(parent, 'outside.json'), spec('Outside'));
      fs.symlinkSync(path.join(parent, 'outside.json'), path.join(dir, 'linked.json'));
      const docs = {
        name: 'Primed',
        theme: 'mint',
        colors: { primary: '#0A6E4F' },
        navigation: {
          groups: [
            { group: 'Main', openapi: 'openapi.json', pages: [] },
            { group: 'Billing', openapi: { source: '/api/billing.json', directory: 'billing' }, pages: [] },
            { group: 'Events', openapi: ['./api/events.yaml'], pages: [] },
            { group: 'Old', openapi: 'swagger.json', pages: [] },
            {
              group: 'Elsewhere',
              openapi: ['../outside.json', 'linked.json', 'https://example.com/o.json'],
              pages: [],
            },
          ],
        },
      };
      fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs));
      const worker = new AnsweringWorker();
      const linter = new SpecLinter(() => worker as unknown as Worker);
      linter.prime(dir, docs, fs);
      // Only the two JSON OpenAPI 3 documents inside the root: not YAML, not Swagger 2, nothing outside or remote.
      expect(worker.posted.map((p) => p.file)).toEqual(['openapi.json', 'billing.json']);
      // A document changed after it was sent is sent again, as the check reads it.
      fs.writeFileSync(path.join(dir, 'api', 'billing.json'), spec('Billing, changed'));
      const result = await runCheck({ dir: '.', cwd: dir, fs, specLinter: linter });
      expect(worker.posted.map((p) => p.file)).toEqual(['openapi.json', 'billing.json', 'billing.json', 'events.yaml']);
      const answers = result.diagnostics.filter((d) => d.rule === 'openapi-invalid').map((d) => d.message);
      expect(answers).toEqual([
        `Answered billing.json (${spec('Billing, changed').length} characters) (at /info)`,
        'Answered events.yaml (56 characters) (at /info)',
        `Answered openapi.json (${spec('Main').length} characters) (at /info)`,
      ]);
      await linter.close();
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  test('a docs.json value that names no document, or is no object, sends nothing ahead', () => {
    const worker = new AnsweringWorker();
    const linter = new SpecLinter(() => worker as unknown as Worker);
    for (const docs of [undefined, null, 'openapi.json', { navigation: { pages: ['openapi.json'] } }])
      linter.prime(ROOT, docs, fs);
    expect(worker.posted).toEqual([]);
  });
});

describe('remote documents', () => {
  const billing = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Billing', version: '1.0.0' },
    paths: { '/invoices': { get: { summary: 'List invoices', responses: { 200: { description: 'OK' } } } } },
  });
  const fetched: string[] = [];
  const fakeFetch = (async (url: string | URL | Request) => {
    fetched.push(String(url));
    return String(url) === 'https://api.example.com/billing/openapi.json'
      ? new Response(billing)
      : new Response('gone', { status: 404 });
  }) as typeof fetch;

  test('without --fetch-remote: a notice per reference, and nothing under them is judged', async () => {
    expect(fixtureLines(await site('openapi-remote', 'fail'))).toEqual(
      fs
        .readFileSync(path.join(ROOT, 'fixtures', 'openapi-remote', 'fail', 'expected.txt'), 'utf8')
        .trimEnd()
        .split('\n'),
    );
  });

  test('with --fetch-remote: fetched documents are checked, the others keep their notice', async () => {
    const dir = path.join(ROOT, 'fixtures', 'openapi-remote', 'fail');
    const result = await runCheck({ dir: '.', cwd: dir, fs, fetchRemote: true, fetchImpl: fakeFetch });
    expect(fetched.sort()).toEqual([
      'https://api.example.com/billing/openapi.json',
      'https://status.example.com/openapi.yaml',
    ]);
    expect(diagnosticLines(result)).toEqual([
      'docs.json:8:115 error operation-not-found "POST /invoices" matches no operation in https://api.example.com/billing/openapi.json, and no page file has that path. Did you mean "GET /invoices"?',
      // --fetch-remote was given: the notice says why the document was not fetched, not to use that flag.
      'status.mdx:3:10 notice openapi-remote OpenAPI document "https://status.example.com/openapi.yaml" is remote and was not fetched: the server answered 404. Its operations were not checked.',
    ]);
  });

  test('documents over the size limit or with an error status are left out', async () => {
    const big = new Uint8Array(REMOTE_MAX_BYTES + 1);
    const impl = (async (url: string | URL | Request) =>
      String(url).endsWith('/big')
        ? new Response(big)
        : String(url).endsWith('/ok')
          ? new Response('openapi: 3.0.3')
          : new Response('', { status: 500 })) as typeof fetch;
    const got = await fetchRemoteSpecs(
      ['https://x.test/big', 'https://x.test/ok', 'https://x.test/err', 'https://x.test/ok'],
      { fetchImpl: impl },
    );
    expect([...got]).toEqual([['https://x.test/ok', 'openapi: 3.0.3']]);
  });
});

describe('navlint openapi-check', () => {
  const rel = '__tests__/data/openapi-check';

  test('a valid document: exit 0', async () => {
    expect(await runCli(['openapi-check', `${rel}/valid.yaml`])).toEqual({
      status: 0,
      stdout: `✔ Checked ${rel}/valid.yaml (2 operations): no problems found.\n`,
      stderr: '',
    });
  });

  test('a Swagger 2.0 document: exit 1, reported at the `swagger` value', async () => {
    const r = await runCli(['openapi-check', `${rel}/swagger.json`, '--format', 'json']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).diagnostics).toEqual([
      {
        rule: 'openapi-version-2',
        severity: 'error',
        message:
          'This is a Swagger 2.0 document; the platform supports OpenAPI 3.x only, so its API pages render incorrectly.',
        messageId: 'swagger2',
        file: `${rel}/swagger.json`,
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 19,
        help: 'Convert it to OpenAPI 3 (for example with swagger2openapi) and reference the converted file.',
      },
    ]);
  });

  test('a structurally invalid OpenAPI 3.0 document: exit 1, every problem at its position in the file', async () => {
    const r = await runCli(['openapi-check', `${rel}/invalid.yaml`, '--format', 'json']);
    expect(r.status).toBe(1);
    const lines = (
      JSON.parse(r.stdout).diagnostics as {
        file: string;
        line: number;
        column: number;
        rule: string;
        message: string;
      }[]
    ).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`);
    expect(lines).toEqual([
      `${rel}/invalid.yaml:2:1 openapi-invalid The field \`version\` must be present on this level. (at /info)`,
      `${rel}/invalid.yaml:14:23 openapi-invalid \`type\` can be one of the following only: "object", "array", "string", "number", "integer", "boolean"; found "list". (at /paths/~1pets/get/responses/200/content/application~1json/schema/type)`,
      `${rel}/invalid.yaml:15:5 openapi-invalid The field \`responses\` must be present on this level. (at /paths/~1pets/post)`,
      `${rel}/invalid.yaml:17:7 openapi-invalid Property \`response\` is not expected here. (at /paths/~1pets/post/response)`,
      `${rel}/invalid.yaml:23:13 openapi-invalid External $ref "pet.yaml": the platform rejects OpenAPI documents whose references point into other files ("External $ref references are not allowed").`,
    ]);
  });

  test('a missing file: exit 2 and one line', async () => {
    expect(await runCli(['openapi-check', `${rel}/missing.yaml`])).toEqual({
      status: 2,
      stdout: '',
      stderr: `navlint: ${rel}/missing.yaml: no such file\n`,
    });
  });

  test('a folder: exit 2 and one line that names the documents in it', async () => {
    expect(await runCli(['openapi-check', rel])).toEqual({
      status: 2,
      stdout: '',
      stderr: `navlint: ${rel} is a folder; openapi-check takes the path of one OpenAPI document: ${rel}/invalid.yaml, ${rel}/swagger.json, ${rel}/valid.yaml\n`,
    });
  });

  test.each([
    [
      'examples/larkspur/openapi',
      'examples/larkspur/openapi is a folder; openapi-check takes the path of one OpenAPI document: examples/larkspur/openapi/v1.yaml, examples/larkspur/openapi/v2.yaml',
    ],
    // A docs root: its documents are further down, and `check` is what checks them all.
    [
      'examples/larkspur',
      'examples/larkspur is a folder; openapi-check takes the path of one OpenAPI document (a .yaml, .yml or .json file); to check the whole docs site in it, run navlint check examples/larkspur',
    ],
    ['.', '. is a folder; openapi-check takes the path of one OpenAPI document (a .yaml, .yml or .json file)'],
  ])('a folder (%s) is named as one, with what to pass instead', async (dir, message) => {
    const error = await checkSpecFile(path.resolve(ROOT, dir), ROOT, fs).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
  });
});
