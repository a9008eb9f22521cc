import { hasPageExtension, pageRefs } from '../model/pages.js';
import { replaceString } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

/** A page entry written with `.mdx` or `.md`. */
export default createRule({
  meta: {
    id: 'page-extension',
    summary: "A page entry is written with its `.mdx`/`.md` extension, which fails the platform's build.",
    defaultSeverity: 'error',
    category: 'pages',
    messages: {
      extension:
        "Page {{page}} is written with its extension; page entries name the file without it, and the platform's " +
        'build fails on this one.',
    },
    fixable: true,
    hasSuggestions: true,
  },
  check({ model, report }) {
    for (const ref of pageRefs(model)) {
      if (ref.via === 'href' || !hasPageExtension(ref.raw)) continue;
      const fixed = ref.raw.replace(/\.mdx?$/i, '');
      const change = replaceString(model, ref.span, ref.raw, fixed);
      // Safe only when the entry still names the same file without its extension (not `x.mdx` beside `x.md`).
      const now = model.files.resolvePage(ref.path.replace(/\.mdx?$/i, ''));
      const same = now.status === 'found' && now.file === ref.path;
      const other = now.status === 'found' && !same ? now.file : undefined;
      report({
        span: ref.span,
        page: ref.path,
        messageId: 'extension',
        data: { page: JSON.stringify(ref.raw) },
        ...(same && change ? { fix: change } : suggestion(change)),
        ...(other
          ? { help: `Without its extension the entry names ${other}, not ${ref.path}: rename one of the files.` }
          : change
            ? {}
            : { help: `Write ${JSON.stringify(fixed)}.` }),
      });
    }
  },
});
