const HTML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values; control characters become visible escapes. */
export function escapeHtml(s: string): string {
  return s
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
    .replace(/[&<>"']/g, (c) => HTML_ENTITY[c]);
}

/** Link schemes a preview may hold; everything else (`javascript:`, `data:`, `vbscript:`, `file:`, …) is refused. */
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:'];

const BASE = 'https://navlint.invalid/';

/** What a link target is, after the browser's own URL parsing: absolute (with a safe scheme), relative, or refused. */
export type LinkTarget = { kind: 'absolute'; href: string } | { kind: 'relative'; href: string } | { kind: 'refused' };

/**
 * Classifies a user-written link the way a browser would read it: `new URL` against a dummy base strips
 * the same whitespace and control characters, so `java\tscript:` or ` javascript:` cannot slip through.
 */
export function classifyHref(raw: string): LinkTarget {
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return { kind: 'refused' };
  }
  if (!SAFE_PROTOCOLS.includes(url.protocol)) return { kind: 'refused' };
  let absolute = true;
  try {
    new URL(raw);
  } catch {
    absolute = false;
  }
  // A relative link is kept as parsed against the dummy base, never as written: what the page holds is what was checked.
  if (!absolute && url.origin + '/' === BASE) {
    // eslint-disable-next-line no-control-regex
    const fragmentOnly = raw.replace(/^[\u0000-\u0020]+/, '').startsWith('#');
    return { kind: 'relative', href: fragmentOnly ? url.hash || '#' : url.pathname + url.search + url.hash };
  }
  return { kind: 'absolute', href: url.href };
}

/** The href a preview may use for a user-written link, or undefined when its scheme is not http(s), mailto or relative. */
export function safeHref(raw: string): string | undefined {
  const t = classifyHref(raw);
  return t.kind === 'refused' ? undefined : t.href;
}
