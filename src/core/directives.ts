/** What an inline directive does, as ESLint's comments do. */
export type DirectiveKind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line' | 'disable-file';

/** A directive read from a comment: what it does and the rules it names (none: every rule). */
export interface ParsedDirective {
  kind: DirectiveKind;
  rules: string[];
}

const DIRECTIVE = /^\s*navlint-(disable-next-line|disable-line|disable-file|disable|enable)(?=\s|$)([^]*)$/;

/**
 * The directive that a comment's text (without its delimiters) holds, if any: `navlint-disable-next-line a, b -- why`.
 * What follows ` -- ` is a note for readers, as in ESLint.
 */
export function parseDirective(body: string): ParsedDirective | undefined {
  const m = DIRECTIVE.exec(body);
  if (!m) return undefined;
  const list = m[2].split(/(?:^|\s)-{2,}(?:\s|$)/)[0];
  return { kind: m[1] as DirectiveKind, rules: list.split(/[\s,]+/).filter(Boolean) };
}
