import fs from 'node:fs';
import path from 'node:path';
import { systemGit } from '../src/core/git.js';
import { FileIndex } from '../src/load/files.js';
import { MAX_BLOB_BYTES, openRevision } from '../src/load/gitfs.js';
import { commitAll, git, GIT_ENV, removeRepos, tempDir, writeFiles } from './helpers/git.js';

// The git-tree file system answers as node:fs answers on the same tree checked out: the same
// folders, kinds, sizes, contents and links (inside, outside, looping), read from git's objects only.

afterAll(removeRepos);

const GIT = systemGit({ ...process.env, ...GIT_ENV, GIT_DIR: undefined, GIT_WORK_TREE: undefined });

function repo(): { dir: string; commit: string } {
  const dir = tempDir();
  git(dir, 'init', '-q', '-b', 'main');
  writeFiles(dir, {
    'README.md': '# outside the docs root\n',
    'docs/docs.json': '{ "navigation": { "pages": ["a"] } }\n',
    'docs/a.mdx': '---\ntitle: "Ä"\n---\nbody ünïcode\n',
    'docs/sub/b.mdx': '# B\n',
    'docs/empty.md': '',
  });
  fs.symlinkSync('a.mdx', path.join(dir, 'docs/link-in.mdx'));
  fs.symlinkSync('../README.md', path.join(dir, 'docs/link-out.mdx'));
  fs.symlinkSync('/etc/hostname', path.join(dir, 'docs/link-abs.mdx'));
  fs.symlinkSync('sub', path.join(dir, 'docs/dir-link'));
  fs.symlinkSync('loop2', path.join(dir, 'docs/loop1'));
  fs.symlinkSync('loop1', path.join(dir, 'docs/loop2'));
  return { dir, commit: commitAll(dir, 'tree') };
}

/** What a call gives: its value, or the error code it throws. */
function outcome<T>(f: () => T): T | string {
  try {
    return f();
  } catch (e) {
    return `throws ${(e as NodeJS.ErrnoException).code}`;
  }
}

