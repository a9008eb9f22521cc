import { normalizePagePath } from '../load/files.js';
import { getProp } from '../core/jnode.js';
import type { NavNode } from './navjson.js';
import type { SiteModel } from './site.js';

/**
 * The numbers navlint shows about a site. Each has one meaning, written in `COUNT_DEFINITIONS`, and is
 * worked out here only: the check's closing line, the preview's header and overview card, the Markdown
 * preview and the job summary all read them from this module.
 */
export interface SiteCounts {
  /** Distinct pages a reader can open from the navigation: listed page files that exist, API and reference pages. */
  pages: number;
  /** The pages (of `pages`) whose content comes from an OpenAPI operation. */
  apiPages: number;
  /** The API pages generated in bulk from an element's `openapi`. */
  generatedPages: number;
  /** Page files the platform builds, listed in the navigation or not. */
  pageFiles: number;
  /** Page files that no navigation entry or group `root` names. */
  unlistedPageFiles: number;
  /** Page entries of docs.json that the platform keeps. */
  navigationEntries: number;
  /** OpenAPI documents read. */
  openapiDocuments: number;
}

/** What each count counts, in words: the preview's tooltips. */
export const COUNT_DEFINITIONS: Record<keyof SiteCounts, string> = {
  pages:
    'Distinct pages a reader can open from the navigation: the listed page files that exist, the API pages, and the pages generated from GraphQL schemas and AsyncAPI documents. A page listed in several places counts once; entries whose file is missing do not count.',
  apiPages:
    'Pages whose content comes from an OpenAPI operation: generated from an openapi setting, listed as METHOD /path, or page files whose openapi: metadata names an operation.',
  generatedPages:
    'API pages generated from an element\u2019s openapi setting, without a navigation entry of their own (x-hidden operations left out).',
  pageFiles:
    'Every .md and .mdx file the platform builds as a page, listed in the navigation or not (files removed by .mintignore and snippets left out).',
  unlistedPageFiles:
    'Page files that no navigation entry or group root names: readers reach them by URL only, the sidebar does not show them.',
  navigationEntries:
    'Strings in the pages arrays of docs.json that the platform keeps (operation references included, entries of dropped elements left out).',
  openapiDocuments: 'OpenAPI documents that navigation, api.openapi or page metadata name, and that navlint read.',
};

/** Page entries of docs.json that the platform keeps; cheap, for the check's closing line. */
export function navigationEntryCount(model: SiteModel): number {
  let n = 0;
  for (const e of model.entries) if (!e.dropped) n++;
  return n;
}

/** OpenAPI documents read. */
export function openapiDocumentCount(model: SiteModel): number {
  return model.openapi?.store.all().length ?? 0;
}

/** Every count of the site, as `COUNT_DEFINITIONS` defines them. */
export function siteCounts(model: SiteModel): SiteCounts {
  const listedFiles = new Set<string>();
  const operationUrls = new Set<string>();
  const generatedUrls = new Set<string>();
  const oa = model.openapi;
  const addFile = (pagePath: string) => {
    const r = model.files.resolvePage(pagePath);
    if (r.status === 'found') listedFiles.add(r.file);
  };
  const addGenerated = (nodes: NavNode[]) => {
    for (const n of nodes) {
      if (n.kind === 'operation' && n.url !== undefined) {
        operationUrls.add(n.url);
        generatedUrls.add(n.url);
      }
      if (n.children) addGenerated(n.children);
    }
  };
  for (const entry of model.entries) {
    if (entry.dropped) continue;
    const op = oa?.entryNode(entry);
    if (op?.url !== undefined) operationUrls.add(op.url);
    // An operation entry that matches no operation is a file path, a page only when that file exists.
    else addFile(entry.path);
  }
  for (const el of model.elements) {
    if (el.dropped || el.isGlobalEntry || el.kind === 'global') continue;
    if (el.kind === 'group') {
      const root = getProp(el.node, 'root')?.value;
      if (root?.type === 'string') addFile(normalizePagePath(root.value as string));
    }
    if (oa) addGenerated(oa.generatedFor(el));
  }
  const referenceUrls = new Set(model.references?.urls);
  const boundFiles = new Set((oa?.bindings ?? []).filter((b) => b.ref !== undefined).map((b) => b.file));
  let boundListed = 0;
  for (const f of listedFiles) if (boundFiles.has(f)) boundListed++;
  return {
    pages: listedFiles.size + operationUrls.size + referenceUrls.size,
    apiPages: operationUrls.size + boundListed,
    generatedPages: generatedUrls.size,
    pageFiles: model.files.pageFiles.length,
    unlistedPageFiles: model.files.pageFiles.filter((f) => !listedFiles.has(f)).length,
    navigationEntries: navigationEntryCount(model),
    openapiDocuments: openapiDocumentCount(model),
  };
}
