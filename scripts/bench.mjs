// Times `navlint check` on generated sites of three sizes and on the real corpus, and writes docs/benchmarks.md (keeping
// the sections the other bench-*.mjs scripts write there).
//
//   npm run bench                       every size, 5 runs each, then the corpus
//   npm run bench -- --sizes S,M --runs 3
//   npm run bench -- --vendor /path/to/node_modules   also times the platform's CLI (`mint`) on three corpus sites
//   npm run bench -- --node /path/to/node   also times the start-up rows (`--version`, S and 3K navigation) with that Node
//
// Sites are generated under bench/out/ from a seed and kept until the generator or its parameters change.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stringify as toYaml } from 'yaml';
import { benchAction } from './bench-action.mjs';
import { benchVendor, firstPage, VENDOR_SITES } from './bench-vendor.mjs';
import { sections } from './bench-section.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'bench', 'out');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const CORPUS = path.resolve(ROOT, '..', 'shared', 'corpus');
const REPORT = path.join(ROOT, 'docs', 'benchmarks.md');
/** Bumped whenever the generator changes what it writes, so that cached sites are rebuilt. */
const GENERATOR_VERSION = 5;

/** The generated sites: pages, OpenAPI documents and operations, versions and languages. */
const SIZES = {
  S: { pages: 200, specs: 1, operations: 100, versions: 1, languages: 1 },
  // The size of a typical large product's docs: the navigation-only check that a pull request runs first.
  '3K': { pages: 3000, specs: 3, operations: 1500, versions: 1, languages: 1 },
  M: { pages: 5000, specs: 10, operations: 2000, versions: 3, languages: 2 },
  L: { pages: 50000, specs: 40, operations: 20000, versions: 5, languages: 4 },
};
/**
 * Targets in milliseconds (and bytes for memory). The generated sites' targets and `corpus` are for the
 * navigation alone (`--no-content`); `corpusContent` is every page parsed, cold; `largestCold` and
 * `largestWarm` are the largest corpus site (NangoHQ) cold and with a warm `--cache`; `largestAction` the action on it
 * with one page changed and the page cache restored from a cache service on 127.0.0.1. With every page parsed, a
 * generated site's cold run takes at most `overFloor` times its content floor (the sum of single-file parse times,
 * divided by the page workers), and L at most `memoryContentL`. NangoHQ's cold run takes at most `overParallelFloor` times
 * the floor of as many bare parsers at once as the check starts workers, measured right before it.
 */
const TARGETS = { version: 120, S: 500, '3K': 800, M: 1000, L: 8000, memoryL: 1024 ** 3, ratioLM: 12, corpus: 15000, corpusContent: 40000, largestCold: 6000, largestWarm: 1500, largestAction: 2000, vendorCold: 10, vendorWarm: 60, overFloor: 2, overParallelFloor: 1.25, memoryContentL: 1.5 * 1024 ** 3 };
/** The corpus site the `largest*` targets are for. */
const LARGEST = 'NangoHQ__nango';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'S,3K,M,L' },
    runs: { type: 'string', default: '5' },
    'content-runs': { type: 'string', default: '3' },
    'content-sizes': { type: 'string', default: 'S,M,L' },
    seed: { type: 'string', default: '20240601' },
    corpus: { type: 'string', default: CORPUS },
    output: { type: 'string', default: REPORT },
    // The platform's CLI (`mint`, in this node_modules folder, outside the project), timed beside navlint.
    vendor: { type: 'string' },
    // Another Node binary (the action runs on Node 24) for the start-up rows, timed beside this one.
    node: { type: 'string' },
    // Only generate the sites of --sizes under bench/out/ (to time runs by hand on the same files), then stop.
    'generate-only': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
