export const id = 3978;
export const ids = [3978];
export const modules = {

/***/ 44969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ BUILTIN_COMPONENTS),
/* harmony export */   p: () => (/* binding */ isBuiltinComponent)
/* harmony export */ });
/**
 * The components the platform provides to every page without an import (members as `Parent.Member`): the upper-case
 * names of the allowlist its MDX build keeps (`allowedComponents` in `@mintlify/common`, `mdx/utils`; a flow element
 * named otherwise, and neither imported nor defined by the page, is dropped from the page), and `Snippet`, the legacy
 * `<Snippet file="…">` that its build replaces with the snippet's content before that. The list grows with the
 * platform; `.navlintrc.json` `components` adds names to it.
 */
const BUILTIN_COMPONENTS = [
    'Accordion',
    'AccordionGroup',
    'ApiPlayground',
    'Badge',
    'Callout',
    'Card',
    'CardGroup',
    'Check',
    'CodeBlock',
    'CodeGroup',
    'Color',
    'Color.Item',
    'Color.Row',
    'Column',
    'Columns',
    'CustomCode',
    'CustomComponent',
    'Danger',
    'DynamicCustomComponent',
    'Expandable',
    'FileTree',
    'Frame',
    'GitHub',
    'GitHub.Repo',
    'Github',
    'Github.Repo',
    'Heading',
    'Icon',
    'Info',
    'Latex',
    'Link',
    'MDX',
    'MDXContentController',
    'Mermaid',
    'Note',
    'OptimizedVideo',
    'Panel',
    'Param',
    'ParamField',
    'Prompt',
    'RequestExample',
    'ResponseExample',
    'ResponseField',
    'Snippet',
    'SnippetGroup',
    'Step',
    'Steps',
    'Tab',
    'Tabs',
    'Tile',
    'Tip',
    'Tooltip',
    'Tree',
    'Tree.File',
    'Tree.Folder',
    'Update',
    'Variation',
    'View',
    'Visibility',
    'Warning',
    'ZoomImage',
];
const BUILTIN = new Set(BUILTIN_COMPONENTS);
/** Whether a JSX name is one of the platform's components (`Tree.Folder` by its full name). */
function isBuiltinComponent(name) {
    return BUILTIN.has(name);
}


/***/ }),

/***/ 66409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ importTarget),
/* harmony export */   q: () => (/* binding */ resolveImportFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** Extensions tried, in order, for an import written without one. */
const SNIPPET_EXTENSIONS = ['.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
/** Reads an import specifier as the platform does: absolute from the docs root (`/snippets/x.mdx`) or relative to the importing file. */
function importTarget(fromRel, source) {
    let joined;
    if (source.startsWith('/'))
        joined = source.replace(/^\/+/, '');
    else if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../'))
        joined = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(fromRel), source);
    else
        return { kind: 'package' };
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(joined);
    if (rel === '..' || rel.startsWith('../'))
        return { kind: 'outside' };
    return { kind: 'path', rel: rel === '.' ? '' : rel.replace(/\/+$/, '') };
}
/** The file an import names, among the files of the root: the path itself, or the path with a snippet extension. */
function resolveImportFile(rel, exists) {
    if (rel === '')
        return undefined;
    if (exists(rel))
        return rel;
    if (/\.[A-Za-z0-9]+$/.test(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(rel)) && SNIPPET_EXTENSIONS.some((e) => rel.toLowerCase().endsWith(e)))
        return undefined;
    for (const ext of SNIPPET_EXTENSIONS)
        if (exists(rel + ext))
            return rel + ext;
    return undefined;
}


/***/ }),

/***/ 38879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fr: () => (/* binding */ replaceSpan),
/* harmony export */   Kr: () => (/* reexport safe */ _model_fixes_js__WEBPACK_IMPORTED_MODULE_0__.Kr),
/* harmony export */   S8: () => (/* binding */ addRedirect),
/* harmony export */   uf: () => (/* reexport safe */ _model_fixes_js__WEBPACK_IMPORTED_MODULE_0__.uf),
/* harmony export */   x8: () => (/* reexport safe */ _model_fixes_js__WEBPACK_IMPORTED_MODULE_0__.x8),
/* harmony export */   zl: () => (/* binding */ removeRedirect)
/* harmony export */ });
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49337);
/* harmony import */ var _model_fixes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44146);



/** A fix that puts `text` in place of a span, whatever it holds. */
function replaceSpan(span, text) {
    return { file: span.file, edits: [{ range: { start: span.start, end: span.end }, text }] };
}
/**
 * A fix that adds a redirect to docs.json: after the last entry of `redirects` (in the file that holds the array,
 * which may be a `$ref` file), or as a new `redirects` array at the end of the top-level object. The new text follows
 * the file's indentation, line breaks and the layout of the entry before it. Undefined when `redirects` is not an
 * array or the text is not at hand.
 */
function addRedirect(model, entry) {
    const docs = model.docs;
    if (!docs || docs.broken)
        return undefined;
    const prop = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(docs, 'redirects');
    if (prop)
        return prop.value.type === 'array' && !prop.value.broken ? appendTo(model, prop.value, entry) : undefined;
    const source = (0,_model_fixes_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceOf */ .vz)(model, docs.span.file);
    if (!source)
        return undefined;
    const layout = layoutOf(source);
    const own = docs.props.filter((p) => p.keySpan.file === docs.span.file && p.value.span.file === docs.span.file);
    const last = own.reduce((a, p) => (a === undefined || offset(source, p.value.span.end) > offset(source, a.value.span.end) ? p : a), undefined);
    if (!last)
        return undefined;
    const keyLine = last.keySpan.start.line;
    const oneLine = keyLine === docs.span.start.line;
    const at = last.value.span.end;
    if (oneLine) {
        const text = `,"redirects":[${entryText(entry, { spaced: false, colon: '', comma: '' })}]`;
        return { file: docs.span.file, edits: [{ range: { start: at, end: at }, text }] };
    }
    const indent = indentOf(source.line(keyLine));
    const inner = indent + layout.unit;
    const colon = /"\s*:(\s*)/.exec(source.line(keyLine))?.[1] ?? ' ';
    const text = `,${layout.eol}${indent}"redirects":${colon}[${layout.eol}${inner}` +
        `${entryText(entry, { spaced: true, colon, comma: ' ' })}${layout.eol}${indent}]`;
    return { file: docs.span.file, edits: [{ range: { start: at, end: at }, text }] };
}
/**
 * A fix that takes the redirect at `span` out of docs.json's `redirects`, with the comma and the space that set it
 * apart from the entry before it (or after it, for the first); the last one leaves `[]`. Undefined when it is not an
 * entry of that array in the file that holds it.
 */
function removeRedirect(model, span) {
    const array = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(model.docs, 'redirects')?.value;
    if (array?.type !== 'array' || array.broken)
        return undefined;
    const same = (a, b) => a.line === b.line && a.column === b.column;
    const i = array.items.findIndex((item) => item.span.file === span.file && same(item.span.start, span.start) && same(item.span.end, span.end));
    if (i < 0)
        return undefined;
    const before = array.items[i - 1];
    const after = array.items[i + 1];
    const file = span.file;
    let range;
    if (before && before.span.file === file)
        range = { start: before.span.end, end: span.end };
    else if (after && after.span.file === file)
        range = { start: span.start, end: after.span.start };
    else if (array.span.file === file && array.items.length === 1)
        range = {
            start: { line: array.span.start.line, column: array.span.start.column + 1 },
            end: { line: array.span.end.line, column: array.span.end.column - 1 },
        };
    else
        return undefined;
    return { file, edits: [{ range, text: '' }] };
}
/** Adds an entry after the last one of an array of redirects, or into an empty array. */
function appendTo(model, array, entry) {
    const file = array.span.file;
    const source = (0,_model_fixes_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceOf */ .vz)(model, file);
    if (!source)
        return undefined;
    const layout = layoutOf(source);
    const last = array.items[array.items.length - 1];
    entry = { ...entry, ...sharedPermanent(array.items) };
    if (!last || last.span.file !== file) {
        // `[]`: the entry goes on a line of its own, one level in from the line that holds the bracket.
        const indent = indentOf(source.line(array.span.start.line));
        const start = { line: array.span.start.line, column: array.span.start.column + 1 };
        const end = { line: array.span.end.line, column: array.span.end.column - 1 };
        const text = `${layout.eol}${indent}${layout.unit}${entryText(entry, SPACED)}${layout.eol}${indent}`;
        return { file, edits: [{ range: { start, end }, text }] };
    }
    const at = last.span.end;
    const ownLine = last.span.start.line > array.span.start.line;
    const lastText = spanText(source, last.span);
    const multiLine = last.type === 'object' && last.span.end.line > last.span.start.line;
    const indent = indentOf(source.line(last.span.start.line));
    const sep = ownLine ? layout.eol + indent : ' ';
    let text;
    if (multiLine && last.type === 'object' && last.props.length > 0) {
        const keyIndent = indentOf(source.line(last.props[0].keySpan.start.line));
        const closeIndent = indentOf(source.line(last.span.end.line));
        const colon = /"\s*:(\s*)/.exec(lastText)?.[1] ?? ' ';
        const permanent = entry.permanent !== undefined ? `,${layout.eol}${keyIndent}"permanent":${colon}${entry.permanent}` : '';
        text =
            `,${sep}{${layout.eol}${keyIndent}"source":${colon}${JSON.stringify(entry.source)},${layout.eol}` +
                `${keyIndent}"destination":${colon}${JSON.stringify(entry.destination)}${permanent}${layout.eol}${closeIndent}}`;
    }
    else {
        const style = last.type === 'object'
            ? {
                spaced: /^\{\s/.test(lastText),
                colon: /"\s*:(\s*)/.exec(lastText)?.[1] ?? ' ',
                comma: /,(\s*)"/.exec(lastText)?.[1] ?? ' ',
            }
            : SPACED;
        text = `,${sep}${entryText(entry, style)}`;
    }
    return { file, edits: [{ range: { start: at, end: at }, text }] };
}
const SPACED = { spaced: true, colon: ' ', comma: ' ' };
/**
 * `permanent` as the other redirects have it, when they all say the same (`true` on every entry, say): a new entry
 * that left it out would be the one temporary redirect among permanent ones.
 */
function sharedPermanent(items) {
    const values = new Set();
    for (const item of items) {
        if (item.type !== 'object')
            return {};
        const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_1__/* .getProp */ .GT)(item, 'permanent')?.value;
        values.add(v?.type === 'boolean' ? v.value : undefined);
    }
    const [only] = values;
    return values.size === 1 && typeof only === 'boolean' ? { permanent: only } : {};
}
/** `{ "source": "/a", "destination": "/b" }` in the given spacing. */
function entryText(e, style) {
    const pad = style.spaced ? ' ' : '';
    const permanent = e.permanent !== undefined ? `,${style.comma}"permanent":${style.colon}${e.permanent}` : '';
    return (`{${pad}"source":${style.colon}${JSON.stringify(e.source)},${style.comma}` +
        `"destination":${style.colon}${JSON.stringify(e.destination)}${permanent}${pad}}`);
}
/** How a file breaks lines and indents one level. */
function layoutOf(source) {
    const text = source.text;
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    let unit = '  ';
    const indents = text.match(/\n([ \t]+)\S/g);
    if (indents) {
        const first = indents[0].slice(1).match(/^[ \t]+/)[0];
        if (first.startsWith('\t'))
            unit = '\t';
        else {
            const widths = indents.map((m) => m.slice(1).match(/^ */)[0].length).filter((n) => n > 0);
            if (widths.length > 0)
                unit = ' '.repeat(Math.min(...widths));
        }
    }
    return { eol, unit };
}
function indentOf(line) {
    return /^[ \t]*/.exec(line)[0];
}
function offset(source, p) {
    return source.offsetAt(p) ?? -1;
}
function spanText(source, span) {
    const a = source.offsetAt(span.start);
    const b = source.offsetAt(span.end);
    return a === undefined || b === undefined ? '' : source.text.slice(a, b);
}


