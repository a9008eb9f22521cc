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
  /** Segments with wildcards inside, by the literal text they start with, and by their pattern. */
  parts?: Map<string, { seg: SourceSegment & { kind: 'part' }; node: Node }[]>;
  partKeys?: Map<string, Node>;
  /** The lengths of the texts `parts` starts with. */
  partPrefixes?: number[];
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
        step(node, seg, next);
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
    case 'part': {
      const keys = (node.partKeys ??= new Map());
      let next = keys.get(seg.key);
      if (next) return next;
      keys.set(seg.key, (next = {}));
      const first = seg.pieces[0];
      const prefix = 'literal' in first ? first.literal : '';
      const parts = (node.parts ??= new Map());
      const list = parts.get(prefix);
      if (list) list.push({ seg, node: next });
      else parts.set(prefix, [{ seg, node: next }]);
      const lengths = (node.partPrefixes ??= []);
      if (!lengths.includes(prefix.length)) lengths.push(prefix.length);
      return next;
    }
  }
}

/** Adds the nodes one URL segment leads to from `node`. */
function step(node: Node, seg: string, out: Node[]): void {
  if (node.loops) out.push(node);
  const lit = node.literal?.get(seg);
  if (lit) out.push(lit);
  if (seg !== '') {
    if (node.one) out.push(node.one);
    if (node.optional) out.push(node.optional);
  }
  if (node.plus) out.push(node.plus);
  if (node.parts)
    for (const len of node.partPrefixes!) {
      if (len > seg.length) continue;
      for (const { seg: part, node: next } of node.parts.get(seg.slice(0, len)) ?? [])
        if (matchPart(part.pieces, seg)) out.push(next);
    }
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

/** The destination a matched redirect sends to: its parameters and wildcards replaced by what they captured. */
export function applyRedirect(m: RedirectMatch): string {
  let star = 0;
  return m.redirect.destination.replace(PARAM, (all: string, name: string | undefined) => {
    if (name === undefined) return m.stars[star++] ?? '';
    return m.params.has(name) ? m.params.get(name)! : all;
  });
}

/** The names of a source's parameters (`*` once for each wildcard inside a segment), in order. */
export function sourceParams(source: string): string[] {
  const out: string[] = [];
  for (const m of stripQuery(source).matchAll(PARAM)) out.push(m[1] ?? '*');
  return out;
}
