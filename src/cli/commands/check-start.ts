// What the CLI starts ahead of a check, before the check's code loads: the OpenAPI validator's thread when docs.json
// mentions OpenAPI, and the first page parser on a large site. The engine is to own this decision; until then its
// interface is `startEarly`: the options in, what it started out.
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { readTextInside } from '../../core/confined.js';
import type { FileSystem } from '../../core/fs.js';
import { rootPathOf } from '../../core/paths.js';
// The commands' code is imported where a command runs: `--version` and `--help` load none of it.
import type { SpecLinter } from '../../openapi/validate.js';

/** What a check of `dir` may start ahead of itself, and what it is given to start. */
interface EarlyOptions {
  dir: string;
  cwd: string;
  fs: FileSystem;
  lintWorker?: () => Worker;
  contentWorker?: () => Worker;
  /** Whether pages are parsed (`--no-content` says no). */
  content: boolean;
  /** Whether no extract of a page is kept from before (no `--cache`, no earlier pass of `--fix`). */
  cold: boolean;
}

/** What `startEarly` started: what the check is to use instead of starting it, and how to stop what it did not take. */
export interface EarlyStart {
  lintWorker?: () => Worker;
  specLinter?: SpecLinter;
  contentWorker?: () => Worker;
  /** The first worker was started for the pages: this thread need not load the parser before the check. */
  pagesInWorkers: boolean;
  /** Stops the validator, and the page parser if the check did not take it. */
  stop(): Promise<void>;
}

/**
 * Starts, before the check's code loads, what a check of a large site or of OpenAPI documents will want: the
 * validator's thread, sent at once the JSON documents docs.json names (the check is given their answers when it reads
 * them), and on a large site checked cold the first page parser, which loads its code while the check's loads (the
 * check takes it as the first worker it asks for).
 */
export async function startEarly(options: EarlyOptions): Promise<EarlyStart> {
  const docsJson = readDocsJson(options, options.dir);
  const worker = docsJson === undefined || docsJson.text.includes('openapi') ? startWorker(options) : undefined;
  const docs = docsJson && docsValue(docsJson.text);
  const linter = worker
    ? await primedLinter(worker, options, docsJson && docs !== undefined ? { ...docsJson, docs } : undefined)
    : undefined;
  const parser =
    options.content && options.cold && docsJson && largeSite(docs, docsJson.root, options.fs)
      ? startParser(options)
      : undefined;
  const { contentWorker } = options;
  return {
    lintWorker: worker ? () => worker : options.lintWorker,
    specLinter: linter,
    contentWorker: parser && contentWorker ? () => parser.take() ?? contentWorker() : contentWorker,
    pagesInWorkers: parser !== undefined,
    async stop() {
      await linter?.close();
      void worker?.terminate();
      parser?.stopUnused();
    },
  };
}

/**
 * Navigation entries from which a site's pages are parsed in worker threads (as `loadContent` guesses from the files:
 * 262 pages of a typical 2 KB); entries are counted as the strings of docs.json's `navigation`.
 */
const EARLY_PARSER_ENTRIES = 262;
/**
 * Bytes of the pages fewer entries name from which they are parsed in worker threads: `MAIN_THREAD_CHARS` of the
 * content layer, below which the main thread parses (cline's 227 entries name 600 KB of pages).
 */
const EARLY_PARSER_BYTES = 256 * 1024;

/**
 * The value of docs.json's text for what the CLI starts ahead of the check (the validator's documents, the first page
 * parser): undefined when it is not plain JSON, or too large to be worth reading twice (the check reads it again).
 */
function docsValue(text: string): unknown {
  if (text.length > 4 * 1024 * 1024) return undefined;
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
function startParser(io: EarlyOptions): { take(): Worker | undefined; stopUnused(): void } | undefined {
  let worker: Worker | undefined;
  try {
    worker = io.contentWorker?.();
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

function startWorker(io: EarlyOptions): Worker | undefined {
  try {
    return io.lintWorker?.();
  } catch {
    return undefined; // the check validates in this thread instead
  }
}

/**
 * The docs.json that a check of `dir` reads, with its folder (the docs root), when `dir` is a docs root or its
 * docs.json; undefined when it is neither, or the file is unusual (too large, not a file): the check reports that.
 * The validation worker is started ahead of the check only where docs.json mentions OpenAPI (elsewhere it would only
 * take time from the machine; a document named by a page still starts it when it is parsed).
 */
function readDocsJson(io: EarlyOptions, dir: string): { root: string; text: string } | undefined {
  const target = path.resolve(io.cwd, dir);
  const file = path.basename(target) === 'docs.json' ? target : path.join(target, 'docs.json');
  const root = path.dirname(file);
  try {
    // A docs.json linked out of the root is not read here either: the check reports it.
    return { root, text: readTextInside(io.fs, { folders: [root], name: 'the docs root' }, file, 64 * 1024 * 1024) };
  } catch {
    return undefined;
  }
}

/** The validator on `worker`, sent the JSON documents that docs.json names (see `SpecLinter.prime`). */
async function primedLinter(
  worker: Worker,
  io: EarlyOptions,
  docsJson: { root: string; docs: unknown } | undefined,
): Promise<SpecLinter> {
  const { SpecLinter } = await import('../../openapi/validate.js');
  const linter = new SpecLinter(() => worker);
  if (docsJson) linter.prime(docsJson.root, docsJson.docs, io.fs);
  return linter;
}
