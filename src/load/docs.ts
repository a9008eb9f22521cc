import { toPosix } from '../core/paths.js';
import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { Span } from '../core/types.js';
import { SourceText } from '../core/source.js';
import { isInside } from './files.js';
import { parseJson, type ParsedJson } from './json.js';
import { getProp, MAX_JSON_DEPTH, nodeAtPointer, type JNode, type JObject, type JProp } from '../core/jnode.js';

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
  const realRoot = fs.realpathSync(docsRoot);
  const out: LoadedConfig = {
    file: configFile,
    sources: new Map(),
    syntaxErrors: [],
    refIssues: [],
    duplicateKeys: [],
  };
  const cache = new Map<string, ParsedJson>();
  let refCount = 0;
  let values = 0;
  let full = false;

  const parseFile = (file: string): ParsedJson => {
    let parsed = cache.get(file);
    if (!parsed) {
      const text = fs.readFileSync(file, 'utf8');
      parsed = parseJson(file, text);
      const bad = text.includes('\uFFFD') ? invalidUtf8At(fs, file, text) : undefined;
      if (bad !== undefined)
        parsed.errors.unshift({
          message:
            'the file is not valid UTF-8 here: these bytes cannot be decoded, and the platform reads them as "\uFFFD"',
          span: parsed.source.span(bad, 1, ''),
        });
      cache.set(file, parsed);
      out.sources.set(file, parsed.source);
      for (const e of parsed.errors) out.syntaxErrors.push({ file, ...e });
      out.duplicateKeys.push(...parsed.duplicateKeys);
    }
    return parsed;
  };

  // `depth` is the nesting of `node` in the resolved tree: `$ref` files add their own levels to it.
  const resolve = (node: JNode, file: string, stack: string[], depth: number): JNode => {
    if (depth > MAX_JSON_DEPTH) throw new TooDeep();
    if (++values > MAX_CONFIG_VALUES) throw new TooMany();
    if (node.type === 'array') {
      for (let i = 0; i < node.items.length; i++) node.items[i] = resolve(node.items[i], file, stack, depth + 1);
      return node;
    }
    if (node.type !== 'object') return node;
    const ref = getProp(node, '$ref');
    if (ref && ref.value.type === 'string') {
      refCount++;
      const target = ref.value.value as string;
      const fail = (reason: RefIssue['reason'], problem: RefProblem): JNode => {
        out.refIssues.push({ reason, problem, target, span: ref.value.span });
        return { ...node, broken: true };
      };
      // Past the value limit, the one finding at the `$ref` that reached it says that resolving stops there.
      if (full) return { ...node, broken: true };
      if (refCount > MAX_REFS) return fail('limit', { code: 'too-many-refs', max: MAX_REFS });
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return fail('invalid', { code: 'url' });
      const [filePart, fragment] = splitFragment(target);
      // `#/pointer` alone names a part of the file that holds it.
      const abs = filePart === '' ? file : path.resolve(path.dirname(file), filePart);
      if (!isInside(docsRoot, abs)) return fail('outside', { code: 'outside' });
      let real: string;
      try {
        real = fs.realpathSync(abs);
      } catch {
        return fail('missing', { code: 'no-file', lookedFor: rel(docsRoot, abs) });
      }
      if (!isInside(realRoot, real)) return fail('outside', { code: 'link-outside' });
      let isFile = false;
      let size = 0;
      try {
        const st = fs.statSync(real);
        isFile = st.isFile();
        size = st.size;
      } catch {
        /* reported below */
      }
      if (!isFile) return fail('missing', { code: 'not-a-file' });
      if (size > MAX_CONFIG_BYTES) return fail('limit', { code: 'too-large', maxBytes: MAX_CONFIG_BYTES });
      const here = fragment ? `${abs}#${fragment}` : abs;
      // A whole file contains every part of itself; a part is a cycle only when that same part recurs.
      const start = stack.findIndex((f) => f === here || (!fragment && f.startsWith(abs + '#')));
      if (start >= 0) {
        return fail('cycle', { code: 'cycle', chain: [...stack.slice(start), here].map((f) => rel(docsRoot, f)) });
      }
      let parsed: ParsedJson;
      try {
        parsed = parseFile(abs);
      } catch {
        return fail('unreadable', { code: 'unreadable' });
      }
      if (!parsed.root) return { ...node, broken: true }; // its syntax errors are reported on their own
      let target_ = parsed.root;
      if (fragment) {
        const found = nodeAtPointer(target_, fragment)?.node;
        if (!found) return fail('missing', { code: 'no-value-at', fragment });
        target_ = found;
      }
      let resolved: JNode;
      const before = values;
      try {
        resolved = resolve(cloneShallow(target_), abs, [...stack, here], depth);
      } catch (e) {
        if (e instanceof TooDeep) return fail('limit', { code: 'too-deep', max: MAX_JSON_DEPTH });
        if (!(e instanceof TooMany)) throw e;
        values = before;
        full = true;
        return fail('limit', { code: 'too-many-values', max: MAX_CONFIG_VALUES });
      }
      const siblings = node.props.filter((p) => p.key !== '$ref');
      if (siblings.length === 0 || resolved.type !== 'object') return resolved;
      // Keys beside `$ref` are kept and override the target's keys of the same name.
      const keys = new Set(siblings.map((p) => p.key));
      return {
        ...resolved,
        props: [
          ...resolved.props.filter((p) => !keys.has(p.key)),
          ...siblings.map((p) => ({ ...p, value: resolve(p.value, file, stack, depth + 1) })),
        ],
      } satisfies JObject;
    }
    for (const p of node.props) p.value = resolve(p.value, file, stack, depth + 1);
    return node;
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
    if (!isInside(realRoot, fs.realpathSync(configFile)))
      return refuse('docs.json is a link that leads outside the docs root; navlint does not read it');
    size = fs.statSync(configFile).size;
  } catch {
    /* reading it below says why */
  }
  if (size > MAX_CONFIG_BYTES)
    return refuse(
      `docs.json is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB (${(size / 1024 / 1024).toFixed(1)} MiB); navlint does not read it`,
    );
  const parsed = parseFile(configFile);
  if (!parsed.root) return out;
  try {
    out.root = resolve(parsed.root, configFile, [configFile], 1);
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
