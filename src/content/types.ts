import type { A11yExtract } from './a11y-types.js';
import type { DirectiveKind } from '../core/directives.js';

/**
 * A range in the original file: start line, start column, end line, end column (1-based, columns in UTF-16
 * units). A tuple keeps the extract small: it crosses threads and is written to the cache.
 */
export type Range = [number, number, number, number];

/** A syntax error as the parser reported it, positioned in the original file. */
export interface SyntaxProblem {
  /** The parser's own message (positions it quotes are in the original file too). */
  message: string;
  range: Range;
  /** The parser's rule id (`end-tag-mismatch`, `acorn`, …), for plain-words hints. */
  ruleId?: string;
  /** The parser module that raised it (`micromark-extension-mdx-jsx`, …). */
  source?: string;
  /** What acorn said, when the error comes from it. */
  detail?: string;
}

/** One `import` of an ESM block. */
export interface ImportInfo {
  /** The module specifier as written. */
  source: string;
  /** The specifier string, quotes included. */
  range: Range;
  specifiers: ImportSpecifierInfo[];
}

/** One name an `import` brings in. */
export interface ImportSpecifierInfo {
  kind: 'default' | 'named' | 'namespace';
  /** The exported name asked for (`default` for a default import, `*` for a namespace). */
  imported: string;
  /** The name it gets in the importing file. */
  local: string;
  /** The imported name as written (the local name for default and namespace imports). */
  range: Range;
}

/** A JSX element, by name. */
interface JsxInfo {
  name: string;
  /** The tag name in the opening tag. */
  range: Range;
}

/** A heading, Markdown or JSX (`<h2>`). */
export interface HeadingInfo {
  depth: number;
  /** The heading's text content. */
  text: string;
  range: Range;
  /** `{#custom-id}` at the end of a Markdown heading, or the `id` attribute of a JSX heading. */
  id?: string;
  /** A JSX heading with `noAnchor`: no anchor is made for it. */
  noAnchor?: boolean;
  jsx?: true;
  /** Offsets in `text` of quotes inside inline code: the renderer leaves them straight (`taskType: "x"`). */
  codeQuotes?: number[];
}

/** An `id` attribute with a literal value on any JSX element (a link target). */
interface IdInfo {
  id: string;
  element: string;
  range: Range;
}

/** A link target written in the file. */
export interface LinkInfo {
  /**
   * `link`: `[text](url)` or an autolink; `image`: `![alt](url)`; `definition`: `[id]: url`; `jsx`: an attribute that
   * holds a URL (`href`, `src`, `poster`, a `Card`'s `img`, an icon given as a path).
   */
  kind: 'link' | 'image' | 'definition' | 'jsx';
  /** The URL as the parser read it (character references and escapes decoded). */
  url: string;
  /** The URL exactly as written in the file, when it differs from `url` (escapes, `<…>`, a substituted variable). */
  raw?: string;
  /** The URL as written (the whole link when it cannot be told apart). */
  range: Range;
  /** For `jsx`: the element and the attribute. */
  element?: string;
  attribute?: string;
  /** For `definition`: how reference-style uses (`[text][id]`, `![alt][id]`) render it; absent when nothing uses it. */
  usedAs?: 'link' | 'image';
}

/** A string prop of a component that the platform makes an anchor from (`<Tab title>`, `<ParamField path>`, …). */
interface ComponentAnchor {
  element: string;
  prop: string;
  value: string;
}

/** A legacy `<Snippet file="…">`: the platform's build puts the named snippet's content in its place. */
export interface SnippetFileRef {
  /** The `file` value as written. */
  file: string;
  /** The value between its quotes. */
  range: Range;
}

/** A `{{name}}` outside code that no docs.json variable replaced: MDX reads it as an expression. */
interface VariableUse {
  name: string;
  range: Range;
}

/** A `{/* navlint-… *\/}` comment of a page: what it does, the rules it names (none: every rule), and where it stands. */
interface DirectiveInfo {
  kind: DirectiveKind;
  rules: string[];
  /** The whole expression, braces included. */
  range: Range;
}

/** What the rules need of an MDX (or Markdown) file; the syntax tree itself is dropped. */
export interface MdxExtract {
  kind: 'mdx';
  error?: SyntaxProblem;
  imports: ImportInfo[];
  /** Names the file exports (`default` included when it has a default export). */
  exports: string[];
  /** The file re-exports everything of another module (`export * from`): its names cannot be listed. */
  exportsAll?: true;
  jsx: JsxInfo[];
  headings: HeadingInfo[];
  ids: IdInfo[];
  links: LinkInfo[];
  /** Components whose props give them an anchor on the page. */
  anchors: ComponentAnchor[];
  variables: VariableUse[];
  /** Legacy `<Snippet file="…">` elements. */
  snippetFiles: SnippetFileRef[];
  /** Images, videos, link texts, tables and icon props, for the accessibility and icon rules. */
  a11y?: A11yExtract;
  /** Inline directives (`{/* navlint-disable-next-line link-broken *\/}`), only when the page has any. */
  directives?: DirectiveInfo[];
}

/** A top-level component declared with the `function` keyword in a script snippet. */
export interface FunctionDecl {
  name: string;
  range: Range;
}

/** What the rules need of a JavaScript or TypeScript snippet. */
export interface ScriptExtract {
  kind: 'script';
  exports: string[];
  exportsAll?: true;
  functions: FunctionDecl[];
}

/** A file that navlint did not parse (too large, unreadable, too complex); said once. */
export interface SkippedExtract {
  kind: 'skipped';
  /** Why, as a sentence (`page-too-complex`) or a phrase after "Not checked:" (`mdx-syntax`). */
  reason: string;
  /** Past one of the bounds on what a page costs to parse (nesting, expanded size, time): `page-too-complex` says so. */
  tooComplex?: true;
  /** Where the bound was crossed (the file's start when absent). */
  range?: Range;
  /** Not parsed because the check reached its time limit (`check-timeout` says so once for all such files). */
  stopped?: true;
}

/** The extract of one file: plain data, serialisable as JSON. */
export type ContentExtract = MdxExtract | ScriptExtract | SkippedExtract;

/** How a file is parsed: as MDX (`.mdx`, `.md`) or as a script snippet (`.jsx`, `.js`, `.tsx`, `.ts`). */
export type ContentKind = 'mdx' | 'script';

/** The options that change an extract (part of every cache key). */
export interface ExtractOptions {
  /** docs.json `variables`: replaced in the text before it is parsed. */
  variables: Record<string, string>;
}
