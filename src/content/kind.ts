import type { ContentKind } from './types.js';

/** How a file is parsed, by its extension; undefined for files that are not pages or snippets. */
export function contentKind(file: string): ContentKind | undefined {
  if (/\.mdx?$/i.test(file)) return 'mdx';
  if (/\.[jt]sx?$/i.test(file)) return 'script';
  return undefined;
}
