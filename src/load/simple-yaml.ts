import { pointerToken, type SourceText } from '../core/source.js';
import type { JNode, JProp, JScalar } from '../core/jnode.js';

/*
 * A fast reader for the plain YAML that frontmatter and most OpenAPI documents are written in: block
 * mappings and sequences, one-line scalars, literal and folded block scalars, one-line flow sequences.
 * It builds exactly the tree (values and positions) that the full reader would, and gives up on anything
 * else (tabs, comments after a collection's last entry, anchors, tags, multi-line flow scalars, …), for the full
 * reader to do.
 */

/** Thrown on anything outside the subset. */
class Unsupported extends Error {}

const unsupported = (): never => {
  throw new Unsupported();
};

/** Characters the subset refuses anywhere: tabs, CR, other controls, byte-order marks, non-characters. */
// eslint-disable-next-line no-control-regex
const REFUSED = /[\t\r\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFEFF\uFFFE\uFFFF]/;
/** First characters of a plain scalar that make it something else (or something this reader leaves alone). */
const INDICATORS = new Set([
  '-',
  '?',
  ':',
  ',',
  '[',
  ']',
  '{',
  '}',
  '#',
  '&',
  '*',
  '!',
  '|',
  '>',
  "'",
  '"',
  '%',
  '@',
  '`',
]);
const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};

interface Line {
  start: number;
  /** Offset of the line's `\n`, or the end of the text. */
  end: number;
  indent: number;
  /** Only spaces. */
  blank: boolean;
  comment: boolean;
}

/** A node and where it ends, line ending included (what a collection's end is measured by). */
interface Parsed {
  node: JNode;
  after: number;
}

/**
 * Parses YAML text in the supported subset into the positioned tree; undefined when the text needs the full
 * reader. Offsets in spans are shifted by `offsetBase` into `src`.
 */
