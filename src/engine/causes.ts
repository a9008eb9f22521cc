import { SEVERITY_RANK, type Diagnostic } from '../core/types.js';

/** What each rule's consequences are called when a root cause counts them. */
const NOUNS: Readonly<Record<string, [string, string]>> = {
  'link-broken': ['link', 'links'],
  'redirect-broken': ['redirect', 'redirects'],
  'frontmatter-openapi-unresolved': ['page that binds one of its operations', 'pages that bind its operations'],
};

/** The words of the count of consequences, rule by rule: `188 links and 2 redirects`. */
function consequenceWords(consequences: readonly Diagnostic[]): string {
  const counts = new Map<string, number>();
  for (const c of consequences) counts.set(c.rule, (counts.get(c.rule) ?? 0) + 1);
  const parts = [...counts].map(([rule, n]) => {
    const [one, many] = NOUNS[rule] ?? ['finding', 'findings'];
    return `${n} ${n === 1 ? one : many}`;
  });
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Folds each finding that a reported root cause explains into that cause: a missing OpenAPI document, say, is reported
 * once, counting the links and redirects to its pages that cannot resolve, each of them a related location. A
 * consequence whose cause is not among the findings (turned off, ignored, suppressed, or in a file not selected), or is
 * of a lower severity than it, stays on its own, so nothing is hidden. The order of the rest is kept.
 */
export function foldCauses(list: readonly Diagnostic[]): Diagnostic[] {
  const causes = new Map<string, Diagnostic>();
  for (const d of list) if (d.cause !== undefined && !causes.has(d.cause)) causes.set(d.cause, d);
  if (causes.size === 0) return [...list];
  const folded = new Map<Diagnostic, Diagnostic[]>();
  const kept: Diagnostic[] = [];
  for (const d of list) {
    const cause = d.causedBy !== undefined && d !== causes.get(d.causedBy) ? causes.get(d.causedBy) : undefined;
    // Never into a cause of lower severity: an error stays an error, whatever level the cause's rule is set to.
    if (!cause || SEVERITY_RANK[d.severity] > SEVERITY_RANK[cause.severity]) kept.push(d);
    else {
      const into = folded.get(cause) ?? [];
      into.push(d);
      folded.set(cause, into);
    }
  }
  return kept.map((d) => {
    const consequences = folded.get(d);
    if (!consequences) return d;
    const whole: Diagnostic = {
      ...d,
      message: `${d.message} ${consequenceSentence(d, consequences)}`,
      related: [...(d.related ?? []), ...consequences.map((c) => ({ span: c.span, message: c.message }))],
      consequences,
    };
    unfolded.set(whole, d);
    return whole;
  });
}

/** Each folded root cause's finding as it was before its consequences were folded into it. */
const unfolded = new WeakMap<Diagnostic, Diagnostic>();

/**
 * What a root cause's message adds: how many more places name it (findings of its own rule, such as the other
 * references to a missing document), and how many findings of other rules it explains.
 */
function consequenceSentence(cause: Diagnostic, consequences: readonly Diagnostic[]): string {
  const again = consequences.filter((c) => c.rule === cause.rule).length;
  const others = consequences.filter((c) => c.rule !== cause.rule);
  const words: string[] = [];
  if (again) words.push(`It is named in ${again} more place${again === 1 ? '' : 's'}.`);
  if (others.length)
    words.push(`Because of it, ${consequenceWords(others)} ${others.length === 1 ? 'leads' : 'lead'} nowhere.`);
  words.push(consequences.length === 1 ? 'It is listed with this finding.' : 'Each is listed with this finding.');
  return words.join(' ');
}

/** The findings with every folded consequence put back on its own (to compare two checks finding by finding). */
export function unfoldCauses(list: readonly Diagnostic[]): Diagnostic[] {
  return list.flatMap((d) => (d.consequences ? [unfolded.get(d) ?? d, ...d.consequences] : [d]));
}
