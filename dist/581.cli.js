export const id = 581;
export const ids = [581,337];
export const modules = {

/***/ 49337:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ getProp),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   hI: () => (/* binding */ nodeAtPointer)
/* harmony export */ });
/** Deepest nesting of arrays and objects accepted in one JSON file. */
const MAX_JSON_DEPTH = 256;
/** The value of the last property named `key` (as JSON.parse keeps), if `node` is an object. */
function getProp(node, key) {
    if (!node || node.type !== 'object')
        return undefined;
    for (let i = node.props.length - 1; i >= 0; i--)
        if (node.props[i].key === key)
            return node.props[i];
    return undefined;
}
/** The string value of `node`, or undefined. */
function str(node) {
    return node?.type === 'string' ? node.value : undefined;
}
/** Converts a node into a plain JavaScript value (for schema validation and output). */
function toPlain(node) {
    switch (node.type) {
        case 'object': {
            const out = Object.create(null);
            for (const p of node.props)
                out[p.key] = toPlain(p.value);
            return out;
        }
        case 'array':
            return node.items.map(toPlain);
        default:
            return node.value;
    }
}
/** A short description of a node's type for messages: `a string`, `an array`, … */
function describeType(node) {
    switch (node.type) {
        case 'object':
            return 'an object';
        case 'array':
            return 'an array';
        case 'null':
            return 'null';
        case 'string':
            return `the string ${JSON.stringify(node.value)}`;
        default:
            return `the ${node.type} ${String(node.value)}`;
    }
}
/** The value at a JSON pointer (RFC 6901, `~0`/`~1` escapes) below `root`, with the key it stands under. */
function nodeAtPointer(root, pointer) {
    let cur = root;
    let keySpan;
    for (const raw of pointer.split('/').slice(1)) {
        const tok = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (!cur)
            return undefined;
        if (cur.type === 'object') {
            const p = getProp(cur, tok);
            keySpan = p?.keySpan;
            cur = p?.value;
        }
        else if (cur.type === 'array') {
            cur = cur.items[Number(tok)];
            keySpan = undefined;
        }
        else
            return undefined;
    }
    return cur ? { node: cur, keySpan } : undefined;
}


/***/ }),

/***/ 46255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   GU: () => (/* binding */ isDefaultIgnored),
/* harmony export */   KQ: () => (/* binding */ pagePathOf),
/* harmony export */   MV: () => (/* binding */ isPageFile),
/* harmony export */   fi: () => (/* binding */ pageUrl),
/* harmony export */   iu: () => (/* binding */ normalizePagePath),
/* harmony export */   rx: () => (/* binding */ FileIndex)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_confined_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39515);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_2__);



