import {
  isAlias,
  Lexer,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Alias,
  type Node as YamlNode,
  type YAMLMap,
} from 'yaml';
import { parseDirective, type ParsedDirective } from '../core/directives.js';
import { SourceText, pointerToken } from '../core/source.js';
import type { Span } from '../core/types.js';
import { MAX_JSON_DEPTH, type JNode, type JProp } from '../core/jnode.js';
import { parseSimpleYaml } from './simple-yaml.js';

// The one YAML reader: documents (OpenAPI, AsyncAPI, frontmatter) as positioned trees, and the directives in their
// comments. Plain YAML goes through a fast reader (simple-yaml.ts) that builds the same tree; the rest, the yaml library.

/** Most YAML aliases expanded in one document: a guard against alias bombs. */
export const MAX_YAML_ALIASES = 10000;
/**
 * Most values a YAML document may expand to, each alias counting every value of the node it names: past it
 * the document is an alias bomb, which any walk that follows aliases (the validator's among them) would expand.
 */
export const MAX_YAML_EXPANDED_VALUES = 1_000_000;

/** A parsed JSON or YAML document as a positioned tree, with its syntax errors. */
export interface ParsedDoc {
  source: SourceText;
  root?: JNode;
  /** `limit` marks a bound navlint sets (depth, aliases), not a syntax error: no other reader may overrule it. */
  errors: { message: string; span: Span; limit?: true }[];
  /** JSON that repeats no key within an object: read as JSON.parse reads it, it loses nothing. */
  uniqueKeys?: true;
  /** Set when YAML aliases made nodes appear in more than one place (walks must then remember what they saw). */
  sharedNodes?: true;
  /** Read as YAML (not JSON). */
  yaml?: true;
  /** YAML with an explicit tag (`!!binary`, `!custom`): other readers may give such a node another value. */
  tagged?: true;
  /**
   * YAML read by the full parser: the nodes converted and the aliases met, each once, whatever an alias names (the
   * work of reading it, which grows with its text, never with what aliases expand it to).
   */
  converted?: number;
}

/** Parses YAML keeping positions; aliases point at their anchor's node (shared, never copied). */
export function parseYamlDoc(file: string, text: string, offsetBase = 0, source?: SourceText): ParsedDoc {
  const src = source ?? new SourceText(file, text);
  // Flow collections (`[[[…`) nest without indentation: refused before the parser recurses into them.
  const deep = bracketDepthExceeded(text);
  if (deep >= 0)
    return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, ''), limit: true }] };
  // Most frontmatter and documents are plain YAML: a fast reader builds the same tree; the rest goes to the full parser
  // (measured by scripts/bench-readers.mjs).
  const simple = parseSimpleYaml(text, offsetBase, src);
  if (simple) return { source: src, root: simple, errors: [] };
  return fullYaml(text, offsetBase, src);
}

/** Parses YAML with the yaml library alone: parseYamlDoc's path for what the fast reader declines, and the tree it must match. */
export function parseYamlTree(file: string, text: string, offsetBase = 0, source?: SourceText): ParsedDoc {
  const src = source ?? new SourceText(file, text);
  const deep = bracketDepthExceeded(text);
  if (deep >= 0) return { source: src, errors: [{ message: TOO_DEEP, span: src.span(offsetBase + deep, 1, '') }] };
  return fullYaml(text, offsetBase, src);
}

