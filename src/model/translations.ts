import type { Span } from '../core/types.js';
import { pagePathOf } from '../load/files.js';
import { isElement, type NavElement } from './nav.js';
import { pageRefs, type PageRef } from './pages.js';
import type { FileChange } from '../core/git.js';
import type { SiteModel } from './site.js';

/** A page a language's navigation lists, and the default language's page it translates. */
interface TranslatedPage {
  /** The page path as normalised (no leading `/`, no extension). */
  path: string;
  span: Span;
  ref: PageRef;
  /** Where it stands below its language element: the indexes of the items on the way, and `root` for a group's root. */
  position: string;
  /** The default language's page it stands for, when one is found. */
  counterpart?: string;
  /** How the counterpart was found: the same path below the language folder, the very same page, or the same place. */
  matchedBy?: 'folder' | 'same' | 'position';
}

/** One language of a set of sibling languages: its pages, and what it lacks of the default language. */
export interface LanguagePages {
  element: NavElement;
  /** The language code as the site writes it (`fr`, `zh-Hant`, `fr-ca`). */
  code: string;
  isDefault: boolean;
  /** Its pages, each path once, in navigation order. */
  pages: TranslatedPage[];
  /** The default language's pages that no page of this language stands for, in navigation order. */
  missing: TranslatedPage[];
  /** The default language's pages that this language has, of how many. */
  translated: number;
  total: number;
}

/** Sibling language elements (under the root, a tab, a version, a product) and their default. */
export interface LanguageSet {
  /** The element whose `languages` they are. */
  parent: NavElement;
  languages: LanguagePages[];
  default: LanguagePages;
}

/** The site's languages, set by set (most sites have one set, under the navigation root). */
export interface Translations {
  sets: LanguageSet[];
  /** Every language code the site writes, each once. */
  codes: string[];
}

const cache = new WeakMap<SiteModel, Translations>();

/** The translations of the site's languages, mapped to their default language's pages, once per model. */
export function translationsOf(model: SiteModel): Translations {
  let done = cache.get(model);
  if (!done) cache.set(model, (done = buildTranslations(model)));
  return done;
}

/** The language folder a page path lies under, of the codes given (compared without case): its code as written. */
export function languageFolderOf(path: string, codes: readonly string[]): string | undefined {
  const first = path.split('/')[0].toLowerCase();
  if (!path.includes('/')) return undefined;
  return codes.find((c) => c.toLowerCase() === first);
}

/** The path below a language folder (`fr/guides/a` → `guides/a`), or undefined when the path is not under it. */
export function belowFolder(path: string, code: string): string | undefined {
  const slash = path.indexOf('/');
  if (slash < 0 || path.slice(0, slash).toLowerCase() !== code.toLowerCase()) return undefined;
  return path.slice(slash + 1);
}

function buildTranslations(model: SiteModel): Translations {
  const languageEls = model.elements.filter(
    (el) => el.kind === 'language' && !el.dropped && !el.isGlobalEntry && el.label !== undefined && el.label !== '',
  );
  const codes: string[] = [];
  for (const el of languageEls) if (!codes.includes(el.label!)) codes.push(el.label!);
  if (languageEls.length === 0) return { sets: [], codes };
  const byLanguage = new Map<NavElement, TranslatedPage[]>();
  for (const el of languageEls) byLanguage.set(el, []);
  for (const ref of pageRefs(model)) {
    if (ref.via === 'href') continue;
    const found = languageOf(ref.element);
    if (!found) continue;
    const list = byLanguage.get(found.language);
    if (!list) continue;
    const path = pagePathOf(ref.path);
    if (list.some((p) => p.path === path)) continue;
    const position = ref.via === 'root' ? `${found.position}/root` : found.position + '/' + entryIndex(ref);
    list.push({ path, span: ref.span, ref, position });
  }
  const parents = new Map<NavElement, NavElement[]>();
  for (const el of languageEls) {
    const list = parents.get(el.parent!) ?? [];
    list.push(el);
    parents.set(el.parent!, list);
  }
  const sets: LanguageSet[] = [];
  for (const [parent, els] of parents) sets.push(buildSet(parent, els, byLanguage));
  return { sets, codes };
}

