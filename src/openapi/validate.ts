import type { Worker } from 'node:worker_threads';
import type { FileSystem } from '../core/fs.js';
import { quote } from '../core/suggest.js';
import type { Span } from '../core/types.js';
import { getProp, nodeAtPointer, type JNode } from '../core/jnode.js';
import { lintParsed, lintText, type LintOutcome, type LintReply, type LintRequest, type RawProblem } from './lint.js';
import { rootPathOf } from '../core/paths.js';
import { readSpecFile, type SpecDoc } from './spec.js';

/**
 * Time the validator may spend on one document in its thread before it is stopped (a valid document of a million
 * values takes a fraction of it, one whose values each fail takes far longer: scripts/bench-stress.mjs times both).
 */
const SPEC_TIMEOUT_MS = 6000;

/** Most structural problems reported per document; the rest are counted in one closing finding. */
const MAX_PROBLEMS_PER_SPEC = 20;

/** Structural findings of one document, positioned in it. */
export interface SpecProblem {
  message: string;
  span: Span;
}

/** The strings of every `openapi` field of a docs.json value: a path or URL, a list of them, or `{ "source": … }`. */
function openapiRefsOf(root: unknown): string[] {
  const out: string[] = [];
  // A loop, not recursion: docs.json may nest deeper than the stack goes. In document order, as the check reads them.
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    const named = Array.isArray(value) ? undefined : (value as { openapi?: unknown }).openapi;
    for (const x of named === undefined ? [] : [named].flat()) {
      const source: unknown = typeof x === 'object' && x !== null ? (x as { source?: unknown }).source : x;
      if (typeof source === 'string') out.push(source);
    }
  }
  return out;
}

/** Whether a document is validated: an OpenAPI 3 document that parsed. */
export function validated(spec: SpecDoc): boolean {
  return spec.kind === 'openapi3' && spec.source !== undefined && spec.root !== undefined && spec.errors.length === 0;
}

/**
 * Hands documents to Redocly's validator as soon as they are parsed: in a worker thread when one can be
 * started (the validator then runs beside the rest of the check), else in this thread.
 */
export class SpecLinter {
  private worker?: Worker;
  private stopped = false;
  private closed = false;
  private nextId = 0;
  private readonly waiting = new Map<number, (reply: LintReply) => void>();
  /** The request the worker is on. */
  private current?: number;
  /** The worker is being stopped on a document that took too long: it is replaced. */
  private replacing = false;
  private readonly outcomes = new Map<string, { text: string; outcome: Promise<LintOutcome>; fromValue?: true }>();

  constructor(private readonly startWorker?: () => Worker) {}

  /** Starts validating a document, if it is one that gets validated. */
  submit(spec: SpecDoc): void {
    if (validated(spec)) void this.outcome(spec);
  }

  /**
   * What the validator says about a document (asked once per file and text). A YAML document goes as the value navlint
   * read it into, where js-yaml would read the same (`yamlValue`): the validator then does not read the text again.
   */
  outcome(spec: SpecDoc): Promise<LintOutcome> {
    const text = spec.source!.text;
    const known = this.outcomes.get(spec.file);
    if (known && known.text === text) return known.outcome;
    const parsed = yamlValue(spec);
    const outcome =
      parsed === undefined
        ? this.ask(spec.file, text, spec.uniqueKeys === true)
        : this.send({ file: spec.file, text, parsed }, () => lintParsed(spec.file, text, parsed));
    this.outcomes.set(spec.file, { text, outcome, ...(parsed === undefined ? {} : { fromValue: true }) });
    return outcome;
  }

