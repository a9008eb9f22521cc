import { type Report, closest, createRule, quote, suggestion, toPosix, posix } from './api.js';
import {
  closestIcons,
  hasIcon,
  iconIsPath,
  iconIsSvg,
  iconLibraryOf,
  iconSitesOf,
  ICON_STYLES,
  isBrandIcon,
  LIBRARY_NAMES,
  libraryVersion,
} from '../model/icons.js';

const NOT_IN_LIBRARY = 'Icon {{icon}} is not a {{library}} icon ({{library}} {{version}}): it shows nothing.';
const NOT_IN_SITE_LIBRARY =
  "Icon {{icon}} is not a {{library}} icon ({{library}} {{version}}, the site's `icons.library`): it shows nothing.";
const NEAR = 'Did you mean {{near}}?';
const LIKE = 'Icons with a like name: {{names}}.';
const NOT_A_STYLE = '`{{key}}` {{style}} is not a Font Awesome style; the platform knows {{styles}}.';

const messages = {
  noFile: 'Icon {{icon}} names no file: there is no {{file}} in the docs root, so the icon shows nothing.',
  notInLibrary: NOT_IN_LIBRARY,
  notInLibraryNear: `${NOT_IN_LIBRARY} ${NEAR}`,
  notInLibraryLike: `${NOT_IN_LIBRARY} ${LIKE}`,
  notInSiteLibrary: NOT_IN_SITE_LIBRARY,
  notInSiteLibraryNear: `${NOT_IN_SITE_LIBRARY} ${NEAR}`,
  notInSiteLibraryLike: `${NOT_IN_SITE_LIBRARY} ${LIKE}`,
  notAStyle: NOT_A_STYLE,
  notAStyleNear: `${NOT_A_STYLE} Did you mean "{{near}}"?`,
  notInBrands:
    '`{{key}}` "brands" does not have the icon {{icon}}: brands holds only the logos of companies and products, so ' +
    'nothing shows. Remove it, or choose a style such as "solid" or "regular".',
} as const;

/** An icon name the configured library does not have, a Font Awesome style that does not exist, a missing icon file. */
export default createRule({
  meta: {
    id: 'icon-unknown',
    summary:
      "An `icon` (in docs.json, a page's frontmatter or a component's props) names no icon of the configured " +
      'library (`icons.library`: Font Awesome, Lucide or Tabler), or no file, or its `iconType` is not a Font ' +
      "Awesome style; the closest names are suggested. Font Awesome's names include its Pro icons, which the " +
      'platform renders.',
    defaultSeverity: 'warning',
    category: 'pages',
    hasSuggestions: true,
    messages,
  },
  readsContent: true,
  check({ model, report }) {
    const library = iconLibraryOf(model.docs);
    const sites = iconSitesOf(model);
    for (const site of sites) {
      const r = (x: Report<keyof typeof messages>): void => report({ ...x, ...(site.page ? { page: site.page } : {}) });
      const name = site.name;
      let known = false;
      // In docs.json the platform's schema refuses an `fa-` name, and nav-field-type says so: one finding per problem.
      const refused = site.origin === 'config' && name?.value.startsWith('fa-') === true;
      if (name && name.value.trim() !== '' && !iconIsSvg(name.value) && !refused) {
        if (iconIsPath(name.value)) {
          const v = name.value;
          if (site.checkPath && v.startsWith('/') && !/^\/\//.test(v)) {
            const rel = toPosix(posix.normalize(decodeSafe(v.split(/[?#]/)[0]))).replace(/^\/+/, '');
            if (!model.files.files.has(rel))
              r({
                span: name.span,
                messageId: 'noFile',
                data: { icon: quote(v), file: rel },
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
          const kind = site.library === library ? 'notInSiteLibrary' : 'notInLibrary';
          r({
            span: name.span,
            messageId: typo ? `${kind}Near` : near.length > 0 ? `${kind}Like` : kind,
            data: {
              icon: quote(name.value),
              library: lib,
              version,
              near: typo ? JSON.stringify(typo) : '',
              names: near.map((n) => JSON.stringify(n.name)).join(', '),
            },
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
            messageId: near ? 'notAStyleNear' : 'notAStyle',
            data: {
              key: style.key,
              style: quote(style.value),
              styles: ICON_STYLES.map((s) => `"${s}"`).join(', '),
              near: near ?? '',
            },
            ...(near ? suggestion(style.fix(near)) : {}),
          });
        } else if (style.value === 'brands' && name && known && !isBrandIcon(name.value))
          r({
            span: style.span,
            messageId: 'notInBrands',
            data: { key: style.key, icon: quote(name.value) },
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
