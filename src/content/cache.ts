import crypto from 'node:crypto';
import { isContentExtract } from './extract-schema.js';
import type { ContentExtract, ContentKind, ExtractOptions } from './types.js';

/** Where the cache lives: read and write its whole text (the entry point supplies the file system). */
export interface CacheStore {
  read(): string | undefined;
  write(text: string): void;
  /** The text before the first newline, without reading the rest (a file's store can). */
  readFirstLine?(): string | undefined;
}

/** Bumped whenever the extract changes shape or meaning, so that older caches are not read. */
const FORMAT = 6;

/** The key of a file's extract: how it is parsed (MDX, JavaScript or TypeScript, by the file's extension) and a hash of its text. */
export function contentKey(kind: ContentKind, text: string, file = ''): string {
  const how = kind === 'script' ? (/\.tsx?$/i.test(file) ? 'ts' : 'js') : kind;
  return crypto.createHash('sha1').update(how).update('\0').update(text).digest('base64url');
}

/**
 * Extracts kept between runs, keyed by each file's content hash. The whole cache is dropped when navlint's
 * version, the cache format or the options that change an extract (docs.json `variables`) differ; an entry that is
 * not an extract in every field is dropped alone (the file is parsed again).
 */
export class ContentCache {
  private readonly old = new Map<string, ContentExtract>();
  private readonly used = new Map<string, ContentExtract>();
  private readonly header: string;
  private dirty = false;

  constructor(
    private readonly store: CacheStore,
    version: string,
    options: ExtractOptions,
  ) {
    const variables = Object.entries(options.variables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.header = JSON.stringify({ navlint: version, format: FORMAT, variables });
    let text: string | undefined;
    try {
      text = store.read();
    } catch {
      text = undefined;
    }
    if (text === undefined) return;
    // A cache that does not read as expected is only a slower run: it is rebuilt.
    try {
      const data = JSON.parse(text) as { header?: unknown; entries?: unknown };
      if (data?.header !== this.header || !data.entries || typeof data.entries !== 'object') return;
      for (const [k, v] of Object.entries(data.entries)) if (isContentExtract(v)) this.old.set(k, v);
    } catch {
      this.old.clear();
    }
  }

  /** The extract stored for a key, if any. */
  get(key: string): ContentExtract | undefined {
    const hit = this.old.get(key) ?? this.used.get(key);
    if (hit) this.used.set(key, hit);
    return hit;
  }

  /** Stores a fresh extract. */
  set(key: string, extract: ContentExtract): void {
    this.used.set(key, extract);
    this.dirty = true;
  }

  /** Writes the entries of this run (others are dropped), unless nothing changed; a failed write is ignored. */
  save(): void {
    if (!this.dirty && this.used.size === this.old.size) return;
    const entries: Record<string, ContentExtract> = {};
    for (const [k, v] of this.used) entries[k] = v;
    try {
      this.store.write(JSON.stringify({ header: this.header, entries }));
    } catch {
      // The cache only saves time: a read-only folder must not fail the check.
    }
  }
}
