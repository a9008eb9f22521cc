// The one-field docs.json configurations both differential tests of the schema judge: every top-level setting and
// every field of every kind of navigation element, enumerated from the platform's schema package.
import { docsConfigSchema } from '@mintlify/validation/dist/mint-config/schemas/v2/index.js';
import { navigationSchema } from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/index.js';
import {
  anchorSchema,
  nonRecursiveAnchorSchema,
} from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/anchors.js';
import {
  dropdownSchema,
  nonRecursiveDropdownSchema,
} from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/dropdown.js';
import { groupSchema } from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/groups.js';
import {
  languageSchema,
  nonRecursiveLanguageSchema,
} from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/languages.js';
import { menuItemSchema } from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/menu.js';
import {
  nonRecursiveProductSchema,
  productSchema,
} from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/products.js';
import {
  nonRecursiveTabSchema,
  tabSchema,
} from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/tabs.js';
import {
  nonRecursiveVersionSchema,
  versionSchema,
} from '@mintlify/validation/dist/mint-config/schemas/v2/properties/navigation/version.js';
import { candidates, fieldsOf, pointerOf, sample, unwrap, type PlatformCase, type Zod } from './platform-cases.js';

const z = (s: unknown) => s as Zod;

export const BASE = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Example',
  colors: { primary: '#087A60' },
  navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
};
export type Json = Record<string, unknown>;
export const clone = <T>(v: T): T => structuredClone(v);

/** Where each kind of navigation element is placed, the smallest valid one, and the platform's schema for it. */
const ELEMENTS: { kind: string; schema: Zod; minimal: Json; place: (el: Json) => Json }[] = [
  {
    kind: 'product',
    schema: z(productSchema),
    minimal: { product: 'P', pages: ['index'] },
    place: (el) => ({ products: [el] }),
  },
  {
    kind: 'language',
    schema: z(languageSchema),
    minimal: { language: 'en', pages: ['index'] },
    place: (el) => ({ languages: [el] }),
  },
  {
    kind: 'version',
    schema: z(versionSchema),
    minimal: { version: 'v1', pages: ['index'] },
    place: (el) => ({ versions: [el] }),
  },
  { kind: 'tab', schema: z(tabSchema), minimal: { tab: 'T', pages: ['index'] }, place: (el) => ({ tabs: [el] }) },
  {
    kind: 'dropdown',
    schema: z(dropdownSchema),
    minimal: { dropdown: 'D', pages: ['index'] },
    place: (el) => ({ dropdowns: [el] }),
  },
  {
    kind: 'anchor',
    schema: z(anchorSchema),
    minimal: { anchor: 'A', pages: ['index'] },
    place: (el) => ({ anchors: [el] }),
  },
  {
    kind: 'group',
    schema: z(groupSchema),
    minimal: { group: 'G', pages: ['index'] },
    place: (el) => ({ groups: [el] }),
  },
  {
    kind: 'nested group',
    schema: z(groupSchema),
    minimal: { group: 'N', pages: ['nested'] },
    place: (el) => ({ groups: [{ group: 'G', pages: ['index', el] }] }),
  },
  {
    kind: 'menu item',
    schema: z(menuItemSchema),
    minimal: { item: 'M', pages: ['index'] },
    place: (el) => ({ tabs: [{ tab: 'T', menu: [el] }] }),
  },
  ...(
    [
      ['tabs', 'tab', nonRecursiveTabSchema],
      ['anchors', 'anchor', nonRecursiveAnchorSchema],
      ['dropdowns', 'dropdown', nonRecursiveDropdownSchema],
      ['versions', 'version', nonRecursiveVersionSchema],
      ['languages', 'language', nonRecursiveLanguageSchema],
      ['products', 'product', nonRecursiveProductSchema],
    ] as const
  ).map(([key, label, schema]) => ({
    kind: `global ${label}`,
    schema: z(schema),
    minimal: { [label]: label === 'language' ? 'en' : 'L', href: 'https://example.com' },
    place: (el: Json) => ({ global: { [key]: [el] }, groups: [{ group: 'Start', pages: ['index'] }] }),
  })),
];

const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];

