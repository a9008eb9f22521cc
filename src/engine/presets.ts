import type { RuleLevel } from '../core/types.js';
import type { PresetName, RcConfig } from '../load/rc.js';
import { RULES } from '../rules/index.js';
import type { Rule } from '../rules/rule.js';

/** The level a preset gives a rule, or undefined when the preset leaves the rule as it was. */
function presetLevel(preset: PresetName, rule: Rule): RuleLevel | undefined {
  switch (preset) {
    case 'strict':
      return rule.meta.defaultSeverity;
    case 'recommended':
      return rule.meta.recommended ?? rule.meta.defaultSeverity;
    case 'accessibility':
      return rule.meta.category === 'accessibility' ? rule.meta.defaultSeverity : undefined;
  }
}

/**
 * The level of every rule: `recommended`, then each preset of `extends` in order (a later one wins), then the levels
 * that `rules` sets one by one.
 */
export function ruleLevels(rc: Pick<RcConfig, 'extends' | 'rules'> | undefined): Map<string, RuleLevel> {
  const presets: PresetName[] = ['recommended', ...(rc?.extends ?? [])];
  const out = new Map<string, RuleLevel>();
  for (const rule of RULES) {
    let level: RuleLevel = rule.meta.defaultSeverity;
    for (const p of presets) level = presetLevel(p, rule) ?? level;
    out.set(rule.meta.id, rc?.rules.get(rule.meta.id) ?? level);
  }
  return out;
}
