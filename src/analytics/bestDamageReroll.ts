/**
 * The best damage re-roll for slaying (`docs/wh40k-10e/reroll-damage.md`): which threshold of
 * the `reroll-damage` ability slays the most models of the target. Every threshold from "no
 * re-roll" to "below the highest total" is evaluated exactly, and the one with the highest mean
 * models slain is named (ties go to the fewer re-rolls). A threshold policy is what a player
 * decides before rolling; re-rolling by the wounds left on the model being attacked can do
 * better still, and is not computed here.
 *
 * @module
 */
import { diceDist } from '../dice/diceDist.js';
import { parseDice } from '../dice/parseDice.js';
import { InputError, show } from '../errors.js';
import type { Wh40kScenarioInput } from '../rulesets/wh40k-10e/input.js';
import { evaluate } from '../scenario/evaluate.js';

/**
 * One threshold's figures: `below` null is no re-roll.
 *
 * @example
 * ```ts
 * const t: DamageRerollChoice = { below: 3, name: 're-roll a damage roll below 3', meanSlain: 1.2, destroyed: 0.1 };
 * ```
 */
export interface DamageRerollChoice {
  readonly below: number | null;
  readonly name: string;
  readonly meanSlain: number;
  readonly destroyed: number;
}

/**
 * The best threshold and every threshold's figures.
 *
 * @example
 * ```ts
 * bestDamageReroll(scenario).best.name; // 're-roll a damage roll below 4'
 * ```
 */
export interface BestDamageReroll {
  readonly best: DamageRerollChoice;
  readonly choices: readonly DamageRerollChoice[];
}

/**
 * The damage re-roll threshold of attacker `index` of a wh40k-10e scenario that slays the most
 * (exact). Any `reroll-damage` the attacker already lists is replaced by each candidate.
 *
 * @throws {InputError} for an attacker index out of range, or a fixed Damage (nothing to
 *   re-roll); {@link ScenarioError} as {@link evaluate} for a bad scenario.
 * @example
 * ```ts
 * bestDamageReroll({ ruleset: 'wh40k-10e',
 *   attackers: [{ attacks: 4, bs: 3, strength: 9, ap: -3, damage: 'D6' }],
 *   target: { models: 3, toughness: 5, save: 3, wounds: 3 } }).best.name;
 * ```
 */
export function bestDamageReroll(scenario: Wh40kScenarioInput, index = 0): BestDamageReroll {
  const a = scenario.attackers[index];
  if (a === undefined) {
    throw new InputError(
      `attackers[${show(index)}]: the scenario has ${scenario.attackers.length} attackers`,
      'attacker',
      index,
    );
  }
  const roll = diceDist(parseDice(a.damage ?? 1, `attackers[${index}].damage`));
  let low = 0;
  while (roll.at(low) === 0) low++;
  if (low >= roll.max) {
    throw new InputError(
      `attackers[${index}].damage is fixed (${show(a.damage ?? 1)}): there is no damage roll to re-roll`,
      `attackers[${index}].damage`,
      a.damage,
    );
  }
  const models = scenario.target.models ?? 1;
  const others = (a.rules ?? []).filter((r) => typeof r === 'string' || r.rule !== 'reroll-damage');
  const choices: DamageRerollChoice[] = [];
  for (let below = low; below <= roll.max; below++) {
    const rules = below === low ? others : [...others, { rule: 'reroll-damage' as const, below }];
    const attackers = scenario.attackers.map((x, i) => (i === index ? { ...x, rules } : x));
    const slain = evaluate({ ...scenario, method: 'exact', attackers }).results.slain;
    choices.push({
      below: below === low ? null : below,
      name: below === low ? 'no damage re-roll' : `re-roll a damage roll below ${below}`,
      meanSlain: slain.mean(),
      destroyed: slain.at(models),
    });
  }
  let best = choices[0]!;
  for (const c of choices) if (c.meanSlain > best.meanSlain + 1e-12) best = c;
  return { best, choices };
}
