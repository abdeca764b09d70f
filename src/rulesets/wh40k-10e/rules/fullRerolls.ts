/**
 * A full re-roll buff on one target (an "Oath of Moment"-like ability: the attacker may re-roll
 * the Hit roll and the Wound roll): every failed Hit and Wound roll is re-rolled once. A wider
 * policy given in the weapon's `reroll` (`non-critical`, fishing for criticals) still wins, as
 * the wider of two re-rolls does. Source: `docs/wh40k-10e.md`, step 8 "Re-rolls".
 *
 * @module
 */
import { widerReroll } from './reroll.js';
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * The full re-roll buff, as a named toggle (`"full-rerolls"`).
 *
 * @example
 * ```ts
 * fullRerolls.apply(draft).hitReroll; // 'failed'
 * ```
 */
export const fullRerolls: Wh40kRule = defineWh40kRule({
  name: 'full-rerolls',
  citation: 'docs/wh40k-10e.md, step 8 "Re-rolls": re-roll the Hit roll and the Wound roll',
  apply: (d) => ({
    ...d,
    hitReroll: widerReroll(d.hitReroll, 'failed'),
    woundReroll: widerReroll(d.woundReroll, 'failed'),
  }),
});
