import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import protocol from 'vscode-languageserver-protocol/node.js';
import type { CodeAction, Location, TextEdit } from 'vscode-languageserver-protocol/node.js';
import { DIST_CLI, LspClient, uriOf } from './helpers/lsp-client.js';
import { removeSites, writeLspSite } from './helpers/lsp-site.js';

// `navlint lsp --stdio` as a real subprocess, driven by the protocol library's client connection.

const built = fs.existsSync(DIST_CLI);
const maybe = built ? describe : describe.skip;

afterAll(removeSites);

/** A line with the edits (all on that line) applied, last first. */
function applyToLine(line: string, n: number, edits: TextEdit[]): string {
  let out = line;
  for (const e of [...edits].sort((a, b) => b.range.start.character - a.range.start.character)) {
    expect(e.range.start.line).toBe(n);
    expect(e.range.end.line).toBe(n);
    out = out.slice(0, e.range.start.character) + e.newText + out.slice(e.range.end.character);
  }
  return out;
}

maybe('navlint lsp --stdio', () => {
  let dir: string;
  let client: LspClient;

  beforeAll(async () => {
    dir = writeLspSite();
    client = new LspClient(dir);
    const init = await client.initialize({ debounce: 50 });
    expect(init.serverInfo?.name).toBe('navlint');
    expect(init.capabilities.definitionProvider).toBe(true);
  });
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
  });

  test('a broken link: the diagnostic arrives on opening, with the range of the URL', async () => {
    await client.open('guide/intro.mdx');
    const [d] = await client.until('guide/intro.mdx', (list) => list.some((x) => x.code === 'link-broken'));
    expect(d).toMatchObject({
      code: 'link-broken',
      // The editor shows the rule as a link to its page.
      codeDescription: { href: 'https://github.com/navlint/navlint/blob/main/docs/rules/link-broken.md' },
      source: 'navlint',
      severity: 1,
      // `Read [the setup](/guide/setupp) first.` on line 5: the URL starts after `(`.
      range: { start: { line: 4, character: 17 }, end: { line: 4, character: 30 } },
    });
    expect(d.message).toContain('"/guide/setupp"');
  });

  test('a code action offers the closest page for the broken link', async () => {
    const actions = (await client.connection.sendRequest(protocol.CodeActionRequest.type, {
      textDocument: { uri: uriOf(dir, 'guide/intro.mdx') },
      range: { start: { line: 4, character: 20 }, end: { line: 4, character: 20 } },
      context: { diagnostics: client.latest('guide/intro.mdx') ?? [] },
    })) as CodeAction[];
    const action = actions.find((a) => a.title.includes('link-broken'));
    expect(action?.title).toBe('Change "/guide/setupp" to "/guide/setup" (link-broken)');
    const line = 'Read [the setup](/guide/setupp) first.';
    expect(applyToLine(line, 4, action!.edit!.changes![uriOf(dir, 'guide/intro.mdx')])).toBe(
      'Read [the setup](/guide/setup) first.',
    );
  });

  test('the link fixed in the editor (not saved): the diagnostic is cleared', async () => {
    await client.change('guide/intro.mdx', '---\ntitle: Intro\n---\n\nRead [the setup](/guide/setup) first.\n');
    await client.until('guide/intro.mdx', (list) => list.length === 0);
  });

  test('docs.json: a page entry with .mdx gets a fix that removes the extension', async () => {
    await client.open('docs.json');
    const [d] = await client.until('docs.json', (list) => list.some((x) => x.code === 'page-extension'));
    const actions = (await client.connection.sendRequest(protocol.CodeActionRequest.type, {
      textDocument: { uri: uriOf(dir, 'docs.json') },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.isPreferred);
    expect(fix?.kind).toBe('quickfix');
    expect(fix?.title).toBe('Change "guide/intro.mdx" to "guide/intro" (page-extension)');
    const edits = fix!.edit!.changes![uriOf(dir, 'docs.json')];
    const n = edits[0].range.start.line;
    const fixed = applyToLine(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8').split('\n')[n], n, edits);
    expect(fixed).toContain('"guide/intro"');
    expect(fixed).not.toContain('guide/intro.mdx');
  });

  test('go to definition: a page entry, an operation entry, a link with a fragment', async () => {
    const text = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8').split('\n');
    const at = (needle: string) => {
      const line = text.findIndex((l) => l.includes(needle));
      return { line, character: text[line].indexOf(needle) + 2 };
    };
    const def = async (uri: string, position: { line: number; character: number }) =>
      (await client.connection.sendRequest(protocol.DefinitionRequest.type, {
        textDocument: { uri },
        position,
      })) as Location[];
    expect(await def(uriOf(dir, 'docs.json'), at('"guide/setup"'))).toEqual([
      {
        uri: uriOf(dir, 'guide/setup.mdx'),
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      },
    ]);
    const [op] = await def(uriOf(dir, 'docs.json'), at('"GET /users"'));
    expect(op.uri).toBe(uriOf(dir, 'openapi.yaml'));
    expect(op.range.start.line).toBe(6); // `    get:`
    await client.open('index.mdx');
    const [heading] = await def(uriOf(dir, 'index.mdx'), { line: 6, character: 30 });
    expect(heading.uri).toBe(uriOf(dir, 'guide/setup.mdx'));
    expect(heading.range.start.line).toBe(4); // `## Install`
  });

  test('hover on a navigation entry shows its URL and breadcrumb', async () => {
    const text = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8').split('\n');
    const line = text.findIndex((l) => l.includes('"guide/setup"'));
    const hover = await client.connection.sendRequest(protocol.HoverRequest.type, {
      textDocument: { uri: uriOf(dir, 'docs.json') },
      position: { line, character: text[line].indexOf('"guide/setup"') + 3 },
    });
    const value = (hover?.contents as { value: string }).value;
    expect(value).toContain('**/guide/setup**');
    expect(value).toContain('Guide › Setup');
  });

  test('completion of page paths in docs.json and of link targets in a page', async () => {
    const text = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8').split('\n');
    const line = text.findIndex((l) => l.includes('"index"'));
    const inDocs = await client.connection.sendRequest(protocol.CompletionRequest.type, {
      textDocument: { uri: uriOf(dir, 'docs.json') },
      position: { line, character: text[line].indexOf('"index"') + 2 },
    });
    expect((inDocs as { label: string }[]).map((i) => i.label)).toEqual(
      expect.arrayContaining(['guide/setup', 'guide/intro', 'index']),
    );
    await client.change('index.mdx', '# Welcome\n\nSee [it](/guide/setup#');
    const inPage = await client.connection.sendRequest(protocol.CompletionRequest.type, {
      textDocument: { uri: uriOf(dir, 'index.mdx') },
      position: { line: 2, character: 22 },
    });
    expect((inPage as { label: string }[]).map((i) => i.label)).toContain('#install');
  });

  test('document links: each page path of docs.json links to its file', async () => {
    const links = await client.connection.sendRequest(protocol.DocumentLinkRequest.type, {
      textDocument: { uri: uriOf(dir, 'docs.json') },
    });
    expect((links ?? []).map((l) => l.target)).toEqual(
      expect.arrayContaining([uriOf(dir, 'guide/setup.mdx'), uriOf(dir, 'index.mdx')]),
    );
  });

  test('a request cancelled while it waits for the latest change answers RequestCancelled', async () => {
    await client.change('index.mdx', '# Welcome\n\nSee [it](/guide/setup).\n');
    const source = new protocol.CancellationTokenSource();
    const pending = client.connection.sendRequest(
      protocol.DefinitionRequest.type,
      { textDocument: { uri: uriOf(dir, 'index.mdx') }, position: { line: 2, character: 12 } },
      source.token,
    );
    source.cancel();
    await expect(pending).rejects.toMatchObject({ code: protocol.LSPErrorCodes.RequestCancelled });
  });

  test('docs.json that stops parsing mid-edit: one finding where it stops, then back to normal', async () => {
    const text = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8');
    await client.change('docs.json', text.slice(0, text.indexOf('"navigation"') + 20));
    const list = await client.until('docs.json', (l) => l.some((d) => d.code === 'config-invalid-json'));
    expect(list.every((d) => d.code === 'config-invalid-json')).toBe(true);
    await client.change('docs.json', text);
    await client.until('docs.json', (l) => l.length > 0 && l.every((d) => d.code === 'page-extension'));
  });

  test('a file deleted while open: its diagnostics go, and docs.json says its page is missing', async () => {
    await client.open('guide/setup.mdx');
    fs.rmSync(path.join(dir, 'guide/setup.mdx'));
    await client.connection.sendNotification(protocol.DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: uriOf(dir, 'guide/setup.mdx'), type: protocol.FileChangeType.Deleted }],
    });
    const list = await client.until('docs.json', (l) => l.some((d) => d.code === 'page-not-found'));
    expect(list.find((d) => d.code === 'page-not-found')!.message).toContain('guide/setup');
    // The page that linked to it now has a broken link.
    await client.until('index.mdx', (l) => l.some((d) => d.code === 'link-broken'));
  });
});

