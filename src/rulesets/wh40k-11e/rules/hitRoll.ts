/**
 * The Hit roll of 11th edition. Reading (`docs/wh40k-11e.md`, "Core rules": BS/WS modifiers
 * and roll modifiers): modifiers to the BS/WS characteristic are summed and applied to the
 * characteristic, outside the Hit roll's -1..+1 clamp; the Hit roll's modifiers are clamped as
 * in 10th edition; an unmodified 1 always fails and a Critical Hit always hits, so a
 * characteristic worsened past 6+ hits on Critical Hits only. The option
 * `bsModifiersClamped` puts the characteristic's modifiers inside the clamp instead. A Psychic
 * attack leaves out the harmful modifiers of both kinds.
 *
 * @module
 */
import type { CriticalTest } from '../../../plan/plan.js';
import { criticalTest } from '../../wh40k-10e/rules/rolls.js';
import type { Draft11e } from './Draft.js';

/**
 * The Hit roll of a finished draft that has a skill, as a critical D6 test.
 *
 * @example
 * ```ts
 * hitTest({ ...draft, skill: 3, skillPenalty: -1 }, false).need; // 4: cover on BS 3+
 * hitTest({ ...draft, skill: 3, skillPenalty: -1, hitModifier: 1 }, true).need; // 3: clamped together
 * ```
 */
export function hitTest(d: Draft11e & { readonly skill: number }, clamped: boolean): CriticalTest {
  const skillModifier = d.skillBonus + (d.psychic ? 0 : d.skillPenalty);
  const rollModifier = d.hitModifier + (d.psychic ? 0 : d.hitPenalty);
  return clamped
    ? criticalTest(d.skill, rollModifier + skillModifier, d.hitReroll, d.criticalHitOn)
    : criticalTest(d.skill - skillModifier, rollModifier, d.hitReroll, d.criticalHitOn);
}
