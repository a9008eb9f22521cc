import { distance } from 'fastest-levenshtein';

/** The candidate closest to `input` by edit distance, if it is close enough to be a likely typo. */
export function closest(input: string, candidates: Iterable<string>, maxRatio = 0.4): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  const lower = input.toLowerCase();
  for (const c of candidates) {
    if (c === input) continue;
    const d = c.toLowerCase() === lower ? 0.5 : distance(lower, c.toLowerCase());
    if (d < bestD || (d === bestD && best !== undefined && c < best)) {
      best = c;
      bestD = d;
    }
  }
  if (best === undefined) return undefined;
  return bestD <= maxTypoDistance(input.length, best.length, maxRatio) ? best : undefined;
}

/** The most edits by which two strings of these lengths may differ and still be taken for one another. */
export function maxTypoDistance(aLength: number, bLength: number, maxRatio = 0.4): number {
  return Math.max(2, Math.ceil(Math.max(aLength, bLength) * maxRatio));
}

/** Quotes a user value for a message: JSON-style double quotes, shortened when long. */
export function quote(value: string, max = 120): string {
  const v = value.length > max ? value.slice(0, max - 1) + '…' : value;
  return JSON.stringify(v);
}

/** Upper-cases the first letter of a message fragment. */
export function capitalize(s: string): string {
  return s.length > 0 ? s[0].toUpperCase() + s.slice(1) : s;
}

/** Distances worked out by one NameIndex before it stops looking further than its indexed levels. */
const NAME_INDEX_BUDGET = 2_000_000;

/** Names read from the bigram lists by the searches of one NameIndex, in all, before each search is held to a bound. */
const LOOK_BUDGET = 10_000_000;

/** Names one search may look at once LOOK_BUDGET is spent; past it, the search ends without a suggestion. */
const LOOKS_PAST_BUDGET = 200;

/** Thrown to end a search that went past LOOKS_PAST_BUDGET. */
const GIVE_UP = Symbol('give up');

/**
 * Names measured by the searches of one NameIndex before it indexes their bigrams: about what indexing them costs
 * (a name's bigrams take as long as measuring a few distances), so that a handful of searches never index.
 */
const SCANNED_BEFORE_INDEXING = 20_000;

/**
 * Candidate names indexed for "did you mean": each name's pairs of letters (its bigrams, start and end marked) point
 * back to it, so that a search for names within `r` edits looks only at names that share enough bigrams with the
 * input (an edit changes at most two of them), not at every name. The search widens `r` one edit at a time and stops
 * at the first distance where it finds anything: a typo one or two edits away costs a few lookups however many
 * names there are. Answers are exactly those of a full scan; only after NAME_INDEX_BUDGET distances (a hostile
 * number of inputs that match nothing) does it stop widening where bigrams no longer narrow the search.
 */
export class NameIndex {
  /** Each distinct folded name, with the names that fold to it, and its bigrams (as numbers). */
  private readonly folded: string[] = [];
  private readonly names: string[][] = [];
  private readonly gramsOf: Int32Array[] = [];
  private readonly byFolded = new Map<string, number>();
  /** Bigram (with its occurrence number in the name) → its number; bigram number → names holding it. */
  private readonly gramIds = new Map<number, number>();
  private readonly postings: number[][] = [];
  /** Folded names by length. */
  private readonly byLength = new Map<number, number[]>();
  private budget = NAME_INDEX_BUDGET;
  /** Names read from the bigram lists by the searches so far (those already seen by a search included). */
  looked = 0;
  private mark?: Uint8Array;
  /** The search that last looked at each name (a set per search, cleared by counting). */
  private seenBy?: Int32Array;
  private searches = 0;
  /** Whether the bigrams are indexed: the first searches scan every name instead (see `nearest`). */
  private indexed = false;
  /** Distances worked out by its searches so far: what they cost, counted the same on any machine. */
  measured = 0;

  /**
   * `fold` maps a name to the form distances are counted on: lower case, as `closest` counts them, unless given.
   * `scanned`: how many names the first searches may measure in all before the bigrams are indexed.
   */
  constructor(
    candidates: Iterable<string>,
    private readonly fold: (s: string) => string = (s) => s.toLowerCase(),
    private readonly scanned = SCANNED_BEFORE_INDEXING,
  ) {
    for (const name of candidates) {
      const f = fold(name);
      let id = this.byFolded.get(f);
      if (id === undefined) {
        id = this.folded.length;
        this.byFolded.set(f, id);
        this.folded.push(f);
        this.names.push([]);
      }
      this.names[id].push(name);
    }
  }

