import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import { SourceText } from '../core/source.js';
import type { Span } from '../core/types.js';
import type { A11yExtract } from '../content/a11y-types.js';
import type { LoadedContent } from '../content/load.js';
import { importTarget, resolveImportFile } from '../content/resolve.js';
import type { ContentExtract, ImportInfo, Range, SnippetFileRef } from '../content/types.js';
import type { FileIndex } from '../load/files.js';
import { getProp, type JObject } from '../core/jnode.js';

/** One file whose content the platform builds: a page, a snippet, or both (a page that another file imports). */
export interface ContentFile {
  /** Root-relative path. */
  rel: string;
  /** Absolute path. */
  file: string;
  extract: ContentExtract;
  /** Under `snippets/`, or imported by another file. */
  snippet: boolean;
  /** Under `snippets/` or ignored: never published as a page of its own. */
  page: boolean;
}

/** How an import resolved. */
export type ImportResolution =
  | { status: 'found'; file: ContentFile | undefined; rel: string }
  | { status: 'missing'; rel: string }
  | { status: 'outside' }
  | { status: 'package' };

/** How a legacy `<Snippet file>` resolved: to a file, or to none (with the paths looked for). */
export type SnippetFileResolution =
  { status: 'found'; rel: string; file: ContentFile | undefined } | { status: 'missing'; tried: string[] };

/** Whether a root-relative path lies in a folder of snippets (`snippets/`, or the legacy `_snippets/`): never a page. */
export function inSnippetFolder(rel: string): boolean {
  return rel.startsWith('snippets/') || rel.startsWith('_snippets/');
}

/** The content of every page and snippet, with the lookups the rules share. */
export class ContentModel {
  /** Every content file, sorted by path. */
  readonly files: ContentFile[] = [];
  private readonly byRel = new Map<string, ContentFile>();
  private readonly sources = new Map<string, SourceText>();
  /** How many files were parsed in this run, and how many extracts came from the cache. */
  readonly parsed: number;
  readonly reused: number;

  constructor(
    readonly root: string,
    private readonly index: FileIndex,
    private readonly fs: FileSystem,
    loaded: LoadedContent,
    /** docs.json `variables`. */
    readonly variables: Map<string, string>,
    /** Component names the configuration adds to the built-in ones. */
    readonly extraComponents: readonly string[],
    /** Pages the navigation lists in folders that the default ignores would remove: built all the same. */
    listedPages: readonly string[] = [],
  ) {
    this.parsed = loaded.parsed;
    this.reused = loaded.reused;
    const imported = new Set<string>();
    for (const [rel, extract] of loaded.extracts) {
      if (extract.kind !== 'mdx') continue;
      for (const imp of extract.imports) {
        const target = importTarget(rel, imp.source);
        if (target.kind !== 'path') continue;
        const hit = resolveImportFile(target.rel, (r) => index.files.has(r));
        if (hit) imported.add(hit);
      }
      for (const ref of extract.snippetFiles ?? []) {
        const res = this.resolveSnippetFile(ref);
        if (res.status === 'found') imported.add(res.rel);
      }
    }
    const listed = new Set([...index.contentFiles, ...listedPages]);
    for (const rel of [...loaded.extracts.keys()].sort()) {
      const underSnippets = inSnippetFolder(rel);
      const f: ContentFile = {
        rel,
        file: path.join(root, ...rel.split('/')),
        extract: loaded.extracts.get(rel)!,
        snippet: underSnippets || imported.has(rel),
        page: !underSnippets && listed.has(rel) && /\.mdx?$/i.test(rel),
      };
      this.files.push(f);
      this.byRel.set(rel, f);
    }
  }

  /**
   * The same content, but `files` lists only those at the given paths: the rules that go through `files` judge
   * those alone, while lookups still see every file.
   */
  only(rels: ReadonlySet<string>): ContentModel {
    const view = Object.create(this) as ContentModel;
    Object.defineProperty(view, 'files', { value: this.files.filter((f) => rels.has(f.rel)) });
    return view;
  }

