import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { wcagContrast } from 'culori';
import { extractMdx } from '../src/content/mdx.js';
import { clearInContext } from '../src/content/a11y.js';
import type { MdxExtract } from '../src/content/types.js';
import { parseJson } from '../src/load/json.js';
import { backgroundsOf, colorPairs, nearestPassing } from '../src/model/colors.js';
import { closestIcons, hasIcon, iconLibraryOf, isBrandIcon } from '../src/model/icons.js';
import type { JObject } from '../src/core/jnode.js';
import { altIsFileName } from '../src/rules/image-alt-missing.js';
import { isVague } from '../src/content/link-text.js';

const NONE = { variables: {} };
const require = createRequire(import.meta.url);

function a11y(text: string): NonNullable<MdxExtract['a11y']> {
  const x = extractMdx(text, NONE);
  expect(x.error).toBeUndefined();
  return x.a11y!;
}

function docs(json: unknown): JObject {
  const r = parseJson('/docs/docs.json', JSON.stringify(json));
  return r.root as JObject;
}

describe('the accessibility facts of a page', () => {
  test('images: alt as written, the caption of the image or of the Frame around it, and where a new alt goes', () => {
    const m = a11y(
      [
        '![](/a.png "A title")', // 1
        '',
        '<Frame caption="The caption">', // 3
        '  <img src="/b.png" />', // 4
        '</Frame>',
        '',
        '<img src="/c.png" alt="" aria-hidden="true" />', // 7
        '',
        '<img src="/d.png" alt={name} />', // 9
        '',
        '![Ref][logo]', // 11
        '',
        '[logo]: /logo.png',
      ].join('\n'),
    ).media;
    expect(m).toEqual([
      {
        kind: 'markdown',
        alt: '',
        src: '/a.png',
        caption: 'A title',
        range: [1, 1, 1, 22],
        insertAt: [1, 3, 1, 3],
      },
      {
        kind: 'img',
        src: '/b.png',
        caption: 'The caption',
        inFrame: true,
        range: [4, 3, 4, 7],
        insertAt: [4, 7, 4, 7],
      },
      { kind: 'img', alt: '', altAttribute: 'alt', decorative: true, src: '/c.png', range: [7, 1, 7, 5] },
      { kind: 'img', dynamic: true, src: '/d.png', range: [9, 1, 9, 5] },
      { kind: 'markdown', alt: 'Ref', src: '/logo.png', range: [11, 1, 11, 13] },
    ]);
  });

  test('videos and frames: the attribute that names them', () => {
    const m = a11y('<video src="/v.mp4" title="Demo" />\n\n<iframe src="https://x.test" aria-label="" />\n').media;
    expect(m.map((x) => [x.kind, x.alt, x.altAttribute])).toEqual([
      ['video', 'Demo', 'title'],
      ['iframe', '', 'aria-label'],
    ]);
  });

  test('link texts: only links named by nothing or by a vague text are kept, with what names them', () => {
    const l = a11y(
      [
        '[click *here*](/a) [`cli`](/b) [![Logo](/l.png)](/c) [](/d) [![ ](/e.png)](/e) [Read more.][ref]',
        '',
        '<a href="/f"><Icon icon="github" /></a> <a href="/g" aria-label="Repo"></a> <a id="h"></a> <a href="/i">{label}</a>',
        '',
        '[ref]: /j',
      ].join('\n'),
    ).linkTexts;
    // Kept: text that says nothing, no text, an image without alt, an `<a>` with an icon only. Left out: inline
    // code and an image's alt that name the target, an `aria-label`, an `<a>` without `href`, an expression.
    expect(l.map((x) => [x.kind, x.text, x.imageAlt, x.labelled, x.url])).toEqual([
      ['markdown', 'click here', undefined, undefined, '/a'],
      ['markdown', '', undefined, undefined, '/d'],
      ['markdown', '', ' ', undefined, '/e'],
      ['markdown', 'Read more.', undefined, undefined, undefined],
      ['a', '', undefined, undefined, '/f'],
    ]);
  });

  test('tables: an empty header row, a <table> without <th>', () => {
    const t = a11y(
      '| | |\n|-|-|\n| a | b |\n\n| A | B |\n|-|-|\n| a | b |\n\n<table><tr><td>a</td></tr></table>\n\n<table><thead><tr><th>A</th></tr></thead></table>\n',
    ).tables;
    expect(t.map((x) => [x.kind, x.header, x.range[0]])).toEqual([
      ['markdown', false, 1],
      ['markdown', true, 5],
      ['table', false, 9],
      ['table', true, 11],
    ]);
  });

  test('icon props: literal values with the range between their quotes', () => {
    const i = a11y('<Card title="x" icon="rocket" iconType="solid" />\n\n<Icon icon={svg} />\n').icons;
    expect(i).toEqual([
      {
        element: 'Card',
        icon: { value: 'rocket', range: [1, 23, 1, 29] },
        iconType: { value: 'solid', range: [1, 41, 1, 46] },
      },
    ]);
  });
});

