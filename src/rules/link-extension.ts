import { linkCheckOf, linkFix } from '../model/links.js';
import { createRule, suggestion } from './api.js';

/** A link to a page written with the page file's extension. */
export default createRule({
  meta: {
    id: 'link-extension',
    summary:
      "An internal link written from the root (or without `./`) names a page with its file's `.mdx` extension, " +
      "which the platform's documentation says fails in production, or with `.md`, which leads to the page's " +
      'Markdown export instead of the page. The platform drops the extension only from `./` and `../` links.',
    defaultSeverity: 'warning',
    category: 'pages',
    messages: {
      markdownExport:
        "{{what}} {{written}} leads to the page's Markdown export (the page as plain text, which the platform " +
        'serves for AI tools), not to the page readers see. Write "{{page}}" for the page.',
      extension:
        '{{what}} {{written}} names the page by its file, with the extension: the platform drops it only from links ' +
        'that start with `./` or `../`, and its documentation says such links fail in production (its link checker ' +
        'accepts them). Write "{{page}}".',
    },
    fixable: true,
    hasSuggestions: true,
  },
  readsContent: true,
  check({ model, report }) {
    for (const l of linkCheckOf(model).links) {
      if (l.withoutExtension === undefined) continue;
      if (l.markdownExport) {
        // The URL works, but serves the page as Markdown text: a person decides whether that was meant.
        report({
          span: l.span,
          messageId: 'markdownExport',
          data: { what: l.what, written: JSON.stringify(l.written), page: l.withoutExtension },
          ...suggestion(linkFix(model, l, l.withoutExtension)),
        });
        continue;
      }
      report({
        span: l.span,
        messageId: 'extension',
        data: { what: l.what, written: JSON.stringify(l.written), page: l.withoutExtension },
        // Safe when the link still names the same file; otherwise a person decides.
        ...(l.sameFile
          ? { fix: linkFix(model, l, l.withoutExtension) }
          : suggestion(linkFix(model, l, l.withoutExtension))),
      });
    }
  },
});
