/**
 * How deep a page nests lists and blockquotes, read from the line prefixes alone, before the parser sees the page.
 * The platform's MDX compiler walks the tree recursively and overflows its stack from about 765 nested lists (1,686
 * blockquotes, measured with the MDX compiler the platform's CLI ships); the Markdown parser itself slows down with
 * the square or cube of the depth (a list nested 1,000 deep by indentation ran for minutes). A page nested deeper
 * than MAX_NESTING is reported without being parsed.
 */

/** Deepest nesting of lists and blockquotes that navlint parses. */
export const MAX_NESTING = 500;

/** Where a page first nests deeper than `max`: the offset where that line starts, and the depth reached there. */
export interface DeepNesting {
  offset: number;
  depth: number;
}

/**
 * The first line at which lists and blockquotes are nested deeper than `max`. Markers at the start of a line
 * (`>`, `-`, `*`, `+`, `1.`, `1)` followed by a blank) each open a level; a list item also stays open for the lines
 * indented at least to its content, so that a list nested by indentation counts its levels too. Code is not told
 * apart: nothing real comes near the bound, with or without it.
 */
export function deepNesting(text: string, max = MAX_NESTING): DeepNesting | undefined {
  // Content columns of the list items still open, innermost last.
  const open: number[] = [];
  for (let start = 0; start <= text.length; start++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let j = start;
    let col = 0;
    const blanks = () => {
      while (j < end && (text[j] === ' ' || text[j] === '\t')) {
        col = text[j] === '\t' ? col + 4 - (col % 4) : col + 1;
        j++;
      }
    };
    blanks();
    // A blank line keeps the open items (a list goes on after one).
    if (j < end && text[j] !== '\r') {
      // A line indented less than an item's content closes that item.
      while (open.length > 0 && open[open.length - 1] > col) open.pop();
      let depth = open.length;
      for (;;) {
        const ch = text[j];
        let width = 0;
        if (ch === '>') width = 1;
        else if ((ch === '-' || ch === '*' || ch === '+') && isBlank(text, j + 1, end)) width = 1;
        else if (ch >= '0' && ch <= '9') {
          let k = j;
          while (k < end && k - j < 9 && text[k] >= '0' && text[k] <= '9') k++;
          if ((text[k] === '.' || text[k] === ')') && isBlank(text, k + 1, end)) width = k - j + 1;
        }
        if (width === 0) break;
        depth++;
        j += width;
        col += width;
        // One blank after the marker; an item's content starts there, and later lines indented that far are in it.
        if (text[j] === ' ' || text[j] === '\t') {
          j++;
          col++;
        }
        if (ch !== '>') open.push(col);
        blanks();
      }
      if (depth > max) return { offset: start, depth };
    }
    start = end;
  }
  return undefined;
}

/** Whether the character at `at` is a blank or the end of the line (a list marker needs one after it). */
function isBlank(text: string, at: number, end: number): boolean {
  return at >= end || text[at] === ' ' || text[at] === '\t' || text[at] === '\r';
}
