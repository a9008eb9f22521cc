import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { stringify as toYaml } from 'yaml';
import { runCheck, UsageError, type CheckResult } from '../../src/engine/index.js';
import { buildNavDocument } from '../../src/model/navtree.js';
import { formatPreviewHtml } from '../../src/preview/html.js';
import { formatPreviewMarkdown } from '../../src/preview/markdown.js';
import { buildPreview } from '../../src/preview/view.js';
import { formatGithub } from '../../src/report/github.js';
import { formatJson, toJsonReport } from '../../src/report/json.js';
import { formatNavText } from '../../src/report/navtext.js';
import { formatSarif } from '../../src/report/sarif.js';
import { formatStylish } from '../../src/report/stylish.js';
import { formatSummary } from '../../src/report/summary.js';
import { RULES } from '../../src/rules/index.js';

/** One generated docs root: file contents by relative path, and symbolic links (path, target). */
export interface FuzzCase {
  kind: 'generated' | 'mutated';
  files: Record<string, string | Uint8Array>;
  links: [string, string][];
}

/** A real docs root (fixture or example) to mutate: its text files by relative path. */
export interface Seed {
  name: string;
  files: Record<string, string>;
}

/** What one case did, for the run's figures. */
export interface CaseOutcome {
  ms: number;
  diagnostics: number;
}

/** Strings that must come out inert in every format: workflow commands, markup, terminal escapes, path and prototype tricks. */
export const HOSTILE = [
  '\n::error::injected',
  '%0A::error::injected',
  '::stop-commands::pwned',
  '##[error]injected',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '@octocat',
  '| cell | break |',
  '\u001b[31mred\u001b[0m',
  '\u001b]8;;https://evil.test\u0007link\u001b]8;;\u0007',
  '\r\nforged line',
  '\u2028',
  '\u202eevil',
  '\u0000',
  '\uFEFF',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '../../../etc/passwd',
  '/etc/passwd',
  '%2e%2e/%2e%2e/secret',
  'cafe\u0301',
  'café',
  '😀',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  'https://127.0.0.1:1/x.yaml',
  '$ref',
  '{{x}}',
  '${x}',
];

/** Markup that appears in HTML output only if a hostile string got through unescaped. */
const HTML_LEAKS = ['alert(1)</script>', '<img src=x', 'href="javascript:', "href='javascript:"];
/** The same for Markdown, where a link is also markup. */
const MARKDOWN_LEAKS = [...HTML_LEAKS, '](javascript:', '@octocat'];

/** Sets an own property, even `__proto__`, as JSON.parse would. */
function put(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

const PAGE_NAMES = [
  'index',
  'intro',
  'quickstart',
  'guide/setup',
  'guide/index',
  'api/overview',
  'es/intro',
  'café',
  'a b',
];
const SPEC_NAMES = ['openapi.json', 'openapi.yaml', 'specs/v1.yml', 'api.json'];
const API_PATHS = ['/users', '/users/{id}', '/users/', '/items/{itemId}/parts', '/', '/a b'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace', 'GET', 'fetch'];
const ELEMENT_KEYS = ['groups', 'pages', 'tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu'];
const LABEL_OF: Record<string, string> = {
  groups: 'group',
  pages: 'group',
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  menu: 'item',
};
const FIELD_KEYS = [
  'icon',
  'hidden',
  'root',
  'tag',
  'expanded',
  'href',
  'description',
  'color',
  'default',
  'banner',
  'directory',
  'openapi',
  'global',
  'collapsed',
  '__proto__',
  'constructor',
  '$ref',
];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PAGE_NAMES, 'Intro', 'API', 'en', 'ua', 'xx', 'v1.0', '') },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

const scalar = fc.oneof({ weight: 4, arbitrary: text }, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** A value of any JSON type, small. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(text, scalar, { maxKeys: 3 }),
);

const pagePath = fc
  .tuple(
    fc.constantFrom('', '', '', '/', './', '../', '//'),
    fc.constantFrom(...PAGE_NAMES),
    fc.constantFrom('', '', '', '.mdx', '.md', '/', '#x', '?q'),
  )
  .map(([a, b, c]) => a + b + c);

