export const id = 8328;
export const ids = [8328];
export const modules = {

/***/ 18328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startWatchdog: () => (/* binding */ startWatchdog)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Starts a thread that ends this process after `ms` with `message` on standard error. It runs whatever the main
 * thread is busy with, and keeps nothing alive: a process that finishes first ends as usual. For the entry points.
 */
function startWatchdog(ms, message, pid) {
    const code = `const { workerData: d } = require('node:worker_threads');
setTimeout(() => { require('node:fs').writeSync(2, d.message); process.kill(d.pid, 'SIGKILL'); }, d.ms);`;
    new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(code, { eval: true, workerData: { ms, message, pid } }).unref();
}


/***/ })

};
