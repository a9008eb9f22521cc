export const id = 227;
export const ids = [227];
export const modules = {

/***/ 64786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ helpText),
/* harmony export */   _7: () => (/* binding */ legacySuggestion),
/* harmony export */   dN: () => (/* binding */ messageWithHelp),
/* harmony export */   fs: () => (/* binding */ changesOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _edits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5130);
// What a finding's fix and suggestions change, in words that every output format shows the same way.


/** Longest replacement text shown; longer ones are cut with `…`. */
const MAX_SHOWN = 200;
/** Describes a change: what the finding's span reads after it, when every edit falls inside the span. */
function describeChange(d, fix, sources) {
    const source = sources?.get(fix.file);
    if (source && fix.file === d.span.file) {
        const from = source.offsetAt(d.span.start);
        const to = source.offsetAt(d.span.end);
        const edits = (0,_edits_js__WEBPACK_IMPORTED_MODULE_1__/* .fixOffsets */ .O)(source, fix.edits);
        if (from !== undefined && to !== undefined && edits && edits.every((e) => e.start >= from && e.end <= to)) {
            const local = edits.map((e) => ({ ...e, start: e.start - from, end: e.end - from }));
            const after = oneLine((0,_edits_js__WEBPACK_IMPORTED_MODULE_1__/* .spliceEdits */ .yh)(source.text.slice(from, to), local));
            const value = /^["'`]/.test(after) ? after : JSON.stringify(after);
            return { phrase: `write ${value}`, value };
        }
    }
    const added = fix.edits
        .map((e) => oneLine(e.text).replace(/^[,\s]+|[,\s]+$/g, ''))
        .filter(Boolean)
        .join(' … ');
    const where = node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(fix.file);
    if (added === '')
        return { phrase: `delete text in ${where}`, value: '' };
    const inserts = fix.edits.every((e) => e.range.start.line === e.range.end.line && e.range.start.column === e.range.end.column);
    const line = fix.edits[0].range.start.line;
    return { phrase: `${inserts ? 'add' : 'write'} ${added} in ${where} (line ${line})`, value: added };
}
/** Lines joined by single spaces, cut when long. */
function oneLine(s) {
    const flat = s.replace(/\s*[\r\n]+\s*/g, ' ');
    return flat.length > MAX_SHOWN ? flat.slice(0, MAX_SHOWN - 1) + '…' : flat;
}
/** The fix and each suggestion of a finding, described. */
function changesOf(d, sources) {
    return {
        ...(d.fix ? { fix: describeChange(d, d.fix, sources) } : {}),
        suggestions: (d.suggestions ?? []).map((s) => ({
            ...describeChange(d, s.fix, sources),
            ...(s.description !== undefined ? { description: s.description } : {}),
        })),
    };
}
/**
 * The finding's message followed by its help and what its changes write, as one text (annotations, SARIF, summary
 * tables): `… Fix: write "x".`, `… Suggested: write "y".` A suggestion the message already quotes is not repeated.
 */
function messageWithHelp(d, sources) {
    let out = d.message;
    if (d.help !== undefined && !d.message.includes(d.help))
        out += ` ${sentence(d.help)}`;
    const { fix, suggestions } = changesOf(d, sources);
    if (fix)
        out += ` Fix: ${fix.phrase}.`;
    const offered = suggestions
        .filter((s) => s.value === '' || !d.message.includes(s.value))
        .map((s) => (s.description !== undefined ? `${s.description}: ${s.phrase}` : s.phrase));
    if (offered.length > 0)
        out += ` Suggested: ${offered.join('; or ')}.`;
    return out;
}
/** The help and the changes of a finding as their own sentences (without the message), or undefined. */
function helpText(d, sources) {
    const full = messageWithHelp(d, sources);
    return full === d.message ? undefined : full.slice(d.message.length + 1);
}
function sentence(s) {
    return /[.?!]$/.test(s) ? s : `${s}.`;
}
/**
 * The `suggestion` field of the version-1 JSON contract: the value a change writes (as the file holds it, quotes
 * included), else the help.
 */
function legacySuggestion(d, sources) {
    const first = d.fix ?? d.suggestions?.[0]?.fix;
    if (first) {
        const { value } = describeChange(d, first, sources);
        if (value !== '')
            return value;
    }
    return d.help;
}


/***/ }),

/***/ 5130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ fixOffsets),
/* harmony export */   yZ: () => (/* binding */ applyFixes),
/* harmony export */   yh: () => (/* binding */ spliceEdits)
/* harmony export */ });
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82858);
// Applying fixes to text: positions into offsets, the choice of fixes that fit together, and the edited text.

/** The edits of a fix as offsets into `source`, sorted; undefined when one falls outside the text or two overlap. */
function fixOffsets(source, edits) {
    const out = [];
    for (const e of edits) {
        const start = source.offsetAt(e.range.start);
        const end = source.offsetAt(e.range.end);
        if (start === undefined || end === undefined || end < start)
            return undefined;
        out.push({ start, end, text: e.text });
    }
    out.sort((a, b) => a.start - b.start || a.end - b.end);
    for (let i = 1; i < out.length; i++)
        if (out[i].start < out[i - 1].end)
            return undefined;
    return out;
}
/**
 * Applies to `text` the fixes that fit together, as ESLint does: in the order of where they start, a fix whose
 * extent overlaps or touches one already taken waits for the next pass (after which its positions are found afresh).
 */
function applyFixes(text, items) {
    const source = new _core_source_js__WEBPACK_IMPORTED_MODULE_0__/* .SourceText */ .D('', text);
    const planned = [];
    const invalid = [];
    items.forEach((item, order) => {
        const edits = fixOffsets(source, item.fix.edits);
        if (!edits || edits.length === 0)
            invalid.push(item);
        else
            planned.push({ item, edits, from: edits[0].start, to: Math.max(...edits.map((e) => e.end)), order });
    });
    planned.sort((a, b) => a.from - b.from || a.to - b.to || a.order - b.order);
    const applied = [];
    const deferred = [];
    const taken = [];
    let last = -1;
    for (const p of planned) {
        if (p.from <= last) {
            deferred.push(p.item);
            continue;
        }
        applied.push(p.item);
        taken.push(...p.edits);
        last = p.to;
    }
    return { text: spliceEdits(text, taken), applied, deferred, invalid };
}
/** The text with sorted, non-overlapping offset edits applied. */
function spliceEdits(text, edits) {
    let out = '';
    let at = 0;
    for (const e of edits) {
        out += text.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + text.slice(at);
}


/***/ }),

/***/ 86398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ kindName),
/* harmony export */   t: () => (/* binding */ kindTitle)
/* harmony export */ });
/** What readers call each kind of navigation element, in running text (`2 tabs removed`, `menu item "Plans"`). */
const KIND_NAMES = {
    product: 'product',
    language: 'language',
    version: 'version',
    tab: 'tab',
    'menu-item': 'menu item',
    anchor: 'anchor',
    dropdown: 'dropdown',
    group: 'group',
    link: 'link',
};
/** A navigation element kind's name in running text, or undefined for a kind readers have no word for. */
function kindName(kind) {
    return Object.hasOwn(KIND_NAMES, kind) ? KIND_NAMES[kind] : undefined;
}
/** A navigation element kind's name at the start of a line or a heading (`Menu item`), or undefined. */
function kindTitle(kind) {
    const name = kindName(kind);
    return name === undefined ? undefined : name[0].toUpperCase() + name.slice(1);
}


