/** Kinds of navigation element. */
export type ElementKind =
  'root' | 'product' | 'language' | 'version' | 'tab' | 'menu-item' | 'anchor' | 'dropdown' | 'group' | 'global';

/** Keys that hold child elements, in the order the platform picks the one it keeps. */
export const CHILD_KEYS = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
  'menu',
] as const;
/** A key holding children. */
export type ChildKey = (typeof CHILD_KEYS)[number];

/** The element kind each child key creates. */
export const KIND_OF_CHILD_KEY: Record<ChildKey, ElementKind> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  groups: 'group',
  pages: 'group',
  menu: 'menu-item',
};

/** The label key of each element kind (required, non-empty). */
export const LABEL_KEY: Partial<Record<ElementKind, string>> = {
  product: 'product',
  language: 'language',
  version: 'version',
  tab: 'tab',
  'menu-item': 'item',
  anchor: 'anchor',
  dropdown: 'dropdown',
  group: 'group',
};

/** Fields every element but the navigation root and `global` may carry. */
const COMMON = ['directory', 'openapi', 'asyncapi', 'graphql', 'hidden'];

/** What the platform accepts on each element kind. */
export interface ElementShape {
  /** The fields it reads besides its label and its children. */
  fields: string[];
  /** The fields it reads when it is an entry of `global` (a link: `href` is required there). */
  globalFields: string[];
  children: ChildKey[];
  /** Child keys the platform accepts but the specification forbids: a warning. */
  childrenBeyondSpec?: ChildKey[];
}

/** Fields the platform reads on one kind of element only, and the kinds that may carry them. */
export const RESTRICTED_FIELDS: Record<string, { kinds: ElementKind[]; words: string }> = {
  graphql: {
    kinds: ['product', 'language', 'version', 'tab', 'anchor', 'dropdown', 'group'],
    words: 'menu items take no `graphql` (a tab, a group or another element does)',
  },
  sdk: { kinds: ['tab', 'group'], words: 'only tabs and groups read `sdk`' },
};

/** The declarative shape table: allowed fields and child kinds per element. */
export const SHAPES: Record<ElementKind, ElementShape> = {
  root: {
    fields: ['global', 'directory'],
    globalFields: [],
    children: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  },
  group: {
    fields: [...COMMON, 'icon', 'root', 'tag', 'expanded', 'searchable', 'public', 'boost', 'sdk'],
    globalFields: [],
    children: ['pages'],
  },
  tab: {
    fields: [...COMMON, 'global', 'icon', 'searchable', 'align', 'href', 'sdk'],
    globalFields: ['directory', 'hidden', 'icon', 'searchable', 'align', 'href'],
    children: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  },
  'menu-item': {
    fields: [...COMMON, 'global', 'icon', 'description', 'href'],
    globalFields: [],
    children: ['groups', 'pages', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'],
    childrenBeyondSpec: ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'],
  },
  anchor: {
    fields: [...COMMON, 'global', 'icon', 'color', 'href'],
    globalFields: ['directory', 'hidden', 'icon', 'color', 'href'],
    children: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  },
  dropdown: {
    fields: [...COMMON, 'global', 'icon', 'color', 'description', 'href'],
    globalFields: ['directory', 'hidden', 'icon', 'color', 'description', 'href'],
    children: ['languages', 'versions', 'anchors', 'tabs', 'products', 'groups', 'pages'],
  },
  product: {
    fields: [...COMMON, 'global', 'name', 'icon', 'color', 'description', 'href'],
    globalFields: ['directory', 'hidden', 'name', 'icon', 'color', 'description', 'href'],
    children: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  },
  version: {
    fields: [...COMMON, 'global', 'default', 'tag', 'href'],
    globalFields: ['directory', 'hidden', 'default', 'tag', 'href'],
    children: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  },
  language: {
    fields: [...COMMON, 'global', 'default', 'banner', 'footer', 'navbar', 'href'],
    globalFields: ['directory', 'hidden', 'default', 'banner', 'footer', 'navbar', 'href'],
    children: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  },
  global: {
    fields: [],
    globalFields: [],
    children: ['tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products'],
  },
};

/** Child arrays the platform requires to hold at least one entry (elsewhere an empty list is valid and shows nothing). */
export const NON_EMPTY_CHILDREN: readonly ChildKey[] = ['languages', 'versions', 'tabs', 'anchors', 'groups'];

/** Keys written by mistake for a known key, with the advice to give. */
export const KNOWN_MISTAKES: Record<string, { key: string; advice: string }> = Object.assign(
  // Looked up by keys users write: a null prototype keeps `constructor` or `__proto__` from finding anything.
  Object.create(null) as Record<string, { key: string; advice: string }>,
  {
    collapsed: {
      key: 'expanded',
      advice: 'use `expanded` (note the opposite meaning: `"collapsed": true` is `"expanded": false`, the default)',
    },
    collapsible: { key: 'expanded', advice: 'groups collapse by default; use `expanded: true` to open a nested group' },
    title: { key: 'group', advice: 'the label field is named after the element (`group`, `tab`, `anchor`, …)' },
    name: { key: 'group', advice: 'the label field is named after the element (`group`, `tab`, `anchor`, …)' },
    url: { key: 'href', advice: 'links are written `href`' },
    link: { key: 'href', advice: 'links are written `href`' },
    children: { key: 'pages', advice: 'child entries go in `pages`' },
    items: { key: 'pages', advice: 'child entries go in `pages`' },
  },
);

/**
 * The language codes the platform accepts (its schema's list, case as written: `fr-CA` and `fr-ca` both, `zh-CN` but
 * not `zh-cn`). `ua`, in the specification's list (section 2.4), is not among them: the platform expects `uk`.
 */
export const PLATFORM_LANGUAGES = [
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
  'es',
  'fr',
  'fr-CA',
  'fr-ca',
  'ja',
  'jp',
  'ja-jp',
  'ja-JP',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'da',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
];
