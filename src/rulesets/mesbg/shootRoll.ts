/**
 * The Shoot Roll (To Hit). Source: `003_f07a2392f32efa83.txt`, "ROLLING TO HIT" ("roll a D6
 * and compare the result to the shooter's Shoot Value. If the roll equals or exceeds the
 * Shoot Value, then it is a hit [...] A roll of a natural 6 will always count as a hit,
 * regardless of modifiers") and "MOVING AND SHOOTING" ("any model that wishes to Shoot after
 * Moving during the preceding Move Phase will worsen their Shoot Value by 1"). Spec
 * interpretation 11.
 *
 * @module
 */

import type { Reroll } from '../../domain/types.js';
import { type D6Test, d6Test } from '../../rules/d6Test.js';

/**
 * The Shoot Value a model shoots with: one worse after Moving (not over half its Move),
 * never worse than 6+, since a natural 6 always hits.
 *
 * @param shootValue - the Shoot Value on the profile, 2..6 (4 for 4+).
 * @param moved - whether the model Moved in the preceding Move Phase.
 * @example
 * ```ts
 * shootValueAfterMoving(4, true);  // 5: "a Shoot Value of 4+ that Moved will have a Shoot Value of 5+"
 * shootValueAfterMoving(6, true);  // 6: a natural 6 always hits
 * shootValueAfterMoving(3, false); // 3
 * ```
 */
export function shootValueAfterMoving(shootValue: number, moved: boolean): number {
  return Math.min(shootValue + (moved ? 1 : 0), 6);
}

/**
 * The Shoot Roll as a {@link D6Test}, re-rolled once as `reroll` says (a special rule's
 * re-roll of the Shoot Roll).
 *
 * @param shootValue - the Shoot Value on the profile, 2..6.
 * @param moved - whether the model Moved in the preceding Move Phase.
 * @param reroll - `'ones'` or `'failed'`; omitted: no re-roll.
 * @example
 * ```ts
 * shootRollTest(5, false);         // { need: 5, reroll: 'none', rerollNeed: 5 } (Example 22: Bard hits on a 5)
 * shootRollTest(6, true, 'ones');  // { need: 6, reroll: 'ones', rerollNeed: 6 }
 * ```
 */
export function shootRollTest(shootValue: number, moved: boolean, reroll?: Reroll): D6Test {
  return d6Test(shootValueAfterMoving(shootValue, moved), reroll ?? 'none');
}
