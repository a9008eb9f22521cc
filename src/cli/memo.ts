import { createHash } from 'node:crypto';
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
 * A file without a memo (older, or written by another command) is all extracts.
 */
export class CacheFile {
  /** The extracts' text as read; null until read. */
  private rest: string | undefined | null = null;
  private written: string | undefined;

  constructor(private readonly raw: CacheStore) {}

  /** The store of the extracts alone, written straight away (commands that keep no memo). */
  static extractsOf(raw: CacheStore): CacheStore {
    const file = new CacheFile(raw);
    return { read: () => file.extractText(), write: (text) => raw.write(text) };
  }

  /** The memo kept for `key`, if every answer it was built on is still the same. */
  memo(key: string, fs: FileSystem, ignored: readonly string[]): ResultMemo | undefined {
    const head = this.raw.readFirstLine?.();
    if (!head?.startsWith(MARK)) return undefined;
    try {
      const memo = (JSON.parse(head) as { navlintResult?: unknown }).navlintResult;
      if (!isMemo(memo) || memo.key !== key) return undefined;
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
      this.rest = text?.startsWith(MARK) ? (nl >= 0 ? text.slice(nl + 1) : undefined) : text;
    }
    return this.rest;
  }

  /** Writes the memo, if any, above the extracts (this run's, else those there were); a failed write is ignored. */
  save(memo: ResultMemo | undefined): void {
    const extracts = this.written ?? this.extractText() ?? '';
    if (!memo && this.written === undefined) return;
    try {
      this.raw.write(memo ? `${JSON.stringify({ navlintResult: memo })}\n${extracts}` : extracts);
    } catch {
      // The cache only saves time: a read-only folder must not fail the check.
    }
  }
}