/***/ }),

/***/ 95087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ headingId),
/* harmony export */   EF: () => (/* binding */ anchorsOf),
/* harmony export */   F$: () => (/* binding */ cleanId),
/* harmony export */   q1: () => (/* binding */ hasAnchor)
/* harmony export */ });
/* unused harmony exports customId, Numbering */
/**
 * The ID the platform gives a heading, before duplicates are numbered: the text lower-cased, runs of blanks made
 * `-`, then percent-encoded; every character that is neither a letter, a digit, `_` nor (when the text had
 * characters that needed encoding) a `%` escape becomes `-`; `-` runs are folded and trimmed; `it-s` becomes `its`.
 * The result is decoded and loses the punctuation `?,;:!'"()[]{}` and emoji, so that non-ASCII characters, `/` and
 * `&` stay: `Read/write access` → `read/write-access`, `Fees & billing` → `fees-&-billing`.
 */
function headingId(text) {
    return cleanId(headingSlug(text));
}
/** The platform's slug of a heading's text, still percent-encoded (duplicates are numbered in this form). */
function headingSlug(text) {
    let encoded;
    try {
        encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
    }
    catch {
        // A lone surrogate cannot be encoded; the platform's renderer would fail the same way.
        return '';
    }
    const keepEscapes = /%[0-9A-F]{2}/.test(encoded);
    const slug = encoded.replace(keepEscapes ? /[^a-zA-Z0-9%_]+/g : /[^a-z0-9_]+/g, '-');
    return trimDashes(contractions(slug));
}
/** An ID as the page's renderer writes it: percent-escapes decoded, punctuation and emoji taken out. */
function cleanId(id) {
    let decoded;
    try {
        decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    }
    catch {
        decoded = id;
    }
    return decoded.replace(/[?,;:!'"()[\]{}]/g, '').replace(EMOJI, '');
}
/** A `{#custom-id}` as the platform keeps it: blanks made `-`, markup characters, punctuation and emoji taken out. */
function customId(raw) {
    return raw
        .trim()
        .replace(/[<>"&?,;:!'()[\]{}]/g, '')
        .replace(EMOJI, '')
        .replace(/\s+/g, '-');
}
/**
 * Typographic quotes as the platform's renderer puts them in text: `'` becomes ’ (‘ at the start of a word) and
 * `"` becomes “ or ”. They are not ASCII, so they stay in heading IDs: `What's new` → `what’s-new`. Quotes of inline
 * code (at the offsets `straight`) stay as written.
 */
function smartQuotes(text, straight = []) {
    return text.replace(/['"]/g, (q, at) => {
        if (straight.includes(at))
            return q;
        const opening = at === 0 || /[\s([{\u2014\u2013-]/.test(text[at - 1]);
        if (q === "'")
            return opening && /\w/.test(text[at + 1] ?? '') && !/\d/.test(text[at + 1] ?? '') ? '‘' : '’';
        return opening ? '“' : '”';
    });
}
/**
 * The slug of a component's title (`<Accordion>`, `<View>`) or a parameter's name: letters reduced to ASCII,
 * `&` read as `and`, anything else made `-`. `camel` splits camelCase words (parameter names).
 */
function componentSlug(text, camel = false) {
    let s = text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/&/g, ' and ');
    if (camel)
        s = s
            .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
            .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
            .replace(/([a-z\d])([A-Z])/g, '$1 $2')
            .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
    return trimDashes(contractions(s
        .toLowerCase()
        .replace(/[^a-z\d]+/g, '-')
        .replace(/\\/g, '')));
}
/** Components that do not pass an `id` on to the page: an `id` written on them is no link target. */
const WITHOUT_ID = new Set([
    'Info',
    'Warning',
    'Note',
    'Tip',
    'Check',
    'Danger',
    'Callout',
    'AccordionGroup',
    'Card',
    'CardGroup',
    'Tabs',
    'CodeGroup',
    'Column',
    'Columns',
    'Expandable',
    'Frame',
    'Icon',
    'Latex',
    'Mermaid',
    'Panel',
    'Prompt',
    'RequestExample',
    'ResponseExample',
    'Steps',
    'Tile',
    'Tooltip',
    'Tree',
    'Visibility',
    'Badge',
    'Color',
]);
/** Components whose `id` the page cleans as it cleans heading IDs. */
const CLEANED_ID = new Set(['Heading', 'Step', 'Update']);
/**
 * The anchors of a parsed file: headings (numbered from `-2` when they repeat, `{#custom-id}` and JSX `id`s
 * included, `noAnchor` ones left out), `id` attributes of elements that pass them on, and the IDs components make
 * from their props (tabs, accordions, views, steps, updates, parameter fields).
 */
function anchorsOf(x) {
    const ids = new Set();
    const shown = [];
    const add = (id, show) => {
        if (id === '')
            return;
        if (show && !ids.has(id))
            shown.push(id);
        ids.add(id);
    };
    // The text as the platform writes it, with typographic quotes (`What's new` → `what’s-new`); its link checker
    // compares so too, since it read the text as it stands in the file and took `#whats-new`, which scrolls nowhere.
    const smart = new Numbering();
    for (const h of x.headings) {
        // Headings below level 4 get no ID; a JSX one keeps the `id` written on it (an element `id`, below).
        if (h.depth > 4 || (h.noAnchor && h.id === undefined))
            continue;
        if (h.id !== undefined) {
            const id = cleanId(h.jsx ? h.id : customId(h.id));
            add(id, true);
            if (h.noAnchor)
                continue;
            if (id !== '') {
                add(smart.next(id), true);
                continue;
            }
        }
        add(cleanId(smart.next(headingSlug(smartQuotes(h.text, h.codeQuotes)))), true);
    }
    for (const e of x.ids) {
        if (WITHOUT_ID.has(e.element))
            continue;
        add(CLEANED_ID.has(e.element) ? cleanId(e.id) : e.id, true);
    }
    const titles = new Numbering();
    const params = new Map();
    const byComponent = new Map();
    for (const a of x.anchors) {
        switch (a.element) {
            case 'Tab':
            case 'Step':
            case 'Update':
                add(cleanId(titles.next(headingSlug(a.value))), true);
                break;
            case 'Accordion':
            case 'View': {
                const base = componentSlug(a.value.replace(':', '-'));
                const n = byComponent.get(base) ?? 0;
                byComponent.set(base, n + 1);
                add(n === 0 ? base : `${base}-${n}`, true);
                break;
            }
            default: {
                // Parameter fields: one name each (`query`, `path`, `body`, `header`, then `name`), numbered `_1`, `_2`.
                const base = componentSlug(`param-${a.value}`, true);
                const n = params.get(base) ?? 0;
                params.set(base, n + 1);
                add(componentSlug(`param-${a.value}${n > 0 ? `_${n}` : ''}`, true), true);
            }
        }
    }
    return { ids, shown };
}
/** Numbers repeated slugs as the platform does: the first stays, then `-2`, `-3`, … skipping any already taken. */
class Numbering {
    seen = new Map();
    /** The slug to use for the next occurrence of `slug`. */
    next(slug) {
        const count = this.seen.get(slug) ?? 0;
        this.seen.set(slug, count + 1);
        if (count === 0)
            return slug;
        let n = count + 1;
        while (this.seen.has(`${slug}-${n}`))
            n++;
        const out = `${slug}-${n}`;
        this.seen.set(out, 1);
        return out;
    }
}
/** Whether a `#fragment` (as written, percent-encoded or not) names one of the IDs of an anchor set. */
function hasAnchor(set, fragment) {
    // `#top` scrolls to the top of any page (HTML's own rule, whatever the case).
    if (fragment.toLowerCase() === 'top')
        return true;
    if (set.ids.has(fragment) || set.ids.has(safeDecode(fragment)))
        return true;
    // The page's own script cleans a fragment as it cleans IDs (the platform's checker reads it so too): `#step-1:-x`
    // and `#🚀-quickstart` reach `step-1-x` and `-quickstart`.
    return set.ids.has(cleanId(fragment));
}
function safeDecode(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/** `it-s` → `its`, `don-t` → `dont`: a word followed by a lone `s` or `t` is a contraction. */
function contractions(slug) {
    return slug.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3');
}
function trimDashes(s) {
    return s.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}
const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|\u200D|\uFE0E|\uFE0F/gu;


/***/ }),

/***/ 50764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U1: () => (/* binding */ a11yOf),
/* harmony export */   U8: () => (/* binding */ contentSpan),
/* harmony export */   VL: () => (/* binding */ docsVariables),
/* harmony export */   hH: () => (/* binding */ ContentModel),
/* harmony export */   l9: () => (/* binding */ inSnippetFolder)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82858);
/* harmony import */ var _content_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66409);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49337);




/** Whether a root-relative path lies in a folder of snippets (`snippets/`, or the legacy `_snippets/`): never a page. */
function inSnippetFolder(rel) {
    return rel.startsWith('snippets/') || rel.startsWith('_snippets/');
}
/** The content of every page and snippet, with the lookups the rules share. */
class ContentModel {
    root;
    index;
    fs;
    variables;
    extraComponents;
    /** Every content file, sorted by path. */
    files = [];
    byRel = new Map();
    sources = new Map();
    /** How many files were parsed in this run, and how many extracts came from the cache. */
    parsed;
    reused;
    constructor(root, index, fs, loaded, 
    /** docs.json `variables`. */
    variables, 
    /** Component names the configuration adds to the built-in ones. */
    extraComponents, 
    /** Pages the navigation lists in folders that the default ignores would remove: built all the same. */
    listedPages = []) {
        this.root = root;
        this.index = index;
        this.fs = fs;
        this.variables = variables;
        this.extraComponents = extraComponents;
        this.parsed = loaded.parsed;
        this.reused = loaded.reused;
        const imported = new Set();
        for (const [rel, extract] of loaded.extracts) {
            if (extract.kind !== 'mdx')
                continue;
            for (const imp of extract.imports) {
                const target = (0,_content_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .importTarget */ .D)(rel, imp.source);
                if (target.kind !== 'path')
                    continue;
                const hit = (0,_content_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveImportFile */ .q)(target.rel, (r) => index.files.has(r));
                if (hit)
                    imported.add(hit);
            }
            for (const ref of extract.snippetFiles ?? []) {
                const res = this.resolveSnippetFile(ref);
                if (res.status === 'found')
                    imported.add(res.rel);
            }
        }
        const listed = new Set([...index.contentFiles, ...listedPages]);
        for (const rel of [...loaded.extracts.keys()].sort()) {
            const underSnippets = inSnippetFolder(rel);
            const f = {
                rel,
                file: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, ...rel.split('/')),
                extract: loaded.extracts.get(rel),
                snippet: underSnippets || imported.has(rel),
                page: !underSnippets && listed.has(rel) && /\.mdx?$/i.test(rel),
            };
            this.files.push(f);
            this.byRel.set(rel, f);
        }
    }
    /**
     * The same content, but `files` lists only those at the given paths: the rules that go through `files` judge
     * those alone, while lookups still see every file.
     */
    only(rels) {
        const view = Object.create(this);
        Object.defineProperty(view, 'files', { value: this.files.filter((f) => rels.has(f.rel)) });
        return view;
    }
    /** The content file at a root-relative path. */
    get(rel) {
        return this.byRel.get(rel);
    }
    /** Resolves an import of a file: to a file of the root, to nothing, or to a package (not a file). */
    resolveImport(from, imp) {
        const target = (0,_content_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .importTarget */ .D)(from.rel, imp.source);
        if (target.kind !== 'path')
            return { status: target.kind };
        const rel = (0,_content_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveImportFile */ .q)(target.rel, (r) => this.index.files.has(r) && !this.index.outsideLinks.has(r));
        if (rel === undefined)
            return { status: 'missing', rel: target.rel };
        return { status: 'found', rel, file: this.byRel.get(rel) };
    }
    /**
     * Resolves a legacy `<Snippet file>` as the platform's build does: the path below the `_snippets/` folder (or the
     * `snippets/` folder, or the docs root), exactly as written; else a snippet of that file name in either folder.
     */
    resolveSnippetFile(ref) {
        const name = ref.file.trim().replace(/^\/+/, '');
        const tried = inSnippetFolder(name) ? [name] : [`_snippets/${name}`, `snippets/${name}`];
        const usable = (r) => this.index.files.has(r) && !this.index.outsideLinks.has(r) && !this.index.isIgnored(r);
        const hit = name === '' ? undefined : tried.find(usable);
        if (hit !== undefined)
            return { status: 'found', rel: hit, file: this.byRel.get(hit) };
        const base = name.slice(name.lastIndexOf('/') + 1);
        if (base !== '' && base === name) {
            this.snippetsByName ??= snippetsByName(this.index.files);
            const same = (this.snippetsByName.get(base) ?? []).filter(usable);
            if (same.length > 0)
                return { status: 'found', rel: same[0], file: this.byRel.get(same[0]) };
        }
        return { status: 'missing', tried };
    }
    snippetsByName;
    /** Root-relative paths of every file that an import could name (snippets and pages), for suggestions. */
    importable() {
        return [...this.index.files].filter((f) => /\.(mdx?|[jt]sx?)$/i.test(f)).sort();
    }
    /** A span in a content file. */
    span(f, range) {
        return contentSpan(f, range);
    }
    /** The text of a content file, for code frames (read again: extracts do not keep it). */
    source(file) {
        const known = this.sources.get(file);
        if (known)
            return known;
        try {
            const text = this.fs.readFileSync(file, 'utf8');
            const source = new _core_source_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceText */ .D(file, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
            this.sources.set(file, source);
            return source;
        }
        catch {
            return undefined;
        }
    }
}
/** A span in a content file. */
function contentSpan(f, range) {
    return {
        file: f.file,
        pointer: '',
        start: { line: range[0], column: range[1] },
        end: { line: range[2], column: range[3] },
    };
}
/** The accessibility facts of a page or snippet, when it parsed (for the accessibility rules). */
function a11yOf(f) {
    const x = f.extract;
    return x.kind === 'mdx' && !x.error ? x.a11y : undefined;
}
/** docs.json `variables`: string values by name (others are not substituted). */
function docsVariables(docs) {
    const out = new Map();
    const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_3__/* .getProp */ .GT)(docs, 'variables')?.value;
    if (v?.type !== 'object')
        return out;
    for (const p of v.props)
        if (p.value.type === 'string')
            out.set(p.key, p.value.value);
    return out;
}
/** Files under `_snippets/` and `snippets/` by file name, in path order. */
function snippetsByName(files) {
    const out = new Map();
    for (const f of [...files].sort()) {
        if (!inSnippetFolder(f))
            continue;
        const name = f.slice(f.lastIndexOf('/') + 1);
        const list = out.get(name);
        if (list)
            list.push(f);
        else
            out.set(name, [f]);
    }
    return out;
}


/***/ }),

