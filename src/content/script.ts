import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { lineStarts } from '../core/source.js';
import { lineOf } from './prepare.js';
import { declaredNames } from './mdx.js';
import type { FunctionDecl, Range, ScriptExtract } from './types.js';

const JsxParser = Parser.extend(jsx());

interface EsNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Reads the exports of a JavaScript or TypeScript snippet, and the components it declares with the `function`
 * keyword. JavaScript is parsed with acorn (JSX included); TypeScript, or JavaScript acorn cannot read, is scanned.
 */
export function extractScript(file: string, text: string): ScriptExtract {
  if (/\.jsx?$/i.test(file)) {
    let program: { body: EsNode[] } | undefined;
    try {
      program = JsxParser.parse(text, {
        ecmaVersion: 'latest',
        sourceType: 'module',
        allowHashBang: true,
      }) as unknown as { body: EsNode[] };
    } catch {
      program = undefined;
    }
    if (program) return fromProgram(program, text);
  }
  return scan(text);
}

function fromProgram(program: { body: EsNode[] }, text: string): ScriptExtract {
  const out: ScriptExtract = { kind: 'script', exports: [], functions: [] };
  const lines = lineStarts(text);
  const range = (from: number, to: number): Range => {
    const a = lineOf(lines, from);
    const b = lineOf(lines, to);
    return [a, from - lines[a - 1] + 1, b, to - lines[b - 1] + 1];
  };
  const add = (name: string) => {
    if (!out.exports.includes(name)) out.exports.push(name);
  };
  const fn = (decl: EsNode, exported: boolean) => {
    const id = decl.id as EsNode | null;
    const name = id ? ((id as { name?: string }).name ?? 'default') : 'default';
    if (exported || /^[A-Z]/.test(name))
      out.functions.push({ name, range: id ? range(id.start, id.end) : range(decl.start, decl.start + 8) });
  };
  for (const s of program.body) {
    if (s.type === 'FunctionDeclaration') fn(s, false);
    else if (s.type === 'ExportDefaultDeclaration') {
      add('default');
      const d = s.declaration as EsNode;
      if (d.type === 'FunctionDeclaration') fn(d, true);
    } else if (s.type === 'ExportNamedDeclaration') {
      const d = s.declaration as EsNode | null;
      if (d) {
        for (const n of declaredNames(d)) add(n);
        if (d.type === 'FunctionDeclaration') fn(d, true);
      }
      for (const sp of (s.specifiers as EsNode[] | undefined) ?? []) {
        const e = sp.exported as { name?: string; value?: unknown };
        add(e.name ?? String(e.value));
      }
    } else if (s.type === 'ExportAllDeclaration') {
      const e = s.exported as { name?: string; value?: unknown } | null;
      if (e) add(e.name ?? String(e.value));
      else out.exportsAll = true;
    }
  }
  return out;
}

/** Blanks comments, strings and everything inside braces, brackets and parentheses, keeping offsets: what is left is the top level. */
function topLevel(text: string): string {
  const out = text.split('');
  let depth = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < out.length; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      blank(i, stop);
      i = stop - 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      blank(i, stop);
      i = stop - 1;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      blank(i, j + 1);
      i = j;
    } else if (c === '{' || c === '(' || c === '[') {
      depth++;
      if (depth > 0) out[i] = ' ';
    } else if (c === '}' || c === ')' || c === ']') {
      if (depth > 0) out[i] = ' ';
      depth = Math.max(0, depth - 1);
    } else if (depth > 0 && c !== '\n') out[i] = ' ';
  }
  return out.join('');
}

/** Reads exports by their shape at the top level (TypeScript, or a file acorn could not read). */
function scan(text: string): ScriptExtract {
  const out: ScriptExtract = { kind: 'script', exports: [], functions: [] };
  const top = topLevel(text);
  const lines = lineStarts(text);
  const range = (from: number, to: number): Range => {
    const a = lineOf(lines, from);
    const b = lineOf(lines, to);
    return [a, from - lines[a - 1] + 1, b, to - lines[b - 1] + 1];
  };
  const add = (name: string) => {
    if (!out.exports.includes(name)) out.exports.push(name);
  };
  const ident = '[A-Za-z_$][\\w$]*';
  const decl = new RegExp(
    `\\bexport\\s+(?:declare\\s+)?(default\\s+)?(?:(?:async\\s+)?function\\s*\\*?\\s*(${ident})?|(?:abstract\\s+)?class\\s+(${ident})|(?:const|let|var|enum|type|interface)\\s+(${ident}))`,
    'g',
  );
  for (const m of top.matchAll(decl)) {
    if (m[1]) add('default');
    const name = m[2] ?? m[3] ?? m[4];
    if (name && !m[1]) add(name);
  }
  if (/\bexport\s+default\b/.test(top)) add('default');
  // `export { a, b as c }` and `export * from`: the braces are blanked at the top level, so read them in the text.
  for (const m of top.matchAll(/\bexport\b/g)) {
    const after = /^export\s*(?:type\s+)?(?=[{*])/.exec(text.slice(m.index));
    if (!after) continue;
    const rest = text.slice(m.index + after[0].length);
    const star = /^\*\s*(?:as\s+([\w$]+))?/.exec(rest);
    if (star) {
      if (star[1]) add(star[1]);
      else out.exportsAll = true;
      continue;
    }
    const list = /^\{([^}]*)\}/.exec(rest);
    if (!list) continue;
    for (const part of list[1].split(',')) {
      const names = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const name = (names[1] ?? names[0]).trim().replace(/^["']|["']$/g, '');
      if (name) add(name);
    }
  }
  const functions = new RegExp(
    `(^|[;\\n])[ \\t]*(export\\s+(?:default\\s+)?)?(?:async\\s+)?function\\s*\\*?\\s*(${ident})?`,
    'g',
  );
  for (const m of top.matchAll(functions)) {
    const name = m[3];
    if (!m[2] && !(name && /^[A-Z]/.test(name))) continue;
    const at = name ? m.index + m[0].length - name.length : m.index + m[0].length;
    out.functions.push({ name: name ?? 'default', range: range(at, at + (name?.length ?? 0)) } satisfies FunctionDecl);
  }
  return out;
}
