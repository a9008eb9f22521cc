import path from 'node:path';
import { ConfinedPathError, readTextInside } from '../core/confined.js';
import { UsageError } from '../core/errors.js';
import { getProp, type JNode, type JProp, type JScalar } from '../core/jnode.js';
import { toPosix } from '../core/paths.js';
import { fileStart, type SourceText } from '../core/source.js';
import type { Diagnostic, Span } from '../core/types.js';
import { MAX_CONFIG_BYTES } from '../load/docs.js';
import { parseJson } from '../load/json.js';
import type { UnusedSuppression } from '../model/filtering.js';
import type { SiteModel } from '../model/site.js';
import { fingerprint, findingText } from './identity.js';
import { pairByFindings, type Likeness, type Renames } from './renames.js';

/** The bulk suppressions file, in the docs root (ESLint's is `eslint-suppressions.json`). */
export const SUPPRESSIONS_FILE = 'navlint-suppressions.json';

/** What to do to the suppressions file: suppress every error and warning, those of some rules, or prune it. */
export interface SuppressionRequest {
  all?: boolean;
  rules?: string[];
  prune?: boolean;
}

/** How many findings of a rule a file may keep unreported, and which (hashes of their rule, file and text). */
interface Entry {
  count: number;
  fingerprints?: string[];
  /** The path the entry is written under, when its file has moved since: its fingerprints hash that path. */
  from?: string;
}

/** File (relative to the docs root) → rule → entry, as the file holds it. */
type Suppressions = Record<string, Record<string, Entry>>;

/** What the suppressions did in a check. */
export interface SuppressionOutcome {
  /** The suppressions file (absolute). */
  file: string;
  /** Findings left out of the report. */
  suppressed: number;
  /** The new text of the file, when `--suppress-all`, `--suppress-rule` or `--prune-suppressions` changed it. */
  update?: string;
}

/** Findings that no suppression may hide: a docs.json that does not parse, and stale suppressions themselves. */
const NEVER = new Set(['suppression-unused', 'config-invalid-json']);

/** Reads the suppressions file of a docs root: nothing when there is none; a usage error naming the place when it is malformed. */
function readSuppressions(
  model: SiteModel,
  cwd: string,
): { data: Suppressions; source?: SourceText; root?: JNode; file: string } {
  const file = path.join(model.root, SUPPRESSIONS_FILE);
  if (!model.fs.existsSync(file)) return { data: {}, file };
  let text: string;
  try {
    // What it records hides findings: a link to a file elsewhere is refused, and its target never opened.
    text = readTextInside(model.fs, { folders: [model.root], name: 'the docs root' }, file, MAX_CONFIG_BYTES);
  } catch (e) {
    if (e instanceof ConfinedPathError)
      throw new UsageError(`${toPosix(path.relative(cwd, file))}: cannot be read: ${e.reason}`);
    throw e;
  }
  const parsed = parseJson(file, text);
  const where = (span: Span) => `${toPosix(path.relative(cwd, file))}:${span.start.line}:${span.start.column}`;
  const bad = (span: Span, why: string) => new UsageError(`${where(span)}: cannot be read: ${why}`);
  if (parsed.errors.length > 0) throw bad(parsed.errors[0].span, `Invalid JSON: ${parsed.errors[0].message}`);
  const root = parsed.root;
  if (!root) return { data: {}, file, source: parsed.source };
  if (root.type !== 'object') throw bad(root.span, 'it must be an object of files');
  const data: Suppressions = {};
  for (const f of root.props) {
    if (f.value.type !== 'object') throw bad(f.value.span, `"${f.key}" must be an object of rules`);
    const rules: Record<string, Entry> = {};
    for (const r of f.value.props) {
      const count = getProp(r.value, 'count')?.value;
      if (
        r.value.type !== 'object' ||
        count?.type !== 'number' ||
        !Number.isInteger((count as JScalar).value) ||
        ((count as JScalar).value as number) < 0
      )
        throw bad(r.value.span, `"${f.key}" › "${r.key}" must be { "count": N } with N a whole number`);
      const prints = getProp(r.value, 'fingerprints')?.value;
      if (prints && (prints.type !== 'array' || prints.items.some((i) => i.type !== 'string')))
        throw bad(prints.span, `"${f.key}" › "${r.key}" › "fingerprints" must be an array of strings`);
      rules[r.key] = {
        count: (count as JScalar).value as number,
        ...(prints?.type === 'array' ? { fingerprints: prints.items.map((i) => (i as JScalar).value as string) } : {}),
      };
    }
    data[f.key] = rules;
  }
  return { data, source: parsed.source, root, file };
}

