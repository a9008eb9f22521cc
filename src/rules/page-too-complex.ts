import { contentSpan } from '../model/content.js';
import { createRule } from './api.js';

/** A page past one of the bounds on what parsing it may cost: said once, where the bound was crossed. */
export default createRule({
  meta: {
    id: 'page-too-complex',
    summary:
      "A page or snippet is too complex to check within navlint's bounds: nested deeper than the platform renders, " +
      'expanded past the size navlint parses, or not parsed within the time allowed per page.',
    defaultSeverity: 'error',
    category: 'pages',
  },
  readsContent: true,
  create({ report }) {
    return {
      page(f) {
        const x = f.extract;
        if (x.kind === 'skipped' && x.tooComplex)
          report({ span: contentSpan(f, x.range ?? [1, 1, 1, 1]), message: x.reason });
      },
    };
  },
});
