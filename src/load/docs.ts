import { readTextInside } from '../core/confined.js';
import { toPosix } from '../core/paths.js';
import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { Span } from '../core/types.js';
import { SourceText } from '../core/source.js';
import { isInside } from './files.js';
import { parseJson, type ParsedJson } from './json.js';
import {
  getProp,
  MAX_JSON_DEPTH,
  nodeAtPointer,
  type JNode,
  type JObject,
  type JProp,
  type JScalar,
} from '../core/jnode.js';

/** Largest JSON file navlint reads (docs.json or a `$ref` target), in bytes. */
export const MAX_CONFIG_BYTES = 64 * 1024 * 1024;
/** Most values (objects, arrays, strings, …) in docs.json once every `$ref` is resolved, each inclusion counted. */
export const MAX_CONFIG_VALUES = 500_000;
/** Most `$ref` objects resolved in one docs.json. */
export const MAX_REFS = 2000;

/** Why a `$ref` could not be resolved; the `config-ref-unresolved` rule words each. */
type RefProblem =
  | { code: 'too-many-refs'; max: number }
  | { code: 'url' }
  | { code: 'outside' }
  | { code: 'link-outside' }
  | { code: 'no-file'; lookedFor: string }
  | { code: 'not-a-file' }
  | { code: 'too-large'; maxBytes: number }
  | { code: 'cycle'; chain: string[] }
  | { code: 'unreadable' }
  | { code: 'no-value-at'; fragment: string }
  | { code: 'too-deep'; max: number }
  | { code: 'too-many-values'; max: number };

/** A `$ref` that could not be resolved, reported on its value. */
export interface RefIssue {
  reason: 'missing' | 'outside' | 'cycle' | 'invalid' | 'limit' | 'unreadable';
  problem: RefProblem;
  target: string;
  span: Span;
}

/** docs.json with every `$ref` replaced by its target, and what went wrong on the way. */
export interface LoadedConfig {
  file: string;
  root?: JNode;
  /** Every JSON file read, keyed by absolute path; each keeps its own positions. */
  sources: Map<string, SourceText>;
  syntaxErrors: { file: string; message: string; span: Span; limit?: true }[];
  refIssues: RefIssue[];
  duplicateKeys: JProp[];
}

/** Reads docs.json and resolves its `$ref` objects relative to the file that holds each one. */
export function loadConfig(docsRoot: string, configFile: string, fs: FileSystem): LoadedConfig {
  const out: LoadedConfig = {
    file: configFile,
    sources: new Map(),
    syntaxErrors: [],
    refIssues: [],
    duplicateKeys: [],
  };
  const r: Resolution = {
    docsRoot,
    realRoot: fs.realpathSync(docsRoot),
    fs,
    out,
    cache: new Map(),
    refCount: 0,
    values: 0,
    full: false,
  };
  const refuse = (message: string): LoadedConfig => {
    const source = new SourceText(configFile, '');
    out.sources.set(configFile, source);
    out.syntaxErrors.push({ file: configFile, message, span: source.span(0, 0, ''), limit: true });
    return out;
  };
  let size = 0;
  try {
    // A link to a file outside the root (`/proc/self/environ`) would put that file's lines in the report.
    if (!isInside(r.realRoot, fs.realpathSync(configFile)))
      return refuse('docs.json is a link that leads outside the docs root; navlint does not read it');
    size = fs.statSync(configFile).size;
  } catch {
    /* reading it below says why */
  }
  if (size > MAX_CONFIG_BYTES)
    return refuse(
      `docs.json is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB (${(size / 1024 / 1024).toFixed(1)} MiB); navlint does not read it`,
    );
  const parsed = parseFile(r, configFile);
  if (!parsed.root) return out;
  try {
    out.root = resolveNode(r, parsed.root, configFile, [configFile], 1);
  } catch (e) {
    if (!(e instanceof TooMany)) throw e;
    out.syntaxErrors.push({
      file: configFile,
      message: `docs.json holds more than ${MAX_CONFIG_VALUES} values; navlint does not check a file this large`,
      span: parsed.source.span(0, 1, ''),
      limit: true,
    });
  }
  return out;
}