/** Folders never searched for pages. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Largest `.mintignore` read, in bytes. */
const MAX_IGNORE_BYTES = 1024 * 1024;
/** Folders the platform never builds from, at any depth (its default ignores, besides `.mintignore`). */
const DEFAULT_IGNORED_DIRS = new Set([
    '.git',
    '.github',
    '.claude',
    '.agents',
    '.idea',
    '.vscode',
    'node_modules',
    'build',
    'dist',
    'coverage',
    '.cache',
    'tmp',
    'temp',
]);
/** Files the platform never builds as pages, at any depth. */
const DEFAULT_IGNORED_FILES = new Set(['README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md']);
/** The files of a docs root: every page file, every other file, and the `.mintignore` rules. */
class FileIndex {
    root;
    fs;
    /** Root-relative paths (with `/`) of every readable file, ignored ones included. */
    files = new Set();
    /** Root-relative paths of folders. */
    dirs = new Set();
    /** Root-relative paths of links that point outside the root (never read). */
    outsideLinks = new Set();
    /** Page files (`.md`/`.mdx`) the site publishes, root-relative, `.mintignore` applied. */
    pageFiles = [];
    /**
     * Files whose content the platform builds, root-relative and sorted: every `.md`/`.mdx` (pages, listed or
     * hidden, and snippets) and the script snippets under `snippets/`, without `.mintignore`d and default-ignored ones.
     */
    contentFiles = [];
    ignorer = ignore__WEBPACK_IMPORTED_MODULE_2___default()();
    /** Whether the root has a `.mintignore`. */
    hasMintignore = false;
    constructor(root, fs, 
    /** False for a model of one file (`openapi-check`): the folder is not listed. */
    walk = true) {
        this.root = root;
        this.fs = fs;
        if (!walk)
            return;
        const realRoot = fs.realpathSync(root);
        try {
            // A `.mintignore` larger than MAX_IGNORE_BYTES is no list of patterns, and one that leads out of the root is
            // not the site's: neither is read.
            const text = (0,_core_confined_js__WEBPACK_IMPORTED_MODULE_1__.readTextInside)(fs, { folders: [root], name: 'the docs root' }, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, '.mintignore'), MAX_IGNORE_BYTES);
            this.ignorer.add(text);
            this.hasMintignore = true;
        }
        catch (e) {
            // None, a dangling link, or not one navlint reads; one it may not read (EACCES) is an error, as before.
            const code = e.code;
            if (!(e instanceof _core_confined_js__WEBPACK_IMPORTED_MODULE_1__.ConfinedPathError) && code !== 'ENOENT' && code !== 'ELOOP')
                throw e;
        }
        this.walk(root, '', realRoot, new Set([realRoot]));
        this.pageFiles.sort();
        this.contentFiles.sort();
    }
    walk(dir, rel, realRoot, visited) {
        let entries;
        try {
            entries = this.fs.readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const name = entry.name;
            const relPath = rel ? `${rel}/${name}` : name;
            // `dir` is already normalised and a name holds no separator: joining by hand skips re-normalising 50,000 paths.
            const abs = dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)) ? dir + name : dir + (node_path__WEBPACK_IMPORTED_MODULE_0___default().sep) + name;
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            if (entry.isSymbolicLink()) {
                let real;
                try {
                    real = this.fs.realpathSync(abs);
                }
                catch {
                    continue; // dangling link or loop
                }
                if (!isInside(realRoot, real)) {
                    this.outsideLinks.add(relPath);
                    continue;
                }
                try {
                    const st = this.fs.statSync(real);
                    isDir = st.isDirectory();
                    isFile = st.isFile();
                }
                catch {
                    continue;
                }
                if (isDir) {
                    if (visited.has(real))
                        continue;
                    visited.add(real);
                }
            }
            if (isDir) {
                if (SKIPPED_DIRS.has(name) || name.startsWith('.'))
                    continue;
                this.dirs.add(relPath);
                this.walk(abs, relPath, realRoot, visited);
            }
            else if (isFile) {
                this.files.add(relPath);
                // Files under the top-level snippets/ folder (or the legacy _snippets/) are shown in pages, never published
                // as pages.
                if (isPageFile(relPath) &&
                    !this.isIgnored(relPath) &&
                    !relPath.startsWith('snippets/') &&
                    !relPath.startsWith('_snippets/'))
                    this.pageFiles.push(relPath);
                if ((isPageFile(relPath) || (relPath.startsWith('snippets/') && /\.[jt]sx?$/.test(relPath))) &&
                    !this.isIgnored(relPath) &&
                    !isDefaultIgnored(relPath))
                    this.contentFiles.push(relPath);
            }
        }
    }
    /** Whether `.mintignore` removes this root-relative path from the site. */
    isIgnored(relPath) {
        return this.hasMintignore && this.ignorer.ignores(relPath);
    }
    /** Resolves a page entry (already normalised) to its file: `<p>.mdx`, `<p>.md`, `<p>/index.mdx`. */
    resolvePage(pagePath) {
        if (pagePath === '' || pagePath === '..' || pagePath.startsWith('../') || node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(pagePath)) {
            return { status: 'outside' };
        }
        const candidates = [`${pagePath}.mdx`, `${pagePath}.md`, `${pagePath}/index.mdx`, `${pagePath}/index.md`];
        for (const c of candidates) {
            if (this.outsideLinks.has(c))
                return { status: 'outside' };
            if (this.files.has(c))
                return this.isIgnored(c) ? { status: 'ignored', file: c } : { status: 'found', file: c };
        }
        // A page below a linked folder that leads outside the root is outside too, not missing.
        const parts = pagePath.split('/');
        for (let i = 1; i <= parts.length; i++)
            if (this.outsideLinks.has(parts.slice(0, i).join('/')))
                return { status: 'outside' };
        return { status: 'missing' };
    }
    /** Page paths (without extension, `index` folded into its folder) for suggestions. */
    pagePaths() {
        return this.pageFiles.map(pagePathOf);
    }
}
/** Whether the platform's default ignores remove a root-relative path (a folder of the list on its way, or a file of the list). */
function isDefaultIgnored(relPath) {
    const parts = relPath.split('/');
    if (DEFAULT_IGNORED_FILES.has(parts[parts.length - 1]))
        return true;
    for (let i = 0; i < parts.length - 1; i++)
        if (DEFAULT_IGNORED_DIRS.has(parts[i]))
            return true;
    return false;
}
/** Whether a root-relative path names a page file. */
function isPageFile(relPath) {
    return relPath.endsWith('.mdx') || relPath.endsWith('.md');
}
/** The page path of a page file: its path without extension. */
function pagePathOf(file) {
    return file.replace(/\.mdx?$/, '');
}
/** Whether `child` is `parent` or below it (both absolute). */
function isInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel));
}
/** Normalises a page entry as the platform does: drops a leading `/` or `./`, collapses `a/../b`. */
function normalizePagePath(entry) {
    let p = entry.trim().replace(/\\/g, '/');
    while (p.startsWith('./'))
        p = p.slice(2);
    p = p.replace(/^\/+/, '');
    if (p === '')
        return '';
    const norm = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(p);
    return norm === '.' ? '' : norm.replace(/\/+$/, '');
}
/** The URL path of a page on the published site: `/` + its path, a folder `index` folded into the folder. */
function pageUrl(pagePath) {
    return '/' + pagePathOf(pagePath).replace(/(^|\/)index$/, '');
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


/***/ })

};
