import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { mdxjs } from 'micromark-extension-mdxjs';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Extension } from 'micromark-util-types';
import { deepNesting, MAX_NESTING } from './nesting.js';
import { extractA11y } from './a11y.js';
import { parseDirective } from '../core/directives.js';
import { prepare, type Prepared } from './prepare.js';
import type {
  ExtractOptions,
  HeadingInfo,
  ImportSpecifierInfo,
  LinkInfo,
  MdxExtract,
  Range,
  SkippedExtract,
  SyntaxProblem,
} from './types.js';

/** A node of the syntax tree, as far as the extract reads it. */
interface Node {
  type: string;
  children?: Node[];
  value?: unknown;
  url?: string;
  identifier?: string;
  depth?: number;
  name?: string | null;
  attributes?: Attribute[];
  position?: { start: Point; end: Point };
  data?: { estree?: Program };
}
interface Point {
  line: number;
  column: number;
  offset?: number;
}
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
  position?: { start: Point; end: Point };
}
/** The ESTree nodes an ESM block holds, as far as the extract reads them. */
interface EsNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface Program {
  body: EsNode[];
}

const MDX = mdxjs();
const FRONTMATTER = frontmatter(['yaml']);
const AUTOLINK = gfmAutolinkLiteral();
/** The autolink literals less the e-mail one, which is tried at every letter and digit of the text. */
const AUTOLINK_NO_EMAIL: Extension = {
  text: Object.fromEntries(
    Object.entries(AUTOLINK.text ?? {}).flatMap(([code, constructs]) => {
      const kept = [constructs ?? []].flat().filter((c) => c.name !== 'emailAutolink');
      return kept.length > 0 ? [[code, kept]] : [];
    }),
  ),
};
const FOOTNOTE = gfmFootnote();
const STRIKETHROUGH = gfmStrikethrough();
const TABLE = gfmTable();
const TASK_LIST = gfmTaskListItem();
const extensionSets = new Map<number, Extension[]>();

/**
 * The parser's extensions for a text: MDX, frontmatter and GFM (combined as `micromark-extension-gfm` does),
 * less the GFM constructs that cannot match anywhere in this text. A construct is tried at many characters (the
 * e-mail autolink at every letter, a table at every line) and together they take a third of the parse; one that
 * cannot match changes nothing in the tree. An e-mail autolink needs an `@`, a URL one `http`/`www`, a table a
 * `|`, a footnote `[^`, a strikethrough `~`.
 */
export function extensionsFor(text: string): Extension[] {
  const mask =
    (text.includes('@') ? 1 : 0) |
    (/https?:|www\./i.test(text) ? 2 : 0) |
    (text.includes('[^') ? 4 : 0) |
    (text.includes('~') ? 8 : 0) |
    (text.includes('|') ? 16 : 0);
  let set = extensionSets.get(mask);
  if (!set) {
    const autolink = mask & 1 ? [AUTOLINK] : mask & 2 ? [AUTOLINK_NO_EMAIL] : [];
    const gfm = combineExtensions([
      ...autolink,
      ...(mask & 4 ? [FOOTNOTE] : []),
      ...(mask & 8 ? [STRIKETHROUGH] : []),
      ...(mask & 16 ? [TABLE] : []),
      TASK_LIST,
    ]);
    set = [MDX, gfm, FRONTMATTER];
    extensionSets.set(mask, set);
  }
  return set;
}

// GFM's tree transform only finds more bare `https://…`, `www.…` and e-mail links in text, external ones
// that no rule reads; it walks the whole tree of every page, so it is left out.
const mdastExtensions = [
  mdxFromMarkdown(),
  ...gfmFromMarkdown().map((e) => ({ ...e, transforms: [] })),
  frontmatterFromMarkdown(['yaml']),
];

/** Parses an `.mdx` or `.md` file as the platform does (MDX, GFM, YAML frontmatter) and keeps what the rules need. */
export function extractMdx(text: string, options: ExtractOptions): MdxExtract {
  return extractPrepared(prepare(text, options.variables));
}

/** `extractMdx`, unless the page nests lists and blockquotes deeper than the platform renders: then it is not parsed. */
export function extractPage(text: string, options: ExtractOptions): MdxExtract | SkippedExtract {
  const prepared = prepare(text, options.variables);
  const deep = deepNesting(prepared.text);
  if (deep) {
    const at = prepared.range(deep.offset, deep.offset);
    return {
      kind: 'skipped',
      tooComplex: true,
      range: [at[0], 1, at[0], 1],
      reason:
        `Lists and blockquotes are nested ${deep.depth} levels deep here; the platform's MDX compiler fails from ` +
        `about 765 nested lists, and navlint does not parse a page nested deeper than ${MAX_NESTING} levels.`,
    };
  }
  return extractPrepared(prepared);
}