/** The nearest language element above an element, and the indexes of the items from it down to the element. */
function languageOf(el: NavElement): { language: NavElement; position: string } | undefined {
  const indexes: number[] = [];
  let at: NavElement | undefined = el;
  while (at) {
    if (at.kind === 'language') return { language: at, position: indexes.reverse().join('.') };
    const parent: NavElement | undefined = at.parent;
    if (parent) indexes.push(parent.items.indexOf(at));
    at = parent;
  }
  return undefined;
}

/** The index of a page entry among its element's items. */
function entryIndex(ref: PageRef): number {
  return ref.element.items.findIndex((item) => !isElement(item) && item.node.span === ref.span);
}

/** The default of sibling languages: the one `default: true`, else `en`, else the first. */
function defaultOf(els: NavElement[]): NavElement {
  const marked = els.find((el) => {
    const d = el.node.props.find((p) => p.key === 'default')?.value;
    return d?.type === 'boolean' && d.value === true;
  });
  return marked ?? els.find((el) => el.label === 'en') ?? els[0];
}

function buildSet(parent: NavElement, els: NavElement[], byLanguage: Map<NavElement, TranslatedPage[]>): LanguageSet {
  const def = defaultOf(els);
  const defCode = def.label!;
  const defPages = byLanguage.get(def)!;
  // The default language's pages by the path below its folder (or their path, for pages at the root) and by place.
  const byKey = new Map<string, TranslatedPage>();
  const byPosition = new Map<string, TranslatedPage>();
  const byPath = new Map<string, TranslatedPage>();
  for (const p of defPages) {
    const key = belowFolder(p.path, defCode) ?? p.path;
    if (!byKey.has(key)) byKey.set(key, p);
    if (!byPosition.has(p.position)) byPosition.set(p.position, p);
    byPath.set(p.path, p);
  }
  const languages = els.map((el): LanguagePages => {
    const pages = byLanguage.get(el)!;
    if (el === def) {
      for (const p of pages) {
        p.counterpart = p.path;
        p.matchedBy = 'same';
      }
      return {
        element: el,
        code: defCode,
        isDefault: true,
        pages,
        missing: [],
        translated: pages.length,
        total: pages.length,
      };
    }
    const code = el.label!;
    const had = new Set<string>();
    const unplaced: TranslatedPage[] = [];
    const inFolder: TranslatedPage[] = [];
    for (const p of pages) {
      const below = belowFolder(p.path, code);
      const match = below === undefined ? byPath.get(p.path) : byKey.get(below);
      if (match) {
        p.counterpart = match.path;
        p.matchedBy = below === undefined ? 'same' : 'folder';
        had.add(match.path);
      } else if (below === undefined) unplaced.push(p);
      else inFolder.push(p);
    }
    // Pages matched by no path: the default page at the same place in the navigation, when nothing else stands for
    // it. In the language's folder, that page must have the same file name too (its folders were named apart, as
    // when the default language's pages moved): a language whose sections differ has other pages at that place.
    for (const p of [...unplaced, ...inFolder]) {
      const match = byPosition.get(p.position);
      if (!match || had.has(match.path)) continue;
      if (inFolder.includes(p) && lastSegment(match.path) !== lastSegment(p.path)) continue;
      p.counterpart = match.path;
      p.matchedBy = 'position';
      had.add(match.path);
    }
    const missing = defPages.filter((p) => !had.has(p.path));
    return {
      element: el,
      code,
      isDefault: false,
      pages,
      missing,
      translated: defPages.length - missing.length,
      total: defPages.length,
    };
  });
  return { parent, languages, default: languages[els.indexOf(def)] };
}

/** A translated page whose default-language page was changed in git after the translation's last commit. */
export interface StaleTranslation {
  set: LanguageSet;
  language: LanguagePages;
  /** The language's page, where its navigation lists it. */
  page: TranslatedPage;
  /** The translation's file and its last commit. */
  file: string;
  change: FileChange;
  /** The default language's page (its navigation entry), its file and its last commit, newer than the translation's. */
  source: TranslatedPage;
  sourceFile: string;
  sourceChange: FileChange;
}