/***/ }),

/***/ 20227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   changeCounts: () => (/* binding */ changeCounts),
/* harmony export */   changeTree: () => (/* binding */ changeTree),
/* harmony export */   formatDiffJson: () => (/* binding */ formatDiffJson),
/* harmony export */   formatDiffMarkdown: () => (/* binding */ formatDiffMarkdown),
/* harmony export */   formatDiffText: () => (/* binding */ formatDiffText),
/* harmony export */   redirectEntry: () => (/* binding */ redirectEntry),
/* harmony export */   toJsonDiff: () => (/* binding */ toJsonDiff)
/* harmony export */ });
/* harmony import */ var _model_side_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5970);
/* harmony import */ var _model_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24206);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57994);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65655);
/* harmony import */ var _model_kind_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(86398);





const labels = (c) => c.map((x) => x.label);
const many = (c) => c.map(labels);
function jsonPages(c) {
    return {
        added: c.added.map((p) => ({ ...p, breadcrumbs: many(p.breadcrumbs) })),
        removed: c.removed.map((p) => ({ ...p, breadcrumbs: many(p.breadcrumbs) })),
        moved: c.moved.map((p) => ({ ...p, from: many(p.from), to: many(p.to) })),
        renamed: c.renamed.map((p) => ({
            ...p,
            breadcrumbs: { from: many(p.breadcrumbs.from), to: many(p.breadcrumbs.to) },
        })),
    };
}
const jsonSection = ({ order: _order, ...s }) => ({
    ...s,
    breadcrumb: labels(s.breadcrumb),
});
const counts = (c) => ({
    added: c.added.length,
    removed: c.removed.length,
    moved: c.moved.length,
    renamed: c.renamed.length,
});
/** The diff as its JSON contract (version 1). */
function toJsonDiff(diff, base, head) {
    return {
        version: 1,
        base,
        head,
        summary: {
            changes: (0,_model_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .countChanges */ .xS)(diff),
            pages: counts(diff.pages),
            apiPages: counts(diff.apiPages),
            sections: { added: diff.sections.added.length, removed: diff.sections.removed.length },
            labels: diff.labels.length,
            redirects: {
                added: diff.redirects.added.length,
                removed: diff.redirects.removed.length,
                changed: diff.redirects.changed.length,
            },
            urlsRemoved: diff.urlsRemoved.length,
        },
        pages: jsonPages(diff.pages),
        apiPages: jsonPages(diff.apiPages),
        sections: { added: diff.sections.added.map(jsonSection), removed: diff.sections.removed.map(jsonSection) },
        labels: diff.labels.map(({ order: _order, ...l }) => ({ ...l, breadcrumb: labels(l.breadcrumb) })),
        redirects: diff.redirects,
        urlsRemoved: diff.urlsRemoved.map(({ span: _span, ...u }) => u),
    };
}
/** The JSON document as text, ending with a newline. */
function formatDiffJson(diff, base, head) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeJson */ .oi)(toJsonDiff(diff, base, head)) + '\n';
}
/** The counts of a diff in one line: `2 pages added, 1 removed · 1 tab removed · …`, or `no changes`. */
function changeCounts(diff) {
    const parts = [];
    const pageParts = (c, noun) => {
        const list = ['added', 'removed', 'moved', 'renamed'].filter((k) => c[k].length > 0);
        // Entries for pages that have no file are counted among the pages, and said apart.
        const missing = (k) => {
            const n = k === 'added' || k === 'removed' ? c[k].filter((p) => p.missing).length : 0;
            return n > 0 ? ` (${n} missing)` : '';
        };
        if (list.length > 0)
            parts.push(list
                .map((k, i) => `${i === 0 ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(c[k].length, noun)} ${k}` : `${c[k].length} ${k}`}${missing(k)}`)
                .join(', '));
    };
    pageParts(diff.pages, 'page');
    pageParts(diff.apiPages, 'API page');
    for (const [list, verb] of [
        [diff.sections.added, 'added'],
        [diff.sections.removed, 'removed'],
    ]) {
        const byKind = new Map();
        for (const s of list)
            byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
        if (byKind.size > 0)
            parts.push([...byKind].map(([k, n]) => (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, (0,_model_kind_names_js__WEBPACK_IMPORTED_MODULE_3__/* .kindName */ .E)(k) ?? k)).join(', ') + ` ${verb}`);
    }
    if (diff.labels.length > 0)
        parts.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(diff.labels.length, 'label')} changed`);
    const r = diff.redirects;
    const rParts = ['added', 'removed', 'changed'].filter((k) => r[k].length > 0);
    if (rParts.length > 0)
        parts.push(rParts.map((k, i) => (i === 0 ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(r[k].length, 'redirect')} ${k}` : `${r[k].length} ${k}`)).join(', '));
    if (diff.urlsRemoved.length > 0)
        parts.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(diff.urlsRemoved.length, 'URL')} removed without a redirect`);
    return parts.length > 0 ? parts.join(' · ') : 'no changes';
}
/** The changes as a tree of the navigation: only the sections that changed or hold a change, each change at its place. */
function changeTree(diff) {
    const tree = new ChangeTree(diff.labels);
    tree.placeSections(diff);
    for (const c of [diff.pages, diff.apiPages])
        tree.placePages(c);
    tree.placePageLabels(diff.labels);
    return tree.lines();
}
/** The note of an entry whose page has no file. */
const MISSING = 'missing: no page file';
/** A breadcrumb in words. */
function crumbText(c) {
    return c.length === 0 ? 'the navigation root' : c.map((x) => x.label).join(' › ');
}
/** Where a page stands, in words: each of its breadcrumbs, or that it is in no navigation. */
function where(c) {
    return c.length === 0 ? 'not in navigation' : c.map(crumbText).join('; ');
}
/** The line of a changed page or operation, with what else to say and the reason it changed. */
function leaf(p, mark, note, reason) {
    const why = reason?.detail;
    const text = [note, why].filter(Boolean).join('; ');
    return {
        mark,
        kind: p.operation ? 'operation' : 'page',
        label: p.title,
        url: p.url,
        ...(p.operation ? { method: p.operation.method } : {}),
        ...(text ? { note: text } : {}),
    };
}
/** The tree of changed sections being built, each change placed under its breadcrumb, and the changes in no navigation. */
class ChangeTree {
    root = { children: new Map(), leaves: [] };
    hidden = [];
    // What the base shows under a section that only got a new label is shown under the new label.
    relabel = new Map();
    constructor(labels) {
        for (const l of labels)
            if (l.kind !== 'page' && l.kind !== 'operation')
                this.relabel.set(`${pathKey(l.breadcrumb)}\u0002${l.kind}\0${l.from}`, l);
    }
    /** Marks the sections added, removed and relabeled. */
    placeSections(diff) {
        for (const s of diff.sections.added)
            Object.assign(this.nodeAt([...s.breadcrumb, { kind: s.kind, label: s.label, order: s.order }]), {
                mark: 'added',
                note: (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.pages, 'page'),
            });
        for (const s of diff.sections.removed)
            Object.assign(this.nodeAt([...this.translate(s.breadcrumb), { kind: s.kind, label: s.label, order: s.order }]), {
                mark: 'removed',
                note: (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.pages, 'page'),
            });
        for (const l of diff.labels) {
            if (l.kind === 'page' || l.kind === 'operation')
                continue;
            Object.assign(this.nodeAt([...l.breadcrumb, { kind: l.kind, label: l.to, order: l.order }]), {
                mark: 'relabeled',
                note: `was ${JSON.stringify(l.from)}`,
            });
        }
    }
    /** Places the pages (or operations) added, removed, moved and renamed. */
    placePages(c) {
        for (const p of c.added)
            this.place(p.breadcrumbs, leaf(p, 'added', p.missing ? MISSING : undefined, p));
        for (const p of c.removed)
            this.place(p.breadcrumbs.map((x) => this.translate(x)), leaf(p, 'removed', p.redirect ? `redirected to ${p.redirect.destination}` : p.missing ? MISSING : undefined, p));
        for (const p of c.moved)
            this.placeMoved(p);
        for (const p of c.renamed)
            this.place(p.breadcrumbs.to, {
                ...leaf({ url: p.to, title: p.title, ...(p.operation ? { operation: p.operation } : {}) }, 'renamed', `was ${p.from}${p.redirect ? ', redirected' : ', no redirect'}`),
            });
    }
    /** Places a moved page where it is new (a page may stand in several versions), saying where it left. */
    placeMoved(p) {
        const key = (x) => x.map((y) => `${y.kind}\0${y.label}`).join('\0');
        const before = new Set(p.from.map((x) => key(this.translate(x))));
        const after = new Set(p.to.map(key));
        const gone = p.from.filter((x) => !after.has(key(this.translate(x))));
        const fresh = p.to.filter((x) => !before.has(key(x)));
        const note = gone.length > 0
            ? `from ${where(gone)}`
            : p.from.length > 0
                ? `also still in ${where(p.from)}`
                : 'from not in navigation';
        if (fresh.length > 0 || p.to.length === 0)
            this.place(fresh, leaf(p, 'moved', note, p));
        else if (gone.length > 0)
            this.place(gone.map((x) => this.translate(x)), leaf(p, 'moved', `no longer here; still in ${where(p.to)}`, p));
        else
            this.place(p.to, leaf(p, 'moved', 'listed a different number of times', p));
    }
    /** Places the pages and operations whose label changed. */
    placePageLabels(labels) {
        for (const l of labels) {
            if (l.kind !== 'page' && l.kind !== 'operation')
                continue;
            const at = this.nodeAt(l.breadcrumb);
            at.leaves.push({
                depth: 0,
                mark: 'relabeled',
                kind: l.kind,
                label: l.to,
                ...(l.url ? { url: l.url } : {}),
                note: `was ${JSON.stringify(l.from)}`,
            });
        }
    }
    /** The tree's lines, in the order of the navigation, then the changes in no navigation. */
    lines() {
        const out = [];
        const walk = (n, depth) => {
            for (const l of n.leaves)
                out.push({ ...l, depth });
            // In the order of the navigation (stable: sections of a base-only part keep their place among the rest).
            const children = [...n.children.values()].sort((a, b) => (a.crumb.order ?? 0) - (b.crumb.order ?? 0));
            for (const child of children) {
                const c = child.crumb;
                out.push({
                    depth,
                    kind: c.kind,
                    label: c.label,
                    ...(child.mark ? { mark: child.mark } : {}),
                    ...(child.note ? { note: child.note } : {}),
                });
                walk(child, depth + 1);
            }
        };
        walk(this.root, 0);
        if (this.hidden.length > 0)
            out.push({ depth: 0, kind: 'hidden', label: 'Not in navigation' }, ...this.hidden);
        return out;
    }
    /** The node of a breadcrumb, made on the way. */
    nodeAt(crumbs) {
        let n = this.root;
        for (const c of crumbs) {
            const k = `${c.kind}\0${c.label}`;
            let next = n.children.get(k);
            if (!next)
                n.children.set(k, (next = { crumb: c, children: new Map(), leaves: [] }));
            else if (next.crumb.order === undefined && c.order !== undefined)
                next.crumb = c;
            n = next;
        }
        return n;
    }
    /** A base breadcrumb with the sections that got a new label under their new label. */
    translate(c) {
        const out = [];
        for (const x of c) {
            const l = this.relabel.get(`${pathKey(out)}\u0002${x.kind}\0${x.label}`);
            out.push(l ? { kind: x.kind, label: l.to, ...(l.order !== undefined ? { order: l.order } : {}) } : x);
        }
        return out;
    }
    /** Puts a change under each of its breadcrumbs, or among the changes in no navigation. */
    place(at, line) {
        if (at.length === 0)
            this.hidden.push({ ...line, depth: 1 });
        for (const c of at)
            this.nodeAt(c).leaves.push({ ...line, depth: 0 });
    }
}
/** A breadcrumb as a key. */
function pathKey(c) {
    return c.map((x) => `${x.kind}\0${x.label}`).join('\u0001');
}
const TEXT_MARK = { added: '+', removed: '-', moved: '~', renamed: '>', relabeled: '*' };
/** The diff for a terminal: a heading, the counts, the change tree, redirects, and the URLs left without a redirect. */
function formatDiffText(diff, base, head) {
    const t = _text_js__WEBPACK_IMPORTED_MODULE_2__/* .safeTerminalText */ .Dm;
    const out = [
        t(`Navigation changes from ${(0,_model_side_js__WEBPACK_IMPORTED_MODULE_4__/* .describeSide */ .N)(base)} to ${(0,_model_side_js__WEBPACK_IMPORTED_MODULE_4__/* .describeSide */ .N)(head)}: ${changeCounts(diff)}.`),
    ];
    const tree = changeTree(diff);
    if (tree.length > 0) {
        out.push('', t('+ added  - removed  ~ moved  > renamed  * label changed'), '');
        for (const l of tree)
            out.push(t(`${l.mark ? TEXT_MARK[l.mark] : ' '} ${'  '.repeat(l.depth)}${lineText(l)}`));
    }
    out.push(...redirectLines(diff).map((l) => t(l)));
    if (diff.urlsRemoved.length > 0) {
        out.push('', `URLs removed without a redirect (${diff.urlsRemoved.length}); add these to \`redirects\`:`);
        for (const u of diff.urlsRemoved)
            out.push(t(`  ${redirectEntry(u.suggestion)}`));
    }
    return out.join('\n') + '\n';
}
function lineText(l) {
    const note = l.note ? ` (${l.note})` : '';
    if (l.kind === 'page' || l.kind === 'operation')
        return `${l.method ? `${l.method} ` : ''}${l.label}  ${l.url ?? ''}${note}`;
    if (l.kind === 'hidden')
        return l.label;
    return `${(0,_model_kind_names_js__WEBPACK_IMPORTED_MODULE_3__/* .kindName */ .E)(l.kind) ?? l.kind} ${JSON.stringify(l.label)}${note}`;
}
function redirectLines(diff) {
    const r = diff.redirects;
    if (r.added.length + r.removed.length + r.changed.length === 0)
        return [];
    return [
        '',
        'Redirects:',
        ...r.added.map((x) => `  + ${x.source} → ${x.destination}`),
        ...r.removed.map((x) => `  - ${x.source} → ${x.destination}`),
        ...r.changed.map((x) => `  * ${x.source} → ${x.to} (was ${x.from})`),
    ];
}
/** A `redirects` entry exactly as docs.json would hold it. */
function redirectEntry(r) {
    return `{"source": ${JSON.stringify(r.source)}, "destination": ${JSON.stringify(r.destination)}}`;
}
const MD_MARK = { added: '➕', removed: '➖', moved: '↪️', renamed: '✏️', relabeled: '🏷️' };
/** The diff in GitHub Markdown: the title, the counts, the change tree (capped with a note), and the URLs left without a redirect; user text escaped. */
function formatDiffMarkdown(diff, base, head, options = {}) {
    const e = _summary_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV;
    const code = (s) => `<code>${e(s)}</code>`;
    const out = [
        `${'#'.repeat(options.level ?? 3)} Navigation changes`,
        '',
        `${options.since !== undefined ? `Since ${e(options.since)}` : `From ${e((0,_model_side_js__WEBPACK_IMPORTED_MODULE_4__/* .describeSide */ .N)(base))} to ${e((0,_model_side_js__WEBPACK_IMPORTED_MODULE_4__/* .describeSide */ .N)(head))}`}: **${e(changeCounts(diff))}**.`,
        '',
    ];
    const tree = changeTree(diff);
    const max = options.maxLines ?? Infinity;
    const budget = options.maxBytes ?? Infinity;
    let used = 0;
    if (tree.length > 0) {
        out.push('➕ added · ➖ removed · ↪️ moved · ✏️ renamed · 🏷️ label changed', '');
        let shown = 0;
        for (const l of tree.slice(0, max)) {
            const mark = l.mark ? `${MD_MARK[l.mark]} ` : '';
            const note = l.note ? ` (${e(l.note)})` : '';
            let text;
            if (l.kind === 'page' || l.kind === 'operation')
                text = `${l.method ? `${code(l.method)} ` : ''}${e(l.label)} ${code(l.url ?? '')}${note}`;
            else if (l.kind === 'hidden')
                text = `*${e(l.label)}*`;
            else
                text = `${(0,_model_kind_names_js__WEBPACK_IMPORTED_MODULE_3__/* .kindTitle */ .t)(l.kind) ?? e(l.kind)} **${e(l.label)}**${note}`;
            const line = `${'  '.repeat(l.depth)}- ${mark}${text}`;
            used += Buffer.byteLength(line) + 1;
            if (used > budget)
                break;
            out.push(line);
            shown++;
        }
        if (shown < tree.length)
            out.push('', `…and ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(tree.length - shown, 'more line')}${options.fullListHint ? `: ${options.fullListHint}` : ''}.`);
        out.push('');
    }
    const r = diff.redirects;
    if (r.added.length + r.removed.length + r.changed.length > 0) {
        out.push('Redirects:', '');
        for (const x of r.added)
            out.push(`- ➕ ${code(x.source)} → ${code(x.destination)}`);
        for (const x of r.removed)
            out.push(`- ➖ ${code(x.source)} → ${code(x.destination)}`);
        for (const x of r.changed)
            out.push(`- ✏️ ${code(x.source)} → ${code(x.to)} (was ${code(x.from)})`);
        out.push('');
    }
    if (diff.urlsRemoved.length > 0) {
        out.push(`**${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(diff.urlsRemoved.length, 'URL')} removed without a redirect.** Add to \`redirects\` in docs.json:`, '', '```json');
        // Inside a code block nothing is markup; only a fence in the text could end it, and JSON escapes no backtick, so they are spelled out.
        let listed = 0;
        for (const u of diff.urlsRemoved.slice(0, max)) {
            const line = redirectEntry(u.suggestion).replace(/`/g, '\\u0060') + ',';
            used += Buffer.byteLength(line) + 1;
            if (used > budget)
                break;
            out.push(line);
            listed++;
        }
        out.push('```', '');
        if (listed < diff.urlsRemoved.length)
            out.push(`…and ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(diff.urlsRemoved.length - listed, 'more URL')}.`, '');
    }
    return out.join('\n');
}


/***/ }),

/***/ 97611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMAND: () => (/* binding */ COMMAND),
/* harmony export */   annotationProperties: () => (/* binding */ annotationProperties),
/* harmony export */   escapeData: () => (/* binding */ escapeData),
/* harmony export */   escapeProperty: () => (/* binding */ escapeProperty),
/* harmony export */   formatGithub: () => (/* binding */ formatGithub),
/* harmony export */   messageWithHelp: () => (/* reexport safe */ _fix_changes_js__WEBPACK_IMPORTED_MODULE_1__.dN),
/* harmony export */   workflowCommand: () => (/* binding */ workflowCommand)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56107);
/* harmony import */ var _fix_changes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64786);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65655);