/** Every case: each top-level setting, and each field of each kind of navigation element. */
export function enumerate(): PlatformCase[] {
  const out: PlatformCase[] = [];
  const seen = new Set<string>();
  const push = (name: string, at: string, config: Json) => {
    const key = JSON.stringify(config);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name, at, config });
  };
  const show = (v: unknown) => (v === undefined ? '(absent)' : JSON.stringify(v));
  const pushElement = (name: string, place: (el: Json) => Json, el: Json) => {
    const config = { ...clone(BASE), navigation: place(el) };
    push(name, pointerOf(config, el)!, config);
  };

  // Top-level settings, under every theme that has them (a field of one theme only is also tried under the base one).
  const themes = (z(docsConfigSchema)._def.options as Zod[]).map(unwrap);
  const fieldThemes = new Map<string, { theme: string; schema: Zod }[]>();
  for (const t of themes) {
    const theme = (unwrap(fieldsOf(t).get('theme')![0])._def.value as string) ?? 'mint';
    push(`theme = ${JSON.stringify(theme)}`, '/theme', { ...clone(BASE), theme });
    for (const [k, list] of fieldsOf(t)) {
      const entry = fieldThemes.get(k) ?? [];
      if (!entry.some((e) => e.schema === list[0])) entry.push({ theme, schema: list[0] });
      fieldThemes.set(k, entry);
    }
  }
  for (const v of ['mintlify', 'Mint', '', 1]) push(`theme = ${show(v)}`, '/theme', { ...clone(BASE), theme: v });
  for (const [k, list] of fieldThemes) {
    if (k === 'theme' || k === 'navigation') continue;
    for (const { theme, schema } of list) {
      const themesToTry = themes.length === list.length || theme === 'mint' ? [theme] : [theme, 'mint'];
      for (const t of themesToTry) {
        for (const v of candidates(schema, 0, 2)) {
          const config: Json = { ...clone(BASE), theme: t, [k]: v };
          if (v === undefined) delete config[k];
          push(`settings${t === 'mint' ? '' : ` (${t})`} ${k} = ${show(v)}`, v === undefined ? '' : `/${k}`, config);
        }
        const without: Json = { ...clone(BASE), theme: t };
        delete without[k];
        push(`settings${t === 'mint' ? '' : ` (${t})`} ${k} (absent)`, '', without);
      }
    }
  }
  push('settings zzUnknownSetting = "x"', '/zzUnknownSetting', { ...clone(BASE), zzUnknownSetting: 'x' });

  // The navigation root.
  for (const [k, list] of fieldsOf(z(navigationSchema))) {
    for (const schema of list)
      for (const v of candidates(schema, 0, CHILD_KEYS.includes(k) ? 1 : 2)) {
        const nav: Json = CHILD_KEYS.includes(k) ? { [k]: v } : { ...clone(BASE.navigation), [k]: v };
        push(`navigation.${k} = ${show(v)}`, '/navigation', { ...clone(BASE), navigation: nav });
      }
  }
  push('navigation.zzUnknownKey', '/navigation', {
    ...clone(BASE),
    navigation: { ...clone(BASE.navigation), zzUnknownKey: 'x' },
  });

  // Each kind of element: each of its fields. A field whose sample value the element refuses beside its pages (a
  // tab's `graphql`, which replaces them) is tried on an element with its label alone. A field that several kinds
  // carry (`icon`, `openapi`) is varied in depth on the first kind only, and with its shallow values elsewhere.
  const varied = new Set<string>();
  for (const { kind, schema, minimal, place } of ELEMENTS) {
    const label = Object.keys(minimal)[0];
    for (const [k, list] of fieldsOf(schema)) {
      for (const field of list) {
        const firstTime = !varied.has(k);
        varied.add(k);
        const probe = sample(field);
        const alone =
          !CHILD_KEYS.includes(k) &&
          k !== label &&
          probe !== undefined &&
          !schema.safeParse({ ...clone(minimal), [k]: probe }).success;
        for (const v of candidates(field, 0, firstTime ? 1 : 0)) {
          let el: Json;
          if (CHILD_KEYS.includes(k) || alone) {
            el = { [label]: minimal[label], [k]: v };
            if (minimal.href !== undefined && k !== 'href') el.href = minimal.href;
          } else el = { ...clone(minimal), [k]: v };
          if (v === undefined) delete el[k];
          pushElement(`${kind}.${k} = ${show(v)}${alone ? ' (alone)' : ''}`, place, el);
        }
      }
    }
    pushElement(`${kind}.zzUnknownKey`, place, { ...clone(minimal), zzUnknownKey: 'x' });
    const noLabel = clone(minimal);
    delete noLabel[label];
    pushElement(`${kind} without ${label}`, place, noLabel);
  }
  // The one code of the specification's list that the platform refuses.
  pushElement('language.language = "ua"', (el) => ({ languages: [el] }), { language: 'ua', pages: ['index'] });
  return out;
}
