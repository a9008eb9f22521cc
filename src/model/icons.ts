import { distance } from 'fastest-levenshtein';
import { BUILTIN_COMPONENTS } from '../content/components.js';
import { getProp, str, type JNode, type JObject, type JScalar } from '../core/jnode.js';
import type { Fix, Span } from '../core/types.js';
import { contentEdit, replaceString } from './fixes.js';
import type { SiteModel } from './site.js';
import table from '../generated/icons.generated.js';

/** The icon libraries the platform renders (`icons.library`). */
export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

/** The libraries' names in messages. */
export const LIBRARY_NAMES: Record<IconLibrary, string> = {
  fontawesome: 'Font Awesome',
  lucide: 'Lucide',
  tabler: 'Tabler',
};

/** Font Awesome styles the platform accepts as `iconType` (and as an icon object's `style`), Pro styles included. */
export const ICON_STYLES: readonly string[] = [
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
];

/** An icon given as a file or URL, or as SVG code, rather than a name. */
export function iconIsPath(value: string): boolean {
  return /^(\/|\.\.?\/|[a-z][a-z0-9+.-]*:)|\.(svg|png|jpe?g|gif|webp|ico|avif)$/i.test(value);
}

/** Inline SVG code given as an icon. */
export function iconIsSvg(value: string): boolean {
  return /^\s*<svg[\s>]/i.test(value);
}

const sets = new Map<string, Set<string>>();
function set(key: 'fontawesome' | 'lucide' | 'tabler' | 'brands'): Set<string> {
  let s = sets.get(key);
  if (!s) {
    const text = key === 'brands' ? table.fontawesome.brands : table[key].names;
    s = new Set(text.split(' '));
    sets.set(key, s);
  }
  return s;
}

/** Whether a library has an icon of that name (for Font Awesome: any of its names, Pro icons included). */
export function hasIcon(library: IconLibrary, name: string): boolean {
  return set(library).has(name);
}

/** Whether a Font Awesome icon exists only in the brands style. */
export function isBrandIcon(name: string): boolean {
  return set('brands').has(name);
}

/** The version of the package a library's names were read from. */
export function libraryVersion(library: IconLibrary): string {
  return table[library].version;
}

/** A name of a library near an unknown one: a typo of it (`typo`), or a name that shares a word with it. */
export interface NearIcon {
  name: string;
  typo: boolean;
}

/**
 * Up to `max` names of a library near `name`: the same words in another case or order (`ArrowRight`, `right-arrow`)
 * or within the edits a typo makes, fewest first; then names that share the most words with it (`circle-check` for
 * `badge-check`).
 */
export function closestIcons(library: IconLibrary, name: string, max = 3): NearIcon[] {
  const key = `${library}\0${max}\0${name}`;
  let near = closestCache.get(key);
  if (!near) {
    near = searchClosest(library, name, max);
    closestCache.set(key, near);
  }
  return near;
}

/** Answers already given: a site names the same icon many times. */
const closestCache = new Map<string, NearIcon[]>();
/** Each name of a library with its words sorted (`right-arrow` for `arrow-right`). */
const sortedNames = new Map<IconLibrary, Map<string, string>>();