/** Escapes the data part of a workflow command, as @actions/core does. */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Escapes a property value of a workflow command, as @actions/core does. */
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** The workflow command for each severity. */
const COMMAND = {
    error: 'error',
    warning: 'warning',
    notice: 'notice',
};
/**
 * Annotation properties for a finding; columns only on one-line ranges, as the runner wants. The file name is the
 * repository's: made inert like any user text (an ESC character or `##[` in it would reach the log as it is), and
 * then escaped as a property (`%`, line breaks, `:` and `,`) where the command is written.
 */
function annotationProperties(d, file) {
    const props = {
        title: (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(d.rule),
        file: (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)(file),
        startLine: d.span.start.line,
        endLine: d.span.end.line,
    };
    if (d.span.start.line === d.span.end.line) {
        props.startColumn = d.span.start.column;
        props.endColumn = d.span.end.column;
    }
    return props;
}
/** One `::error file=…,line=…::message` line for a finding. */
function workflowCommand(d, file, sources) {
    const p = annotationProperties(d, file);
    const props = [
        ['file', p.file],
        ['line', p.startLine],
        ['endLine', p.endLine],
        ['col', p.startColumn],
        ['endColumn', p.endColumn],
        ['title', p.title],
    ];
    const list = props.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
    return `::${COMMAND[d.severity]} ${list.join(',')}::${escapeData((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inertText */ .UJ)((0,_fix_changes_js__WEBPACK_IMPORTED_MODULE_1__/* .messageWithHelp */ .dN)(d, sources)))}`;
}
/** The `github` format: one workflow command per finding, file paths relative to the working directory. */
function formatGithub(result) {
    return result.diagnostics
        .map((d) => workflowCommand(d, (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, result.cwd), result.sources) + '\n')
        .join('');
}


/***/ }),

