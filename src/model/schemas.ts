import type { JNode, JProp } from '../core/jnode.js';
import type { CompiledSchema, Schema } from '../core/schema.js';
import type { ElementKind } from './shapes.js';
import { CHILD_KEYS, LABEL_KEY, NON_EMPTY_CHILDREN, RESTRICTED_FIELDS, SHAPES } from './shapes.js';
import validators from '../generated/validators.generated.js';
import {
  boolean,
  DEFINITIONS,
  DEFINITIONS_SCHEMA,
  enumOf,
  HTTPS_URL,
  loose,
  nonEmpty,
  number,
  ref,
  startsWith,
  string,
  strict,
  strings,
  text,
  URL_BODY,
  withoutHttps,
} from './schema-definitions.js';

// The shapes the platform's schema gives docs.json, as JSON schemas: navlint's own wording of the facts, with an
// `x-expected` phrase where a message would otherwise quote a pattern or a list of branches. Sub-schemas that several
// settings and elements share live once in `DEFINITIONS` (schema-definitions.ts) and are named with `$ref` (the generated validators then
// share their code too). Objects the platform reads strictly (an unknown key fails its build) say
// `additionalProperties: false`; elsewhere the platform ignores unknown keys, which the unknown-field rules report.

/** An `href`: a path from the site root, a fragment, a `mailto:` address or any absolute URL (`tel:` included). */
export const HREF_PATTERN = DEFINITIONS.href.pattern as string;