const staleCache = new WeakMap<SiteModel, StaleTranslation[]>();

/**
 * The translated pages older than their default-language page, in navigation order, once per model: those whose
 * file's last commit is older than the last commit of the file of the page they translate. Empty when the model has
 * no history (no git, or the docs are not in a repository); a page or source git does not track is left out, as is
 * a page that stands for itself (the very same page listed by two languages).
 */
export function staleTranslationsOf(model: SiteModel): StaleTranslation[] {
  let done = staleCache.get(model);
  if (!done) staleCache.set(model, (done = findStale(model)));
  return done;
}

function findStale(model: SiteModel): StaleTranslation[] {
  const history = model.history;
  if (!history || history.size === 0) return [];
  const fileOf = (page: string): string | undefined => {
    const r = model.files.resolvePage(page);
    return r.status === 'found' ? r.file : undefined;
  };
  const out: StaleTranslation[] = [];
  for (const set of translationsOf(model).sets) {
    const sources = new Map(set.default.pages.map((p) => [p.path, p]));
    const codes = set.languages.map((l) => l.code);
    for (const language of set.languages) {
      if (language.isDefault) continue;
      for (const page of language.pages) {
        if (page.counterpart === undefined || page.counterpart === page.path) continue;
        // A page of another language's folder is that language's translation (translation-wrong-language says so).
        const folder = languageFolderOf(page.path, codes);
        if (folder !== undefined && folder.toLowerCase() !== language.code.toLowerCase()) continue;
        const source = sources.get(page.counterpart);
        const file = fileOf(page.path);
        const sourceFile = fileOf(page.counterpart);
        if (!source || file === undefined || sourceFile === undefined || file === sourceFile) continue;
        const change = history.get(file);
        const sourceChange = history.get(sourceFile);
        if (!change || !sourceChange || sourceChange.time <= change.time) continue;
        out.push({ set, language, page, file, change, source, sourceFile, sourceChange });
      }
    }
  }
  return out;
}

/** One row of the coverage table: a language, how many pages it lists, and how much of the default it covers. */
export interface CoverageRow {
  language: string;
  default: boolean;
  /** The product, version or tab the languages sit under, when they do not sit at the navigation root. */
  under?: string;
  pages: number;
  missing: number;
  /** Its pages older than their default-language page, when git dates the files (see `staleTranslationsOf`). */
  stale?: number;
  /** The default language's pages this language has, in percent (one decimal). */
  translated: number;
}

/** What a – in the Stale column of the coverage table means, said below it. */
export const UNDATED =
  '– : git could not date the files: they are in no repository, or in a shallow clone (check out with `fetch-depth: 0`).';

/** How much of the default language's pages a language has, in percent with one decimal (100 when there are none). */
export function percentTranslated(translated: number, total: number): number {
  return total === 0 ? 100 : Math.round((translated / total) * 1000) / 10;
}

/** The coverage of each language, set by set: what `nav --format json` shows under `translations`. */
export function coverageOf(model: SiteModel): CoverageRow[] {
  const rows: CoverageRow[] = [];
  const dated = model.history !== undefined && model.history.size > 0;
  const stale = staleTranslationsOf(model);
  for (const set of translationsOf(model).sets)
    for (const lang of set.languages)
      rows.push({
        language: lang.code,
        default: lang.isDefault,
        ...(set.parent.kind !== 'root' && set.parent.label !== undefined ? { under: set.parent.label } : {}),
        pages: lang.pages.length,
        missing: lang.missing.length,
        ...(dated ? { stale: stale.filter((t) => t.language === lang).length } : {}),
        translated: percentTranslated(lang.translated, lang.total),
      });
  return rows;
}

/** The last segment of a page path (its file name without extension). */
function lastSegment(pagePath: string): string {
  return pagePath.slice(pagePath.lastIndexOf('/') + 1);
}
