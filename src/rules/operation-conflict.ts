import type { Span } from '../core/types.js';
import { pageUrl } from '../load/files.js';
import { createRule } from './rule.js';

/** The same operation reached by a page file and by a navigation entry or generated page. */
export default createRule({
  meta: { id: 'operation-conflict', summary: 'One operation is reached both by a page file (its metadata, or its path equal to the generated URL) and by a navigation entry or generated page.', defaultSeverity: 'error', category: 'openapi' },
  check({ model, report }) {
    const oa = model.openapi;
    if (!oa) return;
    const pageByUrl = new Map<string, string>();
    for (const f of model.files.pageFiles) pageByUrl.set(pageUrl(f), f);
    const bound = new Map<object, string>();
    for (const b of oa.bindings) if (b.op) bound.set(b.op, b.file);
    const reported = new Set<string>();
    const conflict = (span: Span, what: string, file: string, how: string) => {
      const key = `${span.file}:${span.start.line}:${span.start.column}:${file}`;
      if (reported.has(key)) return;
      reported.add(key);
      report({ span, page: file, message: `${what} is also reached by the page file ${file} (${how}); the platform cannot have both, and the page file silently replaces the generated page.`, suggestion: 'Keep only one of them, or move the generated page with `x-mint: { href: … }` on the operation.' });
    };
    for (const r of oa.entryResults) {
      if (r.status !== 'matched' || !r.op) continue;
      const url = oa.urlOf(r.op, r.scope?.directory ?? 'api-reference');
      const file = bound.get(r.op);
      if (file) conflict(r.entry.node.span, `${JSON.stringify(r.entry.raw)}`, file, `its metadata binds ${r.op.method} ${r.op.path}`);
      else if (pageByUrl.has(url)) conflict(r.entry.node.span, `${JSON.stringify(r.entry.raw)}`, pageByUrl.get(url)!, `its path is the generated URL ${url}`);
    }
    for (const es of oa.elementSpecs) {
      if (!es.bulk) continue;
      for (const op of es.generated) {
        if (op.hidden) continue;
        const url = oa.urlOf(op, es.directory);
        const file = pageByUrl.get(url);
        if (file) conflict(es.source.node.span, `Generated page ${url} (${op.method} ${op.path})`, file, 'its path is the generated URL');
      }
    }
  },
});