function extractPrepared(prepared: Prepared): MdxExtract {
  const out: MdxExtract = {
    kind: 'mdx',
    imports: [],
    exports: [],
    jsx: [],
    headings: [],
    ids: [],
    links: [],
    anchors: [],
    variables: [],
    snippetFiles: [],
  };
  let tree: Node;
  try {
    tree = fromMarkdown(prepared.text, { extensions: extensionsFor(prepared.text), mdastExtensions }) as Node;
  } catch (e) {
    out.error = syntaxProblem(e, prepared);
    return out;
  }
  new Walker(prepared, out).walk(tree);
  out.a11y = extractA11y(tree, prepared);
  return out;
}

/** A parse failure as a positioned problem; anything that is not the parser's own message is re-thrown. */
function syntaxProblem(e: unknown, prepared: Prepared): SyntaxProblem {
  const err = e as { reason?: unknown; place?: unknown; ruleId?: unknown; source?: unknown; cause?: unknown };
  if (typeof err?.reason !== 'string') throw e;
  const place = err.place as { start?: Point; end?: Point; line?: number; column?: number } | undefined;
  const start = place?.start ?? (typeof place?.line === 'number' ? (place as Point) : undefined);
  const end = place?.start ? place.end : undefined;
  const from = start ? prepared.parsedOffset(start.line, start.column) : 0;
  const to = end ? prepared.parsedOffset(end.line, end.column) : from;
  const cause = err.cause as { message?: unknown } | undefined;
  const detail = typeof cause?.message === 'string' ? cause.message.replace(/\s*\(\d+:\d+\)$/, '') : undefined;
  return {
    message: remapPositions(err.reason, prepared),
    range: prepared.range(from, to),
    ...(typeof err.ruleId === 'string' ? { ruleId: err.ruleId } : {}),
    ...(typeof err.source === 'string' ? { source: err.source } : {}),
    ...(detail ? { detail } : {}),
  };
}

/** Positions quoted in a message (`(7:10-7:26)`) are of the parsed text: they are rewritten for the original file. */
function remapPositions(message: string, prepared: Prepared): string {
  if (prepared.text === prepared.original) return message;
  return message.replace(/\((\d+):(\d+)-(\d+):(\d+)\)/g, (_all, l1: string, c1: string, l2: string, c2: string) => {
    const r = prepared.range(
      prepared.parsedOffset(Number(l1), Number(c1)),
      prepared.parsedOffset(Number(l2), Number(c2)),
    );
    return `(${r[0]}:${r[1]}-${r[2]}:${r[3]})`;
  });
}

const HEADING_TAG = /^h([1-6])$/;
/** Attributes that hold a URL on any element. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** An `icon` given as a file or URL rather than an icon name. */
const ICON_PATH = /^(\/|\.\.?\/|[a-z][a-z0-9+.-]*:)|\.(svg|png|jpe?g|gif|webp|ico|avif)$/i;
/** Components the platform gives an anchor made from one of their props, and those props. */
const ANCHOR_PROPS: Record<string, readonly string[]> = {
  Tab: ['title'],
  Accordion: ['title'],
  View: ['title'],
  Step: ['title', 'titleSize'],
  Update: ['label'],
  ParamField: ['query', 'path', 'body', 'header', 'name'],
  Param: ['query', 'path', 'body', 'header', 'name'],
  ResponseField: ['name'],
};

/** Walks the tree once, in document order, and fills the extract. */
class Walker {
  constructor(
    private readonly p: Prepared,
    private readonly out: MdxExtract,
  ) {}

  /** `titleSize` that a `<Steps>` passes on to the steps directly inside it. */
  private readonly inheritedTitleSize = new Map<Node, string>();

  private stepsTitleSize(steps: Node, size: string): void {
    // Fragments (`<>…</>`) are transparent; a nested `<Steps>` passes on its own.
    const stack = [...(steps.children ?? [])];
    while (stack.length > 0) {
      const child = stack.pop()!;
      if (child.type !== 'mdxJsxFlowElement') continue;
      if (child.name === 'Step') this.inheritedTitleSize.set(child, size);
      else if (!child.name) stack.push(...(child.children ?? []));
    }
  }