/***/ 3061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ messageParts)
/* harmony export */ });
/** What may stand before a span navlint opens, and after one it closes (a blank, punctuation, or nothing). */
const BEFORE = /[\s([{"'/]/;
const AFTER = /[\s.,;:!?)\]}"'/]/;
/**
 * Splits a message into plain text and navlint's own backtick spans. A value quoted JSON-style (`"…"`,
 * the way messages quote user text) is plain text whatever it holds. A backtick opens a span only after
 * a blank or an opening bracket and closes one only before a blank or punctuation, and a span neither
 * starts nor ends with a blank, so that a backtick inside a user value (`openapi: get /a`b`) does not end
 * the span early. A wrong guess changes how a message looks, never what it can do: whoever renders the parts
 * escapes every one of them.
 */
function messageParts(message) {
    const parts = [];
    let text = '';
    let i = 0;
    while (i < message.length) {
        const c = message[i];
        if (c === '"') {
            const end = closingQuote(message, i);
            if (end > 0) {
                text += message.slice(i, end + 1);
                i = end + 1;
                continue;
            }
        }
        else if (c === '`' && (i === 0 || BEFORE.test(message[i - 1])) && /[^\s`]/.test(message[i + 1] ?? ' ')) {
            const end = closingBacktick(message, i);
            if (end > 0) {
                if (text)
                    parts.push({ code: false, text });
                text = '';
                parts.push({ code: true, text: message.slice(i + 1, end) });
                i = end + 1;
                continue;
            }
        }
        text += c;
        i++;
    }
    if (text)
        parts.push({ code: false, text });
    return parts;
}
/** The index of the `"` that closes the JSON string opening at `start`, or -1. */
function closingQuote(s, start) {
    for (let i = start + 1; i < s.length; i++) {
        if (s[i] === '\\')
            i++;
        else if (s[i] === '"')
            return i;
        else if (s[i] === '\n')
            return -1;
    }
    return -1;
}
/** The index of the backtick that closes a span opening at `start` (never an empty span), or -1. */
function closingBacktick(s, start) {
    for (let i = start + 2; i < s.length; i++)
        if (s[i] === '`' && !/[\s`]/.test(s[i - 1]) && (i + 1 === s.length || AFTER.test(s[i + 1])))
            return i;
    return -1;
}


/***/ }),

/***/ 1008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ publishedLine)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);

/** URLs named in the line that says which published URLs nothing serves; the rest are counted. */
const LISTED = 5;
/**
 * What the check of the published site came to, in one sentence: `N published URLs (source), all still served`, or
 * how many are not, the first few named.
 */
function publishedLine(p, quote = JSON.stringify) {
    const left = p.otherOrigin > 0 ? `; ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(p.otherOrigin, 'URL')} of another site left out` : '';
    const head = `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(p.urls, 'published URL')} (${p.source})`;
    if (p.notServed.length === 0)
        return `${head}, all still served${left}.`;
    const named = p.notServed.slice(0, LISTED).map(quote).join(', ');
    const more = p.notServed.length > LISTED ? ` and ${p.notServed.length - LISTED} more` : '';
    return `${head}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(p.notServed.length, 'URL')} not served by this checkout nor redirected: ${named}${more}${left}.`;
}


/***/ }),

/***/ 10643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FINGERPRINT_KEY: () => (/* binding */ FINGERPRINT_KEY),
/* harmony export */   INFORMATION_URI: () => (/* binding */ INFORMATION_URI),
/* harmony export */   fingerprint: () => (/* binding */ fingerprint),
/* harmony export */   formatSarif: () => (/* binding */ formatSarif),
/* harmony export */   sarifRule: () => (/* binding */ sarifRule),
/* harmony export */   toSarif: () => (/* binding */ toSarif),
/* harmony export */   toUri: () => (/* binding */ toUri)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_rule_docs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34665);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(82858);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56107);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97611);
/* harmony import */ var _fix_changes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64786);








/** navlint's home page, named in the SARIF tool driver. */
const INFORMATION_URI = 'https://github.com/navlint/navlint';
/** The name of the fingerprint navlint puts in `partialFingerprints`. */
const FINGERPRINT_KEY = 'navlintFinding/v1';
const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/** The SARIF reporting descriptor of a rule. */
function sarifRule(meta) {
    const helpUri = meta.docs?.url ?? (0,_core_rule_docs_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleDocUrl */ .C)(meta.id);
    return {
        id: meta.id,
        shortDescription: { text: meta.summary },
        fullDescription: {
            text: `${meta.summary} This ${meta.category} rule reports ${article(meta.defaultSeverity)} by default.`,
        },
        help: {
            text: `${meta.summary}\nExamples and how to fix it: ${helpUri}`,
            markdown: `${meta.summary}\n\n[Examples and how to fix it](${helpUri})`,
        },
        helpUri,
        defaultConfiguration: { level: LEVEL[meta.defaultSeverity] },
        properties: { tags: ['navlint', meta.category] },
    };
}
function article(s) {
    return s === 'error' ? 'an error' : `a ${s}`;
}
/** A span as SARIF's physical location, its file relative to `baseDir`. */
function physical(span, baseDir) {
    return {
        artifactLocation: { uri: toUri((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__.displayPath)(span.file, baseDir)) },
        region: {
            startLine: span.start.line,
            startColumn: span.start.column,
            endLine: span.end.line,
            endColumn: span.end.column,
        },
    };
}
/** Builds the SARIF 2.1.0 log of a check. */
function toSarif(result, options = { baseDir: result.cwd }) {
    const rules = result.rules.map((r) => sarifRule(r.meta));
    const index = new Map(rules.map((r, i) => [r.id, i]));
    const seen = new Map();
    const results = result.diagnostics.map((d) => {
        const uri = toUri((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__.displayPath)(d.span.file, options.baseDir));
        const base = fingerprint(d, uri, (0,_core_source_js__WEBPACK_IMPORTED_MODULE_6__/* .spanText */ .Cp)(result.sources.get(d.span.file), d.span));
        // Identical findings in one file (same rule, message and value) stay distinct by their order.
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        const ruleIndex = index.get(d.rule);
        return {
            ruleId: d.rule,
            ...(ruleIndex !== undefined ? { ruleIndex } : {}),
            level: LEVEL[d.severity],
            message: { text: (0,_github_js__WEBPACK_IMPORTED_MODULE_3__.messageWithHelp)(d, result.sources) },
            locations: [{ physicalLocation: physical(d.span, options.baseDir) }],
            partialFingerprints: { [FINGERPRINT_KEY]: `${base}:${n}` },
            ...(d.related
                ? {
                    relatedLocations: d.related.map((r, i) => ({
                        id: i + 1,
                        physicalLocation: physical(r.span, options.baseDir),
                        message: { text: r.message },
                    })),
                }
                : {}),
            ...(d.fix || d.suggestions ? { fixes: sarifFixes(d, result.sources, options.baseDir) } : {}),
        };
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'navlint',
                        version: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x,
                        semanticVersion: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x,
                        informationUri: INFORMATION_URI,
                        rules,
                    },
                },
                columnKind: 'utf16CodeUnits',
                results,
            },
        ],
    };
}
/** The fix (first) and the suggestions of a finding as SARIF fixes. */
function sarifFixes(d, sources, baseDir) {
    const views = (0,_fix_changes_js__WEBPACK_IMPORTED_MODULE_4__/* .changesOf */ .fs)(d, sources);
    const out = [];
    const one = (fix, text) => ({
        description: { text },
        artifactChanges: [
            {
                artifactLocation: { uri: toUri((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__.displayPath)(fix.file, baseDir)) },
                replacements: fix.edits.map((e) => ({
                    deletedRegion: {
                        startLine: e.range.start.line,
                        startColumn: e.range.start.column,
                        endLine: e.range.end.line,
                        endColumn: e.range.end.column,
                    },
                    insertedContent: { text: e.text },
                })),
            },
        ],
    });
    if (d.fix && views.fix)
        out.push(one(d.fix, `Safe fix (navlint check --fix applies it): ${views.fix.phrase}.`));
    (d.suggestions ?? []).forEach((s, i) => {
        const v = views.suggestions[i];
        out.push(one(s.fix, `Suggestion: ${s.description !== undefined ? `${s.description}: ` : ''}${v.phrase}.`));
    });
    return out;
}
/** Formats the SARIF log as text, ending with a newline. */
function formatSarif(result, options) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeJson */ .oi)(toSarif(result, options)) + '\n';
}
/** A hash of what a finding is about, independent of the line it stands on. */
function fingerprint(d, uri, valueText) {
    // Messages that cite another line ("first at line 75") would otherwise change when lines move.
    const message = d.message.replace(/\blines? \d+(?:\s*(?:–|-|and)\s*\d+)?/g, 'line');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update([d.rule, uri, message, valueText].join('\u0000')).digest('hex').slice(0, 32);
}
/** A relative path as a URI reference: each segment percent-encoded, `/` kept. */
function toUri(relPath) {
    return relPath
        .split('/')
        .map((seg) => seg === '..' || seg === '.'
        ? seg
        : encodeURIComponent(seg).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()))
        .join('/');
}


/***/ }),

/***/ 71552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TALLY_THRESHOLD: () => (/* binding */ TALLY_THRESHOLD),
/* harmony export */   describeChecked: () => (/* binding */ describeChecked),
/* harmony export */   formatStylish: () => (/* binding */ formatStylish)
/* harmony export */ });
/* harmony import */ var _published_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1008);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56107);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73054);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65655);
/* harmony import */ var _fix_changes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64786);





/** Above this many findings, a tally by rule comes before the closing line. */
const TALLY_THRESHOLD = 20;
/** Human-readable output: findings grouped by file, each with a code frame, and a closing count. */
function formatStylish(result, options) {
    const c = (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .palette */ .MF)(options.color);
    const out = [];
    const byFile = new Map();
    for (const d of result.diagnostics) {
        const f = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.displayPath)(d.span.file, result.cwd);
        (byFile.get(f) ?? byFile.set(f, []).get(f)).push(d);
    }
    for (const [file, list] of byFile) {
        out.push(c.underline((0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(file)));
        // As ESLint prints them: the file once, then each finding's line and column, aligned.
        const width = Math.max(...list.map((d) => `${d.span.start.line}:${d.span.start.column}`.length));
        for (const d of list) {
            const sev = d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.blue('notice');
            const pad = ' '.repeat(7 - d.severity.length);
            const at = `${d.span.start.line}:${d.span.start.column}`;
            out.push(`  ${c.dim(at.padEnd(width))}  ${sev}${pad}  ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(d.message)}  ${c.dim(d.rule)}`);
            const source = result.sources.get(d.span.file);
            if (options.frame !== false && source)
                out.push(...codeFrame(source.line(d.span.start.line), d, c.red, c.dim));
            if (d.help !== undefined && !d.message.includes(d.help))
                out.push(`    ${c.dim('help:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(d.help)}`);
            const changes = (0,_fix_changes_js__WEBPACK_IMPORTED_MODULE_4__/* .changesOf */ .fs)(d, result.sources);
            if (changes.fix)
                out.push(`    ${c.dim('fix:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(changes.fix.phrase)}`);
            for (const s of changes.suggestions)
                out.push(`    ${c.dim('suggestion:')} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(s.description !== undefined ? `${s.description}: ${s.phrase}` : s.phrase)}`);
        }
        out.push('');
    }
    const s = result.summary;
    const total = s.errors + s.warnings + s.notices;
    const hiddenParts = [
        (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(options.hidden?.warnings ?? 0, 'warning'),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(options.hidden?.notices ?? 0, 'notice'),
    ].filter((p) => !p.startsWith('0 '));
    const hidden = hiddenParts.length ? ` (${hiddenParts.join(' and ')} hidden)` : '';
    // Findings left out on purpose are counted, so that a clean report never hides how much is still to fix.
    const kept = [
        result.suppressed ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(result.suppressed, 'finding')} suppressed by navlint-suppressions.json` : '',
        result.preexisting?.count
            ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(result.preexisting.count, 'finding')} already at ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(result.preexisting.since)} not shown`
            : '',
    ].filter(Boolean);
    const aside = kept.length > 0 ? `; ${kept.join('; ')}` : '';
    // Before the tally and the closing line, which stay the last.
    const fixable = result.diagnostics.filter((d) => d.fix).length;
    if (fixable > 0)
        out.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(fixable, 'problem')} can be fixed with \`navlint check --fix\` (\`--fix-dry-run\` shows how).`, ...(total > TALLY_THRESHOLD ? [''] : []));
    if (total > TALLY_THRESHOLD)
        out.push(...tally(result.diagnostics, c), '');
    if (result.published)
        out.push((0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)((0,_published_js__WEBPACK_IMPORTED_MODULE_0__/* .publishedLine */ .p)(result.published)));
    out.push(closingLine(result, options, c, { hidden, aside }));
    return out.join('\n') + '\n';
}
/**
 * The closing line: ✖ only when the findings fail the run (an error, or more warnings than `--max-warnings`, hidden
 * ones included), with every count; else ✔ with the errors and warnings, notices counted apart.
 */
function closingLine(result, options, c, { hidden, aside }) {
    const s = result.summary;
    const what = describeChecked(result);
    const total = s.errors + s.warnings + s.notices;
    // `--quiet` hides warnings (the line counts errors only); `--min-severity warning` hides notices alone.
    const warningsHidden = options.hidden !== undefined && options.hidden.errorsOnly !== false;
    const max = options.maxWarnings ?? -1;
    // --max-warnings counts the warnings hidden too.
    const tooMany = max >= 0 && s.warnings + (options.hidden?.warnings ?? 0) > max;
    if (s.errors > 0 || tooMany) {
        const why = tooMany ? `; more warnings than --max-warnings ${max}` : '';
        const colour = (line) => (s.errors > 0 ? c.red(c.bold(line)) : c.yellow(c.bold(line)));
        if (hidden && warningsHidden)
            return colour(`✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.errors, 'error')}${hidden}${aside}${why}. ${what}.`);
        const parts = [(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.errors, 'error'), (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.warnings, 'warning')];
        if (s.notices)
            parts.push((0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.notices, 'notice'));
        return colour(`✖ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(total, 'problem')} (${parts.join(', ')})${hidden}${aside}${why}. ${what}.`);
    }
    if (total === 0) {
        const none = !hidden ? 'no problems found' : warningsHidden ? 'no errors' : 'no errors or warnings';
        return c.green(`✔ ${what}: ${none}${hidden}${aside}.`);
    }
    // Nothing fails the run: the counts, the notices (worth knowing, not fixing) apart.
    const notices = s.notices ? ` (${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.notices, 'notice')})` : '';
    const line = `✔ ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.errors, 'error')}, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.warnings, 'warning')}${notices}${hidden}${aside}. ${what}.`;
    return s.warnings > 0 ? c.yellow(line) : c.green(line);
}
/** Findings counted by rule and severity, errors first, then the most frequent. */
function tally(list, c) {
    const counts = new Map();
    for (const d of list) {
        const key = `${d.severity} ${d.rule}`;
        const row = counts.get(key) ?? counts.set(key, { rule: d.rule, severity: d.severity, n: 0 }).get(key);
        row.n++;
    }
    const rows = [...counts.values()].sort((a, b) => _core_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[b.severity] - _core_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_RANK */ .f[a.severity] ||
        b.n - a.n ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
    const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
    const countWidth = Math.max(5, ...rows.map((r) => String(r.n).length));
    const colour = { error: c.red, warning: c.yellow, notice: c.blue };
    return [
        c.bold('Problems by rule:'),
        `  ${c.dim(`${'rule'.padEnd(ruleWidth)}  ${'count'.padStart(countWidth)}  severity`)}`,
        ...rows.map((r) => `  ${r.rule.padEnd(ruleWidth)}  ${String(r.n).padStart(countWidth)}  ${colour[r.severity](r.severity)}`),
    ];
}
function codeFrame(line, d, mark, dim) {
    const max = 160;
    const col = d.span.start.column - 1;
    const start = col > max - 40 ? col - 40 : 0;
    const visible = line.slice(start, start + max).replace(/\t/g, ' ');
    const width = d.span.end.line === d.span.start.line
        ? Math.max(1, d.span.end.column - d.span.start.column)
        : Math.max(1, line.length - col);
    const gutter = `${d.span.start.line} | `;
    return [
        `    ${dim(gutter)}${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)((start > 0 ? '…' : '') + visible)}`,
        `    ${' '.repeat(gutter.length)}${' '.repeat(col - start + (start > 0 ? 1 : 0))}${mark('^'.repeat(Math.min(width, max)))}`,
    ];
}
/** One phrase saying what was checked: `Checked docs.json (12 navigation entries, …)`. */
function describeChecked(result) {
    return `Checked ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safeTerminalText */ .Dm)(result.checked)}`;
}


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   ju: () => (/* binding */ markdownMessage)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, formatSummary, coverageTable, SUMMARY_FINDINGS_PER_RULE, countMore, navTree */
/* harmony import */ var _published_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1008);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73054);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56107);
/* harmony import */ var _model_translations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53137);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97611);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3061);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10643);
/* harmony import */ var _stylish_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(71552);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65655);
/* harmony import */ var _model_kind_names_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(86398);











