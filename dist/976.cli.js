export const id = 976;
export const ids = [976];
export const modules = {

/***/ 50976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatNavText: () => (/* binding */ formatNavText)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65655);

const MARK = { error: '✖', warning: '⚠', notice: 'ℹ' };
/**
 * The resolved navigation as an indented tree, one node a line; each node with findings ends with a mark per rule
 * (`✖ page-not-found`), and a closing line counts the problems when the document carries a summary with any.
 */
function formatNavText(doc, options) {
    const lines = [];
    const walk = (node, depth) => {
        lines.push('  '.repeat(depth) + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(describeNode(node)) + marks(node.findings));
        for (const c of node.children ?? [])
            walk(c, depth + 1);
    };
    for (const c of doc.root.children ?? [])
        walk(c, 0);
    const s = doc.summary;
    const total = s ? s.errors + s.warnings + s.notices : 0;
    if (s && total > 0) {
        const parts = [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.errors, 'error'), (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.warnings, 'warning')];
        if (s.notices)
            parts.push((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.notices, 'notice'));
        const marked = options
            ? `, ${whereMarked(options.marked, total)}; \`${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)(options.checkCommand)}\` lists ${total === 1 ? 'it' : 'them all'}`
            : '';
        // Notices alone are counted as what they are, not as problems.
        const counts = s.errors + s.warnings > 0 ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(total, 'problem')} (${parts.join(', ')})` : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.notices, 'notice');
        lines.push(`${s.errors > 0 ? MARK.error : s.warnings > 0 ? MARK.warning : MARK.notice} ${counts}${marked}.`);
    }
    return lines.join('\n') + (lines.length ? '\n' : '');
}
function whereMarked(marked, total) {
    if (marked === 0)
        return total === 1 ? 'not on the tree above' : 'none on the tree above';
    if (marked === total)
        return total === 1 ? 'marked above' : 'all marked above';
    return `${marked} marked above`;
}
function marks(findings) {
    if (!findings?.length)
        return '';
    const seen = new Set();
    for (const f of findings)
        seen.add(`${MARK[f.severity]} ${f.rule}`);
    return '  ' + (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeTerminalText */ .Dm)([...seen].join('  '));
}
/** One line for a node: its kind, label and target. */
function describeNode(node) {
    const flags = [node.generated ? 'generated' : '', node.hidden ? 'hidden' : ''].filter(Boolean).join(', ');
    const tail = flags ? ` (${flags})` : '';
    switch (node.kind) {
        case 'page':
            return node.reference
                ? `${JSON.stringify(node.label ?? '')} → ${node.url} [${node.reference.kind} ${node.reference.source}]${tail}`
                : `${node.path}${tail}`;
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
