/**
 * Redirect sources matched segment by segment. A source such as `/:a*\/:b*\/end` compiled to one regular
 * expression nests quantifiers over one string, and a backtracking engine then tries every way of splitting a
 * long URL among them (twelve such segments took minutes). Here a source is a list of segment patterns and a
 * URL a list of segments; matching fills one table of (pattern, segment) pairs, so it costs the product of the
 * two lengths at most, whatever the source.
 */

/** A part of a segment pattern: literal text, or a wildcard (`*` or `:name` inside a segment) that matches any run of it. */
type Piece = { literal: string } | { name: string };

/** One segment of a redirect source. */
export type SourceSegment =
  /** Literal text (decoded), matching a segment equal to it. */
  | { kind: 'literal'; text: string }
  /** `:name` one segment, not empty; `:name?` one such segment or none; `:name*` any number; `:name+` at least one. */
  | { kind: 'one' | 'optional' | 'star' | 'plus'; name: string }
  /** Text and wildcards within one segment (`concepts-*`, `v:version`). */
  | { kind: 'part'; pieces: Piece[]; key: string };

/** A parameter of a whole segment: `:name` with its modifier. */
const WHOLE = /^:([A-Za-z_][A-Za-z0-9_]*)([*+?]?)$/;
/** A wildcard inside a segment. */
const INNER = /(:[A-Za-z_][A-Za-z0-9_]*|\*)/;
const KINDS = { '': 'one', '?': 'optional', '*': 'star', '+': 'plus' } as const;

/**
 * The segment patterns of a source path (normalized, without query or fragment): `/` gives one empty literal
 * segment, as the URL `/` has one empty segment. Literal text is decoded; a decoded `/` separates segments.
 */
export function parseSource(sourcePath: string): SourceSegment[] {
  const out: SourceSegment[] = [];
  for (const seg of sourcePath.split('/').slice(1)) {
    const whole = WHOLE.exec(seg);
    if (whole) {
      out.push({ kind: KINDS[whole[2] as keyof typeof KINDS], name: whole[1] });
      continue;
    }
    let pieces: Piece[] = [];
    const close = () => {
      out.push(
        pieces.every((p) => 'literal' in p)
          ? { kind: 'literal', text: pieces.map((p) => (p as { literal: string }).literal).join('') }
          : {
              kind: 'part',
              pieces,
              key: pieces.map((p) => ('literal' in p ? encodeURIComponent(p.literal) : '*')).join(''),
            },
      );
      pieces = [];
    };
    for (const part of seg.split(INNER)) {
      if (part === '') continue;
      if (part === '*' || part.startsWith(':')) {
        pieces.push({ name: part === '*' ? '*' : part.slice(1) });
        continue;
      }
      const lines = decodeSafe(part).split('/');
      lines.forEach((text, i) => {
        if (i > 0) close();
        if (text !== '') pieces.push({ literal: text });
      });
    }
    close();
  }
  return out;
}

/** The names of a source's captures, in order (`*` for each wildcard inside a segment). */
export function captureNames(segments: readonly SourceSegment[]): string[] {
  const names: string[] = [];
  for (const s of segments) {
    if (s.kind === 'literal') continue;
    if (s.kind === 'part') for (const p of s.pieces) if ('name' in p) names.push(p.name);
    if (s.kind !== 'part') names.push(s.name);
  }
  return names;
}

/** The segments of a URL path that starts with `/` (`/` itself has one, empty). */
export function urlSegments(url: string): string[] {
  return url.slice(1).split('/');
}

/**
 * Matches URL segments against a source's segment patterns. Captures follow the priorities of the regular
 * expression this replaces: from the left, each wildcard takes as much as it can and still let the rest match,
 * and an optional segment is taken when it can be. Undefined when the source does not cover the URL.
 */
