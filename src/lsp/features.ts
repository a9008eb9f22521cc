import path from 'node:path';
import { getLocation } from 'jsonc-parser';
import type {
  CodeAction,
  CompletionItem,
  DocumentLink,
  Hover,
  Location,
  Range as LspRange,
} from 'vscode-languageserver';
import type { Diagnostic, Fix, Position } from '../core/types.js';
import { SourceText } from '../core/source.js';
import { isDefaultIgnored, pagePathOf, pageUrl } from '../load/files.js';
import { anchorsOf, cleanId, headingId } from '../model/anchors.js';
import { decodeSafe, linkCheckOf, type CheckedLink, type UrlTarget } from '../model/links.js';
import type { NavElement, PageEntry } from '../model/nav.js';
import { pageRefs, sidebarLabel } from '../model/pages.js';
import type { SiteModel } from '../model/site.js';
import { overlaps, toLspPosition, toLspRange, uriOf, within, workspaceChanges } from './convert.js';

const START = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/** Where what is under the cursor is defined: a page, an operation or channel in its document, a heading. */
export function definition(model: SiteModel, file: string, at: Position): Location[] {
  if (file === model.configFile) {
    const entry = entryAt(model, at);
    if (entry?.operation) {
      const op = model.openapi?.entryTargets.get(entry);
      return op ? [{ uri: uriOf(op.spec.file), range: toLspRange(op.span) }] : [];
    }
    const ref = pageRefs(model).find((r) => within(at, r.span));
    const page = ref ? pageFile(model, ref.path) : undefined;
    return page ? [{ uri: uriOf(page), range: START }] : [];
  }
  const rel = relOf(model, file);
  const binding = model.openapi?.bindings.find((b) => b.file === rel && within(at, b.span));
  if (binding?.op) return [{ uri: uriOf(binding.op.spec.file), range: toLspRange(binding.op.span) }];
  const channel = model.references?.bindings.find((b) => path.join(model.root, b.file) === file && within(at, b.span));
  if (channel?.doc) {
    const c = channel.doc.channels.find((x) => x.id === channel.channel);
    if (c) return [{ uri: uriOf(channel.doc.file), range: toLspRange(c.span) }];
  }
  const link = linkAt(model, file, at);
  if (!link) return [];
  const target = landing(model, link);
  if (!target) return [];
  const abs = path.join(model.root, target);
  const hash = link.written.indexOf('#');
  const heading = hash >= 0 ? headingRange(model, target, link.written.slice(hash + 1)) : undefined;
  return [{ uri: uriOf(abs), range: heading ?? START }];
}

/** A navigation entry's URL and breadcrumb. */
export function hover(model: SiteModel, file: string, at: Position): Hover | undefined {
  if (file !== model.configFile) return undefined;
  const entry = entryAt(model, at);
  if (!entry) return undefined;
  const trail = breadcrumb(entry.parent);
  let url: string | undefined;
  let label = entry.raw;
  let where = '';
  if (entry.operation) {
    const node = model.openapi?.entryNode(entry);
    url = node?.url;
    const op = model.openapi?.entryTargets.get(entry);
    if (op) {
      label = op.summary ?? entry.raw;
      where = `${op.method} ${op.path} in \`${op.spec.rel}\``;
    }
  } else {
    const page = pageFile(model, entry.path);
    if (page) {
      const rel = relOf(model, page);
      const meta = model.openapi?.pageMeta.get(rel);
      label = sidebarLabel(meta, undefined, pagePathOf(rel));
      url = pageUrl(rel);
      where = `\`${rel}\``;
    }
  }
  const lines = [
    url !== undefined ? `**${escapeMd(url)}**${where ? ` · ${where}` : ''}` : `No page: ${escapeMd(entry.raw)}`,
    '',
    [...trail, label].map(escapeMd).join(' › '),
  ];
  return { contents: { kind: 'markdown', value: lines.join('\n') }, range: toLspRange(entry.node.span) };
}