/***/ 44146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kr: () => (/* binding */ contentEdit),
/* harmony export */   uf: () => (/* binding */ replaceString),
/* harmony export */   vz: () => (/* binding */ sourceOf),
/* harmony export */   x8: () => (/* binding */ replaceInContent)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56107);
// Edits of strings the model read, which the model attaches to its own values (links, icons) and rules attach to
// their findings through src/fix/builders.ts: they change only the characters that must change, so that a fixed
// file keeps its formatting.


/** The text of a file as the model read it: docs.json and its `$ref` files, `.navlintrc.json`, a page's frontmatter. */
function sourceOf(model, file) {
    const known = model.sources.get(file);
    if (known)
        return known;
    if (model.rc?.file === file && model.rc.source)
        return model.rc.source;
    return model.openapi?.pageMeta.get((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__.toPosix)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(model.root, file)))?.source;
}
/**
 * A fix that turns the string written at `span` (a JSON string or a YAML scalar, quotes included) from `from` into
 * `to`, editing only the characters between their common start and end. Undefined when the value is not written
 * plainly (escapes, a YAML scalar over several lines) or the new characters would need quoting or escaping there.
 */
function replaceString(model, span, from, to) {
    const source = sourceOf(model, span.file);
    if (!source || from === to)
        return undefined;
    const start = source.offsetAt(span.start);
    const end = source.offsetAt(span.end);
    if (start === undefined || end === undefined)
        return undefined;
    const raw = source.text.slice(start, end);
    let quote;
    if (raw === from)
        quote = '';
    else if (raw.length === from.length + 2 && raw.slice(1, -1) === from && raw[0] === raw[raw.length - 1])
        quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : undefined;
    if (quote === undefined)
        return undefined;
    const inner = start + (quote ? 1 : 0);
    const [p, s] = commonEnds(from, to);
    const middle = to.slice(p, to.length - s);
    if (!fitsQuoting(middle, quote, to))
        return undefined;
    return {
        file: span.file,
        edits: [
            {
                range: { start: source.position(inner + p), end: source.position(inner + from.length - s) },
                text: middle,
            },
        ],
    };
}
/** Whether new characters can be written as they are inside a value of this quoting, giving the value `whole`. */
function fitsQuoting(text, quote, whole) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(text))
        return false;
    if (quote === '"')
        return !/["\\]/.test(text);
    if (quote === "'")
        return !text.includes("'");
    // A plain YAML scalar must still read as the same string: no indicator first, no `: ` or ` #`, no blank at either
    // end, and nothing YAML reads as another type.
    return (whole !== '' &&
        !/^[-?:,[\]{}#&*!|>'"%@`\s]/.test(whole) &&
        !/\s$/.test(whole) &&
        !/: |:$| #/.test(whole) &&
        !/^(true|false|yes|no|on|off|null|~|[-+]?(\d[\d_]*)?\.?\d+([eE][-+]?\d+)?|0x[\da-fA-F]+|0o[0-7]+|[-+]?\.(inf|nan))$/i.test(whole));
}
function isHighSurrogate(c) {
    return c >= 0xd800 && c <= 0xdbff;
}
function isLowSurrogate(c) {
    return c >= 0xdc00 && c <= 0xdfff;
}
/**
 * A fix in a page or snippet at a position of its content (whose columns do not count a byte-order mark): moved to
 * count it, as fixes do.
 */
function contentEdit(model, file, start, end, text) {
    const shift = (p) => p.line === 1 && startsWithBom(model, file) ? { ...p, column: p.column + 1 } : p;
    return { file, edits: [{ range: { start: shift(start), end: shift(end) }, text }] };
}
/**
 * A fix in a page or snippet that turns `from`, written exactly once within `range` (a content range: a link, an
 * import, a tag), into `to`, editing only the characters between their common start and end. For content rules:
 * `replaceInContent(model, f.file, link.range, link.url, withoutExtension)`. Undefined when `from` is not there once.
 */
function replaceInContent(model, file, range, from, to) {
    const source = model.content?.source(file);
    if (!source || from === to || from === '')
        return undefined;
    const start = source.offsetAt({ line: range[0], column: range[1] });
    const end = source.offsetAt({ line: range[2], column: range[3] });
    if (start === undefined || end === undefined)
        return undefined;
    const within = source.text.slice(start, end);
    const at = within.indexOf(from);
    if (at < 0 || within.indexOf(from, at + 1) >= 0)
        return undefined;
    const [p, s] = commonEnds(from, to);
    const a = source.position(start + at + p);
    const b = source.position(start + at + from.length - s);
    return contentEdit(model, file, a, b, to.slice(p, to.length - s));
}
/** The lengths of the common start and the common end of two strings (never overlapping, never inside a pair). */
function commonEnds(from, to) {
    let p = 0;
    while (p < from.length && p < to.length && from[p] === to[p])
        p++;
    let s = 0;
    while (s < from.length - p && s < to.length - p && from[from.length - 1 - s] === to[to.length - 1 - s])
        s++;
    if (p > 0 && isHighSurrogate(from.charCodeAt(p - 1)))
        p--;
    if (s > 0 && isLowSurrogate(from.charCodeAt(from.length - s)))
        s--;
    return [p, s];
}
function startsWithBom(model, file) {
    try {
        const fd = model.fs.openSync(file, 'r');
        try {
            const b = new Uint8Array(3);
            const n = model.fs.readSync(fd, b, 0, 3, 0);
            return n === 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
        }
        finally {
            model.fs.closeSync(fd);
        }
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 51520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JB: () => (/* binding */ fileFolder),
/* harmony export */   Lv: () => (/* binding */ platformPath),
/* harmony export */   je: () => (/* binding */ extensionOf),
/* harmony export */   o1: () => (/* binding */ resolvePath),
/* harmony export */   oG: () => (/* binding */ decodeSafe),
/* harmony export */   z3: () => (/* binding */ rewrittenByPlatform)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43920);


// How the platform's build and a browser turn a link as written into a URL path of the site.
/** The elements and attributes whose `./`/`../` values the platform's build resolves (besides Markdown links and images). */
const REWRITTEN_ATTRIBUTES = { a: 'href', Card: 'href', img: 'src', source: 'src' };
/**
 * Whether the platform's build rewrites a link of a page from its file's folder: one that starts with `./` or `../`,
 * in a Markdown link or image, or in one of the attributes above. A reference definition (`[id]: ./x`) is not a link
 * node there, and is left as written.
 */
function rewrittenByPlatform(link) {
    if (!link.url.startsWith('./') && !link.url.startsWith('../'))
        return false;
    if (link.kind === 'link' || link.kind === 'image')
        return true;
    return link.kind === 'jsx' && link.element !== undefined && REWRITTEN_ATTRIBUTES[link.element] === link.attribute;
}
/** The folder of a page's or snippet's file, as a URL folder (`guides/setup/index.mdx` → `/guides/setup/`). */
function fileFolder(rel) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(rel.replace(/^\/+/, ''));
    return dir === '.' || dir === '' ? '/' : `/${dir}/`;
}
/**
 * The URL path the platform's build gives a `./`/`../` link written in a file of `folder` (from `fileFolder`):
 * joined to the folder and normalized; for a page link (not an image or a file), a `.md`/`.mdx` extension is dropped,
 * and then a trailing `/index`. Decoded, without a trailing slash, as `resolvePath` gives it.
 */
function platformPath(pathPart, folder, pageLink) {
    const resolved = resolvePath(pathPart, folder);
    if (resolved === undefined || !pageLink)
        return resolved;
    const bare = resolved.replace(/\.mdx?$/i, '');
    if (bare === resolved)
        return resolved;
    const page = bare.endsWith('/index') ? bare.slice(0, -'/index'.length) || '/' : bare;
    // What is left may end in a `.` or `..` segment (`./...md`), which the browser then reads as a folder.
    return /\/\.\.?$/.test(page) ? (resolvePath(page, '/') ?? page) : page;
}
/** A link's path resolved against a page URL as a browser does (`.` and `..` segments too), decoded; a trailing slash dropped. */
function resolvePath(pathPart, base) {
    let u;
    try {
        u = new URL(pathPart, 'http://site.invalid' + base.split('/').map(encodeURIComponent).join('/'));
    }
    catch {
        return undefined;
    }
    return (0,_redirects_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeUrl */ .l2)(decodeSafe(u.pathname));
}
/** The extension of a URL path's last segment, lower-cased (empty when it has none). */
function extensionOf(url) {
    const base = url.slice(url.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
/** A percent-decoded URL path, or the path as it is when it does not decode. */
function decodeSafe(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}


/***/ }),

/***/ 84096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ relinkContent),
/* harmony export */   EJ: () => (/* binding */ resolves),
/* harmony export */   G_: () => (/* binding */ linkFix),
/* harmony export */   JA: () => (/* binding */ siteUrlsOf),
/* harmony export */   MO: () => (/* reexport safe */ _site_urls_js__WEBPACK_IMPORTED_MODULE_5__.MO),
/* harmony export */   VO: () => (/* binding */ renderedLinks),
/* harmony export */   Vk: () => (/* binding */ writtenSuffix),
/* harmony export */   Wm: () => (/* binding */ writtenWithEscapes),
/* harmony export */   bF: () => (/* reexport safe */ _site_urls_js__WEBPACK_IMPORTED_MODULE_5__.bF),
/* harmony export */   c0: () => (/* binding */ linkCheckOf),
/* harmony export */   gU: () => (/* binding */ fileSettings),
/* harmony export */   lm: () => (/* binding */ shareLinkCheck),
/* harmony export */   nP: () => (/* binding */ baseWords),
/* harmony export */   oG: () => (/* reexport safe */ _link_paths_js__WEBPACK_IMPORTED_MODULE_4__.oG),
/* harmony export */   q1: () => (/* binding */ leadsNowhere),
/* harmony export */   v7: () => (/* reexport safe */ _site_urls_js__WEBPACK_IMPORTED_MODULE_5__.v7)
/* harmony export */ });
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32085);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(49337);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46255);
/* harmony import */ var _anchors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95087);
/* harmony import */ var _page_title_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38757);
/* harmony import */ var _link_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51520);
/* harmony import */ var _site_urls_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84745);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43920);
/* harmony import */ var _content_components_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(44969);
/* harmony import */ var _fixes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(44146);
/* harmony import */ var _published_site_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(28135);