  /** The content file at a root-relative path. */
  get(rel: string): ContentFile | undefined {
    return this.byRel.get(rel);
  }

  /** Resolves an import of a file: to a file of the root, to nothing, or to a package (not a file). */
  resolveImport(from: ContentFile, imp: ImportInfo): ImportResolution {
    const target = importTarget(from.rel, imp.source);
    if (target.kind !== 'path') return { status: target.kind };
    const rel = resolveImportFile(target.rel, (r) => this.index.files.has(r) && !this.index.outsideLinks.has(r));
    if (rel === undefined) return { status: 'missing', rel: target.rel };
    return { status: 'found', rel, file: this.byRel.get(rel) };
  }

  /**
   * Resolves a legacy `<Snippet file>` as the platform's build does: the path below the `_snippets/` folder (or the
   * `snippets/` folder, or the docs root), exactly as written; else a snippet of that file name in either folder.
   */
  resolveSnippetFile(ref: SnippetFileRef): SnippetFileResolution {
    const name = ref.file.trim().replace(/^\/+/, '');
    const tried = inSnippetFolder(name) ? [name] : [`_snippets/${name}`, `snippets/${name}`];
    const usable = (r: string) =>
      this.index.files.has(r) && !this.index.outsideLinks.has(r) && !this.index.isIgnored(r);
    const hit = name === '' ? undefined : tried.find(usable);
    if (hit !== undefined) return { status: 'found', rel: hit, file: this.byRel.get(hit) };
    const base = name.slice(name.lastIndexOf('/') + 1);
    if (base !== '' && base === name) {
      this.snippetsByName ??= snippetsByName(this.index.files);
      const same = (this.snippetsByName.get(base) ?? []).filter(usable);
      if (same.length > 0) return { status: 'found', rel: same[0], file: this.byRel.get(same[0]) };
    }
    return { status: 'missing', tried };
  }
  private snippetsByName?: Map<string, string[]>;

  /** Root-relative paths of every file that an import could name (snippets and pages), for suggestions. */
  importable(): string[] {
    return [...this.index.files].filter((f) => /\.(mdx?|[jt]sx?)$/i.test(f)).sort();
  }

  /** A span in a content file. */
  span(f: ContentFile, range: Range): Span {
    return contentSpan(f, range);
  }

  /** The text of a content file, for code frames (read again: extracts do not keep it). */
  source(file: string): SourceText | undefined {
    const known = this.sources.get(file);
    if (known) return known;
    try {
      const text = this.fs.readFileSync(file, 'utf8');
      const source = new SourceText(file, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
      this.sources.set(file, source);
      return source;
    } catch {
      return undefined;
    }
  }
}

/** A span in a content file. */
export function contentSpan(f: ContentFile, range: Range): Span {
  return {
    file: f.file,
    pointer: '',
    start: { line: range[0], column: range[1] },
    end: { line: range[2], column: range[3] },
  };
}

/** The accessibility facts of a page or snippet, when it parsed (for the accessibility rules). */
export function a11yOf(f: ContentFile): A11yExtract | undefined {
  const x = f.extract;
  return x.kind === 'mdx' && !x.error ? x.a11y : undefined;
}

/** docs.json `variables`: string values by name (others are not substituted). */
export function docsVariables(docs: JObject | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const v = getProp(docs, 'variables')?.value;
  if (v?.type !== 'object') return out;
  for (const p of v.props) if (p.value.type === 'string') out.set(p.key, p.value.value as string);
  return out;
}

/** Files under `_snippets/` and `snippets/` by file name, in path order. */
function snippetsByName(files: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of [...files].sort()) {
    if (!inSnippetFolder(f)) continue;
    const name = f.slice(f.lastIndexOf('/') + 1);
    const list = out.get(name);
    if (list) list.push(f);
    else out.set(name, [f]);
  }
  return out;
}
