import { linkCheckOf, linkFix } from '../model/links.js';
import { createRule, suggestion } from './rule.js';

/** A link to a page written with the page file's extension. */
export default createRule({
  meta: {
    id: 'link-extension',
    summary:
      "An internal link is written with the page file's `.md`/`.mdx` extension, which the platform says fails in " +
      'production.',
    defaultSeverity: 'warning',
    category: 'pages',
  },
  readsContent: true,
  check({ model, report }) {
    for (const l of linkCheckOf(model).links) {
      if (l.withoutExtension === undefined) continue;
      report({
        span: l.span,
        message:
          `${l.what} ${JSON.stringify(l.written)} names the page by its file, with the extension; the platform's ` +
          `links name pages without it, and its documentation says such links fail in production (its link ` +
          `checker accepts them). Write "${l.withoutExtension}".`,
        // Safe when the link still names the same file; otherwise a person decides.
        ...(l.sameFile
          ? { fix: linkFix(model, l, l.withoutExtension) }
          : suggestion(linkFix(model, l, l.withoutExtension))),
      });
    }
  },
});