// Links of pages, snippets and docs.json resolved against the URLs the site serves (site-urls.ts), and what the link
// rules judge them with. SiteUrls needs these names too, so they are defined with it and are this module's API as well.


/** Extensions of files the platform serves as they are (not pages). */
const STATIC_EXTENSIONS = new Set(('png jpg jpeg jfif gif webp avif svg svgz ico bmp tif tiff apng mp4 webm mov m4v ogg ogv mp3 wav m4a json yaml ' +
    'yml css js mjs woff woff2 ttf otf eot pdf txt xml csv zip gz tgz html').split(' '));
const shownIndexes = new WeakMap();
/** The IDs a page shows, indexed for suggestions (once per page). */
function shownIndex(set) {
    let index = shownIndexes.get(set);
    if (!index)
        shownIndexes.set(set, (index = new _core_suggest_js__WEBPACK_IMPORTED_MODULE_0__.NameIndex(set.shown)));
    return index;
}
const cache = new WeakMap();
/** The site's URLs, built once per model (the redirect rules use them without content). */
function siteUrlsOf(model) {
    const done = cache.get(model);
    if (done)
        return done.urls;
    let urls = urlCache.get(model);
    if (!urls)
        urlCache.set(model, (urls = new _site_urls_js__WEBPACK_IMPORTED_MODULE_5__/* .SiteUrls */ .Q7(model)));
    return urls;
}
const urlCache = new WeakMap();
/** Every link of the pages, snippets and docs.json, resolved once per model (content must be parsed for pages). */
function linkCheckOf(model) {
    let done = cache.get(model);
    if (!done)
        cache.set(model, (done = new LinkChecker(model, siteUrlsOf(model)).run()));
    return done;
}
/**
 * The links of a model whose content changed in `changed` (root-relative paths) only, beside an earlier check of
 * the same site (same files, navigation and documents): the links of the other files are taken from `previous`,
 * those of the changed files and of docs.json are resolved again. The caller names every file whose links may
 * resolve differently (those with a fragment into a changed page, snippets shown by a changed page).
 */
