import path from 'node:path';
import { contentKind } from '../content/kind.js';
import type { FileSystem } from '../core/fs.js';
import { toPosix } from '../core/paths.js';
import type { ContentModel, ContentFile } from '../model/content.js';
import { readPageHead } from '../model/frontmatter.js';
import { shownFiles, type LinkCheck } from '../model/links.js';
import type { SiteModel } from '../model/site.js';

// What a change of files invalidates: nothing, the rules' findings, the pages that changed and those that depend on
// them, or the whole site.

/**
 * What an update did: nothing (no file of the site changed), the content rules only (a file that is not parsed
 * changed), the pages that changed and what depends on them, or the whole site again (docs.json, the set of
 * files, a page's metadata or an API document changed) with every page extract that did not change.
 */
export type UpdateKind = 'none' | 'rules' | 'content' | 'site';

/** The rules that judge every page together: they run on the whole site after any change. */
export const WHOLE_SITE = new Set(['page-unreachable']);

/** What a set of changed files asks for; the content files to parse again are added to `content`. */
export function classifyAll(
  model: SiteModel,
  fs: FileSystem,
  parsed: ReadonlyMap<string, unknown>,
  changed: Iterable<string>,
  content: Set<string>,
): UpdateKind {
  let kind: UpdateKind = 'none';
  for (const abs of new Set(changed)) {
    const k = classify(model, fs, parsed, abs, content);
    if (k === 'site') kind = 'site';
    else if (k === 'content' && kind !== 'site') kind = 'content';
    else if (k === 'rules' && kind === 'none') kind = 'rules';
  }
  return kind;
}

/** What kind of update a changed file (an absolute path) asks for. */
function classify(
  model: SiteModel,
  fs: FileSystem,
  parsed: ReadonlyMap<string, unknown>,
  abs: string,
  content: Set<string>,
): UpdateKind {
  if (abs === model.configFile || model.config.sources.has(abs) || abs === model.rc?.file) return 'site';
  const rel = toPosix(path.relative(model.root, abs));
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return 'none';
  if (rel.split('/').some((part) => part === '.git' || part === 'node_modules')) return 'none';
  if (rel === '.mintignore' || rel === '.navlintrc.json') return 'site';
  const kind = entryKind(fs, abs);
  const files = model.files;
  const known = files.files.has(rel);
  // A file or folder that comes or goes changes what the site holds.
  if (kind === 'dir') return files.dirs.has(rel) ? 'none' : 'site';
  if (kind === 'none') return known || files.dirs.has(rel) ? 'site' : 'none';
  if (!known) return 'site';
  if (/\.(json|ya?ml)$/i.test(rel)) return 'site';
  if (!contentKind(rel) || !parsed.has(rel)) return 'rules';
  content.add(rel);
  const meta = model.openapi?.pageMeta.get(rel);
  if (meta || files.pageFiles.includes(rel)) {
    let head: string | undefined;
    try {
      head = readPageHead(fs, abs);
    } catch {
      head = undefined;
    }
    // A page's metadata takes part in the navigation model (titles, `openapi:`): the site is resolved again.
    if (!meta || head === undefined || frontmatterOf(head) !== frontmatterOf(meta.source.text)) return 'site';
  }
  return 'content';
}

function entryKind(fs: FileSystem, abs: string): 'file' | 'dir' | 'none' {
  try {
    const st = fs.statSync(abs);
    return st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'none';
  } catch {
    return 'none';
  }
}

/** The frontmatter block at the start of a page's text, or nothing. */
function frontmatterOf(head: string): string {
  if (!/^\uFEFF?---[ \t]*\r?\n/.test(head)) return '';
  const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(head.slice(3));
  return close ? head.slice(0, 3 + close.index + close[0].length) : head;
}

/**
 * The snippets each file shows, by root-relative path, and the files that show each snippet: kept between updates
 * to find the files a change affects.
 */
export class ShowGraph {
  /** The snippets each file shows (found files only). */
  private edges = new Map<string, string[]>();
  /** The files that show each snippet, before and after the last change of content. */
  shownBy = new Map<string, Set<string>>();

  /** The graph of a whole content model. */
  static of(content: ContentModel): ShowGraph {
    const graph = new ShowGraph();
    for (const f of content.files) {
      const shown = shownFiles(content, f);
      if (shown.length > 0)
        graph.edges.set(
          f.rel,
          shown.map((s) => s.rel),
        );
    }
    return graph;
  }

  /**
   * Files whose links may resolve differently after `changed` were parsed again (`before` → `after`); undefined when
   * every file's may.
   */
  affected(before: ContentModel, after: ContentModel, changed: string[], links: LinkCheck): Set<string> | undefined {
    // A page that starts or stops showing `<Update>` entries gains or loses its RSS feed, a URL of the site.
    for (const rel of changed) if ([before, after].some((c) => hasUpdates(c.get(rel)))) return undefined;
    const edges = new Map(this.edges);
    for (const rel of changed) {
      const f = after.get(rel);
      if (f)
        edges.set(
          rel,
          shownFiles(after, f).map((s) => s.rel),
        );
      else edges.delete(rel);
    }
    const shows = new Map<string, Set<string>>();
    const shownBy = (this.shownBy = new Map<string, Set<string>>());
    for (const graph of [this.edges, edges])
      for (const [from, list] of graph)
        for (const to of list) {
          add(shows, from, to);
          add(shownBy, to, from);
        }
    this.edges = edges;
    const seen = new Set<string>(changed);
    // The pages that show a changed file have other IDs now; the snippets it shows are read against its URL.
    const showing = closure(changed, shownBy);
    const shown = closure(changed, shows);
    for (const rel of [...showing, ...shown]) seen.add(rel);
    for (const l of links.links)
      if (l.from && l.anchorsIn !== undefined && (showing.has(l.anchorsIn) || seen.has(l.anchorsIn)))
        seen.add(l.from.rel);
    return seen;
  }
}

function hasUpdates(f: ContentFile | undefined): boolean {
  return f?.extract.kind === 'mdx' && f.extract.jsx.some((j) => j.name === 'Update');
}

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** Everything reachable from `start` along `edges` (start itself left out unless reached again). */
export function closure(start: Iterable<string>, edges: Map<string, Set<string>>): Set<string> {
  const out = new Set<string>();
  const todo = [...start];
  while (todo.length > 0) {
    for (const next of edges.get(todo.pop()!) ?? [])
      if (!out.has(next)) {
        out.add(next);
        todo.push(next);
      }
  }
  return out;
}
