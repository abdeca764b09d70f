/**
 * To Hit: the roll needed from the firer's Ballistic Skill, or a fixed roll.
 * Source: `000_2ec87e5aee29120b.txt`, "Roll to Hit" (the roll needed is 7 - BS, never better
 * than 2+, a 1 always misses) and "Ballistic Skill of 6 or better" (BS 6+ re-rolls a 1, the
 * re-roll needing the chart's italic number; "with ranged attacks" only). Spec interpretations 1 and 2: a die is
 * re-rolled at most once, so a re-roll rule adds nothing to the built-in re-roll of BS 6+;
 * a modifier to hit changes the BS by as much (BS 1 Blinded cannot hit), or the fixed roll
 * needed (7+ cannot hit).
 *
 * @module
 */

import { type D6Test, d6Test } from '../../../rules/d6Test.js';
import { CANNOT, toHitChart } from '../charts.js';
import type { ShotDraft } from './ShotDraft.js';

/**
 * The To Hit test of a draft, or `'auto'` when the attack hits without a roll (Autohit).
 *
 * @example
 * ```ts
 * toHitTest({ ...draft, bs: 2 });        // { need: 5, reroll: 'none', rerollNeed: 5 }
 * toHitTest({ ...draft, bs: 7 });        // { need: 2, reroll: 'ones', rerollNeed: 5 }
 * toHitTest({ ...draft, hitOn: 6, toHitModifier: -1 }); // need 7: cannot hit
 * ```
 */
export function toHitTest(draft: ShotDraft): D6Test | 'auto' {
  if (draft.autohit) return 'auto';
  if (draft.hitOn !== undefined) {
    const need = draft.hitOn - draft.toHitModifier;
    return d6Test(need > 6 ? CANNOT : Math.max(2, need), draft.hitReroll);
  }
  const chart = toHitChart((draft.bs ?? 0) + draft.toHitModifier);
  // "it gains a re-roll whenever it rolls a 1 To hit with ranged attacks"
  if (chart.rerollOnesNeed !== undefined && draft.phase === 'shooting') {
    return { need: chart.need, reroll: 'ones', rerollNeed: chart.rerollOnesNeed };
  }
  return d6Test(chart.need, draft.hitReroll);
}
