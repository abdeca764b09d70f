/**
 * Shooting into a Combat. Source: `003_f07a2392f32efa83.txt`, "SHOOTING INTO A COMBAT (26)":
 * "Evil models can Shoot at an enemy model that is Engaged in Combat - Good models cannot
 * [...] if the shot reaches the Combat, the shooter will need to make a special In The Way
 * Test to see who in the Combat is hit. On a 4+, the initial target is hit. However, on a
 * 1-3, the friendly model closest to the shooter and within line of sight will be hit
 * instead." In The Way Tests are not taken for the other models of the combat ("In The Way
 * Tests are only taken for things that are obstructing the target").
 *
 * @module
 */
import { type D6Test, d6Test } from '../../rules/d6Test.js';

/**
 * The roll the special In The Way Test needs for the shot to hit the initial target: 4+.
 *
 * @example
 * ```ts
 * shootingIntoCombatTest().need === COMBAT_TARGET_HIT; // true
 * ```
 */
export const COMBAT_TARGET_HIT = 4;

/**
 * The special In The Way Test of a shot that reaches a combat: passing it (4+) hits the
 * target, failing it (1-3) hits the friendly model closest to the shooter.
 *
 * @example
 * ```ts
 * shootingIntoCombatTest(); // { need: 4, reroll: 'none', rerollNeed: 4 }
 * // Example 26: Narzug rolls a 2, so he hits the Hunter Orc closest to him, not Thorin.
 * ```
 */
export function shootingIntoCombatTest(): D6Test {
  return d6Test(COMBAT_TARGET_HIT);
}