/** Parses YAML with the yaml library and converts its tree, refusing what is too deep or expands without bound. */
function fullYaml(text: string, offsetBase: number, src: SourceText): ParsedDoc {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const errors = doc.errors.map((e) => ({
    // The parser turns a stack overflow on deeply nested input into this error: say what it means.
    message:
      e.code === 'RESOURCE_EXHAUSTION' ? TOO_DEEP : e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
    span: src.span(offsetBase + e.pos[0], Math.max(1, e.pos[1] - e.pos[0]), ''),
  }));
  const exhausted = errors.find((e) => e.message === TOO_DEEP);
  if (exhausted) return { source: src, errors: [{ ...exhausted, limit: true }] };
  // A document with syntax errors is still converted, only to find an alias bomb in it: a more lenient reader
  // (js-yaml, for frontmatter) may accept the errors, never the bomb.
  const valid = errors.length === 0;
  const converter = new YamlConverter(doc, src, offsetBase, valid);
  try {
    const root = converter.convert(doc.contents as YamlNode, '', 1);
    if (!valid) return { source: src, errors, converted: converter.converted };
    return {
      source: src,
      root,
      errors,
      ...(converter.aliases > 0 ? { sharedNodes: true as const } : {}),
      ...(converter.tagged ? { tagged: true as const } : {}),
      converted: converter.converted,
    };
  } catch (e) {
    if (e instanceof YamlLimit)
      return {
        source: src,
        errors: [
          ...errors,
          { message: e.message, span: src.span(offsetBase + (e.range?.[0] ?? 0), 1, ''), limit: true },
        ],
        converted: converter.converted,
      };
    throw e;
  }
}

/**
 * Converts the yaml library's tree into positioned values, each node once (an alias shares its target's value),
 * counting what aliases expand the document to; a YamlLimit is thrown at the alias or node past a limit.
 */
class YamlConverter {
  /** Aliases met so far. */
  aliases = 0;
  /** Whether any node carries a tag. */
  tagged = false;
  /** Calls of `convert`: nodes and aliases met (a node is met again through its aliases only). */
  converted = 0;
  private readonly memo = new Map<YamlNode, JNode>();
  // Values the document expands to so far, in document order, and how many each finished anchored node expands
  // to: an alias adds its target's count, worked out once, so counting stays linear in the text.
  private expanded = 0;
  private readonly sizes = new Map<JNode, number>();
  // Anchors seen so far in document order: the parser's own alias lookup scans the whole document each time.
  private readonly anchors = new Map<string, YamlNode>();

  constructor(
    private readonly doc: ReturnType<typeof parseDocument>,
    private readonly src: SourceText,
    private readonly offsetBase: number,
    /** The document has no syntax error (only then may the parser's own alias lookup be used). */
    private readonly valid: boolean,
  ) {}

  /** The value of a node at `pointer`, `depth` levels down. */
  convert(node: YamlNode | null | undefined, pointer: string, depth: number): JNode {
    this.converted++;
    if (!node) return { type: 'null', value: null, span: this.src.span(this.offsetBase, 0, pointer) };
    if (isAlias(node)) return this.convertAlias(node, pointer, depth);
    const cached = this.memo.get(node);
    if (cached) return cached;
    if (node.anchor) this.anchors.set(node.anchor, node);
    if (node.tag) this.tagged = true;
    if (depth > MAX_JSON_DEPTH && (isMap(node) || isSeq(node))) throw new YamlLimit(TOO_DEEP, node.range);
    const before = this.expanded++;
    let out: JNode;
    if (isMap(node)) out = this.convertMap(node, pointer, depth);
    else if (isSeq(node)) {
      const items: JNode[] = [];
      out = { type: 'array', items, span: this.rangeSpan(node.range, pointer) };
      this.memo.set(node, out);
      node.items.forEach((item, i) => items.push(this.convert(item as YamlNode, pointer + '/' + i, depth + 1)));
    } else if (isScalar(node)) {
      const v = node.value;
      const type =
        v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';
      out = {
        type,
        value: type === 'string' ? String(v) : (v as number | boolean | null),
        span: this.rangeSpan(node.range, pointer),
      };
      this.memo.set(node, out);
    } else out = { type: 'null', value: null, span: this.src.span(this.offsetBase, 0, pointer) };
    // Only an anchored node can be named by an alias.
    if (node.anchor) this.sizes.set(out, this.expanded - before);
    return out;
  }

