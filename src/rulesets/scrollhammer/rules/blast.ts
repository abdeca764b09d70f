/**
 * Blast and Large Blast: "When firing a Blast weapon, models do not roll to hit as normal.
 * Instead, place the blast marker over a model in the enemy unit [...] Roll the Scatter Die
 * and 2d6. [...] each unit with models under the marker suffers one hit for each model with
 * its base fully or partially beneath the blast marker". Blast is the 3" marker, Large Blast
 * the 5". Source: `004_15cf5d572fc7d6a3.txt`, "Blast and Large Blast" (with "Multiple Blasts"
 * and "Blast Weapons and Rerolls").
 *
 * The rule only marks the attack; the geometry (formation, scatter, models under the marker)
 * is in `src/geometry/`, and `compileAttack` turns a draft with a marker into a
 * {@link BlastPlan} both engines read.
 *
 * @module
 */
import { BLAST_DIAMETER, LARGE_BLAST_DIAMETER } from '../../../geometry/marker.js';
import { defineRule } from './ShotDraft.js';

/**
 * The Blast rule: a 3" marker instead of a To Hit roll.
 *
 * @example
 * ```ts
 * blast.apply(draft).blast; // 3
 * ```
 */
export const blast = defineRule({
  name: 'blast',
  citation: '004_15cf5d572fc7d6a3.txt, Blast and Large Blast',
  apply: (d) => ({ ...d, blast: BLAST_DIAMETER }),
});

/**
 * The Large Blast rule: a 5" marker; "Large Blasts follow all of the rules for Blasts".
 *
 * @example
 * ```ts
 * largeBlast.apply(draft).blast; // 5
 * ```
 */
export const largeBlast = defineRule({
  name: 'large-blast',
  citation: '004_15cf5d572fc7d6a3.txt, Blast and Large Blast',
  apply: (d) => ({ ...d, blast: LARGE_BLAST_DIAMETER }),
});

/**
 * The inches a Miss takes off the 2D6 of the scatter: the firer's Ballistic Skill after
 * modifiers (Blind lowers it), at least 0; nothing for a Barrage fired indirectly ("always
 * roll full scatter"). Source: `004`, "Blast and Large Blast" ("subtract the firer's
 * Ballistic Skill from the distance that it scatters, to a minimum of 0"), "Barrage".
 *
 * @example
 * ```ts
 * scatterSubtract({ ...draft, bs: 3 });                      // 3
 * scatterSubtract({ ...draft, bs: 3, toHitModifier: -1 });   // 2 (Blind)
 * scatterSubtract({ ...draft, bs: 3, barrage: 'indirect' }); // 0
 * ```
 */
export function scatterSubtract(draft: {
  readonly bs: number | undefined;
  readonly toHitModifier: number;
  readonly barrage: 'direct' | 'indirect' | undefined;
}): number {
  if (draft.barrage === 'indirect') return 0;
  return Math.max(0, (draft.bs ?? 0) + draft.toHitModifier);
}
