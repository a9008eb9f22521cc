import type { Schema } from '../core/schema.js';

// The building blocks of the schemas of docs.json (src/model/schemas.ts) and the definitions they share: sub-schemas
// that several settings and elements name with `$ref` live once in `DEFINITIONS` (the generated validators then
// share their code too).

/** The `$id` of the shared definitions; a `$ref` names them `navlint-defs#/definitions/<name>`. */
const DEFINITIONS_ID = 'navlint-defs';
export const ref = (name: string): Schema => ({ $ref: `${DEFINITIONS_ID}#/definitions/${name}` });

export const string = { type: 'string' };
export const boolean = { type: 'boolean' };
export const number = { type: 'number' };
export const nonEmpty = { type: 'string', minLength: 1 };
/** A string with something in it besides white space (the platform trims, then requires one character). */
export const text = { type: 'string', pattern: '\\S', 'x-expected': 'a non-empty string' };
export const strings = { type: 'array', items: string };
export const enumOf = (values: readonly string[]) => ({ type: 'string', enum: values });
/** An object whose unknown keys fail the platform's build. */
export const strict = (properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
  ...extra,
});
/** An object whose unknown keys the platform ignores. */
export const loose = (properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  ...extra,
});

/** A scheme as the URL parser reads one (`https:`, `mailto:`, `tel:`, `x-app:`). */
const SCHEME = '[a-zA-Z][a-zA-Z0-9+.-]*:';
/** An absolute URL as `new URL()` accepts one: a scheme, and for the web's schemes a host after `//`. */
export const URL_BODY = `(?:(?:[hH][tT][tT][pP][sS]?|[wW][sS][sS]?|[fF][tT][pP])://[^\\s/?#]+|(?![hH][tT][tT][pP][sS]?:|[wW][sS][sS]?:|[fF][tT][pP]:)${SCHEME})`;
/** File extensions the platform refuses in links it renders (`.svg`, `.exe`, `.zip`). */
const RISKY_EXTENSION = '[^?#]*\\.(?:[sS][vV][gG]|[eE][xX][eE]|[zZ][iI][pP])/*(?:[?#].*)?$';
/** An `href`: a path from the site root, a fragment, a `mailto:` address or any absolute URL (`tel:` included). */
const HREF_PATTERN = `^(?:/|#|mailto:|${URL_BODY})`;
/** A path or an `http(s)` URL: what the platform accepts as the source of an OpenAPI, AsyncAPI or font file. */
const SOURCE_PATTERN = `^\\s*(?:[hH][tT][tT][pP][sS]?://|(?!${SCHEME})\\S)`;
/** A path or an `https` URL: the sources of GraphQL schemas and SDK references. */
const HTTPS_SOURCE_PATTERN = `^\\s*(?:[hH][tT][tT][pP][sS]://|(?!${SCHEME})\\S)`;
export const HTTPS_URL = `^[hH][tT][tT][pP][sS]://[^\\s/?#]+`;

