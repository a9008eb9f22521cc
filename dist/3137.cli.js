export const id = 3137;
export const ids = [3137];
export const modules = {

/***/ 70380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AP: () => (/* binding */ describeElement),
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   _7: () => (/* binding */ parseOperationRef),
/* harmony export */   j5: () => (/* binding */ buildNavigation),
/* harmony export */   vq: () => (/* binding */ isElement)
/* harmony export */ });
/* unused harmony export parseGraphqlSelector */
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49337);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46255);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79659);



const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
/**
 * Parses `QUERY name`, `MUTATION name` or `TYPE Name` as the platform does: the kind in capitals, one GraphQL name, or
 * for queries and mutations a dotted path of names (`QUERY admin.users`); undefined for anything else.
 */
function parseGraphqlSelector(text) {
    const [rawKind, name, ...extra] = text.trim().split(/\s+/);
    if (!rawKind || !name || extra.length > 0)
        return undefined;
    const kind = ['query', 'mutation', 'type'].find((k) => k.toUpperCase() === rawKind);
    if (!kind || (kind === 'type' && name.includes('.')))
        return undefined;
    return name.split('.').every((s) => GRAPHQL_NAME.test(s)) ? { kind, name } : undefined;
}
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'QUERY'];
const OPERATION_RE = new RegExp(`^(?:(\\S+)\\s+)?(${HTTP_METHODS.join('|')})\\s+(/\\S*)$`, 'i');
/**
 * An OpenAPI 3.2 method of `additionalOperations` (`PURGE /cache`): the platform takes any other method name written
 * exactly as the document has it, before a path; navlint takes one in capitals, as HTTP writes methods.
 */
const CUSTOM_OPERATION_RE = /^(?:(\S+)\s+)?([A-Z][A-Z0-9_-]*)\s+(\/\S*)$/;
const WEBHOOK_RE = /^(?:(\S+)\s+)?(webhook)\s+(\S+)$/i;
/** Parses `[spec] METHOD /path` or `[spec] webhook name`; undefined for anything else. */
function parseOperationRef(text) {
    const t = text.trim();
    const m = OPERATION_RE.exec(t);
    if (m)
        return { spec: m[1], method: m[2], path: m[3], webhook: false };
    const w = WEBHOOK_RE.exec(t);
    if (w)
        return { spec: w[1], method: w[2], path: w[3], webhook: true };
    const c = CUSTOM_OPERATION_RE.exec(t);
    if (c)
        return { spec: c[1], method: c[2], path: c[3], webhook: false };
    return undefined;
}
/** Builds the navigation tree from the `navigation` object. Lenient: rules judge what is wrong. */
function buildNavigation(nav) {
    const built = { elements: [], entries: [] };
    const root = makeElement(built, 'root', nav, undefined, undefined, false, false, false);
    return { root, elements: built.elements, entries: built.entries };
}
/** One element of the tree with its children, recorded in `built` (a child dropped by the platform is recorded, not kept). */
function makeElement(built, kind, node, parent, containerKey, dropped, nested, isGlobalEntry) {
    const labelKey = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_KEY */ .hy[kind];
    const labelProp = labelKey ? (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, labelKey) : undefined;
    const label = labelProp?.value.type === 'string' ? labelProp.value.value : undefined;
    const scope = { ...parent?.scope };
    if (kind === 'product' && label !== undefined)
        scope.product = label;
    if (kind === 'version' && label !== undefined)
        scope.version = label;
    if (kind === 'language' && label !== undefined)
        scope.language = label;
    const el = {
        kind,
        node,
        parent,
        containerKey,
        label,
        labelProp,
        items: [],
        childProps: [],
        scope,
        openapi: parent?.openapi,
        graphqlOwner: parent?.graphqlOwner,
        nested,
        dropped,
        isGlobalEntry,
        depth: parent ? parent.depth + 1 : 0,
    };
    const own = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, 'openapi');
    if (own && kind !== 'global' && !isGlobalEntry)
        el.openapi = { prop: own, owner: el, sources: openapiSources(own.value) };
    if ((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, 'graphql') && kind !== 'global')
        el.graphqlOwner = el;
    built.elements.push(el);
    if (isGlobalEntry)
        return el;
    if (kind === 'global') {
        addGlobalEntries(built, el, dropped);
        return el;
    }
    const globalProp = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, 'global');
    if (globalProp?.value.type === 'object')
        el.items.push(makeElement(built, 'global', globalProp.value, el, 'global', dropped, false, false));
    addChildren(built, el, dropped);
    return el;
}
/** The entries of a `global` object (its tabs, anchors, …), each an element of its own. */
function addGlobalEntries(built, el, dropped) {
    for (const prop of el.node.props) {
        const childKind = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .CHILD_KEYS */ .md.includes(prop.key)
            ? _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_OF_CHILD_KEY */ .C_[prop.key]
            : undefined;
        if (!childKind || prop.value.type !== 'array')
            continue;
        for (const item of prop.value.items) {
            if (item.type === 'object' && !item.broken)
                el.items.push(makeElement(built, childKind, item, el, prop.key, dropped, false, true));
        }
    }
}
/**
 * The children of an element under the keys its kind allows: elements, and page entries under `pages`. Of several
 * such keys the platform keeps one; the others' children are made as dropped.
 */
