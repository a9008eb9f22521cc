import { NameGroups, NameIndex, createRule, pickClosest, replaceString, suggestion, posix } from './api.js';
import { pageCause } from '../model/links.js';
import { pageRefs } from '../model/pages.js';

/** Above this many pages, suggestions look only in the same folder and at the same file name. */
const FULL_SEARCH_LIMIT = 5000;

const LOOKED = 'looked for {{path}}.mdx, {{path}}.md, {{path}}/index.mdx and {{path}}/index.md';
const IGNORED = 'is excluded by .mintignore ({{file}}); the platform does not publish it, so this entry is broken.';

/** The messages of each kind of reference: a page entry, a group's `root`, a global entry's `href`. */
const IDS = {
  entry: { missing: 'pageMissing', near: 'pageMissingNear', ignored: 'pageIgnored' },
  root: { missing: 'rootMissing', near: 'rootMissingNear', ignored: 'rootIgnored' },
  href: { missing: 'linkMissing', near: 'linkMissingNear', ignored: 'linkIgnored' },
} as const;

/** A page entry, group `root` or global link path with no page file. */
export default createRule({
  meta: {
    id: 'page-not-found',
    summary:
      'A page entry, group `root` or global anchor path names no page file; the closest existing page is suggested.',
    defaultSeverity: 'error',
    category: 'pages',
    hasSuggestions: true,
    messages: {
      pageMissing: `Page {{page}} has no file: ${LOOKED}.`,
      pageMissingNear: `Page {{page}} has no file: ${LOOKED}. Did you mean "{{near}}"?`,
      pageIgnored: `Page {{page}} ${IGNORED}`,
      rootMissing: `Group root page {{page}} has no file: ${LOOKED}.`,
      rootMissingNear: `Group root page {{page}} has no file: ${LOOKED}. Did you mean "{{near}}"?`,
      rootIgnored: `Group root page {{page}} ${IGNORED}`,
      linkMissing: `Link target {{page}} has no file: ${LOOKED}.`,
      linkMissingNear: `Link target {{page}} has no file: ${LOOKED}. Did you mean "{{near}}"?`,
      linkIgnored: `Link target {{page}} ${IGNORED}`,
    },
  },
  check({ model, report }) {
    let all: NameIndex | undefined;
    let count = 0;
    const byDir = new NameGroups();
    const byBase = new NameGroups();
    const suggest = (p: string): string | undefined => {
      if (!all) {
        const paths = model.files.pagePaths().map((x) => x.replace(/\/index$/, ''));
        count = paths.length;
        for (const x of paths) {
          byDir.add(posix.dirname(x), x);
          byBase.add(posix.basename(x), x);
        }
        all = new NameIndex(count <= FULL_SEARCH_LIMIT ? paths : []);
      }
      const local = [byDir.near(posix.dirname(p), p), byBase.near(posix.basename(p), p)];
      return pickClosest(p, local) ?? (count <= FULL_SEARCH_LIMIT ? all.closest(p) : undefined);
    };
    for (const ref of pageRefs(model)) {
      const pagePath = ref.path.replace(/\.mdx?$/i, '');
      const res = model.files.resolvePage(pagePath);
      if (res.status === 'found' || res.status === 'outside') continue;
      if (ref.via === 'href' && model.openapi?.operationUrls.has('/' + pagePath)) continue;
      const ids = IDS[ref.via];
      if (res.status === 'ignored') {
        report({
          span: ref.span,
          page: pagePath,
          messageId: ids.ignored,
          data: { page: JSON.stringify(ref.raw), file: res.file },
        });
        continue;
      }
      const near = suggest(pagePath);
      report({
        span: ref.span,
        page: pagePath,
        messageId: near ? ids.near : ids.missing,
        data: { page: JSON.stringify(ref.raw), path: pagePath, near: near ?? '' },
        // Links and redirects to the page are reported with it.
        cause: pageCause(pagePath),
        // Written as the entry was: with its leading slash, if it had one.
        ...(near
          ? suggestion(replaceString(model, ref.span, ref.raw, (ref.raw.startsWith('/') ? '/' : '') + near))
          : {}),
      });
    }
  },
});
