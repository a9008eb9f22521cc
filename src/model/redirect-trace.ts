import { MAX_REDIRECT_HOPS, type SiteUrls, type UrlTarget } from './site-urls.js';
import { applyRedirect, normalizeUrl, stripQuery, type Redirect, type RedirectMatch } from './redirects.js';

/** Where following a redirect ends. */
type TraceEnd =
  /** At a URL no redirect covers (`target` says what serves it). */
  | 'final'
  /** At an absolute URL of another site. */
  | 'external'
  /** Back at a URL already passed. */
  | 'loop'
  /** Still redirecting after the most hops a browser follows. */
  | 'endless'
  /** At a destination that expands past `MAX_REDIRECT_URL_CHARS`: it grows at each hop. */
  | 'grows'
  /** An earlier redirect covers this one's source: it never applies. */
  | 'shadowed';

/** One redirect followed from its source to where readers end up. */
export interface RedirectTrace {
  redirect: Redirect;
  index: number;
  /** The redirects applied, in order (the traced one first). */
  hops: RedirectMatch[];
  /** The URL paths passed, from the source on (parameters stand as `⟨name⟩`). */
  urls: string[];
  end: TraceEnd;
  /** For `final`: what serves the last URL. */
  target?: UrlTarget;
  /** For `final` and `external`: the last destination as the redirect writes it (parameters filled in). */
  last?: string;
  /** For `loop`: the position in `urls` where the cycle starts. */
  loopAt?: number;
}

/** A redirect's source with each parameter replaced by a marker no real URL holds, so that it can be followed. */
function sampleUrl(source: string): string {
  let star = 0;
  const filled = stripQuery(source).replace(/:([A-Za-z_][A-Za-z0-9_]*)[*+?]?|\*/g, (_all, name: string | undefined) =>
    name === undefined ? `⟨*${star++}⟩` : `⟨${name}⟩`,
  );
  return normalizeUrl(decodeSafe(filled));
}

/** A URL of a trace as the user would write it: markers back in the source's own parameter syntax. */
export function displayUrl(url: string, source: string): string {
  const tokens = new Map<string, string>();
  for (const m of stripQuery(source).matchAll(/:([A-Za-z_][A-Za-z0-9_]*)[*+?]?/g)) tokens.set(m[1], m[0]);
  return url.replace(/⟨(\*\d+|[A-Za-z_][A-Za-z0-9_]*)⟩/g, (_all, name: string) =>
    name.startsWith('*') ? '*' : (tokens.get(name) ?? `:${name}`),
  );
}

/** Follows one redirect from (a sample of) its source through every redirect that applies after it. */
function traceRedirect(urls: SiteUrls, redirect: Redirect, index: number): RedirectTrace {
  const start = sampleUrl(redirect.source);
  const trace: RedirectTrace = { redirect, index, hops: [], urls: [start], end: 'final' };
  const first = urls.redirects.match(start);
  if (!first || first.index !== index) return { ...trace, end: 'shadowed' };
  const seen = new Map<string, number>([[start, 0]]);
  let m: RedirectMatch = first;
  for (;;) {
    trace.hops.push(m);
    const dest = applyRedirect(m);
    if (dest === undefined) return { ...trace, end: 'grows' };
    if (/^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('//')) return { ...trace, end: 'external', last: dest };
    const p = normalizeUrl(decodeSafe(dest.replace(/[?#].*$/, '')));
    const again = seen.get(p);
    if (again !== undefined) {
      trace.urls.push(p);
      return { ...trace, end: 'loop', loopAt: again };
    }
    seen.set(p, trace.urls.length);
    trace.urls.push(p);
    const next = urls.redirects.match(p);
    if (!next) return { ...trace, end: 'final', last: dest, target: urls.resolve(p) };
    if (trace.hops.length >= MAX_REDIRECT_HOPS) return { ...trace, end: 'endless' };
    m = next;
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const traces = new WeakMap<SiteUrls, RedirectTrace[]>();

/** Every redirect of the site, traced once. */
export function redirectTraces(urls: SiteUrls): RedirectTrace[] {
  let out = traces.get(urls);
  if (!out) traces.set(urls, (out = urls.redirects.redirects.map((r, i) => traceRedirect(urls, r, i))));
  return out;
}
