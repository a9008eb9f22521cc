export const id = 7798;
export const ids = [7798];
export const modules = {

/***/ 34665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ruleDocUrl)
/* harmony export */ });
/** Where each rule's documentation page lives. */
const RULE_DOCS_BASE = 'https://github.com/navlint/navlint/blob/main/docs/rules/';
/** The documentation page of a rule (`meta.docs.url` of every rule). */
function ruleDocUrl(id) {
    return RULE_DOCS_BASE + encodeURIComponent(id) + '.md';
}


/***/ }),

/***/ 24206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ diffSnapshots),
/* harmony export */   cZ: () => (/* binding */ navDiffOf),
/* harmony export */   kZ: () => (/* binding */ nearestServed),
/* harmony export */   xS: () => (/* binding */ countChanges)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43920);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20709);



const cache = new WeakMap();
/** The diff between a model's base (when it has one) and the model itself, worked out once. */
function navDiffOf(model) {
    if (!model.base)
        return undefined;
    let d = cache.get(model);
    if (!d)
        cache.set(model, (d = diffSnapshots(model.base, (0,_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .snapshotOf */ .e)(model))));
    return d;
}
/** Compares two snapshots: pages added, removed, moved and renamed, sections, labels, redirects, and URLs left without a redirect. */
function diffSnapshots(base, head) {
    return new Differ(base, head).run();
}
/** How many changes a diff holds (URLs removed without a redirect are counted among the pages already). */
function countChanges(d) {
    const p = (c) => c.added.length + c.removed.length + c.moved.length + c.renamed.length;
    return (p(d.pages) +
        p(d.apiPages) +
        d.sections.added.length +
        d.sections.removed.length +
        d.labels.length +
        d.redirects.added.length +
        d.redirects.removed.length +
        d.redirects.changed.length);
}
class Differ {
    base;
    head;
    /** BASE element id → HEAD element id (-1 is the root on both sides). */
    map = new Map([[-1, -1]]);
    mapped = new Set([-1]);
    relabeled = [];
    /** BASE URL → HEAD URL of renamed pages. */
    renames = new Map();
    /** HEAD's redirects, indexed for lookups (a change may remove thousands of URLs against thousands of redirects). */
    headIndex;
    constructor(base, head) {
        this.base = base;
        this.head = head;
    }
    run() {
        const { base, head } = this;
        const removed = [...base.pages.values()].filter((p) => !head.pages.has(p.url));
        const added = [...head.pages.values()].filter((p) => !base.pages.has(p.url));
        this.findRenames(removed, added);
        this.matchElements(base.top, head.top);
        const diff = {
            pages: { added: [], removed: [], moved: [], renamed: [] },
            apiPages: { added: [], removed: [], moved: [], renamed: [] },
            sections: { added: [], removed: [] },
            labels: [],
            redirects: { added: [], removed: [], changed: [] },
            urlsRemoved: [],
        };
        this.recordAdded(diff, added);
        this.recordRemoved(diff, removed);
        this.recordMissing(diff);
        this.recordLabelsAndMoves(diff);
        this.sections(diff);
        this.redirects(diff);
        this.removedUrls(diff, removed);
        sortDiff(diff);
        return diff;
    }
    /** Records the pages HEAD adds, each with where it is and, for an operation, why; renamed pages are not among them. */
    recordAdded(diff, added) {
        const { head } = this;
        const renamedTo = new Set([...this.renames.values()].map((r) => r.to));
        for (const p of added) {
            if (renamedTo.has(p.url))
                continue;
            const change = { ...this.describe(p), breadcrumbs: this.crumbsOf(head, p) };
            if (p.operation)
                Object.assign(change, this.reasonAdded(p));
            (p.kind === 'operation' ? diff.apiPages : diff.pages).added.push(change);
        }
    }
    /** Records the pages HEAD removes or renames, each with the redirect that covers its URL, if any. */
    recordRemoved(diff, removed) {
        const { base, head } = this;
        for (const p of removed) {
            const rename = this.renames.get(p.url);
            const cover = this.redirectFor(p.url);
            if (rename) {
                const q = head.pages.get(rename.to);
                const change = {
                    from: p.url,
                    to: q.url,
                    title: q.title,
                    ...(p.file || q.file
                        ? { file: { ...(p.file ? { from: p.file } : {}), ...(q.file ? { to: q.file } : {}) } }
                        : {}),
                    ...(q.operation ? { operation: opView(q) } : {}),
                    by: rename.by,
                    breadcrumbs: { from: this.crumbsOf(base, p), to: this.crumbsOf(head, q, p.operation?.key) },
                    redirect: cover ? redirectView(cover) : null,
                };
                (p.kind === 'operation' ? diff.apiPages : diff.pages).renamed.push(change);
                continue;
            }
            const change = { ...this.describe(p), breadcrumbs: this.crumbsOf(base, p) };
            if (p.operation)
                Object.assign(change, this.reasonRemoved(p));
            change.redirect = cover ? redirectView(cover) : null;
            (p.kind === 'operation' ? diff.apiPages : diff.pages).removed.push(change);
        }
    }
    /**
     * Records the entries for missing pages that only one side's navigation has (an entry whose page the other side
     * serves is the page added or removed, recorded already).
     */
    recordMissing(diff) {
        const { base, head } = this;
        for (const [url, p] of head.missing)
            if (!base.missing.has(url) && !base.pages.has(url))
                diff.pages.added.push({ url, title: p.title, breadcrumbs: this.crumbsOf(head, p), missing: true });
        for (const [url, p] of base.missing)
            if (!head.missing.has(url) && !head.pages.has(url))
                diff.pages.removed.push({ url, title: p.title, breadcrumbs: this.crumbsOf(base, p), missing: true });
    }
    /** Records the pages on both sides whose label changed, and those whose place in the navigation changed. */
    recordLabelsAndMoves(diff) {
        const { base, head } = this;
        const renamedOps = new Map();
        for (const [from, r] of this.renames) {
            const key = base.pages.get(from)?.operation?.key;
            if (key !== undefined)
                (renamedOps.get(r.to) ?? renamedOps.set(r.to, new Set()).get(r.to)).add(key);
        }
        for (const p of base.pages.values()) {
            const q = head.pages.get(p.url);
            if (!q)
                continue;
            if (p.title !== q.title)
                diff.labels.push({
                    kind: q.kind,
                    from: p.title,
                    to: q.title,
                    breadcrumb: this.crumbsOf(head, q)[0] ?? [],
                    url: q.url,
                });
            // An operation renamed onto a URL that another operation already had is a rename, not a move of that page.
            const incoming = renamedOps.get(q.url);
            const before = p.placements
                .map((pl) => (this.map.has(pl.element) ? `h${this.map.get(pl.element)}` : `b${pl.element}`))
                .sort();
            const after = q.placements
                .filter((pl) => !(pl.operation !== undefined && incoming?.has(pl.operation)))
                .map((pl) => `h${pl.element}`)
                .sort();
            if (before.join() === after.join())
                continue;
            const change = { ...this.describe(q), from: this.crumbsOf(base, p), to: this.crumbsOf(head, q) };
            if (q.operation && p.operation)
                Object.assign(change, moveReason(p, q));
            (q.kind === 'operation' ? diff.apiPages : diff.pages).moved.push(change);
        }
    }
    describe(p) {
        return {
            url: p.url,
            title: p.title,
            ...(p.file ? { file: p.file } : {}),
            ...(p.operation ? { operation: opView(p) } : {}),
        };
    }
    /** Where the navigation shows a page; for an operation's page at a shared URL, where it shows that operation. */
    crumbsOf(side, p, operation) {
        const own = operation !== undefined ? p.placements.filter((pl) => pl.operation === operation) : [];
        return (own.length > 0 ? own : p.placements).map((pl) => (pl.element < 0 ? [] : side.elements[pl.element].crumbs));
    }
    /** Pairs removed and added pages that are the same page at another URL: same operation, same bytes, or same title. */
    findRenames(removed, added) {
        const taken = new Set();
        const pair = (from, candidates, by) => {
            const open = candidates.filter((c) => !taken.has(c.url));
            let pick = open.length === 1 ? open[0] : undefined;
            // Several candidates: the one with the same file name, if only one has it.
            if (!pick && open.length > 1 && from.file) {
                const same = open.filter((c) => c.file && node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(c.file) === node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(from.file));
                if (same.length === 1)
                    pick = same[0];
            }
            if (!pick)
                return;
            taken.add(pick.url);
            this.renames.set(from.url, { to: pick.url, by });
        };
        const index = (pages, key) => {
            const m = new Map();
            for (const p of pages) {
                const k = key(p);
                if (k !== undefined)
                    (m.get(k) ?? m.set(k, []).get(k)).push(p);
            }
            return m;
        };
        // The operation's page at a URL it did not have before, even one another operation had (two can share a URL).
        for (const r of removed) {
            if (!r.operation)
                continue;
            const key = r.operation.key;
            const before = this.base.operationUrls.get(key);
            const urls = [...(this.head.operationUrls.get(key) ?? [])].filter((u) => !before?.has(u));
            pair(r, urls.map((u) => this.head.pages.get(u)), 'operation');
        }
        const addedFiles = added.filter((p) => p.kind === 'page' && p.file);
        const removedFiles = removed.filter((p) => p.kind === 'page' && p.file);
        if (addedFiles.length === 0 || removedFiles.length === 0)
            return;
        const byHash = index(addedFiles, (p) => this.head.hashOf(p.file));
        for (const r of removedFiles) {
            const h = this.base.hashOf(r.file);
            if (h !== undefined)
                pair(r, byHash.get(h) ?? [], 'content');
        }
        const byTitle = index(addedFiles, (p) => p.title);
        for (const r of removedFiles)
            if (!this.renames.has(r.url))
                pair(r, byTitle.get(r.title) ?? [], 'title');
    }
    /** Matches the sections of both sides, parent by parent: same kind and label first, then same kind and mostly the same pages (a new label). */
    matchElements(baseIds, headIds) {
        const { base, head } = this;
        const queue = new Map();
        for (const h of headIds) {
            const k = `${head.elements[h].kind}\0${head.elements[h].label}`;
            (queue.get(k) ?? queue.set(k, []).get(k)).push(h);
        }
        const pairs = [];
        const left = [];
        for (const b of baseIds) {
            const h = queue.get(`${base.elements[b].kind}\0${base.elements[b].label}`)?.shift();
            if (h === undefined)
                left.push(b);
            else
                pairs.push([b, h]);
        }
        const open = headIds.filter((h) => !pairs.some(([, x]) => x === h));
        for (const b of left) {
            const be = base.elements[b];
            const urls = new Set([...be.urls].map((u) => this.renames.get(u)?.to ?? u));
            let best;
            let bestScore = 0.5;
            for (const h of open) {
                const he = head.elements[h];
                if (he.kind !== be.kind || urls.size === 0 || he.urls.size === 0)
                    continue;
                let common = 0;
                for (const u of urls)
                    if (he.urls.has(u))
                        common++;
                const score = common / Math.max(urls.size, he.urls.size);
                if (score >= bestScore && (best === undefined || score > bestScore)) {
                    best = h;
                    bestScore = score;
                }
            }
            if (best === undefined)
                continue;
            open.splice(open.indexOf(best), 1);
            pairs.push([b, best]);
            this.relabeled.push([be, head.elements[best]]);
        }
        for (const [b, h] of pairs) {
            this.map.set(b, h);
            this.mapped.add(h);
        }
        for (const [b, h] of pairs)
            this.matchElements(base.elements[b].children, head.elements[h].children);
    }
    sections(diff) {
        const view = (e) => ({
            kind: e.kind,
            label: e.label,
            breadcrumb: e.crumbs.slice(0, -1),
            pages: e.urls.size,
            generated: e.generated,
            order: e.id,
        });
        for (const e of this.head.elements)
            if (!this.mapped.has(e.id) && this.mapped.has(e.parent))
                diff.sections.added.push(view(e));
        for (const e of this.base.elements)
            if (!this.map.has(e.id) && this.map.has(e.parent))
                diff.sections.removed.push(view(e));
        for (const [b, h] of this.relabeled)
            diff.labels.push({ kind: h.kind, from: b.label, to: h.label, breadcrumb: h.crumbs.slice(0, -1), order: h.id });
    }
    redirects(diff) {
        const before = new Map(this.base.redirects.map((r) => [r.source, r.destination]));
        const after = new Map(this.head.redirects.map((r) => [r.source, r.destination]));
        for (const [source, destination] of after) {
            const old = before.get(source);
            if (old === undefined)
                diff.redirects.added.push({ source, destination });
            else if (old !== destination)
                diff.redirects.changed.push({ source, from: old, to: destination });
        }
        for (const [source, destination] of before)
            if (!after.has(source))
                diff.redirects.removed.push({ source, destination });
    }
    reasonAdded(p) {
        const op = p.operation;
        const before = this.base.operations.get(op.key);
        if (before?.excluded)
            return { reason: 'spec-changed', detail: `no longer x-excluded in ${op.spec}` };
        if (before)
            return { reason: 'listing-changed', detail: `already in ${op.spec}; the navigation now lists or generates it` };
        if (this.base.specs.has(op.spec))
            return { reason: 'spec-changed', detail: `new in ${op.spec}` };
        return { reason: 'spec-changed', detail: `${op.spec} is new to the navigation` };
    }
    reasonRemoved(p) {
        const op = p.operation;
        const after = this.head.operations.get(op.key);
        if (after?.excluded)
            return { reason: 'spec-changed', detail: `marked x-excluded in ${op.spec}` };
        if (after)
            return {
                reason: 'listing-changed',
                detail: `still in ${op.spec}, but no navigation element lists or generates it any more`,
            };
        if (this.head.specs.has(op.spec))
            return { reason: 'spec-changed', detail: `no longer in ${op.spec}` };
        return { reason: 'spec-changed', detail: `${op.spec} is no longer used by the navigation` };
    }
    /** URLs served at BASE that HEAD neither serves nor redirects, each with the redirect that would keep it. */
    removedUrls(diff, removed) {
        const { head } = this;
        const fallback = head.redirectsProp?.keySpan ??
            head.navigationProp?.keySpan ?? {
            file: head.configFile,
            pointer: '',
            start: { line: 1, column: 1 },
            end: { line: 1, column: 2 },
        };
        const destinationFor = (url) => nearestServed(url, (u) => head.pages.has(u));
        for (const p of removed) {
            if (this.redirectFor(p.url))
                continue;
            const rename = this.renames.get(p.url);
            const to = rename ? head.pages.get(rename.to) : undefined;
            diff.urlsRemoved.push({
                url: p.url,
                was: p.kind,
                title: p.title,
                ...(to ? { movedTo: to.url } : {}),
                suggestion: { source: p.url, destination: to?.url ?? destinationFor(p.url) },
                span: to?.placements[0]?.span ?? fallback,
            });
        }
        for (const r of this.base.redirects) {
            if (this.covered(r))
                continue;
            diff.urlsRemoved.push({ url: r.source, was: 'redirect', suggestion: redirectView(r), span: fallback });
        }
    }
    /** Whether HEAD still answers a BASE redirect's source: the same source, a page at that URL, or a redirect that covers it. */
    covered(r) {
        const { head } = this;
        if (this.headRedirects().sources.has(r.source))
            return true;
        const url = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeUrl */ .l2)((0,_redirects_js__WEBPACK_IMPORTED_MODULE_1__/* .stripQuery */ .jI)(r.source));
        if (!r.pattern && head.pages.has(url))
            return true;
        return this.headRedirects().index.match(url) !== undefined;
    }
    /** The first HEAD redirect whose source covers a URL path (percent-decoded first). */
    redirectFor(url) {
        return this.headRedirects().index.match(decodeSafe(url))?.redirect;
    }
    headRedirects() {
        return (this.headIndex ??= {
            index: new _redirects_js__WEBPACK_IMPORTED_MODULE_1__/* .RedirectIndex */ .lV(this.head.redirects),
            sources: new Set(this.head.redirects.map((x) => x.source)),
        });
    }
}
/**
 * Where to redirect a URL that nothing serves: the page that replaces it is not known, so the nearest folder above it
 * that the site still serves as a page, else the home page.
 */
