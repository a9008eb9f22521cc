import type { Span } from '../core/types.js';
import { getProp, type JObject, type JProp } from '../core/jnode.js';

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
  /** Matches a URL path (without a trailing slash) that the source covers. */
  matcher: RegExp;
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
    });
  }
  return { prop, redirects };
}

/**
 * A redirect source as a regular expression over URL paths: `:name*` matches the rest of the path (none of it
 * too), `:name+` at least one segment, `:name?` one optional segment, `:name` one segment, and `*` inside a
 * segment (`/articles/concepts-*`) any part of that segment. Query and fragment are not part of a source.
 */
export function compileSource(source: string): RegExp {
  const segments = normalizeUrl(stripQuery(source)).split('/').slice(1);
  let re = '';
  for (const seg of segments) {
    const whole = /^:[A-Za-z_][A-Za-z0-9_]*([*+?]?)$/.exec(seg);
    if (whole) {
      re += whole[1] === '*' ? '(?:/.*)?' : whole[1] === '+' ? '(?:/.+)' : whole[1] === '?' ? '(?:/[^/]+)?' : '/[^/]+';
      continue;
    }
    re += '/';
    for (const part of seg.split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)) {
      if (part === '') continue;
      if (part === '*' || part.startsWith(':')) re += '[^/]*';
      else re += escapeRegExp(decodeSafe(part));
    }
  }
  return new RegExp(`^${re === '' ? '/' : re}$`);
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

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
  re: RegExp;
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
 * The redirects of a site indexed for matching URL paths: sources without parameters in a hash table, the others
 * grouped by their first literal segment, so that a lookup tries only the few patterns that could match. The first
 * redirect in docs.json order that covers a URL wins, as on the platform.
 */
export class RedirectIndex {
  private readonly exact = new Map<string, Compiled>();
  private readonly byFirst = new Map<string, Compiled[]>();
  private readonly anywhere: Compiled[] = [];

  constructor(readonly redirects: readonly Redirect[]) {
    redirects.forEach((redirect, index) => {
      const compiled = compileCapturing(redirect, index);
      if (!redirect.pattern) {
        const key = normalizeUrl(decodeSafe(stripQuery(redirect.source)));
        if (!this.exact.has(key)) this.exact.set(key, compiled);
        return;
      }
      const first = normalizeUrl(stripQuery(redirect.source)).split('/')[1] ?? '';
      if (first === '' || /[:*]/.test(first)) this.anywhere.push(compiled);
      else {
        const k = decodeSafe(first);
        (this.byFirst.get(k) ?? this.byFirst.set(k, []).get(k)!).push(compiled);
      }
    });
  }

  /** The first redirect whose source covers a URL path (decoded; a trailing slash does not matter). */
  match(url: string): RedirectMatch | undefined {
    const u = normalizeUrl(url);
    let best = this.exact.get(u);
    let groups: RegExpExecArray | undefined;
    const first = u.split('/')[1] ?? '';
    for (const list of [this.byFirst.get(first), this.anywhere]) {
      for (const c of list ?? []) {
        if (best && c.index > best.index) break;
        const m = c.re.exec(u);
        if (m) {
          best = c;
          groups = m;
          break;
        }
      }
    }
    if (!best) return undefined;
    const params = new Map<string, string>();
    const stars: string[] = [];
    best.names.forEach((name, i) => {
      const v = groups?.[i + 1] ?? '';
      if (name === '*') stars.push(v);
      else params.set(name, v);
    });
    return { redirect: best.redirect, index: best.index, params, stars };
  }
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

function compileCapturing(redirect: Redirect, index: number): Compiled {
  const names: string[] = [];
  const segments = normalizeUrl(stripQuery(redirect.source)).split('/').slice(1);
  let re = '';
  for (const seg of segments) {
    const whole = /^:([A-Za-z_][A-Za-z0-9_]*)([*+?]?)$/.exec(seg);
    if (whole) {
      names.push(whole[1]);
      re +=
        whole[2] === '*' ? '(?:/(.*))?' : whole[2] === '+' ? '/(.+)' : whole[2] === '?' ? '(?:/([^/]+))?' : '/([^/]+)';
      continue;
    }
    re += '/';
    for (const part of seg.split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)) {
      if (part === '') continue;
      if (part === '*' || part.startsWith(':')) {
        names.push(part === '*' ? '*' : part.slice(1));
        re += '([^/]*)';
      } else re += escapeRegExp(decodeSafe(part));
    }
  }
  return { redirect, index, re: new RegExp(`^${re === '' ? '/' : re}$`), names };
}