maybe('navlint lsp --stdio, a workspace of two docs roots', () => {
  const docs = (pages: string[]) =>
    JSON.stringify({ theme: 'mint', name: 'Site', colors: { primary: '#008768' }, navigation: { pages } }, null, 2);
  const page = (body: string) => `---\ntitle: Page\n---\n\n${body}\n`;
  let dir: string;
  let client: LspClient;

  beforeAll(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-lsp-roots-')));
    const files: Record<string, string> = {
      'a/docs.json': docs(['index']),
      'a/index.mdx': page('Go [there](/missing-a).'),
      'sites/b/docs.json': docs(['index', 'guide', 'gone']),
      'sites/b/index.mdx': page('Hello.'),
      'sites/b/guide.mdx': page('See [this](/missing-b).'),
    };
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    client = new LspClient(dir);
    await client.initialize({ debounce: 50 });
  });
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('each root is found by its docs.json and checked on its own, unopened files from disk', async () => {
    await client.open('a/index.mdx');
    const a = await client.until('a/index.mdx', (l) => l.some((d) => d.code === 'link-broken'));
    expect(a.map((d) => d.message).join('\n')).toContain('"/missing-a"');
    // Never opened: read from disk once the second root's check is done.
    const b = await client.until('sites/b/guide.mdx', (l) => l.some((d) => d.code === 'link-broken'));
    expect(b.map((d) => d.message).join('\n')).toContain('"/missing-b"');
    const bDocs = await client.until('sites/b/docs.json', (l) => l.some((d) => d.code === 'page-not-found'));
    expect(bDocs.find((d) => d.code === 'page-not-found')!.message).toContain('"gone"');
    expect(client.latest('a/docs.json') ?? []).toEqual([]);
  });
});

