/**
 * The Hit and Wound rolls as critical D6 tests, and the saving throw: the modifiers summed and
 * clamped to -1..+1 (reading 1), a natural 1 always failing, a critical always succeeding;
 * the armour save worsened by AP and improved by cover, the invulnerable save ignoring AP, the
 * better of the two taken. Source: `docs/wh40k-10e.md`, steps 2, 3, 4 and 8, reading 1.
 *
 * @module
 */
import type { CriticalTest } from '../../../plan/plan.js';
import type { Wh40kRerollPolicy } from './WeaponDraft.js';

/**
 * The sum of a roll's modifiers, clamped to -1..+1.
 *
 * @example
 * ```ts
 * clampModifier(2); // 1
 * clampModifier(-3); // -1
 * ```
 */
export function clampModifier(sum: number): number {
  return Math.max(-1, Math.min(1, sum));
}

/**
 * The unmodified roll that succeeds when a modified roll of `target` or more is needed and
 * the modifiers add up to `modifier`: 2..7 (7: only a critical succeeds).
 *
 * @example
 * ```ts
 * modifiedNeed(3, 1);  // 2
 * modifiedNeed(2, 1);  // 2: a natural 1 still fails
 * modifiedNeed(6, -1); // 7: only a critical hits
 * ```
 */
export function modifiedNeed(target: number, modifier: number): number {
  return Math.max(2, Math.min(7, target - clampModifier(modifier)));
}

/**
 * A critical D6 test of the attack plan.
 *
 * @example
 * ```ts
 * criticalTest(3, 0, 'non-critical', 5); // { need: 3, rerollNeed: 3, reroll: 'non-critical', criticalOn: 5 }
 * ```
 */
export function criticalTest(
  target: number,
  modifier: number,
  reroll: Wh40kRerollPolicy,
  criticalOn: number,
): CriticalTest {
  const need = modifiedNeed(target, modifier);
  return { need, rerollNeed: need, reroll, criticalOn };
}

/**
 * The saving throw needed, 2..7 (7: no save): the armour save worsened by AP and improved by
 * `saveModifier`, or the invulnerable save if better.
 *
 * @example
 * ```ts
 * saveNeed(3, -1, 0, undefined); // 4
 * saveNeed(3, -3, 0, 4);         // 4: the invulnerable save
 * saveNeed(undefined, 0, 0, undefined); // 7
 * ```
 */
export function saveNeed(
  save: number | undefined,
  ap: number,
  saveModifier: number,
  invulnerable: number | undefined,
): number {
  const armour = save === undefined ? 7 : Math.max(2, Math.min(7, save - ap - saveModifier));
  return Math.min(armour, invulnerable ?? 7);
}
