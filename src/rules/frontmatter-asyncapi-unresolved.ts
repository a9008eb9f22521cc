import { replaceString } from '../model/fixes.js';
import { createRule, suggestion } from './rule.js';

/** Page metadata `asyncapi:` that names no channel of the site's AsyncAPI documents. */
export default createRule({
  meta: {
    id: 'frontmatter-asyncapi-unresolved',
    summary:
      "A page's `asyncapi:` metadata names no channel (or no document) of the site; the closest channel is suggested.",
    defaultSeverity: 'error',
    category: 'openapi',
    hasSuggestions: true,
  },
  check({ model, report }) {
    for (const b of model.references?.bindings ?? []) {
      const head = `Page metadata \`asyncapi: ${b.value}\``;
      if (b.status === 'malformed') {
        report({
          span: b.span,
          page: b.file,
          message: `${head} is not of the form "[file] channel-id"; the page shows no channel.`,
        });
      } else if (b.status === 'document-missing') {
        report({
          span: b.span,
          page: b.file,
          message:
            `${head} names ${JSON.stringify(b.document)}, which is no AsyncAPI document of the site (a path with its ` +
            `extension is read from the page's folder, a leading \`/\` from the root); the page shows no channel.`,
        });
      } else if (b.status === 'no-channel') {
        const near = b.closest;
        const where = b.searched.length === 1 ? ` in ${b.searched[0].rel}` : ' in any AsyncAPI document of the site';
        const fixed =
          near && b.channel ? b.value.replace(new RegExp(`${escape(b.channel)}\\s*$`), near.channel.id) : undefined;
        const other = near && b.searched.length > 1 ? ` (in ${near.doc.rel})` : '';
        report({
          span: b.span,
          page: b.file,
          message:
            `${head} names channel ${JSON.stringify(b.channel)}, which is not defined${where}; the page shows no ` +
            `channel.${near ? ` Did you mean "${near.channel.id}"${other}?` : ''}`,
          ...(fixed !== undefined && fixed !== b.value ? suggestion(replaceString(model, b.span, b.value, fixed)) : {}),
        });
      }
    }
  },
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
