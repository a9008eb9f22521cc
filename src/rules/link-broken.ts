import type { SiteModel } from '../model/site.js';
import {
  baseWords,
  linkCheckOf,
  linkFix,
  resolves,
  writtenSuffix,
  type CheckedLink,
  type LinkCheck,
  type RemoteArea,
} from '../model/links.js';
import { type Report, createRule, suggestion } from './api.js';

const LINK = '{{what}} {{written}}';
// A relative link says so (link-relative leaves it to this one finding), and where it leads, read as a browser does.
const RELATIVE = '{{what}} {{written}} is relative and (read against {{base}}, it leads to {{url}})';
const LOOP =
  ' leads into the redirect {{source}} → {{destination}}, and the redirects from there never end: readers get no page.';
const THROUGH =
  ' leads through the redirect {{source}} → {{destination}} to {{end}}, where there is no page file, API page or ' +
  'file: readers get a 404.';
const EXCLUDED = ' leads to {{file}}, which .mintignore excludes from the site: the link is broken.';
const NO_PAGE = '{{what}} {{written}} leads to no page: at {{url}} there is no page file, API page, redirect or file.';
const NO_PAGE_RELATIVE =
  '{{what}} {{written}} is relative and leads to no page: read against {{base}}, it leads to {{url}}, where there is ' +
  'no page file, API page, redirect or file.';
const NEAR = ' Did you mean "{{near}}"?';
const CAUSE_SPEC =
  '{{what}} {{written}} leads to {{url}}, under {{prefix}}, where the pages of OpenAPI document {{source}} would be ' +
  'generated; that document has no file.';
const CAUSE_PAGE = '{{what}} {{written}} leads to {{url}}, a page the navigation lists that has no file.';
const PLACEHOLDER = ' It looks like a placeholder: write the URL of the page it stands for.';
const ONE = '1 link under {{prefix}} was not checked: it may lead to pages generated from {{generator}} {{source}}, ';
const MANY =
  '{{count}} links under {{prefix}} were not checked: they may lead to pages generated from {{generator}} ' +
  '{{source}}, ';
const NOT_FETCHED = 'which was not fetched{{why}}.';
const NOT_READ = 'which navlint does not read.';

const messages = {
  loop: `${LINK}${LOOP}`,
  loopRelative: `${RELATIVE}${LOOP}`,
  throughRedirect: `${LINK}${THROUGH}`,
  throughRedirectRelative: `${RELATIVE}${THROUGH}`,
  excluded: `${LINK}${EXCLUDED}`,
  excludedRelative: `${RELATIVE}${EXCLUDED}`,
  noPage: NO_PAGE,
  noPageNear: `${NO_PAGE}${NEAR}`,
  noPagePlaceholder: `${NO_PAGE}${PLACEHOLDER}`,
  noPageRelative: NO_PAGE_RELATIVE,
  noPageRelativeNear: `${NO_PAGE_RELATIVE}${NEAR}`,
  noPageRelativePlaceholder: `${NO_PAGE_RELATIVE}${PLACEHOLDER}`,
  missingSpec: CAUSE_SPEC,
  missingListedPage: CAUSE_PAGE,
  noPageRelativeElsewhere: `${NO_PAGE_RELATIVE} Read from {{from}}, it would lead to a page: write "{{near}}".`,
  uncheckedLink: `${ONE}${NOT_FETCHED}`,
  uncheckedLinks: `${MANY}${NOT_FETCHED}`,
  unreadLink: `${ONE}${NOT_READ}`,
  unreadLinks: `${MANY}${NOT_READ}`,
} as const;

type MessageId = keyof typeof messages;
type Reporter = (r: Report<MessageId>) => void;

/** An internal link that leads to nothing the site serves. */
export default createRule({
  meta: {
    id: 'link-broken',
    summary:
      'An internal link, in a page, a snippet or docs.json, leads to no page, API page, redirect or file; the ' +
      'closest page URL is suggested.',
    defaultSeverity: 'error',
    category: 'pages',
    hasSuggestions: true,
    messages,
  },
  readsContent: true,
  check({ model, report }) {
    const check = linkCheckOf(model);
    for (const l of check.links) {
      const t = l.target;
      if (l.asset || !t || l.url === undefined) continue;
      if (t.kind === 'redirect') reportRedirect(l, report);
      else if (t.kind === 'ignored') reportExcluded(l, t.file, report);
      else if (t.kind === 'missing') reportMissing(model, check, l, report);
    }
    for (const [area, n] of check.unchecked)
      reportUnchecked(area, n, report, area.unread ? undefined : model.remoteNotFetched?.get(area.source));
  },
});

/** The words that name a link, and for a relative one what it was read against and where it leads. */
function subject(l: CheckedLink): { what: string; written: string; base: string; url: string } {
  return {
    what: l.what,
    written: JSON.stringify(l.written),
    base: baseWords(l),
    url: l.url ?? '',
  };
}

