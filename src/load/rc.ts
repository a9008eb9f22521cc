import path from 'node:path';
import { fileStart } from '../core/source.js';
import type { FileSystem } from '../core/fs.js';
import { ConfinedPathError, readTextInside, type WriteArea } from '../core/confined.js';
import type { RuleLevel, Span } from '../core/types.js';
import { MAX_CONFIG_BYTES } from './docs.js';
import { readExternalConfig, type ExternalConfig } from './external-config.js';
import { readTranslationsConfig, type TranslationsConfig } from './translations-config.js';
import { parseJson } from './json.js';
import { getProp, type JArray, type JNode, type JObject, type JScalar } from '../core/jnode.js';
import type { SourceText } from '../core/source.js';

/** Name of the configuration file looked for in the docs root. */
const RC_FILE = '.navlintrc.json';
const LEVELS: RuleLevel[] = ['off', 'notice', 'warning', 'error'];

/** What is wrong in the configuration file; the `navlintrc-invalid` rule words each. */
export type RcProblem =
  | { code: 'link-outside'; name: string; area: string }
  | { code: 'too-large'; name: string; maxBytes: number }
  | { code: 'json'; detail: string }
  | { code: 'not-object' }
  | { code: 'unknown-key'; key: string }
  | { code: 'rules-not-object' }
  | { code: 'bad-level'; rule: string; value?: string | number }
  | { code: 'ignore-not-array' }
  | { code: 'bad-ignore' }
  | { code: 'bad-ignore-key'; key: string }
  | { code: 'bad-ignore-field'; field: 'path' | 'rules' | 'pointers' }
  | { code: 'components-not-array' }
  | { code: 'bad-component' }
  | { code: 'bad-base-path'; reason: string }
  | { code: 'bad-page-timeout' }
  | { code: 'bad-published'; reason: string }
  | { code: 'extends-not-list' }
  | { code: 'unknown-preset'; name: string }
  | { code: 'bad-external'; reason: string }
  | { code: 'bad-translations'; reason: string };

/** The keys of the configuration file. */
const RC_KEYS: readonly string[] = [
  'extends',
  'rules',
  'ignore',
  'components',
  'basePath',
  'pageTimeout',
  'external',
  '$schema',
  'published',
  'translations',
];

/**
 * navlint's presets, as `extends` names them (`"navlint:strict"`): `recommended` is what runs without one (errors, and
 * the warnings that are right at least nine times in ten on real sites); `strict` turns every rule on at its own level;
 * `accessibility` adds the heuristic accessibility rules.
 */
export const PRESETS = ['recommended', 'strict', 'accessibility'] as const;
export type PresetName = (typeof PRESETS)[number];
/** How `extends` spells a preset: `navlint:` and its name. */
export const PRESET_PREFIX = 'navlint:';

/** The preset an `extends` entry names (`"navlint:strict"`), or undefined when it names none. */
function presetNamed(value: string): PresetName | undefined {
  const name = value.startsWith(PRESET_PREFIX) ? value.slice(PRESET_PREFIX.length) : undefined;
  return (PRESETS as readonly string[]).includes(name ?? '') ? (name as PresetName) : undefined;
}

