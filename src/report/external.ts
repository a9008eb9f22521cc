import type { ExternalCheck } from '../model/external-types.js';

/** The closing line of `--external`: `512 external links checked (480 from the cache, 32 fetched), 3 excluded`. */
export function externalLine(external: ExternalCheck): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const n = external.fetched + external.cached;
  let line = `${count(n)} external link${n === 1 ? '' : 's'} checked`;
  if (external.cached > 0) line += ` (${count(external.cached)} from the cache, ${count(external.fetched)} fetched)`;
  if (external.excluded > 0) line += `, ${count(external.excluded)} excluded`;
  return line;
}