function nearestServed(url, serves) {
    for (let u = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(url); u !== '/' && u !== '.'; u = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(u))
        if (serves(u))
            return u;
    return '/';
}
function opView(p) {
    const o = p.operation;
    return { method: o.method, path: o.path, spec: o.spec };
}
function redirectView(r) {
    return { source: r.source, destination: r.destination };
}
function crumbKey(c) {
    return c.map((x) => x.label).join('\u0000');
}
function sortDiff(d) {
    const byUrl = (a, b) => cmp(a.url, b.url);
    for (const c of [d.pages, d.apiPages]) {
        c.added.sort(byUrl);
        c.removed.sort(byUrl);
        c.moved.sort(byUrl);
        c.renamed.sort((a, b) => cmp(a.from, b.from));
    }
    const bySection = (a, b) => cmp(crumbKey([...a.breadcrumb, { kind: a.kind, label: a.label }]), crumbKey([...b.breadcrumb, { kind: b.kind, label: b.label }]));
    d.sections.added.sort(bySection);
    d.sections.removed.sort(bySection);
    d.labels.sort((a, b) => cmp(crumbKey(a.breadcrumb), crumbKey(b.breadcrumb)) || cmp(a.url ?? '', b.url ?? '') || cmp(a.from, b.from));
    d.redirects.added.sort((a, b) => cmp(a.source, b.source));
    d.redirects.removed.sort((a, b) => cmp(a.source, b.source));
    d.redirects.changed.sort((a, b) => cmp(a.source, b.source));
    d.urlsRemoved.sort(byUrl);
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/** Why an operation's page moved: it was hidden with `x-hidden` (or shown again), or the navigation lists it elsewhere. */
function moveReason(p, q) {
    const [from, to] = [p.operation, q.operation];
    const hidden = from.hidden !== to.hidden && (p.placements.length === 0 || q.placements.length === 0);
    return hidden
        ? {
            reason: 'x-hidden',
            detail: to.hidden
                ? `marked x-hidden in ${to.spec}: still served, no longer in the navigation`
                : `no longer x-hidden in ${to.spec}`,
        }
        : { reason: 'listing-changed', detail: 'the navigation lists or generates it elsewhere' };
}


/***/ }),

