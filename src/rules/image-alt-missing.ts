import type { MediaInfo } from '../content/a11y-types.js';
import { quote } from '../core/suggest.js';
import { contentEdit } from '../fix/builders.js';
import { createRule, suggestion } from './rule.js';

const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|tiff?)$/i;

/** Whether an alt text only repeats the image's file name (`screenshot.png`, `image-2024-01-01` for that file). */
export function altIsFileName(alt: string, src: string | undefined): boolean {
  const a = alt.trim().toLowerCase();
  if (IMAGE_FILE.test(a)) return true;
  if (!src) return false;
  const base = decodeURIComponentSafe(src.split(/[?#]/)[0].split('/').pop() ?? '').toLowerCase();
  const stem = base.replace(/\.[a-z0-9]+$/, '');
  // A name of words separated by hyphens or underscores, or with digits, reads as a file name, not a description.
  return a === base || (a === stem && /[-_\d]/.test(stem));
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function what(m: MediaInfo): string {
  const where = m.inFrame ? ' in a `<Frame>`' : '';
  return m.kind === 'markdown' ? `The image ${quote(m.src ?? '')}${where}` : `\`<img>\`${where}`;
}

const UNSAID = 'screen readers say nothing useful of it. Describe what it shows';
const CAPTION = ', for instance with its caption: {{caption}}.';
const DECORATIVE = ' A decorative image takes `alt=""`.';
const NO_ALT_TEXT = '{{image}} has no alt text (`![]`): ';
const FILE_NAME = '{{image}} has only its file name as alt text ({{alt}}): ';
const NO_ALT = '{{image}} has no `alt` text: ';

/** An image whose alt text is missing, empty or only its file name: a screen reader has nothing to say of it. */
export default createRule({
  meta: {
    id: 'image-alt-missing',
    summary:
      'An image (`![](…)`, `<img>`, an image in a `<Frame>`) has no alt text or only its file name; the caption is ' +
      'suggested when there is one (WCAG 1.1.1). `<img alt="">` marks an image as decorative and is left alone.',
    defaultSeverity: 'warning',
    category: 'accessibility',
    hasSuggestions: true,
    messages: {
      noAltText: `${NO_ALT_TEXT}${UNSAID}.`,
      noAltTextCaption: `${NO_ALT_TEXT}${UNSAID}${CAPTION}`,
      fileName: `${FILE_NAME}${UNSAID}.`,
      fileNameCaption: `${FILE_NAME}${UNSAID}${CAPTION}`,
      imgNoAlt: `${NO_ALT}${UNSAID}.${DECORATIVE}`,
      imgNoAltCaption: `${NO_ALT}${UNSAID}${CAPTION}${DECORATIVE}`,
      imgFileName: `${FILE_NAME}${UNSAID}.${DECORATIVE}`,
      imgFileNameCaption: `${FILE_NAME}${UNSAID}${CAPTION}${DECORATIVE}`,
    },
  },
  readsContent: true,
  check({ model, report }) {
    const content = model.content;
    if (!content) return;
    for (const { file: f, a11y } of content.a11yFacts()) {
      for (const m of a11y.media) {
        if ((m.kind !== 'markdown' && m.kind !== 'img') || m.dynamic || m.decorative) continue;
        const img = m.kind === 'img';
        let problem: 'noAltText' | 'fileName' | 'imgNoAlt' | 'imgFileName';
        if (m.alt === undefined) problem = 'imgNoAlt';
        // `alt=""` is how HTML marks an image as decorative (an icon beside its label, an avatar): a choice, where
        // Markdown's `![]` is most often a description left out.
        else if (m.alt.trim() === '' && img) continue;
        else if (m.alt.trim() === '') problem = 'noAltText';
        else if (altIsFileName(m.alt, m.src)) problem = img ? 'imgFileName' : 'fileName';
        else continue;
        const caption = m.caption?.replace(/\s+/g, ' ').trim();
        let fix;
        if (caption && m.insertAt && m.alt === (m.kind === 'markdown' ? '' : undefined)) {
          const text =
            m.kind === 'markdown'
              ? caption.replace(/[\\[\]]/g, '\\$&')
              : caption.includes('"')
                ? caption.includes("'")
                  ? undefined
                  : ` alt='${caption}'`
                : ` alt="${caption}"`;
          const at = { line: m.insertAt[0], column: m.insertAt[1] };
          if (text !== undefined) fix = contentEdit(model, f.file, at, at, text);
        }
        report({
          span: content.span(f, m.range),
          messageId: caption ? `${problem}Caption` : problem,
          data: { image: what(m), alt: quote(m.alt ?? ''), caption: caption ? quote(caption) : '' },
          ...suggestion(fix, caption ? 'Use the caption as alt text' : undefined),
        });
      }
    }
  },
});