/** The settings of docs.json, as the platform checks them (navigation is checked element by element). */
export const SETTINGS_SCHEMA: Schema = {
  type: 'object',
  properties: {
    $schema: ref('url'),
    theme: enumOf(['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia']),
    name: text,
    public: boolean,
    description: string,
    colors: strict({ primary: ref('hexColor'), light: ref('hexColor'), dark: ref('hexColor') }, ['primary']),
    logo: {
      type: ['string', 'object'],
      minLength: 3,
      'x-expected': 'a path to the logo file, or an object `{ "light": …, "dark": …, "href"?: … }`',
      properties: { light: string, dark: string, href: ref('href') },
      required: ['light', 'dark'],
    },
    favicon: {
      type: ['string', 'object'],
      'x-expected': 'a path to the favicon file, or an object `{ "light": …, "dark": … }`',
      properties: { light: string, dark: string },
      required: ['light', 'dark'],
    },
    api: loose({
      openapi: ref('openapi'),
      asyncapi: ref('asyncapi'),
      params: loose({ expanded: enumOf(['all', 'closed']), post: strings }),
      playground: loose({
        display: enumOf(['interactive', 'simple', 'none', 'auth']),
        proxy: boolean,
        credentials: boolean,
      }),
      examples: loose({
        defaults: enumOf(['required', 'all']),
        languages: strings,
        prefill: boolean,
        autogenerate: boolean,
      }),
      url: enumOf(['full']),
      mdx: loose({
        auth: loose({ method: enumOf(['bearer', 'basic', 'key', 'cobo']), name: string }),
        server: {
          type: ['string', 'array'],
          pattern: `^${URL_BODY}`,
          items: ref('url'),
          'x-expected': 'a URL or an array of URLs',
        },
      }),
    }),
    appearance: loose({ default: enumOf(['system', 'light', 'dark']), strict: boolean }),
    background: loose({
      image: {
        type: ['string', 'object'],
        'x-expected': 'a path or URL of an image, or an object `{ "light": …, "dark": … }`',
        properties: { light: string, dark: string },
        required: ['light', 'dark'],
      },
      decoration: enumOf(['gradient', 'grid', 'windows']),
      color: ref('colorPair'),
    }),
    navbar: ref('navbar'),
    footer: ref('footer'),
    search: loose({ prompt: string }),
    seo: loose({
      metatags: { type: 'object', additionalProperties: nonEmpty },
      paths: {
        type: 'array',
        items: loose(
          {
            path: {
              type: 'string',
              pattern: '^(?:[^\\s/\\\\?#]+/)*[^\\s/\\\\?#]+$',
              not: { pattern: '(?:^|/)\\.{1,2}(?:/|$)' },
              'x-expected':
                'a folder path relative to the docs root such as "guides/v2" (no leading or trailing "/", no ' +
                '"." or ".." segment, no white space, "\\\\", "?" or "#")',
            },
            metatags: { type: 'object', additionalProperties: nonEmpty },
          },
          ['path', 'metatags'],
        ),
      },
      organization: loose({
        id: ref('url'),
        name: nonEmpty,
        legalName: nonEmpty,
        url: ref('url'),
        logo: ref('url'),
        sameAs: { type: 'array', items: ref('url') },
      }),
      indexing: enumOf(['navigable', 'all']),
      trailingSlash: boolean,
    }),
    fonts: {
      type: 'object',
      'x-expected': 'a font `{ "family": … }` or `{ "heading"?: …, "body"?: … }`',
      if: { required: ['family'] },
      then: ref('font'),
      else: strict({ heading: ref('font'), body: ref('font') }),
    },
    icons: loose({ library: enumOf(['fontawesome', 'lucide', 'tabler']) }, ['library']),
    styling: loose({
      eyebrows: enumOf(['section', 'breadcrumbs']),
      codeblocks: {
        type: ['string', 'object'],
        'x-expected': '"system", "dark" or an object `{ "theme"?: …, "languages"?: … }`',
        if: { type: 'string' },
        then: { enum: ['system', 'dark'] },
        else: loose({
          theme: {
            type: ['string', 'object'],
            'x-expected': 'a Shiki theme name or an object `{ "light": …, "dark": … }`',
            if: { type: 'string' },
            then: ref('shikiTheme'),
            else: loose({ light: ref('shikiTheme'), dark: ref('shikiTheme') }, ['light', 'dark']),
          },
          languages: loose({ custom: strings }),
        }),
      },
      latex: boolean,
    }),
    // What a redirect entry must hold, and its `source` and `destination`, are redirect-invalid's to report.
    redirects: { type: 'array', items: { properties: { source: {}, destination: {}, permanent: boolean } } },
    integrations: strict({
      adobe: loose({ launchUrl: ref('url') }, ['launchUrl']),
      amplitude: loose({ apiKey: string }, ['apiKey']),
      clarity: loose({ projectId: string }, ['projectId']),
      clearbit: loose({ publicApiKey: string }, ['publicApiKey']),
      fathom: loose({ siteId: string }, ['siteId']),
      frontchat: loose(
        { snippetId: { type: 'string', minLength: 6, 'x-expected': 'a Front chat snippet ID (6 characters or more)' } },
        ['snippetId'],
      ),
      ga4: loose({ measurementId: startsWith('G', 'a Google Analytics measurement ID') }, ['measurementId']),
      gtm: loose({ tagId: startsWith('G', 'a Google Tag Manager ID') }, ['tagId']),
      heap: loose({ appId: string }, ['appId']),
      hightouch: loose({ writeKey: string, apiHost: string }, ['writeKey']),
      hotjar: loose({ hjid: string, hjsv: string }, ['hjid', 'hjsv']),
      intercom: loose(
        { appId: { type: 'string', minLength: 6, 'x-expected': 'an Intercom app ID (6 characters or more)' } },
        ['appId'],
      ),
      koala: loose(
        {
          publicApiKey: { type: 'string', minLength: 2, 'x-expected': 'a Koala public API key (2 characters or more)' },
        },
        ['publicApiKey'],
      ),
      logrocket: loose({ appId: string }, ['appId']),
      mixpanel: loose({ projectToken: string, region: enumOf(['us', 'eu', 'in']) }, ['projectToken']),
      onetrust: loose({ domainScript: nonEmpty, categoryId: nonEmpty, scriptSource: ref('httpsUrl') }, [
        'domainScript',
      ]),
      pirsch: loose({ id: string }, ['id']),
      posthog: loose(
        { apiKey: startsWith('phc_', 'a PostHog project API key'), apiHost: ref('url'), sessionRecording: boolean },
        ['apiKey'],
      ),
      plausible: loose({ domain: withoutHttps('a domain'), server: withoutHttps('a server host') }, ['domain']),
      segment: loose(
        {
          key: string,
          cdnUrl: {
            type: 'string',
            pattern: `${HTTPS_URL}[^?#]*$`,
            'x-expected': 'an HTTPS URL without a query or a fragment',
          },
        },
        ['key'],
      ),
      telemetry: loose({ enabled: boolean }),
      cookies: loose({ key: string, value: string }),
      transcend: loose(
        {
          bundleId: {
            type: 'string',
            pattern: '^\\s*[a-zA-Z0-9_-]+\\s*$',
            'x-expected': 'a bundle ID of letters, digits, "-" and "_"',
          },
          analyticsPurpose: {
            type: 'string',
            pattern: '^\\s*\\S.{0,99}$',
            'x-expected': 'a purpose of 1 to 100 characters',
          },
        },
        ['bundleId'],
      ),
    }),
    banner: ref('banner'),
    errors: loose({ '404': loose({ redirect: boolean, title: string, description: string }) }, ['404']),
    contextual: loose(
      {
        options: {
          type: 'array',
          items: {
            type: ['string', 'object'],
            'x-expected': 'a built-in option such as "copy" or a custom option `{ "title", "description", "href" }`',
            if: { type: 'string' },
            then: {
              enum: [
                'copy',
                'assistant',
                'view',
                'download-pdf',
                'download-spec',
                'chatgpt',
                'claude',
                'perplexity',
                'grok',
                'aistudio',
                'devin',
                'windsurf',
                'mcp',
                'add-mcp',
                'cursor',
                'vscode',
                'devin-mcp',
              ],
            },
            else: loose(
              {
                title: string,
                description: string,
                icon: ref('icon'),
                href: {
                  type: ['string', 'object'],
                  'x-expected': 'a URL or an object `{ "base": …, "query"?: [{ "key", "value" }] }`',
                  properties: {
                    base: string,
                    query: { type: 'array', items: loose({ key: string, value: string }, ['key', 'value']) },
                  },
                  required: ['base'],
                },
              },
              ['title', 'description', 'href'],
            ),
          },
        },
        display: enumOf(['header', 'toc']),
      },
      ['options'],
    ),
    thumbnails: loose({
      appearance: enumOf(['light', 'dark']),
      background: string,
      fonts: loose({ family: string }, ['family']),
    }),
    interaction: loose({ drilldown: boolean }),
    metadata: loose({ timestamp: boolean }),
    variables: { type: 'object', additionalProperties: string },
    markdown: loose({
      schema: boolean,
      instructions: { type: ['string', 'array'], items: string, 'x-expected': 'a string or an array of strings' },
    }),
    variations: loose(
      {
        options: {
          type: 'array',
          minItems: 1,
          items: loose({ id: text, label: text }, ['id', 'label']),
        },
      },
      ['options'],
    ),
    // The npm packages pages may import by name: registries by scope, stylesheets, the CDN, and how they render.
    packages: loose({
      registries: { type: 'object', additionalProperties: string },
      css: { type: 'array', items: string },
      provider: string,
      ssr: boolean,
      isolation: enumOf(['page', 'frame']),
    }),
  },
};