  /** Definitions by identifier, and how reference-style links use each. */
  private readonly definitions = new Map<string, LinkInfo>();
  private readonly references: [string, 'link' | 'image'][] = [];

  walk(root: Node): void {
    // An explicit stack: a hostile page may nest thousands of levels deep.
    const stack: Node[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      this.visit(node);
      const children = node.children;
      if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
    // A definition renders only through the references that use it (an image use makes it an image).
    for (const [id, as] of this.references) {
      const def = this.definitions.get(id);
      if (def && def.usedAs !== 'image') def.usedAs = as;
    }
  }

  private range(node: { position?: { start: Point; end: Point } }): Range {
    const pos = node.position;
    if (!pos) return [1, 1, 1, 1];
    return this.p.range(pos.start.offset ?? 0, pos.end.offset ?? 0);
  }

  private visit(node: Node): void {
    switch (node.type) {
      case 'heading': {
        const range = this.range(node);
        const id = this.p.headingIds.get(range[0]);
        const { text, codeQuotes } = headingText(node);
        this.out.headings.push({
          depth: node.depth ?? 1,
          text,
          range,
          ...(id !== undefined ? { id } : {}),
          ...(codeQuotes.length > 0 ? { codeQuotes } : {}),
        });
        break;
      }
      case 'link':
      case 'image':
      case 'definition':
        if (typeof node.url === 'string') this.link(node, node.type);
        break;
      case 'linkReference':
      case 'imageReference':
        if (typeof node.identifier === 'string')
          this.references.push([node.identifier, node.type === 'imageReference' ? 'image' : 'link']);
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const at = node.position?.start.offset;
        const candidate = at === undefined ? undefined : this.p.candidates.get(at);
        if (candidate && node.position!.end.offset === at! + (candidate.to - candidate.from)) {
          this.out.variables.push({ name: candidate.name, range: this.p.originalRange(candidate.from, candidate.to) });
        }
        this.directive(node);
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        this.element(node);
        break;
      case 'mdxjsEsm':
        if (node.data?.estree) this.esm(node.data.estree);
        break;
    }
  }

  /** An expression that is one `/* navlint-… *\/` comment and nothing else. */
  private directive(node: Node): void {
    const value = node.value;
    if (typeof value !== 'string' || !value.includes('navlint-')) return;
    // One comment and nothing else, found without backtracking (a hostile expression may be megabytes long).
    const body = value.trim();
    const close = body.indexOf('*/');
    if (!body.startsWith('/*') || close !== body.length - 2) return;
    const parsed = parseDirective(body.slice(2, close));
    if (parsed) (this.out.directives ??= []).push({ ...parsed, range: this.range(node) });
  }

  private element(node: Node): void {
    const name = node.name;
    if (!name) return;
    const start = node.position?.start.offset ?? 0;
    const text = this.p.text;
    let at = start + 1;
    while (at < text.length && /\s/.test(text[at])) at++;
    const nameRange = text.startsWith(name, at) ? this.p.range(at, at + name.length) : this.range(node);
    this.out.jsx.push({ name, range: nameRange });
    let id: string | undefined;
    let noAnchor = false;
    const anchorProps = Object.prototype.hasOwnProperty.call(ANCHOR_PROPS, name) ? ANCHOR_PROPS[name] : undefined;
    const props = new Map<string, string>();
    for (const attr of node.attributes ?? []) {
      if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
      if (attr.name === 'noAnchor') noAnchor = true;
      if (typeof attr.value !== 'string') continue;
      // `<use href>` inside an SVG names a symbol of a sprite, not a page or a file readers open.
      if (name === 'Snippet' && attr.name === 'file') {
        const range = this.attributeValueRange(attr);
        this.out.snippetFiles.push({
          file: attr.value,
          range: range ? this.p.range(range[0], range[1]) : this.range(attr),
        });
      } else if (
        (URL_ATTRIBUTES.has(attr.name) && name !== 'use') ||
        (attr.name === 'img' && name === 'Card') ||
        (attr.name === 'icon' && ICON_PATH.test(attr.value))
      )
        this.attributeLink(attr, name, attr.value);
      else if (attr.name === 'id') {
        id = attr.value;
        this.out.ids.push({ id, element: name, range: this.range(attr) });
      }
      if (anchorProps?.includes(attr.name) && attr.value !== '') props.set(attr.name, attr.value);
    }
    if (name === 'Steps' && node.attributes?.some((a) => a.name === 'titleSize' && typeof a.value === 'string'))
      this.stepsTitleSize(node, node.attributes.find((a) => a.name === 'titleSize')!.value as string);
    // A step has an anchor only when its title is a heading (`titleSize` h2 or h3, its own or its `<Steps>`'s).
    if (name === 'Step') {
      const size = props.get('titleSize') ?? this.inheritedTitleSize.get(node);
      props.delete('titleSize');
      if (noAnchor || (size !== 'h2' && size !== 'h3')) props.clear();
    }
    for (const [prop, value] of props) this.out.anchors.push({ element: name, prop, value });
    const heading = HEADING_TAG.exec(name);
    if (heading) {
      const h: HeadingInfo = { depth: Number(heading[1]), text: textOf(node), range: this.range(node), jsx: true };
      if (id !== undefined) h.id = id;
      if (noAnchor) h.noAnchor = true;
      this.out.headings.push(h);
    }
  }

  /** A Markdown link, image or definition, with its URL as written located in the text. */
  private link(node: Node, kind: 'link' | 'image' | 'definition'): void {
    const url = node.url as string;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    let at: [number, number] | undefined;
    if (start !== undefined && end !== undefined) {
      const text = this.p.text;
      if (kind === 'link' && text[start] === '<') at = [start + 1, end - 1];
      else {
        // After the label: `](` for links and images, `]:` for definitions.
        const last = kind === 'link' ? node.children?.at(-1)?.position?.end.offset : undefined;
        const close = last !== undefined ? last : closingBracket(text, start + (kind === 'image' ? 2 : 1), end);
        const open = kind === 'definition' ? ':' : '(';
        if (close !== undefined && text[close] === ']' && text[close + 1] === open)
          at = destination(text, close + 2, end);
      }
    }
    const info: LinkInfo = { kind, url, range: at ? this.p.range(at[0], at[1]) : this.range(node) };
    if (at) this.raw(info, at);
    this.out.links.push(info);
    if (kind === 'definition' && typeof node.identifier === 'string' && !this.definitions.has(node.identifier))
      this.definitions.set(node.identifier, info);
  }

  /** The offsets of a JSX attribute's string value between its quotes, in the parsed text. */
  private attributeValueRange(attr: Attribute): [number, number] | undefined {
    const start = attr.position?.start.offset;
    const end = attr.position?.end.offset;
    const text = this.p.text;
    if (start === undefined || end === undefined) return undefined;
    const eq = text.indexOf('=', start);
    let q = eq + 1;
    while (q < end && /\s/.test(text[q])) q++;
    if (eq >= 0 && eq < end && (text[q] === '"' || text[q] === "'") && text[end - 1] === text[q])
      return [q + 1, end - 1];
    return undefined;
  }

  /** A JSX attribute that holds a URL: the range is the value between its quotes. */
  private attributeLink(attr: Attribute, element: string, url: string): void {
    const at = this.attributeValueRange(attr);
    const info: LinkInfo = {
      kind: 'jsx',
      url,
      range: at ? this.p.range(at[0], at[1]) : this.range(attr),
      element,
      attribute: attr.name,
    };
    if (at) this.raw(info, at);
    this.out.links.push(info);
  }

  /** Keeps the URL as written when it differs from what the parser read. */
  private raw(info: LinkInfo, [from, to]: [number, number]): void {
    const raw = this.p.original.slice(this.p.toOriginal(from), this.p.toOriginal(to));
    if (raw !== info.url) info.raw = raw;
  }

  private esm(program: Program): void {
    for (const statement of program.body) {
      switch (statement.type) {
        case 'ImportDeclaration': {
          const source = statement.source as EsNode & { value: unknown };
          if (typeof source.value !== 'string') break;
          const specifiers: ImportSpecifierInfo[] = [];
          for (const s of statement.specifiers as EsNode[]) {
            const local = (s.local as { name: string }).name;
            if (s.type === 'ImportDefaultSpecifier')
              specifiers.push({ kind: 'default', imported: 'default', local, range: this.esRange(s.local as EsNode) });
            else if (s.type === 'ImportNamespaceSpecifier')
              specifiers.push({ kind: 'namespace', imported: '*', local, range: this.esRange(s.local as EsNode) });
            else {
              const imported = s.imported as EsNode & { name?: string; value?: unknown };
              const importedName = imported.name ?? String(imported.value);
              // Without `as`, acorn makes `imported` and `local` one node, whose position the MDX parser then
              // shifts twice: the specifier's own start is right, and the name starts there.
              const range = this.p.range(s.start, s.start + (imported.end - imported.start));
              specifiers.push({
                kind: importedName === 'default' ? 'default' : 'named',
                imported: importedName,
                local,
                range,
              });
            }
          }
          this.out.imports.push({ source: source.value, range: this.esRange(source), specifiers });
          break;
        }
        case 'ExportDefaultDeclaration':
          this.exported('default');
          break;
        case 'ExportAllDeclaration': {
          const as = statement.exported as { name?: string; value?: unknown } | null | undefined;
          if (as) this.exported(as.name ?? String(as.value));
          else this.out.exportsAll = true;
          break;
        }
        case 'ExportNamedDeclaration': {
          const decl = statement.declaration as EsNode | null | undefined;
          if (decl) for (const n of declaredNames(decl)) this.exported(n);
          for (const s of (statement.specifiers as EsNode[] | undefined) ?? []) {
            const exported = s.exported as { name?: string; value?: unknown };
            this.exported(exported.name ?? String(exported.value));
          }
          break;
        }
      }
    }
  }

  private exported(name: string): void {
    if (!this.out.exports.includes(name)) this.out.exports.push(name);
  }

  private esRange(node: EsNode): Range {
    return this.p.range(node.start, node.end);
  }
}

/** The offset of the `]` that closes a label opened before `from` (nested brackets, escapes and code spans skipped). */
function closingBracket(text: string, from: number, end: number): number | undefined {
  let depth = 0;
  for (let i = from; i < end; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '`') {
      let n = 1;
      while (text[i + n] === '`') n++;
      const close = text.indexOf('`'.repeat(n), i + n);
      if (close < 0 || close >= end) return undefined;
      i = close + n - 1;
    } else if (c === '[') depth++;
    else if (c === ']') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return undefined;
}

/** The `[from, to)` of a link destination that starts at `from` (after blanks): `<…>`, or up to a blank or an unbalanced `)`. */
function destination(text: string, from: number, end: number): [number, number] | undefined {
  let i = from;
  while (i < end && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r' || text[i] === '\n')) i++;
  if (text[i] === '<') {
    for (let j = i + 1; j < end; j++) {
      if (text[j] === '\\') j++;
      else if (text[j] === '>') return [i + 1, j];
      else if (text[j] === '\n' || text[j] === '<') return undefined;
    }
    return undefined;
  }
  let depth = 0;
  let j = i;
  for (; j < end; j++) {
    const c = text[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (c <= ' ') break;
  }
  return j > i ? [i, Math.min(j, end)] : undefined;
}

/** Names a declaration binds: `const A = …, { b, c: [d] } = …`, `function F`, `class C`. */
export function declaredNames(decl: EsNode): string[] {
  if (decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') {
    const id = decl.id as { name?: string } | null;
    return id?.name ? [id.name] : [];
  }
  if (decl.type !== 'VariableDeclaration') return [];
  const names: string[] = [];
  for (const d of decl.declarations as EsNode[]) patternNames(d.id as EsNode, names);
  return names;
}

function patternNames(node: EsNode | null | undefined, names: string[]): void {
  if (!node) return;
  switch (node.type) {
    case 'Identifier':
      names.push(node.name as string);
      break;
    case 'ObjectPattern':
      for (const p of node.properties as EsNode[])
        patternNames((p.type === 'RestElement' ? p.argument : p.value) as EsNode, names);
      break;
    case 'ArrayPattern':
      for (const e of node.elements as (EsNode | null)[]) patternNames(e, names);
      break;
    case 'RestElement':
      patternNames(node.argument as EsNode, names);
      break;
    case 'AssignmentPattern':
      patternNames(node.left as EsNode, names);
      break;
  }
}

/** The text content of a node: its text, inline code and the text of elements inside it (expressions are not text). */
/** A Markdown heading's text, and where in it stand quotes of inline code (which stay straight when rendered). */
function headingText(node: Node): { text: string; codeQuotes: number[] } {
  let text = '';
  const codeQuotes: number[] = [];
  const stack: Node[] = [...(node.children ?? [])].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'inlineCode') {
      const v = String(n.value ?? '');
      for (let i = 0; i < v.length; i++) if (v[i] === '"' || v[i] === "'") codeQuotes.push(text.length + i);
      text += v;
    } else if (n.type === 'text') text += String(n.value ?? '');
    else if (n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return { text, codeQuotes };
}

function textOf(node: Node): string {
  let out = '';
  const stack: Node[] = [...(node.children ?? [])].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'text' || n.type === 'inlineCode') out += String(n.value ?? '');
    else if (n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out;
}
