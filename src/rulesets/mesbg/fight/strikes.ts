/**
 * Step 6 of a Fight, Strikes (spec `mesbg-fight.md`, "The steps of a Fight", 6): each model of
 * the winning side makes Strikes equal to its Attacks (a supporting model one) against one model
 * of the losing side, chosen by input. Against a Trapped or Prone model every Strike is two To
 * Wound rolls; the two states do not add up.
 *
 * @module
 */
import { fightToWound, type StrikeRoll } from './fightToWound.js';
import type { FightModel } from './types.js';

/**
 * The To Wound rolls a side makes at `target` when it wins, in the order of its models; each
 * Hero's rolls carry its index among `heroes` (the side's models with Might), so its Might may
 * help them.
 *
 * @example
 * ```ts
 * strikeRolls([aragorn], [0], orc).length; // 3: three Attacks
 * strikeRolls([aragorn], [0], { ...orc, trapped: true }).length; // 6
 * ```
 */
export function strikeRolls(
  models: readonly FightModel[],
  heroes: readonly number[],
  target: FightModel,
): StrikeRoll[] {
  const perStrike = target.trapped || target.prone ? 2 : 1;
  const rolls: StrikeRoll[] = [];
  models.forEach((m, i) => {
    const strikes = (m.supporting ? 1 : m.attacks) * perStrike;
    const mod = (m.twoHanded ? 1 : 0) + m.woundModifier;
    const roll = fightToWound(
      m.strength,
      target.defence,
      mod,
      heroes.indexOf(i),
      target.heroicDefence,
      m.reroll?.wound ?? 'none',
    );
    for (let k = 0; k < strikes; k++) rolls.push(roll);
  });
  return rolls;
}