  /** Indexes every name's bigrams, the first time a search needs them. */
  private index(): void {
    if (this.indexed) return;
    this.indexed = true;
    for (let id = 0; id < this.folded.length; id++) {
      const f = this.folded[id];
      const ids = bigrams(f).map((g) => {
        let n = this.gramIds.get(g);
        if (n === undefined) {
          n = this.postings.length;
          this.gramIds.set(g, n);
          this.postings.push([]);
        }
        this.postings[n].push(id);
        return n;
      });
      this.gramsOf.push(Int32Array.from(ids));
      push(this.byLength, f.length, id);
    }
  }

  /**
   * The folded names nearest to `input` (folded), at the smallest distance at most `max` where `accept` takes one,
   * with that distance; none when there is none.
   */
  nearest(
    input: string,
    max: number,
    accept: (folded: string, d: number) => boolean = () => true,
  ): { names: string[]; distance: number } | undefined {
    const q = this.fold(input);
    // A few searches measure every name: on a large list that costs less than indexing it, which pays only
    // from the searches after them (a site with three broken links does three).
    if (!this.indexed && (this.searches + 1) * this.folded.length <= this.scanned) {
      this.searches++;
      return this.scan(q, max, accept);
    }
    this.index();
    const all = bigrams(q).map((g) => this.gramIds.get(g) ?? -1);
    // Rarest bigrams first (those no name holds before all): a name that shares enough of them with the input
    // holds one of the first few.
    const grams = all.map((g) => (g < 0 ? [] : this.postings[g])).sort((a, b) => a.length - b.length);
    const mark = (this.mark ??= new Uint8Array(this.postings.length));
    for (const g of all) if (g >= 0) mark[g] = 1;
    try {
      return this.search(q, max, accept, grams, mark);
    } finally {
      for (const g of all) if (g >= 0) mark[g] = 0;
    }
  }

  /** What `search` answers, found by measuring every name within `max` of the input's length. */
  private scan(
    q: string,
    max: number,
    accept: (folded: string, d: number) => boolean,
  ): { names: string[]; distance: number } | undefined {
    const atDistance = new Map<number, number[]>();
    for (let id = 0; id < this.folded.length; id++) {
      const f = this.folded[id];
      if (Math.abs(f.length - q.length) > max) continue;
      this.measured++;
      const d = distance(q, f);
      if (d <= max) push(atDistance, d, id);
    }
    for (const r of [...atDistance.keys()].sort((a, b) => a - b)) {
      const here = atDistance.get(r)!.filter((id) => accept(this.folded[id], r));
      if (here.length > 0) return { names: here.flatMap((id) => this.names[id]), distance: r };
    }
    return undefined;
  }

  private search(
    q: string,
    max: number,
    accept: (folded: string, d: number) => boolean,
    lists: number[][],
    mark: Uint8Array,
  ): { names: string[]; distance: number } | undefined {
    // Names looked at in this search; those not yet within reach, by the bigrams they share with the input; those
    // measured, by distance.
    const seenBy = (this.seenBy ??= new Int32Array(this.folded.length));
    const stamp = ++this.searches;
    const byShared: number[][] = [];
    const atDistance = new Map<number, number[]>();
    let threshold = Infinity;
    const measure = (id: number) => {
      this.budget--;
      this.measured++;
      const d = distance(q, this.folded[id]);
      if (d <= max) push(atDistance, d, id);
    };
    let spent = 0;
    const look = (id: number) => {
      // Over a small alphabet a bigram's list holds most names: past LOOK_BUDGET looks in all, a search gives up
      // (no suggestion) after LOOKS_PAST_BUDGET.
      if (++this.looked > LOOK_BUDGET && ++spent > LOOKS_PAST_BUDGET) throw GIVE_UP;
      if (seenBy[id] === stamp) return;
      seenBy[id] = stamp;
      const grams = this.gramsOf[id];
      // A name of n letters has n + 1 bigrams.
      if (Math.abs(grams.length - 1 - q.length) > max) return;
      let shared = 0;
      for (let i = 0; i < grams.length; i++) shared += mark[grams[i]];
      if (shared >= threshold) measure(id);
      else (byShared[shared] ??= []).push(id);
    };
    // Past the budget, only near typos are looked for, and only where bigrams narrow the search.
    const limit = this.budget > 0 ? max : Math.min(max, 2, Math.floor(q.length / 2));
    let scanned = 0;
    try {
      for (let r = 0; r <= limit; r++) {
        // Bigrams a name within `r` edits shares with the input: each edit changes at most two (of the longer
        // count: the shorter one is a bound for every name).
        const needed = q.length + 1 - 2 * r;
        const t = Math.max(0, needed);
        for (let k = Math.min(threshold, byShared.length) - 1; k >= t; k--) {
          for (const id of byShared[k] ?? []) measure(id);
          byShared[k] = [];
        }
        threshold = t;
        if (needed > 0)
          for (; scanned < lists.length - needed + 1; scanned++) for (const id of lists[scanned]) look(id);
        else
          // Bigrams no longer narrow the search: names of the lengths `r` edits reach.
          for (const len of needed < -1 ? [q.length - r, q.length + r] : rangeOf(q.length - r, q.length + r))
            for (const id of this.byLength.get(len) ?? []) look(id);
        // A name not measured before this level is at least `r` edits away: those at `r` are the nearest there are.
        const here = (atDistance.get(r) ?? []).filter((id) => accept(this.folded[id], r));
        if (here.length > 0) return { names: here.flatMap((id) => this.names[id]), distance: r };
      }
    } catch (e) {
      if (e !== GIVE_UP) throw e;
    }
    return undefined;
  }