/** The state of resolving one docs.json: where files may be read from, what was read, and the counts kept against the limits. */
interface Resolution {
  docsRoot: string;
  realRoot: string;
  fs: FileSystem;
  out: LoadedConfig;
  /** Each JSON file parsed, by absolute path. */
  cache: Map<string, ParsedJson>;
  refCount: number;
  values: number;
  /** Past the value limit: every further `$ref` is left unresolved. */
  full: boolean;
}

/** A JSON file parsed once, its source, syntax errors and duplicate keys recorded the first time. */
function parseFile(r: Resolution, file: string): ParsedJson {
  let parsed = r.cache.get(file);
  if (!parsed) {
    // Each file was checked on the way here (inside the root, a file, within the bound); the confined read checks
    // again as it reads the real path, so that no link can lead elsewhere in between.
    const text = readTextInside(r.fs, { folders: [r.docsRoot], name: 'the docs root' }, file, MAX_CONFIG_BYTES);
    parsed = parseJson(file, text);
    const bad = text.includes('\uFFFD') ? invalidUtf8At(r.fs, file, text) : undefined;
    if (bad !== undefined)
      parsed.errors.unshift({
        message:
          'the file is not valid UTF-8 here: these bytes cannot be decoded, and the platform reads them as "\uFFFD"',
        span: parsed.source.span(bad, 1, ''),
      });
    r.cache.set(file, parsed);
    r.out.sources.set(file, parsed.source);
    for (const e of parsed.errors) r.out.syntaxErrors.push({ file, ...e });
    r.out.duplicateKeys.push(...parsed.duplicateKeys);
  }
  return parsed;
}

/**
 * `node` with every `$ref` below it resolved; `depth` is its nesting in the resolved tree (`$ref` files add their own
 * levels to it). Throws TooDeep or TooMany past the limits, for the enclosing `$ref` to report.
 */
function resolveNode(r: Resolution, node: JNode, file: string, stack: string[], depth: number): JNode {
  if (depth > MAX_JSON_DEPTH) throw new TooDeep();
  if (++r.values > MAX_CONFIG_VALUES) throw new TooMany();
  return resolveInside(r, node, file, stack, depth);
}

/** `node`'s content resolved (its items, its properties, or the `$ref` it is), once it is counted against the limits. */
function resolveInside(r: Resolution, node: JNode, file: string, stack: string[], depth: number): JNode {
  if (node.type === 'array') {
    for (let i = 0; i < node.items.length; i++) node.items[i] = resolveNode(r, node.items[i], file, stack, depth + 1);
    return node;
  }
  if (node.type !== 'object') return node;
  if (isRef(node)) return resolveRefChain(r, node, file, stack, depth);
  for (const p of node.props) p.value = resolveNode(r, p.value, file, stack, depth + 1);
  return node;
}

/** Whether a node is a `$ref` object (one whose `$ref` is a string). */
function isRef(node: JNode): boolean {
  return node.type === 'object' && getProp(node, '$ref')?.value.type === 'string';
}

/** One `$ref` of a chain being resolved: the object that holds it, where, and how to report it. */
interface RefStep {
  node: JObject;
  file: string;
  stack: string[];
  /** Records a finding at this `$ref` and returns the object marked broken. */
  fail(reason: RefIssue['reason'], problem: RefProblem): JNode;
  /** The count of values before its target was resolved, restored when the target passes the limit. */
  before: number;
}

/**
 * A `$ref` object resolved: its target, which may itself be a `$ref` object, and so on, with the keys beside each
 * `$ref` laid over its target. The chain is followed in a loop, not by recursion, so that a chain as long as MAX_REFS
 * takes no more stack than one `$ref`; a limit passed inside a target is reported at the innermost `$ref` that
 * holds it, as if each `$ref` caught it in turn.
 */