/***/ 52760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ generatedFor)
/* harmony export */ });
/**
 * The pages generated under an element, in the order the platform's build appends them: GraphQL groups, then the
 * OpenAPI pages, then the AsyncAPI channel groups.
 */
function generatedFor(model, el) {
    const refs = model.references;
    const openapi = model.openapi?.generatedFor(el) ?? [];
    if (!refs)
        return openapi;
    return [...refs.generatedFor(el, 'graphql'), ...openapi, ...refs.generatedFor(el, 'asyncapi')];
}


/***/ }),

/***/ 20709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ snapshotOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49337);
/* harmony import */ var _generated_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52760);
/* harmony import */ var _nav_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70380);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43920);







/** Takes what a diff needs from a built model; reads no file but the pages whose content is compared later. */
function snapshotOf(model) {
    return new SnapshotBuilder(model).build();
}
class SnapshotBuilder {
    model;
    pages = new Map();
    missing = new Map();
    elements = [];
    top = [];
    byKey;
    operationUrls = new Map();
    constructor(model) {
        this.model = model;
    }
    build() {
        const m = this.model;
        if (m.nav)
            this.walk(m.nav, -1, []);
        for (const file of m.files.pageFiles)
            this.page(file, undefined);
        for (const { op, url } of m.openapi?.hiddenOperations() ?? [])
            this.operation(op, url, undefined);
        const operations = new Map();
        const specs = new Set();
        for (const spec of m.openapi?.store.all() ?? []) {
            specs.add(spec.rel);
            for (const o of spec.operations)
                operations.set(operationKey(o), { hidden: o.hidden, excluded: o.excluded });
        }
        const { prop, redirects } = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_4__/* .readRedirects */ .Iq)(m);
        const hashes = new Map();
        const hashOf = (file) => {
            if (!hashes.has(file)) {
                let h;
                try {
                    h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1')
                        .update(m.fs.readFileSync(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(m.root, file), 'utf8'))
                        .digest('hex');
                }
                catch {
                    h = undefined;
                }
                hashes.set(file, h);
            }
            return hashes.get(file);
        };
        return {
            root: m.root,
            pages: this.pages,
            missing: this.missing,
            elements: this.elements,
            top: this.top,
            redirects,
            redirectsProp: prop,
            navigationProp: m.navigationProp,
            configFile: m.configFile,
            operationUrls: this.operationUrls,
            operations,
            specs,
            hashOf,
        };
    }
    element(kind, label, parent, crumbs, generated, span) {
        const el = {
            id: this.elements.length,
            kind,
            label,
            parent,
            crumbs: [...crumbs, { kind, label, order: this.elements.length }],
            generated,
            urls: new Set(),
            children: [],
            ...(span ? { span } : {}),
        };
        this.elements.push(el);
        if (parent < 0)
            this.top.push(el.id);
        else
            this.elements[parent].children.push(el.id);
        return el;
    }
    walk(el, id, crumbs) {
        for (const item of el.items) {
            if (!(0,_nav_js__WEBPACK_IMPORTED_MODULE_3__/* .isElement */ .vq)(item)) {
                const node = this.model.openapi?.entryNode(item);
                if (node) {
                    const op = this.model.openapi.entryTargets.get(item);
                    this.operation(op, node.url, { element: id, span: item.node.span });
                    continue;
                }
                // A GraphQL selector stands for the page it generates in its place.
                const selected = item.graphql ? this.model.references?.selectedNode(item) : undefined;
                if (selected) {
                    this.generated(selected, id, crumbs);
                    continue;
                }
                this.entry(item.path, { element: id, span: item.node.span });
                continue;
            }
            if (item.kind === 'global' || item.dropped)
                continue;
            const child = this.element(item.kind, item.label ?? '', id, crumbs, false, item.node.span);
            if (item.kind === 'group') {
                const root = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_5__/* .getProp */ .GT)(item.node, 'root')?.value;
                if (root?.type === 'string')
                    this.entry((0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pagePathOf */ .KQ)(root.value.replace(/^\/+/, '')), { element: child.id, span: root.span });
            }
            this.walk(item, child.id, child.crumbs);
            for (const node of (0,_generated_js__WEBPACK_IMPORTED_MODULE_6__/* .generatedFor */ .Z)(this.model, item))
                this.generated(node, child.id, child.crumbs);
        }
    }
    generated(node, id, crumbs) {
        if (node.kind === 'group') {
            const group = this.element('group', node.label ?? '', id, crumbs, true);
            for (const c of node.children ?? [])
                this.generated(c, group.id, group.crumbs);
            return;
        }
        // A page generated from a GraphQL schema or an AsyncAPI document: no file, no operation.
        if (node.kind === 'page' && node.reference && node.url !== undefined) {
            this.add({ url: node.url, kind: 'page', title: node.label ?? node.url, placements: [] }, { element: id });
            return;
        }
        if (node.kind !== 'operation' || node.url === undefined)
            return;
        if (!this.byKey) {
            this.byKey = new Map();
            for (const s of this.model.openapi?.store.all() ?? [])
                for (const o of s.operations)
                    this.byKey.set(operationKey(o), o);
        }
        const op = this.byKey.get(`${node.spec} ${node.method} ${node.operationPath}`);
        if (op)
            this.operation(op, node.url, { element: id });
    }
    add(page, at) {
        const known = this.pages.get(page.url);
        // A page file at an operation's URL replaces the operation page.
        const kept = known && !(known.kind === 'operation' && page.kind === 'page') ? known : page;
        if (kept !== known) {
            if (known)
                page.placements.push(...known.placements);
            this.pages.set(page.url, page);
        }
        if (at) {
            kept.placements.push(at);
            for (let e = at.element; e >= 0; e = this.elements[e].parent)
                this.elements[e].urls.add(page.url);
        }
    }
    /** A page entry of the navigation: its page, or (no file serves it) an entry for a missing page. */
    entry(pagePath, at) {
        const res = this.model.files.resolvePage(pagePath);
        if (res.status === 'found')
            return this.page(res.file, at);
        // A path that leaves the docs root names no URL of the site.
        if (res.status === 'outside')
            return;
        const url = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrl */ .fi)(pagePath);
        const known = this.missing.get(url);
        if (known)
            known.placements.push(at);
        else
            this.missing.set(url, { url, kind: 'page', title: pagePath, placements: [at] });
    }
    page(file, at) {
        const title = this.model.openapi?.pageMeta.get(file)?.title?.trim();
        this.add({ url: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrl */ .fi)(file), kind: 'page', title: title || (0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pagePathOf */ .KQ)(file), file, placements: [] }, at);
    }
    operation(op, url, placement) {
        const info = {
            key: operationKey(op),
            spec: op.spec.rel,
            method: op.method,
            path: op.path,
            hidden: op.hidden,
        };
        const at = url.startsWith('/') ? url : '/' + url;
        (this.operationUrls.get(info.key) ?? this.operationUrls.set(info.key, new Set()).get(info.key)).add(at);
        this.add({ url: at, kind: 'operation', title: op.summary ?? `${op.method} ${op.path}`, operation: info, placements: [] }, placement && { ...placement, operation: info.key });
    }
}
/** The same operation on both sides of a diff: document, method and path. */
function operationKey(op) {
    return `${op.spec.rel} ${op.method} ${op.path}`;
}


/***/ })

};
