// Unified diffs: written for `--fix-dry-run`, read from a pull request to know which lines it changed.

/** Lines of context around each change in a written diff, as `diff -u` and git use. */
const CONTEXT = 3;
/** Past this many differing lines the comparison stops looking for the shortest edit and shows one block. */
const MAX_EDIT_DISTANCE = 4000;

/** Splits a text into lines that keep their `\r` (a `\n` ends each line); the last may lack its line break. */
function splitLines(text: string): { lines: string[]; finalNewline: boolean } {
  if (text === '') return { lines: [], finalNewline: true };
  const finalNewline = text.endsWith('\n');
  const lines = (finalNewline ? text.slice(0, -1) : text).split('\n');
  return { lines, finalNewline };
}

type Op = { kind: ' ' | '-' | '+'; line: string };

/** The shortest edit script between two lists of lines (Myers' algorithm), or undefined past `MAX_EDIT_DISTANCE`. */
function myers(a: string[], b: string[]): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDIT_DISTANCE);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // The furthest x on each diagonal before each round, to walk the path back.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, offset);
    }
  }
  return undefined;
}

/** The edit script, read back from the last round to the first. */
function backtrack(trace: Int32Array[], a: string[], b: string[], offset: number): Op[] {
  const ops: Op[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d > 0; d--) {
    const v = trace[d];
    const k = x - y;
    const prevK = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1;
    const prevX = v[offset + prevK];
    const prevY = prevX - prevK;
    for (; x > prevX && y > prevY; x--, y--) ops.push({ kind: ' ', line: a[x - 1] });
    if (x === prevX) ops.push({ kind: '+', line: b[--y] });
    else ops.push({ kind: '-', line: a[--x] });
  }
  for (; x > 0 && y > 0; x--, y--) ops.push({ kind: ' ', line: a[x - 1] });
  return ops.reverse();
}

/**
 * A unified diff of two versions of one file (`--- a/<name>`, `+++ b/<name>`, hunks with three lines of context), or
 * '' when they are the same. Lines keep a `\r` of their own; a missing last line break is marked as diff marks it.
 */
export function unifiedDiff(name: string, before: string, after: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  // A line without its final line break differs from the same line with one.
  const al = a.finalNewline ? a.lines : [...a.lines.slice(0, -1), a.lines[a.lines.length - 1] + '\u0000'];
  const bl = b.finalNewline ? b.lines : [...b.lines.slice(0, -1), b.lines[b.lines.length - 1] + '\u0000'];
  const ops = myers(al, bl) ?? [
    ...al.map((line): Op => ({ kind: '-', line })),
    ...bl.map((line): Op => ({ kind: '+', line })),
  ];
  const out = [`--- a/${name}`, `+++ b/${name}`];
  // Positions of each op in the old and new file, then hunks around the changes.
  const oldAt: number[] = [];
  const newAt: number[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    oldAt.push(i);
    newAt.push(j);
    if (op.kind !== '+') i++;
    if (op.kind !== '-') j++;
  }
  let k = 0;
  while (k < ops.length) {
    while (k < ops.length && ops[k].kind === ' ') k++;
    if (k >= ops.length) break;
    const start = Math.max(0, k - CONTEXT);
    let end = k;
    // A hunk runs on while the next change is within twice the context.
    for (;;) {
      while (end < ops.length && ops[end].kind !== ' ') end++;
      let gap = end;
      while (gap < ops.length && ops[gap].kind === ' ' && gap - end < 2 * CONTEXT) gap++;
      if (gap < ops.length && ops[gap].kind !== ' ' && gap - end <= 2 * CONTEXT) end = gap;
      else break;
    }
    const stop = Math.min(ops.length, end + CONTEXT);
    const hunk = ops.slice(start, stop);
    const oldCount = hunk.filter((o) => o.kind !== '+').length;
    const newCount = hunk.filter((o) => o.kind !== '-').length;
    const oldStart = oldCount === 0 ? oldAt[start] : oldAt[start] + 1;
    const newStart = newCount === 0 ? newAt[start] : newAt[start] + 1;
    out.push(`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@`);
    for (const op of hunk) {
      const noEol = op.line.endsWith('\u0000');
      out.push(op.kind + (noEol ? op.line.slice(0, -1) : op.line));
      if (noEol) out.push('\\ No newline at end of file');
    }
    k = stop;
  }
  return out.join('\n') + '\n';
}

function range(start: number, count: number): string {
  return count === 1 ? String(start) : `${start},${count}`;
}

/** The lines a pull request adds to one file: their numbers in the new file, and their text (without line break). */
export type AddedLines = Map<number, string>;

/**
 * Reads a unified diff (git's, as the GitHub API gives a pull request's) into the lines each file gains, by the
 * file's path in the new version. Deleted files have none; anything that is not a diff is skipped.
 */
export function addedLinesOf(diff: string): Map<string, AddedLines> {
  const out = new Map<string, AddedLines>();
  let current: AddedLines | undefined;
  let line = 0;
  let remainingOld = 0;
  let remainingNew = 0;
  for (const raw of diff.split('\n')) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (remainingOld > 0 || remainingNew > 0) {
      const c = raw[0];
      if (c === '+') {
        current?.set(line, raw.slice(1).replace(/\r$/, ''));
        line++;
        remainingNew--;
        continue;
      }
      if (c === '-') {
        remainingOld--;
        continue;
      }
      if (c === ' ' || raw === '') {
        line++;
        remainingOld--;
        remainingNew--;
        continue;
      }
      if (c === '\\') continue;
      remainingOld = remainingNew = 0;
    }
    if (text.startsWith('diff --git ')) {
      current = undefined;
      continue;
    }
    if (text.startsWith('+++ ')) {
      const name = diffPath(text.slice(4));
      if (name === undefined) current = undefined;
      else out.set(name, (current = out.get(name) ?? new Map()));
      continue;
    }
    const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(text);
    if (hunk) {
      remainingOld = hunk[1] === undefined ? 1 : Number(hunk[1]);
      line = Number(hunk[2]);
      remainingNew = hunk[3] === undefined ? 1 : Number(hunk[3]);
    }
  }
  return out;
}

/** The path in a `+++ b/path` line (git quotes unusual names in C style); undefined for `/dev/null`. */
function diffPath(field: string): string | undefined {
  let p = field.replace(/\t.*$/, '');
  if (p.startsWith('"') && p.endsWith('"')) p = unquoteC(p.slice(1, -1));
  if (p === '/dev/null') return undefined;
  return p.startsWith('b/') ? p.slice(2) : p;
}

/** Undoes git's C-style quoting of a path: `\t`, `\n`, `\"`, `\\` and octal bytes (UTF-8). */
function unquoteC(s: string): string {
  const bytes: number[] = [];
  const simple: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\') {
      bytes.push(...Buffer.from(c, 'utf8'));
      continue;
    }
    const next = s[i + 1] ?? '';
    const octal = /^[0-7]{3}/.exec(s.slice(i + 1));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 3;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
      i++;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
