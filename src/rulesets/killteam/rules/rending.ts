/**
 * Rending (`docs/killteam/rending.md`; Kill Team (2024) core rules, "Weapon rules",
 * Rending): when the attacker retains a critical success, it may retain one of its normal
 * successes as a critical success instead. Worded as retaining, it takes a rolled normal
 * success only, not one retained already (Accurate, Punishing: `docs/killteam.md`, "Pinned
 * readings"); a crit made by Severe does not trigger it.
 *
 * @module
 */
import { type AttackDice, defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Rending.
 *
 * @example
 * ```ts
 * rending.apply(draft, 'rending').rending; // true
 * ```
 */
export const rending = defineKtRule({
  name: 'rending',
  citation: `${WEAPON_RULES}, "Rending"`,
  phase: 'any',
  apply: (d) => ({ ...d, rending: true }),
});

/**
 * The dice after Rending is used, or `undefined` when it cannot be (no critical success
 * rolled, or no rolled normal success).
 *
 * @example
 * ```ts
 * rend({ fails: 0, normals: 1, locked: 0, crits: 1 }); // { fails: 0, normals: 0, locked: 0, crits: 2 }
 * ```
 */
export function rend(a: AttackDice): AttackDice | undefined {
  if (a.crits === 0 || a.normals === 0) return undefined;
  return { ...a, normals: a.normals - 1, crits: a.crits + 1 };
}
