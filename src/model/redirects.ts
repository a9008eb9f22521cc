import type { Span } from '../core/types.js';
import { getProp, type JObject, type JProp } from '../core/jnode.js';

/** One entry of docs.json `redirects`, with a matcher for its source. */
export interface Redirect {
  source: string;
  destination: string;
  span: Span;
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
