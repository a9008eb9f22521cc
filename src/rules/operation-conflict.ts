import { type Operation, type ReportMessage, type Span, createRule, pageUrl } from './api.js';

/** One URL claimed twice (a page file where an operation page is generated), or two pages for one operation. */
export default createRule({
  meta: {
    id: 'operation-conflict',
    summary:
      'A page file stands at the URL of an operation page that navigation lists or generates (error), or binds in ' +
      'its metadata an operation that navigation also lists, which then has two pages (warning).',
    defaultSeverity: 'error',
    category: 'openapi',
    messages: {
      entryReplaced:
        '{{entry}} is also reached by the page file {{file}} (its path is the generated URL {{url}}); the platform ' +
        'cannot have both, and the page file silently replaces the generated page.',
      generatedReplaced:
        'Generated page {{url}} ({{method}} {{path}}) is also reached by the page file {{file}} (its path is the ' +
        'generated URL); the platform cannot have both, and the page file silently replaces the generated page.',
      twoPages:
        '{{entry}} generates the page {{url}}, and the page file {{file}} (at {{fileUrl}}) binds the same operation ' +
        '{{method}} {{path}} in its metadata; the platform builds both, so readers find two pages for one operation.',
    },
  },
  check({ model, report }) {
    const oa = model.openapi;
    if (!oa) return;
    const pageByUrl = new Map<string, string>();
    for (const f of model.files.pageFiles) pageByUrl.set(pageUrl(f), f);
    const bound = new Map<Operation, string[]>();
    const bindsOf = new Map<string, Operation>();
    for (const b of oa.bindings)
      if (b.op) {
        (bound.get(b.op) ?? bound.set(b.op, []).get(b.op)!).push(b.file);
        bindsOf.set(b.file, b.op);
      }
    const reported = new Set<string>();
    const once = (span: Span, file: string): boolean => {
      const key = `${span.file}:${span.start.line}:${span.start.column}:${file}`;
      if (reported.has(key)) return false;
      reported.add(key);
      return true;
    };
    // The specification's conflict: the page file takes the URL, and the generated page is lost.
    const conflict = (span: Span, file: string, said: ReportMessage<'entryReplaced' | 'generatedReplaced'>) => {
      if (once(span, file))
        report({
          span,
          page: file,
          ...said,
          help: 'Keep only one of them, or move the generated page with `x-mint: { href: … }` on the operation.',
        });
    };
    for (const r of oa.entryResults) {
      if (r.status !== 'matched' || !r.op) continue;
      const url = oa.urlOf(r.op, r.scope?.directory ?? 'api-reference');
      const entry = JSON.stringify(r.entry.raw);
      const atUrl = pageByUrl.get(url);
      if (atUrl) conflict(r.entry.node.span, atUrl, { messageId: 'entryReplaced', data: { entry, file: atUrl, url } });
      // A page file at a URL of its own that binds the operation: both pages are built, and readers find two.
      for (const file of bound.get(r.op) ?? []) {
        if (file === atUrl || !once(r.entry.node.span, file)) continue;
        report({
          span: r.entry.node.span,
          page: file,
          severity: 'warning',
          messageId: 'twoPages',
          data: { entry, url, file, fileUrl: pageUrl(file), method: r.op.method, path: r.op.path },
          help: `Keep one page for the operation: drop the navigation entry ${entry}, or the page file ${file}.`,
        });
      }
    }
    for (const es of oa.elementSpecs) {
      if (!es.bulk) continue;
      for (const op of es.generated) {
        if (op.hidden) continue;
        const url = oa.urlOf(op, es.directory);
        const file = pageByUrl.get(url);
        // A page file at the generated URL that binds this very operation is its page, laid out as the platform's
        // own scraper writes them: nothing is lost, and the platform builds it without complaint.
        if (file && bindsOf.get(file) !== op)
          conflict(es.source.node.span, file, {
            messageId: 'generatedReplaced',
            data: { url, method: op.method, path: op.path, file },
          });
      }
    }
  },
});
