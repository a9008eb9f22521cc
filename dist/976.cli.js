export const id = 976;
export const ids = [976];
export const modules = {

/***/ 976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeNode: () => (/* binding */ describeNode),
/* harmony export */   formatNavText: () => (/* binding */ formatNavText)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5655);

/** The resolved navigation as an indented tree, one node a line. */
function formatNavText(doc) {
    const lines = [];
    const walk = (node, depth) => {
        lines.push('  '.repeat(depth) + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(describeNode(node)));
        for (const c of node.children ?? [])
            walk(c, depth + 1);
    };
    for (const c of doc.root.children ?? [])
        walk(c, 0);
    return lines.join('\n') + (lines.length ? '\n' : '');
}
/** One line for a node: its kind, label and target. */
function describeNode(node) {
    const flags = [node.generated ? 'generated' : '', node.hidden ? 'hidden' : ''].filter(Boolean).join(', ');
    const tail = flags ? ` (${flags})` : '';
    switch (node.kind) {
        case 'page':
            return `${node.path}${tail}`;
        case 'operation':
            return `${node.method} ${node.operationPath} → ${node.url} [${node.spec}]${tail}`;
        case 'link':
            return `link ${JSON.stringify(node.label ?? '')} → ${node.href ?? ''}${tail}`;
        default:
            return `${node.kind} ${JSON.stringify(node.label ?? '')}${node.path ? ` (root: ${node.path})` : ''}${node.href ? ` → ${node.href}` : ''}${tail}`;
    }
}


/***/ })

};
