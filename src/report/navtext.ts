import type { NavDocument, NavFinding, NavNode } from '../model/navjson.js';
import { plural, safeTerminalText } from './text.js';

/** What the closing line of `navlint nav` says besides the counts. */
export interface NavTextOptions {
  /** How many findings are marked on a node of the tree. */
  marked: number;
  /** The command that lists every finding, as the user would type it. */
  checkCommand: string;
}

const MARK: Record<NavFinding['severity'], string> = { error: '✖', warning: '⚠', notice: 'ℹ' };

/**
 * The resolved navigation as an indented tree, one node a line; each node with findings ends with a mark per rule
 * (`✖ page-not-found`), and a closing line counts the problems when the document carries a summary with any.
 */
export function formatNavText(doc: NavDocument, options?: NavTextOptions): string {
  const lines: string[] = [];
  const walk = (node: NavNode, depth: number) => {
    lines.push('  '.repeat(depth) + safeTerminalText(describeNode(node)) + marks(node.findings));
    for (const c of node.children ?? []) walk(c, depth + 1);
  };
  for (const c of doc.root.children ?? []) walk(c, 0);
  const s = doc.summary;
  const total = s ? s.errors + s.warnings + s.notices : 0;
  if (s && total > 0) {
    const parts = [plural(s.errors, 'error'), plural(s.warnings, 'warning')];
    if (s.notices) parts.push(plural(s.notices, 'notice'));
    const marked = options
      ? `, ${whereMarked(options.marked, total)}; \`${safeTerminalText(options.checkCommand)}\` lists ${total === 1 ? 'it' : 'them all'}`
      : '';
    // Notices alone are counted as what they are, not as problems.
    const counts =
      s.errors + s.warnings > 0 ? `${plural(total, 'problem')} (${parts.join(', ')})` : plural(s.notices, 'notice');
    lines.push(`${s.errors > 0 ? MARK.error : s.warnings > 0 ? MARK.warning : MARK.notice} ${counts}${marked}.`);
  }
  return lines.join('\n') + (lines.length ? '\n' : '');
}

function whereMarked(marked: number, total: number): string {
  if (marked === 0) return total === 1 ? 'not on the tree above' : 'none on the tree above';
  if (marked === total) return total === 1 ? 'marked above' : 'all marked above';
  return `${marked} marked above`;
}

function marks(findings: NavFinding[] | undefined): string {
  if (!findings?.length) return '';
  const seen = new Set<string>();
  for (const f of findings) seen.add(`${MARK[f.severity]} ${f.rule}`);
  return '  ' + safeTerminalText([...seen].join('  '));
}

/** One line for a node: its kind, label and target. */
function describeNode(node: NavNode): string {
  const flags = [node.generated ? 'generated' : '', node.hidden ? 'hidden' : ''].filter(Boolean).join(', ');
  const tail = flags ? ` (${flags})` : '';
  switch (node.kind) {
    case 'page':
      return node.reference
        ? `${JSON.stringify(node.label ?? '')} → ${node.url} [${node.reference.kind} ${node.reference.source}]${tail}`
        : `${node.path}${tail}`;
    case 'operation':
      return `${node.method} ${node.operationPath} → ${node.url} [${node.spec}]${tail}`;
    case 'link':
      return `link ${JSON.stringify(node.label ?? '')} → ${node.href ?? ''}${tail}`;
    default:
      return `${node.kind} ${JSON.stringify(node.label ?? '')}${node.path ? ` (root: ${node.path})` : ''}${node.href ? ` → ${node.href}` : ''}${tail}`;
  }
}
