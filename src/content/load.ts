import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { FileIndex } from '../load/files.js';
import { contentKey, type ContentCache } from './cache.js';
import { contentKind } from './kind.js';
import { MAIN_THREAD_CHARS, parseAll, startWorkers, workersFor, type ParseJob, type PoolOptions } from './pool.js';
import { importTarget, resolveImportFile } from './resolve.js';
import type { ContentExtract, ExtractOptions } from './types.js';

/** What loading the content needs: the files of the root, how to read them, and how to parse. */
export interface ContentLoadOptions extends PoolOptions {
  root: string;
  fs: FileSystem;
  files: FileIndex;
  options: ExtractOptions;
  cache?: ContentCache;
}

/** The extract of every content file, by root-relative path, and how many were parsed afresh. */
export interface LoadedContent {
  extracts: Map<string, ContentExtract>;
  parsed: number;
  reused: number;
}

interface Pending {
  loaded: LoadedContent;
  jobs: ParseJob[];
  keys: Map<ParseJob, string>;
  /** Files whose text is the same as a job's: one parse serves them all. */
  copies: Map<ParseJob, string[]>;
}

/** Reads every content file, takes what the cache holds, and lists the rest to parse. */
function collect(opts: ContentLoadOptions, rels: Iterable<string>, loaded: LoadedContent): Pending {
  const jobs: ParseJob[] = [];
  const keys = new Map<ParseJob, string>();
  const copies = new Map<ParseJob, string[]>();
  const byKey = new Map<string, ParseJob>();
  for (const rel of rels) {
    const kind = contentKind(rel);
    if (!kind || loaded.extracts.has(rel)) continue;
    let text: string;
    try {
      text = opts.fs.readFileSync(path.join(opts.root, rel), 'utf8');
    } catch (e) {
      loaded.extracts.set(rel, {
        kind: 'skipped',
        reason: `the file cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`,
      });
      continue;
    }
    // Sites copy pages (one Nango page in six has a twin): the hash that keys the cache also finds them.
    const key = contentKey(kind, text, rel);
    const hit = opts.cache?.get(key);
    if (hit) {
      loaded.extracts.set(rel, hit);
      loaded.reused++;
      continue;
    }
    const twin = byKey.get(key);
    if (twin) {
      copies.get(twin)!.push(rel);
      continue;
    }
    const job: ParseJob = { rel, text, kind };
    jobs.push(job);
    keys.set(job, key);
    copies.set(job, []);
    byKey.set(key, job);
  }
  return { loaded, jobs, keys, copies };
}

function store(opts: ContentLoadOptions, pending: Pending): (job: ParseJob, extract: ContentExtract) => void {
  return (job, extract) => {
    pending.loaded.extracts.set(job.rel, extract);
    for (const rel of pending.copies.get(job) ?? []) pending.loaded.extracts.set(rel, extract);
    pending.loaded.parsed++;
    // Whether a page is parsed in time depends on the machine and its load: that is not kept.
    if (extract.kind !== 'skipped' || !extract.tooComplex) opts.cache?.set(pending.keys.get(job)!, extract);
    // The text is not needed once parsed: a site of 50,000 pages need not hold all of them to the end.
    job.text = '';
  };
}

/**
 * Files imported from the loaded ones that are not loaded yet (a script outside `snippets/`, a snippet in an
 * ignored folder): imported files are built whatever their place, so they are parsed too.
 */
function importedButMissing(opts: ContentLoadOptions, loaded: LoadedContent): string[] {
  const more = new Set<string>();
  for (const [rel, extract] of loaded.extracts) {
    if (extract.kind !== 'mdx') continue;
    for (const imp of extract.imports) {
      const target = importTarget(rel, imp.source);
      if (target.kind !== 'path') continue;
      const file = resolveImportFile(target.rel, (r) => opts.files.files.has(r));
      if (file && !loaded.extracts.has(file) && contentKind(file)) more.add(file);
    }
  }
  return [...more].sort();
}

/**
 * Adds files to what is loaded, with the files they import, and saves the cache: the last step of loading. `rels` are
 * files the site builds that the first pass left out (pages that the navigation lists in a folder the default ignores
 * would remove), or files changed since. They are parsed as `parseAll` parses: on this thread, but for a page large
 * enough once its variables are substituted to need the bounds of a worker.
 */
export async function completeContent(
  opts: ContentLoadOptions,
  loaded: LoadedContent,
  rels: string[] = [],
): Promise<LoadedContent> {
  let todo = [...rels, ...importedButMissing(opts, loaded)];
  while (todo.length > 0) {
    const pending = collect(opts, todo, loaded);
    await parseAll(pending.jobs, opts.options, opts, store(opts, pending));
    // Once the check's time is up, what is left stays unparsed.
    if (opts.signal?.aborted || (opts.deadline !== undefined && Date.now() >= opts.deadline)) break;
    todo = importedButMissing(opts, loaded);
  }
  opts.cache?.save();
  return loaded;
}

/**
 * Loads the content files of the root, parsing in worker threads when there is enough of it (call `completeContent`
 * after), into `loaded`: what is parsed is there as soon as it is, should the caller stop waiting.
 */
export async function loadContent(
  opts: ContentLoadOptions,
  loaded: LoadedContent = { extracts: new Map(), parsed: 0, reused: 0 },
): Promise<LoadedContent> {
  // With this many files, workers will be wanted (unless the cache holds most of them): they start now and
  // load while the files are read and hashed.
  const guess = opts.files.contentFiles.length * TYPICAL_FILE_CHARS;
  const ahead =
    !opts.cache && guess >= 2 * MAIN_THREAD_CHARS ? startWorkers(opts, workersFor(guess, opts.parallelism)) : [];
  const pending = collect(opts, opts.files.contentFiles, loaded);
  await parseAll(pending.jobs, opts.options, { ...opts, started: ahead }, store(opts, pending));
  return loaded;
}

/** A page's size, about, for guessing ahead whether workers will be wanted. */
const TYPICAL_FILE_CHARS = 2000;