function relinkContent(model, previous, changed) {
    let done = cache.get(model);
    if (!done)
        cache.set(model, (done = new LinkChecker(model, siteUrlsOf(model)).run({ previous, changed })));
    return done;
}
/**
 * Makes `view` (a model of the same site whose content lists only some files) see the links of those files and of
 * docs.json out of `full`, the link check of the whole site, with its counts.
 */
function shareLinkCheck(view, full, files) {
    cache.set(view, { ...full, links: full.links.filter((l) => !l.from || files.has(l.from.rel)) });
}
class LinkChecker {
    model;
    urls;
    out;
    site;
    /** Pages that import each snippet, directly or through other snippets. */
    importers;
    constructor(model, urls) {
        this.model = model;
        this.urls = urls;
        this.out = { urls, links: [], unchecked: new Map(), linkedPages: new Set() };
        this.site = (0,_published_site_js__WEBPACK_IMPORTED_MODULE_9__/* .publishedSiteOf */ .v)(model);
    }
    run(reuse) {
        const content = this.model.content;
        const kept = reuse ? linksByFile(reuse.previous) : undefined;
        // The areas of remote documents are rebuilt with the URLs, in the same order: a kept link counts in the new one.
        const areas = reuse ? new Map(reuse.previous.urls.remote.map((a, i) => [a, this.urls.remote[i]])) : undefined;
        for (const f of content?.files ?? []) {
            const x = f.extract;
            if (x.kind !== 'mdx')
                continue;
            const old = reuse && !reuse.changed.has(f.rel) ? kept.get(f.rel) : undefined;
            if (old) {
                // Kept as they were: the file they hold (its path, extract and role) is the same.
                for (const l of old) {
                    this.out.links.push(l);
                    this.tally(l, areas);
                }
                continue;
            }
            for (const link of renderedLinks(x, content.extraComponents))
                this.content(f, link);
        }
        this.docs();
        return this.out;
    }
    content(f, link) {
        const written = link.raw ?? link.url;
        const asset = link.kind === 'image' ||
            link.usedAs === 'image' ||
            (link.kind === 'jsx' && link.attribute !== 'href' && link.element !== 'iframe');
        const what = link.kind === 'jsx'
            ? `\`<${link.element} ${link.attribute}>\``
            : link.kind === 'image' || link.usedAs === 'image'
                ? 'Image'
                : 'Link';
        const c = {
            from: f,
            span: this.model.content.span(f, link.range),
            range: link.range,
            written,
            asset,
            what,
        };
        if ((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .rewrittenByPlatform */ .z3)(link))
            c.rewritten = true;
        this.judge(c, link.url);
    }
    /** Resolves one link and records it. */
    judge(c, url, bases) {
        let s = url.trim();
        // A link to the site's own published address is a link to one of its pages, written out in full.
        const own = (0,_published_site_js__WEBPACK_IMPORTED_MODULE_9__/* .ownSitePath */ .D)(s, this.site);
        if (own !== undefined) {
            // The address it is written with is kept in what is suggested, as a base path is.
            if (s.endsWith(own) && own !== '/')
                c.basePath = s.slice(0, s.length - own.length);
            s = own;
            c.ownSite = true;
        }
        if (s === '' || /^[a-z][a-z0-9+.-]*:/i.test(s))
            return;
        if (s.startsWith('//'))
            return this.judgeProtocolRelative(c, s);
        const hash = s.indexOf('#');
        const fragment = hash >= 0 ? s.slice(hash + 1) : undefined;
        const beforeHash = hash >= 0 ? s.slice(0, hash) : s;
        const pathPart = beforeHash.replace(/\?.*$/, '');
        if (pathPart === '') {
            // `#fragment` (or `?query`) alone: the same page.
            if (fragment && c.from)
                this.anchor(c, fragment, c.from.rel, true);
            if (fragment && c.from)
                this.out.links.push(c);
            return;
        }
        const relative = !pathPart.startsWith('/');
        const found = !relative
            ? this.firstResolving(pathPart, ['/'])
            : c.rewritten
                ? this.firstResolving(pathPart, this.foldersOf(c.from), (b) => (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .platformPath */ .Lv)(pathPart, b, !c.asset))
                : this.firstResolving(pathPart, bases ?? this.basesOf(c.from));
        if (!found)
            return;
        let { first } = found;
        // What the platform serves under `/.well-known/` (skills, domain checks) is not known here.
        if (first.url === '/.well-known' || first.url.startsWith('/.well-known/'))
            return;
        // A site served under a path (`basePath` `/docs`) has its pages there too: `/docs/guides` is `/guides`.
        const basePath = this.model.rc?.basePath;
        if (basePath !== undefined && !resolves(first.target) && underBase(first.url, basePath)) {
            const url = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_6__/* .normalizeUrl */ .l2)(first.url.slice(basePath.length));
            first = { ...first, url, target: this.urls.resolve(url) };
            c.basePath = basePath;
        }
        if (found.failed && resolves(first.target))
            c.brokenFrom = found.failed;
        c.url = first.url;
        c.target = first.target;
        if (relative) {
            c.base = first.base;
            if (!resolves(first.target))
                c.elsewhere = this.elsewhere(c.from, pathPart);
        }
        if (/\.mdx?$/i.test(first.url))
            this.preferWithoutExtension(c, first);
        if (!c.asset && c.target.kind === 'missing' && STATIC_EXTENSIONS.has((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .extensionOf */ .je)(c.url)))
            c.asset = true;
        this.tallyAndAnchor(c, fragment);
        this.out.links.push(c);
    }
    /** Records a `//host/path` link, which a browser reads as a link to another host, whatever the author meant. */
    judgeProtocolRelative(c, s) {
        let target;
        try {
            target = new URL('https:' + s);
        }
        catch {
            target = undefined;
        }
        if (target && target.host !== '') {
            c.protocolRelative = { host: target.host, href: target.href, path: s.slice(2 + target.host.length) };
            this.out.links.push(c);
        }
    }
    /**
     * A path resolved against each base in turn: the first that resolves to something, else the first at all; and
     * the first that did not resolve, if any did. Undefined when no base gives a path.
     */
    firstResolving(pathPart, candidates, resolve = (base) => (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolvePath */ .o1)(pathPart, base)) {
        let first;
        let failed;
        for (const base of candidates) {
            const resolved = resolve(base);
            if (resolved === undefined)
                continue;
            const r = { url: resolved, target: this.urls.resolve(resolved), base };
            first ??= r;
            if (resolves(r.target)) {
                if (!resolves(first.target) || first === r)
                    first = r;
                // One base that leads somewhere and one that does not: nothing more to learn.
                if (failed)
                    break;
            }
            else
                failed ??= { url: resolved, base };
        }
        return first ? { first, ...(failed ? { failed } : {}) } : undefined;
    }
    /** A link written with `.md` or `.mdx` that resolves without it: it is taken as the page, and the spelling noted. */
    preferWithoutExtension(c, first) {
        const bare = first.url.replace(/\.mdx?$/i, '');
        const t = this.urls.resolve(bare);
        if (!resolves(t))
            return;
        c.withoutExtension = c.written.replace(/\.mdx?(?=[?#]|$)/i, '');
        if (first.target.kind === 'generated' && first.target.what === 'markdown')
            c.markdownExport = true;
        if (t.kind === 'page' && t.file === first.url.slice(1))
            c.sameFile = true;
        c.url = bare;
        c.target = t;
    }
    /** Counts a resolved link, and checks its fragment on the page readers end up on (through redirects). */
    tallyAndAnchor(c, fragment) {
        // Through redirects, the page readers end up on (a fragment of the link is kept unless the redirect sets one).
        let t = c.target;
        let keepsFragment = true;
        if (t.kind === 'redirect' && t.end.kind === 'url') {
            keepsFragment = !t.end.fragment;
            c.via = t.match;
            t = t.end.target;
        }
        this.tally(c);
        if (fragment && keepsFragment) {
            if (t.kind === 'page')
                this.anchor(c, fragment, t.file, false);
            else if (t.kind === 'home') {
                const index = this.urls.resolve('/index');
                if (index.kind === 'page')
                    this.anchor(c, fragment, index.file, false);
            }
        }
    }
    /** Counts a resolved link where it ends (through a redirect): a page it links to, a remote area it cannot check. */
    tally(c, areas) {
        let t = c.target;
        if (!t)
            return;
        if (t.kind === 'redirect' && t.end.kind === 'url')
            t = t.end.target;
        if (t.kind === 'remote') {
            const area = areas?.get(t.area) ?? t.area;
            this.out.unchecked.set(area, (this.out.unchecked.get(area) ?? 0) + 1);
        }
        if (t.kind === 'page' && t.file !== c.from?.rel)
            this.out.linkedPages.add(t.file);
    }
    /** Notes a fragment that names no ID of the file it leads to (and, for a snippet's own fragment, of its pages). */
    anchor(c, fragment, rel, samePage) {
        if (fragment !== '')
            c.anchorsIn = rel;
        if (fragment === '' || this.generatedContent(rel))
            return;
        const sets = [];
        const own = this.urls.anchors(rel);
        if (own)
            sets.push(own);
        // A snippet's `#fragment` names an ID of the page that shows it.
        if (samePage && c.from?.snippet)
            for (const page of this.importersOf(rel)) {
                const a = this.urls.anchors(page);
                if (a)
                    sets.push(a);
            }
        if (sets.length === 0 || sets.some((a) => (0,_anchors_js__WEBPACK_IMPORTED_MODULE_2__/* .hasAnchor */ .q1)(a, fragment)))
            return;
        // The slug of the page's title names its top, where the browser opens it anyway.
        const title = (0,_page_title_js__WEBPACK_IMPORTED_MODULE_3__/* .renderedTitle */ .C)(this.model, rel);
        if (title !== undefined && (0,_anchors_js__WEBPACK_IMPORTED_MODULE_2__/* .headingId */ .Cg)(title) === (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(fragment).toLowerCase())
            return;
        // A page's own IDs are indexed once for all the links to it.
        const near = sets.length === 1
            ? shownIndex(sets[0]).closest((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(fragment))
            : (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_0__.closest)((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(fragment), [...new Set(sets.flatMap((a) => a.shown))]);
        c.anchorMissing = { fragment, page: rel, ...(near !== undefined ? { closest: near } : {}) };
    }
    /**
     * Where a relative link that leads nowhere would lead if it were read as some authors mean it: from the root
     * (`guides/a`), or from the file's folder (`./a` in `guides/index.mdx`, whose URL is `/guides`). None when that
     * leads nowhere either.
     */
    elsewhere(f, pathPart) {
        const bases = [];
        if (!pathPart.startsWith('.'))
            bases.push(['root', '/']);
        if (f)
            bases.push(['folder', '/' + f.rel.replace(/[^/]*$/, '')]);
        for (const [from, base] of bases) {
            const url = (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolvePath */ .o1)(pathPart, base);
            if (url !== undefined && resolves(this.urls.resolve(url)))
                return { url, from };
        }
        return undefined;
    }
    /** Whether a page shows content generated from an OpenAPI or AsyncAPI operation, whose IDs are not known here. */
    generatedContent(rel) {
        const meta = this.model.openapi?.pageMeta.get(rel);
        return meta?.openapi !== undefined || (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(meta?.data, 'asyncapi') !== undefined;
    }
    /** The URLs a relative link of a file is read against: the page's own, or those of the pages that show a snippet. */
    basesOf(f) {
        if (!f)
            return ['/'];
        const pages = f.page ? [f.rel] : this.importersOf(f.rel);
        // A folder's `index` page is served at the folder's URL and at its own (`/guides` and `/guides/index`), which
        // a relative link reads differently.
        return (pages.length > 0 ? pages : [f.rel]).flatMap((rel) => /(^|\/)index\.mdx?$/i.test(rel) ? [(0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(rel), '/' + (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pagePathOf */ .KQ)(rel)] : [(0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(rel)]);
    }
    /**
     * The folders a `./`/`../` link of a file is resolved from by the platform: that of its page's file, or those of
     * the pages that show a snippet (the snippet's text becomes part of theirs before links are resolved).
     */
    foldersOf(f) {
        if (!f)
            return ['/'];
        const pages = f.page ? [f.rel] : this.importersOf(f.rel);
        return [...new Set((pages.length > 0 ? pages : [f.rel]).map(_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .fileFolder */ .JB))];
    }
    /** The pages that show a snippet, through any number of snippets between. */
    importersOf(rel) {
        if (!this.importers) {
            const direct = new Map();
            const content = this.model.content;
            for (const f of content?.files ?? [])
                for (const s of (0,_site_urls_js__WEBPACK_IMPORTED_MODULE_5__/* .shownFiles */ .bF)(content, f))
                    if (s.rel !== f.rel)
                        (0,_site_urls_js__WEBPACK_IMPORTED_MODULE_5__/* .push */ .VC)(direct, s.rel, f.rel);
            this.importers = new Map();
            for (const snippet of direct.keys()) {
                const pages = new Set();
                const seen = new Set([snippet]);
                const queue = [...direct.get(snippet)];
                while (queue.length > 0) {
                    const r = queue.shift();
                    if (seen.has(r))
                        continue;
                    seen.add(r);
                    if (content.get(r)?.page)
                        pages.add(r);
                    queue.push(...(direct.get(r) ?? []));
                }
                this.importers.set(snippet, [...pages].sort());
            }
        }
        return this.importers.get(rel) ?? [];
    }
    /** Links of docs.json: paths in `href`s (global anchors are page references, judged as such) and file settings. */
    docs() {
        const docs = this.model.docs;
        if (!docs)
            return;
        const skip = new Set();
        for (const el of this.model.elements) {
            const href = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(el.node, 'href')?.value;
            if (href && (el.isGlobalEntry || el.dropped))
                skip.add(href);
        }
        const walk = (node, where) => {
            if (node.type === 'array')
                node.items.forEach((item, i) => walk(item, `${where}[${i}]`));
            if (node.type !== 'object')
                return;
            for (const p of node.props) {
                const at = where === '' ? p.key : `${where}.${p.key}`;
                if (p.key === 'redirects' && where === '')
                    continue;
                const v = p.value;
                if (p.key === 'href' && v.type === 'string' && !skip.has(v)) {
                    const raw = v.value;
                    // A protocol-relative `href` is the shape checks' (docs.json accepts a path or a URL there).
                    if ((raw.startsWith('/') && !raw.startsWith('//')) || (0,_published_site_js__WEBPACK_IMPORTED_MODULE_9__/* .ownSitePath */ .D)(raw, this.site) !== undefined)
                        this.judge({ span: v.span, written: raw, asset: false, what: `\`${at}\`` }, raw);
                }
                else
                    walk(v, at);
            }
        };
        walk(docs, '');
        const banner = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(docs, 'banner')?.value, 'content')?.value;
        if (banner?.type === 'string')
            for (const m of banner.value.matchAll(/\]\(\s*<?([^)\s>]+)/g))
                if (m[1].startsWith('/') || (0,_published_site_js__WEBPACK_IMPORTED_MODULE_9__/* .ownSitePath */ .D)(m[1], this.site) !== undefined)
                    this.judge({ span: banner.span, written: m[1], asset: false, what: 'Link in `banner.content`' }, m[1]);
        for (const [at, node] of fileSettings(docs)) {
            const raw = node.value;
            if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//') || raw.trim() === '')
                continue;
            // A file setting names a file from the docs root, with or without `/` or `./` in front.
            const rel = '/' +
                raw
                    .trim()
                    .replace(/^(\.\/)+/, '')
                    .replace(/^\/+/, '');
            this.judge({ span: node.span, written: raw, asset: true, what: `\`${at}\`` }, rel);
        }
    }
}
/**
 * The links of a page or snippet that reach readers: reference definitions that something uses, and the URL props of
 * HTML elements and of the platform's components (those of a component the file imports or defines are the author's
 * own).
 */
function* renderedLinks(x, extraComponents) {
    const local = new Set(x.exports);
    for (const imp of x.imports)
        for (const sp of imp.specifiers)
            local.add(sp.local);
    for (const link of x.links) {
        if (link.kind === 'definition' && link.usedAs === undefined)
            continue;
        if (link.kind === 'jsx' && !linksOf(link.element ?? '', local, extraComponents))
            continue;
        yield link;
    }
}
/**
 * Whether the URL props of a JSX element are links: an HTML element's, or a platform component's (built in, or named
 * in `.navlintrc.json` `components`) that the file does not replace with its own.
 */
function linksOf(element, local, extra) {
    if (!/^[A-Z]/.test(element))
        return true;
    return ((0,_content_components_js__WEBPACK_IMPORTED_MODULE_7__/* .isBuiltinComponent */ .p)(element) || extra.includes(element)) && !local.has(element.split('.')[0]);
}
/** The docs.json settings that name a file: `logo`, `favicon`, `background.image`, `thumbnails.background`, fonts. */
function fileSettings(docs) {
    const out = [];
    const one = (at, node) => {
        if (node?.type === 'string')
            out.push([at, node]);
        else if (node?.type === 'object')
            for (const mode of ['light', 'dark']) {
                const v = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(node, mode)?.value;
                if (v?.type === 'string')
                    out.push([`${at}.${mode}`, v]);
            }
    };
    one('logo', (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(docs, 'logo')?.value);
    one('favicon', (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(docs, 'favicon')?.value);
    one('background.image', (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(docs, 'background')?.value, 'image')?.value);
    one('thumbnails.background', (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(docs, 'thumbnails')?.value, 'background')?.value);
    const fonts = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(docs, 'fonts')?.value;
    for (const [at, node] of [
        ['fonts.source', (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(fonts, 'source')?.value],
        ['fonts.heading.source', (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(fonts, 'heading')?.value, 'source')?.value],
        ['fonts.body.source', (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_10__/* .getProp */ .GT)(fonts, 'body')?.value, 'source')?.value],
    ])
        if (node?.type === 'string')
            out.push([at, node]);
    return out;
}
/** The words that say what a relative link was resolved against: `the page's URL /a/b`, `its file's folder /a/`. */
function baseWords(l) {
    if (!l.base)
        return '';
    if (l.rewritten)
        return `${l.from?.page ? "its file's folder" : 'the folder of a page that shows this snippet,'} ${l.base}`;
    return `${l.from?.page ? "the page's URL" : 'the URL of a page that shows this snippet,'} ${l.base}`;
}
/** The links of pages and snippets by the file that holds them. */
function linksByFile(check) {
    const out = new Map();
    for (const l of check.links)
        if (l.from)
            (0,_site_urls_js__WEBPACK_IMPORTED_MODULE_5__/* .push */ .VC)(out, l.from.rel, l);
    return out;
}
/** Whether a URL path is a site's base path or below it. */
function underBase(url, basePath) {
    return url === basePath || url.startsWith(basePath + '/');
}
/**
 * Whether a link leads readers nowhere: to no page or file, to one .mintignore excludes, or (a link to a page)
 * through redirects that end nowhere or never end. link-broken or asset-not-found reports it, and no other rule
 * reports the same link: one finding for one problem.
 */
function leadsNowhere(l) {
    const t = l.target;
    if (!t)
        return false;
    if (t.kind !== 'redirect')
        return !resolves(t);
    // asset-not-found judges the file a link names, not the redirects it goes through.
    if (l.asset)
        return false;
    return t.end.kind === 'loop' || (t.end.kind === 'url' && !resolves(t.end.target));
}
/** Whether a URL serves something (a redirect counts, wherever it leads). */
function resolves(t) {
    return t.kind !== 'missing' && t.kind !== 'ignored';
}
/** A character reference as Markdown and MDX read it: `&#115;`, `&#x73;`, `&amp;`. */
const CHARACTER_REFERENCE = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;
/**
 * The `?query#fragment` of a link as written (empty when it has neither). The `#` of a character reference (`&#115;`)
 * starts no fragment.
 */
function writtenSuffix(written) {
    const at = written.replace(CHARACTER_REFERENCE, (m) => '&'.repeat(m.length)).search(/[?#]/);
    return at < 0 ? '' : written.slice(at);
}
/** Whether a link is written with a character reference or a backslash escape: the path read is not the one written. */
function writtenWithEscapes(written) {
    return written.includes('\\') || written.replace(CHARACTER_REFERENCE, '') !== written;
}
/** The edit that writes a link as `to` where it stands: in its page or snippet, or as a docs.json string. */
function linkFix(model, link, to) {
    if (link.from && link.range)
        return (0,_fixes_js__WEBPACK_IMPORTED_MODULE_8__/* .replaceInContent */ .x8)(model, link.from.file, link.range, link.written, to);
    return (0,_fixes_js__WEBPACK_IMPORTED_MODULE_8__/* .replaceString */ .uf)(model, link.span, link.written, to);
}


/***/ }),

/***/ 38757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ renderedTitle)
/* harmony export */ });
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49337);

/** Page modes that render a blank canvas, without the page header and its title. */
const NO_HEADER = new Set(['custom', 'frame']);
/**
 * The frontmatter `title` that the platform renders above a page's content as its `<h1>`; undefined for a page in
 * `mode: "custom"` or `"frame"`, which renders no header. A page without a `title` gets one made from its file's
 * name; whether that one renders as a heading is not told, so such a page has no known title here.
 */
function renderedTitle(model, rel) {
    const meta = model.openapi?.pageMeta.get(rel);
    const mode = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)((0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_0__/* .getProp */ .GT)(meta?.data, 'mode')?.value);
    if (mode !== undefined && NO_HEADER.has(mode))
        return undefined;
    return meta?.title?.trim() || undefined;
}


/***/ }),

/***/ 28135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ownSitePath),
/* harmony export */   v: () => (/* binding */ publishedSiteOf)
/* harmony export */ });
/** The site's published address, when it is known and a valid http(s) URL. */
function publishedSiteOf(model) {
    const raw = model.rc?.published;
    if (raw === undefined)
        return undefined;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}
