import jsYaml from 'js-yaml';
import type { FileSystem } from '../core/fs.js';
import { SourceText } from '../core/source.js';
import type { Span } from '../core/types.js';
import { parseYamlDoc } from '../load/yaml.js';
import { getProp, type JNode } from '../core/jnode.js';

/** Most bytes read from the start of a page while looking for the end of its frontmatter. */
const MAX_FRONTMATTER_BYTES = 256 * 1024;

/** The metadata of a page: its frontmatter fields with positions. */
export interface PageMeta {
  file: string;
  source: SourceText;
  data?: JNode;
  title?: string;
  /** `sidebarTitle`, which the sidebar shows instead of `title`. */
  sidebarTitle?: string;
  /** The `openapi:` field, when it is a string. */
  openapi?: { value: string; span: Span };
  errors: { message: string; span: Span }[];
}

/** One read buffer for every page: a fresh one per page would only feed the garbage collector. */
const CHUNK = new Uint8Array(16 * 1024);

/** Reads the start of a file up to the line that closes its frontmatter (or the first bytes when there is none). */
export function readHead(fs: FileSystem, file: string): string {
  return readStart(fs, file, false);
}

/** Like `readHead`, but a page's text ends with the line that closes its frontmatter: the body is not kept. */
export function readPageHead(fs: FileSystem, file: string): string {
  return readStart(fs, file, true);
}

function readStart(fs: FileSystem, file: string, frontmatterOnly: boolean): string {
  const fd = fs.openSync(file, 'r');
  try {
    const parts: Buffer[] = [];
    let total = 0;
    let text = '';
    for (;;) {
      const n = fs.readSync(fd, CHUNK, 0, CHUNK.length, null);
      if (n <= 0) break;
      const bytes = Buffer.from(CHUNK.buffer, CHUNK.byteOffset, n);
      total += n;
      const all = parts.length === 0 ? bytes : Buffer.concat([...parts, bytes]);
      text = all.toString('utf8');
      if (!/^\uFEFF?---[ \t]*\r?\n/.test(text) && text.length >= 4) break;
      const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(text.slice(3));
      if (close && close.index + 3 + close[0].length < text.length) {
        if (!frontmatterOnly) break;
        // Decoded afresh: a slice would keep the whole page in memory.
        const head = text.slice(0, 3 + close.index + close[0].length);
        const fresh = all.toString('utf8', 0, Buffer.byteLength(head));
        return fresh === head ? fresh : head;
      }
      if (total >= MAX_FRONTMATTER_BYTES) break;
      // The next read reuses the buffer: keep a copy of what it holds.
      parts.push(Buffer.from(bytes));
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
  // Only the frontmatter block is read: the body never is.
  const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(head.slice(3));
  const block = close ? head.slice(0, 3 + close.index + close[0].length) : head;
  const start = head.indexOf('\n') + 1;
  const value = yamlBlock(block, start);
  if (value === undefined) {
    // An opening `---` followed by Markdown is a thematic break, not frontmatter left open.
    const next = /^\uFEFF?---[ \t]*\r?\n(?:[ \t]*\r?\n)*([^\r\n]*)/.exec(head)?.[1] ?? '';
    if (!close && /^[A-Za-z_][\w-]*[ \t]*:/.test(next))
      meta.errors.push({ message: 'the frontmatter is not closed by a `---` line', span: source.span(0, 3, '') });
    return meta;
  }
  const parsed = parseYamlDoc(file, value, start, source);
  // A bound crossed (nesting, an alias bomb) is not a question of syntax that js-yaml's leniency could settle:
  // js-yaml reads an alias bomb without complaint, and anything that walks what it gives expands it.
  const limits = parsed.errors.filter((e) => e.limit);
  if (limits.length > 0) {
    meta.errors.push(...limits);
    return meta;
  }
  if (parsed.errors.length > 0) {
    // The platform reads frontmatter with js-yaml 3, which accepts some YAML that the stricter parser
    // rejects (unindented lines inside a quoted scalar): only what js-yaml also rejects is an error.
    let lenient: unknown;
    try {
      lenient = jsYaml.safeLoad(value);
    } catch {
      meta.errors.push(...parsed.errors);
      return meta;
    }
    if (lenient && typeof lenient === 'object') {
      const data = lenient as Record<string, unknown>;
      if (typeof data.title === 'string') meta.title = data.title;
      if (typeof data.sidebarTitle === 'string') meta.sidebarTitle = data.sidebarTitle;
      if (typeof data.openapi === 'string') {
        const line = /^openapi[ \t]*:/m.exec(value);
        const offset = start + (line ? line.index : 0);
        meta.openapi = { value: data.openapi, span: source.span(offset, line ? line[0].length : 1, '/openapi') };
      }
    }
    return meta;
  }
  meta.data = parsed.root;
  const title = getProp(parsed.root, 'title')?.value;
  if (title?.type === 'string') meta.title = title.value as string;
  const sidebarTitle = getProp(parsed.root, 'sidebarTitle')?.value;
  if (sidebarTitle?.type === 'string') meta.sidebarTitle = sidebarTitle.value as string;
  const openapi = getProp(parsed.root, 'openapi')?.value;
  if (openapi?.type === 'string') meta.openapi = { value: openapi.value as string, span: openapi.span };
  for (const key of ENDPOINT_KEYS) {
    const v = getProp(parsed.root, key)?.value;
    // An empty field is read as no binding; any other value that is not a string fails the build.
    if (v === undefined || v.type === 'string' || v.type === 'null') continue;
    const what = v.type === 'array' ? 'a list' : v.type === 'object' ? 'a mapping' : `the ${v.type} ${String(v.value)}`;
    meta.errors.push({
      message:
        `\`${key}\` is ${what}, but the platform's build takes one string (\`[file] METHOD /path\`) and fails ` +
        'on anything else: bind the page to one endpoint',
      span: v.span,
    });
  }
  return meta;
}

/** The metadata fields that bind a page to an endpoint: one string each. */
const ENDPOINT_KEYS = ['openapi', 'api', 'asyncapi'];

/**
 * The text between the opening line (ending at `start`) and the first closing `---` line, as CommonMark
 * frontmatter reads it: lines end at CRLF, LF or a lone CR, and the line ending before the fence is not part of it.
 */
function yamlBlock(block: string, start: number): string | undefined {
  let lineStart = start;
  let eol = 0;
  for (;;) {
    let end = lineStart;
    while (end < block.length && block.charCodeAt(end) !== 10 && block.charCodeAt(end) !== 13) end++;
    if (/^---[ \t]*$/.test(block.slice(lineStart, end))) return block.slice(start, Math.max(start, lineStart - eol));
    if (end >= block.length) return undefined;
    eol = block.charCodeAt(end) === 13 && block.charCodeAt(end + 1) === 10 ? 2 : 1;
    lineStart = end + eol;
  }
}
