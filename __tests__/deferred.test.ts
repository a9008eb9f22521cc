import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseJson, unreadText } from '../src/load/json.js';
import { nodeAtPointer, toPlain, type JObject } from '../src/core/jnode.js';
import { checkSpecFile } from '../src/engine/index.js';
import { analyze } from '../src/openapi/spec.js';

// OpenAPI documents in JSON leave what the model never reads (components, parameters, request bodies,
// responses) unparsed until something looks inside. These tests say that nothing is lost by it.

const DOC = {
  openapi: '3.0.3',
  info: { title: 'Deferred', version: '1' },
  paths: {
    '/pets': {
      parameters: [{ name: 'trace', in: 'header', schema: { type: 'string' } }],
      get: {
        summary: 'List pets',
        operationId: 'listPets',
        tags: ['pets'],
        'x-mint': { href: '/pets/list' },
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
        },
      },
    },
  },
  components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } } },
};
const TEXT = JSON.stringify(DOC, null, 2) + '\n';
const deferAll = (key: string, depth: number) => depth === 1 && key !== 'paths';

/** The 1-based line and column where `needle` last occurs in `text`. */
function at(text: string, needle: string): { line: number; column: number } {
  const before = text.slice(0, text.lastIndexOf(needle)).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
const lineOf = (text: string, needle: string) => at(text, needle).line;

describe('parseJson with deferred parts', () => {
  test('the tree reads the same value, and a deferred part is parsed only when looked into', () => {
    const p = parseJson('/d/api.json', TEXT, deferAll);
    expect(p.deferred).toBe(true);
    const components = (p.root as JObject).props.find((x) => x.key === 'components')!.value;
    expect(unreadText(components)).toBe(JSON.stringify(DOC.components, null, 2).replace(/\n/g, '\n  '));
    expect(toPlain(p.root!)).toEqual(DOC);
    expect(unreadText(components)).toBeUndefined();
  });

  test('positions inside a deferred part are those of the file', () => {
    const p = parseJson('/d/api.json', TEXT, deferAll);
    const found = nodeAtPointer(p.root!, '/components/schemas/Pet/properties/name/type')!;
    expect(found.node.span.start).toEqual(at(TEXT, '"string"'));
    expect(found.keySpan!.start.line).toBe(found.node.span.start.line);
    expect(found.node.span.pointer).toBe('/components/schemas/Pet/properties/name/type');
  });

  test('without deferral, or in text that is not JSON, everything is read at once', () => {
    expect(parseJson('/d/api.json', TEXT).deferred).toBeUndefined();
    const k = TEXT.lastIndexOf('"string"\n') + '"string"'.length;
    const text = TEXT.slice(0, k) + ',' + TEXT.slice(k);
    const broken = parseJson('/d/api.json', text, deferAll);
    expect(broken.deferred).toBeUndefined();
    expect(broken.root).toBeUndefined();
    expect(broken.errors.map((e) => [e.message, e.span.start])).toEqual([
      ['trailing comma before `}` is not allowed in JSON', at(text, ',\n')],
    ]);
  });

  test('nesting past the limit inside a deferred part is still refused', () => {
    const deep = `{"openapi": "3.0.3", "components": {"x": ${'['.repeat(300)}${']'.repeat(300)}}}`;
    const p = parseJson('/d/api.json', deep, deferAll);
    expect(p.root).toBeUndefined();
    expect(p.errors[0].message).toMatch(/nested more than 256 levels/);
  });

  test('quotes escaped inside strings do not end a skipped part early', () => {
    const text = '{"a": {"b": "say \\"}\\" and \\\\", "c": ["\\\\\\"]"]}, "z": 1}';
    const p = parseJson('/d/x.json', text, (_key, depth) => depth === 1);
    expect(toPlain(p.root!)).toEqual(JSON.parse(text));
  });
});

describe('OpenAPI documents with deferred parts', () => {
  test('operations are read without parsing responses or components', () => {
    const spec = analyze('/d/api.json', 'api.json', TEXT);
    expect(spec.operations.map((o) => [o.method, o.path, o.summary, o.operationId, o.tags, o.href])).toEqual([
      ['GET', '/pets', 'List pets', 'listPets', ['pets'], '/pets/list'],
    ]);
    const root = spec.root as JObject;
    expect(unreadText(root.props.find((x) => x.key === 'components')!.value)).toBeDefined();
    expect(spec.externalRefs).toEqual([]);
  });

  test('a reference into another file inside a deferred part is found, however its key is written', () => {
    for (const key of ['$ref', '\\u0024ref']) {
      const text = TEXT.replace('"$ref": "#/components/schemas/Pet"', `"${key}": "shared.json#/Pet"`);
      const spec = analyze('/d/api.json', 'api.json', text);
      expect(spec.externalRefs.map((x) => [x.ref, x.span.start.line])).toEqual([
        ['shared.json#/Pet', lineOf(text, 'shared.json')],
      ]);
    }
  });

  test('a repeated key inside a deferred part still fails validation, at its place', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-deferred-'));
    try {
      const text = TEXT.replace(
        '"description": "OK",',
        '"description": "OK",\n                "description": "Again",',
      );
      const file = path.join(dir, 'api.json');
      fs.writeFileSync(file, text);
      const r = await checkSpecFile(file, dir, fs);
      expect(r.diagnostics.map((d) => [d.rule, d.span.start.line, d.message])).toEqual([
        [
          'openapi-invalid',
          lineOf(text, '"Again"'),
          expect.stringMatching(/^The document does not parse: duplicated mapping key/),
        ],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a structural problem inside a deferred part is reported where it is', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-deferred-'));
    try {
      const text = TEXT.replace('"type": "object"', '"type": 7');
      const file = path.join(dir, 'api.json');
      fs.writeFileSync(file, text);
      const r = await checkSpecFile(file, dir, fs);
      expect(r.diagnostics.map((d) => [d.rule, d.span.start.line, d.span.start.column])).toEqual([
        ['openapi-invalid', at(text, '7,').line, at(text, '7,').column],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