function addChildren(built, el, dropped) {
    const { kind, node } = el;
    const allowed = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .SHAPES */ .HY[kind].children;
    // A key written twice counts once, as JSON.parse keeps only the last one.
    for (const prop of node.props)
        if (allowed.includes(prop.key) && (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(node, prop.key) === prop)
            el.childProps.push(prop);
    const kept = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .CHILD_KEYS */ .md.find((k) => el.childProps.some((p) => p.key === k));
    el.childKey = kept;
    for (const prop of el.childProps) {
        const childDropped = dropped || prop.key !== kept;
        if (prop.value.type !== 'array')
            continue;
        const childKind = _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_OF_CHILD_KEY */ .C_[prop.key];
        for (const item of prop.value.items) {
            if (item.type === 'object') {
                if (item.broken)
                    continue;
                const nested = kind === 'group' && prop.key === 'pages';
                const child = makeElement(built, childKind, item, el, prop.key, childDropped, nested, false);
                if (!childDropped)
                    el.items.push(child);
            }
            else if (item.type === 'string' && prop.key === 'pages') {
                const raw = item.value;
                const entry = {
                    kind: 'entry',
                    node: item,
                    raw,
                    parent: el,
                    path: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(raw),
                    operation: parseOperationRef(raw),
                    dropped: childDropped,
                };
                // Under a `graphql`, `QUERY name`, `MUTATION name` and `TYPE Name` select the pages to generate.
                const selector = el.graphqlOwner ? parseGraphqlSelector(raw) : undefined;
                if (selector)
                    entry.graphql = selector;
                built.entries.push(entry);
                if (!childDropped)
                    el.items.push(entry);
            }
        }
    }
}
/** Reads the sources of an `openapi` value: a string, `{source, directory}`, or an array of these. */
function openapiSources(value) {
    const one = (v) => {
        if (v.type === 'string')
            return { source: v.value, node: v };
        if (v.type === 'object') {
            const s = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(v, 'source')?.value;
            const d = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(v, 'directory')?.value;
            if (s?.type === 'string')
                return {
                    source: s.value,
                    node: s,
                    directory: d?.type === 'string' ? d.value : undefined,
                };
        }
        return undefined;
    };
    if (value.type === 'array')
        return value.items.map(one).filter((s) => s !== undefined);
    const s = one(value);
    return s ? [s] : [];
}
/** Whether an item is an element (not a page entry). */
function isElement(item) {
    return item.kind !== 'entry';
}
/** A short human name for an element: `group "Intro"`, `tab "API"`, `the navigation root`. */
function describeElement(el) {
    if (el.kind === 'root')
        return 'the navigation root';
    if (el.kind === 'global')
        return '`global`';
    const name = el.kind === 'menu-item' ? 'menu item' : el.isGlobalEntry ? `global ${el.kind}` : el.kind;
    return el.label !== undefined && el.label !== '' ? `${name} ${JSON.stringify(el.label)}` : name;
}
/** A key of the scope a page belongs to, for detecting duplicates within one version and language. */
function scopeKey(scope) {
    return JSON.stringify([scope.product ?? null, scope.version ?? null, scope.language ?? null]);
}


/***/ }),

