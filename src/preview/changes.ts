import { countChanges, type NavDiff } from '../model/diff.js';
import { changeCounts, changeTree, redirectEntry, type ChangeLine, type Mark } from '../report/diff.js';
import { plural } from '../report/text.js';
import { escapeHtml as e } from './escape.js';
import { kindTitle } from '../model/kind-names.js';

/** What the preview's changes view shows: the diff against the base, as a tree, and how each page of the sidebar changed. */
export interface ChangesView {
  /** The base, as a phrase (`main (1a2b3c4d5e6f)`). */
  base: string;
  total: number;
  counts: string;
  lines: ChangeLine[];
  /** URL of a page in the sidebar → how it changed. */
  marks: Map<string, Mark>;
  /** `redirects` entries that would keep the removed URLs working. */
  missingRedirects: string[];
  /** Redirects added, removed or changed, one line each. */
  redirects: { mark: Mark; text: string }[];
}

/** Builds the changes view of a diff. */
export function buildChangesView(diff: NavDiff, base: string): ChangesView {
  const marks = new Map<string, Mark>();
  for (const c of [diff.pages, diff.apiPages]) {
    for (const p of c.added) marks.set(p.url, 'added');
    for (const p of c.moved) marks.set(p.url, 'moved');
    for (const p of c.renamed) marks.set(p.to, 'renamed');
  }
  for (const l of diff.labels) if (l.url !== undefined && !marks.has(l.url)) marks.set(l.url, 'relabeled');
  return {
    base,
    total: countChanges(diff),
    counts: changeCounts(diff),
    lines: changeTree(diff),
    marks,
    missingRedirects: diff.urlsRemoved.map((u) => redirectEntry(u.suggestion)),
    redirects: [
      ...diff.redirects.added.map((r) => ({ mark: 'added' as const, text: `${r.source} → ${r.destination}` })),
      ...diff.redirects.removed.map((r) => ({ mark: 'removed' as const, text: `${r.source} → ${r.destination}` })),
      ...diff.redirects.changed.map((r) => ({
        mark: 'relabeled' as const,
        text: `${r.source} → ${r.to} (was ${r.from})`,
      })),
    ],
  };
}

const WORD: Record<Mark, string> = {
  added: 'added',
  removed: 'removed',
  moved: 'moved',
  renamed: 'renamed',
  relabeled: 'new label',
};
/** The mark of a page in the sidebar, when it changed. */
export function sidebarMark(view: ChangesView | undefined, url: string | undefined): string {
  const mark = view && url !== undefined ? view.marks.get(url) : undefined;
  return mark
    ? `<span class="chg chg-${mark}" title="${e(`${WORD[mark]} since ${view!.base}`)}">${e(WORD[mark])}</span>`
    : '';
}

/** The header's link to the changes view. */
export function changesLink(view: ChangesView | undefined): string {
  if (!view) return '';
  return `<a class="chg-link" href="#changes">${e(`${plural(view.total, 'change')} since ${view.base}`)}</a>`;
}

/** The changes view: a card shown when its link is followed, with the tree of changes; every user string escaped. */
export function renderChanges(view: ChangesView | undefined, pageIds: Map<string, string>): string {
  if (!view) return '';
  const items = view.lines.map((l) => {
    const mark = l.mark ? `<span class="chg chg-${l.mark}">${e(WORD[l.mark])}</span>` : '';
    const note = l.note ? ` <span class="ok">(${e(l.note)})</span>` : '';
    let body: string;
    if (l.kind === 'page' || l.kind === 'operation') {
      const id = l.mark !== 'removed' && l.url !== undefined ? pageIds.get(l.url) : undefined;
      const title = `${l.method ? `<span class="m">${e(l.method)}</span> ` : ''}<span class="t">${e(l.label)}</span>`;
      body = `${id ? `<a href="#${id}">${title}</a>` : title} <code>${e(l.url ?? '')}</code>`;
    } else if (l.kind === 'hidden') body = `<i>${e(l.label)}</i>`;
    else body = `<span class="ok">${e(kindTitle(l.kind) ?? l.kind)}</span> <b class="t">${e(l.label)}</b>`;
    return `<li${l.mark === 'removed' ? ' class="gone"' : ''} style="--d:${l.depth}">${mark}${body}${note}</li>`;
  });
  const tree =
    items.length > 0
      ? `<ul class="chg-tree">${items.join('')}</ul>`
      : '<p class="ok">The navigation is the same as at the base.</p>';
  const redirects =
    view.redirects.length > 0
      ? `<h2>Redirects</h2><ul class="chg-tree">${view.redirects.map((r) => `<li style="--d:0"><span class="chg chg-${r.mark}">${r.mark === 'relabeled' ? 'changed' : WORD[r.mark]}</span><code>${e(r.text)}</code></li>`).join('')}</ul>`
      : '';
  const missing =
    view.missingRedirects.length > 0
      ? `<h2>${e(plural(view.missingRedirects.length, 'URL'))} removed without a redirect</h2><p class="ok">Links and search results that lead there get a 404. Add these to <code>redirects</code> in docs.json (with the right destination):</p><pre class="chg-json"><code>${view.missingRedirects.map((r) => e(r)).join(',\n')}</code></pre>`
      : '';
  return `<article class="card changes" id="changes" tabindex="-1" aria-labelledby="changes-title"><p class="eyebrow">Changes</p><h1 id="changes-title">${e(`Since ${view.base}`)}</h1><p class="lede">${e(view.counts)}.</p>${tree}${redirects}${missing}</article>`;
}

/** The style of the changes view and of the marks in the sidebar. */
export const CHANGES_STYLE = `
.chg { display: inline-block; flex: none; font-size: 10px; font-weight: 650; line-height: 15px; padding: 0 6px; border-radius: 999px; margin-right: 6px; text-transform: uppercase; letter-spacing: .03em; vertical-align: 1px; }
.chg-added { background: #dcfce7; color: #166534; }
.chg-removed { background: #fee2e2; color: #991b1b; }
.chg-moved { background: #e0f2fe; color: #075985; }
.chg-renamed { background: #fef3c7; color: #92400e; }
.chg-relabeled { background: #f3e8ff; color: #6b21a8; }
.pg .chg { margin: 0 0 0 6px; order: 3; }
.chg-link { display: inline-block; font-size: 12px; font-weight: 600; padding: 3px 10px; border-radius: 999px; border: 1px solid var(--border); background: var(--panel); white-space: nowrap; }
.chg-tree { list-style: none; margin: 16px 0 24px; padding: 0; display: grid; gap: 2px; }
.chg-tree li { padding: 4px 10px 4px calc(10px + var(--d) * 22px); border-radius: 6px; font-size: 13.5px; }
.chg-tree li:hover { background: var(--panel); }
.chg-tree li.gone .t, .chg-tree li.gone > code { text-decoration: line-through; color: var(--muted); }
.chg-tree .m { font: 600 10.5px var(--mono); color: var(--muted); }
.chg-tree code { color: var(--muted); margin-left: 4px; }
.chg-json { background: var(--panel); border: 1px solid var(--border); border-radius: var(--radius); padding: 12px; overflow-x: auto; }
@media (prefers-color-scheme: dark) {
  .chg-added { background: #14532d; color: #bbf7d0; }
  .chg-removed { background: #7f1d1d; color: #fecaca; }
  .chg-moved { background: #0c4a6e; color: #bae6fd; }
  .chg-renamed { background: #78350f; color: #fde68a; }
  .chg-relabeled { background: #581c87; color: #e9d5ff; }
}
`;
