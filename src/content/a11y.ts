import type { Prepared } from './prepare.js';
import type { A11yExtract, IconUse, LinkTextInfo, MediaInfo, Range } from './a11y-types.js';
import { isUnclear } from './link-text.js';

/** A node of the syntax tree, as far as these facts read it. */
interface Node {
  type: string;
  children?: Node[];
  value?: unknown;
  url?: string;
  alt?: string | null;
  title?: string | null;
  identifier?: string;
  name?: string | null;
  attributes?: Attribute[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** Attributes read from JSX elements, by name: a literal string, `''` for a bare attribute, `undefined` for an expression. */
type Attrs = Map<string, { value: string | undefined; attr: Attribute }>;

/** Collects the media, link texts, tables and icon props of a parsed page. */
export function extractA11y(root: Node, p: Prepared): A11yExtract {
  const out: A11yExtract = { media: [], linkTexts: [], tables: [], icons: [] };
  const definitions = new Map<string, Node>();
  const imageRefs: [Node, string | undefined][] = [];
  // An explicit stack, as the main walk: a hostile page may nest thousands of levels deep.
  // Each node with the caption of the `<Frame>` around it and the block (paragraph, table cell) that holds it.
  const stack: [Node, string | undefined, Node | undefined][] = [[root, undefined, undefined]];
  const blockText = new Map<Node, string>();
  while (stack.length > 0) {
    const [node, frameCaption, within] = stack.pop()!;
    let caption = frameCaption;
    const block = node.type === 'paragraph' || node.type === 'tableCell' ? node : within;
    switch (node.type) {
      case 'image':
        out.media.push(markdownImage(node, p, node.url, node.title, frameCaption));
        break;
      case 'imageReference':
        imageRefs.push([node, frameCaption]);
        break;
      case 'definition':
        if (typeof node.identifier === 'string' && !definitions.has(node.identifier))
          definitions.set(node.identifier, node);
        break;
      case 'link':
      case 'linkReference': {
        const info: LinkTextInfo = { kind: 'markdown', ...linkText(node), ...urlOf(node), range: range(node, p) };
        // A Markdown title (`[](#x "Direct link")`) names the link, as `title` names an `<a>`.
        if (typeof node.title === 'string' && node.title.trim() !== '') info.labelled = true;
        if (!isUnclear(info)) break;
        if (block && info.text !== '') {
          if (!blockText.has(block)) blockText.set(block, plainText(block));
          if (clearInContext(info.text, blockText.get(block)!)) break;
        }
        out.linkTexts.push(info);
        break;
      }
      case 'table':
        out.tables.push({ kind: 'markdown', header: markdownHeader(node), range: range(node, p) });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        caption = element(node, p, out, frameCaption);
        break;
    }
    const children = node.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], caption, block]);
  }
  for (const [node, frameCaption] of imageRefs) {
    const def = typeof node.identifier === 'string' ? definitions.get(node.identifier) : undefined;
    out.media.push(markdownImage(node, p, def?.url, def?.title, frameCaption));
  }
  out.media.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  return out;
}

function range(node: { position?: Node['position'] }, p: Prepared): Range {
  const pos = node.position;
  if (!pos) return [1, 1, 1, 1];
  return p.range(pos.start.offset ?? 0, pos.end.offset ?? 0);
}

function markdownImage(
  node: Node,
  p: Prepared,
  url: string | undefined,
  title: string | null | undefined,
  frameCaption: string | undefined,
): MediaInfo {
  const alt = typeof node.alt === 'string' ? node.alt : '';
  const info: MediaInfo = { kind: 'markdown', alt, range: range(node, p) };
  if (url !== undefined) info.src = url;
  const caption = title?.trim() || frameCaption;
  if (caption) info.caption = caption;
  if (frameCaption !== undefined) info.inFrame = true;
  const start = node.position?.start.offset;
  if (alt === '' && start !== undefined && p.text.startsWith('![]', start))
    info.insertAt = p.range(start + 2, start + 2);
  return info;
}