/** The job summary must stay under GitHub's 1 MiB per step; this leaves room for other steps' text. */
const SUMMARY_LIMIT = 1_000_000;
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '|': '&#124;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '\\': '&#92;',
    '~': '&#126;',
    $: '&#36;',
};
/** Invisible, and enough to keep GitHub from reading a mention, an issue number or a bare URL. */
const ZWSP = '&#8203;';
/**
 * Escapes user text for GitHub Markdown, in a table cell, a list item or an HTML block alike: no markup,
 * no HTML, no mention, issue reference or automatic link, and no line break that ends a table row.
 * Characters that mean nothing there are left as they are, so that the Markdown stays readable: `_`
 * between two letters (`snake_case`) cannot start emphasis, and quotes only matter inside HTML attributes.
 */
function escapeMarkdown(s) {
    return (s
        .replace(/\r\n|[\r\u2028\u2029]/g, '\n')
        .replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        // Mentions, issue numbers and bare URLs are linked in the rendered text, after entities are decoded:
        // a zero-width space breaks them up.
        .replace(/[&<>|`*[\]\\~$]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|[@#:w]/giu, (c, at, all) => {
        if (c === '@')
            return `@${ZWSP}`;
        if (c === '#')
            return /\d/.test(all[at + 1] ?? '') ? `#${ZWSP}` : c;
        if (c === ':')
            return all.startsWith('//', at + 1) ? `:${ZWSP}` : c;
        if (c === 'w' || c === 'W')
            return /^www\./i.test(all.slice(at, at + 4)) && !/[\p{L}\p{N}]/u.test(all[at - 1] ?? '') ? `${c}${ZWSP}` : c;
        return ENTITY[c];
    })
        .replace(/\n/g, '<br>'));
}
/** A finding's message as Markdown: navlint's backtick spans as code, everything escaped. */
function markdownMessage(message) {
    return (0,_message_js__WEBPACK_IMPORTED_MODULE_9__/* .messageParts */ .A)(message)
        .map((p) => (p.code ? `<code>${escapeMarkdown(p.text)}</code>` : escapeMarkdown(p.text)))
        .join('');
}
const ICON = { error: '🔴', warning: '🟡', notice: '🔵' };
/** The Markdown job summary: result, counts, a table of findings and the resolved navigation; always under `maxBytes`. */
function formatSummary(result, options) {
    const limit = options.maxBytes ?? SUMMARY_LIMIT;
    // What comes from outside the findings gets a quarter of the room at most: the findings come first.
    const lead = options.lead && bytes(options.lead) > limit / 4 ? cutToLimit(options.lead.split('\n'), limit / 4) : options.lead;
    const suggestions = options.suggestions && bytes(options.suggestions) > limit / 4
        ? cutToLimit(options.suggestions.split('\n'), limit / 4)
        : options.suggestions;
    const groups = groupFindings(result, options.baseDir);
    const elsewhere = `the log${options.sarifFile ? ' and the SARIF file' : ''}`;
    const head = summaryHead(result, options, { lead, groups, elsewhere });
    const rows = findingRows(groups, options, result.sources);
    const navLines = options.nav ? navTree(options.nav) : [];
    const navOpen = `<details><summary>Resolved navigation${options.counts ? ` (${plural(options.counts.pages, 'page')})` : ''}</summary>`;
    const navClose = '</details>';
    const out = [];
    let used = 0;
    const push = (...lines) => {
        for (const line of lines) {
            out.push(line);
            used += bytes(line) + 1;
        }
    };
    push(...head);
    // Room kept for the notes written when something is cut, and for the tree's frame.
    const tail = 300 + (options.nav ? bytes(navOpen) + bytes(navClose) : 0) + (suggestions ? bytes(suggestions) : 0);
    if (rows.length > 0) {
        push('| Location | Severity | Rule | Message |', '| --- | --- | --- | --- |');
        let shown = 0;
        for (const row of rows) {
            if (used + bytes(row) + 1 + tail * 2 > limit)
                break;
            push(row);
            shown++;
        }
        push('');
        if (shown < rows.length)
            push(`The table is cut to ${shown} of ${rows.length} rows to keep this summary under its size limit; every finding is in ${elsewhere}.`, '');
    }
    if (options.coverage && options.coverage.length > 0)
        push(...coverageTable(options.coverage), '');
    if (suggestions)
        push(suggestions, '');
    if (options.nav) {
        push(navOpen, '');
        let shown = 0;
        for (const line of navLines) {
            if (used + bytes(line) + 1 + tail > limit)
                break;
            push(line);
            shown++;
        }
        push('');
        if (shown < navLines.length)
            push(`The tree is cut after ${shown} of ${navLines.length} entries to keep this summary under its size limit.`, '');
        push(navClose, '');
    }
    return used <= limit ? out.join('\n') : cutToLimit(out, limit);
}
/**
 * The coverage of each language as a Markdown table: its pages, the default language's pages it lacks, its pages
 * older than their source in git (– when git could not tell), and the share of the default language it has.
 */
