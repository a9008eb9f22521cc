export const id = 5449;
export const ids = [5449];
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

/***/ 5449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dI: () => (/* binding */ hasPageExtension),
/* harmony export */   ni: () => (/* binding */ sidebarLabel),
/* harmony export */   yk: () => (/* binding */ pageRefs)
/* harmony export */ });
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46255);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49337);


/** Every page reference of the navigation that the platform keeps, in source order. */
function pageRefs(model) {
    const refs = [];
    for (const entry of model.entries) {
        if (entry.operation || entry.graphql || entry.dropped)
            continue;
        refs.push({
            via: 'entry',
            raw: entry.raw,
            path: entry.path,
            span: entry.node.span,
            scope: entry.parent.scope,
            element: entry.parent,
        });
    }
    for (const el of model.elements) {
        if (el.dropped)
            continue;
        if (el.kind === 'group') {
            const root = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(el.node, 'root')?.value;
            if (root?.type === 'string')
                refs.push({
                    via: 'root',
                    raw: root.value,
                    path: (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(root.value),
                    span: root.span,
                    scope: el.scope,
                    element: el,
                });
        }
        if (el.isGlobalEntry) {
            const href = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(el.node, 'href')?.value;
            if (href?.type === 'string') {
                const raw = href.value;
                if (raw.startsWith('/') && !raw.startsWith('//')) {
                    const path = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .iu)(raw.replace(/[?#].*$/, ''));
                    if (path !== '')
                        refs.push({ via: 'href', raw, path, span: href.span, scope: el.scope, element: el });
                }
            }
        }
    }
    return refs;
}
/** Whether a page reference carries a page-file extension. */
function hasPageExtension(raw) {
    return /\.mdx?$/i.test(raw.replace(/[?#].*$/, ''));
}
/**
 * The label the sidebar shows for a page file, as the platform chooses it: `sidebarTitle`, then `title`,
 * then, for a page bound to an operation by `openapi:` metadata, the operation's summary, then the path.
 */
function sidebarLabel(meta, operationSummary, pagePath) {
    for (const candidate of [meta?.sidebarTitle, meta?.title, operationSummary])
        if (candidate !== undefined && candidate.trim() !== '')
            return candidate;
    return pagePath;
}


/***/ })

};
