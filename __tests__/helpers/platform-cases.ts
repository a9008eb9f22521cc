// Enumerates one-field docs.json configurations from the platform's own schema (the zod schemas of the vendor's
// `@mintlify/validation` package): every field the schema names, with values meant to pass and values meant to fail.
// Whether a value passes is not decided here: the platform's validation function decides, and the test compares.
// The walk reads the schema's structure (`_def`), so a field added by a new version of the package becomes new cases.

/** The part of a zod schema the walk reads. */
export interface Zod {
  _def: ZodDef;
  safeParse(value: unknown): { success: boolean };
}
interface ZodDef {
  typeName: string;
  [key: string]: unknown;
}

/** One configuration: a readable name and the docs.json it stands for. */
export interface PlatformCase {
  /** `settings api.playground.display = "none"`, `tab.href = "tel:+1"` … */
  name: string;
  /**
   * The JSON pointer of the value that varies, or of the element that holds it (`/api`, `/navigation/tabs/0`); `''`
   * for a top-level setting left out. Findings about the case stand there or below.
   */
  at: string;
  config: Record<string, unknown>;
}

const def = (s: Zod): ZodDef => s._def;

/** The schema under wrappers that change neither the fields nor the accepted shapes much. */
export function unwrap(s: Zod): Zod {
  for (;;) {
    const d = def(s);
    switch (d.typeName) {
      case 'ZodOptional':
      case 'ZodNullable':
      case 'ZodDefault':
      case 'ZodCatch':
      case 'ZodReadonly':
        s = d.innerType as Zod;
        break;
      case 'ZodEffects':
        s = d.schema as Zod;
        break;
      case 'ZodLazy':
        s = (d.getter as () => Zod)();
        break;
      case 'ZodBranded':
        s = d.type as Zod;
        break;
      case 'ZodPipeline':
        s = d.in as Zod;
        break;
      default:
        return s;
    }
  }
}

/** The fields of an object schema, or of every object a union or intersection may be, with their schemas. */
export function fieldsOf(s: Zod): Map<string, Zod[]> {
  const out = new Map<string, Zod[]>();
  const add = (k: string, v: Zod) => {
    const list = out.get(k) ?? [];
    if (!list.includes(v)) list.push(v);
    out.set(k, list);
  };
  const walk = (x: Zod) => {
    const u = unwrap(x);
    const d = def(u);
    if (d.typeName === 'ZodObject') {
      const shape = (d.shape as () => Record<string, Zod>)();
      for (const [k, v] of Object.entries(shape)) add(k, v);
    } else if (d.typeName === 'ZodUnion' || d.typeName === 'ZodDiscriminatedUnion') {
      for (const o of d.options as Zod[]) walk(o);
    } else if (d.typeName === 'ZodIntersection') {
      walk(d.left as Zod);
      walk(d.right as Zod);
    }
  };
  walk(s);
  return out;
}

/** Strings that probe the checks a string may carry (URL, path, hex colour, prefixes, protocols, extensions). */
const PROBE_STRINGS = [
  'x',
  '',
  './guides/start',
  '/guides/start',
  '#section',
  'mailto:team@example.com',
  'tel:+15550100',
  'https://example.com/docs',
  'http://example.com/docs',
  'ftp://example.com/file',
  'https://example.com/logo.svg',
  '//example.com/docs',
  'not a url',
  'G-ABC123',
  'phc_abc123',
  '#0D9373',
  'red',
  'fa-house',
];

/** Values of every JSON type but strings, to probe a field's type. */
const OTHER_TYPES: unknown[] = [true, 1, null, ['x'], { x: 1 }];

/** True when a string schema carries checks or refinements (so that probing strings tell something). */
function isCheckedString(s: Zod): boolean {
  let x = s;
  for (;;) {
    const d = def(x);
    if (d.typeName === 'ZodEffects') return true;
    if (d.typeName === 'ZodString') return ((d.checks as unknown[]) ?? []).length > 0;
    const inner = d.innerType ?? d.schema;
    if (!inner) return false;
    x = inner as Zod;
  }
}

/** A value the schema accepts, found among the candidates (undefined when none is). */
export function sample(s: Zod, depth = 0): unknown {
  for (const v of shallow(s, depth)) if (s.safeParse(v).success) return v;
  return undefined;
}

