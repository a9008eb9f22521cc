import { getProp, nodeAtPointer, type JNode, type JObject } from '../core/jnode.js';
import type { Span } from '../core/types.js';
import type { SourceText } from '../core/source.js';
import { parseSpecText } from './parse.js';

/** One channel of an AsyncAPI document: the platform makes one page of each. */
export interface AsyncApiChannel {
  /** The channel's key under `channels`. */
  id: string;
  title?: string;
  /** The name of its first tag (the platform's group of the page). */
  tag?: string;
  /** The channel's key in the document. */
  span: Span;
}

/** A loaded AsyncAPI document. */
export interface AsyncApiDoc {
  /** Absolute path, or the URL of a remote document. */
  file: string;
  /** Docs-root-relative path with `/`, or the URL. */
  rel: string;
  source?: SourceText;
  root?: JNode;
  /** The `asyncapi` field's value, when it is a string. */
  version?: string;
  versionSpan?: Span;
  channels: AsyncApiChannel[];
  /** The `channels` key, when there is one. */
  channelsSpan?: Span;
  /** Syntax errors, and a document that is not an object. */
  errors: { message: string; span: Span }[];
  /** `$ref` values that point into other files (the platform rejects them). */
  externalRefs: { ref: string; span: Span }[];
}

/**
 * Whether a file's text looks like an AsyncAPI document: a top-level `asyncapi` field at the start of a line, or first
 * in a JSON object written on one line (`{"asyncapi":"3.0.0",…}`). A quick look: `isAsyncApi` decides by parsing.
 */
export function looksLikeAsyncApi(text: string): boolean {
  return /^\s*\{?\s*["']?asyncapi["']?\s*:/m.test(text.slice(0, 4096));
}

/** Whether a parsed document is an AsyncAPI document: an object with a top-level `asyncapi` field. */
export function isAsyncApi(doc: AsyncApiDoc): boolean {
  return doc.versionSpan !== undefined;
}

/** Parses an AsyncAPI document (JSON or YAML) keeping positions, and reads its version and channels. */
export function readAsyncApi(file: string, rel: string, text: string): AsyncApiDoc {
  const doc: AsyncApiDoc = { file, rel, channels: [], errors: [], externalRefs: [] };
  const parsed = parseSpecText(file, text);
  doc.source = parsed.source;
  doc.errors.push(...parsed.errors);
  const root = parsed.root;
  doc.root = root;
  if (!root) return doc;
  if (root.type !== 'object') {
    doc.errors.push({ message: 'an AsyncAPI document must be an object', span: root.span });
    return doc;
  }
  const version = getProp(root, 'asyncapi');
  if (version) {
    doc.versionSpan = version.value.span;
    if (version.value.type === 'string') doc.version = version.value.value as string;
  }
  const channels = getProp(root, 'channels');
  if (channels) doc.channelsSpan = channels.keySpan;
  if (channels?.value.type === 'object')
    for (const p of channels.value.props) {
      const channel = deref(root, p.value);
      const title = stringAt(channel, 'title');
      const tags = deref(root, getProp(channel, 'tags')?.value);
      const first = tags?.type === 'array' ? deref(root, tags.items[0]) : undefined;
      const tag = stringAt(first, 'name');
      doc.channels.push({
        id: p.key,
        ...(title !== undefined ? { title } : {}),
        ...(tag !== undefined ? { tag } : {}),
        span: p.keySpan,
      });
    }
  collectExternalRefs(root, doc.externalRefs);
  return doc;
}

/** A value, or the value its `$ref` names inside the same document (followed a few times at most). */
function deref(root: JNode, node: JNode | undefined): JNode | undefined {
  for (let hops = 0; node && hops < 8; hops++) {
    const ref = getProp(node, '$ref')?.value;
    if (ref?.type !== 'string' || !(ref.value as string).startsWith('#')) return node;
    node = nodeAtPointer(root, decodeURIComponentSafe((ref.value as string).slice(1)))?.node;
  }
  return node;
}

function stringAt(node: JNode | undefined, key: string): string | undefined {
  const v = getProp(node, key)?.value;
  return v?.type === 'string' ? (v.value as string) : undefined;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Collects `$ref`s that do not start with `#`, in document order. */
function collectExternalRefs(root: JObject, out: { ref: string; span: Span }[]): void {
  const seen = new Set<JNode>();
  const todo: JNode[] = [root];
  while (todo.length > 0) {
    const item = todo.pop()!;
    if (seen.has(item)) continue;
    seen.add(item);
    if (item.type === 'array') for (let i = item.items.length - 1; i >= 0; i--) todo.push(item.items[i]);
    else if (item.type === 'object')
      for (let i = item.props.length - 1; i >= 0; i--) {
        const p = item.props[i];
        if (p.key === '$ref' && p.value.type === 'string' && !(p.value.value as string).startsWith('#'))
          out.push({ ref: p.value.value as string, span: p.value.span });
        else todo.push(p.value);
      }
  }
  out.sort((a, b) => a.span.start.line - b.span.start.line || a.span.start.column - b.span.start.column);
}
