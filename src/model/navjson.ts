/** Kinds of node in the resolved navigation output (`navlint nav --format json`). */
export type NavNodeKind =
  | 'root'
  | 'product'
  | 'language'
  | 'version'
  | 'tab'
  | 'menu-item'
  | 'anchor'
  | 'dropdown'
  | 'group'
  | 'page'
  | 'operation'
  | 'link';

/** One node of the resolved navigation, contract version 1. */
export interface NavNode {
  kind: NavNodeKind;
  label?: string;
  /** Page path (pages) or root page path (groups). */
  path?: string;
  href?: string;
  method?: string;
  operationPath?: string;
  /** Root-relative path of the OpenAPI document an operation comes from. */
  spec?: string;
  /** For pages generated from a GraphQL schema or an AsyncAPI document: which kind, and the document as written. */
  reference?: { kind: 'graphql' | 'asyncapi'; source: string };
  /** True for operation pages generated from a spec rather than listed, and for pages generated from other references. */
  generated?: boolean;
  /** True for hidden operations (`x-hidden`) and hidden elements. */
  hidden?: boolean;
  /** URL path of a page on the published site. */
  url?: string;
  /** What `navlint check` reports on this node (`navlint nav` only). */
  findings?: NavFinding[];
  children?: NavNode[];
}

/** A finding shown on the node it concerns: its rule, severity, message and where it stands. */
export interface NavFinding {
  rule: string;
  severity: 'error' | 'warning' | 'notice';
  message: string;
  file: string;
  line: number;
  column: number;
}

/** The whole `navlint nav --format json` document. */
export interface NavDocument {
  version: 1;
  /** How many problems `navlint check` reports on the site, marked on a node or not (`navlint nav` only). */
  summary?: { errors: number; warnings: number; notices: number };
  root: NavNode;
}