/** A link into a redirect that loops, or that ends where nothing is. */
function reportRedirect(l: CheckedLink, report: Reporter): void {
  if (l.target?.kind !== 'redirect') return;
  const end = l.target.end;
  const r = l.target.match.redirect;
  const data = { ...subject(l), source: JSON.stringify(r.source), destination: JSON.stringify(r.destination) };
  if (end.kind === 'loop') report({ span: l.span, messageId: l.base ? 'loopRelative' : 'loop', data });
  else if (end.kind === 'url' && (end.target.kind === 'missing' || end.target.kind === 'ignored'))
    report({
      span: l.span,
      page: end.url.slice(1),
      messageId: l.base ? 'throughRedirectRelative' : 'throughRedirect',
      data: { ...data, end: end.url },
    });
}

/** A link to a page that .mintignore keeps out of the site. */
function reportExcluded(l: CheckedLink, file: string, report: Reporter): void {
  report({
    span: l.span,
    page: l.url!.slice(1),
    messageId: l.base ? 'excludedRelative' : 'excluded',
    data: { ...subject(l), file },
  });
}

/** A link to nothing: the page most like it is offered, unless the link is a placeholder. */
function reportMissing(model: SiteModel, check: LinkCheck, l: CheckedLink, report: Reporter): void {
  const url = l.url!;
  // A missing OpenAPI document or listed page explains it: no other page is offered, the cause is reported with it.
  const cause = check.urls.causeOf(url);
  if (cause) {
    const data = { ...subject(l), url: (l.base ? '' : (l.basePath ?? '')) + url };
    report({
      span: l.span,
      page: url.slice(1),
      causedBy: cause.key,
      ...(cause.kind === 'openapi'
        ? {
            messageId: 'missingSpec',
            data: { ...data, prefix: cause.prefix, source: JSON.stringify(cause.source) },
          }
        : { messageId: 'missingListedPage', data }),
    });
    return;
  }
  // A placeholder (`...`, `<link>`, `TODO`…) names no page anyone meant: no other page is offered for it.
  const placeholder = isPlaceholder(url);
  // `/guides/index` where the page is `guides.mdx`: the page of the folder's URL is the one meant.
  const folder = /\/index$/.test(url) ? url.replace(/\/index$/, '') || '/' : undefined;
  const folderPage = folder !== undefined && resolves(check.urls.resolve(folder)) ? folder : undefined;
  const near = placeholder
    ? undefined
    : (l.elsewhere?.url ?? folderPage ?? check.urls.closestPage(url.replace(/\.mdx?$/i, '')));
  // Under the site's base path when the link is written with it.
  const base = l.basePath ?? '';
  const fixed = near === undefined ? undefined : (near === '/' && base ? base : base + near) + writtenSuffix(l.written);
  // The base it would lead to a page from: the root, or its file's folder.
  const from = l.elsewhere?.from === 'root' ? 'the root' : "its file's folder";
  const data = { ...subject(l), near: fixed ?? '', from };
  let messageId: MessageId;
  if (l.base) {
    messageId = placeholder
      ? 'noPageRelativePlaceholder'
      : !fixed
        ? 'noPageRelative'
        : l.elsewhere
          ? 'noPageRelativeElsewhere'
          : 'noPageRelativeNear';
  } else {
    messageId = placeholder ? 'noPagePlaceholder' : fixed ? 'noPageNear' : 'noPage';
    data.url = base + url;
  }
  report({
    span: l.span,
    page: url.slice(1),
    messageId,
    data,
    ...(fixed ? suggestion(linkFix(model, l, fixed)) : {}),
  });
}

/** Links that may lead to pages of a remote document that was not fetched, or that navlint does not read. */
function reportUnchecked(area: RemoteArea, n: number, report: Reporter, reason?: string): void {
  // With --fetch-remote the document was asked for: the reason it did not come, not advice to ask for it.
  const why = reason !== undefined ? `: ${reason}` : ' (use --fetch-remote to check them)';
  report({
    span: area.span,
    severity: 'notice',
    messageId: area.unread ? (n === 1 ? 'unreadLink' : 'unreadLinks') : n === 1 ? 'uncheckedLink' : 'uncheckedLinks',
    data: {
      count: n,
      prefix: area.prefix,
      generator: area.what ?? 'the remote OpenAPI document',
      source: JSON.stringify(area.source),
      ...(area.unread ? {} : { why }),
    },
  });
}

/** Whether a link's last segment reads as a placeholder rather than a name: no letter or digit (`...`, `#`), or
 * a run of X's or a TODO (`ADR-XXXX`, `TODO`). */
function isPlaceholder(url: string): boolean {
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !/[\p{L}\p{N}]/u.test(last) || /(^|[^A-Za-z])(X{3,}|TODO|TBD)([^A-Za-z]|$)/.test(last);
}
