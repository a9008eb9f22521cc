/**
 * A range in the original file: start line, start column, end line, end column (1-based, columns in UTF-16 units),
 * the same tuple as `Range` in types.ts (which imports these types, so this file cannot import it).
 */
export type Range = [number, number, number, number];

/** An image, video or embedded frame, with what gives it a text alternative. */
export interface MediaInfo {
  /** `markdown`: `![alt](src)` or `![alt][id]`; otherwise the JSX element of that name. */
  kind: 'markdown' | 'img' | 'video' | 'iframe';
  /**
   * The text alternative as written: `alt` for images; `title`, `aria-label` or `alt` for videos; `title` or
   * `aria-label` for frames. Absent when none is given; `''` when it is empty (`alt=""`, a bare `alt`, `![](…)`).
   */
  alt?: string;
  /** The attribute that gave `alt` (JSX only). */
  altAttribute?: string;
  /** The text alternative is an expression (`alt={…}`) or the element spreads props: it cannot be judged. */
  dynamic?: true;
  /** `aria-hidden="true"`, `role="presentation"` or `role="none"`: marked as decoration. */
  decorative?: true;
  /** The source, when it is a literal. */
  src?: string;
  /** The image's own caption: a Markdown image's title, an `<img title>`; or the caption of the `<Frame>` around it. */
  caption?: string;
  /** Inside a `<Frame>`. */
  inFrame?: true;
  /** `![` of a Markdown image; `<` and the tag name of an element. */
  range: Range;
  /** Where a new alt goes: after `![` (before the `]`) of a Markdown image whose alt is empty, or after the tag name. */
  insertAt?: Range;
}

/** A link whose text says nothing of where it leads (see `isUnclear`), and that text. */
export interface LinkTextInfo {
  /** `markdown`: `[text](url)` or `[text][id]`; `a`: an `<a>` element. */
  kind: 'markdown' | 'a';
  /** The text content (text and inline code), white space collapsed. */
  text: string;
  /** The alt texts of the images inside the link, joined. */
  imageAlt?: string;
  /** `aria-label`, `aria-labelledby` or `title` on an `<a>`, or a child that cannot be read (an expression, a component). */
  labelled?: true;
  url?: string;
  range: Range;
}

/** A table, and whether it has a header row that names its columns. */
interface TableInfo {
  /** `markdown`: a GFM table; `table`: a JSX `<table>`. */
  kind: 'markdown' | 'table';
  /** A GFM table's header row has text in a cell; a `<table>` has a `<th>` or `<thead>`. */
  header: boolean;
  range: Range;
}

/** An icon a component names by a literal prop (`<Card icon="rocket">`, `<Icon icon="x" iconType="solid">`). */
export interface IconUse {
  element: string;
  icon?: { value: string; range: Range };
  iconType?: { value: string; range: Range };
}

/** The facts of a page that the accessibility and icon rules read. */
export interface A11yExtract {
  media: MediaInfo[];
  linkTexts: LinkTextInfo[];
  tables: TableInfo[];
  icons: IconUse[];
}