/** Settings that only some themes read, and those themes (elsewhere the platform ignores them). */
export const THEME_SETTINGS: Record<string, string[]> = { variations: ['willow'] };

/** The schema of each field of navigation elements. */
const FIELD_SCHEMAS: Record<string, Schema> = {
  directory: ref('directory'),
  openapi: ref('openapi'),
  asyncapi: ref('asyncapi'),
  graphql: ref('graphql'),
  sdk: ref('sdk'),
  hidden: boolean,
  icon: ref('icon'),
  root: nonEmpty,
  tag: string,
  expanded: boolean,
  searchable: boolean,
  public: boolean,
  boost: number,
  align: enumOf(['start', 'end']),
  href: ref('href'),
  description: string,
  color: ref('colorPair'),
  name: string,
  default: boolean,
  banner: ref('banner'),
  footer: ref('footer'),
  navbar: ref('navbar'),
  global: { type: 'object' },
};

/** The schema of a child array: entries are objects; some kinds need one entry at least. */
function childSchema(key: string, needsOne = true): Schema {
  if (key === 'pages') return ref('pages');
  const nonEmptyList = needsOne && (NON_EMPTY_CHILDREN as readonly string[]).includes(key);
  return {
    type: 'array',
    items: { type: 'object', 'x-expected': 'an object' },
    ...(nonEmptyList ? { minItems: 1 } : {}),
    'x-expected': nonEmptyList ? 'a non-empty array of objects' : 'an array of objects',
  };
}

/** A field the platform refuses on this kind of element. */
const forbidden = (words: string): Schema => ({ not: {}, 'x-forbidden': words });

/** Why a key may not stand beside `graphql` or `sdk` on a tab (the words of its `forbidden` problem). */
export const REFERENCE_TAB_ALONE = 'a tab with `graphql` or `sdk` holds only `groups` beside it';

