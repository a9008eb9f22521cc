export const id = 866;
export const ids = [866];
export const modules = {

/***/ 5130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ fixOffsets),
/* harmony export */   yZ: () => (/* binding */ applyFixes),
/* harmony export */   yh: () => (/* binding */ spliceEdits)
/* harmony export */ });
/* harmony import */ var _core_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82858);
// Applying fixes to text: positions into offsets, the choice of fixes that fit together, and the edited text.

/** The edits of a fix as offsets into `source`, sorted; undefined when one falls outside the text or two overlap. */
function fixOffsets(source, edits) {
    const out = [];
    for (const e of edits) {
        const start = source.offsetAt(e.range.start);
        const end = source.offsetAt(e.range.end);
        if (start === undefined || end === undefined || end < start)
            return undefined;
        out.push({ start, end, text: e.text });
    }
    out.sort((a, b) => a.start - b.start || a.end - b.end);
    for (let i = 1; i < out.length; i++)
        if (out[i].start < out[i - 1].end)
            return undefined;
    return out;
}
/**
 * Applies to `text` the fixes that fit together, as ESLint does: in the order of where they start, a fix whose
 * extent overlaps or touches one already taken waits for the next pass (after which its positions are found afresh).
 */
function applyFixes(text, items) {
    const source = new _core_source_js__WEBPACK_IMPORTED_MODULE_0__/* .SourceText */ .D('', text);
    const planned = [];
    const invalid = [];
    items.forEach((item, order) => {
        const edits = fixOffsets(source, item.fix.edits);
        if (!edits || edits.length === 0)
            invalid.push(item);
        else
            planned.push({ item, edits, from: edits[0].start, to: Math.max(...edits.map((e) => e.end)), order });
    });
    planned.sort((a, b) => a.from - b.from || a.to - b.to || a.order - b.order);
    const applied = [];
    const deferred = [];
    const taken = [];
    let last = -1;
    for (const p of planned) {
        if (p.from <= last) {
            deferred.push(p.item);
            continue;
        }
        applied.push(p.item);
        taken.push(...p.edits);
        last = p.to;
    }
    return { text: spliceEdits(text, taken), applied, deferred, invalid };
}
/** The text with sorted, non-overlapping offset edits applied. */
function spliceEdits(text, edits) {
    let out = '';
    let at = 0;
    for (const e of edits) {
        out += text.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + text.slice(at);
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MoveRefused: () => (/* binding */ MoveRefused),
/* harmony export */   editedTexts: () => (/* binding */ editedTexts),
/* harmony export */   planMove: () => (/* binding */ planMove),
/* harmony export */   takenOn: () => (/* binding */ takenOn)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _load_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46255);
/* harmony import */ var _model_link_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51520);
/* harmony import */ var _model_links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84096);
/* harmony import */ var _model_pages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5449);
/* harmony import */ var _model_redirects_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(43920);
/* harmony import */ var _builders_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(38879);
/* harmony import */ var _edits_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5130);
// Moving a page, a snippet, a file or a folder of a site (`navlint mv`, the language server's rename): which files
// move where, and the edits that keep every reference to them whole. Nothing is written here.








/** A move navlint will not make, with why, in words for the user. */
class MoveRefused extends Error {
}
const PAGE_FILE = /\.mdx?$/i;
/**
 * The plan of moving `from` to `to`, both root-relative (a page may be named by its page path, without extension);
 * `to` an existing folder, or ending with `/`, is the folder to move into.
 * `isFile` tells whether a root-relative path is taken on disk (files the model does not list count: the move never
 * overwrites). Throws `MoveRefused` when the move cannot be made safely.
 */