function coverageTable(rows) {
    const out = [
        '#### Translations',
        '',
        '| Language | Pages | Missing | Stale | Translated |',
        '| --- | ---: | ---: | ---: | ---: |',
    ];
    for (const r of rows) {
        const name = `${r.under !== undefined ? `${r.under} › ` : ''}${r.language}${r.default ? ' (default)' : ''}`;
        out.push(`| ${escapeMarkdown(name)} | ${r.pages} | ${r.missing} | ${r.stale ?? '–'} | ${r.translated}% |`);
    }
    if (rows.some((r) => r.stale === undefined))
        out.push('', UNDATED);
    return out;
}
/** What the summary opens with: the lead, the verdict, what was checked, the counts, and where else the findings are. */
function summaryHead(result, options, { lead, groups, elsewhere }) {
    const s = result.summary;
    const head = [];
    if (options.prefix)
        head.push(options.prefix);
    if (lead)
        head.push(lead);
    head.push(`### ${options.failed ? '❌' : '✅'} navlint: ${options.failed ? 'failed' : 'passed'}`, '');
    head.push(`${escapeMarkdown(describeChecked(result))}.`, '');
    head.push(`**${plural(s.errors, 'error')}**, **${plural(s.warnings, 'warning')}**, **${plural(s.notices, 'notice')}** (fail-on: ${options.failOn}).`, '');
    if (result.published)
        head.push(escapeMarkdown(publishedLine(result.published, (u) => u)), '');
    const collapsed = groups.some((g) => g.findings.length > SUMMARY_FINDINGS_PER_RULE);
    const hidden = options.notAnnotated;
    if (hidden && hidden.errors + hidden.warnings + hidden.notices > 0) {
        const one = hidden.errors + hidden.warnings + hidden.notices === 1;
        const where = collapsed
            ? `in ${elsewhere}; the table below shows the first ${SUMMARY_FINDINGS_PER_RULE} findings of each rule`
            : `listed only here and in ${elsewhere}`;
        head.push(`GitHub shows at most 10 annotations of each kind per step: ${countMore(hidden)} ${one ? 'is' : 'are'} ${where}.`, '');
    }
    else if (collapsed)
        head.push(`The table shows the first ${SUMMARY_FINDINGS_PER_RULE} findings of each rule; every finding is in ${elsewhere}.`, '');
    if (options.sarifFile)
        head.push(`SARIF: ${escapeMarkdown(options.sarifFile)}`, '');
    if (options.runUrl)
        head.push(`[Full results in the workflow run](${options.runUrl})`, '');
    if (options.previewUrl && /^https?:\/\/[^\s()<>[\]]+$/.test(options.previewUrl))
        head.push(`[Navigation preview](${options.previewUrl}): the site's navigation as readers will get it, with every finding in place (one HTML file).`, '');
    return head;
}
/** The table's rows: the first findings of each rule, then a row that counts the rest. */
function findingRows(groups, options, sources) {
    const rows = [];
    for (const g of groups) {
        for (const d of g.findings.slice(0, SUMMARY_FINDINGS_PER_RULE))
            rows.push(findingRow(d, options, sources));
        const more = g.findings.length - SUMMARY_FINDINGS_PER_RULE;
        if (more > 0)
            rows.push(`| | ${ICON[g.severity]} ${g.severity} | ${ruleLink(g.rule)} | … and ${more} more ${ruleCode(g.rule)} ${more === 1 ? 'finding' : 'findings'} |`);
    }
    return rows;
}
/**
 * The lines that fit under `limit`, then a note, and the `<details>` left open closed: what came from outside the
 * findings (the lead, the suggestions) can be longer than the room kept for it.
 */