/** The schema of the fields of an element kind (global entries: label, `href` and the kind's own fields). */
function elementSchema(kind: ElementKind, globalEntry: boolean): Schema {
  const properties: Record<string, Schema> = {};
  if (kind === 'global') {
    // `global` holds links only, and the platform refuses any other key in it.
    for (const c of SHAPES.global.children) properties[c] = childSchema(c, false);
    return strict(properties);
  }
  const label = LABEL_KEY[kind];
  // Labels: their presence, emptiness and language codes are the rules' own to word.
  if (label) properties[label] = string;
  const fields = globalEntry ? SHAPES[kind].globalFields : SHAPES[kind].fields;
  for (const f of fields) if (FIELD_SCHEMAS[f]) properties[f] = FIELD_SCHEMAS[f];
  for (const [field, { kinds, words }] of Object.entries(RESTRICTED_FIELDS))
    if (!fields.includes(field) || !kinds.includes(kind)) properties[field] = forbidden(words);
  if (globalEntry) return { type: 'object', properties };
  for (const c of SHAPES[kind].children) properties[c] = childSchema(c);
  const schema: Schema = { type: 'object', properties };
  if (kind === 'tab') {
    // A tab that generates GraphQL or SDK pages holds nothing but groups beside them.
    const alone: Record<string, Schema> = {};
    for (const f of [...SHAPES.tab.children, 'href', 'openapi', 'asyncapi', 'global'])
      if (f !== 'groups') alone[f] = forbidden(REFERENCE_TAB_ALONE);
    schema.if = { anyOf: [{ required: ['graphql'] }, { required: ['sdk'] }] };
    schema.then = { properties: alone };
  }
  return schema;
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
  return {
    schema: schemaFor(kind, globalEntry),
    defs: DEFINITIONS_SCHEMA,
    validate: validators[validatorName(kind, globalEntry)],
  };
}

/** Child keys, for telling child arrays from fields. */
export const ALL_CHILD_KEYS: readonly string[] = CHILD_KEYS;

/** `SETTINGS_SCHEMA` with its validator, compiled at build time. */
export const COMPILED_SETTINGS_SCHEMA: CompiledSchema = {
  schema: SETTINGS_SCHEMA,
  defs: DEFINITIONS_SCHEMA,
  validate: validators.settings,
};

/** A key the platform ignores: a key of an object it reads loosely that its schema does not name. */
export interface UnknownKey {
  prop: JProp;
  /** The object that holds it. */
  parent: JNode;
  /** Path of keys to the object that holds it, from the value walked: `api.playground`. */
  path: string;
  /** The keys the platform reads there. */
  known: string[];
}

/** The last property named `key` (the generator loads this module with no run-time import but its schemas). */
function prop(node: JNode, key: string): JProp | undefined {
  if (node.type !== 'object') return undefined;
  for (let i = node.props.length - 1; i >= 0; i--) if (node.props[i].key === key) return node.props[i];
  return undefined;
}

/** A `$ref` to the shared definitions, followed. */
function deref(schema: Schema): Schema {
  const r = schema.$ref;
  if (typeof r !== 'string') return schema;
  return DEFINITIONS[r.slice(r.lastIndexOf('/') + 1)] ?? {};
}

/** Whether a value meets the simple `if` conditions the schemas above use (type, required keys, a key's value). */
function meets(node: JNode, cond: Schema): boolean {
  if (typeof cond.type === 'string' && (node.type === 'number' ? 'number' : node.type) !== cond.type) return false;
  if (Array.isArray(cond.required) && !(cond.required as string[]).every((k) => prop(node, k))) return false;
  const props = cond.properties as Record<string, Schema> | undefined;
  for (const [k, sub] of Object.entries(props ?? {})) {
    const v = prop(node, k)?.value;
    if (!v) continue;
    const value = v.type === 'object' || v.type === 'array' ? undefined : v.value;
    if (Array.isArray(sub.enum) && !(sub.enum as unknown[]).includes(value)) return false;
    if ('const' in sub && sub.const !== value) return false;
  }
  if (Array.isArray(cond.anyOf)) return (cond.anyOf as Schema[]).some((c) => meets(node, c));
  return true;
}

/**
 * The keys below `node` that the platform ignores: keys of objects it reads without refusing unknown keys, which
 * `schema` does not name. Objects it reads strictly are left to the schema's own errors.
 */
export function unknownKeys(node: JNode, schema: Schema, path = ''): UnknownKey[] {
  const out: UnknownKey[] = [];
  const walk = (n: JNode, raw: Schema, at: string): void => {
    let s = deref(raw);
    if (s.if && typeof s.if === 'object') {
      const branch = meets(n, s.if as Schema) ? s.then : s.else;
      if (branch && typeof branch === 'object') s = { ...s, ...deref(branch as Schema) };
    }
    if (n.type === 'array') {
      if (s.items && typeof s.items === 'object') for (const item of n.items) walk(item, s.items as Schema, at);
      return;
    }
    if (n.type !== 'object') return;
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const extra = s.additionalProperties;
    for (const p of n.props) {
      const sub = props[p.key] ?? (extra && typeof extra === 'object' ? (extra as Schema) : undefined);
      const where = at ? `${at}.${p.key}` : p.key;
      if (sub) walk(p.value, sub, where);
      else if (extra === undefined && s.properties && p.key !== '$ref')
        out.push({ prop: p, parent: n, path: at, known: Object.keys(props) });
    }
  };
  walk(node, schema, path);
  return out;
}
