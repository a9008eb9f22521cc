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
