import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runPreviewServer } from '../src/preview/serve.js';
import { removeSites, writeSite } from './helpers/preview-sites.js';

// `preview --watch` in this process, with both watchers (events: one watch per folder on Linux): editors, `sed -i` and branch switches save a file by writing
// another and renaming it over the first. The change is seen, and so is every later edit of the file in place.

afterAll(removeSites);

const docs = (pages: string[]) =>
  JSON.stringify({ theme: 'mint', name: 'Site', colors: { primary: '#008768' }, navigation: { pages } }, null, 2);
const page = (body: string) => `---\ntitle: Quickstart\n---\n\n${body}\n`;

/** Replaces a file as editors that save by rename do. */
function saveByRename(file: string, text: string): void {
  fs.writeFileSync(`${file}.tmp-save`, text);
  fs.renameSync(`${file}.tmp-save`, file);
}

describe.each([
  ['fs.watch', false],
  ['polling', true],
])('preview --watch with %s', (_name, poll) => {
  test('docs.json and a page saved by rename, then edited in place', async () => {
    const dir = writeSite({
      'docs.json': docs(['index', 'quickstart']),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'quickstart.mdx': page('Go [home](/).'),
    });
    let out = '';
    let err = '';
    let stop!: () => void;
    const served = runPreviewServer({
      dir: '.',
      port: '0',
      cwd: dir,
      fs,
      stdout: (s) => (out += s),
      stderr: (s) => (err += s),
      onInterrupt: (handler) => {
        stop = handler;
        return () => undefined;
      },
      watch: { poll, pollMs: 100 },
    });
    const updates = () => out.split('\n').filter((l) => l.startsWith('Updated'));
    const next = async (act: () => void): Promise<string> => {
      const before = updates().length;
      act();
      // A bound on the wait for the event, generous for a busy machine.
      const deadline = Date.now() + 30_000;
      while (updates().length === before) {
        if (Date.now() > deadline) throw new Error(`no update within 30 s:\n${out}${err}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return updates().at(-1)!;
    };
    const deadline = Date.now() + 30_000;
    while (!out.includes('Press Ctrl-C to stop.')) {
      if (Date.now() > deadline) throw new Error(`the preview did not start:\n${out}${err}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(out).toContain(poll ? '; polling . for changes' : '; watching . for changes');
    // The polling watcher compares modification times: give each write a later one.
    const settle = () => new Promise((r) => setTimeout(r, poll ? 150 : 50));

    const docsFile = path.join(dir, 'docs.json');
    expect(await next(() => saveByRename(docsFile, docs(['index', 'quikstart'])))).toMatch(/: 1 error, /);
    await settle();
    expect(await next(() => fs.writeFileSync(docsFile, docs(['index', 'quickstart'])))).toMatch(/: 0 errors, /);
    await settle();
    expect(await next(() => fs.writeFileSync(docsFile, docs(['index', 'quickstrat'])))).toMatch(/: 1 error, /);
    await settle();
    expect(await next(() => fs.writeFileSync(docsFile, docs(['index', 'quickstart'])))).toMatch(/: 0 errors, /);

    const pageFile = path.join(dir, 'quickstart.mdx');
    await settle();
    expect(await next(() => saveByRename(pageFile, page('Go [home](/hom).')))).toMatch(
      /^Updated after a change to .*quickstart\.mdx.*: 1 error, /,
    );
    await settle();
    expect(await next(() => fs.writeFileSync(pageFile, page('Go [home](/).')))).toMatch(/: 0 errors, /);

    stop();
    expect(await served).toBe(0);
    expect(err).toBe('');
  });
});

describe('preview --watch names the file a change is to', () => {
  test("a page edited with `sed -i`: the log names the page, not sed's temporary file", async () => {
    const dir = writeSite({
      'docs.json': docs(['index', 'quickstart']),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'quickstart.mdx': page('Go [home](/).'),
    });
    // Each line of standard output settles the first wait whose test it passes: no timers, no polling.
    const lines: string[] = [];
    const waits: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
    const nextLine = (test: (line: string) => boolean) =>
      new Promise<string>((resolve) => waits.push({ test, resolve }));
    let err = '';
    let stop!: () => void;
    const started = nextLine((l) => l.endsWith('Press Ctrl-C to stop.'));
    const served = runPreviewServer({
      dir: '.',
      port: '0',
      cwd: dir,
      fs,
      stdout: (s) => {
        for (const line of s.split('\n').filter(Boolean)) {
          lines.push(line);
          const i = waits.findIndex((w) => w.test(line));
          if (i >= 0) waits.splice(i, 1)[0].resolve(line);
        }
      },
      stderr: (s) => (err += s),
      onInterrupt: (handler) => {
        stop = handler;
        return () => undefined;
      },
      watch: { perFolder: true },
    });
    let update: string;
    try {
      await started;
      const updated = nextLine((l) => l.startsWith('Updated'));
      execFileSync('sed', ['-i', 's#(/)#(/hom)#', 'quickstart.mdx'], { cwd: dir });
      update = await updated;
    } finally {
      stop();
    }
    expect(await served).toBe(0);
    expect(update).toMatch(/^Updated after a change to quickstart\.mdx: 1 error, \d+ warnings?, \d+ notices?\.$/);
    expect(lines.filter((l) => /\bsed\w{6}\b/.test(l))).toEqual([]);
    expect(err).toBe('');
    expect(fs.readdirSync(dir).sort()).toEqual(['docs.json', 'index.mdx', 'quickstart.mdx']);
  });
});