/**
 * The file as written: files and rules sorted, two spaces, a final newline; nothing suppressed, no file. An entry
 * whose file moved is written under the new path, its fingerprints of the findings still there hashed anew.
 */
function serialize(data: Suppressions, groups: Group[] = []): string | undefined {
  const byId = new Map(groups.map((g) => [`${g.rel}\u0000${g.rule}`, g]));
  const out: Suppressions = {};
  for (const file of Object.keys(data).sort()) {
    const rules = Object.keys(data[file]).sort();
    if (rules.length === 0) continue;
    out[file] = {};
    for (const rule of rules) {
      const e = data[file][rule];
      const prints = e.from !== undefined ? rehashed(e, byId.get(`${file}\u0000${rule}`)) : e.fingerprints;
      out[file][rule] = { count: e.count, ...(prints ? { fingerprints: [...prints].sort() } : {}) };
    }
  }
  return Object.keys(out).length > 0 ? JSON.stringify(out, null, 2) + '\n' : undefined;
}

/** The fingerprints of a moved entry at its new path: each that a finding of the file has, that finding's own. */
function rehashed(e: Entry, g: Group | undefined): string[] | undefined {
  if (!e.fingerprints) return undefined;
  const now = new Map<string, string[]>();
  for (const i of g?.items ?? []) {
    const old = i.printAt(e.from!);
    (now.get(old) ?? now.set(old, []).get(old)!).push(i.print);
  }
  return e.fingerprints.map((p) => now.get(p)?.shift() ?? p);
}

interface Item {
  d: Diagnostic;
  /** The finding's fingerprint, worked out when first asked for (it reads the file's text). */
  readonly print: string;
  /** Its fingerprint had its file been at `rel`. */
  printAt(rel: string): string;
}

interface Group {
  rel: string;
  rule: string;
  items: Item[];
}

/** Findings by file and rule, in their order. */
function groupsOf(list: Diagnostic[], model: SiteModel, sourceOf: (file: string) => SourceText | undefined): Group[] {
  const groups = new Map<string, Group>();
  for (const d of list) {
    if (NEVER.has(d.rule)) continue;
    const rel = toPosix(path.relative(model.root, d.span.file));
    const id = `${rel}\u0000${d.rule}`;
    const g = groups.get(id) ?? groups.set(id, { rel, rule: d.rule, items: [] }).get(id)!;
    let text: string | undefined;
    let print: string | undefined;
    const printAt = (at: string) => fingerprint(d.rule, at, (text ??= findingText(d, sourceOf(d.span.file))));
    g.items.push({
      d,
      get print() {
        return (print ??= printAt(rel));
      },
      printAt,
    });
  }
  return [...groups.values()];
}

/**
 * Which findings of a group an entry hides. At most `count` are hidden: when there are no more findings than that,
 * all of them (as ESLint counts); when there are more, those whose fingerprint the entry holds, and the others are new.
 */
function hiddenBy(entry: Entry | undefined, g: Group): Set<Diagnostic> {
  if (!entry) return new Set();
  if (g.items.length <= entry.count) return new Set(g.items.map((i) => i.d));
  const prints = new Map<string, number>();
  for (const p of entry.fingerprints ?? []) prints.set(p, (prints.get(p) ?? 0) + 1);
  const hidden = new Set<Diagnostic>();
  for (const i of g.items) {
    if (hidden.size >= entry.count) break;
    const print = entry.from !== undefined ? i.printAt(entry.from) : i.print;
    const n = prints.get(print) ?? 0;
    if (n > 0) {
      prints.set(print, n - 1);
      hidden.add(i.d);
    }
  }
  return hidden;
}

const entryOf = (g: Group, items = g.items): Entry => ({
  count: items.length,
  fingerprints: items.map((i) => i.print),
});

/**
 * Applies `navlint-suppressions.json` to the findings, after updating it when asked (`--suppress-all`,
 * `--suppress-rule`, `--prune-suppressions`): what stays reported, the entries that allow more than there is, and
 * what happened. `scope` limits everything to some files (root-relative): entries of other files stay as they are.
 */
