/**
 * In The Way Tests. Source: `003_f07a2392f32efa83.txt`, "IN THE WAY (22)": "If the Shoot
 * Roll was a hit, you will need to make an In The Way Test for each obstruction [...] roll a
 * D6 for each obstruction in turn. If the result is a 4+, then the shot has successfully
 * passed the obstruction and moves onto the next one - or hits the target if there are no
 * more obstructions to roll for. On a 1-3, the shot hits the obstruction. If the obstruction
 * is another model, then you will need to roll To Wound it as normal. [...] starting with the
 * obstruction closest to the shooter. As soon as the shot hits an obstruction, no more In The
 * Way Tests need to be made." Spec interpretation 11.
 *
 * Obstructions the rulebook lets a shooter ignore are not In The Way and are simply not
 * listed: cover in base contact ("SHOOTING FROM BEHIND COVER (24)") and a friend of the same
 * base size or smaller in base contact ("SHOOTING FROM BEHIND FRIENDS (25)").
 *
 * @module
 */
import { type D6Test, d6Test } from '../../rules/d6Test.js';

/**
 * The roll an In The Way Test needs to pass the obstruction: 4+.
 *
 * @example
 * ```ts
 * inTheWayTest().need === IN_THE_WAY_PASS; // true
 * ```
 */
export const IN_THE_WAY_PASS = 4;

/**
 * One In The Way Test: passing it (4+) means the shot goes past the obstruction; failing it
 * (1-3) means the shot hits the obstruction and stops. No re-roll: it is not the Shoot Roll.
 *
 * @example
 * ```ts
 * inTheWayTest(); // { need: 4, reroll: 'none', rerollNeed: 4 }
 * // Example 22: Bard's In The Way Test rolls a 3, so the arrow sticks in the house.
 * ```
 */
export function inTheWayTest(): D6Test {
  return d6Test(IN_THE_WAY_PASS);
}
