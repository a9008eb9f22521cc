import { replaceString } from '../fix/builders.js';
import { specRejection as rejection, specScopesOf } from '../model/spec-scope.js';
import type { Suggestion } from '../core/types.js';
import { createRule } from './rule.js';

const AMBIGUOUS =
  'Page metadata `openapi: {{value}}` names no document, and {{count}} documents hold this operation ({{specs}}); ' +
  'the platform keeps the last document that has it, {{spec}}';

/** Page metadata without a spec file when several specs hold that operation. */
export default createRule({
  meta: {
    id: 'frontmatter-openapi-ambiguous',
    summary: "A page's `openapi:` metadata names no document, and several documents hold that operation.",
    defaultSeverity: 'warning',
    category: 'openapi',
    hasSuggestions: true,
    messages: {
      ambiguous: `${AMBIGUOUS}.`,
      ambiguousRejected: `${AMBIGUOUS}, which {{rejection}}.`,
      ambiguousElsewhere: `${AMBIGUOUS}, which navigation uses in another {{place}}.`,
    },
  },
  // Documents that fail validation are never suggested: it is known once validation is done.
  readsValidation: true,
  check({ model, report }) {
    const scopes = specScopesOf(model);
    for (const b of model.openapi?.bindings ?? []) {
      if (b.status !== 'matched' || !b.op || b.alternatives.length === 0) continue;
      const ops = [b.op, ...b.alternatives];
      const specs = ops.map((o) => o.spec.rel);
      // Offered: the documents the platform can use (naming one that another rule rejects makes things worse),
      // those of the page's own language and version when there are, the platform's choice first.
      const usable = ops.filter((o) => rejection(model, o.spec) === undefined);
      const place = scopes.forPage(
        b.file,
        usable.map((o) => o.spec),
      );
      const kept = new Set(place.specs);
      const offered = usable.filter((o) => kept.has(o.spec));
      const narrowed = offered.length < usable.length;
      const where = scopes.placeOf(b.file);
      const why = place.kept === 'own' ? `navigation uses it in ${where}` : 'no other language or version uses it';
      // One suggestion per document: naming the platform's choice keeps the page as it is.
      const suggestions = offered.flatMap((o): Suggestion[] => {
        const fix = replaceString(model, b.span, b.value, `/${o.spec.rel} ${o.method} ${o.path}`);
        const note = o === b.op ? ' (the one the platform takes now)' : narrowed ? ` (${why})` : '';
        return fix ? [{ description: `Name ${o.spec.rel}${note}`, fix }] : [];
      });
      const platformRejected = rejection(model, b.op.spec);
      const elsewhere = narrowed && !kept.has(b.op.spec) && scopes.ofSpec(b.op.spec).length > 0;
      const help =
        suggestions.length > 0
          ? undefined
          : offered.length > 0
            ? `Name the document: ${JSON.stringify(`/${offered[0].spec.rel} ${offered[0].method} ${offered[0].path}`)}.`
            : 'None of these documents can be used as it is: fix or convert the one this page means, then name it.';
      report({
        span: b.span,
        page: b.file,
        messageId: platformRejected ? 'ambiguousRejected' : elsewhere ? 'ambiguousElsewhere' : 'ambiguous',
        data: {
          value: b.value,
          count: specs.length,
          specs: specs.join(', '),
          spec: b.op.spec.rel,
          rejection: platformRejected ?? '',
          place: where.replace("this page's ", ''),
        },
        ...(suggestions.length > 0 ? { suggestions } : {}),
        ...(help !== undefined ? { help } : {}),
      });
    }
  },
});