const operationRef = fc
  .tuple(
    fc.constantFrom(
      '',
      '',
      'openapi.json ',
      'openapi ',
      '/specs/v1.yml ',
      'missing.yaml ',
      'https://127.0.0.1:1/s.yaml ',
    ),
    fc.constantFrom(...METHODS),
    fc.constantFrom(...API_PATHS),
  )
  .map(([spec, m, p]) => `${spec}${m.toUpperCase() === m ? m : m.toUpperCase()} ${p}`);

const pageEntry = fc.oneof(
  { weight: 5, arbitrary: pagePath },
  { weight: 2, arbitrary: operationRef },
  fc.constant('webhook created'),
  { weight: 2, arbitrary: text },
);

const openapiValue = fc.oneof(
  fc.constantFrom(
    ...SPEC_NAMES,
    '/openapi.json',
    'openapi',
    'missing.yaml',
    'https://127.0.0.1:1/spec.yaml',
    '../outside.yaml',
  ),
  fc.record({ source: fc.constantFrom(...SPEC_NAMES), directory: fc.constantFrom('api', '/ref/', '') }),
  fc.array(fc.constantFrom(...SPEC_NAMES), { maxLength: 3 }),
  scalar,
);

const fieldValue = (key: string): fc.Arbitrary<unknown> =>
  key === 'openapi' ? openapiValue : key === 'root' ? pagePath : anyValue;

/** A navigation element or a `navigation` object: label, fields, one or more child arrays. */
const { element } = fc.letrec<{ element: Record<string, unknown>; child: unknown }>((tie) => ({
  element: fc
    .record({
      childKeys: fc.array(fc.constantFrom(...ELEMENT_KEYS), { minLength: 0, maxLength: 2 }),
      label: fc.oneof({ weight: 5, arbitrary: text }, anyValue),
      dropLabel: fc.boolean(),
      fields: fc.array(
        fc.constantFrom(...FIELD_KEYS).chain((k) => fieldValue(k).map((v) => [k, v] as const)),
        { maxLength: 3 },
      ),
      children: fc.array(fc.array(tie('child'), { maxLength: 4 }), { minLength: 2, maxLength: 2 }),
      wrongType: fc.nat(30),
    })
    .map(({ childKeys, label, dropLabel, fields, children, wrongType }) => {
      const out: Record<string, unknown> = {};
      const first = childKeys[0];
      if (first && !dropLabel) put(out, LABEL_OF[first], label);
      for (const [k, v] of fields) put(out, k, v);
      childKeys.forEach((k, i) => put(out, k, wrongType === 0 ? (children[i][0] ?? {}) : children[i]));
      return out;
    }),
  child: fc.oneof(
    { depthSize: 'small', maxDepth: 6 },
    { weight: 3, arbitrary: pageEntry },
    { weight: 2, arbitrary: tie('element') },
    scalar,
  ),
}));

const method = fc.constantFrom(...METHODS.map((m) => m.toLowerCase()), 'x-foo');

const operation = fc.record(
  {
    summary: text,
    tags: fc.array(text, { maxLength: 2 }),
    operationId: text,
    'x-hidden': fc.boolean(),
    'x-excluded': fc.boolean(),
    'x-mint': fc.record({ href: fc.constantFrom('/moved', 'moved', '', 'https://x.test/y') }),
    responses: fc.constantFrom<unknown>(
      { '200': { description: 'ok' } },
      { '200': { $ref: '#/components/responses/Ok' } },
      {},
      'bad',
    ),
    parameters: fc.constantFrom<unknown>(
      [],
      [{ $ref: '#/components/parameters/P' }],
      [{ $ref: 'other.yaml#/P' }],
      [{ $ref: 'https://127.0.0.1:1/p.yaml' }],
    ),
  },
  { requiredKeys: ['responses'] },
);