/** The `<Frame>` caption passed on to the children, or the one in force. */
function element(node: Node, p: Prepared, out: A11yExtract, frameCaption: string | undefined): string | undefined {
  const name = node.name;
  if (!name) return frameCaption;
  const attrs: Attrs = new Map();
  let spread = false;
  for (const a of node.attributes ?? []) {
    if (a.type === 'mdxJsxExpressionAttribute') spread = true;
    else if (a.name)
      attrs.set(a.name, { value: a.value === null ? '' : typeof a.value === 'string' ? a.value : undefined, attr: a });
  }
  const start = node.position?.start.offset ?? 0;
  let at = start + 1;
  while (at < p.text.length && /\s/.test(p.text[at])) at++;
  const tag: Range = p.text.startsWith(name, at) ? p.range(start, at + name.length) : range(node, p);
  const nameEnd = p.text.startsWith(name, at) ? p.range(at + name.length, at + name.length) : undefined;
  switch (name) {
    case 'Frame': {
      const c = attrs.get('caption')?.value?.trim();
      return c || frameCaption;
    }
    case 'img':
    case 'video':
    case 'iframe': {
      const names =
        name === 'img' ? ['alt'] : name === 'video' ? ['alt', 'title', 'aria-label'] : ['title', 'aria-label'];
      const info: MediaInfo = { kind: name, range: tag };
      for (const n of [...names, 'aria-labelledby']) {
        const a = attrs.get(n);
        if (!a) continue;
        if (a.value === undefined || n === 'aria-labelledby') info.dynamic = true;
        else if (info.alt === undefined || (info.alt.trim() === '' && a.value.trim() !== '')) {
          info.alt = a.value;
          info.altAttribute = n;
        }
      }
      if (spread) info.dynamic = true;
      const role = attrs.get('role')?.value;
      if (attrs.get('aria-hidden')?.value === 'true' || role === 'presentation' || role === 'none')
        info.decorative = true;
      const src = attrs.get('src')?.value;
      if (src) info.src = src;
      const caption = (name === 'img' ? attrs.get('title')?.value?.trim() : undefined) || frameCaption;
      if (caption) info.caption = caption;
      if (frameCaption !== undefined) info.inFrame = true;
      if (nameEnd && info.alt === undefined && !info.dynamic) info.insertAt = nameEnd;
      out.media.push(info);
      break;
    }
    case 'a': {
      const labelled = ['aria-label', 'aria-labelledby', 'title'].some((n) => {
        const a = attrs.get(n);
        return a && (a.value === undefined || a.value.trim() !== '');
      });
      const info: LinkTextInfo = { kind: 'a', ...linkText(node), range: tag };
      if (labelled || spread) info.labelled = true;
      const href = attrs.get('href')?.value;
      if (href !== undefined) info.url = href;
      keepUnclear(out, info);
      break;
    }
    case 'table':
      out.tables.push({ kind: 'table', header: hasHeaderCell(node), range: tag });
      break;
  }
  const icon = attrs.get('icon');
  // An icon given as an element (`icon={<svg …/>}`) has no style: `iconType` beside it is never read.
  const iconType = icon && icon.value === undefined ? undefined : attrs.get('iconType');
  if ((icon && icon.value !== undefined) || (iconType && iconType.value !== undefined)) {
    const use: IconUse = { element: name };
    if (icon?.value !== undefined) use.icon = { value: icon.value, range: valueRange(icon.attr, p) };
    if (iconType?.value !== undefined) use.iconType = { value: iconType.value, range: valueRange(iconType.attr, p) };
    out.icons.push(use);
  }
  return frameCaption;
}

/** The range of an attribute's literal value, between its quotes (the whole attribute when it cannot be told). */
function valueRange(attr: Attribute, p: Prepared): Range {
  const start = attr.position?.start.offset;
  const end = attr.position?.end.offset;
  if (start !== undefined && end !== undefined) {
    const eq = p.text.indexOf('=', start);
    let q = eq + 1;
    while (q < end && /\s/.test(p.text[q])) q++;
    if (eq >= 0 && eq < end && (p.text[q] === '"' || p.text[q] === "'") && p.text[end - 1] === p.text[q])
      return p.range(q + 1, end - 1);
  }
  return range(attr, p);
}

