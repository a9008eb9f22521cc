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
import { runCheck } from '../src/engine/index.js';
import type { Diagnostic } from '../src/core/types.js';
import { lostKeys, type PlatformCase } from './helpers/platform-cases.js';
import { clone, enumerate } from './helpers/platform-enumerate.js';
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
  const findings = (
    await runCheck({ dir: '.', cwd: site, fs, content: false, presets: ['strict'] })
  ).diagnostics.filter((d) => COMPARED_CATEGORIES.has(ruleCategory.get(d.rule) ?? '') && !NOT_COMPARED.has(d.rule));
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
