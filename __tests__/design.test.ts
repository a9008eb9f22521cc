import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ignore from 'ignore';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARCHITECTURE = fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** Top-level entries that are not the project's: installed packages, git's own, and what .gitignore leaves out. */
const gitignored = ignore().add(fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8'));
const isProjects = (name: string) => name !== '.git' && name !== 'node_modules' && !gitignored.ignores(`${name}/`);

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
