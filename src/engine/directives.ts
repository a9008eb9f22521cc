import path from 'node:path';
import type { DirectiveKind } from '../core/directives.js';
import { GlobSet } from '../core/glob.js';
import { toPosix } from '../core/paths.js';
import type { Diagnostic, Position, Span } from '../core/types.js';
import { yamlDirectives } from '../load/yaml.js';
import type { UnusedDirective } from '../model/filtering.js';
import type { SiteModel } from '../model/site.js';

/** Findings that no directive may silence: the reports about directives and suppressions themselves. */
const UNSILENCEABLE = new Set(['directive-unused', 'suppression-unused', 'navlintrc-invalid']);

interface Live {
  kind: DirectiveKind;
  rules: string[];
  /** The same, looked up for each finding of the file. */
  named: Set<string>;
  span: Span;
  /** Rules it silenced something of (`*` for a directive that names none). */
  used: Set<string>;
}

/** The inline directives of every file that has any: pages and snippets as parsed, YAML documents by their comments. */
function directivesByFile(model: SiteModel): Map<string, Live[]> {
  const out = new Map<string, Live[]>();
  const add = (file: string, d: Live) => (out.get(file) ?? out.set(file, []).get(file)!).push(d);
  for (const f of model.content?.files ?? []) {
    if (f.extract.kind !== 'mdx') continue;
    for (const d of f.extract.directives ?? [])
      add(f.file, {
        kind: d.kind,
        rules: d.rules,
        named: new Set(d.rules),
        span: model.content!.span(f, d.range),
        used: new Set(),
      });
  }
  const yaml = [
    ...(model.openapi?.store.all() ?? []).map((s) => s.source),
    ...(model.references?.asyncApiDocuments() ?? []).map((d) => d.source),
  ];
  const seen = new Set<string>();
  for (const source of yaml) {
    if (!source || !/\.ya?ml$/i.test(source.file) || seen.has(source.file)) continue;
    seen.add(source.file);
    for (const d of yamlDirectives(source.text))
      add(source.file, {
        kind: d.kind,
        rules: d.rules,
        named: new Set(d.rules),
        span: source.span(d.from, d.to - d.from, ''),
        used: new Set(),
      });
  }
  return out;
}

/** Whether a JSON pointer is one of a set or below one: its prefixes are looked up, not the set scanned. */
function underAny(pointers: ReadonlySet<string>, pointer: string): boolean {
  if (pointers.has('') || pointers.has(pointer)) return true;
  for (let i = pointer.indexOf('/', 1); i > 0; i = pointer.indexOf('/', i + 1))
    if (pointers.has(pointer.slice(0, i))) return true;
  return false;
}

const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.column <= b.column);
const names = (d: Live, rule: string) => d.rules.length === 0 || d.named.has(rule);

/** The directive of a file that silences a finding, if any (marked as used). */
function silencer(list: Live[], d: Diagnostic): Live | undefined {
  const at = d.span.start;
  const hit = (x: Live) => {
    x.used.add(x.rules.length === 0 ? '*' : d.rule);
    return x;
  };
  for (const x of list) {
    if (!names(x, d.rule)) continue;
    if (x.kind === 'disable-file') return hit(x);
    if (x.kind === 'disable-line' && x.span.start.line === at.line) return hit(x);
    if (x.kind === 'disable-next-line' && x.span.end.line + 1 === at.line) return hit(x);
  }
  // The last `disable` or `enable` before the finding that concerns its rule decides.
  let last: Live | undefined;
  for (const x of list)
    if ((x.kind === 'disable' || x.kind === 'enable') && names(x, d.rule) && before(x.span.start, at)) last = x;
  return last?.kind === 'disable' ? hit(last) : undefined;
}

/**
 * Drops the findings that inline directives (`{/* navlint-disable-next-line RULE *\/}` in pages, `# navlint-…` in YAML
 * documents) and the `ignore` entries with rules or pointers of `.navlintrc.json` silence, and lists those that
 * silenced nothing.
 */
export function applyDirectives(
  model: SiteModel,
  list: Diagnostic[],
  ruleIds: readonly string[],
): { kept: Diagnostic[]; unused: UnusedDirective[] } {
  const byFile = directivesByFile(model);
  const entries = (model.rc?.ignoreEntries ?? []).map((e) => ({
    entry: e,
    match: new GlobSet([e.path]),
    rules: e.rules && new Set(e.rules),
    pointers: e.pointers && new Set(e.pointers),
    used: false,
  }));
  const kept = list.filter((d) => {
    if (UNSILENCEABLE.has(d.rule)) return true;
    const directives = byFile.get(d.span.file);
    if (directives && silencer(directives, d)) return false;
    if (entries.length === 0) return true;
    const rel = toPosix(path.relative(model.root, d.span.file));
    for (const e of entries) {
      if (e.rules && !e.rules.has(d.rule)) continue;
      if (e.pointers && !underAny(e.pointers, d.span.pointer)) continue;
      if (!e.match.test(rel)) continue;
      e.used = true;
      return false;
    }
    return true;
  });
  const known = new Set(ruleIds);
  const unused: UnusedDirective[] = [];
  for (const directives of byFile.values())
    for (const x of directives) {
      if (x.kind === 'enable') continue;
      const unknown = x.rules.filter((r) => !known.has(r));
      const idle = x.rules.length === 0 ? (x.used.size === 0 ? [] : undefined) : x.rules.filter((r) => !x.used.has(r));
      if (idle === undefined || (x.rules.length > 0 && idle.length === 0)) continue;
      unused.push({
        span: x.span,
        directive: `navlint-${x.kind}`,
        rules: idle,
        whole: x.rules.length === 0 || idle.length === x.rules.length,
        unknown,
      });
    }
  for (const e of entries)
    // An entry whose rules are all misspelt is navlintrc-invalid's to report.
    if (!e.used && !(e.entry.rules && e.entry.rules.every((r) => !known.has(r))))
      unused.push({
        span: e.entry.span,
        directive: 'ignore',
        // Unknown rule ids of the configuration are navlintrc-invalid's.
        rules: (e.entry.rules ?? []).filter((r) => known.has(r)),
        whole: true,
        unknown: [],
      });
  return { kept, unused };
}
