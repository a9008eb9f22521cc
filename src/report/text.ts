import { createHash } from 'node:crypto';

/**
 * Makes user text inert for a terminal, a CI runner and its log viewer: control characters (ESC, CSI, BEL, NUL, CR,
 * line breaks, U+2028 and U+2029) become visible `\uXXXX` escapes, and `##[`, which a runner acts on anywhere in a
 * line, loses its meaning.
 */
export function inertText(s: string): string {
  return s
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
    .replace(/##\[/g, '#\\u0023[');
}

/**
 * User text made inert (`inertText`) that may also open a line: a runner acts on `::` opening one (leading blanks
 * skipped), so a leading `:` is written `\u003a`.
 */
export function safeTerminalText(s: string): string {
  return inertText(s).replace(/^(\s*):/, '$1\\u003a');
}

/** ANSI styles, or identity functions when colour is off. */
export interface Palette {
  red(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
  underline(s: string): string;
  green(s: string): string;
}

/** A palette that colours when `enabled`. */
export function palette(enabled: boolean): Palette {
  const wrap = (open: number, close: number) => (s: string) => (enabled ? `\u001b[${open}m${s}\u001b[${close}m` : s);
  return {
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    blue: wrap(34, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
    underline: wrap(4, 24),
    green: wrap(32, 39),
  };
}

/** `1 error`, `2 warnings`. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Serialises a value as JSON that no CI runner acts on and no terminal interprets: `##[` and C1
 * controls, U+2028 and U+2029 are written as `\u` escapes (the parsed data is unchanged).
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2)
    .replace(/##\[/g, '#\\u0023[')
    .replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Text that must reach standard output as it is (a unified diff, whose lines quote pages), made inert for a CI
 * runner: when a line would be taken for a workflow command (`::` after leading blanks, `##[` anywhere), the text is
 * put between `::stop-commands::TOKEN` and `::TOKEN::`, which the runner logs without acting on what is between them.
 * The token is the text's SHA-256, which the text cannot hold; patch and git apply skip both lines.
 */
export function withCommandsStopped(text: string): string {
  if (!/^\s*::|##\[/m.test(text)) return text;
  const token = createHash('sha256').update(text).digest('hex');
  return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}
