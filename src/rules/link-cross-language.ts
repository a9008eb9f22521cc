import { createRule, pagePathOf, pageUrl } from './api.js';
import { hasAnchor } from '../model/anchors.js';
import { linkCheckOf, linkFix, siteUrlsOf, writtenSuffix } from '../model/links.js';
import {
  belowFolder,
  languageFolderOf,
  translationsOf,
  type LanguagePages,
  type LanguageSet,
} from '../model/translations.js';
import type { SiteModel } from '../model/site.js';

/** A link from a page of one language to another language's page, where its own language has that page. */
export default createRule({
  meta: {
    id: 'link-cross-language',
    summary:
      "A link in a page of one language leads to another language's page where its own language has that page; " +
      'the fix links the page of its language.',
    defaultSeverity: 'warning',
    category: 'pages',
    fixable: true,
    messages: {
      crossLanguage:
        '{{what}} {{written}}, in a page of language {{from}}, leads to {{url}}, a page of language {{to}}; ' +
        'language {{from}} has that page at {{own}}.',
    },
  },
  readsContent: true,
  check({ model, report }) {
    const { sets } = translationsOf(model);
    if (sets.length === 0) return;
    for (const l of linkCheckOf(model).links) {
      const t = l.target;
      if (!l.from || l.asset || t?.kind !== 'page') continue;
      const source = pagePathOf(l.from.rel);
      const target = pagePathOf(t.file);
      for (const set of sets) {
        const from = languageOfPage(set, source);
        const to = languageOfPage(set, target);
        if (!from || !to || from === to) continue;
        const own = ownPage(model, from, to, target);
        if (own === undefined || own === target) continue;
        const url = pageUrl(own);
        // Headings are translated, so a fragment may name no ID of the page in the link's language.
        const hash = l.written.indexOf('#');
        const fragment = hash < 0 ? '' : l.written.slice(hash + 1);
        const file = model.files.resolvePage(own);
        const anchors = file.status === 'found' ? siteUrlsOf(model).anchors(file.file) : undefined;
        const lost = fragment !== '' && (!anchors || !hasAnchor(anchors, fragment));
        const fixed = l.base || lost ? undefined : (l.basePath ?? '') + url + writtenSuffix(l.written);
        const fix = fixed === undefined ? undefined : linkFix(model, l, fixed);
        report({
          span: l.span,
          messageId: 'crossLanguage',
          data: {
            what: l.what,
            written: JSON.stringify(l.written),
            from: JSON.stringify(from.code),
            to: JSON.stringify(to.code),
            url: l.url ?? pageUrl(target),
            own: url,
          },
          ...(lost
            ? {
                help: `#${fragment} names no heading of ${url}: link its heading there, or the page alone.`,
              }
            : {}),
          ...(fix ? { fix } : {}),
        });
        break;
      }
    }
  },
});

/**
 * The language a page belongs to: the one whose folder holds it, else the one language whose navigation lists it (a
 * default language kept at the root). A page several languages list is shared, and belongs to none.
 */
function languageOfPage(set: LanguageSet, path: string): LanguagePages | undefined {
  const folder = languageFolderOf(
    path,
    set.languages.map((l) => l.code),
  );
  if (folder !== undefined) return set.languages.find((l) => l.code === folder);
  const listing = set.languages.filter((l) => l.pages.some((p) => p.path === path));
  return listing.length === 1 ? listing[0] : undefined;
}

/** Language `from`'s page for a page of language `to`: by the translations, else the same path under its folder. */
function ownPage(model: SiteModel, from: LanguagePages, to: LanguagePages, target: string): string | undefined {
  const original = to.isDefault ? target : to.pages.find((p) => p.path === target)?.counterpart;
  const mapped = original === undefined ? undefined : from.pages.find((p) => p.counterpart === original)?.path;
  // A page the language lists but has no file for is broken already (page-not-found): no link should lead there.
  if (mapped !== undefined && model.files.resolvePage(mapped).status === 'found') return mapped;
  const below = belowFolder(target, to.code) ?? (to.isDefault ? target : undefined);
  if (below === undefined) return undefined;
  return [`${from.code}/${below}`, ...(from.isDefault ? [below] : [])].find(
    (c) => model.files.resolvePage(c).status === 'found',
  );
}