export function matchSegments(pattern: readonly SourceSegment[], url: readonly string[]): string[] | undefined {
  const m = pattern.length;
  const n = url.length;
  // can[i * (n + 1) + j]: pattern[i..] matches url[j..].
  const can = new Uint8Array((m + 1) * (n + 1));
  const at = (i: number, j: number) => can[i * (n + 1) + j] === 1;
  can[m * (n + 1) + n] = 1;
  // tail[j]: the rest of the pattern matches url[j'..] for some j' >= j.
  const tail = new Uint8Array(n + 2);
  for (let i = m - 1; i >= 0; i--) {
    const p = pattern[i];
    tail[n + 1] = 0;
    for (let j = n; j >= 0; j--) tail[j] = at(i + 1, j) || tail[j + 1] === 1 ? 1 : 0;
    for (let j = n; j >= 0; j--) {
      const seg = url[j];
      let ok = false;
      switch (p.kind) {
        case 'literal':
          ok = j < n && seg === p.text && at(i + 1, j + 1);
          break;
        case 'one':
          ok = j < n && seg !== '' && at(i + 1, j + 1);
          break;
        case 'optional':
          ok = (j < n && seg !== '' && at(i + 1, j + 1)) || at(i + 1, j);
          break;
        case 'star':
          ok = tail[j] === 1;
          break;
        case 'plus':
          // One segment or more, but not one empty segment (`.+` takes at least one character).
          ok = j < n && ((seg !== '' && at(i + 1, j + 1)) || tail[j + 2] === 1);
          break;
        case 'part':
          ok = j < n && at(i + 1, j + 1) && matchPart(p.pieces, seg) !== undefined;
          break;
      }
      if (ok) can[i * (n + 1) + j] = 1;
    }
  }
  if (!at(0, 0)) return undefined;
  const captures: string[] = [];
  let j = 0;
  for (let i = 0; i < m; i++) {
    const p = pattern[i];
    switch (p.kind) {
      case 'literal':
        j++;
        break;
      case 'one':
        captures.push(url[j++]);
        break;
      case 'optional':
        if (j < n && url[j] !== '' && at(i + 1, j + 1)) captures.push(url[j++]);
        else captures.push('');
        break;
      case 'star':
      case 'plus': {
        let end = n;
        while (!(at(i + 1, end) && (p.kind === 'star' || end > j + 1 || (end === j + 1 && url[j] !== '')))) end--;
        captures.push(url.slice(j, end).join('/'));
        j = end;
        break;
      }
      case 'part':
        captures.push(...matchPart(p.pieces, url[j++])!);
        break;
    }
  }
  return captures;
}

/**
 * Matches one segment against the pieces of a segment pattern; the wildcards' captures, or undefined. Wildcards
 * match any run of text, so it is enough to place each literal piece as far right as the pieces after it allow,
 * from the last one back (a literal first or last is held to the start or the end): one backward search each, with
 * no backtracking, whatever the pattern. Those places give the captures of the regular expression this replaces,
 * where each wildcard from the left takes as much as it can.
 */
export function matchPart(pieces: readonly Piece[], text: string): string[] | undefined {
  const m = pieces.length;
  const at = new Array<number>(m);
  let end = text.length;
  for (let p = m - 1; p >= 0; p--) {
    const piece = pieces[p];
    if (!('literal' in piece)) continue;
    const lit = piece.literal;
    let x: number;
    if (p === m - 1) x = text.endsWith(lit) ? end - lit.length : -1;
    else x = end >= lit.length ? text.lastIndexOf(lit, end - lit.length) : -1;
    // A first piece stands at the start: wherever the search found it, the start is as good a place if it is there.
    if (p === 0 && x > 0) x = p < m - 1 && text.startsWith(lit) ? 0 : -1;
    if (x < 0) return undefined;
    at[p] = x;
    end = x;
  }
  const captures: string[] = [];
  let x = 0;
  let next = 0;
  for (let p = 0; p < m; p++) {
    const piece = pieces[p];
    if ('literal' in piece) {
      x = at[p] + piece.literal.length;
      continue;
    }
    // The first of wildcards in a row takes all up to the next literal piece; the others, nothing.
    if (next <= p) for (next = p + 1; next < m && !('literal' in pieces[next]); next++);
    const to = next < m ? at[next] : text.length;
    captures.push(text.slice(x, to));
    x = to;
  }
  return captures;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
