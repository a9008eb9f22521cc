/**
 * Globs of `.navlintrc.json` `ignore`, matched without backtracking. A glob compiled to a regular expression (as
 * picomatch does) nests a lazy quantifier for each `*`, and a backtracking engine tries every way of placing them:
 * `*a*a*a…*b`, 44 bytes, against a name of forty `a`s ran for minutes. Here a path is a list of segments and a glob a
 * list of segment patterns, and both levels are matched by the classic two-pointer algorithm for a pattern with one
 * kind of wildcard (`**` over segments, `*` over characters): on a mismatch it only ever goes back to just after the
 * last wildcard, so matching costs at most the product of the two lengths, whatever the glob.
 *
 * The syntax: `*` any run of characters within a segment (dot files included), `?` one character, `[abc]`, `[a-z]`,
 * `[!a-z]` one character of a class, `**` as a whole segment any number of segments, `{a,b}` alternatives (nested),
 * `\` before a character that stands for itself, and a leading `!` for the paths the rest does not match.
 */

/** Most globs one pattern's `{a,b}` alternatives expand to: past it, the braces are read as literal text. */
export const MAX_GLOB_ALTERNATIVES = 256;

type Token =
  { kind: 'star' } | { kind: 'any' } | { kind: 'char'; c: string } | { kind: 'class'; not: boolean; test: string[] };

/** One segment of a glob: `**`, or tokens matched against the characters of one path segment. */
type Segment = { kind: 'globstar' } | { kind: 'tokens'; tokens: Token[] };

interface Compiled {
  negated: boolean;
  segments: Segment[];
}

/** Globs compiled once and tested against root-relative paths with `/`; `steps` counts the work done. */
export class GlobSet {
  private readonly globs: Compiled[] = [];
  /** How many times a matcher compared a token with a character, or a segment pattern with a segment. */
  steps = 0;

  constructor(patterns: readonly string[]) {
    for (const pattern of patterns) {
      const negated = pattern.startsWith('!') && !pattern.startsWith('!(');
      const body = negated ? pattern.slice(1) : pattern;
      for (const glob of expandBraces(body)) this.globs.push({ negated, segments: parseGlob(glob) });
    }
  }

  /** Whether any glob matches a path (a negated one: does not match it). */
  test(file: string): boolean {
    const segments = file.replace(/^(\.\/)+/, '').split('/');
    return this.globs.some((g) => this.matchPath(g.segments, segments) !== g.negated);
  }

  private matchPath(pattern: Segment[], path: string[]): boolean {
    return twoPointer(
      pattern,
      path,
      (p) => p.kind === 'globstar',
      (p, seg) => {
        this.steps++;
        return p.kind === 'tokens' && this.matchSegment(p.tokens, seg);
      },
    );
  }

  private matchSegment(tokens: Token[], text: string): boolean {
    return twoPointer(
      tokens,
      text,
      (t) => t.kind === 'star',
      (t, c) => {
        this.steps++;
        return matchChar(t, c);
      },
    );
  }
}

/**
 * Whether a pattern of single items and wildcards (each any run of items, none too) matches a sequence: items are
 * matched in step, and on a mismatch the last wildcard takes one more item and matching resumes after it.
 */
function twoPointer<P, T>(
  pattern: readonly P[],
  items: ArrayLike<T>,
  isWildcard: (p: P) => boolean,
  matches: (p: P, item: T) => boolean,
): boolean {
  let p = 0;
  let i = 0;
  let star = -1;
  let from = 0;
  while (i < items.length) {
    if (p < pattern.length && isWildcard(pattern[p])) {
      star = p++;
      from = i;
    } else if (p < pattern.length && matches(pattern[p], items[i])) {
      p++;
      i++;
    } else if (star >= 0) {
      p = star + 1;
      i = ++from;
    } else return false;
  }
  while (p < pattern.length && isWildcard(pattern[p])) p++;
  return p === pattern.length;
}

function matchChar(t: Token, c: string): boolean {
  switch (t.kind) {
    case 'any':
      return c !== '/';
    case 'char':
      return t.c === c;
    case 'class': {
      let hit = false;
      for (const r of t.test) if (r.length === 1 ? r === c : r[0] <= c && c <= r[2]) hit = true;
      return hit !== t.not;
    }
    case 'star':
      return true;
  }
}

/** The segment patterns of a glob without braces. */
function parseGlob(glob: string): Segment[] {
  return glob
    .replace(/^(\.\/)+/, '')
    .split('/')
    .map((seg): Segment => (seg === '**' ? { kind: 'globstar' } : { kind: 'tokens', tokens: parseSegment(seg) }));
}

function parseSegment(seg: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i];
    if (c === '\\' && i + 1 < seg.length) tokens.push({ kind: 'char', c: seg[++i] });
    else if (c === '*') {
      if (tokens[tokens.length - 1]?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '?') tokens.push({ kind: 'any' });
    else if (c === '[') {
      const cls = parseClass(seg, i);
      if (cls) {
        tokens.push(cls.token);
        i = cls.end;
      } else tokens.push({ kind: 'char', c });
    } else tokens.push({ kind: 'char', c });
  }
  return tokens;
}

/** A `[…]` class starting at `start`, and where it ends; undefined when it is not closed. */
function parseClass(seg: string, start: number): { token: Token; end: number } | undefined {
  let i = start + 1;
  const not = seg[i] === '!' || seg[i] === '^';
  if (not) i++;
  const test: string[] = [];
  for (let first = true; i < seg.length; i++, first = false) {
    let c = seg[i];
    if (c === ']' && !first) return { token: { kind: 'class', not, test }, end: i };
    if (c === '\\' && i + 1 < seg.length) c = seg[++i];
    if (seg[i + 1] === '-' && i + 2 < seg.length && seg[i + 2] !== ']') {
      test.push(`${c}-${seg[i + 2]}`);
      i += 2;
    } else test.push(c);
  }
  return undefined;
}

/** The globs a pattern's `{a,b}` alternatives stand for, at most `MAX_GLOB_ALTERNATIVES` (then the pattern itself). */
export function expandBraces(pattern: string): string[] {
  const done: string[] = [];
  const todo = [pattern];
  while (todo.length > 0) {
    const p = todo.pop()!;
    const braces = firstBraces(p);
    if (!braces) done.push(p);
    else
      for (let k = braces.alternatives.length - 1; k >= 0; k--)
        todo.push(p.slice(0, braces.start) + braces.alternatives[k] + p.slice(braces.end + 1));
    if (done.length + todo.length > MAX_GLOB_ALTERNATIVES) return [pattern];
  }
  return done;
}

/**
 * The first `{…}` of a pattern that holds a `,` at its own level: where it starts and ends, and its alternatives.
 * One pass with a stack of the braces open, so that a pattern of unclosed braces costs its length, not its square.
 */
function firstBraces(p: string): { start: number; end: number; alternatives: string[] } | undefined {
  const open: { start: number; commas: number[] }[] = [];
  let best: { start: number; end: number; commas: number[] } | undefined;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') i++;
    else if (c === '{') open.push({ start: i, commas: [] });
    else if (c === ',' && open.length > 0) open[open.length - 1].commas.push(i);
    else if (c === '}' && open.length > 0) {
      const b = open.pop()!;
      if (b.commas.length > 0 && (!best || b.start < best.start)) best = { ...b, end: i };
    }
  }
  if (!best) return undefined;
  const cuts = [best.start, ...best.commas, best.end];
  const alternatives = cuts.slice(1).map((cut, k) => p.slice(cuts[k] + 1, cut));
  return { start: best.start, end: best.end, alternatives };
}