/***/ 79659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ KIND_OF_CHILD_KEY),
/* harmony export */   HY: () => (/* binding */ SHAPES),
/* harmony export */   YK: () => (/* binding */ PLATFORM_LANGUAGES),
/* harmony export */   ct: () => (/* binding */ KNOWN_MISTAKES),
/* harmony export */   gh: () => (/* binding */ NON_EMPTY_CHILDREN),
/* harmony export */   hy: () => (/* binding */ LABEL_KEY),
/* harmony export */   md: () => (/* binding */ CHILD_KEYS),
/* harmony export */   qO: () => (/* binding */ RESTRICTED_FIELDS)
/* harmony export */ });
/** Keys that hold child elements, in the order the platform picks the one it keeps. */
const CHILD_KEYS = [
    'products',
    'languages',
    'versions',
    'tabs',
    'dropdowns',
    'anchors',
    'groups',
    'pages',
    'menu',
];
/** The element kind each child key creates. */
const KIND_OF_CHILD_KEY = {
    products: 'product',
    languages: 'language',
    versions: 'version',
    tabs: 'tab',
    dropdowns: 'dropdown',
    anchors: 'anchor',
    groups: 'group',
    pages: 'group',
    menu: 'menu-item',
};
/** The label key of each element kind (required, non-empty). */
const LABEL_KEY = {
    product: 'product',
    language: 'language',
    version: 'version',
    tab: 'tab',
    'menu-item': 'item',
    anchor: 'anchor',
    dropdown: 'dropdown',
    group: 'group',
};
/** Fields every element but the navigation root and `global` may carry. */
const COMMON = ['directory', 'openapi', 'asyncapi', 'graphql', 'hidden'];
/** Fields the platform reads on one kind of element only, and the kinds that may carry them. */
const RESTRICTED_FIELDS = {
    graphql: {
        kinds: ['product', 'language', 'version', 'tab', 'anchor', 'dropdown', 'group'],
        words: 'menu items take no `graphql` (a tab, a group or another element does)',
    },
    sdk: { kinds: ['tab', 'group'], words: 'only tabs and groups read `sdk`' },
};
/** The declarative shape table: allowed fields and child kinds per element. */
const SHAPES = {
    root: {
        fields: ['global', 'directory'],
        globalFields: [],
        children: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
    },
    group: {
        fields: [...COMMON, 'icon', 'root', 'tag', 'expanded', 'searchable', 'public', 'boost', 'sdk'],
        globalFields: [],
        children: ['pages'],
    },
    tab: {
        fields: [...COMMON, 'global', 'icon', 'searchable', 'align', 'href', 'sdk'],
        globalFields: ['directory', 'hidden', 'icon', 'searchable', 'align', 'href'],
        children: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
    },
    'menu-item': {
        fields: [...COMMON, 'global', 'icon', 'description', 'href'],
        globalFields: [],
        children: ['groups', 'pages', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'],
        childrenBeyondSpec: ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'],
    },
    anchor: {
        fields: [...COMMON, 'global', 'icon', 'color', 'href'],
        globalFields: ['directory', 'hidden', 'icon', 'color', 'href'],
        children: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
    },
    dropdown: {
        fields: [...COMMON, 'global', 'icon', 'color', 'description', 'href'],
        globalFields: ['directory', 'hidden', 'icon', 'color', 'description', 'href'],
        children: ['languages', 'versions', 'anchors', 'tabs', 'products', 'groups', 'pages'],
    },
    product: {
        fields: [...COMMON, 'global', 'name', 'icon', 'color', 'description', 'href'],
        globalFields: ['directory', 'hidden', 'name', 'icon', 'color', 'description', 'href'],
        children: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
    },
    version: {
        fields: [...COMMON, 'global', 'default', 'tag', 'href'],
        globalFields: ['directory', 'hidden', 'default', 'tag', 'href'],
        children: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    },
    language: {
        fields: [...COMMON, 'global', 'default', 'banner', 'footer', 'navbar', 'href'],
        globalFields: ['directory', 'hidden', 'default', 'banner', 'footer', 'navbar', 'href'],
        children: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    },
    global: {
        fields: [],
        globalFields: [],
        children: ['tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products'],
    },
};
/** Child arrays the platform requires to hold at least one entry (elsewhere an empty list is valid and shows nothing). */
const NON_EMPTY_CHILDREN = ['languages', 'versions', 'tabs', 'anchors', 'groups'];
/** Keys written by mistake for a known key, with the advice to give. */
const KNOWN_MISTAKES = Object.assign(
// Looked up by keys users write: a null prototype keeps `constructor` or `__proto__` from finding anything.
Object.create(null), {
    collapsed: {
        key: 'expanded',
        advice: 'use `expanded` (note the opposite meaning: `"collapsed": true` is `"expanded": false`, the default)',
    },
    collapsible: { key: 'expanded', advice: 'groups collapse by default; use `expanded: true` to open a nested group' },
    title: { key: 'group', advice: 'the label field is named after the element (`group`, `tab`, `anchor`, …)' },
    name: { key: 'group', advice: 'the label field is named after the element (`group`, `tab`, `anchor`, …)' },
    url: { key: 'href', advice: 'links are written `href`' },
    link: { key: 'href', advice: 'links are written `href`' },
    children: { key: 'pages', advice: 'child entries go in `pages`' },
    items: { key: 'pages', advice: 'child entries go in `pages`' },
});
/**
 * The language codes the platform accepts (its schema's list, case as written: `fr-CA` and `fr-ca` both, `zh-CN` but
 * not `zh-cn`). `ua`, in the specification's list (section 2.4), is not among them: the platform expects `uk`.
 */
const PLATFORM_LANGUAGES = [
    'en',
    'cn',
    'zh',
    'zh-Hans',
    'zh-Hant',
    'zh-CN',
    'zh-TW',
    'es',
    'fr',
    'fr-CA',
    'fr-ca',
    'ja',
    'jp',
    'ja-jp',
    'ja-JP',
    'pt',
    'pt-BR',
    'de',
    'ko',
    'it',
    'ru',
    'ro',
    'cs',
    'id',
    'ar',
    'tr',
    'hi',
    'sv',
    'no',
    'da',
    'lv',
    'nl',
    'uk',
    'vi',
    'pl',
    'uz',
    'he',
    'ca',
    'fi',
    'hu',
];


/***/ }),