function searchClosest(library: IconLibrary, name: string, max: number): NearIcon[] {
  const names = set(library);
  // No icon name is this long: nothing is near it.
  if (name.length > 64) return [];
  const kebab = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .replace(/^fa-/, '');
  if (kebab !== name && names.has(kebab)) return [{ name: kebab, typo: true }];
  let sorted = sortedNames.get(library);
  if (!sorted) {
    sorted = new Map([...names].map((n) => [n, n.split('-').sort().join('-')]));
    sortedNames.set(library, sorted);
  }
  const words = kebab.split('-');
  const sortedWords = [...words].sort().join('-');
  const own = new Set(words.filter((w) => w.length >= 3));
  // Icon names are short and many: a typo is one edit in five letters at most (`chek`, `arrow-rigth`).
  const limit = Math.max(1, Math.floor(kebab.length / 5));
  const scored: { name: string; d: number; shared: number }[] = [];
  for (const [n, nSorted] of sorted) {
    let shared = 0;
    for (const w of n.split('-')) if (own.has(w)) shared++;
    const close = Math.abs(n.length - kebab.length) <= limit;
    if (!close && shared === 0) continue;
    const d = nSorted === sortedWords ? 0.5 : distance(kebab, n);
    if (d <= limit || shared > 0) scored.push({ name: n, d, shared });
  }
  const typos = scored.filter((s) => s.d <= limit).sort((a, b) => a.d - b.d || cmp(a.name, b.name));
  const like = scored
    .filter((s) => s.d > limit)
    .sort((a, b) => b.shared - a.shared || a.d - b.d || cmp(a.name, b.name));
  return [
    ...typos.map((s) => ({ name: s.name, typo: true })),
    ...like.map((s) => ({ name: s.name, typo: false })),
  ].slice(0, max);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** docs.json `icons.library`, when it names a library the platform renders; Font Awesome otherwise. */
export function iconLibraryOf(docs: JObject | undefined): IconLibrary {
  const value = str(getProp(getProp(docs, 'icons')?.value, 'library')?.value);
  return value === 'lucide' || value === 'tabler' ? value : 'fontawesome';
}

/** One icon as written, wherever it is: its name, its Font Awesome style, and how to rewrite each. */
export interface IconSite {
  name?: { value: string; span: Span; fix: (to: string) => Fix | undefined };
  style?: { value: string; span: Span; fix: (to: string) => Fix | undefined; key: string };
  library: IconLibrary;
  /** Where the icon is written: docs.json (or a file it `$ref`s), a page's frontmatter, or a component's props. */
  origin: 'config' | 'frontmatter' | 'component';
  /** docs.json and frontmatter: a path as icon names a file of the root (components: the link rules check it). */
  checkPath: boolean;
  page?: string;
}

/**
 * Every icon of the site: each `icon` of docs.json (a name or `{ name, style, library }`, with an `iconType` beside
 * it in older forms), the `icon` and `iconType` of pages' frontmatter, and those props of the built-in components
 * (a component the file imports or defines has props of its own).
 */
export function iconSitesOf(model: SiteModel): IconSite[] {
  const library = iconLibraryOf(model.docs);
  return [
    ...configIconSites(model, library),
    ...frontmatterIconSites(model, library),
    ...componentIconSites(model, library),
  ];
}

/** An icon value written in JSON (docs.json or frontmatter), with the fix that rewrites it. */
function jsonName(model: SiteModel, node: JScalar): NonNullable<IconSite['name']> {
  return {
    value: node.value as string,
    span: node.span,
    fix: (to: string) => replaceString(model, node.span, node.value as string, to),
  };
}

/** An `iconType` written in JSON, when it is a string. */
function jsonStyle(model: SiteModel, node: JNode | undefined, key: string): IconSite['style'] {
  return node?.type === 'string' ? { ...jsonName(model, node), key } : undefined;
}

/** docs.json: every `icon`, a name or `{ name, style, library }`, with a `iconType` beside it in older forms. */
function configIconSites(model: SiteModel, library: IconLibrary): IconSite[] {
  const docs = model.docs;
  const sites: IconSite[] = [];
  const stack: JNode[] = docs && !docs.broken ? [docs] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'array') for (const item of node.items) stack.push(item);
    if (node.type !== 'object') continue;
    for (const p of node.props) {
      if (p.key === 'icon') {
        const v = p.value;
        if (v.type === 'string')
          sites.push({
            name: jsonName(model, v),
            style: jsonStyle(model, getProp(node, 'iconType')?.value, 'iconType'),
            library,
            origin: 'config',
            checkPath: true,
          });
        else if (v.type === 'object') {
          const name = getProp(v, 'name')?.value;
          const lib = str(getProp(v, 'library')?.value);
          sites.push({
            ...(name?.type === 'string' ? { name: jsonName(model, name) } : {}),
            library: lib === 'lucide' || lib === 'tabler' || lib === 'fontawesome' ? lib : library,
            origin: 'config',
            checkPath: true,
          });
        }
      } else stack.push(p.value);
    }
  }

  return sites;
}

/** Frontmatter of pages: `icon` and `iconType`. */
function frontmatterIconSites(model: SiteModel, library: IconLibrary): IconSite[] {
  const sites: IconSite[] = [];
  for (const [rel, meta] of model.openapi?.pageMeta ?? []) {
    const icon = getProp(meta.data, 'icon')?.value;
    const style = jsonStyle(model, getProp(meta.data, 'iconType')?.value, 'iconType');
    if (icon?.type === 'string' || style)
      sites.push({
        ...(icon?.type === 'string' ? { name: jsonName(model, icon) } : {}),
        ...(style ? { style } : {}),
        library,
        origin: 'frontmatter',
        checkPath: true,
        page: rel,
      });
  }

  return sites;
}

/** Components: `icon` and `iconType` props of the built-in components (others' props are their authors' own). */
function componentIconSites(model: SiteModel, library: IconLibrary): IconSite[] {
  const sites: IconSite[] = [];
  const content = model.content;
  const builtin = new Set(BUILTIN_COMPONENTS);
  for (const f of content?.files ?? []) {
    const x = f.extract;
    if (x.kind !== 'mdx' || x.error || !x.a11y) continue;
    const local = new Set<string>(x.exports);
    for (const imp of x.imports) for (const s of imp.specifiers) local.add(s.local);
    for (const use of x.a11y.icons) {
      if (!builtin.has(use.element) || local.has(use.element) || local.has(use.element.split('.')[0])) continue;
      const at = (r: [number, number, number, number], value: string) => ({
        value,
        span: content!.span(f, r),
        fix: (to: string) => contentEdit(model, f.file, { line: r[0], column: r[1] }, { line: r[2], column: r[3] }, to),
      });
      sites.push({
        ...(use.icon ? { name: at(use.icon.range, use.icon.value) } : {}),
        ...(use.iconType ? { style: { ...at(use.iconType.range, use.iconType.value), key: 'iconType' } } : {}),
        library,
        origin: 'component',
        checkPath: false,
      });
    }
  }
  return sites;
}
