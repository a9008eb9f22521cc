export const id = 970;
export const ids = [970];
export const modules = {

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