/**
 * A site that adopted navlint with bulk suppressions, an `ignore` entry and a directive, every one of them in use: a
 * broken link suppressed in a page, one dropped by `.navlintrc.json`, an invalid schema suppressed and another one
 * silenced by a comment in the OpenAPI document. `navlint check --suppress-all` writes the suppressions. A page no
 * one lists or links to is there too: that it is unreachable is known once every page is read.
 */
const ADOPTED: Record<string, string> = {
  'docs.json': JSON.stringify(
    {
      theme: 'mint',
      name: 'Adopted',
      colors: { primary: '#008768' },
      navigation: {
        groups: [
          { group: 'Guide', pages: ['index', 'guide/a', 'guide/b'] },
          { group: 'API', openapi: 'openapi.yaml', pages: ['GET /users', 'POST /users'] },
        ],
      },
    },
    null,
    2,
  ),
  '.navlintrc.json': JSON.stringify({ ignore: [{ path: 'guide/b.mdx', rules: ['link-broken'] }] }),
  'index.mdx': '---\ntitle: Home\n---\n\nStart with [the guide](/guide/a).\n',
  'guide/a.mdx': '---\ntitle: A\n---\n\nSee [this](/guide/nowhere).\n',
  'guide/b.mdx': '---\ntitle: B\n---\n\nSee [that](/guide/elsewhere).\n',
  'orphan.mdx': '---\ntitle: Orphan\n---\n\nNo one links here.\n',
  'openapi.yaml': `openapi: 3.0.3
info:
  title: Users
  version: 1.0.0
paths:
  /users:
    get:
      summary: List users
      responses:
        '200':
          description: The users.
          content:
            application/json:
              schema:
                type: objct
    post:
      summary: Add a user
      responses:
        '201':
          description: Added.
          content:
            application/json:
              schema:
                # navlint-disable-next-line openapi-invalid -- fixed upstream
                type: strng
`,
};

