import {
  type JNode,
  NameGroups,
  createRule,
  fileStart,
  normalizePagePath,
  pagePathOf,
  pageUrl,
  pickClosest,
  posix,
} from './api.js';
import { linkCheckOf, siteUrlsOf } from '../model/links.js';
import type { ContentFile } from '../model/content.js';
import { pageRefs } from '../model/pages.js';
import { redirectTraces } from '../model/redirect-trace.js';

/** A page in no navigation that nothing links to. */
export default createRule({
  meta: {
    id: 'page-unreachable',
    summary:
      'A page file is in no navigation and no page or setting links to it: readers can only reach it by its URL.',
    defaultSeverity: 'notice',
    category: 'pages',
    messages: {
      unreachable:
        '{{file}} is a page (the platform publishes it at {{url}}), but no navigation lists it and no page links ' +
        'to it: readers reach it only by its URL. List it, link to it, or remove it (or add it to .mintignore) ' +
        'if it is left over.',
    },
  },
  readsContent: true,
  create({ model, report }) {
    // Without a navigation every page would be reported; what is wrong then is the navigation.
    if (!model.content || !model.nav) return {};
    const urls = siteUrlsOf(model);
    const reached = new Set(linkCheckOf(model).linkedPages);
    let listedAny = false;
    // Entries that name no page, by folder and by last segment: a page one of them misspells is not forgotten
    // (page-not-found suggests it there).
    const typosByDir = new NameGroups();
    const typosByBase = new NameGroups();
    const listed = (p: string) => {
      const res = model.files.resolvePage(p.replace(/\.mdx?$/i, ''));
      if (res.status === 'found') {
        reached.add(res.file);
        listedAny = true;
      } else if (res.status === 'missing') {
        const n = normalizePagePath(p).replace(/\.mdx?$/i, '');
        typosByDir.add(posix.dirname(n), n);
        typosByBase.add(posix.basename(n), n);
      }
    };
    for (const ref of pageRefs(model)) listed(ref.path);
    // Written in the navigation counts, even where the platform drops it (other rules say so), and so does an entry
    // shaped like an operation that names a page file.
    const walk = (node: JNode, key: string | undefined) => {
      if (node.type === 'string' && (key === 'pages' || key === 'root')) listed(node.value as string);
      else if (node.type === 'array') for (const item of node.items) walk(item, key);
      else if (node.type === 'object') for (const p of node.props) walk(p.value, p.key);
    };
    if (model.navigationProp) walk(model.navigationProp.value, undefined);
    // A navigation that lists no page at all is what is wrong (nav-root-pattern and others say so).
    if (!listedAny) return {};
    for (const t of redirectTraces(urls)) if (t.target?.kind === 'page') reached.add(t.target.file);
    return { page };

    function page(f: ContentFile): void {
      // The home page (`index` at the root) is the site's own address.
      // An imported file is a snippet of the pages that import it; a file at the URL of an API page that the
      // navigation lists or generates is what that entry of the sidebar opens.
      if (!f.page || f.snippet || reached.has(f.rel) || /^index\.mdx?$/.test(f.rel)) return;
      if (model.openapi?.operationUrls.has(pageUrl(f.rel))) return;
      const own = pagePathOf(f.rel);
      const near = [typosByDir.near(posix.dirname(own), own), typosByBase.near(posix.basename(own), own)];
      if (pickClosest(own, near) !== undefined) return;
      // A page file that another one shadows (`a.md` beside `a.mdx`) is not what the URL serves.
      const served = urls.resolve(pageUrl(f.rel));
      if (served.kind !== 'page' || served.file !== f.rel) return;
      report({
        span: fileStart(f.file),
        page: pagePathOf(f.rel),
        messageId: 'unreachable',
        data: { file: f.rel, url: pageUrl(f.rel) },
      });
    }
  },
});
