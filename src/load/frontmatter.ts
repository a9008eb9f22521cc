import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import type { FileSystem } from '../core/fs.js';
import { SourceText } from '../core/source.js';
import type { Span } from '../core/types.js';
import { parseYamlDoc } from '../openapi/parse.js';
import { getProp, type JNode } from './json.js';

/** Most bytes read from the start of a page while looking for the end of its frontmatter. */
export const MAX_FRONTMATTER_BYTES = 256 * 1024;

/** The metadata of a page: its frontmatter fields with positions. */
export interface PageMeta {
  file: string;
  source: SourceText;
  data?: JNode;
  title?: string;
  /** The `openapi:` field, when it is a string. */
  openapi?: { value: string; span: Span };
  errors: { message: string; span: Span }[];
}

/** Reads the start of a file up to the line that closes its frontmatter (or the first bytes when there is none). */
export function readHead(fs: FileSystem, file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const chunk = new Uint8Array(16 * 1024);
    const parts: Uint8Array[] = [];
    let total = 0;
    let text = '';
    for (;;) {
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n <= 0) break;
      parts.push(chunk.slice(0, n));
      total += n;
      text = Buffer.concat(parts).toString('utf8');
      if (!/^\uFEFF?---[ \t]*\r?\n/.test(text) && text.length >= 4) break;
      const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(text.slice(3));
      if (close && close.index + 3 + close[0].length < text.length) break;
      if (total >= MAX_FRONTMATTER_BYTES) break;
    }
    return text;
  } finally {
    fs.closeSync(fd);
  }
}

/** Parses a page's frontmatter (YAML between `---` lines) with positions in the page file. */
export function parseFrontmatter(file: string, head: string): PageMeta {
  const source = new SourceText(file, head);
  const meta: PageMeta = { file, source, errors: [] };
  if (!/^\uFEFF?---[ \t]*\r?\n/.test(head)) return meta;
  // Only the frontmatter block is handed to the Markdown parser: the body is never read.
  const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(head.slice(3));
  const block = close ? head.slice(0, 3 + close.index + close[0].length) : head;
  const tree = fromMarkdown(block, { extensions: [frontmatter(['yaml'])], mdastExtensions: [frontmatterFromMarkdown(['yaml'])] });
  const yamlNode = tree.children.find((n) => n.type === 'yaml');
  if (!yamlNode || !yamlNode.position) {
    if (!close) meta.errors.push({ message: 'the frontmatter is not closed by a `---` line', span: source.span(0, 3, '') });
    return meta;
  }
  const value = (yamlNode as { value: string }).value;
  const start = head.indexOf('\n') + 1;
  const parsed = parseYamlDoc(file, value, start, source);
  meta.errors.push(...parsed.errors);
  meta.data = parsed.root;
  const title = getProp(parsed.root, 'title')?.value;
  if (title?.type === 'string') meta.title = title.value as string;
  const openapi = getProp(parsed.root, 'openapi')?.value;
  if (openapi?.type === 'string') meta.openapi = { value: openapi.value as string, span: openapi.span };
  return meta;
}
