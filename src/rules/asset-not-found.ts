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
          message: `${subject} names ${rel}, which .mintignore excludes from the site: readers get no file.`,
        });
        continue;
      }
      const near = l.elsewhere?.url ?? check.urls.closestFile(l.url);
      report({
        span: l.span,
        message: `${subject} names no file: there is no ${rel} in the docs root${
          l.base ? ` (read against ${l.base})` : ''
        }, so readers get a broken ${l.what === 'Image' ? 'image' : 'file'}.${near ? ` Did you mean "${near}"?` : ''}`,
        ...(near ? suggestion(linkFix(model, l, near)) : {}),
      });
    }
  },
});
