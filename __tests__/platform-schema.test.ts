// The differential test: one-field docs.json configurations enumerated from the platform's own schema package
// (`@mintlify/validation`, the one `mint validate` builds with, pinned as a devDependency), judged by the platform's
// validation function (`validateDocsConfig`) and by navlint's engine on a small site. Where the platform refuses a
// configuration, navlint must report an error; where it accepts it and keeps every value, navlint must report no
// error and must not say a key is ignored; where it accepts it but silently drops a value (a key its schema does not
// know, or a value its fallback forms discard), navlint must say so. Only the findings of the rules that judge
// docs.json's shape count (config and navigation); files the values name are not the schema's business. The
// deliberate differences are listed below, each with its reason. After an upgrade of the package, new fields and
// values are enumerated as new cases, so the drift shows as failures here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateDocsConfig } from '@mintlify/validation';
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
import { runCheck } from '../src/engine/index.js';
import type { Diagnostic } from '../src/core/types.js';
import {
  candidates,
  fieldsOf,
  lostKeys,
  pointerOf,
  sample,
  unwrap,
  type PlatformCase,
  type Zod,
} from './helpers/platform-cases.js';

const z = (s: unknown) => s as Zod;

const BASE = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Example',
  colors: { primary: '#087A60' },
  navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
};
type Json = Record<string, unknown>;
const clone = <T>(v: T): T => structuredClone(v);

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
function enumerate(): PlatformCase[] {
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

/** Rules that judge what a docs.json value names (files, pages, redirect targets), not its shape: left out here. */
const NOT_COMPARED = new Set(['redirect-broken', 'redirect-chain', 'redirect-loop']);
const COMPARED_CATEGORIES = new Set(['config', 'navigation']);
/** Rules whose finding says the platform ignores a key: false on a key the platform reads. */
const IGNORED_KEY_RULES = new Set(['nav-unknown-field', 'config-unknown-field']);

interface Verdict {
  c: PlatformCase;
  accepted: boolean;
  lost: string[];
  findings: Diagnostic[];
  platformIssues: string[];
}

/** A difference kept on purpose: the cases it covers and why navlint judges them otherwise. */
interface Difference {
  reason: string;
  applies(v: Verdict): boolean;
}

const DIFFERENCES: Difference[] = [
  {
    reason:
      'The language code "ua": the specification lists it, the platform refuses it (it expects "uk"). SEMANTICS.md ' +
      'decides a warning that says so, with the fix, rather than an error on what the specification allows.',
    applies: (v) =>
      !v.accepted &&
      v.findings.some((d) => d.rule === 'nav-language-code' && d.severity === 'warning' && /"ua"/.test(d.message)),
  },
  {
    reason:
      'Rule 1 of SEMANTICS.md: the platform accepts the configuration but drops a value it holds (an element whose ' +
      'invalid `href`, `hidden` or child list makes the platform fall back to a form without it, a group whose ' +
      'invalid `openapi` it discards, a link whose children it discards). The author loses content without being ' +
      'told, so navlint reports an error there.',
    applies: (v) => v.accepted && v.lost.length > 0,
  },
  {
    reason:
      '`graphql` on an element other than a tab or a menu item: the pinned schema package refuses it, but navlint ' +
      'follows the newest CLI (`mintlify` 4.2.988), whose schema (@mintlify/validation 0.1.894, not on the ' +
      "registry; its types are inlined in @mintlify/link-rot 3.0.1419's readConfig.d.ts) takes it on groups, and " +
      'whose build (@mintlify/prebuild 1.0.1370, generateGraphqlDivisions) generates pages from it on any element.',
    applies: (v) =>
      !v.accepted &&
      /^(product|language|version|dropdown|anchor|group|nested group)\.graphql = /.test(v.c.name) &&
      v.findings.every((d) => d.severity !== 'error'),
  },
  {
    reason:
      'An empty redirect `source` or `destination`: the platform accepts the entry, which can never apply; ' +
      'redirect-invalid reports it (rule 1: what the author wrote has no effect, silently).',
    applies: (v) =>
      v.accepted &&
      v.c.at === '/redirects' &&
      v.findings.every((d) => d.rule === 'redirect-invalid' && /must be a non-empty path/.test(d.message)),
  },
];

let site: string;
let ruleCategory: Map<string, string>;

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-platform-'));
  fs.writeFileSync(path.join(site, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
  fs.writeFileSync(path.join(site, 'nested.mdx'), '---\ntitle: Nested\n---\n\nNested.\n');
  const { RULES } = await import('../src/rules/index.js');
  ruleCategory = new Map(RULES.map((r) => [r.meta.id, r.meta.category]));
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

async function judge(c: PlatformCase): Promise<Verdict> {
  const result = validateDocsConfig(clone(c.config)) as {
    success: boolean;
    data?: unknown;
    error?: { issues: { path: (string | number)[]; message: string }[] };
  };
  fs.writeFileSync(path.join(site, 'docs.json'), JSON.stringify(c.config, null, 2));
  // docs.json alone is compared: the two pages never change, and are not parsed again for each case (`--no-content`).
  const findings = (await runCheck({ dir: '.', cwd: site, fs, content: false })).diagnostics.filter(
    (d) => COMPARED_CATEGORIES.has(ruleCategory.get(d.rule) ?? '') && !NOT_COMPARED.has(d.rule),
  );
  return {
    c,
    accepted: result.success,
    lost: result.success ? lostKeys(c.config, result.data) : [],
    findings,
    platformIssues: (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`),
  };
}

/**
 * What is wrong with navlint's verdict on a case, or undefined when it agrees with the platform: an error where the
 * platform refuses the configuration; no error and no claim that a key is ignored where the platform reads it all;
 * some finding (an error, or a warning for a key it ignores) where the platform silently drops a value.
 */
function disagreement(v: Verdict): { why: string; excusable: boolean } | undefined {
  const errors = v.findings.filter((d) => d.severity === 'error');
  // Every finding stands at the value that varies, or below it (a missing top-level setting: at the opening brace).
  const astray = v.findings.filter(
    (d) => v.c.at !== '' && d.span.pointer !== v.c.at && !d.span.pointer.startsWith(`${v.c.at}/`),
  );
  if (astray.length > 0)
    return { why: `navlint reports away from ${v.c.at}: at ${astray[0].span.pointer}`, excusable: false };
  if (!v.accepted)
    return errors.length > 0
      ? undefined
      : { why: 'the platform rejects it; navlint reports no error', excusable: true };
  if (v.lost.length > 0 && !v.findings.some((d) => d.severity !== 'notice'))
    return { why: `the platform drops ${v.lost.join(', ')}; navlint says nothing`, excusable: false };
  if (errors.length > 0) return { why: 'the platform accepts it; navlint reports an error', excusable: true };
  if (v.lost.length === 0 && v.findings.some((d) => IGNORED_KEY_RULES.has(d.rule)))
    return { why: 'the platform reads every key; navlint says one is ignored', excusable: false };
  return undefined;
}

if (process.env.NAVLINT_PLATFORM_COUNT)
  it('counts', () => {
    const counts = new Map<string, number>();
    for (const c of enumerate()) {
      const k = c.name.replace(/ = .*/, '').replace(/ \(alone\)/, '');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    fs.writeFileSync(
      process.env.NAVLINT_PLATFORM_COUNT!,
      [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${n} ${k}`)
        .join('\n'),
    );
  });

describe('navlint and the platform schema package (@mintlify/validation) judge docs.json alike', () => {
  const cases = enumerate();

  it('enumerates at least 500 one-field configurations from the platform schema', () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
  });

  it('agrees with the platform on every configuration, but for the deliberate differences', async () => {
    const wrong: string[] = [];
    const used = new Map<Difference, number>();
    const tally = { rejected: 0, accepted: 0, dropped: 0 };
    for (const c of cases) {
      const v = await judge(c);
      tally[!v.accepted ? 'rejected' : v.lost.length ? 'dropped' : 'accepted']++;
      const found = disagreement(v);
      if (!found) continue;
      const kept = found.excusable ? DIFFERENCES.find((d) => d.applies(v)) : undefined;
      if (kept) {
        used.set(kept, (used.get(kept) ?? 0) + 1);
        continue;
      }
      wrong.push(
        `${c.name}: ${found.why}` +
          (v.platformIssues.length ? `\n    platform: ${v.platformIssues.slice(0, 2).join(' | ')}` : '') +
          v.findings.map((d) => `\n    navlint: ${d.severity} ${d.rule} ${d.message}`).join(''),
      );
    }
    if (process.env.NAVLINT_PLATFORM_REPORT)
      fs.writeFileSync(process.env.NAVLINT_PLATFORM_REPORT, wrong.join('\n') + '\n');
    // Each verdict is well represented: values the platform refuses, keeps, and silently drops.
    expect(Math.min(tally.rejected, tally.accepted, tally.dropped)).toBeGreaterThan(100);
    if (process.env.NAVLINT_PLATFORM_REPORT)
      fs.appendFileSync(
        process.env.NAVLINT_PLATFORM_REPORT,
        `# ${cases.length} cases: ${JSON.stringify(tally)}; differences used: ` +
          `${DIFFERENCES.map((d) => used.get(d) ?? 0).join(', ')}\n`,
      );
    expect(wrong).toEqual([]);
    // A difference no case needs any more is stale.
    expect(DIFFERENCES.filter((d) => !used.has(d)).map((d) => d.reason)).toEqual([]);
  });
});
