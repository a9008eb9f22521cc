import { createHash } from 'node:crypto';
import path from 'node:path';
import { spanText, type SourceText } from '../core/source.js';
import { toPosix } from '../core/paths.js';
import type { Diagnostic } from '../core/types.js';
import type { SiteModel } from '../model/site.js';

/**
 * The text of every file a finding may point into, looked up once per file: docs.json and its includes, the
 * configuration, OpenAPI, GraphQL and AsyncAPI documents, pages and snippets (read again when parsed), page metadata.
 */
export function sourceLookup(model: SiteModel): (file: string) => SourceText | undefined {
  let documents: Map<string, SourceText> | undefined;
  return (file) => {
    const known = model.sources.get(file);
    if (known) return known;
    if (model.rc?.file === file && model.rc.source) return model.rc.source;
    if (!documents) {
      documents = new Map();
      for (const spec of model.openapi?.store.all() ?? []) if (spec.source) documents.set(spec.file, spec.source);
      for (const d of model.references?.graphqlDocuments() ?? []) documents.set(d.file, d.source);
      for (const d of model.references?.asyncApiDocuments() ?? []) if (d.source) documents.set(d.file, d.source);
    }
    const doc = documents.get(file);
    if (doc) return doc;
    if (model.content) {
      const s = model.content.source(file);
      if (s) return s;
    }
    return model.openapi?.pageMeta.get(toPosix(path.relative(model.root, file)))?.source;
  };
}

/**
 * What a finding is, whatever line it stands on: its rule, its file (relative to the docs root) and the text it is
 * about (blanks folded). `loose` leaves the message out, so that a finding whose "did you mean" changed is still itself.
 */
export interface FindingKey {
  loose: string;
  exact: string;
}

/**
 * How a finding of a base is seen from the checked side when files moved in between: its file under its new path, and
 * the paths its text and message quote rewritten to the new ones.
 */
export interface Moved {
  path(rel: string): string;
  text(s: string): string;
}

/** The keys of a finding; `moved` reads a finding of the base as if at the checked side's paths. */
export function findingKey(d: Diagnostic, root: string, source: SourceText | undefined, moved?: Moved): FindingKey {
  const rel = toPosix(path.relative(root, d.span.file));
  const text = findingText(d, source);
  // Messages that cite another line ("first at line 75") would otherwise change when lines move.
  const message = d.message.replace(/\blines? \d+(?:\s*(?:–|-|and)\s*\d+)?(?:, column \d+)?/g, 'line');
  const loose = `${d.rule}\u0000${moved?.path(rel) ?? rel}\u0000${moved?.text(text) ?? text}`;
  return { loose, exact: `${loose}\u0000${moved?.text(message) ?? message}` };
}

/** The text a finding is about, blanks folded: with its rule, what it is wherever its file is. */
export function findingText(d: Diagnostic, source: SourceText | undefined): string {
  return spanText(source, d.span).replace(/\s+/g, ' ').trim();
}

/** The fingerprint of a finding as the suppressions file keeps it, for the file at `rel` (relative to the docs root). */
export function fingerprint(rule: string, rel: string, text: string): string {
  return keyHash(`${rule}\u0000${rel}\u0000${text}`);
}

/** A short hash of a key, as the suppressions file keeps it. */
function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

/**
 * The findings of `current` that `previous` does not hold. Findings are paired one to one: first those that agree in
 * rule, file, text and message, then those that agree in rule, file and text; what is left over is new.
 */
export function unmatched<T>(current: T[], previous: T[], key: (item: T) => FindingKey): T[] {
  const exact = new Map<string, number[]>();
  const loose = new Map<string, number[]>();
  const prevKeys = previous.map(key);
  prevKeys.forEach((k, i) => {
    (exact.get(k.exact) ?? exact.set(k.exact, []).get(k.exact)!).push(i);
    (loose.get(k.loose) ?? loose.set(k.loose, []).get(k.loose)!).push(i);
  });
  const taken = new Set<number>();
  const take = (list: number[] | undefined): boolean => {
    while (list && list.length > 0) {
      const i = list.shift()!;
      if (!taken.has(i)) {
        taken.add(i);
        return true;
      }
    }
    return false;
  };
  const curKeys = current.map(key);
  const left: number[] = [];
  curKeys.forEach((k, i) => {
    if (!take(exact.get(k.exact))) left.push(i);
  });
  return left.filter((i) => !take(loose.get(curKeys[i].loose))).map((i) => current[i]);
}
