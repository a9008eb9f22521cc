export const id = 812;
export const ids = [812];
export const modules = {

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


/***/ })

};