  /** What `closest(input, candidates, maxRatio)` answers, found through the index. */
  closest(input: string, maxRatio = 0.4): string | undefined {
    return pickClosest(input, this.near(input, maxRatio), maxRatio);
  }

  /**
   * The candidates at the smallest distance from `input` (case-insensitive, as `closest` counts it), if that distance
   * is small enough that one of them could be taken for a typo of `input`; none otherwise.
   */
  near(input: string, maxRatio = 0.4): Near | undefined {
    const found = this.nearest(
      input,
      typoReach(input.length, maxRatio),
      (f, d) => d > 0 || this.names[this.byFolded.get(f)!].some((n) => n !== input),
    );
    if (!found) return undefined;
    const names = found.names.filter((n) => n !== input);
    // Names that differ from the input in case only count half an edit.
    return { names, distance: found.distance === 0 ? 0.5 : found.distance };
  }
}

/** Candidates at one distance from an input. */
export interface Near {
  names: string[];
  distance: number;
}

/**
 * The best of several `near` answers (for candidates split among indexes): the smallest distance, then the first
 * name in code-unit order, if it is close enough to be taken for a typo; as `closest` over all of them.
 */
export function pickClosest(
  input: string,
  near: Near | undefined | (Near | undefined)[],
  maxRatio = 0.4,
): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const n of [near].flat()) {
    if (!n) continue;
    for (const c of n.names)
      if (n.distance < bestD || (n.distance === bestD && best !== undefined && c < best)) {
        best = c;
        bestD = n.distance;
      }
  }
  if (best === undefined) return undefined;
  return bestD <= maxTypoDistance(input.length, best.length, maxRatio) ? best : undefined;
}

/**
 * The largest distance at which a candidate may still be accepted for an input of this length: a candidate `d`
 * edits away is at most `d` longer, and is accepted only within `maxTypoDistance` of the longer length.
 */
export function typoReach(length: number, maxRatio = 0.4): number {
  if (maxRatio >= 0.75) return Infinity;
  return Math.max(2, Math.ceil(((length + 1) / (1 - maxRatio)) * maxRatio) + 1);
}

/**
 * The bigrams of a name, with the name's start and end marked, each numbered by its occurrence: as numbers (the two
 * UTF-16 units, and the occurrence above them), which cost no string per bigram.
 */
function bigrams(s: string): number[] {
  const seen = new Map<number, number>();
  const out: number[] = [];
  let prev = 1;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 2;
    const g = prev * 65536 + c;
    const n = (seen.get(g) ?? 0) + 1;
    seen.set(g, n);
    out.push(g + (n - 1) * 2 ** 32);
    prev = c;
  }
  return out;
}

/** The whole numbers from `a` to `b`. */
function rangeOf(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = Math.max(0, a); i <= b; i++) out.push(i);
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Names in groups (by folder, by last segment, …), each group indexed for `near` when first searched. */
export class NameGroups {
  private readonly lists = new Map<string, string[]>();
  private readonly indexes = new Map<string, NameIndex>();

  add(group: string, name: string): void {
    push(this.lists, group, name);
    this.indexes.delete(group);
  }

  /** The names of a group nearest to `input`, as `NameIndex.near` answers. */
  near(group: string, input: string, maxRatio = 0.4): Near | undefined {
    const list = this.lists.get(group);
    if (!list) return undefined;
    let index = this.indexes.get(group);
    if (!index) this.indexes.set(group, (index = new NameIndex(list)));
    return index.near(input, maxRatio);
  }
}
