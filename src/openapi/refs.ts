/**
 * Chains of `$ref`s in a parsed OpenAPI document, shortened before the validator reads it. The validator follows a
 * chain (`A` → `B` → … → the schema) from every `$ref` in it, recursively, looking through the whole path so far at
 * each hop: a chain 2,000 long took half a minute and 20,000 overflowed the stack. Here each `$ref` is followed
 * once, in a loop, remembering where it ends.
 */

/** Most `$ref`s followed in a row that navlint validates; a longer chain (each hop a `$ref` with other keys, or a cycle) is reported instead. */
export const MAX_REF_CHAIN = 100;

type Obj = Record<string, unknown>;

/** A value met while walking a document: its key in its parent, and the parent's step. */
interface Step {
  value: unknown;
  key: string;
  parent: Step | undefined;
}

/** The JSON pointer of a step (`/a/b~1c`). */
function pointerOf(step: Step): string {
  const keys: string[] = [];
  for (let s: Step | undefined = step; s?.parent; s = s.parent)
    keys.push(s.key.replace(/~/g, '~0').replace(/\//g, '~1'));
  return keys.length === 0 ? '' : '/' + keys.reverse().join('/');
}

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRef = (v: unknown): v is Obj & { $ref: string } => isObject(v) && typeof v.$ref === 'string';

/** A chain longer than MAX_REF_CHAIN: the pointer of the `$ref` object it starts at, and how long it is at least. */
export interface LongChain {
  pointer: string;
  length: number;
}

/**
 * Rewrites each `$ref` object that holds nothing else and leads, through other such objects, to a value, so that it
 * names the last object of its chain: every `$ref` then resolves in at most two hops, to the same value at the
 * same place (the validator reports what it finds there at that place). Chains that end nowhere stay so, one hop
 * from their last object; cycles are left as they are. Returns the first chain that is still longer than
 * MAX_REF_CHAIN, if any. `work.hops` counts the `$ref`s it follows, the measure of its cost on any machine.
 */
export function shortenRefChains(root: unknown, work?: { hops: number }): LongChain | undefined {
  const refs = refObjectsOf(root);
  if (refs.length === 0) return undefined;
  const resolve = localResolver(root, work);
  pointPastPlainChains(resolve, refs);
  return firstLongChain(resolve, refs);
}

/** A `$ref` object of a document, and the step of the walk that reached it (its pointer is worked out from it). */
interface FoundRef {
  node: Obj & { $ref: string };
  at: Step;
}

/** Every `$ref` object of a document, each once, in document order. */
function refObjectsOf(root: unknown): FoundRef[] {
  // Only objects and arrays are walked (a document of millions of numbers holds few of them); a pointer is worked
  // out only for a `$ref` object, from the chain of parents.
  const refs: FoundRef[] = [];
  const seen = new Set<unknown>();
  const stack: Step[] = [{ value: root, key: '', parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const value = step.value;
    if (seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        if (typeof value[i] === 'object' && value[i] !== null)
          stack.push({ value: value[i], key: String(i), parent: step });
      continue;
    }
    if (isRef(value)) refs.push({ node: value, at: step });
    const keys = Object.keys(value as Obj);
    for (let i = keys.length - 1; i >= 0; i--) {
      const v = (value as Obj)[keys[i]];
      if (typeof v === 'object' && v !== null) stack.push({ value: v, key: keys[i], parent: step });
    }
  }
  return refs;
}

/**
 * Makes each `$ref` object that holds nothing else name the last object of its chain of such objects, when that is
 * not the object it names already.
 */
function pointPastPlainChains(resolve: (ref: string) => unknown, refs: FoundRef[]): void {
  // For each `$ref` object: the object its chain of plain `$ref` objects ends at (the last one before a value,
  // or before nothing), and the `$ref` text that names that object. Worked out once per object.
  const last = new Map<Obj, { node: Obj; name?: string } | null>();
  const target = (node: Obj & { $ref: string }) => resolve(node.$ref);
  for (const { node } of refs) {
    if (last.has(node)) continue;
    const path: (Obj & { $ref: string })[] = [];
    const onPath = new Set<Obj>();
    let cur: Obj & { $ref: string } = node;
    let end: Obj | null;
    let name: string | undefined;
    for (;;) {
      const known = last.get(cur);
      if (known !== undefined) {
        end = known?.node ?? null;
        // Only the last object of a chain was remembered without the text naming it: the `$ref` before it names it.
        name = known?.name ?? (known && path.length > 0 ? path[path.length - 1].$ref : undefined);
        break;
      }
      path.push(cur);
      onPath.add(cur);
      const next = target(cur);
      if (!isPlainRef(cur) || !isPlainRef(next)) {
        end = cur;
        name = path.length > 1 ? path[path.length - 2].$ref : undefined;
        break;
      }
      if (onPath.has(next)) {
        end = null; // a cycle
        break;
      }
      cur = next;
    }
    const resolved = end ? { node: end, ...(name !== undefined ? { name } : {}) } : null;
    for (const p of path) last.set(p, resolved);
  }
  for (const { node } of refs) {
    const end = last.get(node);
    if (end && end.name !== undefined && end.node !== node && isPlainRef(node) && target(node) !== end.node)
      node.$ref = end.name;
  }
}

/** The first chain (through `$ref` objects with other keys, or a cycle) still longer than MAX_REF_CHAIN, if any. */
function firstLongChain(resolve: (ref: string) => unknown, refs: FoundRef[]): LongChain | undefined {
  // Their lengths, each object once.
  const length = new Map<Obj, number>();
  for (const { node, at } of refs) {
    const path: Obj[] = [];
    const onPath = new Set<Obj>();
    let cur: unknown = node;
    let tail = 0;
    while (isRef(cur)) {
      const known = length.get(cur);
      if (known !== undefined) {
        tail = known;
        break;
      }
      if (onPath.has(cur)) {
        // A cycle: every object on it is as far from the end as the cycle is long.
        tail = path.length - path.indexOf(cur);
        break;
      }
      path.push(cur);
      onPath.add(cur);
      if (path.length > MAX_REF_CHAIN) return { pointer: pointerOf(at), length: path.length };
      cur = resolve(cur.$ref);
    }
    for (let i = path.length - 1; i >= 0; i--) length.set(path[i], tail + (path.length - i));
    if ((length.get(node) ?? 0) > MAX_REF_CHAIN) return { pointer: pointerOf(at), length: length.get(node)! };
  }
  return undefined;
}

/** A `$ref` object with no other key: an alias, which can be pointed past. */
function isPlainRef(v: unknown): v is Obj & { $ref: string } {
  return isRef(v) && Object.keys(v).length === 1;
}

/**
 * `resolveLocal` for one document, remembering each `$ref` text's answer: a document names its shared schemas from
 * hundreds of places. Rewriting a `$ref` changes no answer, since no pointer passes through a `$ref` object.
 */
function localResolver(root: unknown, work?: { hops: number }): (ref: string) => unknown {
  const known = new Map<string, unknown>();
  return (ref) => {
    if (work) work.hops++;
    if (known.has(ref)) return known.get(ref);
    const value = resolveLocal(root, ref);
    known.set(ref, value);
    return value;
  };
}

/**
 * The value a local `$ref` (`#/a/b`) names, read as the validator reads it (`~1`, `~0` and percent-escapes
 * decoded, empty tokens skipped); undefined for any other reference, or one that passes through a `$ref`.
 */
function resolveLocal(root: unknown, ref: string): unknown {
  const parts = ref.split('#/');
  if (parts.length !== 2 || parts[0] !== '') return undefined;
  let cur = root;
  for (const raw of parts[1].split('/')) {
    const token = unescapeToken(raw);
    if (token === '') continue;
    if (isRef(cur)) return undefined;
    if (Array.isArray(cur) && cur[+token] !== undefined) cur = cur[+token];
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, token)) cur = cur[token];
    else return undefined;
  }
  return cur;
}

function unescapeToken(raw: string): string {
  if (!raw.includes('~') && !raw.includes('%')) return raw;
  const s = raw.includes('~') ? raw.replaceAll('~1', '/').replaceAll('~0', '~') : raw;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