/** The folders `writeAdoptedSite` made. */
const adopted: string[] = [];

/** Writes the adopted site (and `extra` files after its suppressions are written) into a new temporary folder. */
function writeAdoptedSite(extra: Record<string, string> = {}): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-lsp-adopted-')));
  adopted.push(dir);
  const write = (files: Record<string, string>) => {
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
  };
  write(ADOPTED);
  const r = spawnSync(process.execPath, [DIST_CLI, 'check', '--suppress-all'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  expect({ status: r.status, stderr: r.stderr }).toMatchObject({ status: 0 });
  const written = JSON.parse(fs.readFileSync(path.join(dir, 'navlint-suppressions.json'), 'utf8')) as Record<
    string,
    Record<string, { count: number }>
  >;
  expect(written).toMatchObject({
    'guide/a.mdx': { 'link-broken': { count: 1 } },
    'openapi.yaml': { 'openapi-invalid': { count: 1 } },
  });
  expect(Object.keys(written)).toEqual(['guide/a.mdx', 'openapi.yaml']);
  write(extra);
  return dir;
}

/** Waits until the full check of the root is done (the unreachable page is reported) and every change is applied. */
async function settle(client: LspClient): Promise<void> {
  await client.until('orphan.mdx', (l) => l.some((d) => d.code === 'page-unreachable'));
  // Answered once every change is checked (the notifications it caused come before the answer).
  await client.connection.sendRequest(protocol.DocumentLinkRequest.type, {
    textDocument: { uri: uriOf(client.dir, 'docs.json') },
  });
}

/** Every notification of a session, by file (relative to the site) and in order. */
function byFile(client: LspClient): Record<string, string[][]> {
  const out: Record<string, string[][]> = {};
  for (const p of client.published)
    (out[path.relative(client.dir, fileURLToPath(p.uri))] ??= []).push(p.diagnostics.map((d) => String(d.code)));
  return out;
}

maybe('navlint lsp --stdio, findings that need the whole site', () => {
  afterAll(() => {
    for (const d of adopted.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  test('suppressions, an ignore entry and a directive all in use: none is ever reported unused', async () => {
    const dir = writeAdoptedSite();
    const client = new LspClient(dir);
    try {
      await client.initialize({ debounce: 50 });
      // Opened before the site is read: its check alone cannot use the suppressions of the pages not parsed, nor
      // those of the OpenAPI document, which it does not validate.
      await client.open('index.mdx');
      await settle(client);
      // From start to settled: the unreachable page, and the clean page told it is clean, once; nothing else.
      expect(byFile(client)).toEqual({ 'orphan.mdx': [['page-unreachable']], 'index.mdx': [[]] });
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });

  test('a clean page gets an empty list on opening, on each change, and when it is clean again', async () => {
    const dir = writeAdoptedSite();
    const client = new LspClient(dir);
    try {
      await client.initialize({ debounce: 50 });
      await client.open('index.mdx');
      await settle(client);
      // Its broken link is suppressed: clean as far as the editor is concerned.
      await client.open('guide/a.mdx');
      expect(await client.nth('guide/a.mdx', 1)).toEqual([]);
      const text = fs.readFileSync(path.join(dir, 'guide/a.mdx'), 'utf8');
      await client.change('guide/a.mdx', `${text}\nThen [that](/guide/gone).\n`);
      const list = await client.nth('guide/a.mdx', 2);
      expect(list.map((d) => d.code)).toEqual(['link-broken']);
      expect(list[0].message).toContain('"/guide/gone"');
      await client.change('guide/a.mdx', text);
      expect(await client.nth('guide/a.mdx', 3)).toEqual([]);
      await client.change('guide/a.mdx', `${text}\nMore words.\n`);
      expect(await client.nth('guide/a.mdx', 4)).toEqual([]);
      expect(client.publishedTo('guide/a.mdx')).toHaveLength(4);
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });

  test('a stale suppression: published once, when the site is read', async () => {
    const dir = writeAdoptedSite({
      // The suppressed link fixed.
      'guide/a.mdx': '---\ntitle: A\n---\n\nSee [this](/guide/b).\n',
    });
    const client = new LspClient(dir);
    try {
      await client.initialize({ debounce: 50 });
      await client.open('index.mdx');
      await settle(client);
      expect(byFile(client)).toEqual({
        'navlint-suppressions.json': [['suppression-unused']],
        'orphan.mdx': [['page-unreachable']],
        'index.mdx': [[]],
      });
      expect(client.latest('navlint-suppressions.json')).toEqual([
        {
          // `"link-broken"` under `"guide/a.mdx"`, the first file of the suppressions.
          range: { start: { line: 2, character: 4 }, end: { line: 2, character: 17 } },
          severity: 1,
          source: 'navlint',
          code: 'suppression-unused',
          codeDescription: { href: 'https://github.com/navlint/navlint/blob/main/docs/rules/suppression-unused.md' },
          message:
            'navlint-suppressions.json allows 1 link-broken finding in guide/a.mdx, and there are none now: run ' +
            '`navlint check --prune-suppressions` to lower the count, so that a new one is not hidden.',
        },
      ]);
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });
});

/**
 * A small site whose docs.json variable is `*_ ` repeated, used a thousand times in one page: once substituted, a page
 * of emphasis markers that the parser would work on for minutes. The server answers with the page's one finding, and
 * the other pages' own, when the page is opened and again after an edit that keeps it as hostile.
 */
maybe('navlint lsp --stdio on a page that variables expand past its bounds', () => {
  const hostile = (uses: number) => '# Hostile\n\n' + '{{v}} '.repeat(uses) + '\n';

  test('page-too-complex on the page, the rest of the site checked', async () => {
    const dir = writeLspSite({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Editor',
        colors: { primary: '#008768' },
        variables: { v: '*_ '.repeat(950) },
        navigation: { pages: ['index', 'guide/intro', 'guide/setup', 'hostile'] },
      }),
      'hostile.mdx': hostile(1080),
    });
    const client = new LspClient(dir);
    try {
      await client.initialize({ debounce: 50 });
      await client.open('hostile.mdx');
      const tooComplex = (list: { code?: unknown }[]) => list.some((d) => d.code === 'page-too-complex');
      const [d] = await client.until('hostile.mdx', tooComplex, 60_000);
      expect(d).toMatchObject({ code: 'page-too-complex', range: { start: { line: 0, character: 0 } } });
      // The rest of the site, from disk: the broken link of guide/intro.mdx.
      const intro = await client.until('guide/intro.mdx', (l) => l.some((x) => x.code === 'link-broken'), 60_000);
      expect(intro.map((x) => x.message).join('\n')).toContain('"/guide/setupp"');
      // An edit that keeps the page as hostile is answered the same way.
      const before = client.publishedTo('hostile.mdx').length;
      await client.change('hostile.mdx', hostile(1000));
      await client.nth('hostile.mdx', before + 1, 60_000);
      expect(client.latest('hostile.mdx')!.map((x) => x.code)).toEqual(['page-too-complex']);
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });
});

maybe('navlint lsp --stdio: moving pages', () => {
  let dir: string;
  let client: LspClient;
  let docsLines: string[];
  const entry = () => {
    const line = docsLines.findIndex((l) => l.includes('"guide/setup"'));
    return { line, character: docsLines[line].indexOf('"guide/setup"') + 3 };
  };

  beforeAll(async () => {
    dir = writeLspSite();
    docsLines = fs.readFileSync(path.join(dir, 'docs.json'), 'utf8').split('\n');
    client = new LspClient(dir);
    const init = await client.initialize({ debounce: 50 });
    expect(init.capabilities.renameProvider).toEqual({ prepareProvider: true });
    expect(init.capabilities.workspace?.fileOperations?.willRename?.filters).toHaveLength(1);
    await client.open('docs.json');
    await client.until('docs.json', () => true);
  });
  afterAll(async () => {
    expect(await client.stop()).toBe(0);
  });

  test('prepareRename offers the page path inside its quotes; elsewhere nothing', async () => {
    const at = entry();
    const prepared = await client.connection.sendRequest(protocol.PrepareRenameRequest.type, {
      textDocument: { uri: uriOf(dir, 'docs.json') },
      position: at,
    });
    const start = docsLines[at.line].indexOf('"guide/setup"') + 1;
    expect(prepared).toEqual({
      range: { start: { line: at.line, character: start }, end: { line: at.line, character: start + 11 } },
      placeholder: 'guide/setup',
    });
    const none = await client.connection.sendRequest(protocol.PrepareRenameRequest.type, {
      textDocument: { uri: uriOf(dir, 'docs.json') },
      position: { line: 1, character: 4 },
    });
    expect(none).toBeNull();
  });

  test('renaming a page entry: the entry, the link to it, a redirect, then the file moved', async () => {
    const edit = await client.connection.sendRequest(protocol.RenameRequest.type, {
      textDocument: { uri: uriOf(dir, 'docs.json') },
      position: entry(),
      newName: 'start/setup',
    });
    const changes = edit?.documentChanges ?? [];
    expect(changes.at(-1)).toEqual({
      kind: 'rename',
      oldUri: uriOf(dir, 'guide/setup.mdx'),
      newUri: uriOf(dir, 'start/setup.mdx'),
    });
    const edits = (rel: string) =>
      (changes.find((c) => 'textDocument' in c && c.textDocument.uri === uriOf(dir, rel)) as { edits: TextEdit[] })
        .edits;
    const index = fs.readFileSync(path.join(dir, 'index.mdx'), 'utf8').split('\n');
    expect(applyToLine(index[6], 6, edits('index.mdx'))).toBe('Start with [the setup](/start/setup#install).');
    const docs = JSON.parse(applyAll(docsLines.join('\n'), edits('docs.json')));
    expect(docs.navigation.groups[0].pages).toEqual(['index', 'guide/intro.mdx', 'start/setup']);
    expect(docs.redirects).toEqual([{ source: '/guide/setup', destination: '/start/setup' }]);
  });

  test('a rename onto an existing page is refused with the reason', async () => {
    await expect(
      client.connection.sendRequest(protocol.RenameRequest.type, {
        textDocument: { uri: uriOf(dir, 'docs.json') },
        position: entry(),
        newName: 'guide/intro',
      }),
    ).rejects.toThrow('"guide/intro.mdx" already exists');
  });

  test('a file the editor moves: the references follow, the editor moves the file', async () => {
    const edit = await client.connection.sendRequest(protocol.WillRenameFilesRequest.type, {
      files: [{ oldUri: uriOf(dir, 'guide/setup.mdx'), newUri: uriOf(dir, 'guide/install.mdx') }],
    });
    expect(edit?.documentChanges).toBeUndefined();
    expect(Object.keys(edit?.changes ?? {}).sort()).toEqual([uriOf(dir, 'docs.json'), uriOf(dir, 'index.mdx')]);
    const docs = JSON.parse(applyAll(docsLines.join('\n'), edit!.changes![uriOf(dir, 'docs.json')]));
    expect(docs.navigation.groups[0].pages).toEqual(['index', 'guide/intro.mdx', 'guide/install']);
    // A file that is no part of the site gets no edits.
    const none = await client.connection.sendRequest(protocol.WillRenameFilesRequest.type, {
      files: [{ oldUri: uriOf(dir, 'notes.txt'), newUri: uriOf(dir, 'notes2.txt') }],
    });
    expect(none).toBeNull();
  });
});

/** A text with LSP edits (any lines) applied, last first. */
function applyAll(text: string, edits: TextEdit[]): string {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  const offset = (p: { line: number; character: number }) => starts[p.line] + p.character;
  let out = text;
  for (const e of [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start)))
    out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}