/** An OpenAPI document as a plain value, with local, cyclic, external and remote `$ref`s. */
const specValue = fc
  .record({
    version: fc.constantFrom<unknown>('3.0.3', '3.1.0', '3.0.0', '2.0', 3, null, undefined),
    paths: fc.array(
      fc.tuple(
        fc.constantFrom(...API_PATHS, ...HOSTILE.slice(0, 6)),
        fc.array(fc.tuple(method, operation), { maxLength: 3 }),
      ),
      { maxLength: 4 },
    ),
    cyclic: fc.boolean(),
    pathRef: fc.constantFrom<unknown>(
      undefined,
      '#/paths/~1users',
      'other.yaml#/x',
      'https://127.0.0.1:1/evil.yaml',
      '#/paths/~1loop',
    ),
    webhooks: fc.boolean(),
    extra: fc.dictionary(text, anyValue, { maxKeys: 2 }),
  })
  .map(({ version, paths, cyclic, pathRef, webhooks, extra }) => {
    const doc: Record<string, unknown> = {};
    if (version === '2.0') doc.swagger = version;
    else if (version !== undefined) doc.openapi = version;
    doc.info = { title: 'Fuzz', version: '1' };
    const p: Record<string, unknown> = {};
    for (const [k, ops] of paths) p[k] = Object.fromEntries(ops);
    if (pathRef !== undefined) p['/loop'] = { $ref: pathRef };
    doc.paths = p;
    if (webhooks)
      doc.webhooks = { created: { post: { summary: 'Created', responses: { '200': { description: 'ok' } } } } };
    const schemas: Record<string, unknown> = {
      A: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
    };
    if (cyclic)
      Object.assign(schemas, { B: { $ref: '#/components/schemas/C' }, C: { $ref: '#/components/schemas/B' } });
    doc.components = {
      schemas,
      responses: { Ok: { description: 'ok' } },
      parameters: { P: { name: 'p', in: 'query', schema: { $ref: '#/components/schemas/A' } } },
    };
    for (const [k, v] of Object.entries(extra)) put(doc, k, v);
    return doc;
  });

/** Page frontmatter: a title, an `openapi` binding, other keys, sometimes broken YAML or no closing line. */
const pageText = fc
  .record({
    title: text,
    openapi: fc.option(
      fc.oneof(
        operationRef,
        operationRef.map((s) => s.toLowerCase()),
        text,
      ),
    ),
    extra: fc.dictionary(fc.constantFrom('description', 'icon', 'mode', '__proto__', 'x'), anyValue, { maxKeys: 2 }),
    broken: fc.constantFrom('', '', '', 'unclosed', 'tabs', 'alias', 'nothing', 'bom', 'crlf'),
    body: text,
  })
  .map(({ title, openapi, extra, broken, body }) => {
    const data: Record<string, unknown> = { title, ...extra };
    if (openapi !== null) data.openapi = openapi;
    let yaml = toYaml(data);
    if (broken === 'tabs') yaml = '\ttitle: [unclosed\n' + yaml;
    if (broken === 'alias') yaml += 'a: &a [x, x, x]\nb: [*a, *a, *a]\nc: *nothere\n';
    if (broken === 'nothing') return `# ${body}\n`;
    let out = `---\n${yaml}${broken === 'unclosed' ? '' : '---\n'}\n# ${body}\n`;
    if (broken === 'crlf') out = out.replace(/\n/g, '\r\n');
    if (broken === 'bom') out = '\uFEFF' + out;
    return out;
  });

/** How a generated value is written: indentation, line ends, BOM. */
const layout = fc.record({ indent: fc.constantFrom(0, 2, '\t'), crlf: fc.boolean(), bom: fc.boolean() });

function writeJson(value: unknown, how: { indent: number | string; crlf: boolean; bom: boolean }): string {
  let s = JSON.stringify(value, null, how.indent) ?? 'null';
  if (how.crlf) s = s.replace(/\n/g, '\r\n');
  return (how.bom ? '\uFEFF' : '') + s;
}

/**
 * Moves parts of docs.json into `$ref` files, as real sites split it: whole files, fragments,
 * files referring to each other or back to docs.json, missing files, URLs and paths outside the root.
 */
