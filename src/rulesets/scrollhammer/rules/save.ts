/**
 * Saving throws: one save per unsaved-so-far wound, the best of the armour save worsened by
 * the weapon's AP, the ward save, and the cover save (shooting only). A roll of 1 always
 * fails. Cover counts in close combat only by a special rule (Chameleon, `closeCombatCover`).
 * Sources: `001_b395c1945657ba04.txt`, "Armour Saves", "Armor Piercing Weapons"
 * (example: AP2 against a 3+ save saves on 5+), "Ward Saves", "Cover Saves", "Models with More
 * than one Save" and "Maximum Save"; spec interpretation 5.
 *
 * @module
 */

import { type D6Test, d6Test } from '../../../rules/d6Test.js';
import { CANNOT } from '../charts.js';
import type { ShotDraft } from './ShotDraft.js';

/**
 * The saving throw a model takes: the best (lowest) roll needed among its saves, never
 * better than 2+ (a 1 always fails); need 7 when it has none.
 *
 * @example
 * ```ts
 * saveTest({ ...draft, armour: 3, ap: 2 }).need;            // 5 (the rulebook's example)
 * saveTest({ ...draft, armour: 3, ap: 2, ward: 4 }).need;   // 4: the ward is better
 * saveTest({ ...draft, armour: 5, ap: 2 }).need;            // 7: no save
 * ```
 */
export function saveTest(draft: ShotDraft): D6Test {
  let best = CANNOT;
  if (draft.armour !== undefined) best = Math.min(best, draft.armour + draft.ap);
  if (draft.ward !== undefined) best = Math.min(best, draft.ward);
  if (draft.cover !== undefined && draft.phase === 'shooting') best = Math.min(best, draft.cover);
  // "unless stated otherwise in a special rule": Chameleon's cover counts in close combat.
  if (draft.closeCombatCover !== undefined && draft.phase === 'close-combat') {
    best = Math.min(best, draft.closeCombatCover);
  }
  return d6Test(best > 6 ? CANNOT : Math.max(2, best));
}
