/**
 * Rolling To Wound. Source: `003_f07a2392f32efa83.txt`, "ROLLING TO WOUND (27)": "compare the
 * Strength of the Missile Weapon with the Defence of the target on the To Wound Chart. The
 * result indicates the minimum dice roll required to inflict a Wound on the target. A score of
 * a 6+/4+, 6+/5+ or 6+/6+ means you must roll a single dice and score a 6+, followed by a
 * further dice which must score a 4+, 5+ or a 6+ respectively. In these instances, both dice
 * rolls are individual rolls and so either (or both) can be re-rolled as the result of a
 * relevant special rule or ability. A '-' on the chart means that model cannot wound that
 * target". Spec interpretation 12. The chart itself is {@link toWoundChart}.
 *
 * @module
 */
import { type D6Source, d6Test, type RerollPolicy } from '../../rules/d6Test.js';
import {
  canPass,
  rollSuccessive,
  type SuccessiveTest,
  successiveChance,
} from '../../rules/successiveTest.js';
import { toWoundChart } from './charts.js';

/**
 * A To Wound roll: one die, or for the chart's two-dice entries a first die and a further
 * die, each a `D6Test` with its own re-roll: the game-neutral {@link SuccessiveTest}.
 *
 * @example
 * ```ts
 * const plain: ToWoundTest = { first: d6Test(5), further: null };             // 5+
 * const twoDice: ToWoundTest = { first: d6Test(6), further: d6Test(4) };      // 6+/4+
 * ```
 */
export type ToWoundTest = SuccessiveTest;

/**
 * The To Wound roll of a Missile Weapon's Strength against a model's Defence, each die
 * re-rolled once as `reroll` says.
 *
 * @param strength - 1..10.
 * @param defence - 1..10.
 * @param reroll - re-roll of each To Wound die: `'ones'`, `'failed'` or `'none'`.
 * @example
 * ```ts
 * toWoundTest(2, 3);           // { first: { need: 5, ... }, further: null }   (Example 27)
 * toWoundTest(2, 8, 'failed'); // first needs 6, further needs 5, each re-rolled if failed
 * toWoundTest(1, 9);           // first needs 7: '-', cannot wound
 * ```
 */
export function toWoundTest(
  strength: number,
  defence: number,
  reroll: RerollPolicy = 'none',
): ToWoundTest {
  const entry = toWoundChart(strength, defence);
  return {
    first: d6Test(entry.need, reroll),
    further: entry.further === undefined ? null : d6Test(entry.further, reroll),
  };
}

/**
 * The exact chance that a To Wound roll inflicts a Wound: the first die's chance times the
 * further die's. The two dice are independent, each with its own re-roll.
 *
 * @example
 * ```ts
 * toWoundChance(toWoundTest(2, 3));           // 1/3 (5+)
 * toWoundChance(toWoundTest(2, 8));           // 1/18 (6+ then 5+: 1/6 × 1/3)
 * toWoundChance(toWoundTest(2, 8, 'failed')); // 11/36 × 5/9
 * ```
 */
export function toWoundChance(t: ToWoundTest): number {
  return successiveChance(t);
}

/**
 * Roll a To Wound roll die by die (the sampler's interpreter): the first die, then the
 * further die only when the first passed.
 *
 * @returns whether a Wound is inflicted.
 * @example
 * ```ts
 * rollToWound(toWoundTest(2, 8), dice); // true when the dice show a 6, then a 5 or 6
 * ```
 */
export function rollToWound(t: ToWoundTest, dice: D6Source): boolean {
  // '-': the model cannot wound, so no die is rolled (a first die needing 7 is not rolled).
  return rollSuccessive(t, dice);
}

/**
 * Whether a To Wound roll can inflict a Wound at all (not `'-'`).
 *
 * @example
 * ```ts
 * canWound(toWoundTest(1, 9)); // false
 * canWound(toWoundTest(1, 8)); // true (6+/6+)
 * ```
 */
export function canWound(t: ToWoundTest): boolean {
  return canPass(t);
}
