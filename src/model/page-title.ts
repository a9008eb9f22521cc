import { getProp, str } from '../core/jnode.js';
import type { SiteModel } from './site.js';

/** Page modes that render a blank canvas, without the page header and its title. */
const NO_HEADER = new Set(['custom', 'frame']);

/**
 * The title the platform renders above a page's content as its `<h1>`: the frontmatter `title`, or one made from
 * the file's path when there is none (its last segment, dashes and underscores as spaces, the first letter upper
 * case). Undefined for a page in `mode: "custom"` or `"frame"`, which renders no header.
 */
export function renderedTitle(model: SiteModel, rel: string): string | undefined {
  const meta = model.openapi?.pageMeta.get(rel);
  const mode = str(getProp(meta?.data, 'mode')?.value);
  if (mode !== undefined && NO_HEADER.has(mode)) return undefined;
  const title = meta?.title?.trim();
  if (title) return title;
  const last =
    rel
      .replace(/\.mdx?$/i, '')
      .split('/')
      .pop() ?? '';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
