import type { NavDocument, NavNode } from '../model/navjson.js';
import { safeTerminalText } from './text.js';

/** The resolved navigation as an indented tree, one node a line. */
export function formatNavText(doc: NavDocument): string {
  const lines: string[] = [];
  const walk = (node: NavNode, depth: number) => {
    lines.push('  '.repeat(depth) + safeTerminalText(describeNode(node)));
    for (const c of node.children ?? []) walk(c, depth + 1);
  };
  for (const c of doc.root.children ?? []) walk(c, 0);
  return lines.join('\n') + (lines.length ? '\n' : '');
}

/** One line for a node: its kind, label and target. */
export function describeNode(node: NavNode): string {
  const flags = [node.generated ? 'generated' : '', node.hidden ? 'hidden' : ''].filter(Boolean).join(', ');
  const tail = flags ? ` (${flags})` : '';
  switch (node.kind) {
    case 'page':
      return `${node.path}${tail}`;
    case 'operation':
      return `${node.method} ${node.operationPath} → ${node.url} [${node.spec}]${tail}`;
    case 'link':
      return `link ${JSON.stringify(node.label ?? '')} → ${node.href ?? ''}${tail}`;
    default:
      return `${node.kind} ${JSON.stringify(node.label ?? '')}${node.path ? ` (root: ${node.path})` : ''}${node.href ? ` → ${node.href}` : ''}${tail}`;
  }
}
