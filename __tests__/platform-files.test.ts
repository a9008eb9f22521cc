// The schema's differential test, whole: each one-field configuration that the platform's schema package accepts
// without dropping anything is written to disk as a site (docs.json minified and pretty-printed, the pages it lists,
// and the OpenAPI, AsyncAPI and GraphQL documents its values name, the OpenAPI ones as YAML and the AsyncAPI ones as
// one line of minified JSON, as real sites write them), and `navlint check` runs on it as a user runs it. A
// configuration the platform takes must get no error, of any rule that judges docs.json or the documents it names.
// (platform-schema.test.ts compares the verdicts on docs.json alone, for every configuration.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateDocsConfig } from '@mintlify/validation';
import { runCli } from './helpers/cli.js';
import { lostKeys, type PlatformCase } from './helpers/platform-cases.js';
import { enumerate, type Json } from './helpers/platform-enumerate.js';

const OPENAPI = `openapi: 3.1.0
info:
  title: Example
  version: 1.0.0
paths:
  /items:
    get:
      summary: List items
      responses:
        '200':
          description: OK
`;
const ASYNCAPI = JSON.stringify({
  info: { title: 'Events', version: '1.0.0' },
  asyncapi: '3.0.0',
  channels: { orders: { address: 'orders', messages: { created: { payload: { type: 'object' } } } } },
});
const GRAPHQL = 'type Query {\n  users: [User]\n}\n\ntype User {\n  id: ID\n}\n';
/** An SDK reference's artifact: TypeDoc's JSON of a project with nothing in it. */
const SDK = JSON.stringify({ id: 0, name: 'example', variant: 'project', kind: 1, flags: {}, children: [] });
const DOCUMENTS: Record<string, string> = { openapi: OPENAPI, asyncapi: ASYNCAPI, graphql: GRAPHQL, sdk: SDK };

/** Rules whose findings are about the pages' text and files, not about docs.json or the documents it names. */
const CATEGORIES = new Set(['config', 'navigation', 'openapi']);

/** The local files a configuration's `openapi`, `asyncapi`, `graphql` and `sdk` values name, with the text of each. */
function documentsOf(config: unknown, out = new Map<string, string>()): Map<string, string> {
  const name = (key: string, v: unknown) => {
    if (typeof v !== 'string') return;
    const rel = v.trim().replace(/^\/+/, '');
    // A URL is fetched, not read; a path out of the site, or one that names a page, is the value's own problem.
    if (rel === '' || /^[a-z][a-z0-9+.-]*:/i.test(rel) || rel.split('/').includes('..') || /\.mdx?$/.test(rel)) return;
    out.set(path.posix.normalize(rel), DOCUMENTS[key]);
  };
  const named = (key: string, v: unknown) => {
    if (Array.isArray(v)) for (const item of v) named(key, item);
    else if (v && typeof v === 'object') name(key, (v as Json).source);
    else name(key, v);
  };
  if (Array.isArray(config)) for (const v of config) documentsOf(v, out);
  else if (config && typeof config === 'object')
    for (const [k, v] of Object.entries(config as Json)) {
      if (k in DOCUMENTS) named(k, v);
      else documentsOf(v, out);
    }
  return out;
}

/** The configurations the platform accepts whole (the ones it refuses or trims are platform-schema.test.ts's). */
function acceptedCases(): PlatformCase[] {
  return enumerate().filter((c) => {
    const r = validateDocsConfig(structuredClone(c.config)) as { success: boolean; data?: unknown };
    return r.success && lostKeys(c.config, r.data).length === 0;
  });
}

/** A difference kept on purpose: which errors on which cases, and why. */
const DIFFERENCES: { reason: string; applies(c: PlatformCase, rule: string): boolean }[] = [
  {
    reason:
      'Where a redirect leads (to itself, nowhere, or from an empty path): the schema takes any strings; navlint ' +
      "follows the redirect, as platform-schema.test.ts leaves the redirect rules out of the schema's verdicts.",
    applies: (c, rule) => c.at === '/redirects' && /^redirect-/.test(rule),
  },
];

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-platform-files-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes a case's site into a fresh folder, docs.json in the given form; returns the folder. */
function writeSite(c: PlatformCase, n: number, form: 'pretty' | 'minified'): string {
  const dir = path.join(root, `${n}-${form}`);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
  fs.writeFileSync(path.join(dir, 'nested.mdx'), '---\ntitle: Nested\n---\n\nNested.\n');
  for (const [rel, text] of documentsOf(c.config)) {
    const file = path.join(dir, rel);
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  fs.writeFileSync(
    path.join(dir, 'docs.json'),
    form === 'pretty' ? JSON.stringify(c.config, null, 2) : JSON.stringify(c.config),
  );
  return dir;
}

describe('navlint check on every configuration the platform accepts, written as a site', () => {
  const cases = acceptedCases();

  it('enumerates at least 1,000 accepted configurations', () => {
    expect(cases.length).toBeGreaterThanOrEqual(1000);
  });

  it('gives none of them an error, docs.json minified or pretty, but for the listed differences', async () => {
    const { RULES } = await import('../src/rules/index.js');
    const category = new Map(RULES.map((r) => [r.meta.id, r.meta.category]));
    const wrong: string[] = [];
    const used = new Set<number>();
    let n = 0;
    for (const c of cases)
      for (const form of ['pretty', 'minified'] as const) {
        const dir = writeSite(c, n++, form);
        const r = await runCli(['check', '.', '--format', 'json'], { cwd: dir });
        expect([0, 1]).toContain(r.status);
        const errors = (
          JSON.parse(r.stdout) as { diagnostics: { rule: string; severity: string; message: string }[] }
        ).diagnostics.filter((d) => d.severity === 'error' && CATEGORIES.has(category.get(d.rule) ?? ''));
        for (const d of errors) {
          const i = DIFFERENCES.findIndex((x) => x.applies(c, d.rule));
          if (i >= 0) used.add(i);
          else wrong.push(`${c.name} (${form}): ${d.rule} ${d.message}`);
        }
        fs.rmSync(dir, { recursive: true, force: true });
      }
    expect(wrong).toEqual([]);
    // A difference no case needs any more is stale.
    expect(DIFFERENCES.filter((_, i) => !used.has(i)).map((d) => d.reason)).toEqual([]);
  });
});