/**
 * The path of the site a URL of its own published address leads to (`https://docs.x.com/guides/a#b` → `/guides/a#b`),
 * or undefined for any other URL. `http` and `https` count as the same site.
 */
function ownSitePath(written, site) {
    if (!site || !/^https?:\/\//i.test(written))
        return undefined;
    let url;
    try {
        url = new URL(written);
    }
    catch {
        return undefined;
    }
    if (url.host !== new URL(site.origin).host)
        return undefined;
    const p = url.pathname;
    if (site.basePath !== '' && p !== site.basePath && !p.startsWith(site.basePath + '/'))
        return undefined;
    const rest = p.slice(site.basePath.length) || '/';
    return rest + url.search + url.hash;
}


/***/ }),

/***/ 84745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ openapiCause),
/* harmony export */   Q7: () => (/* binding */ SiteUrls),
/* harmony export */   VC: () => (/* binding */ push),
/* harmony export */   bF: () => (/* binding */ shownFiles),
/* harmony export */   jE: () => (/* binding */ MAX_REDIRECT_HOPS),
/* harmony export */   v7: () => (/* binding */ pageCause)
/* harmony export */ });
/* unused harmony export PLATFORM_URLS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32085);
/* harmony import */ var _core_jnode_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(49337);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46255);
/* harmony import */ var _anchors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95087);
/* harmony import */ var _link_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51520);
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50764);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5449);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(43920);









