/**
 * The common phrasings of attacker abilities on 10th edition datasheets, read into the
 * ruleset's ability rules (`docs/wh40k-10e.md`, "The attacker's abilities"): Critical Hits or
 * Critical Wounds on X+, +X to the Damage characteristic, re-rolling the Damage roll, re-rolling
 * both the Hit and the Wound roll, and mortal wounds on a Critical Hit. A separate table from the
 * weapon keywords (`keywords.ts`): abilities are sentences, matched loosely (case, spacing,
 * "unmodified"), and whatever no pattern reads is returned by name, never guessed. Whether the
 * ability applies (its conditions: a target, a phase, a leader) is the player's to say.
 *
 * @module
 */
import type { Wh40kWeaponRuleInput } from '../../rulesets/wh40k-10e/input.js';

/**
 * What an ability's text reads as: the rules it gives (empty: none recognised).
 *
 * @example
 * ```ts
 * const r: AbilityReading = { rules: ['full-rerolls'] };
 * ```
 */
export interface AbilityReading {
  readonly rules: readonly Wh40kWeaponRuleInput[];
}

const NUMBER: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3 };

/**
 * The ability rules an ability's description states, by its common phrasings.
 *
 * @example
 * ```ts
 * abilityRules('Each time a model in this unit makes an attack, an unmodified Hit roll of 5+ scores a Critical Hit.');
 * // { rules: [{ rule: 'critical-hits', on: 5 }] }
 * abilityRules('Each time this model makes an attack, add 1 to the Damage characteristic of that attack.');
 * // { rules: [{ rule: 'damage-bonus', damage: 1 }] }
 * ```
 */
export function abilityRules(description: string): AbilityReading {
  const t = description.toLowerCase().replace(/\s+/g, ' ');
  const rules: Wh40kWeaponRuleInput[] = [];
  let m = /(?:unmodified )?hit roll of ([2-5])\+ scores a critical hit/.exec(t);
  if (m) rules.push({ rule: 'critical-hits', on: Number(m[1]) });
  m = /(?:unmodified )?wound roll of ([2-5])\+ scores a critical wound/.exec(t);
  if (m) rules.push({ rule: 'critical-wounds', on: Number(m[1]) });
  m = /add (\d|one|two|three) to the damage characteristic/.exec(t);
  if (m) rules.push({ rule: 'damage-bonus', damage: NUMBER[m[1]!] ?? Number(m[1]) });
  // "Re-roll a Damage roll of 1", or any Damage roll: a 1 is always worth re-rolling; which
  // higher threshold pays depends on the target (bestDamageReroll).
  if (/re-roll (?:a|the) damage roll/.test(t)) rules.push({ rule: 'reroll-damage', below: 2 });
  if (/re-roll the hit roll and (?:you can )?re-roll the wound roll/.test(t)) {
    rules.push('full-rerolls');
  }
  m = /critical hit, (?:that attack )?inflicts? (d3|d6|\d) mortal wounds?/.exec(t);
  if (m) {
    const x = m[1]!;
    rules.push({
      rule: 'mortal-wounds-on-critical-hit',
      mortals: /^\d$/.test(x) ? Number(x) : x.toUpperCase(),
    });
  }
  return { rules };
}
