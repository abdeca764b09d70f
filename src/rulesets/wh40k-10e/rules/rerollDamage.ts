/**
 * An ability that re-rolls the Damage roll: a damage roll whose total (the Damage
 * characteristic's dice, its own modifier included: D6+1 rolls 2..7) is below X is rolled
 * again once, before any modifier to the damage, and the new roll stands (a re-roll is before
 * modifiers in the 10th edition core rules' order of re-rolls and modifiers). "Re-roll a Damage
 * roll of 1" on a D6 is X = 2. Source: `docs/wh40k-10e.md`, step 5 "Damage", and the general
 * plan's `DamageStep.reroll` (`docs/attack-plan.md`). X may be `"best"` in a scenario: a choice
 * made before compiling, with the weapon choices (`../choices.ts`,
 * `docs/wh40k-10e/reroll-damage.md`); this module receives the number chosen.
 *
 * @module
 */
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * Re-roll a damage roll below `below` (2..100).
 *
 * @example
 * ```ts
 * rerollDamage(2).apply(draft).damageReroll; // 2
 * ```
 */
export function rerollDamage(below: number): Wh40kRule {
  return defineWh40kRule({
    name: 'reroll-damage',
    citation: 'docs/wh40k-10e.md, step 5 "Damage": re-rolling the Damage roll',
    apply: (d) => ({ ...d, damageReroll: Math.max(d.damageReroll ?? 0, below) }),
  });
}
