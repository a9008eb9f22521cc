import { fileSize } from '../model/file-size.js';
import { linkCheckOf } from '../model/links.js';
import { createRule } from './api.js';

/** Largest static file the platform serves, in bytes. */
const MAX_ASSET_BYTES = 20 * 1024 * 1024;

/** A static file over the platform's size limit that a page or docs.json uses. */
export default createRule({
  meta: {
    id: 'asset-too-large',
    summary: 'A static file that a page or docs.json uses is larger than 20 MB, the most the platform serves.',
    defaultSeverity: 'error',
    category: 'pages',
    messages: {
      tooLarge:
        '{{what}} {{written}} names {{file}}, which is {{size}} MB; the platform serves static files of at most ' +
        '20 MB, so readers do not get it. Make it smaller, or host it elsewhere and link to its URL.',
    },
  },
  readsContent: true,
  check({ model, report }) {
    const sizes = new Map<string, number>();
    for (const l of linkCheckOf(model).links) {
      const t = l.target;
      if (t?.kind !== 'static') continue;
      let size = sizes.get(t.file);
      if (size === undefined) {
        size = fileSize(model, t.file);
        sizes.set(t.file, size);
      }
      if (size <= MAX_ASSET_BYTES) continue;
      report({
        span: l.span,
        messageId: 'tooLarge',
        data: { what: l.what, written: JSON.stringify(l.written), file: t.file, size: (size / 1024 / 1024).toFixed(1) },
      });
    }
  },
});