function splitRefs(doc: unknown, choices: number[], files: Record<string, string | Uint8Array>): unknown {
  let n = 0;
  let c = 0;
  const next = () => choices[c++ % Math.max(1, choices.length)] ?? 0;
  const children = (v: object, depth: number): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) put(out, k, walk(x, depth + 1));
    return out;
  };
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object') return v;
    const choice = depth > 0 && choices.length > 0 && c < 4 * choices.length ? next() : 99;
    if (choice < 12) {
      const file = choice < 2 ? `parts/deep/p${n++}.json` : `parts/p${n++}.json`;
      const inner = children(v, depth);
      switch (choice) {
        case 0:
          return { $ref: '../docs.json' };
        case 1:
          return { $ref: 'missing.json' };
        case 2:
          return { $ref: 'https://127.0.0.1:1/nav.json' };
        case 3:
          return { $ref: '../outside.json' };
        case 4:
          files[file] = JSON.stringify({ wrap: inner });
          return { $ref: `${file}#/wrap` };
        case 5:
          files[file] = JSON.stringify({ $ref: '../docs.json' });
          return { $ref: file };
        case 6:
          files[file] = JSON.stringify(inner).slice(0, -1);
          return { $ref: file };
        case 7:
          files[file] = JSON.stringify(inner);
          return { $ref: file, group: 'Sibling', extra: true };
        case 8:
          files[file] = JSON.stringify(inner);
          return { $ref: `./${file}#/nowhere` };
        default:
          files[file] = JSON.stringify(inner);
          return { $ref: file };
      }
    }
    return children(v, depth);
  };
  return walk(doc, 0);
}

/** A docs root made from scratch: docs.json (maybe split with `$ref`), OpenAPI documents, pages, configuration. */
const generatedCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    nav: element,
    top: fc.record({
      theme: fc.oneof(fc.constant<unknown>('mint'), scalar),
      name: fc.oneof(fc.constant<unknown>('Fuzz'), scalar),
      colors: fc.constantFrom<unknown>({ primary: '#087A60' }, { primary: 'red' }, {}, 'red', undefined),
    }),
    settings: fc.dictionary(
      fc.constantFrom('styling', 'interaction', 'api', '__proto__', 'constructor', 'navigation'),
      anyValue,
      { maxKeys: 2 },
    ),
    splits: fc.array(fc.nat(40), { maxLength: 12 }),
    specs: fc.array(
      fc.tuple(fc.constantFrom(...SPEC_NAMES), specValue, fc.constantFrom('json', 'yaml', 'yaml-anchors')),
      { maxLength: 3 },
    ),
    pages: fc.array(
      fc.tuple(
        fc.constantFrom(...PAGE_NAMES, 'api-reference/users/list', 'api/x'),
        fc.constantFrom('.mdx', '.md', '/index.mdx'),
        pageText,
      ),
      { maxLength: 6 },
    ),
    rc: fc.option(
      fc.oneof(
        fc.record({
          rules: fc.dictionary(
            fc.constantFrom(...RULES.map((r) => r.meta.id), 'nope', '__proto__'),
            fc.constantFrom<unknown>('off', 'error', 'warning', 'notice', 'loud', 1),
          ),
          ignore: fc.array(fc.constantFrom('**/*.md', '[', '!x', '', 'es/**'), { maxLength: 2 }),
        }),
        anyValue,
      ),
    ),
    mintignore: fc.option(fc.constantFrom('drafts/\n', '*.md\n', '!important.mdx\n[\n', 'es/**\n')),
    links: fc.array(
      fc.constantFrom<[string, string]>(
        ['leak.mdx', '/etc/hostname'],
        ['outside', '/tmp'],
        ['loop', 'loop'],
        ['self', '.'],
        ['intro.mdx', 'quickstart.mdx'],
        ['dir.mdx', 'guide'],
      ),
      { maxLength: 2 },
    ),
    layout,
    pageIsDir: fc.boolean(),
  })
  .map((g): FuzzCase => {
    const files: Record<string, string | Uint8Array> = {};
    const doc: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(g.top)) if (v !== undefined) doc[k] = v;
    for (const [k, v] of Object.entries(g.settings)) put(doc, k, v);
    doc.navigation = g.nav;
    files['docs.json'] = writeJson(splitRefs(doc, g.splits, files), g.layout);
    for (const [name, spec, format] of g.specs) {
      files[name] =
        format === 'json'
          ? writeJson(spec, g.layout)
          : toYaml(spec, { aliasDuplicateObjects: format === 'yaml-anchors' });
    }
    for (const [name, ext, body] of g.pages) files[name + ext] = body;
    if (g.rc !== null) files['.navlintrc.json'] = JSON.stringify(g.rc);
    if (g.mintignore !== null) files['.mintignore'] = g.mintignore;
    if (g.pageIsDir) files['intro.mdx/index.mdx'] = '# a folder named like a page\n';
    return { kind: 'generated', files, links: g.links };
  });

