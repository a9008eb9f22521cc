import { fromMarkdown } from 'mdast-util-from-markdown';
import { classifyHref, escapeHtml } from './escape.js';

type MdNode = ReturnType<typeof fromMarkdown>['children'][number] | ReturnType<typeof fromMarkdown>;

interface MdLike {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  identifier?: string;
  children?: MdLike[];
}

/** Deepest Markdown nesting rendered as markup; anything deeper is shown as plain text. */
const MAX_DEPTH = 32;

/**
 * Renders a banner's Markdown as inline HTML: text, emphasis, code and links only. Raw HTML is shown as
 * text, images as their alt text, and a link whose target is not http(s), mailto or relative as its text.
 */
export function renderBannerMarkdown(markdown: string): string {
  const tree = fromMarkdown(markdown) as MdNode as MdLike;
  const definitions = new Map<string, string>();
  const collect = (n: MdLike, depth: number) => {
    if (n.type === 'definition' && n.identifier !== undefined && n.url !== undefined)
      definitions.set(n.identifier, n.url);
    if (depth < MAX_DEPTH) for (const c of n.children ?? []) collect(c, depth + 1);
  };
  collect(tree, 0);
  const blocks = (tree.children ?? [])
    .filter((c) => c.type !== 'definition')
    .map((c) => render(c, definitions, 1).trim())
    .filter(Boolean);
  return blocks.join(' ');
}

function render(n: MdLike, defs: Map<string, string>, depth: number): string {
  if (depth > MAX_DEPTH) return escapeHtml(plainText(n));
  const inner = () => (n.children ?? []).map((c) => render(c, defs, depth + 1)).join('');
  switch (n.type) {
    case 'text':
      return escapeHtml(n.value ?? '');
    case 'strong':
      return `<strong>${inner()}</strong>`;
    case 'emphasis':
      return `<em>${inner()}</em>`;
    case 'delete':
      return `<del>${inner()}</del>`;
    case 'inlineCode':
    case 'code':
      return `<code>${escapeHtml(n.value ?? '')}</code>`;
    case 'break':
      return '<br>';
    case 'image':
    case 'imageReference':
      return escapeHtml(n.alt ?? '');
    case 'link':
      return link(n.url ?? '', inner());
    case 'linkReference': {
      const url = n.identifier !== undefined ? defs.get(n.identifier) : undefined;
      return url !== undefined ? link(url, inner()) : inner();
    }
    case 'definition':
      return '';
    case 'heading':
      return `<strong>${inner()}</strong> `;
    case 'paragraph':
    case 'listItem':
    case 'list':
    case 'blockquote':
      return inner() + ' ';
    default:
      // Raw HTML and anything else: the text as written, escaped.
      return n.value !== undefined ? escapeHtml(n.value) : inner();
  }
}

function link(raw: string, text: string): string {
  const target = classifyHref(raw);
  if (target.kind === 'refused') return text;
  const external = target.kind === 'absolute';
  return `<a href="${escapeHtml(target.href)}"${external ? ' class="ext" rel="noopener noreferrer" target="_blank"' : ''}>${text}${external ? '<span class="sr-only"> (external link)</span>' : ''}</a>`;
}

function plainText(n: MdLike): string {
  const out: string[] = [];
  const stack: MdLike[] = [n];
  while (stack.length) {
    const x = stack.pop()!;
    if (x.value !== undefined) out.push(x.value);
    if (x.children) for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]);
  }
  return out.join('');
}
