/**
 * Severe (`docs/killteam/severe.md`; Kill Team (2024) core rules, "Weapon rules", Severe):
 * when the attacker retains no critical success, it may change one normal success into a
 * critical success. Devastating and Piercing Crits still follow from it, Punishing and Rending
 * do not (the rule says so); Stun does (`docs/killteam.md`, "Pinned readings"). Worded as a
 * change, it may take a normal success retained without a roll.
 *
 * @module
 */
import { type AttackDice, defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Severe.
 *
 * @example
 * ```ts
 * severe.apply(draft, 'severe').severe; // true
 * ```
 */
export const severe = defineKtRule({
  name: 'severe',
  citation: `${WEAPON_RULES}, "Severe"`,
  phase: 'any',
  apply: (d) => ({ ...d, severe: true }),
});

/**
 * The dice after Severe is used, or `undefined` when it cannot be (a critical success
 * retained, or no normal success). It takes a normal success retained without a roll first:
 * which one makes no difference to the numbers once the retain step is over.
 *
 * @example
 * ```ts
 * sever({ fails: 0, normals: 2, locked: 0, crits: 0 }); // { fails: 0, normals: 1, locked: 0, crits: 1 }
 * ```
 */
export function sever(a: AttackDice): AttackDice | undefined {
  if (a.crits > 0 || a.normals + a.locked === 0) return undefined;
  return a.locked > 0
    ? { ...a, locked: a.locked - 1, crits: 1 }
    : { ...a, normals: a.normals - 1, crits: 1 };
}