/** Page paths in docs.json, internal link targets (and the fragments of a page) in pages. */
export function completion(model: SiteModel, file: string, text: string, at: Position): CompletionItem[] {
  const source = new SourceText(file, text);
  const offset = source.offsetAt(at) ?? text.length;
  if (file === model.configFile) {
    const loc = getLocation(text, offset);
    const key = [...loc.path].reverse().find((p) => typeof p === 'string');
    if (loc.isAtPropertyKey || (key !== 'pages' && key !== 'root')) return [];
    const node = loc.previousNode;
    const range =
      node?.type === 'string'
        ? rangeOf(source, node.offset + 1, Math.max(node.offset + 1, node.offset + node.length - 1))
        : undefined;
    return pagePaths(model).map((p) => ({
      label: p,
      kind: 17, // File
      ...(range ? { textEdit: { range, newText: p } } : {}),
    }));
  }
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const m = /\]\(([^()\s]*)$/.exec(before) ?? /\b(?:href|to)=["']([^"'\s]*)$/.exec(before);
  if (!m) return [];
  const typed = m[1];
  const range = rangeOf(source, offset - typed.length, offset);
  const hash = typed.indexOf('#');
  if (hash >= 0) {
    const target = hash === 0 ? relOf(model, file) : landingOfUrl(model, typed.slice(0, hash));
    const x = target ? model.content?.get(target)?.extract : undefined;
    if (x?.kind !== 'mdx') return [];
    const prefix = typed.slice(0, hash);
    return anchorsOf(x).shown.map((id) => ({
      label: `#${id}`,
      kind: 18,
      textEdit: { range, newText: `${prefix}#${id}` },
    }));
  }
  if (!typed.startsWith('/') && typed !== '') return [];
  const urls = new Set<string>();
  for (const rel of model.files.pageFiles) if (!isDefaultIgnored(rel)) urls.add(pageUrl(rel));
  for (const u of model.openapi?.operationUrls ?? []) urls.add(u);
  return [...urls].sort().map((u) => ({ label: u, kind: 17, textEdit: { range, newText: u } }));
}

/** Every page path of docs.json as a link to its file (an operation entry to its place in the document). */
export function documentLinks(model: SiteModel, file: string): DocumentLink[] {
  if (file !== model.configFile) return [];
  const out: DocumentLink[] = [];
  for (const ref of pageRefs(model)) {
    if (ref.span.file !== file) continue;
    const page = pageFile(model, ref.path);
    if (page) out.push({ range: toLspRange(ref.span), target: uriOf(page), tooltip: relOf(model, page) });
  }
  for (const entry of model.entries) {
    const op = entry.operation ? model.openapi?.entryTargets.get(entry) : undefined;
    if (!op || entry.node.span.file !== file) continue;
    out.push({
      range: toLspRange(entry.node.span),
      target: `${uriOf(op.spec.file)}#L${op.span.start.line}`,
      tooltip: `${op.method} ${op.path} in ${op.spec.rel}`,
    });
  }
  return out;
}

/** Code actions for the findings of a file that meet a range: each fix, then each suggestion. */
export function codeActions(
  findings: readonly Diagnostic[],
  range: { start: Position; end: Position },
  textOf: (file: string) => string | undefined,
): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of findings) {
    if (!overlaps(d.span, range)) continue;
    const diagnostic = {
      range: toLspRange(d.span),
      severity: d.severity === 'error' ? 1 : d.severity === 'warning' ? 2 : 3,
      source: 'navlint',
      code: d.rule,
      message: d.help !== undefined ? `${d.message}\n${d.help}` : d.message,
    } as const;
    if (d.fix)
      out.push({
        title: `${describeFix(d.fix, textOf)} (${d.rule})`,
        kind: 'quickfix',
        isPreferred: true,
        diagnostics: [diagnostic],
        edit: { changes: workspaceChanges(d.fix) },
      });
    for (const s of d.suggestions ?? [])
      out.push({
        title: `${s.description ?? describeFix(s.fix, textOf)} (${d.rule})`,
        kind: 'quickfix',
        diagnostics: [diagnostic],
        edit: { changes: workspaceChanges(s.fix) },
      });
  }
  return out;
}

/**
 * A fix in words: the word it changes, before and after (`Change "guide/intro.mdx" to "guide/intro"`), for an edit
 * within one line; else what it inserts or how many edits it makes.
 */
