/**
 * To Wound: the roll needed from the weapon's Strength against the target's Toughness.
 * Source: `000_2ec87e5aee29120b.txt`, "Rolls to Wound" (the chart; '-' cannot wound; never
 * better than 2+; a 1 always fails). The Toughness used is the unit's majority Toughness (see
 * `majorityToughness`). Fleshbane replaces the chart with 2+ (spec interpretation 3).
 *
 * @module
 */

import { type D6Test, d6Test } from '../../../rules/d6Test.js';
import { toWoundChart } from '../charts.js';
import type { ShotDraft } from './ShotDraft.js';

/**
 * The To Wound test of a draft.
 *
 * @example
 * ```ts
 * toWoundTest({ ...draft, strength: 3, woundToughness: 4 }); // need 5
 * toWoundTest({ ...draft, strength: 1, woundToughness: 5 }); // need 7: '-', cannot wound
 * ```
 */
export function toWoundTest(draft: ShotDraft): D6Test {
  const need = draft.woundOn ?? toWoundChart(draft.strength, draft.woundToughness);
  return d6Test(need, draft.woundReroll);
}
