import { hasPageExtension, pageRefs } from '../model/pages.js';
import { createRule } from './rule.js';

/** A page entry written with `.mdx` or `.md`. */
export default createRule({
  meta: {
    id: 'page-extension',
    summary: "A page entry is written with its `.mdx`/`.md` extension, which fails the platform's build.",
    defaultSeverity: 'error',
    category: 'pages',
  },
  check({ model, report }) {
    for (const ref of pageRefs(model)) {
      if (ref.via === 'href' || !hasPageExtension(ref.raw)) continue;
      const fixed = ref.raw.replace(/\.mdx?$/i, '');
      report({
        span: ref.span,
        page: ref.path,
        message:
          `Page ${JSON.stringify(ref.raw)} is written with its extension; page entries name the file without ` +
          `it, and the platform's build fails on this one.`,
        suggestion: JSON.stringify(fixed),
      });
    }
  },
});
