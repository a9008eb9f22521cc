/** The layers of src/, lowest first: a module may import only from its own layer and those before it. */
const LAYERS = [
  // The generated modules import nothing of src/: they are part of the lowest layer, importable from every other.
  ['core', '^src/(core/|generated/|version\\.ts$)'],
  ['load', '^src/load/'],
  ['openapi', '^src/openapi/'],
  ['content', '^src/content/'],
  ['model', '^src/model/'],
  ['fix', '^src/fix/'],
  ['rules', '^src/rules/'],
  ['engine', '^src/engine/'],
  ['report', '^src/report/'],
  ['preview', '^src/preview/'],
  ['playground', '^src/playground/'],
  ['lsp', '^src/lsp/'],
  ['cli', '^src/(cli/|cli\\.ts$)'],
  ['action', '^src/(action/|action\\.ts$)'],
];
// Siblings: the same rank, and they never import each other.
const RANK = { core: 0, load: 1, openapi: 2, content: 2, model: 3, fix: 4, rules: 5, engine: 6, report: 7, preview: 8, playground: 8, lsp: 9, cli: 10, action: 10 };

const forbidden = [
  {
    name: 'no-circular',
    severity: 'error',
    comment: 'A cycle makes the modules in it one unit: break it by moving what both need to a lower layer.',
    from: { path: '^src/' },
    to: { circular: true },
  },
];
for (const [name, from] of LAYERS) {
  const above = LAYERS.filter(([other]) => other !== name && RANK[other] >= RANK[name]).map(([, p]) => p);
  forbidden.push({
    name: `layer-${name}`,
    severity: 'error',
    comment: `${name} may import only from the layers before it (core ← load ← openapi, content ← model ← fix ← rules ← engine ← report ← preview, playground ← lsp ← cli, action).`,
    from: { path: from },
    to: { path: above },
  });
}

forbidden.push({
  name: 'report-formats-only',
  severity: 'error',
  comment: 'Reporters only format: of the engine they read the types of a result (src/engine/types.ts), never the code that runs a check.',
  from: { path: '^src/report/' },
  to: { path: '^src/engine/', pathNot: '^src/engine/types\\.ts$' },
});

forbidden.push({
  name: 'rules-read-the-model',
  severity: 'error',
  comment:
    'A rule imports only the model (src/model/, its fix builders through the rule API) and the rule API ' +
    '(src/rules/api.ts): what it needs from lower layers, the API re-exports. The API, the rule types ' +
    '(rule.ts) and the registry (index.ts) are not rules.',
  from: { path: '^src/rules/', pathNot: '^src/rules/(api|rule|index)\\.ts$' },
  to: { pathNot: ['^src/model/(?!fixes\\.ts$)', '^src/rules/api\\.ts$'] },
});

forbidden.push({
  name: 'no-unlayered',
  severity: 'error',
  comment: 'Every module of src/ belongs to a layer: add a new folder to LAYERS.',
  from: { path: '^src/', pathNot: LAYERS.map(([, p]) => p) },
  to: {},
});

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
