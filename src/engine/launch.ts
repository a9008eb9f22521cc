import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { readTextInside } from '../core/confined.js';
import type { FileSystem } from '../core/fs.js';
import { OverlayFileSystem } from '../core/overlay-fs.js';
import { rootPathOf } from '../core/paths.js';
import type { SpecLinter } from '../openapi/validate.js';
import type { CheckResult, RunOptions } from './types.js';

// How a check is launched: docs.json is read once, before the check's code loads, and the threads the check will
// want (the validator, sent the JSON documents docs.json names; the first page parser on a large site) start then,
// loading their code while the check's loads. This module is small and imports the rest of the engine only when the
// check runs, so that a command's start does not wait for it.

/**
 * Navigation entries from which a site's pages are parsed in worker threads (as `loadContent` guesses from the files:
 * 262 pages of a typical 2 KB); entries are counted as the strings of docs.json's `navigation`.
 */
const EARLY_PARSER_ENTRIES = 262;
/**
 * Bytes of the pages fewer entries name from which they are parsed in worker threads: `MAIN_THREAD_CHARS` of the
 * content layer, below which the main thread parses.
 */
const EARLY_PARSER_BYTES = 256 * 1024;
/** docs.json is read ahead only up to this size; a larger one is for the check to read and report. */
const MAX_DOCS_JSON_BYTES = 64 * 1024 * 1024;
/** docs.json's value is parsed ahead only up to this size: above it, the guesses are not worth a second parse. */
const MAX_PARSED_AHEAD = 4 * 1024 * 1024;

/** The full check, launched: docs.json read once and the threads started ahead, then the engine run. */
export async function launchCheck(options: RunOptions): Promise<CheckResult> {
  const ahead = await startAhead(options);
  try {
    // Through the engine's public API, as every other caller loads it: the bundle then holds its modules once.
    const { runCheck } = await import('./index.js');
    return await runCheck(ahead.options);
  } finally {
    await ahead.close();
  }
}

/** What was started ahead of a check: the options that hand it to the check, and how to stop what it did not use. */
interface Ahead {
  options: RunOptions;
  close(): Promise<void>;
}

/**
 * Reads docs.json and starts what the check will want: the validator where docs.json mentions OpenAPI (elsewhere it
 * would only take time from the machine; a document named by a page still starts it when it is parsed), and, on a
 * large site checked without a cache (with one, parsers start for the pages it lacks), the first page parser.
 */
async function startAhead(options: RunOptions): Promise<Ahead> {
  const docsJson = readDocsJson(options);
  const worker = docsJson === undefined || docsJson.text.includes('openapi') ? startWorker(options) : undefined;
  const docs = docsJson && docsValue(docsJson.text);
  const linter = worker
    ? await primedLinter(worker, options.fs, docsJson && docs !== undefined ? { ...docsJson, docs } : undefined)
    : undefined;
  const parser =
    options.content !== false && !options.contentCache && docsJson && largeSite(docs, docsJson.root, options.fs)
      ? startParser(options)
      : undefined;
  const contentWorker = parser && options.contentWorker;
  return {
    options: {
      ...options,
      // The check reads the text read here: docs.json is read once.
      ...(docsJson ? { fs: withText(options.fs, docsJson) } : {}),
      ...(worker ? { lintWorker: () => worker } : {}),
      ...(linter ? { specLinter: linter } : {}),
      ...(parser && contentWorker ? { contentWorker: () => parser.take() ?? contentWorker() } : {}),
      // The first worker was started for the pages: this thread need not load the parser before the check.
      ...(parser ? { pagesInWorkers: true } : {}),
    },
    async close() {
      await linter?.close();
      void worker?.terminate();
      parser?.stopUnused();
    },
  };
}

/** The file system with docs.json's text, as read ahead, laid over the file (at its name and its real path). */
function withText(fs: FileSystem, docsJson: { file: string; real: string; text: string }): FileSystem {
  const over = new OverlayFileSystem(fs);
  over.set(docsJson.file, docsJson.text);
  over.set(docsJson.real, docsJson.text);
  return over;
}

/**
 * The docs.json that a check of `dir` reads, with its folder (the docs root), when `dir` is a docs root or its
 * docs.json; undefined when it is neither, or the file is unusual (too large, not a file, linked out of the root):
 * the check reports that.
 */
function readDocsJson(options: RunOptions): { root: string; file: string; real: string; text: string } | undefined {
  const target = path.resolve(options.cwd, options.dir);
  const file = path.basename(target) === 'docs.json' ? target : path.join(target, 'docs.json');
  const root = path.dirname(file);
  try {
    const text = readTextInside(options.fs, { folders: [root], name: 'the docs root' }, file, MAX_DOCS_JSON_BYTES);
    return { root, file, real: options.fs.realpathSync(file), text };
  } catch {
    return undefined;
  }
}

/** docs.json's value for the guesses made ahead: undefined when it is not plain JSON, or too large to parse twice. */
function docsValue(text: string): unknown {
  if (text.length > MAX_PARSED_AHEAD) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether docs.json (its value) lists pages enough to be parsed in worker threads (a guess, before the files are
 * listed): as many entries as pages of a typical size would need, or fewer whose page files are that large. The
 * sizes come from the file system's entries in the docs root (no file is read); what is not a page is not counted.
 */
function largeSite(docs: unknown, root: string, fs: FileSystem): boolean {
  if (typeof docs !== 'object' || docs === null) return false;
  const entries: string[] = [];
  const stack = [(docs as { navigation?: unknown }).navigation];
  while (stack.length > 0 && entries.length < EARLY_PARSER_ENTRIES) {
    const v = stack.pop();
    if (typeof v === 'string') entries.push(v);
    else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) stack.push(x);
  }
  if (entries.length >= EARLY_PARSER_ENTRIES) return true;
  let bytes = 0;
  for (const entry of entries) {
    const file = rootPathOf(root, entry);
    if (file === undefined) continue;
    for (const ext of ['.mdx', '.md']) {
      try {
        const st = fs.lstatSync(file + ext);
        if (!st.isFile()) continue;
        bytes += st.size;
        if (bytes >= EARLY_PARSER_BYTES) return true;
        break;
      } catch {
        // Not this extension (or not a page at all).
      }
    }
  }
  return false;
}

/** A page-parsing worker started ahead of the check: taken once, or stopped at the end if the check needed none. */
function startParser(options: RunOptions): { take(): Worker | undefined; stopUnused(): void } | undefined {
  let worker: Worker | undefined;
  try {
    worker = options.contentWorker?.();
  } catch {
    return undefined;
  }
  if (!worker) return undefined;
  let taken = false;
  return {
    take() {
      if (taken) return undefined;
      taken = true;
      return worker;
    },
    stopUnused() {
      if (!taken) void worker.terminate();
    },
  };
}

/** The validation worker, started now; undefined when it cannot start (the check validates in this thread instead). */
function startWorker(options: RunOptions): Worker | undefined {
  try {
    return options.lintWorker?.();
  } catch {
    return undefined;
  }
}

/** The validator on `worker`, sent the JSON documents that docs.json names (see `SpecLinter.prime`). */
async function primedLinter(
  worker: Worker,
  fs: FileSystem,
  docsJson: { root: string; docs: unknown } | undefined,
): Promise<SpecLinter> {
  const { SpecLinter } = await import('../openapi/validate.js');
  const linter = new SpecLinter(() => worker);
  if (docsJson) linter.prime(docsJson.root, docsJson.docs, fs);
  return linter;
}