export function applySuppressions(
  model: SiteModel,
  list: Diagnostic[],
  options: {
    cwd: string;
    sourceOf: (file: string) => SourceText | undefined;
    request?: SuppressionRequest;
    scope?: ReadonlySet<string>;
    /** Files git finds moved since the base of the check. */
    renames?: Renames;
  },
): {
  kept: Diagnostic[];
  hidden: Diagnostic[];
  unused: UnusedSuppression[];
  outcome: SuppressionOutcome;
  source?: SourceText;
} {
  const read = readSuppressions(model, options.cwd);
  let { data, source, root } = read;
  if (!source && !options.request)
    return { kept: list, hidden: [], unused: [], outcome: { file: read.file, suppressed: 0 } };
  const inScope = (rel: string) => !options.scope || options.scope.has(rel);
  const groups = groupsOf(list, model, options.sourceOf);
  const request = options.request;
  const before = source ? serialize(data) : undefined;
  // A file moved since its entries were written keeps them: they are read under its new path.
  data = moved(data, movesOf(model, data, groups, options.renames));
  if (request?.all || request?.rules) data = suppressAnew(data, groups, request, inScope);
  const hide = () => {
    const hidden = new Set<Diagnostic>();
    for (const g of groups) for (const d of hiddenBy(data[g.rel]?.[g.rule], g)) hidden.add(d);
    return hidden;
  };
  let hidden = hide();
  if (request?.prune) {
    data = pruned(data, groups, hidden, inScope);
    hidden = hide();
  }
  const after = serialize(data, groups);
  let update: string | undefined;
  if (request && after !== before) {
    // Nothing left to suppress: the file is emptied rather than left with stale entries.
    update = after ?? '{}\n';
    const parsed = parseJson(read.file, update);
    source = parsed.source;
    root = parsed.root;
  }
  const unused = unusedEntries(data, groups, root, read.file, inScope);
  return {
    kept: list.filter((d) => !hidden.has(d)),
    hidden: list.filter((d) => hidden.has(d)),
    unused,
    outcome: { file: read.file, suppressed: hidden.size, ...(update !== undefined ? { update } : {}) },
    ...(source ? { source } : {}),
  };
}

/**
 * The entries after `--suppress-all` or `--suppress-rule`: the findings of the rules asked for (every error and
 * warning with `--suppress-all`) replace their entries in the files in scope; other entries stay as they are.
 */
function suppressAnew(
  data: Suppressions,
  groups: Group[],
  request: SuppressionRequest,
  inScope: (rel: string) => boolean,
): Suppressions {
  const next: Suppressions = {};
  for (const [file, rules] of Object.entries(data))
    for (const [rule, e] of Object.entries(rules))
      if (!inScope(file) || (request.rules && !request.rules.includes(rule))) (next[file] ??= {})[rule] = e;
  for (const g of groups) {
    if (!inScope(g.rel)) continue;
    const items = request.rules
      ? request.rules.includes(g.rule)
        ? g.items
        : []
      : g.items.filter((i) => i.d.severity !== 'notice');
    if (items.length > 0) (next[g.rel] ??= {})[g.rule] = entryOf(g, items);
  }
  return next;
}

/** The entries after `--prune-suppressions`: in the files in scope, each entry cut down to the findings it hides. */
function pruned(
  data: Suppressions,
  groups: Group[],
  hidden: Set<Diagnostic>,
  inScope: (rel: string) => boolean,
): Suppressions {
  const next: Suppressions = {};
  const byId = new Map(groups.map((g) => [`${g.rel}\u0000${g.rule}`, g]));
  for (const [file, rules] of Object.entries(data))
    for (const [rule, e] of Object.entries(rules)) {
      if (!inScope(file)) {
        (next[file] ??= {})[rule] = e;
        continue;
      }
      const g = byId.get(`${file}\u0000${rule}`);
      const kept = g ? g.items.filter((i) => hidden.has(i.d)) : [];
      if (kept.length > 0) (next[file] ??= {})[rule] = entryOf(g!, kept);
    }
  return next;
}

