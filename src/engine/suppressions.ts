import path from 'node:path';
import { UsageError } from '../core/errors.js';
import { getProp, type JNode, type JScalar } from '../core/jnode.js';
import { toPosix } from '../core/paths.js';
import { fileStart, type SourceText } from '../core/source.js';
import type { Diagnostic, Span } from '../core/types.js';
import { parseJson } from '../load/json.js';
import type { UnusedSuppression } from '../model/filtering.js';
import type { SiteModel } from '../model/site.js';
import { findingKey, keyHash } from './identity.js';

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
  const parsed = parseJson(file, model.fs.readFileSync(file, 'utf8'));
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

/** The file as written: files and rules sorted, two spaces, a final newline; nothing suppressed, no file. */
function serialize(data: Suppressions): string | undefined {
  const out: Suppressions = {};
  for (const file of Object.keys(data).sort()) {
    const rules = Object.keys(data[file]).sort();
    if (rules.length === 0) continue;
    out[file] = {};
    for (const rule of rules) {
      const e = data[file][rule];
      out[file][rule] = { count: e.count, ...(e.fingerprints ? { fingerprints: [...e.fingerprints].sort() } : {}) };
    }
  }
  return Object.keys(out).length > 0 ? JSON.stringify(out, null, 2) + '\n' : undefined;
}

interface Item {
  d: Diagnostic;
  /** The finding's fingerprint, worked out when first asked for (it reads the file's text). */
  readonly print: string;
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
    let print: string | undefined;
    g.items.push({
      d,
      get print() {
        return (print ??= keyHash(findingKey(d, model.root, sourceOf(d.span.file)).loose));
      },
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
    const n = prints.get(i.print) ?? 0;
    if (n > 0) {
      prints.set(i.print, n - 1);
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
  const after = serialize(data);
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
  const unused: UnusedSuppression[] = [];
  for (const [file, rules] of Object.entries(data)) {
    if (!inScope(file)) continue;
    for (const [rule, e] of Object.entries(rules)) {
      const found = counts.get(`${file}\u0000${rule}`) ?? 0;
      if (found >= e.count) continue;
      const key = getProp(getProp(root, file)?.value, rule);
      unused.push({ span: key?.keySpan ?? fileStart(suppressionsFile), file, rule, allowed: e.count, found });
    }
  }
  return unused;
}
