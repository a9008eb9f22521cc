// Compiles the docs.json shape schemas (src/model/schemas.ts) into validation code ahead of time, with ajv's
// standalone mode, into src/generated/validators.generated.js. Compiling them with ajv on every run cost 70 ms of
// start-up; the generated module is parsed lazily and each validator is compiled by V8 on first use. The schema of
// a content extract read back from the cache (src/content/extract-schema.ts) goes the same way, into
// src/generated/extract-validator.generated.js (compiling it cost 60-90 ms of each cached run).
//
//   node scripts/gen-validators.mjs   writes the modules (the build runs this; scripts/check-generated.mjs compares)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const Ajv = require('ajv').default;
const standaloneCode = require('ajv/dist/standalone').default;

const ROOT = path.resolve(import.meta.dirname, '..');
/** The modules the schemas are built from (transpiled as they are; they import nothing else at run time). */
const SOURCES = ['shapes', 'schema-definitions', 'schemas'];
/** ajv's options: the same as __tests__/schemas.test.ts compiles the schemas with during a run, to compare. */
// `verbose` gives each error the schema that holds its keyword (`parentSchema`): messages read their phrases there,
// which the error's schemaPath cannot name once the shared definitions are compiled as functions of their own.
const OPTIONS = { allErrors: true, strict: false, validateSchema: false, inlineRefs: false, verbose: true };

/** ES module files transpiled from `sources` (paths under src/), in a folder laid out as src/ is. */
function transpiled(tmp, sources) {
  for (const source of sources) {
    const text = fs.readFileSync(path.join(ROOT, 'src', `${source}.ts`), 'utf8');
    const { outputText } = ts.transpileModule(text, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    fs.mkdirSync(path.dirname(path.join(tmp, source)), { recursive: true });
    fs.writeFileSync(path.join(tmp, `${source}.js`), outputText);
  }
  fs.writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module" }\n');
  fs.mkdirSync(path.join(tmp, 'generated'), { recursive: true });
}

/** The generated module's text. */
export async function generate() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-validators-'));
  try {
    transpiled(tmp, SOURCES.map((name) => `model/${name}`));
    // The schemas module reads the validators this writes: while they are made, it gets none.
    fs.writeFileSync(path.join(tmp, 'generated', 'validators.generated.js'), 'export default {};\n');
    const { SHAPES } = await import(pathToFileURL(path.join(tmp, 'model', 'shapes.js')).href);
    const { DEFINITIONS_SCHEMA } = await import(pathToFileURL(path.join(tmp, 'model', 'schema-definitions.js')).href);
    const { schemaFor, SETTINGS_SCHEMA, validatorName } = await import(pathToFileURL(path.join(tmp, 'model', 'schemas.js')).href);

    const ajv = new Ajv({ ...OPTIONS, code: { source: true, esm: true, lines: true } });
    const exports = {};
    const add = (name, schema) => {
      ajv.addSchema(schema, name);
      exports[name] = name;
    };
    // The definitions the schemas share through `$ref`: compiled once, called by every validator that names them.
    ajv.addSchema(DEFINITIONS_SCHEMA);
    add('settings', SETTINGS_SCHEMA);
    for (const kind of Object.keys(SHAPES))
      for (const globalEntry of [false, true]) add(validatorName(kind, globalEntry), schemaFor(kind, globalEntry));
    return moduleText(ajv, exports, 'src/model/schemas.ts', `{ ${Object.keys(exports).join(', ')} }`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The content extract validator's module text. */
export async function generateExtract() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-validators-'));
  try {
    transpiled(tmp, ['content/extract-schema']);
    fs.writeFileSync(path.join(tmp, 'generated', 'extract-validator.generated.js'), 'export default () => true;\n');
    const { EXTRACT_SCHEMA } = await import(pathToFileURL(path.join(tmp, 'content', 'extract-schema.js')).href);
    const ajv = new Ajv({
      ...OPTIONS,
      allErrors: false,
      discriminator: true,
      code: { source: true, esm: true, lines: true },
    });
    ajv.addSchema(EXTRACT_SCHEMA, 'extract');
    return moduleText(ajv, { extract: 'extract' }, 'src/content/extract-schema.ts', 'extract');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** An ES module of ajv's standalone code for `exports`, whose default export is `defaultExport`. */
function moduleText(ajv, exports, from, defaultExport) {
  let code = standaloneCode(ajv, exports);
  // ajv writes its run-time helpers as `require` calls even for an ES module: import them instead.
  const helpers = new Map();
  code = code.replace(/require\("(ajv\/dist\/runtime\/[a-z0-9]+)"\)\.default/g, (_, module) => {
    if (!helpers.has(module)) helpers.set(module, `runtime${helpers.size}`);
    return helpers.get(module);
  });
  if (/\brequire\(/.test(code)) throw new Error('the generated validators still call require()');
  // A CommonJS module's default import is its `exports` under Node and its `exports.default` under a bundler.
  const imports = [...helpers]
    .map(([module, name]) => `import ${name}Module from '${module}.js';\nconst ${name} = ${name}Module.default ?? ${name}Module;\n`)
    .join('');
  return (
    `// Generated by scripts/gen-validators.mjs from ${from}: do not edit (\`npm run build\` rewrites it).\n` +
    '/* eslint-disable */\n' +
    imports +
    code.replace(/^"use strict";/, '') +
    `\nexport default ${defaultExport};\n`
  );
}

/** The modules this writes under src/generated/, each with the function that gives its text. */
export const MODULES = { 'validators.generated.js': generate, 'extract-validator.generated.js': generateExtract };

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, make] of Object.entries(MODULES)) {
    const output = path.join(ROOT, 'src', 'generated', name);
    const text = await make();
    if (!fs.existsSync(output) || fs.readFileSync(output, 'utf8') !== text) fs.writeFileSync(output, text);
  }
}
