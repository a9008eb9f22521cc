import { closest, createRule, replaceInContent, suggestion, posix } from './api.js';
import { inSnippetFolder, type ContentFile, type ContentModel } from '../model/content.js';
import { shownFiles } from '../model/links.js';

/** An import whose path names no file: the platform's build fails. */
export default createRule({
  meta: {
    id: 'snippet-not-found',
    summary:
      'An `import` in a page or snippet names a file that does not exist (paths are absolute from the docs root or ' +
      'relative to the file), or a legacy `<Snippet file>` names no snippet; the closest snippet is suggested.',
    defaultSeverity: 'error',
    category: 'pages',
    hasSuggestions: true,
    messages: {
      importOutside: 'Import "{{source}}" leads outside the docs root; the platform cannot read it.',
      importMissing: 'Import "{{source}}" names no file (looked for {{path}}); the platform\'s build fails on it.',
      importMissingNear:
        'Import "{{source}}" names no file (looked for {{path}}); the platform\'s build fails on it. Did you mean ' +
        '"{{near}}"?',
      snippetMissing:
        "`<Snippet file>` {{file}} names no snippet (looked for {{paths}}); the platform's build leaves it out, and " +
        'the page shows nothing in its place.',
      snippetMissingNear:
        "`<Snippet file>` {{file}} names no snippet (looked for {{paths}}); the platform's build leaves it out, and " +
        'the page shows nothing in its place. Did you mean "{{near}}"?',
    },
  },
  readsContent: true,
  create({ model, report }) {
    const content = model.content;
    if (!content) return {};
    let candidates: string[] | undefined;
    const pages: ContentFile[] = [];
    const page = (f: ContentFile) => {
      if (f.page) pages.push(f);
      if (f.extract.kind !== 'mdx') return;
      for (const imp of f.extract.imports) {
        const res = content.resolveImport(f, imp);
        if (res.status === 'found' || res.status === 'package') continue;
        const span = content.span(f, imp.range);
        if (res.status === 'outside') {
          report({ span, messageId: 'importOutside', data: { source: imp.source } });
          continue;
        }
        candidates ??= content.importable();
        const near = suggest(res.rel, candidates);
        // Suggested in the form the import is written in: from the root, or relative to the file.
        const written =
          near === undefined ? undefined : imp.source.startsWith('/') ? '/' + near : relativeImport(f.rel, near);
        // The path is replaced in its quotes, when the new one needs no escaping there.
        const fix =
          written !== undefined && !/["'\\\n]/.test(written)
            ? replaceInContent(model, f.file, imp.range, imp.source, written)
            : undefined;
        report({
          span,
          messageId: written ? 'importMissingNear' : 'importMissing',
          data: { source: imp.source, path: res.rel, near: written ?? '' },
          ...suggestion(fix),
        });
      }
    };
    // A legacy `<Snippet file>` that names no snippet leaves the page without that content (the platform's build
    // only notes it): judged where readers see it, in pages and in the snippets they show.
    const done = () => {
      for (const f of shownToReaders(content, pages)) {
        if (f.extract.kind !== 'mdx') continue;
        for (const ref of f.extract.snippetFiles ?? []) {
          const res = content.resolveSnippetFile(ref);
          if (res.status !== 'missing') continue;
          candidates ??= content.importable();
          const near = suggest(res.tried[0], candidates.filter(inSnippetFolder));
          const written = near?.replace(/^_?snippets\//, '');
          const fix =
            written !== undefined && !/["'\\\n]/.test(written)
              ? replaceInContent(model, f.file, ref.range, ref.file, written)
              : undefined;
          report({
            span: content.span(f, ref.range),
            messageId: written !== undefined ? 'snippetMissingNear' : 'snippetMissing',
            data: { file: JSON.stringify(ref.file), paths: res.tried.join(' and '), near: written ?? '' },
            ...suggestion(fix),
          });
        }
      }
    };
    return { page, done };
  },
});

/** The pages, and the snippets that pages show (through any number of snippets between). */
function shownToReaders(content: ContentModel, pages: readonly ContentFile[]): ContentFile[] {
  const seen = new Set<string>();
  const queue = [...pages];
  const out: ContentFile[] = [];
  for (let next = 0; next < queue.length; next++) {
    const f = queue[next];
    if (seen.has(f.rel)) continue;
    seen.add(f.rel);
    out.push(f);
    queue.push(...shownFiles(content, f));
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/**
 * The file most likely meant: one of the same name in another format, or a near name in the same folder, or a near
 * path.
 */
function suggest(rel: string, candidates: string[]): string | undefined {
  const dir = posix.dirname(rel);
  const stem = (p: string) => posix.basename(p).replace(/\.[^.]*$/, '');
  const here = candidates.filter((c) => posix.dirname(c) === dir);
  const same = here.find((c) => stem(c) === stem(rel));
  if (same) return same;
  const byStem = new Map(here.map((c) => [stem(c), c]));
  const near = closest(stem(rel), byStem.keys());
  if (near !== undefined) return byStem.get(near);
  // Elsewhere: a file of the same or a near name, the nearest by path.
  const all = new Map<string, string[]>();
  for (const c of candidates) (all.get(stem(c)) ?? all.set(stem(c), []).get(stem(c))!).push(c);
  const name = all.has(stem(rel)) ? stem(rel) : closest(stem(rel), all.keys());
  if (name === undefined) return undefined;
  const paths = all.get(name)!;
  return closest(rel, paths, 1) ?? paths[0];
}

/** The path of `target` as written from `from` (both root-relative): `./x.mdx`, `../snippets/x.mdx`. */
function relativeImport(from: string, target: string): string {
  const rel = posix.relative(posix.dirname(from), target);
  return rel.startsWith('../') ? rel : './' + rel;
}
