/**
 * An ability that turns a Critical Hit into mortal wounds ("each Critical Hit inflicts X mortal
 * wounds and the attack sequence ends"): the attack makes no Wound roll; X mortal wounds (a
 * number or dice) are inflicted instead, with no saving throw, Feel No Pain per point, allocated
 * one point at a time with spill-over after the weapon's other attacks (mortal wounds in the
 * 10th edition always spill over). Sustained Hits' extra hits still roll to wound; not with
 * Lethal Hits (the same Critical Hit cannot both wound and end). Source: `docs/wh40k-10e.md`,
 * step 2 "Hit roll", and the general plan's `CriticalHitTrigger.mortalWounds`.
 *
 * @module
 */
import type { DiceExpression } from '../../../dice/parseDice.js';
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * Mortal wounds `mortals` on each Critical Hit.
 *
 * @example
 * ```ts
 * mortalWoundsOnCriticalHit(parseDice('D3')).apply(draft).criticalHitMortals?.text; // 'D3'
 * ```
 */
export function mortalWoundsOnCriticalHit(mortals: DiceExpression): Wh40kRule {
  return defineWh40kRule({
    name: 'mortal-wounds-on-critical-hit',
    citation: 'docs/wh40k-10e.md, step 2 "Hit roll": mortal wounds on a Critical Hit',
    apply: (d) => ({ ...d, criticalHitMortals: mortals }),
  });
}
