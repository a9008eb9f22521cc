import path from 'node:path';
import type { FileSystem } from '../core/fs.js';
import type { Span } from '../core/types.js';
import { SourceText } from '../core/source.js';
import { isInside } from './files.js';
import { getProp, parseJson, type JNode, type JObject, type JProp, type ParsedJson } from './json.js';

/** Largest JSON file navlint reads (docs.json or a `$ref` target), in bytes. */
export const MAX_CONFIG_BYTES = 64 * 1024 * 1024;
/** Most `$ref` objects resolved in one docs.json. */
export const MAX_REFS = 2000;

/** A `$ref` that could not be resolved, reported on its value. */
export interface RefIssue {
  reason: 'missing' | 'outside' | 'cycle' | 'invalid' | 'limit' | 'unreadable';
  target: string;
  message: string;
  span: Span;
}

/** docs.json with every `$ref` replaced by its target, and what went wrong on the way. */
export interface LoadedConfig {
  file: string;
  root?: JNode;
  /** Every JSON file read, keyed by absolute path; each keeps its own positions. */
  sources: Map<string, SourceText>;
  syntaxErrors: { file: string; message: string; span: Span }[];
  refIssues: RefIssue[];
  duplicateKeys: JProp[];
}

/** Reads docs.json and resolves its `$ref` objects relative to the file that holds each one. */
export function loadConfig(docsRoot: string, configFile: string, fs: FileSystem): LoadedConfig {
  const realRoot = fs.realpathSync(docsRoot);
  const out: LoadedConfig = { file: configFile, sources: new Map(), syntaxErrors: [], refIssues: [], duplicateKeys: [] };
  const cache = new Map<string, ParsedJson>();
  let refCount = 0;

  const parseFile = (file: string): ParsedJson => {
    let parsed = cache.get(file);
    if (!parsed) {
      parsed = parseJson(file, fs.readFileSync(file, 'utf8'));
      cache.set(file, parsed);
      out.sources.set(file, parsed.source);
      for (const e of parsed.errors) out.syntaxErrors.push({ file, ...e });
      out.duplicateKeys.push(...parsed.duplicateKeys);
    }
    return parsed;
  };

  const resolve = (node: JNode, file: string, stack: string[]): JNode => {
    if (node.type === 'array') {
      for (let i = 0; i < node.items.length; i++) node.items[i] = resolve(node.items[i], file, stack);
      return node;
    }
    if (node.type !== 'object') return node;
    const ref = getProp(node, '$ref');
    if (ref && ref.value.type === 'string') {
      refCount++;
      const target = ref.value.value as string;
      const fail = (reason: RefIssue['reason'], message: string): JNode => {
        out.refIssues.push({ reason, target, message, span: ref.value.span });
        return { ...node, broken: true };
      };
      if (refCount > MAX_REFS) return fail('limit', `more than ${MAX_REFS} \`$ref\` objects; navlint stops resolving them here`);
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return fail('invalid', `\`$ref\` "${target}" is a URL; docs.json \`$ref\` must name a file in the repository`);
      const [filePart, fragment] = splitFragment(target);
      const abs = path.resolve(path.dirname(file), filePart);
      if (!isInside(docsRoot, abs)) return fail('outside', `\`$ref\` "${target}" points outside the docs root`);
      let real: string;
      try {
        real = fs.realpathSync(abs);
      } catch {
        return fail('missing', `\`$ref\` "${target}" names no file (looked for ${rel(docsRoot, abs)})`);
      }
      if (!isInside(realRoot, real)) return fail('outside', `\`$ref\` "${target}" is a link that leads outside the docs root`);
      let isFile = false;
      let size = 0;
      try {
        const st = fs.statSync(real);
        isFile = st.isFile();
        size = st.size;
      } catch {
        /* reported below */
      }
      if (!isFile) return fail('missing', `\`$ref\` "${target}" is not a file`);
      if (size > MAX_CONFIG_BYTES) return fail('limit', `\`$ref\` "${target}" is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB`);
      const here = fragment ? `${abs}#${fragment}` : abs;
      // A whole file contains every part of itself; a part is a cycle only when that same part recurs.
      const start = stack.findIndex((f) => f === here || (!fragment && f.startsWith(abs + '#')));
      if (start >= 0) {
        const cycle = [...stack.slice(start), here].map((f) => rel(docsRoot, f)).join(' → ');
        return fail('cycle', `\`$ref\` "${target}" forms a cycle: ${cycle}`);
      }
      let parsed: ParsedJson;
      try {
        parsed = parseFile(abs);
      } catch {
        return fail('unreadable', `\`$ref\` "${target}" could not be read`);
      }
      if (!parsed.root) return { ...node, broken: true }; // its syntax errors are reported on their own
      let target_ = parsed.root;
      if (fragment) {
        const found = followPointer(target_, fragment);
        if (!found) return fail('missing', `\`$ref\` "${target}": the file has no value at "#${fragment}"`);
        target_ = found;
      }
      const resolved = resolve(cloneShallow(target_), abs, [...stack, here]);
      const siblings = node.props.filter((p) => p.key !== '$ref');
      if (siblings.length === 0 || resolved.type !== 'object') return resolved;
      // Keys beside `$ref` are kept and override the target's keys of the same name.
      const keys = new Set(siblings.map((p) => p.key));
      return {
        ...resolved,
        props: [...resolved.props.filter((p) => !keys.has(p.key)), ...siblings.map((p) => ({ ...p, value: resolve(p.value, file, stack) }))],
      } satisfies JObject;
    }
    for (const p of node.props) p.value = resolve(p.value, file, stack);
    return node;
  };

  const parsed = parseFile(configFile);
  if (parsed.root) out.root = resolve(parsed.root, configFile, [configFile]);
  return out;
}

/** Copies the containers of a cached tree so that one target used twice is resolved in place safely. */
function cloneShallow(node: JNode): JNode {
  if (node.type === 'object') return { ...node, props: node.props.map((p) => ({ ...p, value: cloneShallow(p.value) })) };
  if (node.type === 'array') return { ...node, items: node.items.map(cloneShallow) };
  return node;
}

function splitFragment(target: string): [string, string] {
  const i = target.indexOf('#');
  return i < 0 ? [target, ''] : [target.slice(0, i), target.slice(i + 1)];
}

function followPointer(node: JNode, pointer: string): JNode | undefined {
  let cur: JNode | undefined = node;
  for (const raw of pointer.split('/').slice(1)) {
    const tok = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!cur) return undefined;
    if (cur.type === 'object') cur = getProp(cur, tok)?.value;
    else if (cur.type === 'array') cur = cur.items[Number(tok)];
    else return undefined;
  }
  return cur;
}

function rel(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/') || '.';
}