function resolveRefChain(r: Resolution, first: JObject, file: string, stack: string[], depth: number): JNode {
  const steps: RefStep[] = [];
  let result: JNode | undefined;
  let error: unknown;
  let at = { node: first, file, stack };
  for (;;) {
    const followed = followRef(r, at.node, at.file, at.stack);
    if ('broken' in followed) {
      result = followed.broken;
      break;
    }
    steps.push({ ...at, fail: followed.fail, before: r.values });
    try {
      if (depth > MAX_JSON_DEPTH) throw new TooDeep();
      if (++r.values > MAX_CONFIG_VALUES) throw new TooMany();
      if (followed.target.type === 'object' && isRef(followed.target)) {
        at = { node: followed.target, file: followed.file, stack: followed.stack };
        continue;
      }
      result = resolveInside(r, followed.target, followed.file, followed.stack, depth);
    } catch (e) {
      error = e;
    }
    break;
  }
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (error === undefined) {
      try {
        result = overlaySiblings(r, step, result!, depth);
      } catch (e) {
        error = e;
      }
      continue;
    }
    if (error instanceof TooDeep) result = step.fail('limit', { code: 'too-deep', max: MAX_JSON_DEPTH });
    else if (error instanceof TooMany) {
      r.values = step.before;
      r.full = true;
      result = step.fail('limit', { code: 'too-many-values', max: MAX_CONFIG_VALUES });
    } else throw error;
    error = undefined;
  }
  if (error !== undefined) throw error;
  return result!;
}

/**
 * Follows one `$ref`: its target (a copy, to be resolved in place) with the file and the chain of `$ref`s it is
 * reached by, or the object marked broken when the target cannot be read (the finding is recorded).
 */
function followRef(
  r: Resolution,
  node: JObject,
  file: string,
  stack: string[],
): { broken: JNode } | { target: JNode; file: string; stack: string[]; fail: RefStep['fail'] } {
  const { docsRoot } = r;
  const ref = getProp(node, '$ref')!;
  r.refCount++;
  const target = (ref.value as JScalar).value as string;
  const fail = (reason: RefIssue['reason'], problem: RefProblem): JNode => {
    r.out.refIssues.push({ reason, problem, target, span: ref.value.span });
    return { ...node, broken: true };
  };
  const broken = (reason: RefIssue['reason'], problem: RefProblem) => ({ broken: fail(reason, problem) });
  // Past the value limit, the one finding at the `$ref` that reached it says that resolving stops there.
  if (r.full) return { broken: { ...node, broken: true } };
  if (r.refCount > MAX_REFS) return broken('limit', { code: 'too-many-refs', max: MAX_REFS });
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return broken('invalid', { code: 'url' });
  const [filePart, fragment] = splitFragment(target);
  // `#/pointer` alone names a part of the file that holds it.
  const abs = filePart === '' ? file : path.resolve(path.dirname(file), filePart);
  if (!isInside(docsRoot, abs)) return broken('outside', { code: 'outside' });
  const problem = fileProblem(r, abs);
  if (problem) return broken(problem.reason, problem.problem);
  const here = fragment ? `${abs}#${fragment}` : abs;
  // A whole file contains every part of itself; a part is a cycle only when that same part recurs.
  const start = stack.findIndex((f) => f === here || (!fragment && f.startsWith(abs + '#')));
  if (start >= 0)
    return broken('cycle', { code: 'cycle', chain: [...stack.slice(start), here].map((f) => rel(docsRoot, f)) });
  let parsed: ParsedJson;
  try {
    parsed = parseFile(r, abs);
  } catch {
    return broken('unreadable', { code: 'unreadable' });
  }
  if (!parsed.root) return { broken: { ...node, broken: true } }; // its syntax errors are reported on their own
  let found: JNode | undefined = parsed.root;
  if (fragment) {
    found = nodeAtPointer(found, fragment)?.node;
    if (!found) return broken('missing', { code: 'no-value-at', fragment });
  }
  return { target: cloneShallow(found), file: abs, stack: [...stack, here], fail };
}

