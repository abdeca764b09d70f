/**
 * Piercing Crits x (`docs/killteam/piercing-crits.md`; Kill Team (2024) core rules, "Weapon
 * rules", Piercing x): Piercing x that applies only when the attacker retains a critical
 * success (a crit from Severe counts, a crit turned normal by Obscured does not). Applied by
 * `defenceDiceOf` (`./piercing.ts`).
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES, xOf } from './KtDraft.js';

/**
 * Piercing Crits x.
 *
 * @example
 * ```ts
 * piercingCrits.apply(draft, { rule: 'piercing-crits', x: 1 }).piercingCrits; // 1
 * ```
 */
export const piercingCrits = defineKtRule({
  name: 'piercing-crits',
  citation: `${WEAPON_RULES}, "Piercing x" (Piercing Crits x)`,
  phase: 'any',
  apply: (d, r) => ({ ...d, piercingCrits: xOf(r) }),
});
