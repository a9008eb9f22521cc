import { runCheck } from '../src/engine/index.js';
import { ruleLevels } from '../src/engine/presets.js';
import { RULES } from '../src/rules/index.js';
import { runCli } from './helpers/cli.js';
import { MemoryFs } from './helpers/memory-fs.js';

const ROOT = '/site';
const DOCS = JSON.stringify({
  theme: 'mint',
  name: 'Presets',
  colors: { primary: '#087A60' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'setup', 'index'] }] },
});
const PAGES = {
  'index.mdx': '---\ntitle: Home\n---\n\nRead more [here](/setup).\n',
  'setup.mdx': '---\ntitle: Setup\n---\n\n## Steps\n\nSteps.\n',
};

/** The findings of the site under a configuration, as `rule severity` lines. */
async function findings(rc?: unknown, presets?: ('recommended' | 'strict' | 'accessibility')[]): Promise<string[]> {
  const files: Record<string, string> = { 'docs.json': DOCS, ...PAGES };
  if (rc !== undefined) files['.navlintrc.json'] = JSON.stringify(rc);
  const result = await runCheck({
    dir: '.',
    cwd: ROOT,
    fs: new MemoryFs(ROOT, files),
    ...(presets ? { presets } : {}),
  });
  return result.diagnostics.map((d) => `${d.rule} ${d.severity}`);
}

describe('presets', () => {
  test('recommended, the default: a noisy rule is a notice, a heuristic accessibility rule is off', async () => {
    expect(await findings()).toEqual(['page-duplicate notice']);
  });

  test('extends navlint:strict: every rule at its own level', async () => {
    expect(await findings({ extends: 'navlint:strict' })).toEqual([
      'page-duplicate warning',
      'link-text-unclear warning',
    ]);
  });

  test('extends navlint:accessibility: the accessibility rules over recommended', async () => {
    expect(await findings({ extends: ['navlint:accessibility'] })).toEqual([
      'page-duplicate notice',
      'link-text-unclear warning',
    ]);
  });

  test('rules wins over every preset; a later preset over an earlier one', async () => {
    expect(
      await findings({ extends: ['navlint:strict', 'navlint:recommended'], rules: { 'link-text-unclear': 'error' } }),
    ).toEqual(['page-duplicate notice', 'link-text-unclear error']);
  });

  test('--preset applies after the configuration, and rules still wins', async () => {
    expect(await findings({ rules: { 'page-duplicate': 'off' } }, ['strict'])).toEqual(['link-text-unclear warning']);
  });

  test("a rule's level in recommended: its own unless it says lower", () => {
    const levels = ruleLevels(undefined);
    for (const r of RULES)
      expect([r.meta.id, levels.get(r.meta.id)]).toEqual([r.meta.id, r.meta.recommended ?? r.meta.defaultSeverity]);
    const strict = ruleLevels({ extends: ['strict'], rules: new Map() });
    for (const r of RULES) expect(strict.get(r.meta.id)).toBe(r.meta.defaultSeverity);
  });

  test('check --print-config prints the presets in force and every level', async () => {
    const r = await runCli(['check', 'examples/larkspur', '--print-config', '--preset', 'accessibility']);
    expect(r.status).toBe(0);
    const config = JSON.parse(r.stdout) as { extends: string[]; rules: Record<string, string> };
    expect(config.extends).toEqual(['navlint:recommended', 'navlint:accessibility']);
    expect(config.rules['link-text-unclear']).toBe('warning');
    expect(config.rules['page-duplicate']).toBe('notice');
    expect(Object.keys(config.rules)).toEqual(RULES.map((x) => x.meta.id));
  });

  test('an unknown --preset is a usage error', async () => {
    const r = await runCli(['check', 'examples/larkspur', '--preset', 'airbnb']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^navlint: --preset of check must be one of recommended, strict, accessibility, not "airbnb"/,
    );
  });
});
