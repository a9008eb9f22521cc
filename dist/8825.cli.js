export const id = 8825;
export const ids = [8825];
export const modules = {

/***/ 18825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   markNavDocument: () => (/* binding */ markNavDocument)
/* harmony export */ });
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56107);

/**
 * Puts each finding of a check on the navigation node it concerns, and the check's counts on the document: a finding
 * written inside a navigation element or entry goes to the innermost node written there (a finding inside a dropped
 * element goes to the nearest node still shown above it); a finding in a page file goes to each listing of that page
 * (`fileOf` gives the absolute file of a page path). Returns how many findings were placed on a node.
 */
function markNavDocument(doc, origins, result, fileOf) {
    const byFile = new Map();
    const byPage = new Map();
    for (const [node, span] of origins) {
        (byFile.get(span.file) ?? byFile.set(span.file, new Map()).get(span.file)).set(span.pointer, node);
        const file = node.kind === 'page' && node.path !== undefined ? fileOf(node.path) : undefined;
        if (file !== undefined)
            (byPage.get(file) ?? byPage.set(file, []).get(file)).push(node);
    }
    const found = new Map();
    let placed = 0;
    for (const d of result.diagnostics) {
        const nodes = nodesOf(d, byFile, byPage);
        if (nodes.length === 0)
            continue;
        placed++;
        const finding = toFinding(d, result.cwd);
        for (const node of nodes)
            (found.get(node) ?? found.set(node, []).get(node)).push(finding);
    }
    for (const [node, findings] of found) {
        // Before the children, so that a node's findings are read next to its label.
        const children = node.children;
        delete node.children;
        node.findings = findings;
        if (children)
            node.children = children;
    }
    const root = doc.root;
    delete doc.root;
    doc.summary = { ...result.summary };
    doc.root = root;
    return placed;
}
function nodesOf(d, byFile, byPage) {
    const pointers = byFile.get(d.span.file);
    if (pointers) {
        // The innermost node whose pointer is the finding's or an ancestor of it.
        for (let p = d.span.pointer;; p = p.slice(0, p.lastIndexOf('/'))) {
            const node = pointers.get(p);
            if (node)
                return [node];
            if (p === '')
                return [];
        }
    }
    return byPage.get(d.span.file) ?? [];
}
function toFinding(d, cwd) {
    return {
        rule: d.rule,
        severity: d.severity,
        message: d.message,
        file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, cwd),
        line: d.span.start.line,
        column: d.span.start.column,
    };
}


/***/ })

};
