import type { Span } from '../core/types.js';
import { getProp, type JNode, type JObject, type JProp } from '../core/jnode.js';
import {
  captureNames,
  matchPart,
  matchSegments,
  parseSource,
  urlSegments,
  type SourceSegment,
} from './source-pattern.js';

/** One entry of docs.json `redirects`, with a matcher for its source. */
export interface Redirect {
  source: string;
  destination: string;
  span: Span;
  /** The `source` and `destination` values. */
  sourceSpan?: Span;
  destinationSpan?: Span;
  /** True when the source holds `:name` parameters or `*`, and so stands for many URLs. */
  pattern: boolean;
  /** Tells whether the source covers a URL path (normalized: one leading slash, none trailing). */
  matcher: { test(url: string): boolean };
  /** True when the entry says `"permanent": false`: a temporary redirect, such as an alias of the latest version. */
  temporary?: true;
}

/** The `redirects` of docs.json that have a string `source` and `destination`, in order. */
export function readRedirects(model: { docs?: JObject }): { prop?: JProp; redirects: Redirect[] } {
  const prop = getProp(model.docs, 'redirects');
  const redirects: Redirect[] = [];
  if (prop?.value.type !== 'array') return { prop, redirects };
  for (const item of prop.value.items) {
    const source = getProp(item, 'source')?.value;
    const destination = getProp(item, 'destination')?.value;
    if (source?.type !== 'string' || destination?.type !== 'string') continue;
    const s = source.value as string;
    redirects.push({
      source: s,
      destination: destination.value as string,
      span: item.span,
      sourceSpan: source.span,
      destinationSpan: destination.span,
      pattern: /[:*]/.test(s),
      matcher: compileSource(s),
      ...(isFalse(getProp(item, 'permanent')?.value) ? { temporary: true as const } : {}),
    });
  }
  return { prop, redirects };
}

function isFalse(node: JNode | undefined): boolean {
  return node?.type === 'boolean' && node.value === false;
}

/** A redirect source compiled for matching URL paths, segment by segment (see `source-pattern.ts`). */
export interface SourceMatcher {
  segments: SourceSegment[];
  /** Whether the source covers a URL path (normalized: one leading slash, none trailing). */
  test(url: string): boolean;
  /** What the parameters captured, in the order of `captureNames`; undefined when the source does not cover the URL. */
  exec(url: string): string[] | undefined;
}

/**
 * A redirect source as a matcher of URL paths: `:name*` matches the rest of the path (none of it too), `:name+` at
 * least one segment, `:name?` one optional segment, `:name` one segment, and `*` inside a segment
 * (`/articles/concepts-*`) any part of that segment. Query and fragment are not part of a source.
 */
export function compileSource(source: string): SourceMatcher {
  const segments = parseSource(normalizeUrl(stripQuery(source)));
  return {
    segments,
    test: (url) => matchSegments(segments, urlSegments(url)) !== undefined,
    exec: (url) => matchSegments(segments, urlSegments(url)),
  };
}

/** The first redirect whose source covers a URL path, if any. */
export function redirectFor(redirects: readonly Redirect[], url: string): Redirect | undefined {
  const u = normalizeUrl(decodeSafe(url));
  return redirects.find((r) => r.matcher.test(u));
}