/***/ 53137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ languageFolderOf),
/* harmony export */   FH: () => (/* binding */ staleTranslationsOf),
/* harmony export */   Ys: () => (/* binding */ belowFolder),
/* harmony export */   coverageOf: () => (/* binding */ coverageOf),
/* harmony export */   eY: () => (/* binding */ translationsOf),
/* harmony export */   iE: () => (/* binding */ percentTranslated),
/* harmony export */   oc: () => (/* binding */ UNDATED)
/* harmony export */ });
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46255);
/* harmony import */ var _nav_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70380);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5449);



const cache = new WeakMap();
/** The translations of the site's languages, mapped to their default language's pages, once per model. */
function translationsOf(model) {
    let done = cache.get(model);
    if (!done)
        cache.set(model, (done = buildTranslations(model)));
    return done;
}
/** The language folder a page path lies under, of the codes given (compared without case): its code as written. */
function languageFolderOf(path, codes) {
    const first = path.split('/')[0].toLowerCase();
    if (!path.includes('/'))
        return undefined;
    return codes.find((c) => c.toLowerCase() === first);
}
/** The path below a language folder (`fr/guides/a` → `guides/a`), or undefined when the path is not under it. */
function belowFolder(path, code) {
    const slash = path.indexOf('/');
    if (slash < 0 || path.slice(0, slash).toLowerCase() !== code.toLowerCase())
        return undefined;
    return path.slice(slash + 1);
}
function buildTranslations(model) {
    const languageEls = model.elements.filter((el) => el.kind === 'language' && !el.dropped && !el.isGlobalEntry && el.label !== undefined && el.label !== '');
    const codes = [];
    for (const el of languageEls)
        if (!codes.includes(el.label))
            codes.push(el.label);
    if (languageEls.length === 0)
        return { sets: [], codes };
    const byLanguage = new Map();
    for (const el of languageEls)
        byLanguage.set(el, []);
    for (const ref of (0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .pageRefs */ .yk)(model)) {
        if (ref.via === 'href')
            continue;
        const found = languageOf(ref.element);
        if (!found)
            continue;
        const list = byLanguage.get(found.language);
        if (!list)
            continue;
        const path = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .pagePathOf */ .KQ)(ref.path);
        if (list.some((p) => p.path === path))
            continue;
        const position = ref.via === 'root' ? `${found.position}/root` : found.position + '/' + entryIndex(ref);
        list.push({ path, span: ref.span, ref, position });
    }
    const parents = new Map();
    for (const el of languageEls) {
        const list = parents.get(el.parent) ?? [];
        list.push(el);
        parents.set(el.parent, list);
    }
    const sets = [];
    for (const [parent, els] of parents)
        sets.push(buildSet(parent, els, byLanguage));
    return { sets, codes };
}
/** The nearest language element above an element, and the indexes of the items from it down to the element. */
function languageOf(el) {
    const indexes = [];
    let at = el;
    while (at) {
        if (at.kind === 'language')
            return { language: at, position: indexes.reverse().join('.') };
        const parent = at.parent;
        if (parent)
            indexes.push(parent.items.indexOf(at));
        at = parent;
    }
    return undefined;
}
/** The index of a page entry among its element's items. */
function entryIndex(ref) {
    return ref.element.items.findIndex((item) => !(0,_nav_js__WEBPACK_IMPORTED_MODULE_1__/* .isElement */ .vq)(item) && item.node.span === ref.span);
}
/** The default of sibling languages: the one `default: true`, else `en`, else the first. */
function defaultOf(els) {
    const marked = els.find((el) => {
        const d = el.node.props.find((p) => p.key === 'default')?.value;
        return d?.type === 'boolean' && d.value === true;
    });
    return marked ?? els.find((el) => el.label === 'en') ?? els[0];
}
function buildSet(parent, els, byLanguage) {
    const def = defaultOf(els);
    const defCode = def.label;
    const defPages = byLanguage.get(def);
    // The default language's pages by the path below its folder (or their path, for pages at the root) and by place.
    const byKey = new Map();
    const byPosition = new Map();
    const byPath = new Map();
    for (const p of defPages) {
        const key = belowFolder(p.path, defCode) ?? p.path;
        if (!byKey.has(key))
            byKey.set(key, p);
        if (!byPosition.has(p.position))
            byPosition.set(p.position, p);
        byPath.set(p.path, p);
    }
    const languages = els.map((el) => {
        const pages = byLanguage.get(el);
        if (el === def) {
            for (const p of pages) {
                p.counterpart = p.path;
                p.matchedBy = 'same';
            }
            return {
                element: el,
                code: defCode,
                isDefault: true,
                pages,
                missing: [],
                translated: pages.length,
                total: pages.length,
            };
        }
        const code = el.label;
        const had = new Set();
        const unplaced = [];
        const inFolder = [];
        for (const p of pages) {
            const below = belowFolder(p.path, code);
            const match = below === undefined ? byPath.get(p.path) : byKey.get(below);
            if (match) {
                p.counterpart = match.path;
                p.matchedBy = below === undefined ? 'same' : 'folder';
                had.add(match.path);
            }
            else if (below === undefined)
                unplaced.push(p);
            else
                inFolder.push(p);
        }
        // Pages matched by no path: the default page at the same place in the navigation, when nothing else stands for
        // it. In the language's folder, that page must have the same file name too (its folders were named apart, as
        // when the default language's pages moved): a language whose sections differ has other pages at that place.
        for (const p of [...unplaced, ...inFolder]) {
            const match = byPosition.get(p.position);
            if (!match || had.has(match.path))
                continue;
            if (inFolder.includes(p) && lastSegment(match.path) !== lastSegment(p.path))
                continue;
            p.counterpart = match.path;
            p.matchedBy = 'position';
            had.add(match.path);
        }
        const missing = defPages.filter((p) => !had.has(p.path));
        return {
            element: el,
            code,
            isDefault: false,
            pages,
            missing,
            translated: defPages.length - missing.length,
            total: defPages.length,
        };
    });
    return { parent, languages, default: languages[els.indexOf(def)] };
}
const staleCache = new WeakMap();
/**
 * The translated pages older than their default-language page, in navigation order, once per model: those whose
 * file's last commit is older than the last commit of the file of the page they translate. Empty when the model has
 * no history (no git, or the docs are not in a repository); a page or source git does not track is left out, as is
 * a page that stands for itself (the very same page listed by two languages).
 */
