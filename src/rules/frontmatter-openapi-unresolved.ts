import { replaceString } from '../fix/builders.js';
import { closestOperation, operationsOf, slashTwin, specOf, withPath } from '../model/openapi.js';
import { specRejection, specScopesOf } from '../model/spec-scope.js';
import type { Operation } from '../openapi/spec.js';
import { openapiCause } from '../model/links.js';
import { createRule, suggestion } from './rule.js';

const NOT_GENERATED = "the page's API content is not generated.";
const NO_OPERATION_IN = `Page metadata \`openapi: {{value}}\` matches no operation in {{spec}}; ${NOT_GENERATED}`;
const NO_OPERATION =
  `Page metadata \`openapi: {{value}}\` matches no operation in any OpenAPI document of the site; ` + NOT_GENERATED;
const DID_YOU_MEAN = 'Did you mean "{{near}}"?';
// Where the document has the path as written, the platform looks no further (a path a slash away counts elsewhere).
const SLASH =
  'The document has the path as written, without that method, and the platform looks no further: here the ' +
  'trailing slash counts.';

/** Page metadata `openapi:` that matches no operation. */
export default createRule({
  meta: {
    id: 'frontmatter-openapi-unresolved',
    summary: "A page's `openapi:` metadata matches no operation; the closest one is suggested.",
    defaultSeverity: 'error',
    category: 'openapi',
    fixable: true,
    hasSuggestions: true,
    messages: {
      malformed:
        'Page metadata `openapi: {{value}}` is not of the form "[spec-file] METHOD /path"; the page is not bound to ' +
        'any operation.',
      unresolvedIn: `${NO_OPERATION_IN}`,
      unresolvedInNear: `${NO_OPERATION_IN} ${DID_YOU_MEAN}`,
      unresolvedInNearSlash: `${NO_OPERATION_IN} ${DID_YOU_MEAN} ${SLASH}`,
      unresolved: `${NO_OPERATION}`,
      unresolvedNear: `${NO_OPERATION} Did you mean "{{near}}" (in {{spec}})?`,
      unresolvedNearSlash: `${NO_OPERATION} Did you mean "{{near}}" (in {{spec}})? ${SLASH}`,
      unresolvedNearNamed: `${NO_OPERATION} ${DID_YOU_MEAN}`,
    },
  },
  // Documents that fail validation are never suggested: it is known once validation is done.
  readsValidation: true,
  check({ model, report }) {
    // The one OpenAPI document the navigation names that has no file may hold what a page names without a document:
    // the finding is reported with it (with two or more missing, which one held it cannot be told).
    const missingKeys = new Set(
      (model.openapi?.references ?? []).flatMap((r) =>
        r.via !== 'metadata' && r.resolution.status === 'missing'
          ? [openapiCause(r.resolution.tried[0] ?? r.source)]
          : [],
      ),
    );
    const missingKey = missingKeys.size === 1 ? [...missingKeys][0] : undefined;
    for (const b of model.openapi?.bindings ?? []) {
      if (b.status === 'malformed') {
        report({
          span: b.span,
          page: b.file,
          messageId: 'malformed',
          data: { value: b.value },
        });
        continue;
      }
      if (b.status !== 'unresolved' || !b.ref) continue;
      // Without a named document, what is offered stays within the documents of the page's own language and
      // version, when navigation places both.
      const named = b.specResolution ? specOf(b.specResolution) : undefined;
      const all = (model.openapi?.store.all() ?? [])
        .filter((s) => specRejection(model, s) === undefined)
        .sort((x, y) => (x.rel < y.rel ? -1 : x.rel > y.rel ? 1 : 0));
      const specs = named ? [named] : specScopesOf(model).forPage(b.file, all).specs;
      const ops = operationsOf(specs);
      const near = named ? b.closest : closestOperation(ops, b.ref);
      // Without a named document, an operation that several documents hold is offered with its document named:
      // otherwise the platform keeps the last document that has it, which may be another language's, or one it rejects.
      const every = model.openapi?.store.all() ?? [];
      const naming = (op: Operation) =>
        named === undefined && every.filter((d) => d.operations.some((o) => sameOperation(o, op))).length > 1
          ? `/${op.spec.rel} `
          : '';
      // A trailing slash away from exactly one operation of the method (in the named document, or in any), where the
      // path as written has other methods only: the one right edit.
      const twin = slashTwin(ops, b.ref);
      const twinPath = twin ? withPath(b.value, b.ref, twin.path) : undefined;
      const twinValue = twin && twinPath !== undefined ? naming(twin) + twinPath : undefined;
      const fix = twinValue !== undefined ? replaceString(model, b.span, b.value, twinValue) : undefined;
      const slash = twin !== undefined && near === twin;
      const nearNamed = near ? naming(near) : '';
      const nearText = near
        ? `${b.ref.spec !== undefined ? b.ref.spec + ' ' : nearNamed}${near.method} ${near.path}`
        : undefined;
      const found = b.specResolution && b.specResolution.status === 'found' ? b.specResolution.spec.rel : undefined;
      report({
        span: b.span,
        page: b.file,
        ...(b.ref.spec === undefined && missingKey !== undefined ? { causedBy: missingKey } : {}),
        messageId: unresolvedId(b.ref.spec !== undefined, near && (nearNamed !== '' ? 'named' : 'in'), slash),
        data: {
          value: b.value,
          spec: b.ref.spec !== undefined ? (found ?? b.ref.spec) : (near?.spec.rel ?? ''),
          near: nearText ?? '',
        },
        ...(fix ? { fix } : nearText ? suggestion(replaceString(model, b.span, b.value, nearText)) : {}),
      });
    }
  },
});

/**
 * The message of a value that matches no operation: in the document it names or in any, with the closest operation
 * (whose document is named in the value offered, or after it), and whether that one differs only by a trailing slash.
 */
function unresolvedId(inNamed: boolean, near: 'named' | 'in' | undefined, slash: boolean): UnresolvedId {
  if (near === undefined) return inNamed ? 'unresolvedIn' : 'unresolved';
  if (inNamed) return slash ? 'unresolvedInNearSlash' : 'unresolvedInNear';
  // An operation several documents hold is never the one slash twin: naming its document is the only help.
  if (near === 'named') return 'unresolvedNearNamed';
  return slash ? 'unresolvedNearSlash' : 'unresolvedNear';
}

type UnresolvedId =
  | 'unresolvedIn'
  | 'unresolvedInNear'
  | 'unresolvedInNearSlash'
  | 'unresolved'
  | 'unresolvedNear'
  | 'unresolvedNearSlash'
  | 'unresolvedNearNamed';

/** The same operation of two documents: method and path. */
function sameOperation(a: Operation, b: Operation): boolean {
  return a.method === b.method && a.path === b.path;
}
