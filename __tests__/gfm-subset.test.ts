import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { extensionsFor } from '../src/content/mdx.js';
import { FULL, pagesUnder, parseWith } from './helpers/gfm-subset.js';
import { ROOT } from './helpers/run.js';

// A page is parsed with only the GFM constructs its text can hold (`extensionsFor`). That must build exactly the
// tree, positions included, and fail with exactly the error, that the whole of GFM gives (gfm-subset-corpus.test.ts:
// the pages of the real sites).
function expectSame(text: string): void {
  expect(parseWith(text, extensionsFor(text))).toEqual(parseWith(text, FULL));
}

describe('the GFM constructs a page is parsed with', () => {
  test.each([
    ['an e-mail address', 'Write to team@example.com or <a href="mailto:x@y.z">us</a>.'],
    ['a URL without an e-mail', 'See https://example.com/a_(b) and www.example.com/x, not wwwexample or http:/x.'],
    ['an e-mail inside a URL', 'Open https://user@example.com/path?q=1 now.'],
    ['a table', '| a | b |\n| - | :-: |\n| `x|y` | [l](/p) |\n'],
    ['a pipe that is no table', 'a | b\n\nx || y'],
    ['a footnote', 'Text[^1] and [^note].\n\n[^1]: One.\n[^note]: Two\n    more.\n'],
    ['a strikethrough', 'This is ~~gone~~ and ~single~ and ~~~code~~~\n\n~~~\nfenced\n~~~\n'],
    ['a task list', '- [ ] open\n- [x] done\n'],
    ['none of them', '# Title\n\nPlain *text* with <Card title="x">body</Card> and {1 + 1}.\n'],
    ['a syntax error after a URL', 'See https://example.com/{id} and <Card>\n'],
    ['a syntax error in a table', '| a |\n| - |\n| <b> |\n'],
    ['frontmatter', '---\ntitle: a@b.c | x\n---\n\nBody ~x~\n'],
  ])('%s', (_name, text) => expectSame(text));

  test('generated texts of the characters the constructs start at', () => {
    const piece = fc.constantFrom(
      'a',
      'b1',
      ' ',
      '\n',
      '\n\n',
      '@',
      'x@y.io',
      'http://',
      'https://e.com/p',
      'www.',
      'www.x.org',
      '|',
      '| - |',
      '~',
      '~~',
      '[^',
      '[^1]',
      ']:',
      '[',
      ']',
      '(',
      ')',
      '- [ ] ',
      '*',
      '_',
      '`',
      '<Card>',
      '</Card>',
      '{x}',
      '{',
      '#',
      '>',
      '.',
      ':',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => expectSame(pieces.join(''))),
      { numRuns: 1000, seed: 20261123 },
    );
  });

  const sample = [...pagesUnder(path.join(ROOT, 'examples'), 1), ...pagesUnder(path.join(ROOT, 'fixtures'), 1)];
  test(`${sample.length} pages of the example sites and the fixtures`, () => {
    expect(sample.length).toBeGreaterThan(100);
    for (const file of sample) {
      const text = fs.readFileSync(file, 'utf8');
      const a = parseWith(text, extensionsFor(text));
      const b = parseWith(text, FULL);
      if (JSON.stringify(a) !== JSON.stringify(b)) expect({ file, tree: a }).toEqual({ file, tree: b });
    }
  });
});