describe('colour contrast, as the platform pairs colours with backgrounds', () => {
  test('backgrounds: white and near-black tinted with 2% of colors.light, background.color, the linden tints', () => {
    expect(backgroundsOf(docs({ colors: { primary: '#000000' } }))).toMatchObject({
      light: { hex: '#ffffff' },
      dark: { hex: '#0a0d0d' }, // #09090b with 2% of the default light colour #4ADE80
    });
    expect(
      backgroundsOf(
        docs({ colors: { primary: '#000', light: '#B1A9FF' }, background: { color: { light: '#F5F5EF' } } }),
      ),
    ).toMatchObject({ light: { hex: '#f5f5ef' }, dark: { hex: '#0c0c10' } });
    const linden = backgroundsOf(docs({ theme: 'linden', colors: { primary: '#FF0000', light: '#0000FF' } }));
    expect([linden.light.hex, linden.dark.hex]).toEqual(['#fff7f7', '#090912']);
  });

  test('pairs and ratios: those that the platform reports for 0xsequence, Terminal49 and chatwoot', () => {
    const ratios = (d: JObject): string[] =>
      colorPairs(d, []).map((p) => `${p.path}/${p.background.mode}:${p.ratio.toFixed(2)}/${p.min}`);
    expect(ratios(docs({ colors: { primary: '#B1A9FF', light: '#B1A9FF', dark: '#111111' } }))).toEqual([
      'colors.primary/light:2.10/4.5',
      'colors.light/dark:9.29/4.5',
      'colors.dark/dark:1.03/3',
      'colors.dark/light:18.88/3',
    ]);
    expect(ratios(docs({ colors: { primary: '#1A9E52', light: '#1A9E52', dark: '#2ACD6C' } }))).toContain(
      'colors.dark/light:2.09/3',
    );
    expect(ratios(docs({ colors: { primary: '#0069ED', light: '#4D9CFF', dark: '#0050B4' } }))).toContain(
      'colors.dark/dark:2.62/3',
    );
  });

  test('the nearest passing colour keeps the hue, passes, and moves the least of the two ways', () => {
    for (const [value, bg, min] of [
      ['#0D9373', '#ffffff', 4.5],
      ['#FFD700', '#ffffff', 4.5],
      ['#312E81', '#0a0a0d', 4.5],
      ['#000000', '#0a0a0d', 3],
      ['#777777', '#777777', 4.5],
    ] as const) {
      const near = nearestPassing(value, bg, min)!;
      expect(wcagContrast(near, bg)).toBeGreaterThanOrEqual(min);
      expect(wcagContrast(near, bg)).toBeLessThan(min + 0.1);
    }
    expect(nearestPassing('#0D9373', '#ffffff', 4.5)).toBe('#008768');
    expect(nearestPassing('#808080', '#808080', 21)).toBeUndefined();
  });
});