/**
 * URLs the platform serves on every site without a file in the repository (a file at the same path is served
 * instead). Read off its packages: the generated static files and `skill.md` of `getFileCategory`, and `/mcp`, its
 * MCP server, among the reserved paths of `validateCustomDomainBasePath` (both in `@mintlify/common`); its docs
 * describe each.
 */
const PLATFORM_URLS = new Set([
    '/llms.txt',
    '/llms-full.txt',
    '/sitemap.xml',
    '/robots.txt',
    '/skill.md',
    '/mcp',
]);
/** The key that ties a missing OpenAPI document's finding to the findings it explains. */
const openapiCause = (source) => `openapi:${source}`;
/** The key that ties a missing listed page's finding to the findings it explains. */
const pageCause = (page) => `page:${page}`;
/** Most redirects followed from one URL before the chain counts as endless. */
const MAX_REDIRECT_HOPS = 20;
/**
 * Every URL the site serves, in hash tables built once: page files (listed or hidden, not ignored), generated
 * OpenAPI pages, static files and redirect sources; and the anchors of each page, worked out when first asked for.
 */
class SiteUrls {
    model;
    pages = new Map();
    ignoredPages = new Map();
    operations = new Set();
    redirects;
    remote = [];
    /** URLs that serve nothing because of a missing OpenAPI document (by folder) or a missing listed page. */
    causes = {
        folders: [],
        pages: new Map(),
    };
    anchorCache = new Map();
    prefixes;
    folders;
    byDir;
    byBase;
    urls;
    urlCount = 0;
    filesByDir;
    filesByBase;
    constructor(model) {
        this.model = model;
        const files = model.files;
        const listed = new Set();
        for (const ref of (0,_pages_js__WEBPACK_IMPORTED_MODULE_6__/* .pageRefs */ .yk)(model)) {
            const page = ref.path.replace(/\.mdx?$/i, '');
            const res = files.resolvePage(page);
            if (res.status === 'found')
                listed.add(res.file);
            else if (res.status === 'missing' && !(ref.via === 'href' && model.openapi?.operationUrls.has('/' + page)))
                this.causes.pages.set((0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizeUrl */ .l2)((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)('/' + page)), { key: pageCause(page), kind: 'page', page });
        }
        // Two files may claim one URL: the platform takes `x.mdx`, then `x.md`, then `x/index.mdx`, then `x/index.md`.
        const rank = (rel) => (/(^|\/)index\.mdx?$/.test(rel) ? 2 : 0) + (rel.endsWith('.md') ? 1 : 0);
        const claim = (url, rel) => {
            const known = this.pages.get(url);
            if (known === undefined || rank(rel) < rank(known))
                this.pages.set(url, rel);
        };
        for (const rel of files.pageFiles) {
            if ((0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isDefaultIgnored */ .GU)(rel) && !listed.has(rel))
                continue;
            claim((0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrl */ .fi)(rel), rel);
            if (/(^|\/)index\.mdx?$/.test(rel))
                claim('/' + (0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pagePathOf */ .KQ)(rel), rel);
        }
        for (const rel of files.files)
            if ((0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isPageFile */ .MV)(rel) && files.isIgnored(rel) && !(0,_content_js__WEBPACK_IMPORTED_MODULE_5__/* .inSnippetFolder */ .l9)(rel)) {
                const url = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrl */ .fi)(rel);
                if (!this.pages.has(url) && !this.ignoredPages.has(url))
                    this.ignoredPages.set(url, rel);
            }
        for (const u of model.openapi?.operationUrls ?? [])
            this.operations.add((0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizeUrl */ .l2)((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(u)));
        // Pages generated from GraphQL schemas and AsyncAPI documents; SDK references and remote documents generate
        // pages navlint cannot list, under their directory.
        for (const u of model.references?.urls ?? [])
            this.operations.add((0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizeUrl */ .l2)((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(u)));
        for (const a of model.references?.areas ?? [])
            this.remote.push({ ...a, prefix: (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(a.prefix) });
        // A source with a `#fragment` or a `?query` never matches a URL path (redirect-invalid reports it).
        this.redirects = new _redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .RedirectIndex */ .lV((0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .readRedirects */ .Iq)(model).redirects.filter((r) => !/[#]/.test(r.source) && (0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .stripQuery */ .jI)(r.source) === r.source));
        const oa = model.openapi;
        if (oa) {
            const seen = new Set();
            const area = (source, span, directory) => {
                const prefix = `/${(directory ?? 'api-reference').replace(/^\/+|\/+$/g, '')}/`;
                if (seen.has(source + '\0' + prefix))
                    return;
                seen.add(source + '\0' + prefix);
                this.remote.push({ source, span, prefix: (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(prefix) });
            };
            for (const es of oa.elementSpecs)
                if (es.resolution.status === 'remote' && !es.spec)
                    area(es.source.source, es.source.node.span, es.directory);
                else if (es.resolution.status === 'missing')
                    this.causes.folders.push({
                        key: openapiCause(es.resolution.tried[0] ?? es.source.source),
                        kind: 'openapi',
                        source: es.source.source,
                        prefix: (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(`/${es.directory}/`),
                    });
            for (const r of oa.entryResults)
                if (r.status === 'spec-unavailable' && r.ref.spec !== undefined && /^https?:/i.test(r.ref.spec))
                    area(r.ref.spec, r.entry.node.span, r.scope?.directory);
        }
    }
    /**
     * Why a URL path that serves nothing serves nothing, when a finding of its own explains it: a page the navigation
     * lists that has no file, or a folder where a missing OpenAPI document's pages would be generated.
     */
    causeOf(url) {
        const u = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizeUrl */ .l2)(url);
        return this.causes.pages.get(u) ?? this.causes.folders.find((c) => (u + '/').startsWith(c.prefix));
    }
    /** What serves a URL path (decoded, from the site root). */
    resolve(url) {
        const u = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizeUrl */ .l2)(url);
        const page = this.pages.get(u);
        if (page !== undefined)
            return { kind: 'page', file: page };
        if (u === '/')
            return { kind: 'home' };
        if (this.operations.has(u))
            return { kind: 'operation' };
        const rel = u.slice(1);
        if (!(0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isPageFile */ .MV)(rel) && this.model.files.files.has(rel) && !this.model.files.isIgnored(rel))
            return { kind: 'static', file: rel };
        const generated = this.generated(u);
        if (generated)
            return { kind: 'generated', what: generated };
        const match = this.redirects.match(u);
        if (match)
            return { kind: 'redirect', match, end: this.follow(match) };
        if (this.pageFolders().has(u + '/'))
            return { kind: 'folder' };
        const area = this.remote.find((a) => (u + '/').startsWith(a.prefix));
        if (area)
            return { kind: 'remote', area };
        const ignored = this.ignoredPages.get(u);
        if (ignored !== undefined)
            return { kind: 'ignored', file: ignored };
        return { kind: 'missing' };
    }
    /**
     * What the platform generates at a URL, if anything: a file of every site; a page's Markdown export, at the page's
     * URL with `.md` added (for the home page, `/index.md`); a page's RSS feed, at its file's path with `/rss.xml` for
     * `.mdx` pages whose metadata sets `rss: true` or that show `<Update>` entries (what the platform's build writes).
     */
    generated(u) {
        if (PLATFORM_URLS.has(u))
            return 'platform';
        if (u.endsWith('.md') && u.length > 4) {
            const t = this.resolve(u.slice(0, -3));
            if (t.kind === 'page' || t.kind === 'home' || t.kind === 'operation')
                return 'markdown';
        }
        if (u.endsWith('/rss.xml')) {
            const rel = u.slice(1, -'/rss.xml'.length) + '.mdx';
            if (this.pages.get((0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .pageUrl */ .fi)(rel)) === rel && this.hasFeed(rel))
                return 'rss';
        }
        return undefined;
    }
    /** Whether the platform writes an RSS feed for a page (unknown without content: then it is taken to). */
    hasFeed(rel) {
        const rss = (0,_core_jnode_js__WEBPACK_IMPORTED_MODULE_8__/* .getProp */ .GT)(this.model.openapi?.pageMeta.get(rel)?.data, 'rss')?.value;
        if (rss?.type === 'boolean' && rss.value === true)
            return true;
        const content = this.model.content;
        if (!content)
            return true;
        const seen = new Set();
        const queue = [rel];
        while (queue.length > 0) {
            const f = content.get(queue.shift());
            if (!f || seen.has(f.rel) || f.extract.kind !== 'mdx')
                continue;
            seen.add(f.rel);
            if (f.extract.jsx.some((j) => j.name === 'Update'))
                return true;
            for (const shown of shownFiles(content, f))
                queue.push(shown.rel);
        }
        return false;
    }
    /** Follows a redirect, and those that cover its destination, to where readers end up. */
    follow(first) {
        const seen = new Set();
        let m = first;
        for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
            const dest = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .applyRedirect */ .vA)(m);
            // A destination that grows past its bound at each hop never ends: as a loop, readers get nowhere.
            if (dest === undefined)
                return { kind: 'loop' };
            if (/^[a-z][a-z0-9+.-]*:/i.test(dest) || dest.startsWith('//'))
                return { kind: 'external' };
            const p = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizeUrl */ .l2)((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(dest.replace(/[?#].*$/, '')));
            if (seen.has(p))
                return { kind: 'loop' };
            seen.add(p);
            const next = this.redirects.match(p);
            if (!next)
                return { kind: 'url', url: p, target: this.resolve(p), fragment: dest.includes('#') };
            m = next;
        }
        return { kind: 'loop' };
    }
    /** Folder URLs (`/guides/`) that hold a page or an API page, at any depth. */
    pageFolders() {
        if (!this.folders) {
            this.folders = new Set();
            for (const u of [...this.pages.keys(), ...this.operations])
                addFolders(this.folders, u);
        }
        return this.folders;
    }
    /** Whether anything is served below a folder URL (`/v2/`): a page, an API page, a static file or a redirect source. */
    servesBelow(folder) {
        if (!this.prefixes) {
            const all = new Set(this.pageFolders());
            for (const f of this.model.files.files)
                if (!this.model.files.isIgnored(f))
                    addFolders(all, '/' + f);
            for (const r of this.redirects.redirects)
                addFolders(all, (0,_redirects_js__WEBPACK_IMPORTED_MODULE_7__/* .normalizeUrl */ .l2)((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeSafe */ .oG)(r.source.replace(/[:*].*$/, ''))) + '/');
            this.prefixes = all;
        }
        return folder === '/' || this.prefixes.has(folder) || this.remote.some((a) => folder.startsWith(a.prefix));
    }
    /** The anchors of a page or snippet file: its own and those of the snippets it imports (transitively). */
    anchors(rel) {
        const known = this.anchorCache.get(rel);
        if (known)
            return known;
        const content = this.model.content;
        const start = content?.get(rel);
        // A page that does not parse has IDs nobody can know (mdx-syntax reports it).
        if (!content || !start || start.extract.kind !== 'mdx' || start.extract.error)
            return undefined;
        const ids = new Set();
        const shown = [];
        const seen = new Set([rel]);
        const queue = [start];
        while (queue.length > 0) {
            const f = queue.shift();
            if (f.extract.kind !== 'mdx')
                continue;
            const own = (0,_anchors_js__WEBPACK_IMPORTED_MODULE_3__/* .anchorsOf */ .EF)(f.extract);
            for (const id of own.ids)
                ids.add(id);
            for (const id of own.shown)
                shown.push(id);
            for (const next of shownFiles(content, f))
                if (!seen.has(next.rel)) {
                    seen.add(next.rel);
                    queue.push(next);
                }
        }
        const set = { ids, shown: [...new Set(shown)] };
        this.anchorCache.set(rel, set);
        return set;
    }
    /** The page or API page URL most like a URL that serves nothing, if one is close enough. */
    closestPage(url) {
        if (!this.urls) {
            const urls = [...new Set([...this.pages.keys()].filter((u) => !/(^|\/)index$/.test(u)))];
            for (const u of this.operations)
                if (!this.pages.has(u))
                    urls.push(u);
            this.byDir = new _core_suggest_js__WEBPACK_IMPORTED_MODULE_1__.NameGroups();
            this.byBase = new _core_suggest_js__WEBPACK_IMPORTED_MODULE_1__.NameGroups();
            for (const u of urls) {
                this.byDir.add(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(u), u);
                this.byBase.add(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(u), u);
            }
            this.urlCount = urls.length;
            this.urls = new _core_suggest_js__WEBPACK_IMPORTED_MODULE_1__.NameIndex(urls.length <= FULL_SEARCH_LIMIT ? urls : []);
        }
        const local = [this.byDir.near(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(url), url), this.byBase.near(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(url), url)];
        return (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__.pickClosest)(url, local) ?? (this.urlCount <= FULL_SEARCH_LIMIT ? this.urls.closest(url) : undefined);
    }
    /** The file most like a missing static file: a near name in the same folder, or the same name elsewhere. */
    closestFile(url) {
        if (!this.filesByDir) {
            this.filesByDir = new Map();
            this.filesByBase = new Map();
            for (const f of this.model.files.files) {
                if ((0,_load_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isPageFile */ .MV)(f) || this.model.files.isIgnored(f))
                    continue;
                push(this.filesByDir, node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(f), node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(f));
                push(this.filesByBase, node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(f), f);
            }
        }
        const rel = url.slice(1);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(rel);
        const name = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(rel);
        const here = this.filesByDir.get(dir) ?? [];
        // The same name in another format, else a near name in the same format.
        const ext = (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .extensionOf */ .je)(name);
        const stem = (f) => f.slice(0, f.length - ((0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .extensionOf */ .je)(f).length > 0 ? (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .extensionOf */ .je)(f).length + 1 : 0));
        const stems = new Map(here.filter((f) => (0,_link_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .extensionOf */ .je)(f) === ext).map((f) => [stem(f), f]));
        const near = here.find((f) => stem(f) === stem(name) && f !== name) ?? stems.get((0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__.closest)(stem(name), stems.keys()) ?? '');
        if (near !== undefined)
            return '/' + (dir === '.' ? near : `${dir}/${near}`);
        const same = this.filesByBase.get(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(rel)) ?? [];
        return same.length > 0 ? '/' + ((0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__.closest)(rel, same, 1) ?? [...same].sort()[0]) : undefined;
    }
}
/** Above this many URLs, suggestions look only in the same folder and at the same last segment. */
const FULL_SEARCH_LIMIT = 5000;
/** The snippets a file shows, each found: what it imports, and the legacy `<Snippet file>` elements it holds. */
function shownFiles(content, f) {
    if (f.extract.kind !== 'mdx')
        return [];
    const out = [];
    for (const imp of f.extract.imports) {
        const res = content.resolveImport(f, imp);
        if (res.status === 'found' && res.file)
            out.push(res.file);
    }
    for (const ref of f.extract.snippetFiles ?? []) {
        const res = content.resolveSnippetFile(ref);
        if (res.status === 'found' && res.file)
            out.push(res.file);
    }
    return out;
}
/** Adds every folder above a URL path (`/a/b/c` → `/a/b/`, `/a/`) to a set. */
function addFolders(set, url) {
    for (let i = url.lastIndexOf('/'); i > 0; i = url.lastIndexOf('/', i - 1)) {
        const p = url.slice(0, i + 1);
        if (set.has(p))
            break;
        set.add(p);
    }
}
/** Appends a value to the list a key holds, making the list on first use. */
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}


/***/ })

};
