import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli.js';

// A path the user typed is printed as typed: `/nope.yaml` stays `/nope.yaml`, not `../../nope.yaml` relative to the
// working directory, in the one-line errors and in what a command says it wrote.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-paths-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const usage = (message: string) => ({ status: 2, stdout: '', stderr: `navlint: ${message}\n` });

describe('paths in messages are the paths given', () => {
  test('openapi-check: a missing file, absolute or not normalised', async () => {
    expect(await runCli(['openapi-check', '/nope.yaml'])).toEqual(usage('/nope.yaml: no such file'));
    expect(await runCli(['openapi-check', './examples/../nope.yaml'])).toEqual(
      usage('./examples/../nope.yaml: no such file'),
    );
  });

  test('openapi-check: a folder given by its absolute path is named so, and so are the documents in it', async () => {
    fs.mkdirSync(path.join(tmp, 'specs'));
    fs.writeFileSync(
      path.join(tmp, 'specs', 'api.yaml'),
      'openapi: 3.0.3\ninfo: { title: A, version: "1" }\npaths: {}\n',
    );
    const dir = path.join(tmp, 'specs');
    expect(await runCli(['openapi-check', dir])).toEqual(
      usage(`${dir} is a folder; openapi-check takes the path of one OpenAPI document: ${dir}/api.yaml`),
    );
  });

  test.each(['check', 'nav', 'preview'])('%s: a docs root that does not exist', async (command) => {
    expect(await runCli([command, '/nope'])).toEqual(usage('/nope: no such file or folder'));
  });

  test('check --out and preview --out: a file that may not be written is named as given', async () => {
    const reason = 'it is outside the working directory and the temporary folder';
    expect(await runCli(['check', 'examples/larkspur', '--out', '/nope/report.txt'])).toEqual(
      usage(`/nope/report.txt was not written: ${reason}`),
    );
    expect(await runCli(['preview', 'examples/larkspur', '--no-content', '--out', '/nope/p.html'])).toEqual(
      usage(`/nope/p.html was not written: ${reason}`),
    );
  });

  test('preview --out: what it wrote, named as given', async () => {
    const out = path.join(tmp, 'preview.html');
    const r = await runCli(['preview', 'examples/larkspur', '--no-content', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(new RegExp(`^Preview written to ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`));
    expect(fs.existsSync(out)).toBe(true);
  });
});
