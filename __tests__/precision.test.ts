import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '../src/rules/index.js';
import { ruleLevels } from '../src/engine/presets.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Figures {
  findings: number;
  notices: number;
  shownLines: number;
  real: number;
  false: number;
  noise: number;
  shown: { real: number; false: number; noise: number };
  gone: { real: number; false: number; noise: number };
  reasons?: string[];
}

const script = (await import(path.join(ROOT, 'scripts', 'precision.mjs'))) as {
  readLabels(text: string): { labels: { rule: string; verdict: string }[]; problems: string[] };
  renderDocBlock(id: string, r: Figures | undefined): string;
  meetsBar(r: Figures, level: string): boolean;
  BAR: number;
  MIN_LABELS: number;
};
const labelsText = fs.readFileSync(path.join(ROOT, 'docs', 'precision', 'labels.tsv'), 'utf8');
const figures = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs', 'precision', 'precision.json'), 'utf8')) as Record<
  string,
  Figures
>;
const ids = RULES.map((r) => r.meta.id);

describe('labelled precision', () => {
  test('every label is well formed and names a rule', () => {
    const { labels, problems } = script.readLabels(labelsText);
    expect(problems).toEqual([]);
    expect(labels.filter((l) => !ids.includes(l.rule)).map((l) => l.rule)).toEqual([]);
    expect(labelsText.split('\n')[0]).toBe('site\tfile\tline\trule\tverdict\treason');
  });

  test('the stored figures count the labels', () => {
    const { labels } = script.readLabels(labelsText);
    for (const [id, r] of Object.entries(figures)) {
      const mine = labels.filter((l) => l.rule === id);
      const counted = r.real + r.false + r.noise + r.gone.real + r.gone.false + r.gone.noise;
      expect([id, counted]).toEqual([id, mine.length]);
    }
  });

  // The bar of `recommended`: a rule that warns or fails there is right nine times in ten on real sites.
  test.each(ids)('%s meets the bar of its level in recommended', (id) => {
    const level = ruleLevels(undefined).get(id)!;
    const r = figures[id];
    if (!r) return; // the corpus has no finding of it
    expect({ id, level, meets: script.meetsBar(r, level) }).toEqual({ id, level, meets: true });
  });

  test('no finding labelled real is lost', () => {
    expect(Object.entries(figures).filter(([, r]) => r.gone.real > 0)).toEqual([]);
  });

  test.each(ids)("%s's doc shows its measured precision", (id) => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs', 'rules', `${id}.md`), 'utf8');
    const block = /<!-- precision -->\n([\s\S]*?)\n<!-- \/precision -->/.exec(doc)?.[1];
    expect(block).toBe(script.renderDocBlock(id, figures[id]));
  });

  test('a rule below the bar does not meet it', () => {
    const r: Figures = {
      findings: 40,
      notices: 0,
      shownLines: 40,
      real: 30,
      false: 5,
      noise: 5,
      shown: { real: 30, false: 5, noise: 5 },
      gone: { real: 0, false: 0, noise: 0 },
    };
    expect(script.meetsBar(r, 'warning')).toBe(false);
    expect(script.meetsBar(r, 'notice')).toBe(true);
    expect(script.meetsBar({ ...r, shown: { real: 36, false: 2, noise: 2 } }, 'error')).toBe(true);
    // Too few labels for a rule the corpus has many findings of.
    expect(script.meetsBar({ ...r, shown: { real: 10, false: 0, noise: 0 } }, 'warning')).toBe(false);
  });
});
