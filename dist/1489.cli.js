export const id = 1489;
export const ids = [1489];
export const modules = {

/***/ 11489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  extractContent: () => (/* binding */ extractContent)
});

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 42 modules
var lib = __webpack_require__(95486);
// EXTERNAL MODULE: ./node_modules/mdast-util-frontmatter/lib/index.js
var mdast_util_frontmatter_lib = __webpack_require__(88494);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 11 modules
var mdast_util_gfm_lib = __webpack_require__(88881);
// EXTERNAL MODULE: ./node_modules/mdast-util-mdx/lib/index.js + 10 modules
var mdast_util_mdx_lib = __webpack_require__(11925);
// EXTERNAL MODULE: ./node_modules/micromark-extension-frontmatter/lib/syntax.js
var syntax = __webpack_require__(30796);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-autolink-literal/lib/syntax.js
var lib_syntax = __webpack_require__(7042);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-footnote/lib/syntax.js
var micromark_extension_gfm_footnote_lib_syntax = __webpack_require__(22429);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-strikethrough/lib/syntax.js
var micromark_extension_gfm_strikethrough_lib_syntax = __webpack_require__(1680);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-table/lib/syntax.js + 2 modules
var micromark_extension_gfm_table_lib_syntax = __webpack_require__(57749);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-task-list-item/lib/syntax.js
var micromark_extension_gfm_task_list_item_lib_syntax = __webpack_require__(91197);
// EXTERNAL MODULE: ./node_modules/micromark-extension-mdxjs/index.js + 13 modules
var micromark_extension_mdxjs = __webpack_require__(14613);
// EXTERNAL MODULE: ./node_modules/micromark-util-combine-extensions/index.js
var micromark_util_combine_extensions = __webpack_require__(96792);
;// CONCATENATED MODULE: ./src/content/nesting.ts
/**
 * How deep a page nests lists and blockquotes, read from the line prefixes alone, before the parser sees the page.
 * The platform's MDX compiler walks the tree recursively and overflows its stack from about 765 nested lists (1,686
 * blockquotes, measured with the MDX compiler the platform's CLI ships); the Markdown parser itself slows down with
 * the square or cube of the depth (a list nested 1,000 deep by indentation ran for minutes). A page nested deeper
 * than MAX_NESTING is reported without being parsed.
 */
/** Deepest nesting of lists and blockquotes that navlint parses. */
const MAX_NESTING = 500;
/**
 * The first line at which lists and blockquotes are nested deeper than `max`. Markers at the start of a line
 * (`>`, `-`, `*`, `+`, `1.`, `1)` followed by a blank) each open a level; a list item also stays open for the lines
 * indented at least to its content, so that a list nested by indentation counts its levels too. Code is not told
 * apart: nothing real comes near the bound, with or without it.
 */
function deepNesting(text, max = MAX_NESTING) {
    // Content columns of the list items still open, innermost last.
    const open = [];
    for (let start = 0; start <= text.length; start++) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        let j = start;
        let col = 0;
        const blanks = () => {
            while (j < end && (text[j] === ' ' || text[j] === '\t')) {
                col = text[j] === '\t' ? col + 4 - (col % 4) : col + 1;
                j++;
            }
        };
        blanks();
        // A blank line keeps the open items (a list goes on after one).
        if (j < end && text[j] !== '\r') {
            // A line indented less than an item's content closes that item.
            while (open.length > 0 && open[open.length - 1] > col)
                open.pop();
            let depth = open.length;
            for (;;) {
                const ch = text[j];
                let width = 0;
                if (ch === '>')
                    width = 1;
                else if ((ch === '-' || ch === '*' || ch === '+') && isBlank(text, j + 1, end))
                    width = 1;
                else if (ch >= '0' && ch <= '9') {
                    let k = j;
                    while (k < end && k - j < 9 && text[k] >= '0' && text[k] <= '9')
                        k++;
                    if ((text[k] === '.' || text[k] === ')') && isBlank(text, k + 1, end))
                        width = k - j + 1;
                }
                if (width === 0)
                    break;
                depth++;
                j += width;
                col += width;
                // One blank after the marker; an item's content starts there, and later lines indented that far are in it.
                if (text[j] === ' ' || text[j] === '\t') {
                    j++;
                    col++;
                }
                if (ch !== '>')
                    open.push(col);
                blanks();
            }
            if (depth > max)
                return { offset: start, depth };
        }
        start = end;
    }
    return undefined;
}
/** Whether the character at `at` is a blank or the end of the line (a list marker needs one after it). */
function isBlank(text, at, end) {
    return at >= end || text[at] === ' ' || text[at] === '\t' || text[at] === '\r';
}

// EXTERNAL MODULE: ./src/content/link-text.ts
var link_text = __webpack_require__(76149);
;// CONCATENATED MODULE: ./src/content/a11y.ts