function cutToLimit(lines, limit) {
    const note = 'This is cut here to stay under the size limit; every finding is in the log.';
    const kept = [];
    let used = bytes(note) + 200;
    let open = 0;
    for (const line of lines) {
        if (used + bytes(line) + 1 > limit)
            break;
        kept.push(line);
        used += bytes(line) + 1;
        open += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
    }
    kept.push('', note, '');
    for (; open > 0; open--)
        kept.push('</details>', '');
    return kept.join('\n');
}
/** Findings shown in the table for each rule (and severity); the rest are counted in one row. */
const SUMMARY_FINDINGS_PER_RULE = 5;
/** Errors first, then warnings, then notices; within each, rules in registry order; within a rule, by file and line. */
function groupFindings(result, baseDir) {
    const order = new Map(result.rules.map((r, i) => [r.meta.id, i]));
    const byKey = new Map();
    for (const d of result.diagnostics) {
        const key = `${d.severity}\0${d.rule}`;
        const g = byKey.get(key) ?? byKey.set(key, { severity: d.severity, rule: d.rule, findings: [] }).get(key);
        g.findings.push(d);
    }
    const rank = (rule) => order.get(rule) ?? Number.MAX_SAFE_INTEGER;
    const groups = [...byKey.values()].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || rank(a.rule) - rank(b.rule) || compare(a.rule, b.rule));
    const file = new Map();
    for (const d of result.diagnostics)
        file.set(d, displayPath(d.span.file, baseDir));
    for (const g of groups)
        g.findings.sort((a, b) => compare(file.get(a), file.get(b)) ||
            a.span.start.line - b.span.start.line ||
            a.span.start.column - b.span.start.column);
    return groups;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** `3 more errors and 1 more warning`. */
