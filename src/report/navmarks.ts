import type { Diagnostic } from '../core/types.js';
import type { ReportInput } from '../engine/types.js';
import type { NavDocument, NavFinding, NavNode } from '../model/navjson.js';
import type { NavOrigins } from '../model/navtree.js';
import { displayPath } from '../core/paths.js';

/**
 * Puts each finding of a check on the navigation node it concerns, and the check's counts on the document: a finding
 * written inside a navigation element or entry goes to the innermost node written there (a finding inside a dropped
 * element goes to the nearest node still shown above it); a finding in a page file goes to each listing of that page
 * (`fileOf` gives the absolute file of a page path). Returns how many findings were placed on a node.
 */
export function markNavDocument(
  doc: NavDocument,
  origins: NavOrigins,
  result: ReportInput,
  fileOf: (pagePath: string) => string | undefined,
): number {
  const byFile = new Map<string, Map<string, NavNode>>();
  const byPage = new Map<string, NavNode[]>();
  for (const [node, span] of origins) {
    (byFile.get(span.file) ?? byFile.set(span.file, new Map()).get(span.file)!).set(span.pointer, node);
    const file = node.kind === 'page' && node.path !== undefined ? fileOf(node.path) : undefined;
    if (file !== undefined) (byPage.get(file) ?? byPage.set(file, []).get(file)!).push(node);
  }
  const found = new Map<NavNode, NavFinding[]>();
  let placed = 0;
  for (const d of result.diagnostics) {
    const nodes = nodesOf(d, byFile, byPage);
    if (nodes.length === 0) continue;
    placed++;
    const finding = toFinding(d, result.cwd);
    for (const node of nodes) (found.get(node) ?? found.set(node, []).get(node)!).push(finding);
  }
  for (const [node, findings] of found) {
    // Before the children, so that a node's findings are read next to its label.
    const children = node.children;
    delete node.children;
    node.findings = findings;
    if (children) node.children = children;
  }
  const root = doc.root;
  delete (doc as Partial<NavDocument>).root;
  doc.summary = { ...result.summary };
  doc.root = root;
  return placed;
}

function nodesOf(d: Diagnostic, byFile: Map<string, Map<string, NavNode>>, byPage: Map<string, NavNode[]>): NavNode[] {
  const pointers = byFile.get(d.span.file);
  if (pointers) {
    // The innermost node whose pointer is the finding's or an ancestor of it.
    for (let p = d.span.pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
      const node = pointers.get(p);
      if (node) return [node];
      if (p === '') return [];
    }
  }
  return byPage.get(d.span.file) ?? [];
}

function toFinding(d: Diagnostic, cwd: string): NavFinding {
  return {
    rule: d.rule,
    severity: d.severity,
    message: d.message,
    file: displayPath(d.span.file, cwd),
    line: d.span.start.line,
    column: d.span.start.column,
  };
}
