export const id = 794;
export const ids = [794];
export const modules = {

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatJson: () => (/* binding */ formatJson),
/* harmony export */   toJsonReport: () => (/* binding */ toJsonReport)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5655);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9021);


/** Builds the version-1 JSON report. */
function toJsonReport(result) {
    return {
        version: 1,
        diagnostics: result.diagnostics.map((d) => ({
            rule: d.rule,
            severity: d.severity,
            message: d.message,
            file: (0,_engine_js__WEBPACK_IMPORTED_MODULE_0__.displayPath)(d.span.file, result.cwd),
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