/** The shared definitions: one schema each, named where they are used. */
export const DEFINITIONS: Record<string, Schema> = {
  href: {
    type: 'string',
    pattern: HREF_PATTERN,
    'x-expected': 'a path starting with "/", a "#fragment", a "mailto:" address or an absolute URL',
  },
  url: { type: 'string', pattern: `^${URL_BODY}`, 'x-expected': 'an absolute URL such as "https://example.com"' },
  httpsUrl: {
    type: 'string',
    pattern: HTTPS_URL,
    'x-expected': 'an HTTPS URL (the platform: "Must be an HTTPS URL")',
  },
  /** Links the platform renders in the footer: paths, fragments, `mailto:` and HTTPS URLs of no risky file type. */
  safeHref: {
    type: 'string',
    pattern: `^(?!//)(?:/|#|mailto:|https://(?!${RISKY_EXTENSION})[^\\s/?#]+)`,
    'x-expected': 'a path, a "#fragment", a "mailto:" address or an HTTPS URL not ending in .svg, .exe or .zip',
  },
  safeUrl: {
    type: 'string',
    pattern: `^https://(?!${RISKY_EXTENSION})[^\\s/?#]+`,
    'x-expected': 'an HTTPS URL not ending in .svg, .exe or .zip (the platform: "Must be a valid HTTPS URL")',
  },
  hexColor: {
    type: 'string',
    pattern: '^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$',
    'x-expected': 'a hex colour with a leading # such as "#087A60"',
  },
  colorPair: strict({ light: ref('hexColor'), dark: ref('hexColor') }, [], {
    'x-expected': 'an object `{ "light"?: "#…", "dark"?: "#…" }` of hex colours',
  }),
  /** An icon name, or `{name, style?, library?}`; `fa-` prefixes are refused. */
  icon: {
    type: ['string', 'object'],
    pattern: '^(?!fa-)',
    'x-expected': 'an icon name (a string, without "fa-") or an object `{ "name": …, "style"?: …, "library"?: … }`',
    required: ['name'],
    properties: {
      name: { type: 'string', pattern: '^(?!fa-)', 'x-expected': 'an icon name without the "fa-" prefix' },
      style: enumOf([
        'brands',
        'duotone',
        'light',
        'regular',
        'sharp-duotone-solid',
        'sharp-light',
        'sharp-regular',
        'sharp-solid',
        'sharp-thin',
        'solid',
        'thin',
      ]),
      library: enumOf(['fontawesome', 'lucide', 'tabler']),
    },
  },
  directory: enumOf(['none', 'accordion', 'card']),
  source: {
    type: 'string',
    pattern: SOURCE_PATTERN,
    'x-expected': 'a path in the repository or an http(s) URL',
  },
  openapiObject: strict(
    { source: ref('source'), directory: string, overlays: { type: 'array', items: ref('source') } },
    ['source'],
  ),
  openapi: {
    type: ['string', 'array', 'object'],
    pattern: SOURCE_PATTERN,
    'x-expected': 'a path or an http(s) URL, an object `{ "source": …, "directory"?: … }`, or an array of these',
    items: {
      type: ['string', 'object'],
      pattern: SOURCE_PATTERN,
      'x-expected': 'a path or an http(s) URL, or an object `{ "source": …, "directory"?: … }`',
      properties: { source: ref('source'), directory: string, overlays: { type: 'array', items: ref('source') } },
      required: ['source'],
      additionalProperties: false,
    },
    properties: { source: ref('source'), directory: string, overlays: { type: 'array', items: ref('source') } },
    required: ['source'],
    additionalProperties: false,
  },
  asyncapi: {
    type: ['string', 'array', 'object'],
    pattern: SOURCE_PATTERN,
    'x-expected': 'a path or an http(s) URL, an array of them, or an object `{ "source": …, "directory"?: … }`',
    items: ref('source'),
    properties: { source: ref('source'), directory: string },
    required: ['source'],
    additionalProperties: false,
  },
  graphql: {
    type: ['string', 'object'],
    pattern: HTTPS_SOURCE_PATTERN,
    'x-expected': 'a path or an HTTPS URL of a GraphQL schema, or an object `{ "source": …, "directory"?: … }`',
    properties: {
      source: { type: 'string', pattern: HTTPS_SOURCE_PATTERN, 'x-expected': 'a path or an HTTPS URL' },
      directory: text,
    },
    required: ['source'],
    additionalProperties: false,
  },
  sdk: strict(
    {
      format: enumOf(['typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc']),
      source: { type: 'string', pattern: HTTPS_SOURCE_PATTERN, 'x-expected': 'a path or an HTTPS URL' },
      directory: text,
    },
    ['format', 'source'],
  ),
  banner: loose(
    {
      content: text,
      dismissible: boolean,
      type: enumOf(['info', 'warning', 'critical']),
      color: ref('colorPair'),
    },
    ['content'],
  ),
  footer: loose({
    socials: {
      type: 'object',
      propertyNames: {
        enum: [
          'x',
          'website',
          'facebook',
          'youtube',
          'discord',
          'slack',
          'github',
          'linkedin',
          'instagram',
          'hacker-news',
          'medium',
          'telegram',
          'twitter',
          'x-twitter',
          'earth-americas',
          'bluesky',
          'threads',
          'reddit',
          'podcast',
        ],
      },
      additionalProperties: ref('safeUrl'),
    },
    links: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      'x-expected': 'one to four link columns',
      items: loose(
        {
          header: nonEmpty,
          items: {
            type: 'array',
            minItems: 1,
            items: loose({ label: nonEmpty, href: ref('safeHref') }, ['label', 'href']),
          },
        },
        ['items'],
      ),
    },
  }),
  navbar: loose({
    links: {
      type: 'array',
      items: loose({ icon: ref('icon'), href: ref('href'), label: string, type: string }, ['href'], {
        // A link needs a label unless it is a GitHub or Discord link.
        if: { properties: { type: { enum: ['github', 'discord'] } }, required: ['type'] },
        else: { required: ['label'] },
      }),
    },
    primary: loose(
      { type: enumOf(['button', 'github', 'discord']), label: string, href: ref('href') },
      ['type', 'href'],
      {
        if: { properties: { type: { const: 'button' } }, required: ['type'] },
        then: { required: ['label'] },
      },
    ),
  }),
  /** Custom files of one font: the platform needs the format of a file it is given. */
  font: loose(
    {
      family: string,
      weight: number,
      source: { type: 'string', pattern: SOURCE_PATTERN, 'x-expected': 'a path or an http(s) URL of a font file' },
      format: enumOf(['woff', 'woff2']),
    },
    ['family'],
    { dependencies: { source: ['format'] } },
  ),
  pageGroups: {
    type: 'array',
    items: {
      type: ['string', 'object'],
      minLength: 1,
      properties: {
        includes: { type: 'array', minItems: 1, items: nonEmpty },
        excludes: { type: 'array', items: nonEmpty },
      },
      additionalProperties: false,
    },
  },
};