/** Collects the media, link texts, tables and icon props of a parsed page. */
function extractA11y(root, p) {
    const out = { media: [], linkTexts: [], tables: [], icons: [] };
    const definitions = new Map();
    const imageRefs = [];
    // An explicit stack, as the main walk: a hostile page may nest thousands of levels deep.
    // Each node with the caption of the `<Frame>` around it and the block (paragraph, table cell) that holds it.
    const stack = [[root, undefined, undefined]];
    const blockText = new Map();
    while (stack.length > 0) {
        const [node, frameCaption, within] = stack.pop();
        let caption = frameCaption;
        const block = node.type === 'paragraph' || node.type === 'tableCell' ? node : within;
        switch (node.type) {
            case 'image':
                out.media.push(markdownImage(node, p, node.url, node.title, frameCaption));
                break;
            case 'imageReference':
                imageRefs.push([node, frameCaption]);
                break;
            case 'definition':
                if (typeof node.identifier === 'string' && !definitions.has(node.identifier))
                    definitions.set(node.identifier, node);
                break;
            case 'link':
            case 'linkReference': {
                const info = { kind: 'markdown', ...linkText(node), ...urlOf(node), range: range(node, p) };
                // A Markdown title (`[](#x "Direct link")`) names the link, as `title` names an `<a>`.
                if (typeof node.title === 'string' && node.title.trim() !== '')
                    info.labelled = true;
                if (!(0,link_text/* isUnclear */.Z5)(info))
                    break;
                if (block && info.text !== '') {
                    if (!blockText.has(block))
                        blockText.set(block, plainText(block));
                    if (clearInContext(info.text, blockText.get(block)))
                        break;
                }
                out.linkTexts.push(info);
                break;
            }
            case 'table':
                out.tables.push({ kind: 'markdown', header: markdownHeader(node), range: range(node, p) });
                break;
            case 'mdxJsxFlowElement':
            case 'mdxJsxTextElement':
                caption = a11y_element(node, p, out, frameCaption);
                break;
        }
        const children = node.children;
        if (children)
            for (let i = children.length - 1; i >= 0; i--)
                stack.push([children[i], caption, block]);
    }
    for (const [node, frameCaption] of imageRefs) {
        const def = typeof node.identifier === 'string' ? definitions.get(node.identifier) : undefined;
        out.media.push(markdownImage(node, p, def?.url, def?.title, frameCaption));
    }
    out.media.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
    return out;
}
function range(node, p) {
    const pos = node.position;
    if (!pos)
        return [1, 1, 1, 1];
    return p.range(pos.start.offset ?? 0, pos.end.offset ?? 0);
}
function markdownImage(node, p, url, title, frameCaption) {
    const alt = typeof node.alt === 'string' ? node.alt : '';
    const info = { kind: 'markdown', alt, range: range(node, p) };
    if (url !== undefined)
        info.src = url;
    const caption = title?.trim() || frameCaption;
    if (caption)
        info.caption = caption;
    if (frameCaption !== undefined)
        info.inFrame = true;
    const start = node.position?.start.offset;
    if (alt === '' && start !== undefined && p.text.startsWith('![]', start))
        info.insertAt = p.range(start + 2, start + 2);
    return info;
}
/** The `<Frame>` caption passed on to the children, or the one in force. */
function a11y_element(node, p, out, frameCaption) {
    const name = node.name;
    if (!name)
        return frameCaption;
    const attrs = new Map();
    let spread = false;
    for (const a of node.attributes ?? []) {
        if (a.type === 'mdxJsxExpressionAttribute')
            spread = true;
        else if (a.name)
            attrs.set(a.name, { value: a.value === null ? '' : typeof a.value === 'string' ? a.value : undefined, attr: a });
    }
    const start = node.position?.start.offset ?? 0;
    let at = start + 1;
    while (at < p.text.length && /\s/.test(p.text[at]))
        at++;
    const tag = p.text.startsWith(name, at) ? p.range(start, at + name.length) : range(node, p);
    const nameEnd = p.text.startsWith(name, at) ? p.range(at + name.length, at + name.length) : undefined;
    switch (name) {
        case 'Frame': {
            const c = attrs.get('caption')?.value?.trim();
            return c || frameCaption;
        }
        case 'img':
        case 'video':
        case 'iframe': {
            const names = name === 'img' ? ['alt'] : name === 'video' ? ['alt', 'title', 'aria-label'] : ['title', 'aria-label'];
            const info = { kind: name, range: tag };
            for (const n of [...names, 'aria-labelledby']) {
                const a = attrs.get(n);
                if (!a)
                    continue;
                if (a.value === undefined || n === 'aria-labelledby')
                    info.dynamic = true;
                else if (info.alt === undefined || (info.alt.trim() === '' && a.value.trim() !== '')) {
                    info.alt = a.value;
                    info.altAttribute = n;
                }
            }
            if (spread)
                info.dynamic = true;
            const role = attrs.get('role')?.value;
            if (attrs.get('aria-hidden')?.value === 'true' || role === 'presentation' || role === 'none')
                info.decorative = true;
            const src = attrs.get('src')?.value;
            if (src)
                info.src = src;
            const caption = (name === 'img' ? attrs.get('title')?.value?.trim() : undefined) || frameCaption;
            if (caption)
                info.caption = caption;
            if (frameCaption !== undefined)
                info.inFrame = true;
            if (nameEnd && info.alt === undefined && !info.dynamic)
                info.insertAt = nameEnd;
            out.media.push(info);
            break;
        }
        case 'a': {
            const labelled = ['aria-label', 'aria-labelledby', 'title'].some((n) => {
                const a = attrs.get(n);
                return a && (a.value === undefined || a.value.trim() !== '');
            });
            const info = { kind: 'a', ...linkText(node), range: tag };
            if (labelled || spread)
                info.labelled = true;
            const href = attrs.get('href')?.value;
            if (href !== undefined)
                info.url = href;
            keepUnclear(out, info);
            break;
        }
        case 'table':
            out.tables.push({ kind: 'table', header: hasHeaderCell(node), range: tag });
            break;
    }
    const icon = attrs.get('icon');
    // An icon given as an element (`icon={<svg …/>}`) has no style: `iconType` beside it is never read.
    const iconType = icon && icon.value === undefined ? undefined : attrs.get('iconType');
    if ((icon && icon.value !== undefined) || (iconType && iconType.value !== undefined)) {
        const use = { element: name };
        if (icon?.value !== undefined)
            use.icon = { value: icon.value, range: valueRange(icon.attr, p) };
        if (iconType?.value !== undefined)
            use.iconType = { value: iconType.value, range: valueRange(iconType.attr, p) };
        out.icons.push(use);
    }
    return frameCaption;
}
/** The range of an attribute's literal value, between its quotes (the whole attribute when it cannot be told). */
function valueRange(attr, p) {
    const start = attr.position?.start.offset;
    const end = attr.position?.end.offset;
    if (start !== undefined && end !== undefined) {
        const eq = p.text.indexOf('=', start);
        let q = eq + 1;
        while (q < end && /\s/.test(p.text[q]))
            q++;
        if (eq >= 0 && eq < end && (p.text[q] === '"' || p.text[q] === "'") && p.text[end - 1] === p.text[q])
            return p.range(q + 1, end - 1);
    }
    return range(attr, p);
}
/** The text of a link: its text and inline code, the alt of images in it, and whether something unreadable names it. */
function linkText(link) {
    let text = '';
    const alts = [];
    let labelled = false;
    const stack = [...(link.children ?? [])].reverse();
    while (stack.length > 0) {
        const n = stack.pop();
        if (n.type === 'text' || n.type === 'inlineCode')
            text += String(n.value ?? '');
        else if (n.type === 'image' || n.type === 'imageReference') {
            if (n.alt)
                alts.push(n.alt);
        }
        else if (n.type === 'mdxTextExpression' || n.type === 'mdxFlowExpression')
            labelled = true;
        else if (n.type === 'mdxJsxTextElement' || n.type === 'mdxJsxFlowElement') {
            if (n.name === 'img') {
                const alt = n.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'alt');
                if (alt && typeof alt.value !== 'string' && alt.value !== null)
                    labelled = true;
                else if (typeof alt?.value === 'string' && alt.value.trim() !== '')
                    alts.push(alt.value);
            }
            else if (n.name && /^[A-Z]/.test(n.name) && n.name !== 'Icon' && !n.children?.length)
                labelled = true;
            if (n.children)
                for (let i = n.children.length - 1; i >= 0; i--)
                    stack.push(n.children[i]);
        }
        else if (n.children)
            for (let i = n.children.length - 1; i >= 0; i--)
                stack.push(n.children[i]);
    }
    return {
        text: text.replace(/\s+/g, ' ').trim(),
        ...(alts.length > 0 ? { imageAlt: alts.join(' ') } : {}),
        ...(labelled ? { labelled: true } : {}),
    };
}
/**
 * Keeps a link whose name is unclear (see `isUnclear`): the others, most of a page's links, are never reported, and
 * would only make the extract larger (each one's URL is kept in the page's links too).
 */
