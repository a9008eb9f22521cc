import type { Phase, PhaseTimer } from '../core/timing.js';
import { UsageError } from '../core/errors.js';
import path from 'node:path';
import { loadRc, PRESET_PREFIX } from '../load/rc.js';
import { ruleLevels } from './presets.js';
import { displayPath } from '../core/paths.js';
import type { RuleLevel } from '../core/types.js';
import { findDocsRoot, unreadable } from '../load/docs-root.js';
import { isDefaultIgnored } from '../load/files.js';
import { ContentCache } from '../content/cache.js';
import type { ContentLoadOptions, LoadedContent } from '../content/load.js';
import { ContentModel, docsVariables } from '../model/content.js';
import { pageRefs } from '../model/pages.js';
import { buildSiteModel, type SiteModel } from '../model/site.js';
import { VERSION } from '../version.js';
import type { RunOptions } from './types.js';

// A docs root loaded into its model (no judgement yet), and how its pages are to be loaded.

/** Where `--config` (the action's `config`) may lead: the working directory (the action's workspace) or the docs root. */
const CONFIG_AREA = (cwd: string, root: string) => ({
  folders: [cwd, root],
  name: 'the working directory and the docs root',
});

/** Loads a docs root and builds its model (no judgement yet); `onFiles` is told once docs.json and the files are read. */
export function analyze(options: RunOptions, onFiles?: (model: SiteModel) => void): SiteModel {
  const { fs, cwd } = options;
  options.timing?.enter('load');
  const root = findDocsRoot(options.dir, cwd, fs);
  const rcPath = options.configPath !== undefined ? path.resolve(cwd, options.configPath) : undefined;
  const rcFs = rcPath !== undefined ? (options.configFs ?? fs) : fs;
  if (rcPath !== undefined && !rcFs.existsSync(rcPath))
    throw new UsageError(`--config ${options.configPath}: no such file`);
  try {
    const rc = loadRc(root, rcPath, rcFs, CONFIG_AREA(cwd, root));
    if (options.presets?.length) rc.extends = [...(rc.extends ?? []), ...options.presets];
    return buildSiteModel(root, fs, rc, options.remote, { timing: options.timing, onSpec: options.onSpec, onFiles });
  } catch (e) {
    throw unreadable(e, cwd) ?? e;
  }
}

/** What `check --print-config` prints: the presets in force and the level of every rule. */
export function effectiveConfig(options: Pick<RunOptions, 'dir' | 'cwd' | 'fs' | 'configPath' | 'presets'>): {
  configFile?: string;
  extends: string[];
  rules: Record<string, RuleLevel>;
} {
  const { fs, cwd } = options;
  const root = findDocsRoot(options.dir, cwd, fs);
  const rcPath = options.configPath !== undefined ? path.resolve(cwd, options.configPath) : undefined;
  if (rcPath !== undefined && !fs.existsSync(rcPath))
    throw new UsageError(`--config ${options.configPath}: no such file`);
  const rc = loadRc(root, rcPath, fs, CONFIG_AREA(cwd, root));
  const presets = [...(rc.extends ?? []), ...(options.presets ?? [])];
  return {
    ...(rc.file ? { configFile: displayPath(rc.file, cwd) } : {}),
    extends: ['recommended', ...presets].map((p) => `${PRESET_PREFIX}${p}`),
    rules: Object.fromEntries(ruleLevels({ extends: presets, rules: rc.rules })),
  };
}

/**
 * Pages the navigation lists in a folder that the platform's default ignores would remove (`coverage/`,
 * say): the vendor's build accepts them, so they are built, and parsed.
 */
export function listedButIgnored(model: SiteModel): string[] {
  const listed = new Set(model.files.contentFiles);
  const out = new Set<string>();
  for (const ref of pageRefs(model)) {
    const res = model.files.resolvePage(ref.path.replace(/\.mdx?$/i, ''));
    if (res.status === 'found' && !listed.has(res.file) && isDefaultIgnored(res.file)) out.add(res.file);
  }
  return [...out].sort();
}

/** Runs `work` as one phase (the content phase unless told), then goes back to the phase that was running. */
export function inPhase<T>(timing: PhaseTimer | undefined, work: () => T, phase: Phase = 'content'): T {
  const previous = timing?.enter(phase);
  try {
    return work();
  } finally {
    timing?.enter(previous);
  }
}

/** How to load the content of a site: its files, its variables, the cache and the threads. */
export function contentOptions(
  model: SiteModel,
  options: Pick<RunOptions, 'contentCache' | 'contentWorker' | 'parallelism'> & {
    signal?: AbortSignal;
    deadline?: number;
  },
): ContentLoadOptions {
  const extract = { variables: Object.fromEntries(docsVariables(model.docs)) };
  return {
    root: model.root,
    fs: model.fs,
    files: model.files,
    options: extract,
    ...(options.contentCache ? { cache: new ContentCache(options.contentCache, VERSION, extract) } : {}),
    ...(options.contentWorker ? { startWorker: options.contentWorker } : {}),
    ...(options.parallelism !== undefined ? { parallelism: options.parallelism } : {}),
    ...(model.rc?.pageTimeout !== undefined ? { pageTimeoutMs: model.rc.pageTimeout * 1000 } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
  };
}

/** Gives the model the content loaded; `listedPages` are those of `listedButIgnored`. */
export function attachContent(model: SiteModel, loaded: LoadedContent, listedPages: string[]): ContentModel {
  return (model.content = new ContentModel(
    model.root,
    model.files,
    model.fs,
    loaded,
    docsVariables(model.docs),
    model.rc?.components ?? [],
    listedPages,
  ));
}