function staleTranslationsOf(model) {
    let done = staleCache.get(model);
    if (!done)
        staleCache.set(model, (done = findStale(model)));
    return done;
}
function findStale(model) {
    const history = model.history;
    if (!history || history.size === 0)
        return [];
    const fileOf = (page) => {
        const r = model.files.resolvePage(page);
        return r.status === 'found' ? r.file : undefined;
    };
    const out = [];
    for (const set of translationsOf(model).sets) {
        const sources = new Map(set.default.pages.map((p) => [p.path, p]));
        const codes = set.languages.map((l) => l.code);
        for (const language of set.languages) {
            if (language.isDefault)
                continue;
            for (const page of language.pages) {
                if (page.counterpart === undefined || page.counterpart === page.path)
                    continue;
                // A page of another language's folder is that language's translation (translation-wrong-language says so).
                const folder = languageFolderOf(page.path, codes);
                if (folder !== undefined && folder.toLowerCase() !== language.code.toLowerCase())
                    continue;
                const source = sources.get(page.counterpart);
                const file = fileOf(page.path);
                const sourceFile = fileOf(page.counterpart);
                if (!source || file === undefined || sourceFile === undefined || file === sourceFile)
                    continue;
                const change = history.get(file);
                const sourceChange = history.get(sourceFile);
                if (!change || !sourceChange || sourceChange.time <= change.time)
                    continue;
                out.push({ set, language, page, file, change, source, sourceFile, sourceChange });
            }
        }
    }
    return out;
}
/** What a – in the Stale column of the coverage table means, said below it. */
const UNDATED = '– : git could not date the files: they are in no repository, or in a shallow clone (check out with `fetch-depth: 0`).';
/** How much of the default language's pages a language has, in percent with one decimal (100 when there are none). */
function percentTranslated(translated, total) {
    return total === 0 ? 100 : Math.round((translated / total) * 1000) / 10;
}
/** The coverage of each language, set by set: what `nav --format json` shows under `translations`. */
function coverageOf(model) {
    const rows = [];
    const dated = model.history !== undefined && model.history.size > 0;
    const stale = staleTranslationsOf(model);
    for (const set of translationsOf(model).sets)
        for (const lang of set.languages)
            rows.push({
                language: lang.code,
                default: lang.isDefault,
                ...(set.parent.kind !== 'root' && set.parent.label !== undefined ? { under: set.parent.label } : {}),
                pages: lang.pages.length,
                missing: lang.missing.length,
                ...(dated ? { stale: stale.filter((t) => t.language === lang).length } : {}),
                translated: percentTranslated(lang.translated, lang.total),
            });
    return rows;
}
/** The last segment of a page path (its file name without extension). */
function lastSegment(pagePath) {
    return pagePath.slice(pagePath.lastIndexOf('/') + 1);
}


/***/ })

};
