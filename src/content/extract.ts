import { extractPage } from './mdx.js';
import { expandedLength } from './prepare.js';
import { extractScript } from './script.js';
import type { ContentExtract, ContentKind, ExtractOptions } from './types.js';

/** Largest file parsed, in UTF-16 units; a larger one is reported once and not parsed (no real page comes near). */
const MAX_CONTENT_CHARS = 4 * 1024 * 1024;

/** The extract of one file's text. */
export function extractContent(file: string, text: string, kind: ContentKind, options: ExtractOptions): ContentExtract {
  if (text.length > MAX_CONTENT_CHARS)
    return {
      kind: 'skipped',
      reason: `the file is larger than ${MAX_CONTENT_CHARS / 1024 / 1024} MiB; navlint does not parse it`,
    };
  if (kind === 'mdx') {
    const size = expandedLength(text, options.variables);
    if (size > MAX_CONTENT_CHARS)
      return {
        kind: 'skipped',
        tooComplex: true,
        reason:
          `Its {{variables}} expand this page to ${(size / 1024 / 1024).toFixed(1)} MiB, past the ` +
          `${MAX_CONTENT_CHARS / 1024 / 1024} MiB that navlint parses of a page; it is not checked.`,
      };
  }
  try {
    return kind === 'mdx' ? extractPage(text, options) : extractScript(file, text);
  } catch (e) {
    // Not the parser's own message (a stack overflow on a hostile page, say): said once, without a trace.
    const reason = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return { kind: 'skipped', reason: `navlint could not parse the file (${reason})` };
  }
}