  /**
   * Starts validating the JSON OpenAPI 3 documents that docs.json (`docs`, its value) names, before the check has
   * read them, so that the validator's thread starts on them as soon as its code is loaded. The check's own request
   * for such a document gets this answer, when it reads the same text (`outcome`); one the check does not validate
   * (not in its file index, or not parsed) was validated for nothing.
   */
  prime(root: string, docs: unknown, fs: FileSystem): void {
    for (const ref of openapiRefsOf(docs)) {
      const file = rootPathOf(root, ref);
      if (file === undefined || !/\.json$/i.test(file) || this.outcomes.has(file)) continue;
      const text = readSpecFile(fs, root, file);
      if (typeof text !== 'string' || !/^\s*\{/.test(text) || !/"openapi"\s*:\s*"3\./.test(text)) continue;
      this.outcomes.set(file, { text, outcome: this.ask(file, text, false) });
    }
  }

  /** Whether the validator was given navlint's value of the document rather than its text. */
  validatedValue(spec: SpecDoc): boolean {
    return this.outcomes.get(spec.file)?.fromValue === true;
  }

  /** Stops the worker; documents still being validated there are dropped (not validated again here). */
  async close(): Promise<void> {
    this.stopped = true;
    this.closed = true;
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }

  /**
   * What the validator says about the value navlint read a document into: undefined when it fails on it. Asked
   * when the validator's own reader stops on the text.
   */
  async problemsOfValue(spec: SpecDoc): Promise<RawProblem[] | undefined> {
    const text = spec.source!.text;
    const parsed = plainValue(spec.root!, new Map());
    const outcome = await this.send({ file: spec.file, text, parsed }, () => lintParsed(spec.file, text, parsed));
    return 'problems' in outcome ? outcome.problems : undefined;
  }

  private ask(file: string, text: string, uniqueKeys: boolean): Promise<LintOutcome> {
    return this.send({ file, text, uniqueKeys }, () => lintText(file, text, uniqueKeys));
  }

  /** Sends a request to the worker; whatever goes wrong there, `here` does the work in this thread instead. */
  private send(request: Omit<LintRequest, 'id'>, here: () => Promise<LintOutcome>): Promise<LintOutcome> {
    const w = this.ensureWorker();
    if (!w) return here();
    const id = this.nextId++;
    return new Promise<LintReply>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      this.waiting.set(id, (reply) => {
        if (reply.started) {
          this.current = id;
          // The worker is stopped should it not answer in time (the documents after this one go on here).
          timer = setTimeout(() => {
            this.waiting.delete(id);
            resolve({
              id,
              outcome: {
                unreadable: `navlint stopped validating it after ${SPEC_TIMEOUT_MS / 1000} s, the time it allows one document`,
                stopped: true,
              },
            });
            if (this.worker === w) this.replacing = true;
            void w.terminate();
          }, SPEC_TIMEOUT_MS);
          timer.unref?.();
          return;
        }
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(reply);
      });
      try {
        w.postMessage({ ...request, id } satisfies LintRequest);
      } catch (e) {
        this.waiting.delete(id);
        resolve({ id, failure: String(e) });
      }
    }).then((reply) => {
      if (reply.outcome) return reply.outcome;
      if (this.closed) return { unreadable: 'the check has ended' };
      // Behind a document that its worker was stopped on, a request goes to the worker that replaces it.
      return this.ensureWorker() ? this.send(request, here) : here();
    });
  }

