import { getProp, str } from '../core/jnode.js';
import type { SiteModel } from './site.js';

/** Page modes that render a blank canvas, without the page header and its title. */
const NO_HEADER = new Set(['custom', 'frame']);

/**
 * The frontmatter `title` that the platform renders above a page's content as its `<h1>`; undefined for a page in
 * `mode: "custom"` or `"frame"`, which renders no header. A page without a `title` gets one made from its file's
 * name; whether that one renders as a heading is not told, so such a page has no known title here.
 */
export function renderedTitle(model: SiteModel, rel: string): string | undefined {
  const meta = model.openapi?.pageMeta.get(rel);
  const mode = str(getProp(meta?.data, 'mode')?.value);
  if (mode !== undefined && NO_HEADER.has(mode)) return undefined;
  return meta?.title?.trim() || undefined;
}