for (const s of sizes) if (!(s in SIZES)) fail(`unknown size "${s}" (use S, 3K, M and/or L)`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a whole number of at least 1');
const seed = Number(values.seed);
const contentRuns = Number(values['content-runs']);
if (!Number.isInteger(contentRuns) || contentRuns < 1) fail('--content-runs must be a whole number of at least 1');
const contentSizes = new Set(values['content-sizes'].split(',').map((x) => x.trim().toUpperCase()).filter(Boolean));
if (!Number.isInteger(seed)) fail('--seed must be a whole number');

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------- measuring

const rssDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-'));
const rssFile = path.join(rssDir, 'rss');
/**
 * Peak memory and CPU time (all threads) come from GNU time when it is installed (`apt-get install time`),
 * else from a preload that writes the child's own `process.resourceUsage()` as it exits.
 */
const gnuTime = (() => {
  if (!fs.existsSync('/usr/bin/time')) return false;
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', '-o', rssFile, process.execPath, '-e', '0']);
  return r.status === 0 && /^\d+ [\d.]+ [\d.]+\s*$/.test(readText(rssFile));
})();
const preload = path.join(rssDir, 'rss.cjs');
fs.writeFileSync(
  preload,
  "process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(process.env.NAVLINT_BENCH_RSS, `${u.maxRSS} ${u.userCPUTime / 1e6} ${u.systemCPUTime / 1e6}`); });\n",
);
const childEnv = { ...process.env, NAVLINT_BENCH_RSS: rssFile };
delete childEnv.NODE_OPTIONS;

function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Runs node once (the CLI with `args`, or `node -e 0` for null), this Node or the one at `node`: wall and CPU time in
 * ms, peak RSS in bytes, exit status, output.
 */
function runOnce(args, node = process.execPath) {
  fs.rmSync(rssFile, { force: true });
  const script = args === null ? ['-e', '0'] : [CLI, ...args];
  const [cmd, argv] = gnuTime ? ['/usr/bin/time', ['-f', '%M %U %S', '-o', rssFile, node, ...script]] : [node, ['--require', preload, ...script]];
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { cwd: ROOT, env: childEnv, encoding: 'utf8', maxBuffer: 1024 ** 3 });
  const ms = performance.now() - t0;
  const [kb, user, sys] = (readText(rssFile).trim().split('\n').pop() ?? '').split(' ').map(Number);
  return { ms, cpu: (user + sys) * 1000 || undefined, rss: kb > 0 ? kb * 1024 : undefined, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One warm-up (unless `warmUp` is false), then `n` timed runs; fails loudly when navlint itself fails (exit 2). */
function measure(label, args, n, warmUp = true, before = () => {}, node = process.execPath) {
  const check = (r) => {
    if (r.status !== 0 && r.status !== 1) fail(`${label}: navlint exited ${r.status}: ${r.stderr.trim().split('\n')[0] ?? ''}`);
  };
  let first;
  if (warmUp) {
    first = runOnce(args, node);
    check(first);
  }
  const times = [];
  const cpu = [];
  let rss = 0;
  for (let i = 0; i < n; i++) {
    before(i);
    const r = runOnce(args, node);
    check(r);
    first ??= r;
    times.push(r.ms);
    if (r.cpu !== undefined) cpu.push(r.cpu);
    rss = Math.max(rss, r.rss ?? 0);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), cpu: cpu.length ? median(cpu) : undefined, rss: rss || undefined, runs: n, output: first.stdout };
}

/**
 * Runs `work` with a hook that edits one page of the site (a line added to its first page) before each run, and puts
 * the page back afterwards.
 */
function withOneEdit(dir, work) {
  const page = firstPage(dir);
  const text = fs.readFileSync(page, 'utf8');
  try {
    return work((i) => fs.writeFileSync(page, `${text}\n{/* edit ${i} */}\n`));
  } finally {
    fs.writeFileSync(page, text);
  }
}

/** Findings by rule in a JSON report, most frequent first. */
function findings(stdout) {
  const counts = new Map();
  for (const d of JSON.parse(stdout).diagnostics) counts.set(d.rule, (counts.get(d.rule) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** The phase times printed by `--timing`, from one more run (pages parsed unless `navigationOnly`). */
function phases(dir, navigationOnly = false) {
  const r = runOnce(['check', dir, '--format', 'json', '--timing', ...(navigationOnly ? ['--no-content'] : [])]);
  const out = [];
  for (const line of r.stderr.split('\n')) {
    const m = /^(load|parse specs|model|content|rules|report|total)\s+([\d.]+)$/.exec(line.trim());
    if (m) out.push([m[1], Number(m[2])]);
  }
  return out;
}

// ---------------------------------------------------------------- generating

/** A small, fast, seeded generator (mulberry32). */
function rng(seedValue) {
  let a = seedValue >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const WORDS = ['account', 'agent', 'alert', 'archive', 'audit', 'backup', 'batch', 'billing', 'branch', 'bucket', 'cache', 'channel', 'checkout', 'cluster', 'connector', 'console', 'credential', 'dashboard', 'dataset', 'deploy', 'domain', 'event', 'export', 'feature', 'filter', 'gateway', 'import', 'index', 'invoice', 'job', 'key', 'label', 'limit', 'log', 'member', 'metric', 'model', 'monitor', 'network', 'notification', 'order', 'payment', 'pipeline', 'plan', 'policy', 'project', 'queue', 'quota', 'region', 'release', 'report', 'role', 'rollout', 'route', 'rule', 'schedule', 'schema', 'search', 'secret', 'segment', 'session', 'snapshot', 'storage', 'stream', 'subscription', 'tag', 'task', 'team', 'template', 'tenant', 'token', 'trace', 'trigger', 'usage', 'user', 'variable', 'volume', 'webhook', 'workflow', 'workspace'];
const VERBS = ['Configure', 'Create', 'Debug', 'Deploy', 'Enable', 'Export', 'Install', 'Manage', 'Migrate', 'Monitor', 'Rotate', 'Scale', 'Secure', 'Set up', 'Test', 'Understand', 'Use'];
const SECTIONS = [
  ['Guides', 'guides', 'book'],
  ['Concepts', 'concepts', 'lightbulb'],
  ['Integrations', 'integrations', 'plug'],
  ['SDKs', 'sdks', 'code'],
];
const PRODUCTS = ['accounts', 'analytics', 'assets', 'audit', 'auth', 'billing', 'catalog', 'checkout', 'compute', 'connect', 'content', 'data', 'deploy', 'dns', 'edge', 'email', 'events', 'files', 'flags', 'forms', 'identity', 'inbox', 'insights', 'ledger', 'logs', 'maps', 'media', 'messaging', 'metrics', 'orders', 'payments', 'queues', 'search', 'secrets', 'sms', 'storage', 'support', 'tasks', 'vault', 'video', 'voice', 'workflows'];
const LANGUAGES = ['en', 'fr', 'de', 'es'];
const VERSIONS = ['3.2.0', '3.1.0', '3.0.0', '2.4.0', '2.3.0'];
const ICONS = ['book', 'rocket', 'code', 'gear', 'bolt', 'shield', 'database', 'cloud', 'terminal', 'chart-line'];
const METHODS = [
  ['get', '', 'List', false],
  ['post', '', 'Create', false],
  ['get', '/{id}', 'Retrieve', false],
  ['patch', '/{id}', 'Update', false],
  ['delete', '/{id}', 'Delete', false],
  ['get', '/{id}/events', 'List events of', false],
  ['post', '/{id}/archive', 'Archive', false],
  ['put', '/{id}/settings', 'Replace settings of', false],
];

const title = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (w) => (w.endsWith('y') ? w.slice(0, -1) + 'ies' : w.endsWith('s') || w.endsWith('x') || w.endsWith('h') ? w + 'es' : w + 's');

/** Builds one OpenAPI 3 document with `count` operations under a product's path prefix. */
function buildSpec(r, product, count, broken) {
  const paths = {};
  const schemas = {};
  const ops = [];
  let resource = 0;
  while (ops.length < count) {
    const word = WORDS[(resource * 7 + product.length) % WORDS.length];
    const res = resource >= WORDS.length ? `${word}-${Math.floor(resource / WORDS.length) + 1}` : word;
    resource++;
    const model = title(res.replace(/-(\w)/g, (_, c) => c.toUpperCase()));
    const tag = title(plural(res)).replace(/-/g, ' ');
    schemas[model] = {
      type: 'object',
      required: ['id', 'created_at'],
      properties: {
        id: { type: 'string', description: `Unique identifier of the ${res}.`, example: `${res.slice(0, 3)}_8f2a91` },
        name: { type: 'string', description: `Display name of the ${res}.` },
        status: { type: 'string', enum: ['active', 'paused', 'archived'] },
        metadata: { type: 'object', additionalProperties: { type: 'string' } },
        created_at: { type: 'string', format: 'date-time' },
        updated_at: { type: 'string', format: 'date-time' },
      },
    };
    for (const [method, suffix, verb] of METHODS) {
      if (ops.length >= count) break;
      const p = `/${product}/${plural(res)}${suffix}`;
      const summary = `${verb} ${verb.startsWith('List') ? plural(res).replace(/-/g, ' ') : `a ${res.replace(/-/g, ' ')}`}`;
      const op = {
        tags: [tag],
        summary,
        operationId: `${product}_${method}_${res.replace(/-/g, '_')}${suffix.replace(/[{}/]+/g, '_')}`.replace(/_+$/, ''),
        description: `${summary} in the ${product} API. Requires a key with the \`${product}:${method === 'get' ? 'read' : 'write'}\` scope.`,
        parameters: [
          ...(suffix.includes('{id}') ? [{ name: 'id', in: 'path', required: true, description: `Identifier of the ${res}.`, schema: { type: 'string' } }] : []),
          { $ref: '#/components/parameters/RequestId' },
        ],
        responses: {
          [method === 'post' && suffix === '' ? '201' : '200']: { description: 'Success.', content: { 'application/json': { schema: { $ref: `#/components/schemas/${model}` } } } },
          401: { $ref: '#/components/responses/Unauthorized' },
          ...(suffix.includes('{id}') ? { 404: { $ref: '#/components/responses/NotFound' } } : {}),
        },
      };
      if (method !== 'get' && method !== 'delete') op.requestBody = { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${model}` } } } };
      if (r.chance(0.02)) op['x-hidden'] = true;
      // One structural mistake per broken document: an operation without responses.
      if (broken && ops.length === 3) delete op.responses;
      (paths[p] ??= {})[method] = op;
      ops.push({ method: method.toUpperCase(), path: p, hidden: op['x-hidden'] === true, tag });
    }
  }
  const doc = {
    openapi: '3.0.3',
    info: { title: `${title(product)} API`, version: '1.0.0', description: `The ${product} API.` },
    servers: [{ url: `https://api.example.com` }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      parameters: { RequestId: { name: 'X-Request-Id', in: 'header', required: false, description: 'Echoed back in the response.', schema: { type: 'string' } } },
      responses: {
        Unauthorized: { description: 'The key is missing or invalid.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        NotFound: { description: 'No such object.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
      schemas: { ...schemas, Error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } } },
    },
  };
  return { doc, ops };
}

/** Snippets every generated site holds; pages import some of them. */
const SNIPPETS = {
  'snippets/auth-note.mdx': 'export const scope = "read";\n\n<Note>\n  Every request needs a key with the `{scope}` scope. Keys are created in the dashboard under **Settings → API keys**.\n</Note>\n',
  'snippets/support.mdx': 'Questions? Open a ticket from the dashboard, or write to [support](mailto:support@example.com).\n',
  'snippets/status-badge.jsx': 'export const StatusBadge = ({ state }) => (\n  <span className={state === "ok" ? "badge badge-ok" : "badge"}>{state}</span>\n);\n',
};

/**
 * A page's text: frontmatter, then about 2 KB of varied MDX (headings, lists, tables, code, components, snippets).
 * Its links lead to pages written before it (`urls`), its images to the files `images/<word>.png` of every site.
 */
function pageText(r, meta, heading, urls) {
  const fm = Object.entries(meta).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n');
  const w = () => r.pick(WORDS);
  const page = () => (urls.length > 0 ? r.pick(urls) : 'https://example.com');
  const sentence = () => `The ${w()} ${w()} keeps every ${w()} in step with its ${w()}${r.chance(0.3) ? ` (see the [${w()} guide](${page()}))` : ''}${r.chance(0.2) ? `, using \`${w()}.${w()}()\`` : ''}${r.chance(0.15) ? ` and **${w()}s**` : ''}.`;
  const para = () => Array.from({ length: 2 + r.int(3) }, sentence).join(' ');
  const blocks = [
    () => para(),
    () => `### ${title(w())} ${w()}s${r.chance(0.3) ? ` {#${w()}-${w()}}` : ''}\n\n${para()}`,
    () => Array.from({ length: 3 + r.int(3) }, (_, i) => `${r.chance(0.5) ? `${i + 1}.` : '-'} ${title(w())} the ${w()} with \`${w()}\`.`).join('\n'),
    () => `| Field | Type | Description |\n| --- | --- | --- |\n${Array.from({ length: 3 + r.int(3) }, () => `| \`${w()}_${w()}\` | ${r.pick(['string', 'integer', 'boolean', 'object'])} | The ${w()} of the ${w()}. |`).join('\n')}`,
    () => `\`\`\`${r.pick(['bash', 'js', 'json', 'python'])}\ncurl https://api.example.com/${w()}s/{id} -H "Authorization: Bearer $TOKEN" -d '{"${w()}": true}'\nif (a < b) { return <${title(w())} />; }\n\`\`\``,
    () => {
      const callout = r.pick(['Note', 'Tip', 'Warning', 'Info']);
      return `<${callout}>\n  ${sentence()}\n</${callout}>`;
    },
    () => `<Steps>\n${Array.from({ length: 2 + r.int(3) }, () => `  <Step title="${title(w())} the ${w()}">\n    ${sentence()}\n  </Step>`).join('\n')}\n</Steps>`,
    () => `<Tabs>\n${['Node.js', 'Python'].map((t) => `  <Tab title="${t}">\n    \`\`\`${t === 'Python' ? 'python' : 'js'}\n    client.${w()}s.create({ ${w()}: "${w()}" })\n    \`\`\`\n  </Tab>`).join('\n')}\n</Tabs>`,
    () => `<CardGroup cols={2}>\n${Array.from({ length: 2 }, () => `  <Card title="${title(w())}s" icon="${r.pick(ICONS)}" href="${page()}">\n    ${sentence()}\n  </Card>`).join('\n')}\n</CardGroup>`,
    () => `<AccordionGroup>\n  <Accordion title="Why does the ${w()} fail?">\n    ${para()}\n  </Accordion>\n</AccordionGroup>`,
    () => `![The ${w()} dashboard](/images/${w()}.png)\n\n${sentence()}`,
    () => `<ParamField path="${w()}_id" type="string" required>\n  Identifier of the ${w()}.\n</ParamField>\n<ResponseField name="${w()}" type="object">\n  ${sentence()}\n</ResponseField>`,
  ];
  let body = `${para()}\n\n## ${heading}\n\n`;
  if (r.chance(0.1)) body = `import AuthNote from "/snippets/auth-note.mdx";\nimport { StatusBadge } from "/snippets/status-badge.jsx";\n\n<AuthNote />\n\nStatus: <StatusBadge state="ok" />\n\n${body}`;
  const target = 1700 + r.int(700);
  while (body.length < target) body += r.pick(blocks)() + '\n\n';
  return `---\n${fm}\n---\n\n${body}`;
}

/** Writes one site; returns what it holds. */
function generate(name, params, dir) {
  const r = rng(seed ^ crypto.createHash('sha1').update(name).digest().readUInt32LE(0));
  const files = new Map();
  const langs = LANGUAGES.slice(0, params.languages);
  const vers = VERSIONS.slice(0, params.versions);
  const scopes = langs.flatMap((lang) => vers.map((ver) => ({ lang, ver, prefix: params.languages * params.versions === 1 ? '' : `${lang}/v${ver.split('.').slice(0, 2).join('.')}/` })));
  const mistakes = Math.max(1, Math.round(params.pages / 1000));
  const opsPerSpec = params.operations / params.specs;

  // Documents: every other one is generated whole under its tab ("bulk"), the others are listed operation by operation.
  const specs = [];
  for (let k = 0; k < params.specs; k++) {
    const scope = scopes[k % scopes.length];
    const product = PRODUCTS[k % PRODUCTS.length];
    const { doc, ops } = buildSpec(r, product, opsPerSpec, k === 0);
    const yaml = k % 4 === 3;
    const rel = `openapi/${scope.prefix}${product}.${yaml ? 'yaml' : 'json'}`;
    files.set(rel, yaml ? toYaml(doc, { lineWidth: 0 }) : JSON.stringify(doc, null, 2) + '\n');
    specs.push({ rel, product, ops, scope, bulk: params.specs > 1 && k % 2 === 1 });
  }

  const tabsFor = [];
  /** URLs of the pages written so far: later pages link to them. */
  const pageUrls = [];
  // The images pages show (empty placeholders, as in the corpus).
  for (const word of WORDS) files.set(`images/${word}.png`, '');
  for (const file of ['logo/light.svg', 'logo/dark.svg', 'favicon.svg']) files.set(file, '');
  let pagesLeft = params.pages;
  scopes.forEach((scope, si) => {
    let quota = Math.floor(params.pages / scopes.length) + (si < params.pages % scopes.length ? 1 : 0);
    pagesLeft -= quota;
    const tabs = [];
    const entriesOfScope = [];
    const addPage = (rel, meta, heading) => {
      files.set(`${rel}.mdx`, pageText(r, meta, heading, pageUrls));
      pageUrls.push(`/${rel}`);
      quota--;
    };
    // API tabs first, so that pages bound by metadata count against the scope's quota.
    const apiTabs = [];
    for (const spec of specs.filter((s) => s.scope === scope)) {
      if (spec.bulk) {
        apiTabs.push({ tab: `${title(spec.product)} API`, icon: 'square-terminal', openapi: `/${spec.rel}` });
        continue;
      }
      const byTag = new Map();
      for (const op of spec.ops) (byTag.get(op.tag) ?? byTag.set(op.tag, []).get(op.tag)).push(op);
      const groups = [];
      const bound = [];
      for (const [tag, ops] of byTag) {
        const listed = [];
        for (const op of ops) {
          if (op.hidden) continue;
          if (r.chance(0.2)) bound.push(op);
          else listed.push(`${op.method} ${op.path}`);
        }
        if (listed.length) groups.push({ group: tag, pages: listed });
      }
      const metaPages = [];
      for (const op of bound) {
        const slug = `${op.method.toLowerCase()}-${op.path.split('/').slice(2).join('-').replace(/[{}]/g, '')}`;
        const rel = `${scope.prefix}api/${spec.product}/${slug}`;
        addPage(rel, { title: `${title(op.method.toLowerCase())} ${op.path}`, openapi: r.chance(0.5) ? `${op.method} ${op.path}` : `${spec.rel} ${op.method} ${op.path}` }, 'Example');
        metaPages.push(rel);
      }
      const overview = `${scope.prefix}api/${spec.product}/overview`;
      addPage(overview, { title: `${title(spec.product)} API`, description: `Authenticate and call the ${spec.product} API.` }, 'Authentication');
      apiTabs.push({
        tab: `${title(spec.product)} API`,
        icon: 'square-terminal',
        groups: [
          { group: 'Overview', pages: [overview] },
          { group: 'Endpoints', openapi: spec.rel, pages: [...groups, ...(metaPages.length ? [{ group: 'More endpoints', pages: metaPages }] : [])] },
        ],
      });
    }
    // Documentation tabs: groups of 8 to 20 pages, some with nested groups, two levels deep at most.
    const sections = SECTIONS.slice(0, params.pages >= 1000 ? 4 : 2);
    const perSection = Math.floor(quota / sections.length);
    sections.forEach(([label, slug, icon], i) => {
      let left = i === sections.length - 1 ? quota : perSection;
      const groups = [];
      let g = 0;
      while (left > 0) {
        const word = WORDS[(g * 11 + i) % WORDS.length];
        const gslug = g >= WORDS.length ? `${word}-${Math.floor(g / WORDS.length) + 1}` : word;
        const base = `${scope.prefix}${slug}/${gslug}`;
        const size = Math.min(left, 8 + r.int(13));
        const pages = [];
        const group = { group: `${title(gslug.replace(/-/g, ' '))}`, ...(r.chance(0.5) ? { icon: r.pick(ICONS) } : {}), pages };
        let n = 0;
        const page = (sub) => {
          const file = `${base}/${sub}${n}-${r.pick(WORDS)}`;
          n++;
          addPage(file, { title: `${r.pick(VERBS)} ${r.pick(WORDS)} ${r.pick(WORDS)}s`, description: `How the ${r.pick(WORDS)} works with the ${r.pick(WORDS)}.` }, 'Next steps');
          entriesOfScope.push(file);
          return file;
        };
        if (size >= 10 && r.chance(0.3)) {
          addPage(`${base}/index`, { title: title(gslug.replace(/-/g, ' ')), description: 'Overview.' }, 'Overview');
          group.root = base;
        }
        let used = group.root ? 1 : 0;
        while (used < size) {
          if (size - used >= 5 && r.chance(0.12)) {
            const nested = { group: `${r.pick(VERBS)} ${r.pick(WORDS)}s`, pages: [] };
            const k = 3 + r.int(3);
            for (let j = 0; j < k && used < size; j++, used++) {
              if (j === 2 && r.chance(0.25) && size - used >= 2) {
                nested.pages.push({ group: `Advanced ${r.pick(WORDS)}s`, expanded: r.chance(0.5), pages: [page('advanced-'), page('advanced-')] });
                used++;
              } else nested.pages.push(page('topic-'));
            }
            pages.push(nested);
          } else {
            pages.push(page(''));
            used++;
          }
        }
        left -= used;
        groups.push(group);
        g++;
      }
      tabs.push({ tab: label, icon, groups });
    });
    tabsFor.push({ scope, tabs: [...tabs, ...apiTabs] });
  });
  if (pagesLeft !== 0) throw new Error('page quotas do not add up');
  for (const [rel, text] of Object.entries(SNIPPETS)) files.set(rel, text);

  // Deliberate mistakes, spread over the site: each kind `mistakes` times.
  const allGroups = [];
  const walk = (node, top, scope) => {
    if (Array.isArray(node.pages)) {
      allGroups.push({ node, top, scope });
      for (const p of node.pages) if (typeof p === 'object') walk(p, false, scope);
    }
  };
  for (const { scope, tabs } of tabsFor) for (const t of tabs) for (const g of t.groups ?? []) walk(g, true, scope);
  const docGroups = allGroups.filter((g) => g.node.pages.some((p) => typeof p === 'string' && !/^[A-Z]+ \//.test(p) && !p.includes('/api/')));
  const opGroups = allGroups.filter((g) => g.node.pages.some((p) => typeof p === 'string' && /^[A-Z]+ \//.test(p)));
  const stringIndex = (g, test) => {
    const idx = g.node.pages.flatMap((p, i) => (typeof p === 'string' && test(p) ? [i] : []));
    return idx.length ? r.pick(idx) : -1;
  };
  const isDocPage = (p) => !/^[A-Z]+ \//.test(p) && !p.includes('/api/');
  for (let i = 0; i < mistakes; i++) {
    let g = r.pick(docGroups);
    let j = stringIndex(g, isDocPage);
    const p = g.node.pages[j];
    g.node.pages[j] = p.slice(0, -3) + p.slice(-2) + p.slice(-3, -2); // a typo: page-not-found
    g = r.pick(docGroups);
    j = stringIndex(g, isDocPage);
    g.node.pages[j] += '.mdx'; // page-extension
    g = r.pick(docGroups);
    j = stringIndex(g, (x) => isDocPage(x) && !x.endsWith('.mdx'));
    const other = r.pick(docGroups.filter((x) => x.scope === g.scope && x !== g));
    if (other && j >= 0) other.node.pages.push(g.node.pages[j]); // page-duplicate
    g = r.pick(opGroups);
    j = stringIndex(g, (x) => /^[A-Z]+ \//.test(x));
    if (j >= 0) g.node.pages[j] = g.node.pages[j].replace(/^[A-Z]+/, (m) => m.toLowerCase()); // operation-method-case
    g = r.pick(opGroups);
    j = stringIndex(g, (x) => /^[A-Z]+ \//.test(x));
    if (j >= 0) g.node.pages[j] = g.node.pages[j].replace(/s(\/|$)/, 'z$1'); // operation-not-found
    const top = r.pick(docGroups.filter((x) => x.top));
    top.node.expanded = true; // nav-expanded-ineffective
    r.pick(docGroups).node.icno = 'book'; // nav-unknown-field
  }
  const boundPages = [...files.keys()].filter((f) => /\/api\/[^/]+\/(get|post|put|patch|delete)-/.test(f) || /^api\/[^/]+\/(get|post|put|patch|delete)-/.test(f));
  const plainPages = [...files.keys()].filter((f) => f.endsWith('.mdx') && !f.includes('api/'));
  for (let i = 0; i < mistakes; i++) {
    if (boundPages.length) {
      const f = boundPages[r.int(boundPages.length)];
      files.set(f, files.get(f).replace(/^openapi: "(.*)\/([^/"]*)"$/m, (_, a, b) => `openapi: "${a}/${b}s"`)); // frontmatter-openapi-unresolved
    }
    const f = plainPages[r.int(plainPages.length)];
    files.set(f, files.get(f).replace(/^title: "(.*)"$/m, 'title: "$1')); // frontmatter-invalid
    const a = plainPages[r.int(plainPages.length)];
    files.set(a, files.get(a) + '\nAnswers arrive in <5 ms.\n'); // mdx-syntax
    const b = plainPages[r.int(plainPages.length)];
    files.set(b, files.get(b) + '\nimport Limits from "/snippets/limits.mdx";\n\n<Limits />\n'); // snippet-not-found
    const c = plainPages[r.int(plainPages.length)];
    files.set(c, files.get(c) + '\n<Warnning>Back up first.</Warnning>\n'); // component-unknown
    const d = plainPages[r.int(plainPages.length)];
    files.set(d, files.get(d) + '\nSee [the retired guide](/guides/retired-guide).\n'); // link-broken
    const e = plainPages[r.int(plainPages.length)];
    files.set(e, files.get(e) + '\n![The old console](/images/old-console.png)\n'); // asset-not-found
  }
  const navigation =
    scopes.length === 1
      ? { global: { anchors: [{ anchor: 'Status', icon: 'signal', href: 'https://status.example.com' }] }, tabs: tabsFor[0].tabs }
      : {
          global: { anchors: [{ anchor: 'Status', icon: 'signal', href: 'https://status.example.com' }, { anchor: 'Quickstart', icon: 'rocket', href: `/${tabsFor[0].tabs[0].groups[0].pages.find((p) => typeof p === 'string')}` }] },
          languages: langs.map((lang, li) => ({
            language: lang,
            ...(li === 0 ? { default: true } : { banner: { content: 'This translation may lag behind the English pages.', dismissible: true } }),
            versions: vers.map((ver, vi) => ({
              version: ver,
              ...(vi === 0 ? { tag: 'Latest', default: true } : vi === vers.length - 1 ? { tag: 'Deprecated' } : {}),
              tabs: tabsFor.find((t) => t.scope.lang === lang && t.scope.ver === ver).tabs,
            })),
          })),
        };
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: `Bench ${name}`,
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    favicon: '/favicon.svg',
    styling: { eyebrows: 'breadcrumbs' },
    api: { playground: { display: 'interactive' } },
    navbar: { links: [{ label: 'Support', href: 'mailto:support@example.com' }], primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.example.com' } },
    navigation,
    footer: { socials: { github: 'https://github.com/example' } },
  };
  files.set('docs.json', JSON.stringify(docs, null, 2) + '\n');

  fs.rmSync(dir, { recursive: true, force: true });
  const made = new Set();
  let bytes = 0;
  for (const [rel, text] of files) {
    const abs = path.join(dir, rel);
    const d = path.dirname(abs);
    if (!made.has(d)) {
      fs.mkdirSync(d, { recursive: true });
      made.add(d);
    }
    fs.writeFileSync(abs, text);
    bytes += Buffer.byteLength(text);
  }
  const pages = [...files.keys()].filter((f) => f.endsWith('.mdx')).length;
  return { pages, specs: specs.length, operations: specs.reduce((n, s) => n + s.ops.length, 0), bytes, files: files.size };
}

/** Generates a site unless an identical one is already there. */
function ensureSite(name) {
  const params = SIZES[name];
  const dir = path.join(OUT, name);
  const stampFile = path.join(OUT, `${name}.stamp.json`);
  const stamp = JSON.stringify({ GENERATOR_VERSION, seed, params });
  const old = readText(stampFile);
  if (old && JSON.parse(old).stamp === stamp && fs.existsSync(path.join(dir, 'docs.json'))) return { dir, ...JSON.parse(old).info };
  const t0 = performance.now();
  const info = generate(name, params, dir);
  fs.writeFileSync(stampFile, JSON.stringify({ stamp, info }) + '\n');
  console.log(`generated ${name}: ${info.pages} pages, ${info.specs} OpenAPI documents, ${info.operations} operations, ${mb(info.bytes)} in ${(performance.now() - t0) / 1000 | 0} s`);
  return { dir, ...info };
}

// ---------------------------------------------------------------- formatting

const ms = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`);
const mb = (bytes) => (bytes === undefined ? 'n/a' : bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GiB` : `${(bytes / 1024 ** 2).toFixed(bytes >= 100 * 1024 ** 2 ? 0 : 1)} MiB`);
const verdict = (ok) => (ok ? 'pass' : '**FAIL**');
/** Text for a Markdown table cell: Markdown's special characters escaped, no line breaks. */
const md = (s) => String(s).replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');

// ---------------------------------------------------------------- main

if (values['generate-only']) {
  for (const name of sizes) console.log(`${name}: ${ensureSite(name).dir}`);
  process.exit(0);
}
if (!fs.existsSync(CLI)) {
  console.log('dist/cli.js is missing: building it first');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
fs.mkdirSync(OUT, { recursive: true });
const rows = [];
const results = {};
let missed = 0;

const loadBefore = os.loadavg();
const bare = measure('node -e 0', null, Math.max(runs, 5));
console.log(`node -e 0: median ${ms(bare.median)} (${ms(bare.min)}–${ms(bare.max)})`);
rows.push({ label: '`node -e 0`', size: 'Node.js alone, for comparison', r: bare, target: '', ok: true });
const version = measure('--version', ['--version'], Math.max(runs, 5));
console.log(`--version: median ${ms(version.median)} (${ms(version.min)}–${ms(version.max)}), ${mb(version.rss)}`);
rows.push({ label: '`--version`', size: '', r: version, target: `≤ ${TARGETS.version} ms`, ok: version.median <= TARGETS.version });

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-bench-cache-'));
/** A fresh cache file for one site, in a folder removed at the end. */
const cacheFile = (label) => path.join(cacheDir, `${label.replace(/[^\w.-]/g, '_')}.json`);

/** The page workers a check starts on this machine (as `src/content/pool.ts` sizes the pool for a large site). */
const WORKERS = Math.max(1, os.availableParallelism());
let extractBundle;
/** Bundles the parser (`src/content/extract.ts`) once, for the content floor. */
function ensureExtractBundle() {
  if (extractBundle) return extractBundle;
  const out = path.join(OUT, '.extract');
  fs.rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'), 'build', path.join(ROOT, 'src/content/extract.ts'), '-o', out, '--target', 'es2022', '--quiet'], { stdio: 'inherit' });
  extractBundle = path.join(out, 'index.js');
  return extractBundle;
}
/** Sum of single-file parse times of a site's pages and snippets, on one thread with the workers' heap settings. */
function contentFloor(dir) {
  const r = spawnSync(process.execPath, ['--max-semi-space-size=64', path.join(ROOT, 'scripts/parse-floor.mjs'), ensureExtractBundle(), dir], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const [files, chars, msSum] = r.stdout.trim().split(' ').map(Number);
  if (r.status !== 0 || !Number.isFinite(msSum)) fail(`content floor of ${dir}: ${r.stderr.trim().split('\n').pop() ?? ''}`);
  return { files, chars, sum: msSum, floor: msSum / WORKERS };
}

/**
 * WORKERS floor processes (`parse-floor.mjs`) started at once on `dir`, each with its share of the files and the
 * given V8 flags (and mode, `cold`): the wall time until the last has ended, and each one's sum of parse times.
 */
function floorProcesses(dir, flags = [], mode = []) {
  const t0 = performance.now();
  const one = (k) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [...flags, '--max-semi-space-size=64', path.join(ROOT, 'scripts/parse-floor.mjs'), ensureExtractBundle(), dir, `${k}/${WORKERS}`, ...mode]);
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(Number(out.trim().split(' ')[2])) : reject(new Error(`floor of ${dir}: exit ${code}`))));
    });
  return Promise.all(Array.from({ length: WORKERS }, (_, k) => one(k))).then((sums) => ({ wall: performance.now() - t0, sums }));
}

/**
 * The floor of WORKERS threads as this machine gives it: WORKERS floor processes at once, each timing its share of
 * the files; the slowest one's sum. Threads share the cores with the garbage collector and the compiler, so this is
 * above the single-thread sum ÷ WORKERS.
 */
async function parallelFloor(dir) {
  return Math.max(...(await floorProcesses(dir)).sums);
}

/** V8 settings the cold floor is measured with: its defaults, and the late optimization navlint sets where V8 has it. */
let coldFloorSettings;

/**
 * The cold floor of a site: the wall time of WORKERS bare parser processes started at once, each parsing its share of
 * the files once (Node's start, the parser's loading and its warming up included, nothing else), the faster of V8's
 * default settings and the late optimization. No cold check of the site can be faster on this machine.
 */
async function coldFloor(dir) {
  coldFloorSettings ??= [[], ['--interrupt-budget=1000000']].filter((flags) => spawnSync(process.execPath, [...flags, '-e', '0']).status === 0);
  let best = Infinity;
  for (const flags of coldFloorSettings) best = Math.min(best, (await floorProcesses(dir, flags, ['cold'])).wall);
  return best;
}

for (const name of sizes) {
  const site = ensureSite(name);
  const rel = path.relative(ROOT, site.dir);
  const size = `${site.pages.toLocaleString('en')} pages, ${site.specs} OpenAPI document${site.specs === 1 ? '' : 's'}, ${site.operations.toLocaleString('en')} operations (${mb(site.bytes)})`;
  const r = measure(name, ['check', rel, '--format', 'json', '--no-content'], runs);
  const okTime = r.median <= TARGETS[name];
  const okMem = name !== 'L' || (r.rss ?? 0) <= TARGETS.memoryL;
  console.log(`${name} (navigation): median ${ms(r.median)} (${ms(r.min)}–${ms(r.max)}), ${mb(r.rss)}`);
  rows.push({ label: `${name}, navigation`, size, r, target: `≤ ${ms(TARGETS[name])}${name === 'L' ? `, ≤ ${mb(TARGETS.memoryL)}` : ''}`, ok: okTime && okMem });
  let output = r.output;
  if (contentSizes.has(name)) {
    // Cold: no cache (the files themselves are in the system's cache after the runs above).
    const cold = measure(`${name} cold`, ['check', rel, '--format', 'json'], contentRuns, false);
    console.log(`${name} (pages, cold): median ${ms(cold.median)} (${ms(cold.min)}–${ms(cold.max)}), ${mb(cold.rss)}`);
    const floor = contentFloor(site.dir);
    // S is too small for the floor to say much: starting the workers costs more than its pages.
    const okFloor = name === 'S' || cold.median <= TARGETS.overFloor * floor.floor;
    const okContentMem = name !== 'L' || (cold.rss ?? 0) <= TARGETS.memoryContentL;
    console.log(`${name} content floor: ${ms(floor.sum)} on one thread over ${floor.files} files, ${ms(floor.floor)} for ${WORKERS} workers; cold is ${(cold.median / floor.floor).toFixed(2)} × the floor`);
    rows.push({
      label: `${name}, pages, cold`,
      size: `every page parsed; content floor ${ms(floor.floor)} (${ms(floor.sum)} of single-file parses ÷ ${WORKERS} workers), cold ÷ floor ${(cold.median / floor.floor).toFixed(2)}`,
      r: cold,
      target: name === 'S' ? '' : `≤ ${TARGETS.overFloor} × floor${name === 'L' ? `, ≤ ${mb(TARGETS.memoryContentL)}` : ''}`,
      ok: okFloor && okContentMem,
    });
    // Warm: the warm-up run fills the cache, the timed runs read it.
    const warm = measure(`${name} warm`, ['check', rel, '--format', 'json', '--cache', '--cache-location', cacheFile(name)], contentRuns);
    console.log(`${name} (pages, warm cache): median ${ms(warm.median)} (${ms(warm.min)}–${ms(warm.max)}), ${mb(warm.rss)}`);
    rows.push({ label: `${name}, pages, warm`, size: '`--cache`, nothing changed: the last report printed again', r: warm, target: '', ok: true });
    // One page edited before each run: the report is made again, with that page parsed and every other one reused.
    const edited = withOneEdit(site.dir, (before) => measure(`${name} one page changed`, ['check', rel, '--format', 'json', '--cache', '--cache-location', cacheFile(name)], contentRuns, false, before));
    console.log(`${name} (pages, one page changed): median ${ms(edited.median)} (${ms(edited.min)}–${ms(edited.max)}), ${mb(edited.rss)}`);
    rows.push({ label: `${name}, pages, one changed`, size: '`--cache`, one page edited before each run', r: edited, target: '', ok: true });
    output = cold.output;
  }
  const byRule = findings(output);
  results[name] = { ...r, site, byRule, phases: phases(rel, !contentSizes.has(name)) };
}

// The start-up rows again with the Node given by `--node` (the action runs on Node 24, whose compile cache, filled by
// the warm-up run, Node 20 lacks), against the same targets.
if (values.node) {
  const node = path.resolve(values.node);
  const v = spawnSync(node, ['--version'], { encoding: 'utf8' });
  if (v.status !== 0 || !/^v\d+/.test(v.stdout)) fail(`--node ${values.node}: not a Node.js binary`);
  const nodeVersion = v.stdout.trim();
  const version = measure(`--version, Node ${nodeVersion}`, ['--version'], Math.max(runs, 5), true, () => {}, node);
  console.log(`--version (Node ${nodeVersion}): median ${ms(version.median)}`);
  rows.push({ label: `\`--version\`, Node ${nodeVersion}`, size: '', r: version, target: `≤ ${TARGETS.version} ms`, ok: version.median <= TARGETS.version });
  for (const name of ['S', '3K'].filter((n) => sizes.includes(n))) {
    const rel = path.relative(ROOT, ensureSite(name).dir);
    const r = measure(`${name}, Node ${nodeVersion}`, ['check', rel, '--format', 'json', '--no-content'], runs, true, () => {}, node);
    console.log(`${name} (navigation, Node ${nodeVersion}): median ${ms(r.median)} (${ms(r.min)}–${ms(r.max)})`);
    rows.push({ label: `${name}, navigation, Node ${nodeVersion}`, size: 'as above', r, target: `≤ ${ms(TARGETS[name])}`, ok: r.median <= TARGETS[name] });
  }
}

let ratio;
if (results.L && results.M) ratio = results.L.median / results.M.median;
const cell = (x) => (x === undefined ? 'n/a' : ms(x));

const corpus = [];
const corpusDir = path.resolve(values.corpus);
if (fs.existsSync(corpusDir)) {
  const sites = fs.readdirSync(corpusDir).filter((d) => fs.existsSync(path.join(corpusDir, d, 'docs.json'))).sort();
  // A first pass warms the file cache, as the generated sites' warm-ups do.
  for (const s of sites) runOnce(['check', path.join(corpusDir, s), '--format', 'json', '--no-content']);
  const once = (s, args) => {
    const r = runOnce(['check', path.join(corpusDir, s), '--format', 'json', ...args]);
    if (r.status !== 0 && r.status !== 1) fail(`corpus ${s}: navlint exited ${r.status}: ${r.stderr.trim().split('\n')[0] ?? ''}`);
    return r;
  };
  for (const s of sites) {
    const nav = once(s, ['--no-content']);
    // The largest site gets several runs of each kind, for a median; the others one.
    const n = s === LARGEST ? contentRuns : 1;
    // The largest site's floor of WORKERS parsers at once is measured right before each cold run, so that each
    // ratio compares two figures of the same host (its speed drifts within a benchmark).
    const cold = [];
    const floors = [];
    for (let i = 0; i < n; i++) {
      if (s === LARGEST) floors.push(await parallelFloor(path.join(corpusDir, s)));
      cold.push(once(s, []));
    }
    once(s, ['--cache', '--cache-location', cacheFile(s)]);
    const warm = Array.from({ length: n }, () => once(s, ['--cache', '--cache-location', cacheFile(s)]));
    const med = (list, k) => median(list.map((x) => x[k]).filter((x) => x !== undefined));
    corpus.push({
      site: s,
      ms: nav.ms,
      cpu: nav.cpu,
      rss: nav.rss,
      cold: med(cold, 'ms'),
      coldCpu: med(cold, 'cpu'),
      coldRss: Math.max(...cold.map((x) => x.rss ?? 0)) || undefined,
      warm: med(warm, 'ms'),
      findings: JSON.parse(cold[0].stdout).diagnostics.length,
      ...(floors.length ? { floors, floorRatio: median(cold.map((c, i) => c.ms / floors[i])) } : {}),
      navFindings: JSON.parse(nav.stdout).diagnostics.length,
    });
    console.log(`corpus ${s}: navigation ${ms(nav.ms)}, pages cold ${ms(med(cold, 'ms'))}, warm ${ms(med(warm, 'ms'))}`);
  }
  console.log(`corpus: ${corpus.length} sites, navigation ${ms(corpus.reduce((n, c) => n + c.ms, 0))}, pages cold ${ms(corpus.reduce((n, c) => n + c.cold, 0))}`);
}
const corpusTotal = corpus.reduce((n, c) => n + c.ms, 0);
const corpusCold = corpus.reduce((n, c) => n + c.cold, 0);
const corpusWarm = corpus.reduce((n, c) => n + c.warm, 0);
const largest = corpus.find((c) => c.site === LARGEST);
const largestFloor = largest ? contentFloor(path.join(corpusDir, LARGEST)) : undefined;
if (largestFloor) largestFloor.parallel = median(largest.floors);
const ACTION = path.join(ROOT, 'dist', 'action.js');
const action = largest && fs.existsSync(ACTION) ? await benchAction(path.join(corpusDir, LARGEST), contentRuns) : undefined;
if (action) console.log(`${LARGEST} action, one page changed, cache restored: median ${ms(action.median)}; ${action.reuse}`);
if (largestFloor) console.log(`${LARGEST} content floor: ${ms(largestFloor.sum)} on one thread, ${ms(largestFloor.floor)} for ${WORKERS} workers; ${ms(largestFloor.parallel)} measured with ${WORKERS} parsers at once, before each cold run (cold ÷ that, median of the pairs: ${largest.floorRatio.toFixed(2)})`);

for (const row of rows) if (!row.ok) missed++;
if (ratio !== undefined && ratio > TARGETS.ratioLM) missed++;
if (corpus.length && corpusTotal > TARGETS.corpus) missed++;
if (corpus.length && corpusCold > TARGETS.corpusContent) missed++;
if (largest && largest.cold > TARGETS.largestCold) missed++;
if (largest?.floorRatio !== undefined && largest.floorRatio > TARGETS.overParallelFloor) missed++;
if (largest && largest.warm > TARGETS.largestWarm) missed++;
if (action && action.median > TARGETS.largestAction) missed++;

const vendorSites = values.vendor && corpus.length ? VENDOR_SITES.filter((s) => fs.existsSync(path.join(corpusDir, s, 'docs.json'))) : [];
const vendor = vendorSites.length ? await benchVendor(path.resolve(values.vendor), vendorSites.map((s) => path.join(corpusDir, s)), contentRuns, coldFloor) : [];
/**
 * The cold target against the vendor: its ratio, unless the site's cold floor alone leaves less (the vendor is fast on
 * it, and no check parses its pages faster than bare parsers); then the cold run must be within the floor's margin.
 */
const vendorColdOk = (v) => v.ratioCold >= TARGETS.vendorCold || (v.ratioFloor < TARGETS.vendorCold && v.overFloor <= TARGETS.overParallelFloor);
for (const v of vendor) {
  console.log(`${v.site}: the vendor's validation + broken-links ${ms(v.vendor)}; navlint cold ${ms(v.cold)} (${v.ratioCold.toFixed(1)} ×; cold floor ${ms(v.floor)}, ${v.ratioFloor.toFixed(1)} × the vendor, cold ÷ floor ${v.overFloor.toFixed(2)}), warm ${ms(v.warm)} (${v.ratioWarm.toFixed(1)} ×), one page changed ${ms(v.edited)}`);
  if (!vendorColdOk(v)) missed++;
  if (v.ratioWarm < TARGETS.vendorWarm) missed++;
}

const cpu = /model name\s*:\s*(.*)/.exec(readText('/proc/cpuinfo'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
const lines = [
  '# Benchmarks',
  '',
  `Whole-process wall time of \`node dist/cli.js check <site> --format json\`: for the navigation alone (\`--no-content\`) one warm-up, then ${runs} runs; with every page parsed, ${contentRuns} runs without a cache (cold) and, after a run that fills it, ${contentRuns} runs with \`--cache\` (warm: nothing changed, so the last report is printed again) and ${contentRuns} with one page edited before each run (the report made again, that page parsed and the others reused). The median, the fastest and slowest run, the median CPU time (user and system, all threads: pages are parsed in worker threads, the OpenAPI validator runs in another) and the highest peak resident memory (${gnuTime ? 'GNU time' : '`process.resourceUsage()`'}). Written by \`npm run bench\` (\`scripts/bench.mjs\`); the sites are generated under \`bench/out/\` from seed ${seed}.`,
  '',
  '| Run | Site | Median | Min–max | CPU | Peak memory | Target | Result |',
  '|---|---|---:|---:|---:|---:|---|---|',
  ...rows.map((row) => `| ${row.label} | ${row.size} | ${ms(row.r.median)} | ${ms(row.r.min)}–${ms(row.r.max)} | ${row.r.cpu === undefined ? 'n/a' : ms(row.r.cpu)} | ${mb(row.r.rss)} | ${row.target} | ${row.target ? verdict(row.ok) : ''} |`),
  ...(ratio !== undefined ? [`| L ÷ M | cost against size (10 × the pages) | ${ratio.toFixed(1)} × | | | | ≤ ${TARGETS.ratioLM} × | ${verdict(ratio <= TARGETS.ratioLM)} |`] : []),
  ...(corpus.length
    ? [
        `| corpus, navigation | ${corpus.length} real sites, one run each, \`--no-content\` | ${ms(corpusTotal)} in all | ${ms(Math.min(...corpus.map((c) => c.ms)))}–${ms(Math.max(...corpus.map((c) => c.ms)))} | ${ms(corpus.reduce((n, c) => n + (c.cpu ?? 0), 0))} in all | ${mb(Math.max(...corpus.map((c) => c.rss ?? 0)) || undefined)} | ≤ ${ms(TARGETS.corpus)} in all | ${verdict(corpusTotal <= TARGETS.corpus)} |`,
        `| corpus, pages, cold | every page parsed, no cache | ${ms(corpusCold)} in all | ${ms(Math.min(...corpus.map((c) => c.cold)))}–${ms(Math.max(...corpus.map((c) => c.cold)))} | ${ms(corpus.reduce((n, c) => n + (c.coldCpu ?? 0), 0))} in all | ${mb(Math.max(...corpus.map((c) => c.coldRss ?? 0)) || undefined)} | ≤ ${ms(TARGETS.corpusContent)} in all | ${verdict(corpusCold <= TARGETS.corpusContent)} |`,
        `| corpus, pages, warm | \`--cache\`, nothing changed | ${ms(corpusWarm)} in all | | | | | |`,
        ...(largest
          ? [
              `| ${md(LARGEST)}, pages, cold | the largest site, median of ${contentRuns}; content floor ${ms(largestFloor.floor)} (${ms(largestFloor.sum)} ÷ ${WORKERS}), cold ÷ floor ${(largest.cold / largestFloor.floor).toFixed(2)}; measured with ${WORKERS} parsers at once ${ms(largestFloor.parallel)} | ${ms(largest.cold)} | | ${cell(largest.coldCpu)} | ${mb(largest.coldRss)} | ≤ ${ms(TARGETS.largestCold)} | ${verdict(largest.cold <= TARGETS.largestCold)} |`,
              `| ${md(LARGEST)}, pages, cold ÷ its floor | each cold run ÷ the floor of ${WORKERS} parsers at once (bare parsers in ${WORKERS} processes with V8's default settings, each timing its share of the files after a warm-up) measured right before it, median of ${contentRuns} | ${largest.floorRatio.toFixed(2)} × | | | | ≤ ${TARGETS.overParallelFloor} × | ${verdict(largest.floorRatio <= TARGETS.overParallelFloor)} |`,
              `| ${md(LARGEST)}, pages, warm | \`--cache\`, nothing changed, median of ${contentRuns} | ${ms(largest.warm)} | | | | ≤ ${ms(TARGETS.largestWarm)} | ${verdict(largest.warm <= TARGETS.largestWarm)} |`,
              ...(action
                ? [`| ${md(LARGEST)}, action, one page changed | \`dist/action.js\` on a fresh runner, the page cache restored from a cache service on 127.0.0.1 (${md(action.reuse)}), median of ${contentRuns} | ${ms(action.median)} | ${ms(Math.min(...action.warm))}–${ms(Math.max(...action.warm))} | | | ≤ ${ms(TARGETS.largestAction)} | ${verdict(action.median <= TARGETS.largestAction)} |`]
                : []),
            ]
          : []),
      ]
    : []),
  '',
  '## Machine',
  '',
  `- CPU: ${md(cpu)}, ${os.cpus().length} cores`,
  `- Memory: ${mb(os.totalmem())}`,
  `- Node.js ${md(process.version)} on ${md(`${os.type()} ${os.release()}`)}`,
  `- Load average (1 min) before and after the runs: ${loadBefore[0].toFixed(2)}, ${os.loadavg()[0].toFixed(2)} (other work on the machine slows every run)`,
  `- Date: ${new Date().toISOString().slice(0, 10)}`,
  '',
];
if (Object.keys(results).length) {
  lines.push('## Generated sites', '');
  lines.push('Each site has a docs.json with tabs, groups and nested groups (M and L: languages, then versions, then tabs), pages with frontmatter titles, some bound to an operation by `openapi:` metadata, OpenAPI 3 documents in JSON and YAML, half of them listed operation by operation (`GET /path`) and half generated whole under their tab. Each page has about 2 KB of varied MDX (headings, some with custom IDs, lists, GFM tables, code blocks, callouts, steps, tabs, cards, accordions, fields, images; one in ten imports an MDX and a JSX snippet). A few mistakes are planted in each, so that the rules have findings to report.', '');
  lines.push('| Site | Files | Findings by rule |', '|---|---:|---|');
  for (const [name, r] of Object.entries(results)) lines.push(`| ${name} | ${r.site.files.toLocaleString('en')} | ${r.byRule.map(([rule, n]) => `${md(rule)} ${n}`).join(', ')} |`);
  lines.push('', '## Time by phase', '', 'From one more run with `--timing`, pages parsed without a cache where the size was measured with pages (milliseconds, inside the process; start-up is not included). Content is the time the main thread waits for the page workers once the rest is done.', '');
  const names = Object.keys(results);
  const phaseNames = ['load', 'parse specs', 'model', 'content', 'rules', 'report', 'total'];
  lines.push(`| Phase | ${names.join(' | ')} |`, `|---|${names.map(() => '---:').join('|')}|`);
  for (const p of phaseNames) lines.push(`| ${p} | ${names.map((n) => results[n].phases.find(([q]) => q === p)?.[1]?.toFixed(0) ?? 'n/a').join(' | ')} |`);
  lines.push('');
}
if (vendor.length) {
  lines.push('## Against the platform\'s CLI', '', `The platform's CLI (installed outside the project and given with \`--vendor\`): the validation of \`mint validate\` (its strict prebuild, called offline from the vendor's \`@mintlify/prebuild\` by \`scripts/vendor-validate.mjs\`, since \`mint validate\` first downloads a preview client and stops without a network) and \`mint broken-links\`, beside navlint on the same sites in the same run, each on a copy of the site, median of ${contentRuns}: navlint cold (every page parsed, no cache), warm (\`--cache\`, nothing changed: the last report printed again) and with one page edited before the run (\`--cache\`: that page parsed, the others reused, the report made again). Targets: ≥ ${TARGETS.vendorCold} × cold, ≥ ${TARGETS.vendorWarm} × warm.`, '', `The cold floor is what no cold check of the site can beat on this machine: ${WORKERS} bare parser processes started at once, each parsing its share of the site's pages and scripts once (Node's start, the parser's loading and its warming up included, nothing else), timed whole, the faster of V8's default settings and the late optimization navlint sets on Node 20 with two cores; measured right before each cold run (median; cold ÷ floor is the median of the pairs). The vendor's time ÷ that floor is the most any check parsing the pages with navlint's parser can reach: where it is under ${TARGETS.vendorCold} ×, the cold target is to stay within ${TARGETS.overParallelFloor} × the floor, the margin NangoHQ is allowed over its floor above.`, '');
  lines.push('| Site | validate + broken-links | navlint, cold | Ratio | Cold floor | Ratio at the floor | Cold ÷ floor | navlint, warm | Ratio | navlint, one page changed | Ratio | Result |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const v of vendor) lines.push(`| ${md(v.site)} | ${ms(v.vendor)} | ${ms(v.cold)} | ${v.ratioCold.toFixed(1)} × | ${ms(v.floor)} | ${v.ratioFloor.toFixed(1)} × | ${v.overFloor.toFixed(2)} × | ${ms(v.warm)} | ${v.ratioWarm.toFixed(1)} × | ${ms(v.edited)} | ${(v.vendor / v.edited).toFixed(1)} × | ${verdict(vendorColdOk(v) && v.ratioWarm >= TARGETS.vendorWarm)} |`);
  lines.push('');
}
if (corpus.length) {
  lines.push('## Real sites', '', `The ${corpus.length} sites of the shared corpus after a warm-up pass: one run each of the navigation alone, with every page parsed (cold) and with a warm cache (${contentRuns} of each for ${md(LARGEST)}, the median).`, '');
  lines.push('| Site | Navigation | CPU | Peak memory | Findings | Pages, cold | CPU | Peak memory | Pages, warm | Findings |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of corpus) lines.push(`| ${md(c.site)} | ${ms(c.ms)} | ${cell(c.cpu)} | ${mb(c.rss)} | ${c.navFindings} | ${ms(c.cold)} | ${cell(c.coldCpu)} | ${mb(c.coldRss)} | ${ms(c.warm)} | ${c.findings} |`);
  lines.push(`| all | ${ms(corpusTotal)} | ${ms(corpus.reduce((n, c) => n + (c.cpu ?? 0), 0))} | | ${corpus.reduce((n, c) => n + c.navFindings, 0)} | ${ms(corpusCold)} | ${ms(corpus.reduce((n, c) => n + (c.coldCpu ?? 0), 0))} | | ${ms(corpusWarm)} | ${corpus.reduce((n, c) => n + c.findings, 0)} |`, '');
}
fs.mkdirSync(path.dirname(values.output), { recursive: true });
// The sections the other benchmark scripts wrote are kept.
const kept = fs.existsSync(values.output) ? sections(fs.readFileSync(values.output, 'utf8')) : [];
fs.writeFileSync(values.output, [...lines, ...kept].join('\n'));
fs.rmSync(rssDir, { recursive: true, force: true });
fs.rmSync(cacheDir, { recursive: true, force: true });
console.log(`wrote ${path.relative(ROOT, path.resolve(values.output))}${missed ? `; ${missed} target${missed === 1 ? '' : 's'} missed` : '; every target met'}`);
process.exit(missed ? 1 : 0);