function countMore(s) {
    const parts = [
        s.errors ? plural(s.errors, 'more error') : '',
        s.warnings ? plural(s.warnings, 'more warning') : '',
        s.notices ? plural(s.notices, 'more notice') : '',
    ].filter(Boolean);
    return parts.join(', ').replace(/, ([^,]*)$/, ' and $1');
}
function ruleLink(rule) {
    return `[${escapeMarkdown(rule)}](${ruleDocUrl(rule)})`;
}
function ruleCode(rule) {
    return `<code>${escapeMarkdown(rule)}</code>`;
}
function findingRow(d, options, sources) {
    const file = displayPath(d.span.file, options.baseDir);
    const where = escapeMarkdown(`${file}:${d.span.start.line}`);
    const location = options.blobUrl && !file.startsWith('../') ? `[${where}](${lineUrl(options.blobUrl, file, d.span)})` : where;
    return `| ${location} | ${ICON[d.severity]} ${d.severity} | ${ruleLink(d.rule)} | ${markdownMessage(messageWithHelp(d, sources))} |`;
}
/**
 * The URL of a file's lines at a commit. GitHub shows Markdown files rendered, where line anchors lead
 * nowhere: `?plain=1` shows their source with line numbers.
 */
function lineUrl(blobUrl, file, span) {
    const { start, end } = span;
    const anchor = end.line > start.line ? `#L${start.line}-L${end.line}` : `#L${start.line}`;
    const plain = /\.(mdx?|markdown)$/i.test(file) ? '?plain=1' : '';
    return `${blobUrl}/${toUri(file)}${plain}${anchor}`;
}
/** The navigation as nested Markdown list lines, user text escaped. */
function navTree(doc) {
    const out = [];
    const walk = (nodes, depth) => {
        for (const n of nodes) {
            out.push(`${'  '.repeat(depth)}- ${describeNode(n)}`);
            if (n.children)
                walk(n.children, depth + 1);
        }
    };
    walk(doc.root.children ?? [], 0);
    return out;
}
function describeNode(n) {
    const code = (s) => `<code>${escapeMarkdown(s)}</code>`;
    const hidden = n.hidden ? ' (hidden)' : '';
    if (n.kind === 'page')
        return `${code(n.path ?? '')}${hidden}`;
    if (n.kind === 'operation') {
        const op = code(`${n.method ?? ''} ${n.operationPath ?? ''}`.trim());
        const label = n.label ? ` ${escapeMarkdown(n.label)}` : '';
        const spec = n.spec ? ` from ${code(n.spec)}` : '';
        return `${op}${label}${spec}${n.generated ? ' (generated)' : ''}${hidden}`;
    }
    const label = n.label ? `**${escapeMarkdown(n.label)}**` : '*(no label)*';
    const root = n.path ? `, root ${code(n.path)}` : '';
    const href = n.href ? ` → ${escapeMarkdown(n.href)}` : '';
    return `${kindTitle(n.kind) ?? escapeMarkdown(n.kind)} ${label}${root}${href}${hidden}`;
}
function bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}


/***/ })

};
