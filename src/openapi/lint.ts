import type { MessagePort } from 'node:worker_threads';
import { MAX_REF_CHAIN, shortenRefChains } from './refs.js';

/** One problem the validator found, as it located it. */
export interface RawProblem {
  message: string;
  /** The first location, when the validator gave one. */
  location?: { pointer?: string; reportOnKey?: boolean };
}

/**
 * What the validator said about one document: its problems (the first MAX_RAW_PROBLEMS, and how many there were in
 * all when there were more), or why it could not read the text.
 */
export type LintOutcome =
  | { problems: RawProblem[]; total?: number }
  /** `stopped`: the validator was stopped after the time it may take on one document. */
  | { unreadable: string; stopped?: true };

/** Most problems of one document passed on: a document of a million bad values must not cross threads a million times. */
const MAX_RAW_PROBLEMS = 1000;

type Redocly = typeof import('@redocly/openapi-core');
let redocly: Promise<Redocly> | undefined;
let config: Promise<Awaited<ReturnType<Redocly['createConfig']>>> | undefined;

async function load(): Promise<{
  r: Redocly;
  cfg: Awaited<ReturnType<Redocly['createConfig']>>;
  resolver: () => InstanceType<Redocly['BaseResolver']>;
}> {
  redocly ??= import('@redocly/openapi-core');
  const r = await redocly;
  config ??= r.createConfig({ extends: [], rules: { struct: 'error' } });
  // External references are reported by navlint itself and never read: this resolver refuses them.
  class LocalOnly extends r.BaseResolver {
    override async resolveDocument(): Promise<never> {
      throw new Error('external references are not resolved');
    }
  }
  return { r, cfg: await config, resolver: () => new LocalOnly() };
}

function raw(problems: { message: string; location: { pointer?: string; reportOnKey?: boolean }[] }[]): RawProblem[] {
  return problems.slice(0, MAX_RAW_PROBLEMS).map((p) => {
    const loc = p.location[0];
    return { message: p.message, ...(loc ? { location: { pointer: loc.pointer, reportOnKey: loc.reportOnKey } } : {}) };
  });
}

/**
 * Shortens the document's chains of `$ref`s (see `refs.ts`); a chain still longer than the validator can follow is
 * the one problem reported, at its first `$ref`, and the document is not validated further.
 */
function longChain(parsed: unknown): RawProblem | undefined {
  const long = shortenRefChains(parsed);
  if (!long) return undefined;
  return {
    message:
      `A chain of more than ${MAX_REF_CHAIN} \`$ref\`s, each naming the next, starts here (or a cycle of them); ` +
      `navlint does not validate the rest of this document.`,
    location: { pointer: '#' + long.pointer },
  };
}

/** Characters the validator's YAML reader refuses (its own pattern). */
const NON_PRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
/** Numbers that may overflow, which that reader takes for strings. */
const HUGE_NUMBER = /[eE][-+]?[0-9]{3}|[0-9]{300}/;

/**
 * The value of a JSON document that the validator's YAML reader would read to the very same value: it starts
 * with `{` in the first column, has no duplicate keys, no characters that reader refuses and no overflowing
 * numbers. JSON.parse reads such a document many times faster; anything else is left to the validator.
 * `uniqueKeys` says that the caller's parser already found no repeated key.
 */
function plainJsonValue(file: string, text: string, uniqueKeys = false): { value: unknown } | undefined {
  if (!/\.json$/i.test(file) || text.charCodeAt(0) !== 123 || NON_PRINTABLE.test(text) || HUGE_NUMBER.test(text))
    return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return !uniqueKeys && hasDuplicateKeys(text) ? undefined : { value };
}

/** Whether valid JSON text repeats a key in one object (the YAML reader rejects that; JSON.parse keeps the last). */
export function hasDuplicateKeys(text: string): boolean {
  const stack: (Set<string> | undefined)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      let escaped = false;
      for (; text.charCodeAt(j) !== 34; j++) {
        if (text.charCodeAt(j) === 92) {
          escaped = true;
          j++;
        }
      }
      if (expectKey) {
        const key = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        const keys = stack[stack.length - 1]!;
        if (keys.has(key)) return true;
        keys.add(key);
        expectKey = false;
      }
      i = j;
    } else if (c === 123) {
      stack.push(new Set());
      expectKey = true;
    } else if (c === 91) stack.push(undefined);
    else if (c === 125 || c === 93) stack.pop();
    else if (c === 44) expectKey = stack[stack.length - 1] !== undefined;
  }
  return false;
}

/** Validates a document's text with Redocly's structural rule (the validator reads the text itself). */
export async function lintText(file: string, text: string, uniqueKeys = false): Promise<LintOutcome> {
  const { r } = await load();
  let parsed: unknown;
  try {
    const json = plainJsonValue(file, text, uniqueKeys);
    parsed = json ? json.value : r.makeDocumentFromString(text, file).parsed;
  } catch (e) {
    return { unreadable: oneLine(e) };
  }
  return lintParsed(file, text, parsed);
}

/** Validates an already parsed document (plain values): the value navlint read, or the validator's reader did. */
export async function lintParsed(file: string, text: string, parsed: unknown): Promise<LintOutcome> {
  const { r, cfg, resolver } = await load();
  try {
    const long = longChain(parsed);
    if (long) return { problems: [long] };
    const document = { source: new r.Source(file, text), parsed };
    const all = await r.lintDocument({ document, config: cfg, externalRefResolver: resolver() });
    return { problems: raw(all), ...(all.length > MAX_RAW_PROBLEMS ? { total: all.length } : {}) };
  } catch (e) {
    return { unreadable: oneLine(e) };
  }
}

/** An error's message on one line, and not a long one: a stack overflow's message may quote a whole minified source line. */
function oneLine(e: unknown): string {
  const message = (e as Error).message.split('\n')[0].replace(/ in "[^"]*"/, '');
  return message.length > 300 ? message.slice(0, 299) + '…' : message;
}

/** A request to the validation worker, and its answer. */
export interface LintRequest {
  id: number;
  file: string;
  text: string;
  /** The text is JSON in which no object repeats a key. */
  uniqueKeys?: boolean;
  /** The document's value as navlint read it: validated instead of the text (see `lintParsed`). */
  parsed?: unknown;
}
/** The worker's answer to one request (`started` first, as it begins on it: the time it may take counts from there). */
export interface LintReply {
  id: number;
  started?: true;
  outcome?: LintOutcome;
  failure?: string;
}

/** Runs in a worker thread: validates each document sent on `port`, one at a time, in the order received. */
export function serveLintRequests(port: MessagePort): void {
  let queue: Promise<unknown> = load();
  port.on('message', (req: LintRequest) => {
    queue = queue
      .then(() => port.postMessage({ id: req.id, started: true } satisfies LintReply))
      .then(() =>
        req.parsed === undefined
          ? lintText(req.file, req.text, req.uniqueKeys === true)
          : lintParsed(req.file, req.text, req.parsed),
      )
      .then(
        (outcome) => port.postMessage({ id: req.id, outcome } satisfies LintReply),
        (e: unknown) => port.postMessage({ id: req.id, failure: String(e) } satisfies LintReply),
      );
  });
}
