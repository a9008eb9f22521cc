export const id = 794;
export const ids = [794,107];
export const modules = {

/***/ 56107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   displayPath: () => (/* binding */ displayPath),
/* harmony export */   toPosix: () => (/* binding */ toPosix)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path in the `/`-separated form that output, globs and URLs use. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** A file path as shown to the user: relative to the working directory, `/`-separated. */
function displayPath(file, cwd) {
    return toPosix(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, file)) || node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file);
}


/***/ }),

/***/ 32794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatJson: () => (/* binding */ formatJson),
/* harmony export */   toJsonReport: () => (/* binding */ toJsonReport)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65655);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56107);


/** Builds the version-1 JSON report. */
function toJsonReport(result) {
    return {
        version: 1,
        diagnostics: result.diagnostics.map((d) => ({
            rule: d.rule,
            severity: d.severity,
            message: d.message,
            file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, result.cwd),
            line: d.span.start.line,
            column: d.span.start.column,
            endLine: d.span.end.line,
            endColumn: d.span.end.column,
            ...(d.suggestion !== undefined ? { suggestion: d.suggestion } : {}),
        })),
        summary: { ...result.summary },
    };
}
/** Formats the JSON report as text, ending with a newline. */
function formatJson(result) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeJson */ .oi)(toJsonReport(result)) + '\n';
}


/***/ })

};
