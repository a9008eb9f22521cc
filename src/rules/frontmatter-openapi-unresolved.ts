import { replaceString } from '../model/fixes.js';
import { slashTwin, specOf, withPath } from '../model/openapi.js';
import { createRule, suggestion } from './rule.js';

/** Page metadata `openapi:` that matches no operation. */
export default createRule({
  meta: {
    id: 'frontmatter-openapi-unresolved',
    summary: "A page's `openapi:` metadata matches no operation; the closest one is suggested.",
    defaultSeverity: 'error',
    category: 'openapi',
  },
  check({ model, report }) {
    for (const b of model.openapi?.bindings ?? []) {
      if (b.status === 'malformed') {
        report({
          span: b.span,
          page: b.file,
          message:
            `Page metadata \`openapi: ${b.value}\` is not of the form "[spec-file] METHOD /path"; the page ` +
            `is not bound to any operation.`,
        });
        continue;
      }
      if (b.status !== 'unresolved' || !b.ref) continue;
      const near = b.closest;
      // A trailing slash away from exactly one operation (in the named document, or in any): the one right edit.
      const named = b.specResolution ? specOf(b.specResolution) : undefined;
      const ops = (named ? [named] : (model.openapi?.store.all() ?? [])).flatMap((s) => s.operations);
      const twin = slashTwin(ops, b.ref);
      const twinValue = twin ? withPath(b.value, b.ref, twin.path) : undefined;
      const fix = twinValue !== undefined ? replaceString(model, b.span, b.value, twinValue) : undefined;
      const slash =
        near && near.path.replace(/\/+$/, '') === b.ref.path.replace(/\/+$/, '') && near.path !== b.ref.path
          ? ' The paths differ only by a trailing slash, which counts.'
          : '';
      const where =
        b.ref.spec !== undefined
          ? ` in ${b.specResolution && b.specResolution.status === 'found' ? b.specResolution.spec.rel : b.ref.spec}`
          : ' in any OpenAPI document of the site';
      const nearText = near
        ? `${b.ref.spec !== undefined ? b.ref.spec + ' ' : ''}${near.method} ${near.path}`
        : undefined;
      const inSpec = b.ref.spec === undefined && near ? ` (in ${near.spec.rel})` : '';
      const didYouMean = nearText ? ` Did you mean "${nearText}"${inSpec}?` : '';
      report({
        span: b.span,
        page: b.file,
        message:
          `Page metadata \`openapi: ${b.value}\` matches no operation${where}; the page's API content is not ` +
          `generated.${didYouMean}${slash}`,
        ...(fix ? { fix } : nearText ? suggestion(replaceString(model, b.span, b.value, nearText)) : {}),
      });
    }
  },
});