describe('git-tree file system', () => {
  const { dir, commit } = repo();
  const tree = openRevision(GIT, { cwd: dir, dir: 'docs', rev: 'main', exists: (p) => fs.existsSync(p) });
  const root = path.join(dir, 'docs');
  const paths = [
    '',
    'docs.json',
    'a.mdx',
    'sub',
    'sub/b.mdx',
    'empty.md',
    'link-in.mdx',
    'link-out.mdx',
    'link-abs.mdx',
    'dir-link',
    'dir-link/b.mdx',
    'loop1',
    'missing.mdx',
    'a.mdx/x',
    '../README.md',
  ].map((p) => path.join(root, p));

  test('names the commit and mounts the docs root at its working-tree path', () => {
    expect(tree.commit).toBe(commit);
    expect(tree.root).toBe(root);
    expect(tree.prefix).toBe('docs');
  });

  test('readdir, lstat, stat, realpath, exists and readFile answer as node:fs does on the checkout', () => {
    const kinds = (d: fs.Dirent[]) => d.map((e) => [e.name, e.isFile(), e.isDirectory(), e.isSymbolicLink()]).sort();
    const stat = (s: fs.Stats) => [s.isFile(), s.isDirectory(), s.isSymbolicLink(), s.isFile() ? s.size : 0];
    for (const p of paths) {
      // The real file system can read outside the docs root; the tree never does.
      const inside = !path.relative(root, p).startsWith('..');
      const followsOut = p.endsWith('link-out.mdx') || p.endsWith('link-abs.mdx') || !inside;
      expect([p, outcome(() => kinds(tree.fs.readdirSync(p, { withFileTypes: true })))]).toEqual([
        p,
        followsOut ? 'throws ENOENT' : outcome(() => kinds(fs.readdirSync(p, { withFileTypes: true }))),
      ]);
      expect([p, outcome(() => stat(tree.fs.lstatSync(p)))]).toEqual([
        p,
        inside ? outcome(() => stat(fs.lstatSync(p))) : 'throws ENOENT',
      ]);
      expect([p, outcome(() => tree.fs.realpathSync(p))]).toEqual([p, outcome(() => fs.realpathSync(p))]);
      expect([p, outcome(() => stat(tree.fs.statSync(p)))]).toEqual([
        p,
        followsOut ? 'throws ENOENT' : outcome(() => stat(fs.statSync(p))),
      ]);
      expect([p, tree.fs.existsSync(p)]).toEqual([p, followsOut ? false : fs.existsSync(p)]);
      expect([p, outcome(() => tree.fs.readFileSync(p, 'utf8'))]).toEqual([
        p,
        followsOut ? 'throws ENOENT' : outcome(() => fs.readFileSync(p, 'utf8')),
      ]);
    }
  });

  test('open, read and close read a file in chunks, by position or in order', () => {
    const fd = tree.fs.openSync(path.join(root, 'a.mdx'), 'r');
    const buf = new Uint8Array(8);
    const parts: string[] = [];
    for (let n; (n = tree.fs.readSync(fd, buf, 0, buf.length, null)) > 0;)
      parts.push(Buffer.from(buf.subarray(0, n)).toString('latin1'));
    expect(Buffer.from(parts.join(''), 'latin1').toString('utf8')).toBe(
      fs.readFileSync(path.join(root, 'a.mdx'), 'utf8'),
    );
    expect(tree.fs.readSync(fd, buf, 2, 3, 0)).toBe(3);
    expect(Buffer.from(buf.subarray(2, 5)).toString()).toBe('---');
    tree.fs.closeSync(fd);
    expect(outcome(() => tree.fs.closeSync(fd))).toBe('throws EBADF');
  });

  test('the file index of the tree is the file index of the checkout', () => {
    const a = new FileIndex(root, tree.fs);
    const b = new FileIndex(root, fs);
    expect([...a.files].sort()).toEqual([...b.files].sort());
    expect(a.pageFiles).toEqual(b.pageFiles);
    expect([...a.outsideLinks].sort()).toEqual([...b.outsideLinks].sort());
    expect([...a.outsideLinks].sort()).toEqual(['link-abs.mdx', 'link-out.mdx']);
  });

  test('the work tree may differ: only the commit is read', () => {
    fs.writeFileSync(path.join(root, 'a.mdx'), 'changed\n');
    fs.rmSync(path.join(root, 'sub'), { recursive: true });
    const again = openRevision(GIT, { cwd: dir, dir: 'docs', rev: 'main', exists: (p) => fs.existsSync(p) });
    expect(again.fs.readFileSync(path.join(root, 'a.mdx'), 'utf8')).toBe('---\ntitle: "Ä"\n---\nbody ünïcode\n');
    expect(again.fs.readFileSync(path.join(root, 'sub/b.mdx'), 'utf8')).toBe('# B\n');
    git(dir, 'checkout', '-q', '--', '.');
  });

  test(`a blob larger than ${MAX_BLOB_BYTES / 1024 / 1024} MiB is listed with its size but never read`, () => {
    const big = tempDir();
    git(big, 'init', '-q', '-b', 'main');
    writeFiles(big, { 'docs.json': '{}', 'huge.mdx': '---\ntitle: x\n---\n' + 'a'.repeat(MAX_BLOB_BYTES) });
    commitAll(big, 'big');
    const t = openRevision(GIT, { cwd: big, dir: '.', rev: 'main', exists: (p) => fs.existsSync(p) });
    expect(t.fs.statSync(path.join(big, 'huge.mdx')).size).toBe(MAX_BLOB_BYTES + 17);
    expect(outcome(() => t.fs.openSync(path.join(big, 'huge.mdx'), 'r'))).toBe('throws EFBIG');
  });
});
