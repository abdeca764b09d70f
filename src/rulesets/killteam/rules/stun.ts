/**
 * Stun (`docs/killteam/stun.md`; Kill Team (2024) core rules, "Weapon rules", Stun): when the
 * attacker retains a critical success, the target's APL is 1 lower until the end of its next
 * activation. It changes no number of the sequence: the engines report P(stunned) (a crit made
 * by Severe counts, `docs/killteam.md`, "Pinned readings").
 *
 * @module
 */
import { defineKtRule, WEAPON_RULES } from './KtDraft.js';

/**
 * Stun.
 *
 * @example
 * ```ts
 * stun.apply(draft, 'stun').stun; // true
 * ```
 */
export const stun = defineKtRule({
  name: 'stun',
  citation: `${WEAPON_RULES}, "Stun"`,
  phase: 'any',
  apply: (d) => ({ ...d, stun: true }),
});
