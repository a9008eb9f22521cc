import { getProp, str } from '../core/jnode.js';
import type { SiteModel } from './site.js';

/**
 * Whether the platform renders a page's title above its content as the page's `<h1>`: the page has a `title` in its
 * frontmatter and is not in `mode: "custom"` (a blank canvas without the page header).
 */
export function pageTitleRenders(model: SiteModel, rel: string): boolean {
  const meta = model.openapi?.pageMeta.get(rel);
  if (!meta?.title?.trim()) return false;
  return str(getProp(meta.data, 'mode')?.value) !== 'custom';
}