  /** The value an alias names: its target's, converted once; a YamlLimit past the count of aliases or values. */
  private convertAlias(node: Alias, pointer: string, depth: number): JNode {
    if (++this.aliases > MAX_YAML_ALIASES)
      throw new YamlLimit(
        `more than ${MAX_YAML_ALIASES} YAML aliases; navlint stops reading this document`,
        node.range,
      );
    // The parser's lookup scans the whole document: with syntax errors, aliases may name no anchor at all.
    const target = (this.anchors.get(node.source) ?? (this.valid ? node.resolve(this.doc) : undefined)) as
      YamlNode | undefined;
    if (!target) return { type: 'null', value: null, span: this.rangeSpan(node.range, pointer) };
    const known = this.memo.get(target);
    // A target converted here for the first time (an anchor on a key) adds its own count.
    if (!known) return this.convert(target, pointer, depth);
    const size = this.sizes.get(known);
    if (size === undefined)
      throw new YamlLimit(
        `the YAML alias *${node.source} stands inside the node it names, so the document expands without end; navlint stops reading it here`,
        node.range,
      );
    this.expanded += size;
    if (this.expanded > MAX_YAML_EXPANDED_VALUES)
      throw new YamlLimit(
        `YAML aliases expand this document to more than ${MAX_YAML_EXPANDED_VALUES} values (an alias bomb); navlint stops reading it here`,
        node.range,
      );
    return known;
  }

  /** A mapping's value, recorded before its pairs are converted so that an alias inside it is caught. */
  private convertMap(node: YAMLMap, pointer: string, depth: number): JNode {
    const props: JProp[] = [];
    const out: JNode = { type: 'object', props, span: this.rangeSpan(node.range, pointer) };
    this.memo.set(node, out);
    for (const pair of node.items) {
      const keyNode = pair.key as YamlNode | null;
      const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
      const p = pointer + '/' + pointerToken(key);
      props.push({
        key,
        keySpan: this.rangeSpan(keyNode?.range ?? node.range, p),
        value: this.convert(pair.value as YamlNode | null, p, depth + 1),
      });
    }
    return out;
  }

  /** The span of a node's range, or of the document's start when it has none. */
  private rangeSpan(range: [number, number, number] | null | undefined, pointer: string): Span {
    return range
      ? this.src.span(this.offsetBase + range[0], range[1] - range[0], pointer)
      : this.src.span(this.offsetBase, 0, pointer);
  }
}

const TOO_DEEP = `YAML nested more than ${MAX_JSON_DEPTH} levels deep; navlint stops reading this document`;

/** The offset of the first `[` or `{` that opens more than MAX_JSON_DEPTH brackets at once, or -1. */
function bracketDepthExceeded(text: string): number {
  // Most frontmatter has no bracket at all: the native search settles it without a loop.
  if (!text.includes('[') && !text.includes('{')) return -1;
  // Brackets in quoted text count too: no real document holds hundreds of unclosed ones.
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 123) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return -1;
}

class YamlLimit extends Error {
  constructor(
    message: string,
    readonly range: [number, number, number] | null | undefined,
  ) {
    super(message);
  }
}

/** A `# navlint-…` comment of a YAML document and where it stands (0-based offsets of the comment). */
export interface YamlDirective extends ParsedDirective {
  from: number;
  to: number;
}

// Tokens the lexer emits that are not text of the document.
const CONTROL = new Set(['\x02', '\x18', '\x1f']);

/**
 * The directives in the comments of a YAML document. The YAML lexer tells comments from text that only looks like one
 * (a `#` in a quoted string or a block scalar); a document that does not mention `navlint-` is not lexed.
 */
export function yamlDirectives(text: string): YamlDirective[] {
  if (!text.includes('navlint-')) return [];
  const out: YamlDirective[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (CONTROL.has(token)) continue;
    if (token.startsWith('#')) {
      const parsed = parseDirective(token.slice(1));
      if (parsed) out.push({ ...parsed, from: offset, to: offset + token.length });
    }
    offset += token.length;
  }
  return out;
}