describe('icon names', () => {
  test('names and aliases of each library, as their packages list them', () => {
    const fa = JSON.parse(
      fs.readFileSync(require.resolve('@fortawesome/fontawesome-free/metadata/icon-families.json'), 'utf8'),
    ) as Record<string, { aliases?: { names?: string[] } }>;
    for (const [name, icon] of Object.entries(fa)) {
      expect(hasIcon('fontawesome', name)).toBe(true);
      for (const alias of icon.aliases?.names ?? []) expect(hasIcon('fontawesome', alias)).toBe(true);
    }
    expect(['house', 'home', 'github', 'rocket'].map((n) => hasIcon('fontawesome', n))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // Every name of Font Awesome's IconName type, Pro icons included: the platform renders them.
    const types = fs.readFileSync(require.resolve('@fortawesome/fontawesome-common-types/index.d.ts'), 'utf8');
    const pro = [.../export type IconName =([^;]*);/.exec(types)![1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(pro.length).toBeGreaterThan(Object.keys(fa).length);
    for (const name of pro) expect(hasIcon('fontawesome', name)).toBe(true);
    expect(['rocket-launch', 'sparkles', 'circle-1', 'grid'].every((n) => hasIcon('fontawesome', n))).toBe(true);
    expect(['rocket-lanch', 'not-an-icon'].map((n) => hasIcon('fontawesome', n))).toEqual([false, false]);
    expect([isBrandIcon('github'), isBrandIcon('house')]).toEqual([true, false]);
    const lucideDir = path.join(path.dirname(require.resolve('lucide-static/package.json')), 'icons');
    for (const f of fs.readdirSync(lucideDir).filter((f) => f.endsWith('.svg')))
      expect(hasIcon('lucide', f.slice(0, -4))).toBe(true);
    expect([hasIcon('lucide', 'arrow-right'), hasIcon('lucide', 'npm')]).toEqual([true, false]);
    expect([hasIcon('tabler', 'brand-github'), hasIcon('tabler', 'not-a-tabler-icon')]).toEqual([true, false]);
  });

  test('the closest names: a typo first, then names that share words', () => {
    expect(closestIcons('fontawesome', 'chek')).toEqual([{ name: 'check', typo: true }]);
    expect(closestIcons('lucide', 'ArrowRight')).toEqual([{ name: 'arrow-right', typo: true }]);
    expect(closestIcons('fontawesome', 'rocket-lanch')[0]).toEqual({ name: 'rocket-launch', typo: true });
    expect(closestIcons('lucide', 'wand-magic-sparkles')[0]).toEqual({ name: 'wand-sparkles', typo: false });
    expect(closestIcons('lucide', 'npm')).toEqual([]);
  });

  test('the library: icons.library, Font Awesome by default', () => {
    expect(iconLibraryOf(docs({ icons: { library: 'lucide' } }))).toBe('lucide');
    expect(iconLibraryOf(docs({ icons: { library: 'nope' } }))).toBe('fontawesome');
    expect(iconLibraryOf(docs({}))).toBe('fontawesome');
  });
});

describe('the judgements of the rules', () => {
  test('an alt text that is only a file name', () => {
    expect(altIsFileName('diagram.png', '/images/diagram.png')).toBe(true);
    expect(altIsFileName('Screenshot 2024-01-05 at 10.12.00.png', '/images/x.png')).toBe(true);
    expect(altIsFileName('create-project', '/images/create-project.png')).toBe(true);
    expect(altIsFileName('architecture', '/images/architecture.png')).toBe(false);
    expect(altIsFileName('The request path', '/images/request-path.png')).toBe(false);
  });

  test('a link text that says nothing', () => {
    for (const t of ['here', 'Click here', 'Read more.', 'link', 'learn more →', 'this']) expect(isVague(t)).toBe(true);
    for (const t of ['the setup guide', 'here is the API reference', 'Learn more about webhooks'])
      expect(isVague(t)).toBe(false);
  });
});

describe('a vague link text in its sentence', () => {
  test.each([
    ['here', 'To install the CLI, click here.', true],
    ['here', 'Read more about indexing and retrieval here', true],
    ['here', 'Check out our API References here. Then come back.', true],
    ['here', 'See here for more information.', false],
    ['here', 'Read more here.', false],
    ['Learn more', 'Learn more', false],
    ['here', 'Pricing changed. More information here. Billing is monthly.', false],
  ])('"%s" in "%s": clear %s', (text, block, clear) => {
    expect(clearInContext(text, block)).toBe(clear);
  });
});
