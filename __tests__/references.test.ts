import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diffSides, runCheck, type CheckResult } from '../src/engine/index.js';
import { fileName, sentenceCase } from '../src/model/references.js';
import { buildNavDocument } from '../src/model/navtree.js';
import { readAsyncApi } from '../src/openapi/asyncapi.js';
import { validateAsyncApiDocs } from '../src/openapi/asyncapi-validate.js';
import { readGraphqlSchema } from '../src/openapi/graphql.js';
import { buildPreview } from '../src/preview/view.js';
import { formatPreviewMarkdown } from '../src/preview/markdown.js';
import { formatNavText } from '../src/report/navtext.js';
import { diagnosticLines, ROOT } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

// GraphQL, AsyncAPI and SDK references: the readers, the pages the platform generates from them (at the URLs its
// build gives them), links to those pages, page metadata bound to channels, and what nav, preview and diff show.
const EXAMPLE = path.join(ROOT, 'examples', 'marigold');

const made: string[] = [];
afterAll(() => {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Writes a docs site into a new temporary folder: docs.json from `navigation`, and the other files as given. */
function site(navigation: unknown, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-refs-'));
  made.push(dir);
  const docs = { theme: 'mint', name: 'Refs', colors: { primary: '#087A60' }, navigation };
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs, null, 2) + '\n');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function check(dir: string): Promise<CheckResult> {
  return runCheck({ dir: '.', cwd: dir, fs });
}

const page = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n${body}\n`;

const SCHEMA = `schema {
  query: Root
  mutation: Change
}

type Root {
  zebra: Int
  apple(id: ID!): Thing
}

type Change {
  rename(id: ID!, name: String!): Thing
}

type Subscription {
  ticks: Int
}

interface Named {
  name: String
}

type Thing implements Named {
  name: String
}

input ThingInput {
  name: String
}

enum Color {
  RED
}

union Any = Thing

scalar Date
`;

describe('the GraphQL reader', () => {
  test('gives the pages the platform generates: root fields sorted, then the object, input, interface, union and enum types', () => {
    const doc = readGraphqlSchema('/s.graphql', 's.graphql', SCHEMA);
    expect(doc.errors).toEqual([]);
    expect(doc.queries.map((q) => q.name)).toEqual(['apple', 'zebra']);
    expect(doc.mutations.map((m) => m.name)).toEqual(['rename']);
    // The roots (named in `schema`), built-in and custom scalars and `Subscription` (not a root here, so a type) …
    expect(doc.types.map((t) => `${t.name}:${t.typeKind}`)).toEqual([
      'Any:union',
      'Color:enum',
      'Named:interface',
      'Subscription:object',
      'Thing:object',
      'ThingInput:input',
    ]);
    expect(doc.queries[0].span?.start).toEqual({ line: 8, column: 3 });
    expect(doc.types.find((t) => t.name === 'Thing')?.span?.start).toEqual({ line: 23, column: 6 });
  });

  test('leaves the subscription root out of the types; a schema without a query root is invalid', () => {
    const doc = readGraphqlSchema('/s.graphql', 's.graphql', 'type Query { a: Int }\ntype Subscription { b: Int }\n');
    expect(doc.queries.map((q) => q.name)).toEqual(['a']);
    expect(doc.types).toEqual([]);
    const noRoot = readGraphqlSchema('/t.graphql', 't.graphql', 'type Thing { a: Int }\n');
    expect(noRoot.errors.map((e) => [e.message, e.span.start])).toEqual([
      ['Query root type must be provided.', { line: 1, column: 1 }],
    ]);
    expect(noRoot.types).toEqual([]);
  });

  test('reports a syntax error at its line and column, and schema errors where they stand', () => {
    const syntax = readGraphqlSchema('/s.graphql', 's.graphql', 'type Query {\n  a: Int\n  b Int\n}\n');
    expect(syntax.errors.map((e) => [e.message, e.span.start])).toEqual([
      ['Syntax Error: Expected ":", found Name "Int".', { line: 3, column: 5 }],
    ]);
    const unknown = readGraphqlSchema('/s.graphql', 's.graphql', 'type Query {\n  a: Foo\n}\ntype Query { b: Int }\n');
    expect(unknown.errors.map((e) => [e.message, e.span.start])).toEqual([
      ['Unknown type "Foo".', { line: 2, column: 6 }],
      ['There can be only one type named "Query".', { line: 1, column: 6 }],
    ]);
    const implementsMissing = readGraphqlSchema(
      '/s.graphql',
      's.graphql',
      'interface Named { name: String }\ntype Query implements Named { a: Int }\n',
    );
    expect(implementsMissing.errors.map((e) => e.message)).toEqual([
      'Interface field Named.name expected but Query does not provide it.',
    ]);
    expect(implementsMissing.queries).toEqual([]);
  });
});

describe('the AsyncAPI reader', () => {
  test('reads each channel: id, title, first tag (through references in the document) and where it stands', () => {
    const text = [
      'asyncapi: 3.0.0',
      'info: { title: T, version: "1" }',
      'channels:',
      '  first:',
      '    address: a',
      '    title: The first',
      '    tags:',
      "      - $ref: '#/components/tags/orders'",
      '  second:',
      "    $ref: '#/components/channels/second'",
      'components:',
      '  tags:',
      '    orders: { name: Orders }',
      '  channels:',
      '    second:',
      '      address: b',
      '      messages:',
      "        m: { $ref: 'other.yaml#/m' }",
    ].join('\n');
    const doc = readAsyncApi('/a.yaml', 'a.yaml', text);
    expect(doc.version).toBe('3.0.0');
    expect(doc.channels.map((c) => [c.id, c.title, c.tag, c.span.start.line])).toEqual([
      ['first', 'The first', 'Orders', 4],
      ['second', undefined, undefined, 9],
    ]);
    expect(doc.externalRefs.map((r) => [r.ref, r.span.start.line])).toEqual([['other.yaml#/m', 18]]);
  });

  test('validates 3.0.0 documents against the AsyncAPI schema, with one finding per problem', async () => {
    const doc = readAsyncApi(
      '/a.yaml',
      'a.yaml',
      'asyncapi: 3.0.0\ninfo:\n  title: T\nchannels:\n  a:\n    address: 5\n  b:\n    adress: x\n',
    );
    const found = (await validateAsyncApiDocs([doc])).get('/a.yaml') ?? [];
    expect(found.map((p) => `${p.span.start.line}:${p.span.start.column} ${p.message}`)).toEqual([
      '2:1 `info` is missing the required field `version`',
      '6:14 `channels.a.address` must be a string or null, not the number 5',
      '8:5 `adress` is not a field of `channels.b`',
    ]);
    const old = readAsyncApi('/o.yaml', 'o.yaml', 'asyncapi: 2.6.0\ninfo: { title: T, version: "1" }\n');
    expect((await validateAsyncApiDocs([old])).size).toBe(0);
  });

  test("names a channel's page as the platform does", () => {
    expect(fileName('Order events')).toBe('order-events');
    expect(fileName('user/{userId}/events')).toBe('user-events');
    expect(fileName("Sign-up (v2), o'clock")).toBe('sign-up-v2-oclock');
    expect(sentenceCase('orderEvents')).toBe('Order events');
  });
});

describe('the example site', () => {
  test('checks clean, with its generated pages in the navigation', async () => {
    const result = await check(EXAMPLE);
    expect(diagnosticLines(result)).toEqual([]);
    expect(result.checked).toBe(
      'docs.json (7 navigation entries, 7 page files, 0 OpenAPI documents, 1 GraphQL schema, 1 AsyncAPI document)',
    );
    const nav = formatNavText(buildNavDocument(result.model));
    expect(nav).toContain(
      [
        'tab "GraphQL API"',
        '  group "Overview"',
        '    graphql-overview',
        '  group "Queries" (generated)',
        '    "order" → /graphql/queries/order [graphql graphql/schema.graphql] (generated)',
      ].join('\n'),
    );
    expect(nav).toContain(
      [
        '  group "Websockets" (generated)',
        '    "Heartbeat" → /api-reference/websockets/heartbeat [asyncapi asyncapi/streams.yaml] (generated)',
      ].join('\n'),
    );
    // Mutations after queries, types last; a channel without a tag in `Websockets`.
    expect(nav.indexOf('group "Mutations"')).toBeGreaterThan(nav.indexOf('group "Queries"'));
    expect(nav.indexOf('group "Types"')).toBeGreaterThan(nav.indexOf('group "Mutations"'));
    expect(result.model.references?.bindings.map((b) => [b.file, b.status, b.channel])).toEqual([
      ['realtime/order-events.mdx', 'matched', 'orderEvents'],
    ]);
  });

  test('the preview shows the generated pages with the document they come from', async () => {
    const result = await check(EXAMPLE);
    const view = buildPreview(result, { baseDir: EXAMPLE });
    const md = formatPreviewMarkdown(view);
    expect(md).toContain(
      'addToCart · <code>/graphql/mutations/addToCart</code> (generated from <code>graphql/schema.graphql</code>)',
    );
    expect(md).toContain(
      'Stock levels · <code>/api-reference/inventory/stock-levels</code> (generated from <code>asyncapi/streams.yaml</code>)',
    );
  });

  test('`navlint check` passes it', async () => {
    const r = await runCli(['check', 'examples/marigold']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('no problems found');
    expect(r.status).toBe(0);
  });
});

describe('links and metadata', () => {
  const SDL = 'type Query {\n  user(id: ID!): User\n}\n\ntype User {\n  id: ID!\n}\n';
  const EVENTS =
    'asyncapi: 3.0.0\ninfo: { title: E, version: "1" }\nchannels:\n  userSignedUp:\n    address: a\n    title: User signed up\n';

  test('links to generated pages resolve; a misspelt one is broken and the generated page is suggested', async () => {
    const dir = site(
      {
        tabs: [
          { tab: 'Docs', groups: [{ group: 'Start', pages: ['intro'] }] },
          { tab: 'API', graphql: 'schema.graphql' },
          { tab: 'Events', asyncapi: { source: 'events.yaml', directory: 'events' } },
        ],
      },
      {
        'intro.mdx': page(
          'Intro',
          [
            '[user](/graphql-reference/queries/user), [User](/graphql-reference/types/User),',
            '[signed up](/events/websockets/user-signed-up), [typo](/graphql-reference/types/Usr).',
          ].join('\n'),
        ),
        'schema.graphql': SDL,
        'events.yaml': EVENTS,
      },
    );
    expect(diagnosticLines(await check(dir))).toEqual([
      'intro.mdx:6:56 error link-broken Link "/graphql-reference/types/Usr" leads to no page: at /graphql-reference/types/Usr there is no page file, API page, redirect or file. Did you mean "/graphql-reference/types/User"?',
    ]);
  });

  test('with --fetch-remote, a schema refused for its private address: the notice says why, not to fetch it', async () => {
    const dir = site(
      {
        tabs: [
          { tab: 'Docs', groups: [{ group: 'Start', pages: ['intro'] }] },
          { tab: 'API', graphql: { source: 'https://127.0.0.1:9/schema.graphql', directory: 'gql' } },
        ],
      },
      { 'intro.mdx': page('Intro', '[a](/gql/queries/user).') },
    );
    const r = await runCheck({ dir: '.', cwd: dir, fs, fetchRemote: true });
    expect(diagnosticLines(r)).toEqual([
      'docs.json:23:21 notice link-broken 1 link under /gql/ was not checked: it may lead to pages generated from the remote GraphQL schema "https://127.0.0.1:9/schema.graphql", which was not fetched: 127.0.0.1 is a private address.',
    ]);
  });

  test('links under a remote schema or an SDK reference are counted in a notice, not reported as broken', async () => {
    const dir = site(
      {
        tabs: [
          { tab: 'Docs', groups: [{ group: 'Start', pages: ['intro'] }] },
          { tab: 'API', graphql: { source: 'https://example.com/schema.graphql', directory: 'gql' } },
          { tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/typedoc.json' } },
        ],
      },
      {
        'intro.mdx': page('Intro', '[a](/gql/queries/user), [b](/sdk-reference/classes/client), [c](/elsewhere).'),
        'sdk/typedoc.json': '{}\n',
      },
    );
    expect(diagnosticLines(await check(dir))).toEqual([
      'docs.json:23:21 notice link-broken 1 link under /gql/ was not checked: it may lead to pages generated from the remote GraphQL schema "https://example.com/schema.graphql", which was not fetched (use --fetch-remote to check them).',
      'docs.json:31:21 notice link-broken 1 link under /sdk-reference/ was not checked: it may lead to pages generated from the typedoc reference "sdk/typedoc.json", which navlint does not read.',
      'intro.mdx:5:65 error link-broken Link "/elsewhere" leads to no page: at /elsewhere there is no page file, API page, redirect or file.',
    ]);
  });

  test('a group with both `openapi` and `asyncapi` generates no channel page (the platform drops `asyncapi` there)', async () => {
    const dir = site(
      {
        groups: [
          { group: 'Start', pages: ['intro'] },
          { group: 'API', openapi: 'openapi.json', asyncapi: 'events.yaml', pages: ['GET /users'] },
        ],
      },
      {
        'intro.mdx': page('Intro'),
        'openapi.json': JSON.stringify({
          openapi: '3.0.3',
          info: { title: 'U', version: '1' },
          paths: { '/users': { get: { summary: 'List users', responses: { 200: { description: 'ok' } } } } },
        }),
        'events.yaml': EVENTS,
      },
    );
    const result = await check(dir);
    expect(result.model.references?.asyncapi[0].pages).toEqual([]);
    expect(formatNavText(buildNavDocument(result.model))).not.toContain('asyncapi');
  });

  test('several documents make their own groups; two channels with one title in a group get -1', async () => {
    const twice =
      'asyncapi: 3.0.0\ninfo: { title: E, version: "1" }\nchannels:\n  a:\n    address: a\n    title: Ping\n  b:\n    address: b\n    title: Ping\n';
    const dir = site(
      {
        groups: [
          { group: 'Start', pages: ['intro'] },
          { group: 'Events', asyncapi: ['one.yaml', 'two.yaml'] },
        ],
      },
      { 'intro.mdx': page('Intro'), 'one.yaml': twice, 'two.yaml': EVENTS },
    );
    const result = await check(dir);
    expect(diagnosticLines(result)).toEqual([]);
    expect(formatNavText(buildNavDocument(result.model))).toBe(
      [
        'group "Start"',
        '  intro',
        'group "Events"',
        '  group "Websockets" (generated)',
        '    "Ping" → /api-reference/websockets/ping [asyncapi one.yaml] (generated)',
        '    "Ping" → /api-reference/websockets/ping-1 [asyncapi one.yaml] (generated)',
        '  group "Websockets" (generated)',
        '    "User signed up" → /api-reference/websockets/user-signed-up [asyncapi two.yaml] (generated)',
        '',
      ].join('\n'),
    );
  });

  test('the diff shows generated pages that a schema change adds and removes', () => {
    const nav = {
      tabs: [
        { tab: 'Docs', groups: [{ group: 'Start', pages: ['intro'] }] },
        { tab: 'API', graphql: 'schema.graphql' },
      ],
    };
    const base = site(nav, { 'intro.mdx': page('Intro'), 'schema.graphql': SDL });
    const head = site(nav, {
      'intro.mdx': page('Intro'),
      'schema.graphql': SDL.replace('user(id: ID!): User', 'member(id: ID!): User'),
    });
    const { diff } = diffSides(
      { kind: 'folder', dir: base },
      { kind: 'folder', dir: head },
      { dir: '.', cwd: head, fs },
    );
    expect(diff.pages.added.map((p) => p.url)).toEqual(['/graphql-reference/queries/member']);
    expect(diff.pages.removed.map((p) => p.url)).toEqual(['/graphql-reference/queries/user']);
  });
});

describe('remote documents', () => {
  const SDL = 'type Query {\n  user(id: ID!): User\n}\n\ntype User {\n  id: ID!\n}\n';
  const EVENTS = 'asyncapi: 3.0.0\ninfo: { title: E, version: "1" }\nchannels:\n  ping:\n    address: p\n';

  test('with --fetch-remote, HTTPS schemas and documents are fetched, and their pages generated and checked', async () => {
    const fetched: string[] = [];
    const fakeFetch = (async (url: string) => {
      fetched.push(url);
      if (url.endsWith('.graphql')) return new Response(SDL);
      if (url.endsWith('.yaml')) return new Response(EVENTS);
      return new Response('gone', { status: 404 });
    }) as typeof fetch;
    const dir = site(
      {
        tabs: [
          { tab: 'Docs', groups: [{ group: 'Start', pages: ['intro'] }] },
          { tab: 'API', graphql: 'https://example.com/schema.graphql' },
          { tab: 'Events', asyncapi: ['https://example.com/events.yaml', 'https://example.com/gone.json'] },
        ],
      },
      {
        'intro.mdx': page(
          'Intro',
          '[user](/graphql-reference/queries/user), [ping](/api-reference/websockets/ping), [no](/graphql-reference/queries/users).',
        ),
      },
    );
    const result = await runCheck({ dir: '.', cwd: dir, fs, fetchRemote: true, fetchImpl: fakeFetch });
    expect(fetched.sort()).toEqual([
      'https://example.com/events.yaml',
      'https://example.com/gone.json',
      'https://example.com/schema.graphql',
    ]);
    // The fetched schema's pages are known: a misspelt link to one is broken. (The document that could not be fetched
    // would keep a notice, but the one link under its directory leads to a page of the other document.)
    expect(diagnosticLines(result)).toEqual([
      'intro.mdx:5:87 error link-broken Link "/graphql-reference/queries/users" leads to no page: at /graphql-reference/queries/users there is no page file, API page, redirect or file. Did you mean "/graphql-reference/queries/user"?',
    ]);
    const without = await check(dir);
    expect(diagnosticLines(without).map((l) => l.replace(/ (it|they) may lead.*/, ''))).toEqual([
      'docs.json:22:20 notice link-broken 2 links under /graphql-reference/ were not checked:',
      'docs.json:27:11 notice link-broken 1 link under /api-reference/ was not checked:',
    ]);
  });
});