/** One edit of a file's text or bytes. */
type Mutation =
  | { op: 'insert'; at: number; what: string }
  | { op: 'delete'; at: number; length: number }
  | { op: 'duplicate'; at: number; length: number }
  | { op: 'truncate'; at: number }
  | { op: 'bytes'; at: number; bytes: number[] }
  | { op: 'value'; at: number; value: unknown }
  | { op: 'deepen'; at: number; levels: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    what: fc.oneof(
      fc.constantFrom(
        ...HOSTILE,
        ',',
        '}',
        ']',
        '{',
        '[',
        '"',
        ':',
        '/*',
        '//',
        '\n',
        '\r\n',
        '---\n',
        '&a ',
        '*a',
        '\t',
        '$ref',
      ),
    ),
  }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('bytes' as const),
    at: fc.nat(),
    bytes: fc.array(fc.constantFrom(0x00, 0xff, 0xfe, 0xc3, 0x80, 0xed, 0xa0, 0xef, 0xbf, 0xbd, 0x1b, 0x0d), {
      minLength: 1,
      maxLength: 4,
    }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('value' as const),
      at: fc.nat(),
      value: fc.oneof(
        anyValue,
        pageEntry,
        fc.constantFrom<unknown>({ $ref: 'docs.json' }, { $ref: '#/x' }, [[[]]], {}, []),
      ),
    }),
  },
  fc.record({ op: fc.constant('deepen' as const), at: fc.nat(), levels: fc.integer({ min: 1, max: 400 }) }),
);

/** Replaces the `at`-th value (in document order) of a parsed JSON value. */
function replaceValue(root: unknown, at: number, value: unknown): unknown {
  let i = 0;
  const count = (v: unknown): number =>
    v !== null && typeof v === 'object' ? 1 + Object.values(v as object).reduce((n: number, x) => n + count(x), 0) : 1;
  const target = at % count(root);
  const walk = (v: unknown): unknown => {
    if (i++ === target) return value;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) put(out, k, walk(x));
      return out;
    }
    return v;
  };
  return walk(root);
}

function applyMutation(content: string | Uint8Array, m: Mutation): string | Uint8Array {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const at = bytes.length === 0 ? 0 : m.at % (bytes.length + 1);
  const asText = (): string => (typeof content === 'string' ? content : bytes.toString('utf8'));
  switch (m.op) {
    case 'insert':
      return Buffer.concat([bytes.subarray(0, at), Buffer.from(m.what, 'utf8'), bytes.subarray(at)]);
    case 'delete':
      return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + m.length)]);
    case 'duplicate':
      return Buffer.concat([bytes.subarray(0, at + m.length), bytes.subarray(at)]);
    case 'truncate':
      return bytes.subarray(0, at);
    case 'bytes':
      return Buffer.concat([bytes.subarray(0, at), Buffer.from(m.bytes), bytes.subarray(at)]);
    case 'value': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(asText());
      } catch {
        return Buffer.concat([
          bytes.subarray(0, at),
          Buffer.from(JSON.stringify(m.value) ?? '', 'utf8'),
          bytes.subarray(at),
        ]);
      }
      return JSON.stringify(replaceValue(parsed, m.at, m.value), null, 2);
    }
    case 'deepen':
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from('['.repeat(m.levels) + ']'.repeat(m.levels)),
        bytes.subarray(at),
      ]);
  }
}

/** A real docs root with one to four of its files edited. */
function mutatedCase(seeds: Seed[]): fc.Arbitrary<FuzzCase> {
  return fc
    .record({ seed: fc.nat(), picks: fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 4 }) })
    .map(({ seed, picks }): FuzzCase => {
      const s = seeds[seed % seeds.length];
      const files: Record<string, string | Uint8Array> = { ...s.files };
      const names = Object.keys(files).sort();
      // docs.json and the files it points to are where the loader is most exposed: pick them more often.
      const weighted = [...names, ...names.filter((n) => /\.(json|ya?ml)$/.test(n)), 'docs.json', 'docs.json'];
      for (const [pick, m] of picks) {
        const name = weighted[pick % weighted.length];
        if (files[name] !== undefined) files[name] = applyMutation(files[name], m);
      }
      return { kind: 'mutated', files, links: [] };
    });
}

