import type { LinkTextInfo } from './a11y-types.js';

/**
 * Link texts that say nothing of where the link leads, as Lighthouse's "Links do not have descriptive text" audit
 * lists them in English, less "go" and "start": in documentation they name the Go language and a section.
 */
const VAGUE = new Set([
  'click',
  'click here',
  'click this',
  'here',
  'information',
  'learn more',
  'link',
  'more',
  'more info',
  'more information',
  'read more',
  'right here',
  'see more',
  'this',
  'this link',
  'this page',
]);

/** Whether a link text is one of the texts that say nothing out of context. */
export function isVague(text: string): boolean {
  return VAGUE.has(
    text
      .toLowerCase()
      .replace(/[.,:;!?…→»>)(\s]+$/u, '')
      .replace(/^[\s(]+/, '')
      .trim(),
  );
}

/** What a link is named by: its text, or else the alt texts of its images ('' when neither says anything). */
export function linkName(link: LinkTextInfo): string {
  return link.text || link.imageAlt?.trim() || '';
}

/**
 * Whether a link's name leaves a reader unable to tell where it leads: it has none, or a vague one. A link labelled
 * otherwise (`aria-label`, an expression) is not, nor is an `<a>` without `href`, which is a target (`<a id="…">`).
 */
export function isUnclear(link: LinkTextInfo): boolean {
  if (link.labelled || (link.kind === 'a' && link.url === undefined)) return false;
  const name = linkName(link);
  return name === '' || isVague(name);
}