/** Candidates for one schema, without varying the fields of objects: its own values and values of other types. */
function shallow(s: Zod, depth: number): unknown[] {
  const u = unwrap(s);
  const d = def(u);
  switch (d.typeName) {
    case 'ZodString':
      return isCheckedString(s) ? PROBE_STRINGS : ['x', '', 1];
    case 'ZodNumber':
      return [3, 2.5, -1, '3'];
    case 'ZodBoolean':
      return [true, false, 'true'];
    case 'ZodLiteral':
      return [d.value, typeof d.value === 'string' ? `${d.value}x` : 'x'];
    case 'ZodEnum': {
      const values = d.values as string[];
      return [...values, `${values[0]}-x`, values[0].toUpperCase() === values[0] ? 'x' : values[0].toUpperCase(), 1];
    }
    case 'ZodNativeEnum':
      return [...Object.values(d.values as object), 'x'];
    case 'ZodNever':
      return ['x'];
    case 'ZodUnknown':
    case 'ZodAny':
      return ['x'];
    case 'ZodArray': {
      const item = sample(d.type as Zod, depth + 1);
      return item === undefined ? [[], 'x'] : [[item], [], 'x', [item, item]];
    }
    case 'ZodRecord': {
      const key = sample(d.keyType as Zod, depth + 1);
      const value = sample(d.valueType as Zod, depth + 1);
      return [{}, ...(typeof key === 'string' && value !== undefined ? [{ [key]: value }] : []), 'x'];
    }
    case 'ZodObject': {
      if (depth > 6) return [{}];
      const min = minimal(u, depth);
      return min === undefined ? [{}, 'x'] : [min, {}, 'x'];
    }
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return dedupe((d.options as Zod[]).flatMap((o) => shallow(o, depth + 1)));
    case 'ZodIntersection': {
      const a = sample(d.left as Zod, depth + 1);
      const b = sample(d.right as Zod, depth + 1);
      return isObject(a) && isObject(b) ? [{ ...a, ...b }, 'x'] : ['x'];
    }
    default:
      return ['x'];
  }
}

/** The smallest object an object schema accepts: its required fields, each with a sampled value. */
function minimal(s: Zod, depth: number): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, list] of fieldsOf(s)) {
    const field = list[0];
    if (field.safeParse(undefined).success) continue;
    const v = sample(field, depth + 1);
    if (v === undefined) return undefined;
    out[k] = v;
  }
  return s.safeParse(out).success ? out : undefined;
}

/**
 * Candidate values for a schema: its shallow candidates, values of other types, and for objects (and records) the
 * smallest valid object with one field varied, down to `maxDepth` levels.
 */
export function candidates(s: Zod, depth: number, maxDepth: number): unknown[] {
  const u = unwrap(s);
  const d = def(u);
  const out: unknown[] = [...shallow(s, depth), ...OTHER_TYPES];
  const objects =
    d.typeName === 'ZodObject'
      ? [u]
      : d.typeName === 'ZodUnion' || d.typeName === 'ZodDiscriminatedUnion'
        ? (d.options as Zod[]).map(unwrap).filter((o) => def(o).typeName === 'ZodObject')
        : [];
  if (depth < maxDepth)
    for (const o of objects) {
      const base = minimal(o, depth) ?? {};
      out.push({ ...base, zzUnknownKey: 'x' });
      for (const [k, list] of fieldsOf(o)) {
        const rest = { ...base };
        delete rest[k];
        out.push(rest);
        for (const field of list) for (const v of candidates(field, depth + 1, maxDepth)) out.push({ ...base, [k]: v });
      }
    }
  if (d.typeName === 'ZodArray' && depth < maxDepth)
    for (const v of candidates(d.type as Zod, depth + 1, maxDepth)) out.push([v]);
  if (d.typeName === 'ZodRecord' && depth < maxDepth) {
    const key = sample(d.keyType as Zod, depth + 1);
    if (typeof key === 'string') {
      for (const k of shallow(d.keyType as Zod, depth + 1))
        if (typeof k === 'string') out.push({ [k]: sample(d.valueType as Zod, depth + 1) ?? 'x' });
      for (const v of candidates(d.valueType as Zod, depth + 1, maxDepth)) out.push({ [key]: v });
    }
  }
  return dedupe(out);
}

function dedupe(list: unknown[]): unknown[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const key = JSON.stringify(v) ?? 'undefined';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Keys of `input` (at any depth) that the platform's output lost: a value it silently dropped. */
export function lostKeys(input: unknown, output: unknown, at = ''): string[] {
  if (Array.isArray(input)) {
    if (!Array.isArray(output)) return [];
    return input.flatMap((v, i) => lostKeys(v, output[i], `${at}[${i}]`));
  }
  if (!isObject(input) || !isObject(output)) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(input)) {
    if (output[k] === undefined) out.push(`${at}.${k}`);
    else out.push(...lostKeys(v, output[k], `${at}.${k}`));
  }
  return out;
}

/** The JSON pointer of `target` (found by identity) inside `root`, or undefined. */
export function pointerOf(root: unknown, target: unknown, at = ''): string | undefined {
  if (root === target) return at;
  if (Array.isArray(root)) {
    for (let i = 0; i < root.length; i++) {
      const found = pointerOf(root[i], target, `${at}/${i}`);
      if (found !== undefined) return found;
    }
  } else if (isObject(root)) {
    for (const [k, v] of Object.entries(root)) {
      const found = pointerOf(v, target, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