/** Every case the fuzzer draws: generated roots and mutated real ones. */
export function caseArbitrary(seeds: Seed[]): fc.Arbitrary<FuzzCase> {
  return seeds.length > 0
    ? fc.oneof({ weight: 3, arbitrary: generatedCase }, { weight: 2, arbitrary: mutatedCase(seeds) })
    : generatedCase;
}

/** Reads every docs root (a folder holding docs.json) under `dirs`, for mutation. */
export function loadSeeds(dirs: string[]): Seed[] {
  const seeds: Seed[] = [];
  const visit = (dir: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    if (entries.some((e) => e.isFile() && e.name === 'docs.json')) {
      const files: Record<string, string> = {};
      const read = (d: string, rel: string) => {
        for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
          const r = rel ? `${rel}/${e.name}` : e.name;
          if (e.isDirectory()) read(path.join(d, e.name), r);
          else if (e.isFile() && e.name !== 'expected.txt') files[r] = fs.readFileSync(path.join(d, e.name), 'utf8');
        }
      };
      read(dir, '');
      seeds.push({ name: dir, files });
      return;
    }
    for (const e of entries) if (e.isDirectory()) visit(path.join(dir, e.name));
  };
  for (const d of dirs) if (fs.existsSync(d)) visit(d);
  return seeds;
}

/** Writes a case into an empty folder. */
export function writeCase(root: string, c: FuzzCase): void {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  for (const [rel, content] of Object.entries(c.files)) {
    const file = path.join(root, rel);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    } catch {
      // Two generated paths can clash (a file where a folder goes): the case goes on without it.
    }
  }
  for (const [rel, target] of c.links) {
    try {
      fs.symlinkSync(target, path.join(root, rel));
    } catch {
      /* a page of the same name was generated */
    }
  }
}

/** A broken promise of the engine: which output and what went wrong. */
export class InvariantError extends Error {}

function expect(ok: unknown, what: string): void {
  if (!ok) throw new InvariantError(what);
}

// Control characters that a terminal or a log viewer would act on (tab and line feed are layout).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const COLOUR = /\u001b\[\d+m/g;

/** Checks every output format of one result: valid JSON, positions, inert text, one command a line. */
export function checkOutputs(result: CheckResult, label: string): void {
  const ids = new Set(RULES.map((r) => r.meta.id));
  for (const d of result.diagnostics) {
    const { start, end } = d.span;
    expect(ids.has(d.rule), `${label}: unknown rule ${d.rule}`);
    expect(['error', 'warning', 'notice'].includes(d.severity), `${label}: bad severity ${d.severity}`);
    expect(typeof d.message === 'string' && d.message.length > 0, `${label}: empty message`);
    expect(d.span.file.length > 0, `${label}: finding without a file`);
    expect(
      Number.isInteger(start.line) && Number.isInteger(start.column) && start.line >= 1 && start.column >= 1,
      `${label}: bad start ${JSON.stringify(start)} for ${d.rule}`,
    );
    expect(
      end.line > start.line || (end.line === start.line && end.column >= start.column),
      `${label}: end before start for ${d.rule}`,
    );
  }
  const json = formatJson(result);
  expect(
    JSON.stringify(JSON.parse(json)) === JSON.stringify(toJsonReport(result)),
    `${label}: json output does not round-trip`,
  );
  const sarif = JSON.parse(formatSarif(result)) as { runs: { results: unknown[] }[] };
  expect(sarif.runs[0].results.length === result.diagnostics.length, `${label}: sarif lost findings`);
  const github = formatGithub(result).split('\n');
  expect(
    github.pop() === '' && github.length === result.diagnostics.length,
    `${label}: github output is not one line per finding`,
  );
  for (const line of github) {
    expect(
      /^::(error|warning|notice) [^\r]*$/.test(line) && !CONTROL.test(line) && !line.includes('##['),
      `${label}: github line not inert: ${JSON.stringify(line.slice(0, 200))}`,
    );
  }
  const nav = buildNavDocument(result.model);
  JSON.parse(JSON.stringify(nav));
  // Text a CI log shows: no control characters, no `##[`, no line that opens with `::` (the runner skips leading blanks).
  const logs: [string, string][] = [
    ['stylish', formatStylish(result, { color: false })],
    ['coloured stylish', formatStylish(result, { color: true }).replace(COLOUR, '')],
    ['navigation text', formatNavText(nav)],
  ];
  for (const [name, out] of logs) {
    expect(!CONTROL.test(out), `${label}: control character in the ${name} output`);
    expect(!out.includes('##[') && !/^\s*::/m.test(out), `${label}: the ${name} output holds a workflow command`);
  }
  const markdown: [string, string][] = [
    [
      'summary',
      formatSummary(result, {
        baseDir: result.cwd,
        failOn: 'error',
        failed: result.summary.errors > 0,
        nav,
        blobUrl: 'https://github.com/o/r/blob/0',
      }),
    ],
    ['preview markdown', formatPreviewMarkdown(buildPreview(result, { baseDir: result.cwd }))],
  ];
  for (const [name, out] of markdown) {
    for (const leak of MARKDOWN_LEAKS)
      expect(!out.includes(leak), `${label}: the ${name} lets ${JSON.stringify(leak)} through`);
    expect(!CONTROL.test(out), `${label}: control character in the ${name}`);
  }
  const html = formatPreviewHtml(result, { baseDir: result.cwd });
  for (const leak of HTML_LEAKS)
    expect(!html.includes(leak), `${label}: the preview html lets ${JSON.stringify(leak)} through`);
}