/** The text of a block, its links' texts included, white space collapsed. */
function plainText(node) {
    let out = '';
    const stack = [node];
    while (stack.length > 0) {
        const n = stack.pop();
        if ((n.type === 'text' || n.type === 'inlineCode') && typeof n.value === 'string')
            out += n.value;
        else if (n.children)
            for (let i = n.children.length - 1; i >= 0; i--)
                stack.push(n.children[i]);
    }
    return out.replace(/\s+/g, ' ');
}
/** Words that say nothing of a link's target: what is left of its sentence without them names it, or does not. */
const STOCK = new Set(('a about above also an and any are at below can check click details doc docs documentation find follow ' +
    'following for from further get go guide here how in info information is it learn link more of on or our ' +
    'out page please read refer see the these this to visit we what you your').split(' '));
/**
 * Whether a vague link text ("here", "this page") is clear in its sentence, as WCAG 2.4.4 lets the sentence,
 * paragraph, list item or table cell around a link tell its purpose: the sentence, without the link's text, names
 * a subject in at least two words of its own ("Read more about indexing and retrieval [here]"), where "See [here]
 * for more information." names none.
 */
function clearInContext(linkText, block) {
    const at = block.indexOf(linkText);
    if (at < 0)
        return false;
    const start = Math.max(block.lastIndexOf('. ', at), block.lastIndexOf('! ', at), block.lastIndexOf('? ', at), block.lastIndexOf('; ', at));
    const ends = ['. ', '! ', '? ', '; '].map((e) => block.indexOf(e, at + linkText.length)).filter((i) => i >= 0);
    const sentence = block.slice(start < 0 ? 0 : start + 1, ends.length ? Math.min(...ends) + 1 : block.length);
    const rest = sentence.replace(linkText, ' ');
    const words = rest.match(/[\p{L}\p{N}][\p{L}\p{N}_.'’-]*/gu) ?? [];
    return words.filter((w) => w.length >= 3 && !STOCK.has(w.toLowerCase().replace(/[.'’]+$/, ''))).length >= 2;
}
function keepUnclear(out, link) {
    if ((0,link_text/* isUnclear */.Z5)(link))
        out.linkTexts.push(link);
}
function urlOf(node) {
    return typeof node.url === 'string' ? { url: node.url } : {};
}
/** Whether the first row of a GFM table has text (or anything else) in a cell. */
function markdownHeader(table) {
    const head = table.children?.[0];
    return (head?.children ?? []).some((cell) => (cell.children ?? []).some((c) => c.type !== 'text' || String(c.value).trim() !== ''));
}
/** Whether a JSX `<table>` has a `<th>` or `<thead>` anywhere inside it (or content that cannot be read). */
function hasHeaderCell(table) {
    const stack = [...(table.children ?? [])];
    while (stack.length > 0) {
        const n = stack.pop();
        if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
            if (n.name === 'th' || n.name === 'thead')
                return true;
            if (n.name && /^[A-Z]/.test(n.name))
                return true;
        }
        if (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression')
            return true;
        if (n.children)
            for (const c of n.children)
                stack.push(c);
    }
    return false;
}

// EXTERNAL MODULE: ./src/core/directives.ts
var directives = __webpack_require__(77953);
// EXTERNAL MODULE: ./src/content/prepare.ts
var content_prepare = __webpack_require__(21486);
;// CONCATENATED MODULE: ./src/content/mdx.ts
















const MDX = (0,micromark_extension_mdxjs/* mdxjs */.d)();
const FRONTMATTER = (0,syntax/* frontmatter */.v)(['yaml']);
const AUTOLINK = (0,lib_syntax/* gfmAutolinkLiteral */.$)();
/** The autolink literals less the e-mail one, which is tried at every letter and digit of the text. */
const AUTOLINK_NO_EMAIL = {
    text: Object.fromEntries(Object.entries(AUTOLINK.text ?? {}).flatMap(([code, constructs]) => {
        const kept = [constructs ?? []].flat().filter((c) => c.name !== 'emailAutolink');
        return kept.length > 0 ? [[code, kept]] : [];
    })),
};
const FOOTNOTE = (0,micromark_extension_gfm_footnote_lib_syntax/* gfmFootnote */.r)();
const STRIKETHROUGH = (0,micromark_extension_gfm_strikethrough_lib_syntax/* gfmStrikethrough */.K)();
const TABLE = (0,micromark_extension_gfm_table_lib_syntax/* gfmTable */.x)();
const TASK_LIST = (0,micromark_extension_gfm_task_list_item_lib_syntax/* gfmTaskListItem */.J)();
const extensionSets = new Map();
/**
 * The parser's extensions for a text: MDX, frontmatter and GFM (combined as `micromark-extension-gfm` does),
 * less the GFM constructs that cannot match anywhere in this text. A construct is tried at many characters (the
 * e-mail autolink at every letter, a table at every line) and together they take a third of the parse; one that
 * cannot match changes nothing in the tree. An e-mail autolink needs an `@`, a URL one `http`/`www`, a table a
 * `|`, a footnote `[^`, a strikethrough `~`.
 */
function extensionsFor(text) {
    const mask = (text.includes('@') ? 1 : 0) |
        (/https?:|www\./i.test(text) ? 2 : 0) |
        (text.includes('[^') ? 4 : 0) |
        (text.includes('~') ? 8 : 0) |
        (text.includes('|') ? 16 : 0);
    let set = extensionSets.get(mask);
    if (!set) {
        const autolink = mask & 1 ? [AUTOLINK] : mask & 2 ? [AUTOLINK_NO_EMAIL] : [];
        const gfm = (0,micromark_util_combine_extensions/* combineExtensions */.y)([
            ...autolink,
            ...(mask & 4 ? [FOOTNOTE] : []),
            ...(mask & 8 ? [STRIKETHROUGH] : []),
            ...(mask & 16 ? [TABLE] : []),
            TASK_LIST,
        ]);
        set = [MDX, gfm, FRONTMATTER];
        extensionSets.set(mask, set);
    }
    return set;
}
// GFM's tree transform only finds more bare `https://…`, `www.…` and e-mail links in text, external ones
// that no rule reads; it walks the whole tree of every page, so it is left out.
const mdastExtensions = [
    (0,mdast_util_mdx_lib/* mdxFromMarkdown */.r)(),
    ...(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)().map((e) => ({ ...e, transforms: [] })),
    (0,mdast_util_frontmatter_lib/* frontmatterFromMarkdown */.q)(['yaml']),
];
/** Parses an `.mdx` or `.md` file as the platform does (MDX, GFM, YAML frontmatter) and keeps what the rules need. */
function extractMdx(text, options) {
    return extractPrepared(prepare(text, options.variables));
}
/** `extractMdx`, unless the page nests lists and blockquotes deeper than the platform renders: then it is not parsed. */
function extractPage(text, options) {
    const prepared = (0,content_prepare/* prepare */.iA)(text, options.variables);
    const deep = deepNesting(prepared.text);
    if (deep) {
        const at = prepared.range(deep.offset, deep.offset);
        return {
            kind: 'skipped',
            tooComplex: true,
            range: [at[0], 1, at[0], 1],
            reason: `Lists and blockquotes are nested ${deep.depth} levels deep here; the platform's MDX compiler fails from ` +
                `about 765 nested lists, and navlint does not parse a page nested deeper than ${MAX_NESTING} levels.`,
        };
    }
    return extractPrepared(prepared);
}
function extractPrepared(prepared) {
    const out = {
        kind: 'mdx',
        imports: [],
        exports: [],
        jsx: [],
        headings: [],
        ids: [],
        links: [],
        anchors: [],
        variables: [],
        snippetFiles: [],
    };
    let tree;
    try {
        tree = (0,lib/* fromMarkdown */.Y)(prepared.text, { extensions: extensionsFor(prepared.text), mdastExtensions });
    }
    catch (e) {
        out.error = syntaxProblem(e, prepared);
        return out;
    }
    new Walker(prepared, out).walk(tree);
    out.a11y = extractA11y(tree, prepared);
    return out;
}
/** A parse failure as a positioned problem; anything that is not the parser's own message is re-thrown. */
function syntaxProblem(e, prepared) {
    const err = e;
    if (typeof err?.reason !== 'string')
        throw e;
    const place = err.place;
    const start = place?.start ?? (typeof place?.line === 'number' ? place : undefined);
    const end = place?.start ? place.end : undefined;
    const from = start ? prepared.parsedOffset(start.line, start.column) : 0;
    const to = end ? prepared.parsedOffset(end.line, end.column) : from;
    const cause = err.cause;
    const detail = typeof cause?.message === 'string' ? cause.message.replace(/\s*\(\d+:\d+\)$/, '') : undefined;
    return {
        message: remapPositions(err.reason, prepared),
        range: prepared.range(from, to),
        ...(typeof err.ruleId === 'string' ? { ruleId: err.ruleId } : {}),
        ...(typeof err.source === 'string' ? { source: err.source } : {}),
        ...(detail ? { detail } : {}),
    };
}
/** Positions quoted in a message (`(7:10-7:26)`) are of the parsed text: they are rewritten for the original file. */
function remapPositions(message, prepared) {
    if (prepared.text === prepared.original)
        return message;
    return message.replace(/\((\d+):(\d+)-(\d+):(\d+)\)/g, (_all, l1, c1, l2, c2) => {
        const r = prepared.range(prepared.parsedOffset(Number(l1), Number(c1)), prepared.parsedOffset(Number(l2), Number(c2)));
        return `(${r[0]}:${r[1]}-${r[2]}:${r[3]})`;
    });
}
const HEADING_TAG = /^h([1-6])$/;
/** Attributes that hold a URL on any element. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** An `icon` given as a file or URL rather than an icon name. */
const ICON_PATH = /^(\/|\.\.?\/|[a-z][a-z0-9+.-]*:)|\.(svg|png|jpe?g|gif|webp|ico|avif)$/i;
/** Components the platform gives an anchor made from one of their props, and those props. */
const ANCHOR_PROPS = {
    Tab: ['title'],
    Accordion: ['title'],
    View: ['title'],
    Step: ['title', 'titleSize'],
    Update: ['label'],
    ParamField: ['query', 'path', 'body', 'header', 'name'],
    Param: ['query', 'path', 'body', 'header', 'name'],
    ResponseField: ['name'],
};
/** Walks the tree once, in document order, and fills the extract. */
class Walker {
    p;
    out;
    constructor(p, out) {
        this.p = p;
        this.out = out;
    }
    /** `titleSize` that a `<Steps>` passes on to the steps directly inside it. */
    inheritedTitleSize = new Map();
    stepsTitleSize(steps, size) {
        // Fragments (`<>…</>`) are transparent; a nested `<Steps>` passes on its own.
        const stack = [...(steps.children ?? [])];
        while (stack.length > 0) {
            const child = stack.pop();
            if (child.type !== 'mdxJsxFlowElement')
                continue;
            if (child.name === 'Step')
                this.inheritedTitleSize.set(child, size);
            else if (!child.name)
                stack.push(...(child.children ?? []));
        }
    }
    /** Definitions by identifier, and how reference-style links use each. */
    definitions = new Map();
    references = [];
    walk(root) {
        // An explicit stack: a hostile page may nest thousands of levels deep.
        const stack = [root];
        while (stack.length > 0) {
            const node = stack.pop();
            this.visit(node);
            const children = node.children;
            if (children)
                for (let i = children.length - 1; i >= 0; i--)
                    stack.push(children[i]);
        }
        // A definition renders only through the references that use it (an image use makes it an image).
        for (const [id, as] of this.references) {
            const def = this.definitions.get(id);
            if (def && def.usedAs !== 'image')
                def.usedAs = as;
        }
    }
    range(node) {
        const pos = node.position;
        if (!pos)
            return [1, 1, 1, 1];
        return this.p.range(pos.start.offset ?? 0, pos.end.offset ?? 0);
    }
    visit(node) {
        switch (node.type) {
            case 'heading': {
                const range = this.range(node);
                const id = this.p.headingIds.get(range[0]);
                const { text, codeQuotes } = headingText(node);
                this.out.headings.push({
                    depth: node.depth ?? 1,
                    text,
                    range,
                    ...(id !== undefined ? { id } : {}),
                    ...(codeQuotes.length > 0 ? { codeQuotes } : {}),
                });
                break;
            }
            case 'link':
            case 'image':
            case 'definition':
                if (typeof node.url === 'string')
                    this.link(node, node.type);
                break;
            case 'linkReference':
            case 'imageReference':
                if (typeof node.identifier === 'string')
                    this.references.push([node.identifier, node.type === 'imageReference' ? 'image' : 'link']);
                break;
            case 'mdxFlowExpression':
            case 'mdxTextExpression': {
                const at = node.position?.start.offset;
                const candidate = at === undefined ? undefined : this.p.candidates.get(at);
                if (candidate && node.position.end.offset === at + (candidate.to - candidate.from)) {
                    this.out.variables.push({ name: candidate.name, range: this.p.originalRange(candidate.from, candidate.to) });
                }
                this.directive(node);
                break;
            }
            case 'mdxJsxFlowElement':
            case 'mdxJsxTextElement':
                this.element(node);
                break;
            case 'mdxjsEsm':
                if (node.data?.estree)
                    this.esm(node.data.estree);
                break;
        }
    }
    /** An expression that is one `/* navlint-… *\/` comment and nothing else. */
    directive(node) {
        const value = node.value;
        if (typeof value !== 'string' || !value.includes('navlint-'))
            return;
        // One comment and nothing else, found without backtracking (a hostile expression may be megabytes long).
        const body = value.trim();
        const close = body.indexOf('*/');
        if (!body.startsWith('/*') || close !== body.length - 2)
            return;
        const parsed = (0,directives/* parseDirective */.x)(body.slice(2, close));
        if (parsed)
            (this.out.directives ??= []).push({ ...parsed, range: this.range(node) });
    }
    element(node) {
        const name = node.name;
        if (!name)
            return;
        const start = node.position?.start.offset ?? 0;
        const text = this.p.text;
        let at = start + 1;
        while (at < text.length && /\s/.test(text[at]))
            at++;
        const nameRange = text.startsWith(name, at) ? this.p.range(at, at + name.length) : this.range(node);
        this.out.jsx.push({ name, range: nameRange });
        let id;
        let noAnchor = false;
        const anchorProps = Object.prototype.hasOwnProperty.call(ANCHOR_PROPS, name) ? ANCHOR_PROPS[name] : undefined;
        const props = new Map();
        for (const attr of node.attributes ?? []) {
            if (attr.type !== 'mdxJsxAttribute' || !attr.name)
                continue;
            if (attr.name === 'noAnchor')
                noAnchor = true;
            if (typeof attr.value !== 'string')
                continue;
            // `<use href>` inside an SVG names a symbol of a sprite, not a page or a file readers open.
            if (name === 'Snippet' && attr.name === 'file') {
                const range = this.attributeValueRange(attr);
                this.out.snippetFiles.push({
                    file: attr.value,
                    range: range ? this.p.range(range[0], range[1]) : this.range(attr),
                });
            }
            else if ((URL_ATTRIBUTES.has(attr.name) && name !== 'use') ||
                (attr.name === 'img' && name === 'Card') ||
                (attr.name === 'icon' && ICON_PATH.test(attr.value)))
                this.attributeLink(attr, name, attr.value);
            else if (attr.name === 'id') {
                id = attr.value;
                this.out.ids.push({ id, element: name, range: this.range(attr) });
            }
            if (anchorProps?.includes(attr.name) && attr.value !== '')
                props.set(attr.name, attr.value);
        }
        if (name === 'Steps' && node.attributes?.some((a) => a.name === 'titleSize' && typeof a.value === 'string'))
            this.stepsTitleSize(node, node.attributes.find((a) => a.name === 'titleSize').value);
        // A step has an anchor only when its title is a heading (`titleSize` h2 or h3, its own or its `<Steps>`'s).
        if (name === 'Step') {
            const size = props.get('titleSize') ?? this.inheritedTitleSize.get(node);
            props.delete('titleSize');
            if (noAnchor || (size !== 'h2' && size !== 'h3'))
                props.clear();
        }
        for (const [prop, value] of props)
            this.out.anchors.push({ element: name, prop, value });
        const heading = HEADING_TAG.exec(name);
        if (heading) {
            const h = { depth: Number(heading[1]), text: textOf(node), range: this.range(node), jsx: true };
            if (id !== undefined)
                h.id = id;
            if (noAnchor)
                h.noAnchor = true;
            this.out.headings.push(h);
        }
    }
    /** A Markdown link, image or definition, with its URL as written located in the text. */
    link(node, kind) {
        const url = node.url;
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        let at;
        if (start !== undefined && end !== undefined) {
            const text = this.p.text;
            if (kind === 'link' && text[start] === '<')
                at = [start + 1, end - 1];
            else {
                // After the label: `](` for links and images, `]:` for definitions.
                const last = kind === 'link' ? node.children?.at(-1)?.position?.end.offset : undefined;
                const close = last !== undefined ? last : closingBracket(text, start + (kind === 'image' ? 2 : 1), end);
                const open = kind === 'definition' ? ':' : '(';
                if (close !== undefined && text[close] === ']' && text[close + 1] === open)
                    at = destination(text, close + 2, end);
            }
        }
        const info = { kind, url, range: at ? this.p.range(at[0], at[1]) : this.range(node) };
        if (at)
            this.raw(info, at);
        this.out.links.push(info);
        if (kind === 'definition' && typeof node.identifier === 'string' && !this.definitions.has(node.identifier))
            this.definitions.set(node.identifier, info);
    }
    /** The offsets of a JSX attribute's string value between its quotes, in the parsed text. */
    attributeValueRange(attr) {
        const start = attr.position?.start.offset;
        const end = attr.position?.end.offset;
        const text = this.p.text;
        if (start === undefined || end === undefined)
            return undefined;
        const eq = text.indexOf('=', start);
        let q = eq + 1;
        while (q < end && /\s/.test(text[q]))
            q++;
        if (eq >= 0 && eq < end && (text[q] === '"' || text[q] === "'") && text[end - 1] === text[q])
            return [q + 1, end - 1];
        return undefined;
    }
    /** A JSX attribute that holds a URL: the range is the value between its quotes. */
    attributeLink(attr, element, url) {
        const at = this.attributeValueRange(attr);
        const info = {
            kind: 'jsx',
            url,
            range: at ? this.p.range(at[0], at[1]) : this.range(attr),
            element,
            attribute: attr.name,
        };
        if (at)
            this.raw(info, at);
        this.out.links.push(info);
    }
    /** Keeps the URL as written when it differs from what the parser read. */
    raw(info, [from, to]) {
        const raw = this.p.original.slice(this.p.toOriginal(from), this.p.toOriginal(to));
        if (raw !== info.url)
            info.raw = raw;
    }
    esm(program) {
        for (const statement of program.body) {
            switch (statement.type) {
                case 'ImportDeclaration': {
                    const source = statement.source;
                    if (typeof source.value !== 'string')
                        break;
                    const specifiers = [];
                    for (const s of statement.specifiers) {
                        const local = s.local.name;
                        if (s.type === 'ImportDefaultSpecifier')
                            specifiers.push({ kind: 'default', imported: 'default', local, range: this.esRange(s.local) });
                        else if (s.type === 'ImportNamespaceSpecifier')
                            specifiers.push({ kind: 'namespace', imported: '*', local, range: this.esRange(s.local) });
                        else {
                            const imported = s.imported;
                            const importedName = imported.name ?? String(imported.value);
                            // Without `as`, acorn makes `imported` and `local` one node, whose position the MDX parser then
                            // shifts twice: the specifier's own start is right, and the name starts there.
                            const range = this.p.range(s.start, s.start + (imported.end - imported.start));
                            specifiers.push({
                                kind: importedName === 'default' ? 'default' : 'named',
                                imported: importedName,
                                local,
                                range,
                            });
                        }
                    }
                    this.out.imports.push({ source: source.value, range: this.esRange(source), specifiers });
                    break;
                }
                case 'ExportDefaultDeclaration':
                    this.exported('default');
                    break;
                case 'ExportAllDeclaration': {
                    const as = statement.exported;
                    if (as)
                        this.exported(as.name ?? String(as.value));
                    else
                        this.out.exportsAll = true;
                    break;
                }
                case 'ExportNamedDeclaration': {
                    const decl = statement.declaration;
                    if (decl)
                        for (const n of declaredNames(decl))
                            this.exported(n);
                    for (const s of statement.specifiers ?? []) {
                        const exported = s.exported;
                        this.exported(exported.name ?? String(exported.value));
                    }
                    break;
                }
            }
        }
    }
    exported(name) {
        if (!this.out.exports.includes(name))
            this.out.exports.push(name);
    }
    esRange(node) {
        return this.p.range(node.start, node.end);
    }
}
/** The offset of the `]` that closes a label opened before `from` (nested brackets, escapes and code spans skipped). */
function closingBracket(text, from, end) {
    let depth = 0;
    for (let i = from; i < end; i++) {
        const c = text[i];
        if (c === '\\')
            i++;
        else if (c === '`') {
            let n = 1;
            while (text[i + n] === '`')
                n++;
            const close = text.indexOf('`'.repeat(n), i + n);
            if (close < 0 || close >= end)
                return undefined;
            i = close + n - 1;
        }
        else if (c === '[')
            depth++;
        else if (c === ']') {
            if (depth === 0)
                return i;
            depth--;
        }
    }
    return undefined;
}
/** The `[from, to)` of a link destination that starts at `from` (after blanks): `<…>`, or up to a blank or an unbalanced `)`. */
function destination(text, from, end) {
    let i = from;
    while (i < end && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r' || text[i] === '\n'))
        i++;
    if (text[i] === '<') {
        for (let j = i + 1; j < end; j++) {
            if (text[j] === '\\')
                j++;
            else if (text[j] === '>')
                return [i + 1, j];
            else if (text[j] === '\n' || text[j] === '<')
                return undefined;
        }
        return undefined;
    }
    let depth = 0;
    let j = i;
    for (; j < end; j++) {
        const c = text[j];
        if (c === '\\') {
            j++;
            continue;
        }
        if (c === '(')
            depth++;
        else if (c === ')') {
            if (depth === 0)
                break;
            depth--;
        }
        else if (c <= ' ')
            break;
    }
    return j > i ? [i, Math.min(j, end)] : undefined;
}
/** Names a declaration binds: `const A = …, { b, c: [d] } = …`, `function F`, `class C`. */
function declaredNames(decl) {
    if (decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') {
        const id = decl.id;
        return id?.name ? [id.name] : [];
    }
    if (decl.type !== 'VariableDeclaration')
        return [];
    const names = [];
    for (const d of decl.declarations)
        patternNames(d.id, names);
    return names;
}
function patternNames(node, names) {
    if (!node)
        return;
    switch (node.type) {
        case 'Identifier':
            names.push(node.name);
            break;
        case 'ObjectPattern':
            for (const p of node.properties)
                patternNames((p.type === 'RestElement' ? p.argument : p.value), names);
            break;
        case 'ArrayPattern':
            for (const e of node.elements)
                patternNames(e, names);
            break;
        case 'RestElement':
            patternNames(node.argument, names);
            break;
        case 'AssignmentPattern':
            patternNames(node.left, names);
            break;
    }
}
/** The text content of a node: its text, inline code and the text of elements inside it (expressions are not text). */
/** A Markdown heading's text, and where in it stand quotes of inline code (which stay straight when rendered). */
function headingText(node) {
    let text = '';
    const codeQuotes = [];
    const stack = [...(node.children ?? [])].reverse();
    while (stack.length > 0) {
        const n = stack.pop();
        if (n.type === 'inlineCode') {
            const v = String(n.value ?? '');
            for (let i = 0; i < v.length; i++)
                if (v[i] === '"' || v[i] === "'")
                    codeQuotes.push(text.length + i);
            text += v;
        }
        else if (n.type === 'text')
            text += String(n.value ?? '');
        else if (n.children)
            for (let i = n.children.length - 1; i >= 0; i--)
                stack.push(n.children[i]);
    }
    return { text, codeQuotes };
}
function textOf(node) {
    let out = '';
    const stack = [...(node.children ?? [])].reverse();
    while (stack.length > 0) {
        const n = stack.pop();
        if (n.type === 'text' || n.type === 'inlineCode')
            out += String(n.value ?? '');
        else if (n.children)
            for (let i = n.children.length - 1; i >= 0; i--)
                stack.push(n.children[i]);
    }
    return out;
}

// EXTERNAL MODULE: ./node_modules/acorn/dist/acorn.mjs
var acorn = __webpack_require__(54559);
// EXTERNAL MODULE: ./node_modules/acorn-jsx/index.js
var acorn_jsx = __webpack_require__(83637);
var acorn_jsx_default = /*#__PURE__*/__webpack_require__.n(acorn_jsx);
// EXTERNAL MODULE: ./src/core/source.ts
var source = __webpack_require__(82858);
;// CONCATENATED MODULE: ./src/content/script.ts





const JsxParser = acorn/* Parser */.iX.extend(acorn_jsx_default()());
/**
 * Reads the exports of a JavaScript or TypeScript snippet, and the components it declares with the `function`
 * keyword. JavaScript is parsed with acorn (JSX included); TypeScript, or JavaScript acorn cannot read, is scanned.
 */
function extractScript(file, text) {
    if (/\.jsx?$/i.test(file)) {
        let program;
        try {
            program = JsxParser.parse(text, {
                ecmaVersion: 'latest',
                sourceType: 'module',
                allowHashBang: true,
            });
        }
        catch {
            program = undefined;
        }
        if (program)
            return fromProgram(program, text);
    }
    return scan(text);
}
function fromProgram(program, text) {
    const out = { kind: 'script', exports: [], functions: [] };
    const lines = (0,source/* lineStarts */._$)(text);
    const range = (from, to) => {
        const a = (0,content_prepare/* lineOf */.cA)(lines, from);
        const b = (0,content_prepare/* lineOf */.cA)(lines, to);
        return [a, from - lines[a - 1] + 1, b, to - lines[b - 1] + 1];
    };
    const add = (name) => {
        if (!out.exports.includes(name))
            out.exports.push(name);
    };
    const fn = (decl, exported) => {
        const id = decl.id;
        const name = id ? (id.name ?? 'default') : 'default';
        if (exported || /^[A-Z]/.test(name))
            out.functions.push({ name, range: id ? range(id.start, id.end) : range(decl.start, decl.start + 8) });
    };
    for (const s of program.body) {
        if (s.type === 'FunctionDeclaration')
            fn(s, false);
        else if (s.type === 'ExportDefaultDeclaration') {
            add('default');
            const d = s.declaration;
            if (d.type === 'FunctionDeclaration')
                fn(d, true);
        }
        else if (s.type === 'ExportNamedDeclaration') {
            const d = s.declaration;
            if (d) {
                for (const n of declaredNames(d))
                    add(n);
                if (d.type === 'FunctionDeclaration')
                    fn(d, true);
            }
            for (const sp of s.specifiers ?? []) {
                const e = sp.exported;
                add(e.name ?? String(e.value));
            }
        }
        else if (s.type === 'ExportAllDeclaration') {
            const e = s.exported;
            if (e)
                add(e.name ?? String(e.value));
            else
                out.exportsAll = true;
        }
    }
    return out;
}
/** Blanks comments, strings and everything inside braces, brackets and parentheses, keeping offsets: what is left is the top level. */
function topLevel(text) {
    const out = text.split('');
    let depth = 0;
    const blank = (from, to) => {
        for (let k = from; k < to && k < out.length; k++)
            if (out[k] !== '\n')
                out[k] = ' ';
    };
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '/' && text[i + 1] === '/') {
            const end = text.indexOf('\n', i);
            const stop = end < 0 ? text.length : end;
            blank(i, stop);
            i = stop - 1;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            const stop = end < 0 ? text.length : end + 2;
            blank(i, stop);
            i = stop - 1;
        }
        else if (c === '"' || c === "'" || c === '`') {
            let j = i + 1;
            while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n'))
                j += text[j] === '\\' ? 2 : 1;
            blank(i, j + 1);
            i = j;
        }
        else if (c === '{' || c === '(' || c === '[') {
            depth++;
            if (depth > 0)
                out[i] = ' ';
        }
        else if (c === '}' || c === ')' || c === ']') {
            if (depth > 0)
                out[i] = ' ';
            depth = Math.max(0, depth - 1);
        }
        else if (depth > 0 && c !== '\n')
            out[i] = ' ';
    }
    return out.join('');
}
/** Reads exports by their shape at the top level (TypeScript, or a file acorn could not read). */
function scan(text) {
    const out = { kind: 'script', exports: [], functions: [] };
    const top = topLevel(text);
    const lines = (0,source/* lineStarts */._$)(text);
    const range = (from, to) => {
        const a = (0,content_prepare/* lineOf */.cA)(lines, from);
        const b = (0,content_prepare/* lineOf */.cA)(lines, to);
        return [a, from - lines[a - 1] + 1, b, to - lines[b - 1] + 1];
    };
    const add = (name) => {
        if (!out.exports.includes(name))
            out.exports.push(name);
    };
    const ident = '[A-Za-z_$][\\w$]*';
    const decl = new RegExp(`\\bexport\\s+(?:declare\\s+)?(default\\s+)?(?:(?:async\\s+)?function\\s*\\*?\\s*(${ident})?|(?:abstract\\s+)?class\\s+(${ident})|(?:const|let|var|enum|type|interface)\\s+(${ident}))`, 'g');
    for (const m of top.matchAll(decl)) {
        if (m[1])
            add('default');
        const name = m[2] ?? m[3] ?? m[4];
        if (name && !m[1])
            add(name);
    }
    if (/\bexport\s+default\b/.test(top))
        add('default');
    // `export { a, b as c }` and `export * from`: the braces are blanked at the top level, so read them in the text.
    for (const m of top.matchAll(/\bexport\b/g)) {
        const after = /^export\s*(?:type\s+)?(?=[{*])/.exec(text.slice(m.index));
        if (!after)
            continue;
        const rest = text.slice(m.index + after[0].length);
        const star = /^\*\s*(?:as\s+([\w$]+))?/.exec(rest);
        if (star) {
            if (star[1])
                add(star[1]);
            else
                out.exportsAll = true;
            continue;
        }
        const list = /^\{([^}]*)\}/.exec(rest);
        if (!list)
            continue;
        for (const part of list[1].split(',')) {
            const names = part
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/);
            const name = (names[1] ?? names[0]).trim().replace(/^["']|["']$/g, '');
            if (name)
                add(name);
        }
    }
    const functions = new RegExp(`(^|[;\\n])[ \\t]*(export\\s+(?:default\\s+)?)?(?:async\\s+)?function\\s*\\*?\\s*(${ident})?`, 'g');
    for (const m of top.matchAll(functions)) {
        const name = m[3];
        if (!m[2] && !(name && /^[A-Z]/.test(name)))
            continue;
        const at = name ? m.index + m[0].length - name.length : m.index + m[0].length;
        out.functions.push({ name: name ?? 'default', range: range(at, at + (name?.length ?? 0)) });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/content/extract.ts



/** Largest file parsed, in UTF-16 units; a larger one is reported once and not parsed (no real page comes near). */
const MAX_CONTENT_CHARS = 4 * 1024 * 1024;
/** The extract of one file's text. */
function extractContent(file, text, kind, options) {
    if (text.length > MAX_CONTENT_CHARS)
        return {
            kind: 'skipped',
            reason: `the file is larger than ${MAX_CONTENT_CHARS / 1024 / 1024} MiB; navlint does not parse it`,
        };
    if (kind === 'mdx') {
        const size = (0,content_prepare/* expandedLength */.o1)(text, options.variables);
        if (size > MAX_CONTENT_CHARS)
            return {
                kind: 'skipped',
                tooComplex: true,
                reason: `Its {{variables}} expand this page to ${(size / 1024 / 1024).toFixed(1)} MiB, past the ` +
                    `${MAX_CONTENT_CHARS / 1024 / 1024} MiB that navlint parses of a page; it is not checked.`,
            };
    }
    try {
        return kind === 'mdx' ? extractPage(text, options) : extractScript(file, text);
    }
    catch (e) {
        // Not the parser's own message (a stack overflow on a hostile page, say): said once, without a trace.
        const reason = e instanceof Error ? e.message.split('\n')[0] : String(e);
        return { kind: 'skipped', reason: `navlint could not parse the file (${reason})` };
    }
}


/***/ }),

/***/ 76149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ linkName),
/* harmony export */   Z5: () => (/* binding */ isUnclear)
/* harmony export */ });
/* unused harmony export isVague */
/**
 * Link texts that say nothing of where the link leads, as Lighthouse's "Links do not have descriptive text" audit
 * lists them in English, less "go" and "start": in documentation they name the Go language and a section.
 */
const VAGUE = new Set([
    'click',
    'click here',
    'click this',
    'here',
    'information',
    'learn more',
    'link',
    'more',
    'more info',
    'more information',
    'read more',
    'right here',
    'see more',
    'this',
    'this link',
    'this page',
]);
/** Whether a link text is one of the texts that say nothing out of context. */
function isVague(text) {
    return VAGUE.has(text
        .toLowerCase()
        .replace(/[.,:;!?…→»>)(\s]+$/u, '')
        .replace(/^[\s(]+/, '')
        .trim());
}
/** What a link is named by: its text, or else the alt texts of its images ('' when neither says anything). */
function linkName(link) {
    return link.text || link.imageAlt?.trim() || '';
}
/**
 * Whether a link's name leaves a reader unable to tell where it leads: it has none, or a vague one. A link labelled
 * otherwise (`aria-label`, an expression) is not, nor is an `<a>` without `href`, which is a target (`<a id="…">`).
 */
function isUnclear(link) {
    if (link.labelled || (link.kind === 'a' && link.url === undefined))
        return false;
    const name = linkName(link);
    return name === '' || isVague(name);
}


/***/ }),

/***/ 77953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ parseDirective)
/* harmony export */ });
const DIRECTIVE = /^\s*navlint-(disable-next-line|disable-line|disable-file|disable|enable)(?=\s|$)([^]*)$/;
/**
 * The directive that a comment's text (without its delimiters) holds, if any: `navlint-disable-next-line a, b -- why`.
 * What follows ` -- ` is a note for readers, as in ESLint.
 */
function parseDirective(body) {
    const m = DIRECTIVE.exec(body);
    if (!m)
        return undefined;
    const list = m[2].split(/(?:^|\s)-{2,}(?:\s|$)/)[0];
    return { kind: m[1], rules: list.split(/[\s,]+/).filter(Boolean) };
}


/***/ })

};
