import { linkCheckOf, linkFix } from '../model/links.js';
import { createRule, suggestion } from './rule.js';

/** An image, video or file that a page, a snippet or docs.json names, with no file at that path. */
export default createRule({
  meta: {
    id: 'asset-not-found',
    summary:
      'An image, video or file that a page, a snippet or a docs.json setting (`logo`, `favicon`, …) names is not in ' +
      'the repository.',
    defaultSeverity: 'error',
    category: 'pages',
    hasSuggestions: true,
  },
  readsContent: true,
  check({ model, report }) {
    const check = linkCheckOf(model);
    for (const l of check.links) {
      const t = l.target;
      if (!l.asset || !t || (t.kind !== 'missing' && t.kind !== 'ignored') || l.url === undefined) continue;
      const rel = l.url.slice(1);
      const subject = `${l.what} ${JSON.stringify(l.written)}`;
      if (model.files.files.has(rel) && model.files.isIgnored(rel)) {
        report({
          span: l.span,
          message:
            `${subject}${l.base ? ' is relative and' : ''} names ${rel}, which .mintignore excludes from the site: ` +
            'readers get no file.',
        });
        continue;
      }
      const near = l.elsewhere?.url ?? check.urls.closestFile(l.url);
      // A relative link says so (link-relative leaves it to this one finding), and what it was read against.
      const against = l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,';
      const read = l.base ? ` is relative and, read against ${against} ${l.base},` : '';
      report({
        span: l.span,
        message: `${subject}${read} names no file: there is no ${rel} in the docs root, so readers get a broken ${
          l.what === 'Image' ? 'image' : 'file'
        }.${near ? ` Did you mean "${near}"?` : ''}`,
        ...(near ? suggestion(linkFix(model, l, near)) : {}),
      });
    }
  },
});
