// The value navlint reads a YAML OpenAPI document into is the value the validator's own reader (js-yaml, core schema)
// reads from its text: the validator is given navlint's value instead of reading the text a second time. Every YAML
// document of the fixtures, the examples and the real sites of ../shared/corpus (where it is present) is compared.
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import jsYaml from 'js-yaml';
import { analyze, looksLikeSpec } from '../src/openapi/spec.js';
import { yamlValue } from '../src/openapi/validate.js';
import { CORPUS, ROOT } from './helpers/run.js';

/** YAML files under `dir` that look like OpenAPI documents. */
function yamlSpecs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && /\.ya?ml$/i.test(e.name) && looksLikeSpec(fs.readFileSync(p, 'utf8'))) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

const local = [...yamlSpecs(path.join(ROOT, 'fixtures')), ...yamlSpecs(path.join(ROOT, 'examples'))];
const corpus = yamlSpecs(CORPUS);
const label = (file: string) => path.relative(ROOT, file);

/**
 * What js-yaml reads with its core schema, and what the validator's reader reads (js-yaml's core schema and the tags it
 * adds: merge keys, binary, sets; no timestamps), or why either does not.
 */
function jsYamlLoad(text: string): { value: unknown; validator: unknown } | { error: string } {
  try {
    return { value: jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA }), validator: parseYaml(text) };
  } catch (e) {
    return { error: (e as Error).message.split('\n')[0] };
  }
}

function compare(file: string): 'same' | 'refused by js-yaml' | 'read from the text' {
  const text = fs.readFileSync(file, 'utf8');
  const spec = analyze(file, label(file), text);
  const ours = yamlValue(spec);
  const theirs = jsYamlLoad(text);
  if (ours === undefined) return 'read from the text';
  if ('error' in theirs) return 'refused by js-yaml';
  expect(ours).toStrictEqual(theirs.value);
  expect(ours).toStrictEqual(theirs.validator);
  return 'same';
}

describe('a YAML OpenAPI document read by navlint has the value js-yaml (core schema) reads', () => {
  test('the fixtures and examples hold YAML documents to compare', () => {
    expect(local.length).toBeGreaterThan(50);
  });

  test('the fixtures and examples', () => {
    const outcomes: Record<string, string> = {};
    for (const file of local) outcomes[label(file)] = compare(file);
    // Two documents with syntax errors, which navlint reports and does not validate.
    expect(Object.entries(outcomes).filter(([, o]) => o !== 'same')).toEqual([
      ['fixtures/openapi-invalid/fail-syntax/pets.yaml', 'read from the text'],
      ['fixtures/operation-method-case/nav-unreadable-spec/get.yaml', 'read from the text'],
    ]);
  });

  (corpus.length > 0 ? test : test.skip)('the real sites (../shared/corpus)', () => {
    const outcomes: Record<string, string> = {};
    for (const file of corpus) outcomes[path.relative(CORPUS, file)] = compare(file);
    // The validator's js-yaml stops on an unindented closing bracket of a flow collection that the platform reads:
    // navlint's value was validated there before, and still is.
    expect(Object.entries(outcomes).filter(([, o]) => o !== 'same')).toEqual([
      ['upstash__docs/devops/developer-api/openapi.yml', 'refused by js-yaml'],
    ]);
    expect(Object.keys(outcomes).length).toBeGreaterThanOrEqual(10);
  });
});

describe('a YAML document whose value js-yaml reads otherwise is left to js-yaml', () => {
  const value = (text: string) => yamlValue(analyze('/d/openapi.yaml', 'openapi.yaml', text));
  const head = 'openapi: 3.0.3\ninfo:\n  title: T\n  version: "1"\npaths: {}\n';

  test('a plain document is read by navlint, aliases shared as js-yaml shares them', () => {
    const v = value(`${head}components:\n  schemas:\n    A: &a\n      type: string\n    B: *a\n`) as {
      components: { schemas: { A: unknown; B: unknown } };
    };
    expect(v).toStrictEqual(jsYaml.load(`${head}components:\n  schemas:\n    A: &a\n      type: string\n    B: *a\n`));
    expect(v.components.schemas.B).toBe(v.components.schemas.A);
  });

  test.each([
    ['a merge key', `${head}x-base: &b\n  a: 1\nx-more:\n  <<: *b\n  c: 2\n`],
    ['an explicit tag', `${head}x-data: !!binary aGVsbG8=\n`],
    ['a custom tag', `${head}x-data: !custom hello\n`],
    ['a key repeated in one mapping', `${head}x-a: 1\nx-a: 2\n`],
    ['a syntax error', `${head}x-a: [1, 2\n`],
  ])('%s', (_, text) => {
    expect(value(text)).toBeUndefined();
  });

  test('a JSON document is not a YAML one', () => {
    expect(yamlValue(analyze('/d/openapi.json', 'openapi.json', JSON.stringify({ openapi: '3.0.3' })))).toBeUndefined();
  });
});
