import path from 'node:path';
import { BUILTIN_COMPONENTS } from '../content/components.js';
import { closest, quote } from '../core/suggest.js';
import type { Fix, Span } from '../core/types.js';
import { getProp, str, type JNode, type JScalar } from '../core/jnode.js';
import { toPosix } from '../core/paths.js';
import { contentEdit, replaceString } from '../model/fixes.js';
import {
  closestIcons,
  hasIcon,
  iconIsPath,
  iconIsSvg,
  iconLibraryOf,
  ICON_STYLES,
  isBrandIcon,
  LIBRARY_NAMES,
  libraryVersion,
  type IconLibrary,
} from '../model/icons.js';
import { createRule, suggestion, type Report } from './rule.js';

/** One icon as written, wherever it is: its name, its Font Awesome style, and how to rewrite each. */
interface IconSite {
  name?: { value: string; span: Span; fix: (to: string) => Fix | undefined };
  style?: { value: string; span: Span; fix: (to: string) => Fix | undefined; key: string };
  library: IconLibrary;
  /** docs.json and frontmatter: a path as icon names a file of the root (components: the link rules check it). */
  checkPath: boolean;
  page?: string;
}

/** An icon name the configured library does not have, a Font Awesome style that does not exist, a missing icon file. */
export default createRule({
  meta: {
    id: 'icon-unknown',
    summary:
      "An `icon` (in docs.json, a page's frontmatter or a component's props) names no icon of the configured " +
      'library (`icons.library`: Font Awesome, Lucide or Tabler), or no file, or its `iconType` is not a Font ' +
      "Awesome style; the closest names are suggested, and a name Font Awesome's free set lacks may be a Pro icon.",
    defaultSeverity: 'warning',
    category: 'pages',
  },
  readsContent: true,
  check({ model, report }) {
    const docs = model.docs;
    const library = iconLibraryOf(docs);
    const sites: IconSite[] = [];
    const jsonName = (node: JScalar) => ({
      value: node.value as string,
      span: node.span,
      fix: (to: string) => replaceString(model, node.span, node.value as string, to),
    });
    const jsonStyle = (node: JNode | undefined, key: string) =>
      node?.type === 'string' ? { ...jsonName(node), key } : undefined;

    // docs.json: every `icon`, a name or `{ name, style, library }`, with a `iconType` beside it in older forms.
    const stack: JNode[] = docs && !docs.broken ? [docs] : [];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'array') stack.push(...node.items);
      if (node.type !== 'object') continue;
      for (const p of node.props) {
        if (p.key === 'icon') {
          const v = p.value;
          if (v.type === 'string')
            sites.push({
              name: jsonName(v),
              style: jsonStyle(getProp(node, 'iconType')?.value, 'iconType'),
              library,
              checkPath: true,
            });
          else if (v.type === 'object') {
            const name = getProp(v, 'name')?.value;
            const lib = str(getProp(v, 'library')?.value);
            sites.push({
              ...(name?.type === 'string' ? { name: jsonName(name) } : {}),
              library: lib === 'lucide' || lib === 'tabler' || lib === 'fontawesome' ? lib : library,
              checkPath: true,
            });
          }
        } else stack.push(p.value);
      }
    }

    // Frontmatter of pages: `icon` and `iconType`.
    for (const [rel, meta] of model.openapi?.pageMeta ?? []) {
      const icon = getProp(meta.data, 'icon')?.value;
      const style = jsonStyle(getProp(meta.data, 'iconType')?.value, 'iconType');
      if (icon?.type === 'string' || style)
        sites.push({
          ...(icon?.type === 'string' ? { name: jsonName(icon) } : {}),
          ...(style ? { style } : {}),
          library,
          checkPath: true,
          page: rel,
        });
    }

    // Components: `icon` and `iconType` props of the built-in components (others' props are their authors' own).
    const content = model.content;
    const builtin = new Set(BUILTIN_COMPONENTS);
    for (const f of content?.files ?? []) {
      const x = f.extract;
      if (x.kind !== 'mdx' || x.error || !x.a11y) continue;
      const local = new Set<string>(x.exports);
      for (const imp of x.imports) for (const s of imp.specifiers) local.add(s.local);
      for (const use of x.a11y.icons) {
        if (!builtin.has(use.element) || local.has(use.element) || local.has(use.element.split('.')[0])) continue;
        const at = (r: [number, number, number, number], value: string) => ({
          value,
          span: content!.span(f, r),
          fix: (to: string) =>
            contentEdit(model, f.file, { line: r[0], column: r[1] }, { line: r[2], column: r[3] }, to),
        });
        const lib = use.library?.value;
        sites.push({
          ...(use.icon ? { name: at(use.icon.range, use.icon.value) } : {}),
          ...(use.iconType ? { style: { ...at(use.iconType.range, use.iconType.value), key: 'iconType' } } : {}),
          library: lib === 'lucide' || lib === 'tabler' || lib === 'fontawesome' ? lib : library,
          checkPath: false,
        });
      }
    }

    for (const site of sites) {
      const r = (x: Omit<Report, 'page'>): void => report({ ...x, ...(site.page ? { page: site.page } : {}) });
      const name = site.name;
      let known = false;
      if (name && name.value.trim() !== '' && !iconIsSvg(name.value)) {
        if (iconIsPath(name.value)) {
          const v = name.value;
          if (site.checkPath && v.startsWith('/') && !/^\/\//.test(v)) {
            const rel = toPosix(path.posix.normalize(decodeSafe(v.split(/[?#]/)[0]))).replace(/^\/+/, '');
            if (!model.files.files.has(rel))
              r({
                span: name.span,
                message:
                  `Icon ${quote(v)} names no file: there is no ${rel} in the docs root, so the icon shows ` +
                  'nothing.',
              });
          }
          continue;
        }
        known = hasIcon(site.library, name.value);
        if (!known) {
          const near = closestIcons(site.library, name.value);
          const typo = near[0]?.typo ? near[0].name : undefined;
          const lib = LIBRARY_NAMES[site.library];
          const version = libraryVersion(site.library);
          const did = typo
            ? ` Did you mean ${JSON.stringify(typo)}?`
            : near.length > 0
              ? ` Icons with a like name: ${near.map((n) => JSON.stringify(n.name)).join(', ')}.`
              : '';
          r({
            span: name.span,
            message:
              site.library === 'fontawesome'
                ? `Icon ${quote(name.value)} is not one of Font Awesome's free icons (${version}): unless it is a ` +
                  `Pro icon, which the platform also renders, nothing shows where it stands.${did}`
                : `Icon ${quote(name.value)} is not a ${lib} icon (${lib} ${version}${
                    site.library === library ? ", the site's `icons.library`" : ''
                  }): nothing shows where it stands.${did}`,
            ...(typo ? suggestion(name.fix(typo)) : {}),
          });
        }
      }
      const style = site.style;
      if (style && site.library === 'fontawesome') {
        if (!ICON_STYLES.includes(style.value)) {
          const near = closest(style.value, ICON_STYLES);
          r({
            span: style.span,
            message:
              `\`${style.key}\` ${quote(style.value)} is not a Font Awesome style; the platform knows ` +
              `${ICON_STYLES.map((s) => `"${s}"`).join(', ')}.${near ? ` Did you mean "${near}"?` : ''}`,
            ...(near ? suggestion(style.fix(near)) : {}),
          });
        } else if (style.value === 'brands' && name && known && !isBrandIcon(name.value))
          r({
            span: style.span,
            message:
              `\`${style.key}\` "brands" does not have the icon ${quote(name.value)}: brands holds only the logos of ` +
              'companies and products, so nothing shows. Remove it, or choose a style such as "solid" or "regular".',
          });
      }
    }
  },
});

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