export function parseSimpleYaml(text: string, offsetBase: number, src: SourceText): JNode | undefined {
  if (REFUSED.test(text)) return undefined;
  try {
    return new Reader(text, offsetBase, src).document();
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

/** Deepest nesting of block collections read here; deeper documents go to the full reader, which limits them. */
const MAX_DEPTH = 100;

class Reader {
  private readonly lines: Line[] = [];
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly base: number,
    private readonly src: SourceText,
  ) {
    let start = 0;
    for (;;) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      let i = start;
      while (i < end && text.charCodeAt(i) === 32) i++;
      this.lines.push({
        start,
        end,
        indent: i - start,
        blank: i === end,
        comment: i < end && text.charCodeAt(i) === 35,
      });
      if (end >= text.length) break;
      start = end + 1;
    }
  }

  document(): JNode {
    let li = 0;
    // Comments before the first content line belong to no node.
    while (li < this.lines.length && (this.lines[li].blank || this.lines[li].comment)) li++;
    if (li === this.lines.length) return { type: 'null', value: null, span: this.src.span(this.base, 0, '') };
    const first = this.lines[li];
    if (first.indent !== 0) unsupported();
    const { parsed, next } = this.isDash(first.start) ? this.sequence(li, 0, '') : this.mapping(li, first.start, 0, '');
    if (this.nextEntry(next) < this.lines.length) unsupported();
    return parsed.node;
  }

  /**
   * The line of the next entry of a collection, or of what follows it, from `li`. Comment lines there that stand
   * no further right than that next line belong to no node's range and are passed over. A comment further right,
   * or at the end of the document, extends the range of the collections it closes, and a comment between `key:`
   * and a value below it is read differently: those are the full reader's.
   */
  private nextEntry(li: number): number {
    let deepest = -1;
    while (li < this.lines.length && (this.lines[li].blank || this.lines[li].comment)) {
      if (this.lines[li].comment) deepest = Math.max(deepest, this.lines[li].indent);
      li++;
    }
    if (deepest >= 0 && (li >= this.lines.length || deepest > this.lines[li].indent)) unsupported();
    return li;
  }

  private isDash(at: number): boolean {
    const c = this.text.charCodeAt(at + 1);
    return this.text.charCodeAt(at) === 45 && (c === 32 || c === 10 || at + 1 >= this.text.length);
  }

  private lineAfter(line: Line): number {
    return line.end < this.text.length ? line.end + 1 : line.end;
  }

  private span(start: number, end: number, pointer: string) {
    return this.src.span(this.base + start, end - start, pointer);
  }

  /** A block mapping whose first key starts at `at` on line `li`; its keys stand in column `indent`. */
  private mapping(li: number, at: number, indent: number, pointer: string): { parsed: Parsed; next: number } {
    if (++this.depth > MAX_DEPTH) unsupported();
    const props: JProp[] = [];
    const start = at;
    let after = at;
    for (;;) {
      const line = this.lines[li];
      const key = this.key(at, line.end);
      if (!key) unsupported();
      const { name, keyStart, keyEnd, valueAt } = key!;
      const p = pointer + '/' + pointerToken(name);
      const keySpan = this.span(keyStart, keyEnd, p);
      const value = this.value(li, valueAt, indent, p, true);
      props.push({ key: name, keySpan, value: value.parsed.node });
      after = value.parsed.after;
      li = this.nextEntry(value.next);
      if (li >= this.lines.length) break;
      const l = this.lines[li];
      if (l.indent < indent) break;
      if (l.indent > indent) unsupported();
      if (this.isDash(l.start + l.indent)) unsupported();
      at = l.start + l.indent;
    }
    this.depth--;
    return { parsed: { node: { type: 'object', props, span: this.span(start, after, pointer) }, after }, next: li };
  }

  /** A block sequence whose dashes stand in column `indent`, from line `li`. */
  private sequence(li: number, indent: number, pointer: string): { parsed: Parsed; next: number } {
    if (++this.depth > MAX_DEPTH) unsupported();
    const items: JNode[] = [];
    const start = this.lines[li].start + indent;
    let after = start;
    for (;;) {
      const line = this.lines[li];
      const dash = line.start + indent;
      let at = dash + 1;
      while (at < line.end && this.text.charCodeAt(at) === 32) at++;
      if (at >= line.end) unsupported(); // an item on the next lines, or an empty one
      const p = pointer + '/' + items.length;
      let item: { parsed: Parsed; next: number };
      if (this.isDash(at)) unsupported();
      else if (this.key(at, line.end)) item = this.mapping(li, at, at - line.start, p);
      else item = this.value(li, at, indent, p, false);
      items.push(item!.parsed.node);
      after = item!.parsed.after;
      li = this.nextEntry(item!.next);
      if (li >= this.lines.length) break;
      const l = this.lines[li];
      if (l.indent < indent) break;
      if (l.indent > indent) unsupported();
      if (!this.isDash(l.start + l.indent)) break;
    }
    this.depth--;
    return { parsed: { node: { type: 'array', items, span: this.span(start, after, pointer) }, after }, next: li };
  }

  /** The key of a mapping entry starting at `at`, when the line holds one. */
  private key(
    at: number,
    end: number,
  ): { name: string; keyStart: number; keyEnd: number; valueAt: number } | undefined {
    const t = this.text;
    const c = t[at];
    let name: string;
    let keyEnd: number;
    if (c === '"' || c === "'") {
      const q = this.quoted(at, end);
      if (!q || t.charCodeAt(q.end) !== 58) return undefined;
      const after = t.charCodeAt(q.end + 1);
      if (q.end + 1 < end && after !== 32) unsupported();
      name = q.value;
      keyEnd = q.end;
    } else {
      let colon = -1;
      for (let i = at; i < end; i++) {
        if (t.charCodeAt(i) !== 58) continue;
        const n = t.charCodeAt(i + 1);
        if (i + 1 >= end || n === 32) {
          colon = i;
          break;
        }
      }
      if (colon < 0) return undefined;
      const raw = t.slice(at, colon);
      if (raw === '' || INDICATORS.has(raw[0]) || raw.endsWith(' ') || raw.includes(' #') || colon - at > 1000)
        unsupported();
      name = String(resolvePlain(raw));
      keyEnd = colon;
    }
    let v = keyEnd + 1;
    while (v < end && t.charCodeAt(v) === 32) v++;
    return { name, keyStart: at, keyEnd, valueAt: v };
  }

  /**
   * The value of an entry: on its line from `at` (or at the line end when empty), or below it. `indent` is
   * the column of the collection that holds it.
   */
  private value(
    li: number,
    at: number,
    indent: number,
    pointer: string,
    inMapping: boolean,
  ): { parsed: Parsed; next: number } {
    const t = this.text;
    const line = this.lines[li];
    if (at >= line.end) {
      if (!inMapping) unsupported();
      // Blank lines, and comments no further right than the value, may stand between a key and a collection below it.
      const n = this.nextEntry(li + 1);
      const l = this.lines[n];
      if (l && l.indent > indent) {
        const first = l.start + l.indent;
        if (this.isDash(first)) return this.sequence(n, l.indent, pointer);
        if (this.key(first, l.end)) return this.mapping(n, first, l.indent, pointer);
        // A scalar or a flow collection below its key (as formatters write a long one), right below it.
        if (n !== li + 1 || this.text[first] === '|' || this.text[first] === '>') unsupported();
        return this.value(n, first, indent, pointer, inMapping);
      }
      // An empty value followed by a comment is placed after the comment by the full reader: left to it.
      for (let k = li + 1; k < n; k++) if (this.lines[k].comment) unsupported();
      if (l && l.indent === indent && this.isDash(l.start + l.indent)) {
        if (n !== li + 1) unsupported();
        return this.sequence(n, indent, pointer);
      }
      // An empty value: null, placed where the line ends.
      return {
        parsed: { node: { type: 'null', value: null, span: this.span(line.end, line.end, pointer) }, after: line.end },
        next: li + 1,
      };
    }
    const c = t[at];
    if (c === '|' || c === '>') return this.blockScalar(li, at, indent, pointer);
    let node: JScalar | JNode;
    let end: number;
    if (c === '"' || c === "'") {
      const q = this.quoted(at, line.end);
      if (!q) unsupported();
      node = { type: 'string', value: q!.value, span: this.span(at, q!.end, pointer) };
      end = q!.end;
    } else if (c === '[' || c === '{') {
      const f = c === '[' ? this.flowSequence(at, indent, pointer) : this.flowMapping(at, indent, pointer);
      return this.endOfLine(this.lineOf(li, f.end), f.end, f.node);
    } else {
      // A comment starts at ` #`; the search stays on this line.
      let stop = at;
      while (stop < line.end && !(t.charCodeAt(stop) === 35 && t.charCodeAt(stop - 1) === 32)) stop++;
      const commented = stop < line.end;
      if (commented) stop--;
      while (stop > at && t.charCodeAt(stop - 1) === 32) stop--;
      const raw = t.slice(at, stop);
      if (
        raw === '' ||
        (INDICATORS.has(raw[0]) && !(raw[0] === '-' && raw.length > 1 && raw[1] !== ' ')) ||
        raw.includes(': ') ||
        raw.endsWith(':')
      )
        unsupported();
      if (!commented) {
        const folded = this.continuation(li, indent);
        if (folded) {
          const last = folded.last;
          return {
            parsed: {
              node: { type: 'string', value: raw + folded.value, span: this.span(at, folded.end, pointer) },
              after: this.lineAfter(this.lines[last]),
            },
            next: last + 1,
          };
        }
      }
      node = scalar(resolvePlain(raw), this.span(at, stop, pointer));
      return this.endOfLine(li, stop, node);
    }
    return this.endOfLine(li, end, node);
  }

  /**
   * The lines that continue a plain scalar begun on line `li` (a multi-line plain scalar, as YAML writers wrap long
   * text): each indented past `indent`, folded as YAML folds them (a line break is a space, each blank line between
   * two lines a line break). Undefined when the scalar ends on its first line; lines that could be read otherwise
   * (a comment, a key, an indicator) are the full reader's.
   */
  private continuation(li: number, indent: number): { value: string; end: number; last: number } | undefined {
    const t = this.text;
    let value = '';
    let breaks = 0;
    let last = li;
    let end = 0;
    for (let k = li + 1; k < this.lines.length; k++) {
      const l = this.lines[k];
      if (l.blank) {
        breaks++;
        continue;
      }
      if (l.indent <= indent) break;
      const from = l.start + l.indent;
      let to = l.end;
      while (to > from && t.charCodeAt(to - 1) === 32) to--;
      const text = t.slice(from, to);
      if (l.comment || INDICATORS.has(text[0]) || text.includes(': ') || text.includes(' #') || text.endsWith(':'))
        unsupported();
      value += (breaks === 0 ? ' ' : '\n'.repeat(breaks)) + text;
      breaks = 0;
      last = k;
      end = to;
    }
    return last === li ? undefined : { value, end, last };
  }

  /** After a one-line value: only spaces and a comment may follow on its line. */
  private endOfLine(li: number, end: number, node: JNode): { parsed: Parsed; next: number } {
    const t = this.text;
    const line = this.lines[li];
    let i = end;
    while (i < line.end && t.charCodeAt(i) === 32) i++;
    if (i < line.end && !(t.charCodeAt(i) === 35 && i > end)) unsupported();
    return { parsed: { node, after: this.lineAfter(line) }, next: li + 1 };
  }

  /** A quoted scalar on one line: its value and the offset after the closing quote. */
  private quoted(at: number, end: number): { value: string; end: number } | undefined {
    const t = this.text;
    if (t[at] === "'") {
      let i = at + 1;
      for (;;) {
        let j = i;
        while (j < end && t.charCodeAt(j) !== 39) j++;
        if (j >= end) return undefined;
        if (t[j + 1] === "'") {
          i = j + 2;
          continue;
        }
        return { value: t.slice(at + 1, j).replace(/''/g, "'"), end: j + 1 };
      }
    }
    let out = '';
    for (let i = at + 1; i < end; i++) {
      const ch = t[i];
      if (ch === '"') return { value: out, end: i + 1 };
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const next = t[++i];
      if (next === undefined || i >= end) return undefined;
      const code = ESCAPES[next];
      if (code !== undefined) out += code;
      else if (next === 'x' || next === 'u' || next === 'U') {
        const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
        const hex = t.substr(i + 1, length);
        if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex) || i + length >= end) unsupported();
        const cp = parseInt(hex, 16);
        if (cp > 0x10ffff) unsupported();
        out += String.fromCodePoint(cp);
        i += length;
      } else unsupported();
    }
    return undefined;
  }

  /**
   * A flow sequence (`[a, "b", 1]`) of scalars and flow collections, from its `[` at `at`. It may run over several lines (as formatters
   * write long enums), each indented past column `outer`; every scalar stays on one line.
   */
  private flowSequence(at: number, outer: number, pointer: string): { node: JNode; end: number } {
    const items: JNode[] = [];
    const end = this.flowEntries(at, outer, ']', (i) => {
      const item = this.flowValue(i, outer, pointer + '/' + items.length);
      items.push(item.node);
      return item.end;
    });
    return { node: { type: 'array', items, span: this.span(at, end, pointer) }, end };
  }

  /** A flow mapping (`{ 'name': x, b: [1] }`), from its `{` at `at`; values and lines as in a flow sequence. */
  private flowMapping(at: number, outer: number, pointer: string): { node: JNode; end: number } {
    const t = this.text;
    const props: JProp[] = [];
    const end = this.flowEntries(at, outer, '}', (i) => {
      const keyStart = i;
      let name: string;
      let keyEnd: number;
      if (t[i] === '"' || t[i] === "'") {
        const q = this.quoted(i, this.lineEnd(i));
        if (!q) unsupported();
        name = q!.value;
        keyEnd = q!.end;
      } else {
        let j = i;
        while (j < t.length && !',[]{}#:\n'.includes(t[j])) j++;
        const raw = t.slice(i, j);
        if (raw === '' || INDICATORS.has(raw[0]) || raw.endsWith(' ')) unsupported();
        name = String(resolvePlain(raw));
        keyEnd = j;
      }
      // `key: value`, the value on this line or a later one (no empty values, no `key:value`).
      if (t[keyEnd] !== ':' || (t.charCodeAt(keyEnd + 1) !== 32 && t.charCodeAt(keyEnd + 1) !== 10)) unsupported();
      const p = pointer + '/' + pointerToken(name);
      const v = this.skipFlowSpace(keyEnd + 1, outer);
      const value = this.flowValue(v, outer, p);
      props.push({ key: name, keySpan: this.span(keyStart, keyEnd, p), value: value.node });
      return value.end;
    });
    return { node: { type: 'object', props, span: this.span(at, end, pointer) }, end };
  }

  /**
   * Reads the entries of a flow collection, from its opening bracket at `at` to its `close` bracket; `entry` reads
   * one from where it starts and returns where it ends. A comma may end the list (`[a, b,]`). Returns the offset
   * after `close`.
   */
  private flowEntries(at: number, outer: number, close: string, entry: (start: number) => number): number {
    const t = this.text;
    let i = this.skipFlowSpace(at + 1, outer);
    while (t[i] !== close) {
      i = this.skipFlowSpace(entry(i), outer);
      if (t[i] === ',') {
        i = this.skipFlowSpace(i + 1, outer);
        if (t[i] === ',') unsupported();
      } else if (t[i] !== close) unsupported();
    }
    return i + 1;
  }

  /** A value inside a flow collection, from `i`: a nested collection (its lines as the outer one's) or a scalar. */
  private flowValue(i: number, outer: number, pointer: string): { node: JNode; end: number } {
    const c = this.text[i];
    if (c !== '[' && c !== '{') return this.flowScalar(i, pointer);
    if (++this.depth > MAX_DEPTH) unsupported();
    const f = c === '[' ? this.flowSequence(i, outer, pointer) : this.flowMapping(i, outer, pointer);
    this.depth--;
    return f;
  }

  /** A quoted or plain scalar on one line inside a flow collection, from `i`. */
  private flowScalar(i: number, pointer: string): { node: JNode; end: number } {
    const t = this.text;
    const c = t[i];
    if (c === '"' || c === "'") {
      const q = this.quoted(i, this.lineEnd(i));
      if (!q) unsupported();
      return { node: { type: 'string', value: q!.value, span: this.span(i, q!.end, pointer) }, end: q!.end };
    }
    let j = i;
    while (j < t.length && !',[]{}#:\n'.includes(t[j])) j++;
    let stop = j;
    while (stop > i && t.charCodeAt(stop - 1) === 32) stop--;
    const raw = t.slice(i, stop);
    const negative = raw[0] === '-' && raw.length > 1 && raw[1] !== ' ';
    if (raw === '' || (INDICATORS.has(raw[0]) && !negative) || '#:[{'.includes(t[j] ?? ',')) unsupported();
    // A plain scalar that goes on past the line end is folded into one: left to the full reader.
    if (t[j] === '\n') {
      const k = this.skipFlowSpace(j, -1);
      if (!',]}'.includes(t[k] ?? '')) unsupported();
    }
    return { node: scalar(resolvePlain(raw), this.span(i, stop, pointer)), end: stop };
  }

  /**
   * Spaces and line breaks inside a flow collection, from `i`; each line it goes on to is indented past `outer`, or
   * to `outer` when it starts with a closing bracket.
   */
  private skipFlowSpace(i: number, outer: number): number {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === 32) i++;
      else if (c === 10) {
        i++;
        let k = i;
        while (t.charCodeAt(k) === 32) k++;
        // A line may close the collection in the column of the block that holds it; any other goes further right.
        const closing = t.charCodeAt(k) === 93 || t.charCodeAt(k) === 125;
        if (k < t.length && t.charCodeAt(k) !== 10 && k - i < (closing ? outer : outer + 1)) unsupported();
      } else return i;
    }
  }

  private lineEnd(i: number): number {
    const end = this.text.indexOf('\n', i);
    return end < 0 ? this.text.length : end;
  }

  /** The line that holds offset `at`, from line `li` on. */
  private lineOf(li: number, at: number): number {
    while (li + 1 < this.lines.length && this.lines[li + 1].start <= at) li++;
    return li;
  }

  /** A literal (`|`) or folded (`>`) block scalar whose header is at `at`; its content is indented past `indent`. */
  private blockScalar(li: number, at: number, indent: number, pointer: string): { parsed: Parsed; next: number } {
    const t = this.text;
    const line = this.lines[li];
    const header = t.slice(at, line.end).trimEnd();
    if (header.length > 2 || (header.length === 2 && header[1] !== '-')) unsupported();
    const folded = header[0] === '>';
    const strip = header[1] === '-';
    let n = li + 1;
    while (n < this.lines.length && this.lines[n].blank) n++;
    if (n === this.lines.length || this.lines[n].indent <= indent) {
      // No content: an empty string up to the end of the header's line.
      if (n !== li + 1) unsupported();
      return {
        parsed: {
          node: { type: 'string', value: '', span: this.span(at, this.lineAfter(line), pointer) },
          after: this.lineAfter(line),
        },
        next: li + 1,
      };
    }
    const contentIndent = this.lines[n].indent;
    // Leading blank lines with more spaces than the content are an error: the full reader's to report.
    for (let k = li + 1; k < n; k++) if (this.lines[k].end - this.lines[k].start > contentIndent) unsupported();
    const parts: string[] = [];
    let last = li;
    for (let k = li + 1; k < this.lines.length; k++) {
      const l = this.lines[k];
      if (l.blank && l.end - l.start <= contentIndent) {
        parts.push('');
        continue;
      }
      // In a literal scalar, spaces past the content's column are content, even on a line of nothing else.
      if (l.blank && folded) unsupported();
      if (l.indent <= indent) break;
      if (l.indent < contentIndent) unsupported();
      if (folded && l.indent > contentIndent) unsupported();
      parts.push(t.slice(l.start + contentIndent, l.end));
      last = k;
    }
    // Blank lines after the content belong to no node (with `|` and `|-`, the only chomping read here): the
    // scalar ends with its last content line.
    while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
    let value: string;
    if (folded) {
      if (parts[0] === '') unsupported();
      value = '';
      for (let k = 0; k < parts.length; k++) {
        if (k > 0) value += parts[k] === '' ? '\n' : parts[k - 1] === '' ? '' : ' ';
        value += parts[k];
      }
    } else value = parts.join('\n');
    if (!strip) value += '\n';
    const after = this.lineAfter(this.lines[last]);
    return { parsed: { node: { type: 'string', value, span: this.span(at, after, pointer) }, after }, next: last + 1 };
  }
}

function scalar(value: string | number | boolean | null, span: JScalar['span']): JScalar {
  const type =
    value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
  return { type, value, span };
}

/** A plain scalar's value under the YAML 1.2 core schema, as the full reader resolves it. */
function resolvePlain(s: string): string | number | boolean | null {
  if (/^(?:~|[Nn]ull|NULL)?$/.test(s)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s)) return s[0] === 't' || s[0] === 'T';
  if (/^0o[0-7]+$/.test(s)) return parseInt(s.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(s)) return parseInt(s, 10);
  if (/^0x[0-9a-fA-F]+$/.test(s)) return parseInt(s.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s))
    return s.slice(-3).toLowerCase() === 'nan'
      ? NaN
      : s[0] === '-'
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY;
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(s)) return parseFloat(s);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(s)) return parseFloat(s);
  return s;
}
