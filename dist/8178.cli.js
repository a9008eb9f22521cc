export const id = 8178;
export const ids = [8178];
export const modules = {

/***/ 8178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   addedLinesOf: () => (/* binding */ addedLinesOf),
/* harmony export */   unifiedDiff: () => (/* binding */ unifiedDiff)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37291);
// Unified diffs: written for `--fix-dry-run`, read from a pull request to know which lines it changed.

/** Lines of context around each change in a written diff, as `diff -u` and git use. */
const CONTEXT = 3;
/**
 * A unified diff of two versions of one file (`--- a/<name>`, `+++ b/<newName>`, the same name unless it moved, hunks with three lines of context), or
 * '' when they are the same. Lines keep a `\r` of their own; a missing last line break is marked as diff marks it.
 */
function unifiedDiff(name, before, after, newName = name) {
    if (before === after)
        return '';
    // The library heads a patch with a line of `=`; git and patch read from the `---` line, and so do people.
    const patch = (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .createTwoFilesPatch */ .ss)(`a/${name}`, `b/${newName}`, before, after, undefined, undefined, {
        context: CONTEXT,
    }).replace(/^=+\n/, '');
    // A CI runner acts on `##[` anywhere in a log line: a name that holds it is quoted as git quotes unusual names,
    // its `#` as the octal escape `\043`, which git and patch read back as the same name. Only the two header lines
    // are names: a body line may start with `---` too.
    return patch.replace(/^(--- )(.*)\n(\+\+\+ )(.*)\n/, (_, a, old, b, neu) => {
        return `${a}${inertName(old)}\n${b}${inertName(neu)}\n`;
    });
}
/** A name field of a header line, quoted with `##[` written `#\043[` when it holds `##[`. */
function inertName(field) {
    if (!field.includes('##['))
        return field;
    // The library quotes names with special characters; a name it left bare has none, so quotes are all it needs.
    const quoted = field.startsWith('"') ? field : `"${field}"`;
    return quoted.replace(/##\[/g, '#\\043[');
}
/**
 * Reads a unified diff (git's, as the GitHub API gives a pull request's) into the lines each file gains, by the
 * file's path in the new version. Deleted files have none; anything that is not a diff is skipped.
 */
function addedLinesOf(diff) {
    const out = new Map();
    let current;
    let line = 0;
    let remainingOld = 0;
    let remainingNew = 0;
    for (const raw of diff.split('\n')) {
        const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (remainingOld > 0 || remainingNew > 0) {
            const c = raw[0];
            if (c === '+') {
                current?.set(line, raw.slice(1).replace(/\r$/, ''));
                line++;
                remainingNew--;
                continue;
            }
            if (c === '-') {
                remainingOld--;
                continue;
            }
            if (c === ' ' || raw === '') {
                line++;
                remainingOld--;
                remainingNew--;
                continue;
            }
            if (c === '\\')
                continue;
            remainingOld = remainingNew = 0;
        }
        if (text.startsWith('diff --git ')) {
            current = undefined;
            continue;
        }
        if (text.startsWith('+++ ')) {
            const name = diffPath(text.slice(4));
            if (name === undefined)
                current = undefined;
            else
                out.set(name, (current = out.get(name) ?? new Map()));
            continue;
        }
        const hunk = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(text);
        if (hunk) {
            remainingOld = hunk[1] === undefined ? 1 : Number(hunk[1]);
            line = Number(hunk[2]);
            remainingNew = hunk[3] === undefined ? 1 : Number(hunk[3]);
        }
    }
    return out;
}
/** The path in a `+++ b/path` line (git quotes unusual names in C style); undefined for `/dev/null`. */
function diffPath(field) {
    let p = field.replace(/\t.*$/, '');
    if (p.startsWith('"') && p.endsWith('"'))
        p = unquoteC(p.slice(1, -1));
    if (p === '/dev/null')
        return undefined;
    return p.startsWith('b/') ? p.slice(2) : p;
}
/** Undoes git's C-style quoting of a path: `\t`, `\n`, `\"`, `\\` and octal bytes (UTF-8). */
function unquoteC(s) {
    const bytes = [];
    const simple = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
    for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c !== '\\') {
            bytes.push(...Buffer.from(c, 'utf8'));
            continue;
        }
        const next = s[i + 1] ?? '';
        const octal = /^[0-7]{3}/.exec(s.slice(i + 1));
        if (octal) {
            bytes.push(parseInt(octal[0], 8));
            i += 3;
        }
        else {
            bytes.push(simple[next] ?? next.charCodeAt(0));
            i++;
        }
    }
    return Buffer.from(bytes).toString('utf8');
}


/***/ })

};