/** A URL path with one leading `/` and no trailing one (the root stays `/`). */
export function normalizeUrl(url: string): string {
  const p = '/' + url.replace(/^\/+/, '');
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

/** A source without its `#fragment` or `?query` (a `?` right after `:name` makes the parameter optional and stays). */
export function stripQuery(source: string): string {
  return source.replace(/#.*$/, '').replace(/(?<!:[A-Za-z_][A-Za-z0-9_]*)\?.*$/, '');
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A parameter of a redirect source: `:name`, `:name*`, `:name+`, `:name?`, or a `*` inside a segment. */
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)([*+?]?)|\*/g;

/** A redirect source compiled to capture its parameters, in order (`*` for a wildcard inside a segment). */
interface Compiled {
  redirect: Redirect;
  index: number;
  segments: SourceSegment[];
  names: string[];
}

/** The redirect that covers a URL, and what its parameters captured. */
export interface RedirectMatch {
  redirect: Redirect;
  /** Its place in `redirects`. */
  index: number;
  /** Named parameters by name; values of `*` wildcards in order. */
  params: Map<string, string>;
  stars: string[];
}

/**
 * A node of the tree of pattern sources: the sources that share their first segment patterns share a path from the
 * root. Parameter names do not matter for matching, so `/:a*\/x` and `/:b*\/y` share the node of `:a*`.
 */
interface Node {
  literal?: Map<string, Node>;
  one?: Node;
  optional?: Node;
  star?: Node;
  plus?: Node;
  /** Segments with wildcards inside (`*-v1`, `v:version`), indexed by the literal text each needs. */
  parts?: PartIndex;
  /** A node reached by `:name*` or `:name+`: any further segment keeps it. */
  loops?: boolean;
  /** The first source in docs.json order that ends here. */
  ends?: Compiled;
}

/**
 * The redirects of a site indexed for matching URL paths: sources without parameters in a hash table, the others
 * in a tree of segment patterns that a URL walks segment by segment, keeping the set of nodes it can be at (literal
 * segments are looked up, not tried one by one). A lookup costs the URL's length times the few nodes it reaches,
 * however many redirects there are. The first redirect in docs.json order that covers a URL wins, as on the
 * platform.
 */
export class RedirectIndex {
  private readonly exact = new Map<string, Compiled>();
  private readonly root: Node = {};
  /** How many sources were matched in full against a URL: only those the tree leads a lookup to. */
  verified = 0;
  /** How many times a lookup stepped from a node of the tree on a URL segment: the nodes it reaches, per segment. */
  stepped = 0;
  /** How many segment patterns with wildcards inside were matched against a URL segment: those its index leads to. */
  triedParts = 0;

  constructor(readonly redirects: readonly Redirect[]) {
    redirects.forEach((redirect, index) => {
      const segments = parseSource(normalizeUrl(stripQuery(redirect.source)));
      const compiled: Compiled = { redirect, index, segments, names: captureNames(segments) };
      if (!redirect.pattern) {
        const key = normalizeUrl(decodeSafe(stripQuery(redirect.source)));
        if (!this.exact.has(key)) this.exact.set(key, compiled);
        return;
      }
      let node = this.root;
      for (const seg of segments) node = child(node, seg);
      node.ends ??= compiled;
    });
  }

  /** The first redirect whose source covers a URL path (decoded; a trailing slash does not matter). */
  match(url: string): RedirectMatch | undefined {
    const u = normalizeUrl(url);
    const exact = this.exact.get(u);
    const segs = urlSegments(u);
    let states = closure([this.root]);
    for (const seg of segs) {
      if (states.size === 0) break;
      const next: Node[] = [];
      for (const node of states) {
        this.stepped++;
        this.triedParts += step(node, seg, next);
      }
      states = closure(next);
    }
    const ends: Compiled[] = [];
    for (const node of states) if (node.ends && (!exact || node.ends.index < exact.index)) ends.push(node.ends);
    ends.sort((a, b) => a.index - b.index);
    for (const c of ends) {
      // The walk may admit a URL that the source does not (one empty segment for `:name+`): each is checked.
      this.verified++;
      const captures = matchSegments(c.segments, segs);
      if (captures) return matchOf(c, captures);
    }
    return exact ? matchOf(exact, []) : undefined;
  }
}

/** The node a segment pattern leads to from `node`, made when new. */
function child(node: Node, seg: SourceSegment): Node {
  switch (seg.kind) {
    case 'literal': {
      const map = (node.literal ??= new Map());
      let next = map.get(seg.text);
      if (!next) map.set(seg.text, (next = {}));
      return next;
    }
    case 'one':
      return (node.one ??= {});
    case 'optional':
      return (node.optional ??= {});
    case 'star':
      return (node.star ??= { loops: true });
    case 'plus':
      return (node.plus ??= { loops: true });
    case 'part':
      return partChild((node.parts ??= newPartIndex()), seg);
  }
}

type Part = { seg: SourceSegment & { kind: 'part' }; node: Node };

/** Texts of some length that a segment must hold at some place: the parts that need each, and the lengths found. */
interface Anchors {
  map: Map<string, Part[]>;
  lengths: number[];
}

/**
 * The segment patterns with wildcards inside that follow one node: by their pattern (one node each), and by the text
 * a URL segment must hold for them: the literal they start with, else the one they end with, else (up to
 * `MID_ANCHOR` characters of) their longest literal, found anywhere; patterns of wildcards only are tried on every
 * segment. A URL segment is looked up once for each length of start and end, and at each of its places for each
 * length of the middle ones, instead of being tried against every pattern.
 */
interface PartIndex {
  byKey: Map<string, Node>;
  start: Anchors;
  end: Anchors;
  middle: Anchors;
  any: Part[];
}

/** Most characters of a middle literal a URL segment is looked up by: it is looked up at each of its places. */
const MID_ANCHOR = 8;

function newPartIndex(): PartIndex {
  const anchors = (): Anchors => ({ map: new Map(), lengths: [] });
  return { byKey: new Map(), start: anchors(), end: anchors(), middle: anchors(), any: [] };
}

function partChild(index: PartIndex, seg: SourceSegment & { kind: 'part' }): Node {
  let next = index.byKey.get(seg.key);
  if (next) return next;
  index.byKey.set(seg.key, (next = {}));
  const part = { seg, node: next };
  const { pieces } = seg;
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  const literals = pieces.flatMap((p) => ('literal' in p ? [p.literal] : []));
  if ('literal' in first) anchor(index.start, first.literal, part);
  else if ('literal' in last) anchor(index.end, last.literal, part);
  else if (literals.length > 0) {
    const longest = literals.reduce((a, b) => (b.length > a.length ? b : a));
    anchor(index.middle, longest.slice(0, MID_ANCHOR), part);
  } else index.any.push(part);
  return next;
}

function anchor(anchors: Anchors, text: string, part: Part): void {
  const list = anchors.map.get(text);
  if (list) list.push(part);
  else anchors.map.set(text, [part]);
  if (!anchors.lengths.includes(text.length)) anchors.lengths.push(text.length);
}

/** The parts of an index that a URL segment holds the anchor of, each once. */
function partsFor(index: PartIndex, seg: string): Part[] {
  const out: Part[] = [...index.any];
  const take = (list: Part[] | undefined) => {
    if (list) out.push(...list);
  };
  for (const len of index.start.lengths) if (len <= seg.length) take(index.start.map.get(seg.slice(0, len)));
  for (const len of index.end.lengths) if (len <= seg.length) take(index.end.map.get(seg.slice(seg.length - len)));
  if (index.middle.map.size > 0) {
    const seen = new Set<string>();
    for (const len of index.middle.lengths)
      for (let x = 0; x + len <= seg.length; x++) {
        const text = seg.slice(x, x + len);
        if (seen.has(text)) continue;
        seen.add(text);
        take(index.middle.map.get(text));
      }
  }
  return out;
}

/** Adds the nodes one URL segment leads to from `node`; how many segment patterns with wildcards inside it tried. */
function step(node: Node, seg: string, out: Node[]): number {
  if (node.loops) out.push(node);
  const lit = node.literal?.get(seg);
  if (lit) out.push(lit);
  if (seg !== '') {
    if (node.one) out.push(node.one);
    if (node.optional) out.push(node.optional);
  }
  if (node.plus) out.push(node.plus);
  if (!node.parts) return 0;
  const parts = partsFor(node.parts, seg);
  for (const { seg: part, node: next } of parts) if (matchPart(part.pieces, seg)) out.push(next);
  return parts.length;
}

/** The nodes given and those they reach without taking a segment (through `:name*` and `:name?`). */
function closure(nodes: Node[]): Set<Node> {
  const out = new Set<Node>();
  const todo = [...nodes];
  while (todo.length > 0) {
    const n = todo.pop()!;
    if (out.has(n)) continue;
    out.add(n);
    if (n.star) todo.push(n.star);
    if (n.optional) todo.push(n.optional);
  }
  return out;
}

function matchOf(c: Compiled, captures: string[]): RedirectMatch {
  const params = new Map<string, string>();
  const stars: string[] = [];
  c.names.forEach((name, i) => {
    const v = captures[i] ?? '';
    if (name === '*') stars.push(v);
    else params.set(name, v);
  });
  return { redirect: c.redirect, index: c.index, params, stars };
}

/**
 * Most characters a destination may expand to (or its own length, when longer): URLs past 2,000 characters do not
 * work everywhere. A parameter written more than once in a destination multiplies what it captured, and a
 * destination that the same source covers again grows at each hop: three times over for `/x/:a*` → `/x/:a*\/:a*\/:a*`.
 */
export const MAX_REDIRECT_URL_CHARS = 2048;

/**
 * The destination a matched redirect sends to: its parameters and wildcards replaced by what they captured; undefined
 * when that would be longer than `MAX_REDIRECT_URL_CHARS` (the length is worked out before the text is built).
 */
export function applyRedirect(m: RedirectMatch): string | undefined {
  const dest = m.redirect.destination;
  const value = (name: string | undefined, star: number, all: string) =>
    name === undefined ? (m.stars[star] ?? '') : m.params.has(name) ? m.params.get(name)! : all;
  let length = dest.length;
  let star = 0;
  for (const p of dest.matchAll(PARAM)) {
    length += value(p[1], p[1] === undefined ? star++ : -1, p[0]).length - p[0].length;
    if (length > Math.max(MAX_REDIRECT_URL_CHARS, dest.length)) return undefined;
  }
  star = 0;
  return dest.replace(PARAM, (all: string, name: string | undefined) =>
    value(name, name === undefined ? star++ : -1, all),
  );
}

/** The names of a source's parameters (`*` once for each wildcard inside a segment), in order. */
export function sourceParams(source: string): string[] {
  const out: string[] = [];
  for (const m of stripQuery(source).matchAll(PARAM)) out.push(m[1] ?? '*');
  return out;
}