  private ensureWorker(): Worker | undefined {
    if (this.worker || this.stopped || !this.startWorker) return this.worker;
    let worker: Worker;
    try {
      worker = this.worker = this.startWorker();
    } catch {
      this.stopped = true;
      return undefined;
    }
    worker.on('message', (reply: LintReply) => this.waiting.get(reply.id)?.(reply));
    let gone = false;
    const lost = (e?: NodeJS.ErrnoException) => {
      // Told once ('error' comes before 'exit').
      if (gone) return;
      gone = true;
      // Out of memory on a document: that document is too large to check.
      const current = this.current !== undefined ? this.waiting.get(this.current) : undefined;
      const outOfMemory = e?.code === 'ERR_WORKER_OUT_OF_MEMORY' && current !== undefined;
      if (outOfMemory)
        current({
          id: this.current!,
          outcome: { unreadable: 'the validator ran out of the memory navlint allows it', stopped: true },
        });
      // A worker stopped on a document (time, memory) is replaced, so that the documents behind it keep the bounds
      // of a worker; one that failed otherwise is not, and those documents are validated on this thread.
      if (!outOfMemory && !this.replacing) this.stopped = true;
      this.replacing = false;
      if (this.worker === worker) this.worker = undefined;
      this.current = undefined;
      const waiting = [...this.waiting];
      this.waiting.clear();
      for (const [id, done] of waiting) done({ id, failure: 'the validation worker stopped' });
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    return worker;
  }
}

/** Validates OpenAPI 3 documents with Redocly's structural rule; loaded only when a site has specs. */
export async function validateSpecs(specs: SpecDoc[], linter = new SpecLinter()): Promise<Map<string, SpecProblem[]>> {
  const out = new Map<string, SpecProblem[]>();
  const todo = specs.filter(validated);
  if (todo.length === 0) return out;
  for (const spec of todo) {
    let problems: RawProblem[] | undefined;
    let message = '';
    const outcome = await linter.outcome(spec);
    let total: number | undefined;
    if ('problems' in outcome) {
      problems = outcome.problems;
      total = outcome.total;
    } else {
      message = outcome.unreadable;
      // The validator's YAML reader is stricter than the platform's (an unindented closing bracket of a
      // flow collection, for one): validate the tree that gave positions instead. Duplicate keys stay
      // an error, since the platform's reader rejects them too. So does a validator that gave out on the document
      // (a stack overflow on an object of 200,000 keys): reading it again would only cost as much once more. A
      // document the validator was given as navlint's value already was that tree.
      if (!/duplicate|call stack/i.test(message) && !('stopped' in outcome) && !linter.validatedValue(spec))
        problems = await linter.problemsOfValue(spec);
    }
    if (!problems) {
      // The validator's YAML reader stopped: report where.
      const at = /\((\d+):(\d+)\)/.exec(message);
      const pos = at ? { line: Number(at[1]), column: Number(at[2]) } : spec.root!.span.start;
      out.set(spec.file, [
        {
          message:
            'stopped' in outcome
              ? `the document was not validated: ${message}; it is too large or complex to check.`
              : `the document does not parse: ${message.replace(/\s*\(\d+:\d+\)$/, '')}.`,
          span: { file: spec.file, pointer: '', start: pos, end: pos },
        },
      ]);
      continue;
    }
    const list: SpecProblem[] = [];
    const is31 = /^3\.1/.test(
      String(
        spec.root && spec.root.type === 'object'
          ? ((getProp(spec.root, 'openapi')?.value as { value?: unknown } | undefined)?.value ?? '')
          : '',
      ),
    );
    // Problems the validator found past those it passed on (MAX_RAW_PROBLEMS) are counted, not listed.
    let extra = total !== undefined ? total - problems.length : 0;
    for (const p of problems) {
      const loc = p.location;
      if (!loc) continue;
      const pointer = loc.pointer?.replace(/^#/, '') ?? '';
      // OpenAPI 3.1 schemas are JSON Schema 2020-12, where unknown keywords are allowed annotations.
      if (
        is31 &&
        /is not expected here/.test(p.message) &&
        /\/(schema|schemas|properties|items|allOf|anyOf|oneOf|additionalProperties)\//.test(pointer)
      )
        continue;
      if (list.length >= MAX_PROBLEMS_PER_SPEC) {
        extra++;
        continue;
      }
      const found = nodeAtPointer(spec.root!, pointer.split('/').map(decodeToken).join('/'));
      if (!found) continue;
      const span = loc.reportOnKey && found.keySpan ? found.keySpan : found.node.span;
      // Minified documents put everything on one line: the pointer says where.
      list.push({
        message: `${withValue(p.message.replace(/\s+/g, ' ').trim(), loc.reportOnKey ? undefined : found.node)} (at ${pointer || '/'})`,
        span,
      });
    }
    if (extra > 0)
      list.push({
        message: `${extra} more structural problem${extra === 1 ? '' : 's'} in this document (only the first ${MAX_PROBLEMS_PER_SPEC} are listed).`,
        span: list[list.length - 1].span,
      });
    out.set(spec.file, list);
  }
  return out;
}

/** Longest user value quoted in full in a message; longer ones are cut. */
const MAX_QUOTED = 40;

/** A validator's message with the offending value it is about, when that value is a scalar (a key or an object says nothing more). */
function withValue(message: string, node: JNode | undefined): string {
  if (!node || node.type === 'object' || node.type === 'array') return message;
  const shown = node.type === 'string' ? quote(node.value as string, MAX_QUOTED) : String(node.value);
  return `${message.replace(/\.$/, '')}; found ${shown}.`;
}

/**
 * A document tree as plain values; nodes that YAML aliases share stay shared, so it never grows. With `strict`,
 * undefined for a tree that repeats a key in one mapping or holds a merge key (`<<`), which js-yaml reads otherwise.
 */
function plainValue(node: JNode, memo: Map<JNode, unknown>, strict = false): unknown {
  if (node.type !== 'object' && node.type !== 'array') return node.value;
  const done = memo.get(node);
  if (done !== undefined) return done;
  if (node.type === 'array') {
    const items: unknown[] = [];
    memo.set(node, items);
    for (const i of node.items) {
      const v = plainValue(i, memo, strict);
      if (strict && v === undefined) return undefined;
      items.push(v);
    }
    return items;
  }
  // An ordinary object (the validator calls its methods), with `__proto__` kept as a plain key.
  const out: Record<string, unknown> = {};
  memo.set(node, out);
  for (const p of node.props) {
    if (strict && (p.key === '<<' || Object.prototype.hasOwnProperty.call(out, p.key))) return undefined;
    const value = plainValue(p.value, memo, strict);
    if (strict && value === undefined) return undefined;
    Object.defineProperty(out, p.key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The value of a YAML document as navlint read it, when the validator's own reader (js-yaml, core schema) reads its
 * text to the very same value: no explicit tag, no merge key, no key repeated in a mapping (js-yaml refuses those,
 * and its message is the one reported). Validating it spares the validator a second, slower read of the text.
 */
export function yamlValue(spec: SpecDoc): unknown {
  if (!spec.yaml || spec.yaml.tagged || !spec.root || spec.errors.length > 0) return undefined;
  return plainValue(spec.root, new Map(), true);
}

/** A pointer token with its percent-escapes decoded; a key holding a lone `%` (`/100%`) stays as written. */
function decodeToken(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
