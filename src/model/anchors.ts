import type { MdxExtract } from '../content/types.js';

/**
 * The ID the platform gives a heading, before duplicates are numbered: the text lower-cased, runs of blanks made
 * `-`, then percent-encoded; every character that is neither a letter, a digit, `_` nor (when the text had
 * characters that needed encoding) a `%` escape becomes `-`; `-` runs are folded and trimmed; `it-s` becomes `its`.
 * The result is decoded and loses the punctuation `?,;:!'"()[]{}` and emoji, so that non-ASCII characters, `/` and
 * `&` stay: `Read/write access` → `read/write-access`, `Fees & billing` → `fees-&-billing`.
 */
export function headingId(text: string): string {
  return cleanId(headingSlug(text));
}

/** The platform's slug of a heading's text, still percent-encoded (duplicates are numbered in this form). */
function headingSlug(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
  } catch {
    // A lone surrogate cannot be encoded; the platform's renderer would fail the same way.
    return '';
  }
  const keepEscapes = /%[0-9A-F]{2}/.test(encoded);
  const slug = encoded.replace(keepEscapes ? /[^a-zA-Z0-9%_]+/g : /[^a-z0-9_]+/g, '-');
  return trimDashes(contractions(slug));
}

/** An ID as the page's renderer writes it: percent-escapes decoded, punctuation and emoji taken out. */
export function cleanId(id: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    decoded = id;
  }
  return decoded.replace(/[?,;:!'"()[\]{}]/g, '').replace(EMOJI, '');
}

/** A `{#custom-id}` as the platform keeps it: blanks made `-`, markup characters, punctuation and emoji taken out. */
export function customId(raw: string): string {
  return raw
    .trim()
    .replace(/[<>"&?,;:!'()[\]{}]/g, '')
    .replace(EMOJI, '')
    .replace(/\s+/g, '-');
}

/**
 * Typographic quotes as the platform's renderer puts them in text: `'` becomes ’ (‘ at the start of a word) and
 * `"` becomes “ or ”. They are not ASCII, so they stay in heading IDs: `What's new` → `what’s-new`. Quotes of inline
 * code (at the offsets `straight`) stay as written.
 */
function smartQuotes(text: string, straight: readonly number[] = []): string {
  return text.replace(/['"]/g, (q, at: number) => {
    if (straight.includes(at)) return q;
    const opening = at === 0 || /[\s([{\u2014\u2013-]/.test(text[at - 1]);
    if (q === "'") return opening && /\w/.test(text[at + 1] ?? '') && !/\d/.test(text[at + 1] ?? '') ? '‘' : '’';
    return opening ? '“' : '”';
  });
}

/**
 * The slug of a component's title (`<Accordion>`, `<View>`) or a parameter's name: letters reduced to ASCII,
 * `&` read as `and`, anything else made `-`. `camel` splits camelCase words (parameter names).
 */
function componentSlug(text: string, camel = false): string {
  let s = text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/&/g, ' and ');
  if (camel)
    s = s
      .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
      .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
  return trimDashes(
    contractions(
      s
        .toLowerCase()
        .replace(/[^a-z\d]+/g, '-')
        .replace(/\\/g, ''),
    ),
  );
}

/** Components that do not pass an `id` on to the page: an `id` written on them is no link target. */
const WITHOUT_ID = new Set([
  'Info',
  'Warning',
  'Note',
  'Tip',
  'Check',
  'Danger',
  'Callout',
  'AccordionGroup',
  'Card',
  'CardGroup',
  'Tabs',
  'CodeGroup',
  'Column',
  'Columns',
  'Expandable',
  'Frame',
  'Icon',
  'Latex',
  'Mermaid',
  'Panel',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'Steps',
  'Tile',
  'Tooltip',
  'Tree',
  'Visibility',
  'Badge',
  'Color',
]);
/** Components whose `id` the page cleans as it cleans heading IDs. */
const CLEANED_ID = new Set(['Heading', 'Step', 'Update']);

/** The IDs on one page (or snippet): every one a link's `#fragment` may name, and those to suggest. */
export interface AnchorSet {
  /** Every ID a fragment may name (variants the platform's tools accept included). */
  ids: Set<string>;
  /** The IDs as the page renders them, in document order, for suggestions. */
  shown: string[];
}

/**
 * The anchors of a parsed file: headings (numbered from `-2` when they repeat, `{#custom-id}` and JSX `id`s
 * included, `noAnchor` ones left out), `id` attributes of elements that pass them on, and the IDs components make
 * from their props (tabs, accordions, views, steps, updates, parameter fields).
 */
export function anchorsOf(x: MdxExtract): AnchorSet {
  const ids = new Set<string>();
  const shown: string[] = [];
  const add = (id: string, show: boolean) => {
    if (id === '') return;
    if (show && !ids.has(id)) shown.push(id);
    ids.add(id);
  };
  // The text as the platform writes it, with typographic quotes (`What's new` → `what’s-new`); its link checker
  // compares so too, since it read the text as it stands in the file and took `#whats-new`, which scrolls nowhere.
  const smart = new Numbering();
  for (const h of x.headings) {
    // Headings below level 4 get no ID; a JSX one keeps the `id` written on it (an element `id`, below).
    if (h.depth > 4 || (h.noAnchor && h.id === undefined)) continue;
    if (h.id !== undefined) {
      const id = cleanId(h.jsx ? h.id : customId(h.id));
      add(id, true);
      if (h.noAnchor) continue;
      if (id !== '') {
        add(smart.next(id), true);
        continue;
      }
    }
    add(cleanId(smart.next(headingSlug(smartQuotes(h.text, h.codeQuotes)))), true);
  }
  for (const e of x.ids) {
    if (WITHOUT_ID.has(e.element)) continue;
    add(CLEANED_ID.has(e.element) ? cleanId(e.id) : e.id, true);
  }
  const titles = new Numbering();
  const params = new Map<string, number>();
  const byComponent = new Map<string, number>();
  for (const a of x.anchors) {
    switch (a.element) {
      case 'Tab':
      case 'Step':
      case 'Update':
        add(cleanId(titles.next(headingSlug(a.value))), true);
        break;
      case 'Accordion':
      case 'View': {
        const base = componentSlug(a.value.replace(':', '-'));
        const n = byComponent.get(base) ?? 0;
        byComponent.set(base, n + 1);
        add(n === 0 ? base : `${base}-${n}`, true);
        break;
      }
      default: {
        // Parameter fields: one name each (`query`, `path`, `body`, `header`, then `name`), numbered `_1`, `_2`.
        const base = componentSlug(`param-${a.value}`, true);
        const n = params.get(base) ?? 0;
        params.set(base, n + 1);
        add(componentSlug(`param-${a.value}${n > 0 ? `_${n}` : ''}`, true), true);
      }
    }
  }
  return { ids, shown };
}

/** Numbers repeated slugs as the platform does: the first stays, then `-2`, `-3`, … skipping any already taken. */
export class Numbering {
  private readonly seen = new Map<string, number>();

  /** The slug to use for the next occurrence of `slug`. */
  next(slug: string): string {
    const count = this.seen.get(slug) ?? 0;
    this.seen.set(slug, count + 1);
    if (count === 0) return slug;
    let n = count + 1;
    while (this.seen.has(`${slug}-${n}`)) n++;
    const out = `${slug}-${n}`;
    this.seen.set(out, 1);
    return out;
  }
}

/** Whether a `#fragment` (as written, percent-encoded or not) names one of the IDs of an anchor set. */
export function hasAnchor(set: AnchorSet, fragment: string): boolean {
  // `#top` scrolls to the top of any page (HTML's own rule, whatever the case).
  if (fragment.toLowerCase() === 'top') return true;
  if (set.ids.has(fragment) || set.ids.has(safeDecode(fragment))) return true;
  // The page's own script cleans a fragment as it cleans IDs (the platform's checker reads it so too): `#step-1:-x`
  // and `#🚀-quickstart` reach `step-1-x` and `-quickstart`.
  return set.ids.has(cleanId(fragment));
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** `it-s` → `its`, `don-t` → `dont`: a word followed by a lone `s` or `t` is a contraction. */
function contractions(slug: string): string {
  return slug.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3');
}

function trimDashes(s: string): string {
  return s.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;
