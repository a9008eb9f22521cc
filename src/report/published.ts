import type { PublishedFacts } from '../engine/types.js';
import { plural } from './text.js';

/** URLs named in the line that says which published URLs nothing serves; the rest are counted. */
const LISTED = 5;

/**
 * What the check of the published site came to, in one sentence: `N published URLs (source), all still served`, or
 * how many are not, the first few named.
 */
export function publishedLine(p: PublishedFacts, quote: (url: string) => string = JSON.stringify): string {
  const left = p.otherOrigin > 0 ? `; ${plural(p.otherOrigin, 'URL')} of another site left out` : '';
  const head = `${plural(p.urls, 'published URL')} (${p.source})`;
  if (p.notServed.length === 0) return `${head}, all still served${left}.`;
  const named = p.notServed.slice(0, LISTED).map(quote).join(', ');
  const more = p.notServed.length > LISTED ? ` and ${p.notServed.length - LISTED} more` : '';
  return `${head}: ${plural(p.notServed.length, 'URL')} not served by this checkout nor redirected: ${named}${more}${left}.`;
}
