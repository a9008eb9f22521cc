import fs from 'node:fs';
import path from 'node:path';
import { ProgressLine, progressWanted } from '../src/cli/progress.js';
import type { CheckProgress } from '../src/core/progress.js';
import { runCheck } from '../src/engine/index.js';
import { ROOT } from './helpers/run.js';

// The progress line of a long check on a terminal: drawn over itself from a second in, ten frames a second at most,
// and erased before the report. A fake clock and a fake terminal: every byte written is asserted.

const CLEAR = '\r\u001b[2K';

/** A terminal that keeps what is written to it, and a clock that moves only when told. */
function fakes(columns?: number) {
  const written: string[] = [];
  let t = 5000;
  return {
    written,
    terminal: { write: (s: string) => void written.push(s), ...(columns !== undefined ? { columns } : {}) },
    now: () => t,
    advance: (ms: number) => void (t += ms),
  };
}

describe('ProgressLine', () => {
  test('nothing in the first second; then the counts, at most every 100 ms, only when they change; cleared', () => {
    const f = fakes();
    let parsed = 0;
    const progress: CheckProgress = {};
    const line = new ProgressLine(f.terminal, f.now, progress);
    line.tick();
    f.advance(999);
    line.tick();
    expect(f.written).toEqual([]);
    f.advance(1);
    line.tick();
    expect(f.written).toEqual([`${CLEAR}navlint: reading the docs root`]);
    progress.files = { total: 5512, done: () => parsed };
    parsed = 1204;
    f.advance(50);
    line.tick(); // too soon after the last frame
    f.advance(50);
    line.tick();
    line.tick(); // nothing new
    f.advance(100);
    line.tick(); // nothing new either, however long after
    progress.documents = { total: 3, done: 1 };
    parsed = 5512;
    f.advance(100);
    line.tick();
    line.clear();
    line.clear(); // erased once
    expect(f.written).toEqual([
      `${CLEAR}navlint: reading the docs root`,
      `${CLEAR}navlint: 1,204 of 5,512 files parsed`,
      `${CLEAR}navlint: 5,512 of 5,512 files parsed, 1 of 3 OpenAPI documents validated`,
      CLEAR,
    ]);
  });

  test('a check done within the second: nothing drawn, nothing erased', () => {
    const f = fakes();
    const line = new ProgressLine(f.terminal, f.now, { files: { total: 10, done: () => 10 } });
    f.advance(400);
    line.tick();
    line.clear();
    expect(f.written).toEqual([]);
  });

  test('cut to the width of the terminal, so that the line never wraps', () => {
    const f = fakes(30);
    const line = new ProgressLine(f.terminal, f.now, { files: { total: 5512, done: () => 12 } });
    f.advance(1000);
    line.tick();
    expect(f.written).toEqual([`${CLEAR}navlint: 12 of 5,512 files p…`]);
    expect(f.written[0].length - CLEAR.length).toBe(29);
  });

  test('a site without OpenAPI documents does not mention them', () => {
    const f = fakes();
    const line = new ProgressLine(f.terminal, f.now, {
      files: { total: 2, done: () => 1 },
      documents: { total: 0, done: 0 },
    });
    f.advance(1000);
    line.tick();
    expect(f.written).toEqual([`${CLEAR}navlint: 1 of 2 files parsed`]);
  });
});

describe('ProgressLine: external links', () => {
  test('the count of links checked, then their rate once a second has passed, as lychee shows them', () => {
    const f = fakes();
    const progress: CheckProgress = { files: { total: 2, done: () => 2 } };
    const line = new ProgressLine(f.terminal, f.now, progress);
    f.advance(1000);
    line.tick();
    progress.links = { total: 512, done: 0, since: f.now() };
    f.advance(500);
    progress.links.done = 20;
    line.tick();
    f.advance(1500);
    progress.links.done = 120;
    line.tick();
    expect(f.written).toEqual([
      `${CLEAR}navlint: 2 of 2 files parsed`,
      `${CLEAR}navlint: 20 of 512 external links checked`,
      `${CLEAR}navlint: 120 of 512 external links checked (60/s)`,
    ]);
  });
});

describe('progressWanted', () => {
  const want = { terminal: true, env: {}, format: 'stylish', quiet: false };
  test('a person at a terminal, reading the stylish report', () => {
    expect(progressWanted(want)).toBe(true);
  });
  test.each([
    ['standard error is no terminal', { terminal: false }],
    ['in CI', { env: { CI: 'true' } }],
    ['on a dumb terminal', { env: { TERM: 'dumb' } }],
    ['--quiet', { quiet: true }],
    ['--format json', { format: 'json' }],
    ['--format sarif', { format: 'sarif' }],
    ['--format github', { format: 'github' }],
  ])('not when %s', (_, change) => {
    expect(progressWanted({ ...want, ...change })).toBe(false);
  });
});

describe('the check fills in its progress', () => {
  test('every content file parsed and every OpenAPI document validated, out of how many there are', async () => {
    const dir = path.join(ROOT, 'examples/larkspur');
    const progress: CheckProgress = {};
    const result = await runCheck({ dir, cwd: ROOT, fs, progress });
    const parsed = result.model.content!.files.length;
    expect(parsed).toBeGreaterThan(30);
    expect({ total: progress.files?.total, done: progress.files?.done() }).toEqual({ total: parsed, done: parsed });
    expect(progress.documents).toEqual({ total: 2, done: 2 });
  });
});