function describeFix(fix: Fix, textOf: (file: string) => string | undefined): string {
  const quote = (s: string) => JSON.stringify(s.length > 60 ? s.slice(0, 57) + '…' : s);
  if (fix.edits.length !== 1) return `Apply ${fix.edits.length} edits`;
  const e = fix.edits[0];
  const text = textOf(fix.file);
  const source = text !== undefined ? new SourceText(fix.file, text) : undefined;
  const from = source?.offsetAt(e.range.start);
  const to = source?.offsetAt(e.range.end);
  if (
    text === undefined ||
    from === undefined ||
    to === undefined ||
    e.range.start.line !== e.range.end.line ||
    e.text.includes('\n')
  )
    return e.text.trim() !== '' ? `Write ${quote(e.text.trim())}` : 'Apply the fix';
  // The word around the edit: up to blanks, quotes and brackets.
  const stop = /[\s"'`()[\]{}<>,]/;
  let start = from;
  while (start > 0 && !stop.test(text[start - 1])) start--;
  let end = to;
  while (end < text.length && !stop.test(text[end])) end++;
  const before = text.slice(start, end);
  const after = text.slice(start, from) + e.text + text.slice(to, end);
  if (before === '') return `Insert ${quote(e.text)}`;
  if (after === '') return `Remove ${quote(before)}`;
  return `Change ${quote(before)} to ${quote(after)}`;
}

/** The navigation entry under a position of docs.json. */
function entryAt(model: SiteModel, at: Position): PageEntry | undefined {
  return model.entries.find((e) => e.node.span.file === model.configFile && within(at, e.node.span));
}

/** The link of a page or snippet under a position. */
function linkAt(model: SiteModel, file: string, at: Position): CheckedLink | undefined {
  if (!model.content) return undefined;
  return linkCheckOf(model).links.find((l) => l.from?.file === file && within(at, l.span));
}

/** The labels of the elements above an entry: product, version, tab, group… */
function breadcrumb(el: NavElement | undefined): string[] {
  const out: string[] = [];
  for (let e = el; e; e = e.parent) if (e.label !== undefined && e.label !== '') out.unshift(e.label);
  return out;
}

/** The file of a page path, when there is one. */
function pageFile(model: SiteModel, pagePath: string): string | undefined {
  const res = model.files.resolvePage(pagePath.replace(/\.mdx?$/i, ''));
  return res.status === 'found' ? path.join(model.root, res.file) : undefined;
}

/** The root-relative path of a file, with `/`. */
function relOf(model: SiteModel, file: string): string {
  return path.relative(model.root, file).split(path.sep).join('/');
}

/** The page file a resolved link ends on (through redirects; the home page is `index`). */
function landing(model: SiteModel, link: CheckedLink): string | undefined {
  if (link.url === undefined) return link.from?.rel;
  return targetFile(model, link.target);
}

function targetFile(model: SiteModel, t: UrlTarget | undefined): string | undefined {
  if (!t) return undefined;
  if (t.kind === 'page' || t.kind === 'static') return t.file;
  if (t.kind === 'redirect' && t.end.kind === 'url') return targetFile(model, t.end.target);
  if (t.kind === 'home') {
    const index = linkCheckOf(model).urls.resolve('/index');
    return index.kind === 'page' ? index.file : undefined;
  }
  return undefined;
}

/** The page file a root-relative URL written in a link leads to. */
function landingOfUrl(model: SiteModel, url: string): string | undefined {
  if (!url.startsWith('/')) return undefined;
  return targetFile(model, linkCheckOf(model).urls.resolve(decodeSafe(url.replace(/\?.*$/, ''))));
}

/** The heading (or element with an `id`) of a page that a fragment names. */
function headingRange(model: SiteModel, rel: string, fragment: string): LspRange | undefined {
  const x = model.content?.get(rel)?.extract;
  if (x?.kind !== 'mdx') return undefined;
  const wanted = cleanId(decodeSafe(fragment)).toLowerCase();
  const h = x.headings.find((h) => (h.id !== undefined ? cleanId(h.id) : headingId(h.text)).toLowerCase() === wanted);
  const r = h?.range ?? x.ids.find((i) => i.id.toLowerCase() === wanted)?.range;
  return r ? toLspRange({ start: { line: r[0], column: r[1] }, end: { line: r[2], column: r[3] } }) : undefined;
}

/** Every page path a navigation entry may name. */
function pagePaths(model: SiteModel): string[] {
  return model.files.pageFiles
    .filter((rel) => !isDefaultIgnored(rel) && !rel.startsWith('snippets/'))
    .map(pagePathOf)
    .sort();
}

function rangeOf(source: SourceText, from: number, to: number): LspRange {
  return { start: toLspPosition(source.position(from)), end: toLspPosition(source.position(to)) };
}

function escapeMd(s: string): string {
  return s.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}