/** The text of a link: its text and inline code, the alt of images in it, and whether something unreadable names it. */
function linkText(link: Node): { text: string; imageAlt?: string; labelled?: true } {
  let text = '';
  const alts: string[] = [];
  let labelled = false;
  const stack: Node[] = [...(link.children ?? [])].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'text' || n.type === 'inlineCode') text += String(n.value ?? '');
    else if (n.type === 'image' || n.type === 'imageReference') {
      if (n.alt) alts.push(n.alt);
    } else if (n.type === 'mdxTextExpression' || n.type === 'mdxFlowExpression') labelled = true;
    else if (n.type === 'mdxJsxTextElement' || n.type === 'mdxJsxFlowElement') {
      if (n.name === 'img') {
        const alt = n.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'alt');
        if (alt && typeof alt.value !== 'string' && alt.value !== null) labelled = true;
        else if (typeof alt?.value === 'string' && alt.value.trim() !== '') alts.push(alt.value);
      } else if (n.name && /^[A-Z]/.test(n.name) && n.name !== 'Icon' && !n.children?.length) labelled = true;
      if (n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    } else if (n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    ...(alts.length > 0 ? { imageAlt: alts.join(' ') } : {}),
    ...(labelled ? { labelled: true as const } : {}),
  };
}

/**
 * Keeps a link whose name is unclear (see `isUnclear`): the others, most of a page's links, are never reported, and
 * would only make the extract larger (each one's URL is kept in the page's links too).
 */
/** The text of a block, its links' texts included, white space collapsed. */
function plainText(node: Node): string {
  let out = '';
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if ((n.type === 'text' || n.type === 'inlineCode') && typeof n.value === 'string') out += n.value;
    else if (n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out.replace(/\s+/g, ' ');
}

/** Words that say nothing of a link's target: what is left of its sentence without them names it, or does not. */
const STOCK = new Set(
  (
    'a about above also an and any are at below can check click details doc docs documentation find follow ' +
    'following for from further get go guide here how in info information is it learn link more of on or our ' +
    'out page please read refer see the these this to visit we what you your'
  ).split(' '),
);

/**
 * Whether a vague link text ("here", "this page") is clear in its sentence, as WCAG 2.4.4 lets the sentence,
 * paragraph, list item or table cell around a link tell its purpose: the sentence, without the link's text, names
 * a subject in at least two words of its own ("Read more about indexing and retrieval [here]"), where "See [here]
 * for more information." names none.
 */
export function clearInContext(linkText: string, block: string): boolean {
  const at = block.indexOf(linkText);
  if (at < 0) return false;
  const start = Math.max(
    block.lastIndexOf('. ', at),
    block.lastIndexOf('! ', at),
    block.lastIndexOf('? ', at),
    block.lastIndexOf('; ', at),
  );
  const ends = ['. ', '! ', '? ', '; '].map((e) => block.indexOf(e, at + linkText.length)).filter((i) => i >= 0);
  const sentence = block.slice(start < 0 ? 0 : start + 1, ends.length ? Math.min(...ends) + 1 : block.length);
  const rest = sentence.replace(linkText, ' ');
  const words = rest.match(/[\p{L}\p{N}][\p{L}\p{N}_.'’-]*/gu) ?? [];
  return words.filter((w) => w.length >= 3 && !STOCK.has(w.toLowerCase().replace(/[.'’]+$/, ''))).length >= 2;
}

function keepUnclear(out: A11yExtract, link: LinkTextInfo): void {
  if (isUnclear(link)) out.linkTexts.push(link);
}

function urlOf(node: Node): { url?: string } {
  return typeof node.url === 'string' ? { url: node.url } : {};
}

/** Whether the first row of a GFM table has text (or anything else) in a cell. */
function markdownHeader(table: Node): boolean {
  const head = table.children?.[0];
  return (head?.children ?? []).some((cell) =>
    (cell.children ?? []).some((c) => c.type !== 'text' || String(c.value).trim() !== ''),
  );
}

/** Whether a JSX `<table>` has a `<th>` or `<thead>` anywhere inside it (or content that cannot be read). */
function hasHeaderCell(table: Node): boolean {
  const stack: Node[] = [...(table.children ?? [])];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
      if (n.name === 'th' || n.name === 'thead') return true;
      if (n.name && /^[A-Z]/.test(n.name)) return true;
    }
    if (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') return true;
    if (n.children) for (const c of n.children) stack.push(c);
  }
  return false;
}