function planMove(model, from, to, taken) {
    if (!model.docs || model.docs.broken)
        throw new MoveRefused('docs.json cannot be read, so its references cannot be rewritten: run navlint check');
    const old = cleanPath(from, 'the path to move');
    // As with git mv, what moves goes into NEW when NEW is a folder, or ends with `/` (`./` or `/` is the root).
    const into = /[\\/]$/.test(to);
    let neu = into && /^[./\\]*$/.test(to) ? '' : cleanPath(to, 'the new path');
    const { kind, files, base } = whatMoves(model, old, taken);
    if (into || model.files.dirs.has(neu))
        neu = (neu === '' ? '' : neu + '/') + node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(base);
    else if (kind !== 'folder' && node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(neu) === '' && node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(base) !== '')
        neu += node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(base);
    if (neu === base)
        throw new MoveRefused(`"${from}" is already at "${to}"`);
    if (kind === 'folder' && (neu + '/').startsWith(base + '/'))
        throw new MoveRefused(`cannot move the folder "${base}" into itself ("${neu}")`);
    if (kind !== 'folder' && PAGE_FILE.test(base) !== PAGE_FILE.test(neu))
        throw new MoveRefused(`"${neu}" must keep the kind of "${base}": a page stays a .md or .mdx file`);
    const moves = files.map((f) => ({ from: f, to: neu + f.slice(base.length) }));
    if (taken(neu))
        throw new MoveRefused(`"${neu}" already exists`);
    for (const m of moves)
        if (taken(m.to))
            throw new MoveRefused(`"${m.to}" already exists`);
    for (const m of moves)
        if (ignored(model, m.to) && !ignored(model, m.from))
            throw new MoveRefused(`"${m.to}" would not be part of the site: .mintignore or the platform's own ignores leave it out`);
    const moved = new Map(moves.map((m) => [m.from, m.to]));
    const pages = new Map();
    for (const m of moves)
        if (isPage(model, m.from))
            pages.set(m.from, m.to);
    const urls = new Map();
    for (const [a, b] of pages) {
        const url = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(b);
        const served = model.files.resolvePage((0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePagePath */ .iu)(url));
        if (served.status === 'found' && !moved.has(served.file))
            throw new MoveRefused(`the URL ${url} is already served by "${served.file}"`);
        urls.set((0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(a), url);
    }
    const plan = { kind, from: base, to: neu, moves, fixes: [], leftAlone: [] };
    const add = (fix, file, line, why) => {
        if (fix)
            plan.fixes.push(fix);
        else
            plan.leftAlone.push({ file, line, why });
    };
    navigationEdits(model, pages, add);
    linkEdits(model, moved, add);
    importEdits(model, moved, add);
    specEdits(model, moved, add);
    redirectEdits(model, urls, pages, kind === 'folder' ? { from: '/' + base, to: '/' + neu } : undefined, add, plan);
    return plan;
}
/** Whether `.mintignore` or the platform's own ignores leave a root-relative path out of the site. */
function ignored(model, rel) {
    return model.files.isIgnored(rel) || (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .isDefaultIgnored */ .GU)(rel);
}
/** A path as the user gave it, root-relative: no leading `/` or `./`, no trailing `/`, never leaving the root. */
function cleanPath(p, what) {
    const norm = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix
        .normalize(p.replace(/\\/g, '/'))
        .replace(/^(\.\/)+/, '')
        .replace(/^\/+/, '')
        .replace(/\/+$/, '');
    if (norm === '' || norm === '.' || norm === '..' || norm.startsWith('../'))
        throw new MoveRefused(`${what} "${p}" is not inside the docs root`);
    return norm;
}
/** What a root-relative path names: a folder, a file, or a page by its page path; its files; its path as a file. */
function whatMoves(model, rel, taken) {
    const { files } = model;
    if (files.dirs.has(rel)) {
        const inside = [...files.files].filter((f) => f.startsWith(rel + '/') && !files.isIgnored(f)).sort();
        if (inside.length === 0)
            throw new MoveRefused(`the folder "${rel}" holds no file of the site`);
        return { kind: 'folder', files: inside, base: rel };
    }
    let file = files.files.has(rel) ? rel : undefined;
    if (file === undefined) {
        const found = files.resolvePage(rel);
        if (found.status === 'found')
            file = found.file;
    }
    if (file === undefined) {
        const there = [rel, `${rel}.mdx`, `${rel}.md`].find(taken);
        if (there !== undefined)
            throw new MoveRefused(`"${there}" is not part of the site: .mintignore or the platform's own ignores leave it out`);
        throw new MoveRefused(`"${rel}" is not a page, a file or a folder of the docs root`);
    }
    const content = model.content?.get(file);
    const kind = content?.snippet ? 'snippet' : isPage(model, file) ? 'page' : 'file';
    return { kind, files: [file], base: file };
}
/** Whether a root-relative file is a page the site publishes. */
function isPage(model, rel) {
    if (!PAGE_FILE.test(rel))
        return false;
    const content = model.content?.get(rel);
    return content ? content.page && !content.snippet : model.files.pageFiles.includes(rel);
}
/** `raw` with its page path put in place, its leading `/` or `./` and its extension kept. */
function restyle(raw, newPath) {
    const lead = /^(\.\/|\/)*/.exec(raw)?.[0] ?? '';
    const ext = /\.mdx?$/i.exec(raw)?.[0] ?? '';
    return lead + newPath + ext;
}
/** docs.json's page entries, group roots and global links that name a moved page. */
function navigationEdits(model, pages, add) {
    for (const ref of (0,_model_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .pageRefs */ .yk)(model)) {
        const found = model.files.resolvePage(ref.path);
        if (found.status !== 'found')
            continue;
        const to = pages.get(found.file);
        if (to === undefined)
            continue;
        // A folder's index written as the folder stays so.
        const folded = ref.path !== (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pagePathOf */ .KQ)(found.file);
        const newPath = folded ? (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pagePathOf */ .KQ)(to).replace(/\/index$/, '') : (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pagePathOf */ .KQ)(to);
        const raw = ref.raw;
        const next = ref.via === 'href' ? (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(to) + (0,_model_links_js__WEBPACK_IMPORTED_MODULE_3__/* .writtenSuffix */ .Vk)(raw) : restyle(raw, newPath);
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceString */ .uf)(model, ref.span, raw, next), ref.span.file, ref.span.start.line, 'the entry is not a plain string');
    }
}
/** Whether a link is written relative to where it stands. */
function isRelative(written) {
    return !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(written) && written !== '';
}
/** The folder a relative link is read from: its file's folder when the build rewrites it, else its page's URL folder. */
function baseFolder(link, fileRel) {
    if (link.rewritten || !PAGE_FILE.test(fileRel))
        return (0,_model_link_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .fileFolder */ .JB)(fileRel);
    const url = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(fileRel);
    return url.slice(0, url.lastIndexOf('/') + 1);
}
/** A relative reference from a folder (`/a/b/`) to a path (`/a/c/d`), written `./…` or `../…` as the original was. */
function relativeFrom(folder, target, dotted) {
    let rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.relative(folder, target);
    if (target.endsWith('/') && rel !== '')
        rel += '/';
    if (rel === '')
        rel = '.';
    return rel.startsWith('../') || rel === '..' || !dotted ? rel : `./${rel}`;
}
/** Links to a moved file, and the relative links of a moved file. */
function linkEdits(model, moved, add) {
    for (const link of (0,_model_links_js__WEBPACK_IMPORTED_MODULE_3__/* .linkCheckOf */ .c0)(model).links) {
        const t = link.target;
        const targetFile = t && (t.kind === 'page' || t.kind === 'static') ? t.file : undefined;
        const fromRel = link.from?.rel;
        const targetMoved = targetFile !== undefined && moved.has(targetFile);
        const fromMoved = fromRel !== undefined && moved.has(fromRel);
        if (!targetMoved && !(fromMoved && isRelative(link.written)))
            continue;
        // `&#115;` or `\_` in the source: no part of the written path can be kept as written.
        if ((0,_model_links_js__WEBPACK_IMPORTED_MODULE_3__/* .writtenWithEscapes */ .Wm)(link.written)) {
            add(undefined, link.span.file, link.span.start.line, 'the link is written with a character reference or escape');
            continue;
        }
        const suffix = (0,_model_links_js__WEBPACK_IMPORTED_MODULE_3__/* .writtenSuffix */ .Vk)(link.written);
        const pathPart = link.written.slice(0, link.written.length - suffix.length);
        if (targetFile === undefined || link.url === undefined) {
            // A relative link of a moved file to what is not a file (an API page, a redirect, a folder): written again to
            // lead to the same URL from the new place. One that leads nowhere stays as it is.
            if (!fromMoved || !isRelative(link.written) || link.target?.kind === 'missing')
                continue;
            if (link.url === undefined || /%[0-9a-f]{2}/i.test(pathPart)) {
                add(undefined, link.span.file, link.span.start.line, 'a relative link to what is not a file of the site');
                continue;
            }
            const url = link.url + (pathPart.endsWith('/') && !link.url.endsWith('/') ? '/' : '');
            const dotted = link.rewritten === true || pathPart.startsWith('./');
            const next = relativeFrom(baseFolder(link, moved.get(fromRel)), url, dotted) + suffix;
            if (next !== link.written)
                add((0,_model_links_js__WEBPACK_IMPORTED_MODULE_3__/* .linkFix */ .G_)(model, link, next), link.span.file, link.span.start.line, 'the link is not written plainly');
            continue;
        }
        const newTarget = moved.get(targetFile) ?? targetFile;
        const page = t.kind === 'page';
        const ext = page ? (/\.mdx?$/i.exec(pathPart)?.[0] ?? '') : '';
        // The URL path the link should now lead to: a page's URL (its file, when the link names the file), or the file.
        // A page link that names the file (`./setup.mdx`, `../index`) keeps naming it.
        const namesFile = ext !== '' || /(^|\/)index$/i.test(pathPart);
        let url;
        if (!page)
            url = '/' + newTarget;
        else if (namesFile)
            url = '/' + (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pagePathOf */ .KQ)(newTarget) + ext;
        else
            url = (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(newTarget);
        if (page && ext === '' && pathPart.endsWith('/') && url !== '/')
            url += '/';
        let next;
        if (isRelative(link.written)) {
            const at = moved.get(fromRel ?? '') ?? fromRel;
            if (at === undefined)
                continue;
            next = relativeFrom(baseFolder(link, at), url, link.rewritten === true || pathPart.startsWith('./')) + suffix;
        }
        else {
            if (!targetMoved)
                continue;
            const prefix = link.basePath ?? '';
            next = prefix + url + suffix;
        }
        if (next === link.written)
            continue;
        add((0,_model_links_js__WEBPACK_IMPORTED_MODULE_3__/* .linkFix */ .G_)(model, link, next), link.span.file, link.span.start.line, 'the link is not written plainly');
    }
}
/** Imports of a moved snippet, and the relative imports of a moved file. */
function importEdits(model, moved, add) {
    const content = model.content;
    if (!content)
        return;
    for (const f of content.files) {
        if (f.extract.kind !== 'mdx')
            continue;
        for (const imp of f.extract.imports) {
            const r = content.resolveImport(f, imp);
            if (r.status !== 'found')
                continue;
            const fromMoved = moved.has(f.rel);
            const relative = imp.source.startsWith('./') || imp.source.startsWith('../');
            if (!moved.has(r.rel) && !(fromMoved && relative))
                continue;
            const target = moved.get(r.rel) ?? r.rel;
            const written = importPath(imp.source, r.rel, target, moved.get(f.rel) ?? f.rel);
            if (written === imp.source)
                continue;
            add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceInContent */ .x8)(model, f.file, imp.range, imp.source, written), f.file, imp.range[0], 'the import is not written plainly');
        }
        snippetFileEdits(model, f, moved, add);
    }
}
/** An import's specifier for a file's new place, written as it was: from the root or relative, with or without extension. */
function importPath(source, oldRel, newRel, importer) {
    const hasExt = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(source) !== '' && oldRel.endsWith(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(source));
    const target = hasExt ? newRel : newRel.slice(0, newRel.length - node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(newRel).length);
    if (source.startsWith('/'))
        return '/' + target;
    return relativeFrom((0,_model_link_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .fileFolder */ .JB)(importer), '/' + target, true);
}
/** Legacy `<Snippet file="…">` references, named from `snippets/`, to a moved snippet. */
function snippetFileEdits(model, f, moved, add) {
    if (f.extract.kind !== 'mdx')
        return;
    for (const ref of f.extract.snippetFiles) {
        const r = model.content.resolveSnippetFile(ref);
        if (r.status !== 'found')
            continue;
        const to = moved.get(r.rel);
        if (to === undefined)
            continue;
        if (!to.startsWith('snippets/'))
            throw new MoveRefused(`"${r.rel}" must stay under snippets/: ${f.rel} names it with <Snippet file>, which reads only from there`);
        const fix = (0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceInContent */ .x8)(model, f.file, ref.range, ref.file, to.slice('snippets/'.length));
        add(fix, f.file, ref.range[0], 'the value is not written plainly');
    }
}
/**
 * The OpenAPI documents named by a moved page's `openapi:` (written from its folder) or of a moved document: in
 * docs.json (from the root) and in pages' frontmatter.
 */
