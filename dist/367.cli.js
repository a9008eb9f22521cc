export const id = 367;
export const ids = [367];
export const modules = {

/***/ 73054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SEVERITY_RANK)
/* harmony export */ });
/** Orders severities for sorting and thresholds. */
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };


/***/ }),

/***/ 5970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ describeSide)
/* harmony export */ });
/** A side as a phrase: `main (1a2b3c4d5e6f)`, `the working tree`, or the folder. */
function describeSide(info) {
    if (info.source === 'git')
        return `${info.ref} (${(info.commit ?? '').slice(0, 12)})`;
    if (info.source === 'worktree')
        return 'the working tree';
    return info.root;
}


/***/ })

};