/** Runs the engine on a written case, and checks every output of its result. */
export async function runCase(root: string): Promise<CaseOutcome> {
  const t0 = performance.now();
  let full: CheckResult;
  try {
    full = await runCheck({
      dir: '.',
      cwd: root,
      fs,
      fetchImpl: () => Promise.reject(new Error('fetched without --fetch-remote')),
    });
  } catch (e) {
    // A suppressions file that does not parse stops the check with one line naming its place (exit 2), as ESLint's does.
    if (e instanceof UsageError && /^navlint-suppressions\.json:\d+:\d+: cannot be read: /.test(e.message))
      return { ms: performance.now() - t0, diagnostics: 0 };
    throw e;
  }
  checkOutputs(full, 'runCheck');
  return { ms: performance.now() - t0, diagnostics: full.diagnostics.length };
}

/** The case drawn for one seed: the same seed always gives the same case. */
export function drawCase(arb: fc.Arbitrary<FuzzCase>, seed: number): FuzzCase {
  return fc.sample(arb, { seed, numRuns: 1 })[0];
}

/** A case that failed: its seed (to draw it again), what broke, and how it was made. */
export interface FuzzFailure {
  seed: number;
  kind: FuzzCase['kind'];
  error: string;
}

/** Figures of a run. */
export interface FuzzReport {
  cases: number;
  generated: number;
  mutated: number;
  failures: FuzzFailure[];
  diagnostics: number;
}

/** Runs `cases` cases from seed `seed` on, in `workDir`; never stops at a failure. */
export async function fuzz(options: {
  seeds: Seed[];
  seed: number;
  cases: number;
  workDir: string;
  onCase?: (i: number, seed: number) => void;
}): Promise<FuzzReport> {
  const arb = caseArbitrary(options.seeds);
  const report: FuzzReport = {
    cases: 0,
    generated: 0,
    mutated: 0,
    failures: [],
    diagnostics: 0,
  };
  const root = path.join(options.workDir, 'site');
  for (let i = 0; i < options.cases; i++) {
    const seed = options.seed + i;
    options.onCase?.(i, seed);
    const c = drawCase(arb, seed);
    report.cases++;
    report[c.kind]++;
    writeCase(root, c);
    try {
      const out = await runCase(root);
      report.diagnostics += out.diagnostics;
    } catch (e) {
      const err = e as Error;
      report.failures.push({
        seed,
        kind: c.kind,
        error: err instanceof InvariantError ? err.message : `${err?.name}: ${err?.message}\n${err?.stack ?? ''}`,
      });
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
  return report;
}
