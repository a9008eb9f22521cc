export const id = 107;
export const ids = [107];
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


/***/ })

};
