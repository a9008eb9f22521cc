// The platform's own code as the oracle of the facts navlint reasons from. Each block runs one function of the
// platform's packages (`@mintlify/common`, `@mintlify/models`, pinned as devDependencies; `npm run platform:drift`
// points NAVLINT_VENDOR_DIR at other versions) on generated and hand-picked input, and requires navlint's own function
// for the same fact to agree. Where navlint differs on purpose, the difference is listed with its reason, and the
// comparison maps it away explicitly; anything else that differs fails.
import fc from 'fast-check';
import { BUILTIN_COMPONENTS } from '../src/content/components.js';
import { headingId } from '../src/model/anchors.js';
import { hasIcon, ICON_STYLES } from '../src/model/icons.js';
import { fileFolder, platformPath, resolvePath, rewrittenByPlatform } from '../src/model/link-paths.js';
import { PLATFORM_URLS } from '../src/model/site-urls.js';
import { parseGraphqlSelector } from '../src/model/nav.js';
import { findPath, pathIndexOf } from '../src/model/openapi.js';
import { vendorModule, vendorVersion } from './helpers/vendor.js';

const COMMON = '@mintlify/common';

interface MdNode {
  type: string;
  url?: string;
  name?: string;
  attributes?: { type: string; name: string; value: string }[];
  children?: MdNode[];
}
type Transformer = (tree: MdNode) => void;

const runs = { numRuns: 400, seed: 20261128 };

