export const id = 6812;
export const ids = [6812];
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

/***/ 6812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildNavDocument: () => (/* binding */ buildNavDocument)
/* harmony export */ });
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49337);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46255);
/* harmony import */ var _nav_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70380);
/* harmony import */ var _generated_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52760);




const KIND = {
    root: 'root',
    product: 'product',
    language: 'language',
    version: 'version',
    tab: 'tab',
    'menu-item': 'menu-item',
    anchor: 'anchor',
    dropdown: 'dropdown',
    group: 'group',
};
/** The resolved navigation as readers get it: dropped parts left out, generated pages added. `origins` is filled when given. */
function buildNavDocument(model, origins) {
    const root = { kind: 'root', children: [] };
    if (model.nav)
        root.children = [...convertItems(model, model.nav.items, origins), ...globalLinks(model, origins)];
    return { version: 1, root };
}
function convertItems(model, items, origins) {
    const out = [];
    for (const item of items) {
        if (!(0,_nav_js__WEBPACK_IMPORTED_MODULE_1__/* .isElement */ .vq)(item)) {
            const op = model.openapi?.entryNode(item) ?? (item.graphql ? model.references?.selectedNode(item) : undefined);
            if (op) {
                origins?.set(op, item.node.span);
                out.push(op);
                continue;
            }
            // A GraphQL selector that names nothing fails the build (graphql-selector-unresolved): it is no page.
            if (item.graphql)
                continue;
            // An operation entry that matches no operation is a file path: shown when that page exists.
            if (item.operation && model.files.resolvePage(item.path).status !== 'found')
                continue;
            const page = { kind: 'page', path: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .pagePathOf */ .KQ)(item.path), url: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .pageUrl */ .fi)(item.path) };
            origins?.set(page, item.node.span);
            out.push(page);
            continue;
        }
        if (item.kind === 'global' || item.dropped)
            continue;
        out.push(convertElement(model, item, origins));
    }
    return out;
}
function convertElement(model, el, origins) {
    const href = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(el.node, 'href')?.value;
    const hidden = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(el.node, 'hidden')?.value;
    const node = { kind: KIND[el.kind] ?? 'group' };
    origins?.set(node, el.node.span);
    if (el.label !== undefined)
        node.label = el.label;
    if (el.kind === 'group') {
        const root = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(el.node, 'root')?.value;
        if (root?.type === 'string')
            node.path = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .pagePathOf */ .KQ)(root.value).replace(/^\/+/, '');
    }
    if (href?.type === 'string') {
        node.href = href.value;
        if (el.items.length === 0)
            node.kind = el.isGlobalEntry || el.kind !== 'group' ? node.kind : 'link';
    }
    if (hidden?.type === 'boolean' && hidden.value)
        node.hidden = true;
    const children = convertItems(model, el.items, origins);
    const generated = (0,_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .generatedFor */ .Z)(model, el);
    children.push(...generated);
    if (children.length > 0)
        node.children = children;
    return node;
}
/** The global links (`navigation.global`) of the site, in order. */
function globalLinks(model, origins) {
    const out = [];
    for (const el of model.elements) {
        if (!el.isGlobalEntry || el.dropped)
            continue;
        const href = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_2__/* .getProp */ .GT)(el.node, 'href')?.value;
        const link = {
            kind: 'link',
            label: el.label,
            ...(href?.type === 'string' ? { href: href.value } : {}),
        };
        origins?.set(link, el.node.span);
        out.push(link);
    }
    return out;
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