/** A component name as JSX writes it: upper-case first, members after dots (`Tree.Folder`). */
const COMPONENT_NAME = /^[A-Z][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/**
 * An `ignore` entry that is an object: findings of some rules (all without `rules`) in the files that `path` matches,
 * or only under some JSON pointers of them; it is reported when it drops nothing.
 */
interface IgnoreEntry {
  path: string;
  rules?: string[];
  pointers?: string[];
  /** The whole entry, where an unused one is reported. */
  span: Span;
}

/** navlint's own configuration: rule levels, ignored paths and extra component names. */
export interface RcConfig {
  file?: string;
  source?: SourceText;
  /** The presets of `extends`, in order: each sets the levels of the rules it names, over `recommended`. */
  extends?: PresetName[];
  rules: Map<string, RuleLevel>;
  ignore: string[];
  /** `ignore` entries that are objects: a path with rules or JSON pointers. */
  ignoreEntries?: IgnoreEntry[];
  /** Component names the site's pages may use beside the platform's built-in ones. */
  components?: string[];
  /** The path the site is served under (`/docs`), without a trailing slash: links may be written with it. */
  basePath?: string;
  /** Seconds a page may take to parse before it is reported as too complex (`pageTimeout`). */
  pageTimeout?: number;
  /** How `check --external` fetches external links (`external`). */
  external?: ExternalConfig;
  /** The published site's base URL (`https://example.com/docs`), without a trailing slash (`published`). */
  published?: string;
  /** What each language must cover of the default language (`translations`). */
  translations?: TranslationsConfig;
  /** Problems in the configuration file itself, reported (and worded) by the `navlintrc-invalid` rule. */
  issues: { problem: RcProblem; span: Span }[];
  /** Rule ids named in `rules`, with where, for the unknown-id check. */
  ruleKeys: { id: string; span: Span }[];
}

/**
 * Reads `.navlintrc.json` from the docs root, or the file given with `--config` (the action's `config`), which may lie
 * in `explicitArea` (the working directory or the docs root) but not lead out of it through a link.
 */
export function loadRc(
  docsRoot: string,
  explicit: string | undefined,
  fs: FileSystem,
  explicitArea?: WriteArea,
): RcConfig {
  const rc: RcConfig = { rules: new Map(), ignore: [], issues: [], ruleKeys: [] };
  const file = explicit ?? path.join(docsRoot, RC_FILE);
  if (!explicit && !fs.existsSync(file)) return rc;
  rc.file = file;
  // The file comes with the repository (a committed link too): a link out of it would put another file's values in
  // the report, so the file is read through the one confined read, and the target of such a link never opened.
  const area = explicit !== undefined && explicitArea ? explicitArea : { folders: [docsRoot], name: 'the docs root' };
  let text: string;
  try {
    text = readTextInside(fs, area, file, MAX_CONFIG_BYTES);
  } catch (e) {
    if (!(e instanceof ConfinedPathError) || e.reason === 'it is not a regular file') throw e;
    const name = explicit !== undefined ? path.basename(file) : RC_FILE;
    const problem: RcProblem = e.reason.startsWith('it is larger')
      ? { code: 'too-large', name, maxBytes: MAX_CONFIG_BYTES }
      : { code: 'link-outside', name, area: area.name };
    rc.issues.push({ problem, span: fileStart(file) });
    return rc;
  }
  const parsed = parseJson(file, text);
  rc.source = parsed.source;
  for (const e of parsed.errors) rc.issues.push({ problem: { code: 'json', detail: e.message }, span: e.span });
  const root = parsed.root;
  if (!root) return rc;
  if (root.type !== 'object') {
    rc.issues.push({ problem: { code: 'not-object' }, span: root.span });
    return rc;
  }
  for (const p of root.props) {
    if (!RC_KEYS.includes(p.key)) rc.issues.push({ problem: { code: 'unknown-key', key: p.key }, span: p.keySpan });
  }
  readExtends(rc, getProp(root, 'extends')?.value);
  readRuleLevels(rc, getProp(root, 'rules')?.value);
  readIgnore(rc, getProp(root, 'ignore')?.value);
  readComponents(rc, getProp(root, 'components')?.value);
  readScalars(rc, root);
  const external = getProp(root, 'external')?.value;
  if (external)
    rc.external = readExternalConfig(external, (reason, span) =>
      rc.issues.push({ problem: { code: 'bad-external', reason }, span }),
    );
  readPublished(rc, getProp(root, 'published')?.value);
  const translations = getProp(root, 'translations')?.value;
  if (translations)
    rc.translations = readTranslationsConfig(translations, (reason, span) =>
      rc.issues.push({ problem: { code: 'bad-translations', reason }, span }),
    );
  return rc;
}

/** Reads `extends` (a preset's name, or a list of them) into `rc`, with an issue for each name that is not one. */
function readExtends(rc: RcConfig, node: JNode | undefined): void {
  if (!node) return;
  const items = node.type === 'array' ? node.items : [node];
  if (node.type !== 'array' && node.type !== 'string') {
    rc.issues.push({ problem: { code: 'extends-not-list' }, span: node.span });
    return;
  }
  rc.extends = [];
  for (const item of items) {
    const preset = item.type === 'string' ? presetNamed(item.value as string) : undefined;
    if (preset) rc.extends.push(preset);
    else if (item.type === 'string')
      rc.issues.push({ problem: { code: 'unknown-preset', name: item.value as string }, span: item.span });
    else rc.issues.push({ problem: { code: 'extends-not-list' }, span: item.span });
  }
}

/** Reads `rules` (rule id → level) into `rc`, with an issue for each level that is not one. */
function readRuleLevels(rc: RcConfig, rules: JNode | undefined): void {
  if (!rules) return;
  if (rules.type !== 'object') {
    rc.issues.push({ problem: { code: 'rules-not-object' }, span: rules.span });
    return;
  }
  for (const p of rules.props) {
    rc.ruleKeys.push({ id: p.key, span: p.keySpan });
    const v: JNode = p.value;
    if (v.type === 'string' && (LEVELS as string[]).includes(v.value as string))
      rc.rules.set(p.key, v.value as RuleLevel);
    else
      rc.issues.push({
        problem: {
          code: 'bad-level',
          rule: p.key,
          ...(v.type === 'string' || v.type === 'number' ? { value: v.value as string | number } : {}),
        },
        span: v.span,
      });
  }
}

/** Reads `ignore` (globs, and objects of a rule and files) into `rc`, with an issue for each entry of neither kind. */
function readIgnore(rc: RcConfig, ignore: JNode | undefined): void {
  if (!ignore) return;
  if (ignore.type !== 'array') {
    rc.issues.push({ problem: { code: 'ignore-not-array' }, span: ignore.span });
    return;
  }
  for (const item of ignore.items) {
    if (item.type === 'string' && item.value !== '') rc.ignore.push(item.value as string);
    else if (item.type === 'object') {
      const entry = ignoreEntry(item, rc);
      if (entry) (rc.ignoreEntries ??= []).push(entry);
    } else rc.issues.push({ problem: { code: 'bad-ignore' }, span: item.span });
  }
}

/** Reads `components` (names of components the site provides) into `rc`, with an issue for each name that is not one. */
function readComponents(rc: RcConfig, components: JNode | undefined): void {
  if (!components) return;
  if (components.type !== 'array') {
    rc.issues.push({ problem: { code: 'components-not-array' }, span: components.span });
    return;
  }
  rc.components = [];
  for (const item of components.items) {
    if (item.type === 'string' && COMPONENT_NAME.test(item.value as string)) rc.components.push(item.value as string);
    else rc.issues.push({ problem: { code: 'bad-component' }, span: item.span });
  }
}

/** Reads `basePath` and `pageTimeout` into `rc`, with an issue for a value out of bounds. */
function readScalars(rc: RcConfig, root: JObject): void {
  const basePath = getProp(root, 'basePath')?.value;
  if (basePath) {
    const value = basePath.type === 'string' ? (basePath.value as string).trim() : undefined;
    const reason = value === undefined ? 'must be a string' : basePathProblem(value);
    if (reason !== undefined) rc.issues.push({ problem: { code: 'bad-base-path', reason }, span: basePath.span });
    else if (value !== undefined && value !== '/') rc.basePath = value.replace(/\/+$/, '');
  }
  const timeout = getProp(root, 'pageTimeout')?.value;
  if (timeout) {
    const v = timeout.type === 'number' ? timeout.value : undefined;
    if (typeof v === 'number' && v > 0 && v <= MAX_PAGE_TIMEOUT) rc.pageTimeout = v;
    else rc.issues.push({ problem: { code: 'bad-page-timeout' }, span: timeout.span });
  }
}

/** Reads `published` (the published site's base URL) into `rc`, with an issue when it is not an http(s) URL. */
function readPublished(rc: RcConfig, node: JNode | undefined): void {
  if (!node) return;
  const value = node.type === 'string' ? (node.value as string).trim() : undefined;
  let reason: string | undefined;
  if (value === undefined) reason = 'must be a string';
  else if (!URL.canParse(value)) reason = 'must be a URL';
  else {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') reason = 'must be an http:// or https:// URL';
    else if (u.search !== '' || u.hash !== '') reason = 'must not hold a query string or a fragment';
  }
  if (reason !== undefined) rc.issues.push({ problem: { code: 'bad-published', reason }, span: node.span });
  else rc.published = value!.replace(/\/+$/, '');
}

/**
 * What is wrong with a base path, in the words of the checks the platform applies to the path a custom domain serves
 * docs under (`validateCustomDomainBasePath` in `@mintlify/common`); `/` alone means the root and is accepted.
 */
export function basePathProblem(value: string): string | undefined {
  const v = value.trim();
  if (v === '/') return undefined;
  if (!v.startsWith('/')) return 'must start with `/`';
  if (v.startsWith('//') || v.includes('://')) return 'must be a path, not a URL';
  if (v.length > 128) return 'must be at most 128 characters';
  if (v.includes('//')) return 'must not hold consecutive slashes';
  if (/\s/.test(v)) return 'must not hold spaces';
  if (/[?#]/.test(v)) return 'must not hold a query string or a fragment';
  if (v.split('/').some((seg) => seg === '.' || seg === '..')) return 'must not hold `.` or `..` segments';
  const p = v.replace(/\/+$/, '');
  const reserved = RESERVED_PATHS.find((r) => p === r || p.startsWith(r + '/'));
  if (reserved !== undefined) return `must not be ${reserved} or below it, which the platform serves itself`;
  return undefined;
}

/** Paths the platform keeps for itself on a custom domain (`RESERVED_BASE_PATHS` of `@mintlify/common`). */
const RESERVED_PATHS = [
  '/_next',
  '/_mintlify',
  '/_sites',
  '/_live-preview',
  '/api',
  '/login',
  '/logout',
  '/mcp',
  '/feedback',
  '/openapi-specs.download',
  '/llms.txt',
  '/llms-full.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/skill.md',
  '/.well-known',
];
/** Longest `pageTimeout` accepted, in seconds: a page is never worth more than a few minutes of a run. */
export const MAX_PAGE_TIMEOUT = 600;
/** An object of `ignore`: `{ "path": "docs.json", "rules": ["nav-unknown-field"], "pointers": ["/navigation/tabs/2"] }`. */
function ignoreEntry(item: JObject, rc: RcConfig): IgnoreEntry | undefined {
  let ok = true;
  for (const p of item.props)
    if (p.key !== 'path' && p.key !== 'rules' && p.key !== 'pointers') {
      rc.issues.push({ problem: { code: 'bad-ignore-key', key: p.key }, span: p.keySpan });
      ok = false;
    }
  const at = getProp(item, 'path');
  if (at?.value.type !== 'string' || (at.value as JScalar).value === '') {
    rc.issues.push({ problem: { code: 'bad-ignore-field', field: 'path' }, span: at?.value.span ?? item.span });
    return undefined;
  }
  const entry: IgnoreEntry = { path: (at.value as JScalar).value as string, span: item.span };
  const list = (field: 'rules' | 'pointers', valid: (s: string) => boolean): string[] | undefined => {
    const v = getProp(item, field)?.value;
    if (!v) return undefined;
    if (
      v.type !== 'array' ||
      v.items.length === 0 ||
      v.items.some((i) => i.type !== 'string' || !valid(i.value as string))
    ) {
      rc.issues.push({ problem: { code: 'bad-ignore-field', field }, span: v.span });
      ok = false;
      return undefined;
    }
    return v.items.map((i) => (i as JScalar).value as string);
  };
  const rules = list('rules', (s) => s !== '');
  const pointers = list('pointers', (s) => s === '' || s.startsWith('/'));
  if (rules) {
    entry.rules = rules;
    const items = getProp(item, 'rules')!.value as JArray;
    for (const i of items.items) rc.ruleKeys.push({ id: (i as JScalar).value as string, span: i.span });
  }
  if (pointers) entry.pointers = pointers;
  return ok ? entry : undefined;
}
