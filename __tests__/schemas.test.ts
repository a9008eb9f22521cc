import fc from 'fast-check';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { validateShape, type CompiledSchema, type Schema } from '../src/core/schema.js';
import { parseJson } from '../src/load/json.js';
import { DEFINITIONS_SCHEMA } from '../src/model/schema-definitions.js';
import {
  COMPILED_SETTINGS_SCHEMA,
  compiledSchemaFor,
  schemaFor,
  SETTINGS_SCHEMA,
  validatorName,
} from '../src/model/schemas.js';
import { LABEL_KEY, SHAPES, type ElementKind } from '../src/model/shapes.js';

const KINDS = Object.keys(SHAPES) as ElementKind[];

let ajv: InstanceType<typeof AjvModule.default> | undefined;

/** A schema compiled during the run by ajv's compiler, with the options of scripts/gen-validators.mjs. */
function compiledNow(schema: Schema): CompiledSchema {
  if (!ajv) {
    ajv = new AjvModule.default({
      allErrors: true,
      strict: false,
      validateSchema: false,
      inlineRefs: false,
      verbose: true,
    });
    addFormatsModule.default(ajv);
    ajv.addSchema(DEFINITIONS_SCHEMA);
  }
  return { schema, defs: DEFINITIONS_SCHEMA, validate: ajv.compile(schema) };
}

describe('the docs.json shape validators compiled at build time', () => {
  it('exist for every element kind, inside a global entry or not, and for the settings', () => {
    for (const kind of KINDS)
      for (const globalEntry of [false, true]) {
        const compiled = compiledSchemaFor(kind, globalEntry);
        expect([validatorName(kind, globalEntry), typeof compiled.validate]).toEqual([
          validatorName(kind, globalEntry),
          'function',
        ]);
        expect(compiled.schema).toBe(schemaFor(kind, globalEntry));
      }
    expect(typeof COMPILED_SETTINGS_SCHEMA.validate).toBe('function');
  });

  it('find what a schema compiled during the run finds, at the same places, on any element', () => {
    // Values of every JSON type, under the keys the schemas name and a few they do not.
    const settings = [
      ...Object.keys(SETTINGS_SCHEMA.properties as object),
      'primary',
      'eyebrows',
      'drilldown',
      'light',
      'dark',
      'name',
      'style',
      'library',
      'format',
    ];
    const keys = [
      ...new Set([...KINDS.flatMap((k) => [...SHAPES[k].fields, ...SHAPES[k].children]), ...settings, 'x', '']),
    ];
    const labels = Object.values(LABEL_KEY) as string[];
    const leaf = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('', '/a', '#x', 'mailto:a@b', 'https://x', 'start', 'end', '#0D9373', '#abc', 'section'),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    );
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 3 }),
      object: fc.dictionary(
        fc.constantFrom(...keys, ...labels, 'source', 'content', 'playground', 'proxy'),
        tie('value'),
        {
          maxKeys: 5,
        },
      ),
    }));
    const element = fc.dictionary(fc.constantFrom(...keys, ...labels), value, { maxKeys: 8 });
    const shapes = [
      ...KINDS.flatMap((k) =>
        [false, true].map((g) => [compiledSchemaFor(k, g), compiledNow(schemaFor(k, g))] as const),
      ),
      [COMPILED_SETTINGS_SCHEMA, compiledNow(SETTINGS_SCHEMA)] as const,
    ];
    fc.assert(
      fc.property(element, fc.nat(shapes.length - 1), (el, which) => {
        const root = parseJson('docs.json', JSON.stringify(el, null, 2)).root!;
        const [compiled, schema] = shapes[which];
        const found = validateShape(root, compiled).map((e) => ({ ...e, node: undefined }));
        expect(found).toEqual(validateShape(root, schema).map((e) => ({ ...e, node: undefined })));
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});

describe('messages read the schema that failed, inside the shared definitions too', () => {
  const problems = (json: unknown, kind: ElementKind = 'anchor') =>
    validateShape(parseJson('docs.json', JSON.stringify(json, null, 2)).root!, compiledSchemaFor(kind)).map((e) => [
      e.path,
      e.problem,
    ]);

  it('finds the phrase of a definition a field names with $ref', () => {
    expect(problems({ anchor: 'A', href: 5 })).toEqual([
      [
        'href',
        {
          code: 'type',
          types: ['string'],
          expected: 'a path starting with "/", a "#fragment", a "mailto:" address or an absolute URL',
        },
      ],
    ]);
  });

  it('follows a definition that names another one (`color` → hex colour)', () => {
    expect(problems({ anchor: 'A', color: { light: 'red', x: '#fff' } })).toEqual([
      ['color.x', { code: 'unknown', key: 'x', allowed: ['light', 'dark'] }],
      ['color.light', { code: 'malformed', expected: 'a hex colour with a leading # such as "#087A60"' }],
    ]);
  });

  it('tells a missing field of an object branch, and a field a kind refuses', () => {
    expect(problems({ group: 'G', icon: { style: 'solid' }, sdk: { source: 'sdk.json' } }, 'menu-item')).toEqual([
      ['icon', { code: 'required', field: 'name' }],
      ['sdk', { code: 'forbidden', reason: 'only tabs and groups read `sdk`' }],
    ]);
    expect(problems({ item: 'M', graphql: 'schema.graphql' }, 'menu-item')).toEqual([
      [
        'graphql',
        {
          code: 'forbidden',
          reason: 'menu items take no `graphql` (a tab, a group or another element does)',
        },
      ],
    ]);
  });
});