describe(`the platform's packages (${COMMON} ${vendorVersion(COMMON)})`, () => {
  describe('relative links: remarkResolveRelativeLinks', () => {
    let plugin: (options: { path: string }) => Transformer;
    beforeAll(async () => {
      ({ remarkResolveRelativeLinks: plugin } = await vendorModule<{
        remarkResolveRelativeLinks: typeof plugin;
      }>(COMMON, 'dist/mdx/plugins/remark/remarkResolveRelativeLinks.js'));
    });

    /** What the platform makes of one link of a page file: its URL after the plugin ran. */
    function platform(file: string, node: MdNode): string {
      const tree: MdNode = { type: 'root', children: [structuredClone(node)] };
      plugin({ path: file })(tree);
      const n = tree.children![0];
      return n.url ?? n.attributes![0].value;
    }

    /**
     * navlint's reading of the same link: whether the platform rewrites it, and where it leads. navlint keeps URL
     * paths decoded and without a trailing slash (how it looks targets up), and the `#…`/`?…` tail apart: the
     * platform's result is compared in that form (deliberate difference 1).
     */
    function comparable(url: string): string {
      const path = url.replace(/[?#].*$/, '');
      return resolvePath(path, '/') ?? path;
    }

    const segment = fc.constantFrom('a', 'b', 'guides', 'index', 'setup', 'x y', 'é', '..', '.');
    const file = fc
      .tuple(
        fc.array(fc.constantFrom('guides', 'api', 'setup', 'v2'), { maxLength: 3 }),
        fc.constantFrom('index', 'a', 'intro'),
        fc.constantFrom('.mdx', '.md'),
      )
      .map(([dirs, name, ext]) => [...dirs, name].join('/') + ext);
    const link = fc
      .tuple(
        fc.constantFrom('./', '../', '../../', './../', ''),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', '.mdx', '.md', '.MDX', '.png', '/index', '/index.mdx', '/'),
        fc.constantFrom('', '#setup', '?tab=1', '?q=a.mdx#b'),
      )
      .map(([prefix, parts, ext, tail]) => prefix + parts.join('/') + ext + tail);
    const holder = fc.constantFrom<{ type: string; name?: string; attribute?: string }>(
      { type: 'link' },
      { type: 'image' },
      { type: 'definition' },
      { type: 'mdxJsxFlowElement', name: 'Card', attribute: 'href' },
      { type: 'mdxJsxFlowElement', name: 'a', attribute: 'href' },
      { type: 'mdxJsxTextElement', name: 'img', attribute: 'src' },
      { type: 'mdxJsxFlowElement', name: 'source', attribute: 'src' },
      { type: 'mdxJsxFlowElement', name: 'Tile', attribute: 'href' },
      { type: 'mdxJsxFlowElement', name: 'video', attribute: 'src' },
      { type: 'mdxJsxFlowElement', name: 'Card', attribute: 'img' },
    );

    test('which links the platform rewrites, and the URL each leads to', () => {
      fc.assert(
        fc.property(file, link, holder, (rel, url, h) => {
          const node: MdNode =
            h.attribute !== undefined
              ? { type: h.type, name: h.name, attributes: [{ type: 'mdxJsxAttribute', name: h.attribute, value: url }] }
              : { type: h.type, url };
          const out = platform(rel, node);
          const kind = h.type === 'link' || h.type === 'image' || h.type === 'definition' ? h.type : 'jsx';
          const info = {
            kind,
            url,
            element: h.name,
            attribute: h.attribute,
          } as const;
          const rewritten = rewrittenByPlatform(info);
          expect(rewritten).toBe(out !== url);
          if (!rewritten) return;
          // A page link (a Markdown link, an href) loses its extension and /index; an image or a source keeps it.
          const pageLink = h.type === 'link' || h.attribute === 'href';
          const pathPart = url.replace(/[?#].*$/, '');
          expect(platformPath(pathPart, fileFolder(rel), pageLink)).toBe(comparable(out));
          // The tail is kept as written.
          expect(out.slice(out.search(/[?#]|$/))).toBe(url.slice(url.search(/[?#]|$/)));
        }),
        runs,
      );
    });

    test('hand-picked: index pages, the root, and links above it', () => {
      const cases: [string, string, string][] = [
        ['guides/setup/index.mdx', './install.mdx', '/guides/setup/install'],
        ['guides/setup.mdx', './install.mdx', '/guides/install'],
        ['index.mdx', './guides/index.mdx', '/guides'],
        ['index.mdx', './index.md', '/'],
        ['a.mdx', '../../../b', '/b'],
        ['guides/a.mdx', '../images/x.png', '/images/x.png'],
      ];
      for (const [rel, url, expected] of cases) {
        const out = platform(rel, { type: 'link', url });
        expect([comparable(out), platformPath(url, fileFolder(rel), true)]).toEqual([expected, expected]);
      }
    });
  });

  describe('OpenAPI paths: findOpenApiPath', () => {
    let find: (paths: Record<string, unknown>, endpoint: string) => { pathKey: string } | undefined;
    beforeAll(async () => {
      ({ findOpenApiPath: find } = await vendorModule<{ findOpenApiPath: typeof find }>(
        COMMON,
        'dist/openapi/findOpenApiPath.js',
      ));
    });

    const pathArb = fc
      .tuple(fc.array(fc.constantFrom('users', 'teams', '{id}', 'v1'), { maxLength: 3 }), fc.boolean())
      .map(([parts, slash]) => '/' + parts.join('/') + (slash && parts.length > 0 ? '/' : ''));

    test('the path a reference names: as written, else the first a trailing slash away', () => {
      fc.assert(
        fc.property(fc.uniqueArray(pathArb, { maxLength: 6 }), pathArb, (keys, endpoint) => {
          const paths = Object.fromEntries(keys.map((k) => [k, { get: {} }]));
          expect(findPath(pathIndexOf(keys), endpoint)).toBe(find(paths, endpoint)?.pathKey);
        }),
        runs,
      );
    });

    // Deliberate difference 2: navlint indexes the paths that have operations. A path item with none (only
    // `parameters`) is an exact match for the platform, which then finds no method there; navlint looks a slash
    // further. Both fail the reference unless the twin has the method: an entry naming such a path is a mistake.
  });

  describe('GraphQL selectors: parseGraphqlSelector', () => {
    let parse: (s: string) => { kind: string; name: string } | undefined;
    beforeAll(async () => {
      ({ parseGraphqlSelector: parse } = await vendorModule<{ parseGraphqlSelector: typeof parse }>(
        COMMON,
        'dist/graphql/parseGraphqlSelector.js',
      ));
    });

    test('which page entries select a query, a mutation or a type, and which name', () => {
      const kind = fc.constantFrom('QUERY', 'MUTATION', 'TYPE', 'query', 'Type', 'SUBSCRIPTION', 'GET', '');
      const name = fc.constantFrom('users', 'admin.users', 'User', '_x', '2fa', 'a-b', 'a..b', '.a', 'a.', '/items');
      const gap = fc.constantFrom(' ', '  ', '\t', '');
      fc.assert(
        fc.property(kind, gap, name, fc.constantFrom('', ' extra', ' '), (k, g, n, tail) => {
          const text = `${k}${g}${n}${tail}`;
          expect(parseGraphqlSelector(text)).toEqual(parse(text));
        }),
        runs,
      );
    });
  });

  describe('heading IDs: slugify and cleanHeadingId', () => {
    let slugify: (s: string) => string;
    let clean: (s: string) => string;
    beforeAll(async () => {
      const m = await vendorModule<{ slugify: typeof slugify; safeCleanHeadingId: typeof clean }>(
        COMMON,
        'dist/slugify.js',
      );
      // A fresh counter each time: the first heading of its text (duplicates are numbered elsewhere).
      slugify = m.slugify;
      clean = m.safeCleanHeadingId;
    });

    const words = fc.constantFrom(
      'Getting',
      'started',
      'What’s',
      'new',
      'API',
      'v2.0',
      'Fees',
      '&',
      'billing',
      'Read/write',
      'access',
      '(beta)',
      'naïve',
      'café',
      '日本語',
      '🚀',
      'it’s',
      '“quoted”',
      '100%',
      'a_b',
      'C++',
      'x-y',
      '--',
      '?',
    );
    test('the ID of a heading, for generated texts', () => {
      fc.assert(
        fc.property(fc.array(words, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '  ', '\t'), (ws, sep) => {
          const text = ws.join(sep);
          expect(headingId(text)).toBe(clean(slugify(text)));
        }),
        runs,
      );
    });
  });

  describe('lists', () => {
    test('built-in components: every component the platform keeps is known', async () => {
      const { allowedComponents } = await vendorModule<{ allowedComponents: string[] }>(COMMON, 'dist/mdx/utils.js');
      const platform = allowedComponents.filter((c) => /^[A-Z]/.test(c)).sort();
      // Deliberate difference 3: the legacy `<Snippet file>` is replaced by the snippet before the list applies.
      expect(BUILTIN_COMPONENTS.filter((c) => c !== 'Snippet').sort()).toEqual(platform);
    });

    test('the files the platform serves on every site, without a file in the repository', async () => {
      const { generatedStaticFiles } = await vendorModule<{ generatedStaticFiles: string[] }>(
        COMMON,
        'dist/getFileCategory.js',
      );
      // Deliberate difference 4: `/skill.md` and `/mcp` are served too (the reserved paths of
      // validateCustomDomainBasePath), though getFileCategory does not list them among the generated files.
      expect([...PLATFORM_URLS].filter((u) => u !== '/skill.md' && u !== '/mcp').sort()).toEqual(
        generatedStaticFiles.map((f) => `/${f}`).sort(),
      );
    });

    test('Font Awesome styles (`iconType`) are the platform’s', async () => {
      const { iconTypes } = await vendorModule<{ iconTypes: string[] }>(
        '@mintlify/models',
        'dist/mintconfig/iconTypes.js',
      );
      expect([...ICON_STYLES].sort()).toEqual([...iconTypes].sort());
    });

    test('icon names: every name Font Awesome types, Pro included', async () => {
      const fs = await import('node:fs');
      const { createRequire } = await import('node:module');
      const require = createRequire(import.meta.url);
      const types = fs.readFileSync(require.resolve('@fortawesome/fontawesome-common-types/index.d.ts'), 'utf8');
      const names = [.../export type IconName =([^;]*);/.exec(types)![1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
      expect(names.filter((n) => !hasIcon('fontawesome', n))).toEqual([]);
    });
  });
});
