/**
 * The best damage re-roll for slaying (`docs/wh40k-10e/reroll-damage.md`): which threshold of
 * the `reroll-damage` ability slays the most models of the target. Every threshold from "no
 * re-roll" to "below the highest total" is evaluated exactly, and the one with the highest mean
 * models slain is named (ties: the higher mean damage, then the fewer re-rolls). The
 * thresholds and their scores are the scenario's own `"below": "best"` choice
 * (`src/rulesets/wh40k-10e/choices.ts`, `scoreChoices`): one implementation, which this lists
 * in full. A threshold policy is what a player decides before rolling; re-rolling by the
 * wounds left on the model being attacked can do better still, and is not computed here.
 *
 * @module
 */

import { InputError, show } from '../errors.js';
import { bestOf, rerollBelowOf, scoreChoices } from '../rulesets/wh40k-10e/choices.js';
import { compileWh40k } from '../rulesets/wh40k-10e/compile.js';
import { runWork } from '../rulesets/wh40k-10e/decisionWork.js';
import { evaluateWh40k } from '../rulesets/wh40k-10e/evaluate.js';
import type { Wh40kScenarioInput } from '../rulesets/wh40k-10e/input.js';
import type { Wh40kScenario } from '../rulesets/wh40k-10e/types.js';
import { parseScenario } from '../scenario/validate.js';

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
 * (exact). Any `reroll-damage` the attacker already lists is replaced by each candidate. The
 * other choices of the scenario left to `"best"` (weapon modes, pistols, other damage
 * re-rolls) are made jointly: each threshold's figures are those of its best combination.
 *
 * @throws {InputError} for an attacker index out of range, or a fixed Damage (nothing to
 *   re-roll); a `ScenarioError` as `evaluate` gives for a bad scenario;
 *   a `TooLargeError` when the thresholds' exact evaluations would take too long together.
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
  const models = scenario.target.models ?? 1;
  const others = (a.rules ?? []).filter((r) => typeof r === 'string' || r.rule !== 'reroll-damage');
  const rules = [...others, { rule: 'reroll-damage' as const, below: 'best' as const }];
  const attackers = scenario.attackers.map((x, i) => (i === index ? { ...x, rules } : x));
  const s = parseScenario({ ...scenario, method: 'exact', attackers }) as Wh40kScenario;
  const scored = scoreChoices(
    s,
    (c) => {
      const r = evaluateWh40k(c);
      return { slain: r.slain.mean(), damage: r.damage.mean(), destroyed: r.slain.at(models) };
    },
    (c) => runWork(compileWh40k(c), c),
  );
  const field = `attackers[${index}].rules[${others.length}].below`;
  const choice = scored.open.find((c) => c.field === field);
  if (choice === undefined) {
    throw new InputError(
      `attackers[${index}].modes: each mode lists its own rules, so the attacker's damage re-roll is never fired; add it to the modes' rules`,
      `attackers[${index}].modes`,
      a.modes,
    );
  }
  const choices = choice.options.map((option): DamageRerollChoice => {
    const i = bestOf(
      scored.scores,
      [...scored.picks.keys()].filter((k) => scored.picks[k]![field] === option),
    );
    const below = rerollBelowOf(option);
    return {
      below,
      name: below === null ? 'no damage re-roll' : `re-roll a damage roll below ${below}`,
      meanSlain: scored.scores[i]!.slain,
      destroyed: scored.scores[i]!.destroyed,
    };
  });
  const best = choices[choice.options.indexOf(scored.picks[scored.best]![field]!)]!;
  return { best, choices };
}
