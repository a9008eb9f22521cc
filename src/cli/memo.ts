import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { CacheStore } from '../content/cache.js';
import type { FileSystem } from '../core/fs.js';
import { ObservedFs, type Observation } from '../core/observed-fs.js';
import type { Diagnostic } from '../core/types.js';

/**
 * The last check's report, kept with everything it read from the file system: while every answer is the same, the
 * same command prints the same report, so it is printed again without checking (`check --cache` when nothing changed).
 */
export interface ResultMemo {
  /** The command as it bears on the report: navlint's and Node's versions, the folder, the options, colour. */
  key: string;
  inputs: Observation[];
  report: string;
  errors: number;
  warnings: number;
}

/** How the first line of a cache file that holds a memo starts. */
const MARK = '{"navlintResult":';

/**
 * The HMAC of one part of the cache file (`memo` or `extracts`) under the user's cache key (`cacheSecret`): only
 * navlint, run by this user on this machine, can write a part that verifies.
 */
type Part = 'memo' | 'extracts' | 'links';

function macOf(secret: Buffer, part: Part, text: string): string {
  return createHmac('sha256', secret).update(part).update('\0').update(text).digest('base64url');
}

function verifies(secret: Buffer, part: Part, text: string, mac: unknown): boolean {
  if (typeof mac !== 'string') return false;
  const want = Buffer.from(macOf(secret, part, text));
  const got = Buffer.from(mac);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** A part's text as stored: its HMAC on a line of its own, then the text. */
function sealExtracts(secret: Buffer, text: string, part: Part = 'extracts'): string {
  return `${macOf(secret, part, text)}\n${text}`;
}

/** A part's text if its HMAC verifies, else undefined (a file committed, copied or written by hand). */
function unsealExtracts(secret: Buffer, stored: string | undefined, part: Part = 'extracts'): string | undefined {
  const nl = stored?.indexOf('\n') ?? -1;
  if (stored === undefined || nl < 0) return undefined;
  const text = stored.slice(nl + 1);
  return verifies(secret, part, text, stored.slice(0, nl)) ? text : undefined;
}

/**
 * The store of the external links' answers (`check --external --cache`), in a file of its own beside the cache file,
 * sealed as the extracts are: a file that does not verify is not read, and is rewritten.
 */
export function linksStoreOf(raw: CacheStore, secret: Buffer): CacheStore {
  return {
    read: () => {
      try {
        return unsealExtracts(secret, raw.read(), 'links');
      } catch {
        return undefined;
      }
    },
    write: (text) => raw.write(sealExtracts(secret, text, 'links')),
  };
}

/**
 * Whether a memo lists what every check of `root` reads: its docs.json and its folder. A memo verified by its HMAC
 * was written by navlint, but a list without them would say nothing about the files, so it is never taken as fresh.
 */
function coversRoot(inputs: readonly Observation[], root: string): boolean {
  const docs = path.join(root, 'docs.json');
  return (
    inputs.some(([call, file]) => call === 'read' && file === docs) &&
    inputs.some(([call, file]) => call === 'dir' && file === root)
  );
}

/**
 * Findings that depend on the time a run took rather than on the files: a result that has them is not kept.
 */
const TIMED_RULES = new Set(['check-timeout', 'page-too-complex']);

/** The key of a memo: what besides the files decides the report. */
export function memoKey(parts: Record<string, unknown>, version: string): string {
  const sorted = Object.keys(parts)
    .sort()
    .map((k) => [k, parts[k]]);
  return createHash('sha1')
    .update(JSON.stringify([version, process.version, sorted]))
    .digest('base64url');
}

/** Whether a check's result may be kept: it read one state of the files, and nothing in it depends on timing. */
export function keepable(fs: ObservedFs, diagnostics: readonly Diagnostic[]): boolean {
  return !fs.unsettled && !diagnostics.some((d) => TIMED_RULES.has(d.rule));
}

function isMemo(v: unknown): v is ResultMemo {
  const m = v as Partial<ResultMemo> | undefined;
  return (
    typeof m?.key === 'string' &&
    typeof m.report === 'string' &&
    typeof m.errors === 'number' &&
    typeof m.warnings === 'number' &&
    Array.isArray(m.inputs) &&
    m.inputs.every((o) => Array.isArray(o) && o.length === 3 && o.every((x) => typeof x === 'string'))
  );
}

/**
 * The `--cache` file in two parts: on its first line the result memo, then the page extracts. A run whose memo
 * holds reads the first line only; any other reads the extracts and writes both parts back at its end (`save`).
 * A file without a memo (older, or written by another command) is all extracts. Each part carries an HMAC under
 * the user's cache key (`secret`); a part that does not verify is not used, and is rewritten.
 */
export class CacheFile {
  /** The extracts' text as read and verified; null until read. */
  private rest: string | undefined | null = null;
  private written: string | undefined;

  constructor(
    private readonly raw: CacheStore,
    private readonly secret: Buffer,
  ) {}

  /** The store of the extracts alone, written straight away (commands that keep no memo). */
  static extractsOf(raw: CacheStore, secret: Buffer): CacheStore {
    const file = new CacheFile(raw, secret);
    return { read: () => file.extractText(), write: (text) => raw.write(sealExtracts(secret, text)) };
  }

  /**
   * The memo kept for `key` on the docs root `root`, if its HMAC verifies, it lists what a check of `root` reads,
   * and every answer it was built on is still the same.
   */
  memo(key: string, root: string, fs: FileSystem, ignored: readonly string[]): ResultMemo | undefined {
    const head = this.raw.readFirstLine?.();
    if (!head?.startsWith(MARK)) return undefined;
    try {
      const line = JSON.parse(head) as { navlintResult?: unknown; hmac?: unknown };
      const memo = line.navlintResult;
      if (!isMemo(memo) || !verifies(this.secret, 'memo', JSON.stringify(memo), line.hmac)) return undefined;
      if (memo.key !== key || !coversRoot(memo.inputs, root)) return undefined;
      return ObservedFs.stillHolds(fs, memo.inputs, ignored) ? memo : undefined;
    } catch {
      return undefined;
    }
  }

  /** The extracts' part: reading skips the memo, and writing waits for `save`. */
  readonly extracts: CacheStore = {
    read: () => this.extractText(),
    write: (text) => void (this.written = text),
  };

  private extractText(): string | undefined {
    if (this.rest === null) {
      let text: string | undefined;
      try {
        text = this.raw.read();
      } catch {
        text = undefined;
      }
      const nl = text?.startsWith(MARK) ? text.indexOf('\n') : -1;
      const stored = text?.startsWith(MARK) ? (nl >= 0 ? text.slice(nl + 1) : undefined) : text;
      this.rest = unsealExtracts(this.secret, stored);
    }
    return this.rest;
  }

  /** Writes the memo, if any, above the extracts (this run's, else those there were); a failed write is ignored. */
  save(memo: ResultMemo | undefined): void {
    const extracts = this.written ?? this.extractText();
    if (!memo && this.written === undefined) return;
    const sealed = extracts === undefined ? '' : sealExtracts(this.secret, extracts);
    const line =
      memo && JSON.stringify({ navlintResult: memo, hmac: macOf(this.secret, 'memo', JSON.stringify(memo)) });
    try {
      this.raw.write(line ? `${line}\n${sealed}` : sealed);
    } catch {
      // The cache only saves time: a read-only folder must not fail the check.
    }
  }
}
