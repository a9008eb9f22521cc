import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ignore from 'ignore';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARCHITECTURE = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/**
 * Whether a top-level folder is the project's: not installed packages or git's own, and holding a file that .gitignore
 * does not leave out (`bench/` holds only the generated sites of `bench/out/` until a benchmark commits a file).
 */
const gitignored = ignore().add(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8'));
const isProjects = (name: string) =>
  name !== '.git' &&
  name !== 'node_modules' &&
  !gitignored.ignores(`${name}/`) &&
  fs
    .readdirSync(path.join(ROOT, name), { recursive: true, withFileTypes: true })
    .some(
      (e) =>
        e.isFile() &&
        !gitignored.ignores(path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
    );

/** Every folder of the repository's top level, and every folder under src/ at any depth. */
function folders(): string[] {
  const top = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && isProjects(e.name))
    .map((e) => e.name);
  const src = fs
    .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  return [...top, ...src].sort();
}

/** The paths ARCHITECTURE.md names in code spans (`src/lsp/`, `src/core/git.ts`, `.ci/run`). */
const named = [...ARCHITECTURE.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);

describe('ARCHITECTURE.md', () => {
  it('names every folder of src/ and of the top level', () => {
    const missing = folders().filter((dir) => !named.some((p) => p.startsWith(`${dir}/`)));
    expect(missing).toEqual([]);
  });

  it('names only paths that exist', () => {
    const top = new Set(folders().filter((dir) => !dir.includes('/')));
    const paths = named
      .filter((p) => top.has(p.split('/')[0]!) && p.includes('/') && !/[<*{]/.test(p))
      .map((p) => p.replace(/[.,:;]$/, ''));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
    const bare = [...ARCHITECTURE.matchAll(/(?<![\w./-])src\/[\w./-]*\w/g)].map((m) => m[0]);
    expect(bare.filter((p) => !/[<*{]/.test(p) && !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });
});

const UNIT = String.raw`(?:ms|s|seconds?|minutes?|[KMG]i?B)\b`;
const FIGURE = String.raw`\d[\d,.]*\s?${UNIT}`;
/** A figure near a word that says it was measured: "takes about 2 s", "a median of 302 ms", "peaks at 420 MB". */
const MEASURED = new RegExp(
  String.raw`\b(?:measured|takes?|took|taking|median|slowest|fastest|peaks?|grows?|grew|costs?|saves?)\b` +
    String.raw`[^.;:()]{0,60}?${FIGURE}|${FIGURE}[^.;:()]{0,30}?\b(?:median|slowest|fastest|measured|at its peak)\b` +
    String.raw`|${FIGURE} (?:against|with (?:one|two)|either way)\b|\d[\d,.]*–${FIGURE}`,
);
/** A before and after: "1.36 → 1.20 s", "9.1 s → 7.5 s". */
const BEFORE_AFTER = new RegExp(String.raw`\d[\d,.]*\s?(?:${UNIT})?\s?→\s?${FIGURE}`);

/** The measured figures in `text`: each sentence that holds one. */
function measuredFigures(text: string): string[] {
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=[.;])\s+(?=[A-Z(`])/);
  return sentences.filter((s) => MEASURED.test(s) || BEFORE_AFTER.test(s));
}

/** The text of every comment of a TypeScript file. */
function comments(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end).replace(/^\s*(\/\/|\/\*\*?|\*\/?)/gm, ''));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...seen.values()];
}

describe('measured figures', () => {
  it('are in docs/benchmarks.md, not in the README', () => {
    // Fenced examples are navlint's output; a marked figure (`<!-- size:… -->`) is written by the script named beside it.
    const prose = fs
      .readFileSync(path.join(ROOT, 'README.md'), 'utf8')
      .replace(/^```[\s\S]*?^```/gm, '')
      .replace(/<!-- (\w+):[\w-]+ -->.*?<!-- \/\1 -->/g, '');
    expect(measuredFigures(prose)).toEqual([]);
  });

  it('are not in the comments of src/', () => {
    const found: string[] = [];
    const files = fs.readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' });
    for (const rel of files.filter((f) => f.endsWith('.ts')).map((f) => `src/${f.split(path.sep).join('/')}`)) {
      for (const c of comments(path.join(ROOT, rel))) found.push(...measuredFigures(c).map((s) => `${rel}: ${s}`));
    }
    expect(found).toEqual([]);
  });

  it('are told apart from the limits of the product', () => {
    for (const limit of [
      'fetch remote OpenAPI documents (10 s and 16 MiB at most each)',
      'is not parsed within 5 s of work (`pageTimeout`)',
      "The job summary must stay under GitHub's 1 MiB per step.",
      'is larger than 20 MB, the most the platform serves.',
      'a watchdog ends the process 30 s later should a step not stop',
    ])
      expect(measuredFigures(limit)).toEqual([]);
    for (const figure of [
      'values takes about 2 s; one of a million values',
      'interleaved runs: cline, 0.6 MB, 1.36 → 1.20 s',
      'cold NangoHQ 9.1 → 7.5 s',
      'a median of 302 ms (slowest 406 ms)',
      'the parser peaks at 420 MB',
    ])
      expect(measuredFigures(figure)).toEqual([figure]);
  });
});
