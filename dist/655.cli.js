export const id = 655;
export const ids = [655];
export const modules = {

/***/ 7655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkSpecFile: () => (/* binding */ checkSpecFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2858);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9021);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7318);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(437);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(644);






/** Validates one OpenAPI document, as the platform's `openapi-check` command does. */
async function checkSpecFile(file, cwd, fs) {
    let text;
    try {
        if (!fs.statSync(file).isFile())
            throw new Error();
        text = fs.readFileSync(file, 'utf8');
    }
    catch {
        throw new _engine_js__WEBPACK_IMPORTED_MODULE_1__.UsageError(`${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, file) || file}: no such file`);
    }
    const spec = (0,_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .analyze */ .ns)(file, node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file), text);
    const diagnostics = [];
    const add = (rule, message, span, suggestion) => diagnostics.push({ rule, severity: 'error', message, span, ...(suggestion ? { suggestion } : {}) });
    for (const e of spec.errors)
        add('openapi-invalid', `${e.message}.`, e.span);
    if (spec.kind === 'swagger2')
        add('openapi-version-2', 'This is a Swagger 2.0 document; the platform supports OpenAPI 3.x only.', spec.versionSpan, 'Convert it to OpenAPI 3 (for example with swagger2openapi).');
    else if (spec.root && spec.kind === 'unknown')
        add('openapi-invalid', 'The document has no `openapi` version field; it is not an OpenAPI 3 document.', (0,_core_source_js__WEBPACK_IMPORTED_MODULE_5__/* .spanEndingAt */ .pL)(spec.root.span, spec.root.span.start));
    for (const x of spec.externalRefs)
        add('openapi-invalid', `External $ref ${JSON.stringify(x.ref)}: the platform rejects references into other files.`, x.span, 'Bundle the document into one file.');
    for (const p of (await (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__/* .validateSpecs */ .lY)([spec])).get(spec.file) ?? [])
        add('openapi-invalid', p.message, p.span);
    (0,_engine_js__WEBPACK_IMPORTED_MODULE_1__.sortDiagnostics)(diagnostics, cwd);
    const sources = new Map();
    if (spec.source)
        sources.set(file, spec.source);
    const ops = spec.operations.length;
    return { cwd, diagnostics, summary: (0,_engine_js__WEBPACK_IMPORTED_MODULE_1__.summarize)(diagnostics), sources, checked: `${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, file) || file} (${ops} operation${ops === 1 ? '' : 's'})`, rules: _rules_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES */ .y };
}


/***/ })

};
