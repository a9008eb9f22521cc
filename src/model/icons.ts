import { distance } from 'fastest-levenshtein';
import { getProp, str, type JObject } from '../core/jnode.js';
import table from './icons.generated.js';

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

/** Whether a library has an icon of that name (for Font Awesome: among its free icons). */
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
  const names = set(library);
  const kebab = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .replace(/^fa-/, '');
  if (kebab !== name && names.has(kebab)) return [{ name: kebab, typo: true }];
  const words = kebab.split('-');
  const sortedWords = [...words].sort().join('-');
  const own = new Set(words.filter((w) => w.length >= 3));
  // Icon names are short and many: a typo is one edit in five letters at most (`chek`, `arrow-rigth`).
  const limit = Math.max(1, Math.floor(kebab.length / 5));
  const scored: { name: string; d: number; shared: number }[] = [];
  for (const n of names) {
    const parts = n.split('-');
    const shared = parts.filter((w) => own.has(w)).length;
    const d = parts.sort().join('-') === sortedWords ? 0.5 : distance(kebab, n);
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
