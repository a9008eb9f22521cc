// What a comparison keeps of one side of a change: the types, apart from the code that builds them.
import type { JProp } from '../core/jnode.js';
import type { Span } from '../core/types.js';
import type { Redirect } from './redirects.js';
import type { ElementKind } from './shapes.js';

/** One step of a breadcrumb: the kind of a navigation element and its label. */
export interface Crumb {
  kind: ElementKind;
  label: string;
  /** The element's place in its navigation, top to bottom (for showing changes in that order). */
  order?: number;
}

/** A navigation element as the site shows it (dropped ones left out; groups generated from OpenAPI tags included). */
export interface SnapshotElement {
  id: number;
  kind: ElementKind;
  label: string;
  /** The parent element's id; -1 for the navigation root. */
  parent: number;
  /** From the top of the navigation down to this element, itself included. */
  crumbs: Crumb[];
  generated: boolean;
  span?: Span;
  /** URLs of every page below it. */
  urls: Set<string>;
  children: number[];
}

/** Where the navigation lists a page: the element holding it (-1 for the root) and the entry that lists it. */
export interface Placement {
  element: number;
  span?: Span;
  /** The operation shown there, for API pages (two operations can share a URL). */
  operation?: string;
}

/** The OpenAPI operation behind an API page. */
export interface OperationInfo {
  /** `spec METHOD path`: the same operation on both sides of a diff. */
  key: string;
  spec: string;
  method: string;
  path: string;
  hidden: boolean;
}

/** A URL the site serves as a page: a page file (listed or hidden) or an API page (listed, generated or hidden). */
export interface SnapshotPage {
  url: string;
  kind: 'page' | 'operation';
  title: string;
  /** Root-relative page file. */
  file?: string;
  operation?: OperationInfo;
  /** Every place in the navigation; none for a hidden page. */
  placements: Placement[];
}

/** What a diff compares: every URL served as a page, where the navigation shows it, the sections, and the redirects. */
export interface SiteSnapshot {
  root: string;
  /** What this side is, as a phrase (`main (1a2b3c4d5e6f)`), when it is known. */
  label?: string;
  pages: Map<string, SnapshotPage>;
  /**
   * Navigation entries that name a page with no file (or one `.mintignore` removes), by the URL the page would have:
   * the site serves nothing there, so they are not among `pages`, but adding or removing one is a change.
   */
  missing: Map<string, SnapshotPage>;
  /** Indexed by id. */
  elements: SnapshotElement[];
  /** Ids of the elements directly under the navigation root. */
  top: number[];
  redirects: Redirect[];
  /** The `redirects` property of docs.json, when there is one. */
  redirectsProp?: JProp;
  /** The `navigation` property of docs.json, when there is one. */
  navigationProp?: JProp;
  /** docs.json itself. */
  configFile: string;
  /** URLs of the API pages of each operation, by key (two operations can share a URL: the page lists only one). */
  operationUrls: Map<string, Set<string>>;
  /** Every operation of every OpenAPI document the site uses, by key. */
  operations: Map<string, { hidden: boolean; excluded: boolean }>;
  /** Root-relative paths (or URLs) of the OpenAPI documents the site uses. */
  specs: Set<string>;
  /** A hash of a page file's bytes, read when first asked for (renamed pages keep their content). */
  hashOf(file: string): string | undefined;
}
