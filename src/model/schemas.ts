import type { CompiledSchema, Schema } from '../core/schema.js';
import type { ElementKind } from './shapes.js';
import { CHILD_KEYS, GLOBAL_ENTRY_FIELDS, LABEL_KEY, SHAPES } from './shapes.js';
import validators from './validators.generated.js';

const string = { type: 'string' };
const boolean = { type: 'boolean' };
const object = { type: 'object' };

/** An `href`: a path from the site root, a fragment, `mailto:`, or an absolute URL. */
export const HREF_PATTERN = '^(/|#|mailto:|[a-zA-Z][a-zA-Z0-9+.-]*://)';
const href = {
  type: 'string',
  pattern: HREF_PATTERN,
  'x-expected': 'a path starting with "/", a "#fragment", a "mailto:" address or an absolute URL',
};
const icon = {
  anyOf: [string, { type: 'object', required: ['name'], properties: { name: string, style: string, library: string } }],
  'x-expected': 'an icon name (a string) or an object `{ "name": …, "style"?: …, "library"?: … }`',
};
const color = {
  anyOf: [string, { type: 'object', properties: { light: string, dark: string } }],
  'x-expected': 'a colour string or `{ "light": …, "dark": … }`',
};
const openapiOne = {
  anyOf: [string, { type: 'object', required: ['source'], properties: { source: string, directory: string } }],
};
const openapi = {
  anyOf: [openapiOne, { type: 'array', items: openapiOne }],
  'x-expected': 'a path or URL, an object `{ "source": …, "directory"?: … }`, or an array of these',
};
const childArray = {
  type: 'array',
  items: { type: 'object', 'x-expected': 'an object' },
  minItems: 1,
  'x-expected': 'a non-empty array of objects',
};
const pages = {
  type: 'array',
  items: { type: ['string', 'object'], 'x-expected': 'a page path (string) or a group object' },
  'x-expected': 'an array of page paths and group objects',
};

const FIELD_SCHEMAS: Record<string, Schema> = {
  directory: string,
  openapi,
  asyncapi: { anyOf: [string, object, { type: 'array' }], 'x-expected': 'a path, an object or an array' },
  hidden: boolean,
  icon,
  root: string,
  tag: string,
  expanded: boolean,
  searchable: boolean,
  public: boolean,
  boost: { type: 'number' },
  align: { type: 'string', enum: ['start', 'end'] },
  href,
  description: string,
  color,
  name: string,
  default: boolean,
  banner: { type: 'object', properties: { content: string, dismissible: boolean }, required: ['content'] },
  footer: object,
  navbar: object,
  global: object,
  pages,
};

/** The schema of the fields of an element kind (global entries: label, `href` and a few fields). */
function elementSchema(kind: ElementKind, globalEntry: boolean): Schema {
  const properties: Record<string, Schema> = {};
  const label = LABEL_KEY[kind];
  if (label) properties[label] = string;
  if (globalEntry) {
    for (const f of GLOBAL_ENTRY_FIELDS) if (FIELD_SCHEMAS[f]) properties[f] = FIELD_SCHEMAS[f];
    properties.href = href;
    return { type: 'object', properties };
  }
  for (const f of SHAPES[kind].fields) if (FIELD_SCHEMAS[f]) properties[f] = FIELD_SCHEMAS[f];
  for (const c of SHAPES[kind].children) properties[c] = c === 'pages' ? pages : childArray;
  return { type: 'object', properties };
}

const SCHEMAS = new Map<string, Schema>();
/** The cached schema of an element kind. */
export function schemaFor(kind: ElementKind, globalEntry = false): Schema {
  const key = `${kind}:${globalEntry}`;
  let s = SCHEMAS.get(key);
  if (!s) SCHEMAS.set(key, (s = elementSchema(kind, globalEntry)));
  return s;
}

/** The name under which scripts/gen-validators.mjs exports the compiled schema of an element kind. */
export function validatorName(kind: ElementKind, globalEntry = false): string {
  return kind.replace(/-/g, '_') + (globalEntry ? '_global' : '');
}

/** The schema of an element kind with its validator, compiled at build time. */
export function compiledSchemaFor(kind: ElementKind, globalEntry = false): CompiledSchema {
  return { schema: schemaFor(kind, globalEntry), validate: validators[validatorName(kind, globalEntry)] };
}

/** Child keys, for telling child arrays from fields. */
export const ALL_CHILD_KEYS: readonly string[] = CHILD_KEYS;

/** Settings of docs.json the platform requires or that the specification constrains. */
export const SETTINGS_SCHEMA: Schema = {
  type: 'object',
  properties: {
    theme: { type: 'string', minLength: 1 },
    name: { type: 'string', minLength: 1 },
    colors: {
      type: 'object',
      properties: {
        primary: {
          type: 'string',
          pattern: '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$',
          'x-expected': 'a hex colour such as "#0D9373"',
        },
      },
    },
    styling: { type: 'object', properties: { eyebrows: { type: 'string', enum: ['section', 'breadcrumbs'] } } },
    interaction: { type: 'object', properties: { drilldown: boolean } },
    api: {
      type: 'object',
      properties: { playground: { type: 'object', properties: { proxy: boolean } } },
    },
  },
};

/** `SETTINGS_SCHEMA` with its validator, compiled at build time. */
export const COMPILED_SETTINGS_SCHEMA: CompiledSchema = { schema: SETTINGS_SCHEMA, validate: validators.settings };
