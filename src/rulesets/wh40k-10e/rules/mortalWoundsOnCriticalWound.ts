/**
 * An ability that turns a Critical Wound into mortal wounds of dice of their own ("each
 * Critical Wound inflicts X mortal wounds on the target and the attack sequence ends"): the
 * attack makes no saving throw and deals no damage of its own; X mortal wounds (a number or
 * dice, not the weapon's Damage) are inflicted instead, with Feel No Pain per point, allocated
 * one point at a time with spill-over after the weapon's other attacks, as every mortal wound of
 * the 10th edition. Not with Devastating Wounds (the same Critical Wound cannot both end the
 * sequence and be saved without a save). Sources: `docs/wh40k-10e.md`, step 3 "Wound roll"
 * (Critical Wounds) and step 6 (Feel No Pain); the general plan's `CriticalWoundTrigger` with
 * `mortal: { spill: true }` and a damage of its own. Our reading: the mortal wounds are not
 * changed by the target's damage modifiers (they are no attack's Damage).
 *
 * @module
 */
import type { DiceExpression } from '../../../dice/parseDice.js';
import { InputError } from '../../../errors.js';
import { defineWh40kRule, type WeaponDraft, type Wh40kRule } from './WeaponDraft.js';

/**
 * Mortal wounds `mortals` on each Critical Wound.
 *
 * @example
 * ```ts
 * mortalWoundsOnCriticalWound(parseDice('D3')).apply(draft).criticalWoundMortals?.text; // 'D3'
 * ```
 */
export function mortalWoundsOnCriticalWound(mortals: DiceExpression): Wh40kRule {
  return defineWh40kRule({
    name: 'mortal-wounds-on-critical-wound',
    citation: 'docs/wh40k-10e.md, step 3 "Wound roll": mortal wounds on a Critical Wound',
    apply: (d) => ({ ...d, criticalWoundMortals: mortals }),
  });
}

/**
 * Refuse a weapon whose Critical Wounds would both inflict mortal wounds and be Devastating.
 *
 * @throws {InputError} naming `field` (the attacker's `rules`).
 * @example
 * ```ts
 * checkCriticalWoundMortals(draft, 'attackers[0].rules'); // throws with devastating-wounds too
 * ```
 */
export function checkCriticalWoundMortals(d: WeaponDraft, field: string): void {
  if (d.criticalWoundMortals && d.devastatingWounds) {
    throw new InputError(
      `${field}: mortal-wounds-on-critical-wound cannot go with devastating-wounds (a Critical Wound either ends in mortal wounds or is resolved without a save)`,
      field,
      'mortal-wounds-on-critical-wound',
    );
  }
}
