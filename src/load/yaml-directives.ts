import { Lexer } from 'yaml';
import { parseDirective, type ParsedDirective } from '../core/directives.js';

/** A `# navlint-…` comment of a YAML document and where it stands (0-based offsets of the comment). */
export interface YamlDirective extends ParsedDirective {
  from: number;
  to: number;
}

// Tokens the lexer emits that are not text of the document.
const CONTROL = new Set(['\x02', '\x18', '\x1f']);

/**
 * The directives in the comments of a YAML document. The YAML lexer tells comments from text that only looks like one
 * (a `#` in a quoted string or a block scalar); a document that does not mention `navlint-` is not lexed.
 */
export function yamlDirectives(text: string): YamlDirective[] {
  if (!text.includes('navlint-')) return [];
  const out: YamlDirective[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (CONTROL.has(token)) continue;
    if (token.startsWith('#')) {
      const parsed = parseDirective(token.slice(1));
      if (parsed) out.push({ ...parsed, from: offset, to: offset + token.length });
    }
    offset += token.length;
  }
  return out;
}
