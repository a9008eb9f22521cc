// What a new user meets on the real sites of ../shared/corpus (skipped where it is absent).
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS } from './helpers/run.js';
import { runCli } from './helpers/cli.js';

describe('the corpus', () => {
  const upstash = path.join(CORPUS, 'upstash__docs');
  (fs.existsSync(upstash) ? test : test.skip)(
    'the corpus: from upstash__docs/redis, the docs root above it',
    async () => {
      const r = await runCli(['check', '--format', 'json'], { cwd: path.join(upstash, 'redis') });
      expect(r.stderr).toBe('');
      const plain = await runCli(['check', '--format', 'json'], { cwd: upstash });
      expect(JSON.parse(r.stdout).summary).toEqual(JSON.parse(plain.stdout).summary);
      expect(
        (await runCli(['check'], { cwd: path.join(upstash, 'redis') })).stdout.trimEnd().split('\n').at(-1),
      ).toMatch(/Checked \.\.\/docs\.json \(/);
    },
  );

  const sequence = path.join(CORPUS, '0xsequence__docs');
  (fs.existsSync(sequence) ? test : test.skip)(
    'the corpus: 0xsequence__docs ends with its tally and the total',
    async () => {
      const r = await runCli(['check', sequence]);
      const json = JSON.parse((await runCli(['check', sequence, '--format', 'json'])).stdout) as {
        diagnostics: { rule: string; severity: string }[];
      };
      const lines = r.stdout.trimEnd().split('\n');
      const at = lines.lastIndexOf('Problems by rule:');
      expect(at).toBeGreaterThan(0);
      const rows = lines.slice(at + 2, -2).map((l) => l.trim().split(/\s+/));
      const expected = new Map<string, number>();
      for (const d of json.diagnostics)
        expected.set(`${d.rule} ${d.severity}`, (expected.get(`${d.rule} ${d.severity}`) ?? 0) + 1);
      expect(new Map(rows.map(([rule, n, severity]) => [`${rule} ${severity}`, Number(n)]))).toEqual(expected);
      expect(lines.at(-1)).toMatch(new RegExp(`^✖ ${json.diagnostics.length} problems `));
    },
  );
});
