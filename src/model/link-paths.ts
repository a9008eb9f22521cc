import path from 'node:path';
import type { LinkInfo } from '../content/types.js';
import { normalizeUrl } from './redirects.js';

// How the platform's build and a browser turn a link as written into a URL path of the site.

/** The elements and attributes whose `./`/`../` values the platform's build resolves (besides Markdown links and images). */
const REWRITTEN_ATTRIBUTES: Readonly<Record<string, string>> = { a: 'href', Card: 'href', img: 'src', source: 'src' };

/**
 * Whether the platform's build rewrites a link of a page from its file's folder: one that starts with `./` or `../`,
 * in a Markdown link or image, or in one of the attributes above. A reference definition (`[id]: ./x`) is not a link
 * node there, and is left as written.
 */
export function rewrittenByPlatform(link: Pick<LinkInfo, 'kind' | 'url' | 'element' | 'attribute'>): boolean {
  if (!link.url.startsWith('./') && !link.url.startsWith('../')) return false;
  if (link.kind === 'link' || link.kind === 'image') return true;
  return link.kind === 'jsx' && link.element !== undefined && REWRITTEN_ATTRIBUTES[link.element] === link.attribute;
}

/** The folder of a page's or snippet's file, as a URL folder (`guides/setup/index.mdx` → `/guides/setup/`). */
export function fileFolder(rel: string): string {
  const dir = path.posix.dirname(rel.replace(/^\/+/, ''));
  return dir === '.' || dir === '' ? '/' : `/${dir}/`;
}

/**
 * The URL path the platform's build gives a `./`/`../` link written in a file of `folder` (from `fileFolder`):
 * joined to the folder and normalized; for a page link (not an image or a file), a `.md`/`.mdx` extension is dropped,
 * and then a trailing `/index`. Decoded, without a trailing slash, as `resolvePath` gives it.
 */
export function platformPath(pathPart: string, folder: string, pageLink: boolean): string | undefined {
  const resolved = resolvePath(pathPart, folder);
  if (resolved === undefined || !pageLink) return resolved;
  const bare = resolved.replace(/\.mdx?$/i, '');
  if (bare === resolved) return resolved;
  const page = bare.endsWith('/index') ? bare.slice(0, -'/index'.length) || '/' : bare;
  // What is left may end in a `.` or `..` segment (`./...md`), which the browser then reads as a folder.
  return /\/\.\.?$/.test(page) ? (resolvePath(page, '/') ?? page) : page;
}

/** A link's path resolved against a page URL as a browser does (`.` and `..` segments too), decoded; a trailing slash dropped. */
export function resolvePath(pathPart: string, base: string): string | undefined {
  let u: URL;
  try {
    u = new URL(pathPart, 'http://site.invalid' + base.split('/').map(encodeURIComponent).join('/'));
  } catch {
    return undefined;
  }
  return normalizeUrl(decodeSafe(u.pathname));
}

/** The extension of a URL path's last segment, lower-cased (empty when it has none). */
export function extensionOf(url: string): string {
  const base = url.slice(url.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** A percent-decoded URL path, or the path as it is when it does not decode. */
export function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