/** The entries in scope that allow more findings than there are, each at its key in the suppressions file. */
function unusedEntries(
  data: Suppressions,
  groups: Group[],
  root: JNode | undefined,
  suppressionsFile: string,
  inScope: (rel: string) => boolean,
): UnusedSuppression[] {
  const counts = new Map(groups.map((g) => [`${g.rel}\u0000${g.rule}`, g.items.length]));
  // Keys looked up in tables built once, not by scanning the file's keys for each entry.
  const files = keysOf(root);
  const rulesOf = new Map<string, Map<string, JProp>>();
  const unused: UnusedSuppression[] = [];
  for (const [file, rules] of Object.entries(data)) {
    if (!inScope(file)) continue;
    for (const [rule, e] of Object.entries(rules)) {
      const found = counts.get(`${file}\u0000${rule}`) ?? 0;
      if (found >= e.count) continue;
      const at = e.from ?? file;
      let rules = rulesOf.get(at);
      if (!rules) rulesOf.set(at, (rules = keysOf(files.get(at)?.value)));
      const key = rules.get(rule);
      unused.push({ span: key?.keySpan ?? fileStart(suppressionsFile), file, rule, allowed: e.count, found });
    }
  }
  return unused;
}

/** The keys of an object, each to its last property (as `getProp` finds it). */
function keysOf(node: JNode | undefined): Map<string, JProp> {
  const out = new Map<string, JProp>();
  if (node?.type === 'object') for (const p of node.props) out.set(p.key, p);
  return out;
}

/** Most fingerprints worked out to pair the files of stale entries with files that have none (the rest stay stale). */
const MAX_PAIRING_PRINTS = 200_000;

/**
 * The files of entries that moved, old path → new path: those git finds moved since the base (`renames`), unless the
 * new path has entries of its own; then, where git did not tell, the file of an entry that is gone, paired by
 * `pairByFindings` with a file that has findings and no entry, the findings of the entry's rules counted: the new
 * file's findings are fingerprinted as if at the old path, and compared with the fingerprints the entries hold.
 */
function movesOf(
  model: SiteModel,
  data: Suppressions,
  groups: Group[],
  renames: Renames | undefined,
): Map<string, string> {
  const moves = new Map<string, string>();
  for (const [from, to] of renames ?? []) if (data[from] && !data[to]) moves.set(from, to);
  const gone = Object.keys(data).filter(
    (f) => !moves.has(f) && !renames?.has(f) && !model.fs.existsSync(path.join(model.root, f)),
  );
  if (gone.length === 0) return moves;
  const taken = new Set(moves.values());
  const candidates = new Map<string, Group[]>();
  for (const g of groups)
    if (!data[g.rel] && !taken.has(g.rel)) (candidates.get(g.rule) ?? candidates.set(g.rule, []).get(g.rule)!).push(g);
  const likeness: Likeness[] = [];
  let budget = MAX_PAIRING_PRINTS;
  for (const from of gone) {
    const held = new Map<string, number>();
    for (const e of Object.values(data[from]))
      for (const p of e.fingerprints ?? []) held.set(p, (held.get(p) ?? 0) + 1);
    if (held.size === 0) continue;
    const size = [...held.values()].reduce((a, b) => a + b, 0);
    // Per new file: how many of its findings (of the entry's rules) there are, and their fingerprints at the old path.
    const found = new Map<string, { n: number; prints: Map<string, number> }>();
    for (const rule of Object.keys(data[from]))
      for (const g of candidates.get(rule) ?? []) {
        if ((budget -= g.items.length) < 0) return moves;
        const f = found.get(g.rel) ?? found.set(g.rel, { n: 0, prints: new Map() }).get(g.rel)!;
        f.n += g.items.length;
        for (const i of g.items) {
          const p = i.printAt(from);
          if (held.has(p)) f.prints.set(p, (f.prints.get(p) ?? 0) + 1);
        }
      }
    for (const [to, f] of found) {
      let same = 0;
      for (const [p, n] of f.prints) same += Math.min(n, held.get(p)!);
      likeness.push({ from, to, same, of: Math.max(size, f.n) });
    }
  }
  for (const [from, to] of pairByFindings(likeness)) moves.set(from, to);
  return moves;
}

/** The entries with those of each moved file under its new path, remembering the path their fingerprints hash. */
function moved(data: Suppressions, moves: ReadonlyMap<string, string>): Suppressions {
  if (moves.size === 0) return data;
  const next: Suppressions = {};
  for (const [file, rules] of Object.entries(data)) {
    const to = moves.get(file);
    if (to === undefined) next[file] = rules;
    else {
      const entries: Record<string, Entry> = {};
      for (const [rule, e] of Object.entries(rules)) entries[rule] = { ...e, from: file };
      next[to] = entries;
    }
  }
  return next;
}