function specEdits(model, moved, add) {
    const openapi = model.openapi;
    if (!openapi)
        return;
    for (const r of openapi.references) {
        if (r.via !== 'navigation' && r.via !== 'api')
            continue;
        if (r.resolution.status !== 'found')
            continue;
        const to = moved.get(r.resolution.spec.rel);
        if (to === undefined)
            continue;
        const written = (r.source.startsWith('/') ? '/' : '') + to;
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceString */ .uf)(model, r.span, r.source, written), r.span.file, r.span.start.line, 'the value is not a plain string');
    }
    for (const b of openapi.bindings) {
        const spec = b.ref?.spec;
        if (spec === undefined || b.specResolution?.status !== 'found')
            continue;
        const specRel = b.specResolution.spec.rel;
        const pageTo = moved.get(b.file);
        const specTo = moved.get(specRel);
        if (pageTo === undefined && specTo === undefined)
            continue;
        const fromFolder = !spec.startsWith('/') && node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(b.file), spec) === specRel;
        let next;
        if (fromFolder)
            next = relativeFrom((0,_model_link_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .fileFolder */ .JB)(pageTo ?? b.file), '/' + (specTo ?? specRel), spec.startsWith('./')).replace(/^\.\/(?=\.\.\/)/, '');
        else if (specTo !== undefined)
            next = (spec.startsWith('/') ? '/' : '') + specTo;
        else
            continue;
        if (next === spec)
            continue;
        const value = b.value.replace(spec, next);
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceString */ .uf)(model, b.span, b.value, value), b.span.file, b.span.start.line, 'the openapi value is not plain');
    }
}
/** The path part of a redirect destination (no query or fragment), as a URL path. */
function destinationPath(destination) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(destination))
        return undefined;
    return (0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeUrl */ .l2)((0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .stripQuery */ .jI)(destination).replace(/#.*$/, ''));
}
/**
 * Redirects whose destination was a moved page now lead to its new URL (no chain), and one redirect is added: from
 * the page's old URL, or for a folder a wildcard one from everything under it.
 */
function redirectEdits(model, urls, pages, folder, add, plan) {
    if (urls.size === 0)
        return;
    const { redirects } = (0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .readRedirects */ .Iq)(model);
    const newUrls = new Set(urls.values());
    // A move back: the redirect an earlier move added, from the new URL to the old one, goes (it would make a loop).
    const removed = new Set();
    const wildcards = folder ? [':slug*', ':slug+'] : [];
    for (const r of redirects) {
        const source = (0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeUrl */ .l2)((0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .stripQuery */ .jI)(r.source));
        const dest = destinationPath(r.destination);
        const back = r.pattern
            ? wildcards.some((w) => r.source === `${folder.to}/${w}` && r.destination === `${folder.from}/${w}`)
            : newUrls.has(source) && dest !== undefined && (urls.get(dest) ?? movedPageUrl(model, dest, pages)) === source;
        if (back) {
            removed.add(r);
        }
        else if (!r.pattern && newUrls.has(source))
            throw new MoveRefused(`a redirect (line ${r.span.start.line}) already leads away from ${r.source}`);
    }
    for (const r of redirects) {
        if (removed.has(r))
            continue;
        const dest = destinationPath(r.destination);
        if (dest === undefined || !r.destinationSpan)
            continue;
        let next = urls.get(dest) ?? movedPageUrl(model, dest, pages);
        if (next === undefined && folder && dest.startsWith(folder.from + '/'))
            next = folder.to + dest.slice(folder.from.length);
        if (next === undefined)
            continue;
        const rest = r.destination.slice(r.destination.search(/[?#]|$/));
        const written = next + rest;
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceString */ .uf)(model, r.destinationSpan, r.destination, written), r.destinationSpan.file, r.destinationSpan.start.line, 'the destination is not a plain string');
    }
    const [[oldUrl, newUrl]] = urls;
    // `:slug*` covers the folder's own URL too; when a page that stays is served there, `:slug+` leaves it alone.
    const wildcard = folder && servedOutside(model, folder.from, urls) ? ':slug+' : ':slug*';
    const entry = folder
        ? { source: `${folder.from}/${wildcard}`, destination: `${folder.to}/${wildcard}` }
        : { source: oldUrl, destination: newUrl };
    const there = redirects.some((r) => !removed.has(r) && (0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeUrl */ .l2)((0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .stripQuery */ .jI)(r.source)) === (0,_model_redirects_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeUrl */ .l2)(entry.source));
    // The redirect of a move undone is turned around into the new one, where it stands; any other goes.
    const [first, ...rest] = removed;
    const turned = !there && first?.sourceSpan && first.destinationSpan ? first : undefined;
    for (const r of turned ? rest : removed)
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .removeRedirect */ .zl)(model, r.span), r.span.file, r.span.start.line, 'the redirect is not in docs.json itself');
    if (there)
        return;
    plan.redirect = entry;
    if (turned) {
        const why = 'the redirect is not written plainly';
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceString */ .uf)(model, turned.sourceSpan, turned.source, entry.source), turned.span.file, turned.span.start.line, why);
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceString */ .uf)(model, turned.destinationSpan, turned.destination, entry.destination), turned.span.file, turned.span.start.line, why);
    }
    else
        add((0,_builders_js__WEBPACK_IMPORTED_MODULE_6__/* .addRedirect */ .S8)(model, entry), model.configFile, 1, 'docs.json has no redirects array to add to');
}
/** The new URL of a moved page that a URL path names another way (`/index`, `/guides/index`, `/guides/setup.mdx`). */
function movedPageUrl(model, url, pages) {
    const found = model.files.resolvePage((0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePagePath */ .iu)(url));
    if (found.status !== 'found')
        return undefined;
    const to = pages.get(found.file);
    return to === undefined ? undefined : (0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrl */ .fi)(to);
}
/** Whether a page that does not move is served at a URL (a page beside the moved folder, of the same name). */
function servedOutside(model, url, moved) {
    if (moved.has(url))
        return false;
    return model.files.resolvePage((0,_load_files_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePagePath */ .iu)(url)).status === 'found';
}
/** Whether a root-relative path is taken on a file system (any kind of entry: a move never overwrites). */
function takenOn(fs, root) {
    return (rel) => {
        try {
            fs.lstatSync(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, rel));
            return true;
        }
        catch {
            return false;
        }
    };
}
/** The files a plan changes: each one's text now and after the edits, by absolute path. Throws when edits overlap. */
function editedTexts(plan, read) {
    const byFile = new Map();
    for (const fix of plan.fixes)
        byFile.set(fix.file, [...(byFile.get(fix.file) ?? []), fix]);
    const out = new Map();
    for (const [file, fixes] of [...byFile].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const before = read(file);
        const pass = (0,_edits_js__WEBPACK_IMPORTED_MODULE_7__/* .applyFixes */ .yZ)(before, fixes.map((fix) => ({ fix })));
        if (pass.deferred.length > 0 || pass.invalid.length > 0)
            throw new MoveRefused(`the edits of ${file} overlap or no longer fit it: run navlint check and try again`);
        if (pass.text !== before)
            out.set(file, { before, after: pass.text });
    }
    return out;
}


/***/ })

};
