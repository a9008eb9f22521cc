import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';

// A page is parsed with only the GFM constructs its text can hold (`extensionsFor`). That must build exactly the
// tree, positions included, and fail with exactly the error, that the whole of GFM gives.
export const FULL = [mdxjs(), gfm(), frontmatter(['yaml'])];
const MDAST = [mdxFromMarkdown(), ...gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])];

/** The tree (without the ESTree programs, which hold the same positions) or the error, as plain data. */
export function parseWith(text: string, extensions: typeof FULL): unknown {
  try {
    return JSON.parse(
      JSON.stringify(fromMarkdown(text, { extensions, mdastExtensions: MDAST }), (k, v: unknown) =>
        k === 'estree' ? undefined : v,
      ),
    );
  } catch (e) {
    const err = e as { reason?: string; place?: unknown };
    return { error: err.reason ?? String(e), place: err.place };
  }
}

/** The Markdown and MDX pages under `dir` (node_modules and dot folders aside), one in `every`, sorted. */
export function pagesUnder(dir: string, every: number): string[] {
  const found: string[] = [];
  const visit = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) visit(p);
      else if (/\.mdx?$/.test(e.name)) found.push(p);
    }
  };
  visit(dir);
  found.sort();
  return found.filter((_f, i) => i % every === 0);
}
