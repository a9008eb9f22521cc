import validate from '../generated/extract-validator.generated.js';
import type { ContentExtract } from './types.js';

// The shape of a `ContentExtract` (types.ts), as a JSON schema: an extract read back from the cache is used only
// when it has exactly this shape, since the cache file is only text on disk that anything may have changed. The
// validator is compiled from it at build time (scripts/gen-validators.mjs), as the docs.json ones are.

const range = { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 4, maxItems: 4 };
const str = { type: 'string' };
const strings = { type: 'array', items: str };

/**
 * An object with these properties, all required but those named in `optional`. Other properties are let be: nothing
 * reads them, and refusing them would double the time a cached run spends here (measured on NangoHQ by scripts/bench.mjs).
 */
function object(properties: Record<string, unknown>, optional: string[] = []): Record<string, unknown> {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)) };
}

const list = (items: unknown) => ({ type: 'array', items });

const syntaxProblem = object({ message: str, range, ruleId: str, source: str, detail: str }, [
  'ruleId',
  'source',
  'detail',
]);

const yes = { const: true };
const valueAt = object({ value: str, range });

/** The accessibility and icon facts of a page (a11y-types.ts). */
const a11y = object({
  media: list(
    object(
      {
        kind: { enum: ['markdown', 'img', 'video', 'iframe'] },
        alt: str,
        altAttribute: str,
        dynamic: yes,
        decorative: yes,
        src: str,
        caption: str,
        inFrame: yes,
        range,
        insertAt: range,
      },
      ['alt', 'altAttribute', 'dynamic', 'decorative', 'src', 'caption', 'inFrame', 'insertAt'],
    ),
  ),
  linkTexts: list(
    object({ kind: { enum: ['markdown', 'a'] }, text: str, imageAlt: str, labelled: yes, url: str, range }, [
      'imageAlt',
      'labelled',
      'url',
    ]),
  ),
  tables: list(object({ kind: { enum: ['markdown', 'table'] }, header: { type: 'boolean' }, range })),
  icons: list(object({ element: str, icon: valueAt, iconType: valueAt }, ['icon', 'iconType'])),
});

const mdx = object(
  {
    kind: { const: 'mdx' },
    error: syntaxProblem,
    imports: list(
      object({
        source: str,
        range,
        specifiers: list(
          object({ kind: { enum: ['default', 'named', 'namespace'] }, imported: str, local: str, range }),
        ),
      }),
    ),
    exports: strings,
    exportsAll: { const: true },
    jsx: list(object({ name: str, range })),
    headings: list(
      object(
        {
          depth: { type: 'integer', minimum: 1, maximum: 6 },
          text: str,
          range,
          id: str,
          noAnchor: { type: 'boolean' },
          jsx: { const: true },
          codeQuotes: { type: 'array', items: { type: 'integer', minimum: 0 } },
        },
        ['id', 'noAnchor', 'jsx', 'codeQuotes'],
      ),
    ),
    ids: list(object({ id: str, element: str, range })),
    links: list(
      object(
        {
          kind: { enum: ['link', 'image', 'definition', 'jsx'] },
          url: str,
          raw: str,
          range,
          element: str,
          attribute: str,
          usedAs: { enum: ['link', 'image'] },
        },
        ['raw', 'element', 'attribute', 'usedAs'],
      ),
    ),
    anchors: list(object({ element: str, prop: str, value: str })),
    variables: list(object({ name: str, range })),
    snippetFiles: list(object({ file: str, range })),
    a11y,
    directives: list(
      object({
        kind: { enum: ['disable', 'enable', 'disable-line', 'disable-next-line', 'disable-file'] },
        rules: strings,
        range,
      }),
    ),
  },
  ['error', 'exportsAll', 'a11y', 'directives'],
);

const script = object(
  {
    kind: { const: 'script' },
    exports: strings,
    exportsAll: { const: true },
    functions: list(object({ name: str, range })),
  },
  ['exportsAll'],
);

const skipped = object({ kind: { const: 'skipped' }, reason: str, tooComplex: yes, range, stopped: yes }, [
  'tooComplex',
  'range',
  'stopped',
]);

/** The JSON schema of a content extract. */
export const EXTRACT_SCHEMA = {
  type: 'object',
  required: ['kind'],
  // Only the branch that `kind` names is tried (ajv's `discriminator`, which needs each `kind` to be a `const`).
  discriminator: { propertyName: 'kind' },
  oneOf: [mdx, script, skipped],
};

/** Whether a value read back from the cache is a content extract, in every field. */
export function isContentExtract(value: unknown): value is ContentExtract {
  return validate(value);
}
