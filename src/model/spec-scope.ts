import type { SpecDoc } from '../openapi/spec.js';
import type { Scope } from './nav.js';
import { pageRefs } from './pages.js';
import type { SiteModel } from './site.js';

/**
 * Where pages and OpenAPI documents stand in the navigation: the languages and versions a page is listed under, and
 * those in which a document generates or lists pages. A page bound to an operation by its metadata belongs with
 * the document of its own language and version, which suggestions keep to.
 */
export interface SpecScopes {
  /** The scopes a page file is listed under (none for a hidden page). */
  ofPage(file: string): Scope[];
  /** The scopes in which navigation uses a document (none when only page metadata names it). */
  ofSpec(spec: SpecDoc): Scope[];
  /**
   * The documents among `specs` that a page's suggestions keep to, when the page is listed under a language or a
   * version: those its own language and version use (`own`); else those no other language or version uses
   * (`unplaced`); else all of them (`all`, also for a page listed under neither, or not listed).
   */
  forPage(file: string, specs: readonly SpecDoc[]): { specs: readonly SpecDoc[]; kept: 'own' | 'unplaced' | 'all' };
  /** The words for a page's place: "this page's language and version", "this page's version", … */
  placeOf(file: string): string;
  /** Whether navigation uses a document in one of the page's languages and versions. */
  sameScope(file: string, spec: SpecDoc): boolean;
}

const cache = new WeakMap<SiteModel, SpecScopes>();

/** The scopes of the model's pages and documents, worked out once per model. */
export function specScopesOf(model: SiteModel): SpecScopes {
  let done = cache.get(model);
  if (!done) cache.set(model, (done = build(model)));
  return done;
}

function build(model: SiteModel): SpecScopes {
  const pages = new Map<string, Scope[]>();
  for (const ref of pageRefs(model)) {
    const res = model.files.resolvePage(ref.path);
    if (res.status === 'found') add(pages, res.file, ref.scope);
  }
  const specs = new Map<string, Scope[]>();
  const oa = model.openapi;
  for (const es of oa?.elementSpecs ?? []) if (es.spec) add(specs, es.spec.file, es.element.scope);
  for (const r of oa?.entryResults ?? []) if (r.spec) add(specs, r.spec.file, r.entry.parent.scope);
  const ofPage = (file: string) => pages.get(file) ?? [];
  const ofSpec = (spec: SpecDoc) => specs.get(spec.file) ?? [];
  const sameScope = (file: string, spec: SpecDoc) => ofPage(file).some((p) => ofSpec(spec).some((s) => same(p, s)));
  return {
    ofPage,
    ofSpec,
    sameScope,
    forPage(file, list) {
      const own = ofPage(file);
      if (!own.some((p) => p.language !== undefined || p.version !== undefined)) return { specs: list, kept: 'all' };
      const here = list.filter((s) => sameScope(file, s));
      if (here.length > 0) return { specs: here, kept: 'own' };
      const unplaced = list.filter((s) => ofSpec(s).length === 0);
      return unplaced.length > 0 ? { specs: unplaced, kept: 'unplaced' } : { specs: list, kept: 'all' };
    },
    placeOf(file) {
      const own = ofPage(file);
      const parts = [
        ...(own.some((p) => p.language !== undefined) ? ['language'] : []),
        ...(own.some((p) => p.version !== undefined) ? ['version'] : []),
      ];
      return `this page's ${parts.join(' and ')}`;
    },
  };
}

/** The same language and version (a scope without one matches only a scope without one). */
function same(a: Scope, b: Scope): boolean {
  return a.language === b.language && a.version === b.version;
}

function add(map: Map<string, Scope[]>, key: string, scope: Scope): void {
  const list = map.get(key);
  if (!list) map.set(key, [scope]);
  else if (!list.some((s) => same(s, scope))) list.push(scope);
}

/**
 * Why another rule rejects a document (in words that follow "which"), if it does: Swagger 2.0 (openapi-version-2), or
 * not a valid OpenAPI 3 document (openapi-invalid; structural validation counts once it is done). Suggestions never
 * name such a document.
 */
export function specRejection(model: SiteModel, spec: SpecDoc): string | undefined {
  if (spec.kind === 'swagger2') return 'is Swagger 2.0 (openapi-version-2)';
  const invalid =
    spec.kind === 'unknown' ||
    spec.errors.length > 0 ||
    spec.externalRefs.length > 0 ||
    (model.openapi?.validation.get(spec.file)?.length ?? 0) > 0;
  return invalid ? 'is not a valid OpenAPI document (openapi-invalid)' : undefined;
}