/** Why the file a `$ref` names may not be read (missing, a link out of the docs root, not a file, too large), if it may not. */
function fileProblem(r: Resolution, abs: string): { reason: RefIssue['reason']; problem: RefProblem } | undefined {
  let real: string;
  try {
    real = r.fs.realpathSync(abs);
  } catch {
    return { reason: 'missing', problem: { code: 'no-file', lookedFor: rel(r.docsRoot, abs) } };
  }
  if (!isInside(r.realRoot, real)) return { reason: 'outside', problem: { code: 'link-outside' } };
  let isFile = false;
  let size = 0;
  try {
    const st = r.fs.statSync(real);
    isFile = st.isFile();
    size = st.size;
  } catch {
    /* reported below */
  }
  if (!isFile) return { reason: 'missing', problem: { code: 'not-a-file' } };
  if (size > MAX_CONFIG_BYTES) return { reason: 'limit', problem: { code: 'too-large', maxBytes: MAX_CONFIG_BYTES } };
  return undefined;
}

/** A `$ref`'s resolved target with the keys beside the `$ref` (resolved too) laid over the target's keys of the same name. */
function overlaySiblings(r: Resolution, step: RefStep, resolved: JNode, depth: number): JNode {
  const siblings = step.node.props.filter((p) => p.key !== '$ref');
  if (siblings.length === 0 || resolved.type !== 'object') return resolved;
  const keys = new Set(siblings.map((p) => p.key));
  return {
    ...resolved,
    props: [
      ...resolved.props.filter((p) => !keys.has(p.key)),
      ...siblings.map((p) => ({ ...p, value: resolveNode(r, p.value, step.file, step.stack, depth + 1) })),
    ],
  } satisfies JObject;
}

/** Thrown when the resolved tree gets deeper than MAX_JSON_DEPTH; the `$ref` that crossed the line reports it. */
class TooDeep extends Error {}
/** Thrown when the resolved tree gets more than MAX_CONFIG_VALUES values. */
class TooMany extends Error {}

/**
 * The offset in `text` of the first character decoded from bytes that are not UTF-8, if any.
 * A replacement character can also be written in the file on purpose: only the bytes tell.
 */
function invalidUtf8At(fs: FileSystem, file: string, text: string): number | undefined {
  let bytes: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const chunks: Buffer[] = [];
      const chunk = Buffer.alloc(1024 * 1024);
      for (let n; (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;)
        chunks.push(Buffer.from(chunk.subarray(0, n)));
      bytes = Buffer.concat(chunks);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  // Up to the first undecodable sequence, decoding is exact: byte offsets follow from the text before it.
  let byteOffset = 0;
  let from = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    byteOffset += Buffer.byteLength(text.slice(from, i));
    from = i + 1;
    if (bytes[byteOffset] !== 0xef || bytes[byteOffset + 1] !== 0xbf || bytes[byteOffset + 2] !== 0xbd) return i;
    byteOffset += 3;
  }
  return undefined;
}

/** Copies the containers of a cached tree so that one target used twice is resolved in place safely. */
function cloneShallow(node: JNode): JNode {
  if (node.type === 'object')
    return { ...node, props: node.props.map((p) => ({ ...p, value: cloneShallow(p.value) })) };
  if (node.type === 'array') return { ...node, items: node.items.map(cloneShallow) };
  return node;
}

function splitFragment(target: string): [string, string] {
  const i = target.indexOf('#');
  return i < 0 ? [target, ''] : [target.slice(0, i), target.slice(i + 1)];
}

function rel(root: string, file: string): string {
  return toPosix(path.relative(root, file)) || '.';
}
