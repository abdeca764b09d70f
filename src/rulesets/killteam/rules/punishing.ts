/**
 * Punishing (`docs/killteam/punishing.md`; Kill Team (2024) core rules, "Weapon rules",
 * Punishing): when the attacker retains a critical success, it may retain one fail as a normal
 * success instead of discarding it. That die is then retained, so Rending cannot make it
 * critical (`docs/killteam.md`, "Pinned readings"); a crit made by Severe does not trigger it.
 *
 * @module
 */
import { type AttackDice, defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Punishing.
 *
 * @example
 * ```ts
 * punishing.apply(draft, 'punishing').punishing; // true
 * ```
 */
export const punishing = defineKtRule({
  name: 'punishing',
  citation: `${WEAPON_RULES}, "Punishing"`,
  phase: 'any',
  apply: (d) => ({ ...d, punishing: true }),
});

/**
 * The dice after Punishing is used, or `undefined` when it cannot be (no critical success
 * rolled, or no fail to rescue).
 *
 * @example
 * ```ts
 * punish({ fails: 1, normals: 0, locked: 0, crits: 1 }); // { fails: 0, normals: 0, locked: 1, crits: 1 }
 * ```
 */
export function punish(a: AttackDice): AttackDice | undefined {
  if (a.crits === 0 || a.fails === 0) return undefined;
  return { ...a, fails: a.fails - 1, locked: a.locked + 1 };
}