/** Shiki's theme names, as the platform lists them for code blocks. */
DEFINITIONS.shikiTheme = enumOf([
  'andromeeda',
  'aurora-x',
  'ayu-dark',
  'catppuccin-frappe',
  'catppuccin-latte',
  'catppuccin-macchiato',
  'catppuccin-mocha',
  'dark-plus',
  'dracula',
  'dracula-soft',
  'everforest-dark',
  'everforest-light',
  'github-dark',
  'github-dark-default',
  'github-dark-dimmed',
  'github-dark-high-contrast',
  'github-light',
  'github-light-default',
  'github-light-high-contrast',
  'gruvbox-dark-hard',
  'gruvbox-dark-medium',
  'gruvbox-dark-soft',
  'gruvbox-light-hard',
  'gruvbox-light-medium',
  'gruvbox-light-soft',
  'houston',
  'kanagawa-dragon',
  'kanagawa-lotus',
  'kanagawa-wave',
  'laserwave',
  'light-plus',
  'material-theme',
  'material-theme-darker',
  'material-theme-lighter',
  'material-theme-ocean',
  'material-theme-palenight',
  'min-dark',
  'min-light',
  'monokai',
  'night-owl',
  'nord',
  'one-dark-pro',
  'one-light',
  'plastic',
  'poimandres',
  'red',
  'rose-pine',
  'rose-pine-dawn',
  'rose-pine-moon',
  'slack-dark',
  'slack-ochin',
  'snazzy-light',
  'solarized-dark',
  'solarized-light',
  'synthwave-84',
  'tokyo-night',
  'vesper',
  'vitesse-black',
  'vitesse-dark',
  'vitesse-light',
  'css-variables',
]);

/** A string that starts with `prefix`, in the platform's words. */
export function startsWith(prefix: string, what: string): Schema {
  return {
    type: 'string',
    pattern: `^${prefix}`,
    'x-expected': `${what} starting with "${prefix}" (the platform: "Must start with ${prefix}")`,
  };
}

/** A host or domain written without its scheme, in the platform's words. */
export function withoutHttps(what: string): Schema {
  return {
    type: 'string',
    pattern: '^(?!https://)',
    'x-expected': `${what} without "https://" (the platform: "Must not start with https://")`,
  };
}

DEFINITIONS.pages = {
  type: 'array',
  items: {
    type: ['string', 'object'],
    minLength: 1,
    'x-expected': 'a page path (a non-empty string) or a group object',
  },
  'x-expected': 'an array of page paths and group objects',
};

/** The shared definitions, as the document `$ref`s name. */
export const DEFINITIONS_SCHEMA: Schema = { $id: DEFINITIONS_ID, definitions: DEFINITIONS };
