/**
 * Backfire: "on the roll of a 1 (after any re-rolls), that model takes a wound, saves allowed
 * as normal", for close combat and ranged attacks alike; "Template and Blast weapons with
 * Backfire roll a die separate from the weapon. On the roll of a 1, the model shooting the
 * weapon takes a wound, saves allowed as normal, even if the weapon hits." Source:
 * `004_15cf5d572fc7d6a3.txt`, "Backfire".
 *
 * Readings: the wound is taken by the firer, against its own armour or ward save (the
 * attacker group's `save`, `ward`; no AP, since no weapon causes it, and no cover, which is
 * against shooting attacks), then its Feel No Pain (`feelNoPain`), as any unsaved wound. An
 * Autohit attack rolls no To Hit die, so it cannot backfire (unless it is a Blast weapon,
 * whose die is separate). Each shot or marker rolls once.
 *
 * @module
 */

import { type D6Test, d6Test } from '../../../rules/d6Test.js';
import { CANNOT } from '../charts.js';
import { defineRule, type ShotDraft } from './ShotDraft.js';

/**
 * The Backfire rule.
 *
 * @example
 * ```ts
 * backfire.apply(draft).backfire; // true
 * ```
 */
export const backfire = defineRule({
  name: 'backfire',
  citation: '004_15cf5d572fc7d6a3.txt, Backfire',
  apply: (d) => ({ ...d, backfire: true }),
});

/**
 * The firer's saving throw against a Backfire wound: the better of its armour and ward saves
 * (AP does not apply), never better than 2+; need 7 for none. Source: `001`, "Models with
 * More than one Save", "Maximum Save".
 *
 * @example
 * ```ts
 * firerSaveTest({ ...draft, firerSave: 4, firerWard: 5 }).need; // 4
 * firerSaveTest(draft).need;                                      // 7: no save
 * ```
 */
export function firerSaveTest(draft: ShotDraft): D6Test {
  const best = Math.min(draft.firerSave ?? CANNOT, draft.firerWard ?? CANNOT);
  return d6Test(best > 6 ? CANNOT : Math.max(2, best));
}

/**
 * The firer's Feel No Pain against a Backfire wound, or `null`.
 *
 * @example
 * ```ts
 * firerFeelNoPainTest({ ...draft, firerFeelNoPain: 5 })?.need; // 5
 * ```
 */
export function firerFeelNoPainTest(draft: ShotDraft): D6Test | null {
  return draft.firerFeelNoPain === undefined ? null : d6Test(draft.firerFeelNoPain);
}
