import { toPosix } from '../core/paths.js';
import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { SourceText } from '../core/source.js';
import type { Span } from '../core/types.js';
import { loadConfig, type LoadedConfig } from '../load/docs.js';
import { FileIndex } from '../load/files.js';
import { getProp, type JObject, type JProp } from '../core/jnode.js';
import type { RcConfig } from '../load/rc.js';
import type { FileChange } from '../core/git.js';
import { OpenApiModel } from './openapi.js';
import { ReferenceModel } from './references.js';
import type { ModelHooks } from '../openapi/spec.js';
import type { ContentModel } from './content.js';
import type { Filtering } from './filtering.js';
import { buildNavigation, type NavElement, type PageEntry } from './nav.js';
import type { ExternalCheck } from './external-types.js';
import type { SiteSnapshot } from './snapshot-types.js';

/** Everything the rules judge: the resolved docs.json, its navigation tree, and the files of the root. */
export interface SiteModel {
  /** Absolute docs root. */
  root: string;
  /** Absolute path of docs.json. */
  configFile: string;
  config: LoadedConfig;
  /** The resolved top-level object of docs.json, when it parsed as an object. */
  docs?: JObject;
  navigationProp?: JProp;
  /** The navigation tree, when `navigation` is an object. */
  nav?: NavElement;
  elements: NavElement[];
  entries: PageEntry[];
  files: FileIndex;
  fs: FileSystem;
  sources: Map<string, SourceText>;
  /** navlint's own configuration, when one was read. */
  rc?: RcConfig;
  /** Specs, generated pages, page metadata and their bindings. */
  openapi?: OpenApiModel;
  /** GraphQL, AsyncAPI and SDK references: their documents, generated pages and channel bindings. */
  references?: ReferenceModel;
  /** The site as it was at the base of a change (`check --base`), for the rules that compare. */
  base?: SiteSnapshot;
  /** The published site's URLs (`--published`, `--published-urls`), for `url-removed`. */
  published?: PublishedList;
  /** The content of pages and snippets, once parsed (not with `--no-content`). */
  content?: ContentModel;
  /** Set when the check reached its time limit (`--max-time`) and left work undone: what it did not do. */
  stopped?: StoppedCheck;
  /** With `--fetch-remote`: the remote documents it tried and did not get, and why (by URL). */
  remoteNotFetched?: Map<string, string>;
  /** With `--external`: what each external link answered. */
  external?: ExternalCheck;
  /** The last commit that changed each file, by path relative to the docs root, when git could tell. */
  history?: FileHistory;
  /** What inline directives and suppressions left unused, once the rules ran (for the rules that report it). */
  filtering?: Filtering;
}

/** The last commit that changed each file of the docs root (relative path → commit). */
export type FileHistory = ReadonlyMap<string, FileChange>;

/** The published site's URLs, as the check read them. */
export interface PublishedList {
  /** Where they came from, as the report names it: the sitemap's URL, or the file's name. */
  source: string;
  /** The URLs (or paths) as the sitemap or list gives them. */
  urls: string[];
  /** The published site's base URL (`https://example.com/docs`), when known: other origins are left out. */
  base?: string;
}

/** What a check that reached its time limit left out. */
interface StoppedCheck {
  /** The limit, in milliseconds. */
  limitMs: number;
  /** Pages and snippets not parsed, of how many. */
  filesNotParsed: number;
  files: number;
  /** OpenAPI documents not validated. */
  specsNotValidated: number;
}

/** Hooks of the model build: those of the OpenAPI model, and one told when docs.json and the files are read. */
export interface SiteHooks extends ModelHooks {
  /** Called once docs.json and the file index are loaded, before the navigation is resolved (content parsing starts then). */
  onFiles?: (model: SiteModel) => void;
}

/** Loads a docs root and builds its model. */
export function buildSiteModel(
  root: string,
  fs: FileSystem,
  rc?: RcConfig,
  remote?: Map<string, string>,
  hooks: SiteHooks = {},
): SiteModel {
  const timing = hooks.timing;
  timing?.enter('load');
  const configFile = path.join(root, 'docs.json');
  const config = loadConfig(root, configFile, fs);
  const files = new FileIndex(root, fs);
  const docs = config.root?.type === 'object' ? config.root : undefined;
  const navigationProp = getProp(docs, 'navigation');
  const model: SiteModel = {
    root,
    configFile,
    config,
    docs,
    navigationProp,
    elements: [],
    entries: [],
    files,
    fs,
    sources: config.sources,
    rc,
  };
  hooks.onFiles?.(model);
  timing?.enter('model');
  if (navigationProp?.value.type === 'object' && !navigationProp.value.broken) {
    const built = buildNavigation(navigationProp.value);
    model.nav = built.root;
    model.elements = built.elements;
    model.entries = built.entries;
  }
  if (docs && !docs.broken) {
    model.openapi = new OpenApiModel(model, remote, hooks);
    model.openapi.build();
    model.references = new ReferenceModel({ ...model, pageMeta: model.openapi.pageMeta, remote }).build();
  }
  return model;
}

/** Where an earlier occurrence stands, for "first at …" in messages: a line, or file:line in another file. */
export function firstAt(model: SiteModel, first: Span, here: Span): string {
  if (first.file === here.file)
    return first.start.line === here.start.line
      ? `line ${first.start.line}, column ${first.start.column}`
      : `line ${first.start.line}`;
  return `${toPosix(path.relative(model.root, first.file))}:${first.start.line}`;
}
